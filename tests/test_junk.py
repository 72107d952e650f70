"""Malformed and illegal moves: ``apply`` must raise ``IllegalMove`` (a ``ValueError``) with a
readable message and a meaningful ``.code``, and must leave the state untouched.

Positions are built with ``from_dict`` from ``to_dict(new_game(...))`` edited by :func:`build`,
which keeps the totals consistent (7 tipis per player, 40 resources, the whole herd).
"""

from __future__ import annotations

import copy
import json
from collections import OrderedDict, defaultdict
from types import MappingProxyType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.wind_river import (
    IllegalMove,
    State,
    apply,
    describe,
    from_dict,
    legal_moves,
    new_game,
    to_dict,
)
from engine.wind_river.board import LAYOUTS
from engine.wind_river.playout import random_game

# ---- building positions -----------------------------------------------------------------------

def build(n=4, *, tipis=None, buffalo=None, resources=None, plains=None, phase="action",
          current=0, start_player=0, buffalo_left=0, arrived=None) -> State:
    """A consistent position: ``tipis`` maps hex -> per-seat counts (others empty); ``buffalo``
    maps hex -> count (None: the start herd; a dict: exactly those hexes); ``unused``, ``stock``
    and ``buffalo_out`` are derived so that every total holds."""
    d = to_dict(new_game(n, seed=0))
    for cell in d["board"].values():
        cell["tipis"] = [0] * n
    for name, row in (tipis or {}).items():
        d["board"][name]["tipis"] = list(row)
    if buffalo is not None:
        for name, cell in d["board"].items():
            cell["buffalo"] = buffalo.get(name, 0)
    resources = list(resources or [1] * n)
    plains = list(plains or [0] * n)
    for q, pl in enumerate(d["players"]):
        on_board = sum(cell["tipis"][q] for cell in d["board"].values())
        pl.update(resources=resources[q], plains=plains[q], unused=7 - plains[q] - on_board)
    d["stock"] = 40 - sum(resources)
    d["buffalo_out"] = sum(LAYOUTS[n].start) - sum(c["buffalo"] for c in d["board"].values())
    d.update(phase=phase, current=current, start_player=start_player,
             buffalo_left=buffalo_left, arrived=dict(arrived or {}))
    return from_dict(d)


def placed(n=4, seed=0) -> State:
    """The position right after setup (first legal placement each time): phase buffalo."""
    s = new_game(n, seed=seed)
    for _ in range(2 * n):
        s = apply(s, legal_moves(s)[0])
    assert s.phase == "buffalo"
    return s


PLACE4 = new_game(4, seed=0)
PLACE3 = new_game(3, seed=0)
# Player 1 to act, tipis on C4 (2) and C2, player 2 on D4, player 3 on E5; start herd.
ACTION4 = build(4, tipis={"C4": [2, 0, 0, 0], "C2": [1, 0, 0, 0], "D4": [0, 1, 0, 0],
                          "E5": [0, 0, 1, 0], "B5": [0, 0, 0, 1]},
                resources=[2, 0, 3, 1])
BUFFALO4 = build(4, tipis={"C4": [2, 0, 0, 0], "C2": [1, 0, 0, 0], "D4": [0, 1, 0, 0],
                           "E5": [0, 0, 1, 0], "B5": [0, 0, 0, 1]},
                 phase="buffalo", buffalo_left=3)
# A real supply choice: player 1 has unsupplied tipis on C5 and D5, 1 resource, and a supplied
# tipi on C2 (2 buffaloes).
SUPPLY4 = build(4, tipis={"C5": [1, 0, 0, 0], "D5": [1, 0, 0, 0], "C2": [1, 0, 0, 0],
                          "E5": [0, 1, 0, 0], "B6": [0, 0, 1, 0], "F6": [0, 0, 0, 1]},
                phase="supply", resources=[1, 1, 1, 1])
OVER3, _ = random_game(3, 1)


def reject(state, move, code=None):
    """Assert ``apply(state, move)`` raises IllegalMove (with ``code``) and changes nothing."""
    before = to_dict(state)
    snapshot = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as info:
        apply(state, move)
    err = info.value
    assert isinstance(err, ValueError)
    message = str(err)
    assert message.strip() and message == err.message
    assert len(message) < 300, "message should stay short and readable"
    assert "Traceback" not in message and "object at 0x" not in message
    assert isinstance(err.code, str) and err.code
    if code is not None:
        assert err.code == code, (err.code, message)
    assert to_dict(state) == before
    assert state == snapshot
    return err


