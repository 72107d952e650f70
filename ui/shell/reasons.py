"""Reasons a player needs are never left in a mouse-only tooltip (issue 53).

Two shared ways, for every game:

* :meth:`Reasons.note`: a reason about a control that may be greyed out (why Undo cannot take
  the turn back, what a saved file of a game in progress gives away) is written in a short
  visible note beside it (``.why-note``, made once next to the element the caller names) and the
  control's ``aria-describedby`` points at the note, so a screen reader reads it with the
  control, and a keyboard or touch player sees it without hovering (a disabled button takes no
  focus and no tap). The control's ``title`` is left to the caller.
* :meth:`Reasons.focused`: a control reached with the keyboard whose ``title`` says more than its
  name shows those words in one shared bubble (``#focus-tip``, ``role="tooltip"``) under it while it
  has the focus, pointed at by its ``aria-describedby``. An element explained with
  :func:`ui.shell.explain.explain_attrs` (a card, a token, an icon: ``data-explain``) shows its
  explanation there too: reached with the keyboard, or tapped when it is not a control itself;
  and (:meth:`Reasons.listen`) under a mouse that rests on it, or after a long press with a
  finger (the bubble then stays until the next touch). One bubble, placed by the page within the
  window, so no scrolling box cuts it off.
"""

from __future__ import annotations

from typing import Any, Optional

from ui.shell.dom import Dom, missing

#: the shared bubble's id
TIP = "focus-tip"
#: seconds a mouse rests on an explained thing, and a finger presses it, before its words show
HOVER_WAIT = 0.35
PRESS_WAIT = 0.5


def _said(node: Any) -> str:
    """A control's own words (its text, else its accessible name), whitespace collapsed."""
    text = str(node.textContent or "") or str(node.getAttribute("aria-label") or "")
    return " ".join(text.split())


