"""The hard bot: flat Monte Carlo over determinized worlds.

The search sees only a :class:`engine.manitou.bots.view.View` (what the seat to act may know).
Each *world* is one sample of the hidden cards consistent with it
(:func:`engine.manitou.bots.view.determinize`; the rivals' parties drawn as the normal bot's
recipe would choose them, with some randomness, from the cards they may hold). On every world
each candidate move is played out: the candidate, then every seat plays the normal policy
until the hunt is reckoned. The result is the actual win share when the game ends, else a
chance of winning from the score margin, a lost card counting what it would be worth in the
hunts left. Every candidate is tried on the same worlds (common random numbers), so their
means differ by the move and not by the luck of the draw; the best mean wins.

A unit of work is one move of a rollout (or sampling one world); :meth:`Search.advance` checks
its deadline after every unit, so a slice of thinking never runs over by more than one unit.
An iteration is one finished rollout.
"""

from __future__ import annotations

import math
import random
from typing import Any, List, Sequence

from bench.previous.core_bots.flat import FlatSearch
from engine.manitou.cards import DEALER_PARTY_SIZE, HUNTS, NUM_KINDS, PARTY_SIZE
from engine.manitou.rules import OVER, SELECT, Sim, ranking_of, score_total, step

from .heuristic import (
    card_future,
    choose_whole_party,
    normal_play,
    party_size,
    plan_party,
)
from .view import View, clone, determinize

SHARPNESS = 0.3       # chance of winning = logistic(SHARPNESS * margin / sqrt(hunts to come))
PARTY_NOISE = 0.35    # chance that a rival's sampled party deviates from the recipe by one card


def rival_party(avail: Sequence[int], size: int, v: View, seat: int,
                rng: random.Random) -> List[int]:
    """A plausible party for a rival: the normal recipe with 3-5 warriors, sometimes a card
    swapped at random (a party model for :func:`determinize`)."""
    warriors = rng.choice((3, 4, 4, 5)) if size >= 8 else rng.choice((3, 3, 4))
    party = plan_party(avail, size, None, warriors)
    if rng.random() < PARTY_NOISE:
        ins = [k for k in range(NUM_KINDS) if party[k]]
        outs = [k for k in range(NUM_KINDS) if avail[k] > party[k]]
        if ins and outs:
            party[rng.choice(ins)] -= 1
            party[rng.choice(outs)] += 1
    return party


def win_value(s: Sim, me: int) -> float:
    """The rollout's result for ``me``: the win share of a finished game, else a chance of
    winning from the margin over the best rival (scores plus the worth of the tribes)."""
    n = s.n
    totals = [score_total(s, p) for p in range(n)]
    if s.phase == OVER:
        top = ranking_of(totals)[0]
        lead = totals[me] - max(t for p, t in enumerate(totals) if p != me)
        return (1.0 / len(top) if me in top else 0.0) + 0.01 * math.tanh(lead / 10.0)
    hunts = HUNTS - s.hunt + 1   # the hunt just laid out and those after it
    worth: List[float] = []
    for p in range(n):
        tribe = [a + b for a, b in zip(s.reserve[p], s.party[p], strict=True)]
        worth.append(totals[p] + sum(card_future(k, hunts) * tribe[k] for k in range(NUM_KINDS)
                                     if tribe[k]))
    margin = worth[me] - max(w for p, w in enumerate(worth) if p != me)
    return 1.0 / (1.0 + math.exp(-SHARPNESS * margin / math.sqrt(hunts)))


class Search(FlatSearch):
    """Flat Monte Carlo of the candidate ``keys`` for the seat to act in view ``v`` (see the
    module docstring). ``advance(deadline)`` works until the deadline or ``max_iterations``
    rollouts; ``result()`` is the best key so far (``fallback`` before any world is done)."""

    def __init__(self, v: View, keys: Sequence[Any], rng: random.Random, max_iterations: int,
                 fallback: Any, parties: bool = False) -> None:
        super().__init__(keys, rng, max_iterations, fallback)
        self.view = v
        self.me = v.me
        self.parties = parties    # candidates are whole parties (counts), not keys
        self._hunt = v.hunt

    def sample_world(self) -> Sim:
        """A world of the view, the rivals' parties drawn by :func:`rival_party`."""
        return determinize(self.view, self.rng, rival_party)

    def begin(self, world: Sim, candidate: Any) -> Sim:
        """A copy of ``world`` with the candidate key (or whole party) played."""
        s = clone(world)
        if self.parties:
            choose_whole_party(s, candidate)
        else:
            step(s, candidate)
        return s

    def rollout_step(self, s: Sim) -> bool:
        """One move of the normal policy until the hunt is reckoned or the game ends."""
        if s.phase != OVER and s.hunt == self._hunt:
            if s.phase == SELECT:   # (only when the search starts in phase select)
                cur = s.current
                avail = [a + b for a, b in zip(s.reserve[cur], s.party[cur], strict=True)]
                choose_whole_party(s, plan_party(avail, party_size(s, cur), s.party[cur]))
            else:
                step(s, normal_play(s))
            return True
        return False

    def judge(self, s: Sim) -> float:
        """:func:`win_value` for the mover."""
        return win_value(s, self.me)


PARTY_WARRIORS = (2, 3, 4, 5, 6)


def candidate_parties(v: View) -> List[List[int]]:
    """The parties the hard bot weighs for the seat choosing in ``v``: the recipe with 2-6
    great warriors, its hunters alternating strong and weak or the strongest first, no party
    twice. They are made from all the seat's cards for this choice (its reserve and the cards
    already chosen), so they are the same at every pick of one party."""
    avail = [a + b for a, b in zip(v.reserve, v.party, strict=True)]
    size = DEALER_PARTY_SIZE if v.me == v.dealer else PARTY_SIZE
    out: List[List[int]] = []
    for w in PARTY_WARRIORS:
        for strong in (False, True):
            party = plan_party(avail, size, None, w, strong)
            if party not in out:
                out.append(party)
    return out


def plan_key(v: View, max_iterations: int) -> tuple:
    """What a party plan depends on: the view with the seat's chosen cards put back in its
    reserve (the same at every pick of one party), and the search's cap."""
    avail = tuple(a + b for a, b in zip(v.reserve, v.party, strict=True))
    others = tuple(sz for p, sz in enumerate(v.sizes) if p != v.me)
    return (v.n, v.me, v.hunt, v.dealer, avail, v.unseen, others, v.played, v.cards, v.gbuf,
            v.large, v.small, v.box, v.won, v.thieves, v.prisoners, max_iterations)
