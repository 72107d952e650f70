"""Per-layout lookup tables the bots use (columns, feeder hexes), built once per player count."""

from __future__ import annotations

from typing import Dict, List, Tuple

from engine.wind_river.board import COLUMNS, LAYOUTS, NUM_HEXES, column_of

COL: Tuple[int, ...] = tuple(column_of(h) for h in range(NUM_HEXES))
TO_EXIT: Tuple[int, ...] = tuple(COLUMNS + 1 - c for c in COL)  # steps to the plains


class Info:
    """Tables for one player count: ``hexes`` in play, ``feeders[h]`` (hexes whose buffaloes can
    step onto ``h``), ``forward[h]`` (buffalo targets) and ``neighbours[h]``."""

    __slots__ = ("n", "hexes", "feeders", "forward", "neighbours")

    def __init__(self, n: int) -> None:
        lay = LAYOUTS[n]
        self.n = n
        self.hexes = lay.hexes
        self.forward = lay.forward
        self.neighbours = lay.neighbours
        feeders: List[List[int]] = [[] for _ in range(NUM_HEXES)]
        for g in lay.hexes:
            for t in lay.forward[g]:
                if t >= 0:
                    feeders[t].append(g)
        self.feeders = tuple(tuple(f) for f in feeders)


INFO: Dict[int, Info] = {n: Info(n) for n in LAYOUTS}
