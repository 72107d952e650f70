"""The hunting bag, the death rate card and the risk of a hunt, as markup: pure functions of the
public view (``observe``) and of the engine's numbers (``engine.white_buffalo.risk``).

Every cube is drawn in its true colour **and** with a shape of its own (colour-blind safe):
brown circle, red square, grey triangle, blue diamond, black hexagon, orange cross, white star.
Test hooks: ``#bag [data-bag="colour"]`` holds the count; ``[data-death-row="grey"]`` with
``data-kills``; the preview ``[data-risk]`` with ``data-pull``, ``data-kill``, ``data-calf``,
``data-red``, ``data-kills`` and ``data-bison`` (the engine's floats, rounded to 4 places).
"""

from __future__ import annotations

from typing import Any, Dict

from engine.core.i18n import N_, language, words
from engine.white_buffalo.data import CUBE_COLOURS, DEATH_ROWS, SPOTS
from engine.white_buffalo.risk import ROW_COLOURS, kill_values
from engine.white_buffalo.text import colour as colour_word
from ui.shell.safe_html import esc
from ui.white_buffalo.card_faces import cube_explain, death_explain  # words on hover (cards helper)

_, ngettext, pgettext = words("white-buffalo").functions()

CUBE_FILL = {"black": "#222", "blue": "#2f6fb8", "brown": "#7a4b26", "grey": "#9a9a9a",
             "orange": "#e8891c", "red": "#c8302a", "white": "#fafafa"}
#: one outline per colour in a 0..12 box (the shape tells the colour without seeing colour)
CUBE_PATH = {
    "brown": "M6 1A5 5 0 1 1 5.99 1Z",
    "red": "M1.5 1.5H10.5V10.5H1.5Z",
    "grey": "M6 1L11 11H1Z",
    "blue": "M6 0.5L11.5 6L6 11.5L0.5 6Z",
    "black": "M3 1H9L12 6L9 11H3L0 6Z",
    "orange": "M4 0.5H8V4H11.5V8H8V11.5H4V8H0.5V4H4Z",
    "white": "M6 0.5L7.6 4.2L11.6 4.4L8.5 7L9.5 11L6 8.8L2.5 11L3.5 7L0.4 4.4L4.4 4.2Z",
}
#: the drawing order of the bag (the order the hunt resolves them, bison first)
BAG_ORDER = ("brown", "red", "grey", "orange", "blue", "black", "white")


#: what a pulled cube does (WB rules §6.4, in their order), for the bag's legend
CUBE_MEANING = {
    "brown": N_("bison: onto your tribe card, unless a red cube is pulled too"),
    "red": N_("young warriors: spoil the bison; stay in the territory or take the War Card"),
    "grey": N_("settlers: kill herds as the death rate card says"),
    "orange": N_("Buffalo Bill: kills 3 herds"),
    "blue": N_("US army: kills herds as the death rate card says"),
    "black": N_("railroad: kills herds as the death rate card says"),
    "white": N_("Calf Woman: herds of the territories next door come to her"),
}


def legend_html() -> str:
    """The bag's legend: each cube's shape and colour, and what it does when pulled (behind a
    disclosure, so a phone's bag stays one row; drawn apart from the bag, which is drawn again at
    every move, so an opened legend stays open)."""
    items = "".join(f'<li data-legend="{c}">{cube_icon(c, 16)} <b>{esc(colour_word(c))}</b> '
                    f'{esc(_(CUBE_MEANING[c]))}</li>' for c in BAG_ORDER)
    return (f'<details class="bag-legend"><summary>{esc(_("What the cubes do"))}</summary>'
            f'<ul>{items}</ul></details>')


def cube_svg(colour: str, x: float, y: float, size: float = 12, title: bool = True) -> str:
    """One cube as an SVG shape at (x, y), ``size`` wide, with its colour's name as a title."""
    k = size / 12
    tip = f'<title>{esc(_("{colour} cube", colour=colour_word(colour)))}</title>' if title else ""
    return (f'<path class="cube cube-{esc(colour)}" transform="translate({x:.1f} {y:.1f}) scale({k:.3f})" '
            f'd="{CUBE_PATH.get(colour, CUBE_PATH["red"])}" fill="{CUBE_FILL.get(colour, "#999")}">'
            f'{tip}</path>')


def cube_icon(colour: str, size: int = 14) -> str:
    """A cube as a small inline SVG (for text and buttons), hidden from screen readers."""
    return (f'<svg class="cube-icon" width="{size}" height="{size}" viewBox="-1 -1 14 14" '
            f'aria-hidden="true">{cube_svg(colour, 0, 0, 12, False)}</svg>')


def bag_html(obs: Dict[str, Any]) -> str:
    """The hunting bag: how many cubes of each colour it holds (public, WB-R26)."""
    bag = obs.get("bag", {})
    total = sum(int(v) for v in bag.values())
    items = []
    for c in BAG_ORDER:
        n = int(bag.get(c, 0))
        label = _("{n} × {colour}", n=n, colour=colour_word(c))
        cls = "bagc none" if n == 0 else "bagc"
        items.append(f'<li class="{cls}" data-bag="{c}" data-count="{n}"'
                     f'{cube_explain(label, _(CUBE_MEANING[c]))}>'
                     f'{cube_icon(c, 16)}<b>{n}</b>'
                     f'<span class="visually-hidden"> {esc(colour_word(c))}</span>'
                     '</li>')
    head = esc(ngettext("Hunting bag: {n} cube", "Hunting bag: {n} cubes", total))
    return f'<h3>{head}</h3><ul class="bag-list">{"".join(items)}</ul>'


