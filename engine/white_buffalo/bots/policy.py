"""White Buffalo's :class:`engine.bots.policy.BotPolicy`: every level decides from the mover's view.

White Buffalo hides cards (the other hands, the Destiny Cards, the order of the piles and the
stack) and the luck of future pulls. :meth:`WhiteBuffaloPolicy.decide` is handed the observation
of the seat to act (``observe(state, seat)``) and a random stream made from the caller's salt and
that observation (:class:`engine.bots.thinker.Thinker`); it turns the observation into the
seat's :class:`engine.white_buffalo.bots.view.View` and decides from that:

* ``easy``: the rules of thumb of :mod:`.heuristic` (on one world sampled from the view, of which
  they read only the public part and the mover's own cards) as a newcomer would follow them
  (:func:`easy_key`): at a turn's start the kinds of turn weighed without the search's two
  lessons (:data:`EASY_NAIVE`), the favourite 30 % of the time, else one of the next three
  within 3 points (:data:`EASY`); in a hunt, hunting as soon as the stack holds a hunter
  (:data:`EASY_EAGER`). The bench's plain strategy (:meth:`WhiteBuffaloPolicy.plain_key`: the
  rules of thumb, always) beats it;
* ``normal``: at the start of each turn a short determinized search (:mod:`.search`) over the
  kinds of turn the rules of thumb weigh (12 rollouts of 9 turns; a safety budget of 0.1 s of
  thinking); the rules of thumb's own choice counts 0.05 higher (a chance of winning), so
  the few noisy rollouts overrule it only when another kind of turn is clearly better; inside a
  turn, the rules of thumb;
* ``hard``: the same search with 120 rollouts (every candidate on the same worlds, no halving, so
  the rules of thumb's choice is never dropped early) and the same 0.05 for the rules of thumb's
  choice, but a rollout that stops at the horizon is judged with the cards in hand counted too
  (:func:`.search.win_value`'s ``"hand"``: a point of card value 0.25 points, the figure a fit
  on games of the rules of thumb gave for what a hand still brings); normal's judge counts only
  the scoring sheet, bison and War Card cubes, so it sees no worth in the cards a turn leaves
  unplayed or takes. A safety budget of 1 s.

Both levels end by their iteration caps on a desktop (CPython 3.11: normal about 25 ms, hard
about 0.25 s at the median); the time budgets only bind on a slow device. Sampling a world costs
about 0.1 ms (:class:`.view.WorldSampler`) and one rollout move about 0.1 ms, so a slice ends
within a fraction of a millisecond of its deadline and never runs more than
:data:`.search.SLICE_UNITS` units.

:mod:`.evaluate` estimates what a position is worth (the clock from the herds left and the bag's
risk, turns to come, bison, War Card cubes, Destiny Cards one teepee short); the search can judge
its unfinished rollouts by it (:data:`SEARCH`).
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Optional, Sequence, Tuple

from engine.bots.policy import Instant, sensible_key

from ..data import IS_HUNTER
from ..moves import to_move
from ..rules import HUNT, NONE, OVER, PASS, PLAY, TURN, legal_keys, step
from ..state import State, freeze, thaw
from .heuristic import normal_key, turn_options
from .search import Search, win_value
from .view import View, determinize, view_from_observation, view_of


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


#: level -> (successive halving every so many worlds (0: none), rollout horizon in turns, how
#: an unfinished rollout is judged: :func:`.search.win_value`, how much higher the rules of
#: thumb's own choice counts: :attr:`.search.Search.prior`)
SEARCH: Dict[str, Tuple[int, int, str, float]] = {"normal": (0, 9, "margin", 0.05),
                                                 "hard": (0, 9, "hand", 0.05)}

#: the easy level at a turn's start (:func:`engine.bots.policy.sensible_key`): how often it
#: plays the rules of thumb's kind of turn, else one of the best how many, within how much of
#: its value (points); inside a turn it follows the rules of thumb
EASY = (0.3, 4, 3.0)
#: whether the easy level weighs the kinds of turn naively (:func:`.heuristic.turn_options`)
EASY_NAIVE = True


#: whether the easy level hunts as soon as its stack holds a hunter (a newcomer's haste)
EASY_EAGER = True


def easy_key(world: Any, keys: Sequence[int], rng: random.Random) -> int:
    """The easy level's key: at a turn's start one of the best kinds of turn as a newcomer
    weighs them (:data:`EASY`, :data:`EASY_NAIVE`); in a hunt, hunting as soon as the stack
    holds a hunter (:data:`EASY_EAGER`); else the rules of thumb."""
    if world.phase == TURN and world.kind == NONE and world.terr[world.current] >= 0:
        options = sorted(turn_options(world, keys, naive=EASY_NAIVE).values(),
                         key=lambda vk: (-vk[0], vk[1]))
        if options:
            return sensible_key(options, rng, *EASY)
    if EASY_EAGER and world.kind == PLAY and HUNT in keys \
            and any(IS_HUNTER[k] for k in world.hstack):
        return HUNT
    return normal_key(world, rng, keys)


class WhiteBuffaloPolicy:
    """The bot hook of White Buffalo (see the module docstring)."""

    game_id = "white-buffalo"
    levels: Dict[str, Tuple[float, int]] = {
        "easy": (0.05, 1),
        "normal": (0.1, 12),
        "hard": (1.0, 120),
    }

    def observation_code(self, observation: Dict[str, Any]) -> int:
        """A checksum of the observation without its ``last_events`` (they tell how the
        position came about, not what it is)."""
        return view_from_observation(observation, observation["current"]).code

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
        return to_move(key)

    def score(self, s: State, seat: int) -> float:
        """The chance of winning ``seat`` would read from the position as it stands, judged on
        a world sampled from ``seat``'s view."""
        return win_value(_some_world(view_of(s, seat)), seat)

    def plain_key(self, observation: Dict[str, Any]) -> int:
        """The plain strategy the easy level loses to (the bench's ``heuristic`` player): the
        rules of thumb (:mod:`.heuristic`), always their choice."""
        world = _some_world(view_from_observation(observation, observation["current"]))
        return normal_key(world, random.Random(0))

    def decide(self, observation: Dict[str, Any], level: str, rng: random.Random,
               max_iterations: int) -> Any:
        """The decision of ``level`` for the seat to act, from its observation and ``rng`` only."""
        return self.decide_view(view_from_observation(observation, observation["current"]),
                                level, rng, max_iterations)

    def decide_view(self, v: View, level: str, rng: random.Random, max_iterations: int) -> Any:
        """:meth:`decide` on the seat's :class:`View`."""
        world = _some_world(v)
        keys = legal_keys(world)
        if len(keys) == 1:
            return Instant(keys[0])
        if level == "easy":
            return Instant(easy_key(world, keys, rng))
        if world.phase != TURN or world.kind != NONE \
                or world.terr[world.current] < 0 or PASS not in keys:
            return Instant(normal_key(world, rng, keys))
        cands = candidates(world, keys, rng)
        if len(cands) == 1:
            return Instant(cands[0])
        halve, horizon, judge, prior = SEARCH[level]
        return Search(v, cands, rng, max_iterations, cands[0], halve, horizon, judge, prior)


POLICY = WhiteBuffaloPolicy()
