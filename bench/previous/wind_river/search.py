"""The hard bot: rollouts of the normal policy from the most promising moves.

For the position to decide, the legal moves are ranked by the normal bot's one-step evaluation
and a handful of candidates are kept (the best ones plus the best move of every other kind, so
that e.g. "walk into the plains" is always weighed against "earn"). Each candidate is then
played out: every seat, the bot included, continues with the normal policy to the end of the
bot's *next* turn (or the end of the game), and the position reached is scored as a chance of
winning (the actual result for a finished game). So the rest of the bot's own turn (its other
herd steps and its action) is always played out before anything is judged. In the endgame
(fewer than two tipis per player left on the board) rollouts go on to the end of the game, so
that the last exits and the resources that break ties are weighed exactly.

The first pass is noise-free, so against opponents that play like the normal bot it predicts
their replies exactly. Later passes (successive halving: the better half of the candidates
survive each pass and all survivors get the same number of rollouts) let the rivals deviate at
random now and then, so that a move which only works if everybody plays as expected loses its
edge. The survivor with the best mean wins.

An iteration is one rollout. The work is split into small steps (one move of one rollout at a
time) so that :class:`engine.bots.thinker.Thinker` can stop at any deadline.
"""

from __future__ import annotations

import math
import random
from time import perf_counter
from typing import Dict, List, Optional

from engine.wind_river.rules import apply_key, legal_keys, ranking_of
from engine.wind_river.state import PHASE_OVER, PHASE_PLACE, State

from .heuristic import player_values, ranked_keys, score

CANDIDATES = 8        # candidates kept from the one-step ranking (plus one per other move kind)
NOISE = 0.12          # chance that a rival's rollout step deviates to one of the top moves ...
NOISE_TOP = 3         # ... among this many
SHARPNESS = 1.2       # chance of winning = logistic(SHARPNESS * value margin in plains)
TURNS_AHEAD = 1       # rollouts end with the bot's TURNS_AHEAD-th turn after this one
ENDGAME = 2          # with at most ENDGAME * players - 1 tipis left on the board ...
ENDGAME_STEPS = 60   # ... rollouts go on to the end of the game (at most this many moves)
CACHE_LIMIT = 10_000  # greedy choices remembered across searches (~2 kB each; never changes a result)

_greedy_cache: Dict[State, tuple] = {}


def policy_key(s: State) -> tuple:
    """The normal policy with ties broken by legal-move order (deterministic, cached)."""
    cached = _greedy_cache.get(s)
    if cached is not None:
        return cached
    keys = legal_keys(s)
    key = keys[0]
    if len(keys) > 1:
        seat = s.current
        best_v = float("-inf")
        for k in keys:
            v = score(apply_key(s, k), seat)
            if v > best_v:
                best_v, key = v, k
    if len(_greedy_cache) >= CACHE_LIMIT:
        _greedy_cache.clear()
    _greedy_cache[s] = key
    return key


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


def _candidates(s: State) -> List[tuple]:
    """The best keys by one-step score, plus the best key of every other kind of move."""
    ranked = [k for _, k in ranked_keys(s)]
    chosen = ranked[:CANDIDATES]
    kinds = {k[0] if k[0] != "tipi" or k[2] >= 0 else "plains" for k in chosen}
    for k in ranked[CANDIDATES:]:
        kind = k[0] if k[0] != "tipi" or k[2] >= 0 else "plains"
        if kind not in kinds:
            kinds.add(kind)
            chosen.append(k)
    return chosen


class Search:
    """Flat Monte Carlo over the candidate moves of ``s`` for the seat to move.

    Pass 0 plays one noise-free rollout per candidate. Each later pass keeps the better half of
    the surviving candidates (at least two) and gives every survivor the same number of noisy
    rollouts (4, 8, 16 ...), so that survivors are always compared on equal terms.
    ``advance(deadline)`` works until ``deadline`` (a ``time.perf_counter()`` value) or the
    iteration cap and returns True once the cap is reached; ``result()`` is the best key so far.
    """

    def __init__(self, s: State, rng: random.Random, max_iterations: int) -> None:
        self.root = s
        self.me = s.current
        self.rng = rng
        self.max_iterations = max_iterations
        self.keys = _candidates(s)
        self.children = [apply_key(s, k) for k in self.keys]
        self.results: List[List[float]] = [[] for _ in self.keys]
        self.alive = list(range(len(self.keys)))  # survivors, best first
        self.iterations = 0
        self._pass = 0
        self._queue: List[int] = list(self.alive)  # rollouts still owed in this pass
        # The rollout in progress: [candidate, state, noisy, stage]; stage 0 = rest of the bot's
        # turn, then odd stages are the rivals' turns and even ones the bot's next turns.
        self._last_stage = 2 * TURNS_AHEAD + 1
        n = len(s.names)
        self._to_the_end = s.phase != PHASE_PLACE and s.tipis_on_board() < ENDGAME * n
        self._cur: Optional[list] = None

    # -- scheduling --------------------------------------------------------------------------
    def _mean(self, i: int, upto: int) -> float:
        r = self.results[i][:upto]
        return sum(r) / len(r)

    def _next_candidate(self) -> int:
        if not self._queue:
            self._pass += 1
            done = len(self.results[self.alive[0]])
            ranked = sorted(self.alive, key=lambda i: -self._mean(i, done))
            self.alive = ranked[:max(2, (len(ranked) + 1) // 2)]
            self._queue = [i for _ in range(2 << self._pass) for i in self.alive]
        return self._queue.pop(0)

    def _begin(self) -> None:
        i = self._next_candidate()
        child = self.children[i]
        self._cur = [i, child, self._pass > 0, 0 if child.current == self.me else 1, 0]

    # -- one rollout step -----------------------------------------------------------------------
    def _rollout_step(self) -> bool:
        """Play one move of the current rollout; True when the rollout is finished."""
        cur = self._cur
        assert cur is not None  # set by _begin
        s = cur[1]
        me = self.me
        if s.phase == PHASE_OVER:
            return True
        if self._to_the_end:
            if cur[4] >= ENDGAME_STEPS:
                return True
            cur[4] += 1
        elif cur[3] == self._last_stage:
            return True
        if cur[2] and s.current != me and self.rng.random() < NOISE:
            top = [k for _, k in ranked_keys(s)[:NOISE_TOP]]
            key = self.rng.choice(top)
        else:
            key = policy_key(s)
        nxt = apply_key(s, key)
        if (nxt.current == me) == (cur[3] % 2 == 1):
            cur[3] += 1
        cur[1] = nxt
        return False

    def advance(self, deadline: float) -> bool:
        """Run rollouts until ``deadline`` or the iteration cap; True when the cap is reached."""
        while self.iterations < self.max_iterations:
            if self._cur is None:
                self._begin()
            if self._rollout_step():
                assert self._cur is not None
                i, s = self._cur[0], self._cur[1]
                self.results[i].append(win_chance(s, self.me))
                self.iterations += 1
                self._cur = None
            if perf_counter() >= deadline:
                return self.iterations >= self.max_iterations
        return True

    def result(self) -> tuple:
        """The best survivor by its mean over the rollouts that every survivor has had (the
        first pass may be unfinished: then the best candidate played out so far, falling back
        to the one-step favourite)."""
        upto = min(len(self.results[i]) for i in self.alive)
        pool = self.alive
        if upto == 0:  # inside the first pass
            pool = [i for i in self.alive if self.results[i]]
            if not pool:
                return self.keys[0]
            upto = 1
        best = max(pool, key=lambda i: (self._mean(i, upto), -i))
        return self.keys[best]
