"""Manitou's cards drawn as cards (SVG): hunters with their strength and a hunter, each great
warrior with its emblem, name and rank, buffalo cards with their value and a buffalo, the hide
thief with its −10, and card backs. One module for the game page, the rules page and the docs.

The tribe's colour is on the frame and a pattern per tribe is on the band at the top (and all over
a card's back), so colour is never the only cue. Every value is drawn at least 26 units high on a
60×84 card, so at the smallest width the page uses (36 px) it is ≥ 15 px on screen. The pictures
carry no id (no ``<defs>``): any number of cards can share a page. A card's accessible name is
given by the caller (``role="img"`` and ``aria-label`` on the wrapper); the SVG is
``aria-hidden``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Dict, Optional

from engine.manitou import WARRIOR_TABLE
from ui.shell.colours import colour
from ui.shell.safe_html import esc

W, H = 60, 84
INK = "#2a2113"
PAPER = "#fffaf0"
#: the warriors in the tribe card's order: their rank is their place here (1 = chief)
RANKS: Dict[str, int] = {w: i for i, w in enumerate(WARRIOR_TABLE, 1)}

#: one pattern per palette colour (drawn in the band and on the back), so colour is not the only cue
PATTERNS: Dict[str, str] = {
    "red": "zigzag", "blue": "dots", "green": "stripes", "yellow": "diamonds", "purple": "bars",
    "black": "crosses",
}

#: emblems (paths in a 60×84 card, centred around y = 40), stroked in ink
EMBLEMS: Dict[str, str] = {
    # a headdress: a fan of feathers on a band
    "chief": ('<path d="M18 50 Q30 44 42 50" fill="none" stroke-width="3"/>'
              + "".join(f'<path d="M30 48 L{30 + dx} {26 + abs(dx) // 2}" stroke-width="3"/>'
                        f'<circle cx="{30 + dx}" cy="{25 + abs(dx) // 2}" r="3" fill="#c8322b"/>'
                        for dx in (-12, -6, 0, 6, 12))),
    # a rattle and a sun: circle with rays
    "medicine-man": ('<circle cx="30" cy="38" r="8" fill="#e8b923"/>'
                     + "".join(f'<path d="M{30 + 11 * x:.1f} {38 + 11 * y:.1f} L{30 + 15 * x:.1f} '
                               f'{38 + 15 * y:.1f}" stroke-width="2.5"/>'
                               for x, y in ((1, 0), (-1, 0), (0, 1), (0, -1), (.7, .7), (-.7, .7),
                                            (.7, -.7), (-.7, -.7)))),
    # a cloud with three drops
    "rain-maker": ('<path d="M17 40 a7 7 0 0 1 7 -9 a9 9 0 0 1 16 1 a6 6 0 0 1 4 8 z" fill="#cfe0f2" '
                   'stroke-width="2"/>'
                   + "".join(f'<path d="M{x} 46 q-3 5 0 7 q3 -2 0 -7z" fill="#2c6db5" stroke-width="1"/>'
                             for x in (23, 30, 37))),
    # an eye: the scout watches
    "scout": ('<path d="M14 40 Q30 26 46 40 Q30 54 14 40z" fill="#fff" stroke-width="2.5"/>'
              '<circle cx="30" cy="40" r="5" fill="#6b4a2b"/><circle cx="30" cy="40" r="2" fill="#000"/>'),
    # a tipi: the home she keeps
    "squaw": ('<path d="M30 24 L44 54 L16 54z" fill="#d9a45b" stroke-width="2.5"/>'
              '<path d="M30 24 L26 18 M30 24 L34 18 M30 54 L30 44 L26 54" stroke-width="2" fill="none"/>'),
}

HUNTER = ('<g fill="none" stroke="#5a3b1e" stroke-width="2.2" stroke-linecap="round">'
          '<circle cx="27" cy="50" r="4" fill="#5a3b1e"/>'
          '<path d="M27 54 L27 67 M27 67 L22 78 M27 67 L32 78 M27 58 L37 56"/>'
          '<path d="M37 46 Q45 56 37 66" stroke-width="2"/><path d="M37 46 L37 66" stroke-width="0.8"/>'
          '</g>')

BUFFALO = ('<path fill="#fdf6e3" d="M10 62 q2 -14 14 -15 q6 -7 14 -2 q7 -1 10 5 q4 1 3 6 l-3 2 '
           'l-1 12 h-4 l0 -8 q-6 3 -14 1 l-2 7 h-4 l0 -8 q-5 -1 -6 4 h-4 z"/>'
           '<path d="M45 49 q3 -4 6 -3" stroke="#fdf6e3" stroke-width="1.6" fill="none"/>')


@lru_cache(maxsize=512)
def _band(tribe: str, y: float = 3, h: float = 11, x0: float = 3, x1: float = 57) -> str:
    """The tribe's band: its colour with its pattern drawn in the ink readable on it."""
    fill, ink = colour(tribe)
    kind = PATTERNS.get(tribe, "plain")
    marks = []
    mid = y + h / 2
    for i, x in enumerate(range(int(x0) + 4, int(x1) - 2, 7)):
        if kind == "zigzag":
            marks.append(f"M{x - 3} {mid + 2.5} L{x} {mid - 2.5} L{x + 3} {mid + 2.5}")
        elif kind == "dots":
            marks.append(f"M{x} {mid} m-1.8 0 a1.8 1.8 0 1 0 3.6 0 a1.8 1.8 0 1 0 -3.6 0")
        elif kind == "stripes":
            marks.append(f"M{x - 3} {y + h - 1} L{x + 3} {y + 1}")
        elif kind == "diamonds":
            marks.append(f"M{x} {mid - 3} L{x + 3} {mid} L{x} {mid + 3} L{x - 3} {mid}z")
        elif kind == "bars":
            pair = "" if i % 2 else f"M{x + 2} {y + 2} L{x + 2} {y + h - 2}"
            marks.append(f"M{x} {y + 2} L{x} {y + h - 2}" + pair)
        elif kind == "crosses":
            marks.append(f"M{x - 2} {mid - 2} L{x + 2} {mid + 2} M{x + 2} {mid - 2} L{x - 2} {mid + 2}")
    solid = kind in ("dots", "diamonds")
    return (f'<rect x="{x0}" y="{y}" width="{x1 - x0}" height="{h}" rx="3" fill="{fill}"/>'
            f'<path d="{" ".join(marks)}" stroke="{ink}" stroke-width="1.4" '
            f'fill="{ink if solid else "none"}"/>')


