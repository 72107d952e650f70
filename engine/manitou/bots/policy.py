"""Manitou's :class:`engine.bots.policy.BotPolicy`: every level decides from the mover's view.

Manitou hides cards, so the generic levels (a greedy step on the true state) would peek.
Instead the policy's :meth:`ManitouPolicy.decide` (which :class:`engine.bots.thinker.Thinker`
prefers when a policy has one) first turns the state into the mover's
:class:`engine.manitou.bots.view.View`, built from ``observe(state, seat)`` alone, and decides
from that: ``easy`` a uniformly random legal move, ``normal`` the recipe of
:mod:`.heuristic`, ``hard`` the determinized search of :mod:`.search` for plays (its party is
the normal recipe's). The random stream of a decision is seeded from the view too
(:meth:`position_code`), so states that look alike to the mover get the same decision.
"""

from __future__ import annotations

import random
from typing import Any, Dict, Optional, Sequence, Tuple

from engine.bots.policy import Instant

from ..moves import TEMPLATES
from ..rules import MAX_UP, OVER, SELECT, UP, keys_for, step
from ..state import State, freeze, thaw
from .heuristic import Summary, normal_key, objective, values
from .search import Search
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
        if level == "normal" or v.phase == SELECT:
            return Instant(normal)
        return Search(v, keys, rng, max_iterations, normal)


POLICY = ManitouPolicy()
