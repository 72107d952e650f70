"""The rules of Wind River as pure functions over :class:`engine.wind_river.state.State`.

Moves are handled internally as small tuples ("keys"):
``("place", h)``, ``("buffalo", f, t)``, ``("abandon", h)``, ``("tipi", f, t)``, ``("earn",)``,
``("insert", h)``, ``("pass",)`` with hex indices, ``t == PLAINS_INDEX`` for the open plains.
:func:`legal_keys` is the single source of truth for what may be done; :func:`apply_key`
performs a key already known to be legal. Everything that happens without a choice (supply
payment, the end of a turn, the end of the game) happens inside :func:`apply_key`.
"""

from __future__ import annotations

import random
from typing import Dict, List, Optional, Sequence, Tuple

from .board import HEX_CAP, HEX_NAMES, LAYOUTS, PLAINS_INDEX, Layout
from .events import Event
from .state import (
    INSERT_COST,
    NO_ARRIVALS,
    PHASE_ACTION,
    PHASE_BUFFALO,
    PHASE_OVER,
    PHASE_PLACE,
    PHASE_SUPPLY,
    RESOURCE_CAP,
    RESOURCES_TOTAL,
    START_RESOURCES,
    TIPIS_PER_PLAYER,
    Key,
    LegalMemo,
    State,
)

PASS_KEY: Key = ("pass",)
EARN_KEY: Key = ("earn",)


# ---- setup -------------------------------------------------------------------------------------

def start_state(names: Sequence[str], colors: Sequence[str], seed: int) -> State:
    """The position before the first placement; the start player is drawn from ``seed``."""
    n = len(names)
    layout = LAYOUTS[n]
    start = random.Random(seed).randrange(n)
    return State(
        names=tuple(names),
        colors=tuple(colors),
        start_player=start,
        current=start,
        phase=PHASE_PLACE,
        buffalo=layout.start,
        tipis=(NO_ARRIVALS,) * n,
        resources=(START_RESOURCES,) * n,
        unused=(TIPIS_PER_PLAYER,) * n,
        plains=(0,) * n,
        stock=RESOURCES_TOTAL - START_RESOURCES * n,
        buffalo_out=0,
        buffalo_left=0,
        arrived=NO_ARRIVALS,
    )


# ---- small derived quantities --------------------------------------------------------------------

def others_on(tipis: Sequence[Sequence[int]], seat: int, h: int) -> int:
    """Tipis of players other than ``seat`` on hex ``h``."""
    return sum(row[h] for q, row in enumerate(tipis) if q != seat)


def unsupplied_spots(tipis: Sequence[Sequence[int]], buffalo: Sequence[int], seat: int,
                     layout: Layout) -> List[Tuple[int, int]]:
    """``(hex, own unsupplied tipis)`` for each hex where ``seat`` has unsupplied tipis (§4.2).

    Buffaloes feed the other players' tipis first: own supplied = min(m, max(0, b - o)).
    """
    own = tipis[seat]
    out = []
    for h in layout.hexes:
        m = own[h]
        if m:
            o = others_on(tipis, seat, h)
            supplied = min(m, max(0, buffalo[h] - o))
            if m > supplied:
                out.append((h, m - supplied))
    return out


def unsupplied_by_hex(s: State, seat: int) -> List[Tuple[int, int]]:
    """``(hex, own unsupplied tipis)`` for every hex where ``seat`` has unsupplied tipis."""
    return unsupplied_spots(s.tipis, s.buffalo, seat, LAYOUTS[len(s.names)])


def unsupplied_count(s: State, seat: int) -> int:
    """U: all of ``seat``'s unsupplied tipis on the board right now."""
    return sum(u for _, u in unsupplied_by_hex(s, seat))


