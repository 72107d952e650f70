"""Random play through the contract (what the real games' ``playout.random_game`` offers)."""

from __future__ import annotations

import random
from typing import Any, Dict, List, Tuple

from . import apply, legal_moves, new_game
from .rules import State


def random_game(players: int, seed: int) -> Tuple[State, List[Dict[str, Any]]]:
    """A game of ``players`` seeded ``seed`` played by uniformly random moves: (final, moves)."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed)
    moves: List[Dict[str, Any]] = []
    while legal := legal_moves(state):
        move = rng.choice(legal)
        moves.append(move)
        state = apply(state, move)
    return state, moves
