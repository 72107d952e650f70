"""What a White Buffalo move did by chance or by itself: the events of ``play`` and
``last_events`` (listed in the package's docstring).

Each event is a JSON object with a ``"type"``; these TypedDicts are their exact shapes, so that
the rules that build them (:mod:`.rules`) and what hands them on are checked against each other.
Territories, cards, teepees and cubes are their ids and colour words; slots count from 1.
A blind draw's ``card`` (and a Destiny Card's) is kept with the seat it is ``secret`` to; the
public events leave both out, and a seat's own view keeps the card it drew
(:func:`engine.white_buffalo.serial.public_events`).
"""

from __future__ import annotations

from typing import List, Literal, NotRequired, Optional, TypedDict, Union


class SetupEvent(TypedDict):
    """A new game: the start player, the row and the display."""

    type: Literal["setup"]
    start: int
    row: List[str]
    display: List[str]


class DrawEvent(TypedDict):
    """A blind card from the pile."""

    type: Literal["draw"]
    seat: int
    card: NotRequired[str]
    secret: NotRequired[int]


class ReshuffleEvent(TypedDict):
    """The discard became the draw pile of ``cards`` cards."""

    type: Literal["reshuffle"]
    cards: int


class RowEvent(TypedDict):
    """A row slot refilled."""

    type: Literal["row"]
    slot: int
    card: str


class RevealEvent(TypedDict):
    """A stack card revealed into the display; ``cube``: the colour it put into the bag."""

    type: Literal["reveal"]
    slot: int
    card: str
    cube: Optional[str]


class BuffaloBillEvent(TypedDict):
    """Buffalo Bill revealed (the orange cube into the bag)."""

    type: Literal["buffalo-bill"]
    slot: int


class SweepEvent(TypedDict):
    """A Settler, Treaty or Railroad card swept from the display."""

    type: Literal["sweep"]
    card: str
    slot: int


#: Why the final round began: the teepee stack ran out, or nothing happened for too long.
FinalReason = Literal["stack", "stall"]


class FinalRoundEvent(TypedDict):
    """The final round begins."""

    type: Literal["final-round"]
    reason: FinalReason


class TerritoryCubesEvent(TypedDict):
    """The cubes lying in a territory went into the bag."""

    type: Literal["territory-cubes"]
    territory: str
    cubes: List[str]


class HuntEvent(TypedDict):
    """A hunt: its value, the herds laid down and the cubes pulled (colours sorted)."""

    type: Literal["hunt"]
    territory: str
    value: int
    laid_down: int
    cubes: List[str]


class BisonEvent(TypedDict):
    """The brown cubes of a hunt: bison gained, returned, or all cancelled by a red cube."""

    type: Literal["bison"]
    seat: int
    pulled: int
    gained: int
    returned: int
    cancelled: bool


class KilledHerd(TypedDict):
    """One herd a cube killed: where, and whether it was laid down or standing."""

    territory: str
    herd: Literal["laid", "standing"]


class KillEvent(TypedDict):
    """A cube killed herds."""

    type: Literal["kill"]
    cube: str
    herds: List[KilledHerd]


class CubeEvent(TypedDict):
    """A pulled cube went to the territory or onto the War Card."""

    type: Literal["cube"]
    cube: str
    to: Literal["territory", "war"]
    territory: NotRequired[str]


# "from" is a keyword: these two are written in the functional form
WarCardEvent = TypedDict("WarCardEvent", {
    "type": Literal["war-card"], "seat": int, "from": Optional[int], "cubes": List[str],
})
WarCardEvent.__doc__ = """The War Card changed hands (``from``: its holder before, or None)."""

CalfWomanEvent = TypedDict("CalfWomanEvent", {
    "type": Literal["calf-woman"], "territory": str, "from": List[str],
})
CalfWomanEvent.__doc__ = """The White Buffalo Calf Woman came, and herds joined her from ``from``."""

SowEvent = TypedDict("SowEvent", {"type": Literal["sow"], "from": str, "to": List[str]})
SowEvent.__doc__ = """The herds laid down in a territory walked on the trail."""


class DiscardEvent(TypedDict):
    """The cards played this turn went to the discard pile."""

    type: Literal["discard"]
    cards: List[str]


class DestinyEvent(TypedDict):
    """A Destiny Card drawn."""

    type: Literal["destiny"]
    seat: int
    card: NotRequired[str]
    secret: NotRequired[int]


class PassedEvent(TypedDict):
    """A player passed for the rest of the game: bison and War Card cubes back to the bag."""

    type: Literal["passed"]
    seat: int
    bison: int
    war: int


#: Why a game ended: the lost-herds track filled, the stack ran out, everyone passed, a stall.
OverReason = Literal["herds", "stack", "passed", "stall"]


class OverEvent(TypedDict):
    """The game is over, and why."""

    type: Literal["over"]
    reason: OverReason


#: Any event of :func:`engine.white_buffalo.play` and ``last_events``.
Event = Union[SetupEvent, DrawEvent, ReshuffleEvent, RowEvent, RevealEvent, BuffaloBillEvent,
              SweepEvent, FinalRoundEvent, TerritoryCubesEvent, HuntEvent, BisonEvent, KillEvent,
              CubeEvent, WarCardEvent, CalfWomanEvent, SowEvent, DiscardEvent, DestinyEvent,
              PassedEvent, OverEvent]
