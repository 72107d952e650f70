"""The normal bot: a hand-made position evaluation and a greedy one-step policy built on it.

:func:`player_values` scores every seat of a position in "resource units": tipis in the open
plains, tipis on the board (worth more the further east they stand, less when they starve or
share a hex), buffaloes that feed them now or can drift onto them, resources, what an earn
action would yield, and the race against the herd leaving the board. :func:`score` turns that
into one number for the seat that asks: its own value minus a share of its rivals'.
:func:`greedy_key` plays the legal move whose resulting position scores best.
"""

from __future__ import annotations

import random
from typing import Dict, List, Optional, Sequence, Tuple

from ..rules import apply_key, legal_keys, ranking_of
from ..state import PHASE_OVER, RESOURCE_CAP, State
from .features import seat_features

# Weights of the evaluation (one per feature of :data:`features.NAMES`), in units of "tipis in
# the open plains at the end"; fitted by engine/bots/train.py.
WEIGHTS: Tuple[float, ...] = (
    0.0,
    0.41, 0.47, 0.53, 0.59, 0.65, 0.71,
    0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    -0.07, -0.1, -0.4, -0.07,
    0.07, 0.03, 0.0, 0.03, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0, 0.0, -0.15,
)
RIVALS = 0.5  # share of the rivals' mean value subtracted by score()
LEADER = 0.3  # share of the best rival's value subtracted by score()

WIN_SCORE = 1000.0  # terminal positions: a win dwarfs every heuristic difference


def player_values(s: State, w: Sequence[float] = WEIGHTS) -> List[float]:
    """Heuristic value of every seat of ``s`` (not for finished games): its tipis in the open
    plains plus the weighted features, i.e. an estimate of its final plains count."""
    plains = s.plains
    out = []
    for q, f in enumerate(seat_features(s)):
        v = plains[q]
        for wi, fi in zip(w, f):
            v += wi * fi
        out.append(v)
    return out


def terminal_score(s: State, seat: int) -> float:
    """Score of a finished game for ``seat``: a share of first place, then plains and resources."""
    places = ranking_of(s)
    top = places[0]
    reward = (1.0 / len(top)) if seat in top else 0.0
    for i, place in enumerate(places):
        if seat in place:
            rank_bonus = -i
            break
    return WIN_SCORE * reward + 10.0 * rank_bonus + s.plains[seat] + 0.01 * s.resources[seat]


def score(s: State, seat: int, w: Sequence[float] = WEIGHTS) -> float:
    """One number for ``seat``: own value minus shares of the rivals' mean and best values."""
    if s.phase == PHASE_OVER:
        return terminal_score(s, seat)
    vals = player_values(s, w)
    others = [v for q, v in enumerate(vals) if q != seat]
    return vals[seat] - RIVALS * sum(others) / len(others) - LEADER * max(others)


def ranked_keys(s: State, w: Sequence[float] = WEIGHTS) -> List[Tuple[float, tuple]]:
    """``(score, key)`` for every legal key of ``s``, best first (stable for equal scores)."""
    seat = s.current
    scored = [(score(apply_key(s, k), seat, w), i, k) for i, k in enumerate(legal_keys(s))]
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(v, k) for v, _, k in scored]


def greedy_key(s: State, rng: random.Random, w: Sequence[float] = WEIGHTS,
               epsilon: float = 1e-9) -> tuple:
    """The legal key whose resulting position scores best for the mover; ties (within
    ``epsilon``) are broken with ``rng``."""
    keys = legal_keys(s)
    if len(keys) == 1:
        return keys[0]
    seat = s.current
    best: List[tuple] = []
    best_v = float("-inf")
    for k in keys:
        v = score(apply_key(s, k), seat, w)
        if v > best_v + epsilon:
            best_v = v
            best = [k]
        elif v >= best_v - epsilon:
            best.append(k)
    return best[0] if len(best) == 1 else rng.choice(best)
