"""The frozen game state and its conversion to and from the rules' working copy.

A :class:`State` holds tuples only and is shared freely between positions; the rules run on a
mutable :class:`engine.manitou.rules.Sim` (:func:`thaw`), and :func:`freeze` turns the result
back into a State. Cards are kinds (small ints, :mod:`engine.manitou.cards`); cards at a ground
are kinds, face-up warriors ``kind + UP``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, List, Tuple

from .events import Event
from .rules import UP, Sim

Counts = Tuple[int, ...]
Cards = Tuple[int, ...]


@dataclass(frozen=True, slots=True)
class State:
    """A complete Manitou position (see docs/engine-contract.md §3 for the fields' meaning).

    Per seat: ``reserve`` and ``party`` are counts per kind; ``hand`` is sorted (only its
    multiset matters, M-R11); ``pile`` is top first; ``won`` holds buffalo values;
    ``prisoners`` holds ``(kind, former owner)`` pairs. ``cards[g][seat]`` are the cards at
    ground g in the order played; ``gbuf[g]`` that ground's buffalo as laid out. ``phase`` is
    0 select, 1 play, 2 over.
    """

    names: Tuple[str, ...]
    colors: Tuple[str, ...]
    seed: int
    hunt: int
    dealer: int
    current: int
    phase: int
    reserve: Tuple[Counts, ...]
    party: Tuple[Counts, ...]
    hand: Tuple[Cards, ...]
    pile: Tuple[Cards, ...]
    played: Tuple[int, ...]
    cards: Tuple[Tuple[Cards, ...], ...]
    gbuf: Tuple[Tuple[int, ...], ...]
    large: Tuple[int, ...]
    small: Tuple[int, ...]
    box: Tuple[int, ...]
    won: Tuple[Tuple[int, ...], ...]
    thieves: Tuple[int, ...]
    prisoners: Tuple[Tuple[Tuple[int, int], ...], ...]
    # Memo of the legal keys of this (immutable) state; not part of its value.
    memo: Any | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def num_players(self) -> int:
        """Number of seats (2–4)."""
        return len(self.names)


def holders(cards: Tuple[Tuple[Cards, ...], ...]) -> Tuple[List[int], List[int]]:
    """Per ground: the seat holding it (-1: nobody) and its number of face-up warriors there.

    If several seats have face-up warriors (an inconsistent position) the last one is given;
    :func:`engine.manitou.serial.from_dict` refuses such positions first.
    """
    holder = [-1, -1, -1]
    upn = [0, 0, 0]
    for g, ground in enumerate(cards):
        for p, row in enumerate(ground):
            ups = sum(1 for e in row if e >= UP)
            if ups:
                holder[g] = p
                upn[g] = ups
    return holder, upn


def thaw(s: State, events: List[Event] | None = None) -> Sim:
    """A working copy of ``s`` for the rules (nothing is shared with ``s``)."""
    w = Sim()
    w.n = len(s.names)
    w.seed = s.seed
    w.hunt = s.hunt
    w.dealer = s.dealer
    w.current = s.current
    w.phase = s.phase
    w.reserve = [list(r) for r in s.reserve]
    w.party = [list(r) for r in s.party]
    w.hand = [list(h) for h in s.hand]
    w.pile = [list(p) for p in s.pile]
    w.played = list(s.played)
    w.cards = [[list(row) for row in ground] for ground in s.cards]
    w.holder, w.upn = holders(s.cards)
    w.gbuf = [list(b) for b in s.gbuf]
    w.large = list(s.large)
    w.small = list(s.small)
    w.box = list(s.box)
    w.won = [list(v) for v in s.won]
    w.thieves = list(s.thieves)
    w.prisoners = [list(v) for v in s.prisoners]
    w.events = events
    return w


def freeze(w: Sim, names: Tuple[str, ...], colors: Tuple[str, ...]) -> State:
    """The frozen State of working copy ``w``."""
    return State(
        names=names,
        colors=colors,
        seed=w.seed,
        hunt=w.hunt,
        dealer=w.dealer,
        current=w.current,
        phase=w.phase,
        reserve=tuple(map(tuple, w.reserve)),
        party=tuple(map(tuple, w.party)),
        hand=tuple(tuple(sorted(h)) for h in w.hand),
        pile=tuple(map(tuple, w.pile)),
        played=tuple(w.played),
        cards=tuple(tuple(map(tuple, ground)) for ground in w.cards),
        gbuf=tuple(map(tuple, w.gbuf)),
        large=tuple(w.large),
        small=tuple(w.small),
        box=tuple(w.box),
        won=tuple(map(tuple, w.won)),
        thieves=tuple(w.thieves),
        prisoners=tuple(map(tuple, w.prisoners)),
    )
