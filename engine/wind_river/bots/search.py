"""The hard bot: whole turns planned, then played out against the rivals.

A Wind River turn is several decisions (one herd step per tipi on the board, perhaps a supply
choice, then the action), so the hard level plans the rest of its own turn at once rather than
the next step alone:

1. **Plans.** A beam search over the mover's remaining decisions of this turn, each step ranked
   by the evaluation (:func:`.greedy.key_scores`): at every depth the :data:`BEAM` best distinct
   positions go on; every way of ending the turn from them (every action of every position in
   the beam) is a *plan*. The :data:`CANDIDATES` best plans by the evaluation are kept, plus the
   best plan of every other kind of action (so that "walk into the plains" is always weighed
   against "earn").
2. **Play-outs.** From the position where a plan ends the turn, the rivals continue with the
   greedy policy (:func:`.greedy.policy_key`) and the bot plays each of its own turns whole, as
   the best way to end it by the evaluation (:func:`own_turn`, a narrower beam of
   :data:`OWN_BEAM`), to the end of its *next* turn (in the endgame, fewer than
   :data:`ENDGAME` tipis per player on the board, to the end of the game), so that a plan which
   sets up a strong next turn gets its due; the position reached is scored as a chance of
   winning (:func:`win_chance`). The first pass is noise-free; later passes (successive
   halving: the better half of the plans survive each pass, all survivors get the same number
   of play-outs) let the rivals deviate now and then to one of their best few moves, so that a
   plan which only works if everybody plays as expected loses its edge.
3. The first move of the survivor with the best mean is played. The next decision of the same
   turn plans again from there (the bot keeps nothing between decisions).

An iteration is one play-out (a long one, to the end of the game, counts once per
:data:`PLAYOUT_MOVES` moves, so that the cap bounds the work). The work is split into small
units (one ranking of a position's moves, one move of a play-out, the plan of the bot's own turn
in a play-out) so that
:class:`engine.bots.thinker.Thinker` can stop at any deadline.
"""

from __future__ import annotations

import math
import random
from time import perf_counter
from typing import Dict, Iterator, List, Optional, Tuple

from ..rules import apply_key, legal_keys, ranking_of
from ..state import PHASE_BUFFALO, PHASE_OVER, PHASE_PLACE, PHASE_SUPPLY, Key, State
from .evaluation import player_values
from .greedy import key_scores, policy_key, ranked

BEAM = 6              # positions kept at every depth of the own turn's beam search
CANDIDATES = 8        # plans kept by their evaluation (plus the best one of every other kind)
NOISE = 0.12          # chance that a rival's play-out move deviates to one of its top moves ...
NOISE_TOP = 3         # ... among this many
SHARPNESS = 1.2       # chance of winning = logistic(SHARPNESS * value margin in plains)
TURNS_AHEAD = 1       # play-outs end with the bot's TURNS_AHEAD-th turn after this one
ENDGAME = 2           # with fewer than ENDGAME * players tipis left on the board ...
ENDGAME_STEPS = 60    # ... play-outs go on to the end of the game (at most this many moves)
PLAYOUT_MOVES = 20    # a play-out counts as one iteration per this many moves (at least one)
OWN_BEAM = 3          # the bot's own turns in a play-out: its best way by a beam this wide
CACHE_LIMIT = 5_000   # own turns remembered across searches (never changes a result)

#: a plan: (its evaluation, its first move, the position it ends the turn in)
Plan = Tuple[float, Key, State]


def win_chance(s: State, seat: int) -> float:
    """Result of a finished game for ``seat`` (1 win, 1/k shared first, else 0), or for an
    unfinished one the logistic of its value margin over the best rival."""
    if s.phase == PHASE_OVER:
        top = ranking_of(s)[0]
        return 1.0 / len(top) if seat in top else 0.0
    # Decided already? A seat can add at most its tipis on the board, plus its unused ones if
    # it still has a tipi to place them next to.
    plains = s.plains
    best_rival = max(p for q, p in enumerate(plains) if q != seat)
    on_board = sum(s.tipis[seat])
    if plains[seat] + on_board + (s.unused[seat] if on_board else 0) < best_rival:
        return 0.0
    vals = player_values(s)
    margin = vals[seat] - max(v for q, v in enumerate(vals) if q != seat)
    return 1.0 / (1.0 + math.exp(-SHARPNESS * margin))


