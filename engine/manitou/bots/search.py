"""The searching bots: flat Monte Carlo over determinized worlds.

The search sees only a :class:`engine.manitou.bots.view.View` (what the seat to act may know).
Each *world* is one sample of the hidden cards consistent with it
(:func:`engine.manitou.bots.view.determinize`). A rival's party is drawn by
:func:`rival_party` among the plans a player weighs (:func:`party_plans`: 2-6 great warriors,
hunters alternating strong and weak or the strongest), as often as the hard bots choose each
(:data:`PLAN_WEIGHTS`: warrior-rich parties most), and only among those that hold every card
the rival has already played this hunt; a rival who chooses after the mover takes one such
plan too, fixed by the world. On every world each candidate move is played out: the
candidate, then every seat plays the normal policy until the hunt is reckoned. The result is
the win share when the game ends, else the chance of winning of a conditional logit fitted on
self-play (:data:`VALUE_WEIGHTS`: the score and what the tribe keeps). Every candidate is tried
on the same worlds (common random numbers), so their means differ by the move and not by the
luck of the draw; the best mean wins.

The hard level's search is a successive halving (:func:`halving_cuts`): :data:`FIRST_ROUND`
of the rollouts go to all candidates, then the worse half drop out round by round down to
two, which share the rest. A rollout keeps the normal policy's :class:`.heuristic.Summary` of
its position up to date move by move (:class:`Rollout`) instead of making it anew.

A unit of work is one move of a rollout (or sampling one world); :meth:`Search.advance` checks
its deadline after every unit, so a slice of thinking never runs over by more than one unit.
An iteration is one finished rollout.
"""

from __future__ import annotations

import math
import random
from typing import Any, Hashable, List, Optional, Sequence, Tuple

from engine.bots.flat import FlatSearch

from ..cards import DEALER_PARTY_SIZE, FIRST_WARRIOR, HUNTS, NUM_KINDS, PARTY_SIZE
from ..rules import OVER, PLAY, Sim, ranking_of, score_total, step
from .heuristic import (
    Summary,
    choose_whole_party,
    normal_play,
    party_size,
    plan_party,
)
from .view import View, clone, determinize

PARTY_NOISE = 0.35    # chance that a rival's sampled party has one card swapped at random


def rival_party(avail: Sequence[int], size: int, v: View, seat: int,
                rng: random.Random) -> List[int]:
    """A plausible party for a rival (a party model for :func:`determinize`): one of the
    parties a player weighs (:func:`party_plans`), drawn by how often the hard bots choose
    such a party (:data:`PLAN_WEIGHTS`) among those that hold every card the rival has already
    played this hunt, or else the recipe's completion of the cards played; sometimes
    (:data:`PARTY_NOISE`) a card not yet seen is swapped for another at random."""
    played = [0] * NUM_KINDS
    for g in range(3):
        for e in v.cards[g][seat]:
            played[e & 15] += 1
    fits = []
    weights = []
    for plan, weight in party_plans(avail, size, True):
        if all(plan[k] >= played[k] for k in range(NUM_KINDS)):
            fits.append(plan)
            weights.append(weight)
    if fits:
        party = list(rng.choices(fits, weights)[0])
    else:
        party = plan_party(avail, size, played, rng.choice(PARTY_WARRIORS), rng.random() < 0.5)
    if rng.random() < PARTY_NOISE:
        ins = [k for k in range(NUM_KINDS) if party[k] > played[k]]
        outs = [k for k in range(NUM_KINDS) if avail[k] > party[k]]
        if ins and outs:
            party[rng.choice(ins)] -= 1
            party[rng.choice(outs)] += 1
    return party


#: The chance of winning after a hunt's reckoning: a conditional logit fitted on 20000
#: three-player games of the recipe's players (their parties drawn from :func:`party_plans`,
#: one play in ten at random); seat p wins with weight exp(u_p), u_p = a * score + b * the
#: hunters' strength in its tribe + c * its great warriors, (a, b, c) by the number of hunts
#: still to come (2 after the first hunt, 1 after the second).
VALUE_WEIGHTS = {2: (0.088, 0.020, 0.018), 1: (0.153, 0.021, 0.017)}


