"""What a Manitou move did: the events of ``play`` (listed in the package's docstring).

Each event is a JSON object with a ``"type"``; these TypedDicts are their exact shapes, so that
the rules that build them (:mod:`.rules`) and what reads them (``tell``, ``describe``, the page's
reckoning) are checked against each other. Seats are ints, grounds 1–3, cards are card ids.
"""

from __future__ import annotations

from typing import List, Literal, NotRequired, Optional, TypedDict, Union


class CardAt(TypedDict):
    """A card lying at a ground: hunters ``{"card"}``, warriors with ``up`` (face up or not)."""

    card: str
    up: NotRequired[bool]


class Ground(TypedDict):
    """A hunting ground as the state JSON has it: its buffalo as laid out, each seat's cards."""

    buffalo: List[int]
    cards: List[List[CardAt]]


class Foe(TypedDict):
    """The warrior a new warrior met: its seat and card."""

    seat: int
    card: str


class Taken(TypedDict):
    """A buffalo card a seat took at a herd's reckoning."""

    seat: int
    value: int


class Captive(TypedDict):
    """A card taken prisoner, with its owner's seat."""

    card: str
    owner: int


WarriorOutcome = Literal["hold", "guard", "beats", "beaten", "cancel", "sacrifice"]
HerdOutcome = Literal["no-hunters", "alone", "top-tie", "second-tie", "contest"]


class PassEvent(TypedDict):
    """A blocked player passed (M-R10)."""

    type: Literal["pass"]
    seat: int


class WarriorEvent(TypedDict):
    """A warrior was laid; ``against`` and ``pair`` when it met a foe's face-up warrior."""

    type: Literal["warrior"]
    seat: int
    card: str
    ground: int
    outcome: WarriorOutcome
    against: NotRequired[Foe]
    pair: NotRequired[bool]


class WholeReserveEvent(TypedDict):
    """A party formed without a choice: the seat's whole reserve (M-R3)."""

    type: Literal["whole-reserve"]
    seat: int
    size: int


class DealEvent(TypedDict):
    """Parties shuffled, hands drawn: play begins with seat ``starts``."""

    type: Literal["deal"]
    hunt: int
    starts: int


class ReckoningEvent(TypedDict):
    """The reckoning of hunt ``hunt`` begins, the grounds as they lie."""

    type: Literal["reckoning"]
    hunt: int
    grounds: List[Ground]


class HideThiefEvent(TypedDict):
    """The hide thief (§6.1): each seat's hunting strength, the highest and who is robbed."""

    type: Literal["hide-thief"]
    totals: List[int]
    highest: int
    takers: List[int]


class HerdEvent(TypedDict):
    """The buffalo of one ground (§6.2)."""

    type: Literal["herd"]
    ground: int
    buffalo: List[int]
    strengths: List[int]
    outcome: HerdOutcome
    tied: List[int]
    taken: List[Taken]
    box: List[int]


class PrisonersEvent(TypedDict):
    """The prisoners of one ground (§6.3): its holder, the cards back to each reserve, the
    captives."""

    type: Literal["prisoners"]
    ground: int
    holder: Optional[int]
    returned: List[List[str]]
    captured: List[Captive]


class CardsBackEvent(TypedDict):
    """Each seat's unplayed cards back to its reserve (§6.4)."""

    type: Literal["cards-back"]
    returned: List[List[str]]


class HuntEvent(TypedDict):
    """The next hunt laid out: its dealer and each ground's buffalo."""

    type: Literal["hunt"]
    hunt: int
    dealer: int
    buffalo: List[List[int]]


class OverEvent(TypedDict):
    """The third hunt is over: each seat's score."""

    type: Literal["over"]
    scores: List[int]


#: Any event of :func:`engine.manitou.play`.
Event = Union[PassEvent, WarriorEvent, WholeReserveEvent, DealEvent, ReckoningEvent,
              HideThiefEvent, HerdEvent, PrisonersEvent, CardsBackEvent, HuntEvent, OverEvent]
