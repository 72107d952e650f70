"""Wind River's :class:`engine.bots.policy.BotPolicy`: internal move keys as the fast lane,
the normal level's score (:mod:`.heuristic`) and the hard level's search (:mod:`.search`)."""

from __future__ import annotations

import random
import zlib
from typing import Any, Dict, Optional, Sequence, Tuple

from engine.wind_river.moves import TEMPLATES
from engine.wind_river.rules import apply_key, legal_keys
from engine.wind_river.state import PHASE_OVER, State

from .heuristic import score
from .search import Search


class WindRiverPolicy:
    """The bot hook of Wind River (see :mod:`engine.bots.policy`)."""

    game_id = "wind-river"
    levels: Dict[str, Tuple[float, int]] = {
        "easy": (0.05, 1),
        "normal": (0.5, 1),
        "hard": (1.0, 64),
    }

    def position_code(self, s: State) -> int:
        """A checksum of the position that is the same in every process (``hash`` is not)."""
        data = (s.current, s.phase, s.buffalo, s.tipis, s.resources, s.unused, s.plains,
                s.buffalo_left, s.arrived, s.stock)
        return zlib.crc32(repr(data).encode("ascii"))

    def to_act(self, s: State) -> Optional[int]:
        """The seat to act, or None once the game is over."""
        return None if s.phase == PHASE_OVER else s.current

    def legal_keys(self, s: State) -> Sequence[tuple]:
        """The legal moves as internal keys."""
        return legal_keys(s)

    def apply_key(self, s: State, key: tuple) -> State:
        """The state after ``key``."""
        return apply_key(s, key)

    def key_move(self, key: tuple) -> Dict[str, Any]:
        """The move dict of ``key``."""
        return TEMPLATES[key].copy()

    def score(self, s: State, seat: int) -> float:
        """The normal bot's evaluation of ``s`` for ``seat``."""
        return score(s, seat)

    def search(self, s: State, rng: random.Random, max_iterations: int) -> Search:
        """The hard bot's flat Monte Carlo search."""
        return Search(s, rng, max_iterations)


POLICY = WindRiverPolicy()
