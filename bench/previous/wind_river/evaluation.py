"""The position evaluation shared by the normal and hard bots.

:func:`player_values` estimates, for every seat, its final count of tipis in the open plains
(plus small amounts for resources, the tie-break), from:

* tipis already in the plains: 1 each;
* tipis on the board: a base value that grows with the column (the further east, the fewer
  extra actions it needs to walk out), minus a penalty when the seat's tipis need more steps to
  the plains than the herd has rounds left (the herd's remaining distance to the east edge over
  the tipis on the board, which set its pace: every tipi moves a buffalo a turn) - the race to
  the plains;
* supply risk: tipis unsupplied right now (each costs a resource at the owner's next supply,
  and those the resources cannot cover go back to the supply), tipis that even the buffaloes one
  step behind cannot feed (the herd is drifting away from them), tipis on shared hexes (they pay
  to enter, are fed last and earn nothing);
* resources, with the first few worth more (they pay for supply), and what an earn would yield.

Weights are in units of "one tipi in the plains" and live in :data:`WEIGHTS`.
"""

from __future__ import annotations

from typing import Dict, List

from engine.wind_river.state import RESOURCE_CAP, State

from .board_info import INFO, TO_EXIT

WEIGHTS: Dict[str, float] = {
    "tipi": 0.35,         # a tipi on the board ...
    "column": 0.06,       # ... plus this per column east
    "late": 0.15,         # per tipi-step to the plains beyond the herd's remaining rounds
    "unsupplied": 0.15,   # per tipi unsupplied right now
    "lose": 0.6,          # per unsupplied tipi the resources cannot cover
    "starving": 0.11,     # per tipi that the buffaloes on and next to its hex cannot feed
    "shared": 0.02,       # per tipi on a hex shared with another player
    "resource": 0.13,     # per resource
    "reserve": 0.06,      # per resource up to the reserve below
    "reserve_size": 3,
    "earn": 0.09,         # per resource an earn action would yield now
}


def player_values(s: State, w: Dict[str, float] = WEIGHTS) -> List[float]:
    """Estimated final plains count of every seat of ``s`` (see the module docstring)."""
    n = len(s.names)
    info = INFO[n]
    buf = s.buffalo
    tipis = s.tipis
    feeders = info.feeders
    unsup = [0] * n
    starving = [0] * n
    shared = [0] * n
    surplus = [0] * n
    count = [0] * n  # tipis on the board
    steps = [0] * n  # their steps to the plains
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
        feed = b
        for g in feeders[h]:
            feed += buf[g]
        d = TO_EXIT[h]
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
            if owners > 1:
                shared[q] += m
            elif b > m:
                surplus[q] += b - m
            count[q] += m
            steps[q] += m * d
    herd_rounds = herd / on_board if on_board else 0.0
    w_tipi, w_col, w_late = w["tipi"], w["column"], w["late"]
    w_un, w_lose, w_starve, w_shared = w["unsupplied"], w["lose"], w["starving"], w["shared"]
    w_res, w_reserve, reserve, w_earn = w["resource"], w["reserve"], w["reserve_size"], w["earn"]
    res = s.resources
    out = []
    for q in range(n):
        r = res[q]
        u = unsup[q]
        v = float(s.plains[q]) + w_res * r + w_reserve * min(r, reserve)
        c = count[q]
        if c:
            need = steps[q]
            v += w_tipi * c + w_col * (7 * c - need)
            if need > herd_rounds:
                v -= w_late * (need - herd_rounds)
            v -= w_un * u + w_starve * starving[q] + w_shared * shared[q]
            if u > r:
                v -= w_lose * (u - r)
            v += w_earn * min(surplus[q], RESOURCE_CAP - r)
        out.append(v)
    return out
