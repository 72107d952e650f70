"""The easy bot: a uniformly random legal move."""

from __future__ import annotations

import random

from ..rules import legal_keys
from ..state import State


def random_key(s: State, rng: random.Random) -> tuple:
    """A legal key of ``s`` drawn uniformly with ``rng``."""
    return rng.choice(legal_keys(s))
