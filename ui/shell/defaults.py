"""The shell's own words for what a game's view may say in its own way (``ui.shell.view.GameView``):
a view with no opinion returns these."""

from __future__ import annotations

from engine.core.i18n import words
from ui.shell.safe_html import esc
from ui.shell.status import entry_html
from ui.shell.view import Played, Snapshot

_, ngettext, pgettext = words("site").functions()


def info_html(snap: Snapshot) -> str:
    """The line above the log: the seed and the number of players."""
    return ngettext("Seed {seed} · {n} player", "Seed {seed} · {n} players", len(snap.players),
                    seed=esc(snap.seed))


def new_game_words(snap: Snapshot) -> str:
    """The notice when a new game starts."""
    return _("New game, seed {seed}.", seed=snap.seed)


def turn_words(seat: int, snap: Snapshot) -> str:
    """The header of a turn in the log: "{name}'s turn"."""
    return _("{name}'s turn", name=snap.players[seat])


def log_html(played: Played, snap: Snapshot) -> str:
    """One move's log entry: its sentences, names marked."""
    return entry_html(played.lines, snap.players)


def over_words() -> str:
    """The status line once the game is over."""
    return _("Game over.")


def phase(snap: Snapshot) -> str:
    """``over`` once the game is over, else ``play``."""
    return "over" if snap.over else "play"
