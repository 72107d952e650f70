"""Wind River's SVG board, drawn from a state dict (the engine's ``to_dict`` JSON form).

Pure functions only: they return strings and tuples and never touch the DOM, so they run on
CPython in the unit tests. ``ui.wind_river.page`` builds the skeleton once per game
(:func:`skeleton`) and then, per click, rewrites only the hexes whose :func:`board_view` entry
changed. The last moves' marks are ``ui.wind_river.view_trail``; the side panels
``ui.wind_river.view``.

Geometry follows rules §2 to scale: pointy-topped hexes, lanes A–F north to south, lanes B, D, F
shifted half a hex east, the open plains as a strip east of column 6.
"""

from __future__ import annotations

import math
from typing import Any, Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple

from engine.core.i18n import words
from engine.wind_river.board import (
    CLOSED_LANES,
    COLUMNS,
    HEX_NAMES,
    LANES,
    PLAINS,
    column_of,
    is_shifted,
    lane_of,
)
from ui.shell.colours import PALETTE, UNKNOWN_COLOUR, colour  # noqa: F401 - re-exported
from ui.shell.safe_html import esc

_, ngettext, pgettext = words("wind-river").functions()

# ---- geometry (SVG user units) ----------------------------------------------------------------
R = 50.0  # centre to corner
W = math.sqrt(3) * R  # width of a pointy-topped hex
LEFT = 26.0  # room for the lane letters
TOP = 24.0  # room for the column numbers
GAP = 10.0  # between the east edge and the plains strip
STRIP_W = 124.0  # the open-plains strip
BOTTOM = 8.0
BOARD_RIGHT = LEFT + 6.5 * W
STRIP_X = BOARD_RIGHT + GAP
WIDTH = STRIP_X + STRIP_W + 6.0
HEIGHT = TOP + 2 * R + 7.5 * R + BOTTOM
#: the compact board of a phone (``compact=True``): the open plains as a band UNDER the hexes, so
#: that the hexes get the screen's whole width, and bigger pieces (at 390 px a tipi is 18+ px)
BAND_X, BAND_Y, BAND_H = LEFT - 8, HEIGHT - 2, 104.0
BAND_W = BOARD_RIGHT - LEFT + 16
COMPACT_WIDTH, COMPACT_HEIGHT = BOARD_RIGHT + 14, BAND_Y + BAND_H + 6
#: a tipi's size (1 = 20 × 25 units) and the row of tipis in a hex, (wide, compact)
TIPI_SIZE, TIPI_ROW = (1.0, 1.45), (13.0, 10.0)


class HexGeom(NamedTuple):
    """Where a hex is drawn: its name, centre and whether it is out of play (closed lane)."""

    name: str
    cx: float
    cy: float
    closed: bool


def seat_marks(names: Sequence[str]) -> List[str]:
    """One short mark per seat, drawn on every tipi as the non-colour cue.

    The players' initials when they are all different, otherwise the seat numbers 1–4.
    """
    initials = []
    for n in names:
        letters = [ch for ch in n.strip() if ch.isalnum()]
        initials.append(letters[0].upper() if letters else "")
    if all(initials) and len(set(initials)) == len(initials):
        return initials
    return [str(i + 1) for i in range(len(names))]


def center(index: int) -> Tuple[float, float]:
    """Centre (x, y) of the hex with engine index ``index``."""
    lane, col = lane_of(index), column_of(index)
    x = LEFT + W / 2 + (col - 1) * W + (W / 2 if is_shifted(lane) else 0.0)
    y = TOP + R + lane * 1.5 * R
    return round(x, 2), round(y, 2)


def geometry(num_players: int) -> List[HexGeom]:
    """Every hex of the drawn board (all 36; closed lanes flagged) for ``num_players``."""
    closed = CLOSED_LANES[num_players]
    out = []
    for i, name in enumerate(HEX_NAMES):
        cx, cy = center(i)
        out.append(HexGeom(name, cx, cy, LANES[lane_of(i)] in closed))
    return out


def _corners(r: float = R) -> str:
    pts = []
    for k in range(6):
        a = math.radians(60 * k - 30)
        pts.append(f"{r * math.cos(a):.2f},{r * math.sin(a):.2f}")
    return " ".join(pts)


