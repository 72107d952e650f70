"""Previews: what a move will cost and bring, computed before it is made (issue 13, point 1).

The page shows these on hover, on focus and as small badges on the hexes a choice can target,
so that nobody commits a move blind; all the rules arithmetic stays here in the engine.

* :func:`preview` — one legal move: food gained or paid per seat, the supply cost the herd step
  leads to, tipis lost, whether the turn ends, a sentence and a short badge.
* :func:`action_notes` — the five extra actions of the current player: enabled or not, a
  sentence saying what the action brings or why it is not possible, and a badge ("+3").
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from . import text
from .board import HEX_NAMES, LAYOUTS, PLAINS_INDEX, target_name
from .moves import parse
from .reasons import explain
from .rules import (
    apply_key,
    earn_amount,
    is_legal,
    legal_keys,
    others_on,
    tipi_move_payers,
    unsupplied_spots,
)
from .state import INSERT_COST, PHASE_ACTION, PHASE_BUFFALO, PHASE_OVER, PHASE_SUPPLY, State

ACTIONS = ("tipi", "earn", "insert", "buffalo", "pass")


def _food(n: int) -> str:
    return f"{n} food"


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def supply_after_buffalo(state: State, frm: int, to: int) -> int:
    """The current player's supply cost U (rules §4.2) once a buffalo went from ``frm`` to ``to``."""
    buffalo = list(state.buffalo)
    buffalo[frm] -= 1
    if to != PLAINS_INDEX:
        buffalo[to] += 1
    spots = unsupplied_spots(state.tipis, buffalo, state.current, LAYOUTS[len(state.names)])
    return sum(u for _, u in spots)


def preview(state: State, move: Any) -> Dict[str, Any]:
    """What the legal ``move`` costs and brings, before it is made.

    Returns a dict: ``food`` (seat → change of resources, non-zero entries only, including the
    supply paid when a herd step or a tipi taken back settles the supply), ``supply_cost`` (for a
    step of the herd: the supply cost U once this buffalo moved, else None), ``lost`` (tipis the
    mover loses to the supply), ``plains`` (tipis the mover brings into the open plains),
    ``ends_turn``, ``text`` (a sentence) and ``badge`` (a few characters for the board, "" when
    there is nothing to say). Raises :class:`IllegalMove` if the move is not legal.
    """
    key = parse(move)
    if not is_legal(state, key):
        raise explain(state, key)
    p = state.current
    names = state.names
    kind = key[0]
    food: Dict[int, int] = {}
    supply: Optional[int] = None
    lost = plains = 0
    extra_buffalo = kind == "buffalo" and state.phase == PHASE_ACTION
    ends_turn = kind in ("tipi", "earn", "insert", "pass") or extra_buffalo
    words: List[str] = []
    badge = ""
    if kind == "earn":
        gain = earn_amount(state, p)
        food[p] = gain
        words.append(f"Earn {_signed(gain)} food" + ("" if gain else
                     ": none of your herds has a buffalo to spare (a hex of yours alone, "
                     "with more buffaloes than your tipis there)") + "; ends the turn.")
        badge = _signed(gain)
    elif kind == "insert":
        food[p] = -INSERT_COST
        words.append(f"A new tipi on {HEX_NAMES[key[1]]} for {_food(INSERT_COST)} "
                     f"(you have {state.resources[p]}); ends the turn.")
        badge = _signed(-INSERT_COST)
    elif kind == "tipi":
        to = key[2]
        payers = tipi_move_payers(state, p, to)
        for q in payers:
            food[q] = -1
        if to == PLAINS_INDEX:
            plains = 1
            words.append("Into the open plains: this tipi is safe there for good; ends the turn.")
            badge = "safe"
        elif payers:
            others = [names[q] for q in payers[1:]]
            verb = "pays" if len(others) == 1 else "each pay"
            also = f" and {text_join(others)} {verb} 1" if others else ""
            words.append(f"Into company on {HEX_NAMES[to]}: you pay 1 food{also}; ends the turn.")
            badge = "−1"
        else:
            words.append(f"To {HEX_NAMES[to]}: free; ends the turn.")
    elif kind == "buffalo":
        frm, to = key[1], key[2]
        supply = supply_after_buffalo(state, frm, to)
        if state.phase == PHASE_BUFFALO:
            now = sum(u for _, u in unsupplied_spots(state.tipis, state.buffalo, p, LAYOUTS[len(names)]))
            after = apply_key(state, key)
            paid = after.resources[p] - state.resources[p]
            if paid:
                food[p] = paid
            lost = state.on_board(p) - after.on_board(p)
            where = "the open plains" if to == PLAINS_INDEX else HEX_NAMES[to]
            cost = "free" if supply == 0 else _food(supply)
            line = f"Buffalo {HEX_NAMES[frm]} → {where}: supply {cost}"
            if supply != now:
                line += f" (now {'free' if now == 0 else _food(now)})"
            if after.phase == PHASE_SUPPLY:
                back = supply - state.resources[p]
                line += f"; the herd is done: then choose {back} tipi{'s' if back != 1 else ''} to take back"
            elif after.phase != PHASE_BUFFALO:
                line += "; the herd is done: the supply is settled now"
                if lost:
                    line += f", {lost} tipi{'s' if lost != 1 else ''} go{'es' if lost == 1 else ''} back"
            words.append(line + ".")
            badge = ("supply free" if supply == 0 else f"supply {supply}") if supply != now else ""
        else:
            where = "the open plains" if to == PLAINS_INDEX else HEX_NAMES[to]
            words.append(f"The extra buffalo {HEX_NAMES[frm]} → {where}: free; ends the turn.")
    elif kind == "abandon":
        after = apply_key(state, key)
        paid = after.resources[p] - state.resources[p]
        if paid:
            food[p] = paid
        lost = state.on_board(p) - after.on_board(p)
        words.append(f"Take back the tipi on {HEX_NAMES[key[1]]}" + (
            f"; then the supply is settled for {_food(-paid)}." if paid else "."))
    elif kind == "pass":
        words.append("Pass: nothing else is possible; ends the turn.")
    else:  # place
        words.append(f"Place a tipi on {HEX_NAMES[key[1]]}.")
    return {"type": kind, "food": food, "supply_cost": supply, "lost": lost, "plains": plains,
            "ends_turn": ends_turn, "text": " ".join(words), "badge": badge}


