"""One game at the device: its players, seed, colours and seat kinds, the line of moves, undo and redo.

The session keeps every state of the line (states are immutable and share structure) and the
events of every move, so undo and redo only move a cursor. All changes go through the game's
``play``, once per move; the log's sentences come from the game's ``tell`` with the stored events
(never applying a move again). :meth:`Session.record`
is what is saved: the game's record (``<game>-record/1``) whose ``moves`` lead to the current
state, plus the extra keys ``colors``, ``seats`` (who plays each seat: ``human`` or ``bot:<level>``,
see ``ui.shell.seats``) and ``redo`` (the moves undone and not yet replaced).

:meth:`undo` and :meth:`redo` step one move; :meth:`undo_turn` and :meth:`redo_turn` (the page's
Undo and Redo) step past the bots' moves to a position where a person decides. The one undo
policy: :meth:`undo_turn` never goes past a move the game's ``can_take_back`` refuses (a draw, a
pull, a confirmed secret choice); :meth:`can_take_back` asks it of the move before the cursor.

The session knows no game: a game's page makes its own class with :func:`for_game`, which binds
a package of the engine contract (``engine.core.contract.Game``) as ``GAME``.
"""

from __future__ import annotations

import contextlib
from typing import Any, Dict, List, Optional, Sequence, Type

from engine.core import records
from engine.core.contract import Game, Outcome
from engine.core.errors import IllegalMove, InvalidState
from engine.core.i18n import N_, words
from ui.shell import seats as seat_kinds

_, ngettext, pgettext = words("site").functions()

#: What is wrong with a record, said about its source: the browser's save, a game file or a link
#: (whole sentences, so that each language can make the words agree).
PROBLEMS: Dict[str, Dict[str, str]] = {
    "save": {
        "not-object": N_("The save is not a game record (expected a JSON object)."),
        "format": N_("The save is not a {format} record."),
        "lists": N_("The save's 'moves' and 'redo' must be lists of moves."),
        "players": N_("The save's players, seed or colours are not valid: {reason}"),
        "seats": N_("The save's seats are not valid: {reason}"),
        "move": N_("The save's move {n} ({move}) cannot be played: {reason}"),
        "undone": N_("The save's undone move {n} ({move}) cannot be played: {reason}"),
        "redo": N_("The save's undone move {n} ({move}) cannot be played again: {reason} "
                   "The game goes on without the undone moves from there (Redo cannot bring them back)."),
    },
    "file": {
        "not-object": N_("The file is not a game record (expected a JSON object)."),
        "format": N_("The file is not a {format} record."),
        "lists": N_("The file's 'moves' and 'redo' must be lists of moves."),
        "players": N_("The file's players, seed or colours are not valid: {reason}"),
        "seats": N_("The file's seats are not valid: {reason}"),
        "move": N_("The file's move {n} ({move}) cannot be played: {reason}"),
        "undone": N_("The file's undone move {n} ({move}) cannot be played: {reason}"),
        "redo": N_("The file's undone move {n} ({move}) cannot be played again: {reason} "
                   "The game goes on without the undone moves from there (Redo cannot bring them back)."),
    },
    "link": {
        "not-object": N_("The link is not a game record (expected a JSON object)."),
        "format": N_("The link is not a {format} record."),
        "lists": N_("The link's 'moves' and 'redo' must be lists of moves."),
        "players": N_("The link's players, seed or colours are not valid: {reason}"),
        "seats": N_("The link's seats are not valid: {reason}"),
        "move": N_("The link's move {n} ({move}) cannot be played: {reason}"),
        "undone": N_("The link's undone move {n} ({move}) cannot be played: {reason}"),
        "redo": N_("The link's undone move {n} ({move}) cannot be played again: {reason} "
                   "The game goes on without the undone moves from there (Redo cannot bring them back)."),
    },
}


def _invalid(source: str, what: str, **values: Any) -> InvalidState:
    return InvalidState(_(PROBLEMS[source][what], **values))


