"""The seats part way through a reckoning, so that a page can show them changing only when the
table does (never ahead of the step shown).

:func:`view_after` takes an observation of the position **as the reckoning finds it**
(``observe(at_reckoning(state, move), seat)``: the last card laid, nothing reckoned yet) and the
reckoning's events (``reckoning_events``), and returns a copy with the first ``k`` of them applied
to what the seats show: buffalo won, hide thieves, prisoners, the reserve (a count for the
others, cards for the viewer), hands, draw piles and cards played. From the next hunt's layout on
(``hunt``, ``over`` and what follows them) the page shows the position after the move itself.
With every event up to ``cards-back`` applied, these parts equal ``observe(after, seat)`` when
the next hunt opens with a choice (tests/test_manitou_steps.py checks it over whole games).
"""

from __future__ import annotations

import copy
from typing import Any, Dict, Mapping, Sequence

#: the events from which the seats are those of the position after the move
NEXT_HUNT = frozenset(("hunt", "over"))


def _back(p: Dict[str, Any], cards: Sequence[str]) -> None:
    """Cards going back to a seat's reserve (cards for the viewer, a count for the others)."""
    res = p.get("reserve")
    if isinstance(res, dict):
        for c in cards:
            res[c] = res.get(c, 0) + 1
    else:
        p["reserve"] = int(res or 0) + len(cards)


def _apply(o: Dict[str, Any], e: Mapping[str, Any]) -> None:
    players = o["players"]
    kind = e.get("type")
    if kind == "hide-thief":
        for p in e["takers"]:
            players[p]["hide_thieves"] = int(players[p].get("hide_thieves", 0)) + 1
    elif kind == "herd":
        for t in e["taken"]:
            players[t["seat"]]["buffalo"] = list(players[t["seat"]]["buffalo"]) + [t["value"]]
    elif kind == "prisoners":
        for p, cards in enumerate(e["returned"]):
            _back(players[p], cards)
        holder = e.get("holder")
        if holder is not None:
            taken = [dict(c) for c in e["captured"]]
            players[holder]["prisoners"] = list(players[holder]["prisoners"]) + taken
    elif kind == "cards-back":
        for p, cards in enumerate(e["returned"]):
            _back(players[p], cards)
            pl = players[p]
            pl["hand"] = [] if isinstance(pl["hand"], list) else 0
            pl["pile"] = [] if isinstance(pl["pile"], list) else 0
            pl["played"] = 0


def view_after(at: Dict[str, Any], events: Sequence[Mapping[str, Any]], k: int) -> Dict[str, Any]:
    """A copy of observation ``at`` with the first ``k`` of the reckoning's ``events`` applied
    (those before the next hunt's: see the module's docstring); ``at`` is left as it was."""
    o = copy.deepcopy(at)
    for e in events[:k]:
        if e.get("type") in NEXT_HUNT:
            break
        _apply(o, e)
    return o
