"""Exact Manitou positions for tests, built through ``from_dict`` (so they are consistent).

:func:`play_position` builds a phase-``play`` position of hunt 1 from the cards lying at the
grounds and the hands; every other card of a player is placed so that the totals hold: filler
cards (face-down warriors, which neither hunt nor hold) bring each player's played count up to
``played``, then the draw pile completes the party (8, the dealer 7), and the rest is reserve.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Dict, List, Sequence, Tuple

from engine.manitou import State, from_dict, new_game, to_dict
from engine.manitou.cards import CARD_IDS, LARGE_HERDS, LAYOUTS, SMALL_HERDS, TRIBE

NAMES = ["Ann", "Ben", "Cy", "Dee"]
ANN, BEN, CY, DEE = range(4)
WARRIORS = ["chief", "medicine-man", "rain-maker", "scout", "squaw"]
Entry = str | Tuple[str, bool]


def tribe() -> Counter:
    """One full tribe as a Counter of card ids."""
    return Counter({CARD_IDS[k]: c for k, c in enumerate(TRIBE)})


def entry(e: Entry) -> Dict[str, Any]:
    """``"hunter-3"`` → a hunter; ``"chief"`` → a face-down chief; ``("chief", True)`` face up."""
    if isinstance(e, tuple):
        return {"card": e[0], "up": e[1]}
    return {"card": e} if e.startswith("hunter-") else {"card": e, "up": False}


def base(n: int) -> Dict[str, Any]:
    """``to_dict`` of a fresh game of ``n`` players named Ann, Ben, Cy, Dee."""
    return to_dict(new_game(NAMES[:n], seed=5))


def layout_buffalo(n: int, grounds: Dict[int, List[int]] | None = None, hunt: int = 1):
    """Buffalo for ``hunt``: ground g gets ``grounds[g]`` (large first) or the first free
    cards of the right piles; the piles lose what earlier hunts laid out (to the box)."""
    large = list(LARGE_HERDS)
    small = list(SMALL_HERDS)
    out = []
    for g in range(1, 4):
        chosen = list((grounds or {}).get(g, []))
        for v in chosen:
            (large if v in LARGE_HERDS else small).remove(v)
        out.append(chosen)
    for g, spec in enumerate(LAYOUTS[n], 1):
        if not out[g - 1]:
            out[g - 1] = [(large if c == "L" else small).pop(0) for c in spec]
    box = []
    for _ in range(hunt - 1):
        for spec in LAYOUTS[n]:
            for c in spec:
                box.append((large if c == "L" else small).pop(0))
    return out, large, small, box


def play_position(n: int = 4, *, dealer: int = DEE, current: int = ANN,
                  cards: Dict[int, Dict[int, Sequence[Entry]]] | None = None,
                  hands: Dict[int, Sequence[str]] | None = None,
                  played: Dict[int, int] | None = None, filler_ground: int = 3,
                  buffalo: Dict[int, List[int]] | None = None) -> State:
    """A hunt-1 position in phase ``play`` (see the module docstring)."""
    d = base(n)
    gb, large, small, box = layout_buffalo(n, buffalo)
    d.update(phase="play", hunt=1, dealer=dealer, current=current, large=large, small=small, box=box)
    rows = {g: {p: [entry(e) for e in (cards or {}).get(g, {}).get(p, [])] for p in range(n)}
            for g in (1, 2, 3)}
    for p in range(n):
        left = tribe()
        for g in (1, 2, 3):
            for e in rows[g][p]:
                left[e["card"]] -= 1
        hand = list((hands or {}).get(p, []))
        for c in hand:
            left[c] -= 1
            assert left[c] >= 0, f"seat {p} has no {c} left for the hand"
        count = sum(len(rows[g][p]) for g in (1, 2, 3))
        want = (played or {}).get(p, count)
        for w in WARRIORS * 2:
            if count >= want:
                break
            if left[w] > 0:
                left[w] -= 1
                rows[filler_ground][p].append({"card": w, "up": False})
                count += 1
        assert count == want, f"cannot fill seat {p} up to {want} played cards"
        size = 7 if p == dealer else 8
        pool = sorted(left.elements(), key=lambda c: (not c.startswith("hunter-"), c))
        while len(hand) < min(3, size - count):     # given hand cards, completed if short
            hand.append(pool.pop(0))
        pile = pool[: size - count - len(hand)]
        rest = Counter(pool[len(pile):])
        d["players"][p].update(played=count, hand=hand, pile=pile, party=[],
                               reserve=dict(rest))
    d["grounds"] = [{"buffalo": gb[g - 1], "cards": [rows[g][p] for p in range(n)]}
                    for g in (1, 2, 3)]
    return from_dict(d)


def from_box(value: int, grounds: List[List[int]], large: List[int], small: List[int],
             box: List[int]) -> None:
    """Remove buffalo ``value`` from the box, first swapping it there from a pile or a ground
    (for a player's points pile)."""
    if value in box:
        box.remove(value)
        return
    big = value in LARGE_HERDS
    swap = next(v for v in box if (v in LARGE_HERDS) == big)
    for place in [large, small, *grounds]:
        if value in place:
            place[place.index(value)] = swap
            box.remove(swap)
            return
    raise AssertionError(f"buffalo {value} is nowhere to take")


def grounds_of(s: State) -> List[List[List[Dict[str, Any]]]]:
    """Per ground, per seat, the cards' JSON (``to_dict`` form)."""
    return [g["cards"] for g in to_dict(s)["grounds"]]


def holder(s: State, ground: int) -> int | None:
    """The seat holding ``ground`` (1–3), or None."""
    seats = [p for p, row in enumerate(grounds_of(s)[ground - 1]) if any(e.get("up") for e in row)]
    assert len(seats) <= 1
    return seats[0] if seats else None
