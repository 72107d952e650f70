"""The position evaluation shared by the normal and hard bots.

:func:`player_values` estimates, for every seat, its final count of tipis in the open plains
(plus small amounts for resources, the tie-break), from:

* tipis already in the plains: 1 each;
* tipis on the board: a base value that grows with the column (the further east, the fewer
  extra actions it needs to walk out), minus a penalty when the seat's tipis need more steps to
  the plains than the herd has rounds left (the herd's remaining distance to the east edge over
  the tipis on the board, which set its pace: every tipi moves a buffalo a turn) - the race to
  the plains;
* supply risk: tipis unsupplied right now (each costs a resource at the owner's next supply,
  and those the resources cannot cover go back to the supply), tipis that even the buffaloes one
  step behind cannot feed (the herd is drifting away from them), tipis on shared hexes (they pay
  to enter, are fed last and earn nothing);
* resources, with the first few worth more (they pay for supply), and what an earn would yield.

Weights are in units of "one tipi in the plains" and live in :data:`WEIGHTS`.

Speed: everything that depends on the tipis alone (which hexes hold tipis, whose, the shared
hexes, the steps to the plains) is worked out once per tipi configuration and cached
(:func:`tipi_layout`), so a value costs a pass over the few occupied hexes; during a herd step
only the buffaloes change, and :func:`values_from` evaluates a buffalo tuple without a state.
"""

from __future__ import annotations

from operator import mul
from typing import Dict, List, Optional, Sequence, Tuple

from ..state import RESOURCE_CAP, State
from .board_info import INFO, TO_EXIT

WEIGHTS: Dict[str, float] = {
    "tipi": 0.35,         # a tipi on the board ...
    "column": 0.06,       # ... plus this per column east
    "late": 0.3,          # per tipi-step to the plains beyond the herd's remaining rounds
    "unsupplied": 0.15,   # per tipi unsupplied right now
    "lose": 0.6,          # per unsupplied tipi the resources cannot cover
    "starving": 0.11,     # per tipi that the buffaloes on and next to its hex cannot feed
    "shared": 0.02,       # per tipi on a hex shared with another player
    "resource": 0.13,     # per resource
    "reserve": 0.06,      # per resource up to the reserve below
    "reserve_size": 3,
    "earn": 0.09,         # per resource an earn action would yield now
}

#: one occupied hex: (hex, its feeder hexes, ((seat, own tipis, others' tipis), ...), one owner?)
Spot = Tuple[int, Tuple[int, ...], Tuple[Tuple[int, int, int], ...], bool]


class Layout:
    """What the evaluation needs of one tipi configuration: the occupied hexes (``spots``), per
    seat its tipis on the board (``count``), their steps to the plains (``steps``) and its tipis
    on shared hexes (``shared``); all tipis on the board (``on_board``); and per hex ``x`` the
    spots whose value a change of ``x``'s buffaloes touches (``touched[x]``)."""

    __slots__ = ("spots", "count", "steps", "shared", "on_board", "touched")

    def __init__(self, tipis: Tuple[Tuple[int, ...], ...]) -> None:
        n = len(tipis)
        info = INFO[n]
        feeders = info.feeders
        spots: List[Spot] = []
        count = [0] * n
        steps = [0] * n
        shared = [0] * n
        on_board = 0
        touched: List[List[int]] = [[] for _ in range(len(feeders))]
        for h in info.hexes:
            owners = [(q, row[h]) for q, row in enumerate(tipis) if row[h]]
            if not owners:
                continue
            total = sum(m for _, m in owners)
            on_board += total
            single = len(owners) == 1
            d = TO_EXIT[h]
            for q, m in owners:
                count[q] += m
                steps[q] += m * d
                if not single:
                    shared[q] += m
            for x in (h, *feeders[h]):
                touched[x].append(len(spots))
            spots.append((h, feeders[h], tuple((q, m, total - m) for q, m in owners), single))
        self.spots = tuple(spots)
        self.count = tuple(count)
        self.steps = tuple(steps)
        self.shared = tuple(shared)
        self.on_board = on_board
        self.touched = tuple(tuple(t) for t in touched)


LAYOUT_CACHE_LIMIT = 20_000
_layouts: Dict[Tuple[Tuple[int, ...], ...], Layout] = {}


def tipi_layout(tipis: Tuple[Tuple[int, ...], ...]) -> Layout:
    """The :class:`Layout` of a tipi configuration (cached)."""
    lay = _layouts.get(tipis)
    if lay is None:
        if len(_layouts) >= LAYOUT_CACHE_LIMIT:
            _layouts.clear()
        lay = _layouts[tipis] = Layout(tipis)
    return lay


def _spot_terms(spot: Spot, buf: Sequence[int], unsup: List[int], starving: List[int],
                surplus: List[int], sign: int) -> None:
    """Add (``sign`` 1) or take back (-1) one spot's unsupplied, starving and surplus tipis."""
    h, feeders, owners, single = spot
    b = buf[h]
    feed = b
    for g in feeders:
        feed += buf[g]
    for q, m, o in owners:
        free = b - o
        if free < m:
            unsup[q] += sign * (m - free if free > 0 else m)
        avail = feed - o
        if avail < m:
            starving[q] += sign * (m - avail if avail > 0 else m)
        if single and b > m:
            surplus[q] += sign * (b - m)


