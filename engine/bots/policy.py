"""What a game offers its bots, and the game-agnostic pieces built on it.

A game package exposes ``bot_policy()`` returning an object with the :class:`BotPolicy` methods.
The :class:`engine.bots.thinker.Thinker` hands the policy the observation of the seat to act
(``observe(state, seat)``, JSON) and a random stream made from the caller's salt and that
observation; the policy never sees a state, so it cannot peek at what the seat may not know.
``decide(observation, level, rng, cap)`` returns a :class:`Search` (worked on in slices) or an
:class:`Instant` for every level; ``key_move`` turns the policy's internal key into the move dict.

A game without hidden information (Wind River) rebuilds its state from the observation (it is
the whole ``to_dict``) and may use :func:`random_key` and :func:`greedy_key` on its fast lane
(:class:`FastLane`: ``legal_keys``/``apply_key``/``score``). A game with hidden information
samples the hidden cards consistently with the observation (determinization).
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Optional, Protocol, Sequence, Tuple, TypeVar

#: a game's full state, and its internal move key (a :class:`FastLane`'s)
St = TypeVar("St")
K = TypeVar("K")


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

    def observation_code(self, observation: Dict[str, Any]) -> int:
        """A checksum of what the observation says of the position (seeds the bot's randomness;
        :func:`engine.bots.thinker.observation_code` unless a game leaves parts out)."""

    def can_act(self, observation: Dict[str, Any]) -> bool:
        """False once the observed game is over."""

    def decide(self, observation: Dict[str, Any], level: str, rng: random.Random,
               max_iterations: int) -> Search:
        """The decision of ``level`` for the seat to act, from its observation and ``rng`` only."""

    def key_move(self, key: Any) -> Dict[str, Any]:
        """The contract's move dict of ``key`` (a fresh dict)."""


class FastLane(Protocol[St, K]):
    """A game's internal move lane on a full state ``St`` with move keys ``K`` (only for a game
    without hidden information)."""

    def to_act(self, state: St) -> Optional[int]:
        """The seat to act, or None when the game is over."""

    def legal_keys(self, state: St) -> Sequence[K]:
        """The legal moves as the game's internal keys, in ``legal_moves`` order."""

    def apply_key(self, state: St, key: K) -> St:
        """The state after the move ``key`` (no validation)."""

    def score(self, state: St, seat: int) -> float:
        """How good ``state`` is for ``seat`` (higher is better)."""


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


def sensible_key(ranked: Sequence[Tuple[float, K]], rng: random.Random, sense: float,
                 width: int, margin: float) -> K:
    """The easy levels' choice among ``ranked`` ((score, key), best first, at least one): the
    best with probability ``sense``, else one drawn uniformly from the others among the best
    ``width`` that score within ``margin`` of the best (the best if there is none). A sensible
    move, never a blunder the rules of thumb see, but not always the best one."""
    draw = rng.random()
    best = ranked[0][0]
    others = [k for v, k in ranked[1:width] if v >= best - margin]
    if draw < sense or not others:
        return ranked[0][1]
    return rng.choice(others)


def random_key(lane: FastLane[St, K], state: St, rng: random.Random) -> K:
    """A legal key drawn uniformly with ``rng``."""
    return rng.choice(lane.legal_keys(state))


def greedy_key(lane: FastLane[St, K], state: St, rng: random.Random, epsilon: float = 1e-9) -> K:
    """The legal key whose resulting position scores best for the mover; ties (within
    ``epsilon``) are broken with ``rng``."""
    keys = lane.legal_keys(state)
    if len(keys) == 1:
        return keys[0]
    seat = lane.to_act(state)
    assert seat is not None
    best: List[K] = []
    best_v = float("-inf")
    for k in keys:
        v = lane.score(lane.apply_key(state, k), seat)
        if v > best_v + epsilon:
            best_v = v
            best = [k]
        elif v >= best_v - epsilon:
            best.append(k)
    return best[0] if len(best) == 1 else rng.choice(best)