def test_positions_are_as_intended():
    assert PLACE4.phase == "place" and PLACE3.phase == "place"
    assert ACTION4.phase == "action" and BUFFALO4.phase == "buffalo"
    assert SUPPLY4.phase == "supply" and OVER3.phase == "over"
    assert {"type": "abandon", "at": "C5"} in legal_moves(SUPPLY4)
    assert {"type": "earn"} in legal_moves(ACTION4)


# ---- not a move at all (code "bad-move") ------------------------------------------------------

NOT_DICTS = [None, ["earn"], "earn", '{"type": "earn"}', 5, 3.5, True, ("earn",), {"earn"},
             b"earn", MappingProxyType({"type": "earn"})]


@pytest.mark.parametrize("move", NOT_DICTS, ids=lambda m: type(m).__name__)
def test_not_a_dict(move):
    reject(ACTION4, move, "bad-move")


@pytest.mark.parametrize("move", [
    {},  # missing type
    {"to": "C2"},  # missing type, with fields
    {"type": "fly"},  # unknown type
    {"type": "Earn"},  # wrong case
    {"type": "EARN"},
    {"type": " earn"},
    {"type": ""},
    {"type": None},
    {"type": 1},
    {"type": ["earn"]},  # unhashable type value
    {"type": {"earn": 1}},
    {"type": "e" * 1_000_000},  # huge string
], ids=repr)
def test_bad_type(move):
    reject(ACTION4, move, "bad-move")


@pytest.mark.parametrize("state, move", [
    (ACTION4, {"type": "earn", "extra": 1}),  # extra key
    (ACTION4, {"type": "earn", "at": "C4"}),  # a field of another type
    (ACTION4, {"type": "pass", "from": "C4"}),
    (ACTION4, {"type": "tipi", "from": "C4", "to": "C5", "via": "D4"}),
    (PLACE4, {"type": "place"}),  # missing key
    (PLACE4, {"type": "place", "at": "C2"}),  # wrong key name
    (BUFFALO4, {"type": "buffalo", "from": "C2"}),
    (BUFFALO4, {"type": "buffalo", "to": "C3"}),
    (ACTION4, {"type": "tipi", "from": "C4"}),
    (ACTION4, {"type": "insert"}),
    (SUPPLY4, {"type": "abandon"}),
    (SUPPLY4, {"type": "abandon", "to": "C5"}),
], ids=repr)
def test_wrong_keys(state, move):
    reject(state, move, "bad-move")


@pytest.mark.parametrize("move", [
    {1: "earn"},
    {"type": "earn", 2: "x"},
    {("type",): "earn"},
    {None: "earn"},
    {b"type": "earn"},
], ids=repr)
def test_non_str_keys(move):
    reject(ACTION4, move, "bad-move")


@pytest.mark.parametrize("value", [3, None, ["C2"], {"hex": "C2"}, ("C", 2), True, 2.0, b"C2",
                                   {"C2"}], ids=repr)
def test_hex_value_not_a_string(value):
    reject(PLACE4, {"type": "place", "to": value}, "bad-move")
    reject(BUFFALO4, {"type": "buffalo", "from": value, "to": "C3"}, "bad-move")
    reject(BUFFALO4, {"type": "buffalo", "from": "C2", "to": value}, "bad-move")
    reject(ACTION4, {"type": "insert", "at": value}, "bad-move")
    reject(SUPPLY4, {"type": "abandon", "at": value}, "bad-move")


@pytest.mark.parametrize("name", ["Z9", "A0", "G1", "A7", "", "c2", " C2", "C2 ", "C02", "2C",
                                  "Plains", "PLAINS", "C" * 100_000, "C2\x00", "Ç2"])
def test_unknown_hex_names(name):
    err = reject(PLACE4, {"type": "place", "to": name}, "bad-move")
    assert len(str(err)) < 200
    reject(ACTION4, {"type": "tipi", "from": name, "to": "C5"}, "bad-move")
    reject(ACTION4, {"type": "tipi", "from": "C4", "to": name}, "bad-move")


@pytest.mark.parametrize("state, move", [
    (PLACE4, {"type": "place", "to": "plains"}),
    (SUPPLY4, {"type": "abandon", "at": "plains"}),
    (BUFFALO4, {"type": "buffalo", "from": "plains", "to": "C3"}),
    (ACTION4, {"type": "tipi", "from": "plains", "to": "C6"}),
    (ACTION4, {"type": "insert", "at": "plains"}),
    (BUFFALO4, {"type": "buffalo", "from": "plains", "to": "plains"}),
], ids=repr)
def test_plains_where_not_allowed(state, move):
    reject(state, move, "bad-move")


