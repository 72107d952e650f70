"""The normal bot: the legal move whose resulting position scores best for the mover.

:func:`score` turns the per-seat estimates of :func:`.evaluation.player_values`
into one number for the seat that asks: its own value minus a share of its rivals' mean and of
the best rival's (so that hurting a rival, e.g. by driving buffaloes off its tipis, counts too).
Finished games score by their result. The greedy policy (:mod:`.greedy`) plays the
best-scoring legal move.
"""

from __future__ import annotations

from typing import Callable, List

from ..rules import ranking_of
from ..state import PHASE_OVER, State
from .evaluation import player_values

RIVALS = 0.75  # share of the rivals' mean value subtracted by score()
LEADER = 0.3  # share of the best rival's value subtracted by score()
WIN_SCORE = 1000.0  # finished games: a win dwarfs every heuristic difference

Values = Callable[[State], List[float]]


def terminal_score(s: State, seat: int) -> float:
    """Score of a finished game for ``seat``: a share of first place, then rank, plains and
    resources."""
    places = ranking_of(s)
    top = places[0]
    reward = (1.0 / len(top)) if seat in top else 0.0
    rank = next(i for i, place in enumerate(places) if seat in place)
    return WIN_SCORE * reward - 10.0 * rank + s.plains[seat] + 0.01 * s.resources[seat]


def score(s: State, seat: int, values: Values = player_values) -> float:
    """One number for ``seat``: own value minus shares of the rivals' mean and best values."""
    if s.phase == PHASE_OVER:
        return terminal_score(s, seat)
    vals = values(s)
    others = [v for q, v in enumerate(vals) if q != seat]
    return vals[seat] - RIVALS * sum(others) / len(others) - LEADER * max(others)
