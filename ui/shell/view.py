"""What a game's page is to the shell: a **view** plugged into the conductor (``ui.shell.page.Page``),
never a subclass of it.

The conductor owns the components (saving, files, replay, privacy, the form, the bots, the status
line, the log, lessons) and the session; a game's view owns only its own part of the page (its
board and panels, and what a person has picked but not yet confirmed). On every repaint the
conductor builds one read-only :class:`Snapshot` of the position and hands it to the view; a click,
a key or a button of the game is handed to the view with the same snapshot, and the view answers
with an :data:`Intent` — data saying what should happen — that the conductor carries out. A view
never plays a move, saves or repaints the page itself.

Model: boardgame.io's ``Client({game, board})``, where a board is handed the state and the moves
and owns nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Dict, Mapping, Optional, Protocol, Sequence, Tuple, Union

from ui.shell.dom import Dom, Painter

if TYPE_CHECKING:
    from ui.shell.session import Sessions


# ---- intents: what a view asks the conductor to do ----------------------------------------------------
@dataclass(frozen=True)
class Play:
    """Play ``moves`` through the engine, one after the other (a party of several picks is several
    moves), then save and repaint; a refused move stops the rest and is said in the status line."""

    moves: Tuple[Dict[str, Any], ...]

    @staticmethod
    def one(move: Dict[str, Any]) -> Play:
        """The intent to play one move."""
        return Play((move,))


@dataclass(frozen=True)
class Refuse:
    """Say why the input does nothing (the status line's refusal), then repaint."""

    words: str


@dataclass(frozen=True)
class Changed:
    """Something the view holds changed (a card picked, a stack built, a mode chosen): repaint.
    ``words`` (if any) replaces the status line's refusal; None clears it."""

    words: Optional[str] = None


@dataclass(frozen=True)
class Handled:
    """The view took the input and nothing on the page needs to change (a focus moved, a toggle
    of its own drawn)."""


@dataclass(frozen=True)
class Redraw:
    """The view's layout must be drawn from scratch (a phone turned, the board's shape changed):
    the painter's cache is dropped and the page repainted."""


@dataclass(frozen=True)
class Choose:
    """Choose ``element`` of the table as a click on it would (Enter or Space on a focused hex)."""

    element: Any


@dataclass(frozen=True)
class ShowWalk:
    """Go on with the walkthrough on show (the next step of a reckoning or a hunt)."""


#: what a view answers to an input
Intent = Union[Play, Refuse, Changed, Handled, Redraw, Choose, ShowWalk]


# ---- the position, read-only ------------------------------------------------------------------------
@dataclass(frozen=True)
class Played:
    """One move of the line: who made it, what it was, what the game said happened (``events``) and
    the log's sentences for it."""

    index: int
    seat: Optional[int]
    move: Dict[str, Any]
    events: Tuple[Dict[str, Any], ...]
    lines: Tuple[str, ...]
    #: the state the move led to, and the one it was made in
    state: Any
    before: Any = None


@dataclass(frozen=True)
class Snapshot:
    """One position as the page may show it, built once per repaint by the conductor: every paint
    function and click model reads it and nothing else of the game."""

    #: the engine state, and ``observe(state, seen_by)``: what the page may draw of it
    state: Any
    observation: Dict[str, Any]
    #: the moves a person at the device may make now (empty on a bot's turn, behind the privacy
    #: screen, during a replay or a walkthrough)
    legal: Tuple[Dict[str, Any], ...]
    #: the seat to act (None: the game is over) and, if it is a bot, its level
    actor: Optional[int]
    bot_level: Optional[str]
    players: Tuple[str, ...]
    colors: Tuple[str, ...]
    kinds: Tuple[str, ...]
    seed: Any
    #: the number of moves made, and the moves up to here (each with its seat and events)
    cursor: int
    history: Tuple[Played, ...]
    #: the state the game started from
    start: Any
    can_undo: bool
    can_redo: bool
    #: whose secret things the page may show (None: public things only) and whether that person
    #: is the one to act now
    seen_by: Optional[int]
    acting: bool
    #: the seat the privacy screen waits for (None: no screen)
    screen_for: Optional[int]
    replaying: bool
    lesson: bool = False
    #: the seat of the person who last saw their secret things on this device (None: nobody yet)
    viewer: Optional[int] = None
    #: during a lesson: the moves of the learner's step at this position
    step_moves: Tuple[Dict[str, Any], ...] = ()
    #: why the last input was refused (the status line's first words), or None
    message: Optional[str] = None
    #: whether the bots are paused or being skipped to a person's turn
    bots_paused: bool = False
    bots_skipping: bool = False
    #: a number new whenever the position on the page changes (what panels are keyed on)
    position: int = 0
    #: whether a person plays any seat, and whether the live game (not the replay's moment) is over
    has_humans: bool = True
    finished: bool = False

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.actor is None

    @property
    def last(self) -> Optional[Played]:
        """The move just made (None at the start)."""
        return self.history[-1] if self.history else None

    @property
    def before(self) -> Any:
        """The state before the move just made (the start's, at the start)."""
        return self.history[-2].state if len(self.history) > 1 else self.start

    @property
    def seats(self) -> Tuple[Optional[int], ...]:
        """Who made each move up to here."""
        return tuple(p.seat for p in self.history)

    def last_seat(self) -> int:
        """The seat shown as current once the game is over (the last to move)."""
        return (self.history[-1].seat or 0) if self.history else 0


# ---- what a view is handed to draw with -------------------------------------------------------------------
@dataclass(frozen=True)
class Kit:
    """What a view draws with: the browser boundary, the page's one paint cache, the stored
    settings (``read_pref``/``write_pref``) and a timer."""

    dom: Dom
    painter: Painter
    store: Any
    #: when a walkthrough's steps go on (``ui.shell.walkthrough.Pacer``)
    pacer: Any


class Walk(Protocol):
    """A walkthrough on show (``ui.shell.walkthrough.Walkthrough``)."""

    by_bot: bool


class Walks(Protocol):
    """Public events a view shows step by step (Manitou's reckoning, White Buffalo's hunt):
    everyone watches them, so no privacy screen is needed meanwhile, a person's input waits, the
    bots wait (unless skipping ahead) and the log tells them only up to the step shown."""

    def showing(self) -> bool:
        """True while a step is on show."""

    def holds_bots(self, skipping: bool) -> bool:
        """Whether the bots wait for the steps (``skipping``: they skip ahead)."""

    def drop(self) -> None:
        """Stop showing them (a lesson playing on by itself, another game)."""

    def step_for(self, walk: Any) -> bool:
        """The pacer's timer for ``walk``: go on one step if it is still the one shown; True when
        it did."""

    def log_upto(self, snap: Snapshot) -> Optional[int]:
        """How many of the last move's log lines are told yet (None: all)."""

    def busy_words(self) -> str:
        """Why a person's input waits while a step is on show."""


class GameView(Protocol):
    """A game's part of the page. Every method gets the current :class:`Snapshot`; input methods
    answer with an :data:`Intent` (None: not the view's input)."""

    @property
    def game(self) -> Any:
        """The game package (engine contract)."""

    @property
    def sessions(self) -> Sessions:
        """How the game's sessions are made (``ui.shell.session.Sessions``)."""

    @property
    def actions(self) -> Sequence[str]:
        """The game's own data-action buttons, enabled from ``paint``'s answer."""

    @property
    def elements(self) -> Mapping[str, str]:
        """The game's own elements by name (``ui.shell.dom.ELEMENTS`` has the shell's)."""

    @property
    def learn(self) -> Any:
        """The lesson module (``lesson()``, ``targets(view, snapshot, move)``, ``why``), or None."""

    @property
    def walks(self) -> Optional[Walks]:
        """The view's public events shown step by step (a reckoning, a hunt), or None for a game
        that shows none."""

    def mount(self, kit: Kit) -> None:
        """Take the page's tools (called once, before anything is drawn)."""

    def listeners(self) -> Mapping[str, Callable[[Any, Optional[Snapshot]], Optional[Intent]]]:
        """Extra page events the view listens to (``pointerover``, ``resize`` …), by name."""

    def counts(self) -> Dict[int, str]:
        """The words of each player count in the new-game form (current language)."""

    def seed_hint(self) -> str:
        """What the seed decides (current language)."""

    # -- input ---------------------------------------------------------------------------------------
    def owns(self, target: Any) -> Any:
        """The element of the game's table that ``target`` is in (a hex, a card, a ground), or
        None: a click there is the view's (and waits while a bot or the privacy screen does)."""

    def click(self, element: Any, snap: Snapshot) -> Optional[Intent]:
        """A person clicked ``element`` (what :meth:`owns` found) and may act now."""

    def key(self, event: Any, snap: Optional[Snapshot]) -> Optional[Intent]:
        """A key pressed anywhere."""

    def action(self, name: str, snap: Optional[Snapshot]) -> Optional[Intent]:
        """A ``data-action`` button the shell does not know: one of :attr:`actions` (a person may
        act now), or a button of the view's own (a toggle, a dialog, "Continue"; ``snap`` is None
        while there is no game)."""

    def cancel(self, snap: Snapshot) -> bool:
        """Escape: drop what is picked; True if there was something."""

    def reset(self) -> None:
        """Forget what is picked (a move was made or taken back, another game came)."""

    def local_undo(self) -> bool:
        """Take back a step held before a confirm; False if there is none."""

    def can_local_undo(self) -> bool:
        """Whether :meth:`local_undo` has something to take back."""

    # -- drawing -------------------------------------------------------------------------------------
    def begin(self, snap: Snapshot, again: bool = False) -> None:
        """A game is new on the page (``again``: the same game drawn again in a new language): draw
        what does not change during it."""

    def idle(self, status: str) -> None:
        """No game yet: an empty table and ``status``."""

    def paint(self, snap: Snapshot) -> Dict[str, Tuple[bool, Optional[bool]]]:
        """Bring the board and panels in line; {game action: (disabled, pressed)} (pressed None:
        the button is no toggle)."""

    def after_paint(self, snap: Snapshot) -> None:
        """Everything else is drawn (the focus may move now)."""

    def focus_target(self, snap: Snapshot) -> str:
        """Where a person acts next on the table: selectors tried in order (``|``-separated); the
        conductor puts the keyboard focus there when it was lost (on ``<body>``, or on something
        hidden, disabled or gone)."""

    def prompt(self, snap: Snapshot) -> str:
        """What the person to act should do now (plain text)."""

    def bot_words(self, snap: Snapshot, thinking: str) -> str:
        """The status line while a bot is to act (``thinking``: the shell's words)."""

    def over_words(self, snap: Snapshot) -> str:
        """The status line once the game is over."""

    def undo_refused(self, snap: Snapshot) -> Optional[str]:
        """Why Undo took nothing back, if the game has its own words (None: the shell's)."""

    def phase(self, snap: Snapshot) -> str:
        """The phase name on ``body[data-phase]``."""

    def current(self, snap: Snapshot) -> Optional[int]:
        """The seat on ``body[data-current]``."""

    def log_html(self, played: Played, snap: Snapshot) -> str:
        """The log entry (an ``<li>``) of one move."""

    def turn_words(self, seat: int, snap: Snapshot) -> str:
        """The header of a turn in the log."""

    def ranking_html(self, snap: Snapshot) -> str:
        """The final ranking's markup."""

    def info_html(self, snap: Snapshot) -> str:
        """The line above the log (seed, players)."""

    def new_game_words(self, snap: Snapshot) -> str:
        """The notice when a new game starts."""

    def secrets_html(self, snap: Snapshot) -> str:
        """Every seat's secret things (a finished game's replay)."""

    def moved(self, snap: Snapshot) -> Optional[Intent]:
        """A move was just played and saved: anything that follows (a walkthrough starts, a
        forced move to play)."""
