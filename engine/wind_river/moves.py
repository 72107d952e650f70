"""Move dicts (the JSON form of the contract) and the engine's internal move keys.

:func:`parse` turns anything at all into a key or raises :class:`IllegalMove` with code
``"bad-move"``; it checks shape only, legality is the rules' business.
"""

from __future__ import annotations

from typing import Any, Dict, Iterator, List, Tuple, Union

from ..core.errors import IllegalMove
from . import text
from .board import HEX_INDEX, HEX_NAMES, PLAINS, PLAINS_INDEX, target_name
from .state import Key

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


def parse(move: Any) -> Key:
    """The internal key of a move dict; raises ``IllegalMove("bad-move")`` if malformed."""
    if not isinstance(move, dict):
        raise _bad(text.BAD_NOT_A_DICT)
    kind = move.get("type") if all(isinstance(k, str) for k in move) else None
    if not isinstance(kind, str) or kind not in MOVE_FIELDS:
        raise _bad(text.BAD_TYPE)
    if move.keys() != _KEYSETS[kind]:
        raise _bad(text.bad_fields(kind, MOVE_FIELDS[kind]))
    key: List[Union[str, int]] = [kind]
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
    return KEYS[tuple(key)]


def _build(key: Key) -> Dict[str, Any]:
    if len(key) == 3:
        return {"type": key[0], "from": HEX_NAMES[key[1]], "to": target_name(key[2])}
    if key[0] == "place":
        return {"type": key[0], "to": HEX_NAMES[key[1]]}
    if len(key) == 2:
        return {"type": key[0], "at": HEX_NAMES[key[1]]}
    return {"type": key[0]}


def _all_keys() -> Iterator[Key]:
    hexes = range(len(HEX_NAMES))
    targets = [PLAINS_INDEX, *hexes]
    yield ("earn",)
    yield ("pass",)
    for h in hexes:
        yield ("place", h)
        yield ("abandon", h)
        yield ("insert", h)
        for t in targets:
            yield ("buffalo", h, t)
            yield ("tipi", h, t)


# Every move dict there can be, built once; callers get copies (see to_move).
TEMPLATES: Dict[Key, Dict[str, Any]] = {key: _build(key) for key in _all_keys()}
#: Every key by its parts (what :func:`parse` reads off a move dict).
KEYS: Dict[Tuple[Union[str, int], ...], Key] = {key: key for key in TEMPLATES}


def to_move(key: Key) -> Dict[str, Any]:
    """The contract's move dict of an internal key (a fresh dict every call)."""
    return TEMPLATES[key].copy()
