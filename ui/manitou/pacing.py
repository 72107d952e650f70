"""The reckoning of a hunt, shown on the table step by step (Manitou's side of the shell's
walkthrough, :mod:`ui.shell.walkthrough`, which White Buffalo's hunts share):

- :class:`Reckoning` (a mixin of the page): the walkthrough made when a move ends a hunt, paced
  by the shell's :class:`ui.shell.walkthrough.Pacer`: a bot's reckoning goes on by itself at the
  bots' speed ("no pause": at once), a person's waits for "Continue";
- :class:`GatedLog`: the game log, which lists the reckoning's sentences only up to the step the
  panel shows.
"""

from __future__ import annotations

from typing import Any, Optional

from engine import manitou as mt
from ui.manitou import view
from ui.shell.status import GameLog
from ui.shell.walkthrough import LogUpTo, Pacer, Walkthrough


class GatedLog(GameLog):
    """``#log``, holding back the reckoning's sentences the panel has not reached yet (the
    shell's :class:`ui.shell.walkthrough.LogUpTo`, as White Buffalo's hunts use it)."""

    def __init__(self, dom: Any, walk: Any) -> None:
        super().__init__(dom)
        self.walk = walk  # () -> the walkthrough shown (or None)

    def paint(self, session: Any, entry_html: Any, head_words: Any = None) -> None:
        """Paint the log as of the reckoning's step (the whole log when none is shown)."""
        r = self.walk()
        if r is not None and session.cursor > 0:
            # the move's sentence lines, then one per reckoning step: step k's line is the
            # (total - k)-th from the end
            n = len(session.texts[session.cursor - 1])
            session = LogUpTo(session, r, [n - r.total + k - 1 for k in range(r.total)])
        super().paint(session, entry_html, head_words)


class Reckoning:
    """The page's reckoning walkthrough (mixed into the Manitou page)."""

    reckoning: Optional[Walkthrough]
    pacer: Pacer
    session: Any
    bots: Any
    dom: Any
    switching: bool

    def on_moved(self) -> None:
        """A move that ended a hunt's play: show its reckoning step by step (a bot's goes on by
        itself at the bots' speed; at no pause it is not held at all)."""
        s = self.session
        before, move = s.states[s.cursor - 1], s.line[s.cursor - 1]
        events = mt.reckoning_events(before, move)
        if not events:
            return
        lines = list(s.texts[s.cursor - 1])
        by_bot = s.kinds[s.seats[s.cursor - 1]] != "human"
        if self.pacer.wanted(by_bot, self.bots.skipping):
            self.reckoning = Walkthrough(events, lines[len(lines) - len(events):], by_bot=by_bot,
                                         extra={"hunt": events[0]["hunt"], "cursor": s.cursor})
        self.pacer.shown(self.reckoning)

    def walk_step(self, walk: Walkthrough) -> None:
        """The pacer's timer: a bot's reckoning goes on (if it is still the one shown)."""
        if walk is self.reckoning:
            self.timed(self.next_step)  # type: ignore[attr-defined]

    def next_step(self) -> None:
        """``continue``: the next step of the reckoning, or back to the game after the last."""
        r = self.reckoning
        if r is None:
            return
        if r.advance():
            self.reckoning = None
            self.bots.restart()
        self.pacer.shown(self.reckoning)
        self.refresh()  # type: ignore[attr-defined]

    def reckoning_html(self) -> str:
        """The current step of the reckoning: its sentence, a counter and ``continue``."""
        assert self.reckoning is not None
        return view.reckoning_html(self.reckoning, self.session.players)

    def keep_reckoning(self, session: Any) -> None:
        """A new game on the page: no reckoning is pending. After a language switch (same game),
        the reckoning being shown goes on, its sentences told again in the new language."""
        r, self.reckoning = self.reckoning, None
        if self.switching and r is not None and session.cursor > 0:
            lines = list(session.texts[session.cursor - 1])
            r.lines = lines[len(lines) - r.total:]
            self.reckoning = r
        self.pacer.shown(self.reckoning)
