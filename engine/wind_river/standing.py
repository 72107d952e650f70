"""Who is still in the race: pure queries for the page (nothing here changes a state).

A player is *out* once setup is over and none of their tipis stands on the board. None can come
back then: a tipi enters the board only by setup placement or by the new-tipi action (§4.3c),
which needs an own tipi already on the hex. Such a player still takes turns (rules §4.3, E12):
no herd step, nothing to supply, and the extra buffalo or, when no buffalo can move, a pass.
Their tipis in the open plains still count for the ranking.
"""

from __future__ import annotations

from typing import Any, Dict, Optional

from .moves import to_move
from .rules import legal_keys
from .state import PHASE_OVER, PHASE_PLACE, State


def is_out(state: State, seat: int) -> bool:
    """True when ``seat`` has no tipi on the board and none can come back (setup is over).

    Also True for such a seat once the game is over. Raises ``ValueError`` for a seat that does
    not exist.
    """
    if not (type(seat) is int and 0 <= seat < state.num_players):
        raise ValueError("There is no such seat.")
    return state.phase != PHASE_PLACE and state.on_board(seat) == 0


def forced_move(state: State) -> Optional[Dict[str, Any]]:
    """The move of a player who is out when it is their only legal move (a fresh dict), else None.

    This is the turn that may play itself: the player to act is out and ``legal_moves`` holds
    exactly one move (a pass, or the only buffalo that can still step).
    """
    if state.phase == PHASE_OVER or not is_out(state, state.current):
        return None
    keys = legal_keys(state)
    return to_move(keys[0]) if len(keys) == 1 else None
