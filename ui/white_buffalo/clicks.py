"""White Buffalo's click model: what a click on a territory, a hand card, the row, the pile or
the display means, from the engine's ``legal_moves`` only. Pure logic, no DOM.

A turn is built step by step: the person picks the turn's kind (``take-cards``, ``move``,
``hunt-stack``) which only tells the page what hand clicks mean; every step then is one atomic
engine move (a horse card, a step, a stack card …), sent at once. Buying holds a display slot
and the War Card cubes to spend until ``buy``. A click that is not legal returns the move for
the page to ask the engine why not (:class:`Outcome` ``explain``).
"""

from __future__ import annotations

from typing import Any, Dict, List, NamedTuple, Optional, Tuple

from engine.core.i18n import words

_, ngettext, pgettext = words("white-buffalo").functions()

MODES = ("take", "move", "stack")


class Outcome(NamedTuple):
    """A click's result: a legal move to play now, or a move to explain, or a message."""

    move: Optional[Dict[str, Any]] = None
    explain: Optional[Dict[str, Any]] = None
    message: Optional[str] = None


class Clicks:
    """The person's pending choices: the turn's kind and a display slot with War Card cubes."""

    def __init__(self) -> None:
        self.mode: Optional[str] = None
        self.slot: Optional[int] = None
        self.war: List[str] = []
        self.history: List[Tuple[Any, ...]] = []

    def reset(self) -> None:
        """Forget the display slot and the cubes (the turn's kind stays for the next step)."""
        self.slot, self.war, self.history = None, [], []

    def new_turn(self) -> None:
        """A new turn (or phase): forget everything."""
        self.reset()
        self.mode = None

    # ---- what is legal --------------------------------------------------------------------------
    @staticmethod
    def kinds(legal: List[Dict[str, Any]]) -> Dict[str, bool]:
        """Which turn kinds and buttons are open: {take-cards, move, hunt-stack, hunt, end, pass,
        cube-territory, cube-war, draw}."""
        types = {m["type"] for m in legal}
        return {
            "take-cards": "take" in types,
            "move": "horse" in types or "step" in types,
            "hunt-stack": "stack" in types,
            "hunt": "hunt" in types,
            "end": "end" in types,
            "pass": "pass" in types,
            "cube-territory": {"type": "cube", "to": "territory"} in legal,
            "cube-war": {"type": "cube", "to": "war"} in legal,
            "draw": {"type": "take", "slot": "pile"} in legal,
        }

    def choose_mode(self, action: str) -> None:
        """``take-cards``, ``move`` or ``hunt-stack`` was pressed."""
        self.mode = {"take-cards": "take", "move": "move", "hunt-stack": "stack"}[action]
        self.slot, self.war = None, []

    def legal_cards(self, legal: List[Dict[str, Any]]) -> List[str]:
        """Hand cards a click may add now (horse cards in ``move``, stack cards in ``hunt-stack``)."""
        want = {"move": "horse", "stack": "stack"}.get(self.mode or "")
        return sorted({m["card"] for m in legal if m["type"] == want})

    @staticmethod
    def legal_territories(legal: List[Dict[str, Any]]) -> List[str]:
        """Territories a click may choose (placing the tribe or a step)."""
        return [str(m.get("territory") or m.get("to")) for m in legal if m["type"] in ("place", "step")]

    @staticmethod
    def legal_rows(legal: List[Dict[str, Any]]) -> List[int]:
        """Row slots (1–3) that may be taken now."""
        return [m["slot"] for m in legal if m["type"] == "take" and m["slot"] != "pile"]

    @staticmethod
    def legal_display(legal: List[Dict[str, Any]]) -> List[int]:
        """Display slots (1–6) a click may choose (a sweep, a buy or a retire)."""
        return sorted({m["slot"] for m in legal if m["type"] in ("sweep", "buy", "retire")})

    def retire_options(self, legal: List[Dict[str, Any]]) -> List[str]:
        """Teepees the person may retire with the card in the chosen display slot."""
        return [m["teepee"] for m in legal if m["type"] == "retire" and m["slot"] == self.slot]

    def war_choices(self, legal: List[Dict[str, Any]]) -> List[str]:
        """The War Card cubes that may be spent at the chosen slot (one entry per cube)."""
        most: Dict[str, int] = {}
        for m in legal:
            if m["type"] == "buy" and m["slot"] == self.slot:
                for c in set(m["war"]):
                    most[c] = max(most.get(c, 0), m["war"].count(c))
        return [c for c in sorted(most) for _ in range(most[c])]

    def can_buy(self, legal: List[Dict[str, Any]]) -> bool:
        """True when the chosen slot and cubes make a legal buy."""
        return self.buy_move() in legal

    def buy_move(self) -> Optional[Dict[str, Any]]:
        """The buy waiting for ``buy``."""
        if self.slot is None:
            return None
        return {"type": "buy", "slot": self.slot, "war": sorted(self.war)}

    # ---- clicks -----------------------------------------------------------------------------------
    def hand(self, legal: List[Dict[str, Any]], card: str) -> Outcome:
        """A hand card was clicked."""
        if self.mode == "move":
            move = {"type": "horse", "card": card}
        elif self.mode == "stack":
            move = {"type": "stack", "card": card}
        else:
            return Outcome(message=_("Choose “Move” or “Hunt” first: they say what a hand card does."))
        return Outcome(move=move) if move in legal else Outcome(explain=move)

    def territory(self, legal: List[Dict[str, Any]], tid: str) -> Outcome:
        """A territory was clicked: place the tribe there, or step there."""
        for m in legal:
            if m["type"] == "place":
                move = {"type": "place", "territory": tid}
                return Outcome(move=move) if move in legal else Outcome(explain=move)
        move = {"type": "step", "to": tid}
        if move in legal:
            return Outcome(move=move)
        if self.mode != "move" and not any(m["type"] in ("horse", "step") for m in legal):
            return Outcome(message=_("Only a move play moves the tribe: choose “Move” and a horse card."))
        return Outcome(explain=move)

    def row(self, legal: List[Dict[str, Any]], slot: Any) -> Outcome:
        """A row slot (1–3) or the pile (``"pile"``) was clicked."""
        move = {"type": "take", "slot": slot}
        return Outcome(move=move) if move in legal else Outcome(explain=move)

    def display(self, legal: List[Dict[str, Any]], slot: int) -> Outcome:
        """A display slot was clicked: a sweep at once, else choose it for a buy or a retire."""
        sweep = {"type": "sweep", "slot": slot}
        if sweep in legal:
            return Outcome(move=sweep)
        if slot not in self.legal_display(legal):
            return Outcome(explain={"type": "buy", "slot": slot, "war": []})
        self._remember()
        self.slot = None if self.slot == slot else slot
        self.war = []
        return Outcome()

    def toggle_war(self, legal: List[Dict[str, Any]], cube: str, pressed: bool) -> Outcome:
        """A War Card cube was toggled for the buy."""
        if self.slot is None:
            return Outcome(message=_("Choose a Teepee Card in the display first."))
        self._remember()
        if pressed and cube in self.war:
            self.war.remove(cube)
        elif self.war.count(cube) < self.war_choices(legal).count(cube):
            self.war.append(cube)
        return Outcome()

    def retire(self, legal: List[Dict[str, Any]], teepee: str) -> Outcome:
        """A ``data-retire`` button was clicked."""
        move = {"type": "retire", "slot": self.slot, "teepee": teepee}
        return Outcome(move=move) if move in legal else Outcome(explain=move)

    # ---- undo -------------------------------------------------------------------------------------
    def _remember(self) -> None:
        self.history.append((self.slot, list(self.war)))

    def can_undo(self) -> bool:
        """True when a pending choice can be taken back."""
        return bool(self.history)

    def undo(self) -> bool:
        """Take back the last pending choice; False if there is none."""
        if not self.history:
            return False
        self.slot, self.war = self.history.pop()
        return True
