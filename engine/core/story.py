"""The story of a game: each player's standing at the start and at the end of every turn, round
or hunt, for the chart a finished game shows (docs/engine-contract.md §1, "The story of a game").

Each game says what a unit of play is (``ends_unit(before, after)``: the state ``after`` closes
one) and what its standing is (``values(state)``: per seat, one number per measure); this module
walks the line of states once. Pure and cheap: no move is applied again.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Sequence

#: The units of play a story counts in (the page says "turn 12", "round 3", "hunt 2").
UNITS = ("turn", "round", "hunt")


def story(states: Sequence[Any], *, unit: str, measures: Sequence[Dict[str, str]],
          ends_unit: Callable[[Any, Any], bool],
          values: Callable[[Any], List[List[int]]]) -> Dict[str, Any]:
    """``{"unit", "measures", "points"}`` over ``states`` (the first state of a game to the
    current one): a point ``{"move": k, "values": values(states[k])}`` for the start (k = 0) and
    for every k where ``ends_unit(states[k - 1], states[k])``."""
    if unit not in UNITS:
        raise ValueError(f"unknown unit {unit!r}")
    if not states:
        raise ValueError("a story needs at least the first state")
    points = [{"move": 0, "values": values(states[0])}]
    for k in range(1, len(states)):
        if ends_unit(states[k - 1], states[k]):
            points.append({"move": k, "values": values(states[k])})
    return {"unit": unit, "measures": [dict(m) for m in measures], "points": points}
