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

The session knows no game: it is handed one, a package of the engine contract
(``engine.core.contract.Game``), and what the game's page adds (:class:`SessionRules`: its own log
sentences, a move that plays itself); a game's page makes its sessions through one
:class:`Sessions`.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from engine.core import records
from engine.core.contract import Game, Outcome
from engine.core.errors import IllegalMove, InvalidState
from engine.core.i18n import N_, words
from ui.shell import seats as seat_kinds
from ui.shell.view import Played

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

#: a game page's log sentences of a move: (state, move, outcome, seat kinds) -> sentences
Teller = Callable[[Any, Dict[str, Any], Outcome[Any, Any], Sequence[str]], Tuple[str, ...]]


@dataclass(frozen=True)
class SessionRules:
    """What a game's page adds to its sessions. ``tell``: the log's sentences of a move, when
    they are not simply the engine's ``tell`` (None: the engine's); ``forced``: the move that plays
    itself in a state where a person is to act (a player who is out and has one move), which Undo
    and Redo step over as they step over the bots' moves (None: no move plays itself)."""

    tell: Optional[Teller] = None
    forced: Optional[Callable[[Any], Optional[Dict[str, Any]]]] = None


class Session:
    """A game in progress with its full move line and a cursor into it (``game``: its rules)."""

    def __init__(self, game: Game[Any, Any], players: Any, seed: Any, colors: Optional[Sequence[str]] = None,
                 kinds: Optional[Sequence[str]] = None, rules: SessionRules = SessionRules(),
                 named_as: Any = None) -> None:
        """Start a new game of ``game``; ``players`` and ``seed`` may be untrusted (a save): the
        engine checks them. Raises ``ValueError`` (engine's words) for bad names, seed or colours,
        or for seat ``kinds`` that are not one ``ui.shell.seats`` kind per seat (None: all human).
        ``named_as``: untrusted seat kinds that only name the unnamed seats (a save's, checked
        after), when ``kinds`` is None."""
        self.game = game
        self.rules = rules
        start = game.new_game(shown_names(players, kinds if kinds is not None else named_as),
                              seed=seed, colors=colors)
        seated = game.players(start)
        self.players = [p.name for p in seated]
        #: the names as given and saved: "" for a seat left unnamed, named at display time in
        #: the language of the moment (:func:`shown_names`); a save's words stay as they are
        given = players if isinstance(players, (list, tuple)) else self.players
        self.names = ["" if isinstance(p, str) and not p.strip() else q
                      for p, q in zip(given, self.players, strict=True)]
        self.colors = [p.color for p in seated]
        self.kinds = seat_kinds.normalize(kinds, len(self.players))
        self.seed = seed
        self.states = [start]
        self.line: List[Dict[str, Any]] = []
        self.texts: List[Tuple[str, ...]] = []  # per move: its log sentences (the move, what followed)
        self.events: List[Tuple[Any, ...]] = []  # per move: the events the game's play gave (JSON dicts)
        self.seats: List[Optional[int]] = []  # who made each move
        self.cursor = 0
        self._back: Dict[int, bool] = {}  # move number -> the game's can_take_back, once asked
        self._played: List[Played] = []  # per move: what the log and the snapshot read, made once
        self._legal: Tuple[Any, List[Dict[str, Any]]] = (None, [])  # (state, its legal moves)
        self._to_act: Tuple[Any, Optional[int]] = (None, None)  # (state, the seat to act in it)
        self._history: Tuple[int, Tuple[Played, ...]] = (-1, ())
        self.extra: Dict[str, Any] = {}  # unknown keys of the save this session came from
        #: what the page must say about how this session was read (a dropped redo tail), or None
        self.note: Optional[str] = None

    # ---- the current position -----------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The engine state at the cursor."""
        return self.states[self.cursor]

    def legal(self) -> List[Dict[str, Any]]:
        """The game's ``legal_moves`` of the current state (asked once per state: a repaint and
        the click that follows read the same list)."""
        state = self.state
        if self._legal[0] is not state:
            self._legal = (state, list(self.game.legal_moves(state)))
        return list(self._legal[1])

    def actor(self, k: int) -> Optional[int]:
        """The seat to act in position ``k`` of the line (0 = the start); None if it ends the game."""
        if k < len(self.line):
            return self.seats[k]  # the seat that made move k acted in position k
        state = self.states[k]
        if self._to_act[0] is not state:  # asked once per state (every part of a repaint asks)
            self._to_act = (state, self.game.to_act(state))
        return self._to_act[1]

    def bot_level(self) -> Optional[str]:
        """The level of the bot to act now, or None (a person acts, or the game is over)."""
        seat = self.actor(self.cursor)
        return None if seat is None else seat_kinds.level_of(self.kinds[seat])

    def level_at(self, k: int) -> Optional[str]:
        """The level of the bot to act in position ``k`` of the line, or None."""
        seat = self.actor(k)
        return None if seat is None else seat_kinds.level_of(self.kinds[seat])

    def played(self, k: int) -> Played:
        """Move ``k`` of the line as the page reads it (one object per move, kept until the move
        is replaced or told again)."""
        while len(self._played) <= k:
            j = len(self._played)
            self._played.append(Played(j, self.seats[j], self.line[j], self.events[j], self.texts[j],
                                       self.states[j + 1], self.states[j]))
        return self._played[k]

    def history(self, upto: int) -> Tuple[Played, ...]:
        """The moves of the line before position ``upto``."""
        if self._history[0] != upto:
            self._history = (upto, tuple(self.played(k) for k in range(upto)))
        return self._history[1]

    def has_humans(self) -> bool:
        """True when at least one seat is played by a person."""
        return seat_kinds.HUMAN in self.kinds

    # ---- changes ------------------------------------------------------------------------------
    def play(self, move: Dict[str, Any]) -> None:
        """Play ``move`` at the cursor (dropping any redo tail). Raises ``IllegalMove``."""
        outcome = self.game.play(self.state, move)
        self._push(move, outcome)

    def _push(self, move: Any, outcome: Outcome[Any, Any]) -> None:
        """Put ``move`` (played at the cursor, giving ``outcome``) on the line, after the cursor."""
        state = self.state
        text = self.log_lines(state, move, outcome)
        seat = self.game.to_act(state)
        del self.line[self.cursor:], self.texts[self.cursor:], self.seats[self.cursor:]
        del self.events[self.cursor:], self.states[self.cursor + 1:]
        for k in [k for k in self._back if k >= self.cursor]:  # moves from the cursor on
            del self._back[k]
        del self._played[self.cursor:]
        self._history = (-1, ())
        self.line.append(dict(move))
        self.texts.append(text)
        self.events.append(tuple(outcome.events))
        self.seats.append(seat)
        self.states.append(outcome.state)
        self.cursor += 1

    def log_lines(self, state: Any, move: Dict[str, Any], outcome: Outcome[Any, Any]) -> Tuple[str, ...]:
        """The log's sentences of ``move`` played in ``state`` with ``outcome``: the game page's
        (:attr:`SessionRules.tell`), else the engine's ``tell``."""
        if self.rules.tell is not None:
            return self.rules.tell(state, move, outcome, self.kinds)
        return tuple(self.game.tell(state, move, outcome.events))

    def retell(self) -> None:
        """Tell every move of the line again from its stored events (the log's sentences, after a
        language switch); no move is applied again."""
        self.texts = [self.log_lines(self.states[k], m, Outcome(self.states[k + 1], self.events[k]))
                      for k, m in enumerate(self.line)]
        self._played = []
        self._history = (-1, ())

    def can_take_back(self) -> bool:
        """True when the move just before the cursor may be taken back (the game's
        ``can_take_back``); False at the start."""
        return self.cursor > 0 and self._takes_back(self.cursor - 1)

    def _takes_back(self, k: int) -> bool:
        """The game's ``can_take_back`` of move ``k`` of the line (asked once per move)."""
        known = self._back.get(k)
        if known is None:
            known = self._back[k] = bool(self.game.can_take_back(self.states[k], self.line[k],
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

    def forced(self) -> Optional[Dict[str, Any]]:
        """The move that plays itself now (:attr:`SessionRules.forced`: a person is to act and has
        only this move), else None."""
        seat = self.actor(self.cursor)
        if self.rules.forced is None or seat is None or seat_kinds.level_of(self.kinds[seat]) is not None:
            return None
        return self.rules.forced(self.state)

    def undo_turn(self) -> bool:
        """Back to the last position where a person was to act, past the bots' moves (a game
        of bots only: one move back) and the turns that played themselves, but never past a move
        the game says cannot be taken back (``can_take_back``); False if there is nowhere to go."""
        k = self._undo_turn_target()
        if k is None:
            return False
        self.cursor = k
        while self.forced() is not None and (k := self._undo_turn_target()) is not None:
            self.cursor = k
        return True

    def redo_turn(self) -> bool:
        """Forward to the next position where a person acts or the game ends, else to the end of
        the line (a game of bots only: one move forward), past the turns that play themselves;
        False if there is nothing to redo."""
        k = seat_kinds.redo_target(self.cursor, len(self.line), self.kinds, self.actor)
        if k is None:
            return False
        self.cursor = k
        while self.forced() is not None and self.can_redo():
            k = seat_kinds.redo_target(self.cursor, len(self.line), self.kinds, self.actor)
            if k is None:
                break
            self.cursor = k
        return True

    # ---- records --------------------------------------------------------------------------------
    def record(self) -> Dict[str, Any]:
        """The save: the game's record of the moves up to the cursor, plus
        ``colors``, ``seats`` and ``redo`` (extra keys, ignored by ``engine.from_record``) and
        any unknown keys of the save it was read from."""
        return {
            **self.extra,
            "format": self.game.INFO.record_format,
            "players": list(self.names),
            "seed": self.seed,
            "moves": [dict(m) for m in self.line[: self.cursor]],
            "colors": list(self.colors),
            "seats": list(self.kinds),
            "redo": [dict(m) for m in self.line[self.cursor:]],
        }

    @classmethod
    def from_record(cls, game: Game[Any, Any], record: Any, source: str = "save",
                    rules: SessionRules = SessionRules()) -> Session:
        """Rebuild a session of ``game`` from a saved record (moves, then the redo tail).

        Raises ``InvalidState`` with a readable message naming what is wrong, e.g. the first
        move the engine rejects; the message speaks of ``source`` (``save``, ``file``, ``link``).
        """
        if source not in PROBLEMS:
            source = "save"
        if not isinstance(record, dict):
            raise _invalid(source, "not-object")
        wanted = game.INFO.record_format
        if record.get("format") != wanted:
            raise _invalid(source, "format", format=wanted)
        moves, redo = record.get("moves"), record.get("redo", [])
        if not isinstance(moves, list) or not isinstance(redo, list):
            raise _invalid(source, "lists")
        colors = record.get("colors")
        try:
            session = cls(game, record.get("players"), record.get("seed"), colors, rules=rules,
                          named_as=record.get("seats"))
        except ValueError as e:
            raise _invalid(source, "players", reason=e) from None
        try:
            session.kinds = seat_kinds.normalize(record.get("seats"), len(session.players))
        except ValueError as e:
            raise _invalid(source, "seats", reason=e) from None
        line = moves + redo
        try:
            outcomes = records.replay_line(session.state, line, game.play)
        except InvalidState as e:
            i = e.index if e.index is not None else 0
            outcomes = records.replay_line(session.state, line[:i], game.play)
            before = outcomes[-1].state if outcomes else session.state
            words_ = move_words(game, before, line[i], session.players)
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


def shown_names(players: Any, kinds: Any = None) -> Any:
    """The names the game is played with: a seat's empty name becomes "Player 2" in the current
    language, or for a bot's seat its level ("Bot (hard)"; "Bot 3 (hard)" when two unnamed bots
    share a level). ``kinds`` may be untrusted (a save): anything but a list of known seat kinds,
    one per seat, names every empty seat "Player n". Anything that is no list of names goes to
    the engine as it is, to be refused."""
    if not isinstance(players, (list, tuple)):
        return players
    empty = [isinstance(p, str) and not p.strip() for p in players]
    levels = seat_kinds.levels_of(kinds, len(players))
    return [seat_kinds.default_name(i, levels, empty) if e else p
            for i, (p, e) in enumerate(zip(players, empty, strict=True))]


def unnamed(session: Any) -> bool:
    """Whether a seat of ``session`` was left unnamed (its shown name follows the language)."""
    return "" in getattr(session, "names", ())


@dataclass(frozen=True)
class Sessions:
    """How a game's page makes its sessions: new ones, and ones read from a record (a save, a
    file, a link), all playing ``game`` with the page's ``rules``."""

    game: Any
    rules: SessionRules = SessionRules()

    def new(self, players: Any, seed: Any, colors: Optional[Sequence[str]] = None,
            kinds: Optional[Sequence[str]] = None) -> Session:
        """A new game (see :class:`Session`)."""
        return Session(self.game, players, seed, colors, kinds, self.rules)

    def from_record(self, record: Any, source: str = "save") -> Session:
        """A game read from ``record`` (see :meth:`Session.from_record`)."""
        return Session.from_record(self.game, record, source, self.rules)
