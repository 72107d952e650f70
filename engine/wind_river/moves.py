"""Move dicts (the JSON form of the contract) and the engine's internal move keys.

:func:`parse` turns anything at all into a key or raises :class:`IllegalMove` with code
``"bad-move"``; it checks shape only, legality is the rules' business.
"""

from __future__ import annotations

from typing import Any, Dict, Tuple

from ..core.errors import IllegalMove
from . import text
from .board import HEX_INDEX, HEX_NAMES, PLAINS, PLAINS_INDEX, target_name

# Move type -> its fields besides "type", in order; "to" of buffalo/tipi may be "plains".
MOVE_FIELDS: Dict[str, Tuple[str, ...]] = {
    "place": ("to",),
    "buffalo": ("from", "to"),
    "abandon": ("at",),
    "tipi": ("from", "to"),
    "earn": (),
    "insert": ("at",),
    "pass": (),
}
_PLAINS_ALLOWED = ("buffalo", "tipi")
_KEYSETS = {kind: frozenset(("type",) + fields) for kind, fields in MOVE_FIELDS.items()}


def _bad(reason: str) -> IllegalMove:
    return IllegalMove("bad-move", text.bad_move(reason))


def parse(move: Any) -> Tuple:
    """The internal key of a move dict; raises ``IllegalMove("bad-move")`` if malformed."""
    if not isinstance(move, dict):
        raise _bad(text.BAD_NOT_A_DICT)
    kind = move.get("type") if all(isinstance(k, str) for k in move) else None
    if not isinstance(kind, str) or kind not in MOVE_FIELDS:
        raise _bad(text.BAD_TYPE)
    if move.keys() != _KEYSETS[kind]:
        raise _bad(text.bad_fields(kind, MOVE_FIELDS[kind]))
    key: list = [kind]
    for name in MOVE_FIELDS[kind]:
        value = move[name]
        if not isinstance(value, str):
            raise _bad(text.bad_value(name))
        if value == PLAINS and name == "to" and kind in _PLAINS_ALLOWED:
            key.append(PLAINS_INDEX)
        elif value in HEX_INDEX:
            key.append(HEX_INDEX[value])
        else:
            raise _bad(text.unknown_hex(value[:12]))
    return tuple(key)


def _build(key: Tuple) -> Dict[str, Any]:
    kind = key[0]
    if kind == "buffalo" or kind == "tipi":
        return {"type": kind, "from": HEX_NAMES[key[1]], "to": target_name(key[2])}
    if kind == "place":
        return {"type": kind, "to": HEX_NAMES[key[1]]}
    if kind == "abandon" or kind == "insert":
        return {"type": kind, "at": HEX_NAMES[key[1]]}
    return {"type": kind}


def _all_keys():
    hexes = range(len(HEX_NAMES))
    targets = [PLAINS_INDEX, *hexes]
    yield ("earn",)
    yield ("pass",)
    for h in hexes:
        for kind in ("place", "abandon", "insert"):
            yield (kind, h)
        for t in targets:
            yield ("buffalo", h, t)
            yield ("tipi", h, t)


# Every move dict there can be, built once; callers get copies (see to_move).
TEMPLATES: Dict[Tuple, Dict[str, Any]] = {key: _build(key) for key in _all_keys()}


def to_move(key: Tuple) -> Dict[str, Any]:
    """The contract's move dict of an internal key (a fresh dict every call)."""
    return TEMPLATES[key].copy()
