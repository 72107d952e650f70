"""The worked examples E1–E12 of rules §7, one test each, on exact positions."""

from __future__ import annotations

from typing import Any, Dict

import pytest

from engine.wind_river import (
    IllegalMove,
    apply,
    describe,
    legal_moves,
    new_game,
    ranking,
    supply_cost,
    to_dict,
)
from tests.positions import cell, moves_of, player, position

BUFFALO = {"type": "buffalo", "from": "E1", "to": "E2"}


def herd_then_supply(**kw):
    """A herd step with one buffalo left to move (E1 -> E2, far from everything else)."""
    buffalo = dict(kw.pop("buffalo"))
    buffalo["E1"] = 1
    s = position(phase="buffalo", buffalo_left=1, buffalo=buffalo, **kw)
    return apply(s, BUFFALO)


def test_E1_supply_feeds_other_players_first():
    # 2 buffaloes, 1 own tipi, 3 tipis of others (2 of seat 1, 1 of seat 2): all eaten by others.
    kw: Dict[str, Any] = dict(tipis={"C3": [1, 2, 1, 0]}, resources=[2, 1, 1, 1])
    s = position(phase="buffalo", buffalo_left=1, buffalo={"C3": 2, "E1": 1}, **kw)
    assert supply_cost(s) == 1
    after = apply(s, BUFFALO)
    assert after.phase == "action" and after.current == 0
    assert player(after, 0)["resources"] == 1
    assert to_dict(after)["stock"] == to_dict(s)["stock"] + 1
    # With 4 buffaloes there is one to spare after the others are fed: nothing to pay.
    rich = herd_then_supply(buffalo={"C3": 4}, **kw)
    assert player(rich, 0)["resources"] == 2


def test_E2_not_enough_resources_choose_which_tipi_goes():
    # Unsupplied on C3 and D4 (no buffaloes), supplied on B2 (2 buffaloes); 1 resource.
    s = herd_then_supply(
        buffalo={"B2": 2},
        tipis={"C3": [1, 0, 0, 0], "D4": [1, 0, 0, 0], "B2": [1, 0, 0, 0]},
        resources=[1, 1, 1, 1],
    )
    assert s.phase == "supply" and s.current == 0
    assert legal_moves(s) == [{"type": "abandon", "at": "C3"}, {"type": "abandon", "at": "D4"}]
    # The resource is still held while the choice is pending; keeping it is not a move.
    assert player(s, 0)["resources"] == 1
    for move in ({"type": "abandon", "at": "B2"}, {"type": "pass"}, {"type": "earn"}):
        with pytest.raises(IllegalMove):
            apply(s, move)
    after = apply(s, {"type": "abandon", "at": "D4"})
    assert after.phase == "action"
    assert player(after, 0) | {} == {**player(s, 0), "resources": 0, "unused": 5}
    assert cell(after, "D4")["tipis"][0] == 0 and cell(after, "C3")["tipis"][0] == 1
    assert to_dict(after)["stock"] == to_dict(s)["stock"] + 1
    assert "D4" in describe(s, {"type": "abandon", "at": "D4"})


def test_E2_all_unsupplied_on_one_hex_needs_no_choice():
    s = herd_then_supply(buffalo={}, tipis={"C3": [3, 0, 0, 0]}, resources=[1, 1, 1, 1])
    assert s.phase == "action"
    assert cell(s, "C3")["tipis"][0] == 1 and player(s, 0)["resources"] == 0
    assert player(s, 0)["unused"] == 6


def test_E3_moving_into_company_each_pays_at_most_one():
    s = position(
        buffalo={"C4": 5},  # enough for everyone, so the next turn's supply costs nothing
        tipis={"C3": [1, 0, 0, 0], "C4": [0, 2, 1, 0]},
        resources=[3, 4, 0, 1],
    )
    move = {"type": "tipi", "from": "C3", "to": "C4"}
    assert move in legal_moves(s)
    after = apply(s, move)
    assert [p["resources"] for p in to_dict(after)["players"]] == [2, 3, 0, 1]
    assert to_dict(after)["stock"] == to_dict(s)["stock"] + 2
    assert cell(after, "C4")["tipis"] == [1, 2, 1, 0]
    assert after.current == 1 and after.phase == "buffalo"  # the turn passed on