def _kind(key: Key) -> str:
    """The kind of a turn-ending move (a tipi walking into the plains is a kind of its own)."""
    return "plains" if key[0] == "tipi" and key[2] < 0 else key[0]


#: one way of ending the turn: (its evaluation, its place in the search, its moves, the
#: position before the last of them)
Leaf = Tuple[float, int, Tuple[Key, ...], State]


def turn_ends(s: State, width: int) -> Iterator[Optional[List[Leaf]]]:
    """A beam search ``width`` wide over the rest of the mover's turn: every way of ending it
    from the positions kept, best first by the evaluation. A generator that yields None after
    every ranking of a position's moves and the ways last."""
    me = s.current
    frontier: List[Tuple[State, Tuple[Key, ...]]] = [(s, ())]
    leaves: List[Leaf] = []
    while frontier:
        children: List[Tuple[float, int, State, Tuple[Key, ...]]] = []
        for st, path in frontier:
            keys = legal_keys(st)
            scores = key_scores(st) if len(keys) > 1 else [0.0]
            yield None
            goes_on = st.phase == PHASE_BUFFALO or st.phase == PHASE_SUPPLY
            for k, v in zip(keys, scores, strict=True):
                if goes_on:
                    children.append((v, len(children), st, path + (k,)))
                else:
                    leaves.append((v, len(leaves), path + (k,), st))
        children.sort(key=lambda c: (-c[0], c[1]))
        frontier = []
        seen = set()
        for v, _, st, path in children:
            nxt = apply_key(st, path[-1])
            if nxt in seen:
                continue
            seen.add(nxt)
            if nxt.current != me or nxt.phase == PHASE_OVER:   # the game ended with the supply
                leaves.append((v, len(leaves), path, st))
                continue
            frontier.append((nxt, path))
            if len(frontier) >= width:
                break
    leaves.sort(key=lambda c: (-c[0], c[1]))
    yield leaves


def plans(s: State) -> Iterator[Optional[List[Plan]]]:
    """The plans of the mover of ``s`` (see the module docstring), best first. A generator that
    yields None after every unit of work and the plans last."""
    search = turn_ends(s, BEAM)
    leaves = next(search)
    while leaves is None:
        yield None
        leaves = next(search)
    chosen: List[Plan] = []
    kinds = set()
    ends = set()
    for v, _, path, st in leaves:
        kind = _kind(path[-1])
        top = len(chosen) < CANDIDATES
        if not top and kind in kinds:
            continue
        end = apply_key(st, path[-1])
        if end in ends:
            continue
        ends.add(end)
        kinds.add(kind)
        chosen.append((v, path[0], end))
    yield chosen


_own_turns: Dict[State, Tuple[Key, ...]] = {}


def own_turn(s: State) -> Tuple[Key, ...]:
    """The moves of the mover's best way to end its turn by the evaluation, a beam search
    :data:`OWN_BEAM` wide (how the bot plays its own turns in a play-out; cached)."""
    got = _own_turns.get(s)
    if got is None:
        *_, leaves = turn_ends(s, OWN_BEAM)   # the last thing it yields: the ways, best first
        assert leaves  # a turn can always be ended
        got = leaves[0][2]
        if len(_own_turns) >= CACHE_LIMIT:
            _own_turns.clear()
        _own_turns[s] = got
    return got


class _Playout:
    """The play-out in progress: which plan, the position reached, whether the rivals play
    noisily, the stage (1 = the rivals' turns after the plan, 2 = the bot's next turn, 3 = the
    rivals' turns ...), the moves played and the bot's own planned moves still to play."""

    __slots__ = ("plan", "position", "noisy", "stage", "moves", "own")

    def __init__(self, plan: int, position: State, noisy: bool) -> None:
        self.plan = plan
        self.position = position
        self.noisy = noisy
        self.stage = 1
        self.moves = 0
        self.own: Tuple[Key, ...] = ()