HEX_POINTS = _corners(R - 1.0)

_DEFS = (
    '<defs>\n'
    '<symbol id="buffalo" viewBox="0 0 34 22"><path '
    'd="M3 13c0-4 3-6.5 7-6.8C12.5 2.6 17 1 21.5 2.6c3 1 5 3.2 6 6.2l3.6 2.2c1.2.8 1.4 2.6.2 3.4'
    'l-2.3.9-1 .1-.9 3.6h-2.2l.3-4.1c-1.2.3-2.4.4-3.6.3l-.9 5.1h-2.3l-.2-5.1h-6l-.9 5.1H9.1'
    'l.1-5.3C6.6 14.8 5 14.3 4 13.8 2.4 15.5 2 17 1.2 17.4.4 16.4 1.8 14.2 3 13z"/>'
    '<path d="M27.4 6.4c.7-1.6 2.1-2.7 3.7-2.9-.8 1-1.2 2.1-1.2 3.4z" class="horn"/></symbol>\n'
    '<pattern id="peaks" width="30" height="22" patternUnits="userSpaceOnUse"><path d="M0 22 9 7l9 15z" '
    'class="peak"/><path d="M12 22l9-13 9 13z" class="peak2"/><path d="M9 7l-2.6 4.3h5.2z" class="snow"/>'
    '</pattern>\n'
    '<pattern id="seat-1" width="6" height="6" patternUnits="userSpaceOnUse">'
    '<path d="M0 1.5H6" class="pat-line"/></pattern>\n'
    '<pattern id="seat-2" width="6" height="6" patternUnits="userSpaceOnUse">'
    '<circle cx="3" cy="3" r="1.7" class="pat-dot"/></pattern>\n'
    '<pattern id="seat-3" width="8" height="8" patternUnits="userSpaceOnUse">'
    '<path d="M0 0H4V4H0zM4 4H8V8H4z" class="pat-dot"/></pattern>\n'
    '<pattern id="grass" width="16" height="14" patternUnits="userSpaceOnUse"><path '
    'd="M3 12c1-3 1-6 0-9M8 12c0-2 1-4 3-6M12 12c0-2-1-4-3-5" class="blade"/></pattern>\n'
    '</defs>'
)


#: one pattern per seat over the tipi's colour (none, stripes, dots, checks): a cue besides colour
#: (classes: the stylesheet fills ``.pat-seat-1`` with ``url(#seat-1)``; no url() in the markup)
SEAT_PATTERNS = ("", "pat-seat-1", "pat-seat-2", "pat-seat-3")


def _tipi_shape(fill: str, ink: str, mark: str, size: float = 1.0, seat: int = 0) -> str:
    """A tipi: a coloured triangle with poles at the top, the seat's pattern and mark in it."""
    h, w = 11 * size, 10 * size
    body = f"M0 {-h:.1f}L{w:.1f} {h * 0.9:.1f}H{-w:.1f}z"
    pattern = SEAT_PATTERNS[seat % len(SEAT_PATTERNS)]
    over = f'<path d="{body}" class="tipi-pattern {pattern}"/>' if pattern else ""
    return (
        f'<path d="{body}" fill="{esc(fill)}" class="tipi-body"/>{over}'
        f'<path d="M{-2.5 * size:.1f} {-h - 3 * size:.1f}L0 {-h + 2:.1f}'
        f'L{2.5 * size:.1f} {-h - 3 * size:.1f}" class="poles"/>'
        f'<text y="{h * 0.62:.1f}" fill="{esc(ink)}" class="mark" '
        f'font-size="{11 * size:.1f}">{esc(mark)}</text>'
    )


def strip_box(compact: bool = False) -> Tuple[float, float, float, float]:
    """The open plains' rectangle (x, y, width, height): a strip east of the hexes, or on a phone
    (``compact``) a band under them."""
    if compact:
        return BAND_X, BAND_Y, BAND_W, BAND_H
    return STRIP_X, TOP, STRIP_W, HEIGHT - TOP - BOTTOM


