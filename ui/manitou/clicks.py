"""Manitou's click model: what a click on a reserve card, a hand card or a ground means.

Pure logic over the engine's ``legal_moves`` (and the observation); no DOM. Nothing here is
sent to the engine before the person confirms: a party is a set of picks submitted together
(``confirm-party``), a play is one card and one ground submitted with ``confirm`` — until then
Undo takes the last step back (rule M-R9: no decision is taken back once new cards were seen).
"""

from __future__ import annotations

from typing import Any, Dict, List, NamedTuple, Optional, Tuple

from engine.core.i18n import words

_, ngettext, pgettext = words("manitou").functions()


class Outcome(NamedTuple):
    """The result of a click: moves to send to the engine (in order) and/or a message."""

    moves: List[Dict[str, Any]]
    message: Optional[str] = None


class Clicks:
    """The person's pending choice: cards picked for a party, or a card and a ground to play."""

    def __init__(self) -> None:
        self.picks: Dict[str, int] = {}
        self.card: Optional[str] = None
        self.ground: Optional[int] = None
        self.history: List[Tuple[Any, ...]] = []  # steps Undo can take back, newest last

    def reset(self) -> None:
        """Forget everything pending."""
        self.picks, self.card, self.ground, self.history = {}, None, None, []

    # ---- the party --------------------------------------------------------------------------
    def chosen(self) -> int:
        """Cards picked so far."""
        return sum(self.picks.values())

    def toggle_pick(self, reserve: Dict[str, int], needed: int, card: str, pressed: bool) -> Outcome:
        """A reserve card was clicked (``pressed``: it showed as chosen)."""
        have = int(reserve.get(card, 0))
        if have <= 0:
            return Outcome([], _("That card is not in your reserve."))
        if pressed and self.picks.get(card, 0) > 0:
            self._remember()
            self.picks[card] -= 1
            if not self.picks[card]:
                del self.picks[card]
            return Outcome([])
        if self.picks.get(card, 0) >= have:
            return Outcome([], _("You have chosen every card of that kind already."))
        if self.chosen() >= needed:
            return Outcome([], _("Your party is complete ({needed} cards): take one back first, or confirm.",
                                     needed=needed))
        self._remember()
        self.picks[card] = self.picks.get(card, 0) + 1
        return Outcome([])

    def set_picks(self, cards: List[str]) -> None:
        """Choose exactly ``cards`` (the suggestion)."""
        self._remember()
        self.picks = {}
        for c in cards:
            self.picks[c] = self.picks.get(c, 0) + 1

    def confirm_party(self, needed: int) -> Outcome:
        """The pick moves of the chosen party, once it is complete."""
        if self.chosen() != needed:
            return Outcome([], _("Choose {needed} cards for your party ({chosen} chosen so far).",
                                     needed=needed, chosen=self.chosen()))
        moves = [{"type": "pick", "card": c} for c, n in sorted(self.picks.items()) for _ in range(n)]
        return Outcome(moves)

    # ---- a play -----------------------------------------------------------------------------
    def select_card(self, legal: List[Dict[str, Any]], card: str) -> Outcome:
        """A hand card was clicked: select it (or drop the selection when clicked again)."""
        if not any(m.get("card") == card for m in legal if m["type"] == "play"):
            return Outcome([], _("That card cannot be played now."))
        self._remember()
        if self.card == card:
            self.card, self.ground = None, None
        else:
            self.card, self.ground = card, None
        return Outcome([])

    def legal_grounds(self, legal: List[Dict[str, Any]]) -> List[int]:
        """Grounds (1–3) the selected card may go to."""
        return sorted(m["ground"] for m in legal if m["type"] == "play" and m["card"] == self.card)

    def choose_ground(self, legal: List[Dict[str, Any]], ground: int) -> Outcome:
        """A ground was clicked: the pending play, if it is legal; else the move to explain."""
        if self.card is None:
            return Outcome([], _("Choose a card from your hand first, then a ground."))
        move = {"type": "play", "card": self.card, "ground": ground}
        if move not in legal:
            return Outcome([move])  # the page asks the engine why not
        self._remember()
        self.ground = ground
        return Outcome([])

    def pending_play(self) -> Optional[Dict[str, Any]]:
        """The play waiting for ``confirm``, if a card and a ground are chosen."""
        if self.card is None or self.ground is None:
            return None
        return {"type": "play", "card": self.card, "ground": self.ground}

    def cancel(self) -> bool:
        """Escape: drop the selected card (a step Undo can take back); False if none is selected."""
        if self.card is None:
            return False
        self._remember()
        self.card, self.ground = None, None
        return True

    # ---- undo -------------------------------------------------------------------------------
    def _remember(self) -> None:
        self.history.append((dict(self.picks), self.card, self.ground))

    def can_undo(self) -> bool:
        """True when a pending step can be taken back."""
        return bool(self.history)

    def undo(self) -> bool:
        """Take back the last pending step; False if there is none."""
        if not self.history:
            return False
        self.picks, self.card, self.ground = self.history.pop()
        return True
