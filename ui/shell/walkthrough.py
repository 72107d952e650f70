"""A public event shown step by step before play goes on: Manitou's reckoning of a hunt, White
Buffalo's hunt and herd walk. Everyone watches it (no privacy screen is needed meanwhile) and the
bots wait until the last step is done.

:class:`Walkthrough` is the steps (the events a move produced, with their sentences) and where
the page is in them; :meth:`Walkthrough.html` draws the current step with its counter and the
button that goes on. The game gives the words: title, sentence and anything drawn under it.

:class:`Pacer` decides how the steps go on, the same for every game: a walkthrough caused by a
bot's move goes on by itself at the bots' pace (the bot bar's pause), and at "no pause" (or while
skipping to a person's turn) it is not shown step by step at all; a person's own walkthrough
waits for "Continue", unless the person chose "quickly" (the ``walk-pace`` setting). The page
draws the board and the log as of the step shown (:attr:`Walkthrough.step`), never ahead.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional

from ui.shell.safe_html import esc

#: the ``walk-pace`` setting: a person's own walkthrough step by step, or its result at once
STEP_BY_STEP, QUICKLY = "steps", "quick"
PACES = (STEP_BY_STEP, QUICKLY)


@dataclass
class Walkthrough:
    """The steps of one public event and the one shown now."""

    events: List[Dict[str, Any]]
    #: one sentence per event (plain text with names), or empty when the game tells each step itself
    lines: List[str] = field(default_factory=list)
    step: int = 0
    #: what the game keeps with it (the hunt's number, the public view at its start …)
    extra: Dict[str, Any] = field(default_factory=dict)
    #: True when a bot's move caused it: its steps go on by themselves (:class:`Pacer`)
    by_bot: bool = False

    @property
    def event(self) -> Dict[str, Any]:
        """The event of the step shown."""
        return self.events[self.step]

    @property
    def total(self) -> int:
        """How many steps there are."""
        return len(self.events)

    @property
    def last(self) -> bool:
        """True on the last step."""
        return self.step + 1 >= len(self.events)

    def advance(self) -> bool:
        """Go to the next step; True when the walkthrough is over."""
        self.step += 1
        return self.step >= len(self.events)

    def html(self, title_html: str, line_html: str, go_on: str, extra_html: str = "") -> str:
        """The step: a heading, its sentence, what the game draws under it, and the button
        (``data-action="continue"``, labelled ``go_on``)."""
        return (f'<h2>{title_html}</h2>'
                f'<p class="step">{line_html}</p>{extra_html}'
                f'<button type="button" class="primary" data-action="continue">{esc(go_on)}</button>')


class Pacer:
    """When a walkthrough's steps go on (see the module's docstring).

    ``later(seconds, fn)`` is the page's timer (``Dom.later``), ``delay()`` the bots' pause in
    seconds, ``step(walk)`` the page's "go on to the next step" for the walkthrough shown,
    ``paused()`` whether the bots are paused (a bot's walkthrough waits with them); the person's
    choice ``pace`` is kept in ``store``'s preferences (``read_pref``/``write_pref``)."""

    def __init__(self, later: Callable[[float, Callable[[], Any]], None], delay: Callable[[], float],
                 step: Callable[[Walkthrough], None], store: Any,
                 paused: Callable[[], bool] = lambda: False) -> None:
        self.later = later
        self.delay = delay
        self.step = step
        self.store = store
        self.paused = paused
        self.walk: Optional[Walkthrough] = None  # the walkthrough on show
        stored = store.read_setting("walk-pace", lambda v: v if v in PACES else None)
        self.pace = stored or STEP_BY_STEP
        self.ticket = 0  # a timer set for an older step (or walkthrough) does nothing

    def wanted(self, by_bot: bool, skipping: bool) -> bool:
        """True when a walkthrough (caused by a bot's move when ``by_bot``) is shown step by
        step; False: the page shows its result at once."""
        if by_bot:
            return self.delay() > 0 and not skipping
        return self.pace == STEP_BY_STEP

    def set_pace(self, value: Any) -> bool:
        """The person chose how their own walkthroughs go on; False for a value that is none of
        :data:`PACES` (ignored)."""
        if value not in PACES:
            return False
        self.pace = str(value)
        self.store.write_pref("walk-pace", self.pace, note=False)  # best effort
        return True

    def shown(self, walk: Optional[Walkthrough]) -> None:
        """A step of ``walk`` is on the page now (None: no walkthrough): a bot's goes on by itself
        after the bots' pause (not while they are paused); any timer set before is dropped."""
        self.ticket += 1
        self.walk = walk
        if walk is None or not walk.by_bot:
            return
        ticket = self.ticket

        def go_on() -> None:
            if ticket == self.ticket and not self.paused():
                self.step(walk)
        self.later(max(self.delay(), 0.05), go_on)

    def resumed(self) -> None:
        """The bots go on after a pause: so does a bot's walkthrough on show."""
        self.shown(self.walk)
