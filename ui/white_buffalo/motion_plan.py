"""What moves on White Buffalo's table in one step of a hunt or of the herds' walk: the flights
(:class:`ui.shell.motion.Flight`) of one engine event, read from the event and the public view
just before it (``engine.white_buffalo.steps.view_after``); no rules arithmetic.

* ``hunt``: each pulled cube leaves the bag, one after another, for the hunted territory.
* ``bison``: a bison per one gained goes to the hunter's line among the tribes (or the viewer's
  tribe card); a brown cube given back goes to the bag.
* ``kill``: the killing cube goes to its row of the death rate card (Buffalo Bill's has none),
  then each killed herd leaves its territory for its spot on the lost-herds track.
* ``cube``: the cube goes to the territory it stays in, or to the War Card.
* ``war-card``: the War Card goes from its holder (or the card) to its new holder.
* ``calf-woman``: herds from the territories next door walk to her; the white cube goes back to the bag.
* ``sow``: the laid-down herds walk the trail to the next territories.
* ``territory-cubes``: cubes lying in a territory go back into the bag.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence

from ui.shell.motion import Flight
from ui.white_buffalo.bag_view import cube_icon
from ui.white_buffalo.map_view import BISON

#: the most tokens of one kind in one flight group (a big hunt is told, not every bison flown)
MOST = 6


def herd_icon(dead: bool = False) -> str:
    """A herd as a small inline SVG (hidden from screen readers)."""
    fill = "#4a3a2a" if dead else "#6b4423"
    return (f'<svg width="24" height="16" viewBox="0 0 14 9" aria-hidden="true">'
            f'<path d="{BISON}" fill="{fill}" stroke="#f3e6c8" stroke-width="0.5"/></svg>')


def war_icon() -> str:
    """The War Card as a small token."""
    return ('<svg width="18" height="24" viewBox="0 0 14 18" aria-hidden="true">'
            '<rect x="0.5" y="0.5" width="13" height="17" rx="2" fill="#8c2a1e" stroke="#f3e6c8"/>'
            '<path d="M3 14L11 4M3 4L11 14" stroke="#f3e6c8" stroke-width="1.6"/></svg>')


def territory(tid: str) -> str:
    """A territory on the map."""
    return f'#map [data-territory="{tid}"]'


def bag(colour: str) -> str:
    """A colour's place in the bag."""
    return f'#bag [data-bag="{colour}"]'


#: on a phone the tribes and the War Card may be folded away: a piece then flies to the tab
#: that opens them (so the player sees where it went)
TRIBES_TAB = '[data-drawer-toggle="players-card"]'
TEEPEES_TAB = '[data-action="part-teepees"]'


def tribe(seat: int, viewer: Optional[int]) -> tuple[str, ...]:
    """A tribe's line among the tribes; the viewer's own tribe card first when it is theirs; the
    Tribes tab when both are folded away."""
    line = f'#players [data-player="{seat}"]'
    return ("#tribe", line, TRIBES_TAB) if seat == viewer else (line, TRIBES_TAB)


