"""The Wind River board as data (rules §2), and the lookup tables derived from it.

Everything about the board's shape lives in the constants at the top of this module: a corrected
board is a change here and nowhere else. The engine works with hex *indices* (0..35, lane-major);
names such as ``"C2"`` are only used at the edges (JSON, move dicts, messages).
"""

from __future__ import annotations

from typing import Dict, FrozenSet, List, Tuple

# ---- the board definition -------------------------------------------------------------------
LANES = "ABCDEF"  # north to south
COLUMNS = 6  # west to east, numbered 1..COLUMNS
SHIFTED_LANES = "BDF"  # lanes drawn half a hex to the east ("odd-r" layout)
START_COLUMNS = (1, 2, 3)  # columns whose hexes hold buffaloes at the start
START_BUFFALO_PER_HEX = 2
HEX_CAP = 5  # no hex may ever hold more buffaloes than this
CLOSED_LANES = {3: "A", 4: ""}  # lanes out of play, by number of players
PLAINS = "plains"  # the name of the open plains east of the board
# -----------------------------------------------------------------------------------------------

NUM_HEXES = len(LANES) * COLUMNS
PLAINS_INDEX = -1  # target index meaning "off the east edge, into the open plains"

DIRECTIONS = ("E", "NE", "SE", "W", "NW", "SW")
FORWARD = ("E", "NE", "SE")


def hex_index(lane: int, col: int) -> int:
    """Index of the hex in lane ``lane`` (0-based, north first) and column ``col`` (1-based)."""
    return lane * COLUMNS + (col - 1)


HEX_NAMES: Tuple[str, ...] = tuple(
    f"{LANES[r]}{c}" for r in range(len(LANES)) for c in range(1, COLUMNS + 1)
)
HEX_INDEX: Dict[str, int] = {name: i for i, name in enumerate(HEX_NAMES)}


def lane_of(index: int) -> int:
    """Lane number (0 = ``A``) of a hex index."""
    return index // COLUMNS


def column_of(index: int) -> int:
    """Column number (1-based) of a hex index."""
    return index % COLUMNS + 1


def is_shifted(lane: int) -> bool:
    """True for lanes drawn half a hex east (odd-r offset)."""
    return LANES[lane] in SHIFTED_LANES


def _offset(lane: int, direction: str) -> Tuple[int, int]:
    """(lane delta, column delta) of a step in ``direction`` from a hex in ``lane``."""
    shift = 1 if is_shifted(lane) else 0
    return {
        "E": (0, 1),
        "W": (0, -1),
        "NE": (-1, shift),
        "SE": (1, shift),
        "NW": (-1, shift - 1),
        "SW": (1, shift - 1),
    }[direction]


def step(index: int, direction: str) -> Tuple[int, int]:
    """Raw (lane, column) reached from hex ``index`` in ``direction``; may lie off the board."""
    lane, col = lane_of(index), column_of(index)
    dl, dc = _offset(lane, direction)
    return lane + dl, col + dc


def in_play(num_players: int) -> Tuple[int, ...]:
    """Indices of the hexes in play for a game of ``num_players``, in index order."""
    closed = CLOSED_LANES[num_players]
    return tuple(i for i in range(NUM_HEXES) if LANES[lane_of(i)] not in closed)


def _target(index: int, direction: str, open_hexes: FrozenSet[int]) -> int | None:
    """Where a step goes: a hex index, PLAINS_INDEX, or None when the step is not a move."""
    lane, col = step(index, direction)
    if col == COLUMNS + 1:
        return PLAINS_INDEX  # any step into column 7 reaches the open plains, whatever its lane
    if not (0 <= lane < len(LANES) and 1 <= col <= COLUMNS):
        return None
    target = hex_index(lane, col)
    return target if target in open_hexes else None


def _targets(num_players: int, directions: Tuple[str, ...]) -> Tuple[Tuple[int, ...], ...]:
    """Per hex index, the distinct targets reachable in ``directions`` (plains at most once)."""
    open_hexes = frozenset(in_play(num_players))
    table: List[Tuple[int, ...]] = []
    for i in range(NUM_HEXES):
        found: List[int] = []
        if i in open_hexes:
            for d in directions:
                t = _target(i, d, open_hexes)
                if t is not None and t not in found:
                    found.append(t)
        table.append(tuple(found))
    return tuple(table)


def start_buffalo(num_players: int) -> Tuple[int, ...]:
    """Buffalo count per hex index at the start of a game of ``num_players``."""
    open_hexes = frozenset(in_play(num_players))
    return tuple(
        START_BUFFALO_PER_HEX if (i in open_hexes and column_of(i) in START_COLUMNS) else 0
        for i in range(NUM_HEXES)
    )


class Layout:
    """Precomputed tables for one player count (built once per count, shared by all states)."""

    __slots__ = ("num_players", "hexes", "open", "forward", "neighbours", "start")

    def __init__(self, num_players: int) -> None:
        self.num_players = num_players
        self.hexes = in_play(num_players)
        self.open = frozenset(self.hexes)
        self.forward = _targets(num_players, FORWARD)  # buffalo steps (and the east part of tipi steps)
        self.neighbours = _targets(num_players, DIRECTIONS)  # tipi moves: any of the six
        self.start = start_buffalo(num_players)


LAYOUTS: Dict[int, Layout] = {n: Layout(n) for n in CLOSED_LANES}


def target_name(index: int) -> str:
    """Name of a target index: a hex name, or ``"plains"``."""
    return PLAINS if index == PLAINS_INDEX else HEX_NAMES[index]
