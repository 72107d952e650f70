"""Counters' state and rules: a pile of counters; on your turn take 1 or 2, or roll the die and
take what it shows (1-3); whoever takes the last counter wins.

The die is a hash of the seed and the turn number, so a game is a pure function of its seed and
its moves (no random state to carry).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Dict, List, Literal, Optional, Tuple, TypedDict, Union

from engine.core.errors import IllegalMove

from . import text

MIN_PLAYERS, MAX_PLAYERS = 2, 3
#: the pile holds 10 + d6 counters at the start
MAX_PILE = 16
TAKES = (1, 2)


class TakeEvent(TypedDict):
    """Seat ``seat`` took ``count`` counters."""

    type: Literal["take"]
    seat: int
    count: int


class RollEvent(TypedDict):
    """Seat ``seat`` rolled ``value`` and took ``count`` counters (no more than the pile)."""

    type: Literal["roll"]
    seat: int
    value: int
    count: int


class OverEvent(TypedDict):
    """The last counter is gone: ``winner`` took it."""

    type: Literal["over"]
    winner: int


#: Any event of Counters' ``play``.
Event = Union[TakeEvent, RollEvent, OverEvent]


@dataclass(frozen=True)
class State:
    """A position: names and colours by seat, the seed, the pile, what each seat has taken,
    the seat to act (once over: the seat that took the last counter) and the turns played."""

    names: Tuple[str, ...]
    colors: Tuple[str, ...]
    seed: int
    pile: int
    taken: Tuple[int, ...]
    current: int
    turn: int

    @property
    def over(self) -> bool:
        """Whether the last counter is gone."""
        return self.pile == 0


def _dice(seed: int, turn: int) -> int:
    """A number 0 … 2**64-1 that only the seed and the turn decide."""
    return int.from_bytes(hashlib.sha256(f"counters:{seed}:{turn}".encode()).digest()[:8], "big")


def start_pile(seed: int) -> int:
    """The counters in the pile at the start of the game of ``seed`` (11–16)."""
    return 10 + 1 + _dice(seed, -1) % 6


def die(state: State) -> int:
    """What the die shows if it is rolled now (1–3)."""
    return 1 + _dice(state.seed, state.turn) % 3


def start(names: Tuple[str, ...], colors: Tuple[str, ...], seed: int) -> State:
    """The first position: a full pile, seat 0 to act."""
    return State(names, colors, seed, start_pile(seed), (0,) * len(names), 0, 0)


def legal(state: State) -> List[Dict[str, Any]]:
    """The legal moves, fresh dicts in a stable order; ``[]`` once over."""
    if state.over:
        return []
    return [{"type": "take", "count": n} for n in TAKES if n <= state.pile] + [{"type": "roll"}]


def check(state: State, move: Any) -> None:
    """Nothing if ``move`` is legal in ``state``; else :class:`IllegalMove`."""
    if isinstance(move, dict) and move == {"type": "roll"}:
        shape_ok = True
    else:
        shape_ok = (isinstance(move, dict) and set(move) == {"type", "count"}
                    and move["type"] == "take" and type(move["count"]) is int
                    and move["count"] in TAKES)
    if not shape_ok:
        raise IllegalMove("bad-move", text.reason("bad-move"))
    if state.over:
        raise IllegalMove("game-over", text.reason("game-over"))
    if move["type"] == "take" and move["count"] > state.pile:
        raise IllegalMove("too-many", text.reason("too-many"))


def step(state: State, move: Dict[str, Any]) -> Tuple[State, List[Event]]:
    """The next state of a legal ``move`` and its events (``take``, ``roll`` with the die's
    value, ``over`` with the winner)."""
    seat = state.current
    events: List[Event] = []
    if move["type"] == "roll":
        value = die(state)
        count = min(value, state.pile)
        events.append({"type": "roll", "seat": seat, "value": value, "count": count})
    else:
        count = move["count"]
        events.append({"type": "take", "seat": seat, "count": count})
    taken = tuple(t + count if q == seat else t for q, t in enumerate(state.taken))
    pile = state.pile - count
    nxt = seat if pile == 0 else (seat + 1) % len(state.names)
    if pile == 0:
        events.append({"type": "over", "winner": seat})
    return State(state.names, state.colors, state.seed, pile, taken, nxt, state.turn + 1), events


def places(state: State) -> Optional[List[List[int]]]:
    """Once over: the winner, then the others by counters taken (equal counts share a place)."""
    if not state.over:
        return None
    winner = state.current
    rest: Dict[int, List[int]] = {}
    for seat, count in enumerate(state.taken):
        if seat != winner:
            rest.setdefault(count, []).append(seat)
    return [[winner]] + [rest[c] for c in sorted(rest, reverse=True)]
