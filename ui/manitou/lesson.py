"""Manitou's part in learning by playing (``ui.shell.learning``): its lesson, the elements a move
is clicked on (the contract's test hooks: ``[data-pick]``, ``#hand [data-card]``,
``[data-ground]`` and the confirm buttons), and Suggest's line of why."""

from __future__ import annotations

from typing import Any, Dict, List

from engine import manitou as mt
from engine.manitou import advice, tutorial
from ui.shell.tutorial import Lesson
from ui.shell.view import Snapshot


def lesson() -> Lesson:
    """The lesson, in the current language."""
    data = tutorial.lesson()
    return Lesson(data["players"], data["seed"], data["line"], data["steps"])


def targets(view: Any, snap: Snapshot, move: Dict[str, Any]) -> List[str]:
    """What to click next for ``move``, given the view's pending choice (``view.clicks``)."""
    t, clicks = move["type"], view.clicks
    if t == "pass":
        return ['[data-action="pass"]']
    if t == "pick":  # a lesson's party is the step's picks; a suggestion is one card
        party = [m["card"] for m in snap.step_moves] or [move["card"]]
        want: Dict[str, int] = {}
        for card in party:
            want[card] = want.get(card, 0) + 1
            if clicks.picks.get(card, 0) < want[card]:
                return [f'[data-pick="{card}"][aria-pressed="false"]']
        return ['[data-action="confirm-party"]']
    if clicks.card != move["card"]:
        return [f'#hand [data-card="{move["card"]}"]']
    if clicks.ground != move["ground"]:
        return [f'[data-ground="{move["ground"]}"]']
    return ['[data-action="confirm"]']


def own_suggest(snap: Snapshot) -> bool:
    """True while a hunting party is chosen: the party's own Suggest (a whole party) is then the
    one Suggest on the page, not the shell's (which would mark one card)."""
    seen = snap.observation
    return isinstance(seen, dict) and seen.get("phase") == "select"


def why(state: Any, seat: int, move: Dict[str, Any]) -> str:
    """Suggest's line for ``move`` of ``seat``, from what that seat sees."""
    return advice.why(mt.observe(state, seat), seat, move)
