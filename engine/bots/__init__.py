"""Computer opponents for Wind River: pure Python, standard library only.

    from engine.bots import choose_move, Thinker
    move = choose_move(state, "normal", seed=42)          # blocking
    thinker = Thinker(state, "hard", seed=42)             # in slices, for a browser page
    while (move := thinker.step(0.05)) is None:
        ...  # yield to the browser

Levels:

* ``easy``: a uniformly random legal move (:mod:`engine.bots.random_bot`).
* ``normal``: the legal move whose resulting position scores best under a hand-made
  evaluation of supply, herd, resources, crowding and the race to the plains
  (:mod:`engine.bots.heuristic`); ties broken at random.
* ``hard``: rollouts of the normal policy from the most promising moves to the end of the bot's
  next turn, under a time budget and an iteration cap (:mod:`engine.bots.search`).

Every choice is deterministic for a given state, level and seed as long as it ends by the
iteration cap and not by the time budget (see :mod:`engine.bots.thinker`).
"""

from __future__ import annotations

from typing import Any, Dict, Optional

from ..state import State
from .thinker import LEVELS, Thinker

__all__ = ["choose_move", "Thinker", "LEVELS"]


def choose_move(state: State, level: str, *, seed: int, time_budget: Optional[float] = None,
                max_iterations: Optional[int] = None) -> Dict[str, Any]:
    """The move the bot of ``level`` ("easy", "normal" or "hard") plays in ``state``.

    ``state`` is a :class:`State` (as returned by ``engine.wind_river.from_dict``); the result
    is a fresh dict, one of ``legal_moves(state)``. ``seed`` (int) fixes the bot's random
    choices; ``time_budget`` caps the thinking time in seconds (default: the level's own, 1 s
    for hard) and ``max_iterations`` the search work (default: the level's own). Raises
    ``ValueError`` for an unknown level or a finished game.
    """
    return Thinker(state, level, seed=seed, time_budget=time_budget,
                   max_iterations=max_iterations).run()
