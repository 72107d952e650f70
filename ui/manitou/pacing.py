"""The reckoning of a hunt, shown on the table step by step (Manitou's side of the shell's
walkthrough, :mod:`ui.shell.walkthrough`, which White Buffalo's hunts share).

:class:`Reckoner` holds the walkthrough made when a move ends a hunt, paced by the shell's
:class:`ui.shell.walkthrough.Pacer`: a bot's reckoning goes on by itself at the bots' speed ("no
pause": at once), a person's waits for "Continue". While it is shown the game's log lists its
sentences only up to the step the panel shows (:meth:`Reckoner.log_upto`).
"""

from __future__ import annotations

from typing import Any, Dict, Optional

from engine import manitou as mt
from engine.core.i18n import words
from engine.manitou.steps import NEXT_HUNT, view_after
from ui.manitou import view
from ui.shell.view import Snapshot
from ui.shell.walkthrough import Walkthrough

_, ngettext, pgettext = words("manitou").functions()


class Reckoner:
    """The reckoning being shown step by step (``walk``), or None."""

    def __init__(self, pacer: Any) -> None:
        self.pacer = pacer
        self.walk: Optional[Walkthrough] = None

    def start(self, snap: Snapshot) -> None:
        """A move that ended a hunt's play: show its reckoning step by step (a bot's goes on by
        itself at the bots' speed; at no pause it is not held at all)."""
        last = snap.last
        if last is None or snap.replaying:
            return
        events = mt.reckoning_events(snap.before, dict(last.move))
        if not events:
            return
        lines = list(last.lines)
        by_bot = last.seat is None or snap.kinds[last.seat] != "human"
        if self.pacer.wanted(by_bot, snap.bots_skipping):
            at = mt.at_reckoning(snap.before, dict(last.move))  # the seats as the reckoning finds them
            self.walk = Walkthrough(events, lines[len(lines) - len(events):], by_bot=by_bot,
                                    extra={"hunt": events[0]["hunt"], "cursor": snap.cursor, "at": at})
        self.pacer.shown(self.walk)

    def step(self) -> bool:
        """``continue``: the next step of the reckoning, or back to the game after the last; False
        when no reckoning is shown."""
        r = self.walk
        if r is None:
            return False
        if r.advance():
            self.walk = None
        self.pacer.shown(self.walk)
        return True

    def drop(self) -> None:
        """Stop showing the reckoning (a lesson plays on by itself)."""
        self.walk = None
        self.pacer.shown(None)

    def showing(self) -> bool:
        """The reckoning is public: everyone watches it before the device is passed on."""
        return self.walk is not None

    def holds_bots(self, skipping: bool) -> bool:
        """The bots wait while a reckoning is shown."""
        return self.walk is not None

    def step_for(self, walk: Any) -> bool:
        """The pacer's timer: a bot's reckoning goes on (if it is still the one shown)."""
        return walk is self.walk and self.step()

    def busy_words(self) -> str:
        """While the hunt is reckoned, the table waits for the reckoning's button (its own word:
        "Continue", or "Back to the game" on the last step)."""
        if self.walk is not None and self.walk.last:
            return _("The reckoning is done: press “Back to the game” to go on.")
        return _("The hunt is being reckoned: press “Continue” to go on.")

    def keep(self, snap: Snapshot, again: bool) -> None:
        """A new game on the page: no reckoning is pending. After a language switch (``again``:
        the same game), the reckoning being shown goes on, its sentences told again."""
        r, self.walk = self.walk, None
        if again and r is not None and snap.last is not None:
            lines = list(snap.last.lines)
            r.lines = lines[len(lines) - r.total:]
            self.walk = r
        self.pacer.shown(self.walk)

    def seats(self, viewer: Optional[int]) -> Optional[Dict[str, Any]]:
        """What the seats show as of the step on show (``engine.manitou.steps.view_after``: the
        position as the reckoning found it, the steps so far applied), so they change only when
        the table does; None when the page shows the position after the move (no reckoning on,
        or from the next hunt's layout on)."""
        r = self.walk
        if r is None or r.extra.get("at") is None:
            return None
        if any(e.get("type") in NEXT_HUNT for e in r.events[: r.step + 1]):
            return None
        key = f"at:{viewer}"
        at = r.extra.get(key)
        if at is None:
            at = r.extra[key] = mt.observe(r.extra["at"], viewer)
        return view_after(at, r.events, r.step + 1)

    def log_upto(self, snap: Snapshot) -> Optional[int]:
        """How many of the last move's log lines are told yet: its own, then one per step shown
        (None: all of them)."""
        r = self.walk
        if r is None or snap.last is None or r.last:
            return None
        return len(snap.last.lines) - r.total + r.step + 1

    def words(self) -> str:
        """What the status says while a reckoning is shown step by step."""
        if self.walk is not None and self.walk.by_bot:
            return _("The hunt is over: its reckoning goes on step by step at the bots' pace.")
        if self.walk is not None and self.walk.last:  # the button says "Back to the game" now
            return _("The reckoning is done: press “Back to the game” to go on.")
        return _("The hunt is over: see the reckoning step by step (“Continue”).")

    def html(self, players: Any) -> str:
        """The current step of the reckoning: its sentence, a counter and ``continue``."""
        assert self.walk is not None
        return view.reckoning_html(self.walk, players)