def flights(event: Mapping[str, Any], before: Dict[str, Any], hunted: Optional[str],
            viewer: Optional[int] = None) -> List[Flight]:
    """The flights of ``event`` (``before``: the public view just before it; ``hunted``: the
    territory of the hunt it belongs to, None outside a hunt)."""
    kind = event.get("type")
    out: List[Flight] = []
    here = territory(hunted) if hunted else "#map"
    if kind == "hunt":
        t = territory(str(event["territory"]))
        for i, c in enumerate(event["cubes"]):
            out.append(Flight(f"cube:{c}", bag(c), t, cube_icon(c, 20), i))
    elif kind == "territory-cubes":
        t = territory(str(event["territory"]))
        for i, c in enumerate(event["cubes"]):
            out.append(Flight(f"cube:{c}", t, bag(c), cube_icon(c, 20), i))
    elif kind == "bison":
        seat = int(event["seat"])
        for i in range(min(int(event["gained"]), MOST)):
            out.append(Flight("bison", here, tribe(seat, viewer), herd_icon(), i))
        for i in range(min(int(event["returned"]), MOST)):
            out.append(Flight("cube:brown", here, bag("brown"), cube_icon("brown", 20), i))
    elif kind == "kill":
        cube = str(event["cube"])
        step = 0
        if cube in ("grey", "blue", "black"):
            out.append(Flight(f"cube:{cube}", here, f'#death [data-row="{cube}"]', cube_icon(cube, 20), 0))
            step = 1
        lost = int(before.get("lost", 0))
        for i, h in enumerate(event["herds"][:MOST]):
            spot = (f'#map [data-spot="{lost + i}"]', "#map .track")
            out.append(Flight("herd:lost", territory(str(h["territory"])), spot, herd_icon(True), step + i))
    elif kind == "cube":
        c = str(event["cube"])
        if event.get("to") == "territory":
            t = territory(str(event["territory"]))
            out.append(Flight(f"cube:{c}", here, (f"{t} .cube-{c}", t), cube_icon(c, 20)))
        else:
            out.append(Flight(f"cube:{c}", here, ("#war", TEEPEES_TAB), cube_icon(c, 20)))
    elif kind == "war-card":
        old = event.get("from")
        origin = f'#players [data-player="{old}"]' if isinstance(old, int) else "#war"
        to = (f'#players [data-player="{event["seat"]}"]', "#war", TRIBES_TAB)
        out.append(Flight("war-card", (origin, "#war", TEEPEES_TAB), to, war_icon()))
    elif kind == "calf-woman":
        t = territory(str(event["territory"]))
        for i, a in enumerate(event["from"][:MOST]):
            out.append(Flight("herd", territory(str(a)), t, herd_icon(), i))
        last = len(event["from"][:MOST])
        out.append(Flight("cube:white", here, bag("white"), cube_icon("white", 20), last))
    elif kind == "sow":
        origin = territory(str(event["from"]))
        for i, u in enumerate(event["to"][:MOST]):
            out.append(Flight("herd", origin, territory(str(u)), herd_icon(), i))
    return out


def hunt_territory(events: List[Dict[str, Any]], upto: int) -> Optional[str]:
    """The territory of the last hunt among ``events[:upto + 1]`` (the step shown belongs to it)."""
    for e in reversed(events[:upto + 1]):
        if e.get("type") == "hunt":
            return str(e["territory"])
    return None


def teepee_icon(retired: bool = False) -> str:
    """A teepee as a small token (greyed when retired)."""
    fill = "#9a8f80" if retired else "#c98a3c"
    return ('<svg width="20" height="22" viewBox="0 0 20 22" aria-hidden="true">'
            f'<path d="M10 1L19 21H1Z" fill="{fill}" stroke="#3b2a18" stroke-width="1.2"/>'
            '<path d="M10 1L7 6M10 1L13 6M8 21L10 14L12 21" stroke="#3b2a18" stroke-width="1.2" fill="none"/>'
            '</svg>')


def card_icon() -> str:
    """A card of the teepee stack as a small token."""
    return ('<svg width="16" height="22" viewBox="0 0 16 22" aria-hidden="true">'
            '<rect x="0.6" y="0.6" width="14.8" height="20.8" rx="2" fill="#f3e6c8" stroke="#6b4423"/>'
            '<path d="M8 5L12 16H4Z" fill="#c98a3c"/></svg>')


def slot(n: Any) -> str:
    """A slot of the teepee display."""
    return f'#display [data-display-slot="{n}"]'


def move_flights(move: Mapping[str, Any], seat: Optional[int], events: Sequence[Mapping[str, Any]],
                 viewer: Optional[int] = None) -> List[Flight]:
    """The flights of a move outside a hunt: a teepee bought goes from its display slot to its
    tribe, a settler or railroad card that retires one goes there too (its teepee greyed); then
    the cards revealed from the stack into the display, and a cube a revealed card moves from
    the death rate card into the bag."""
    out: List[Flight] = []
    kind = move.get("type")
    if kind in ("buy", "retire") and seat is not None:
        icon = teepee_icon(retired=kind == "retire")
        out.append(Flight(f"teepee:{kind}", (slot(move["slot"]), TEEPEES_TAB), tribe(seat, viewer), icon, 0))
    order = 1 if out else 0
    for e in events:
        if e.get("type") != "reveal":
            continue
        out.append(Flight("card:reveal", ("#stack-size", TEEPEES_TAB), (slot(e["slot"]), TEEPEES_TAB),
                          card_icon(), order))
        cube = e.get("cube")
        if isinstance(cube, str):
            out.append(Flight(f"cube:{cube}", (f'#death [data-row="{cube}"]', "#death"), bag(cube),
                              cube_icon(cube, 20), order + 1))
        order += 2 if isinstance(cube, str) else 1
    return out
