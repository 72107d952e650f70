"""Wind River's click model: which hexes are highlighted, and what a click on a hex or a button
means.

A pure class (no DOM): it reads the state dict (``to_dict`` form) and the list from
``engine.legal_moves`` and never decides legality itself (why a hex cannot be picked is
``engine.wind_river.hints.why_no_source``). A click either

* changes the pending selection (an action button pressed, a source hex picked or dropped),
* yields a complete ``move`` for ``engine.apply`` (which may still reject it with a reason), or
* yields a ``message`` saying why nothing happened.

Phases and clicks (engine contract, "Browser test hooks"):
``place`` / ``supply``: one click on a legal hex. Herd step: source hex, then target hex or the
plains. Extra action: a button first; ``earn`` and ``pass`` act at once, ``insert`` wants a hex,
``tipi`` and ``buffalo`` want a source and then a target.
"""

from __future__ import annotations

from typing import Any, Dict, List, NamedTuple, Optional, Set

from engine.core.i18n import words
from engine.wind_river import hints
from engine.wind_river.board import PLAINS
from ui.wind_river.view import ACTION_LABELS as ACTION_LABELS
from ui.wind_river.view import ACTIONS as ACTIONS
from ui.wind_river.view import action_label as action_label

_, ngettext, pgettext = words("wind-river").functions()

TWO_STEP = ("tipi", "buffalo")

class Outcome(NamedTuple):
    """What a click produced: a move to try, a message explaining a refusal, or neither."""

    move: Optional[Dict[str, str]] = None
    message: Optional[str] = None


def _name(state: Dict[str, Any]) -> str:
    return str(state["players"][state["current"]]["name"])


