"""Random play on the fast lane: the benchmark's workload, the golden files' and the
conformance tests' driver, and the core of bots' playouts.

:func:`random_game` chooses uniformly among the legal moves at every step, exactly as choosing
with ``rng.choice(legal_moves(state))`` through the public API would (same order, same
generator calls), but runs on one mutable :class:`engine.manitou.rules.Sim` without
validating, thawing or freezing.
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Tuple

from ..core.players import default_names
from ..core.players import PALETTE
from .moves import TEMPLATES
from .rules import OVER, legal_keys, new_sim, step
from .state import State, freeze


def random_keys(sim: Any, rng: random.Random) -> List[int]:
    """Play ``sim`` to the end in place with uniformly random legal keys; the keys played."""
    played: List[int] = []
    choice = rng.choice
    while sim.phase != OVER:
        key = choice(legal_keys(sim))
        step(sim, key)
        played.append(key)
    return played


def random_game(num_players: int, seed: int) -> Tuple[State, List[Dict[str, Any]]]:
    """The game ``new_game(num_players, seed=seed)`` played with ``random.Random(seed)``
    choosing uniformly among the legal moves; the final state and the moves."""
    sim = new_sim(num_players, seed)
    keys = random_keys(sim, random.Random(seed))
    final = freeze(sim, tuple(default_names(num_players)), tuple(PALETTE[:num_players]))
    return final, [TEMPLATES[k].copy() for k in keys]
