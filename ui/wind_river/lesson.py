"""Wind River's part in learning by playing (``ui.shell.learning``): its lesson, the elements a
move is clicked on (the contract's test hooks: ``[data-hex]`` and the extra-action buttons), and
Suggest's line of why."""

from __future__ import annotations

from typing import Any, Dict, List

from engine import wind_river as wr
from engine.wind_river import advice, tutorial
from ui.shell.tutorial import Lesson
from ui.shell.view import Snapshot


def lesson() -> Lesson:
    """The lesson, in the current language."""
    data = tutorial.lesson()
    return Lesson(data["players"], data["seed"], data["line"], data["steps"])


def targets(view: Any, snap: Snapshot, move: Dict[str, Any]) -> List[str]:
    """What to click next for ``move``, given the view's pending selection (``view.ctrl``)."""
    t = move["type"]
    if t == "place":
        return [f'[data-hex="{move["to"]}"]']
    if t == "abandon":
        return [f'[data-hex="{move["at"]}"]']
    ctrl = view.ctrl
    if snap.observation["phase"] == "action" and ctrl.mode != t:
        return [f'[data-action="{t}"]']
    if t == "insert":
        return [f'[data-hex="{move["at"]}"]']
    if ctrl.source != move.get("from"):
        return [f'[data-hex="{move["from"]}"]']
    return [f'[data-hex="{move["to"]}"]']


def suggest_marks(view: Any, snap: Snapshot, move: Dict[str, Any]) -> List[str]:
    """What Suggest marks for ``move``: what to click next (:func:`targets`) and the hexes the
    move starts from and goes to, so the suggestion is on the board even when it begins with a
    button (a herd step, a tipi)."""
    hexes = [f'[data-hex="{move[k]}"]' for k in ("from", "at", "to") if isinstance(move.get(k), str)]
    first = targets(view, snap, move)
    return first + [h for h in hexes if h not in first]


def why(state: Any, seat: int, move: Dict[str, Any]) -> str:
    """Suggest's line for ``move`` of ``seat``, from what that seat sees."""
    return advice.why(wr.observe(state, seat), seat, move)
