"""The privacy screen of a hot-seat game with secrets: who may see the screen now.

:class:`Privacy` remembers the seat of the person who last saw secret cards (``viewer``: None after
a load, so nobody's cards show before someone says it is them) and the seat the screen waits for
(``screen_for``), decides when the screen is needed and draws it. It knows no game: the page tells
it whether something public is being shown and whether a replay is on.
"""

from __future__ import annotations

from typing import Any, List, Optional

from engine.core.i18n import words
from ui.shell import seats
from ui.shell.dom import Dom, Painter, missing
from ui.shell.safe_html import esc

_, ngettext, pgettext = words("site").functions()


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
        seat = session.actor(session.cursor)
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
        if self.painter.cache.get("privacy") == key:
            return
        self.painter.cache["privacy"] = key
        if seat is None:
            box.hidden = True
            box.removeAttribute("data-privacy")
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
        button = self.dom.el("privacy-reveal")
        if not missing(button):
            button.focus()
