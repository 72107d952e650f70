"""Why a move is not legal: turns a rejected key into an :class:`IllegalMove` a player can read.

Only called after :func:`engine.wind_river.rules.is_legal` said no, so it never decides legality itself;
it looks for the most helpful explanation and falls back to a generic one.
"""

from __future__ import annotations

from typing import Dict, Tuple

from ..core.errors import IllegalMove
from . import text
from .board import HEX_CAP, HEX_NAMES, LAYOUTS, PLAINS_INDEX, target_name
from .rules import legal_keys, others_on, unsupplied_by_hex
from .state import INSERT_COST, PHASE_ACTION, PHASE_OVER, Key, State

_PHASE_OF = {
    "place": ("place",),
    "buffalo": ("buffalo", "action"),
    "abandon": ("supply",),
    "tipi": ("action",),
    "earn": ("action",),
    "insert": ("action",),
    "pass": ("action",),
}


def explain(s: State, key: Key) -> IllegalMove:
    """The :class:`IllegalMove` explaining why ``key`` is not legal in ``s``."""
    code, values = _diagnose(s, key)
    return IllegalMove(code, text.reason(code, **values))


def _diagnose(s: State, key: Key) -> Tuple[str, Dict[str, object]]:
    kind = key[0]
    p = s.current
    who = s.names[p]
    if s.phase == PHASE_OVER:
        return "game-over", {}
    if s.phase not in _PHASE_OF[kind]:
        return "wrong-phase", {"who": who, "task": text.task_words(s.phase)}
    layout = LAYOUTS[len(s.names)]
    at = HEX_NAMES[key[1]] if len(key) > 1 else ""
    to = target_name(key[2]) if len(key) > 2 else ""
    vals: Dict[str, object] = {"who": who, "at": at, "to": to, "res": s.resources[p]}
    if len(key) > 1 and key[1] not in layout.open:
        return "closed-lane", vals
    if len(key) > 2 and key[2] != PLAINS_INDEX and key[2] not in layout.open:
        vals["at"] = to
        return "closed-lane", vals
    own = s.tipis[p]
    if kind == "place":
        return "occupied", vals
    if key[0] == "buffalo":
        f, t = key[1], key[2]
        arrived = s.arrived if s.phase != PHASE_ACTION else (0,) * len(s.buffalo)
        if not s.buffalo[f]:
            return "no-buffalo", vals
        if t not in layout.forward[f]:
            return "not-forward", vals
        if s.buffalo[f] <= arrived[f]:
            return "already-moved", vals
        if t != PLAINS_INDEX and s.buffalo[t] >= HEX_CAP:
            return "herd-full", vals
    elif key[0] == "abandon":
        if not own[key[1]]:
            return "not-your-piece", vals
        if key[1] not in dict(unsupplied_by_hex(s, p)):
            return "supplied", vals
    elif key[0] == "tipi":
        f, t = key[1], key[2]
        if not own[f]:
            return "not-your-piece", vals
        if t not in layout.neighbours[f]:
            return "not-adjacent", vals
        if t != PLAINS_INDEX and s.resources[p] < 1 and others_on(s.tipis, p, t):
            return "cannot-pay", vals
    elif kind == "earn":
        if not any(own):
            return "no-tipi", vals
    elif key[0] == "insert":
        if s.resources[p] < INSERT_COST:
            return "too-poor", vals
        if not s.unused[p]:
            return "no-unused", vals
        if not own[key[1]]:
            return "not-your-piece", vals
        if others_on(s.tipis, p, key[1]):
            return "occupied-other", vals
    elif kind == "pass" and legal_keys(s) != (("pass",),):
        return "must-act", vals
    return "not-legal", vals
