"""The board definition (rules §2) checked against an independent reading of the rules.

The engine keeps the board as data in ``engine/board.py``; these tests recompute the neighbours
and forward steps straight from the formulas of rules §2 and compare, then spot-check the
cases the rules spell out (even/odd lanes, column-6 exits, ``A6`` north-east, lane ``A`` in a
three-player game, the start herd).
"""

from __future__ import annotations

import pytest

from engine.wind_river import board, new_game, to_dict
from engine.wind_river.board import HEX_INDEX, HEX_NAMES, LAYOUTS, PLAINS, PLAINS_INDEX

LANES = "ABCDEF"


def name_set(indices):
    return {board.target_name(i) for i in indices}


def rule_step(name: str, direction: str):
    """(lane index, column) reached from ``name`` in ``direction`` by the formulas of rules §2."""
    r, c = LANES.index(name[0]), int(name[1:])
    odd = name[0] in "BDF"
    table = {
        "E": (r, c + 1),
        "W": (r, c - 1),
        "NE": (r - 1, c + 1) if odd else (r - 1, c),
        "SE": (r + 1, c + 1) if odd else (r + 1, c),
        "NW": (r - 1, c) if odd else (r - 1, c - 1),
        "SW": (r + 1, c) if odd else (r + 1, c - 1),
    }
    return table[direction]


def rule_targets(name: str, directions, closed: str):
    """Target names per rules §2: column 7 is the plains whatever the lane; else on-board, open."""
    out = set()
    for d in directions:
        r, c = rule_step(name, d)
        if c == 7:
            out.add(PLAINS)
        elif 0 <= r < 6 and 1 <= c <= 6 and LANES[r] not in closed:
            out.add(f"{LANES[r]}{c}")
    return out


def forward(n: int, name: str):
    return name_set(LAYOUTS[n].forward[HEX_INDEX[name]])


def neighbours(n: int, name: str):
    return name_set(LAYOUTS[n].neighbours[HEX_INDEX[name]])


# ---- names --------------------------------------------------------------------------------------

def test_thirty_six_names_a1_to_f6():
    expected = [f"{lane}{col}" for lane in LANES for col in range(1, 7)]
    assert list(HEX_NAMES) == expected
    assert len(set(HEX_NAMES)) == 36
    assert all(HEX_NAMES[HEX_INDEX[name]] == name for name in expected)
    assert PLAINS not in HEX_INDEX


def test_hexes_in_play():
    assert [HEX_NAMES[h] for h in LAYOUTS[4].hexes] == list(HEX_NAMES)
    in3 = [HEX_NAMES[h] for h in LAYOUTS[3].hexes]
    assert len(in3) == 30
    assert not any(name.startswith("A") for name in in3)
    assert sorted(to_dict(new_game(3, seed=0))["board"]) == sorted(in3)
    assert sorted(to_dict(new_game(4, seed=0))["board"]) == sorted(HEX_NAMES)


# ---- neighbours ---------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [3, 4])
def test_neighbours_match_rules_formula(n):
    closed = "A" if n == 3 else ""
    for name in HEX_NAMES:
        if name[0] in closed:
            assert neighbours(n, name) == set() and forward(n, name) == set()
            continue
        assert neighbours(n, name) == rule_targets(name, board.DIRECTIONS, closed), name
        assert forward(n, name) == rule_targets(name, ("E", "NE", "SE"), closed), name


@pytest.mark.parametrize("n", [3, 4])
def test_neighbours_symmetric(n):
    layout = LAYOUTS[n]
    for h in layout.hexes:
        for t in layout.neighbours[h]:
            if t != PLAINS_INDEX:
                assert h in layout.neighbours[t], (HEX_NAMES[h], HEX_NAMES[t])


@pytest.mark.parametrize("n", [3, 4])
def test_targets_listed_once(n):
    layout = LAYOUTS[n]
    for h in layout.hexes:
        assert len(set(layout.neighbours[h])) == len(layout.neighbours[h])
        assert len(set(layout.forward[h])) == len(layout.forward[h])
        assert set(layout.forward[h]) <= set(layout.neighbours[h])


def test_interior_hex_has_six_neighbours():
    assert neighbours(4, "C3") == {"C4", "C2", "B3", "D3", "B2", "D2"}
    assert neighbours(4, "D3") == {"D4", "D2", "C4", "E4", "C3", "E3"}