def move_words(game: Any, state: Any, move: Any, players: Sequence[str]) -> str:
    """A move of a record in the game's own words (its ``describe``), also when it cannot be
    played: a legal move with extra keys is described as that legal move; anything else is named
    by whose turn it was (never quoted as data)."""
    with contextlib.suppress(IllegalMove, TypeError, ValueError, KeyError):
        return str(game.describe(state, move)).rstrip(".")
    if isinstance(move, dict):
        for legal in game.legal_moves(state):
            if all(k in move and move[k] == v for k, v in legal.items()):
                with contextlib.suppress(IllegalMove, TypeError, ValueError, KeyError):
                    return str(game.describe(state, legal)).rstrip(".")
    seat = game.to_act(state)
    if seat is None or not 0 <= seat < len(players):
        return _("a move after the end of the game")
    return _("a move by {name}", name=players[seat])

#: The record keys the session itself writes; any other key of an accepted save is kept as is.
OWN_KEYS = ("format", "players", "seed", "moves", "colors", "seats", "redo")


class Session:
    """A game in progress with its full move line and a cursor into it (``GAME``: its rules)."""

    GAME: Game = None  # type: ignore[assignment]  # the game package, set by for_game()

    def __init__(self, players: Any, seed: Any, colors: Optional[Sequence[str]] = None,
                 kinds: Optional[Sequence[str]] = None) -> None:
        """Start a new game; ``players`` and ``seed`` may be untrusted (a save): the engine checks
        them. Raises ``ValueError`` (engine's words) for bad names, seed or colours,
        or for seat ``kinds`` that are not one ``ui.shell.seats`` kind per seat (None: all human)."""
        if self.GAME is None:
            raise TypeError("Session is abstract: use for_game(<game package>)")
        start = self.GAME.new_game(shown_names(players), seed=seed, colors=colors)
        first = self.GAME.to_dict(start)
        self.players = [p["name"] for p in first["players"]]
        #: the names as given and saved: "" for a seat left unnamed, named at display time in
        #: the language of the moment (:func:`shown_names`); a save's words stay as they are
        given = players if isinstance(players, (list, tuple)) else self.players
        self.names = ["" if isinstance(p, str) and not p.strip() else q
                      for p, q in zip(given, self.players, strict=True)]
        self.colors = [p["color"] for p in first["players"]]
        self.kinds = seat_kinds.normalize(kinds, len(self.players))
        self.seed = seed
        self.states = [start]
        self.line: List[Dict[str, Any]] = []
        self.texts: List[tuple] = []  # per move: its log sentences (what it did, then what followed)
        self.events: List[tuple] = []  # per move: the events the game's play gave (JSON dicts)
        self.seats: List[Optional[int]] = []  # who made each move
        self.cursor = 0
        self._dicts: Dict[int, dict] = {0: first}
        self._back: Dict[int, bool] = {}  # move number -> the game's can_take_back, once asked
        self.extra: Dict[str, Any] = {}  # unknown keys of the save this session came from
        #: what the page must say about how this session was read (a dropped redo tail), or None
        self.note: Optional[str] = None

    # ---- the current position -----------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The engine state at the cursor."""
        return self.states[self.cursor]

    def view(self) -> dict:
        """The JSON dict (``to_dict``) of the current state, cached per position."""
        d = self._dicts.get(self.cursor)
        if d is None:
            d = self._dicts[self.cursor] = self.GAME.to_dict(self.state)
        return d

    def legal(self) -> List[dict]:
        """The game's ``legal_moves`` of the current state."""
        result: List[dict] = self.GAME.legal_moves(self.state)
        return result

    def actor(self, k: int) -> Optional[int]:
        """The seat to act in position ``k`` of the line (0 = the start); None if it ends the game."""
        if k < len(self.line):
            return self.seats[k]  # the seat that made move k acted in position k
        seat: Optional[int] = self.GAME.to_act(self.states[k])
        return seat

    def bot_level(self) -> Optional[str]:
        """The level of the bot to act now, or None (a person acts, or the game is over)."""
        seat = self.actor(self.cursor)
        return None if seat is None else seat_kinds.level_of(self.kinds[seat])

    def has_humans(self) -> bool:
        """True when at least one seat is played by a person."""
        return seat_kinds.HUMAN in self.kinds

    # ---- changes ------------------------------------------------------------------------------
    def play(self, move: Dict[str, Any]) -> None:
        """Play ``move`` at the cursor (dropping any redo tail). Raises ``IllegalMove``."""
        outcome = self.GAME.play(self.state, move)
        self._push(move, outcome)

    def _push(self, move: Any, outcome: Outcome) -> None:
        """Put ``move`` (played at the cursor, giving ``outcome``) on the line, after the cursor."""
        state = self.state
        text = self.log_lines(state, move, outcome)
        seat = self.GAME.to_act(state)
        del self.line[self.cursor:], self.texts[self.cursor:], self.seats[self.cursor:]
        del self.events[self.cursor:], self.states[self.cursor + 1:]
        for k in [k for k in self._dicts if k > self.cursor]:  # positions after the cursor
            del self._dicts[k]
        for k in [k for k in self._back if k >= self.cursor]:  # moves from the cursor on
            del self._back[k]
        self.line.append(dict(move))
        self.texts.append(text)
        self.events.append(tuple(outcome.events))
        self.seats.append(seat)
        self.states.append(outcome.state)
        self.cursor += 1

    def log_lines(self, state: Any, move: Dict[str, Any], outcome: Outcome) -> tuple:
        """The log's sentences of ``move`` played in ``state`` with ``outcome``: the game's
        ``tell`` (a page may add its own lines by overriding this)."""
        return tuple(self.GAME.tell(state, move, outcome.events))

    def retell(self) -> None:
        """Tell every move of the line again from its stored events (the log's sentences, after a
        language switch); no move is applied again."""
        self.texts = [self.log_lines(self.states[k], m, Outcome(self.states[k + 1], self.events[k]))
                      for k, m in enumerate(self.line)]

    def can_take_back(self) -> bool:
        """True when the move just before the cursor may be taken back (the game's
        ``can_take_back``); False at the start."""
        return self.cursor > 0 and self._takes_back(self.cursor - 1)

    def _takes_back(self, k: int) -> bool:
        """The game's ``can_take_back`` of move ``k`` of the line (asked once per move)."""
        known = self._back.get(k)
        if known is None:
            known = self._back[k] = bool(self.GAME.can_take_back(self.states[k], self.line[k],
                                                                 self.events[k]))
        return known

    def _undo_turn_target(self) -> Optional[int]:
        """Where :meth:`undo_turn` goes: ``seats.undo_target`` (the last position where a person
        was to act; a game of bots only: one move back), unless a move on the way cannot be
        taken back; None when there is nowhere to go."""
        k = seat_kinds.undo_target(self.cursor, self.kinds, self.actor)
        if k is None or not all(self._takes_back(j) for j in range(self.cursor - 1, k - 1, -1)):
            return None
        return k

    def can_undo(self) -> bool:
        """True when there is a move to take back."""
        return self.cursor > 0

    def can_redo(self) -> bool:
        """True when an undone move can be played again."""
        return self.cursor < len(self.line)

    def undo(self) -> bool:
        """Step one move back; False if at the start."""
        if not self.can_undo():
            return False
        self.cursor -= 1
        return True

    def redo(self) -> bool:
        """Step one undone move forward; False if there is none."""
        if not self.can_redo():
            return False
        self.cursor += 1
        return True

    def can_undo_turn(self) -> bool:
        """True when :meth:`undo_turn` has somewhere to go."""
        return self._undo_turn_target() is not None

    def can_redo_turn(self) -> bool:
        """True when :meth:`redo_turn` has somewhere to go."""
        return self.can_redo()

    def undo_turn(self) -> bool:
        """Back to the last position where a person was to act, past the bots' moves (a game
        of bots only: one move back), but never past a move the game says cannot be taken back
        (``can_take_back``); False if there is nowhere to go."""
        k = self._undo_turn_target()
        if k is None:
            return False
        self.cursor = k
        return True

    def redo_turn(self) -> bool:
        """Forward to the next position where a person acts or the game ends, else to the end of
        the line (a game of bots only: one move forward); False if there is nothing to redo."""
        k = seat_kinds.redo_target(self.cursor, len(self.line), self.kinds, self.actor)
        if k is None:
            return False
        self.cursor = k
        return True

    # ---- records --------------------------------------------------------------------------------
    def record(self) -> Dict[str, Any]:
        """The save: the game's record of the moves up to the cursor, plus
        ``colors``, ``seats`` and ``redo`` (extra keys, ignored by ``engine.from_record``) and
        any unknown keys of the save it was read from."""
        return {
            **self.extra,
            "format": self.GAME.INFO.record_format,
            "players": list(self.names),
            "seed": self.seed,
            "moves": [dict(m) for m in self.line[: self.cursor]],
            "colors": list(self.colors),
            "seats": list(self.kinds),
            "redo": [dict(m) for m in self.line[self.cursor:]],
        }

    @classmethod
    def from_record(cls, record: Any, source: str = "save") -> Session:
        """Rebuild a session from a saved record (moves, then the redo tail).

        Raises ``InvalidState`` with a readable message naming what is wrong, e.g. the first
        move the engine rejects; the message speaks of ``source`` (``save``, ``file``, ``link``).
        """
        if source not in PROBLEMS:
            source = "save"
        if not isinstance(record, dict):
            raise _invalid(source, "not-object")
        wanted = cls.GAME.INFO.record_format
        if record.get("format") != wanted:
            raise _invalid(source, "format", format=wanted)
        moves, redo = record.get("moves"), record.get("redo", [])
        if not isinstance(moves, list) or not isinstance(redo, list):
            raise _invalid(source, "lists")
        colors = record.get("colors")
        try:
            session = cls(record.get("players"), record.get("seed"), colors)
        except ValueError as e:
            raise _invalid(source, "players", reason=e) from None
        try:
            session.kinds = seat_kinds.normalize(record.get("seats"), len(session.players))
        except ValueError as e:
            raise _invalid(source, "seats", reason=e) from None
        line = moves + redo
        try:
            outcomes = records.replay_line(session.state, line, cls.GAME.play)
        except InvalidState as e:
            i = e.index if e.index is not None else 0
            outcomes = records.replay_line(session.state, line[:i], cls.GAME.play)
            before = outcomes[-1].state if outcomes else session.state
            words_ = move_words(cls.GAME, before, line[i], session.players)
            if i < len(moves):
                raise _invalid(source, "move", n=i + 1, move=words_, reason=e.cause) from None
            # only the undone moves (Redo's) are bad: the game itself is whole, so it goes on
            # without them, and the page says so
            session.note = _(PROBLEMS[source]["redo"], n=i + 1 - len(moves), move=words_,
                             reason=e.cause)
        for move, outcome in zip(line, outcomes, strict=False):
            session._push(move, outcome)
        session.cursor = len(moves)
        session.extra = {k: v for k, v in record.items() if k not in OWN_KEYS}
        return session


def shown_names(players: Any) -> Any:
    """The names the game is played with: a seat's empty name becomes "Player 2" in the current
    language (anything that is no list of names goes to the engine as it is, to be refused)."""
    if not isinstance(players, (list, tuple)):
        return players
    return [_("Player {n}", n=i + 1) if isinstance(p, str) and not p.strip() else p
            for i, p in enumerate(players)]


def unnamed(session: Any) -> bool:
    """Whether a seat of ``session`` was left unnamed (its shown name follows the language)."""
    return "" in getattr(session, "names", ())


def for_game(game: Any) -> Type[Session]:
    """A :class:`Session` class playing ``game`` (a package of the engine contract)."""
    return type(f"{game.INFO.title.replace(' ', '')}Session", (Session,), {"GAME": game,
                "__doc__": f"A game of {game.INFO.title} at the device."})
