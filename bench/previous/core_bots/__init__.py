"""Computer players for every game on the site: pure Python, standard library only.

    from engine.bots import choose_move, Thinker
    move = choose_move(state, "normal", seed=42)          # blocking; a fresh legal move dict
    thinker = Thinker(state, "hard", seed=42)             # in slices, for a browser page
    while (move := thinker.step(0.05)) is None:
        ...  # yield to the browser (e.g. await asyncio.sleep(0)), then continue

Levels (the same three for every game; what they know of the game comes from the game
package's ``bot_policy()``, see :mod:`engine.bots.policy`):

* ``easy``: a uniformly random legal move.
* ``normal``: the legal move whose resulting position scores best under the game's evaluation
  (for Wind River: supply, herd, resources, crowding and the race to the plains,
  :mod:`engine.wind_river.bots`); ties broken at random.
* ``hard``: the game's search under a time budget and an iteration cap (for Wind River:
  rollouts of the normal policy from the most promising moves).

A game with hidden information (Manitou) decides every level itself from what the mover may
know (``observe(state, seat)``), through its policy's ``decide``: the normal level follows a
party recipe and judges plays by the hunt they project; the hard level plays out candidate
moves and parties on worlds sampled consistently with the observation (determinization),
:mod:`engine.manitou.bots`.

A bot decides one step at a time, exactly like a person (a forced step returns at once).

Every choice is deterministic for a given state, level and seed as long as it ends by the
iteration cap and not by the time budget (see :mod:`engine.bots.thinker`); on CPython the hard
level's default cap (64 rollouts) usually ends it well before its default budget (1 s of
thinking). A page can pass e.g. ``seed = game seed * 100000 + number of moves played`` so that
a replayed game gets the same bot moves.
"""

from __future__ import annotations

from typing import Any, Dict, Optional

from .thinker import LEVELS, Thinker

__all__ = ["choose_move", "Thinker", "LEVELS"]


def choose_move(state: Any, level: str, *, seed: int, time_budget: Optional[float] = None,
                max_iterations: Optional[int] = None) -> Dict[str, Any]:
    """The move the bot of ``level`` ("easy", "normal" or "hard") plays in ``state``.

    ``state`` is a state of any registered game (e.g. from its ``from_dict``); the result
    is a fresh dict, one of ``legal_moves(state)``. ``seed`` (int) fixes the bot's random
    choices; ``time_budget`` caps the thinking time in seconds (default: the level's own, 1 s
    for hard) and ``max_iterations`` the search work (default: the level's own). Raises
    ``ValueError`` for an unknown level or a finished game.
    """
    return Thinker(state, level, seed=seed, time_budget=time_budget,
                   max_iterations=max_iterations).run()
