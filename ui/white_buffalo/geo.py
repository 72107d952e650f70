"""The plains' shapes: the twelve territories as simplified outlines of the real states and
provinces (longitude, latitude), drawn by ``map_view``. Neighbours share their border points
exactly, so the borders drawn are the rules' adjacency (tests/test_white_buffalo_map.py checks
that the shared borders equal ``engine.white_buffalo.data.BOARD``). The outlines are drawn from
the well-known borders by hand (no map data): straight survey lines, the Red River between
Oklahoma and Texas, the Rocky Mountains on Alberta's and Montana's western side; the provinces
are cut at 54° north.
"""

from __future__ import annotations

import math
from typing import Any, Dict, FrozenSet, List, Sequence, Set, Tuple

Point = Tuple[float, float]

OUTLINES: Dict[str, Tuple[Point, ...]] = {
    "AB": ((-120, 54), (-110, 54), (-110, 49), (-114.06, 49), (-114.7, 49.9), (-115.6, 50.9),
           (-116.8, 51.8), (-118.2, 52.9), (-120, 53.6)),
    "SK": ((-110, 54), (-101.6, 54), (-101.4, 49), (-104.05, 49), (-110, 49)),
    "MT": ((-116.05, 49), (-114.06, 49), (-110, 49), (-104.05, 49), (-104.05, 45.94), (-104.05, 45),
           (-111.05, 45), (-111.05, 44.5), (-112.8, 44.4), (-113.5, 45.1), (-114.5, 45.6),
           (-114.3, 46.6), (-115.3, 47.3), (-116.05, 48)),
    "ND": ((-104.05, 49), (-101.4, 49), (-97.23, 49), (-96.56, 45.94), (-104.05, 45.94)),
    "SD": ((-104.05, 45.94), (-96.56, 45.94), (-96.45, 43.5), (-96.45, 42.5), (-98.5, 43),
           (-104.05, 43), (-104.05, 45)),
    "WY": ((-111.05, 45), (-104.05, 45), (-104.05, 43), (-104.05, 41), (-109.05, 41), (-111.05, 41)),
    "NE": ((-104.05, 43), (-98.5, 43), (-96.45, 42.5), (-96.1, 41.8), (-95.9, 41), (-95.3, 40),
           (-102.05, 40), (-102.05, 41), (-104.05, 41)),
    "CO": ((-109.05, 41), (-104.05, 41), (-102.05, 41), (-102.05, 40), (-102.05, 37), (-103, 37),
           (-109.05, 37)),
    "KS": ((-102.05, 40), (-95.3, 40), (-94.62, 39.1), (-94.62, 37), (-102.05, 37)),
    "NM": ((-109.05, 37), (-103, 37), (-103, 36.5), (-103, 32), (-106.6, 32), (-106.5, 31.78),
           (-108.2, 31.78), (-108.2, 31.33), (-109.05, 31.33)),
    "OK": ((-103, 37), (-102.05, 37), (-94.62, 37), (-94.43, 35.4), (-94.48, 33.64), (-96, 33.85),
           (-97, 33.75), (-98, 34.1), (-99.2, 34.4), (-100, 34.56), (-100, 36.5), (-103, 36.5)),
    "TX": ((-103, 36.5), (-100, 36.5), (-100, 34.56), (-99.2, 34.4), (-98, 34.1), (-97, 33.75),
           (-96, 33.85), (-94.48, 33.64), (-94.04, 33.55), (-94.04, 31), (-93.6, 30), (-93.85, 29.7),
           (-94.7, 29.35), (-96, 28.6), (-97.2, 27.6), (-97.4, 26.5), (-97.15, 25.95), (-99.1, 26.4),
           (-99.5, 27.5), (-100.3, 28.2), (-101.4, 29.8), (-102.4, 29.8), (-103.1, 29), (-104, 29.4),
           (-104.7, 30.2), (-106.5, 31.78), (-106.6, 32), (-103, 32)),
}
#: Where each territory's name, herds and pieces are drawn (longitude, latitude).
ANCHORS: Dict[str, Point] = {
    "AB": (-114.2, 52.9), "SK": (-106.2, 52.9), "MT": (-110.6, 48.3), "ND": (-100.8, 48.3),
    "SD": (-100.6, 45.3), "WY": (-108, 44.4), "NE": (-100.6, 42.3), "CO": (-106.3, 40.4),
    "KS": (-98.6, 39.4), "NM": (-106.4, 35.9), "OK": (-97.4, 36.4), "TX": (-99.6, 32.6),
}

#: Where the buffalo trail passes in each territory (clear of the names and pieces).
TRAIL_POINTS: Dict[str, Point] = {
    "AB": (-112.6, 50.2), "MT": (-112.6, 46.6), "WY": (-109.6, 42.1), "CO": (-107.6, 38.1),
    "NM": (-107.2, 33.4), "TX": (-102.4, 31.0), "OK": (-101.9, 36.72), "KS": (-100.6, 37.7),
    "NE": (-96.9, 41.2), "SD": (-97.6, 44.0), "ND": (-97.9, 47.0), "SK": (-103.6, 50.6),
}

WEST, EAST, NORTH, SOUTH = -120.5, -93.3, 54.4, 25.7
SCALE = 17.0
#: degrees of longitude are shorter than degrees of latitude on the plains (about 40° north)
SQUEEZE = math.cos(math.radians(40))
WIDTH = round((EAST - WEST) * SQUEEZE * SCALE)
HEIGHT = round((NORTH - SOUTH) * SCALE)


def xy(p: Point) -> Tuple[float, float]:
    """A (longitude, latitude) point on the drawing."""
    return (p[0] - WEST) * SQUEEZE * SCALE, (NORTH - p[1]) * SCALE


def path_d(points: Sequence[Point]) -> str:
    """An SVG path of a closed outline."""
    return "M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in map(xy, points)) + "Z"


def anchor(tid: str) -> Tuple[float, float]:
    """Where a territory's label is drawn."""
    return xy(ANCHORS[tid])


def segments(points: Sequence[Point]) -> Set[FrozenSet[Any]]:
    """The outline's border segments (each as the set of its two end points)."""
    return {frozenset((points[i], points[(i + 1) % len(points)])) for i in range(len(points))}


def shared_borders() -> Dict[str, List[str]]:
    """{territory: the territories it shares a border segment with}, from the outlines."""
    segs = {t: segments(p) for t, p in OUTLINES.items()}
    return {t: sorted(u for u in OUTLINES if u != t and segs[t] & segs[u]) for t in OUTLINES}
