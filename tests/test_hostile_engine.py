"""Issue "Saved games you can trust", engine side: colours, huge numbers and names from untrusted
saves are refused with InvalidState / ValueError in plain words, never another exception."""

import copy

import pytest

from engine.core.errors import InvalidState
from engine.wind_river import apply, from_dict, from_record, legal_moves, new_game, new_record, to_dict

HOSTILE_COLOURS = ['"><img src=x onerror=alert(1)>', "url(http://evil.example/x)", "#f00",
                   "red; background:url(x)", "", "RED"]
HUGE = 10**4000


@pytest.mark.parametrize("bad", HOSTILE_COLOURS)
def test_new_game_takes_colours_only_from_the_palette(bad):
    with pytest.raises(ValueError, match="red, blue, green, yellow, purple, black"):
        new_game(["Ann", "Ben", "Cy"], seed=1, colors=[bad, "blue", "green"])


@pytest.mark.parametrize("bad", HOSTILE_COLOURS)
def test_from_dict_takes_colours_only_from_the_palette(bad):
    d = to_dict(new_game(3, seed=1))
    d["players"][0]["color"] = bad
    with pytest.raises(InvalidState, match="colour"):
        from_dict(d)


@pytest.mark.parametrize("bad", HOSTILE_COLOURS)
def test_from_record_takes_colours_only_from_the_palette(bad):
    rec = new_record(["Ann", "Ben", "Cy"], seed=3)
    rec["colors"] = [bad, "blue", "green"]
    with pytest.raises(InvalidState, match="colour"):
        from_record(rec)


def test_palette_colours_beyond_the_defaults_are_fine():
    s = new_game(["Ann", "Ben", "Cy"], seed=1, colors=["purple", "black", "red"])
    assert from_dict(to_dict(s)) == s
    rec = new_record(["Ann", "Ben", "Cy"], seed=3, colors=["purple", "black", "red"])
    assert from_record(rec).colors == ("purple", "black", "red")


@pytest.mark.parametrize("field", ["resources", "unused", "plains"])
def test_huge_player_numbers_are_invalid_state(field):
    d = to_dict(new_game(3, seed=1))
    d["players"][1][field] = HUGE
    with pytest.raises(InvalidState) as err:
        from_dict(d)
    assert "huge" in str(err.value) and len(str(err.value)) < 200


@pytest.mark.parametrize("field", ["stock", "buffalo_out", "current", "start_player", "buffalo_left"])
def test_huge_top_level_numbers_are_invalid_state(field):
    d = to_dict(new_game(3, seed=1))
    d[field] = -HUGE
    with pytest.raises(InvalidState):
        from_dict(d)


def test_huge_numbers_on_the_board_are_invalid_state():
    d = to_dict(new_game(4, seed=1))
    d["board"]["C3"]["buffalo"] = HUGE
    with pytest.raises(InvalidState):
        from_dict(d)
    d = to_dict(new_game(4, seed=1))
    d["board"]["C3"]["tipis"][0] = HUGE
    with pytest.raises(InvalidState):
        from_dict(d)


@pytest.mark.parametrize("seed", [HUGE, -1, 2**63, -HUGE])
def test_unbounded_seeds_are_refused(seed):
    with pytest.raises(ValueError, match="seed"):
        new_game(3, seed=seed)
    rec = {"format": "wind-river-record/1", "players": ["A", "B", "C"], "seed": seed, "moves": []}
    with pytest.raises(InvalidState, match="seed"):
        from_record(rec)


def test_a_bad_move_with_a_huge_number_is_named_briefly():
    rec = new_record(3, seed=2)
    rec["moves"].append({"type": "place", "to": HUGE})
    with pytest.raises(InvalidState) as err:
        from_record(rec)
    assert err.value.index == 0 and "huge number" in str(err.value) and len(str(err.value)) < 300


def test_the_largest_seed_round_trips():
    s = new_game(3, seed=2**63 - 1)
    assert from_record(new_record(3, seed=2**63 - 1)) == s


@pytest.mark.parametrize("names", [["Ann", "Ann\u200b", "Cy"], ["Ann", " Ann ", "Cy"],
                                   ["Ann", "A\u200dnn", "Cy"], ["Zoë", "Zoe\u0308", "Cy"]])
def test_names_that_look_the_same_are_refused(names):
    with pytest.raises(ValueError, match="same name"):
        new_game(names, seed=1)
    d = to_dict(new_game(["P", "Q", "R"], seed=1))
    for p, name in zip(d["players"], names, strict=True):
        p["name"] = name
    with pytest.raises(InvalidState, match="same name"):
        from_dict(d)


def test_names_are_stored_normalised():
    s = new_game(["  Ann\u202e ", "Be\u200bn", "Cy"], seed=1)
    assert s.names == ("Ann", "Ben", "Cy")
    d = to_dict(s)
    d2 = copy.deepcopy(d)
    d2["players"][0]["name"] = "\u202eAnn"
    assert from_dict(d2) == s


def test_a_state_never_holds_a_name_with_controls():
    s = apply(new_game(3, seed=4), legal_moves(new_game(3, seed=4))[0])
    d = to_dict(s)
    d["players"][2]["name"] = "\u0000\u0007"
    with pytest.raises(InvalidState, match="name"):
        from_dict(d)
