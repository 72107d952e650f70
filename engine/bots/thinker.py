"""Thinking in slices: the :class:`Thinker`, the one door into every game's bots.

A bot is handed what its seat may see and nothing else: the game's id and
``observe(state, seat)`` of the seat to act (a JSON dict), plus a ``salt`` of the caller's own
(a per-device or per-game secret, never the game's seed). The decision's random stream is made
from the salt and a checksum of the observation (:func:`decision_rng`), so two states that look
alike to the seat get the same decision by construction, and nothing a bot does can read the
deal::

    thinker = Thinker("manitou", observe(state, to_act(state)), "hard", salt=secret)
    while (move := thinker.step(0.05)) is None:
        ...  # give the browser a frame, then continue

``time_budget`` caps the *thinking* time (the time spent inside ``step``), not the wall clock
between calls. Each level also has an iteration cap: a choice that ends by the cap depends only
on the observation, the level and the salt; one cut short by the time budget may differ (on a
slower machine the budget binds earlier). Tests and benchmarks that need exact repeatability pass
``max_iterations`` and a generous ``time_budget``.
"""

from __future__ import annotations

import json
import random
import time
import zlib
from typing import Any, Dict, Optional

from ..core import registry
from .policy import BotPolicy

#: The levels every game's policy offers (each policy sets its own budgets and caps).
LEVELS = ("easy", "normal", "hard")


def observation_code(observation: Dict[str, Any]) -> int:
    """A checksum of an observation, the same in every process (``hash`` is not)."""
    text = json.dumps(observation, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return zlib.crc32(text.encode("ascii"))


def decision_rng(game_id: str, level: str, salt: Any, code: int) -> random.Random:
    """The random stream of one decision: fixed by the game, the level, the caller's salt and
    the observation's checksum ``code`` (nothing else reaches it)."""
    return random.Random(f"{game_id}-bot/{level}/{salt}/{code}")


def policy_for(game_id: str) -> BotPolicy:
    """The bot policy of the registered game ``game_id``; ``ValueError`` for an unknown game or
    one without bots (``bot_policy`` is optional in the contract)."""
    if game_id not in registry.game_ids():
        raise ValueError(f"Unknown game {str(game_id)[:40]!r}.")
    game = registry.load(game_id)
    hook = getattr(game, "bot_policy", None)   # optional, so not a member of the Game protocol
    if not callable(hook):
        raise ValueError(f"{game.INFO.title} offers no computer players.")
    policy: BotPolicy = hook()
    return policy


class Thinker:
    """Chooses a move for the seat whose observation it is given, at ``level``, a slice at a time.

    ``game_id`` is a registered game's id, ``observation`` that game's ``observe(state, seat)``
    for the seat to act (JSON), ``salt`` the caller's own secret for the bot's randomness (an
    int or a short str; never the game's seed); ``time_budget`` (seconds of thinking, default:
    the level's own) and ``max_iterations`` (default: the level's own) cap the work. Raises
    ``ValueError`` for an unknown level or game, an observation that is not a dict, or a
    finished game.
    """

    def __init__(self, game_id: str, observation: Dict[str, Any], level: str, *, salt: Any,
                 time_budget: Optional[float] = None,
                 max_iterations: Optional[int] = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"Unknown bot level {str(level)[:20]!r}: use one of {', '.join(LEVELS)}.")
        policy = policy_for(game_id)
        if not isinstance(observation, dict):
            raise ValueError("The bot needs the observation of the seat to act (observe(state, seat)).")
        if type(salt) not in (int, str):
            raise ValueError("The bot's salt must be an int or a str.")
        if not policy.can_act(observation):
            raise ValueError("The game is over: there is no move to choose.")
        budget, cap = policy.levels[level]
        self.policy = policy
        self.level = level
        self.observation = observation
        self.time_budget = budget if time_budget is None else max(0.0, float(time_budget))
        self.max_iterations = cap if max_iterations is None else max(1, int(max_iterations))
        self.elapsed = 0.0
        self._rng = decision_rng(game_id, level, salt, policy.observation_code(observation))
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

    def step(self, max_seconds: float = 0.05) -> Optional[Dict[str, Any]]:
        """Think for about ``max_seconds`` (and never past the time budget).

        A slice may run over by one unit of work (a rollout move, a sampled world: a few ms on
        Pyodide), so a page that must stay strictly under 50 ms asks for less (the page: 15 ms).

        Returns ``None`` while still thinking, then the chosen move (a fresh dict, one of the
        game's ``legal_moves``) on this and every later call.
        """
        if self._move is not None:
            return dict(self._move)
        t0 = time.perf_counter()
        if self._search is None:
            self._search = self.policy.decide(self.observation, self.level, self._rng,
                                              self.max_iterations)
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
