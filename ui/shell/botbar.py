"""The bots' bar: their pace, "skip to my turn" (or "to the end") and "pause", and the words the
page says while a bot is to act. The bots themselves are :class:`ui.shell.autoplay.BotDriver`.
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Optional

from engine.core.i18n import words
from ui.shell import seats
from ui.shell.dom import Dom, Painter, missing
from ui.shell.view import Snapshot

_, ngettext, pgettext = words("site").functions()

#: the longest pause the page accepts between two bot steps (seconds)
MAX_DELAY = 10.0


def delay_of(value: Any) -> Optional[float]:
    """The pause (seconds) a chosen or stored ``value`` stands for, or None when it is none."""
    try:
        delay = float(value)
    except (TypeError, ValueError):
        return None
    if math.isnan(delay):
        return None
    return min(max(0.0, delay), MAX_DELAY)


class BotBar:
    """The bots' bar of the page (``#bot-bar``)."""

    def __init__(self, dom: Dom, painter: Painter) -> None:
        self.dom = dom
        self.painter = painter

    def words(self) -> None:
        """The buttons in the player's language before any game (a game sets them in :meth:`paint`)."""
        self.dom.el("skip").textContent = _("Skip to my turn")
        self.dom.el("pause").textContent = _("Pause")

    def choices(self) -> List[str]:
        """The paces the menu offers (its options' values)."""
        select = self.dom.el("bot-delay")
        if missing(select):
            return []
        return [str(o.value) for o in select.options]

    def chosen(self, value: Any) -> Optional[float]:
        """The pause (seconds) of ``value`` when it is one of the menu's choices, else None (a
        stored setting is bounded to what the menu offers)."""
        text = None if value is None else str(value)
        return delay_of(text) if text in self.choices() else None

    def show_delay(self, value: str) -> None:
        """Put the stored pace in the menu."""
        select = self.dom.el("bot-delay")
        if not missing(select):
            select.value = value

    def paint(self, snap: Snapshot, bots: Any) -> Dict[str, bool]:
        """Show the bar when a seat is a bot; {skip/pause: disabled}."""
        has_bots = any(seats.level_of(k) for k in snap.kinds)
        demo = not snap.has_humans
        over = snap.over
        key = (has_bots, demo, bots.paused, over)
        if self.painter.cache.get("botbar") != key:
            self.dom.el("bot-bar").hidden = not has_bots
            skip = self.dom.el("skip")
            skip.textContent = _("Skip to the end") if demo else _("Skip to my turn")
            skip.hidden = over  # nothing left to skip or pause once the game is over
            pause = self.dom.el("pause")
            pause.hidden = not demo or over
            pause.textContent = _("Resume") if bots.paused else _("Pause")
            self.dom.body_flag("paused", bots.paused)
            self.painter.cache["botbar"] = key
        bot_to_act = snap.bot_level is not None
        return {"skip": not bot_to_act or bots.skipping, "pause": not (bot_to_act or bots.paused)}


def thinking_words(session: Any, bots: Any) -> str:
    """The status line while a bot is to act (a game may say more)."""
    name = session.players[session.actor(session.cursor)]
    level = seats.level_words(session.bot_level())
    if bots.paused:
        return _("Paused: {name} (computer, {level}) is to play. Press “Resume”, or step with "
                 "Undo and Redo.", name=name, level=level)
    if bots.skipping:
        return _("{name} (computer, {level}) is thinking… (skipping ahead)", name=name, level=level)
    return _("{name} (computer, {level}) is thinking…", name=name, level=level)


def refusal(session: Any, bots: Any) -> Optional[str]:
    """Why a person's input is ignored now (a bot is to act), or None."""
    level = session.bot_level()
    if level is None:
        return None
    name, level = session.players[session.actor(session.cursor)], seats.level_words(level)
    if bots.paused:
        return _("{name} is a computer player ({level}): press “Resume” to let it play.",
                 name=name, level=level)
    if session.has_humans():
        return _("{name} is a computer player ({level}): wait for its move, or press "
                 "“Skip to my turn”.", name=name, level=level)
    return _("{name} is a computer player ({level}): wait for its move, or press "
             "“Skip to the end”.", name=name, level=level)