# ---- well formed, but not legal here ----------------------------------------------------------

@pytest.mark.parametrize("state, move", [
    (PLACE4, {"type": "buffalo", "from": "C2", "to": "C3"}),  # buffalo during place
    (PLACE4, {"type": "earn"}),
    (PLACE4, {"type": "pass"}),
    (PLACE4, {"type": "abandon", "at": "C2"}),
    (ACTION4, {"type": "place", "to": "F1"}),  # place during action
    (ACTION4, {"type": "abandon", "at": "C4"}),  # abandon during action
    (BUFFALO4, {"type": "earn"}),  # earn during buffalo
    (BUFFALO4, {"type": "tipi", "from": "C4", "to": "C5"}),
    (BUFFALO4, {"type": "insert", "at": "C4"}),
    (BUFFALO4, {"type": "pass"}),
    (BUFFALO4, {"type": "place", "to": "F1"}),
    (SUPPLY4, {"type": "buffalo", "from": "C2", "to": "C3"}),
    (SUPPLY4, {"type": "earn"}),
    (SUPPLY4, {"type": "tipi", "from": "C5", "to": "C6"}),
    (SUPPLY4, {"type": "pass"}),
], ids=repr)
def test_wrong_phase(state, move):
    err = reject(state, move, "wrong-phase")
    assert state.names[state.current] in str(err)


@pytest.mark.parametrize("move", [
    {"type": "pass"}, {"type": "earn"}, {"type": "place", "to": "C2"},
    {"type": "buffalo", "from": "C2", "to": "C3"}, {"type": "tipi", "from": "C4", "to": "C5"},
    {"type": "insert", "at": "C4"}, {"type": "abandon", "at": "C4"},
], ids=repr)
def test_after_game_over(move):
    assert legal_moves(OVER3) == []
    reject(OVER3, move, "game-over")


def test_occupied_placement():
    s = apply(PLACE4, {"type": "place", "to": "C2"})
    reject(s, {"type": "place", "to": "C2"}, "occupied")
    s = apply(s, {"type": "place", "to": "D2"})
    reject(s, {"type": "place", "to": "C2"}, "occupied")  # own tipi there too


def test_closed_lane_three_players():
    for col in range(1, 7):
        reject(PLACE3, {"type": "place", "to": f"A{col}"}, "closed-lane")
    s = build(3, tipis={"B2": [1, 0, 0], "B6": [0, 1, 0], "F6": [0, 0, 1]}, phase="buffalo",
              buffalo_left=1)
    reject(s, {"type": "buffalo", "from": "B2", "to": "A3"}, "closed-lane")  # NE of B2
    reject(s, {"type": "buffalo", "from": "A2", "to": "A3"}, "closed-lane")
    a = build(3, tipis={"B2": [1, 0, 0], "B6": [0, 1, 0], "F6": [0, 0, 1]})
    reject(a, {"type": "tipi", "from": "B2", "to": "A2"}, "closed-lane")  # NW of B2
    reject(a, {"type": "tipi", "from": "B2", "to": "A3"}, "closed-lane")  # NE of B2
    reject(a, {"type": "buffalo", "from": "B3", "to": "A4"}, "closed-lane")


def test_herd_full():
    s = build(4, tipis={"C4": [1, 0, 0, 0], "D6": [0, 1, 0, 0], "E6": [0, 0, 1, 0],
                        "F6": [0, 0, 0, 1]},
              buffalo={"C2": 2, "C3": 5, "B2": 1}, phase="buffalo", buffalo_left=1)
    reject(s, {"type": "buffalo", "from": "C2", "to": "C3"}, "herd-full")
    reject(s, {"type": "buffalo", "from": "B2", "to": "C3"}, "herd-full")  # SE of B2
    a = build(4, tipis={"C4": [1, 0, 0, 0], "D6": [0, 1, 0, 0], "E6": [0, 0, 1, 0],
                        "F6": [0, 0, 0, 1]},
              buffalo={"C2": 2, "C3": 5, "B2": 1})
    reject(a, {"type": "buffalo", "from": "C2", "to": "C3"}, "herd-full")  # extra action too