def skeleton(num_players: int, compact: bool = False) -> str:
    """The SVG inner markup for a board of ``num_players``: defs, labels, every hex and the strip.

    Each hex is a ``<g class="hex" data-hex="C2" role="button">`` holding only its shape, whose
    class (:func:`hex_class`) is set later; its pieces (:func:`hex_markup`) go into the
    ``<g data-art="C2">`` of a separate layer above the buttons (``aria-hidden``, no pointer
    events), so that a button's accessible name is its whole content. Closed hexes carry the
    class ``closed``.
    """
    parts = [_DEFS]
    parts.append(f'<rect class="board-bg" x="{LEFT - 8}" y="{TOP - 6}" width="{BOARD_RIGHT - LEFT + 16:.1f}" '
                 f'height="{HEIGHT - TOP - BOTTOM + 10:.1f}" rx="14"/>')
    for lane_i, lane in enumerate(LANES):
        _x, cy = center(lane_i * COLUMNS)
        parts.append(f'<text class="axis" x="{LEFT - 14}" y="{cy + 5}">{lane}</text>')
    for col in range(1, COLUMNS + 1):
        cx, _y = center(col - 1)
        parts.append(f'<text class="axis" x="{cx}" y="{TOP - 8}">{col}</text>')
    closed = CLOSED_LANES[num_players]
    art = []  # pieces and words: a separate layer, so that each button holds no visible text
    for g in geometry(num_players):
        cls = hex_class(g.closed, g.name[0] == LANES[0], False, False)
        extra = f'<polygon class="hex-peaks" points="{HEX_POINTS}"/>' if g.closed else ""
        parts.append(
            f'<g class="{cls}" data-hex="{g.name}" role="button" tabindex="-1" '
            f'aria-label="{g.name}" transform="translate({g.cx},{g.cy})">'
            f'<polygon class="hex-bg" points="{HEX_POINTS}"/>{extra}</g>'
        )
        art.append(
            f'<g class="hex-art" data-art="{g.name}" transform="translate({g.cx},{g.cy})">'
            f'<g class="content"></g><text class="hex-name" y="41">{g.name}</text></g>'
        )
    sx, sy, sw, sh = strip_box(compact)
    box = f'x="{sx:.1f}" y="{sy:.1f}" width="{sw:.1f}" height="{sh:.1f}" rx="14"'
    parts.append(
        f'<g class="plains" data-hex="{PLAINS}" role="button" tabindex="-1" '
        f'aria-label="{esc(_("The open plains"))}">'
        f'<rect class="plains-bg" {box}/><rect class="plains-grass" {box}/></g>'
    )
    # wide: title and arrow at the strip's top; compact: at the band's west end
    mid_x, title_y, arrow_y = (sx + 64, sy + 36, sy + 84) if compact else (sx + sw / 2, sy + 22, sy + 58)
    art.append(
        f'<g class="hex-art" data-art="{PLAINS}">'
        f'<text class="plains-title" x="{mid_x:.1f}" y="{title_y:.1f}">'
        f'{_title_lines(_("Open plains"), mid_x, 24 if compact else 18)}</text>'
        f'<text class="plains-arrow" x="{mid_x:.1f}" y="{arrow_y:.1f}">{esc(_("→ safe tipis →"))}</text>'
        '<g class="content"></g></g>'
    )
    # the last moves (:func:`trail_markup`) under the pieces: an arrow never hides a tipi or a mark
    parts.append('<g class="trail" aria-hidden="true"></g>')
    parts.append('<g class="art" aria-hidden="true">' + "".join(art) + "</g>")
    if closed:
        _x, cy = center(0)
        mid = (LEFT + BOARD_RIGHT) / 2
        parts.append(f'<g class="closed-label" transform="translate({mid:.1f},{cy + 5})">'
                     f'<rect x="-150" y="-15" width="300" height="24" rx="12"/>'
                     f'<text>{esc(_("Mountains · closed with 3 players"))}</text></g>')
    return "".join(parts)


def _title_lines(words: str, x: float, dy: float = 18) -> str:
    """The strip's title on two lines (its first word, then the rest): "OFFENE PRÄRIE" and
    "GRANDE PRAIRIE" ran over the strip's edges on one."""
    first, _sep, rest = words.partition(" ")
    if not rest:
        return esc(first)
    return f'<tspan x="{x:.1f}">{esc(first)}</tspan><tspan x="{x:.1f}" dy="{dy}">{esc(rest)}</tspan>'