class Search:
    """The hard level's search for the mover of ``s`` (see the module docstring).

    Pass 0 plays one noise-free play-out per plan. Each later pass keeps the better half of the
    surviving plans (at least two) and gives every survivor the same number of noisy play-outs
    (4, 8, 16 ...). ``advance(deadline)`` works until ``deadline`` (a ``time.perf_counter()``
    value) or the iteration cap and returns True once the cap is reached; ``result()`` is the
    best first move so far.
    """

    def __init__(self, s: State, rng: random.Random, max_iterations: int) -> None:
        self.root = s
        self.me = s.current
        self.rng = rng
        self.max_iterations = max(1, max_iterations)
        self.iterations = 0
        self.keys: List[Key] = []
        self.starts: List[State] = []
        self.results: List[List[float]] = []
        self.alive: List[int] = []
        self._planner: Optional[Iterator[Optional[List[Plan]]]] = plans(s)
        self._pass = 0
        self._queue: List[int] = []
        self._last_stage = 2 * TURNS_AHEAD
        self._to_the_end = (s.phase != PHASE_PLACE
                            and s.tipis_on_board() < ENDGAME * len(s.names))
        self._cur: Optional[_Playout] = None

    # -- scheduling --------------------------------------------------------------------------
    def _mean(self, i: int, upto: int) -> float:
        r = self.results[i][:upto]
        return sum(r) / len(r)

    def _next_candidate(self) -> int:
        if not self._queue:
            self._pass += 1
            done = len(self.results[self.alive[0]])
            ranked_alive = sorted(self.alive, key=lambda i: (-self._mean(i, done), i))
            self.alive = ranked_alive[:max(2, (len(ranked_alive) + 1) // 2)]
            self._queue = [i for _ in range(2 << self._pass) for i in self.alive]
        return self._queue.pop(0)

    def _begin(self) -> None:
        i = self._next_candidate()
        start = self.starts[i]
        self._cur = _Playout(i, start, self._pass > 0)

    # -- one unit of work ---------------------------------------------------------------------
    def _rollout_step(self) -> bool:
        """Play one move of the current play-out; True when the play-out is finished."""
        cur = self._cur
        assert cur is not None  # set by _begin
        s = cur.position
        me = self.me
        if s.phase == PHASE_OVER:
            return True
        if self._to_the_end:
            if cur.moves >= ENDGAME_STEPS:
                return True
        elif cur.stage > self._last_stage:
            return True
        cur.moves += 1
        if s.current == me and s.phase != PHASE_PLACE:   # its own turn: as it would plan it
            todo = cur.own or own_turn(s)
            key, cur.own = todo[0], todo[1:]
        elif cur.noisy and s.current != me and self.rng.random() < NOISE:
            key = self.rng.choice([k for _, k in ranked(s)[:NOISE_TOP]])
        else:
            key = policy_key(s)
        nxt = apply_key(s, key)
        if (nxt.current == me) != (cur.stage % 2 == 0):
            cur.stage += 1
        cur.position = nxt
        return False

    def _unit(self) -> None:
        if self._planner is not None:
            got = next(self._planner)
            if got is not None:
                self._planner = None
                self.keys = [f for _, f, _ in got]
                self.starts = [end for _, _, end in got]
                self.results = [[] for _ in got]
                self.alive = list(range(len(got)))
                self._queue = list(self.alive)
            return
        if self._cur is None:
            self._begin()
        if self._rollout_step():
            assert self._cur is not None
            i, s, moves = self._cur.plan, self._cur.position, self._cur.moves
            self.results[i].append(win_chance(s, self.me))
            self.iterations += max(1, moves // PLAYOUT_MOVES)
            self._cur = None

    def advance(self, deadline: float) -> bool:
        """Work until ``deadline`` or the iteration cap; True when the cap is reached."""
        while self.iterations < self.max_iterations:
            self._unit()
            if self._planner is None and len(self.keys) == 1:
                self.iterations = self.max_iterations  # one plan: nothing to compare
                break
            if perf_counter() >= deadline:
                return self.iterations >= self.max_iterations
        return True

    def result(self) -> Key:
        """The first move of the best surviving plan by its mean over the play-outs that every
        survivor has had (the first pass may be unfinished: then the best plan played out so
        far, falling back to the best plan by the evaluation, then to the greedy move)."""
        if not self.keys:
            return policy_key(self.root)
        upto = min(len(self.results[i]) for i in self.alive)
        pool = self.alive
        if upto == 0:  # inside the first pass
            pool = [i for i in self.alive if self.results[i]]
            if not pool:
                return self.keys[0]
            upto = 1
        best = max(pool, key=lambda i: (self._mean(i, upto), -i))
        return self.keys[best]