def earn_amount(s: State, seat: int) -> int:
    """Food ``seat`` would take by the earn action (R1, cap 10, limited by the stock)."""
    own = s.tipis[seat]
    surplus = 0
    for h in LAYOUTS[len(s.names)].hexes:
        m = own[h]
        if m and not others_on(s.tipis, seat, h):
            b = s.buffalo[h]
            if b > m:
                surplus += b - m
    return max(0, min(surplus, RESOURCE_CAP - s.resources[seat], s.stock))


def tipi_move_payers(s: State, seat: int, to: int) -> List[int]:
    """Seats that pay 1 when ``seat`` moves a tipi onto hex ``to`` (mover first); [] if free."""
    if to == PLAINS_INDEX:
        return []
    present = [q for q, row in enumerate(s.tipis) if q != seat and row[to]]
    if not present:
        return []
    return [seat] + [q for q in present if s.resources[q] > 0]


# ---- legal moves -----------------------------------------------------------------------------

# Move keys are shared tuples, built once per (hex, target) pair.
_BUFFALO_KEYS: Dict[int, Tuple[Tuple[Tuple[int, Key], ...], ...]] = {
    n: tuple(tuple((t, ("buffalo", h, t)) for t in lay.forward[h])
             for h in range(len(lay.forward))) for n, lay in LAYOUTS.items()}


def _buffalo_keys(buf: Sequence[int], arr: Sequence[int], layout: Layout, out: List[Key]) -> None:
    steps = _BUFFALO_KEYS[layout.num_players]
    for h in layout.hexes:
        if buf[h] > arr[h]:
            for t, key in steps[h]:
                if t < 0 or buf[t] < HEX_CAP:
                    out.append(key)


def herd_can_step(buf: Sequence[int], arr: Sequence[int], layout: Layout) -> bool:
    """True if at least one buffalo may still take a step (given per-hex arrivals)."""
    forward = layout.forward
    for h in layout.hexes:
        if buf[h] > arr[h]:
            for t in forward[h]:
                if t < 0 or buf[t] < HEX_CAP:
                    return True
    return False


def _compute_keys(s: State) -> Tuple[Key, ...]:
    phase = s.phase
    layout = LAYOUTS[len(s.names)]
    out: List[Key] = []
    if phase == PHASE_BUFFALO:
        _buffalo_keys(s.buffalo, s.arrived, layout, out)
    elif phase == PHASE_ACTION:
        p = s.current
        tipis = s.tipis
        own = tipis[p]
        res = s.resources[p]
        neighbours = layout.neighbours
        mine = [h for h in layout.hexes if own[h]]
        for h in mine:
            for t in neighbours[h]:
                if t >= 0 and res < 1 and others_on(tipis, p, t):
                    continue
                out.append(("tipi", h, t))
        if mine:
            out.append(EARN_KEY)
            if res >= INSERT_COST and s.unused[p] > 0:
                for h in mine:
                    if not others_on(tipis, p, h):
                        out.append(("insert", h))
        _buffalo_keys(s.buffalo, NO_ARRIVALS, layout, out)
        if not out:
            out.append(PASS_KEY)
    elif phase == PHASE_SUPPLY:
        for h, _ in unsupplied_by_hex(s, s.current):
            out.append(("abandon", h))
    elif phase == PHASE_PLACE:
        tipis = s.tipis
        for h in layout.hexes:
            if not any(row[h] for row in tipis):
                out.append(("place", h))
    return tuple(out)


def legal_keys(s: State) -> Tuple[Key, ...]:
    """Every legal move of ``s`` as keys, each once, in a stable order (memoised on ``s``)."""
    memo = s.memo
    if memo is None:
        memo = LegalMemo(_compute_keys(s))
        object.__setattr__(s, "memo", memo)
    return memo.keys


def is_legal(s: State, key: Key) -> bool:
    """True if ``key`` is among :func:`legal_keys` of ``s``."""
    legal_keys(s)
    memo = s.memo
    assert memo is not None  # set by legal_keys
    keyset = memo.keyset
    if keyset is None:
        keyset = memo.keyset = frozenset(memo.keys)
    return key in keyset


