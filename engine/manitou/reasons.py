"""Why a move is not legal: turns a rejected key into an :class:`IllegalMove` a player can read.

Only called after the legal keys said no, so it never decides legality itself; it finds the
most helpful explanation and falls back to a generic one.
"""

from __future__ import annotations

from ..core.errors import IllegalMove
from . import text
from .cards import CARD_IDS, FIRST_WARRIOR, MAX_UP
from .rules import OVER, PASS_KEY, PHASE_NAMES, PLAY, PLAY_BASE, SELECT, UP
from .state import State


def explain(s: State, key: int) -> IllegalMove:
    """The :class:`IllegalMove` explaining why ``key`` is not legal in ``s``."""
    who = s.names[s.current]
    if s.phase == OVER:
        return _err("game-over")
    task = text.phase_task(PHASE_NAMES[s.phase])
    if key < PLAY_BASE:
        if s.phase != SELECT:
            return _err("wrong-phase", who=who, task=task)
        return _err("not-in-reserve", who=who, card=text.card_noun(CARD_IDS[key]))
    if s.phase != PLAY:
        return _err("wrong-phase", who=who, task=task)
    if key == PASS_KEY:
        return _err("must-play", who=who)
    k, g = divmod(key - PLAY_BASE, 3)
    if k not in s.hand[s.current]:
        return _err("not-in-hand", who=who, card=text.card_noun(CARD_IDS[k]))
    ups = sum(1 for e in s.cards[g][s.current] if e >= UP)
    if k >= FIRST_WARRIOR and ups >= MAX_UP:
        return _err("warrior-limit", who=who, ground=g + 1)
    return _err("not-legal")


def _err(code: str, **values: object) -> IllegalMove:
    return IllegalMove(code, text.reason(code, **values))
