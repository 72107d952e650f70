"""Manitou's worked examples (shared/rules/manitou.md §10), one test each, on exact positions."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.manitou import (
    IllegalMove,
    apply,
    describe,
    from_dict,
    legal_moves,
    new_game,
    random_game,
    ranking,
    reckoning_events,
    scores,
    to_dict,
)
from engine.manitou.cards import LARGE_HERDS, SMALL_HERDS
from tests.manitou.positions import (
    ANN,
    BEN,
    CY,
    DEE,
    base,
    from_box,
    grounds_of,
    holder,
    layout_buffalo,
    play_position,
    tribe,
)


def play(card, ground):
    return {"type": "play", "card": card, "ground": ground}


def faces(s, ground, seat):
    """(card, up) of ``seat``'s warriors at ``ground`` in the order played."""
    return [(e["card"], e["up"]) for e in grounds_of(s)[ground - 1][seat] if "up" in e]


def event(events, kind, **match):
    found = [e for e in events if e["type"] == kind and all(e.get(k) == v for k, v in match.items())]
    assert len(found) == 1, (kind, match, events)
    return found[0]


def test_M_E1_single_fight():
    s = play_position(cards={2: {BEN: [("medicine-man", True)]}},
                      hands={ANN: ["scout", "rain-maker", "hunter-1"]})
    won = apply(s, play("scout", 2))
    assert faces(won, 2, BEN) == [("medicine-man", False)]
    assert faces(won, 2, ANN) == [("scout", True)]
    assert holder(won, 2) == ANN
    assert describe(s, play("scout", 2)) == "Ann plays a scout at ground 2: Ben's medicine man is defeated."
    lost = apply(s, play("rain-maker", 2))
    assert faces(lost, 2, ANN) == [("rain-maker", False)]
    assert faces(lost, 2, BEN) == [("medicine-man", True)]
    assert holder(lost, 2) == BEN


def test_M_E2_equal_warriors():
    s = play_position(cards={1: {BEN: [("chief", True)]}},
                      hands={ANN: ["chief", "hunter-1", "hunter-2"],
                             CY: ["squaw", "scout", "hunter-3"]})
    s = apply(s, play("chief", 1))
    assert faces(s, 1, ANN) == [("chief", False)] and faces(s, 1, BEN) == [("chief", False)]
    assert holder(s, 1) is None
    s = apply(s, legal_moves(s)[0])                  # Ben plays a hunter elsewhere
    assert s.current == CY
    for w in ("squaw", "scout"):
        assert play(w, 1) in legal_moves(s)
        held = apply(s, play(w, 1))
        assert holder(held, 1) == CY and faces(held, 1, CY) == [(w, True)]


def test_M_E3_sacrifice():
    s = play_position(cards={1: {BEN: [("rain-maker", True), ("chief", True)]}},
                      hands={ANN: ["squaw", "scout", "hunter-1"],
                             CY: ["medicine-man", "hunter-3", "hunter-4"]})
    after = apply(s, play("squaw", 1))
    assert faces(after, 1, ANN) == [("squaw", False)]
    assert faces(after, 1, BEN) == [("rain-maker", True), ("chief", False)]
    assert holder(after, 1) == BEN
    after = apply(after, [m for m in legal_moves(after) if m["card"].startswith("hunter")][0])
    assert after.current == CY
    after = apply(after, play("medicine-man", 1))
    assert faces(after, 1, BEN) == [("rain-maker", False), ("chief", False)]
    assert holder(after, 1) == CY
    scout = apply(s, play("scout", 1))
    assert faces(scout, 1, ANN) == [("scout", False)]
    assert faces(scout, 1, BEN) == [("rain-maker", True), ("chief", True)]


def test_M_E4_two_warriors_per_ground():
    s = play_position(current=ANN, cards={3: {ANN: [("scout", True), ("chief", True)]}},
                      hands={ANN: ["medicine-man", "hunter-7", "hunter-1"],
                             BEN: ["squaw", "hunter-2", "hunter-3"]}, filler_ground=1)
    moves = legal_moves(s)
    assert play("medicine-man", 3) not in moves and play("hunter-7", 3) in moves
    assert play("medicine-man", 1) in moves
    with pytest.raises(IllegalMove) as err:
        apply(s, play("medicine-man", 3))
    assert err.value.code == "warrior-limit"
    s = apply(s, play("hunter-7", 1))
    s = apply(s, play("squaw", 3))                      # Ben's sacrifice
    assert faces(s, 3, ANN) == [("scout", True), ("chief", False)]
    while s.current != ANN:
        s = apply(s, [m for m in legal_moves(s) if m["card"].startswith("hunter")][0])
    assert play("medicine-man", 3) in legal_moves(s)
    again = apply(s, play("medicine-man", 3))
    assert faces(again, 3, ANN) == [("scout", True), ("chief", False), ("medicine-man", True)]