# ---- applying a legal key --------------------------------------------------------------------

class _Draft:
    """A mutable working copy of a state, used only inside :func:`apply_key`."""

    __slots__ = (
        "s", "n", "current", "phase", "buffalo", "tipis", "resources", "unused", "plains",
        "stock", "buffalo_out", "buffalo_left", "arrived", "events",
    )

    def __init__(self, s: State, events: Optional[List[Event]]) -> None:
        self.s = s
        self.events = events
        self.n = len(s.names)
        self.current = s.current
        self.phase = s.phase
        self.buffalo = s.buffalo
        self.tipis = list(s.tipis)
        self.resources = s.resources
        self.unused = s.unused
        self.plains = s.plains
        self.stock = s.stock
        self.buffalo_out = s.buffalo_out
        self.buffalo_left = s.buffalo_left
        self.arrived = s.arrived

    def freeze(self) -> State:
        s = self.s
        return State(
            names=s.names,
            colors=s.colors,
            start_player=s.start_player,
            current=self.current,
            phase=self.phase,
            buffalo=self.buffalo,
            tipis=tuple(self.tipis),
            resources=self.resources,
            unused=self.unused,
            plains=self.plains,
            stock=self.stock,
            buffalo_out=self.buffalo_out,
            buffalo_left=self.buffalo_left,
            arrived=self.arrived,
        )

    # The helpers below replace one entry of a tuple field.
    def add_tipi(self, seat: int, h: int, delta: int) -> None:
        row = self.tipis[seat]
        self.tipis[seat] = row[:h] + (row[h] + delta,) + row[h + 1:]

    def add_resources(self, seat: int, delta: int) -> None:
        r = self.resources
        self.resources = r[:seat] + (r[seat] + delta,) + r[seat + 1:]
        self.stock -= delta

    def add_unused(self, seat: int, delta: int) -> None:
        u = self.unused
        self.unused = u[:seat] + (u[seat] + delta,) + u[seat + 1:]

    def add_plains(self, seat: int) -> None:
        p = self.plains
        self.plains = p[:seat] + (p[seat] + 1,) + p[seat + 1:]

    def move_buffalo(self, f: int, t: int, track: bool) -> None:
        buf = list(self.buffalo)
        buf[f] -= 1
        if t == PLAINS_INDEX:
            self.buffalo_out += 1
        else:
            buf[t] += 1
            if track:
                arr = self.arrived
                self.arrived = arr[:t] + (arr[t] + 1,) + arr[t + 1:]
        self.buffalo = tuple(buf)

    def any_tipi(self) -> bool:
        return any(any(row) for row in self.tipis)


def _begin_turn(d: _Draft, seat: int) -> None:
    d.current = seat
    d.arrived = NO_ARRIVALS
    layout = LAYOUTS[d.n]
    if d.events is not None:
        d.events.append({"type": "turn", "seat": seat})
    n = sum(d.tipis[seat])
    if n and herd_can_step(d.buffalo, NO_ARRIVALS, layout):
        d.phase = PHASE_BUFFALO
        d.buffalo_left = n
    else:
        if d.events is not None:
            d.events.append({"type": "no-herd-step", "seat": seat, "tipis": n})
        d.buffalo_left = 0
        _supply(d)


def _supply(d: _Draft) -> None:
    """Step (2): pay automatically, or open the abandon choice when it is a real choice."""
    d.phase = PHASE_SUPPLY
    d.buffalo_left = 0
    d.arrived = NO_ARRIVALS
    _settle_supply(d)


