"""White Buffalo's clicks and keys (a part of the page): territories, hand cards, the row, the
display, War Card cubes and retire choices through the click model (:mod:`ui.white_buffalo.clicks`),
the turn's buttons, and a refusal's reason shown next to what was clicked (``[data-why]`` in that
panel) as well as in the status line for screen readers.
"""

from __future__ import annotations

from typing import Any, Optional

from engine import white_buffalo as wb
from engine.core.i18n import words
from ui.shell.dom import missing
from ui.white_buffalo.clicks import Clicks, Outcome

_, ngettext, pgettext = words("white-buffalo").functions()

ACTIONS = ("take-cards", "move", "hunt-stack", "hunt", "end", "pass", "buy", "draw",
           "cube-territory", "cube-war")
#: the panel that shows a refusal's reason, per kind of thing clicked
WHY_AT = {"data-card": "hand", "data-territory": "map", "data-row-slot": "cards",
          "data-display-slot": "cards", "data-war-cube": "cards", "data-retire": "cards"}


class Clicking:
    """The click part of :class:`ui.white_buffalo.page.WhiteBuffaloPage`."""

    clicks: Clicks
    session: Any
    message: Optional[str]
    walk: Any
    screen_for: Any
    dom: Any
    board: Any
    #: where the last refusal's reason is shown (a key of :data:`WHY_AT`'s values, or "turn")
    why_at: Optional[str] = None

    # ---- clicks ------------------------------------------------------------------------------------
    def game_click(self, target: Any) -> bool:
        """Territories, hand cards, the row, the display, War Card cubes and retire choices."""
        for attr in ("data-war-cube", "data-retire", "data-card", "data-row-slot", "data-display-slot",
                     "data-territory"):
            node = target.closest(f"[{attr}]")
            if not missing(node):
                value = node.getAttribute(attr) or ""
                pressed = node.getAttribute("aria-pressed") == "true"
                self.timed(self.click_thing, attr, value, pressed)  # type: ignore[attr-defined]
                return True
        return False

    def game_key(self, event: Any) -> bool:
        """Enter or Space on a focused territory chooses it; the arrow keys, Home and End move the
        focus between territories (the map is one tab stop)."""
        key = event.key or ""
        target = event.target
        if missing(target) or not hasattr(target, "closest"):
            return False
        node = target.closest("[data-territory]")
        if missing(node):
            return False
        tid = node.getAttribute("data-territory") or ""
        if key in ("Enter", " "):
            event.preventDefault()
            self.timed(self.click_thing, "data-territory", tid, False)  # type: ignore[attr-defined]
            return True
        if not self.board.step_focus(tid, key):
            return False
        event.preventDefault()
        return True

    def refuse_input(self) -> bool:
        """True (with the reason shown) when the person may not act now."""
        if self.session is None or self.bot_turn():  # type: ignore[attr-defined]
            return True
        if self.walk is not None:
            self.message = _("The hunt is being shown: press “Continue” to go on.")
            self.refresh()  # type: ignore[attr-defined]
            return True
        if self.screen_for is not None:
            self.message = _("Pass the device first.")
            self.refresh()  # type: ignore[attr-defined]
            return True
        return False

    def click_thing(self, attr: str, value: str, pressed: bool) -> None:
        """One click on a game element, through the click model."""
        if self.refuse_input():
            return
        legal = self.session.legal()
        c = self.clicks
        self.why_at = WHY_AT.get(attr)
        if attr == "data-card":
            out = c.hand(legal, value)
        elif attr == "data-territory":
            out = c.territory(legal, value)
        elif attr == "data-row-slot":
            out = c.row(legal, int(value) if value.isdigit() else value)
        elif attr == "data-display-slot":
            out = c.display(legal, int(value) if value.isdigit() else 0)
        elif attr == "data-war-cube":
            out = c.toggle_war(legal, value, pressed)
        else:
            out = c.retire(legal, value)
        self.follow(out)

    def follow(self, out: Outcome) -> None:
        """Play an outcome's move, or explain why its move is not legal, or show its message."""
        if out.move is not None:
            self.play(out.move)  # type: ignore[attr-defined]
            return
        self.message = out.message
        if out.explain is not None:  # the engine says why, in words
            self.message = wb.why_illegal(self.session.state, out.explain) or _("That is not possible now.")
        self.refresh()  # type: ignore[attr-defined]

    def game_action(self, action: str) -> None:
        """The turn's buttons, the scores and the hunt's steps."""
        if action == "scores":
            card = self.dom.el("#scores-card")
            card.hidden = not card.hidden
            expanded = "false" if card.hidden else "true"
            self.dom.el('[data-action="scores"]').setAttribute("aria-expanded", expanded)
            return
        if action == "continue":
            self.next_step()  # type: ignore[attr-defined]
            return
        if action == "skip":
            self.skip_walk()  # type: ignore[attr-defined]
        if action == "take-back":
            self.undo_redo("undo")  # type: ignore[attr-defined]
            return
        self.why_at = "turn"
        if action not in ACTIONS or self.refuse_input():
            return
        legal = self.session.legal()
        if action in ("take-cards", "move", "hunt-stack"):
            self.clicks.choose_mode(action)
            self.message = None
            self.refresh()  # type: ignore[attr-defined]
            return
        if action == "draw":
            self.follow(self.clicks.row(legal, "pile"))
            return
        if action == "buy":
            move = self.clicks.buy_move()
            if move is None:
                self.message = _("Choose a Teepee Card in the display first.")
                self.refresh()  # type: ignore[attr-defined]
                return
            self.follow(Outcome(move=move) if move in legal else Outcome(explain=move))
            return
        moves = {"hunt": {"type": "hunt"}, "end": {"type": "end"}, "pass": {"type": "pass"},
                 "cube-territory": {"type": "cube", "to": "territory"},
                 "cube-war": {"type": "cube", "to": "war"}}
        move = moves[action]
        self.follow(Outcome(move=move) if move in legal else Outcome(explain=move))

    def reset_selection(self) -> None:
        """Forget the chosen display slot and cubes."""
        self.clicks.reset()

    def local_undo(self) -> bool:
        """Take back a pending choice (a step of the turn goes back through the session's undo,
        never past a chance event: the engine's ``can_take_back``)."""
        return self.clicks.undo()

    def can_local_undo(self) -> bool:
        """True while a pending choice can be taken back."""
        return self.clicks.can_undo()

    def undo_refused(self) -> str:
        """Why Undo took nothing back."""
        return _("Nothing to undo: the turn's earlier steps are fixed (cards were drawn or cubes pulled).")

    def cancel_selection(self) -> bool:
        """Escape: drop the chosen display slot, else the chosen kind of play while none of its
        steps is made."""
        if self.clicks.slot is None:
            turn = self.session.view()["turn"]
            if self.clicks.mode is None or (turn["taken"] if self.clicks.mode == "take" else turn["play"]):
                return False
            self.clicks.mode = None
            return True
        self.clicks.slot, self.clicks.war = None, []
        return True

