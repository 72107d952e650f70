"""White Buffalo's story (``engine.core.story``): each seat's points (the scoring sheet's total,
§10, as ``scores`` gives it) at the start and after every round."""

from __future__ import annotations

from typing import Any, Dict, List, Sequence

from ..core import story as core_story
from ..core.i18n import words
from .rules import OVER
from .scoring import score_sheet
from .state import State

_, ngettext, pgettext = words("white-buffalo").functions()


def _ends_round(before: State, after: State) -> bool:
    return before.phase != OVER and (after.phase == OVER or after.round != before.round)


def _values(state: State) -> List[List[int]]:
    return [[score_sheet(state, p)["total"]] for p in range(len(state.names))]


def story(states: Sequence[State]) -> Dict[str, Any]:
    """Per seat ``[points]`` at the start and at the end of every round of ``states`` (a game's
    line from its first state)."""
    return core_story.story(states, unit="round", measures=[{"id": "points", "label": _("Points")}],
                            ends_unit=_ends_round, values=_values)
