"""Manitou's page, its pure parts: the click model, the markup, and the engine's hints for it."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from engine import manitou as mt
from engine.manitou.hints import ground_strengths, holders, party_needed, suggest_party
from ui.manitou import sessions, table, view
from ui.manitou.clicks import Clicks

NAMES = ["Ann", "Ben", "Cy"]


def at_play(seed: int = 4, n: int = 3):
    """A position in phase play (parties chosen at random)."""
    rng = random.Random(seed)
    s = mt.new_game(NAMES[:n] if n <= 3 else n, seed=seed)
    while mt.to_dict(s)["phase"] == "select":
        s = mt.apply(s, rng.choice(mt.legal_moves(s)))
    return s


def test_party_needed_follows_the_dealer_and_the_picks():
    s = mt.new_game(NAMES, seed=1)
    d = mt.to_dict(s)
    assert party_needed(s) == (7 if d["current"] == d["dealer"] else 8)
    s2 = mt.apply(s, mt.legal_moves(s)[0])
    assert party_needed(s2) == party_needed(s) - 1
    assert party_needed(at_play()) == 0


def test_suggest_party_is_two_strong_two_weak_and_four_warriors_from_a_full_reserve():
    full = mt.to_dict(mt.new_game(NAMES, seed=1))["players"][0]["reserve"]
    party = suggest_party(full, 8)
    assert party == ["hunter-1", "hunter-2", "hunter-9", "hunter-10", "chief", "medicine-man",
                     "rain-maker", "scout"]
    assert len(suggest_party(full, 7)) == 7
    small = {"hunter-3": 1, "squaw": 2, "chief": 1}
    got = suggest_party(small, 8)
    assert Counter(got) == Counter({"hunter-3": 1, "squaw": 2, "chief": 1})


def test_a_party_is_chosen_locally_and_confirmed_as_pick_moves():
    s = mt.new_game(NAMES, seed=2)
    me = mt.to_dict(s)["players"][mt.to_act(s)]
    need = party_needed(s)
    c = Clicks()
    assert c.confirm_party(need).message and not c.confirm_party(need).moves
    assert c.toggle_pick(me["reserve"], need, "chief", False).message is None
    assert c.toggle_pick(me["reserve"], need, "chief", False).message is None
    assert c.toggle_pick(me["reserve"], need, "chief", False).message  # only two chiefs
    assert c.toggle_pick(me["reserve"], need, "nonsense", False).message
    c.toggle_pick(me["reserve"], need, "chief", True)  # a pressed one: taken back
    assert c.picks == {"chief": 1}
    assert c.undo() and c.picks == {"chief": 2}
    c.set_picks(suggest_party(me["reserve"], need))
    assert c.toggle_pick(me["reserve"], need, "hunter-5", False).message  # complete already
    out = c.confirm_party(need)
    assert len(out.moves) == need and all(m["type"] == "pick" for m in out.moves)
    for m in out.moves:  # the engine takes them, one by one
        s = mt.apply(s, m)
    assert party_needed(s) in (7, 8)  # the next tribe's party


def test_a_play_is_a_card_then_a_legal_ground_and_undo_steps_back():
    s = at_play()
    legal = mt.legal_moves(s)
    c = Clicks()
    assert c.choose_ground(legal, 1).message  # no card yet
    hand = mt.to_dict(s)["players"][mt.to_act(s)]["hand"]
    assert c.select_card(legal, "not-a-card").message
    card = hand[0]
    assert c.select_card(legal, card).message is None and c.card == card
    grounds = c.legal_grounds(legal)
    assert grounds and set(grounds) <= {1, 2, 3}
    assert c.choose_ground(legal, grounds[0]).moves == []
    assert c.pending_play() == {"type": "play", "card": card, "ground": grounds[0]}
    assert c.pending_play() in legal
    assert c.undo() and c.pending_play() is None and c.card == card
    assert c.undo() and c.card is None and not c.can_undo()


def test_an_illegal_ground_is_handed_back_for_the_engine_to_explain():
    # find a position where some warrior in hand cannot go to some ground (a guarded pair, M-R4)
    for seed in range(400):
        rng = random.Random(seed)
        s = mt.new_game(3, seed=seed)
        while mt.to_act(s) is not None:
            legal = mt.legal_moves(s)
            d = mt.to_dict(s)
            if d["phase"] == "play":
                me = d["players"][d["current"]]
                for card in me["hand"]:
                    grounds = {m["ground"] for m in legal if m.get("card") == card}
                    if grounds and len(grounds) < 3:
                        c = Clicks()
                        c.select_card(legal, card)
                        bad = min({1, 2, 3} - grounds)
                        out = c.choose_ground(legal, bad)
                        assert out.moves == [{"type": "play", "card": card, "ground": bad}]
                        with pytest.raises(mt.IllegalMove) as e:
                            mt.apply(s, out.moves[0])
                        assert "ground" in str(e.value) or "warrior" in str(e.value)
                        return
            s = mt.apply(s, rng.choice(legal))
    pytest.fail("no blocked warrior found")


def test_the_picker_shows_one_button_per_reserve_card_and_presses_the_chosen():
    reserve = mt.to_dict(mt.new_game(NAMES, seed=1))["players"][0]["reserve"]
    html = view.picker_html(reserve, {"chief": 1, "hunter-5": 2}, 8)
    assert html.count("data-pick=") == 21
    pressed = re.findall(r'data-pick="([^"]+)" aria-pressed="true"', html)
    assert sorted(pressed) == ["chief", "hunter-5", "hunter-5"]
    assert "<b>3</b> of 8 chosen" in html


def test_only_the_acting_hand_carries_data_card():
    assert view.hand_html(["chief", "hunter-3"], "chief", acting=True).count("data-card=") == 2
    passive = view.hand_html(["chief", "hunter-3"], None, acting=False)
    assert "data-card" not in passive and passive.count("mcard") == 2
    assert 'data-card="chief" aria-pressed="true"' in view.hand_html(["chief"], "chief", True)


def test_grounds_show_totals_and_the_holder_from_the_engine():
    grounds = [{"buffalo": [12, 5], "cards": [[{"card": "chief", "up": True}],
                                             [{"card": "hunter-9"}, {"card": "hunter-2"}],
                                             [{"card": "scout", "up": False}, {"card": "hunter-10"}]]},
               {"buffalo": [10], "cards": [[], [], []]},
               {"buffalo": [3], "cards": [[], [], []]}]
    assert ground_strengths(grounds)[0] == [0, 11, 10]
    assert holders(grounds) == [0, None, None]
    html = table.grounds_html(grounds, NAMES, ["red", "blue", "green"], legal=[2], chosen=None, active=True)
    assert html.count('data-ground="') == 3 and html.count("holds this ground") == 1
    assert 'class="ground legal"' in html and ">11</span>" in html
    assert "mcard warrior down" in html
    passive = table.grounds_html(grounds, NAMES, ["red", "blue", "green"])
    assert "data-ground" not in passive


def test_hostile_names_and_junk_cards_are_escaped():
    evil = ["<img src=x onerror=alert(1)>", "B&B", '"q"']
    grounds = [{"buffalo": [1], "cards": [[{"card": "<script>"}], [], []]}] + \
        [{"buffalo": [], "cards": [[], [], []]}] * 2
    html = table.grounds_html(grounds, evil, ["red", "javascript:x", "blue"])
    assert "<img" not in html and "<script>" not in html and "javascript" not in html
    out = view.ranking_html(evil, [[1], [0, 2]], [{"total": 1}] * 3)
    assert "<img" not in out and out.count("data-place=") == 2 and out.count("data-seat=") == 3


def test_the_warrior_table_is_the_engines():
    html = view.warriors_html()
    for w, beaten in mt.WARRIOR_TABLE.items():
        row = re.search(rf"<tr><th scope=\"row\">{view.SHORT[w]}</th><td>([^<]*)</td>", html)
        assert row, w
        names = sorted(x.strip() for x in row.group(1).split(","))
        assert names == sorted(mt.text.warrior_name(b) for b in beaten)


def test_the_score_table_and_players_panel_come_from_the_engine():
    s = sessions.new(NAMES, 5)
    rng = random.Random(5)
    while s.actor(s.cursor) is not None:
        s.play(rng.choice(s.legal()))
    scores = mt.scores(s.state)
    html = view.scores_html(s.players, scores)
    for sc in scores:
        assert f"<b>{sc['total']}</b>" in html
    o = mt.observe(s.state, 0)
    panel = table.players_html(o, s.colors, 0, s.kinds, None)
    assert panel.count('data-player="') == 3 and "you" in panel


def test_escape_drops_the_card_and_undo_brings_it_back():
    from ui.manitou.clicks import Clicks

    c = Clicks()
    c.card, c.ground = "hunter-3", 2
    assert c.cancel() and (c.card, c.ground) == (None, None)
    assert c.can_undo() and c.undo() and (c.card, c.ground) == ("hunter-3", 2)
    assert c.cancel() and not c.cancel()  # nothing selected: Escape has nothing to drop
