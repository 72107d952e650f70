"""White Buffalo's worked examples WB-E1 … WB-E24 (white-buffalo.md §12), one test each, on exact
positions (tests/white_buffalo/positions.py), through the public API."""

from __future__ import annotations

import pytest

from engine.white_buffalo import IllegalMove, apply, legal_moves, new_game, ranking, scores, to_dict
from engine.white_buffalo.data import (
    BROWN_PER_PLAYER,
    DEATH_VALUE,
    NEXT,
    RED_CUBES,
    STACK_CARD,
    TEEPEE_POINTS,
    WHITE_CUBES,
)
from engine.white_buffalo.rules import OVER, price
from engine.white_buffalo.scoring import peace_cancelled, ranking_of
from tests.white_buffalo.positions import at, bag, give, own, put_display, put_top, sim, state

GREY_ROW, BLUE_ROW, BLACK_ROW = 0, 1, 2


def moves_of(s, kind):
    return [m for m in legal_moves(s) if m["type"] == kind]


def play(s, *moves):
    for m in moves:
        s = apply(s, m)
    return s


def test_WB_E1_setup_bag():
    for seed in range(2000):
        s = new_game(["Ann", "Ben", "Cy"], seed=seed)
        shown = set(to_dict(s)["display"])
        if {"S2", "TR1"} <= shown and "S1" not in shown:
            break
    else:
        pytest.fail("no seed shows S2 and TR1 without S1")
    d = to_dict(s)
    assert BROWN_PER_PLAYER * 3 == 15 and RED_CUBES == 3 and WHITE_CUBES == 1
    assert d["bag"] == {"brown": 15, "red": 3, "white": 1, "grey": 1, "blue": 1, "black": 0,
                        "orange": 0}
    assert sum(d["bag"].values()) == 21
    assert d["death_rate"] == {"grey": 5, "blue": 5, "black": 6}
    assert DEATH_VALUE[GREY_ROW][5] == 1 and DEATH_VALUE[BLUE_ROW][5] == 1


def test_WB_E2_price():
    w = sim()
    own(w, 0, "I-red", "IV-red")
    assert price(w, 0, STACK_CARD["III-yellow"]) == 5
    w.teepees[0].remove(STACK_CARD["IV-red"])
    w.retired[0].append(STACK_CARD["IV-red"])
    assert price(w, 0, STACK_CARD["III-yellow"]) == 3
    w.teepees[0] = []
    assert price(w, 0, STACK_CARD["III-yellow"]) == 2
    assert price(w, 0, STACK_CARD["V-yellow"]) == 3
    # and the legal buys follow the price: 5 bison buy III-yellow for Ann, 4 do not
    w = sim()
    own(w, 0, "I-red", "IV-red")
    put_display(w, 1, "III-yellow")
    w.bison[0] = 4
    assert {"type": "buy", "slot": 1, "war": []} not in legal_moves(state(w))
    w.bison[0] = 5
    s = apply(state(w), {"type": "buy", "slot": 1, "war": []})
    assert s.bison[0] == 0 and STACK_CARD["III-yellow"] in s.teepees[0]


def test_WB_E3_move_value_and_cost():
    w = sim()
    w.current = 1
    own(w, 1, "I-yellow")
    give(w, 1, "red-horse-1", "yellow-horse-2")
    w.terr[1] = at("MT")
    s = play(state(w), {"type": "horse", "card": "red-horse-1"},
             {"type": "horse", "card": "yellow-horse-2"})
    assert s.mvalue == 4
    s = play(s, {"type": "step", "to": "WY"}, {"type": "step", "to": "CO"})
    assert s.mspent == 3 and s.terr[1] == at("CO")
    assert moves_of(s, "step") == []
    with pytest.raises(IllegalMove) as err:
        apply(s, {"type": "step", "to": "KS"})
    assert err.value.code == "too-far"


def test_WB_E4_move_colours():
    w = sim()
    w.current = 2
    give(w, 2, "red-horse-2", "red-horse-1")
    s = apply(state(w), {"type": "horse", "card": "red-horse-2"})
    with pytest.raises(IllegalMove) as err:
        apply(s, {"type": "horse", "card": "red-horse-1"})
    assert err.value.code == "same-colour"
    w = sim(where="WY")
    w.current = 2
    give(w, 2, "green-horse-1", "green-hunter-1", "green-horse-2", "blue-horse-2", "blue-horse-1",
         "purple-horse-1")
    bag(w, brown=10)
    s = play(state(w), {"type": "horse", "card": "green-horse-1"}, {"type": "step", "to": "CO"},
             {"type": "stack", "card": "green-hunter-1"}, {"type": "hunt"})
    assert s.steps == 1
    with pytest.raises(IllegalMove) as err:
        apply(s, {"type": "horse", "card": "green-horse-2"})
    assert err.value.code == "same-colour"
    t = apply(s, {"type": "horse", "card": "blue-horse-2"})
    assert {"type": "step", "to": "KS"} in legal_moves(t)
    t = play(s, {"type": "horse", "card": "blue-horse-1"}, {"type": "horse", "card": "purple-horse-1"},
             {"type": "step", "to": "KS"})
    assert t.terr[2] == at("KS") and t.mspent == 2


