"""What makes a dialog modal, for the shell's own modals (the new-game form, the privacy screen):
the rest of the page made ``inert`` while it is up, Tab and Shift+Tab going round its controls, and
the focus given back to where it was when it closes.

(The pages' ``<dialog>`` elements opened with ``showModal`` get all of this from the browser; the
shell's modals are plain elements because they must layer: the form opens on top of the privacy
screen, and the screen lifts the notices into itself.)
"""

from __future__ import annotations

from typing import Any, Iterable, List, Optional

from ui.shell.dom import Dom, missing

#: what takes the keyboard focus in a dialog
FOCUSABLE = "button, a[href], input, select, textarea, [tabindex]"


def tab_stops(box: Any) -> List[Any]:
    """The controls of ``box`` that Tab can reach, in order."""
    # (the attribute, not ``.disabled``: a link has no such property, and reading one that a JS
    # object lacks raises in Pyodide)
    return [n for n in box.querySelectorAll(FOCUSABLE)
            if missing(n.closest("[hidden]")) and not n.hasAttribute("disabled")
            and n.getAttribute("tabindex") != "-1"]


def trap_tab(dom: Dom, box: Any, event: Any) -> bool:
    """Keep Tab and Shift+Tab inside ``box``: from its last stop (or from outside it) Tab goes to
    its first, Shift+Tab from its first to its last. True when the focus was moved here."""
    if str(event.key or "") != "Tab":
        return False
    stops = tab_stops(box)
    if not stops:
        return False
    here = dom.focused()
    inside = not missing(here) and box.contains(here)
    if event.shiftKey and (not inside or here.isSameNode(stops[0])):
        target = stops[-1]
    elif not event.shiftKey and (not inside or here.isSameNode(stops[-1])):
        target = stops[0]
    else:
        return False  # the browser's next stop is inside (the rest of the page is inert)
    event.preventDefault()
    target.focus()
    return True


def make_inert(dom: Dom, keep: Iterable[str]) -> List[Any]:
    """Make every child of ``<body>`` inert but those with an id in ``keep`` and those inert
    already; returns the ones made inert here (for :func:`release`)."""
    kept = set(keep)
    made = []
    for child in list(dom.document.body.children):
        if child.id in kept or child.hasAttribute("inert"):
            continue
        child.setAttribute("inert", "")
        made.append(child)
    return made


def release(nodes: Iterable[Any]) -> None:
    """Undo :func:`make_inert`."""
    for node in nodes:
        node.removeAttribute("inert")


class Layer:
    """One modal element of the shell: :meth:`up` remembers the focus and makes the rest of the
    page inert, :meth:`down` undoes that and gives the focus back (when the element that had it is
    still there to take it)."""

    def __init__(self, dom: Dom, element_id: str) -> None:
        self.dom = dom
        self.element_id = element_id
        self.inerted: List[Any] = []
        self.opener: Optional[Any] = None
        self.shown = False

    def up(self) -> None:
        """The element shows: everything else inert, the focus of the moment remembered."""
        if self.shown:
            return
        self.shown = True
        here = self.dom.focused()
        self.opener = None if missing(here) else here
        self.inerted = make_inert(self.dom, [self.element_id, "privacy"])

    def down(self) -> None:
        """The element is gone: the page usable again, the focus back where it was."""
        if not self.shown:
            return
        self.shown = False
        release(self.inerted)
        self.inerted = []
        opener, self.opener = self.opener, None
        if opener is not None and opener.isConnected and missing(opener.closest("[hidden]")) \
                and missing(opener.closest("[inert]")) and not opener.hasAttribute("disabled"):
            self.dom.focus_quietly(opener)