@pytest.mark.parametrize("frm, to", [("C2", "C1"), ("C2", "B1"), ("C2", "D1"), ("C2", "C4"),
                                     ("C2", "F6"), ("D2", "C2"), ("C3", "plains"),
                                     ("C2", "C2")])
def test_not_forward(frm, to):
    reject(BUFFALO4, {"type": "buffalo", "from": frm, "to": to}, "not-forward")
    reject(ACTION4, {"type": "buffalo", "from": frm, "to": to}, "not-forward")


def test_no_buffalo():
    reject(BUFFALO4, {"type": "buffalo", "from": "C5", "to": "C6"}, "no-buffalo")
    reject(BUFFALO4, {"type": "buffalo", "from": "C6", "to": "plains"}, "no-buffalo")
    reject(ACTION4, {"type": "buffalo", "from": "F5", "to": "F6"}, "no-buffalo")


def test_already_moved():
    s = build(4, tipis={"C4": [4, 0, 0, 0], "D6": [0, 1, 0, 0], "E6": [0, 0, 1, 0],
                        "F6": [0, 0, 0, 1]},
              buffalo={"C2": 2, "C3": 2, "D3": 1}, phase="buffalo", buffalo_left=1,
              arrived={"C3": 2, "D3": 1})
    reject(s, {"type": "buffalo", "from": "C3", "to": "C4"}, "already-moved")
    reject(s, {"type": "buffalo", "from": "D3", "to": "D4"}, "already-moved")
    assert {"type": "buffalo", "from": "C2", "to": "C3"} in legal_moves(s)
    # the extra-buffalo action may move one of them (E8)
    t = build(4, tipis={"C4": [3, 0, 0, 0], "D6": [0, 1, 0, 0], "E6": [0, 0, 1, 0],
                        "F6": [0, 0, 0, 1]},
              buffalo={"C2": 2, "C3": 2, "D3": 1}, phase="action", resources=[3, 1, 1, 1])
    assert {"type": "buffalo", "from": "C3", "to": "C4"} in legal_moves(t)


def test_not_your_piece():
    reject(ACTION4, {"type": "tipi", "from": "C5", "to": "C6"}, "not-your-piece")  # empty hex
    reject(ACTION4, {"type": "tipi", "from": "D4", "to": "D5"}, "not-your-piece")  # another's
    rich = build(4, tipis={"C4": [1, 0, 0, 0], "D4": [0, 1, 0, 0], "E5": [0, 0, 1, 0],
                           "B5": [0, 0, 0, 1]},
                 resources=[3, 1, 1, 1])
    reject(rich, {"type": "insert", "at": "D4"}, "not-your-piece")
    reject(rich, {"type": "insert", "at": "C5"}, "not-your-piece")
    reject(SUPPLY4, {"type": "abandon", "at": "E5"}, "not-your-piece")


def test_supplied_tipi_cannot_be_abandoned():
    reject(SUPPLY4, {"type": "abandon", "at": "C2"}, "supplied")


@pytest.mark.parametrize("to", ["C6", "A1", "F6", "B5", "D5", "C2", "plains"])
def test_not_adjacent(to):
    # C4 is in an even lane: its neighbours are C3, C5, B3, B4, D3, D4 (not B5/D5)
    reject(ACTION4, {"type": "tipi", "from": "C4", "to": to}, "not-adjacent")


def test_cannot_pay():
    s = build(4, tipis={"C4": [1, 0, 0, 0], "C5": [0, 1, 0, 0], "B4": [0, 0, 1, 0],
                        "F6": [0, 0, 0, 1]},
              resources=[0, 0, 1, 1])
    reject(s, {"type": "tipi", "from": "C4", "to": "C5"}, "cannot-pay")
    reject(s, {"type": "tipi", "from": "C4", "to": "B4"}, "cannot-pay")
    assert {"type": "tipi", "from": "C4", "to": "D4"} in legal_moves(s)  # empty hex: free (E4)


def test_insert_too_poor_shared_and_no_unused():
    reject(ACTION4, {"type": "insert", "at": "C4"}, "too-poor")  # 2 resources
    shared = build(4, tipis={"C4": [1, 1, 0, 0], "C2": [1, 0, 0, 0], "E5": [0, 0, 1, 0],
                             "B5": [0, 0, 0, 1]},
                   resources=[3, 1, 1, 1])
    reject(shared, {"type": "insert", "at": "C4"}, "occupied-other")
    assert {"type": "insert", "at": "C2"} in legal_moves(shared)
    full = build(4, tipis={"C4": [7, 0, 0, 0], "E5": [0, 1, 0, 0], "B5": [0, 0, 1, 0],
                           "F6": [0, 0, 0, 1]},
                 resources=[5, 1, 1, 1])
    reject(full, {"type": "insert", "at": "C4"}, "no-unused")


