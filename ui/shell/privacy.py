"""The privacy screen of a hot-seat game with secrets: who may see the screen now.

:class:`Privacy` remembers the seat of the person who last saw secret cards (``viewer``: None after
a load, so nobody's cards show before someone says it is them) and the seat the screen waits for
(``screen_for``), decides when the screen is needed and draws it. It knows no game: the page tells
it whether something public is being shown and whether a replay is on.

The screen is a real modal: while it is up, the page behind it is ``inert`` (no click, no Tab, no
"Save game file" holding every secret), Tab goes round its own controls only, and it offers "New
game" (the form opens on top of it) and "Back to the home page", so nobody has to show their cards
to leave. The notice banner and the questions that need an answer (``LIFTED``) are moved into the
screen while it is up, above its words, and back to their place after it.
"""

from __future__ import annotations

from typing import Any, List, Optional, Tuple

from engine.core.i18n import words
from ui.shell import seats
from ui.shell.dom import Dom, Painter, missing
from ui.shell.modal import make_inert, release, trap_tab
from ui.shell.safe_html import esc

_, ngettext, pgettext = words("site").functions()


#: what must stay on top and answerable while the screen is up: the notice banner, the "Open this
#: game?" question, another tab's newer save or deletion, the "new version" notice
LIFTED = ("notice", "import", "conflict", "deleted", "#lesson-elsewhere", "#update")


def human_seats(session: Any) -> List[int]:
    """The seats played by people."""
    return [i for i, k in enumerate(session.kinds) if seats.level_of(k) is None]


class Privacy:
    """Who may see the screen of a game with hidden information."""

    def __init__(self, dom: Dom, painter: Painter, hidden_information: bool) -> None:
        self.dom = dom
        self.painter = painter
        self.hidden_information = hidden_information
        #: the seat of the person who last saw secret cards (None: nobody since the page loaded)
        self.viewer: Optional[int] = None
        #: the seat the privacy screen is waiting for (None: no screen)
        self.screen_for: Optional[int] = None
        #: the elements moved into the screen, with where they came from (parent, next sibling)
        self.lifted: List[Tuple[Any, Any, Any]] = []
        #: the elements this screen made inert
        self.inerted: List[Any] = []

    def reset(self) -> None:
        """A new game on the page: nobody has seen anything yet."""
        self.viewer = None
        self.screen_for = None

    def needed(self, session: Any, public: bool, replaying: bool) -> Optional[int]:
        """The seat the screen must wait for, or None.

        Only in a game with hidden information and two or more people: when the next decision
        belongs to a person other than the last one who saw secret cards (nobody, after a load).
        With one person, that person is the viewer at once and no screen is needed.
        """
        if not self.hidden_information or session is None or public or replaying:
            return None
        people = human_seats(session)
        seat: Optional[int] = session.actor(session.cursor)
        if len(people) == 1:
            self.viewer = people[0]
            return None
        if seat is None or seat not in people or seat == self.viewer:
            return None
        return seat

    def update(self, session: Any, public: bool, replaying: bool) -> None:
        """Decide whether the screen shows now (see :meth:`needed`)."""
        self.screen_for = self.needed(session, public, replaying)

    def seen_by(self, public: bool) -> Optional[int]:
        """The seat whose secrets the live game may show now (None: only public things)."""
        if self.screen_for is not None or public:
            return None
        return self.viewer

    def reveal(self) -> None:
        """The person named on the screen says only they can see it now."""
        if self.screen_for is not None:
            self.viewer = self.screen_for
            self.screen_for = None

    def paint(self, session: Any) -> None:
        """Show or hide the screen for :attr:`screen_for` (the reveal button takes the focus)."""
        box = self.dom.el("privacy")
        if missing(box):
            return
        seat = self.screen_for
        key = None if seat is None else (seat, session.players[seat])
        if "privacy" in self.painter.cache and self.painter.cache["privacy"] == key:
            return  # (a cache cleared for a repaint from scratch paints the screen again)
        self.painter.cache["privacy"] = key
        if seat is None:
            box.hidden = True
            box.removeAttribute("data-privacy")
            self.lower()
            return
        name = session.players[seat]
        title = esc(_("Pass the device to {name}", name="\x00"))  # the name goes in its own span
        self.dom.el("privacy-title").innerHTML = title.replace(
            "\x00", f'<span id="privacy-name">{esc(name)}</span>')
        self.dom.el("privacy-text").textContent = _(
            "{name}, press the button when only you can see the screen: it shows your secret cards.",
            name=name)
        box.setAttribute("data-privacy", str(seat))
        box.hidden = False
        self.lift()
        button = self.dom.el("privacy-reveal")
        if not missing(button):
            button.focus()

    # ---- a real modal -----------------------------------------------------------------------------
    def up(self) -> bool:
        """True while the screen shows."""
        return bool(self.lifted or self.inerted)

    def lift(self) -> None:
        """The screen is up: the notices and questions into it, the rest of the page inert."""
        over = self.dom.el("privacy-over")
        if not missing(over):
            for name in LIFTED:
                node = self.dom.el(name)
                if missing(node) or over.contains(node):
                    continue
                self.lifted.append((node, node.parentNode, node.nextSibling))
                over.appendChild(node)
        # (not the form: it opens on top of the screen, see cover)
        self.inerted += make_inert(self.dom, ["privacy", "new-game"])
        self.dom.body_flag("screen", True)

    def lower(self) -> None:
        """The screen is gone: everything back in its place, nothing inert."""
        for node, parent, after in reversed(self.lifted):
            parent.insertBefore(node, after)
        release(self.inerted)
        self.lifted, self.inerted = [], []
        self.dom.body_flag("screen", False)

    def cover(self, form_open: bool) -> None:
        """The new-game form is open on top of the screen (the screen inert under it), or not
        (the screen takes the focus back when the form closes over it)."""
        box = self.dom.el("privacy")
        if missing(box):
            return
        want = form_open and self.up()
        if box.hasAttribute("inert") == want:
            return
        box.toggleAttribute("inert", want)
        if not want and self.up():
            self.dom.el("privacy-reveal").focus()

    def top(self) -> Any:
        """The dialog on top while the screen is up (the form over it, else the screen), or None."""
        if not self.up():
            return None
        form = self.dom.el("new-game")
        return form if not missing(form) and not form.hidden else self.dom.el("privacy")

    def trap(self, event: Any) -> bool:
        """Tab and Shift+Tab go round the dialog on top only (True: the focus was moved here)."""
        top = self.top()
        return top is not None and trap_tab(self.dom, top, event)

    def keep_focus(self) -> None:
        """After a handled event: a focus lost from the dialog on top (a question answered, a
        button gone) comes back to it."""
        top = self.top()
        if top is None:
            return
        here = self.dom.focused()
        if top.id == "privacy" and (missing(here) or not top.contains(here)
                                    or not missing(here.closest("[hidden]"))):
            self.dom.el("privacy-reveal").focus()