def blocked_position():
    """Ann holds all three grounds with guarded pairs and has only warriors in hand; Cy and Dee
    have played 7 cards, Ben 6."""
    return play_position(
        current=ANN,
        cards={1: {ANN: [("chief", True), ("scout", True)]},
               2: {ANN: [("chief", True), ("scout", True)], BEN: ["hunter-1"]},
               3: {ANN: [("squaw", True), ("rain-maker", True)]}},
        hands={ANN: ["medicine-man", "medicine-man"], BEN: ["hunter-9", "hunter-8"]},
        played={BEN: 6, CY: 7, DEE: 7}, filler_ground=2)


def test_M_E4_blocked_player_passes():
    s = blocked_position()
    assert legal_moves(s) == [{"type": "pass"}]
    assert describe(s, {"type": "pass"}) == "Ann cannot play any card and passes."
    s = apply(s, {"type": "pass"})
    assert s.current == BEN and s.phase == 1
    s = apply(s, play("hunter-9", 1))                      # Ben's 7th card
    assert s.current == ANN and legal_moves(s) == [{"type": "pass"}]
    assert describe(s, {"type": "pass"}).endswith("the hunt's play is over.")
    events = reckoning_events(s, {"type": "pass"})
    assert event(events, "cards-back")["returned"][ANN] == ["medicine-man", "medicine-man"]
    after = apply(s, {"type": "pass"})
    assert after.hunt == 2
    ann = to_dict(after)["players"][ANN]
    # Her hand's medicine men are back in the reserve; every card of Ben, Cy and Dee lay at a
    # ground she held: 7 each are her prisoners.
    assert ann["reserve"]["medicine-man"] == 2 and len(ann["prisoners"]) == 21
    with pytest.raises(IllegalMove) as err:
        apply(play_position(hands={ANN: ["chief", "hunter-2", "hunter-3"]}), {"type": "pass"})
    assert err.value.code == "must-play"


def last_move_position(n, grounds, last, **kw):
    """Everyone has played 7 except ``last`` (6 played, the hand holding the 7th card)."""
    played = {p: 7 for p in range(n)}
    played[last[0]] = 6
    hands = dict(kw.pop("hands", {}))
    hands.setdefault(last[0], [last[1]])
    return play_position(n, cards=grounds, played=played, hands=hands, current=last[0], **kw)


def test_M_E5_hide_thief():
    # Totals over all grounds: Ann 14 (10 + 4), Ben 14 (9 + 5), Cy 9; Cy plays hunter-4 last.
    s = last_move_position(3, {1: {ANN: ["hunter-10"], BEN: ["hunter-9"], CY: ["hunter-5"]},
                               2: {ANN: ["hunter-4"], BEN: ["hunter-5"]}},
                           (CY, "hunter-4"), dealer=BEN)
    events = reckoning_events(s, play("hunter-4", 3))
    thief = event(events, "hide-thief")
    assert thief["totals"] == [14, 14, 9] and thief["takers"] == [ANN, BEN]
    after = apply(s, play("hunter-4", 3))
    assert [p["hide_thieves"] for p in to_dict(after)["players"]] == [1, 1, 0]
    # Nobody played a hunter: the last card is a warrior as well.
    s = last_move_position(3, {}, (CY, "chief"), dealer=BEN)
    thief = event(reckoning_events(s, play("chief", 1)), "hide-thief")
    assert thief["takers"] == [] and thief["totals"] == [0, 0, 0]
    assert [p["hide_thieves"] for p in to_dict(apply(s, play("chief", 1)))["players"]] == [0, 0, 0]


def me6_position():
    """Ground 1 with buffalo 12 and 5: Dee 9 (+ the 2 she plays last), Cy 10 and a face-down
    medicine man, Ben 5 + 4; Ann a face-up chief and no hunter there."""
    grounds = {1: {ANN: [("chief", True)], BEN: ["hunter-5", "hunter-4"],
                   CY: ["hunter-10", "medicine-man"], DEE: ["hunter-9"]}}
    return last_move_position(4, grounds, (DEE, "hunter-2"), dealer=CY, buffalo={1: [12, 5]})