def win_value(s: Sim, me: int) -> float:
    """The rollout's result for ``me``: the win share of a finished game (a hundredth more or
    less by the lead), else the chance of winning of :data:`VALUE_WEIGHTS`."""
    n = s.n
    totals = [score_total(s, p) for p in range(n)]
    if s.phase == OVER:
        top = ranking_of(totals)[0]
        lead = totals[me] - max(t for p, t in enumerate(totals) if p != me)
        return (1.0 / len(top) if me in top else 0.0) + 0.01 * math.tanh(lead / 10.0)
    hunts = HUNTS - s.hunt + 1   # the hunt just laid out and those after it
    a, b, c = VALUE_WEIGHTS[min(hunts, 2)]
    us = []
    for p in range(n):
        res, party = s.reserve[p], s.party[p]
        strength = 0
        for k in range(FIRST_WARRIOR):
            strength += (k + 1) * (res[k] + party[k])
        warriors = sum(res[FIRST_WARRIOR:]) + sum(party[FIRST_WARRIOR:])
        us.append(a * totals[p] + b * strength + c * warriors)
    top_u = max(us)
    ws = [math.exp(u - top_u) for u in us]
    return ws[me] / sum(ws)


PARTY_WARRIORS = (2, 3, 4, 5, 6)
#: successive halving: the share of the rollouts spent in the first round (all candidates),
#: the rest split evenly between the later rounds (:func:`halving_cuts`)
FIRST_ROUND = 0.4