def text_join(names: List[str]) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def action_notes(state: State) -> Dict[str, Dict[str, Any]]:
    """For each extra action (tipi, earn, insert, buffalo, pass): ``enabled``, ``text`` (what it
    brings, or why it is not possible now) and ``badge`` (e.g. "+3" on Earn, "" for none)."""
    p = state.current
    who = state.names[p]
    keys = legal_keys(state) if state.phase != PHASE_OVER else ()
    kinds = {k[0] for k in keys} if state.phase == PHASE_ACTION else set()
    out: Dict[str, Dict[str, Any]] = {}
    for action in ACTIONS:
        enabled = action in kinds
        badge = ""
        if state.phase == PHASE_OVER:
            words = text.reason("game-over")
        elif state.phase != PHASE_ACTION:
            words = text.reason("wrong-phase", who=who, task=text.TASKS[state.phase])
        elif enabled:
            if action == "earn":
                gain = earn_amount(state, p)
                words = preview(state, {"type": "earn"})["text"]
                badge = _signed(gain)
            elif action == "insert":
                words = (f"Pay {_food(INSERT_COST)} (you have {state.resources[p]}) for a new tipi "
                         "on a hex where only your tipis stand; ends the turn.")
                badge = _signed(-INSERT_COST)
            elif action == "tipi":
                words = ("Move one of your tipis to a neighbouring hex or into the open plains; entering "
                         "a hex where other tipis stand costs you 1 food and each of them 1.")
            elif action == "buffalo":
                words = "Move one more buffalo one step east, for free; ends the turn."
            else:
                words = "Pass: nothing else is possible; ends the turn."
        else:
            words = _why_not(state, action)
        out[action] = {"enabled": enabled, "text": words, "badge": badge}
    return out


def _why_not(state: State, action: str) -> str:
    """Why the extra ``action`` is not possible in phase ``action``."""
    p = state.current
    who = state.names[p]
    own = state.tipis[p]
    layout = LAYOUTS[len(state.names)]
    mine = [h for h in layout.hexes if own[h]]
    if action in ("tipi", "earn") and not mine:
        return text.reason("no-tipi", who=who)
    if action == "insert":
        if not mine:
            return text.reason("no-tipi", who=who)
        if state.resources[p] < INSERT_COST:
            return text.reason("too-poor", who=who, res=state.resources[p])
        if not state.unused[p]:
            return text.reason("no-unused", who=who)
        if all(others_on(state.tipis, p, h) for h in mine):
            return (f"A new tipi goes beside one of yours on a hex only you hold; "
                    f"every hex of {who}'s is shared.")
    if action == "tipi":
        where = ", ".join(target_name(t) for h in mine for t in layout.neighbours[h])
        return text.reason("cannot-pay", who=who, to=where or "a neighbouring hex")
    if action == "buffalo":
        return "No buffalo can move one step east: every herd is blocked."
    if action == "pass":
        return text.reason("must-act")
    return text.reason("not-legal")
