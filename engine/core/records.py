"""Game records for any game: ``{"format", "players", "seed", "moves", …}``, replayed move by move.

A game package wraps these with its own record format and its ``new_game``/``apply``.
"""

from __future__ import annotations

from typing import (
    Any,
    Callable,
    Dict,
    List,
    Literal,
    Mapping,
    Optional,
    Protocol,
    Sequence,
    Tuple,
    TypeVar,
    Union,
    overload,
)

from .contract import E, Outcome, S
from .errors import IllegalMove, InvalidState
from .i18n import words
from .untrusted import brief

_, ngettext, pgettext = words("site").functions()

#: Records longer than this are refused before replaying (far beyond any real game).
MAX_RECORD_MOVES = 100_000


class Seated(Protocol):
    """What :func:`game_records` needs of a game's state: the names and colours by seat."""

    @property
    def names(self) -> Sequence[str]:
        """The players' names in seat order."""

    @property
    def colors(self) -> Sequence[str]:
        """The players' colours in seat order."""


#: a game's state, with names and colours by seat
SS = TypeVar("SS", bound=Seated)


class NewRecord(Protocol):
    """A game's ``new_record(players, *, seed, colors=None)``."""

    def __call__(self, players: Union[int, Sequence[str]], *, seed: int,
                 colors: Optional[Sequence[str]] = None) -> Dict[str, Any]:
        """An empty record of a new game."""


def make_record(fmt: str, names: List[str], seed: int, **extra: Any) -> Dict[str, Any]:
    """A record with no moves (``extra`` keys such as ``colors`` are added as given)."""
    record: Dict[str, Any] = {"format": fmt, "players": list(names), "seed": seed}
    record.update(extra)
    record["moves"] = []
    return record


def record_append(record: Dict[str, Any], move: Any) -> Dict[str, Any]:
    """Append ``move`` to ``record['moves']`` (no legality check) and return the record."""
    record["moves"].append(dict(move) if isinstance(move, dict) else move)
    return record


@overload
def replay(record: Any, fmt: str, start: Callable[[Dict[str, Any]], S],
           apply: Callable[[S, Any], S], keep: Literal[False] = False) -> S: ...


@overload
def replay(record: Any, fmt: str, start: Callable[[Dict[str, Any]], S],
           apply: Callable[[S, Any], S], keep: Literal[True]) -> List[S]: ...


def replay(record: Any, fmt: str, start: Callable[[Dict[str, Any]], S],
           apply: Callable[[S, Any], S], keep: bool = False) -> Union[S, List[S]]:
    """Replay ``record`` of format ``fmt``: the final state (or every state if ``keep``).

    ``start(record)`` builds the first state (raising ``ValueError`` on bad players, seed …).
    Raises :class:`InvalidState` naming the first move that cannot be played (``.index``).
    """
    if not isinstance(record, dict) or record.get("format") != fmt:
        raise InvalidState(_("Invalid game record: 'format' must be {format}.", format=repr(fmt)))
    moves = record.get("moves")
    if not isinstance(moves, list):
        raise InvalidState(_("Invalid game record: 'moves' must be a list."))
    if len(moves) > MAX_RECORD_MOVES:
        raise InvalidState(_("Invalid game record: more than {limit} moves.",
                             limit=MAX_RECORD_MOVES))
    try:
        state = start(record)
    except InvalidState:
        raise
    except ValueError as e:
        raise InvalidState(_("Invalid game record: {detail}", detail=e)) from None
    def play(s: S, m: Any) -> Outcome[S, Mapping[str, object]]:
        return Outcome(apply(s, m))

    outcomes = replay_line(state, moves, play)
    if keep:
        return [state] + [o.state for o in outcomes]
    return outcomes[-1].state if outcomes else state


def replay_line(state: S, moves: Sequence[Any],
                play: Callable[[S, Any], Outcome[S, E]]) -> List[Outcome[S, E]]:
    """Play ``moves`` one after another from ``state`` with ``play`` (a game's ``play``, or its
    ``apply`` wrapped): the :class:`Outcome` of each move, in order. The one replay of the code
    base (records here, the page's session for saves, files and links).

    Raises :class:`InvalidState` naming the first move that cannot be played: ``.index`` is its
    0-based number and ``.cause`` the :class:`IllegalMove` it raised.
    """
    outcomes: List[Outcome[S, E]] = []
    for i, move in enumerate(moves):
        try:
            outcome = play(state, move)
        except IllegalMove as e:
            raise InvalidState(_("Invalid game record: move {number} ({move}) cannot be played: "
                                 "{reason}", number=i + 1, move=brief(move), reason=e),
                               index=i, cause=e) from None
        outcomes.append(outcome)
        state = outcome.state
    return outcomes


def game_records(fmt: str, new_game: Callable[..., SS],
                 apply: Callable[[SS, Any], SS]) -> Tuple[NewRecord, Callable[[Any], SS],
                                                          Callable[[Any], List[SS]]]:
    """``(new_record, from_record, replay_states)`` of a game with record format ``fmt``.

    ``new_game(players, seed=, colors=)`` and ``apply(state, move)`` are the game's contract
    functions (``new_game`` returns ``seed`` as given once it is valid); its states carry
    ``names`` and ``colors``. Every game's record functions
    are these three, so a game package binds them once after defining ``new_game`` and ``apply``.
    """

    def start(record: Dict[str, Any]) -> SS:
        return new_game(record.get("players"), seed=record.get("seed"),
                        colors=record.get("colors"))

    def new_record(players: Any, *, seed: Any,
                   colors: Optional[Sequence[str]] = None) -> Dict[str, Any]:
        """An empty record of a new game (validated exactly like ``new_game``); ``colors`` is
        stored when given."""
        s = new_game(players, seed=seed, colors=colors)
        extra = {} if colors is None else {"colors": list(s.colors)}
        return make_record(fmt, list(s.names), seed, **extra)

    def from_record(record: Any) -> SS:
        """Replay ``record``; raises ``InvalidState`` naming the first move that cannot be
        played."""
        return replay(record, fmt, start, apply)

    def replay_states(record: Any) -> List[SS]:
        """Every state of a valid record, from the start to the last move (undo, tests)."""
        return replay(record, fmt, start, apply, keep=True)

    return new_record, from_record, replay_states
