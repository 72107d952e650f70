"""engine.wind_river.hints: what the page shows about the rules, checked against the engine itself."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine import wind_river as wr
from engine.core.errors import IllegalMove
from engine.wind_river import hints, text
from engine.wind_river.board import HEX_INDEX
from engine.wind_river.preview import preview
from engine.wind_river.state import INSERT_COST


def games(seeds=(1, 2, 3), players=(3, 4)):
    """(state, move) for every move of a few random games."""
    for seed in seeds:
        for n in players:
            s, rng = wr.new_game(n, seed=seed), random.Random(seed * 10 + n)
            while s.phase != "over":
                move = rng.choice(wr.legal_moves(s))
                yield s, move
                s = wr.apply(s, move)


def test_setup_rounds_follow_the_placements():
    s = wr.new_game(["Ann", "Ben", "Cy"], seed=1)
    seen = []
    while s.phase == "place":
        seen.append(hints.setup_round(s))
        s = wr.apply(s, wr.legal_moves(s)[0])
    assert seen == [1, 1, 1, 2, 2, 2]  # rules §3.4: one tipi each, then a second round
    assert hints.setup_round(wr.to_dict(s)) == hints.SETUP_ROUNDS  # also from the JSON form


def test_herd_step_numbers_are_the_ones_the_log_tells():
    checked = 0
    for s, move in games():
        if s.phase == "buffalo":
            step, of = hints.herd_step(s)
            assert f"(herd step {step} of {of})" in wr.describe(s, move)
            checked += 1
    assert checked > 20


def test_supply_due_is_what_the_engine_makes_the_player_pay_or_give_back():
    checked = 0
    for s, move in games():
        after = wr.apply(s, move)
        if s.phase != "buffalo" or (after.phase == "buffalo" and after.current == s.current):
            continue  # only the herd's last step settles the supply
        p = s.current
        pay, back = hints.supply_due(s, hints.shown_supply_cost(s, move))
        if after.phase == "supply":  # the choice is pending: the resources are still held
            assert back > 0 and pay == s.resources[p] == after.resources[p]
            assert hints.supply_due(after) == (pay, back)
        else:
            assert (s.resources[p] - after.resources[p], s.on_board(p) - after.on_board(p)) == (pay, back)
        checked += 1
    assert checked > 10


def test_the_shown_supply_cost_is_the_engines_preview_or_the_cost_now():
    for s, move in games(seeds=(4,)):
        shown = hints.shown_supply_cost(s, move)
        if s.phase == "buffalo":
            assert shown == preview(s, move)["supply_cost"]
            assert hints.shown_supply_cost(s) == wr.supply_cost(s)
        elif s.phase == "supply":
            assert shown == wr.supply_cost(s) > s.resources[s.current]
        else:
            assert shown is None


def test_turn_steps_hold_every_number_of_the_step_indicator():
    s = wr.new_game(["Ann", "Ben", "Cy"], seed=5)
    rng = random.Random(5)
    while s.phase != "buffalo":
        s = wr.apply(s, rng.choice(wr.legal_moves(s)))
    move = wr.legal_moves(s)[0]
    now, then = hints.turn_steps(s), hints.turn_steps(s, move)
    assert (now["phase"], now["step"], now["of"]) == ("buffalo", 1, s.on_board(s.current))
    assert now["cost"] == wr.supply_cost(s) and not now["previewed"]
    assert then["cost"] == preview(s, move)["supply_cost"] and then["previewed"]
    assert hints.turn_steps(s, cost=7)["back"] == 7 - min(7, s.resources[s.current])
    assert hints.turn_steps(wr.new_game(3, seed=1))["cost"] is None


def test_tie_breaks_say_which_ties_resources_decided():
    s = wr.new_game(4, seed=6)
    rng = random.Random(6)
    while s.phase != "over":
        s = wr.apply(s, rng.choice(wr.legal_moves(s)))
    over = dataclasses.replace(s, plains=(2, 1, 1, 0), resources=(0, 3, 1, 2))
    assert hints.tie_breaks(over) == [{"plains": 1, "seats": [1, 2], "places": [[1], [2]]}]
    shared = dataclasses.replace(s, plains=(1, 1, 1, 0), resources=(2, 2, 0, 5))
    assert wr.ranking(shared) == [[0, 1], [2], [3]]
    assert hints.tie_breaks(shared) == [{"plains": 1, "seats": [0, 1, 2], "places": [[0, 1], [2]]}]
    none = dataclasses.replace(s, plains=(3, 2, 1, 0))
    assert hints.tie_breaks(none) == []
    with pytest.raises(ValueError):
        hints.tie_breaks(wr.new_game(4, seed=1))


def test_log_kinds_match_the_narrated_lines():
    for s, move in games(seeds=(7, 8)):
        lines = wr.narrate(s, move)
        kinds = hints.log_kinds(s, move)
        assert len(kinds) == len(lines) and kinds[0] == "move"
        for line, kind in zip(lines[1:], kinds[1:], strict=True):
            assert (kind == "turn-start") == (line in {text.turn_start(n) for n in s.names}), line
        assert hints.line_kinds(lines, s.names) == kinds
    with pytest.raises(IllegalMove):
        hints.log_kinds(wr.new_game(3, seed=1), {"type": "earn"})


def test_why_no_source_names_the_rule_that_refuses_the_hex():
    checked = set()
    for s, _move in games(seeds=(9, 10)):
        if s.phase != "buffalo":
            continue
        sources = {m["from"] for m in wr.legal_moves(s)}
        for name, h in HEX_INDEX.items():
            if name in sources or name not in wr.to_dict(s)["board"]:
                continue
            why = hints.why_no_source(s, "buffalo", name)
            if not s.buffalo[h]:
                assert why == f"There is no buffalo on {name}."
            elif s.arrived[h] >= s.buffalo[h]:
                assert why.endswith("they all moved in this herd step.")
            else:
                assert why == f"No buffalo on {name} can move now."
            checked.add(why.split(" ")[0])
    assert hints.why_no_source(s, "buffalo", "plains") == "Nothing comes back from the open plains."
    assert len(checked) >= 2


def test_only_extra_buffalo_and_goes_out_agree_with_the_standing():
    went_out = only_buffalo = 0
    for s, move in games(seeds=(1, 2, 3, 4, 5, 6)):
        if hints.goes_out(s, move):
            went_out += 1
            after = wr.apply(s, move)
            assert after.on_board(s.current) == 0 < s.on_board(s.current) and after.phase != "over"
        if hints.only_extra_buffalo(s):
            only_buffalo += 1
            assert {m["type"] for m in wr.legal_moves(s)} == {"buffalo"} and s.on_board(s.current) == 0
    assert went_out and only_buffalo


def test_the_insert_cost_is_the_rules():
    assert hints.INSERT_COST == INSERT_COST == 3
