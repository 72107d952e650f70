"""engine.core.reading: the checks every game's from_dict reads untrusted JSON with."""

from __future__ import annotations

import pytest

from engine.core import reading
from engine.core.errors import InvalidState


def message(call, *args) -> str:
    with pytest.raises(InvalidState) as info:
        call(*args)
    return str(info.value)


def test_fail_wraps_the_detail_in_one_sentence() -> None:
    err = reading.fail("the phase is unknown")
    assert isinstance(err, InvalidState) and err.index is None
    assert str(err) == "Invalid game state: the phase is unknown."


def test_get_names_the_place_and_the_missing_key() -> None:
    assert reading.get({"seed": 3}, "seed", "the state") == 3
    assert message(reading.get, {}, "seed", "the state") == "Invalid game state: the state has no 'seed'."


def test_whole_takes_bounded_ints_only() -> None:
    assert reading.whole(4, "the round", 0, 9) == 4
    assert message(reading.whole, True, "the round", 0, 9) == \
        "Invalid game state: the round must be a whole number, not bool."
    assert message(reading.whole, "4", "the round", 0, 9) == \
        "Invalid game state: the round must be a whole number, not str."
    assert message(reading.whole, 10, "the round", 0, 9) == \
        "Invalid game state: the round is 10, outside 0..9."
    huge = message(reading.whole, 10 ** 5000, "the round", 0, 9)
    assert huge == "Invalid game state: the round is a huge number, outside 0..9."


def test_boolean_list_and_object() -> None:
    assert reading.boolean(False, "passed") is False
    assert message(reading.boolean, 0, "passed") == "Invalid game state: passed must be true or false."
    assert reading.bounded_list([1, 2], "the hand", 2) == [1, 2]
    assert message(reading.bounded_list, (1,), "the hand", 2) == \
        "Invalid game state: the hand must be a list."
    assert message(reading.bounded_list, [0] * 3, "the hand", 2) == \
        "Invalid game state: the hand holds 3 items, more than 2."
    assert reading.obj({}, "player 1") == {}
    assert message(reading.obj, [], "player 1") == "Invalid game state: player 1 must be an object."


def test_the_games_read_with_these_checks() -> None:
    from engine.manitou import serial as manitou
    from engine.white_buffalo import serial as white_buffalo
    from engine.wind_river import serial as wind_river

    for serial in (manitou, white_buffalo, wind_river):
        assert serial._fail is reading.fail and serial._get is reading.get
        assert serial._int is reading.whole


def test_state_of_refuses_anything_but_the_game_state() -> None:
    import engine.wind_river as wind_river

    s = wind_river.new_game(3, seed=1)
    assert reading.state_of(s, wind_river.State) is s
    assert message(reading.state_of, wind_river.to_dict(s), wind_river.State) == \
        "Invalid game state: expected a State (use from_dict to read a dict)."


def test_players_and_seed_checks_the_head_of_a_state() -> None:
    d = {"format": "toy/1", "seed": 9,
         "players": [{"name": " Ann ", "color": "red"}, {"name": "Ben", "color": "blue"}]}
    players, names, colors, seed = reading.players_and_seed(d, "toy/1", 2, 4, "Toy")
    assert players is d["players"] and names == ["Ann", "Ben"] and colors == ["red", "blue"]
    assert seed == 9
    head = "Invalid game state: "
    assert message(reading.players_and_seed, {**d, "format": "x"}, "toy/1", 2, 4, "Toy") == \
        head + "'format' must be 'toy/1'."
    assert message(reading.players_and_seed, {**d, "players": [{}]}, "toy/1", 2, 4, "Toy") == \
        head + "'players' must be a list of 2 to 4 players."
    assert message(reading.players_and_seed, {**d, "players": [1, 2]}, "toy/1", 2, 4, "Toy") == \
        head + "every player must be an object."
    assert message(reading.players_and_seed, {**d, "players": [{"name": "A"}, {}]}, "toy/1", 2, 4,
                   "Toy") == head + "player 2 has no 'name'."
    twins = [{"name": "Ann", "color": "red"}, {"name": "ann", "color": "blue"}]
    assert message(reading.players_and_seed, {**d, "players": twins}, "toy/1", 2, 4, "Toy") == \
        head + "Two players have the same name."
    assert message(reading.players_and_seed, {**d, "seed": -1}, "toy/1", 2, 4, "Toy") == \
        head + "The seed must be a whole number from 0 to 2**63 - 1."


@pytest.mark.parametrize("value", [0, 4, 9, -1, 10, True, False, 4.0, "4", None, [4], 10 ** 40])
def test_fits_says_exactly_what_whole_accepts(value) -> None:
    try:
        reading.whole(value, "the round", 0, 9)
        accepted = True
    except InvalidState:
        accepted = False
    assert reading.fits(value, 0, 9) is accepted
