"""White Buffalo's part in learning by playing (``ui.shell.learning``): its lesson, the elements a
move is clicked on (the contract's test hooks: ``[data-territory]``, the row and the pile, the
turn's buttons, ``#hand [data-card]``, the display slots, ``[data-war-cube]``, ``[data-retire]``),
and Suggest's line of why."""

from __future__ import annotations

from typing import Any, Dict, List

from engine import white_buffalo as wb
from engine.white_buffalo import advice, tutorial
from ui.shell.tutorial import Lesson
from ui.shell.view import Snapshot

MODES = {"take": ("take-cards", "take"), "horse": ("move", "move"), "stack": ("hunt-stack", "stack")}


def lesson() -> Lesson:
    """The lesson, in the current language."""
    data = tutorial.lesson()
    return Lesson(data["players"], data["seed"], data["line"], data["steps"])


def targets(view: Any, snap: Snapshot, move: Dict[str, Any]) -> List[str]:
    """What to click next for ``move``, given the view's pending choices (``view.clicks``)."""
    t, clicks = move["type"], view.clicks
    if t == "place":
        return [f'[data-territory="{move["territory"]}"]']
    if t == "step":
        return [f'[data-territory="{move["to"]}"]']
    if t in MODES and clicks.mode != MODES[t][1]:
        return [f'[data-action="{MODES[t][0]}"]']
    if t == "take":
        return ['[data-action="draw"]' if move["slot"] == "pile" else f'[data-row-slot="{move["slot"]}"]']
    if t in ("horse", "stack"):
        return [f'#hand [data-card="{move["card"]}"]']
    if t == "cube":
        return [f'[data-action="cube-{move["to"]}"]']
    if t in ("hunt", "end", "pass"):
        return [f'[data-action="{t}"]']
    slot = f'[data-display-slot="{move["slot"]}"]'
    if t == "sweep" or clicks.slot != move["slot"]:
        return [slot]
    if t == "retire":
        return [f'[data-retire="{move["teepee"]}"]']
    chosen = list(clicks.war)
    for cube in move["war"]:
        if cube in chosen:
            chosen.remove(cube)
        else:
            return [f'[data-war-cube="{cube}"][aria-pressed="false"]']
    return ['[data-action="buy"]']


def why(state: Any, seat: int, move: Dict[str, Any]) -> str:
    """Suggest's line for ``move`` of ``seat``, from what that seat sees."""
    return advice.why(wb.observe(state, seat), seat, move)
