"""Move dicts (the contract's JSON form) and the rules' internal int keys.

:func:`parse` turns anything at all into a key or raises :class:`IllegalMove` with code
``"bad-move"``; it checks shape only, legality is the rules' business.
"""

from __future__ import annotations

from typing import Any, Dict, List

from ..core.errors import IllegalMove
from ..core.untrusted import brief
from . import text
from .cards import CARD_IDS, KIND, NUM_KINDS
from .rules import NUM_KEYS, PASS_KEY, PLAY_BASE

_FIELDS = {"pick": frozenset({"type", "card"}), "play": frozenset({"type", "card", "ground"}),
           "pass": frozenset({"type"})}


def _bad(message: str) -> IllegalMove:
    return IllegalMove("bad-move", message)


def parse(move: Any) -> int:
    """The internal key of a move dict; raises ``IllegalMove("bad-move")`` if it is malformed."""
    if not isinstance(move, dict):
        raise _bad(text.bad_move(text.BAD_NOT_A_DICT))
    if not all(isinstance(k, str) for k in move):
        raise _bad(text.bad_move(text.BAD_KEYS))
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise _bad(text.bad_move(text.BAD_TYPE))
    if move.keys() != _FIELDS[kind]:
        raise _bad(text.bad_fields(kind, sorted(_FIELDS[kind] - {"type"})))
    if kind == "pass":
        return PASS_KEY
    card = move["card"]
    if not isinstance(card, str) or card not in KIND:
        raise _bad(text.unknown_card(brief(card, 30)))
    k = KIND[card]
    if kind == "pick":
        return k
    ground = move["ground"]
    if type(ground) is not int or not 1 <= ground <= 3:
        raise _bad(text.bad_ground(brief(ground, 30)))
    return PLAY_BASE + 3 * k + ground - 1


def _build(key: int) -> Dict[str, Any]:
    if key < PLAY_BASE:
        return {"type": "pick", "card": CARD_IDS[key]}
    if key == PASS_KEY:
        return {"type": "pass"}
    k, g = divmod(key - PLAY_BASE, 3)
    return {"type": "play", "card": CARD_IDS[k], "ground": g + 1}


#: Every move dict there can be, indexed by key; callers get copies (:func:`to_move`).
TEMPLATES: List[Dict[str, Any]] = [_build(key) for key in range(NUM_KEYS)]
assert len(TEMPLATES) == PASS_KEY + 1 and NUM_KINDS * 3 + PLAY_BASE == PASS_KEY


def to_move(key: int) -> Dict[str, Any]:
    """The contract's move dict of an internal key (a fresh dict every call)."""
    return TEMPLATES[key].copy()
