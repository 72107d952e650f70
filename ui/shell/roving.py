"""A roving focus, the same in every game (issue 53): a row of cards or a group of buttons is one
Tab stop, and the arrow keys (Home, End) move the focus inside it.

A group is any element marked ``data-roving``; the attribute's value says which of its elements
are its items (a selector; empty: its buttons), e.g. ``data-roving=".legal"`` for the cards that
can be chosen now. Items that are disabled or hidden are skipped. Of the items exactly one has
``tabindex="0"`` (the focused one, else the one that had it, else the pressed one, else the
first); every other focusable element of the group gets ``tabindex="-1"``: it stays clickable
(a click still says why it does nothing) but is no Tab stop, so Tab only stops on what can be
used now. A group with no usable item has no Tab stop at all.

:func:`arrange` runs after every repaint (the conductor's ``refresh``); :func:`key` takes the
arrow keys pressed on an item.
"""

from __future__ import annotations

from typing import Any, List, Optional

from ui.shell.dom import Dom, missing

#: the attribute that makes an element a roving group (its value: the items' selector)
GROUP = "data-roving"
#: what could take the focus inside a group
FOCUSABLE = "button, a[href], input, select, textarea, [tabindex]"
#: the keys that move inside a group: -1 back, +1 on, and the two ends
STEPS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}
ENDS = ("Home", "End")
FIELDS = ("INPUT", "SELECT", "TEXTAREA")


def usable(node: Any) -> bool:
    """Whether ``node`` can be used now: not disabled, not hidden, not inert."""
    return (not node.hasAttribute("disabled") and missing(node.closest("[hidden]"))
            and missing(node.closest("[inert]")))


def items(group: Any) -> List[Any]:
    """The usable items of ``group``, in document order (a nested group's items are its own)."""
    selector = str(group.getAttribute(GROUP) or "").strip() or "button"
    return [n for n in group.querySelectorAll(selector)
            if usable(n) and n.closest(f"[{GROUP}]").isSameNode(group)]


def _stop(group: Any, found: List[Any], here: Any) -> Optional[Any]:
    """The item that should be the group's one Tab stop."""
    if not found:
        return None
    if here is not None and any(n.isSameNode(here) for n in found):
        return here
    for n in found:
        if n.getAttribute("tabindex") == "0":
            return n
    for n in found:
        if n.getAttribute("aria-pressed") == "true":
            return n
    return found[0]


def arrange(dom: Dom) -> None:
    """Give every roving group of the page its one Tab stop (see the module's docstring)."""
    here = dom.focused()
    here = None if missing(here) else here
    for group in dom.all(f"[{GROUP}]"):
        found = items(group)
        stop = _stop(group, found, here)
        for node in group.querySelectorAll(FOCUSABLE):
            if not node.closest(f"[{GROUP}]").isSameNode(group):
                continue
            want = "0" if stop is not None and node.isSameNode(stop) else "-1"
            if node.getAttribute("tabindex") != want:
                node.setAttribute("tabindex", want)


def stale(node: Any) -> bool:
    """Whether the focused ``node`` sits in a roving group without being one of its usable items
    (a card or slot that could be chosen before the last move), or is a board's shape that is no
    longer the board's one tab stop (``tabindex="-1"``, a roving tabindex the game keeps): the
    focus is as good as lost."""
    if missing(node) or missing(getattr(node, "closest", None)):
        return False
    if node.getAttribute("tabindex") == "-1" and node.getAttribute("role") == "button" \
            and not missing(node.closest("svg")):
        return True
    group = node.closest(f"[{GROUP}]")
    if missing(group) or node.isSameNode(group):
        return False
    return not any(n.isSameNode(node) for n in items(group))


def key(dom: Dom, event: Any) -> bool:
    """An arrow key, Home or End on an item of a group moves the focus to the previous, next,
    first or last usable item (round at the ends); True when it did."""
    name = str(event.key or "")
    if name not in STEPS and name not in ENDS:
        return False
    if event.altKey or event.ctrlKey or event.metaKey or event.shiftKey:
        return False
    target = event.target
    if missing(target) or missing(getattr(target, "closest", None)):
        return False
    if str(target.tagName or "").upper() in FIELDS:
        return False
    group = target.closest(f"[{GROUP}]")
    if missing(group):
        return False
    found = items(group)
    if not found:
        return False
    at = next((i for i, n in enumerate(found) if n.isSameNode(target)), None)
    if name == "Home":
        nxt = 0
    elif name == "End":
        nxt = len(found) - 1
    elif at is None:
        nxt = 0
    else:
        nxt = (at + STEPS[name]) % len(found)
    event.preventDefault()
    for i, n in enumerate(found):
        n.setAttribute("tabindex", "0" if i == nxt else "-1")
    dom.focus_quietly(found[nxt])
    return True
