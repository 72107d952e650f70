"""The normal bot: a party by a simple recipe, and plays judged by what the hunt would give now.

**Party** (:func:`plan_party`): the first-hunt hint of the rules, adapted to what the reserve
still holds: four great warriors of different kinds where possible (three for the dealer's
party of seven), then hunters, half of them the strongest and half the weakest available. A
party already begun is always completed, never changed, so the picks of one party agree.

**Play** (:func:`play_scores`): every legal play is judged by the position it leaves, as if the
hunt ended now but softened by the cards still to come: the buffalo each player would take at
each ground, the hide thief as a soft maximum over the hunter totals (sharper as the hunt nears
its end), prisoners at every held ground (less sure for a single warrior than for a guarded pair
while cards are still to be played), a lost card also counting what it would have been worth in
the hunts left. The mover's value minus half the best rival's and half the rivals' mean is the
play's score; the best one is played.

Everything here reads only the public part of a position and the mover's own cards, so it runs
on a determinized world (:func:`engine.manitou.bots.view.determinize`) exactly as on the truth.
"""

from __future__ import annotations

import math
import random
from typing import Dict, List, Optional, Sequence, Tuple

from ..cards import (
    BEATS,
    CHIEF,
    DEALER_PARTY_SIZE,
    FIRST_WARRIOR,
    HUNTS,
    MEDICINE_MAN,
    NUM_KINDS,
    PARTY_SIZE,
    PLAYS_PER_HUNT,
    RAIN_MAKER,
    SCOUT,
    SQUAW,
    STRENGTH,
)
from ..rules import PLAY_BASE, SELECT, UP, Sim, legal_keys, party_complete

#: Warriors in the order the party recipe prefers them (the chief beats three kinds).
WARRIOR_ORDER = (CHIEF, SCOUT, RAIN_MAKER, MEDICINE_MAN, SQUAW)
THIEF = 10.0            # the hide thief's cost
THIEF_SOFT = 1.6        # softness of the thief's maximum per card still to play
HOLD_SINGLE = 0.6       # how sure a lone face-up warrior is to keep its ground (cards to come)
HOLD_PAIR = 0.85        # ... and a guarded pair
FUTURE_HUNTER = 0.12    # value per strength point of a card for each hunt still to come
FUTURE_WARRIOR = 0.8    # value of a warrior for each hunt still to come
RIVAL_MAX = 0.5         # share of the best rival's value subtracted from one's own
RIVAL_MEAN = 0.5        # share of the rivals' mean value subtracted


def card_future(kind: int, hunts_left: int) -> float:
    """What owning card ``kind`` is worth over the ``hunts_left`` hunts still to come."""
    if kind >= FIRST_WARRIOR:
        return FUTURE_WARRIOR * hunts_left
    return FUTURE_HUNTER * STRENGTH[kind] * hunts_left


# ---- the party ---------------------------------------------------------------------------------

def recipe_order(available: Sequence[int], warriors: int, strong: bool = False) -> List[int]:
    """Every available card (kinds, copies repeated) in the recipe's order of preference:
    ``warriors`` great warriors (new kinds first, in :data:`WARRIOR_ORDER`), then the hunters
    alternately strongest and weakest (``strong``: strongest first), then the other warriors."""
    ws = [w for w in WARRIOR_ORDER if available[w]]
    ws += [w for w in WARRIOR_ORDER for _ in range(available[w] - 1)]
    hs = [k for k in range(FIRST_WARRIOR) for _ in range(available[k])]
    alternating: List[int] = []
    if strong:
        alternating = hs[::-1]
    lo, hi = 0, len(hs) - 1
    while lo <= hi and not strong:
        alternating.append(hs[hi])
        if lo < hi:
            alternating.append(hs[lo])
        lo, hi = lo + 1, hi - 1
    return ws[:warriors] + alternating + ws[warriors:]


def plan_party(available: Sequence[int], size: int, chosen: Optional[Sequence[int]] = None,
               warriors: Optional[int] = None, strong: bool = False) -> List[int]:
    """The party (counts per kind) of ``size`` cards from ``available`` (counts, the chosen
    ones included) that contains ``chosen`` (counts): the cards already chosen, then the
    recipe's preferred others (:func:`recipe_order`). ``warriors`` overrides how many great
    warriors the recipe wants (default 4, the dealer 3), ``strong`` takes the strongest
    hunters first. A party completed pick by pick towards its own plan ends as the plan made
    at its first pick."""
    if sum(available) <= size:
        return list(available)
    want = (4 if size >= PARTY_SIZE else 3) if warriors is None else warriors
    party = list(chosen) if chosen is not None else [0] * NUM_KINDS
    skip = list(party)
    room = size - sum(party)
    for k in recipe_order(available, want, strong):
        if room <= 0:
            break
        if skip[k]:
            skip[k] -= 1
            continue
        party[k] += 1
        room -= 1
    return party