def halving_cuts(k: int, budget: int) -> List[int]:
    """After how many worlds a successive halving of ``k`` candidates with ``budget`` rollouts
    drops the worse half (down to two candidates, who share the rest of the budget)."""
    sizes = [k]
    while sizes[-1] > 2:
        sizes.append((sizes[-1] + 1) // 2)
    if len(sizes) == 1:
        return []
    rounds = len(sizes) - 1          # the rounds that end with a cut
    cuts: List[int] = []
    worlds = 0
    share = [FIRST_ROUND] + [(1.0 - FIRST_ROUND) / rounds] * rounds
    for r in range(rounds):
        worlds += max(1, round(budget * share[r] / sizes[r]))
        cuts.append(worlds)
    return cuts


#: How likely a player is to choose each plan of :func:`party_plans`, by (great warriors,
#: strongest hunters first): roughly how often the hard bots (this one and the previous
#: release's) chose them in 48 first picks of seeded games; warrior-rich parties win prisoners.
PLAN_WEIGHTS = {(2, False): 1, (2, True): 1, (3, False): 1, (3, True): 1, (4, False): 1,
                (4, True): 2, (5, False): 4, (5, True): 2, (6, False): 4, (6, True): 8}


def party_plans(avail: Sequence[int], size: int, weighted: bool = False) -> List[Any]:
    """The parties of ``size`` cards from ``avail`` (counts) that the hard bot weighs: the
    recipe with 2-6 great warriors, its hunters alternating strong and weak or the strongest
    first, no party twice; with ``weighted``, ``(party, weight)`` pairs, a party's weight the
    sum of :data:`PLAN_WEIGHTS` of the ways it is made."""
    out: List[List[int]] = []
    weights: List[int] = []
    for w in PARTY_WARRIORS:
        for strong in (False, True):
            party = plan_party(avail, size, None, w, strong)
            if party in out:
                weights[out.index(party)] += PLAN_WEIGHTS[w, strong]
            else:
                out.append(party)
                weights.append(PLAN_WEIGHTS[w, strong])
    return list(zip(out, weights, strict=True)) if weighted else out


def _weighted(items: Sequence[Any], x: int) -> Any:
    """The item of ``(item, weight)`` pairs that the number ``x`` (any size) points at, each
    item as often as its weight among the numbers."""
    x %= sum(w for _, w in items)
    for item, w in items:
        if x < w:
            return item
        x -= w
    raise AssertionError("unreachable")


class Rollout:
    """A rollout in progress: its position and, during the hunt's play, the position's
    :class:`.heuristic.Summary` kept up to date move by move."""

    __slots__ = ("sim", "summary")

    def __init__(self, sim: Sim) -> None:
        self.sim = sim
        self.summary: Optional[Summary] = None


class Search(FlatSearch):
    """Flat Monte Carlo of the candidate ``keys`` for the seat to act in view ``v`` (see the
    module docstring). ``advance(deadline)`` works until the deadline or ``max_iterations``
    rollouts; ``result()`` is the best key so far (``fallback`` before any world is done)."""

    def __init__(self, v: View, keys: Sequence[Any], rng: random.Random, max_iterations: int,
                 fallback: Any, parties: bool = False, halving: bool = False) -> None:
        super().__init__(keys, rng, max_iterations, fallback)
        self.view = v
        self.me = v.me
        self.parties = parties    # candidates are whole parties (counts), not keys
        self._hunt = v.hunt
        #: the numbers of worlds after which the worse half of the candidates drop out
        self.cuts = halving_cuts(len(self.keys), self.max_iterations) if halving else []

    def _unit(self) -> None:
        """One unit of work (:meth:`FlatSearch._unit`), the candidates halved after the
        worlds of :attr:`cuts`."""
        super()._unit()
        if self._world is None and self.worlds_done in self.cuts and self._next:
            ranked = sorted(self.alive, key=lambda i: (-self.totals[i], i))
            self.alive = sorted(ranked[:max(2, (len(ranked) + 1) // 2)])
            self._next = 0

    def sample_world(self) -> Sim:
        """A world of the view, the rivals' parties drawn by :func:`rival_party`."""
        return determinize(self.view, self.rng, rival_party)

    def begin(self, world: Sim, candidate: Any) -> Rollout:
        """A copy of ``world`` with the candidate key (or whole party) played."""
        s = clone(world)
        if self.parties:
            choose_whole_party(s, candidate)
        else:
            step(s, candidate)
        return Rollout(s)

    def rollout_step(self, r: Rollout) -> bool:
        """One move of the normal policy until the hunt is reckoned or the game ends."""
        s = r.sim
        if s.phase != OVER and s.hunt == self._hunt:
            if s.phase == PLAY:
                sm = r.summary
                if sm is None:
                    sm = r.summary = Summary(s)
                cur = s.current
                key = normal_play(s, sm=sm)
                step(s, key)
                sm.after(s, cur, key)
            else:   # phase select (only when the search starts in it)
                cur = s.current
                avail = [a + b for a, b in zip(s.reserve[cur], s.party[cur], strict=True)]
                plans = [(p, w) for p, w in party_plans(avail, party_size(s, cur), True)
                         if all(p[k] >= s.party[cur][k] for k in range(NUM_KINDS))]
                if plans:   # one of the plans, fixed by the world (the same for every candidate)
                    plan = _weighted(plans, s.seed >> (8 * cur))
                else:
                    plan = plan_party(avail, party_size(s, cur), s.party[cur])
                choose_whole_party(s, plan)
            return True
        return False

    def judge(self, r: Rollout) -> float:
        """:func:`win_value` for the mover."""
        return win_value(r.sim, self.me)




def candidate_parties(v: View) -> List[List[int]]:
    """The parties the hard bot weighs for the seat choosing in ``v`` (:func:`party_plans`),
    made from all the seat's cards for this choice (its reserve and the cards already chosen),
    so they are the same at every pick of one party."""
    avail = [a + b for a, b in zip(v.reserve, v.party, strict=True)]
    return party_plans(avail, DEALER_PARTY_SIZE if v.me == v.dealer else PARTY_SIZE)


#: what a party plan depends on (:func:`plan_key`), a memo's key
PlanKey = Tuple[Hashable, ...]


def plan_key(v: View, max_iterations: int) -> PlanKey:
    """What a party plan depends on: the view with the seat's chosen cards put back in its
    reserve (the same at every pick of one party), and the search's cap."""
    avail = tuple(a + b for a, b in zip(v.reserve, v.party, strict=True))
    others = tuple(sz for p, sz in enumerate(v.sizes) if p != v.me)
    return (v.n, v.me, v.hunt, v.dealer, avail, v.unseen, others, v.played, v.cards, v.gbuf,
            v.large, v.small, v.box, v.won, v.thieves, v.prisoners, max_iterations)
