"""What a game's page fills in: the hooks of :class:`ui.shell.page.ShellPage`, with the defaults a
game without an opinion gets. A game's page subclasses the shell page and overrides these; it never
touches storage, the move line or the shell's components itself.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence

from engine.core.contract import Game
from engine.core.i18n import words
from ui.shell import botbar
from ui.shell.safe_html import esc
from ui.shell.status import entry_html

_, ngettext, pgettext = words("site").functions()


class GameHooks:
    """The game hooks, and the class attributes a game sets."""

    #: the game package (engine contract) and the session class playing it (ui.shell.session.for_game)
    GAME: Game
    SESSION: Any = None
    #: the game's own data-action buttons (enabled from legal_moves by the game)
    ACTIONS: Sequence[str] = ()
    #: the game's own elements by name (ui.shell.dom.ELEMENTS has the shell's)
    ELEMENTS: Mapping[str, str] = {}
    #: words for a player count in the form ({3: "3 players (lane A closed)"}) and the seed's role
    COUNTS: Dict[int, str] = {}
    SEED_HINT = ""
    session: Any
    bots: Any
    dom: Any

    def on_begin(self, session: Any) -> None:
        """A new session is on the page (draw what does not change during a game)."""

    def game_click(self, target: Any) -> bool:
        """A click on ``target``; True when the game handled it (e.g. a board space)."""
        return False

    def game_action(self, action: str) -> None:
        """A data-action the shell does not know: one of ``ACTIONS`` (a person is to act) or a
        page action of the game's own (e.g. showing the board's names)."""

    def game_key(self, event: Any) -> bool:
        """A key pressed anywhere; True when the game handled it (e.g. moving the keyboard focus
        on its board)."""
        return False

    def cancel_selection(self) -> bool:
        """Escape pressed; True when a pending selection was dropped."""
        return False

    def reset_selection(self) -> None:
        """Forget any pending selection (a move was made or taken back)."""

    def local_undo(self) -> bool:
        """Take back a step the page holds before a confirm; False if there is none."""
        return False

    def can_local_undo(self) -> bool:
        """Whether :meth:`local_undo` has something to take back."""
        return False

    def undo_refused(self) -> str:
        """Why Undo took nothing back: no earlier decision of a person, or the game says the move
        before cannot be taken back (its ``can_take_back``)."""
        return _("Nothing to undo.")

    def on_moved(self) -> None:
        """A move (a person's or a bot's) was just played and saved."""

    def showing_public(self) -> bool:
        """True while the page shows only public things everyone watches (e.g. a reckoning step
        by step): no privacy screen is needed until it is done, and once the game is over its
        final ranking waits until it is done."""
        return False

    def drop_public(self) -> None:
        """Stop showing the public event of :meth:`showing_public` (a lesson playing on by itself
        shows only the events its learner sees through)."""

    def walk_step(self, walk: Any) -> None:
        """The shell's pacer: the next step of ``walk``, a bot's walkthrough on show (a page
        that shows walkthroughs takes it on if it is still the one shown)."""

    def current_attr(self) -> Optional[int]:
        """The seat put on ``body[data-current]`` (None: the attribute is removed)."""
        seat: Optional[int] = self.session.actor(self.session.cursor)
        return seat

    def paint_game(self, legal: List[dict]) -> Dict[str, bool]:
        """Bring the board and panels in line; returns {game action: disabled}."""
        return {}

    def pressed(self, action: str) -> Optional[bool]:
        """Whether a game action button shows as pressed (a pending choice); None when the button
        is no toggle at all (it then carries no ``aria-pressed``): the default."""
        return None

    def prompt(self) -> str:
        """What the person to act should do now (plain text, names unescaped)."""
        return ""

    def bot_words(self, level: str) -> str:
        """The status line while a bot is to act."""
        return botbar.thinking_words(self.session, self.bots)

    def over_words(self) -> str:
        """The status line once the game is over."""
        return _("Game over.")

    def log_source(self) -> Any:
        """What the log shows (``texts``, ``cursor``, ``seats``): the session, or, while a
        walkthrough is on, the session with the walked move's lines only up to the step shown
        (``ui.shell.walkthrough.LogUpTo``)."""
        return self.session

    def log_html(self, lines: Sequence[str], seat: int) -> str:
        """The log entry (an ``<li>``) of one move made by ``seat``."""
        return entry_html(lines, self.session.players)

    def turn_words(self, seat: int) -> str:
        """The header of a turn in the log (plain text with names): "{name}'s turn"."""
        return _("{name}'s turn", name=self.session.players[seat])

    def ranking_html(self) -> str:
        """The final ranking's markup (the game is over)."""
        return ""

    def phase(self) -> str:
        """The phase name put on ``body[data-phase]`` (``over`` at the end)."""
        return "over" if self.session.actor(self.session.cursor) is None else "play"

    def preview(self, status: str) -> None:
        """No game yet: show an empty board and ``status``."""
        self.dom.el("status").textContent = status

    def game_info_html(self, session: Any, resumed: bool) -> str:
        """The line above the log (seed, players)."""
        return ngettext("Seed {seed} · {n} player", "Seed {seed} · {n} players", len(session.players),
                        seed=esc(session.seed))

    def new_game_words(self, session: Any) -> str:
        """The info line when a new game starts."""
        return _("New game, seed {seed}.", seed=session.seed)

    def replay_secrets_html(self) -> str:
        """Every seat's secret cards at the replay's moment (a finished game only)."""
        return ""
