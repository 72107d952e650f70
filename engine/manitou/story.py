"""Manitou's story (``engine.core.story``): each seat's points (§7, as ``scores`` totals them) at
the start and after every hunt."""

from __future__ import annotations

from typing import Any, Dict, List, Sequence

from ..core import story as core_story
from ..core.i18n import words
from .rules import OVER, score_total
from .state import State

_, ngettext, pgettext = words("manitou").functions()


def _ends_hunt(before: State, after: State) -> bool:
    return before.phase != OVER and (after.phase == OVER or after.hunt != before.hunt)


def _values(state: State) -> List[List[int]]:
    return [[score_total(state, p)] for p in range(state.num_players)]


def story(states: Sequence[State]) -> Dict[str, Any]:
    """Per seat ``[points]`` at the start and at the end of every hunt of ``states`` (a game's
    line from its first state)."""
    return core_story.story(states, unit="hunt", measures=[{"id": "points", "label": _("Points")}],
                            ends_unit=_ends_hunt, values=_values)
