"""White Buffalo's :class:`engine.bots.policy.BotPolicy`: every level decides from the mover's view.

White Buffalo hides cards (the other hands, the Destiny Cards, the order of the piles and the
stack) and the luck of future pulls, so the generic levels (a greedy step on the true state)
would peek. Instead :meth:`WhiteBuffaloPolicy.decide` (which
:class:`engine.bots.thinker.Thinker` prefers when a policy has one) turns the state into the
mover's :class:`engine.white_buffalo.bots.view.View`, built from ``observe(state, seat)``
alone, and decides from that: ``easy`` a uniformly random legal move, ``normal`` the rules of
thumb of :mod:`.heuristic` (on one world sampled from the view, of which it reads only the
public part and the mover's own cards), ``hard`` the determinized search of :mod:`.search` at
the start of each turn (inside a turn it plays like normal). The random stream of a decision
is seeded from the view too (:meth:`position_code`), so states that look alike to the mover
get the same decision.

Timings (CPython 3.11, measured when the search was written): sampling a world
costs about 2.5 ms and one rollout move about 0.25 ms, so a slice ends within a few
milliseconds of its deadline and never runs more than :data:`.search.SLICE_UNITS` units.
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Optional, Sequence, Tuple

from bench.previous.core_bots.policy import Instant
from engine.white_buffalo.moves import to_move
from engine.white_buffalo.rules import NONE, OVER, PASS, TURN, legal_keys, step
from engine.white_buffalo.state import State, freeze, thaw

from .heuristic import normal_key, turn_options
from .search import Search, win_value
from .view import View, determinize, view_of


def _some_world(v: View) -> Any:
    """A fixed world of ``v`` (the normal bot reads only its public part and the mover's cards)."""
    return determinize(v, random.Random(v.code))


def view_keys(v: View) -> List[int]:
    """The legal keys of the seat to act, from its own view (any world of it has the same)."""
    return legal_keys(_some_world(v))


def candidates(world: Any, keys: Sequence[int], rng: random.Random) -> List[int]:
    """The hard level's candidates at the start of a turn: the first key of every kind of turn
    the normal bot weighs (see :mod:`.search`), the normal bot's own choice first."""
    first = normal_key(world, rng, keys)
    out = [first]
    for _, key in sorted(turn_options(world, keys).values(), key=lambda vk: (-vk[0], vk[1])):
        if key not in out:
            out.append(key)
    if PASS in keys and PASS not in out:
        out.append(PASS)
    return out


class WhiteBuffaloPolicy:
    """The bot hook of White Buffalo (see the module docstring)."""

    game_id = "white-buffalo"
    levels: Dict[str, Tuple[float, int]] = {
        "easy": (0.05, 1),
        "normal": (0.5, 1),
        "hard": (3.0, 48),
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
        return to_move(key)

    def score(self, s: State, seat: int) -> float:
        """The chance of winning ``seat`` would read from the position as it stands, judged on
        a world sampled from ``seat``'s view."""
        return win_value(_some_world(view_of(s, seat)), seat)

    def search(self, s: State, rng: random.Random, max_iterations: int) -> Any:
        """The hard level's search for the seat to act (from its view)."""
        return self.decide(s, "hard", rng, max_iterations)

    def decide(self, s: State, level: str, rng: random.Random, max_iterations: int) -> Any:
        """The decision of ``level`` for the seat to act, from its view and ``rng`` only."""
        v = view_of(s)
        world = _some_world(v)
        keys = legal_keys(world)
        if len(keys) == 1:
            return Instant(keys[0])
        if level == "easy":
            return Instant(rng.choice(keys))
        if level == "normal" or world.phase != TURN or world.kind != NONE \
                or world.terr[world.current] < 0 or PASS not in keys:
            return Instant(normal_key(world, rng, keys))
        cands = candidates(world, keys, rng)
        if len(cands) == 1:
            return Instant(cands[0])
        return Search(v, cands, rng, max_iterations, cands[0])


POLICY = WhiteBuffaloPolicy()
