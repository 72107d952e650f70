"""White Buffalo's plains map as SVG: twelve territories with their herds, tribes, cubes and the
Calf Woman; pure functions of an observation. Test hooks: ``[data-territory]`` with ``data-herds``.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

from engine.core.i18n import words
from engine.white_buffalo.data import (
    TERRITORIES,
    TERRITORY_NAMES,
    TRACK_LENGTH,
    TRAIL_IDS,
)
from engine.white_buffalo.text import colour as colour_word
from ui.shell.colours import colour
from ui.shell.safe_html import esc
from ui.white_buffalo.bag_view import CUBE_FILL, cube_svg

_, ngettext, pgettext = words("white-buffalo").functions()

#: Map layout: (column, row) per territory, two columns north to south (the trail runs down the
#: west column and back up the east one).
LAYOUT: Dict[str, tuple] = {
    "AB": (0, 0), "SK": (1, 0), "MT": (0, 1), "ND": (1, 1), "WY": (0, 2), "SD": (1, 2),
    "CO": (0, 3), "NE": (1, 3), "NM": (0, 4), "KS": (1, 4), "TX": (0, 5), "OK": (1, 5),
}
CELL_W, CELL_H, GAP = 150, 96, 36
NAMES = dict(zip(TERRITORIES, TERRITORY_NAMES, strict=True))
CARD_FILL = {"red": "#c8302a", "yellow": "#d9a900", "green": "#3f8a3a", "blue": "#2f6fb8",
             "purple": "#7b3f98"}


def _centre(tid: str) -> tuple:
    col, row = LAYOUT[tid]
    return 10 + col * (CELL_W + GAP) + CELL_W / 2, 10 + row * (CELL_H + 14) + CELL_H / 2


def tribes_by_territory(obs: Dict[str, Any]) -> Dict[str, List[int]]:
    """{territory: the seats whose tribe stands there}."""
    tribes: Dict[str, List[int]] = {}
    for seat, p in enumerate(obs["players"]):
        if p.get("territory"):
            tribes.setdefault(p["territory"], []).append(seat)
    return tribes


def territory_parts(obs: Dict[str, Any], colours: Sequence[str], tid: str, here: Sequence[int],
                    legal: Sequence[str] = (), focus: Optional[str] = None) -> Tuple[str, int, str, str]:
    """One territory of the map: (class, herds, aria-label, inner markup); ``here``: the seats
    whose tribe stands there. The page updates a territory piece by piece with these."""
    col, row = LAYOUT[tid]
    x, y = 10 + col * (CELL_W + GAP), 10 + row * (CELL_H + 14)
    herds = int(obs["herds"].get(tid, 0))
    cls = ["terr"]
    if tid in legal:
        cls.append("legal")
    if tid == focus:
        cls.append("focus")
    cubes = obs.get("territory_cubes", {})
    who = ", ".join(obs["players"][s]["name"] for s in here)
    # begins with the visible words (name, count, unit), so speech input can use them
    label = ngettext("{territory} {n} herd", "{territory} {n} herds", herds, territory=NAMES[tid])
    if who:
        label += "; " + _("tribes: {who}", who=who)
    if obs.get("calf_woman") == tid:
        label += "; " + _("the Calf Woman is here")
    if cubes.get(tid):
        label += "; " + _("cubes: {cubes}", cubes=", ".join(colour_word(c) for c in cubes[tid]))
    if tid in legal:
        label += " " + _("(can be chosen)")
    unit = esc(ngettext("herd", "herds", herds))
    inner = [f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="12"/>'
             f'<text class="tname" x="{x + 8}" y="{y + 18}">{esc(NAMES[tid])} </text>'
             f'<text class="herds" x="{x + CELL_W - 10}" y="{y + 48}" text-anchor="end">'
             f'{herds}<tspan class="unit"> {unit}</tspan></text>']
    for i, seat in enumerate(here):
        fill = colour(colours[seat])[0]
        inner.append(f'<circle class="meeple" cx="{x + 16 + i * 20}" cy="{y + 44}" r="8" '
                     f'fill="{fill}"><title>{esc(obs["players"][seat]["name"])}</title></circle>')
    if obs.get("calf_woman") == tid:
        calf_woman = esc(_("The White Buffalo Calf Woman"))
        inner.append(f'<g class="calf-woman"><circle cx="{x + 16}" cy="{y + 74}" r="9"/>'
                     f'<title>{calf_woman}</title></g>')
    for i, c in enumerate(cubes.get(tid, [])):
        inner.append(f'<rect class="cube" x="{x + 36 + i * 14}" y="{y + 68}" width="11" height="11" '
                     f'fill="{CUBE_FILL.get(c, "#999")}">'
                     f'<title>{esc(_("{colour} cube", colour=colour_word(c)))}</title></rect>')
    return " ".join(cls), herds, label, "".join(inner)


def territory_svg(tid: str, parts: Tuple[str, int, str, str], active: bool) -> str:
    """One territory's ``<g>`` from :func:`territory_parts` (``active``: it can be clicked)."""
    cls, herds, label, inner = parts
    role = ' role="button" tabindex="0"' if active else ""
    return (f'<g class="{cls}" data-territory="{tid}" data-herds="{herds}"{role} '
            f'aria-label="{esc(label)}">{inner}</g>')