def test_M_E6_two_herds_at_a_ground():
    s = me6_position()
    herd = event(reckoning_events(s, play("hunter-2", 1)), "herd", ground=1)
    assert herd["buffalo"] == [12, 5] and herd["strengths"] == [0, 9, 10, 11]
    assert herd["taken"] == [{"seat": DEE, "value": 12}, {"seat": CY, "value": 5}]
    assert herd["outcome"] == "contest" and herd["box"] == []
    after = apply(s, play("hunter-2", 1))
    won = [p["buffalo"] for p in to_dict(after)["players"]]
    assert 12 in won[DEE] and 5 in won[CY] and won[BEN] == [] and won[ANN] == []


def me7_position(strengths):
    """3 players at ground 1 (buffalo 11 and 3) with the given hunter strengths; the last
    card (Cy's) is played at ground 3."""
    hunters = {8: ["hunter-8"], 9: ["hunter-9"], 4: ["hunter-4"], 2: ["hunter-2"], 0: []}
    grounds = {1: {p: hunters[v] for p, v in enumerate(strengths)}}
    return last_move_position(3, grounds, (CY, "squaw"), dealer=BEN, buffalo={1: [11, 3]})


@pytest.mark.parametrize("strengths, outcome, taken, box", [
    ((8, 8, 2), "top-tie", [], [11, 3]),
    ((9, 4, 4), "second-tie", [{"seat": ANN, "value": 11}], [3]),
    ((0, 4, 0), "alone", [{"seat": BEN, "value": 11}, {"seat": BEN, "value": 3}], []),
    ((0, 0, 0), "no-hunters", [], [11, 3]),
])
def test_M_E7_ties_for_buffalo(strengths, outcome, taken, box):
    s = me7_position(strengths)
    herd = event(reckoning_events(s, play("squaw", 3)), "herd", ground=1)
    assert (herd["outcome"], herd["taken"], herd["box"]) == (outcome, taken, box)
    after = to_dict(apply(s, play("squaw", 3)))
    assert Counter(after["box"]) >= Counter(box)
    for t in taken:
        assert t["value"] in after["players"][t["seat"]]["buffalo"]


def test_M_E8_prisoners():
    s = me6_position()
    prisoners = event(reckoning_events(s, play("hunter-2", 1)), "prisoners", ground=1)
    assert prisoners["holder"] == ANN and prisoners["returned"][ANN] == ["chief"]
    assert Counter((c["card"], c["owner"]) for c in prisoners["captured"]) == Counter({
        ("hunter-9", DEE): 1, ("hunter-2", DEE): 1, ("hunter-10", CY): 1,
        ("medicine-man", CY): 1, ("hunter-5", BEN): 1, ("hunter-4", BEN): 1})
    nobody = event(reckoning_events(s, play("hunter-2", 1)), "prisoners", ground=3)
    assert nobody["holder"] is None and nobody["captured"] == []
    after = to_dict(apply(s, play("hunter-2", 1)))
    ann = after["players"][ANN]
    assert len(ann["prisoners"]) == 6 and ann["reserve"]["chief"] == 2
    # Ground 3 held nobody's warrior: each took their own fillers back; nothing else is missing.
    for p in (BEN, CY, DEE):
        lost = Counter(c["card"] for c in ann["prisoners"] if c["owner"] == p)
        assert Counter(after["players"][p]["reserve"]) == tribe() - lost


def test_M_E9_party_sizes():
    d = base(4)
    d.update(dealer=BEN, current=CY)
    s = from_dict(d)
    order = []
    rng = random.Random(9)
    while s.phase == 0:
        order.append(s.current)
        s = apply(s, rng.choice(legal_moves(s)))
    assert order == [CY] * 8 + [DEE] * 8 + [ANN] * 8 + [BEN] * 7
    assert s.current == CY
    assert [len(s.hand[p]) + len(s.pile[p]) for p in range(4)] == [8, 7, 8, 8]
    while True:
        move = rng.choice(legal_moves(s))
        events = reckoning_events(s, move)
        if events:
            back = event(events, "cards-back")["returned"]
            assert [len(r) for r in back] == [1, 0, 1, 1]
            break
        s = apply(s, move)


