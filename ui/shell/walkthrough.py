"""A public event shown step by step before play goes on: Manitou's reckoning of a hunt, White
Buffalo's hunt and herd walk. Everyone watches it (no privacy screen is needed meanwhile) and the
bots wait until the last step is done.

:class:`Walkthrough` is the steps (the events a move produced, with their sentences) and where
the page is in them; :meth:`Walkthrough.html` draws the current step with its counter and the
button that goes on. The game gives the words: title, sentence and anything drawn under it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List

from ui.shell.safe_html import esc


@dataclass
class Walkthrough:
    """The steps of one public event and the one shown now."""

    events: List[Dict[str, Any]]
    #: one sentence per event (plain text with names), or empty when the game tells each step itself
    lines: List[str] = field(default_factory=list)
    step: int = 0
    #: what the game keeps with it (the hunt's number, the public view at its start …)
    extra: Dict[str, Any] = field(default_factory=dict)

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