def map_svg(obs: Dict[str, Any], colours: Sequence[str], legal: Sequence[str] = (),
            focus: Optional[str] = None, active: bool = False) -> str:
    """The plains as an SVG: territories with herds, tribes, the Calf Woman and cubes, the trail
    with arrows, and the lost-herds track along the bottom. ``legal``: territories a click may
    choose now (highlighted); ``focus``: the territory a step of the hunt happens in."""
    width = 20 + 2 * CELL_W + GAP
    height = 20 + 6 * (CELL_H + 14) + 40
    plains = esc(_("The plains: territories, herds and tribes"))
    parts = [f'<svg class="plains" viewBox="0 0 {width} {height}" role="group" '
             f'aria-label="{plains}">',
             '<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" '
             'markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#8a5a2b"/>'
             '</marker></defs>']
    tribes = tribes_by_territory(obs)
    for tid in TERRITORIES:
        parts.append(territory_svg(tid, territory_parts(obs, colours, tid, tribes.get(tid, []), legal, focus),
                                   active))
    # the trail: arrows from each territory to the next one on the loop
    n = len(TRAIL_IDS)
    for i, a in enumerate(TRAIL_IDS):
        b = TRAIL_IDS[(i + 1) % n]
        (ax, ay), (bx, by) = _centre(a), _centre(b)
        if LAYOUT[a][0] == LAYOUT[b][0]:  # along a column: in the gutter beside it
            gx = ax - CELL_W / 2 + 8 if LAYOUT[a][0] == 0 else ax + CELL_W / 2 - 8
            half = CELL_H / 2 - 4
            y1, y2 = (ay + half, by - half) if by > ay else (ay - half, by + half)
            parts.append(f'<line class="trail" x1="{gx}" y1="{y1}" x2="{gx}" y2="{y2}" '
                         'marker-end="url(#arrow)"/>')
        else:  # across the top or the bottom
            yy = ay
            x1, x2 = (ax + CELL_W / 2, bx - CELL_W / 2) if bx > ax else (ax - CELL_W / 2, bx + CELL_W / 2)
            parts.append(f'<line class="trail" x1="{x1}" y1="{yy}" x2="{x2}" y2="{yy}" '
                         'marker-end="url(#arrow)"/>')
    # the lost-herds track
    lost = int(obs.get("lost", 0))
    ty = height - 30
    step = (width - 20) / TRACK_LENGTH
    track_label = esc(_("Lost herds: {lost} of {total}", lost=lost, total=TRACK_LENGTH))
    track_text = esc(_("Lost herds {lost} / {total}", lost=lost, total=TRACK_LENGTH))
    parts.append(f'<g class="track" aria-label="{track_label}">'
                 f'<text x="10" y="{ty - 4}" class="tname">{track_text}</text>')
    for i in range(TRACK_LENGTH):
        spot = "spot lost" if i < lost else "spot"
        parts.append(f'<rect class="{spot}" x="{10 + i * step:.1f}" y="{ty}" width="{step - 2:.1f}" '
                     'height="14" rx="3"/>')
    parts.append("</g></svg>")
    return "".join(parts)
