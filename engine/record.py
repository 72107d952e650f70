"""Game records (``wind-river-record/1``): the players, the seed and the moves, replayable."""

from __future__ import annotations

from typing import Any, Dict, List

from .errors import IllegalMove, InvalidState
from .state import State

RECORD_FORMAT = "wind-river-record/1"


def new_record(players: Any, *, seed: int) -> Dict[str, Any]:
    """An empty record for a new game (validated exactly like :func:`new_game`)."""
    from .wind_river import new_game

    s = new_game(players, seed=seed)
    return {"format": RECORD_FORMAT, "players": list(s.names), "seed": seed, "moves": []}


def record_append(record: Dict[str, Any], move: Any) -> Dict[str, Any]:
    """Append ``move`` to ``record['moves']`` (no legality check) and return the record."""
    record["moves"].append(dict(move) if isinstance(move, dict) else move)
    return record


def from_record(record: Any) -> State:
    """Replay ``record``; raises ``InvalidState`` naming the first move that cannot be played."""
    from .wind_river import apply, new_game

    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise InvalidState(f"Invalid game record: 'format' must be {RECORD_FORMAT!r}.")
    moves = record.get("moves")
    if not isinstance(moves, list):
        raise InvalidState("Invalid game record: 'moves' must be a list.")
    try:
        s = new_game(record.get("players"), seed=record.get("seed"))
    except ValueError as e:
        raise InvalidState(f"Invalid game record: {e}") from None
    for i, move in enumerate(moves):
        try:
            s = apply(s, move)
        except IllegalMove as e:
            raise InvalidState(f"Invalid game record: move {i + 1} ({_short(move)}) cannot be "
                               f"played: {e}", index=i) from None
    return s


def _short(move: Any) -> str:
    text = repr(move)
    return text if len(text) <= 80 else text[:77] + "..."


def replay_states(record: Dict[str, Any]) -> List[State]:
    """Every state of a valid record, from the start to the last move (for undo and tests)."""
    from .wind_river import apply, new_game

    states = [new_game(record["players"], seed=record["seed"])]
    for move in record["moves"]:
        states.append(apply(states[-1], move))
    return states
