"""The status line, the game's log and the final ranking card.

:class:`StatusLine` holds the last refusal (``message``) and the last notice (``info``) and writes
``#status``: either of them, then what to do now; the turn colour goes on ``#turn``.
:class:`GameLog` keeps ``#log`` equal to the moves' sentences up to the position shown, grouped by turn
(newest turn first, each turn's header above its moves), adding only the new moves and announcing
them once to screen readers. :class:`RankingCard` shows
the final ranking once the game is over. None of them knows a game: the page passes the words.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, List, Optional, Sequence, Tuple

from engine.core.i18n import words
from ui.shell.colours import colour
from ui.shell.dom import Dom, Painter, missing
from ui.shell.safe_html import esc, text_with_names
from ui.shell.view import Played, Snapshot

_, ngettext, pgettext = words("site").functions()


class StatusLine:
    """``#status``: a refusal or a notice, then the prompt."""

    def __init__(self, dom: Dom, painter: Painter) -> None:
        self.dom = dom
        self.painter = painter
        self.message: Optional[str] = None  # why the last input was refused (or a failure)
        self.info: Optional[str] = None  # what just happened (opened, saved a file, …)
        self.info_at: Any = None  # (info, session, cursor) where the notice was first shown

    def clear(self) -> None:
        """Forget both the refusal and the notice."""
        self.message = None
        self.info = None

    def paint(self, snap: Snapshot, prompt: str, offer_ranking: bool = True) -> None:
        """Write the status for ``prompt`` (plain text with names); the turn colour is the seat to
        act's, or the last mover's once the game is over. Once over, a "Show the ranking" button
        follows if the page offers it (``offer_ranking``: the card was put away, and the last
        move's steps are not still being shown)."""
        names = snap.players
        seat = snap.actor
        where = (id(snap.start), snap.cursor)  # the game (its first state) and the position
        if self.info and (self.info_at is None or self.info_at[0] != self.info):
            self.info_at = (self.info, *where)
        elif self.info and self.info_at[1:] != where:
            self.info = None  # a notice is about the position it came with: gone once play moves on
        html = f'<span class="prompt">{text_with_names(prompt, names)}</span>'
        if seat is None and offer_ranking:
            html += (' <button type="button" class="inline" data-action="show-ranking">'
                     f'{esc(_("Show the ranking"))}</button>')
        if self.message:
            html = f'<span class="why">{text_with_names(self.message, names)}</span> ' + html
        elif self.info:
            html = f'<span class="info">{text_with_names(self.info, names)}</span> ' + html
        self.painter.html("status", html)
        shown = seat if seat is not None else snap.last_seat()
        fill = colour(snap.colors[shown])[0]
        if self.painter.cache.get("turncolour") != fill:
            self.dom.el("turn").style.setProperty("--turn", fill)
            self.painter.cache["turncolour"] = fill


class GameLog:
    """``#log``: the moves grouped by turn, newest turn first.

    A turn is a run of moves by one seat (the session's ``seats``); each is one
    ``<li class="turn" data-seat>`` holding its header (``.turn-head``: "Ann's turn", in the seat's
    colour) ABOVE its moves (``ol.turn-moves``, newest first). The same for every game: a page only
    gives the words of a move (``entry_html``) and of a turn's header (``head_words``)."""

    def __init__(self, dom: Dom) -> None:
        self.dom = dom
        self.shown: List[Any] = []  # the move texts on the page, oldest first
        self.seats: List[Any] = []  # who made each of them

    def clear(self) -> None:
        """Empty the log (a new game, a new language)."""
        self.shown = []
        self.seats = []
        self.dom.el("log").innerHTML = ""

    def paint(self, snap: Snapshot, entry_html: Callable[[Played], str],
              head_words: Optional[Callable[[int], str]] = None, upto: Optional[int] = None) -> None:
        """Bring the log in line with the moves up to the position ``snap``; ``entry_html(played)``
        draws one move's entry, ``head_words(seat)`` names a turn (plain text; by default
        "{name}'s turn"); ``upto``: only the first ``upto`` lines of the last move are told yet
        (a walkthrough shows its steps one by one)."""
        want: List[Played] = list(snap.history)
        keys: List[Tuple[Any, Optional[int]]] = [(p, None) for p in want]
        if want and upto is not None:
            keys[-1] = (want[-1], upto)
            want[-1] = replace(want[-1], lines=want[-1].lines[:upto])
        who = [p.seat for p in want]
        shown = self.shown
        k = 0
        limit = min(len(keys), len(shown))
        while k < limit and keys[k][0] is shown[k][0] and keys[k][1] == shown[k][1]:
            k += 1
        log = self.dom.el("log")
        if k == len(shown) - 1 == len(want) - 1 and keys[k][0] is shown[k][0] and who[k] == self.seats[k]:
            # only the newest move's entry changed (a step-by-step walkthrough told one step
            # more): that entry alone is drawn again, at the top of the newest turn
            top = log.querySelector(".turn-moves")
            first = None if missing(top) else top.firstElementChild
            if first is not None and not missing(first):
                top.removeChild(first)
                top.insertAdjacentHTML("afterbegin", entry_html(want[k]))
                self.shown = keys
                return
        if k < len(shown):  # moves taken back (undo, a replay): the log is drawn again
            log.innerHTML = ""
            k = 0
        if len(want) > k:
            j = k
            while k > 0 and j < len(want) and who[j] == who[k - 1]:
                j += 1  # these moves go on the turn at the top of the log
            if j > k:
                top = log.querySelector(".turn-moves")
                if not missing(top):
                    top.insertAdjacentHTML("afterbegin", "".join(
                        entry_html(want[i]) for i in range(j - 1, k - 1, -1)))
                else:
                    j = k
            groups = []
            start = j
            for i in range(j + 1, len(want) + 1):
                if i == len(want) or who[i] != who[start]:
                    groups.append(self.turn_html(snap, who[start], [
                        entry_html(want[m]) for m in range(i - 1, start - 1, -1)], head_words))
                    start = i
            if groups:
                log.insertAdjacentHTML("afterbegin", "".join(reversed(groups)))
            if k == len(shown) and len(want) - k <= 4:  # moves just made: said once, politely
                announce = self.dom.el("announce")
                if not missing(announce):
                    announce.textContent = " ".join(" ".join(want[i].lines) for i in range(k, len(want)))
        self.shown = keys
        self.seats = who

    @staticmethod
    def turn_html(snap: Snapshot, seat: Any, entries: Sequence[str],
                  head_words: Optional[Callable[[int], str]]) -> str:
        """One turn: its header in the seat's colour, then its moves (``entries``, newest first)."""
        names = snap.players
        if isinstance(seat, int) and 0 <= seat < len(names):
            words_ = head_words(seat) if head_words else _("{name}'s turn", name=names[seat])
            fill = colour(snap.colors[seat])[0]
            head = (f'<p class="turn-head"><span class="dot" style="background:{esc(fill)}"></span>'
                    f'{text_with_names(words_, names)}</p>')
            attrs = f' data-seat="{seat}" style="--seat:{esc(fill)}"'
        else:
            head, attrs = "", ""
        return f'<li class="turn"{attrs}>{head}<ol class="turn-moves">{"".join(entries)}</ol></li>'