def _svg(body: str, cls: str = "") -> str:
    return (f'<svg class="cardsvg{(" " + cls) if cls else ""}" viewBox="0 0 {W} {H}" '
            f'aria-hidden="true" focusable="false">{body}</svg>')


def _frame(tribe: Optional[str], fill: str = PAPER) -> str:
    edge = colour(tribe)[0] if tribe else "#8f7a55"
    return (f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="6" fill="{fill}" '
            f'stroke="{edge}" stroke-width="3"/>')


def _fit(text: str, size: float, width: float = 52) -> str:
    """``textLength`` when ``text`` would be wider than ``width`` at ``size`` (long names)."""
    return f' textLength="{width}" lengthAdjust="spacingAndGlyphs"' if len(text) * size * 0.55 > width else ""


@lru_cache(maxsize=512)
def hunter_svg(strength: int, tribe: Optional[str] = None, down: bool = False) -> str:
    """A hunter: its strength large, a hunter with a bow under it."""
    n = esc(strength)
    body = (_frame(tribe) + (_band(tribe) if tribe else "")
            + f'<text x="30" y="41" text-anchor="middle" font-size="28" font-weight="800" '
              f'font-family="system-ui, sans-serif" fill="{INK}">{n}</text>' + HUNTER)
    return _svg(body + (_down() if down else ""))


