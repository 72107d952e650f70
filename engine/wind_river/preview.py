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

from ..core.i18n import words as _words
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

_, ngettext, pgettext = _words("wind-river").functions()

ACTIONS = ("tipi", "earn", "insert", "buffalo", "pass")


def _food(n: int) -> str:
    return _("{n} food", n=n)


def _where(to: int) -> str:
    return text.plains_words() if to == PLAINS_INDEX else HEX_NAMES[to]


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
    if key[0] == "earn":
        gain = earn_amount(state, p)
        food[p] = gain
        if gain:
            words.append(_("Earn {gain} food; ends the turn.", gain=_signed(gain)))
        else:
            words.append(_("Earn {gain} food: none of your herds has a buffalo to spare (a hex of yours "
                           "alone, with more buffaloes than your tipis there); ends the turn.",
                           gain=_signed(gain)))
        badge = _signed(gain)
    elif key[0] == "insert":
        food[p] = -INSERT_COST
        words.append(_("A new tipi on {at} for {cost} food (you have {have}); ends the turn.",
                       at=HEX_NAMES[key[1]], cost=INSERT_COST, have=state.resources[p]))
        badge = _signed(-INSERT_COST)
    elif key[0] == "tipi":
        to = key[2]
        payers = tipi_move_payers(state, p, to)
        for q in payers:
            food[q] = -1
        if to == PLAINS_INDEX:
            plains = 1
            words.append(_("Into the open plains: this tipi is safe there for good; ends the turn."))
            badge = pgettext("badge", "safe")
        elif payers:
            others = [names[q] for q in payers[1:]]
            if others:
                words.append(ngettext(
                    "Into company on {at}: you pay 1 food and {others} pays 1; ends the turn.",
                    "Into company on {at}: you pay 1 food and {others} each pay 1; ends the turn.",
                    len(others), at=HEX_NAMES[to], others=text_join(others)))
            else:
                words.append(_("Into company on {at}: you pay 1 food; ends the turn.", at=HEX_NAMES[to]))
            badge = "−1"
        else:
            words.append(_("To {at}: free; ends the turn.", at=HEX_NAMES[to]))
    elif key[0] == "buffalo":
        frm, to = key[1], key[2]
        supply = supply_after_buffalo(state, frm, to)
        if state.phase == PHASE_BUFFALO:
            now = sum(u for _, u in unsupplied_spots(state.tipis, state.buffalo, p, LAYOUTS[len(names)]))
            after = apply_key(state, key)
            paid = after.resources[p] - state.resources[p]
            if paid:
                food[p] = paid
            lost = state.on_board(p) - after.on_board(p)
            cost = _free_or_food(supply)
            if supply != now:
                line = _("Buffalo {frm} → {to}: supply {cost} (now {now})", frm=HEX_NAMES[frm],
                         to=_where(to), cost=cost, now=_free_or_food(now))
            else:
                line = _("Buffalo {frm} → {to}: supply {cost}", frm=HEX_NAMES[frm], to=_where(to), cost=cost)
            if after.phase == PHASE_SUPPLY:
                line = ngettext("{line}; the herd is done: then choose {n} tipi to take back.",
                                "{line}; the herd is done: then choose {n} tipis to take back.",
                                supply - state.resources[p], line=line)
            elif after.phase != PHASE_BUFFALO and lost:
                line = ngettext("{line}; the herd is done: the supply is settled now, {n} tipi goes back.",
                                "{line}; the herd is done: the supply is settled now, {n} tipis go back.",
                                lost, line=line)
            elif after.phase != PHASE_BUFFALO:
                line = _("{line}; the herd is done: the supply is settled now.", line=line)
            else:
                line += "."
            words.append(line)
            if supply == now:
                badge = ""
            else:
                badge = pgettext("badge", "supply free") if supply == 0 else \
                    pgettext("badge", "supply {n}", n=supply)
        else:
            words.append(_("The extra buffalo {frm} → {to}: free; ends the turn.", frm=HEX_NAMES[frm],
                           to=_where(to)))
    elif key[0] == "abandon":
        after = apply_key(state, key)
        paid = after.resources[p] - state.resources[p]
        if paid:
            food[p] = paid
        lost = state.on_board(p) - after.on_board(p)
        if paid:
            words.append(_("Take back the tipi on {at}; then the supply is settled for {cost} food.",
                           at=HEX_NAMES[key[1]], cost=-paid))
        else:
            words.append(_("Take back the tipi on {at}.", at=HEX_NAMES[key[1]]))
    elif key[0] == "pass":
        words.append(_("Pass: nothing else is possible; ends the turn."))
    else:  # place
        words.append(_("Place a tipi on {at}.", at=HEX_NAMES[key[1]]))
    return {"type": kind, "food": food, "supply_cost": supply, "lost": lost, "plains": plains,
            "ends_turn": ends_turn, "text": " ".join(words), "badge": badge}


def _free_or_food(n: int) -> str:
    return _("free") if n == 0 else _food(n)


def text_join(names: List[str]) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy" (in the current language)."""
    return text.join_names(names)


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
            words = text.reason("wrong-phase", who=who, task=text.task_words(state.phase))
        elif enabled:
            if action == "earn":
                gain = earn_amount(state, p)
                words = preview(state, {"type": "earn"})["text"]
                badge = _signed(gain)
            elif action == "insert":
                words = _("Pay {cost} food (you have {have}) for a new tipi on a hex where only your "
                          "tipis stand; ends the turn.", cost=INSERT_COST, have=state.resources[p])
                badge = _signed(-INSERT_COST)
            elif action == "tipi":
                words = _("Move one of your tipis to a neighbouring hex or into the open plains; entering "
                          "a hex where other tipis stand costs you 1 food and each of them 1.")
            elif action == "buffalo":
                words = _("Move one more buffalo one step east, for free; ends the turn.")
            else:
                words = _("Pass: nothing else is possible; ends the turn.")
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
            return _("A new tipi goes beside one of yours on a hex only you hold; "
                     "every hex of {who}'s is shared.", who=who)
    if action == "tipi":
        where = ", ".join(target_name(t) for h in mine for t in layout.neighbours[h])
        return text.reason("cannot-pay", who=who, to=where or _("a neighbouring hex"))
    if action == "buffalo":
        return _("No buffalo can move one step east: every herd is blocked.")
    if action == "pass":
        return text.reason("must-act")
    return text.reason("not-legal")
