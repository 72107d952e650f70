"""Thinking in slices: the :class:`Thinker` that every level runs through.

A browser page cannot block for a second, so a bot's choice is split into short calls::

    thinker = Thinker(state, "hard", seed=7)
    while (move := thinker.step(0.05)) is None:
        ...  # give the browser a frame, then continue

``time_budget`` caps the *thinking* time (the time spent inside ``step``), not the wall clock
between calls. Each level also has an iteration cap: a choice that ends by the cap depends only
on the state, the level and the seed; one cut short by the time budget may differ (on a slower
machine the budget binds earlier). Tests and benchmarks that need exact repeatability pass
``max_iterations`` and a generous ``time_budget``.
"""

from __future__ import annotations

import random
import time
from typing import Any, Dict, Optional

from engine.core import registry

from .policy import BotPolicy, Instant, greedy_key, random_key

#: The levels every game's policy offers (each policy sets its own budgets and caps).
LEVELS = ("easy", "normal", "hard")


def position_rng(policy: BotPolicy, s: Any, level: str, seed: int) -> random.Random:
    """The random stream of one decision: fixed by the game, the level, the seed and the position."""
    return random.Random(f"{policy.game_id}-bot/{level}/{seed}/{policy.position_code(s)}")


class Thinker:
    """Chooses a move for the player to act in ``state`` at ``level``, a slice at a time.

    ``state`` is any registered game's state (the game is found through the registry);
    ``seed`` (an int) fixes every random choice; ``time_budget`` (seconds of thinking, default:
    the level's own) and ``max_iterations`` (default: the level's own) cap the work. Raises
    ``ValueError`` for an unknown level, a state of no registered game or a finished game.
    """

    def __init__(self, state: Any, level: str, *, seed: int,
                 time_budget: Optional[float] = None,
                 max_iterations: Optional[int] = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"Unknown bot level {str(level)[:20]!r}: use one of {', '.join(LEVELS)}.")
        game = registry.game_for(state)
        if game is None:
            raise ValueError("The bot needs a game state (use the game's from_dict).")
        policy: BotPolicy = game.bot_policy()
        if policy.to_act(state) is None:
            raise ValueError("The game is over: there is no move to choose.")
        if type(seed) is not int:
            raise ValueError("The bot's seed must be an int.")
        budget, cap = policy.levels[level]
        self.policy = policy
        self.level = level
        self.state = state
        self.seed = seed
        self.time_budget = budget if time_budget is None else max(0.0, float(time_budget))
        self.max_iterations = cap if max_iterations is None else max(1, int(max_iterations))
        self.elapsed = 0.0
        self._move: Optional[Dict[str, Any]] = None
        self._search: Any = None

    @property
    def done(self) -> bool:
        """True once the move has been chosen."""
        return self._move is not None

    @property
    def iterations(self) -> int:
        """Search iterations (rollouts) completed so far (0 for the instant levels)."""
        return getattr(self._search, "iterations", 0)

    @property
    def progress(self) -> float:
        """A rough 0..1 measure of the work done (for a progress indicator)."""
        if self._move is not None:
            return 1.0
        by_time = self.elapsed / self.time_budget if self.time_budget > 0 else 1.0
        return min(1.0, max(by_time, self.iterations / self.max_iterations))

    def _start(self) -> Any:
        s, policy = self.state, self.policy
        keys = policy.legal_keys(s)
        rng = position_rng(policy, s, self.level, self.seed)
        if len(keys) == 1:
            return Instant(keys[0])
        decide = getattr(policy, "decide", None)
        if decide is not None:  # a game with hidden information decides from the mover's view
            return decide(s, self.level, rng, self.max_iterations)
        if self.level == "easy":
            return Instant(random_key(policy, s, rng))
        if self.level == "normal":
            return Instant(greedy_key(policy, s, rng))
        return policy.search(s, rng, self.max_iterations)

    def step(self, max_seconds: float = 0.05) -> Optional[Dict[str, Any]]:
        """Think for about ``max_seconds`` (and never past the time budget).

        A slice may run over by one rollout move (1-3 ms on Pyodide), so a page that must stay
        strictly under 50 ms can ask for 0.045.

        Returns ``None`` while still thinking, then the chosen move (a fresh dict, one of
        ``legal_moves(state)``) on this and every later call.
        """
        if self._move is not None:
            return dict(self._move)
        t0 = time.perf_counter()
        if self._search is None:
            self._search = self._start()
        left = self.time_budget - self.elapsed
        deadline = t0 + max(0.0, min(max_seconds, left))
        finished = self._search.advance(deadline)
        self.elapsed += time.perf_counter() - t0
        if finished or self.elapsed >= self.time_budget:
            self._move = self.policy.key_move(self._search.result())
            return dict(self._move)
        return None

    def run(self) -> Dict[str, Any]:
        """Think until done (blocking) and return the move."""
        move = None
        while move is None:
            move = self.step(max(0.05, self.time_budget))
        return move
