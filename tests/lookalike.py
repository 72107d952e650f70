"""Look-alike states: a state that differs from another only in what the seat to act may not see
(its ``observe`` is the same), per registered game. The conformance suite checks with them that
every game's bots decide the same from look-alike states; the games' bot tests use them too.

``TWINS[game_id](state, rng)`` makes such a twin; a game without hidden information has none
(its observation is the whole state)."""

from __future__ import annotations

import random
from typing import Any, Callable, Dict

from engine import manitou as mt
from engine import white_buffalo as wb
from engine.white_buffalo.data import STACK_CARD
from engine.white_buffalo.serial import _rank


def manitou_twin(s: Any, rng: Any) -> Any:
    """A state that differs from ``s`` only in what the mover may not see: every other
    player's reserve, party, hand and pile redrawn from the same cards with the same sizes,
    the mover's own pile reordered, both buffalo piles reordered and a new seed."""
    d = mt.to_dict(s)
    me = s.current
    for p, pl in enumerate(d["players"]):
        if p == me:
            rng.shuffle(pl["pile"])
            continue
        pool = [c for c, k in pl["reserve"].items() for _ in range(k)]
        pool += pl["party"] + pl["hand"] + pl["pile"]
        rng.shuffle(pool)
        sizes = (sum(pl["reserve"].values()), len(pl["party"]), len(pl["hand"]), len(pl["pile"]))
        res, pool = pool[:sizes[0]], pool[sizes[0]:]
        pl["reserve"] = {c: res.count(c) for c in sorted(set(res))}
        pl["party"], pool = pool[:sizes[1]], pool[sizes[1]:]
        pl["hand"], pool = pool[:sizes[2]], pool[sizes[2]:]
        pl["pile"] = pool
    rng.shuffle(d["large"])
    rng.shuffle(d["small"])
    d["seed"] = rng.randrange(2**62)
    return mt.from_dict(d)


def white_buffalo_twin(s: Any, rng: Any) -> Any:
    """A state that differs from ``s`` only in what the mover may not see: every other
    player's hand and Destiny Cards redrawn (with the draw pile, the destiny pile) from the same
    cards with the same sizes, the teepee stack reshuffled within its sets, a new seed and a
    new generator state."""
    d = wb.to_dict(s)
    me = s.current
    others = [p for p in range(len(d["players"])) if p != me]
    pool = list(d["pile"])
    dest = list(d["destiny_pile"])
    for p in others:
        pool += d["players"][p]["hand"]
        dest += d["players"][p]["destiny"]
    rng.shuffle(pool)
    rng.shuffle(dest)
    for p in others:
        pl = d["players"][p]
        n, m = len(pl["hand"]), len(pl["destiny"])
        pl["hand"], pool = sorted(pool[:n]), pool[n:]
        pl["destiny"], dest = dest[:m], dest[m:]
    d["pile"], d["destiny_pile"] = pool, dest
    stack = list(reversed(d["stack"]))
    rng.shuffle(stack)
    stack.sort(key=lambda c: _rank(STACK_CARD[c]))
    d["stack"] = list(reversed(stack))
    d["seed"] = rng.randrange(2**62)
    d["rng"] = rng.getrandbits(64)
    return wb.from_dict(d)


#: game id -> twin maker, for every registered game with hidden information
TWINS: Dict[str, Callable[[Any, Any], Any]] = {"manitou": manitou_twin, "white-buffalo": white_buffalo_twin}


def differing_twins(positions: Any, count: int, seed: int, twin: Callable[[Any, Any], Any],
                    differs: Callable[[Any, Any], bool], observe: Callable[[Any, Any], Any]) -> list:
    """Up to ``count`` pairs ``(state, twin)`` from ``positions`` whose hidden parts really differ
    (``differs(state, twin)``; four tries a position), each twin seen alike by the mover."""
    rng = random.Random(seed)
    pairs = []
    for s in positions:
        for _ in range(4):
            t = twin(s, rng)
            if differs(s, t):
                assert observe(t, s.current) == observe(s, s.current)
                pairs.append((s, t))
                break
        if len(pairs) >= count:
            break
    return pairs
