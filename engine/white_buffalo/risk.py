"""The risk of a hunt before it is taken, exact over the public bag (§6.3, §6.4).

Everything here reads the **public** view only (``observe(state, None)`` or any seat's view: the
bag's contents, the cubes lying in territories, the standing herds, the death rate card, the
lost-herds track and the hunter's bison are public, WB-R26). No hidden card, no random number
generator: the pull is enumerated exactly as a multivariate hypergeometric draw.

* :func:`hunt_risk` — for a hunt of value *v* in territory *t* by seat *p*: how many cubes are
  pulled, the chance that at least one herd is killed, that the Calf Woman moves here, that a red
  spoils the bison, the herds killed and the bison gained on average;
* :func:`kill_values` — the herds one cube of each colour kills now.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from typing import Any, Dict, Iterator, List, Tuple

from .data import CUBE_COLOURS, DEATH_ROWS, DEATH_VALUE, MAX_BISON, ORANGE_KILLS, TRACK_LENGTH

#: The death rate card's rows by cube colour name (grey, blue, black).
ROW_COLOURS: Tuple[str, ...] = tuple(CUBE_COLOURS[c] for c, _ in DEATH_ROWS)


def kill_values(obs: Dict[str, Any]) -> Dict[str, int]:
    """{colour: herds one pulled cube of it kills now}: grey, blue and black read the death rate
    card (the skulls under the revealed spots, WB-R13), orange always 3; other colours kill none."""
    left = obs["death_rate"]
    out = {c: 0 for c in CUBE_COLOURS}
    for r, name in enumerate(ROW_COLOURS):
        out[name] = DEATH_VALUE[r][int(left[name])]
    out["orange"] = ORANGE_KILLS
    return out


def _pulls(counts: List[int], n: int) -> Iterator[Tuple[int, ...]]:
    """Every way to take ``n`` cubes from bins of ``counts`` (one number per bin)."""
    if not counts:
        if n == 0:
            yield ()
        return
    rest = sum(counts[1:])
    for k in range(max(0, n - rest), min(counts[0], n) + 1):
        for tail in _pulls(counts[1:], n - k):
            yield (k,) + tail


def hunt_risk_exact(obs: Dict[str, Any], seat: int, territory: str, value: int) -> Dict[str, Any]:
    """:func:`hunt_risk` with exact fractions (the tests compare these)."""
    bag = {c: int(obs["bag"].get(c, 0)) for c in CUBE_COLOURS}
    for c in obs.get("territory_cubes", {}).get(territory, []):
        bag[c] += 1                       # the territory's cubes go into the bag first (§6.3.3)
    total = sum(bag.values())
    standing = int(obs["herds"].get(territory, 0))
    n = max(0, min(int(value), standing, total))
    kills = kill_values(obs)
    room = max(0, MAX_BISON - int(obs["players"][seat]["bison"]))
    track_left = max(0, TRACK_LENGTH - int(obs["lost"]))
    colours = list(CUBE_COLOURS)
    counts = [bag[c] for c in colours]
    i_brown, i_red, i_white = colours.index("brown"), colours.index("red"), colours.index("white")
    whole = comb(total, n) if total else 1
    p_kill = p_calf = p_red = Fraction(0)
    e_kills = e_bison = Fraction(0)
    for pull in _pulls(counts, n):
        ways = 1
        for have, k in zip(counts, pull, strict=True):
            ways *= comb(have, k)
        if not ways:
            continue
        p = Fraction(ways, whole)
        killed = min(track_left, sum(k * kills[c] for c, k in zip(colours, pull, strict=True)))
        if killed:
            p_kill += p
        e_kills += p * killed
        if pull[i_white]:
            p_calf += p
        if pull[i_red]:
            p_red += p
        else:
            e_bison += p * min(pull[i_brown], room)
    return {"territory": territory, "value": int(value), "pull": n, "bag": total,
            "kill": p_kill, "kills": e_kills, "calf": p_calf, "red": p_red, "bison": e_bison}


def hunt_risk(obs: Dict[str, Any], seat: int, territory: str, value: int) -> Dict[str, Any]:
    """What a hunt of ``value`` in ``territory`` by ``seat`` may do, from the public view ``obs``:
    ``pull`` (cubes pulled), ``bag`` (cubes in the bag once the territory's went in), and, as
    floats, ``kill`` (chance at least one herd is killed), ``kills`` (herds killed on average),
    ``calf`` (chance the Calf Woman comes here), ``red`` (chance a red cube spoils the bison) and
    ``bison`` (bison gained on average)."""
    exact = hunt_risk_exact(obs, seat, territory, value)
    return {k: float(v) if isinstance(v, Fraction) else v for k, v in exact.items()}
