"""Random play: the engine's conformance driver, the benchmark's workload and the easy bot's core."""

from __future__ import annotations

import random
from typing import Any, Dict, List, Tuple

from . import apply, legal_moves, new_game
from .state import PHASE_OVER, State


def random_game(num_players: int, seed: int) -> Tuple[State, List[Dict[str, Any]]]:
    """Play a whole game choosing uniformly among ``legal_moves`` with ``random.Random(seed)``.

    The game is ``new_game(num_players, seed=seed)``. Returns the final state and the moves.
    """
    rng = random.Random(seed)
    s = new_game(num_players, seed=seed)
    moves: List[Dict[str, Any]] = []
    while s.phase != PHASE_OVER:
        move = rng.choice(legal_moves(s))
        s = apply(s, move)
        moves.append(move)
    return s, moves