def test_pass_when_other_moves_exist():
    reject(ACTION4, {"type": "pass"}, "must-act")
    # a player without tipis may still move a buffalo, so passing is refused too (E12)
    s = build(4, tipis={"D4": [0, 1, 0, 0], "E5": [0, 0, 1, 0], "B5": [0, 0, 0, 1]})
    assert s.on_board(0) == 0
    reject(s, {"type": "pass"}, "must-act")
    reject(s, {"type": "earn"}, "no-tipi")


def test_no_tipi_means_no_earn_or_tipi_move():
    s = build(4, tipis={"D4": [0, 1, 0, 0], "E5": [0, 0, 1, 0], "B5": [0, 0, 0, 1]},
              resources=[5, 1, 1, 1])
    reject(s, {"type": "earn"}, "no-tipi")
    reject(s, {"type": "tipi", "from": "C4", "to": "C5"}, "not-your-piece")


# ---- accepted shapes ----------------------------------------------------------------------------

def test_dict_subclasses_are_accepted():
    """A dict subclass is a dict (contract: a move is a dict); same result as a plain dict."""

    class MoveDict(dict):
        pass

    expected = apply(ACTION4, {"type": "earn"})
    assert apply(ACTION4, OrderedDict(type="earn")) == expected
    assert apply(ACTION4, MoveDict(type="earn")) == expected
    dd = defaultdict(str, type="earn")
    assert apply(ACTION4, dd) == expected
    assert dict(dd) == {"type": "earn"}  # the engine did not add keys by looking them up
    tipi = OrderedDict([("to", "C5"), ("from", "C4"), ("type", "tipi")])  # any key order
    assert apply(ACTION4, tipi) == apply(ACTION4, {"type": "tipi", "from": "C4", "to": "C5"})


def test_legal_moves_results_are_fresh():
    moves = legal_moves(ACTION4)
    saved = json.loads(json.dumps(moves))
    moves[0]["type"] = "junk"
    moves.append({"type": "pass"})
    assert legal_moves(ACTION4) == saved
    reject(ACTION4, {"type": "pass"}, "must-act")


def test_every_legal_move_is_accepted_in_each_position():
    for s in (PLACE4, PLACE3, ACTION4, BUFFALO4, SUPPLY4):
        for move in legal_moves(s):
            apply(s, move)
            apply(s, json.loads(json.dumps(move)))


# ---- not a state ------------------------------------------------------------------------------

@pytest.mark.parametrize("junk", [None, {}, to_dict(ACTION4), "state", 0, [ACTION4]],
                         ids=lambda j: type(j).__name__)
def test_apply_to_junk_state(junk):
    with pytest.raises(IllegalMove) as info:
        apply(junk, {"type": "earn"})
    assert isinstance(info.value, ValueError) and str(info.value).strip()
    with pytest.raises(IllegalMove):
        apply(junk, None)


def test_describe_rejects_like_apply():
    with pytest.raises(IllegalMove) as info:
        describe(ACTION4, {"type": "pass"})
    assert info.value.code == "must-act"
    with pytest.raises(IllegalMove) as info:
        describe(ACTION4, ["earn"])
    assert info.value.code == "bad-move"


# ---- anything at all ----------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["C2", "C4", "C5", "plains", "earn", "tipi", "buffalo", "place", "pass",
                       "insert", "abandon", "type", "from", "to", "at"]),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(["type", "from", "to", "at", "x"]) | st.text(max_size=3),
                      inner, max_size=4),
    max_leaves=8,
)


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
@settings(max_examples=300, deadline=None)
@given(move=json_values)
def test_fuzzed_moves_never_crash(move):
    """Any JSON-ish value is either a legal move or refused with IllegalMove, nothing else."""
    for s in (ACTION4, BUFFALO4, SUPPLY4, PLACE3, OVER3):
        before = to_dict(s)
        if move in legal_moves(s):
            apply(s, move)
        else:
            with pytest.raises(IllegalMove) as info:
                apply(s, move)
            assert str(info.value).strip() and info.value.code
        assert to_dict(s) == before
