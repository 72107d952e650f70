"""Position features per seat, the inputs of the normal bot's evaluation.

:func:`seat_features` describes each seat of a position with a short vector of numbers (tipis by
column and how that changes as the herd leaves, supply risk, crowding, resources, what an earn
would yield, the buffaloes that can still reach the seat's tipis ...). The evaluation in
:mod:`engine.bots.heuristic` is a weighted sum of them, with weights fitted to the final
results of self-play games (see ``engine/bots/train.py``).
"""

from __future__ import annotations

from typing import List

from ..state import RESOURCE_CAP, State
from .board_info import COL, INFO, TO_EXIT

NAMES = (
    "bias",
    "col1", "col2", "col3", "col4", "col5", "col6",
    "col1_h", "col2_h", "col3_h", "col4_h", "col5_h", "col6_h",
    "shared", "unsupplied", "lose", "starving",
    "res", "res_min3", "res_h", "earn", "insertable", "unused_h",
    "order", "others_on_board", "feed", "herd", "exit_steps", "late",
)
COUNT = len(NAMES)


def seat_features(s: State) -> List[List[float]]:
    """One feature vector (in the order of :data:`NAMES`) for every seat of ``s``."""
    n = len(s.names)
    info = INFO[n]
    buf = s.buffalo
    tipis = s.tipis
    feeders = info.feeders
    cols = [[0] * 7 for _ in range(n)]
    shared = [0] * n
    unsup = [0] * n
    starving = [0] * n
    surplus = [0] * n
    feed_sum = [0] * n
    exit_steps = [0] * n
    on_board = 0
    herd = 0
    for h in info.hexes:
        b = buf[h]
        herd += b * TO_EXIT[h]
        total = 0
        owners = 0
        for row in tipis:
            m = row[h]
            if m:
                total += m
                owners += 1
        if not total:
            continue
        on_board += total
        c = COL[h]
        feed = b
        for g in feeders[h]:
            feed += buf[g]
        for q in range(n):
            m = tipis[q][h]
            if not m:
                continue
            o = total - m
            free = b - o
            if free < m:
                unsup[q] += m - free if free > 0 else m
            avail = feed - o
            if avail < m:
                starving[q] += m - avail if avail > 0 else m
            cols[q][c] += m
            if owners > 1:
                shared[q] += m
            elif b > m:
                surplus[q] += b - m
            feed_sum[q] += min(avail, 2 * m) if avail > 0 else 0
            exit_steps[q] += m * TO_EXIT[h]
    hf = herd / info.start_distance
    rounds_left = herd / on_board if on_board else 0.0
    res = s.resources
    unused = s.unused
    cur = s.current
    out = []
    for q in range(n):
        r = res[q]
        u = unsup[q]
        cq = cols[q]
        mine = sum(cq)
        late = exit_steps[q] - rounds_left
        out.append([
            1.0,
            cq[1], cq[2], cq[3], cq[4], cq[5], cq[6],
            cq[1] * hf, cq[2] * hf, cq[3] * hf, cq[4] * hf, cq[5] * hf, cq[6] * hf,
            shared[q], u, max(0, u - r), starving[q],
            r, min(r, 3), r * hf, min(surplus[q], RESOURCE_CAP - r),
            min(unused[q], r // 3) if mine else 0, unused[q] * hf if mine else 0,
            ((q - cur) % n) / n, on_board - mine, feed_sum[q], hf,
            exit_steps[q], late if late > 0 else 0.0,
        ])
    return out
