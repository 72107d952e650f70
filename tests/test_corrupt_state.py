"""Corrupted state dicts: ``from_dict`` must raise ``InvalidState`` (a ``ValueError``) whose
message names the problem, and never any other exception.

Each case starts from a valid ``to_dict`` of a real position, breaks one thing, and checks that
the message contains a keyword for what was broken.
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.wind_river import (
    InvalidState,
    apply,
    from_dict,
    from_record,
    legal_moves,
    new_game,
    new_record,
    record_append,
    to_dict,
)


def play_until(n, seed, phase, skip=0):
    """First state of ``phase`` in a seeded random game (after ``skip`` earlier ones)."""
    rng = random.Random(seed)
    s = new_game(n, seed=seed)
    while True:
        if s.phase == phase:
            if skip == 0:
                return s
            skip -= 1
        s = apply(s, rng.choice(legal_moves(s)))


PLACE4 = to_dict(new_game(4, seed=5))
PLACE3 = to_dict(new_game(3, seed=5))
PLACE4_MID = to_dict(apply(apply(new_game(4, seed=5), {"type": "place", "to": "C2"}),
                           {"type": "place", "to": "D2"}))
BUFFALO3 = to_dict(play_until(3, 7, "buffalo"))
BUFFALO4 = to_dict(play_until(4, 7, "buffalo"))
ACTION4 = to_dict(play_until(4, 7, "action", skip=3))
OVER3 = to_dict(play_until(3, 7, "over"))


def set_path(d, path, value):
    for key in path[:-1]:
        d = d[key]
    d[path[-1]] = value


def edit(base, *changes):
    """A deep copy of ``base`` with ``(path, value)`` changes applied (value DELETE removes)."""
    d = copy.deepcopy(base)
    for path, value in changes:
        target = d
        for key in path[:-1]:
            target = target[key]
        if value is DELETE:
            del target[path[-1]]
        else:
            target[path[-1]] = value
    return d


DELETE = object()


def own_hexes(d, seat):
    return [name for name, cell in d["board"].items() if cell["tipis"][seat]]


def bad(d, *keywords):
    with pytest.raises(InvalidState) as info:
        from_dict(d)
    err = info.value
    assert isinstance(err, ValueError)
    message = str(err)
    assert message.strip() and len(message) < 400
    for word in keywords:
        assert word.lower() in message.lower(), (word, message)
    return err


def test_bases_are_valid():
    for d in (PLACE4, PLACE3, PLACE4_MID, BUFFALO3, BUFFALO4, ACTION4, OVER3):
        assert to_dict(from_dict(d)) == d
    assert (PLACE4["phase"], BUFFALO4["phase"], ACTION4["phase"], OVER3["phase"]) == (
        "place", "buffalo", "action", "over")


# ---- the top level ----------------------------------------------------------------------------

@pytest.mark.parametrize("junk", [None, [], "state", 42, json.dumps(PLACE4), (1, 2)],
                         ids=lambda j: type(j).__name__)
def test_not_a_dict(junk):
    bad(junk, "JSON object")


def test_format_wrong_or_missing():
    bad(edit(PLACE4, (("format",), "wind-river/2")), "format")
    bad(edit(PLACE4, (("format",), DELETE)), "format")
    bad(edit(PLACE4, (("format",), None)), "format")


@pytest.mark.parametrize("key", ["players", "board", "stock", "buffalo_out", "current",
                                 "start_player", "phase", "buffalo_left", "arrived"])
def test_missing_top_level_field(key):
    bad(edit(ACTION4, ((key,), DELETE)), key)


# ---- players ------------------------------------------------------------------------------------

def test_players_not_a_list():
    bad(edit(PLACE4, (("players",), {"0": PLACE4["players"][0]})), "players")
    bad(edit(PLACE4, (("players",), "Ann, Ben, Cy")), "players")


def test_two_or_five_players():
    bad(edit(PLACE4, (("players",), PLACE4["players"][:2])), "3 or 4")
    five = PLACE4["players"] + [dict(PLACE4["players"][0], name="Eve", color="pink")]
    bad(edit(PLACE4, (("players",), five)), "3 or 4")


def test_player_not_a_dict():
    bad(edit(PLACE4, (("players", 1), ["Player 2", "blue"])), "player 2", "object")


@pytest.mark.parametrize("key", ["name", "color", "resources", "unused", "plains"])
def test_player_field_missing(key):
    bad(edit(PLACE4, (("players", 2, key), DELETE)), "player 3", key)


def test_names():
    bad(edit(PLACE4, (("players", 1, "name"), "Player 1")), "same name")
    bad(edit(PLACE4, (("players", 1, "name"), "N" * 25)), "longer than 24")
    bad(edit(PLACE4, (("players", 1, "name"), "")), "name")
    bad(edit(PLACE4, (("players", 1, "name"), 7)), "name")


def test_colors():
    bad(edit(PLACE4, (("players", 1, "color"), "red")), "same colour")
    bad(edit(PLACE4, (("players", 1, "color"), None)), "colour")


@pytest.mark.parametrize("value, word", [(True, "bool"), (-1, "-1"), (11, "11"), ("1", "str"),
                                         (1.0, "float"), (None, "NoneType")])
def test_resources_bad_value(value, word):
    d = edit(ACTION4, (("players", 0, "resources"), value))
    bad(d, "food", word)


def test_resources_over_ten_even_when_stock_matches():
    d = edit(ACTION4, (("players", 0, "resources"), 11))
    d["stock"] = 40 - sum(p["resources"] for p in d["players"])
    bad(d, "food", "0..10")


def test_tipi_total_not_seven():
    d = edit(PLACE4, (("players", 0, "unused"), PLACE4["players"][0]["unused"] - 1))
    bad(d, "player 1", "tipis in all", "not 7")
    d = edit(ACTION4, (("players", 2, "plains"), 1))
    bad(d, "player 3", "tipis in all")
    bad(edit(PLACE4, (("players", 0, "unused"), 8)), "unused", "0..7")


# ---- board ----------------------------------------------------------------------------------------

def test_board_not_a_dict():
    bad(edit(PLACE4, (("board",), list(PLACE4["board"].values()))), "board")


def test_missing_hex():
    bad(edit(PLACE4, (("board", "C2"), DELETE)), "missing", "C2")


def test_extra_hex_lane_a_in_three_players():
    d = edit(PLACE3, (("board", "A4"), {"buffalo": 0, "tipis": [0, 0, 0]}))
    bad(d, "unexpected", "A4")


def test_unknown_hex_name_in_board():
    bad(edit(PLACE4, (("board", "G1"), {"buffalo": 0, "tipis": [0, 0, 0, 0]})), "G1")


def test_hex_with_six_buffaloes():
    d = copy.deepcopy(ACTION4)
    need = 6 - d["board"]["C3"]["buffalo"]
    d["board"]["C3"]["buffalo"] = 6
    take = min(need, d["buffalo_out"])  # keep the herd total right: gone ones first,
    d["buffalo_out"] -= take
    need -= take
    for name, cell in d["board"].items():  # then from other hexes
        while need and name != "C3" and cell["buffalo"]:
            cell["buffalo"] -= 1
            need -= 1
    assert sum(c["buffalo"] for c in d["board"].values()) + d["buffalo_out"] == 36
    bad(d, "C3", "6", "0..5")


def test_buffalo_total_wrong():
    bad(edit(ACTION4, (("buffalo_out",), ACTION4["buffalo_out"] + 1)), "buffaloes", "not 36")
    d = edit(BUFFALO3, (("board", "F5", "buffalo"), BUFFALO3["board"]["F5"]["buffalo"] + 1))
    bad(d, "buffaloes", "not 30")
    bad(edit(ACTION4, (("buffalo_out",), -1)), "buffalo_out")


def test_tipis_list_wrong_length_or_type():
    bad(edit(PLACE4, (("board", "C2", "tipis"), [0, 0, 0])), "tipis on C2", "4")
    bad(edit(PLACE4, (("board", "C2", "tipis"), [0, 0, 0, 0, 0])), "tipis on C2")
    bad(edit(PLACE4, (("board", "C2", "tipis"), "0000")), "tipis on C2")
    bad(edit(PLACE3, (("board", "C2", "tipis"), [0, 0, 0, 0])), "tipis on C2", "3")


def test_tipi_count_bad_value():
    bad(edit(PLACE4, (("board", "C2", "tipis"), [0, -1, 0, 0])), "player 2", "C2")
    bad(edit(PLACE4, (("board", "C2", "tipis"), [0, True, 0, 0])), "C2", "bool")


def test_hex_cell_shape():
    bad(edit(PLACE4, (("board", "C2"), [2, [0, 0, 0, 0]])), "C2")
    bad(edit(PLACE4, (("board", "C2"), None)), "C2")
    bad(edit(PLACE4, (("board", "C2", "buffalo"), DELETE)), "C2", "buffalo")
    bad(edit(PLACE4, (("board", "C2", "tipis"), DELETE)), "C2", "tipis")


def test_extra_fields_are_allowed():
    """Contract, State JSON: "minimum fields; more are allowed" — at every level."""
    d = edit(ACTION4, (("note",), "saved by the UI"), (("players", 0, "kind"), "bot"),
             (("board", "C2", "label"), "ford"))
    assert from_dict(d) == from_dict(ACTION4)


def test_stock_inconsistent():
    bad(edit(ACTION4, (("stock",), ACTION4["stock"] - 1)), "stock", "not 40")
    bad(edit(ACTION4, (("stock",), 41)), "stock")
    bad(edit(ACTION4, (("stock",), "36")), "stock")


# ---- turn and phase fields ----------------------------------------------------------------------

@pytest.mark.parametrize("value", [4, -1, True, "0", None])
def test_current_out_of_range(value):
    bad(edit(ACTION4, (("current",), value)), "current")


def test_start_player_out_of_range():
    bad(edit(ACTION4, (("start_player",), 4)), "start_player")
    bad(edit(BUFFALO3, (("start_player",), 3)), "start_player")


@pytest.mark.parametrize("phase", ["setup", "Action", "", None, 3, ["action"]])
def test_unknown_phase(phase):
    bad(edit(ACTION4, (("phase",), phase)), "phase", "one of")


def test_buffalo_left_outside_buffalo_phase():
    bad(edit(ACTION4, (("buffalo_left",), 1)), "buffalo_left", "outside phase")
    bad(edit(OVER3, (("buffalo_left",), 2)), "buffalo_left")
    bad(edit(PLACE4, (("buffalo_left",), 1)), "buffalo_left")


def test_arrived_outside_buffalo_phase():
    hexes = [k for k, c in ACTION4["board"].items() if c["buffalo"] and k[1] != "1"]
    bad(edit(ACTION4, (("arrived",), {hexes[0]: 1})), "arrived", "outside phase")


def test_arrived_unknown_or_closed_hex():
    bad(edit(BUFFALO4, (("arrived",), {"Z9": 1})), "arrived", "Z9")
    bad(edit(BUFFALO3, (("arrived",), {"A2": 1})), "arrived", "A2")
    bad(edit(BUFFALO4, (("arrived",), {"plains": 1})), "arrived", "plains")
    # Nothing can step onto C1 (column 1 of an unshifted lane) or A1, so nothing arrived there.
    bad(edit(BUFFALO4, (("arrived",), {"C1": 1})), "arrived", "no buffalo can step onto")
    bad(edit(BUFFALO4, (("arrived",), {"A1": 1})), "arrived", "no buffalo can step onto")


def test_arrived_bad_values():
    bad(edit(BUFFALO4, (("arrived",), [["C2", 1]])), "arrived")
    bad(edit(BUFFALO4, (("arrived",), {"C2": 0})), "arrivals on C2")
    bad(edit(BUFFALO4, (("arrived",), {"C2": True})), "arrivals on C2")


def test_arrived_more_than_buffaloes_on_hex():
    d = edit(BUFFALO4, (("buffalo_left",), 1))
    empty = next(k for k, c in d["board"].items() if c["buffalo"] == 0)
    d["arrived"] = {empty: 1}
    bad(d, "arrived on " + empty, "only 0")


def test_over_with_tipis_on_board():
    bad(edit(ACTION4, (("phase",), "over")), "over", "no tipi")


def test_active_phase_with_no_tipi_on_board():
    d = edit(OVER3, (("phase",), "action"))
    bad(d, "no tipi on the board", "over")


def test_buffalo_phase_current_without_tipis():
    d = copy.deepcopy(BUFFALO4)
    seat = d["current"]
    for name in own_hexes(d, seat):
        d["players"][seat]["unused"] += d["board"][name]["tipis"][seat]
        d["board"][name]["tipis"][seat] = 0
    bad(d, "phase 'buffalo'", "no tipi on the board")


def test_buffalo_phase_owing_more_steps_than_tipis():
    seat = BUFFALO4["current"]
    n_own = sum(c["tipis"][seat] for c in BUFFALO4["board"].values())
    bad(edit(BUFFALO4, (("buffalo_left",), n_own + 1)), "buffalo_left")
    bad(edit(BUFFALO4, (("buffalo_left",), 0)), "buffalo_left")


def test_more_arrivals_than_steps_taken():
    seat = BUFFALO4["current"]
    n_own = sum(c["tipis"][seat] for c in BUFFALO4["board"].values())
    full = next(k for k, c in BUFFALO4["board"].items() if c["buffalo"] >= 1 and k[1] != "1")
    d = edit(BUFFALO4, (("buffalo_left",), n_own), (("arrived",), {full: 1}))
    bad(d, "more buffaloes arrived")


def test_buffalo_phase_with_no_movable_buffalo():
    d = copy.deepcopy(BUFFALO4)
    for cell in d["board"].values():
        cell["buffalo"] = 0
    d["buffalo_out"] = 36
    bad(d, "no buffalo can move")


def test_supply_phase_without_a_real_choice():
    bad(edit(ACTION4, (("phase",), "supply")), "supply", "real choice")
    bad(edit(BUFFALO4, (("phase",), "supply"), (("buffalo_left",), 0)), "real choice")


# ---- placement --------------------------------------------------------------------------------

def test_placement_with_plains():
    d = edit(PLACE4, (("players", 0, "plains"), 1), (("players", 0, "unused"), 6))
    bad(d, "during placement")


def test_placement_with_moved_herd_or_other_resources():
    d = edit(PLACE4, (("board", "C3", "buffalo"), 1), (("board", "C4", "buffalo"), 1))
    bad(d, "during placement", "herd")
    d = edit(PLACE4, (("players", 0, "resources"), 2), (("stock",), PLACE4["stock"] - 1))
    bad(d, "during placement", "food")


def test_placement_two_tipis_on_one_hex():
    d = copy.deepcopy(PLACE4_MID)  # two placed, by the start player and the next seat
    seat = (d["start_player"] + 2) % 4
    d["players"][seat]["unused"] -= 1
    d["current"] = (d["start_player"] + 3) % 4
    d["board"]["E5"]["tipis"][seat] = 1
    from_dict(d)  # a third tipi on a free hex, in seat order: valid
    d["board"]["E5"]["tipis"][seat] = 0
    d["board"]["C2"]["tipis"][seat] = 1  # instead on C2, which holds a tipi already
    bad(d, "no hex holds more than one tipi")


def test_placement_out_of_order():
    d = copy.deepcopy(PLACE4_MID)
    # move the second tipi from the second seat to the third seat
    s1 = (d["start_player"] + 1) % 4
    s2 = (d["start_player"] + 2) % 4
    name = own_hexes(d, s1)[0]
    d["board"][name]["tipis"][s1], d["board"][name]["tipis"][s2] = 0, 1
    d["players"][s1]["unused"] += 1
    d["players"][s2]["unused"] -= 1
    bad(d, "should have placed")


def test_placement_wrong_current():
    d = edit(PLACE4_MID, (("current",), PLACE4_MID["start_player"]))
    bad(d, "during placement", "next player")


def test_placement_already_complete():
    s = new_game(3, seed=5)
    for _ in range(5):
        s = apply(s, legal_moves(s)[0])
    d = to_dict(s)
    seat = d["current"]
    free = next(k for k, c in d["board"].items() if not sum(c["tipis"]))
    d["board"][free]["tipis"][seat] = 1
    d["players"][seat]["unused"] -= 1
    d["current"] = (seat + 1) % 3
    bad(d, "placement is over")


# ---- records ------------------------------------------------------------------------------------

def test_bad_records():
    with pytest.raises(InvalidState):
        from_record(None)
    with pytest.raises(InvalidState, match="format"):
        from_record({"format": "wind-river/1", "players": ["A", "B", "C"], "seed": 1,
                     "moves": []})
    rec = new_record(["Ann", "Ben", "Cy"], seed=3)
    with pytest.raises(InvalidState, match="moves"):
        from_record(dict(rec, moves="earn"))
    with pytest.raises(InvalidState):
        from_record(dict(rec, players=["Ann", "Ann", "Cy"]))
    with pytest.raises(InvalidState):
        from_record(dict(rec, seed="3"))
    s = new_game(["Ann", "Ben", "Cy"], seed=3)
    for _ in range(4):
        move = legal_moves(s)[0]
        record_append(rec, move)
        s = apply(s, move)
    assert from_record(rec) == s
    record_append(rec, {"type": "earn"})  # placement is not over: wrong phase
    with pytest.raises(InvalidState) as info:
        from_record(rec)
    assert info.value.index == 4 and "move 5" in str(info.value)


# ---- fuzzing: from_dict only ever raises InvalidState -----------------------------------------

def leaf_paths(d, prefix=()):
    if isinstance(d, dict):
        for k, v in d.items():
            yield prefix + (k,)
            yield from leaf_paths(v, prefix + (k,))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            yield prefix + (i,)
            yield from leaf_paths(v, prefix + (i,))


BASES = [PLACE4, PLACE3, PLACE4_MID, BUFFALO3, BUFFALO4, ACTION4, OVER3]
junk_values = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 45), st.integers(), st.floats(allow_nan=False),
    st.text(max_size=6), st.sampled_from(["C2", "A1", "plains", "over", "buffalo", "supply"]),
    st.lists(st.integers(-1, 8), max_size=5), st.dictionaries(st.text(max_size=3),
                                                              st.integers(-1, 6), max_size=3),
)


@pytest.mark.slow  # 400 fuzzed states (seconds): `make test`, not the edit loop
@settings(max_examples=400, deadline=None)
@given(base=st.sampled_from(range(len(BASES))), data=st.data())
def test_fuzzed_states_never_crash(base, data):
    d = copy.deepcopy(BASES[base])
    for _ in range(data.draw(st.integers(1, 3))):
        paths = list(leaf_paths(d))
        path = data.draw(st.sampled_from(paths))
        if data.draw(st.booleans()):
            set_path(d, path, data.draw(junk_values))
        else:
            parent = d
            for key in path[:-1]:
                parent = parent[key]
            if isinstance(parent, dict):
                del parent[path[-1]]
            else:
                parent.pop(path[-1])
    try:
        s = from_dict(d)
    except InvalidState as e:
        assert str(e).strip()
    else:
        assert to_dict(s) == to_dict(from_dict(to_dict(s)))
        legal_moves(s)  # an accepted state must be playable