def entry_html(lines: Sequence[str], names: Sequence[str]) -> str:
    """A log entry (an ``<li>``) of one move's sentences, names marked."""
    return f"<li>{'<br>'.join(text_with_names(t, names) for t in lines)}</li>"


class RankingCard:
    """``#ranking-card``: the final ranking (with the story of the game) once the game is over,
    hidden before. "Close the ranking" puts it away until "Show the ranking", a new game or an undo
    out of the end: a repaint from scratch (a turned phone, a language switch) never brings back
    a card the player put away. When the card comes up, it takes the keyboard focus (a keyboard
    or screen-reader player lands on the ranking, not on a button of the board under it)."""

    def __init__(self, dom: Dom, painter: Painter) -> None:
        self.dom = dom
        self.painter = painter
        self.put_away = False
        self.up = False

    def hide(self, repaint_status: Callable[[], None] = lambda: None) -> None:
        """"Close the ranking": the card is put away; ``repaint_status`` brings "Show the ranking"
        into the status line, and that button takes the focus if the card had it (a keyboard
        player is not dropped at the top of the page)."""
        card, here, nowhere = self._focus()
        had = nowhere or (not missing(card) and card.contains(here))
        self.put_away, self.up = True, False
        self.painter.hidden("ranking-card", True)
        repaint_status()
        back = self.dom.el('#status [data-action="show-ranking"]')
        if had and not missing(back):
            back.focus()

    def show(self, repaint_status: Callable[[], None] = lambda: None) -> None:
        """"Show the ranking": the card comes back with the focus; ``repaint_status`` takes the
        button out of the status line."""
        self.put_away, self.up = False, True
        self.painter.hidden("ranking-card", False)
        self.take_focus()
        repaint_status()

    def reset(self) -> None:
        """A new game: no card, and the next end shows it."""
        self.put_away, self.up = False, False
        self.painter.hidden("ranking-card", True)

    def paint(self, over: bool, ranking_html: Callable[[], str],
              story_html: Callable[[], str] = lambda: "", waits: bool = False) -> None:
        """The card with ``ranking_html`` and ``story_html`` (the chart of ``ui.shell.story_chart``)
        once the game is over, shown unless put away or while it ``waits`` (the move that ended
        the game still shown step by step); no card before."""
        if not over:
            self.put_away = False  # (undone out of the end: the next end shows the card again)
        self.painter.html("ranking", ranking_html() if over else "")
        self.painter.html("story", story_html() if over else "")
        up = over and not self.put_away and not waits
        self.painter.hidden("ranking-card", not up)
        if up and not self.up:
            self.take_focus()
        self.up = up

    def _focus(self) -> Tuple[Any, Any, bool]:
        """The card, the focused element, and whether the focus is nowhere (or on ``<body>``)."""
        here = self.dom.focused()
        return self.dom.el("ranking-card"), here, missing(here) or here.matches("body")

    def take_focus(self) -> None:
        """Focus the card when the focus is on the game (``main``) or nowhere; it stays where it
        is in the card, the header, a dialog or a form."""
        card, here, nowhere = self._focus()
        if missing(card) or (not nowhere and (card.contains(here) or missing(here.closest("main")))):
            return
        if not card.hasAttribute("tabindex"):
            card.setAttribute("tabindex", "-1")
        card.focus()


def show_notice(dom: Dom, text: str) -> None:
    """Show ``text`` in the notice banner (``#notice``)."""
    banner = dom.el("notice")
    banner.textContent = text
    banner.hidden = False


def hide_notice(dom: Dom) -> None:
    """Hide the notice banner."""
    dom.el("notice").hidden = True
