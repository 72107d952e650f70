"""Wind River's :class:`engine.bots.policy.BotPolicy`: nothing is hidden, so the observation is
the whole state (``to_dict``), read back with ``from_dict``; then internal move keys as the fast
lane, the evaluation of :mod:`.heuristic`, the look-ahead of :mod:`.lookahead` and the hard
level's search (:mod:`.search`).

* ``easy``: the evaluation's one-step favourite half the time, else one of the next three
  within 0.5 of its score (:data:`EASY`), so it plays sensibly but misses much; the bench's
  plain strategy (:meth:`WindRiverPolicy.plain_key`: the favourite, always) beats it;
* ``normal``: a one-step look-ahead: the best few moves by the evaluation are each followed to the
  end of the mover's own turn (its other herd steps and its action, played greedily) and judged
  there;
* ``hard``: whole-turn plans (a beam search over the rest of its own turn), each played out
  to the end of its next turn (the rivals greedily, its own next turn as a whole-turn plan), with
  successive halving (:mod:`.search`); 128 play-outs, so that a decision costs at most about
  half a second of CPython (the time budget is only a safety net for slow devices).
"""

from __future__ import annotations

import random
from typing import Any, Dict, Optional, Sequence, Tuple

from engine.bots.policy import Instant, greedy_key, sensible_key
from engine.bots.thinker import observation_code

from ..moves import TEMPLATES
from ..rules import apply_key, legal_keys
from ..serial import from_dict
from ..state import PHASE_OVER, Key, State
from .greedy import ranked
from .heuristic import score
from .lookahead import lookahead_key
from .search import Search

#: the easy level (:func:`engine.bots.policy.sensible_key`): how often it plays the one-step
#: favourite, else one of the best how many moves, within how much of the favourite's score
EASY = (0.5, 4, 0.5)


class WindRiverPolicy:
    """The bot hook of Wind River (see :mod:`engine.bots.policy`)."""

    game_id = "wind-river"
    levels: Dict[str, Tuple[float, int]] = {
        "easy": (0.05, 1),
        "normal": (0.1, 1),
        "hard": (1.0, 128),
    }

    def observation_code(self, observation: Dict[str, Any]) -> int:
        """The observation's checksum (:func:`engine.bots.thinker.observation_code`)."""
        return observation_code(observation)

    def can_act(self, observation: Dict[str, Any]) -> bool:
        """False once the game is over."""
        return observation.get("phase") != "over"

    def decide(self, observation: Dict[str, Any], level: str, rng: random.Random,
               max_iterations: int) -> Any:
        """The decision of ``level`` from the observation (the whole state) and ``rng``."""
        s = from_dict(observation)
        keys = legal_keys(s)
        if len(keys) == 1:
            return Instant(keys[0])
        if level == "easy":   # the one-step favourite most of the time, else a close second
            return Instant(sensible_key(ranked(s), rng, *EASY))
        if level == "normal":
            return Instant(lookahead_key(s, rng))
        return Search(s, rng, max_iterations)

    # ---- the fast lane on a full state (tools, tests, the search) -----------------------------
    def to_act(self, s: State) -> Optional[int]:
        """The seat to act, or None once the game is over."""
        return None if s.phase == PHASE_OVER else s.current

    def legal_keys(self, s: State) -> Sequence[Key]:
        """The legal moves as internal keys."""
        return legal_keys(s)

    def apply_key(self, s: State, key: Key) -> State:
        """The state after ``key``."""
        return apply_key(s, key)

    def key_move(self, key: Key) -> Dict[str, Any]:
        """The move dict of ``key``."""
        return TEMPLATES[key].copy()

    def score(self, s: State, seat: int) -> float:
        """The evaluation of ``s`` for ``seat``."""
        return score(s, seat)

    def plain_key(self, observation: Dict[str, Any]) -> Key:
        """The plain strategy the easy level loses to (the bench's ``heuristic`` player): the
        one-step favourite, always."""
        return ranked(from_dict(observation))[0][1]

    def greedy(self, s: State, rng: random.Random) -> Key:
        """The one-step greedy key (the previous normal level; the search's rollout policy)."""
        return greedy_key(self, s, rng)


POLICY = WindRiverPolicy()
