"""Manitou's :class:`engine.bots.policy.BotPolicy`: every level decides from the mover's view.

Manitou hides cards, so the generic levels (a greedy step on the true state) would peek.
Instead the policy's :meth:`ManitouPolicy.decide` (which :class:`engine.bots.thinker.Thinker`
prefers when a policy has one) first turns the state into the mover's
:class:`engine.manitou.bots.view.View`, built from ``observe(state, seat)`` alone, and decides
from that: ``easy`` a uniformly random legal move, ``normal`` the recipe of
:mod:`.heuristic`, ``hard`` the determinized search of :mod:`.search`, over the legal plays
or, at the first pick of a party, over whole candidate parties (:class:`PartyPick`; the other
picks follow that plan). The random stream of a decision is seeded from the view too
(:meth:`position_code`), so states that look alike to the mover get the same decision.

Timings (CPython 3.11): one unit of the hard search (one rollout move or one sampled world)
costs at most about 0.4 ms of CPU, so a slice of ``Thinker.step(0.05)`` ends within a
millisecond or two of its deadline; a hard decision with the default cap (360 rollouts) takes
0.5-3 s on CPython, and on Pyodide the default budget (4 s of thinking) ends the longest ones.
"""

from __future__ import annotations

import random
import zlib
from typing import Any, Dict, List, Optional, Sequence, Tuple

from bench.previous.core_bots.policy import Instant
from engine.manitou.moves import TEMPLATES
from engine.manitou.rules import MAX_UP, OVER, SELECT, UP, keys_for, step
from engine.manitou.state import State, freeze, thaw

from .heuristic import Summary, normal_key, objective, plan_party, values
from .search import Search, candidate_parties, plan_key
from .view import View, determinize, view_of


def view_keys(v: View) -> list:
    """The legal keys of the seat to act, from its own view (its hand, reserve and grounds)."""
    me = v.me
    blocked = [sum(1 for e in v.cards[g][me] if e >= UP) >= MAX_UP for g in range(3)]
    return keys_for(v.phase, v.hand, v.reserve, blocked)


def _some_world(v: View) -> Any:
    """A fixed world of ``v`` (the normal bot reads only its public part and the mover's cards)."""
    return determinize(v, random.Random(v.code))


class ManitouPolicy:
    """The bot hook of Manitou (see the module docstring)."""

    game_id = "manitou"
    levels: Dict[str, Tuple[float, int]] = {
        "easy": (0.05, 1),
        "normal": (0.5, 1),
        "hard": (4.0, 360),
    }

    def position_code(self, s: State) -> int:
        """A checksum of what the mover may know (the same in every process)."""
        return view_of(s).code

    def to_act(self, s: State) -> Optional[int]:
        """The seat to act, or None once the game is over."""
        return None if s.phase == OVER else s.current

    def legal_keys(self, s: State) -> Sequence[int]:
        """The legal moves as internal keys (the mover's own cards decide them)."""
        return view_keys(view_of(s))

    def apply_key(self, s: State, key: int) -> State:
        """The state after ``key`` (the true state: for tools, never used by a decision)."""
        w = thaw(s)
        step(w, key)
        return freeze(w, s.names, s.colors)

    def key_move(self, key: int) -> Dict[str, Any]:
        """The move dict of ``key``."""
        return TEMPLATES[key].copy()

    def score(self, s: State, seat: int) -> float:
        """The normal bot's projected value of ``s`` for ``seat``, from ``seat``'s view."""
        world = _some_world(view_of(s, seat))
        sm = Summary(world)
        return objective(values(sm, sm.strength, sm.count, sm.fut, sm.holder, sm.upn,
                                sm.remaining), seat)

    def search(self, s: State, rng: random.Random, max_iterations: int) -> Any:
        """The hard level's search for the seat to act (from its view)."""
        return self.decide(s, "hard", rng, max_iterations)

    def decide(self, s: State, level: str, rng: random.Random, max_iterations: int) -> Any:
        """The decision of ``level`` for the seat to act, from its view and ``rng`` only."""
        v = view_of(s)
        keys = view_keys(v)
        if len(keys) == 1:
            return Instant(keys[0])
        if level == "easy":
            return Instant(rng.choice(keys))
        normal = normal_key(_some_world(v), rng)
        if level == "normal":
            return Instant(normal)
        if v.phase == SELECT:
            return PartyPick(v, max_iterations)
        return Search(v, keys, rng, max_iterations, normal)


#: Party plans of the hard level, by :func:`plan_key`: the picks of one party follow the plan
#: made at its first pick without searching again. A plan made by the iteration cap depends only
#: on its key, so then this is a pure memo. Cleared when full.
_PLANS: Dict[tuple, List[int]] = {}
PLAN_MEMO = 256


class PartyPick:
    """The hard level's pick: the next card of the party that wins most across determinized
    worlds among :func:`candidate_parties` (a :class:`Search` over whole parties, seeded from
    the plan's key so that every pick of one party agrees)."""

    def __init__(self, v: View, max_iterations: int) -> None:
        self.view = v
        self.key = plan_key(v, max_iterations)
        self.search: Optional[Search] = None
        plan = _PLANS.get(self.key)
        if plan is None or any(plan[k] < v.party[k] for k in range(len(plan))):
            rng = random.Random(f"manitou-party/{zlib.crc32(repr(self.key).encode('ascii'))}")
            parties = candidate_parties(v)
            avail = [a + b for a, b in zip(v.reserve, v.party, strict=True)]
            recipe = plan_party(avail, sum(parties[0]))     # before any world is played out
            self.search = Search(v, parties, rng, max_iterations, recipe, parties=True)
            self.plan: Optional[List[int]] = None
        else:
            self.plan = plan

    @property
    def iterations(self) -> int:
        """Rollouts done (0 when the plan was known)."""
        return self.search.iterations if self.search is not None else 0

    @property
    def units(self) -> int:
        """Units of work done."""
        return self.search.units if self.search is not None else 0

    def advance(self, deadline: float) -> bool:
        """Search for the plan (if it is not known yet) until ``deadline``; True once done."""
        return True if self.search is None else self.search.advance(deadline)

    def result(self) -> int:
        """The pick: the lowest kind that the best plan still lacks."""
        plan = self.plan
        if plan is None:
            assert self.search is not None
            plan = self.search.result()
            # kept even when the time budget cut the search short, so that the later picks of
            # the party are instant on a slow machine too (a plan made by the cap depends only
            # on its key; one cut short by time may differ between machines anyway)
            if len(_PLANS) >= PLAN_MEMO:
                _PLANS.clear()
            _PLANS[self.key] = plan
        v = self.view
        if any(plan[k] < v.party[k] for k in range(len(plan))):
            # the party has left the plan (only after a search cut short by the time budget)
            avail = [a + b for a, b in zip(v.reserve, v.party, strict=True)]
            plan = plan_party(avail, sum(plan), v.party)
        for k in range(len(plan)):
            if plan[k] > v.party[k] and v.reserve[k]:
                return k
        return view_keys(v)[0]


POLICY = ManitouPolicy()