def party_size(s: Sim, seat: int) -> int:
    """The party size of ``seat`` this hunt."""
    return DEALER_PARTY_SIZE if seat == s.dealer else PARTY_SIZE


def pick_key(s: Sim, plan: Sequence[int]) -> int:
    """The next pick towards ``plan``: the lowest kind the party still lacks."""
    party = s.party[s.current]
    for k in range(NUM_KINDS):
        if plan[k] > party[k] and s.reserve[s.current][k]:
            return k
    return legal_keys(s)[0]


def normal_pick(s: Sim) -> int:
    """The normal bot's pick in phase select."""
    cur = s.current
    avail = [a + b for a, b in zip(s.reserve[cur], s.party[cur], strict=True)]
    return pick_key(s, plan_party(avail, party_size(s, cur), s.party[cur]))


def choose_whole_party(s: Sim, plan: Sequence[int]) -> None:
    """Complete the current chooser's party towards ``plan`` in place (the rollouts' shortcut)."""
    cur = s.current
    res, party = s.reserve[cur], s.party[cur]
    need = party_size(s, cur) - sum(party)
    for k in range(NUM_KINDS):
        take = min(max(0, plan[k] - party[k]), res[k], need)
        res[k] -= take
        party[k] += take
        need -= take
    k = 0
    while need > 0:  # the plan was short: fill from the reserve
        if res[k]:
            res[k] -= 1
            party[k] += 1
            need -= 1
        else:
            k += 1
    party_complete(s, cur)


#: FUTURE[hunts_left][kind]: :func:`card_future`, tabulated
FUTURE = tuple(tuple(card_future(k, h) for k in range(NUM_KINDS)) for h in range(HUNTS + 1))


# ---- the play --------------------------------------------------------------------------------

class Summary:
    """The public quantities of the hunt in progress that the play evaluation needs."""

    __slots__ = ("n", "strength", "count", "fut", "holder", "upn", "ups", "base", "remaining",
                 "hunts_left", "gbuf")

    def __init__(self, s: Sim) -> None:
        n = self.n = s.n
        hunts_left = self.hunts_left = HUNTS - s.hunt
        future = FUTURE[hunts_left]
        self.strength: List[List[int]] = []
        self.count: List[List[int]] = []
        self.fut: List[List[float]] = []
        strength, count, fut = self.strength, self.count, self.fut
        self.ups: List[List[int]] = []
        for ground in s.cards:
            gs = [0] * n
            gc = [0] * n
            gf = [0.0] * n
            ups: List[int] = []
            for p, row in enumerate(ground):
                if not row:
                    continue
                st = 0
                f = 0.0
                for e in row:
                    if e >= UP:
                        ups.append(e - UP)
                        f += future[e - UP]
                    else:
                        st += STRENGTH[e]
                        f += future[e]
                gs[p] = st
                gc[p] = len(row)
                gf[p] = f
            strength.append(gs)
            count.append(gc)
            fut.append(gf)
            self.ups.append(ups)
        self.holder = list(s.holder)
        self.upn = list(s.upn)
        self.gbuf = [sorted(b, reverse=True) for b in s.gbuf]
        self.base = [float(sum(s.won[p]) + len(s.prisoners[p]) - THIEF * s.thieves[p])
                     for p in range(n)]
        self.remaining = [PLAYS_PER_HUNT - s.played[p] for p in range(n)]

    def after(self, s: Sim, seat: int, key: int) -> None:
        """Bring the summary up to date after ``seat`` played ``key`` in ``s`` (the hunt's play
        going on: a play changes only its own ground, and only its player's figures there)."""
        if key < PLAY_BASE or key >= PLAY_BASE + 3 * NUM_KINDS:
            return
        k, g = divmod(key - PLAY_BASE, 3)
        self.count[g][seat] += 1
        self.fut[g][seat] += FUTURE[self.hunts_left][k]
        self.remaining[seat] -= 1
        if k < FIRST_WARRIOR:
            self.strength[g][seat] += STRENGTH[k]
            return
        self.ups[g] = [e - UP for row in s.cards[g] for e in row if e >= UP]
        self.holder = list(s.holder)
        self.upn = list(s.upn)


