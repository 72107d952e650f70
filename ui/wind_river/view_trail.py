"""What just happened on Wind River's board: the last moves, marked until the next person acts.

Pure functions of move dicts and the board's geometry (``ui.wind_river.view_board``): which
moves to mark (:func:`recent`), the classes of the hexes they left and reached
(:func:`spot_classes`), arrows from where to where (:func:`trail_markup`) and how the piece of
the move just made glides into its new place (:func:`glide`). No DOM.
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Optional, Sequence, Tuple

from engine.wind_river.board import PLAINS
from ui.shell.colours import colour
from ui.shell.safe_html import esc
from ui.wind_river.view_board import TIPI_ROW, geometry, strip_box, strip_gone_xy, strip_tipi_xy


def move_spots(move: Dict[str, Any]) -> Tuple[Optional[str], Optional[str]]:
    """(from, to) hexes of a move for the board's marks; None where the move has no such end."""
    kind = move.get("type")
    if kind in ("buffalo", "tipi"):
        return move.get("from"), move.get("to")
    if kind == "place":
        return None, move.get("to")
    if kind in ("insert", "abandon"):
        return None, move.get("at")
    return None, None


def recent(seats: Sequence[Optional[int]], cursor: int, actor: Optional[int]) -> List[int]:
    """Indices of the moves to mark: those made since ``actor`` (the seat to act now) last moved,
    oldest first; none once ``actor`` itself moved last (the marks stay until they act)."""
    out: List[int] = []
    k = cursor - 1
    while k >= 0 and seats[k] != actor and len(out) < 12:
        out.append(k)
        k -= 1
    return out[::-1]


def spot_classes(moves: Sequence[Dict[str, Any]]) -> Dict[str, str]:
    """Hex name -> extra class (``was-from``, ``was-to``) marking where the last moves went."""
    out: Dict[str, str] = {}
    for m in moves:
        frm, to = move_spots(m)
        if frm:
            out[frm] = "was-from"
        if to:
            out[to] = "was-to"
    return out


def _spot_xy(name: str, centres: Dict[str, Tuple[float, float]], hint: Tuple[float, float],
             compact: bool = False) -> Tuple[float, float]:
    if name == PLAINS:  # straight east into the strip, or straight south into a phone's band
        sx, sy, sw, sh = strip_box(compact)
        return (hint[0], sy + sh / 2) if compact else (sx + sw / 2, hint[1])
    return centres[name]


#: where a hex's pieces sit relative to its centre: the herd icon's middle and the tipis' row
HERD_IN_HEX = (-18.0, -19.0)
TIPI_IN_HEX = (0.0, TIPI_ROW[False])
#: the middle of the strip's icon of the buffaloes gone, from its top-left corner
GONE_ICON_MID = (15.0, 10.0)


def glide(move: Dict[str, Any], seat: int, num_players: int,
          compact: bool = False) -> Optional[Tuple[str, str, float, float]]:
    """How the piece of a move just made glides into its new place: ``(to, what, dx, dy)`` with
    ``to`` the hex or ``plains`` whose pieces move, ``what`` = ``herd`` or ``tipi-<seat>`` (the
    ``data-glide`` of those pieces) and the offset from the new place back to the old one in
    board units. A step into the open plains glides too: a tipi to its seat's tipi in the strip,
    a buffalo leaving the board to the strip's icon of the buffaloes gone. None for a move without
    a path (placing, earning, a new tipi, passing); nothing ever leaves the plains (rules R7)."""
    kind = move.get("type")
    frm, to = move_spots(move)
    if kind not in ("buffalo", "tipi") or not frm or not to or frm == PLAINS:
        return None
    centres = {g.name: (g.cx, g.cy) for g in geometry(num_players)}
    if frm not in centres or (to != PLAINS and to not in centres):
        return None
    what = "herd" if kind == "buffalo" else f"tipi-{seat}"
    (x1, y1) = centres[frm]
    if to != PLAINS:
        x2, y2 = centres[to]
    elif kind == "buffalo":  # from the herd icon in its hex to the icon of the buffaloes gone
        gx, gy = strip_gone_xy(num_players, compact)
        x1, y1 = x1 + HERD_IN_HEX[0], y1 + HERD_IN_HEX[1]
        x2, y2 = gx + GONE_ICON_MID[0], gy + GONE_ICON_MID[1]
    else:  # from the tipis' row in its hex to the seat's tipi in the strip
        x1, y1 = x1 + TIPI_IN_HEX[0], y1 + TIPI_ROW[compact]
        x2, y2 = strip_tipi_xy(seat, compact)
    return to, what, round(x1 - x2, 1), round(y1 - y2, 1)


def trail_markup(moves: Sequence[Dict[str, Any]], num_players: int, colours_of_moves: Sequence[str],
                 compact: bool = False) -> str:
    """Arrows from where to where the last ``moves`` went, each in its mover's colour."""
    centres = {g.name: (g.cx, g.cy) for g in geometry(num_players)}
    parts = []
    for m, colour_name in zip(moves, colours_of_moves, strict=True):
        frm, to = move_spots(m)
        if not frm or not to:
            continue
        x1, y1 = _spot_xy(frm, centres, (0.0, 0.0), compact)
        x2, y2 = _spot_xy(to, centres, (x1, y1), compact)
        dx, dy = x2 - x1, y2 - y1
        dist = math.hypot(dx, dy) or 1.0
        ux, uy = dx / dist, dy / dist
        sx, sy = x1 + ux * 14, y1 + uy * 14
        ex, ey = x2 - ux * 16, y2 - uy * 16
        fill, _ink = colour(colour_name)
        head = (f"{ex + ux * 10:.1f},{ey + uy * 10:.1f} {ex - uy * 7:.1f},{ey + ux * 7:.1f} "
                f"{ex + uy * 7:.1f},{ey - ux * 7:.1f}")
        parts.append(f'<g class="arrow" style="--c:{esc(fill)}"><line x1="{sx:.1f}" y1="{sy:.1f}" '
                     f'x2="{ex:.1f}" y2="{ey:.1f}"/><polygon points="{head}"/></g>')
    return "".join(parts)
