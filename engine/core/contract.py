"""The contract every game package offers (docs/engine-contract.md).

A game package (``engine.wind_river``, ``engine.manitou`` …) is a module with an ``INFO``
(:class:`GameInfo`) and the functions of :class:`Game`. Shared code (records, bots, the page's
shell) reaches a game only through this protocol and :mod:`engine.core.registry`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Generic, List, Mapping, Optional, Protocol, Sequence, Tuple, TypeVar, Union

#: A move as JSON (``{"type": "pass"}``): what ``legal_moves`` lists and records hold.
Move = Dict[str, Any]
#: The JSON form of a state, a view, a record (plain dicts, lists, strs, ints, bools, None).
JSONDict = Dict[str, Any]

#: A game's state type (each game's own frozen ``State``).
S = TypeVar("S")
#: A game's event type: a JSON object with a ``"type"`` (each game's own TypedDicts).
E = TypeVar("E", bound=Mapping[str, object])


@dataclass(frozen=True)
class GameInfo:
    """What the site needs to know about a game before it starts one."""

    id: str                  # "wind-river": storage keys, page names, data-game
    title: str               # "Wind River"
    min_players: int
    max_players: int
    hidden_information: bool  # True: `observe` hides cards; pages need privacy screens
    state_format: str        # "wind-river/1"
    record_format: str       # "wind-river-record/1"


@dataclass(frozen=True)
class PlayerInfo:
    """One seat of a game as ``players(state)`` gives it: the player's name and palette colour."""

    name: str
    color: str


@dataclass(frozen=True)
class Outcome(Generic[S, E]):
    """What one move did: the new state and the events it produced, computed once.

    ``events`` are JSON dicts, each with a ``"type"``; they say what happened (including chance:
    a card drawn, a cube pulled) so that the log, the page's step-by-step walkthroughs and the
    animations never apply the move again to find out. Each game types them (``Outcome[State,
    Event]``, its ``Event`` a union of TypedDicts).
    """

    state: S
    events: Tuple[E, ...] = ()


class Game(Protocol[S, E]):
    """The functions of a game package, for its state type ``S`` (the game's own frozen values)
    and event type ``E``. A package (a module) is checked against it statically
    (in :mod:`engine.core.registry`); shared code holds a ``Game[Any, Any]`` from the registry.

    Arguments typed ``object`` may be anything at all (untrusted input): the function refuses
    what is not valid with the error its docstring names.
    """

    INFO: GameInfo

    def new_game(self, players: Union[int, Sequence[str]], *, seed: int,
                 colors: Optional[Sequence[str]] = None) -> S:
        """A new game; ``ValueError`` with a readable message on bad arguments."""

    def legal_moves(self, state: S) -> List[Move]:
        """Every legal move of the player to act, each once, in a stable order."""

    def apply(self, state: S, move: object) -> S:
        """The next state; ``IllegalMove`` for anything not in ``legal_moves``."""

    def play(self, state: S, move: object) -> Outcome[S, E]:
        """Apply ``move`` once: the next state and the events it produced (``IllegalMove`` as
        :meth:`apply`); ``apply(s, m)`` is ``play(s, m).state``."""

    def tell(self, state: S, move: Move, events: Sequence[E]) -> List[str]:
        """The log's sentences (player's language) for ``move`` played in ``state`` that produced
        ``events``: what the mover did first, then what followed; never applies the move again."""

    def can_take_back(self, state: S, move: Move, events: Sequence[E]) -> bool:
        """Whether a person may take ``move`` (played in ``state``, producing ``events``) back
        with Undo: False once it revealed something new (a draw, a pull, a secret choice)."""

    def why_illegal(self, state: S, move: object) -> Optional[str]:
        """None when ``move`` is legal in ``state``; else one sentence (player's language)
        saying why not, the same words ``apply`` puts in its ``IllegalMove``."""

    def to_dict(self, state: S) -> JSONDict:
        """The lossless JSON form of a state."""

    def from_dict(self, d: object) -> S:
        """A state from its JSON form; ``InvalidState`` naming what is wrong."""

    def observe(self, state: S, seat: Optional[int]) -> JSONDict:
        """What ``seat`` may know (``None``: the public view), as JSON."""

    def to_act(self, state: S) -> Optional[int]:
        """The seat that must decide now, or ``None`` once the game is over."""

    def players(self, state: S) -> List[PlayerInfo]:
        """Each seat's name and colour, in seat order (what ``to_dict`` says of them)."""

    def ranking(self, state: S) -> List[List[int]]:
        """Places of a finished game, best first; ``ValueError`` before the end."""

    def describe(self, state: S, move: object) -> str:
        """One sentence for the log about a legal move of ``state``."""

    def new_record(self, players: Union[int, Sequence[str]], *, seed: int,
                   colors: Optional[Sequence[str]] = None) -> JSONDict:
        """An empty record of a new game."""

    def record_append(self, record: JSONDict, move: Move) -> JSONDict:
        """Append ``move`` to ``record`` (no legality check) and return it."""

    def from_record(self, record: object) -> S:
        """Replay a record; ``InvalidState`` naming the first bad move."""
