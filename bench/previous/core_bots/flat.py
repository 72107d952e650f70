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
"""

from __future__ import annotations

import random
from time import perf_counter
from typing import Any, List, Optional, Sequence


class FlatSearch:
    """The generic half of a determinized flat Monte Carlo search (see the module docstring).

    ``keys`` are the candidates, ``rng`` the decision's random stream (worlds are sampled from
    it), ``max_iterations`` the cap on finished rollouts, ``fallback`` the answer before any
    world is done.
    """

    def __init__(self, keys: Sequence[Any], rng: random.Random, max_iterations: int,
                 fallback: Any) -> None:
        self.keys = list(keys)
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
            self._cur = self.begin(self._world, self.keys[self._next])
            return
        s = self._cur
        if self.rollout_step(s):
            return
        self._results.append(self.judge(s))
        self._cur = None
        self.iterations += 1
        self._next += 1
        if self._next == len(self.keys):
            for i, r in enumerate(self._results):
                self.totals[i] += r
            self.worlds_done += 1
            self._world = None

    def advance(self, deadline: float) -> bool:
        """Work until ``deadline`` (``perf_counter``) or the iteration cap; True once capped."""
        while self.iterations < self.max_iterations:
            self._unit()
            if perf_counter() >= deadline:
                return self.iterations >= self.max_iterations
        return True

    def result(self) -> Any:
        """The candidate with the best mean over the finished worlds (ties: the earlier one)."""
        if self.worlds_done == 0:
            return self.fallback
        best = max(range(len(self.keys)), key=lambda i: (self.totals[i], -i))
        return self.keys[best]