GONE_SIZE = ('width="30" height="20"', 'width="36" height="24"')
#: on the compact band: where the first seat's tipi stands and the room each seat takes
BAND_FIRST, BAND_STEP = 150.0, 88.0


def strip_tipi_xy(seat: int, compact: bool = False) -> Tuple[float, float]:
    """Where seat ``seat``'s tipi stands in the open-plains strip (board units)."""
    if compact:
        return BAND_X + BAND_FIRST + seat * BAND_STEP, BAND_Y + 58
    return round(STRIP_X + STRIP_W / 2 - 22, 2), TOP + 90 + seat * 62


def strip_gone_xy(num_players: int, compact: bool = False) -> Tuple[float, float]:
    """Where the icon of the buffaloes gone off the board sits in the strip: its top-left corner."""
    if compact:
        return BAND_X + BAND_FIRST + num_players * BAND_STEP - 14, BAND_Y + 30
    return round(STRIP_X + STRIP_W / 2 - 15, 2), TOP + 90 + num_players * 62 - 16


def strip_markup(players: Sequence[Dict[str, Any]], marks: Sequence[str], colours: Sequence[str],
                 buffalo_out: int, compact: bool = False) -> str:
    """Contents of the open-plains strip: each player's tipis there, and the buffaloes gone.

    Each seat's tipi is a ``<g class="tipi" data-seat>`` like a hex's, so that a tipi walking
    into the plains glides the same way (:func:`glide`)."""
    cx = STRIP_X + STRIP_W / 2
    parts = []
    for seat, p in enumerate(players):
        x, y = strip_tipi_xy(seat, compact)
        fill, ink = colour(colours[seat])
        dim = "" if p["plains"] else ' opacity="0.35"'
        count_x = x + 22 if compact else cx + 2
        parts.append(
            f'<g class="tipi" transform="translate({x:.1f},{y})" data-seat="{seat}"{dim}>'
            f'{_tipi_shape(fill, ink, marks[seat], 1.6 if compact else 1.45, seat)}</g>'
            f'<text class="plains-count" x="{count_x:.1f}" y="{y + 8}">× {esc(p["plains"])}</text>'
        )
    gx, gy = strip_gone_xy(len(players), compact)
    # the words under the icon, centred ("0 partis" ran over the strip's edge beside it)
    gone_x, gone_y = (gx + 18, gy + 48) if compact else (gx + 15, gy + 38)
    parts.append(
        f'<g transform="translate({gx:.1f},{gy})">'
        f'<use href="#buffalo" {GONE_SIZE[compact]} '
        'class="bicon gone"/></g>'
        f'<text class="plains-gone" x="{gone_x:.1f}" y="{gone_y}" text-anchor="middle">'
        f'{esc(_("{n} gone", n=buffalo_out))}</text>'
    )
    return "".join(parts)


def tipi_slots(num_players: int, compact: bool = False) -> List[float]:
    """x offsets (inside a hex) for ``num_players`` tipis side by side, centred in the hex (on the
    compact board the bigger tipis overlap a little when four share a hex, marks still clear)."""
    if compact:
        step = 20.0 if num_players == 4 else 27.0
    else:
        step = 22.0 if num_players == 4 else 25.0
    first = -step * (num_players - 1) / 2
    return [first + i * step for i in range(num_players)]


def note_markup(note: str) -> str:
    """A small label at the top of a target hex: what choosing it costs or brings ("−1", "+3")."""
    if not note:
        return ""
    w = 8 + 7.2 * len(note)
    return (f'<g class="note" transform="translate(0,-38)"><rect x="{-w / 2:.1f}" y="-9" width="{w:.1f}" '
            f'height="17" rx="8.5"/><text y="4">{esc(note)}</text></g>')


