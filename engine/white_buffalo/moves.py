"""Move dicts (the contract's JSON form) and the rules' internal int keys.

:func:`parse` turns anything at all into a key or raises :class:`IllegalMove` with code
``"bad-move"``; it checks shape only, legality is the rules' business.
"""

from __future__ import annotations

from typing import Any, Dict, List

from ..core.errors import IllegalMove
from ..core.untrusted import brief
from . import text
from .data import (
    CARD,
    CARD_IDS,
    DISPLAY_SIZE,
    IS_HUNTER,
    NUM_TEEPEES,
    ROW_SIZE,
    TEEPEE_IDS,
    TERRITORIES,
    TERRITORY,
)
from .rules import (
    BUY,
    CUBE_TERRITORY,
    CUBE_WAR,
    END,
    HORSE,
    HUNT,
    NUM_KEYS,
    PASS,
    PLACE,
    RETIRE,
    STACK,
    STEP,
    SWEEP,
    TAKE_PILE,
    TAKE_ROW,
)

_FIELDS = {
    "place": frozenset({"type", "territory"}), "sweep": frozenset({"type", "slot"}),
    "take": frozenset({"type", "slot"}), "horse": frozenset({"type", "card"}),
    "step": frozenset({"type", "to"}), "stack": frozenset({"type", "card"}),
    "hunt": frozenset({"type"}), "cube": frozenset({"type", "to"}), "end": frozenset({"type"}),
    "buy": frozenset({"type", "slot", "war"}), "retire": frozenset({"type", "slot", "teepee"}),
    "pass": frozenset({"type"}),
}
#: War Card colours in the order a buy's ``war`` list sorts them, with their code weights.
_WAR = (("black", 1), ("blue", 4), ("grey", 16), ("red", 64))
_WAR_WEIGHT = dict(_WAR)
_TEEPEE = {t: i for i, t in enumerate(TEEPEE_IDS)}


def _bad(message: str) -> IllegalMove:
    return IllegalMove("bad-move", message)


def _territory(value: Any, what: str) -> int:
    if not isinstance(value, str) or value not in TERRITORY:
        raise _bad(text.bad_territory(brief(value, 30), what))
    return TERRITORY[value]


def _slot(value: Any, hi: int) -> int:
    if type(value) is not int or not 1 <= value <= hi:
        raise _bad(text.bad_slot(brief(value, 30), hi))
    return value - 1


def _card(value: Any) -> int:
    if not isinstance(value, str) or value not in CARD:
        raise _bad(text.unknown_card(brief(value, 30)))
    return CARD[value]


def parse(move: Any) -> int:
    """The internal key of a move dict; raises ``IllegalMove("bad-move")`` if it is malformed."""
    if not isinstance(move, dict):
        raise _bad(text.say(text.BAD_NOT_A_DICT))
    if not all(isinstance(k, str) for k in move):
        raise _bad(text.say(text.BAD_KEYS))
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise _bad(text.say(text.BAD_TYPE))
    if move.keys() != _FIELDS[kind]:
        raise _bad(text.bad_fields(kind, sorted(_FIELDS[kind] - {"type"})))
    if kind == "place":
        return PLACE + _territory(move["territory"], "place the tribe in")
    if kind == "step":
        return STEP + _territory(move["to"], "step to")
    if kind == "sweep":
        return SWEEP + _slot(move["slot"], DISPLAY_SIZE)
    if kind == "take":
        if move["slot"] == "pile":
            return TAKE_PILE
        return TAKE_ROW + _slot(move["slot"], ROW_SIZE)
    if kind == "horse":
        k = _card(move["card"])
        if IS_HUNTER[k]:
            raise _bad(text.say(text.HUNTER_NOT_HORSE))
        return HORSE + k
    if kind == "stack":
        return STACK + _card(move["card"])
    if kind == "hunt":
        return HUNT
    if kind == "end":
        return END
    if kind == "pass":
        return PASS
    if kind == "cube":
        to = move["to"]
        if to == "territory":
            return CUBE_TERRITORY
        if to == "war":
            return CUBE_WAR
        raise _bad(text.say(text.BAD_CUBE_TARGET))
    slot = _slot(move["slot"], DISPLAY_SIZE)
    if kind == "retire":
        t = move["teepee"]
        if not isinstance(t, str) or t not in _TEEPEE:
            raise _bad(text.unknown_teepee(brief(t, 30)))
        return RETIRE + slot * NUM_TEEPEES + _TEEPEE[t]
    war = move["war"]
    if not isinstance(war, list) or len(war) > 6:
        raise _bad(text.say(text.BAD_WAR))
    if not all(isinstance(c, str) and c in _WAR_WEIGHT for c in war):
        raise _bad(text.say(text.BAD_WAR))
    if war != sorted(war):
        raise _bad(text.say(text.WAR_UNSORTED))
    counts = {c: war.count(c) for c in _WAR_WEIGHT}
    if counts["red"] > 3 or counts["black"] + counts["blue"] + counts["grey"] > 3:
        raise _bad(text.say(text.BAD_WAR))
    code = sum(_WAR_WEIGHT[c] * n for c, n in counts.items())
    return BUY + slot * 256 + code


def build(key: int) -> Dict[str, Any]:
    """The contract's move dict of an internal key (a fresh dict)."""
    if key < SWEEP:
        return {"type": "place", "territory": TERRITORIES[key - PLACE]}
    if key < TAKE_ROW:
        return {"type": "sweep", "slot": key - SWEEP + 1}
    if key < TAKE_PILE:
        return {"type": "take", "slot": key - TAKE_ROW + 1}
    if key == TAKE_PILE:
        return {"type": "take", "slot": "pile"}
    if key < STEP:
        return {"type": "horse", "card": CARD_IDS[key - HORSE]}
    if key < STACK:
        return {"type": "step", "to": TERRITORIES[key - STEP]}
    if key < HUNT:
        return {"type": "stack", "card": CARD_IDS[key - STACK]}
    if key == HUNT:
        return {"type": "hunt"}
    if key == CUBE_TERRITORY:
        return {"type": "cube", "to": "territory"}
    if key == CUBE_WAR:
        return {"type": "cube", "to": "war"}
    if key == END:
        return {"type": "end"}
    if key == PASS:
        return {"type": "pass"}
    if key >= RETIRE:
        slot, t = divmod(key - RETIRE, NUM_TEEPEES)
        return {"type": "retire", "slot": slot + 1, "teepee": TEEPEE_IDS[t]}
    slot, code = divmod(key - BUY, 256)
    war: List[str] = []
    for colour, weight in _WAR:
        war += [colour] * ((code // weight) & 3)
    return {"type": "buy", "slot": slot + 1, "war": sorted(war)}


#: Every move dict there can be, indexed by key (buy keys with impossible War Card codes too);
#: callers get copies (:func:`to_move`).
TEMPLATES: List[Dict[str, Any]] = [build(key) for key in range(NUM_KEYS)]


def to_move(key: int) -> Dict[str, Any]:
    """The move dict of ``key`` (a fresh copy every call)."""
    out = TEMPLATES[key].copy()
    if BUY <= key < RETIRE:
        out["war"] = list(out["war"])
    return out


assert NUM_KEYS > 0
