"""Manitou's :class:`engine.bots.policy.BotPolicy`: every level decides from the mover's view.

:meth:`ManitouPolicy.decide` is handed the observation of the seat to act
(``observe(state, seat)``) and a random stream made from the caller's salt and that observation
(:class:`engine.bots.thinker.Thinker`); it turns the observation into the seat's
:class:`engine.manitou.bots.view.View` and decides from that:

* ``easy``: a party with only two great warriors (:data:`EASY_PARTY`), and plays judged by the
  hunt they project (the recipe of :mod:`.heuristic`): its favourite half the time, else one of
  its next three within 3 points (:data:`EASY`), so never a play the recipe sees as a blunder.
  The bench's plain strategy (:meth:`ManitouPolicy.plain_key`: six great warriors, always the
  recipe's favourite play) beats it;
* ``normal``: a short determinized search (:mod:`.search`: candidates played out on worlds
  sampled consistently with the view, the recipe as rollout policy) under a small budget
  (60 ms of thinking, 24 rollouts), over the legal plays or, at the first pick of a party, over
  whole candidate parties (:class:`PartyPick`; the other picks follow that plan);
* ``hard``: the same search as a successive halving (:data:`HALVING`: the worse half of the
  candidates drop out round by round, so the rollouts go to the close choices) with 360
  rollouts for a play (up to :data:`MAX_SCALE` times more late in a hunt, where rollouts are
  short: :func:`rollout_scale`) and :data:`PARTY_SHARE` of them for a party; 1 s of thinking
  at most (a safety net for slow devices: the cap binds first on a desktop).

Timings (CPython 3.11, a quiet desktop): a hard decision costs at most about 0.4 s, normal
about 30 ms; one unit of the search (one rollout move or one sampled world) costs well under a
millisecond, so a slice of ``Thinker.step(0.015)`` ends within a millisecond or two of its
deadline. Pyodide is about twice slower.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import replace
from typing import Any, Dict, List, Optional, Sequence, Tuple

from engine.bots.policy import Instant, sensible_key
from engine.bots.thinker import observation_code

from ..cards import MAX_UP, PLAYS_PER_HUNT
from ..moves import TEMPLATES
from ..rules import OVER, SELECT, UP, keys_for, step
from ..state import State, freeze, thaw
from .heuristic import (
    Summary,
    normal_key,
    objective,
    party_size,
    pick_key,
    plan_party,
    play_scores,
    values,
)
from .search import PlanKey, Search, candidate_parties, plan_key
from .view import View, determinize, view_from_observation, view_of


def view_keys(v: View) -> List[int]:
    """The legal keys of the seat to act, from its own view (its hand, reserve and grounds)."""
    me = v.me
    blocked = [sum(1 for e in v.cards[g][me] if e >= UP) >= MAX_UP for g in range(3)]
    return keys_for(v.phase, v.hand, v.reserve, blocked)


def _some_world(v: View) -> Any:
    """A fixed world of ``v`` (the normal bot reads only its public part and the mover's cards)."""
    return determinize(v, random.Random(v.code))


#: the easy level (:func:`engine.bots.policy.sensible_key`): how often it plays the recipe's
#: favourite play, else one of the best how many plays, within how much of its score (points)
EASY = (0.5, 4, 3.0)
#: the easy level's party: how many great warriors (the recipe's 4, the dealer 3), and
#: whether the hunters are the strongest (not alternately strong and weak)
EASY_PARTY: Tuple[Optional[int], bool] = (2, False)
#: the plain strategy's party (the bench's ``heuristic`` player), the same way
PLAIN_PARTY: Tuple[Optional[int], bool] = (6, False)


def party_pick(s: Any, recipe: Tuple[Optional[int], bool]) -> int:
    """A pick towards the party ``recipe`` (great warriors, strongest hunters) describes."""
    cur = s.current
    avail = [a + b for a, b in zip(s.reserve[cur], s.party[cur], strict=True)]
    warriors, strong = recipe
    return pick_key(s, plan_party(avail, party_size(s, cur), s.party[cur], warriors, strong))


#: whether the hard level's search is a successive halving (:func:`.search.halving_cuts`)
HALVING = True
#: a play's search gets up to this many times the level's rollouts when its rollouts are short
#: (:func:`rollout_scale`)
MAX_SCALE = 3.0
#: the cost of a rollout besides its moves (sampling its world, copying it), in moves
ROLLOUT_OVERHEAD = 3


def rollout_scale(v: View) -> float:
    """How many times the level's rollouts a play's search may do: a rollout plays the hunt to
    its end, so late in a hunt it is short, and the same thinking time buys more of them (up to
    :data:`MAX_SCALE`; 1 at a hunt's first play)."""
    left = sum(PLAYS_PER_HUNT - x for x in v.played)
    full = PLAYS_PER_HUNT * v.n
    return min(MAX_SCALE, (full + ROLLOUT_OVERHEAD) / (left + ROLLOUT_OVERHEAD))


#: a party's search gets this share of the level's rollouts (its rollouts are the longest: a
#: whole hunt)
PARTY_SHARE = 0.75


class ManitouPolicy:
    """The bot hook of Manitou (see the module docstring)."""

    game_id = "manitou"
    levels: Dict[str, Tuple[float, int]] = {
        "easy": (0.05, 1),
        "normal": (0.06, 24),
        "hard": (1.0, 360),
    }

    def observation_code(self, observation: Dict[str, Any]) -> int:
        """A checksum of the observation (the same in every process)."""
        return observation_code(observation)

    def can_act(self, observation: Dict[str, Any]) -> bool:
        """False once the game is over."""
        return observation.get("phase") != "over"

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

    def plain_key(self, observation: Dict[str, Any]) -> int:
        """The plain strategy the easy level loses to (the bench's ``heuristic`` player): the
        recipe (:mod:`.heuristic`), always its favourite."""
        v = view_from_observation(observation, observation["current"])
        keys = view_keys(v)
        if len(keys) == 1:
            return keys[0]
        world = _some_world(v)
        return party_pick(world, PLAIN_PARTY) if v.phase == SELECT else normal_key(world)

    def decide(self, observation: Dict[str, Any], level: str, rng: random.Random,
               max_iterations: int) -> Any:
        """The decision of ``level`` for the seat to act, from its observation and ``rng`` only."""
        return self.decide_view(view_from_observation(observation, observation["current"]),
                                level, rng, max_iterations)

    def decide_view(self, v: View, level: str, rng: random.Random, max_iterations: int) -> Any:
        """:meth:`decide` on the seat's :class:`View`."""
        keys = view_keys(v)
        if len(keys) == 1:
            return Instant(keys[0])
        if level == "easy":   # the recipe's choice most of the time, else a close second
            world = _some_world(v)
            if v.phase == SELECT:
                return Instant(party_pick(world, EASY_PARTY))
            scored = sorted(play_scores(world, keys), key=lambda vk: (-vk[0], vk[1]))
            return Instant(sensible_key(scored, rng, *EASY))
        heuristic = normal_key(_some_world(v), rng)
        halve = HALVING and level == "hard"
        if v.phase == SELECT:
            return PartyPick(v, max(1, round(max_iterations * PARTY_SHARE)), halve)
        if level == "hard":
            max_iterations = round(max_iterations * rollout_scale(v))
        return Search(v, keys, rng, max_iterations, heuristic, halving=halve)


#: Party plans of the hard level, by :func:`plan_key`: the picks of one party follow the plan
#: made at its first pick without searching again. A plan made by the iteration cap depends only
#: on its key, so then this is a pure memo. Cleared when full.
_PLANS: Dict[PlanKey, List[int]] = {}
PLAN_MEMO = 256


def unchosen(v: View) -> View:
    """``v`` with the seat's chosen cards put back in its reserve: what :func:`plan_key` sees,
    so that a party's plan is searched from the same worlds at every pick, and a capped plan
    does not depend on which pick asked first."""
    if not any(v.party):
        return v
    sizes = list(v.sizes)
    res, party, hand, pile = sizes[v.me]
    sizes[v.me] = (res + party, 0, hand, pile)
    return replace(v, reserve=tuple(a + b for a, b in zip(v.reserve, v.party, strict=True)),
                   party=(0,) * len(v.party), sizes=tuple(sizes))


class PartyPick:
    """The hard level's pick: the next card of the party that wins most across determinized
    worlds among :func:`candidate_parties` (a :class:`Search` over whole parties, seeded from
    the plan's key so that every pick of one party agrees)."""

    def __init__(self, v: View, max_iterations: int, halving: bool = False) -> None:
        self.view = v
        self.key = plan_key(v, max_iterations) + (halving,)
        self.search: Optional[Search] = None
        plan = _PLANS.get(self.key)
        if plan is None or any(plan[k] < v.party[k] for k in range(len(plan))):
            rng = random.Random(f"manitou-party/{zlib.crc32(repr(self.key).encode('ascii'))}")
            parties = candidate_parties(v)
            avail = [a + b for a, b in zip(v.reserve, v.party, strict=True)]
            recipe = plan_party(avail, sum(parties[0]))     # before any world is played out
            self.search = Search(unchosen(v), parties, rng, max_iterations, recipe, parties=True,
                                 halving=halving)
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
