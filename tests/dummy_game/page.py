"""Counters' view: what a fourth game's ``ui/<game>/page.py`` is, at its smallest. The shell's
conductor does everything else (the form, saving, undo, files and links, the bots, the replay, the
log)."""

from __future__ import annotations

from typing import Any, Callable, Dict, Mapping, Optional, Tuple

from engine.core import registry
from ui.shell import defaults
from ui.shell import page as shell_page
from ui.shell.dom import Dom
from ui.shell.safe_html import esc
from ui.shell.session import Sessions
from ui.shell.view import Intent, Kit, Play, Played, Snapshot, Walks

MOVES: Dict[str, Dict[str, Any]] = {
    "take-1": {"type": "take", "count": 1}, "take-2": {"type": "take", "count": 2},
    "roll": {"type": "roll"}}


class CountersView:
    """The Counters table (the game must be registered as ``counters``)."""

    actions = tuple(MOVES)
    elements: Mapping[str, str] = {"pile": "#pile"}
    learn = None
    walks: Optional[Walks] = None

    def __init__(self) -> None:
        self.game = registry.load("counters")
        self.sessions = Sessions(self.game)

    def mount(self, kit: Kit) -> None:
        """The page's painter."""
        self.painter = kit.painter
        self.dom = kit.dom

    def listeners(self) -> Dict[str, Callable[[Any, Optional[Snapshot]], Optional[Intent]]]:
        """No events of its own."""
        return {}

    def counts(self) -> Dict[int, str]:
        """The player counts, in plain numbers."""
        return {}

    def seed_hint(self) -> str:
        """Nothing to say about the seed."""
        return ""

    def owns(self, target: Any) -> Any:
        """The pile is not clickable."""
        return None

    def click(self, element: Any, snap: Snapshot) -> Optional[Intent]:
        """Never called (nothing is owned)."""
        return None

    def key(self, event: Any, snap: Optional[Snapshot]) -> Optional[Intent]:
        """No keys of its own."""
        return None

    def action(self, name: str, snap: Optional[Snapshot]) -> Optional[Intent]:
        """A move button: played through the engine."""
        return Play.one(MOVES[name]) if name in MOVES and snap is not None else None

    def cancel(self, snap: Snapshot) -> bool:
        """Nothing to cancel."""
        return False

    def reset(self) -> None:
        """Nothing held."""

    def local_undo(self) -> bool:
        """Nothing held."""
        return False

    def can_local_undo(self) -> bool:
        """Nothing held."""
        return False

    def undo_refused(self, snap: Snapshot) -> Optional[str]:
        """The shell's words."""
        return None

    def begin(self, snap: Snapshot, again: bool = False) -> None:
        """Nothing to set up."""

    def idle(self, status: str) -> None:
        """No game yet: the status only."""
        self.dom.el("status").textContent = status

    def paint(self, snap: Snapshot) -> Dict[str, Tuple[bool, Optional[bool]]]:
        """The pile; the buttons of the legal moves enabled."""
        self.painter.text("pile", str(snap.observation["pile"]))
        return {action: (move not in snap.legal, None) for action, move in MOVES.items()}

    def after_paint(self, snap: Snapshot) -> None:
        """Nothing."""

    def focus_target(self, snap: Snapshot) -> str:
        """The move buttons."""
        return "|".join(f'[data-action="{a}"]' for a in MOVES)

    def prompt(self, snap: Snapshot) -> str:
        """Whose turn it is."""
        return f"{snap.players[snap.actor or 0]}: take 1 or 2, or roll."

    def bot_words(self, snap: Snapshot, thinking: str) -> str:
        """The shell's words."""
        return thinking

    def over_words(self, snap: Snapshot) -> str:
        """The shell's words."""
        return defaults.over_words()

    def phase(self, snap: Snapshot) -> str:
        """``play`` or ``over``."""
        return defaults.phase(snap)

    def current(self, snap: Snapshot) -> Optional[int]:
        """The seat to act."""
        return snap.actor

    def log_html(self, played: Played, snap: Snapshot) -> str:
        """The shell's entry."""
        return defaults.log_html(played, snap)

    def turn_words(self, seat: int, snap: Snapshot) -> str:
        """The shell's words."""
        return defaults.turn_words(seat, snap)

    def ranking_html(self, snap: Snapshot) -> str:
        """The winner's name."""
        return "".join(f"<p data-place>{esc(snap.players[p])}</p>" for p in self.game.ranking(snap.state)[0])

    def info_html(self, snap: Snapshot) -> str:
        """The shell's words."""
        return defaults.info_html(snap)

    def new_game_words(self, snap: Snapshot) -> str:
        """The shell's words."""
        return defaults.new_game_words(snap)

    def secrets_html(self, snap: Snapshot) -> str:
        """No secrets."""
        return ""

    def moved(self, snap: Snapshot) -> Optional[Intent]:
        """Nothing follows a move."""
        return None



def boot(dom: Optional[Dom] = None) -> shell_page.Page:
    """Start the Counters page."""
    return shell_page.boot(CountersView(), dom)
