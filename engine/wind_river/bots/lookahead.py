"""The normal level's one-step look-ahead: judge a move where the mover's turn ends.

A Wind River turn is several decisions (the herd steps, then the action), and the evaluation
after a single step misjudges a step whose point only shows with the next one. So the best
:data:`WIDTH` moves by the one-step evaluation are each followed by the rest of the mover's own
turn, played by the greedy policy (:func:`.greedy.policy_key`), and the move whose turn ends in
the best position wins (ties broken with ``rng``).
"""

from __future__ import annotations

import random
from typing import List

from ..rules import apply_key
from ..state import PHASE_OVER, Key, State
from .greedy import policy_key, ranked
from .heuristic import score

WIDTH = 5        # moves followed to the end of the turn
MAX_STEPS = 12   # at most this many greedy moves to finish the turn (a turn has fewer)


def turn_end(s: State, me: int) -> State:
    """``s`` played on by the greedy policy while ``me`` is to act (and the game goes on)."""
    for _ in range(MAX_STEPS):
        if s.phase == PHASE_OVER or s.current != me:
            break
        s = apply_key(s, policy_key(s))
    return s


def lookahead_key(s: State, rng: random.Random) -> Key:
    """The move of the normal level in ``s`` (see the module docstring)."""
    me = s.current
    best_v = float("-inf")
    best: List[Key] = []
    for _, k in ranked(s)[:WIDTH]:
        v = score(turn_end(apply_key(s, k), me), me)
        if v > best_v + 1e-9:
            best_v, best = v, [k]
        elif v >= best_v - 1e-9:
            best.append(k)
    return best[0] if len(best) == 1 else rng.choice(best)
