"""White Buffalo's plains map as SVG: the twelve territories as simplified shapes of the real
states and provinces (``geo``), sharing borders where the rules make them neighbours, the buffalo
trail drawn as the herds' path, herds as counted buffalo figures, the tribes as meeples in their
colours with their initials, the White Buffalo Calf Woman as a white buffalo, the cubes in their
true colours and shapes, the last hunt marked; pure functions of an observation.
Test hooks: ``[data-territory]`` with ``data-herds``; ``[data-hunted]`` on the last hunt's.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

from engine.core.i18n import words
from engine.white_buffalo.data import TERRITORIES, TRACK_LENGTH, TRAIL_IDS
from engine.white_buffalo.text import colour as colour_word
from engine.white_buffalo.text import territory_name
from ui.shell.colours import colour
from ui.shell.safe_html import esc
from ui.white_buffalo import geo
from ui.white_buffalo.bag_view import CUBE_FILL, cube_svg

_, ngettext, pgettext = words("white-buffalo").functions()

#: (column, row) per territory: west and east, north to south (the arrow keys move on it).
LAYOUT: Dict[str, Tuple[Any, ...]] = {
    "AB": (0, 0), "SK": (1, 0), "MT": (0, 1), "ND": (1, 1), "WY": (0, 2), "SD": (1, 2),
    "CO": (0, 3), "NE": (1, 3), "NM": (0, 4), "KS": (1, 4), "TX": (0, 5), "OK": (1, 5),
}
CARD_FILL = {"red": "#c8302a", "yellow": "#d9a900", "green": "#3f8a3a", "blue": "#2f6fb8",
             "purple": "#7b3f98"}
BISON = ("M0 8V4.6Q0.6 1.4 4 1.2Q7 0 9.4 2.2L12.4 3.2Q13.6 4 12.8 5.8H11.6V8H10.2V6.2H4V8H2.4V6.4"
         "Q1.4 6.6 1.2 8Z")
#: the tribe's piece: 12 units drawn at this scale (20 px on a phone's squeezed map at 0.71 px a unit, 26 px
#: on a desktop; it was 15 units)
MEEPLE_SCALE = 2.4
MEEPLE_STEP = 30.0
MEEPLE = "M6 0A2.4 2.4 0 1 1 5.99 0ZM2.6 12L3.8 6.6L0.4 7.2V5H11.6V7.2L8.2 6.6L9.4 12Z"
#: each seat's mark on its meeple's body (a shape, not a colour only: colour-blind safe)
MARKS = ("M6 7.2A1.6 1.6 0 1 1 5.99 7.2Z", "M4.6 7.4H7.4V10.2H4.6Z", "M6 7.1L7.8 10.3H4.2Z",
         "M6 7L7.6 8.7L6 10.4L4.4 8.7Z")
TRACK_H = 40
HERD_ROW = 6  # figures drawn before the count says the rest


class _Names(Dict[str, Any]):
    """{territory id: its name in the player's language} (looked up at each paint)."""

    def __missing__(self, tid: str) -> str:
        return territory_name(tid) if tid in LAYOUT else ""

    def get(self, tid: Any, default: Any = None) -> Any:
        """The name, or ``default`` for no territory."""
        return territory_name(tid) if tid in LAYOUT else default


NAMES: Dict[str, str] = _Names()


def tribes_by_territory(obs: Dict[str, Any]) -> Dict[str, List[int]]:
    """{territory: the seats whose tribe stands there}."""
    tribes: Dict[str, List[int]] = {}
    for seat, p in enumerate(obs["players"]):
        if p.get("territory"):
            tribes.setdefault(p["territory"], []).append(seat)
    return tribes


def laid_down(obs: Dict[str, Any], tid: str) -> int:
    """The herds laid down in ``tid`` by this turn's hunts (they walk on at the turn's end)."""
    turn = obs.get("turn")
    laid = turn.get("laid_down", {}) if isinstance(turn, dict) else {}
    return int(laid.get(tid, 0)) if isinstance(laid, dict) else 0


def initial(name: str) -> str:
    """The first letter of a name (the tribe's mark on its meeple)."""
    return (str(name).strip()[:1] or "?").upper()


def pieces(obs: Dict[str, Any], colours: Sequence[str], tid: str, here: Sequence[int]) -> str:
    """A territory's herds (figures and their count), tribes, Calf Woman and cubes."""
    ax, ay = geo.anchor(tid)
    herds = int(obs["herds"].get(tid, 0))
    laid = laid_down(obs, tid)
    out = []
    shown = min(herds, HERD_ROW)
    lying = min(laid, HERD_ROW - shown)
    x0 = ax - ((shown + lying) * 12 + 14) / 2
    for i in range(shown):
        out.append(f'<path class="bison" transform="translate({x0 + i * 12:.1f} {ay + 5:.1f})" d="{BISON}"/>')
    for i in range(shown, shown + lying):  # hunted this turn: lying down, they walk on at its end
        out.append(f'<path class="bison laid" transform="translate({x0 + i * 12:.1f} {ay + 5:.1f})" '
                   f'd="{BISON}"/>')
    shown += lying
    out.append(f'<text class="herds" x="{x0 + shown * 12 + 2:.1f}" y="{ay + 13:.1f}">{herds}</text>')
    step = MEEPLE_STEP if len(here) <= 2 else MEEPLE_STEP * 2 / 3  # three or four: they overlap
    cubes = obs.get("territory_cubes", {}).get(tid, [])
    # the row under the herds (tribes, Calf Woman, cubes) centred on the territory's anchor, so
    # big pieces stay inside it (a territory drawn later would cover what sticks out)
    width = ((len(here) - 1) * step + MEEPLE_SCALE * 12 + 2 if here else 0) \
        + (19 if obs.get("calf_woman") == tid else 0) + 12 * len(cubes)
    x = ax - width / 2
    for seat in here:
        fill = colour(colours[seat])[0]
        name = esc(obs["players"][seat]["name"])
        out.append(f'<g class="meeple" transform="translate({x:.1f} {ay + 11:.1f}) scale({MEEPLE_SCALE})">'
                   f'<title>{name}</title>'
                   f'<path d="{MEEPLE}" fill="{fill}"/>'
                   f'<path class="mark" d="{MARKS[seat % len(MARKS)]}"/></g>')
        x += step
    if here:
        x += MEEPLE_SCALE * 12 - step + 2
    if obs.get("calf_woman") == tid:
        out.append(f'<g class="calf-woman" transform="translate({x + 1:.1f} {ay + 18:.1f}) scale(1.2)">'
                   f'<title>{esc(_("The White Buffalo Calf Woman"))}</title><path d="{BISON}"/></g>')
        x += 19
    for c in cubes:
        out.append(cube_svg(c, x + 1, ay + 19, 10))
        x += 12
    return "".join(out)


def territory_parts(obs: Dict[str, Any], colours: Sequence[str], tid: str, here: Sequence[int],
                    legal: Sequence[str] = (), focus: Optional[str] = None,
                    hunted: Optional[str] = None) -> Tuple[str, int, str, str]:
    """One territory of the map: (class, herds, aria-label, inner markup); ``here``: the seats
    whose tribe stands there. The page updates a territory piece by piece with these."""
    herds = int(obs["herds"].get(tid, 0))
    cls = ["terr"]
    if tid in legal:
        cls.append("legal")
    if tid == focus:
        cls.append("focus")
    if tid == hunted:
        cls.append("hunted")
    cubes = obs.get("territory_cubes", {})
    who = ", ".join(obs["players"][s]["name"] for s in here)
    # begins with the visible words (name, count), so speech input can use them
    label = ngettext("{territory} {n} herd", "{territory} {n} herds", herds, territory=NAMES[tid])
    if who:
        label += "; " + _("tribes: {who}", who=who)
    if laid_down(obs, tid):
        label += "; " + ngettext("{n} herd laid down", "{n} herds laid down", laid_down(obs, tid))
    if obs.get("calf_woman") == tid:
        label += "; " + _("the Calf Woman is here")
    if cubes.get(tid):
        label += "; " + _("cubes: {cubes}", cubes=", ".join(colour_word(c) for c in cubes[tid]))
    if tid == hunted:
        label += "; " + _("the last hunt was here")
    if tid in legal:
        label += " " + _("(can be chosen)")
    ax, ay = geo.anchor(tid)
    inner = (f'<path class="land" d="{geo.path_d(geo.OUTLINES[tid])}"/>'
             f'<text class="tname" x="{ax:.1f}" y="{ay:.1f}" text-anchor="middle"{name_fit(tid)}>'
             f'{esc(NAMES[tid])} </text>'
             + pieces(obs, colours, tid, here))
    return " ".join(cls), herds, label, inner


def name_fit(tid: str) -> str:
    """A smaller font for a territory's name that its land is too narrow for in the language of
    the moment ("Nouveau-Mexique" was cut by its neighbours): ``style`` or ""."""
    xs = [geo.xy(p)[0] for p in geo.OUTLINES[tid]]
    room = max(xs) - min(xs) - 6
    wide = 0.62 * 10.5 * len(NAMES[tid])  # about the width at the label's 10.5 px, bold
    return f' style="font-size:{max(7.5, 10.5 * room / wide):.1f}px"' if wide > room else ""


def territory_svg(tid: str, parts: Tuple[str, int, str, str], active: bool) -> str:
    """One territory's ``<g>`` from :func:`territory_parts` (``active``: it can be clicked)."""
    cls, herds, label, inner = parts
    role = ' role="button" tabindex="0"' if active else ""
    return (f'<g class="{cls}" data-territory="{tid}" data-herds="{herds}"{role} '
            f'aria-label="{esc(label)}">{inner}</g>')


def trail_svg() -> str:
    """The buffalo trail: the herds' loop from territory to territory, with arrows."""
    points = [geo.xy(geo.TRAIL_POINTS[t]) for t in TRAIL_IDS]
    out = ['<g class="trail-path" aria-hidden="true">']
    for i, (ax, ay) in enumerate(points):
        bx, by = points[(i + 1) % len(points)]
        dx, dy = bx - ax, by - ay
        length = max((dx * dx + dy * dy) ** 0.5, 1)
        ux, uy = dx / length, dy / length
        tx, ty = bx - ux * 4, by - uy * 4                     # the arrow's tip, short of the stop
        out.append(f'<line class="trail" x1="{ax + ux * 3:.1f}" y1="{ay + uy * 3:.1f}" '
                   f'x2="{tx - ux * 5:.1f}" y2="{ty - uy * 5:.1f}"/>')
        left = f"{tx - ux * 7 - uy * 3.5:.1f} {ty - uy * 7 + ux * 3.5:.1f}"
        right = f"{tx - ux * 7 + uy * 3.5:.1f} {ty - uy * 7 - ux * 3.5:.1f}"
        out.append(f'<path class="trail-head" d="M{tx:.1f} {ty:.1f}L{left}L{right}Z"/>')
        out.append(f'<circle class="trail-stop" cx="{ax:.1f}" cy="{ay:.1f}" r="2.5"/>')
    out.append("</g>")
    return "".join(out)


def track_svg(lost: int, top: float) -> str:
    """The lost-herds track: 24 spots, the lost herds on them."""
    step = (geo.WIDTH - 20) / TRACK_LENGTH
    label = esc(_("Lost herds: {lost} of {total}", lost=lost, total=TRACK_LENGTH))
    text = esc(_("Lost herds {lost} / {total}", lost=lost, total=TRACK_LENGTH))
    out = [f'<g class="track" aria-label="{label}" role="img">'
           f'<text x="10" y="{top + 10}" class="tname">{text}</text>']
    for i in range(TRACK_LENGTH):
        x = 10 + i * step
        out.append(f'<rect class="{"spot lost" if i < lost else "spot"}" data-spot="{i}" '
                   f'x="{x:.1f}" y="{top + 16}" '
                   f'width="{step - 2:.1f}" height="14" rx="3"/>')
        if i < lost:
            out.append(f'<path class="bison dead" transform="translate({x + 0.5:.1f} {top + 19}) scale(0.8)" '
                       f'd="{BISON}"/>')
    out.append("</g>")
    return "".join(out)


def map_svg(obs: Dict[str, Any], colours: Sequence[str], legal: Sequence[str] = (),
            focus: Optional[str] = None, active: bool = False, hunted: Optional[str] = None) -> str:
    """The plains as an SVG: the territories with their pieces, the trail with arrows, and the
    lost-herds track along the bottom. ``legal``: territories a click may choose now
    (highlighted); ``focus``: the territory a step of the hunt happens in; ``hunted``: the
    territory of the last hunt."""
    height = geo.HEIGHT + TRACK_H
    plains = esc(_("The plains: territories, herds and tribes"))
    parts = [f'<svg class="plains" viewBox="0 0 {geo.WIDTH} {height}" role="group" aria-label="{plains}">']
    tribes = tribes_by_territory(obs)
    for tid in TERRITORIES:
        parts.append(territory_svg(tid, territory_parts(obs, colours, tid, tribes.get(tid, []), legal, focus,
                                                        hunted), active))
    parts.append(trail_svg())
    parts.append(track_svg(int(obs.get("lost", 0)), geo.HEIGHT))
    parts.append("</svg>")
    return "".join(parts)


__all__ = ["CARD_FILL", "CUBE_FILL", "LAYOUT", "NAMES", "map_svg", "territory_parts", "tribes_by_territory"]