def test_WB_E5_hunt_value_and_caps():
    w = sim(where="NE")
    w.current = 3
    own(w, 3, "I-green")
    give(w, 3, "green-horse-1", "green-hunter-2")
    bag(w, brown=10)
    s = play(state(w), {"type": "stack", "card": "green-horse-1"})
    assert {"type": "hunt"} not in legal_moves(s)          # only a horse card: not a hunt
    s = apply(s, {"type": "stack", "card": "green-hunter-2"})
    s = apply(s, {"type": "hunt"})
    hunt = next(e for e in s.events if e["type"] == "hunt")
    assert hunt["value"] == 4 and hunt["laid_down"] == 3 and len(hunt["cubes"]) == 3
    assert s.herds[at("NE")] == 0 and s.laid == ((at("NE"), 3),)
    bag(w, brown=2)
    s = play(state(w), {"type": "stack", "card": "green-horse-1"},
             {"type": "stack", "card": "green-hunter-2"}, {"type": "hunt"})
    assert s.laid == ((at("NE"), 2),) and s.herds[at("NE")] == 1 and s.bison[3] == 2


def test_WB_E6_territory_cubes_first():
    w = sim(where="WY")
    give(w, 0, "red-hunter-1")
    bag(w, brown=5)
    w.tcubes[at("WY")] = [3, 5]      # grey, red
    for rng in range(200):
        w.rng = rng
        s = play(state(w), {"type": "stack", "card": "red-hunter-1"}, {"type": "hunt"})
        hunt = next(e for e in s.events if e["type"] == "hunt")
        if hunt["cubes"] == ["brown"]:
            break
    kinds = [e["type"] for e in s.events]
    assert kinds.index("territory-cubes") < kinds.index("hunt")
    assert s.events[kinds.index("territory-cubes")]["cubes"] == ["grey", "red"]
    assert s.tcubes[at("WY")] == ()
    assert to_dict(s)["bag"]["grey"] == 1 and to_dict(s)["bag"]["red"] == 1


def test_WB_E7_red_cancels_bison():
    w = sim(where="WY")
    w.current = 1
    give(w, 1, "red-hunter-2", "red-hunter-1")
    bag(w, brown=2, red=1)
    s = play(state(w), {"type": "stack", "card": "red-hunter-2"},
             {"type": "stack", "card": "red-hunter-1"}, {"type": "hunt"})
    assert s.bison[1] == 0 and to_dict(s)["bag"]["brown"] == 2
    assert to_dict(s)["phase"] == "cube"
    assert legal_moves(s) == [{"type": "cube", "to": "territory"}, {"type": "cube", "to": "war"}]
    left = apply(s, {"type": "cube", "to": "territory"})
    assert left.tcubes[at("WY")] == (5,)
    war = apply(s, {"type": "cube", "to": "war"})
    assert war.war_holder == 1 and war.war_red == 1


def test_WB_E8_cap_of_six():
    w = sim(where="WY")
    w.current = 2
    w.bison[2] = 5
    give(w, 2, "blue-hunter-2", "blue-hunter-1")
    bag(w, brown=3)
    s = play(state(w), {"type": "stack", "card": "blue-hunter-2"},
             {"type": "stack", "card": "blue-hunter-1"}, {"type": "hunt"})
    assert s.bison[2] == 6 and to_dict(s)["bag"]["brown"] == 2


def test_WB_E9_settlers_and_which_herds_die():
    w = sim(where="NE")
    w.current = 3
    w.herds[at("NE")] = 4
    w.herds[at("AB")] -= 1
    w.death[GREY_ROW] = 4
    assert DEATH_VALUE[GREY_ROW][4] == 1
    give(w, 3, "yellow-hunter-2")
    bag(w, brown=1, grey=1)
    s = play(state(w), {"type": "stack", "card": "yellow-hunter-2"}, {"type": "hunt"})
    assert s.bison[3] == 1 and s.lost == 1
    assert s.laid == ((at("NE"), 1),) and s.herds[at("NE")] == 2
    kill = next(e for e in s.events if e["type"] == "kill")
    assert kill["herds"] == [{"territory": "NE", "herd": "laid"}]
    assert s.tcubes[at("NE")] == (3,)
    sd = s.herds[at("SD")]
    s = apply(s, {"type": "end"})
    assert NEXT[at("NE")] == at("SD") and s.herds[at("SD")] == sd + 1


