"""Random play on the fast lane: the benchmark's workload, the golden files' and the
conformance tests' driver.

:func:`random_game` chooses uniformly among the legal moves at every step, exactly as choosing
with ``rng.choice(legal_moves(state))`` through the public API would (the same keys in the same
order, the same generator calls: ``choice(seq)`` is ``seq[rng._randbelow(len(seq))]``), but
runs on one mutable :class:`engine.white_buffalo.rules.Sim` without validating, thawing or
freezing. ``tests/test_white_buffalo_properties.py`` checks the two give the same games.
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Tuple

from ..core.players import PALETTE, default_names
from .moves import to_move
from .rules import OVER, legal_keys, new_sim, step
from .state import State, freeze


def random_keys(sim: Any, rng: random.Random) -> List[int]:
    """Play ``sim`` to the end in place with uniformly random legal keys; the keys played."""
    played: List[int] = []
    append = played.append
    below = rng._randbelow  # type: ignore[attr-defined]  # what rng.choice uses
    while sim.phase != OVER:
        keys = legal_keys(sim)
        key = keys[below(len(keys))]
        append(key)
        step(sim, key)
    return played


def random_game(num_players: int, seed: int) -> Tuple[State, List[Dict[str, Any]]]:
    """The game ``new_game(num_players, seed=seed)`` played with ``random.Random(seed)``
    choosing uniformly among the legal moves; the final state and the moves."""
    sim = new_sim(num_players, seed)
    keys = random_keys(sim, random.Random(seed))
    final = freeze(sim, tuple(default_names(num_players)), tuple(PALETTE[:num_players]))
    return final, [to_move(k) for k in keys]