@lru_cache(maxsize=512)
def warrior_svg(card: str, name: str, tribe: Optional[str] = None, down: bool = False) -> str:
    """A great warrior: its emblem, its name and its rank (the tribe card's order)."""
    rank = RANKS.get(card, 0)
    body = (_frame(tribe, "#f6e1c6") + (_band(tribe) if tribe else "")
            + f'<g stroke="{INK}" stroke-linecap="round" stroke-linejoin="round" fill="none">'
              f'{EMBLEMS.get(card, "")}</g>'
            + f'<circle cx="11" cy="25" r="6.5" fill="#7a2a17"/>'
              f'<text x="11" y="28.5" text-anchor="middle" font-size="10" font-weight="800" '
              f'fill="#fff">{rank}</text>'
            + f'<text x="30" y="74" text-anchor="middle" font-size="11" font-weight="700" '
              f'fill="#5e1f10"{_fit(name, 11)}>{esc(name)}</text>')
    return _svg(body + (_down() if down else ""))


def _down() -> str:
    """A defeated (face-down) warrior: hatched over, still readable."""
    return ('<rect x="1.5" y="1.5" width="57" height="81" rx="6" fill="#54483a" fill-opacity="0.28" '
            'stroke="#54483a" stroke-width="2" stroke-dasharray="4 3"/>'
            '<path d="M8 78 L52 6" stroke="#54483a" stroke-width="3"/>')


@lru_cache(maxsize=512)
def buffalo_svg(value: int, won_by: Optional[str] = None) -> str:
    """A buffalo card: its value large and a buffalo (``won_by``: the winner's tribe on the frame)."""
    body = (f'<rect x="1.5" y="1.5" width="57" height="81" rx="6" fill="#6b4a2b" '
            f'stroke="{colour(won_by)[0] if won_by else "#3d2914"}" stroke-width="3"/>'
            + (_band(won_by, y=70, h=10) if won_by else "")
            + f'<text x="30" y="33" text-anchor="middle" font-size="28" font-weight="800" '
              f'font-family="system-ui, sans-serif" fill="#fdf6e3">{esc(value)}</text>' + BUFFALO)
    return _svg(body)


@lru_cache(maxsize=512)
def thief_svg() -> str:
    """The hide thief: −10 and a stolen hide."""
    body = ('<rect x="1.5" y="1.5" width="57" height="81" rx="6" fill="#5e1f10" stroke="#2a0d05" '
            'stroke-width="3"/>'
            '<text x="30" y="34" text-anchor="middle" font-size="24" font-weight="800" '
            'font-family="system-ui, sans-serif" fill="#fff">−10</text>'
            '<path d="M18 46 q6 -3 12 0 q6 -3 12 0 l-2 8 l3 6 q-6 10 -13 14 q-7 -4 -13 -14 l3 -6z" '
            'fill="#d9a45b" stroke="#fff" stroke-width="1.5"/>')
    return _svg(body)


@lru_cache(maxsize=512)
def back_svg(tribe: Optional[str] = None, small: bool = False) -> str:
    """A card's back: the tribe's colour and pattern all over (``small``: one band, for the little
    backs that count a hand or a pile)."""
    fill = colour(tribe)[0] if tribe else "#6b4a2b"
    rows = range(36, 48, 11) if small else range(8, 76, 11)
    bands = "".join(_band(tribe, y=y, h=9, x0=6, x1=54) for y in rows) if tribe else ""
    body = (f'<rect x="1.5" y="1.5" width="57" height="81" rx="6" fill="{fill}" stroke="#2a2113" '
            f'stroke-width="2"/>{bands}'
            + ("" if small else '<circle cx="30" cy="42" r="10" fill="#fffaf0" stroke="#2a2113" '
               'stroke-width="2"/><path d="M24 44 L30 35 L36 44z" fill="#6b4a2b"/>'))
    return _svg(body)


def face_svg(card: str, name: str, tribe: Optional[str] = None, down: bool = False) -> str:
    """Any tribe card by id: ``hunter-N`` or a warrior (``name``: its words on the card)."""
    if card.startswith("hunter-") and card[7:].isdigit():
        return hunter_svg(int(card[7:]), tribe, down)
    return warrior_svg(card, name, tribe, down)
