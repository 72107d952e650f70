"""White Buffalo's hunts and herd walks shown step by step.

After a move whose events hold a hunt or the herds' walk (``hints.walk_events``), :class:`Walker`
keeps a :class:`ui.shell.walkthrough.Walkthrough` of them with the position before the move. While
it is on, the view draws the board as of the step shown (``engine.white_buffalo.steps.view_after``:
the map, the bag, the tribes), never ahead, and the log tells the move's lines only up to that
step. How the steps go on is the shell's :class:`ui.shell.walkthrough.Pacer`: a bot's hunt at the
bots' pace by itself ("no pause": its result at once), a person's own hunt on "Continue" (or at
once, by their "quickly" setting).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from engine import white_buffalo as wb
from engine.core.i18n import words as i18n_words
from engine.white_buffalo import hints
from engine.white_buffalo.steps import view_after
from ui.shell.motion import Flight
from ui.shell.view import Snapshot
from ui.shell.walkthrough import Walkthrough
from ui.white_buffalo import motion_plan, status_words, view

_, ngettext, pgettext = i18n_words("white-buffalo").functions()


class Walker:
    """The hunt or the herds' walk being shown step by step (``walk``), or None."""

    def __init__(self, pacer: Any) -> None:
        self.pacer = pacer
        self.walk: Optional[Walkthrough] = None

    def start(self, snap: Snapshot) -> None:
        """After a move (the position is just past it): a walkthrough of its hunt or herds' walk,
        or none (nothing to show, or shown at once by the pace)."""
        self.walk = None
        last = snap.last
        events = wb.last_events(snap.state) if last is not None and not snap.replaying else []
        steps = hints.walk_events(events)
        if steps and last is not None:
            by_bot = last.seat is not None and str(snap.kinds[last.seat]).startswith("bot:")
            if self.pacer.wanted(by_bot, snap.bots_skipping):
                # where each step's line is in the move's log lines (its sentence, then one per event)
                index = [i for i, e in enumerate(events) if e.get("type") in hints.WALK_EVENTS]
                if len(last.lines) != 1 + len(events):
                    index = []
                self.walk = Walkthrough(steps, by_bot=by_bot, extra={"before": snap.before, "index": index})
        self.pacer.shown(self.walk)

    def drop(self) -> None:
        """Stop showing the walkthrough (a lesson plays on by itself, another game came)."""
        self.walk = None
        self.pacer.shown(None)

    def showing(self) -> bool:
        """A hunt shown step by step is public: everyone watches before the device is passed on."""
        return self.walk is not None

    def holds_bots(self, skipping: bool) -> bool:
        """The bots wait while a walkthrough is on, unless they are skipping ahead."""
        return self.walk is not None and not skipping

    def step_for(self, walk: Any) -> bool:
        """The pacer's timer: a bot's walkthrough goes on (if it is still the one shown)."""
        return walk is self.walk and self.step()

    def busy_words(self) -> str:
        """While a hunt is shown, the table waits for its button (its own word: "Continue", or
        "Back to the game" on the last step)."""
        if self.walk is not None and self.walk.last:
            return _("The hunt has been shown: press “Back to the game” to go on.")
        return _("The hunt is being shown: press “Continue” to go on.")

    def step(self) -> bool:
        """``continue``: the next step of the hunt, or back to the game after the last; False
        when none is shown."""
        w = self.walk
        if w is None:
            return False
        if w.advance():
            self.walk = None
        self.pacer.shown(self.walk)
        return True

    def log_upto(self, snap: Snapshot) -> Optional[int]:
        """How many of the last move's log lines are told yet: its sentence, then the lines of its
        events up to the step shown (None: all of them)."""
        w = self.walk
        index = [] if w is None else w.extra.get("index", [])
        if w is None or w.last or w.step >= len(index) or snap.last is None:
            return None
        return int(index[w.step]) + 2

    def observation(self, viewer: Optional[int], upto: Optional[int] = None) -> Dict[str, Any]:
        """What ``viewer`` sees as of the step shown: the position before the move with the
        steps up to this one applied (``upto``: only that many steps, 0 for none)."""
        w = self.walk
        assert w is not None
        key = f"obs:{viewer}"
        before = w.extra.get(key)
        if before is None:
            before = w.extra[key] = wb.observe(w.extra["before"], viewer)
        return view_after(before, w.events, w.step + 1 if upto is None else upto)

    def flights(self, viewer: Optional[int]) -> List[Flight]:
        """What moves in the step shown (:mod:`ui.white_buffalo.motion_plan`): the flights of its
        event, from the view just before it; none when no walkthrough is on."""
        w = self.walk
        if w is None:
            return []
        hunted = motion_plan.hunt_territory(w.events, w.step)
        return motion_plan.flights(w.event, self.observation(viewer, w.step), hunted, viewer)

    def html(self, players: Any) -> str:
        """The current step: its sentence, a counter and ``continue``."""
        assert self.walk is not None
        return view.walk_html(self.walk, players)

    def words(self) -> str:
        """The status while a walkthrough is on (the same word as its button)."""
        if self.walk is not None and self.walk.last and not self.walk.by_bot:
            return _("The hunt has been shown: press “Back to the game” to go on.")
        return status_words.watching(self.walk is not None and self.walk.by_bot)


def last_hunt(snap: Snapshot) -> Optional[str]:
    """The territory of the last hunt played up to the position shown (marked on the map)."""
    for played in reversed(snap.history[-60:]):
        for e in played.events:
            if e.get("type") == "hunt":
                return str(e["territory"])
    return None