def values(sm: Summary, strength: List[List[int]], count: List[List[int]],
           fut: List[List[float]], holder: List[int], upn: List[int],
           remaining: Sequence[int]) -> List[float]:
    """Each seat's projected value (see the module docstring) for the given ground figures."""
    n = sm.n
    v = list(sm.base)
    # buffalo
    for g in range(3):
        st = strength[g]
        buf = sm.gbuf[g]
        order = sorted([p for p in range(n) if st[p]], key=lambda p: -st[p])
        if not order:
            continue
        if len(order) == 1:
            v[order[0]] += sum(buf)
            continue
        a, b = order[0], order[1]
        if st[a] == st[b]:
            continue
        v[a] += buf[0]
        if len(buf) > 1 and not (len(order) > 2 and st[order[2]] == st[b]):
            v[b] += buf[1]
    # the hide thief
    totals = [strength[0][p] + strength[1][p] + strength[2][p] for p in range(n)]
    top = max(totals)
    if top > 0:
        left = sum(remaining)
        if left == 0:
            for p in range(n):
                if totals[p] == top:
                    v[p] -= THIEF
        else:
            tau = 1.0 + THIEF_SOFT * left / n
            ws = [math.exp((t - top) / tau) for t in totals]
            z = sum(ws)
            for p in range(n):
                v[p] -= THIEF * ws[p] / z
    # prisoners
    sure_all = sum(remaining) == 0
    for g in range(3):
        h = holder[g]
        if h < 0:
            continue
        sure = 1.0 if sure_all else (HOLD_PAIR if upn[g] >= 2 else HOLD_SINGLE)
        cnt = count[g]
        f = fut[g]
        for p in range(n):
            if p != h and cnt[p]:
                v[h] += sure * cnt[p]
                v[p] -= sure * f[p]
    return v


def objective(vals: Sequence[float], me: int) -> float:
    """One number for ``me``: own value minus shares of the best rival's and the rivals' mean."""
    others = [x for p, x in enumerate(vals) if p != me]
    return vals[me] - RIVAL_MAX * max(others) - RIVAL_MEAN * sum(others) / len(others)


def _herd_gains(st: Sequence[int], buf: Sequence[int], n: int, out: List[float]) -> None:
    """Add to ``out`` the buffalo each seat would take at one ground (its buffalo ``buf``,
    best first; hunter strengths ``st``), as :func:`values` counts them."""
    a = b = -1               # the strongest and second-strongest seats with hunters
    sa = sb = sc = 0         # the three highest strengths (with repeats)
    for p in range(n):
        x = st[p]
        if not x:
            continue
        if x > sa:
            b, sb, sc = a, sa, sb
            a, sa = p, x
        elif x > sb:
            sc = sb
            b, sb = p, x
        elif x > sc:
            sc = x
    if a < 0:
        return
    if b < 0:
        for x in buf:
            out[a] += x
        return
    if sa == sb:
        return
    out[a] += buf[0]
    if len(buf) > 1 and sc != sb:
        out[b] += buf[1]


def _thief_loss(totals: Sequence[int], left: int, n: int) -> List[float]:
    """What the hide thief is expected to cost each seat (as :func:`values` counts it), with
    hunter totals ``totals`` and ``left`` cards still to play."""
    out = [0.0] * n
    top = max(totals)
    if top <= 0:
        return out
    if left == 0:
        for p in range(n):
            if totals[p] == top:
                out[p] = THIEF
        return out
    tau = 1.0 + THIEF_SOFT * left / n
    ws = [math.exp((t - top) / tau) for t in totals]
    z = THIEF / sum(ws)
    return [w * z for w in ws]


def _prison_gains(h: int, up: int, cnt: Sequence[int], fut: Sequence[float], sure_all: bool,
                  n: int, out: List[float]) -> None:
    """Add to ``out`` the prisoners' worth at one ground held by ``h`` (-1: nobody) with ``up``
    face-up warriors, as :func:`values` counts it."""
    if h < 0:
        return
    sure = 1.0 if sure_all else (HOLD_PAIR if up >= 2 else HOLD_SINGLE)
    for p in range(n):
        if p != h and cnt[p]:
            out[h] += sure * cnt[p]
            out[p] -= sure * fut[p]


