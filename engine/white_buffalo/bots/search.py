"""The normal and hard bots' search: flat Monte Carlo over determinized worlds.

The search sees only a :class:`engine.white_buffalo.bots.view.View` (what the seat to act may
know). Each *world* is one sample of the hidden things consistent with it
(:func:`engine.white_buffalo.bots.view.determinize`: the other hands, the draw pile's order, the
teepee stack's order within its sets, the secret Destiny Cards and the luck of future pulls).
On every world each candidate is played out on the engine's fast lane (a mutable
:class:`engine.white_buffalo.rules.Sim` driven by ``legal_keys``/``step``, as
:mod:`engine.white_buffalo.playout` does): the candidate key, then every seat plays the normal
policy until the game ends or the horizon (:data:`HORIZON` more turns, or the level's own) is
reached. The result is the actual win share of a finished game, else a chance of winning
(:func:`win_value`: from the margin of each tribe's score plus what its bison and War Card cubes
will buy, with the hard level's judge also the card value in hand; or from :mod:`.evaluate`'s
worth). Every candidate is tried on
the same worlds with the same generator state (common random numbers), so their means differ
by the move rather than by the luck of the draw; the best mean wins, the first candidate (the
rules of thumb's own choice) counted ``prior`` higher: a plain best mean played worse than the
rules of thumb alone (the horizon's judge misreads their plans, e.g. retiring before buying, and
a few rollouts are noisy).

The candidates are the kinds of turn the normal bot weighs (:func:`.heuristic.turn_options`),
each by its first key: every teepee that can be bought, every retirement, the normal bot's
hunt, taking cards, passing. The keys inside a turn (which card, which step, where a cube goes)
follow the normal bot; that is where the hard bot's thinking is spent least usefully.

A unit of work is sampling one world or one move of a rollout; :meth:`Search.advance` checks
after every unit and stops after at most :data:`SLICE_UNITS` units or at its deadline, whichever
comes first, so a slice is bounded by work, not only by the clock. An iteration is one finished
rollout; the search ends after ``max_iterations`` of them (whole worlds only), so a decision
that ends by the cap depends only on the view and the seed. With successive halving
(``halve_every``, :class:`engine.bots.flat.FlatSearch`) the worse half of the candidates drop
out every so many worlds, and the search ends with the first whole world at or past the cap.
"""

from __future__ import annotations

import math
import random
from time import perf_counter
from typing import List, Sequence

from engine.bots.flat import FlatSearch

from ..data import CARD_VALUE, MAX_BISON, PASS_BONUS
from ..rules import OVER, Sim, step
from ..scoring import ranking_of
from ..state import copy_sim
from .evaluate import win_chance
from .heuristic import BISON_WORTH, normal_key, tribe_total
from .view import View, WorldSampler

HORIZON = 9            # turns begun after the candidate's before a rollout is judged
SHARPNESS = 0.25       # chance of winning = logistic(SHARPNESS * margin)
WAR_WORTH = 1.0        # points per War Card cube (it pays like a bison)
HAND_WORTH = 0.25      # points per point of card value in hand (the judge "hand")...
HAND_CAP = 12          # ...counting at most this much card value
SLICE_UNITS = 400      # at most this many units in one call of advance


def clone(s: Sim) -> Sim:
    """An independent copy of the working position ``s`` (events are not collected)."""
    return copy_sim(s, s.n, None)


