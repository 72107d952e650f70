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

from typing import Any, Dict, List, Mapping, Optional

from ui.shell.motion import Flight
from ui.white_buffalo.bag_view import cube_icon
from ui.white_buffalo.map_view import BISON

#: the most tokens of one kind in one flight group (a big hunt is told, not every bison flown)
MOST = 6


def herd_icon(dead: bool = False) -> str:
    """A herd as a small inline SVG (hidden from screen readers)."""
    fill = "#4a3a2a" if dead else "#6b4423"
    return (f'<svg width="18" height="12" viewBox="0 0 14 9" aria-hidden="true">'
            f'<path d="{BISON}" fill="{fill}" stroke="#f3e6c8" stroke-width="0.5"/></svg>')


def war_icon() -> str:
    """The War Card as a small token."""
    return ('<svg width="14" height="18" viewBox="0 0 14 18" aria-hidden="true">'
            '<rect x="0.5" y="0.5" width="13" height="17" rx="2" fill="#8c2a1e" stroke="#f3e6c8"/>'
            '<path d="M3 14L11 4M3 4L11 14" stroke="#f3e6c8" stroke-width="1.6"/></svg>')


def territory(tid: str) -> str:
    """A territory on the map."""
    return f'#map [data-territory="{tid}"]'


def bag(colour: str) -> str:
    """A colour's place in the bag."""
    return f'#bag [data-bag="{colour}"]'


def tribe(seat: int, viewer: Optional[int]) -> tuple[str, ...]:
    """A tribe's line among the tribes; the viewer's own tribe card first when it is theirs."""
    line = f'#players [data-player="{seat}"]'
    return ("#tribe", line) if seat == viewer else (line,)


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
            out.append(Flight(f"cube:{c}", bag(c), t, cube_icon(c, 16), i))
    elif kind == "territory-cubes":
        t = territory(str(event["territory"]))
        for i, c in enumerate(event["cubes"]):
            out.append(Flight(f"cube:{c}", t, bag(c), cube_icon(c, 16), i))
    elif kind == "bison":
        seat = int(event["seat"])
        for i in range(min(int(event["gained"]), MOST)):
            out.append(Flight("bison", here, tribe(seat, viewer), herd_icon(), i))
        for i in range(min(int(event["returned"]), MOST)):
            out.append(Flight("cube:brown", here, bag("brown"), cube_icon("brown", 16), i))
    elif kind == "kill":
        cube = str(event["cube"])
        step = 0
        if cube in ("grey", "blue", "black"):
            out.append(Flight(f"cube:{cube}", here, f'#death [data-row="{cube}"]', cube_icon(cube, 16), 0))
            step = 1
        lost = int(before.get("lost", 0))
        for i, h in enumerate(event["herds"][:MOST]):
            spot = (f'#map [data-spot="{lost + i}"]', "#map .track")
            out.append(Flight("herd:lost", territory(str(h["territory"])), spot, herd_icon(True), step + i))
    elif kind == "cube":
        c = str(event["cube"])
        if event.get("to") == "territory":
            t = territory(str(event["territory"]))
            out.append(Flight(f"cube:{c}", here, (f"{t} .cube-{c}", t), cube_icon(c, 16)))
        else:
            out.append(Flight(f"cube:{c}", here, "#war", cube_icon(c, 16)))
    elif kind == "war-card":
        old = event.get("from")
        origin = f'#players [data-player="{old}"]' if isinstance(old, int) else "#war"
        out.append(Flight("war-card", (origin, "#war"), (f'#players [data-player="{event["seat"]}"]', "#war"),
                          war_icon()))
    elif kind == "calf-woman":
        t = territory(str(event["territory"]))
        for i, a in enumerate(event["from"][:MOST]):
            out.append(Flight("herd", territory(str(a)), t, herd_icon(), i))
        last = len(event["from"][:MOST])
        out.append(Flight("cube:white", here, bag("white"), cube_icon("white", 16), last))
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
