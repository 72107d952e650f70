"""White Buffalo by keyboard: where the arrow keys go on the map and where the focus lands after
a repaint. Pure logic, no DOM (``page`` applies it).

The map is one tab stop (a roving tabindex): the arrow keys walk the two columns of territories,
Home and End go to the first and the last, Enter or Space chooses. Buttons (the turn's actions,
cards, display slots, War Card cubes, retire choices, the hunt's "continue") are tab stops of
their own. A repaint replaces markup, so the element that had the focus may be gone: the focus
then goes to the same thing drawn again, else to the next sensible choice of the same group,
else to what the person most likely does next (:func:`candidates`), never to ``<body>``.
"""

from __future__ import annotations

from typing import List, Optional, Tuple

from ui.white_buffalo.map_view import LAYOUT

#: Attributes that name a focusable game element (the first one present is its identity).
KEEP = ("data-territory", "data-card", "data-row-slot", "data-display-slot", "data-war-cube",
        "data-retire", "data-action")

#: The territories in reading order: west to east, north to south.
READING = sorted(LAYOUT, key=lambda t: (LAYOUT[t][1], LAYOUT[t][0]))

#: Elements that may take the focus only from the page (``tabindex="-1"`` is set first).
LANDMARKS = ("#ranking-card", "#turn")

_STEPS = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}

#: Where the focus goes when the focused element's own group has nothing left, in order.
NEXT = ('#map [data-territory].legal[tabindex="0"]', ".actions button:not([disabled])", "#hand .legal",
        "#row .legal", "#display .legal", '[data-action="draw"]:not([disabled])',
        '#bot-bar:not([hidden]) [data-action="skip"]:not([disabled])', "#turn")

_GROUPS = {
    "data-territory": ('#map [data-territory][tabindex="0"]',),
    "data-card": ("#hand .legal",),
    "data-row-slot": ("#row .legal", '[data-action="draw"]:not([disabled])'),
    "data-display-slot": ('#display [aria-pressed="true"]', "#display .legal"),
    "data-war-cube": ("#buy-panel [data-war-cube]", '[data-action="buy"]:not([disabled])',
                      '#display [aria-pressed="true"]', "#display .legal"),
    "data-retire": ("#buy-panel [data-retire]", '#display [aria-pressed="true"]', "#display .legal"),
    "data-action": (".actions button:not([disabled])",),
}


def neighbour(tid: str, key: str) -> Optional[str]:
    """The territory the arrow key ``key`` (or Home / End) moves to from ``tid``; None for any
    other key. At the map's edge the focus stays where it is."""
    if key == "Home":
        return READING[0]
    if key == "End":
        return READING[-1]
    if key not in _STEPS or tid not in LAYOUT:
        return None
    dx, dy = _STEPS[key]
    col, row = LAYOUT[tid]
    want = (col + dx, row + dy)
    for other, place in LAYOUT.items():
        if place == want:
            return other
    return tid


def map_stop(current: Optional[str], focused: Optional[str], legal: List[str]) -> str:
    """The territory that is the map's tab stop: the focused one, else the current stop while it
    is still a choice (or while nothing is), else the first choice in reading order."""
    if focused in LAYOUT:
        return str(focused)
    if current in LAYOUT and (not legal or current in legal):
        return str(current)
    for tid in READING:
        if tid in legal:
            return tid
    return READING[0]


def css_value(value: str) -> str:
    """``value`` as a quoted CSS attribute value."""
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def candidates(had: Tuple[str, str, Optional[str]]) -> List[str]:
    """Selectors to try, in order, for the focus after a repaint lost it. ``had`` is the lost
    element's identity: its :data:`KEEP` attribute, that attribute's value and its
    ``data-index`` (War Card cubes of one colour), or ``("", "", None)`` for anything else."""
    attr, value, index = had
    out = ['#walk:not([hidden]) [data-action="continue"]', '#privacy:not([hidden]) [data-action="reveal"]',
           "#ranking-card:not([hidden])"]
    if attr in KEEP:
        same = f"[{attr}={css_value(value)}]"
        if attr == "data-card":
            same = "#hand " + same
        elif attr == "data-war-cube" and index is not None:
            same += f"[data-index={css_value(index)}]"
        out.append(same)
    out.extend(_GROUPS.get(attr, ()))
    out.extend(s for s in NEXT if s not in out)
    return out
