"""Which part of White Buffalo's table the current decision is about: the plains (``map``), the
action cards (``cards``: the row of three and the draw pile) or the teepees (``teepees``: the
display, the buy and the War Card). Pure logic, no DOM.

On a phone one part of the table shows at a time (the tabs above it, ``[data-part]``): the page
switches to the part the decision is about, and a person may switch by hand; the hand-picked part
stays until the decision changes (:class:`Parts`). Wider screens show every part at once.
"""

from __future__ import annotations

from typing import Any, Dict, Hashable, Optional, Sequence

PARTS = ("map", "cards", "teepees")


def wanted(legal: Sequence[Dict[str, Any]], mode: Optional[str], slot: Optional[int],
           turn_kind: Optional[str], walking: bool) -> str:
    """The part of the table that the decision made of ``legal`` (the person's moves, empty when
    nobody at this screen acts), the chosen kind of play ``mode``, the chosen display ``slot`` and
    the turn's kind so far is about; the plains while a hunt is shown."""
    types = {m.get("type") for m in legal}
    if walking or types & {"place", "step", "cube"}:
        return "map"
    if slot is not None or "sweep" in types:
        return "teepees"
    taking = mode == "take" or (turn_kind == "take" and mode is None)
    if "take" in types and (taking or types <= {"take", "end", "pass"}):
        return "cards"
    if mode is None and turn_kind is None and types & {"buy", "retire"}:
        return "teepees"  # buying is one of the turn's choices: the display is chosen from
    return "map"


class Parts:
    """The part of the table shown on a phone: the one the decision is about, unless the person
    picked another for this same decision."""

    def __init__(self) -> None:
        self.picked: Optional[str] = None
        self.picked_for: Hashable = None

    def pick(self, part: str, decision: Hashable) -> bool:
        """The person chose ``part`` (a tab) during ``decision``; False if it is no part."""
        if part not in PARTS:
            return False
        self.picked, self.picked_for = part, decision
        return True

    def shown(self, want: str, decision: Hashable) -> str:
        """The part to show: the picked one while the decision is the one it was picked for."""
        if self.picked is not None and self.picked_for == decision:
            return self.picked
        self.picked = self.picked_for = None
        return want
