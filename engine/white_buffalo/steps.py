"""The public board part way through a move's events, so that a hunt or the herds' walk can be
drawn step by step, never ahead of its narration.

:func:`view_after` takes an observation made **before** the move (``observe(before, seat)``)
and the move's events shown step by step (``hints.walk_events``), and returns a copy of the
observation with the first ``k`` of them applied to what the map and the table show: the
standing herds, the lost-herds track, the cubes lying in territories, the Calf Woman, the bag,
the hunter's bison and the War Card. With every event applied, these parts equal
``observe(after, seat)`` (tests/test_white_buffalo_steps.py checks it over whole games).
"""

from __future__ import annotations

import copy
from typing import Any, Dict, List, Mapping, Optional, Sequence

from .data import TRACK_LENGTH


def _hunt(o: Dict[str, Any], e: Mapping[str, Any]) -> None:
    t = e["territory"]
    o["herds"][t] = o["herds"].get(t, 0) - int(e["laid_down"])
    for c in e["cubes"]:
        o["bag"][c] -= 1
    turn = o.get("turn")
    if isinstance(turn, dict):
        laid = turn.setdefault("laid_down", {})
        laid[t] = laid.get(t, 0) + int(e["laid_down"])
        order = turn.setdefault("laid_order", [])
        if t not in order:
            order.append(t)


def _kill(o: Dict[str, Any], e: Mapping[str, Any]) -> None:
    laid = (o.get("turn") or {}).get("laid_down", {})
    for h in e["herds"]:
        t = h["territory"]
        if h["herd"] == "standing":
            o["herds"][t] -= 1
        elif t in laid:
            laid[t] -= 1
        o["lost"] += 1
    if e["cube"] == "orange" and o["lost"] < TRACK_LENGTH:
        o["bag"]["orange"] += 1                       # the professional hunter goes back at once


def _cube(o: Dict[str, Any], e: Mapping[str, Any]) -> None:
    if e["to"] == "territory":
        o.setdefault("territory_cubes", {}).setdefault(e["territory"], []).append(e["cube"])
    elif e["cube"] == "red":
        o["war"]["red"] += 1
    else:
        o["war"]["frontier"].append(e["cube"])


def _apply(o: Dict[str, Any], e: Mapping[str, Any]) -> None:
    kind = e.get("type")
    if kind == "territory-cubes":
        for c in e["cubes"]:
            o["bag"][c] += 1
        o.get("territory_cubes", {}).pop(e["territory"], None)
    elif kind == "hunt":
        _hunt(o, e)
    elif kind == "bison":
        o["players"][e["seat"]]["bison"] += int(e["gained"])
        o["bag"]["brown"] += int(e["returned"])
    elif kind == "kill":
        _kill(o, e)
    elif kind == "cube":
        _cube(o, e)
    elif kind == "war-card":
        o["war"]["holder"] = e["seat"]
    elif kind == "calf-woman":
        t = e["territory"]
        for a in e["from"]:
            o["herds"][a] -= 1
        o["herds"][t] += len(e["from"])
        o["calf_woman"] = t
        o["bag"]["white"] += 1
    elif kind == "sow":
        for u in e["to"]:
            o["herds"][u] += 1
        (o.get("turn") or {}).get("laid_down", {}).pop(e["from"], None)


def view_after(before: Dict[str, Any], events: Sequence[Mapping[str, Any]], k: Optional[int] = None
               ) -> Dict[str, Any]:
    """A copy of observation ``before`` with the first ``k`` of ``events`` applied (all when
    ``k`` is None); ``before`` itself is left as it was."""
    o = copy.deepcopy(before)
    todo: List[Mapping[str, Any]] = list(events if k is None else events[:k])
    for e in todo:
        _apply(o, e)
    return o
