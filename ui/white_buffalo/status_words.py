"""What White Buffalo's status line says: the prompt with a hint for the kind of turn chosen, the
preview of a step's cost before it is made, what a bot is doing, who won; and every seat's secrets
for a finished game's replay. Pure functions of the position (``ui.shell.view.Snapshot``) and the
pending clicks.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from engine import white_buffalo as wb
from engine.core.i18n import words
from engine.white_buffalo import hints, risk
from ui.shell import replay
from ui.shell.safe_html import esc, name_html
from ui.shell.view import Snapshot
from ui.white_buffalo import bag_view, view

_, ngettext, pgettext = words("white-buffalo").functions()


def preview(snap: Snapshot, clicks: Any) -> str:
    """The cost of the next step and the hunt value, before the person commits (HTML)."""
    st = snap.state
    parts = []
    left, cost = hints.move_points(st)
    play = snap.observation["turn"].get("play") or {}
    if play.get("type") == "move" or clicks.mode == "move":
        parts.append(_("Horse value left: {left}; the next step costs {cost}.", left=left, cost=cost))
    if play.get("type") == "hunt" or clicks.mode == "stack":
        value = hints.hunt_value(st)
        parts.append(_("Hunt value now: {value}.", value=value))
        o = wb.observe(st, None)  # the risk reads the public view only
        where = o["players"][st.current].get("territory")
        if value > 0 and where:
            parts.append(bag_view.risk_html(risk.hunt_risk(o, st.current, where, value)))
    if clicks.slot is not None:
        move = clicks.buy_move()
        if move is not None and move in snap.legal:
            parts.append(esc(wb.describe(st, move)))
    return " ".join(esc(p) if not p.startswith("<") else p for p in parts)


def watching(by_bot: bool = False) -> str:
    """The status while a hunt is shown step by step (``by_bot``: it goes on by itself)."""
    if by_bot:
        return _("See what the hunt did, step by step: it goes on by itself at the bots' pace.")
    return _("See what the hunt did, step by step (“Continue”).")


def prompt(snap: Snapshot, mode: Optional[str]) -> str:
    """What the person to act should do now, with a hint for the kind of turn chosen."""
    if any(m["type"] == "sweep" for m in snap.legal):
        who = snap.players[snap.actor or 0]
        return _("{who}: no teepee in the display. Click a Settler, Treaty or Railroad card to "
                 "remove it.", who=who)
    return wb.status(snap.state) + hint(mode, snap.observation["phase"])


def hint(mode: Optional[str], phase: str) -> str:
    """A short hint for the turn kind chosen (with its leading space), or ""."""
    if phase == "cube":
        return " " + _("Put the cube in the territory or on the War Card.")
    if mode == "take":
        return " " + _("Take from the row or draw from the pile.")
    if mode == "move":
        return " " + _("Add horse cards, then click a highlighted territory to step.")
    if mode == "stack":
        return " " + _("Add cards of one colour to the stack, then “Hunt”.")
    return ""


def thinking(snap: Snapshot) -> str:
    """What the bot to act is doing."""
    who = snap.players[snap.actor or 0]
    level = view.level_word(snap.bot_level or "")
    if snap.bots_paused:
        return _("Paused: {who} (computer, {level}) is to play.", who=who, level=level)
    if snap.bots_skipping:
        return _("{who} (computer, {level}) is thinking… (skipping ahead)", who=who, level=level)
    return _("{who} (computer, {level}) is thinking…", who=who, level=level)


def winners(snap: Snapshot) -> str:
    """Who won (the game is over)."""
    best = [snap.players[p] for p in wb.ranking(snap.state)[0]]
    who = best[0]
    for name in best[1:]:
        who = _("{some} and {last}", some=who, last=name)
    if len(best) > 1:
        return _("Game over: {who} share the win.", who=who)
    return _("Game over: {who} wins.", who=who)


def secrets_html(state: Any, names: Sequence[str]) -> str:
    """Every seat's hand and secret Destiny Cards in ``state`` (a finished game's replay)."""
    rows = []
    for seat, name in enumerate(names):
        me = wb.observe(state, seat)["players"][seat]
        rows.append((name_html(name), [
            (_("hand"), "".join(view.card_face(c) for c in me["hand"])),
            (_("Destiny Cards"), "; ".join(f'<span data-shown="{esc(c)}">{view.destiny_text(c)}</span>'
                                  for c in me["destiny"]))]))
    return replay.secrets_html(rows)