class Reasons:
    """The notes beside controls and the focus bubble (see the module's docstring)."""

    def __init__(self, dom: Dom) -> None:
        self.dom = dom
        self.tipped: Any = None  # the control the bubble is under
        self.how = ""  # what showed it: "focus", "hover" or "press"
        self.waiting: Any = None  # the thing a resting mouse or a pressing finger is on
        # whether the person's last input was a key: a focus the page moves (to the first target
        # of a new position) shows the bubble only then, not over a phone's cards after a tap
        self.keyed = False

    # ---- notes beside controls ------------------------------------------------------------------
    def note(self, key: str, control: Any, text: str, beside: Any = None) -> None:
        """Write ``text`` in the note ``#why-<key>`` (made after ``beside``, by default after
        ``control``, the first time) and point ``control``'s ``aria-describedby`` at it; an empty
        ``text`` hides the note and unlinks it."""
        if missing(control):
            return
        node_id = "why-" + key
        node = self.dom.el("#" + node_id)
        if missing(node):
            where = control if beside is None or missing(beside) else beside
            where.insertAdjacentHTML(
                "afterend", f'<span id="{node_id}" class="why-note" hidden></span>')
            node = self.dom.el("#" + node_id)
            if missing(node):
                return
        if str(node.textContent or "") != text:
            node.textContent = text
        node.hidden = not text
        self._link(control, node_id, bool(text))

    @staticmethod
    def _link(control: Any, node_id: str, on: bool) -> None:
        """Add or remove ``node_id`` in ``control``'s ``aria-describedby`` (other ids kept)."""
        ids = str(control.getAttribute("aria-describedby") or "").split()
        want = [i for i in ids if i != node_id] + ([node_id] if on else [])
        if want != ids:
            if want:
                control.setAttribute("aria-describedby", " ".join(want))
            else:
                control.removeAttribute("aria-describedby")

    # ---- the focus bubble -------------------------------------------------------------------------
    def focused(self, event: Any) -> None:
        """``focusin``: a control reached by the keyboard whose ``title`` says more than its own
        words gets the bubble under it; anything else puts the bubble away."""
        target: Any = getattr(event, "target", None)
        words = self._tip_words(target)
        if not words or target is None:
            self.hide()
            return
        self._show(target, words, "focus")

    def _show(self, target: Any, words: str, how: str) -> None:
        """The bubble with ``words`` under ``target`` (kept inside the window), linked to it."""
        tip = self._bubble()
        if missing(tip):
            return
        tip.textContent = words
        box = target.getBoundingClientRect()
        width = float(getattr(self.dom.window, "innerWidth", 0) or 0)
        height = float(getattr(self.dom.window, "innerHeight", 0) or 0)
        left, top = float(box.left), float(box.bottom) + 6
        if width:
            left = max(8.0, min(left, width - 328.0))
        if height and top > height - 90 and float(box.top) > 120:
            top = float(box.top) - 6  # no room under it: above it (the bubble's foot at ``top``)
            tip.style.setProperty("transform", "translateY(-100%)")
        else:
            tip.style.setProperty("transform", "none")
        tip.style.setProperty("top", f"{top:.0f}px")
        tip.style.setProperty("left", f"{left:.0f}px")
        tip.hidden = False
        if self.tipped is not None and self.tipped is not target:
            self._link(self.tipped, TIP, False)
        self.tipped, self.how = target, how
        self._link(target, TIP, True)

    # ---- hover and long press on explained things -----------------------------------------------
    def listen(self) -> None:
        """Show an explained thing's words under a resting mouse and after a long press."""
        self.dom.on_page("keydown", self.key_pressed)
        self.dom.on_page("pointerover", self.hovered)
        self.dom.on_page("pointerout", self.left)
        self.dom.on_page("pointerdown", self.pressed)
        self.dom.on_page("pointerup", self.released)
        self.dom.on_page("pointercancel", self.released)

    @staticmethod
    def _explained(event: Any) -> Any:
        """The explained thing (``[data-explain]``) the event happened in, or None."""
        target: Any = getattr(event, "target", None)
        if target is None or missing(target) or missing(getattr(target, "closest", None)):
            return None
        found = target.closest("[data-explain]")
        return None if missing(found) else found

    def _later(self, thing: Any, how: str, seconds: float) -> None:
        """Show ``thing``'s words after ``seconds`` if the mouse or finger is still on it."""
        self.waiting = thing

        def show() -> None:
            if self.waiting is thing and bool(thing.isConnected):
                words = " ".join(str(thing.getAttribute("data-explain") or "").split())
                if words:
                    self._show(thing, words, how)
        self.dom.later(seconds, show)

    def hovered(self, event: Any) -> None:
        """``pointerover`` by a mouse: an explained thing's words after a short rest on it."""
        if str(getattr(event, "pointerType", "")) != "mouse":
            return
        thing = self._explained(event)
        if thing is None:
            self.waiting = None
            if self.how == "hover":
                self.hide()
        elif thing is not self.tipped and thing is not self.waiting:
            self._later(thing, "hover", HOVER_WAIT)

    def left(self, event: Any) -> None:
        """``pointerout`` by a mouse: leaving the explained thing puts its bubble away."""
        if str(getattr(event, "pointerType", "")) != "mouse":
            return
        thing = self._explained(event)
        inside = getattr(event, "relatedTarget", None)
        if thing is None or (inside is not None and not missing(inside) and bool(thing.contains(inside))):
            return
        if self.waiting is thing:
            self.waiting = None
        if self.how == "hover" and self.tipped is thing:
            self.hide()

    def key_pressed(self, event: Any) -> None:
        """``keydown``: the keyboard is in use (focus bubbles show, see :meth:`_keyboard`)."""
        self.keyed = True

    def pressed(self, event: Any) -> None:
        """``pointerdown`` by a finger or a pen: a long press shows the words; any touch puts away
        the words an earlier long press showed (a mouse's click, those its rest showed)."""
        self.keyed = False
        if str(getattr(event, "pointerType", "")) == "mouse":
            self.waiting = None
            if self.how == "hover":
                self.hide()  # a click: the table may be drawn again under the words
            return
        if self.how == "press":
            self.hide()
        thing = self._explained(event)
        if thing is not None:
            self._later(thing, "press", PRESS_WAIT)

    def released(self, event: Any) -> None:
        """``pointerup`` or ``pointercancel``: a press let go too soon shows nothing."""
        if str(getattr(event, "pointerType", "")) != "mouse":
            self.waiting = None

    def blurred(self, event: Any) -> None:
        """``focusout``: the bubble goes with the focus (the next ``focusin`` brings it back)."""
        if getattr(event, "target", None) is self.tipped:
            self.hide()

    def hide(self) -> None:
        """Put the bubble away and unlink it."""
        if self.tipped is not None:
            self._link(self.tipped, TIP, False)
            self.tipped = None
        self.how = ""
        tip = self.dom.el("#" + TIP)
        if not missing(tip) and not tip.hidden:
            tip.hidden = True

    def _tip_words(self, target: Any) -> Optional[str]:
        """The title a focused control would show, or None (no title, the same as its words, a
        focus that came from a pointer, an element that is not a control)."""
        if target is None or missing(target) or missing(getattr(target, "getAttribute", None)):
            return None
        explain = " ".join(str(target.getAttribute("data-explain") or "").split())
        if explain:
            # a card or a token that is no control shows its words when tapped or clicked too
            if not target.matches("button, a[href], input, select, summary") or self._keyboard(target):
                return explain
            return None
        title = " ".join(str(target.getAttribute("title") or "").split())
        if not title or title == _said(target):
            return None
        if not target.matches("button, a[href], [tabindex], input, select, summary"):
            return None
        return title if self._keyboard(target) else None

    def _keyboard(self, target: Any) -> bool:
        """Whether ``target``'s focus came from the keyboard: a key was the person's last input
        (not the page's load or a tap) and the browser says so (``:focus-visible``)."""
        if not self.keyed:
            return False
        try:
            return bool(target.matches(":focus-visible"))
        except Exception:  # noqa: BLE001 - an engine without :focus-visible: show it anyway
            return True

    def _bubble(self) -> Any:
        """The shared bubble, made at the end of ``<body>`` the first time."""
        tip = self.dom.el("#" + TIP)
        if missing(tip):
            self.dom.document.body.insertAdjacentHTML(
                "beforeend", f'<div id="{TIP}" class="focus-tip" role="tooltip" hidden></div>')
            tip = self.dom.el("#" + TIP)
        return tip
