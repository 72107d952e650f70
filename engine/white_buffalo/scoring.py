"""Final scoring (§10, §2.12) and the ranking (WB-R25), on any state-like object with per-seat
``teepees``, ``retired``, ``peace``, ``destiny`` and ``passed``."""

from __future__ import annotations

from itertools import combinations
from typing import Any, Dict, FrozenSet, List, Sequence, Tuple

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
    Need,
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


def _meets(need: Need, group: Tuple[int, ...], retired: FrozenSet[int]) -> bool:
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


def _size(need: Need) -> int:
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


#: The search for the best destiny assignment visits at most this many nodes. Real games (a
#: handful of Destiny Cards and teepees) are searched to the end, so the result is exact; only a
#: contrived position (say, every card of both kinds with one player) can hit the cap, and then
#: the best assignment found so far is used (deterministic), so scoring always ends quickly.
DESTINY_SEARCH_LIMIT = 20_000


def best_destiny(destiny: Sequence[int], owned: Sequence[int],
                 retired: Sequence[int]) -> Tuple[int, Dict[str, List[str]]]:
    """The highest destiny total with no teepee filling two cards, and one such assignment
    (card id -> teepee ids; cards left empty are not listed). Branch and bound: cards by points,
    the most valuable first; a branch stops when even the best cards that its free teepees could
    still fill would not beat the best total found."""
    cards = sorted(destiny, key=lambda d: (-DESTINY[d][2], d))
    teepees = sorted(owned)
    bit = {t: 1 << i for i, t in enumerate(teepees)}
    options = [[sum(bit[t] for t in g) for g in destiny_options(d, teepees, retired)] for d in cards]
    points = [DESTINY[d][2] for d in cards]
    prefix = [0]
    for v in points:
        prefix.append(prefix[-1] + v)
    k = len(cards)
    best_total = -1
    best_pick: Tuple[Tuple[int, int], ...] = ()
    nodes = 0

    def go(i: int, free: int, total: int, pick: Tuple[Tuple[int, int], ...]) -> None:
        nonlocal best_total, best_pick, nodes
        nodes += 1
        if total > best_total:
            best_total, best_pick = total, pick
        if i == k or nodes > DESTINY_SEARCH_LIMIT:
            return
        room = bin(free).count("1") // 2           # every card needs at least 2 teepees
        if total + prefix[min(k, i + room)] - prefix[i] <= best_total:
            return
        for mask in options[i]:
            if not mask & ~free:
                go(i + 1, free & ~mask, total + points[i], pick + ((i, mask),))
        go(i + 1, free, total, pick)

    go(0, (1 << len(teepees)) - 1, 0, ())
    out = {}
    for i, mask in best_pick:
        out[DESTINY_IDS[cards[i]]] = [TEEPEE_IDS[t] for t in teepees if bit[t] & mask]
    return best_total, dict(sorted(out.items()))


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
