"""Final scoring (§10, §2.12) and the ranking (WB-R25), on any state-like object with per-seat
``teepees``, ``retired``, ``peace``, ``destiny`` and ``passed``."""

from __future__ import annotations

from itertools import combinations
from typing import Any, Dict, List, Sequence, Tuple

from .data import (
    DESTINY,
    DESTINY_IDS,
    FIRST_PEACE,
    PASS_BONUS,
    PEACE_CAP,
    PEACE_KIND,
    PEACE_KINDS,
    PEACE_SET_VALUE,
    START_SCORE,
    SYMBOL_SET_VALUE,
    SYMBOLS,
    TEEPEE_COLOUR,
    TEEPEE_IDS,
    TEEPEE_POINTS,
    TEEPEE_SET,
    TEEPEE_SYMBOL,
)


def layers(counts: Sequence[int]) -> List[int]:
    """Sizes of the sets of different items made by taking one of each, again and again
    (the best split for tables that grow faster than linearly, §10.4)."""
    sizes = []
    left = [c for c in counts if c]
    while left:
        sizes.append(len(left))
        left = [c - 1 for c in left if c > 1]
    return sizes


def peace_cancelled(peace: Sequence[int]) -> int:
    """What the Settler/Treaty/Railroad cards (stack card ids) cancel of the start score."""
    counts = [0] * len(PEACE_KINDS)
    for c in peace:
        counts[PEACE_KIND[c - FIRST_PEACE]] += 1
    return min(PEACE_CAP, sum(PEACE_SET_VALUE[k] for k in layers(counts)))


def symbol_points(teepees: Sequence[int]) -> int:
    """Symbol sets (§2.12) of all the given teepees."""
    counts = [0] * len(SYMBOLS)
    for t in teepees:
        counts[TEEPEE_SYMBOL[t]] += 1
    return sum(SYMBOL_SET_VALUE[k] for k in layers(counts))


def _meets(need: tuple, group: Tuple[int, ...], retired: frozenset) -> bool:
    kind = need[0]
    if kind == "colour":
        return all(TEEPEE_COLOUR[t] == need[1] for t in group)
    if kind == "symbol":
        return all(TEEPEE_SYMBOL[t] == need[1] for t in group)
    if kind == "colours":
        return len({TEEPEE_COLOUR[t] for t in group}) == len(group)
    if kind == "sets":
        return all(TEEPEE_SET[t] in need[1] for t in group)
    if kind == "each-set":
        return sorted(TEEPEE_SET[t] for t in group) == sorted(need[1])
    return all(t in retired for t in group)          # "retired"


def _size(need: tuple) -> int:
    if need[0] in ("colour", "symbol", "sets"):
        return int(need[2])
    if need[0] == "each-set":
        return len(need[1])
    return int(need[1])


def destiny_options(destiny: int, owned: Sequence[int], retired: Sequence[int]) -> List[Tuple[int, ...]]:
    """Every group of the owned teepees (sorted ids) that fills Destiny Card ``destiny``."""
    need = DESTINY[destiny][1]
    ret = frozenset(retired)
    return [g for g in combinations(sorted(owned), _size(need)) if _meets(need, g, ret)]


def best_destiny(destiny: Sequence[int], owned: Sequence[int],
                 retired: Sequence[int]) -> Tuple[int, Dict[str, List[str]]]:
    """The highest destiny total with no teepee filling two cards, and one such assignment
    (card id -> teepee ids; cards left empty are not listed)."""
    cards = sorted(destiny)
    options = [destiny_options(d, owned, retired) for d in cards]
    memo: Dict[Tuple[int, frozenset], Tuple[int, Tuple[Tuple[int, Tuple[int, ...]], ...]]] = {}

    def go(i: int, used: frozenset) -> Tuple[int, Tuple[Tuple[int, Tuple[int, ...]], ...]]:
        if i == len(cards):
            return 0, ()
        key = (i, used)
        if key in memo:
            return memo[key]
        best = go(i + 1, used)
        points = DESTINY[cards[i]][2]
        for g in options[i]:
            if used.isdisjoint(g):
                sub, picks = go(i + 1, used | frozenset(g))
                if sub + points > best[0]:
                    best = (sub + points, ((cards[i], g),) + picks)
        memo[key] = best
        return best

    total, picks = go(0, frozenset())
    return total, {DESTINY_IDS[d]: [TEEPEE_IDS[t] for t in g] for d, g in picks}


def score_sheet(s: Any, p: int) -> Dict[str, Any]:
    """The scoring sheet of seat ``p`` (the contract's ``scores`` entry)."""
    owned = list(s.teepees[p]) + list(s.retired[p])
    peace = peace_cancelled(s.peace[p])
    teepees = sum(TEEPEE_POINTS[t] for t in owned)
    destiny, cards = best_destiny(s.destiny[p], owned, s.retired[p])
    symbols = symbol_points(owned)
    bonus = PASS_BONUS if s.passed[p] else 0
    return {"start": START_SCORE, "peace": peace, "teepees": teepees, "destiny": destiny,
            "destiny_cards": cards, "symbols": symbols, "pass": bonus,
            "total": START_SCORE + peace + teepees + destiny + symbols + bonus}


def ranking_of(totals: Sequence[int], cards: Sequence[int]) -> List[List[int]]:
    """Places best first: the highest total, then the most Teepee Cards, else shared (WB-R25)."""
    order = sorted(range(len(totals)), key=lambda q: (-totals[q], -cards[q], q))
    places: List[List[int]] = []
    last = None
    for p in order:
        mark = (totals[p], cards[p])
        if places and mark == last:
            places[-1].append(p)
        else:
            places.append([p])
        last = mark
    return places
