"""The game state: one frozen dataclass of tuples, shared freely between positions.

Per-hex data is kept in tuples indexed by hex index (see :mod:`engine.wind_river.board`), with all 36
hexes present even in a three-player game (closed hexes simply stay at 0). States are
immutable; :func:`engine.wind_river.rules.apply` builds a new one and shares whatever did not change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import FrozenSet, Literal, Optional, Tuple, Union

from .board import NUM_HEXES

TIPIS_PER_PLAYER = 7
RESOURCES_TOTAL = 40
START_RESOURCES = 1
RESOURCE_CAP = 10
INSERT_COST = 3
DEFAULT_COLORS = ("red", "blue", "green", "yellow")
MAX_NAME_LENGTH = 24

PHASE_PLACE = "place"
PHASE_BUFFALO = "buffalo"
PHASE_SUPPLY = "supply"
PHASE_ACTION = "action"
PHASE_OVER = "over"
PHASES = (PHASE_PLACE, PHASE_BUFFALO, PHASE_SUPPLY, PHASE_ACTION, PHASE_OVER)

NO_ARRIVALS: Tuple[int, ...] = (0,) * NUM_HEXES

#: A move as the rules handle it (``engine.wind_river.rules``): its kind, then as many hex
#: indices as the kind takes (a target may be ``PLAINS_INDEX``).
Key = Union[
    Tuple[Literal["earn", "pass"]],
    Tuple[Literal["place", "abandon", "insert"], int],
    Tuple[Literal["buffalo", "tipi"], int, int],
]


class LegalMemo:
    """The legal keys of one state (``rules.legal_keys``), and their set once asked for."""

    __slots__ = ("keys", "keyset")

    def __init__(self, keys: Tuple[Key, ...]) -> None:
        self.keys = keys
        self.keyset: Optional[FrozenSet[Key]] = None


@dataclass(frozen=True, slots=True)
class State:
    """A complete Wind River position.

    ``tipis[p][h]`` is the number of seat ``p``'s tipis on hex index ``h``; ``buffalo[h]`` the
    buffaloes there; ``arrived[h]`` the buffaloes that arrived on ``h`` during the current herd
    step (all zero outside phase ``buffalo``). ``current`` is the seat that must act now.
    """

    names: Tuple[str, ...]
    colors: Tuple[str, ...]
    start_player: int
    current: int
    phase: str
    buffalo: Tuple[int, ...]
    tipis: Tuple[Tuple[int, ...], ...]
    resources: Tuple[int, ...]
    unused: Tuple[int, ...]
    plains: Tuple[int, ...]
    stock: int
    buffalo_out: int
    buffalo_left: int
    arrived: Tuple[int, ...]
    # Memo of the legal moves of this (immutable) state; not part of its value.
    memo: Optional[LegalMemo] = field(default=None, init=False, compare=False, repr=False)

    @property
    def num_players(self) -> int:
        """Number of seats (3 or 4)."""
        return len(self.names)

    def on_board(self, seat: int) -> int:
        """Tipis of ``seat`` standing on the board."""
        return sum(self.tipis[seat])

    def tipis_on_board(self) -> int:
        """All tipis standing on the board."""
        return sum(sum(row) for row in self.tipis)
