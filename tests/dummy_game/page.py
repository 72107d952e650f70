"""Counters' page: what a fourth game's ``ui/<game>/page.py`` is, at its smallest. The shell does
everything else (the form, saving, undo, files and links, the bots, the replay, the log)."""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from engine.core import registry
from ui.shell.dom import Dom
from ui.shell.page import ShellPage
from ui.shell.safe_html import esc
from ui.shell.session import for_game

MOVES: Dict[str, Dict[str, Any]] = {
    "take-1": {"type": "take", "count": 1}, "take-2": {"type": "take", "count": 2},
    "roll": {"type": "roll"}}


class CountersPage(ShellPage):
    """The Counters page (the game must be registered as ``counters``)."""

    ACTIONS = tuple(MOVES)
    ELEMENTS = {"pile": "#pile"}

    def __init__(self, dom: Optional[Dom] = None) -> None:
        type(self).GAME = registry.load("counters")
        type(self).SESSION = for_game(self.GAME)
        super().__init__(dom)

    def paint_game(self, legal: List[dict]) -> Dict[str, bool]:
        """The pile; the buttons of the legal moves enabled."""
        self.painter.text("pile", str(self.session.view()["pile"]))
        return {action: move not in legal for action, move in MOVES.items()}

    def game_action(self, action: str) -> None:
        """A move button: played through the engine."""
        if action in MOVES:
            self.play(MOVES[action])

    def prompt(self) -> str:
        """Whose turn it is."""
        s = self.session
        return f"{s.players[s.actor(s.cursor)]}: take 1 or 2, or roll."

    def ranking_html(self) -> str:
        """The winner's name."""
        s = self.session
        return "".join(f"<p data-place>{esc(s.players[p])}</p>" for p in self.GAME.ranking(s.state)[0])

    def phase(self) -> str:
        """``play`` or ``over``."""
        return "over" if self.session.actor(self.session.cursor) is None else "play"

    def on_begin(self, session: Any) -> None:
        """Nothing to set up."""


def boot(dom: Optional[Dom] = None) -> CountersPage:
    """Start the Counters page."""
    page = CountersPage(dom)
    page.start()
    return page
