"""The bots' input: what one seat may know, read from ``observe(state, seat)`` only.

:func:`view_of` turns the observation (the contract's JSON) into a :class:`View`; it is the
only door from a game state into a bot's decision, so two states that look the same to the
seat give the same View and hence the same decision. :func:`determinize` samples one complete
world (a :class:`engine.white_buffalo.rules.Sim`) consistent with a View: the other players'
hands (from the Action Cards in no public place and not in the seat's own hand), the order of
the draw pile, the teepee stack (its contents follow from the public cards; each set shuffled
on its own, sets in their fixed order), the other players' Destiny Cards and the destiny pile,
and the generator's state (the luck of future pulls and shuffles).

The world is checked by the engine's own strict reader (``from_dict``), so a sampled world is
always a position the rules accept.
"""

from __future__ import annotations

import json
import random
import zlib
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Set

from ..data import (
    BUFFALO_BILL,
    BUFFALO_BILL_AFTER_SET,
    CARD,
    CARD_IDS,
    COPIES,
    DESTINY_CARD,
    DESTINY_IDS,
    FIRST_PEACE,
    NUM_DESTINY,
    NUM_KINDS,
    NUM_STACK_CARDS,
    PEACE_SET,
    STACK_CARD,
    STACK_IDS,
    TEEPEE_SET,
)
from ..rules import Sim
from ..serial import from_dict, observe_dict
from ..state import State, copy_sim, thaw


@dataclass(frozen=True)
class View:
    """One seat's knowledge of a position: ``me`` (the seat), ``obs`` (the observation without
    its ``last_events``, which tell how the position came about, not what it is) and ``code``
    (a checksum of ``obs``, the same in every process)."""

    me: int
    obs: Dict[str, Any]
    code: int


def view_from_observation(obs: Dict[str, Any], me: int) -> View:
    """The :class:`View` of the observation ``obs`` of seat ``me`` (``observe(state, me)``)."""
    d = {k: v for k, v in obs.items() if k != "last_events"}
    text = json.dumps(d, sort_keys=True, separators=(",", ":"))
    return View(me=me, obs=json.loads(text), code=zlib.crc32(text.encode("utf-8")))


def view_of(state: State, seat: Optional[int] = None) -> View:
    """The View of the seat to act (or of ``seat``), built from ``observe`` and nothing else."""
    me = state.current if seat is None else seat
    return view_from_observation(observe_dict(state, me), me)


def _rank(c: int) -> float:
    if c == BUFFALO_BILL:
        return BUFFALO_BILL_AFTER_SET + 0.5
    return TEEPEE_SET[c] if c < FIRST_PEACE else PEACE_SET[c - FIRST_PEACE]


def unseen_cards(v: View) -> List[int]:
    """The Action Cards (kinds) the seat cannot see: in the other hands or the draw pile."""
    obs = v.obs
    left = list(COPIES)
    seen: List[str] = [c for c in obs["row"] if c is not None] + list(obs["discard"])
    seen += obs["players"][v.me]["hand"]
    turn = obs["turn"]
    seen += turn["played"]
    if turn["play"] is not None:
        seen += turn["play"]["cards"]
    for cid in seen:
        left[CARD[cid]] -= 1
    return [k for k in range(NUM_KINDS) for _ in range(left[k])]


def unseen_stack(v: View) -> List[int]:
    """The stack cards not in any public place (so still in the teepee stack)."""
    obs = v.obs
    out = set(range(NUM_STACK_CARDS))
    public: List[str] = [c for c in obs["display"] if c is not None] + list(obs["removed"])
    for pl in obs["players"]:
        public += pl["teepees"] + pl["retired"] + pl["peace_cards"]
    for cid in public:
        out.discard(STACK_CARD[cid])
    if obs["stack"] < len(out):     # Buffalo Bill has left the game
        out.discard(BUFFALO_BILL)
    return sorted(out)


def determinize(v: View, rng: random.Random) -> Sim:
    """One complete world consistent with ``v`` (see the module docstring), as a working copy."""
    obs = v.obs
    d = json.loads(json.dumps(obs))
    d["seed"] = 0
    d["rng"] = rng.getrandbits(64)
    cards = unseen_cards(v)
    rng.shuffle(cards)
    known_destiny: Set[int] = set()
    for p, pl in enumerate(d["players"]):
        if p == v.me:
            known_destiny.update(DESTINY_CARD[x] for x in pl["destiny"])
    for p, pl in enumerate(d["players"]):
        if p == v.me:
            continue
        n = pl["hand"]
        hand = sorted(cards[:n])
        del cards[:n]
        pl["hand"] = [CARD_IDS[k] for k in hand]
    d["pile"] = [CARD_IDS[k] for k in cards]
    stack = unseen_stack(v)
    rng.shuffle(stack)
    stack.sort(key=_rank)            # stable: shuffled within each set, sets in order
    d["stack"] = [STACK_IDS[c] for c in reversed(stack)]     # the top is the last element
    dest = [x for x in range(NUM_DESTINY) if x not in known_destiny]
    rng.shuffle(dest)
    for p, pl in enumerate(d["players"]):
        if p == v.me:
            continue
        n = pl["destiny"]
        pl["destiny"] = [DESTINY_IDS[x] for x in dest[:n]]
        del dest[:n]
    d["destiny_pile"] = [DESTINY_IDS[x] for x in dest]
    return thaw(from_dict(d))


class WorldSampler:
    """:func:`determinize` for many worlds of one view, fast: the first world goes through the
    strict reader (``from_dict``), every later one is a copy of it with only the hidden things
    drawn again, with the same draws in the same order, so ``sample(rng)`` gives exactly the
    world ``determinize(v, rng)`` would."""

    def __init__(self, v: View) -> None:
        self.view = v
        self.template: Optional[Sim] = None
        self.cards = unseen_cards(v)
        self.stack = unseen_stack(v)
        players = v.obs["players"]
        self.others = [p for p in range(len(players)) if p != v.me]
        self.hand_sizes = [players[p]["hand"] for p in self.others]
        self.destiny_sizes = [players[p]["destiny"] for p in self.others]
        known = {DESTINY_CARD[x] for x in players[v.me]["destiny"]}
        self.destiny = [x for x in range(NUM_DESTINY) if x not in known]

    def sample(self, rng: random.Random) -> Sim:
        """One world of the view (see the class docstring)."""
        if self.template is None:
            self.template = determinize(self.view, rng)
            return copy_sim(self.template, self.template.n, None)
        s = copy_sim(self.template, self.template.n, None)
        s.rng = rng.getrandbits(64)
        cards = list(self.cards)
        rng.shuffle(cards)
        for p, n in zip(self.others, self.hand_sizes, strict=True):
            hand = [0] * NUM_KINDS
            for k in cards[:n]:
                hand[k] += 1
            del cards[:n]
            s.hand[p] = hand
        s.pile = cards
        stack = list(self.stack)
        rng.shuffle(stack)
        stack.sort(key=_rank)
        stack.reverse()
        s.stack = stack
        dest = list(self.destiny)
        rng.shuffle(dest)
        for p, n in zip(self.others, self.destiny_sizes, strict=True):
            s.destiny[p] = dest[:n]
            del dest[:n]
        s.destiny_pile = dest
        return s