def test_E4_mover_without_resources_may_not_enter_company():
    s = position(
        buffalo={"A1": 1},
        tipis={"C3": [2, 0, 0, 0], "C4": [0, 1, 0, 0], "B3": [1, 0, 0, 0]},
        resources=[0, 1, 1, 1],
    )
    targets = {m["to"] for m in moves_of(s, "tipi") if m["from"] == "C3"}
    assert "C4" not in targets
    assert {"B3", "D3", "C2", "B2", "D2"} <= targets  # empty hexes and one with only own tipis
    with pytest.raises(IllegalMove) as err:
        apply(s, {"type": "tipi", "from": "C3", "to": "C4"})
    assert err.value.code == "cannot-pay"
    after = apply(s, {"type": "tipi", "from": "C3", "to": "B3"})
    assert cell(after, "B3")["tipis"][0] == 2 and player(after, 0)["resources"] == 0


def test_E5_earning_stops_at_ten():
    s = position(buffalo={"C3": 5}, tipis={"C3": [1, 0, 0, 0]}, resources=[7, 1, 1, 1])
    assert describe(s, {"type": "earn"}).endswith("earns 3 food")
    after = apply(s, {"type": "earn"})
    assert player(after, 0)["resources"] == 10
    assert to_dict(after)["stock"] == to_dict(s)["stock"] - 3


def test_E5_earning_sums_surplus_per_hex():
    # R1: per hex max(0, b - m): C3 gives 2, D3 gives 0 (not -2), E3 shared gives 0.
    s = position(
        buffalo={"C3": 3, "D3": 1, "E3": 5},
        tipis={"C3": [1, 0, 0, 0], "D3": [3, 0, 0, 0], "E3": [1, 1, 0, 0]},
        resources=[0, 1, 1, 1],
    )
    assert player(apply(s, {"type": "earn"}), 0)["resources"] == 2


def test_E6_shared_hex_earns_nothing():
    s = position(buffalo={"C3": 5}, tipis={"C3": [1, 1, 0, 0]}, resources=[2, 1, 1, 1])
    assert {"type": "earn"} in legal_moves(s)  # earning 0 is still a legal choice
    after = apply(s, {"type": "earn"})
    assert player(after, 0)["resources"] == 2


def test_E7_place_a_new_tipi():
    tipis = {"C3": [1, 0, 0, 0], "C4": [1, 1, 0, 0], "D5": [0, 1, 0, 0]}
    s = position(tipis=tipis, resources=[3, 1, 1, 1])
    assert moves_of(s, "insert") == [{"type": "insert", "at": "C3"}]
    after = apply(s, {"type": "insert", "at": "C3"})
    assert cell(after, "C3")["tipis"][0] == 2
    assert player(after, 0)["resources"] == 0 and player(after, 0)["unused"] == 4
    assert to_dict(after)["stock"] == to_dict(s)["stock"] + 3
    for code, at in (("occupied-other", "C4"), ("not-your-piece", "D5")):
        with pytest.raises(IllegalMove) as err:
            apply(s, {"type": "insert", "at": at})
        assert err.value.code == code
    poor = position(tipis=tipis, resources=[2, 1, 1, 1])
    assert moves_of(poor, "insert") == []
    with pytest.raises(IllegalMove) as err:
        apply(poor, {"type": "insert", "at": "C3"})
    assert err.value.code == "too-poor"
    none_left = position(tipis={"C3": [5, 0, 0, 0]}, plains=[2, 0, 0, 0], resources=[5, 1, 1, 1])
    assert player(none_left, 0)["unused"] == 0 and moves_of(none_left, "insert") == []


