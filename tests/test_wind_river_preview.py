"""engine.wind_river.preview: what a move costs and brings, before it is made (issue 13, point 1).

Checked against what ``apply`` really does, over seeded random games, plus hand-made cases."""

from __future__ import annotations

import random

import pytest

from engine import wind_river as wr
from engine.core.errors import IllegalMove
from engine.wind_river.preview import ACTIONS, action_notes, preview


def _games(seeds=range(3), players=("Ann", "Ben", "Cy")):
    for seed in seeds:
        state, rng = wr.new_game(list(players), seed=seed), random.Random(seed)
        while wr.to_dict(state)["phase"] != "over":
            yield state
            state = wr.apply(state, rng.choice(wr.legal_moves(state)))


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
def test_preview_of_every_move_matches_what_apply_does():
    checked = 0
    for state in _games():
        d = wr.to_dict(state)
        me = d["current"]
        for move in wr.legal_moves(state):
            p = preview(state, move)
            after = wr.to_dict(wr.apply(state, move))
            kind = move["type"]
            if kind in ("earn", "insert", "tipi"):  # the turn ends: only these food changes happen
                for seat, pl in enumerate(d["players"]):
                    if seat == after["current"] and after["phase"] != "over":
                        continue  # the next player's turn began: their supply may be paid already
                    want = after["players"][seat]["resources"] - pl["resources"]
                    assert p["food"].get(seat, 0) == want, (move, p, want)
            if kind in ("buffalo", "abandon") and d["phase"] in ("buffalo", "supply"):
                want = after["players"][me]["resources"] - d["players"][me]["resources"]
                assert p["food"].get(me, 0) == want, (move, p)
                if after["phase"] == "buffalo":
                    assert p["supply_cost"] == wr.supply_cost(wr.from_dict(after)), (move, p)
            assert p["text"] and p["ends_turn"] == (kind in ("tipi", "earn", "insert", "pass")
                                                   or (kind == "buffalo" and d["phase"] == "action"))
            checked += 1
    assert checked > 2000


def test_earn_shows_plus_n_and_says_why_it_is_zero():
    for state in _games():
        if {"type": "earn"} in wr.legal_moves(state):
            d = wr.to_dict(state)
            gain = wr.to_dict(wr.apply(state, {"type": "earn"}))["players"][d["current"]]["resources"] \
                - d["players"][d["current"]]["resources"]
            p = preview(state, {"type": "earn"})
            assert p["badge"] == f"+{gain}"
            notes = action_notes(state)
            assert notes["earn"]["badge"] == f"+{gain}" and notes["earn"]["enabled"]
            if gain == 0:
                assert "none of your herds" in p["text"]
                return
    pytest.fail("no earn for +0 was seen")


def test_a_tipi_moving_into_company_shows_who_pays():
    for state in _games():
        d = wr.to_dict(state)
        for move in wr.legal_moves(state):
            if move["type"] == "tipi" and move["to"] != "plains":
                others = [s for s, pl in enumerate(d["players"]) if s != d["current"]
                          and d["board"][move["to"]]["tipis"][s]]
                if others:
                    p = preview(state, move)
                    assert p["food"][d["current"]] == -1 and p["badge"] == "−1"
                    assert "you pay 1 food" in p["text"]
                    return
    pytest.fail("no tipi moved into company")


def test_action_notes_enable_exactly_the_legal_actions_and_explain_the_others():
    seen_reason = set()
    for state in _games(range(3)):
        d = wr.to_dict(state)
        notes = action_notes(state)
        assert set(notes) == set(ACTIONS)
        kinds = {m["type"] for m in wr.legal_moves(state)} if d["phase"] == "action" else set()
        for action, note in notes.items():
            assert note["enabled"] == (action in kinds)
            assert note["text"]
            if not note["enabled"] and d["phase"] == "action":
                seen_reason.add(action)
                mine = any(c["tipis"][d["current"]] for c in d["board"].values())
                if action == "insert" and mine and d["players"][d["current"]]["resources"] < 3:
                    assert "costs 3" in note["text"]
    assert {"insert", "pass"} <= seen_reason


def test_preview_of_an_illegal_move_raises():
    state = wr.new_game(["Ann", "Ben", "Cy"], seed=1)
    with pytest.raises(IllegalMove):
        preview(state, {"type": "earn"})
