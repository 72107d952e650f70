"""What a Wind River move did without a choice: the events of ``play`` (docs/engine-contract.md).

Each event is a JSON object with a ``"type"``; these TypedDicts are their exact shapes, so that
the rules that build them and the log that reads them (``tell``) are checked against each other.
"""

from __future__ import annotations

from typing import Literal, TypedDict, Union


class TurnEvent(TypedDict):
    """Seat ``seat``'s turn begins."""

    type: Literal["turn"]
    seat: int


class NoHerdStepEvent(TypedDict):
    """Seat ``seat`` has no herd step to make (``tipis``: its tipis on the board)."""

    type: Literal["no-herd-step"]
    seat: int
    tipis: int


class SupplyPaidEvent(TypedDict):
    """Seat ``seat`` paid ``amount`` food for its unsupplied tipis."""

    type: Literal["supply-paid"]
    seat: int
    amount: int


class SupplyLostEvent(TypedDict):
    """``count`` of seat ``seat``'s unsupplied tipis on hex ``hex`` went back to its supply."""

    type: Literal["supply-lost"]
    seat: int
    count: int
    hex: str


class SupplyChoiceEvent(TypedDict):
    """Seat ``seat`` must choose ``count`` unsupplied tipis to take back."""

    type: Literal["supply-choice"]
    seat: int
    count: int


class OverEvent(TypedDict):
    """No tipi stands on the board: the game is over."""

    type: Literal["over"]


#: Any event of :func:`engine.wind_river.play`.
Event = Union[TurnEvent, NoHerdStepEvent, SupplyPaidEvent, SupplyLostEvent, SupplyChoiceEvent,
              OverEvent]