def death_html(obs: Dict[str, Any]) -> str:
    """The death rate card: per row (grey, blue, black) its six spots (a cube still on it, or
    the skulls printed under a revealed spot) and what one cube of that colour kills now."""
    left = obs.get("death_rate", {})
    kills = kill_values(obs)
    w, h, pad = 22, 22, 4
    rows = []
    for r, (_c, skulls) in enumerate(DEATH_ROWS):
        name = ROW_COLOURS[r]
        on = int(left.get(name, SPOTS))
        y = r * (h + pad)
        cells = [f'<g data-row="{name}" transform="translate(0 {y})">', cube_svg(name, 0, 5, 12, False)]
        for spot in range(SPOTS, 0, -1):          # spot 6 on the left, spot 1 on the right
            x = 20 + (SPOTS - spot) * (w + 2)
            revealed = spot <= SPOTS - on
            cells.append(f'<rect class="spot{" open" if revealed else ""}" x="{x}" y="0" '
                         f'width="{w}" height="{h}" rx="4"/>')
            if revealed:
                n = skulls[spot - 1]
                marks = "".join(f'<circle class="skull" cx="{x + w / 2 + (i - (n - 1) / 2) * 7:.1f}" '
                                f'cy="{h / 2}" r="3"/>' for i in range(n))
                cells.append(marks or f'<text class="zero" x="{x + w / 2}" y="{h / 2 + 4}" '
                                      'text-anchor="middle">0</text>')
            else:
                cells.append(cube_svg(name, x + 5, 5, 12, False))
        cells.append("</g>")
        rows.append("".join(cells))
    width, height = 20 + SPOTS * (w + 2) + 58, 3 * (h + pad)
    for r, row in enumerate(ROW_COLOURS):   # what one cube of the row kills now, at its end
        rows.append(f'<text class="kills" x="{20 + SPOTS * (w + 2) + 4}" y="{r * (h + pad) + 15}">'
                    f'{esc(_("kills {n}", n=kills[row]))}</text>')
    svg = (f'<svg class="death-card" viewBox="-1 -1 {width + 2} {height}" width="{width + 2}" '
           f'height="{height}" aria-hidden="true"{death_explain()}>{"".join(rows)}</svg>')
    items = []
    for row in ROW_COLOURS:
        kill = ngettext("a {colour} cube kills {n} herd", "a {colour} cube kills {n} herds", kills[row],
                        colour=colour_word(row))
        spots = ngettext("{n} spot revealed", "{n} spots revealed", SPOTS - int(left.get(row, SPOTS)))
        items.append(f'<li data-death-row="{row}" data-kills="{kills[row]}">{esc(kill)} ({esc(spots)})</li>')
    lines = "".join(items)
    orange = esc(_("an orange cube kills 3 herds"))
    title = esc(_("Death rate card"))
    return (f'<h3>{title}</h3>{svg}<ul class="death-list visually-hidden">{lines}'
            f'<li>{orange}</li></ul>')


def decimal(x: float) -> str:
    """A number with one decimal, written as the player's language writes it (0.6, 0,6)."""
    text = f"{x:.1f}"
    return text if language() == "en" else text.replace(".", ",")


def percent(p: float) -> str:
    """A chance as a whole percentage ("<1 %" for a small one that is not zero)."""
    if 0 < p < 0.005:
        return "<1 %"
    return f"{round(p * 100)} %"


def risk_html(risk: Dict[str, Any]) -> str:
    """The hunt preview: what a hunt of this value here may do (the engine's numbers)."""
    attrs = " ".join(f'data-{k}="{round(float(risk[k]), 4)}"'
                     for k in ("kill", "kills", "calf", "red", "bison"))
    if risk["pull"] == 0:
        body = f'<span class="risk-head">{esc(_("This hunt would pull no cube."))}</span>'
    else:
        items = [
            ngettext("Pulls {n} of {total} cubes.", "Pulls {n} of {total} cubes.", risk["pull"],
                     total=risk["bag"]),
            _("A herd killed: {p}", p=percent(risk["kill"])),
            _("a red spoils the bison: {p}", p=percent(risk["red"])),
            _("the Calf Woman comes: {p}", p=percent(risk["calf"])),
            _("on average {kills} herds killed, {bison} bison gained",
              kills=decimal(risk["kills"]), bison=decimal(risk["bison"])),
        ]
        body = (f'<span class="risk-head">{esc(items[0])}</span> '
                + " · ".join(f'<span class="risk-item">{esc(x)}</span>' for x in items[1:]))
    return (f'<span class="risk" data-risk="{esc(risk["territory"])}" data-value="{risk["value"]}" '
            f'data-pull="{risk["pull"]}" {attrs}>{body}</span>')


__all__ = ["CUBE_COLOURS", "CUBE_FILL", "bag_html", "cube_icon", "cube_svg", "death_html", "legend_html",
           "risk_html"]
