"""bench/tournament.py's ``prev-`` bots: the previous release's commit, taken from git and run in
a child process, plays the moves that release's bots played in the same process (digests
recorded from them, cap-bound; see the tournament's docstring)."""

from __future__ import annotations

import hashlib
import json
import subprocess
from typing import Any, Dict, Iterator, List

import pytest

from bench.tournament import PREVIOUS, ROOT, PreviousRelease
from engine.core import registry

LEVELS = ("normal", "hard", "easy")  # seat 0, 1, 2
OPTIONS: Dict[str, Dict[str, Any]] = {
    "easy": {}, "normal": {"time_budget": 100.0}, "hard": {"time_budget": 100.0, "max_iterations": 4}}

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        subprocess.run(["git", "-C", ROOT, "cat-file", "-e", f"{PREVIOUS}^{{commit}}"],
                       capture_output=True).returncode != 0,
        reason="the previous release's commit is not in this clone's history (a shallow clone)"),
]


@pytest.fixture(scope="module")
def previous() -> Iterator[PreviousRelease]:
    with PreviousRelease(PREVIOUS) as release:
        yield release


@pytest.mark.parametrize("game_id, digest, ranking", [
    ("manitou", "bcdc6cda500316a2", [[0], [2], [1]]),
    ("white-buffalo", "0055c3f0a21ed8e6", [[1], [0], [2]]),
])
def test_the_previous_release_plays_its_own_moves(previous, game_id, digest, ranking):
    """A 3-player game, seed 1, of the release's normal, hard and easy bots."""
    game: Any = registry.load(game_id)
    state = game.new_game(3, seed=1)
    moves: List[Dict[str, Any]] = []
    while (seat := game.to_act(state)) is not None:
        level = LEVELS[seat]
        move, seconds = previous.choose(state, level, 100_000 + len(moves), "salt", OPTIONS[level])
        assert move in game.legal_moves(state) and seconds >= 0
        moves.append(move)
        state = game.apply(state, move)
    assert game.ranking(state) == ranking
    assert hashlib.sha256(json.dumps(moves, sort_keys=True).encode()).hexdigest()[:16] == digest


def test_a_failing_request_is_reported_not_answered(previous):
    """The child's traceback comes back as an error, and the child answers the next request."""
    game: Any = registry.load("manitou")
    state = game.new_game(3, seed=1)
    with pytest.raises(RuntimeError, match="Unknown bot level"):
        previous.choose(state, "expert", 1, "salt", {})
    move, _ = previous.choose(state, "easy", 1, "salt", {})
    assert move in game.legal_moves(state)
