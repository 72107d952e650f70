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
import zlib
from typing import Any, Dict, Optional

from ..moves import TEMPLATES
from ..rules import legal_keys
from ..state import PHASE_OVER, State
from .heuristic import greedy_key
from .random_bot import random_key
from .search import Search

# level -> (default time budget in seconds, default iteration cap of the search)
LEVELS: Dict[str, tuple] = {
    "easy": (0.05, 1),
    "normal": (0.5, 1),
    "hard": (1.0, 64),
}


def position_code(s: State) -> int:
    """A checksum of the position that is the same in every process (``hash`` is not)."""
    data = (s.current, s.phase, s.buffalo, s.tipis, s.resources, s.unused, s.plains,
            s.buffalo_left, s.arrived, s.stock)
    return zlib.crc32(repr(data).encode("ascii"))


def position_rng(s: State, level: str, seed: int) -> random.Random:
    """The random stream of one decision: fixed by the level, the seed and the position."""
    return random.Random(f"wind-river-bot/{level}/{seed}/{position_code(s)}")


class _Instant:
    """A 'search' that decides at once (easy and normal levels)."""

    def __init__(self, key: tuple) -> None:
        self.key = key

    def advance(self, deadline: float) -> bool:
        return True

    def result(self) -> tuple:
        return self.key


class Thinker:
    """Chooses a move for the player to act in ``state`` at ``level``, a slice at a time.

    ``seed`` (an int) fixes every random choice; ``time_budget`` (seconds of thinking, default:
    the level's own) and ``max_iterations`` (default: the level's own) cap the work. Raises
    ``ValueError`` for an unknown level, a state that is not a :class:`State` or a finished
    game.
    """

    def __init__(self, state: State, level: str, *, seed: int,
                 time_budget: Optional[float] = None,
                 max_iterations: Optional[int] = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"Unknown bot level {level!r}: use one of {', '.join(LEVELS)}.")
        if not isinstance(state, State):
            raise ValueError("The bot needs a game state (use engine.wind_river.from_dict).")
        if state.phase == PHASE_OVER:
            raise ValueError("The game is over: there is no move to choose.")
        if type(seed) is not int:
            raise ValueError("The bot's seed must be an int.")
        budget, cap = LEVELS[level]
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
        s = self.state
        keys = legal_keys(s)
        rng = position_rng(s, self.level, self.seed)
        if len(keys) == 1:
            return _Instant(keys[0])
        if self.level == "easy":
            return _Instant(random_key(s, rng))
        if self.level == "normal":
            return _Instant(greedy_key(s, rng))
        return Search(s, rng, self.max_iterations)

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
            self._move = TEMPLATES[self._search.result()].copy()
            return dict(self._move)
        return None

    def run(self) -> Dict[str, Any]:
        """Think until done (blocking) and return the move."""
        move = None
        while move is None:
            move = self.step(max(0.05, self.time_budget))
        return move