def play_scores(s: Sim, keys: Optional[Sequence[int]] = None,
                sm: Optional[Summary] = None) -> List[Tuple[float, int]]:
    """``(score, key)`` for every legal play of the mover (or ``keys``), in key order: the
    :func:`objective` of the :func:`values` the play leaves, computed ground by ground (a play
    changes one ground only, so the others are counted once per position)."""
    me = s.current
    if sm is None:
        sm = Summary(s)
    if keys is None:
        keys = legal_keys(s)
    n = sm.n
    left = sum(sm.remaining) - 1
    sure_all = left == 0
    future = FUTURE[sm.hunts_left]
    strength, count, fut, gbuf, holder, upn = sm.strength, sm.count, sm.fut, sm.gbuf, sm.holder, sm.upn
    herds = []
    prisons = []
    fixed = list(sm.base)
    for g in range(3):
        herd = [0.0] * n
        _herd_gains(strength[g], gbuf[g], n, herd)
        prison = [0.0] * n
        _prison_gains(holder[g], upn[g], count[g], fut[g], sure_all, n, prison)
        herds.append(herd)
        prisons.append(prison)
        for p in range(n):
            fixed[p] += herd[p] + prison[p]
    totals = [strength[0][p] + strength[1][p] + strength[2][p] for p in range(n)]
    thief0 = _thief_loss(totals, left, n)
    thieves: Dict[int, List[float]] = {}
    others = [p for p in range(n) if p != me]
    share = RIVAL_MEAN / len(others)
    seats = range(n)
    o1, o2 = (others[0], others[1]) if n == 3 else (-1, -1)
    out: List[Tuple[float, int]] = []
    for key in keys:
        if key < PLAY_BASE or key >= PLAY_BASE + 3 * NUM_KINDS:
            out.append((0.0, key))
            continue
        k, g = divmod(key - PLAY_BASE, 3)
        h, up = holder[g], upn[g]
        if k < FIRST_WARRIOR:
            th = thieves.get(k)
            if th is None:
                tt = list(totals)
                tt[me] += STRENGTH[k]
                th = thieves[k] = _thief_loss(tt, left, n)
            st = list(strength[g])
            st[me] += STRENGTH[k]
            herd = [0.0] * n
            _herd_gains(st, gbuf[g], n, herd)
            old = herds[g]
            vals = [fixed[p] - old[p] + herd[p] - th[p] for p in seats]
            if h >= 0 and h != me:   # the holder would take this hunter too
                sure = 1.0 if sure_all else (HOLD_PAIR if up >= 2 else HOLD_SINGLE)
                vals[h] += sure
                vals[me] -= sure * future[k]
        else:
            th = thief0
            if h < 0 or h == me:
                h = me
                up += 1
            else:
                t = sm.ups[g][-1]
                if k == t or t in BEATS[k]:
                    if up == 2:
                        up = 1
                    elif k == t:
                        h, up = -1, 0
                    else:
                        h, up = me, 1
            cnt = list(count[g])
            cnt[me] += 1
            f = list(fut[g])
            f[me] += future[k]
            prison = [0.0] * n
            _prison_gains(h, up, cnt, f, sure_all, n, prison)
            old = prisons[g]
            vals = [fixed[p] - old[p] + prison[p] - th[p] for p in seats]
        if o1 >= 0:     # three players (the common case, spelt out)
            x, y = vals[o1], vals[o2]
            out.append((vals[me] - RIVAL_MAX * (x if x > y else y) - share * (x + y), key))
        else:
            best = max(vals[p] for p in others)
            out.append((vals[me] - RIVAL_MAX * best - share * sum(vals[p] for p in others), key))
    return out


def normal_play(s: Sim, rng: Optional[random.Random] = None, eps: float = 1e-9,
                sm: Optional[Summary] = None) -> int:
    """The normal bot's play: the best-scoring legal key (ties: the first, or by ``rng``);
    ``sm`` the position's :class:`Summary` if the caller keeps one."""
    keys = legal_keys(s)
    if len(keys) == 1:
        return keys[0]
    scored = play_scores(s, keys, sm)
    best_v = max(v for v, _ in scored)
    best = [k for v, k in scored if v >= best_v - eps]
    if rng is None or len(best) == 1:
        return best[0]
    return rng.choice(best)


def normal_key(s: Sim, rng: Optional[random.Random] = None) -> int:
    """The normal bot's move in any phase (``s`` is not changed)."""
    if s.phase == SELECT:
        return normal_pick(s)
    return normal_play(s, rng)
