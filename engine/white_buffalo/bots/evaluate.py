"""What a White Buffalo position is worth to each tribe: the bots' evaluation.

The scoring sheet alone misjudges a position in the middle of the game: a tribe that still plays
has turns to come, bison and War Card cubes to spend, Destiny Cards half filled. This module
estimates a tribe's final score from the public part of a position and the tribe's own cards
(all of it is public but the Destiny Cards, which a bot reads only for itself or on a world it
sampled):

* the **clock** (:func:`turns_left`): the own turns a tribe still playing can expect, from the
  herds left on the track, the bag's risk read against the death rate card (:func:`cube_kills`:
  the herds one pulled cube kills on average) and the cards left in the teepee stack;
* the **worth** (:func:`worth`): the scoring sheet's total, plus, for a tribe still playing, what
  its turns to come, its bison and War Card cubes and its Destiny Cards one teepee short of
  filling are expected to add;
* the **chance of winning** (:func:`win_chance`): a logistic curve of the worth margin over the
  best rival, sharper as the end comes closer.

The weights were fitted on games of the rules of thumb (3 players, 4000 games: a least-squares
fit of the points a tribe still gains, a likelihood fit of the curve's sharpness by the clock).
"""

from __future__ import annotations

import math
from typing import Dict, List, Sequence, Tuple

from ..data import (
    BLACK,
    BLUE,
    DEATH_VALUE,
    DESTINY,
    GREY,
    NUM_TEEPEES,
    ORANGE,
    ORANGE_KILLS,
    PASS_BONUS,
    TEEPEE_COLOUR,
    TEEPEE_SET,
    TEEPEE_SYMBOL,
    TRACK_LENGTH,
)
from ..rules import Sim
from ..scoring import best_destiny
from .heuristic import tribe_total

TURN_WORTH = 2.4        # points a tribe still playing gains per own turn to come
BISON = 1.4             # points per bison on the tribe card
WAR = 1.2               # points per cube on the War Card held
DESTINY_NEAR = 0.35     # share of the points one more teepee would add through Destiny Cards


def cube_kills(s: Sim) -> float:
    """Herds one cube pulled from the bag kills on average now: the bag's share of grey, blue,
    black and orange cubes, each at its death value (the death rate card's revealed skulls)."""
    bag = s.bag
    total = sum(bag)
    if not total:
        return 0.0
    death = s.death
    k = (bag[GREY] * DEATH_VALUE[0][death[0]] + bag[BLUE] * DEATH_VALUE[1][death[1]]
         + bag[BLACK] * DEATH_VALUE[2][death[2]] + bag[ORANGE] * ORANGE_KILLS)
    return k / total


def turns_left(s: Sim) -> float:
    """The own turns a tribe still playing can expect before the end (at least half a turn; a
    fit on the herds left, the bag's risk and the stack left)."""
    if s.final_round:
        return 0.7
    left = TRACK_LENGTH - s.lost
    kr = cube_kills(s)
    t = 0.729 * left - 0.215 * left * kr + 0.201 * len(s.stack) - 0.194 * kr \
        - 0.233 * left * left / TRACK_LENGTH - 2.35
    return max(0.5, t)


_NEAR: Dict[Tuple[Tuple[int, ...], ...], int] = {}


def destiny_near(destiny: Sequence[int], owned: Sequence[int], retired: Sequence[int]) -> int:
    """The most that one more teepee (one not owned) would add to the Destiny Cards' points
    (remembered; teepees alike in what the cards read are tried once)."""
    if not destiny:
        return 0
    key = (tuple(destiny), tuple(sorted(owned)), tuple(sorted(retired)))
    got = _NEAR.get(key)
    if got is not None:
        return got
    have = set(owned)
    base = best_destiny(destiny, list(owned), retired)[0]
    best = 0
    tried = set()
    kinds = {DESTINY[d][1][0] for d in destiny}
    colour = bool(kinds & {"colour", "colours"})
    symbol = "symbol" in kinds
    sets = bool(kinds & {"sets", "each-set"})
    for t in range(NUM_TEEPEES):
        if t in have:
            continue
        sig = (TEEPEE_COLOUR[t] if colour else -1, TEEPEE_SYMBOL[t] if symbol else -1,
               TEEPEE_SET[t] if sets else -1)
        if sig in tried:
            continue
        tried.add(sig)
        best = max(best, best_destiny(destiny, list(owned) + [t], retired)[0] - base)
    if len(_NEAR) > 20000:
        _NEAR.clear()
    _NEAR[key] = best
    return best


def worth(s: Sim, p: int, turns: float) -> float:
    """The points tribe ``p`` can expect at the end (``turns``: :func:`turns_left`)."""
    total = float(tribe_total(s.teepees[p], s.retired[p], s.peace[p], s.destiny[p]))
    if s.passed[p]:
        return total + PASS_BONUS
    total += TURN_WORTH * turns + BISON * s.bison[p]
    if s.war_holder == p:
        total += WAR * (s.war_red + len(s.war_front))
    return total + DESTINY_NEAR * destiny_near(s.destiny[p], s.teepees[p] + s.retired[p], s.retired[p])


def sharpness(turns: float) -> float:
    """How steeply the chance of winning rises with the worth margin, ``turns`` before the end."""
    return 0.09 + 0.45 / (turns + 1.5)


def win_chance(s: Sim, me: int) -> float:
    """The chance that tribe ``me`` wins from here (a game still going; see the module docstring)."""
    turns = turns_left(s)
    worths: List[float] = [worth(s, p, turns) for p in range(s.n)]
    margin = worths[me] - max(w for p, w in enumerate(worths) if p != me)
    return 1.0 / (1.0 + math.exp(-sharpness(turns) * margin))
