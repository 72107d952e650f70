"""Why a move is not legal: turns a rejected key into an :class:`IllegalMove` a player can read.

Only called after the legal keys said no, so it never decides legality itself; it finds the
most helpful explanation and falls back to a generic one.
"""

from __future__ import annotations

from ..core.errors import IllegalMove
from . import text
from .data import ADJ, CARD_COLOUR, CARD_COLOURS, CARD_IDS, DISPLAY_SIZE, NUM_TEEPEES
from .rules import (
    BUY,
    CUBE,
    CUBE_TERRITORY,
    CUBE_WAR,
    END,
    HORSE,
    HUNT,
    NONE,
    OVER,
    PASS,
    PLAY,
    RETIRE,
    STACK,
    STEP,
    SWEEP,
    TAKE,
    TAKE_PILE,
    TAKE_ROW,
)
from .state import State


def _task(s: State) -> str:
    if s.phase == CUBE:
        return "cube"
    if s.terr[s.current] < 0:
        return "place"
    return {NONE: "turn", TAKE: "take", PLAY: "play"}[s.kind]


def explain(s: State, key: int) -> IllegalMove:
    """The :class:`IllegalMove` explaining why ``key`` is not legal in ``s``."""
    if s.phase == OVER:
        return _err("game-over")
    who = s.names[s.current]
    task = text.phase_task(_task(s))
    cube_key = key in (CUBE_TERRITORY, CUBE_WAR)
    if s.phase == CUBE or cube_key:
        return _err("wrong-phase", who=who, task=task)
    if s.terr[s.current] < 0:
        return _err("must-place", who=who)
    if key < SWEEP:
        return _err("wrong-phase", who=who, task=task)
    if key < TAKE_ROW:
        return _err("wrong-phase", who=who, task=task)
    hand = s.hand[s.current]
    if any(s.display) and s.kind == NONE and not s.swept and all(
            c < 0 or c >= NUM_TEEPEES for c in s.display) and any(c >= 0 for c in s.display):
        return _err("must-sweep", who=who)
    if key <= TAKE_PILE:
        if s.kind not in (NONE, TAKE):
            return _err("turn-kind", who=who, task=task)
        return _err("empty-slot" if key < TAKE_PILE else "no-card")
    if key in (BUY, PASS) or key >= BUY:
        if s.kind != NONE:
            return _err("turn-kind", who=who, task=task)
        if key >= RETIRE and key != PASS:
            return _err("cannot-retire", who=who)
        if key >= BUY and key < RETIRE:
            slot = (key - BUY) // 256
            if slot < DISPLAY_SIZE and s.display[slot] < 0:
                return _err("empty-slot")
            return _err("cannot-pay", who=who)
        return _err("not-legal")
    if s.kind == TAKE:
        return _err("turn-kind", who=who, task=task)
    if HORSE <= key < STEP or STACK <= key < HUNT:
        k = key - (HORSE if key < STEP else STACK)
        if not hand[k]:
            return _err("not-in-hand", who=who, card=text.card_name(CARD_IDS[k]))
        if key < STEP:
            if s.hstack:
                return _err("wrong-phase", who=who, task=text.phase_task("stack-first"))
            return _err("same-colour", who=who, colour=text.colour(CARD_COLOURS[CARD_COLOUR[k]]))
        if s.hstack and CARD_COLOUR[s.hstack[0]] != CARD_COLOUR[k]:
            return _err("stack-colour")
        t = s.terr[s.current]
        if not s.herds[t] or not (s.tcubes[t] or any(s.bag)):
            return _err("no-herds", who=who)
        return _err("no-hunter", who=who)
    if STEP <= key < STACK:
        if key - STEP not in ADJ[s.terr[s.current]]:
            return _err("bad-territory", who=who)
        return _err("too-far", who=who)
    if key == HUNT:
        return _err("no-hunter", who=who)
    if key == END:
        return _err("no-play", who=who)
    return _err("not-legal")


def _err(code: str, **values: object) -> IllegalMove:
    return IllegalMove(code, text.reason(code, **values))