def test_E8_buffalo_cap_and_once_per_step():
    s = position(
        phase="buffalo",
        buffalo_left=3,
        buffalo={"C2": 1, "C3": 5, "B2": 4},
        tipis={"F6": [3, 0, 0, 0]},
    )
    assert ("C2", "C3") not in {(m["from"], m["to"]) for m in moves_of(s, "buffalo")}
    with pytest.raises(IllegalMove) as err:
        apply(s, {"type": "buffalo", "from": "C2", "to": "C3"})  # C3 is full
    assert err.value.code == "herd-full"
    s = apply(s, {"type": "buffalo", "from": "C2", "to": "B2"})  # B2 now holds 5, one arrived
    assert to_dict(s)["arrived"] == {"B2": 1}
    assert not any(m["to"] == "B2" for m in moves_of(s, "buffalo"))
    s = apply(s, {"type": "buffalo", "from": "B2", "to": "B3"})
    assert s.phase == "buffalo" and to_dict(s)["arrived"] == {"B2": 1, "B3": 1}
    s = apply(s, {"type": "buffalo", "from": "B2", "to": "B3"})
    assert s.phase == "action"  # all 3 owed steps taken; arrivals are forgotten
    assert to_dict(s)["arrived"] == {} and cell(s, "B2")["buffalo"] == 3
    # Replay the herd step to check the arrived buffalo directly.
    s = position(phase="buffalo", buffalo_left=2, buffalo={"C2": 1, "E1": 1},
                 tipis={"F6": [2, 0, 0, 0]})
    s = apply(s, {"type": "buffalo", "from": "C2", "to": "C3"})
    assert s.phase == "buffalo" and s.buffalo_left == 1
    assert not any(m["from"] == "C3" for m in moves_of(s, "buffalo"))
    with pytest.raises(IllegalMove) as err:
        apply(s, {"type": "buffalo", "from": "C3", "to": "C4"})
    assert err.value.code == "already-moved"


def test_E8_extra_buffalo_may_move_one_that_already_moved():
    s = position(phase="buffalo", buffalo_left=1, buffalo={"C2": 1}, tipis={"F6": [1, 0, 0, 0]},
                 resources=[1, 1, 1, 1])
    s = apply(s, {"type": "buffalo", "from": "C2", "to": "C3"})
    # The only buffalo has moved and the step is complete (nothing left to move); supply on F6:
    # 0 buffaloes -> pays 1. Now the extra action may move the same buffalo again.
    assert s.phase == "action"
    assert {"type": "buffalo", "from": "C3", "to": "C4"} in legal_moves(s)
    after = apply(s, {"type": "buffalo", "from": "C3", "to": "C4"})
    assert cell(after, "C4")["buffalo"] == 1


def test_E8_herd_step_ends_early_when_nothing_can_move():
    s = position(phase="buffalo", buffalo_left=3, buffalo={"C2": 1}, tipis={"C2": [3, 0, 0, 0]},
                 resources=[5, 1, 1, 1])
    after = apply(s, {"type": "buffalo", "from": "C2", "to": "C3"})
    assert after.phase == "action"  # 2 steps were owed but the only buffalo already moved
    assert player(after, 0)["resources"] == 2  # 3 tipis unsupplied on C2, now empty


def test_E9_leaving_the_board():
    s = position(phase="buffalo", buffalo_left=1, buffalo={"C6": 2}, tipis={"C6": [1, 0, 0, 0]})
    gone = apply(s, {"type": "buffalo", "from": "C6", "to": "plains"})
    assert cell(gone, "C6")["buffalo"] == 1
    assert to_dict(gone)["buffalo_out"] == to_dict(s)["buffalo_out"] + 1
    assert "leaves the game" in describe(s, {"type": "buffalo", "from": "C6", "to": "plains"})
    # B6, D6 and F6 reach the plains by E, NE and SE: one move each.
    t = position(tipis={"C6": [1, 0, 0, 0], "B6": [1, 0, 0, 0], "F6": [0, 1, 0, 0]})
    assert {"type": "tipi", "from": "B6", "to": "plains"} in legal_moves(t)
    assert moves_of(t, "tipi").count({"type": "tipi", "from": "B6", "to": "plains"}) == 1
    walked = apply(t, {"type": "tipi", "from": "C6", "to": "plains"})
    assert player(walked, 0)["plains"] == 1 and cell(walked, "C6")["tipis"][0] == 0
    assert player(walked, 0)["resources"] == player(t, 0)["resources"]  # free
    assert "open plains" in describe(t, {"type": "tipi", "from": "C6", "to": "plains"})


