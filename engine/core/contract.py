"""The contract every game package offers (docs/engine-contract.md).

A game package (``engine.wind_river``, ``engine.manitou`` …) is a module with an ``INFO``
(:class:`GameInfo`) and the functions of :class:`Game`. Shared code (records, bots, the page's
shell) reaches a game only through this protocol and :mod:`engine.core.registry`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Protocol, Sequence, Tuple


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
class Outcome:
    """What one move did: the new state and the events it produced, computed once.

    ``events`` are JSON dicts, each with a ``"type"``; they say what happened (including chance:
    a card drawn, a cube pulled) so that the log, the page's step-by-step walkthroughs and the
    animations never apply the move again to find out.
    """

    state: Any
    events: Tuple[Dict[str, Any], ...] = ()


class Game(Protocol):
    """The functions of a game package (state objects are the game's own frozen values)."""

    INFO: GameInfo

    def new_game(self, players: Any, *, seed: Any,
                 colors: Optional[Sequence[str]] = None) -> Any:
        """A new game; ``ValueError`` with a readable message on bad arguments."""

    def legal_moves(self, state: Any) -> List[Dict[str, Any]]:
        """Every legal move of the player to act, each once, in a stable order."""

    def apply(self, state: Any, move: Any) -> Any:
        """The next state; ``IllegalMove`` for anything not in ``legal_moves``."""

    def play(self, state: Any, move: Any) -> Outcome:
        """Apply ``move`` once: the next state and the events it produced (``IllegalMove`` as
        :meth:`apply`); ``apply(s, m)`` is ``play(s, m).state``."""

    def tell(self, state: Any, move: Any, events: Sequence[Dict[str, Any]]) -> List[str]:
        """The log's sentences (player's language) for ``move`` played in ``state`` that produced
        ``events``: what the mover did first, then what followed; never applies the move again."""

    def can_take_back(self, state: Any, move: Any, events: Sequence[Dict[str, Any]]) -> bool:
        """Whether a person may take ``move`` (played in ``state``, producing ``events``) back
        with Undo: False once it revealed something new (a draw, a pull, a secret choice)."""

    def why_illegal(self, state: Any, move: Any) -> Optional[str]:
        """None when ``move`` is legal in ``state``; else one sentence (player's language)
        saying why not, the same words ``apply`` puts in its ``IllegalMove``."""

    def to_dict(self, state: Any) -> Dict[str, Any]:
        """The lossless JSON form of a state."""

    def from_dict(self, d: Any) -> Any:
        """A state from its JSON form; ``InvalidState`` naming what is wrong."""

    def observe(self, state: Any, seat: Optional[int]) -> Dict[str, Any]:
        """What ``seat`` may know (``None``: the public view), as JSON."""

    def to_act(self, state: Any) -> Optional[int]:
        """The seat that must decide now, or ``None`` once the game is over."""

    def ranking(self, state: Any) -> List[List[int]]:
        """Places of a finished game, best first; ``ValueError`` before the end."""

    def describe(self, state: Any, move: Any) -> str:
        """One sentence for the log about a legal move of ``state``."""

    def new_record(self, players: Any, *, seed: Any,
                   colors: Optional[Sequence[str]] = None) -> Dict[str, Any]:
        """An empty record of a new game."""

    def record_append(self, record: Dict[str, Any], move: Any) -> Dict[str, Any]:
        """Append ``move`` to ``record`` (no legality check) and return it."""

    def from_record(self, record: Any) -> Any:
        """Replay a record; ``InvalidState`` naming the first bad move."""
