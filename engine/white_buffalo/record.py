"""Game records (``white-buffalo-record/1``): players, seed, moves, replayable move by move.

Built on :mod:`engine.core.records`; ``colors`` in a record is used when present.
"""

from __future__ import annotations

from typing import Any, Dict, List, Sequence

from ..core import records
from .state import State

RECORD_FORMAT = "white-buffalo-record/1"


def new_record(players: Any, *, seed: Any, colors: Sequence[str] | None = None) -> Dict[str, Any]:
    """An empty record of a new game (validated exactly like ``new_game``)."""
    from . import new_game

    s = new_game(players, seed=seed, colors=colors)
    extra = {} if colors is None else {"colors": list(s.colors)}
    return records.make_record(RECORD_FORMAT, list(s.names), s.seed, **extra)


record_append = records.record_append


def _start(record: Dict[str, Any]) -> State:
    from . import new_game

    return new_game(record.get("players"), seed=record.get("seed"), colors=record.get("colors"))


def from_record(record: Any) -> State:
    """Replay ``record``; raises ``InvalidState`` naming the first move that cannot be played."""
    from . import apply

    result: State = records.replay(record, RECORD_FORMAT, _start, apply)
    return result


def replay_states(record: Any) -> List[State]:
    """Every state of a valid record, from the start to the last move (undo, tests)."""
    from . import apply

    states: List[State] = records.replay(record, RECORD_FORMAT, _start, apply, keep=True)
    return states
