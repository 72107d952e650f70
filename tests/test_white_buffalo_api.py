"""White Buffalo's contract surface: new_game's checks, describe, last_events, observe's events,
scores' shape, ranking, status, records and the data module's named constants."""

from __future__ import annotations

import json

import pytest

from engine.core import registry
from engine.white_buffalo import (
    INFO,
    apply,
    data,
    describe,
    last_events,
    legal_moves,
    narrate,
    new_game,
    new_record,
    observe,
    random_game,
    ranking,
    record_append,
    scores,
    status,
    to_act,
    to_dict,
)
from tests.white_buffalo.positions import bag, give, sim, state


@pytest.mark.parametrize("players, seed, colors", [
    (1, 1, None), (5, 1, None), (["Ann"], 1, None), (["Ann", "ann"], 1, None), (["Ann", ""], 1, None),
    (["A" * 30, "B"], 1, None), (2, True, None), (2, "7", None), (2, -1, None), (2, 2**63, None),
    (2, 1, ["red", "red"]), (2, 1, ["red", "pink"]), (True, 1, None), (None, 1, None),
])
def test_new_game_refuses_bad_arguments(players, seed, colors):
    with pytest.raises(ValueError):
        new_game(players, seed=seed, colors=colors)


def test_new_game_sets_up_as_section_3():
    s = new_game(["Ann", "Ben", "Cy", "Dee"], seed=11, colors=["blue", "red", "green", "black"])
    d = to_dict(s)
    assert d["format"] == "white-buffalo/1" and d["phase"] == "turn" and d["round"] == 1
    assert d["current"] == d["start"] and [p["color"] for p in d["players"]][:2] == ["blue", "red"]
    assert all(len(p["hand"]) == data.HAND_SIZE and len(p["destiny"]) == 1 for p in d["players"])
    assert all(p["territory"] is None for p in d["players"]) and d["calf_woman"] is None
    assert sum(d["herds"].values()) == data.TOTAL_HERDS
    assert len(d["pile"]) == data.NUM_ACTION_CARDS - 3 - 4 * data.HAND_SIZE
    assert all(c is not None and c.startswith(("I-", "S", "TR")) for c in d["display"])
    assert d["bag"]["brown"] == 4 * data.BROWN_PER_PLAYER and d["bag"]["orange"] == 0
    assert legal_moves(s) == [{"type": "place", "territory": t} for t in data.TERRITORIES]
    assert [e["type"] for e in last_events(s)] == ["reveal"] * 6 + ["setup"]
    assert INFO.id == "white-buffalo" and registry.info("white-buffalo") == INFO


def test_data_tables_fit_the_rules():
    assert data.NUM_ACTION_CARDS == 60 and len(data.CARD_IDS) == 20
    assert data.NUM_TEEPEES == 25 and data.NUM_PEACE == 18 and data.NUM_STACK_CARDS == 44
    assert [len(s) for s in data.stack_sets()] == [8, 9, 10, 9, 7]
    assert data.TRACK_LENGTH == 24 and data.TOTAL_HERDS == 36
    assert [data.DEATH_VALUE[2][data.SPOTS - k] for k in range(1, 7)] == [1, 2, 3, 4, 5, 7]
    assert [data.DEATH_VALUE[0][data.SPOTS - k] for k in range(1, 7)] == [1, 1, 1, 1, 2, 2]
    assert [data.DEATH_VALUE[1][data.SPOTS - k] for k in range(1, 7)] == [1, 1, 1, 2, 2, 2]
    for t in range(data.NUM_TERRITORIES):
        assert all(t in data.ADJ[a] for a in data.ADJ[t])            # symmetric
        assert data.NEXT[t] in data.ADJ[t]                             # the trail joins neighbours
    assert sorted(data.TRAIL) == list(range(12))
    for si in range(5):                                                # Latin square of symbols
        assert sorted(data.TEEPEE_SYMBOL[t] for t in range(25) if data.TEEPEE_SET[t] == si) == [0, 1, 2, 3, 4]


def test_describe_and_narrate_every_move_of_a_game():
    final, moves = random_game(3, 5)
    s = new_game(3, seed=5)
    kinds = set()
    for m in moves:
        line = describe(s, m)
        assert isinstance(line, str) and line.endswith(".")
        if m["type"] == "take" and m["slot"] == "pile":
            assert line.endswith("draws a card from the pile.")
        lines = narrate(s, m)
        assert lines[0] == line
        kinds.add(m["type"])
        s = apply(s, m)
        events = last_events(s)
        assert json.loads(json.dumps(events)) == events
        for e in events:
            assert "secret" not in e
            if e["type"] in ("draw", "destiny"):
                assert "card" not in e
                mine = [x for x in observe(s, e["seat"])["last_events"] if x["type"] == e["type"]]
                assert all("card" in x for x in mine)
    assert s == final and {"take", "pass"} <= kinds
    assert "The game is over" in status(final) and to_act(final) is None


def test_events_of_a_hunt_in_order():
    w = sim(where="WY")
    w.death[0] = 5
    give(w, 0, "red-hunter-2", "red-hunter-1")
    bag(w, brown=1, grey=1, white=1)
    s = apply(apply(apply(state(w), {"type": "stack", "card": "red-hunter-2"}),
                    {"type": "stack", "card": "red-hunter-1"}), {"type": "hunt"})
    kinds = [e["type"] for e in last_events(s)]
    assert kinds == ["hunt", "bison", "kill", "cube", "calf-woman"]
    s = apply(s, {"type": "end"})
    assert [e["type"] for e in last_events(s)] == ["sow", "discard", "destiny"]
    assert "card" in observe(s, 0)["last_events"][-1] and "card" not in observe(s, 1)["last_events"][-1]


def test_scores_shape_and_ranking_only_at_the_end():
    s = new_game(2, seed=3)
    sheet = scores(s)
    assert len(sheet) == 2
    assert set(sheet[0]) == {"start", "peace", "teepees", "destiny", "destiny_cards", "symbols", "pass",
                             "total"}
    assert sheet[0]["total"] == data.START_SCORE
    with pytest.raises(ValueError):
        ranking(s)
    final, _ = random_game(2, 3)
    places = ranking(final)
    totals = [x["total"] for x in scores(final)]
    assert totals[places[0][0]] == max(totals)


def test_status_names_the_task():
    s = new_game(["Ann", "Ben"], seed=2)
    who = ["Ann", "Ben"][s.current]
    assert status(s).startswith(f"{who} to act: place")
    s = apply(s, {"type": "place", "territory": "MT"})
    assert "place" not in status(s)


def test_records_replay_with_colours():
    record = new_record(["Ann", "Ben"], seed=8, colors=["green", "red"])
    s = new_game(["Ann", "Ben"], seed=8, colors=["green", "red"])
    assert record["format"] == "white-buffalo-record/1" and record["colors"] == ["green", "red"]
    for _ in range(10):
        m = legal_moves(s)[0]
        s = apply(s, m)
        record_append(record, m)
    from engine.white_buffalo import from_record
    assert from_record(json.loads(json.dumps(record))) == s


def test_survey_bot_plays_legal_games_to_the_end():
    """The docs report's sensible bot (tests/white_buffalo/survey.py) only plays legal keys and
    its games end, with every seat scored."""
    from tests.white_buffalo import survey

    for n in (2, 3, 4):
        for seed in range(3):
            g = survey.play(n, seed, "sensible")
            assert g["ending"] in ("herds", "stack", "passed", "stall") and len(g["totals"]) == n
            assert 1 <= g["largest"] < 200 and g["buys"] > 0
