"""Wind River's board by keyboard: where the arrow keys go and which hex is the board's tab stop.
Pure logic, no DOM (``ui.wind_river.page`` applies it).

The board is one tab stop (a roving tabindex): while there are choices the arrow keys go from
choice to choice (:func:`toward`), else they walk the hexes in play (Right from column 6 reaches
the open plains); Enter or Space chooses the focused hex.
"""

from __future__ import annotations

from typing import Any, Iterable, List, Optional, Tuple

from engine.wind_river.board import CLOSED_LANES, COLUMNS, LANES, PLAINS

#: the keys that choose the focused hex (as a click on it)
CHOOSE = ("Enter", " ")
ARROWS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight")


def open_lanes(num_players: int) -> List[Any]:
    """The lanes in play for ``num_players``, north to south."""
    return [lane for lane in LANES if lane not in CLOSED_LANES[num_players]]


def neighbour(name: str, key: str, num_players: int) -> Optional[str]:
    """The hex the keyboard focus moves to from ``name`` with an arrow key (None: stay).

    Left/Right move along the lane (Right from column 6 reaches the open plains, Left from the
    plains the middle lane's column 6); Up/Down move to the lane above/below in the same column;
    closed lanes are skipped.
    """
    lanes = open_lanes(num_players)
    if name == PLAINS:
        return f"{lanes[len(lanes) // 2]}{COLUMNS}" if key == "ArrowLeft" else None
    lane, col = name[0], int(name[1:])
    if lane not in lanes:
        return None
    if key == "ArrowRight":
        return PLAINS if col == COLUMNS else f"{lane}{col + 1}"
    if key == "ArrowLeft":
        return f"{lane}{col - 1}" if col > 1 else None
    i = lanes.index(lane)
    if key == "ArrowUp" and i > 0:
        return f"{lanes[i - 1]}{col}"
    if key == "ArrowDown" and i + 1 < len(lanes):
        return f"{lanes[i + 1]}{col}"
    return None


def _place(name: str, lanes: List[Any]) -> Optional[Tuple[int, int]]:
    """(lane index, column) of hex ``name`` among the open ``lanes``; the plains east of column 6
    in the middle lane."""
    if name == PLAINS:
        return (len(lanes) // 2, COLUMNS + 1)
    if name[0] not in lanes:
        return None
    return (lanes.index(name[0]), int(name[1:]))


def toward(name: str, key: str, choices: Iterable[str], num_players: int) -> Optional[str]:
    """Where an arrow key goes from ``name`` while there are ``choices`` (the board's targets):
    the nearest choice that way — Up/Down: the nearest lane above/below holding one, the
    nearest column there; Left/Right: the nearest in the same lane, else the nearest column
    that way in any lane — so a person reaches a target in a key or two, not hex by hex.
    Without choices the arrows walk every hex (:func:`neighbour`). None: stay."""
    lanes = open_lanes(num_players)
    here = _place(name, lanes)
    places = {c: p for c in choices if c != name and (p := _place(c, lanes)) is not None}
    if not places or here is None:
        return neighbour(name, key, num_players)
    lane, col = here
    ranked: List[Tuple[int, int, str]] = []
    for c, (cl, cc) in places.items():
        if key == "ArrowUp" and cl < lane or key == "ArrowDown" and cl > lane:
            ranked.append((abs(cl - lane), abs(cc - col), c))
        elif key == "ArrowLeft" and cc < col or key == "ArrowRight" and cc > col:
            ranked.append((0 if cl == lane else 1, abs(cc - col) * 10 + abs(cl - lane), c))
    return min(ranked)[2] if ranked else None


def first_open_hex(num_players: int) -> str:
    """The first hex in play (north-west corner), the board's first tab stop."""
    return f"{open_lanes(num_players)[0]}1"


def action(key: str) -> str:
    """What ``key`` does on a focused hex: ``choose`` (Enter, Space), ``move`` (an arrow) or
    ``""`` (nothing: the shell handles it)."""
    if key in CHOOSE:
        return "choose"
    if key in ARROWS:
        return "move"
    return ""


def tab_stop(current: Optional[str], choices: Iterable[str], focus_inside: bool,
             fresh: bool = False) -> Optional[str]:
    """The hex that should hold the board's tab stop after a repaint, or None to keep ``current``:
    with choices to make and the focus outside the board, Tab into the board lands on the first
    choice (in name order) unless the stop already is one; in a new position (``fresh``: a move
    was made) also when the focus is on a hex of the board that is no choice (the conductor then
    moves the focus to the new stop)."""
    choices = sorted(choices)
    if not choices or current in choices or (focus_inside and not fresh):
        return None
    return choices[0]
