"""A frozen copy of the bots of the release before issue 32 (the fixed opponents of
``bench/tournament.py``): ``previous.choose_move(state, level, seed=...)`` plays as the site's bots
did then (they were called with the whole state and a seed; the hidden-information games read only
``observe(state, seat)`` from it). Never edited: a later release measures itself against it."""

from __future__ import annotations

import random
from typing import Any, Dict, Optional

from engine.core import registry

from .core_bots.policy import greedy_key, random_key
from .core_bots.thinker import position_rng


def _policies() -> Dict[str, Any]:
    from .manitou.policy import POLICY as MANITOU
    from .white_buffalo.policy import POLICY as WHITE_BUFFALO
    from .wind_river.policy import POLICY as WIND_RIVER
    return {"wind-river": WIND_RIVER, "manitou": MANITOU, "white-buffalo": WHITE_BUFFALO}


POLICIES: Dict[str, Any] = {}


def choose_move(state: Any, level: str, *, seed: int, time_budget: Optional[float] = None,
                max_iterations: Optional[int] = None) -> Dict[str, Any]:
    """The previous release's bot of ``level`` in ``state`` (blocking, like its ``choose_move``)."""
    import time

    if not POLICIES:
        POLICIES.update(_policies())
    game = registry.game_for(state)
    assert game is not None
    policy = POLICIES[game.INFO.id]
    budget, cap = policy.levels[level]
    budget = budget if time_budget is None else time_budget
    cap = cap if max_iterations is None else max_iterations
    keys = policy.legal_keys(state)
    rng: random.Random = position_rng(policy, state, level, seed)
    if len(keys) == 1:
        return policy.key_move(keys[0])
    decide = getattr(policy, "decide", None)
    if decide is not None:
        search = decide(state, level, rng, cap)
    elif level == "easy":
        return policy.key_move(random_key(policy, state, rng))
    elif level == "normal":
        return policy.key_move(greedy_key(policy, state, rng))
    else:
        search = policy.search(state, rng, cap)
    deadline = time.perf_counter() + budget
    search.advance(deadline)
    return policy.key_move(search.result())
