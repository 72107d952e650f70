"""Game records for any game: ``{"format", "players", "seed", "moves", …}``, replayed move by move.

A game package wraps these with its own record format and its ``new_game``/``apply``.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List

from .errors import IllegalMove, InvalidState
from .untrusted import brief

#: Records longer than this are refused before replaying (far beyond any real game).
MAX_RECORD_MOVES = 100_000


def make_record(fmt: str, names: List[str], seed: int, **extra: Any) -> Dict[str, Any]:
    """A record with no moves (``extra`` keys such as ``colors`` are added as given)."""
    record: Dict[str, Any] = {"format": fmt, "players": list(names), "seed": seed}
    record.update(extra)
    record["moves"] = []
    return record


def record_append(record: Dict[str, Any], move: Any) -> Dict[str, Any]:
    """Append ``move`` to ``record['moves']`` (no legality check) and return the record."""
    record["moves"].append(dict(move) if isinstance(move, dict) else move)
    return record


def replay(record: Any, fmt: str, start: Callable[[Dict[str, Any]], Any],
           apply: Callable[[Any, Any], Any], keep: bool = False) -> Any:
    """Replay ``record`` of format ``fmt``: the final state (or every state if ``keep``).

    ``start(record)`` builds the first state (raising ``ValueError`` on bad players, seed …).
    Raises :class:`InvalidState` naming the first move that cannot be played (``.index``).
    """
    if not isinstance(record, dict) or record.get("format") != fmt:
        raise InvalidState(f"Invalid game record: 'format' must be {fmt!r}.")
    moves = record.get("moves")
    if not isinstance(moves, list):
        raise InvalidState("Invalid game record: 'moves' must be a list.")
    if len(moves) > MAX_RECORD_MOVES:
        raise InvalidState(f"Invalid game record: more than {MAX_RECORD_MOVES} moves.")
    try:
        state = start(record)
    except InvalidState:
        raise
    except ValueError as e:
        raise InvalidState(f"Invalid game record: {e}") from None
    states = [state]
    for i, move in enumerate(moves):
        try:
            state = apply(state, move)
        except IllegalMove as e:
            raise InvalidState(f"Invalid game record: move {i + 1} ({brief(move)}) cannot be "
                               f"played: {e}", index=i) from None
        if keep:
            states.append(state)
    return states if keep else state
