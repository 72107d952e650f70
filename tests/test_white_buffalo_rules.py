"""White Buffalo rules beyond the worked examples: the stall safeguard (WB-R22), taking cards
from an empty pile (§5, WB-R3), a full War Card (WB-R11), the sweep once per turn (WB-R20), the
round order with passed players and the open play going back to the hand at the end (§6)."""

from __future__ import annotations

from engine.white_buffalo import apply, legal_moves, to_dict
from engine.white_buffalo.data import CUBE, QUIET_TURNS_LIMIT
from tests.white_buffalo.positions import at, bag, give, sim, state

TAKE3 = [{"type": "take", "slot": 1}, {"type": "take", "slot": 2}, {"type": "take", "slot": 3}]


def test_stall_safeguard_ends_the_game_at_the_end_of_the_round():
    w = sim(n=2)
    w.quiet = 1
    s = state(w)
    turns = 0
    while not s.final_round:
        for m in TAKE3:
            s = apply(s, m)
        turns += 1
    assert turns == QUIET_TURNS_LIMIT - 1 and s.ending == "stall" and s.phase == 0
    assert s.current == 1                                   # Ben still plays this round
    for m in TAKE3:
        s = apply(s, m)
    assert s.phase == 2 and s.over_reason == "stall"


def test_a_loud_turn_resets_the_quiet_count():
    w = sim(n=2)
    w.quiet = 5
    s = apply(state(w), {"type": "pass"})
    assert s.quiet == 0


def test_empty_pile_is_refilled_from_the_discard():
    w = sim(n=2)
    w.discard = w.pile[:-2]
    w.pile = w.pile[-2:]
    s = state(w)
    for m in [{"type": "take", "slot": "pile"}] * 3:
        s = apply(s, m)
    assert any(e["type"] == "reshuffle" for e in s.events)
    assert len(s.discard) == 0 and sum(s.hand[0]) == 3


def test_fewer_than_three_cards_to_have_takes_them_all():
    w = sim(n=2)
    w.discard = []
    w.hand[1] = [a + b for a, b in zip(w.hand[1], _counts(w.pile), strict=True)]
    w.pile = []
    w.row[2] = -1
    s = state(w)
    assert {"type": "take", "slot": "pile"} not in legal_moves(s)
    s = apply(apply(s, {"type": "take", "slot": 1}), {"type": "take", "slot": 2})
    assert s.current == 1 and sum(s.hand[0]) == 2 and to_dict(s)["row"] == [None, None, None]


def _counts(cards):
    out = [0] * 20
    for k in cards:
        out[k] += 1
    return out


def test_full_war_card_takes_no_red_and_the_engine_decides():
    w = sim(where="WY")
    w.war_holder, w.war_red = 1, 3
    give(w, 0, "red-hunter-1")
    bag(w)
    w.tcubes[at("WY")] = [CUBE["red"]]     # goes into the bag, and is the one cube pulled
    s = apply(apply(state(w), {"type": "stack", "card": "red-hunter-1"}), {"type": "hunt"})
    assert s.phase == 0 and s.tcubes[at("WY")] == (CUBE["red"],) and s.war_holder == 1


def test_sweep_only_once_per_turn():
    w = sim()
    from tests.white_buffalo.positions import put_display, put_top

    for slot, cid in enumerate(("S1", "S2", "TR1", "TR4", "S3", "S4"), 1):
        put_display(w, slot, cid)
    put_top(w, "S5")
    s = apply(state(w), {"type": "sweep", "slot": 1})
    assert to_dict(s)["display"][0] == "S5"
    assert not any(m["type"] == "sweep" for m in legal_moves(s))


def test_passed_players_are_skipped_and_rounds_count_at_the_start_player():
    w = sim()
    w.passed[1] = True
    w.terr[1] = -1
    s = state(w)
    seats = []
    for _ in range(4):
        seats.append(s.current)
        for m in TAKE3:
            s = apply(s, m)
    assert seats == [0, 2, 3, 0] and s.round == 2


def test_an_open_play_that_did_nothing_goes_back_to_the_hand():
    w = sim(where="WY")
    give(w, 0, "red-hunter-1", "blue-horse-2", "green-horse-1")
    bag(w, brown=5)
    s = state(w)
    for m in ({"type": "stack", "card": "red-hunter-1"}, {"type": "hunt"},
              {"type": "horse", "card": "blue-horse-2"}, {"type": "end"}):
        s = apply(s, m)
    hand = to_dict(s)["players"][0]["hand"]
    assert "blue-horse-2" in hand and "red-hunter-1" not in hand
    assert "red-hunter-1" in to_dict(s)["discard"] and "blue-horse-2" not in to_dict(s)["discard"]