def test_edges_are_not_moves():
    assert neighbours(4, "A1") == {"A2", "B1"}  # nothing north or west of A1
    assert neighbours(4, "F1") == {"F2", "E1", "E2"}  # odd lane: NW = E1, NE = E2
    assert neighbours(4, "C1") == {"C2", "B1", "D1"}
    assert neighbours(4, "F3") == {"F4", "F2", "E3", "E4"}  # no south


# ---- forward steps ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, targets", [
    ("C3", {"C4", "B3", "D3"}),  # even lane: NE = (r-1, c), SE = (r+1, c)
    ("E2", {"E3", "D2", "F2"}),
    ("A3", {"A4", "B3"}),  # A: no NE
    ("D3", {"D4", "C4", "E4"}),  # odd lane: NE = (r-1, c+1), SE = (r+1, c+1)
    ("B1", {"B2", "A2", "C2"}),
    ("F3", {"F4", "E4"}),  # F: no SE on the board
    ("C6", {PLAINS, "B6", "D6"}),  # even lane col 6: only E leaves
    ("E6", {PLAINS, "D6", "F6"}),
    ("A6", {PLAINS, "B6"}),  # A6 NE is off the north edge: not a move
    ("B6", {PLAINS}),  # odd lane col 6: E, NE and SE all reach the plains
    ("D6", {PLAINS}),
    ("F6", {PLAINS}),  # F6 SE reaches column 7 too
])
def test_forward_spot_checks_4p(name, targets):
    assert forward(4, name) == targets


@pytest.mark.parametrize("name, targets", [
    ("B3", {"B4", "C4"}),  # NE would be A4: closed
    ("B1", {"B2", "C2"}),
    ("B6", {PLAINS}),  # NE into column 7 is the plains even though lane A is closed
    ("C3", {"C4", "B3", "D3"}),
])
def test_forward_spot_checks_3p(name, targets):
    assert forward(3, name) == targets


def test_column_six_tipi_exits():
    assert PLAINS in neighbours(4, "A6") and "B6" in neighbours(4, "A6")
    assert neighbours(4, "B6") == {PLAINS, "B5", "A6", "C6"}
    assert neighbours(3, "B6") == {PLAINS, "B5", "C6"}
    assert neighbours(4, "C6") == {PLAINS, "C5", "B6", "D6", "B5", "D5"}
    assert neighbours(4, "F6") == {PLAINS, "F5", "E6"}


def test_no_other_hex_reaches_the_plains():
    for n in (3, 4):
        for h in LAYOUTS[n].hexes:
            reaches = PLAINS_INDEX in LAYOUTS[n].neighbours[h]
            assert reaches == (board.column_of(h) == 6)


def test_forward_raises_half_hex_x_by_one_or_two():
    """x = 2*col + (1 in lanes B, D, F): every forward step raises it by 1 or 2."""
    def x(h):
        return 2 * board.column_of(h) + (1 if board.is_shifted(board.lane_of(h)) else 0)

    for n in (3, 4):
        for h in LAYOUTS[n].hexes:
            for t in LAYOUTS[n].forward[h]:
                if t == PLAINS_INDEX:
                    assert board.column_of(h) == 6
                else:
                    assert x(t) - x(h) in (1, 2)


def test_three_player_closure():
    layout = LAYOUTS[3]
    for h in layout.hexes:
        for t in layout.neighbours[h] + layout.forward[h]:
            assert t == PLAINS_INDEX or HEX_NAMES[t][0] != "A"
    assert all(HEX_NAMES[h][0] != "A" for h in layout.open)


# ---- start herd ---------------------------------------------------------------------------------

@pytest.mark.parametrize("n, herd", [(4, 36), (3, 30)])
def test_start_herd(n, herd):
    start = LAYOUTS[n].start
    assert sum(start) == herd
    for h, b in enumerate(start):
        name = HEX_NAMES[h]
        expected = 2 if (int(name[1]) <= 3 and not (n == 3 and name[0] == "A")) else 0
        assert b == expected, name
    d = to_dict(new_game(n, seed=3))
    assert sum(cell["buffalo"] for cell in d["board"].values()) == herd
    assert d["buffalo_out"] == 0
    assert {k for k, c in d["board"].items() if c["buffalo"]} == {
        f"{lane}{col}" for lane in LANES[(n == 3):] for col in (1, 2, 3)}
