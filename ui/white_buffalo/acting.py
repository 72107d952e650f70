"""White Buffalo's clicks as the click model (:mod:`ui.white_buffalo.clicks`) reads them:
territories, hand cards, the row, the display, War Card cubes and retire choices, and the turn's
buttons; a refusal's reason is shown next to what was clicked (``[data-why]`` in that panel, see
:data:`WHY_AT`) as well as in the status line for screen readers.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from engine import white_buffalo as wb
from engine.core.i18n import words
from ui.shell.view import Changed, Intent, Play
from ui.white_buffalo.clicks import Clicks, Outcome

_, ngettext, pgettext = words("white-buffalo").functions()

ACTIONS = ("take-cards", "move", "hunt-stack", "hunt", "end", "pass", "buy", "draw",
           "cube-territory", "cube-war")
#: the panel that shows a refusal's reason, per kind of thing clicked
WHY_AT = {"data-card": "hand", "data-territory": "map", "data-row-slot": "cards",
          "data-display-slot": "teepees", "data-war-cube": "teepees", "data-retire": "teepees"}
#: what a click on the table can be, in the order they are looked for
TARGETS = ("data-war-cube", "data-retire", "data-card", "data-row-slot", "data-display-slot",
           "data-territory")
#: the turn's buttons that are one move each
MOVES: Dict[str, Dict[str, Any]] = {
    "hunt": {"type": "hunt"}, "end": {"type": "end"}, "pass": {"type": "pass"},
    "cube-territory": {"type": "cube", "to": "territory"}, "cube-war": {"type": "cube", "to": "war"}}


def outcome(c: Clicks, legal: List[Dict[str, Any]], attr: str, value: str, pressed: bool) -> Outcome:
    """One click on a game element (``attr`` of :data:`TARGETS`), through the click model."""
    if attr == "data-card":
        return c.hand(legal, value)
    if attr == "data-territory":
        return c.territory(legal, value)
    if attr == "data-row-slot":
        return c.row(legal, int(value) if value.isdigit() else value)
    if attr == "data-display-slot":
        return c.display(legal, int(value) if value.isdigit() else 0)
    if attr == "data-war-cube":
        return c.toggle_war(legal, value, pressed)
    return c.retire(legal, value)


def follow(out: Outcome, state: Any) -> Intent:
    """Play an outcome's move, or say why its move is not legal, or show its message."""
    if out.move is not None:
        return Play.one(out.move)
    if out.explain is not None:  # the engine says why, in words
        return Changed(wb.why_illegal(state, out.explain) or _("That is not possible now."))
    return Changed(out.message)


def button(c: Clicks, legal: Sequence[Dict[str, Any]], action: str, state: Any) -> Intent:
    """One of the turn's buttons (:data:`ACTIONS`), a person being to act."""
    legal = list(legal)
    if action in ("take-cards", "move", "hunt-stack"):
        c.choose_mode(action)
        return Changed()
    if action == "draw":
        return follow(c.row(legal, "pile"), state)
    if action == "buy":
        move = c.buy_move()
        if move is None:
            return Changed(_("Choose a Teepee Card in the display first."))
        return follow(Outcome(move=move) if move in legal else Outcome(explain=move), state)
    move = MOVES[action]
    return follow(Outcome(move=move) if move in legal else Outcome(explain=move), state)


def cancel(c: Clicks, turn: Optional[Dict[str, Any]]) -> bool:
    """Escape: drop the chosen display slot, else the chosen kind of play while none of its steps
    is made."""
    if c.slot is None:
        if turn is None or c.mode is None or (turn["taken"] if c.mode == "take" else turn["play"]):
            return False
        c.mode = None
        return True
    c.slot, c.war = None, []
    return True