def hex_markup(buffalo: int, arrived: int, tipis: Sequence[int], marks: Sequence[str],
               colours: Sequence[str], note: str = "", compact: bool = False) -> str:
    """Contents of one hex: the herd icon and count, the moved-this-step badge, the tipis, and
    the ``note`` of a target hex (:func:`note_markup`)."""
    parts = []
    if buffalo:
        x, y, w, h = (-38, -33, 36, 24) if compact else (-33, -29, 30, 20)
        parts.append(
            f'<use href="#buffalo" x="{x}" y="{y}" width="{w}" height="{h}" class="bicon"/>'
            f'<text class="bcount" x="{x + w + 2}" y="-12">{buffalo}</text>'
        )
        if arrived:
            parts.append(
                f'<g class="moved" transform="translate(24,-19)"><circle r="8.5"/>'
                f'<text y="3.6">{arrived}</text><title>{esc(_("{n} moved this step", n=arrived))}</title></g>'
            )
    present = [seat for seat, count in enumerate(tipis) if count]
    slots = tipi_slots(len(present), compact) if present else []  # only the tipis there, centred
    size, row = TIPI_SIZE[compact], TIPI_ROW[compact]
    for slot, seat in zip(slots, present, strict=True):
        count = tipis[seat]
        fill, ink = colour(colours[seat])
        parts.append(f'<g class="tipi" transform="translate({slot:.1f},{row:g})" data-seat="{seat}">'
                     f'{_tipi_shape(fill, ink, marks[seat], size, seat=seat)}')
        if count > 1:
            parts.append(f'<g class="tcount" transform="translate({8 * size:.1f},{-9 * size:.1f})">'
                         f'<circle r="6"/><text y="3">{count}</text></g>')
        parts.append("</g>")
    parts.append(note_markup(note))
    return "".join(parts)


def hex_class(closed: bool, lane_a: bool, legal: bool, selected: bool) -> str:
    """The class attribute of a hex group."""
    cls = "hex"
    if lane_a:
        cls += " lane-a"
    if closed:
        cls += " closed"
    if legal:
        cls += " legal"
    if selected:
        cls += " selected"
    return cls


def board_view(state: Dict[str, Any], marks: Sequence[str], colours: Sequence[str], legal: Iterable[str] = (),
               selected: Optional[str] = None, notes: Optional[Dict[str, str]] = None,
               compact: bool = False) -> Dict[str, Tuple[str, str]]:
    """Per drawn hex (and ``"plains"``): (class, inner markup) for this state and selection.

    ``legal`` are the hex names to highlight (computed by ``ui.wind_river.clicks`` from the engine's
    legal moves); ``selected`` is the picked source hex, if any; ``notes`` the short previews
    (``engine.wind_river.preview`` badges) shown on target hexes.
    """
    notes = notes or {}
    legal = set(legal)
    board = state["board"]
    arrived = state.get("arrived", {})
    closed = CLOSED_LANES[len(state["players"])]
    out: Dict[str, Tuple[str, str]] = {}
    for name in HEX_NAMES:
        lane_a = name[0] == LANES[0]
        cell = board.get(name)
        if cell is None:  # out of play: a closed lane
            out[name] = (hex_class(name[0] in closed, lane_a, name in legal, name == selected), "")
            continue
        markup = hex_markup(cell["buffalo"], arrived.get(name, 0), cell["tipis"], marks, colours,
                            notes.get(name, ""), compact)
        out[name] = (hex_class(False, lane_a, name in legal, name == selected), markup)
    plains_cls = "plains legal" if PLAINS in legal else "plains"
    strip = strip_markup(state["players"], marks, colours, state.get("buffalo_out", 0), compact)
    if notes.get(PLAINS):
        nx, ny = (BAND_X + 64, BAND_Y + 52) if compact else (STRIP_X + STRIP_W / 2, TOP + 62)
        strip += f'<g transform="translate({nx:.1f},{ny:.1f})">{note_markup(notes[PLAINS])}</g>'
    out[PLAINS] = (plains_cls, strip)
    return out


def view_box(compact: bool = False) -> str:
    """The SVG viewBox for the board (``compact``: a phone's, the open plains under the hexes)."""
    if compact:
        return f"0 -10 {COMPACT_WIDTH:.0f} {COMPACT_HEIGHT + 10:.0f}"  # room over the bigger numbers
    return f"0 0 {WIDTH:.0f} {HEIGHT:.0f}"
