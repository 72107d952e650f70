"""Wind River's story (``engine.core.story``): each seat's tipis in the open plains (what ranks)
and on the board, at the start and after every turn."""

from __future__ import annotations

from typing import Any, Dict, List, Sequence

from ..core import story as core_story
from ..core.i18n import words
from .state import PHASE_OVER, State

_, ngettext, pgettext = words("wind-river").functions()


def _ends_turn(before: State, after: State) -> bool:
    return before.phase != PHASE_OVER and (after.phase == PHASE_OVER or after.current != before.current)


def _values(state: State) -> List[List[int]]:
    return [[state.plains[q], state.on_board(q)] for q in range(state.num_players)]


def story(states: Sequence[State]) -> Dict[str, Any]:
    """Per seat ``[tipis in the open plains, tipis on the board]`` at the start and at the end of
    every turn of ``states`` (a game's line from its first state)."""
    measures = [{"id": "plains", "label": _("Tipis in the open plains")},
                {"id": "tipis", "label": _("Tipis on the board")}]
    return core_story.story(states, unit="turn", measures=measures, ends_unit=_ends_turn,
                            values=_values)