def _bases(lay: Layout, resources: Sequence[int], plains: Sequence[int],
           w: Dict[str, float]) -> List[float]:
    """Per seat, the part of its value that the buffaloes do not change."""
    count, steps, shared = lay.count, lay.steps, lay.shared
    w_tipi, w_col, w_shared = w["tipi"], w["column"], w["shared"]
    w_res, w_reserve, reserve = w["resource"], w["reserve"], w["reserve_size"]
    out = []
    for q in range(len(count)):
        r = resources[q]
        v = float(plains[q]) + w_res * r + w_reserve * min(r, reserve)
        c = count[q]
        if c:
            v += w_tipi * c + w_col * (7 * c - steps[q]) - w_shared * shared[q]
        out.append(v)
    return out


def _late_weights(w: Dict[str, float]) -> Tuple[float, float, float, float, float]:
    """The weights :func:`_finish` needs, in its order."""
    return w["late"], w["unsupplied"], w["lose"], w["starving"], w["earn"]


def _finish(lay: Layout, bases: Sequence[float], unsup: Sequence[int], starving: Sequence[int],
            surplus: Sequence[int], herd: int, resources: Sequence[int],
            weights: Tuple[float, float, float, float, float]) -> List[float]:
    """The per-seat values from their :func:`_bases` and the per-seat counts that depend on the
    buffaloes (see :func:`player_values`; ``weights`` from :func:`_late_weights`)."""
    herd_rounds = herd / lay.on_board if lay.on_board else 0.0
    w_late, w_un, w_lose, w_starve, w_earn = weights
    out = []
    for q, (c, need, v) in enumerate(zip(lay.count, lay.steps, bases, strict=True)):
        if c:
            r = resources[q]
            u = unsup[q]
            if need > herd_rounds:
                v -= w_late * (need - herd_rounds)
            v -= w_un * u + w_starve * starving[q]
            if u > r:
                v -= w_lose * (u - r)
            v += w_earn * min(surplus[q], RESOURCE_CAP - r)
        out.append(v)
    return out


def values_from(buf: Sequence[int], tipis: Tuple[Tuple[int, ...], ...], resources: Sequence[int],
                plains: Sequence[int], w: Dict[str, float] = WEIGHTS) -> List[float]:
    """:func:`player_values` of a position given by its parts (buffaloes per hex, tipis per seat
    and hex, resources and plains per seat)."""
    lay = tipi_layout(tipis)
    n = len(tipis)
    unsup = [0] * n
    starving = [0] * n
    surplus = [0] * n
    for spot in lay.spots:
        _spot_terms(spot, buf, unsup, starving, surplus, 1)
    return _finish(lay, _bases(lay, resources, plains, w), unsup, starving, surplus,
                   sum(map(mul, buf, TO_EXIT)), resources, _late_weights(w))


def player_values(s: State, w: Dict[str, float] = WEIGHTS) -> List[float]:
    """Estimated final plains count of every seat of ``s`` (see the module docstring)."""
    return values_from(s.buffalo, s.tipis, s.resources, s.plains, w)


class HerdValues:
    """:func:`player_values` after single buffalo steps from ``s`` (nothing else changing), by
    difference: only the spots a step touches are worked out again."""

    __slots__ = ("s", "lay", "unsup", "starving", "surplus", "herd", "w", "bases", "weights")

    def __init__(self, s: State, w: Dict[str, float] = WEIGHTS) -> None:
        n = len(s.names)
        self.s = s
        self.w = w
        self.lay = tipi_layout(s.tipis)
        self.unsup = [0] * n
        self.starving = [0] * n
        self.surplus = [0] * n
        for spot in self.lay.spots:
            _spot_terms(spot, s.buffalo, self.unsup, self.starving, self.surplus, 1)
        self.herd = sum(map(mul, s.buffalo, TO_EXIT))
        self.bases = _bases(self.lay, s.resources, s.plains, w)
        self.weights = _late_weights(w)

    def after(self, f: int, t: int, buf: Sequence[int], pays: int = -1) -> Optional[List[float]]:
        """The values once a buffalo went from ``f`` to ``t`` (-1: the plains), ``buf`` being
        the buffaloes after that step. With ``pays`` a seat, that seat's supply follows (the
        step ends its herd step): it pays for its unsupplied tipis, and the answer is None when
        its resources cannot (tipis go back: the caller applies the move instead)."""
        lay = self.lay
        touched = lay.touched
        hit = touched[f]
        if t >= 0 and touched[t]:
            hit = hit + tuple(i for i in touched[t] if i not in hit)
        herd = self.herd - TO_EXIT[f] + (TO_EXIT[t] if t >= 0 else 0)
        s = self.s
        if hit:
            unsup = self.unsup[:]
            starving = self.starving[:]
            surplus = self.surplus[:]
            spots = lay.spots
            old = s.buffalo
            for i in hit:
                _spot_terms(spots[i], old, unsup, starving, surplus, -1)
                _spot_terms(spots[i], buf, unsup, starving, surplus, 1)
        else:
            unsup, starving, surplus = self.unsup, self.starving, self.surplus
        resources = s.resources
        bases = self.bases
        if pays >= 0:
            u = unsup[pays]
            if u:
                r = resources[pays]
                if u > r:
                    return None
                resources = resources[:pays] + (r - u,) + resources[pays + 1:]
                bases = _bases(lay, resources, s.plains, self.w)
        return _finish(lay, bases, unsup, starving, surplus, herd, resources, self.weights)