def test_M_E9_short_reserve_takes_all():
    # Hunt 3, dealer Ben: Dee has lost 14 cards to Ann and has exactly 7 left.
    d = base(4)
    gb, large, small, box = layout_buffalo(4, hunt=3)
    lost = ["hunter-1", "hunter-2", "hunter-3", "hunter-4", "hunter-5", "hunter-5", "hunter-6",
            "hunter-7", "chief", "chief", "scout", "scout", "squaw", "squaw"]
    d["players"][ANN]["prisoners"] = [{"card": c, "owner": DEE} for c in lost]
    d["players"][DEE]["reserve"] = dict(tribe() - Counter(lost))
    d["grounds"] = [{"buffalo": b, "cards": [[], [], [], []]} for b in gb]
    d.update(hunt=3, dealer=BEN, current=CY, large=large, small=small, box=box)
    s = from_dict(d)
    for _ in range(8):
        s = apply(s, legal_moves(s)[0])
    assert s.current == ANN
    dee = to_dict(s)["players"][DEE]
    assert len(dee["party"]) == 7 and dee["reserve"] == {}


def test_M_E10_score():
    d = base(4)
    gb, large, small, box = layout_buffalo(4, hunt=2)
    from_box(12, gb, large, small, box)
    from_box(5, gb, large, small, box)
    taken = ["hunter-1", "hunter-2", "hunter-3", "scout", "squaw", "chief"]
    ann = d["players"][ANN]
    ann.update(buffalo=[12, 5], hide_thieves=1,
               prisoners=[{"card": c, "owner": BEN} for c in taken])
    d["players"][BEN]["reserve"] = dict(tribe() - Counter(taken))
    d["grounds"] = [{"buffalo": b, "cards": [[], [], [], []]} for b in gb]
    d.update(hunt=2, large=large, small=small, box=box)
    d["current"] = (d["dealer"] + 1) % 4
    s = from_dict(d)
    assert scores(s)[ANN] == {"buffalo": [12, 5], "prisoners": 6, "hide_thieves": 1, "total": 13}


@pytest.mark.parametrize("n, per_ground, large", [(2, [2, 1, 1], 1), (3, [2, 1, 1], 2),
                                                  (4, [2, 2, 1], 2)])
def test_M_E11_layout_by_player_count(n, per_ground, large):
    for seed in range(5):
        d = to_dict(new_game(n, seed=seed))
        laid = [g["buffalo"] for g in d["grounds"]]
        assert [len(b) for b in laid] == per_ground
        assert sum(v in LARGE_HERDS for b in laid for v in b) == large
        assert laid[0][0] in LARGE_HERDS and laid[0][1] in SMALL_HERDS
        assert len(d["large"]) == 6 - large and len(d["small"]) == 10 - (sum(per_ground) - large)
    final = to_dict(random_game(4, 11)[0])
    assert final["large"] == [] and len(final["small"]) == 1
    seen = final["box"] + [v for p in final["players"] for v in p["buffalo"]]
    assert Counter(seen) + Counter(final["small"]) == Counter(LARGE_HERDS) + Counter(SMALL_HERDS)


def test_M_E12_three_hunts_and_the_end():
    for n in (2, 3, 4):
        s = new_game(n, seed=n)
        first = s.dealer
        dealers = {1: s.dealer}
        reckonings = 0
        rng = random.Random(n)
        while s.phase != 2:
            move = rng.choice(legal_moves(s))
            reckonings += bool(reckoning_events(s, move))
            s = apply(s, move)
            dealers.setdefault(s.hunt, s.dealer)
        assert dealers == {h: (first + h - 1) % n for h in (1, 2, 3)}
        assert reckonings == 3 and legal_moves(s) == []
        totals = [x["total"] for x in scores(s)]
        places = ranking(s)
        assert [totals[p[0]] for p in places] == sorted(set(totals), reverse=True)
        assert all(totals[q] == totals[p[0]] for p in places for q in p)
    # Equal scores share a place.
    d = to_dict(random_game(4, 3)[0])
    for p in d["players"]:
        p["buffalo"], p["hide_thieves"] = [], 0
        for c in p["prisoners"]:
            d["players"][c["owner"]]["reserve"][c["card"]] = \
                d["players"][c["owner"]]["reserve"].get(c["card"], 0) + 1
    for p in d["players"]:
        p["prisoners"] = []
    d["box"] = list(LARGE_HERDS) + list(SMALL_HERDS)
    d["box"].remove(d["small"][0])
    d["players"][2]["buffalo"] = [d["box"].pop(0)]
    assert ranking(from_dict(d)) == [[2], [0, 1, 3]]