def _settle_supply(d: _Draft) -> None:
    """Finish the supply step if nothing is left to choose (R4); otherwise stay in ``supply``."""
    seat = d.current
    if not any(d.tipis[seat]):
        d.phase = PHASE_ACTION
        return
    spots = unsupplied_spots(d.tipis, d.buffalo, seat, LAYOUTS[d.n])
    u = sum(x for _, x in spots)
    r = d.resources[seat]
    if u <= r:
        if u:
            d.add_resources(seat, -u)
            if d.events is not None:
                d.events.append({"type": "supply-paid", "seat": seat, "amount": u})
    elif len(spots) == 1:
        h = spots[0][0]
        d.add_tipi(seat, h, -(u - r))
        d.add_unused(seat, u - r)
        if d.events is not None:
            d.events.append({"type": "supply-lost", "seat": seat, "count": u - r, "hex": HEX_NAMES[h]})
        if r:
            d.add_resources(seat, -r)
            if d.events is not None:
                d.events.append({"type": "supply-paid", "seat": seat, "amount": r})
    else:
        if d.s.phase != PHASE_SUPPLY and d.events is not None:  # just arrived at the choice
            d.events.append({"type": "supply-choice", "seat": seat, "count": u - r})
        return  # the player chooses which tipis go back, one ``abandon`` at a time
    d.phase = PHASE_ACTION
    if not d.any_tipi():
        d.phase = PHASE_OVER
        if d.events is not None:
            d.events.append({"type": "over"})


def _end_turn(d: _Draft) -> None:
    if not d.any_tipi():
        d.phase = PHASE_OVER
        if d.events is not None:
            d.events.append({"type": "over"})
        return
    _begin_turn(d, (d.current + 1) % d.n)


def apply_key(s: State, key: Key, events: Optional[List[Event]] = None) -> State:
    """The state after the legal move ``key`` (callers check legality first).

    If ``events`` is a list, what happened without a choice is appended to it, in order, as the
    events of :mod:`engine.wind_river.events` (``play``'s). Without a list no event is built
    (the bots' searches apply keys by the thousand).
    """
    d = _Draft(s, events)
    seat = s.current
    if key[0] == "buffalo":
        if s.phase == PHASE_BUFFALO:
            d.move_buffalo(key[1], key[2], True)
            d.buffalo_left -= 1
            if not d.buffalo_left or not herd_can_step(d.buffalo, d.arrived, LAYOUTS[d.n]):
                _supply(d)
        else:
            d.move_buffalo(key[1], key[2], False)
            _end_turn(d)
    elif key[0] == "tipi":
        f, t = key[1], key[2]
        d.add_tipi(seat, f, -1)
        if t == PLAINS_INDEX:
            d.add_plains(seat)
        else:
            for q in tipi_move_payers(s, seat, t):
                d.add_resources(q, -1)
            d.add_tipi(seat, t, 1)
        _end_turn(d)
    elif key[0] == "earn":
        gain = earn_amount(s, seat)
        if gain:
            d.add_resources(seat, gain)
        _end_turn(d)
    elif key[0] == "insert":
        d.add_resources(seat, -INSERT_COST)
        d.add_unused(seat, -1)
        d.add_tipi(seat, key[1], 1)
        _end_turn(d)
    elif key[0] == "pass":
        _end_turn(d)
    elif key[0] == "abandon":
        d.add_tipi(seat, key[1], -1)
        d.add_unused(seat, 1)
        _settle_supply(d)
    elif key[0] == "place":
        d.add_tipi(seat, key[1], 1)
        d.add_unused(seat, -1)
        placed = sum(sum(row) for row in d.tipis)
        if placed < 2 * d.n:
            d.current = (s.start_player + placed) % d.n
        else:
            _begin_turn(d, s.start_player)
    else:  # pragma: no cover - keys come from legal_keys
        raise AssertionError(key)
    return d.freeze()


def ranking_of(s: State) -> List[List[int]]:
    """Places best first (most plains, then most resources; equal pairs share a place)."""
    score = {q: (s.plains[q], s.resources[q]) for q in range(len(s.names))}
    places: List[List[int]] = []
    for q in sorted(score, key=lambda q: (-score[q][0], -score[q][1], q)):
        if places and score[places[-1][0]] == score[q]:
            places[-1].append(q)
        else:
            places.append([q])
    return places
