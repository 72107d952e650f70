"""Flat Monte Carlo over sampled worlds, in small units of work: the hard level of a game with
hidden information.

A *world* is one sample of what the mover cannot see, consistent with what it may know
(determinization). On every world each candidate is played out: the candidate, then a
rollout policy until the game's stopping point; the rollout's value for the mover is added to
the candidate's total once the whole world is done. Every candidate is tried on the same worlds
(common random numbers), so their means differ by the move and not by the luck of the draw.

A game subclasses :class:`FlatSearch` and says how a world is sampled (:meth:`sample_world`),
how a candidate's rollout begins (:meth:`begin`), one move of a rollout (:meth:`rollout_step`)
and what a finished rollout is worth to the mover (:meth:`judge`). A unit of work is sampling a
world, beginning a rollout or one rollout move; :meth:`FlatSearch.advance` checks its deadline
after every unit (a game may bound a slice further by overriding it). An iteration is one
finished rollout.

With ``halve_every=k`` the search is a successive halving: after every ``k`` worlds the worse
half of the candidates still in the race (by their totals over the same worlds) drop out, down
to two, so the rollouts go where the choice is close rather than to moves that are clearly bad.
"""

from __future__ import annotations

import random
from time import perf_counter
from typing import Any, List, Optional, Sequence


class FlatSearch:
    """The generic half of a determinized flat Monte Carlo search (see the module docstring).

    ``keys`` are the candidates, ``rng`` the decision's random stream (worlds are sampled from
    it), ``max_iterations`` the cap on finished rollouts, ``fallback`` the answer before any
    world is done, ``prior`` what the first candidate's mean counts extra in :meth:`result` (a
    game whose first candidate is its rules of thumb's choice can trust that choice over a
    slightly better but noisy mean).
    """

    def __init__(self, keys: Sequence[Any], rng: random.Random, max_iterations: int,
                 fallback: Any, halve_every: int = 0, prior: float = 0.0) -> None:
        self.keys = list(keys)
        self.prior = prior
        self.alive = list(range(len(self.keys)))   # the candidates still in the race
        self.halve_every = halve_every
        self.rng = rng
        self.max_iterations = max(1, max_iterations)
        self.fallback = fallback
        self.totals = [0.0] * len(self.keys)
        self.worlds_done = 0
        self.iterations = 0
        self.units = 0            # units of work done (sampling a world, one rollout move)
        self._world: Optional[Any] = None
        self._next = 0            # the candidate to play out next on this world
        self._results: List[float] = []
        self._cur: Optional[Any] = None

    # ---- what a game says -------------------------------------------------------------------

    def sample_world(self) -> Any:
        """A new world sampled with ``self.rng`` (one unit)."""
        raise NotImplementedError

    def begin(self, world: Any, candidate: Any) -> Any:
        """A fresh copy of ``world`` with ``candidate`` played: the rollout's start (one unit)."""
        raise NotImplementedError

    def rollout_step(self, s: Any) -> bool:
        """Play one move of the rollout ``s`` in place; False (and no move) once it is over."""
        raise NotImplementedError

    def judge(self, s: Any) -> float:
        """The value of the finished rollout ``s`` for the mover."""
        raise NotImplementedError

    # ---- the search -------------------------------------------------------------------------

    def _unit(self) -> None:
        """One unit of work (see the module docstring)."""
        self.units += 1
        if self._world is None:
            self._next = 0
            self._results = []
            self._world = self.sample_world()
            return
        if self._cur is None:
            self._cur = self.begin(self._world, self.keys[self.alive[self._next]])
            return
        s = self._cur
        if self.rollout_step(s):
            return
        self._results.append(self.judge(s))
        self._cur = None
        self.iterations += 1
        self._next += 1
        if self._next == len(self.alive):
            for i, r in zip(self.alive, self._results, strict=True):
                self.totals[i] += r
            self.worlds_done += 1
            self._world = None
            if self.halve_every and self.worlds_done % self.halve_every == 0 and len(self.alive) > 2:
                ranked = sorted(self.alive, key=lambda i: (-self.totals[i], i))
                self.alive = sorted(ranked[:max(2, (len(ranked) + 1) // 2)])

    def advance(self, deadline: float) -> bool:
        """Work until ``deadline`` (``perf_counter``) or the iteration cap; True once capped."""
        while self.iterations < self.max_iterations:
            self._unit()
            if perf_counter() >= deadline:
                return self.iterations >= self.max_iterations
        return True

    def result(self) -> Any:
        """The candidate still in the race with the best mean over the finished worlds, the
        first one's counted ``prior`` higher (ties: the earlier one); ``fallback`` before any
        world is done."""
        if self.worlds_done == 0:
            return self.fallback

        def score(i: int) -> float:
            mean = self.totals[i] / self.worlds_done
            return mean + self.prior if i == 0 else mean

        best = max(self.alive, key=lambda i: (score(i), -i))
        return self.keys[best]
