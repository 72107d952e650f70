"""The store of the bots' test positions (tests/game_positions.py): what it hands out is what
playing the recipe gives, played once, and played again whenever the sources change."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import wind_river as wr
from tests import game_positions
from tests.game_positions import PositionStore, RandomGames, play

RECIPE = (RandomGames(3, (0,), 25), RandomGames(4, (1,), 25))


def _no_play(game, recipe):
    raise AssertionError("played again")


def test_stored_positions_are_the_played_ones_and_kept(tmp_path, monkeypatch):
    fresh = play(wr, RECIPE)
    assert len(fresh) >= 4
    assert PositionStore(tmp_path)(wr, RECIPE) == fresh
    monkeypatch.setattr(game_positions, "play", _no_play)
    again = PositionStore(tmp_path)(wr, RECIPE)     # another process: reads the file
    assert again == fresh and [type(s) for s in again] == [type(s) for s in fresh]
    with pytest.raises(AssertionError, match="played again"):
        PositionStore(tmp_path)(wr, RECIPE[:1])      # another recipe: not that file


def test_changed_sources_play_again(tmp_path, monkeypatch):
    PositionStore(tmp_path)(wr, RECIPE)
    old = list(tmp_path.glob("*.pickle"))
    assert len(old) == 1
    monkeypatch.setattr(game_positions, "sources_digest", lambda: "edited")
    monkeypatch.setattr(game_positions, "play", _no_play)
    with pytest.raises(AssertionError, match="played again"):
        PositionStore(tmp_path)(wr, RECIPE)
    monkeypatch.setattr(game_positions, "play", lambda game, recipe: ["new"])
    assert PositionStore(tmp_path)(wr, RECIPE) == ["new"]
    assert not old[0].exists() and len(list(tmp_path.glob("*.pickle"))) == 1


def test_a_damaged_file_is_played_again(tmp_path):
    PositionStore(tmp_path)(wr, RECIPE)
    (stored,) = tmp_path.glob("*.pickle")
    stored.write_bytes(stored.read_bytes()[:100])
    assert PositionStore(tmp_path)(wr, RECIPE) == play(wr, RECIPE)


def test_the_sources_hash_covers_the_engine_and_the_players(tmp_path, monkeypatch):
    for name in ("engine/core/rules.py", "engine/data.json", "tests/game_positions.py",
                 "tests/bot_calls.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x = 1\n")
    monkeypatch.setattr(game_positions, "ROOT", tmp_path)
    seen = {game_positions.sources_digest()}
    for name in ("engine/core/rules.py", "engine/data.json", "tests/game_positions.py",
                 "tests/bot_calls.py"):
        path: Path = tmp_path / name
        path.write_text("x = 2\n")
        seen.add(game_positions.sources_digest())
    (tmp_path / "engine" / "new.py").write_text("")
    seen.add(game_positions.sources_digest())
    assert len(seen) == 6