def test_E10_three_players_keep_out_of_lane_A():
    s = new_game(["Ann", "Ben", "Cy"], seed=7)
    d = to_dict(s)
    assert not any(name.startswith("A") for name in d["board"])
    assert sum(c["buffalo"] for c in d["board"].values()) == 30
    assert all(not m["to"].startswith("A") for m in legal_moves(s))
    with pytest.raises(IllegalMove) as err:
        apply(s, {"type": "place", "to": "A2"})
    assert err.value.code == "closed-lane"
    b = position(3, phase="buffalo", buffalo_left=1, buffalo={"B1": 1},
                 tipis={"B2": [1, 0, 0], "B6": [0, 1, 0]})
    assert {(m["from"], m["to"]) for m in legal_moves(b)} == {("B1", "B2"), ("B1", "C2")}
    t = position(3, tipis={"B2": [1, 0, 0], "B6": [1, 0, 0]})
    targets = {(m["from"], m["to"]) for m in moves_of(t, "tipi")}
    assert not any(to.startswith("A") for _, to in targets)
    assert ("B6", "plains") in targets  # NE from B6 would be lane A, column 7: the plains


def test_E11_end_and_ranking():
    s = position(tipis={"C6": [1, 0, 0, 0]}, plains=[2, 3, 3, 2], resources=[5, 4, 6, 4])
    end = apply(s, {"type": "tipi", "from": "C6", "to": "plains"})
    assert end.phase == "over" and end.current == 0  # R9: current stays on the finisher
    assert legal_moves(end) == []
    # 3 plains each for seats 0, 1, 2; then resources 5, 4, 6; seat 3 has 2 plains and 4.
    assert ranking(end) == [[2], [0], [1], [3]]
    tie = position(tipis={"C6": [1, 0, 0, 0]}, plains=[2, 3, 1, 1], resources=[4, 4, 1, 1])
    assert ranking(apply(tie, {"type": "tipi", "from": "C6", "to": "plains"})) == [[0, 1], [2, 3]]
    with pytest.raises(ValueError):
        ranking(s)
    with pytest.raises(IllegalMove) as err:
        apply(end, {"type": "earn"})
    assert err.value.code == "game-over"


def test_E11_game_can_end_in_supply():
    s = herd_then_supply(buffalo={}, tipis={"C3": [2, 0, 0, 0]}, resources=[0, 1, 1, 1])
    assert s.phase == "over" and ranking(s)[0] == [1, 2, 3]


def test_E12_player_without_tipis_on_the_board():
    # Seat 3 (no tipi) ends a turn; seat 0 (no tipi either) starts: no herd step, nothing to pay.
    s = position(buffalo={"C2": 1}, tipis={"D4": [0, 1, 0, 0]}, current=3, resources=[1, 1, 1, 1])
    s = apply(s, {"type": "buffalo", "from": "C2", "to": "C3"})
    assert s.current == 0 and s.phase == "action"
    assert player(s, 0)["resources"] == 1
    assert legal_moves(s) == moves_of(s, "buffalo") and len(legal_moves(s)) == 3
    # With no buffalo able to move, passing is the only move.
    stuck = position(tipis={"D4": [0, 1, 0, 0]}, current=0)
    assert legal_moves(stuck) == [{"type": "pass"}]
    after = apply(stuck, {"type": "pass"})
    assert after.current == 1
    assert "passes" in describe(stuck, {"type": "pass"})
    with pytest.raises(IllegalMove) as err:
        apply(s, {"type": "pass"})
    assert err.value.code == "must-act"
