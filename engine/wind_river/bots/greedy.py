"""The greedy policy (the one-step favourite by :func:`.heuristic.score`), fast.

A herd step changes nothing but the buffaloes (unless it ends the herd step: then the supply
follows), so the scores of the herd steps are worked out from the buffalo tuple alone
(:func:`.evaluation.values_from`), without building the next state; the other moves are applied.
The scores are exactly those of ``score(apply_key(s, key), s.current)``.
:func:`policy_key` is the deterministic greedy choice (ties: the first in legal order), cached
per state, the rollout policy of the hard level and the turn completion of the normal one.
"""

from __future__ import annotations

from typing import Dict, List, Sequence, Tuple

from ..board import LAYOUTS
from ..rules import apply_key, herd_can_step, legal_keys
from ..state import NO_ARRIVALS, PHASE_ACTION, PHASE_BUFFALO, PHASE_OVER, Key, State
from .evaluation import HerdValues
from .heuristic import LEADER, RIVALS, score

CACHE_LIMIT = 20_000  # greedy choices remembered across searches (never changes a result)

_cache: Dict[State, Key] = {}


def combine(vals: Sequence[float], seat: int) -> float:
    """:func:`.heuristic.score` of an unfinished position from its per-seat values."""
    others = [v for q, v in enumerate(vals) if q != seat]
    return vals[seat] - RIVALS * sum(others) / len(others) - LEADER * max(others)


def key_scores(s: State) -> List[float]:
    """``score(apply_key(s, k), s.current)`` for every legal key ``k`` of ``s``, in legal order."""
    keys = legal_keys(s)
    seat = s.current
    phase = s.phase
    if phase != PHASE_BUFFALO and phase != PHASE_ACTION:
        return [score(apply_key(s, k), seat) for k in keys]
    layout = LAYOUTS[len(s.names)]
    buf0 = s.buffalo
    tipis = s.tipis
    if phase == PHASE_BUFFALO:
        last = s.buffalo_left == 1
        arr0 = s.arrived
    else:  # the extra buffalo ends the turn: fast unless the next seat's supply follows at once
        nxt = (seat + 1) % len(s.names)
        next_has_tipis = any(tipis[nxt])
    herd = HerdValues(s)
    out = []
    for k in keys:
        if k[0] == "buffalo":
            f, t = k[1], k[2]
            buf = list(buf0)
            buf[f] -= 1
            if t >= 0:
                buf[t] += 1
            vals = None
            if phase == PHASE_BUFFALO:
                ends = last
                if not ends:
                    arr = arr0
                    if t >= 0:
                        arr = arr0[:t] + (arr0[t] + 1,) + arr0[t + 1:]
                    ends = not herd_can_step(buf, arr, layout)
                vals = herd.after(f, t, buf, seat if ends else -1)
            elif not next_has_tipis or herd_can_step(buf, NO_ARRIVALS, layout):
                vals = herd.after(f, t, buf)
            if vals is not None:
                out.append(combine(vals, seat))
                continue
        out.append(score(apply_key(s, k), seat))
    return out


def ranked(s: State) -> List[Tuple[float, Key]]:
    """``(score, key)`` for every legal key of ``s``, best first (stable for equal scores)."""
    keys = legal_keys(s)
    scored = sorted(zip(key_scores(s), range(len(keys)), keys, strict=True), key=lambda t: (-t[0], t[1]))
    return [(v, k) for v, _, k in scored]


def policy_key(s: State) -> Key:
    """The greedy move with ties broken by legal-move order (deterministic, cached)."""
    cached = _cache.get(s)
    if cached is not None:
        return cached
    keys = legal_keys(s)
    key = keys[0]
    if len(keys) > 1 and s.phase != PHASE_OVER:
        best_v = float("-inf")
        for k, v in zip(keys, key_scores(s), strict=True):
            if v > best_v:
                best_v, key = v, k
    if len(_cache) >= CACHE_LIMIT:
        _cache.clear()
    _cache[s] = key
    return key
