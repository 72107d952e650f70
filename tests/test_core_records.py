"""engine.core.records.game_records: the record functions every game binds once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

import pytest

from engine.core.contract import Outcome
from engine.core.errors import IllegalMove, InvalidState
from engine.core.records import game_records, replay_line


@dataclass(frozen=True)
class Toy:
    """A counting game: each move adds its ``n`` (1 or 2) to the total."""

    names: tuple
    colors: tuple
    total: int = 0


def toy_new_game(players: Any, *, seed: Any, colors: Optional[Sequence[str]] = None) -> Toy:
    if not isinstance(players, list) or len(players) != 2:
        raise ValueError("two players, please")
    if type(seed) is not int:
        raise ValueError("bad seed")
    return Toy(tuple(players), tuple(colors or ("red", "blue")))


def toy_apply(state: Toy, move: Any) -> Toy:
    if not isinstance(move, dict) or move.get("n") not in (1, 2):
        raise IllegalMove("bad", "not a move")
    return Toy(state.names, state.colors, state.total + move["n"])


new_record, from_record, replay_states = game_records("toy-record/1", toy_new_game, toy_apply)


def test_new_record_is_empty_and_stores_colors_only_when_given() -> None:
    assert new_record(["a", "b"], seed=7) == {"format": "toy-record/1", "players": ["a", "b"],
                                              "seed": 7, "moves": []}
    rec = new_record(["a", "b"], seed=7, colors=["green", "red"])
    assert rec["colors"] == ["green", "red"] and list(rec)[-1] == "moves"
    with pytest.raises(ValueError):
        new_record(["a"], seed=7)


def test_replay_uses_the_record_colors_and_every_move() -> None:
    rec = new_record(["a", "b"], seed=1, colors=["green", "red"])
    rec["moves"] = [{"n": 2}, {"n": 1}, {"n": 2}]
    final = from_record(rec)
    assert final == Toy(("a", "b"), ("green", "red"), 5)
    assert [s.total for s in replay_states(rec)] == [0, 2, 3, 5]


def test_a_bad_record_names_what_is_wrong() -> None:
    with pytest.raises(InvalidState, match="'format' must be 'toy-record/1'"):
        from_record({"format": "other/1", "moves": []})
    with pytest.raises(InvalidState, match="two players"):
        from_record({"format": "toy-record/1", "players": ["a"], "seed": 1, "moves": []})
    rec = new_record(["a", "b"], seed=1)
    rec["moves"] = [{"n": 1}, {"n": 3}]
    with pytest.raises(InvalidState, match="move 2") as info:
        from_record(rec)
    assert info.value.index == 1
    assert isinstance(info.value.cause, IllegalMove) and str(info.value.cause) == "not a move"


def test_replay_line_gives_each_move_s_outcome_or_names_the_first_bad_move() -> None:
    def toy_play(state: Toy, move: Any) -> Outcome:
        after = toy_apply(state, move)
        return Outcome(after, ({"type": "added", "n": move["n"]},))

    start = toy_new_game(["a", "b"], seed=1)
    outcomes = replay_line(start, [{"n": 1}, {"n": 2}], toy_play)
    assert [o.state.total for o in outcomes] == [1, 3]
    assert [o.events for o in outcomes] == [({"type": "added", "n": 1},), ({"type": "added", "n": 2},)]
    assert replay_line(start, [], toy_play) == []
    with pytest.raises(InvalidState, match=r"move 3 \(\{'n': 7\}\)") as info:
        replay_line(start, [{"n": 1}, {"n": 2}, {"n": 7}, {"n": 1}], toy_play)
    assert info.value.index == 2 and info.value.cause is not None and info.value.cause.code == "bad"


def test_every_game_binds_the_shared_functions() -> None:
    import engine.manitou as manitou
    import engine.white_buffalo as white_buffalo
    import engine.wind_river as wind_river

    for game in (manitou, white_buffalo, wind_river):
        assert game.new_record.__module__ == "engine.core.records"
        rec = game.new_record(3, seed=11)
        assert rec["format"] == game.INFO.record_format
        move = game.legal_moves(game.new_game(3, seed=11))[0]
        game.record_append(rec, move)
        assert game.from_record(rec) == game.apply(game.new_game(3, seed=11), move)
