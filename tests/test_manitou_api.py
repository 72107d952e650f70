"""Manitou's public contract (shared/rules/manitou-contract.md) beyond the rules: the API's
shapes, observe's fields, records, describe/narrate wording, the registry entry."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import registry
from engine.core.contract import GameInfo
from engine.manitou import (
    INFO,
    WARRIOR_TABLE,
    apply,
    describe,
    from_dict,
    from_record,
    legal_moves,
    narrate,
    new_game,
    new_record,
    observe,
    random_game,
    ranking,
    reckoning_events,
    record_append,
    scores,
    status,
    to_act,
    to_dict,
)
from tests.manitou.positions import ANN, BEN, CY, play_position


def test_info_and_registry():
    assert GameInfo(id="manitou", title="Manitou", min_players=2, max_players=4,
                            hidden_information=True, state_format="manitou/1",
                            record_format="manitou-record/1") == INFO
    assert "manitou" in registry.game_ids()
    assert registry.load("manitou").INFO is INFO


def test_new_game_fields():
    s = new_game(["  Ann ", "Ben", "Cy"], seed=12, colors=["green", "black", "red"])
    d = to_dict(s)
    assert [p["name"] for p in d["players"]] == ["Ann", "Ben", "Cy"]
    assert [p["color"] for p in d["players"]] == ["green", "black", "red"]
    assert (d["format"], d["seed"], d["hunt"], d["phase"]) == ("manitou/1", 12, 1, "select")
    assert d["current"] == (d["dealer"] + 1) % 3 == to_act(s)
    assert all(p["reserve"] == {"hunter-1": 1, "hunter-2": 1, "hunter-3": 1, "hunter-4": 1,
                                "hunter-5": 2, "hunter-6": 1, "hunter-7": 1, "hunter-8": 1,
                                "hunter-9": 1, "hunter-10": 1, "chief": 2, "medicine-man": 2,
                                "rain-maker": 2, "scout": 2, "squaw": 2} for p in d["players"])
    assert to_dict(new_game(2, seed=1))["players"][1]["name"] == "Player 2"
    assert [p["color"] for p in to_dict(new_game(4, seed=1))["players"]] == \
        ["red", "blue", "green", "yellow"]


def test_seed_decides_dealer_and_piles():
    dealers = {new_game(4, seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    a, b = to_dict(new_game(4, seed=7)), to_dict(new_game(4, seed=7))
    assert a == b
    assert any(to_dict(new_game(4, seed=s))["large"] != a["large"] for s in range(8, 12))


def test_legal_moves_are_fresh_dicts_and_the_state_is_not_changed():
    s = new_game(3, seed=2)
    moves = legal_moves(s)
    assert moves == [{"type": "pick", "card": c} for c in
                     ["hunter-1", "hunter-2", "hunter-3", "hunter-4", "hunter-5", "hunter-6",
                      "hunter-7", "hunter-8", "hunter-9", "hunter-10", "chief", "medicine-man",
                      "rain-maker", "scout", "squaw"]]
    moves[0]["card"] = "squaw"
    assert legal_moves(s)[0] == {"type": "pick", "card": "hunter-1"}
    before = to_dict(s)
    apply(s, legal_moves(s)[0])
    assert to_dict(s) == before


def test_play_moves_order_and_grounds():
    s = play_position(hands={ANN: ["scout", "hunter-3", "hunter-4"]})
    assert legal_moves(s) == [{"type": "play", "card": c, "ground": g}
                              for c in ("hunter-3", "hunter-4", "scout") for g in (1, 2, 3)]


def test_observe_shapes():
    s = new_game(["Ann", "Ben", "Cy"], seed=4)
    while s.phase == 0:
        s = apply(s, legal_moves(s)[-1])
    me = s.current
    o = observe(s, me)
    d = to_dict(s)
    assert "seed" not in o
    assert o["players"][me] == dict(d["players"][me], pile=sorted(d["players"][me]["pile"]))
    for p, pl in enumerate(o["players"]):
        if p != me:
            assert (pl["hand"], pl["pile"], pl["party"]) == (3, len(d["players"][p]["pile"]), 0)
            assert pl["reserve"] == sum(d["players"][p]["reserve"].values())
            assert sum(pl["unseen"].values()) == 21
            assert pl["prisoners"] == d["players"][p]["prisoners"]
    assert o["large"] == len(d["large"]) and o["small"] == len(d["small"])
    assert o["buffalo_unseen"] == {"large": sorted(d["large"]), "small": sorted(d["small"])}
    assert o["grounds"] == d["grounds"]
    public = observe(s, None)
    assert all(type(pl["hand"]) is int for pl in public["players"])


def test_scores_and_ranking():
    s = new_game(2, seed=3)
    assert scores(s) == [{"buffalo": [], "prisoners": 0, "hide_thieves": 0, "total": 0}] * 2
    with pytest.raises(ValueError):
        ranking(s)
    final, _ = random_game(2, 3)
    totals = [x["total"] for x in scores(final)]
    assert totals == [sum(x["buffalo"]) + x["prisoners"] - 10 * x["hide_thieves"]
                      for x in scores(final)]
    assert sorted(p for place in ranking(final) for p in place) == [0, 1]
    assert status(final) == "The game is over."


def test_final_bookkeeping_M_R11():
    final, moves = random_game(3, 6)
    d = to_dict(final)
    s = from_record({"format": "manitou-record/1", "players": ["Player 1", "Player 2", "Player 3"],
                     "seed": 6, "moves": moves})
    last = new_game(3, seed=6)
    for m in moves[:-1]:
        last = apply(last, m)
    assert s == final and d["current"] == last.current and to_act(final) is None
    assert d["hunt"] == 3 and d["phase"] == "over" and legal_moves(final) == []
    assert all(g["buffalo"] == [] and g["cards"] == [[], [], []] for g in d["grounds"])
    assert all(p["party"] == [] and p["hand"] == [] and p["pile"] == [] and p["played"] == 0
               for p in d["players"])
    assert d["dealer"] == (new_game(3, seed=6).dealer + 2) % 3


def test_records():
    record = new_record(["Ann", "Ben"], seed=9, colors=["blue", "red"])
    assert record == {"format": "manitou-record/1", "players": ["Ann", "Ben"], "seed": 9,
                      "colors": ["blue", "red"], "moves": []}
    assert "colors" not in new_record(2, seed=1)
    s = from_record(record)
    rng = random.Random(1)
    for _ in range(40):
        move = rng.choice(legal_moves(s))
        assert record_append(record, move) is record
        s = apply(s, move)
    record["note"] = "anything"
    assert from_record(json.loads(json.dumps(record))) == s
    assert to_dict(s)["players"][0]["color"] == "blue"


def test_describe_wording():
    s = new_game(["Ann", "Ben"], seed=1)
    who = s.names[s.current]
    for move in legal_moves(s):
        assert describe(s, move) == f"{who} chooses a card."
    held = play_position(cards={2: {BEN: [("medicine-man", True)]},
                                1: {BEN: [("rain-maker", True), ("chief", True)]}},
                         hands={ANN: ["scout", "squaw", "hunter-7"]})
    assert describe(held, {"type": "play", "card": "hunter-7", "ground": 3}) == \
        "Ann plays hunter 7 at ground 3."
    assert describe(held, {"type": "play", "card": "scout", "ground": 3}) == \
        "Ann plays a scout at ground 3 and holds the ground."
    assert describe(held, {"type": "play", "card": "squaw", "ground": 2}) == \
        "Ann plays a squaw at ground 2: it is defeated by Ben's medicine man."
    assert describe(held, {"type": "play", "card": "squaw", "ground": 1}) == (
        "Ann plays a squaw at ground 1: it is sacrificed together with Ben's chief; "
        "Ben's rain maker still holds the ground.")
    same = play_position(cards={1: {CY: [("scout", True)]}, 2: {ANN: [("chief", True)]}},
                         hands={ANN: ["scout", "squaw", "hunter-7"]})
    assert "equal" in describe(same, {"type": "play", "card": "scout", "ground": 1})
    assert "guarded pair" in describe(same, {"type": "play", "card": "scout", "ground": 2})
    assert status(same) == "Ann: play a card."


def test_narrate_and_reckoning_events():
    final, moves = random_game(4, 2)
    s = new_game(4, seed=2)
    kinds_seen = set()
    for move in moves:
        events = reckoning_events(s, move)
        lines = narrate(s, move)
        assert lines[0] == describe(s, move)
        if events:
            kinds = [e["type"] for e in events]
            assert kinds[:2] == ["reckoning", "hide-thief"]
            assert kinds[2:5] == ["herd"] * 3 and kinds[5:8] == ["prisoners"] * 3
            assert kinds[8] == "cards-back" and kinds[9] in ("hunt", "over")
            assert len(lines) >= 1 + len(events)
            kinds_seen.update(kinds)
            json.dumps(events)
        s = apply(s, move)
    assert s == final and "over" in kinds_seen


def test_warrior_table_is_data():
    assert WARRIOR_TABLE["chief"] == ("medicine-man", "rain-maker", "scout")
    assert WARRIOR_TABLE["squaw"] == ("chief",)
    for w, beaten in WARRIOR_TABLE.items():
        for b in beaten:
            assert w not in WARRIOR_TABLE[b]
    pairs = {frozenset((w, b)) for w, beaten in WARRIOR_TABLE.items() for b in beaten}
    assert len(pairs) == 10      # every two different warriors: exactly one beats the other


def test_from_dict_round_trip_of_every_phase():
    for n in (2, 3, 4):
        final, moves = random_game(n, 5)
        s = new_game(n, seed=5)
        for m in moves:
            assert from_dict(json.loads(json.dumps(to_dict(s)))) == s
            s = apply(s, m)