def win_value(s: Sim, me: int, judge: str = "margin") -> float:
    """The rollout's result for ``me``: the win share of a finished game, else a chance of
    winning: with ``judge="margin"`` from the margin of the score plus bison and War Card cubes
    over the best rival, with ``"hand"`` the same margin with :data:`HAND_WORTH` points per
    point of card value in hand (at most :data:`HAND_CAP` of it) added for a tribe still
    playing, with ``"worth"`` from :func:`.evaluate.win_chance` (the clock, turns to come,
    Destiny Cards one teepee short)."""
    n = s.n
    totals = [tribe_total(s.teepees[p], s.retired[p], s.peace[p], s.destiny[p])
              + (PASS_BONUS if s.passed[p] else 0) for p in range(n)]
    if s.phase == OVER:
        cards = [len(s.teepees[p]) + len(s.retired[p]) for p in range(n)]
        top = ranking_of(totals, cards)[0]
        lead = totals[me] - max(t for p, t in enumerate(totals) if p != me)
        return (1.0 / len(top) if me in top else 0.0) + 0.01 * math.tanh(lead / 10.0)
    if judge == "worth":
        return win_chance(s, me)
    worth: List[float] = []
    hand_worth = HAND_WORTH if judge == "hand" else 0.0
    for p in range(n):
        w = float(totals[p])
        if not s.passed[p]:
            w += BISON_WORTH * min(s.bison[p], MAX_BISON)
            if s.war_holder == p:
                w += WAR_WORTH * (s.war_red + len(s.war_front))
            if hand_worth:
                hand = s.hand[p]
                w += hand_worth * min(HAND_CAP, sum(v * c for v, c in zip(CARD_VALUE, hand, strict=True)))
        worth.append(w)
    margin = worth[me] - max(w for p, w in enumerate(worth) if p != me)
    return 1.0 / (1.0 + math.exp(-SHARPNESS * margin))


def turns_begun(s: Sim) -> int:
    """A counter that grows by one whenever a new turn begins (round and seat)."""
    return s.round * s.n + ((s.current - s.start) % s.n)


class Search(FlatSearch):
    """Flat Monte Carlo of the candidate ``keys`` for the seat to act in view ``v`` (see the
    module docstring). ``advance(deadline)`` works for one bounded slice; ``result()`` is the
    best key so far (``fallback`` before any world is done)."""

    def __init__(self, v: View, keys: Sequence[int], rng: random.Random, max_iterations: int,
                 fallback: int, halve_every: int = 0, horizon: int = HORIZON,
                 judge: str = "margin", prior: float = 0.0) -> None:
        super().__init__(keys, rng, max_iterations, fallback, halve_every, prior)
        self.horizon = horizon
        self.judge_by = judge
        self.view = v
        self.sampler = WorldSampler(v)
        self.me = v.me
        # whole worlds only: every candidate gets the same number of rollouts
        self.worlds_needed = max(1, -(-self.max_iterations // len(self.keys)))
        self.slices = 0
        self.max_slice_units = 0
        self._stop = 0
        self._rollout_rng = random.Random(0)

    @property
    def finished(self) -> bool:
        """True once every world has been played out: ``worlds_needed`` of them, or with
        successive halving, the first whole world at or past the iteration cap."""
        if self.halve_every:
            return self.iterations >= self.max_iterations and self._world is None
        return self.worlds_done >= self.worlds_needed

    def sample_world(self) -> Sim:
        """A world of the view, and the seed of its rollouts' generator."""
        world = self.sampler.sample(self.rng)
        self._world_seed = self.rng.getrandbits(32)
        return world

    def begin(self, world: Sim, candidate: int) -> Sim:
        """A copy of ``world`` with ``candidate`` played; the rollout ends :data:`HORIZON`
        turns later and draws from the world's own generator state."""
        s = clone(world)
        step(s, candidate)
        self._stop = turns_begun(world) + 1 + self.horizon
        self._rollout_rng = random.Random(self._world_seed)
        return s

    def rollout_step(self, s: Sim) -> bool:
        """One move of the normal policy until the game ends or the horizon is reached."""
        if s.phase != OVER and turns_begun(s) < self._stop:
            step(s, normal_key(s, self._rollout_rng))
            return True
        return False

    def judge(self, s: Sim) -> float:
        """:func:`win_value` for the mover."""
        return win_value(s, self.me, self.judge_by)

    def advance(self, deadline: float) -> bool:
        """Work until ``deadline`` (``perf_counter``), at most :data:`SLICE_UNITS` units, or
        until every world is done; True once done."""
        self.slices += 1
        done = 0
        while not self.finished and done < SLICE_UNITS:
            self._unit()
            done += 1
            if perf_counter() >= deadline:
                break
        self.max_slice_units = max(self.max_slice_units, done)
        return self.finished