class Clicks:
    """The pending selection of the player at the device.

    ``mode`` is the extra action being built in phase ``action`` (``tipi``, ``insert`` or
    ``buffalo``); ``source`` is the picked hex of a two-step move. Both are cleared by
    :meth:`reset` after every applied move.
    """

    def __init__(self) -> None:
        self.mode: Optional[str] = None
        self.source: Optional[str] = None

    # ---- queries ---------------------------------------------------------------------------
    def reset(self) -> None:
        """Forget the pending selection (after a move, undo, redo or a new game)."""
        self.mode = None
        self.source = None

    def kind(self, state: Dict[str, Any]) -> Optional[str]:
        """The move type the next hex click builds, or None when no hex click is expected."""
        phase = state["phase"]
        if phase == "place":
            return "place"
        if phase == "supply":
            return "abandon"
        if phase == "buffalo":
            return "buffalo"
        if phase == "action" and self.mode in ("tipi", "insert", "buffalo"):
            return self.mode
        return None

    def highlights(self, state: Dict[str, Any], legal: List[Dict[str, Any]]) -> Set[str]:
        """Hex names (and maybe ``"plains"``) to mark ``legal`` for the pending choice."""
        kind = self.kind(state)
        if kind is None:
            return set()
        moves = [m for m in legal if m["type"] == kind]
        if kind == "place":
            return {m["to"] for m in moves}
        if kind in ("abandon", "insert"):
            return {m["at"] for m in moves}
        if self.source is None:
            return {m["from"] for m in moves}
        return {m["to"] for m in moves if m["from"] == self.source}

    def move_for(self, state: Dict[str, Any], legal: List[Dict[str, Any]],
                 name: str) -> Optional[Dict[str, str]]:
        """The legal move a click on hex ``name`` would make now (None: it would only pick a
        source, or nothing): what the page previews before that click."""
        kind = self.kind(state)
        if kind is None:
            return None
        for m in legal:
            if m["type"] != kind:
                continue
            if kind == "place" and m["to"] == name:
                return m
            if kind in ("abandon", "insert") and m["at"] == name:
                return m
            if kind in ("buffalo", "tipi") and self.source is not None and m["from"] == self.source \
                    and m["to"] == name:
                return m
        return None

    def enabled(self, state: Dict[str, Any], legal: List[Dict[str, Any]]) -> Set[str]:
        """The action buttons (``tipi``, ``earn``, ``insert``, ``buffalo``, ``pass``) usable now."""
        if state["phase"] != "action":
            return set()
        return {m["type"] for m in legal} & set(ACTIONS)

    # ---- clicks ----------------------------------------------------------------------------
    def click_action(self, state: Dict[str, Any], legal: List[Dict[str, Any]], action: str) -> Outcome:
        """A press on an extra-action button."""
        if state["phase"] == "over":
            return Outcome(message=_("The game is over: start a new game or play again."))
        if action not in self.enabled(state, legal):
            if state["phase"] != "action":
                return Outcome(message=_("{who} cannot take an extra action yet.", who=_name(state)))
            return Outcome(message=_("{action} is not possible now.", action=action_label(action)))
        if action in ("earn", "pass"):
            return Outcome(move={"type": action})
        if self.mode == action:  # pressed again: cancel
            self.reset()
        else:
            self.mode, self.source = action, None
        return Outcome()

    def click_hex(self, state: Dict[str, Any], legal: List[Dict[str, Any]], name: str) -> Outcome:
        """A click on the hex ``name`` (or on the plains strip, ``"plains"``)."""
        phase = state["phase"]
        if phase == "over":
            return Outcome(message=_("The game is over: start a new game or play again."))
        if name != PLAINS and name not in state["board"]:
            return Outcome(message=_("{at} is in the mountains, closed in a three-player game.", at=name))
        kind = self.kind(state)
        if kind is None:
            labels = [action_label(a) for a in ACTIONS if a in self.enabled(state, legal)]
            return Outcome(message=_("{who}: first choose an extra action ({actions}).", who=_name(state),
                                     actions=", ".join(labels)))
        moves = [m for m in legal if m["type"] == kind]
        if kind in ("place", "abandon", "insert"):
            if name == PLAINS:
                return Outcome(message=_("Nothing is placed in the open plains: pick a hex of the board."))
            field = "to" if kind == "place" else "at"
            return Outcome(move={"type": kind, field: name})
        sources = {m["from"] for m in moves}
        if self.source is None:
            if name in sources:
                self.source = name
                return Outcome()
            return Outcome(message=hints.why_no_source(state, kind, name))
        if name == self.source:
            self.source = None
            return Outcome()
        if any(m["from"] == self.source and m["to"] == name for m in moves):
            return Outcome(move={"type": kind, "from": self.source, "to": name})
        if name in sources:
            self.source = name
            return Outcome()
        return Outcome(move={"type": kind, "from": self.source, "to": name})

    def cancel(self) -> bool:
        """Escape: drop the picked source, else the chosen action. True if anything was dropped."""
        if self.source is not None:
            self.source = None
            return True
        if self.mode is not None:
            self.mode = None
            return True
        return False

    # ---- words ----------------------------------------------------------------------------
    def prompt(self, state: Dict[str, Any]) -> str:
        """What the current player must do now, in words, given the pending selection."""
        phase = state["phase"]
        if phase == "over":
            return _("The game is over.")
        who = _name(state)
        if phase == "place":
            return _("{who}: place a tipi on a highlighted hex.", who=who)
        if phase == "supply":
            return _("{who} cannot supply every tipi: pick a highlighted hex to take a tipi back.", who=who)
        if phase == "buffalo":
            if self.source is None:
                return _("{who}: move the herd. Pick a highlighted hex to move a buffalo from.", who=who)
            return _("{who}: move the buffalo from {at} to a highlighted hex (or {at} again to cancel).",
                     who=who, at=self.source)
        if self.mode is None:
            return _("{who}: choose one extra action.", who=who)
        if self.mode == "insert":  # the words name hints.INSERT_COST (a test holds them to it)
            return _("{who}: pay 3 and pitch a new tipi on a highlighted hex.", who=who)
        if self.mode == "tipi":
            if self.source is None:
                return _("{who}: pick the tipi to move (a highlighted hex).", who=who)
            return _("{who}: move the tipi from {at} to a highlighted hex.", who=who, at=self.source)
        if self.source is None:
            return _("{who}: pick the extra buffalo to move (a highlighted hex).", who=who)
        return _("{who}: move the extra buffalo from {at} to a highlighted hex.", who=who, at=self.source)


