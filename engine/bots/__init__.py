"""Computer players for every game on the site: pure Python, standard library only.

One entry point decides for a seat, from what that seat may see::

    from engine.bots import Thinker, choose_move
    obs = game.observe(state, game.to_act(state))             # the seat to act's observation
    thinker = Thinker(game.INFO.id, obs, "hard", salt=secret)  # in slices, for a browser page
    while (move := thinker.step(0.015)) is None:
        ...  # yield to the browser (e.g. await asyncio.sleep(0)), then continue
    move = choose_move(game.INFO.id, obs, "normal", salt=secret)   # the blocking form

A bot never receives the state: only the game's id, the observation of the seat to act and a
``salt`` of the caller's own (a per-device or per-game secret; never the game's seed), from which
and the observation's checksum its random stream is made (:mod:`engine.bots.thinker`). So states
that look alike to the seat get the same decision by construction, and nothing reaches the deal.
:func:`seat_to_act` gives (game id, observation) of a state for callers that hold one (tests,
the bench, the page).

Levels (the same three for every game; each game's ``bot_policy()`` says how,
:mod:`engine.bots.policy`): ``easy`` plays sensibly but weakly (it beats random players most of
the time), ``normal`` is a fair opponent for a newcomer (a good heuristic, with Wind River's
one-step look-ahead), ``hard`` searches under a time budget and an iteration cap (Wind River:
rollouts from the most promising moves; Manitou and White Buffalo: determinized Monte Carlo over
worlds sampled consistently with the observation).

A bot decides one step at a time, exactly like a person (a forced step returns at once). Every
choice is deterministic for a given observation, level and salt as long as it ends by the
iteration cap and not by the time budget.
"""

from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

from ..core import registry
from .thinker import LEVELS, Thinker

__all__ = ["choose_move", "seat_to_act", "Thinker", "LEVELS"]


def seat_to_act(state: Any) -> Tuple[str, Dict[str, Any]]:
    """``(game id, observe(state, seat to act))`` of a registered game's state: what a bot of
    the seat to act is handed. ``ValueError`` for a state of no registered game or a finished one."""
    game: Any = registry.game_for(state)
    if game is None:
        raise ValueError("The bot needs a game state (use the game's from_dict).")
    seat = game.to_act(state)
    if seat is None:
        raise ValueError("The game is over: there is no move to choose.")
    return game.INFO.id, game.observe(state, seat)


def choose_move(game_id: str, observation: Dict[str, Any], level: str, *, salt: Any,
                time_budget: Optional[float] = None,
                max_iterations: Optional[int] = None) -> Dict[str, Any]:
    """The move the bot of ``level`` plays for the seat whose ``observation`` it is (blocking;
    see :class:`Thinker` for the arguments). The result is a fresh legal move dict."""
    return Thinker(game_id, observation, level, salt=salt, time_budget=time_budget,
                   max_iterations=max_iterations).run()