def test_WB_E10_railroad():
    w = sim(where="TX")
    w.death[BLACK_ROW] = 3
    assert DEATH_VALUE[BLACK_ROW][3] == 3
    w.herds[at("TX")] = 2
    w.herds[at("AB")] -= 1
    give(w, 0, "red-hunter-2")
    bag(w, black=2)
    s = play(state(w), {"type": "stack", "card": "red-hunter-2"}, {"type": "hunt"})
    assert s.lost == 6
    kills = [h for e in s.events if e["type"] == "kill" for h in e["herds"]]
    assert kills == [{"territory": "TX", "herd": "laid"}] * 2 \
        + [{"territory": "OK", "herd": "standing"}] * 3 \
        + [{"territory": "KS", "herd": "standing"}]
    assert s.herds[at("OK")] == 0 and s.herds[at("KS")] == 2


def test_WB_E11_buffalo_bill():
    w = sim()
    for c in list(w.stack):
        if c < 25 and c // 5 < 2 or 25 <= c < 43 and c in (25, 26, 27, 28, 31, 32, 33):
            w.stack.remove(c)       # sets I and II are gone: Buffalo Bill is on top
    assert w.stack[-1] == STACK_CARD["BB"]
    w.display[3] = STACK_CARD["II-red"]      # (taken from the removed set II)
    w.bison[0] = 2
    s = apply(state(w), {"type": "buy", "slot": 4, "war": []})
    assert STACK_CARD["BB"] in s.removed and to_dict(s)["bag"]["orange"] == 1
    assert s.display[3] >= 0 and to_dict(s)["display"][3] != "BB"
    assert s.display[3] in w.stack and (s.display[3] < 25 and s.display[3] // 5 == 2 or s.display[3] >= 25)
    assert any(e["type"] == "buffalo-bill" for e in s.events)
    # later, an orange pulled kills 3 herds and goes straight back into the bag
    w = sim(where="WY")
    give(w, 0, "red-hunter-1")
    bag(w, orange=1)
    s = play(state(w), {"type": "stack", "card": "red-hunter-1"}, {"type": "hunt"})
    assert s.lost == 3 and to_dict(s)["bag"]["orange"] == 1


def test_WB_E12_calf_woman():
    w = sim(where="CO")
    w.current = 1
    w.herds[at("KS")] = 0
    give(w, 1, "red-hunter-1")
    bag(w, white=1)
    s = play(state(w), {"type": "stack", "card": "red-hunter-1"}, {"type": "hunt"})
    assert s.calf == at("CO")
    for tid in ("WY", "NE", "OK", "NM"):
        assert s.herds[at(tid)] == 2
    assert s.herds[at("KS")] == 0 and s.herds[at("CO")] == 2 + 4
    assert to_dict(s)["bag"]["white"] == 1
    calf = next(e for e in s.events if e["type"] == "calf-woman")
    assert sorted(calf["from"]) == ["NE", "NM", "OK", "WY"]


def test_WB_E13_mancala_sowing_and_the_loop():
    w = sim(where="WY")
    w.current = 2
    give(w, 2, "red-hunter-2", "red-hunter-1")
    bag(w, brown=3)
    s = play(state(w), {"type": "stack", "card": "red-hunter-2"},
             {"type": "stack", "card": "red-hunter-1"}, {"type": "hunt"}, {"type": "end"})
    assert [s.herds[at(t)] for t in ("WY", "CO", "NM", "TX")] == [0, 4, 4, 4]
    w = sim(where="SK")
    w.current = 2
    give(w, 2, "red-hunter-2")
    bag(w, brown=2)
    s = play(state(w), {"type": "stack", "card": "red-hunter-2"}, {"type": "hunt"}, {"type": "end"})
    assert [s.herds[at(t)] for t in ("SK", "AB", "MT", "WY")] == [1, 4, 4, 3]


def test_WB_E14_taking_the_war_card():
    w = sim(where="WY")
    w.war_holder, w.war_red, w.war_front = 3, 1, [3]
    w.death[BLUE_ROW] = 5
    give(w, 0, "red-hunter-2")
    bag(w, red=1, blue=1)
    s = play(state(w), {"type": "stack", "card": "red-hunter-2"}, {"type": "hunt"})
    s = apply(s, {"type": "cube", "to": "war"})
    assert s.war_holder == 0 and s.war_red == 2 and s.war_front == (3,)
    assert s.lost == 1                                      # the blue has killed already
    assert legal_moves(s) == [{"type": "cube", "to": "territory"}, {"type": "cube", "to": "war"}]
    s = apply(s, {"type": "cube", "to": "war"})
    assert sorted(to_dict(s)["war"]["frontier"]) == ["blue", "grey"] and s.lost == 1


def test_WB_E15_paying_with_the_war_card():
    w = sim()
    w.current = 1
    own(w, 1, "IV-red", "IV-blue")
    put_display(w, 2, "V-yellow")
    assert price(w, 1, STACK_CARD["V-yellow"]) == 7
    w.bison[1] = 6
    w.war_holder, w.war_red = 1, 1
    s = state(w)
    buys = [m for m in moves_of(s, "buy") if m["slot"] == 2]
    assert buys == [{"type": "buy", "slot": 2, "war": ["red"]}]
    before = to_dict(s)["bag"]
    s = apply(s, buys[0])
    after = to_dict(s)["bag"]
    assert after["brown"] - before["brown"] == 6 and after["red"] - before["red"] == 1
    assert s.war_holder == -1 and s.war_red == 0 and s.bison[1] == 0


def test_WB_E16_destiny_draw():
    w = sim(where="NE")
    w.current = 2
    w.calf = at("KS")
    give(w, 2, "red-horse-1")
    s = play(state(w), {"type": "horse", "card": "red-horse-1"}, {"type": "step", "to": "KS"},
             {"type": "end"})
    assert len(s.destiny[2]) == 2
    assert any(e["type"] == "destiny" and e["seat"] == 2 for e in s.events)
    w = sim(where="KS")
    w.current = 2
    w.calf = at("KS")
    s = play(state(w), {"type": "take", "slot": 1}, {"type": "take", "slot": 2},
             {"type": "take", "slot": 3})
    assert len(s.destiny[2]) == 1


def test_WB_E17_retire():
    w = sim()
    w.current = 3
    own(w, 3, "II-green", "III-blue")
    put_display(w, 2, "S6")
    put_display(w, 5, "TR2")
    for slot in (1, 3, 4, 6):
        if w.display[slot - 1] >= 25:
            put_display(w, slot, ("I-red", "I-yellow", "I-blue", "I-purple")[slot % 4])
    put_top(w, "RR3")
    s = state(w)
    assert moves_of(s, "retire") == [
        {"type": "retire", "slot": 2, "teepee": "II-green"},
        {"type": "retire", "slot": 2, "teepee": "III-blue"},
        {"type": "retire", "slot": 5, "teepee": "III-blue"}]
    price_before = price(s, 3, STACK_CARD["I-red"])
    black = to_dict(s)["bag"]["black"]
    s = apply(s, {"type": "retire", "slot": 2, "teepee": "II-green"})
    assert price(s, 3, STACK_CARD["I-red"]) == price_before - 1
    assert STACK_CARD["II-green"] in s.retired[3] and STACK_CARD["S6"] in s.peace[3]
    assert scores(s)[3]["teepees"] == TEEPEE_POINTS[STACK_CARD["II-green"]] + 5 == 9
    assert to_dict(s)["display"][1] == "RR3"
    assert to_dict(s)["bag"]["black"] == black + 1 and s.death[BLACK_ROW] == w.death[BLACK_ROW] - 1


def test_WB_E17_retired_teepee_gives_no_power():
    w = sim()
    own(w, 0, "II-green")
    w.teepees[0].remove(STACK_CARD["II-green"])
    w.retired[0].append(STACK_CARD["II-green"])
    w.peace[0].append(STACK_CARD["S6"])
    give(w, 0, "green-horse-1")
    s = apply(state(w), {"type": "horse", "card": "green-horse-1"})
    assert s.mvalue == 1


def test_WB_E18_herd_end_immediate():
    w = sim(where="WY")
    w.lost = 22
    for t in ("AB", "SK", "ND", "SD", "NE", "KS", "OK"):
        w.herds[at(t)] = 0
    w.herds[at("TX")] = 2
    w.death[GREY_ROW] = 5
    w.death[BLACK_ROW] = 3
    give(w, 0, "red-hunter-2", "red-hunter-1")
    bag(w, grey=1, black=1, white=1)
    herds_before = list(w.herds)
    s = play(state(w), {"type": "stack", "card": "red-hunter-2"},
             {"type": "stack", "card": "red-hunter-1"}, {"type": "hunt"})
    assert s.phase == OVER and s.over_reason == "herds" and s.lost == 24
    assert s.calf == -1 and s.pending == (0, 6)      # the black and the white stay pulled
    assert s.destiny[0] == tuple(w.destiny[0]) and s.laid == ((at("WY"), 1),)
    assert sum(s.herds) == sum(herds_before) - 3
    assert legal_moves(s) == []


def test_WB_E19_stack_end():
    w = sim()
    w.current = 2
    w.stack = w.stack[-1:]
    own(w, 2)
    put_display(w, 1, "I-red")
    w.stack = [c for c in w.stack if c != STACK_CARD["I-red"]][-1:] or w.stack
    w.bison[2] = 2
    s = apply(state(w), {"type": "buy", "slot": 1, "war": []})
    assert s.final_round and s.ending == "stack" and s.current == 3 and s.phase != OVER
    s = play(s, {"type": "take", "slot": 1}, {"type": "take", "slot": 2}, {"type": "take", "slot": 3})
    assert s.phase == OVER and s.over_reason == "stack"


def test_WB_E20_all_passed():
    w = sim()
    w.passed[1] = w.passed[2] = True
    w.terr[1] = w.terr[2] = -1
    w.current = 3
    w.bison[3] = 4
    w.war_holder, w.war_red = 3, 1
    before = to_dict(state(w))["bag"]
    s = apply(state(w), {"type": "pass"})
    after = to_dict(s)["bag"]
    assert after["brown"] == before["brown"] + 4 and after["red"] == before["red"] + 1
    assert s.war_holder == -1 and s.terr[3] == -1 and scores(s)[3]["pass"] == 3
    assert s.current == 0
    s = play(s, {"type": "take", "slot": 1}, {"type": "take", "slot": 2}, {"type": "take", "slot": 3})
    assert s.current == 0 and s.phase != OVER
    s = apply(s, {"type": "pass"})
    assert s.phase == OVER and s.over_reason == "passed"
    assert sorted(p for place in ranking(s) for p in place) == [0, 1, 2, 3]


def test_WB_E21_full_scoring():
    w = sim()
    own(w, 0, "I-red", "II-green", "III-yellow", "IV-red", "I-blue")
    for tid, card in (("IV-red", "S1"), ("I-blue", "TR2")):
        w.teepees[0].remove(STACK_CARD[tid])
        w.retired[0].append(STACK_CARD[tid])
        w.peace[0].append(STACK_CARD[card])
    w.destiny[0] = [0, 5, 14]          # D01, D06, D15
    sheet = scores(state(w))[0]
    assert sheet["teepees"] == 21
    assert sheet["destiny"] == 11
    assert sheet["destiny_cards"] == {"D06": ["I-red", "III-yellow"], "D15": ["I-blue", "IV-red"]}
    assert sheet["symbols"] == 9
    assert sheet["start"] + sheet["peace"] == -7 and sheet["pass"] == 0
    assert sheet["total"] == 34


def test_WB_E22_peace_cap():
    cards = [STACK_CARD[c] for c in ("S1", "TR1", "RR1", "S2", "TR2")]
    assert peace_cancelled(cards) == 12
    assert peace_cancelled(cards[:3]) == 10 and peace_cancelled(cards[:2]) == 5


def test_WB_E23_frontier_sweep():
    w = sim()
    w.current = 1
    for slot, cid in enumerate(("S1", "S2", "TR1", "TR4", "S3", "S4"), 1):
        put_display(w, slot, cid)
    put_top(w, "RR2")
    s = state(w)
    assert legal_moves(s) == [{"type": "sweep", "slot": i} for i in range(1, 7)]
    black = to_dict(s)["bag"]["black"]
    s = apply(s, {"type": "sweep", "slot": 4})
    assert STACK_CARD["TR4"] in s.removed and to_dict(s)["display"][3] == "RR2"
    assert to_dict(s)["bag"]["black"] == black + 1
    kinds = {m["type"] for m in legal_moves(s)}
    assert "sweep" not in kinds and {"take", "pass"} <= kinds


def test_WB_E24_tie():
    assert ranking_of([30, 10, 12, 30], [6, 2, 3, 5]) == [[0], [3], [2], [1]]
    assert ranking_of([30, 10, 12, 30], [6, 2, 3, 6]) == [[0, 3], [2], [1]]
