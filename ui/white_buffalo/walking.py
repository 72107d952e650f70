"""White Buffalo's hunts and herd walks shown step by step (a part of the page).

After a move whose events hold a hunt or the herds' walk (``hints.walk_events``), the page keeps
a :class:`ui.shell.walkthrough.Walkthrough` of them with the position before the move. While it
is on, the page draws the board as of the step shown (``engine.white_buffalo.steps.view_after``:
the map, the bag, the tribes), never ahead. How the steps go on is the shell's
:class:`ui.shell.walkthrough.Pacer`: a bot's hunt at the bots' pace by itself ("no pause": its
result at once), a person's own hunt on "Continue" (or at once, by their "quickly" setting).
"""

from __future__ import annotations

from typing import Any, Dict, Optional

from engine import white_buffalo as wb
from engine.white_buffalo import hints
from engine.white_buffalo.steps import view_after
from ui.shell.walkthrough import LogUpTo, Pacer, Walkthrough
from ui.white_buffalo import status_words, view


class Walking:
    """The walkthrough part of :class:`ui.white_buffalo.page.WhiteBuffaloPage`."""

    walk: Optional[Walkthrough]
    pacer: Pacer
    session: Any
    bots: Any
    dom: Any

    def hold_bots(self) -> None:
        """Let the bots wait while a walkthrough is on, unless they are skipping ahead."""
        self.bots.held = lambda: self.walk is not None and not self.bots.skipping

    def begin_walk(self) -> None:
        """After a move (the session's cursor is just past it): a walkthrough of its hunt or
        herds' walk, or none (nothing to show, or shown at once by the pace)."""
        s = self.session
        self.walk = None
        events = wb.last_events(s.state) if s.cursor > 0 else []
        steps = hints.walk_events(events)
        if steps:
            seat = s.seats[s.cursor - 1]
            by_bot = str(s.kinds[seat]).startswith("bot:")
            if self.pacer.wanted(by_bot, self.bots.skipping):
                # where each step's line is in the move's log lines (its sentence, then one per event)
                index = [i for i, e in enumerate(events) if e.get("type") in hints.WALK_EVENTS]
                if len(s.texts[s.cursor - 1]) != 1 + len(events):
                    index = []
                self.walk = Walkthrough(steps, by_bot=by_bot,
                                        extra={"before": s.states[s.cursor - 1], "index": index})
        self.pacer.shown(self.walk)

    def drop_public(self) -> None:
        """A lesson plays on by itself: the hunt is not shown step by step."""
        self.walk = None
        self.pacer.shown(None)

    def next_step(self) -> None:
        """``continue``: the next step of the hunt, or back to the game after the last."""
        w = self.walk
        if w is None:
            return
        if w.advance():
            self.walk = None
            self.bots.restart()
        self.pacer.shown(self.walk)
        self.refresh()  # type: ignore[attr-defined]

    def walk_step(self, walk: Walkthrough) -> None:
        """The pacer's timer: a bot's walkthrough goes on (if it is still the one shown)."""
        if walk is self.walk:
            self.timed(self.next_step)  # type: ignore[attr-defined]

    def skip_walk(self) -> None:
        """The bots skip ahead: a bot's walkthrough on show ends at once."""
        if self.walk is not None and self.walk.by_bot:
            self.walk = None
            self.pacer.shown(None)

    def last_hunt(self) -> Optional[str]:
        """The territory of the last hunt played up to the position shown (marked on the map)."""
        s = self.session
        for k in range(s.cursor - 1, max(-1, s.cursor - 60), -1):
            for e in s.events[k]:
                if e.get("type") == "hunt":
                    return str(e["territory"])
        return None

    def log_source(self) -> Any:
        """The log as of the step shown (``ui.shell.walkthrough.LogUpTo``) during a walkthrough."""
        if self.walk is None:
            return self.session
        return LogUpTo(self.session, self.walk, self.walk.extra.get("index", []))

    def walk_observation(self, viewer: Optional[int]) -> Dict[str, Any]:
        """What ``viewer`` sees as of the step shown: the position before the move with the
        steps up to this one applied."""
        w = self.walk
        assert w is not None
        key = f"obs:{viewer}"
        before = w.extra.get(key)
        if before is None:
            before = w.extra[key] = wb.observe(w.extra["before"], viewer)
        return view_after(before, w.events, w.step + 1)

    def walk_html(self) -> str:
        """The current step: its sentence, a counter and ``continue``."""
        assert self.walk is not None
        return view.walk_html(self.walk, self.session.players)

    def walk_words(self) -> str:
        """The status while a walkthrough is on."""
        return status_words.watching(self.walk is not None and self.walk.by_bot)
