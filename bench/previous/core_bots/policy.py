"""What a game offers its bots, and the game-agnostic players built on it.

A game package exposes ``bot_policy()`` returning an object with the :class:`BotPolicy` methods:
a fast internal move lane (``legal_keys``/``apply_key``/``key_move`` on the game's own keys), a
``score`` of a position for a seat (the normal level is greedy on it) and a ``search`` for the
hard level. The players here (random and greedy) and :class:`engine.bots.thinker.Thinker` work
only through that object, so one Thinker serves every game.

For a game with hidden information, the policy must decide from what the seat to act may know
(``observe(state, seat)``): its ``search`` samples the hidden cards consistently with that view
(determinization) rather than reading the true state. Such a policy offers
``decide(state, level, rng, max_iterations)`` returning a :class:`Search` (or an
:class:`Instant`) for every level; the Thinker then leaves the whole decision to it, since the
generic greedy level would judge the true state.
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Optional, Protocol, Sequence, Tuple


class Search(Protocol):
    """A decision in progress: worked on in slices until done."""

    iterations: int

    def advance(self, deadline: float) -> bool:
        """Work until ``deadline`` (a ``time.perf_counter()`` value); True once finished."""

    def result(self) -> Any:
        """The best key found so far."""


class BotPolicy(Protocol):
    """The game-specific half of a bot (see the module docstring)."""

    game_id: str
    #: level -> (default thinking budget in seconds, default iteration cap)
    levels: Dict[str, Tuple[float, int]]

    def position_code(self, state: Any) -> int:
        """A checksum of the position, the same in every process (seeds the bot's randomness)."""

    def to_act(self, state: Any) -> Optional[int]:
        """The seat to act, or None when the game is over."""

    def legal_keys(self, state: Any) -> Sequence[Any]:
        """The legal moves as the game's internal keys, in ``legal_moves`` order."""

    def apply_key(self, state: Any, key: Any) -> Any:
        """The state after the move ``key`` (no validation)."""

    def key_move(self, key: Any) -> Dict[str, Any]:
        """The contract's move dict of ``key`` (a fresh dict)."""

    def score(self, state: Any, seat: int) -> float:
        """How good ``state`` is for ``seat`` (higher is better)."""

    def search(self, state: Any, rng: random.Random, max_iterations: int) -> Search:
        """The hard level's search for the seat to act."""


class Instant:
    """A 'search' that has decided already (easy and normal levels, forced moves)."""

    iterations = 0

    def __init__(self, key: Any) -> None:
        self.key = key

    def advance(self, deadline: float) -> bool:
        """Nothing to do: finished."""
        return True

    def result(self) -> Any:
        """The decided key."""
        return self.key


def random_key(policy: BotPolicy, state: Any, rng: random.Random) -> Any:
    """A legal key drawn uniformly with ``rng`` (the easy level)."""
    return rng.choice(policy.legal_keys(state))


def greedy_key(policy: BotPolicy, state: Any, rng: random.Random, epsilon: float = 1e-9) -> Any:
    """The legal key whose resulting position scores best for the mover (the normal level);
    ties (within ``epsilon``) are broken with ``rng``."""
    keys = policy.legal_keys(state)
    if len(keys) == 1:
        return keys[0]
    seat = policy.to_act(state)
    assert seat is not None
    best: List[Any] = []
    best_v = float("-inf")
    for k in keys:
        v = policy.score(policy.apply_key(state, k), seat)
        if v > best_v + epsilon:
            best_v = v
            best = [k]
        elif v >= best_v - epsilon:
            best.append(k)
    return best[0] if len(best) == 1 else rng.choice(best)
