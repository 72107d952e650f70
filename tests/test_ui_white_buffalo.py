"""White Buffalo's page, the pure parts: the engine facts it needs (hints), the click model over
``legal_moves`` and the markup (test hooks present, secrets only where they belong)."""

from __future__ import annotations

import random

from engine import white_buffalo as wb
from engine.white_buffalo import hints
from engine.white_buffalo.data import TERRITORIES, TRACK_LENGTH
from ui.white_buffalo import view
from ui.white_buffalo.clicks import Clicks


def play_until(seed, want, players=3, limit=2000):
    """A seeded random game up to the first state where ``want(state, legal)`` holds."""
    rng = random.Random(seed)
    s = wb.new_game(players, seed=seed)
    for _ in range(limit):
        legal = wb.legal_moves(s)
        if not legal:
            break
        if want(s, legal):
            return s
        s = wb.apply(s, rng.choice([m for m in legal if m["type"] != "pass"] or legal))
    raise AssertionError("not reached")


# ---- hints -------------------------------------------------------------------------------------

def test_display_costs_follow_the_feeding_formula_and_match_what_a_buy_needs():
    s = play_until(1, lambda s, legal: any(m["type"] == "buy" for m in legal))
    costs = hints.display_costs(s, s.current)
    d = wb.to_dict(s)
    for slot, card in enumerate(d["display"], 1):
        if card and card[0] in "IV" and "-" in card:
            cost = costs[slot - 1]
            assert cost is not None and cost >= 2
        else:
            assert costs[slot - 1] is None
    bison = d["players"][s.current]["bison"]
    for m in wb.legal_moves(s):
        if m["type"] == "buy":
            assert bison + len(m["war"]) >= costs[m["slot"] - 1] >= len(m["war"])


def test_a_new_game_costs_two_for_a_one_icon_teepee():
    s = wb.new_game(2, seed=3)
    d = wb.to_dict(s)
    for card, cost in zip(d["display"], hints.display_costs(s, 0), strict=True):
        if card in ("I-red", "I-yellow", "I-green", "I-blue", "I-purple"):
            assert cost == 2  # tribe card 1 + the card's own 1


def test_hunt_value_and_move_points_before_committing():
    s = play_until(2, lambda s, legal: any(m["type"] == "stack" for m in legal))
    assert hints.hunt_value(s) == 0
    move = next(m for m in wb.legal_moves(s) if m["type"] == "stack")
    after = wb.apply(s, move)
    value = int(move["card"].rsplit("-", 1)[1]) + hints.tribe_powers(s, s.current)[move["card"].split("-")[0]]
    assert hints.hunt_value(after) == value
    s = play_until(3, lambda s, legal: any(m["type"] == "horse" for m in legal))
    move = next(m for m in wb.legal_moves(s) if m["type"] == "horse")
    after = wb.apply(s, move)
    left, cost = hints.move_points(after)
    assert left >= 1 and cost in (1, 2)


def test_undo_stops_at_chance_and_at_the_end_of_a_turn():
    s = play_until(4, lambda s, legal: {"type": "take", "slot": "pile"} in legal
                   and any(m["type"] == "take" and m["slot"] != "pile" for m in legal))
    row = next(m for m in wb.legal_moves(s) if m["type"] == "take" and m["slot"] != "pile")
    after = wb.apply(s, row)
    assert hints.undo_allowed(s, row, after, wb.last_events(after))
    pile = {"type": "take", "slot": "pile"}
    drawn = wb.apply(s, pile)
    assert hints.is_chance(wb.last_events(drawn))
    assert not hints.undo_allowed(s, pile, drawn, wb.last_events(drawn))
    passed = wb.apply(s, {"type": "pass"})
    assert not hints.undo_allowed(s, {"type": "pass"}, passed, wb.last_events(passed))


def test_the_public_estimate_leaves_out_destiny_cards():
    s = wb.new_game(2, seed=5)
    assert hints.public_estimate(s, 0) == -12
    for seat in range(2):
        sc = wb.scores(s)[seat]
        assert hints.public_estimate(s, seat) == sc["total"] - sc["destiny"]


def test_walk_events_are_the_hunts_and_the_herds_walk():
    s = play_until(6, lambda s, legal: {"type": "hunt"} in legal)
    after = wb.apply(s, {"type": "hunt"})
    walk = hints.walk_events(wb.last_events(after))
    hunt = walk[[e["type"] for e in walk].index("hunt")] if walk else None
    assert hunt and hunt["territory"] == wb.to_dict(s)["players"][s.current]["territory"]
    assert hints.focus_territory({"type": "sow", "from": "WY", "to": ["CO"]}) == "WY"
    assert hints.focus_territory({"type": "discard", "cards": []}) is None
    assert hints.walk_events([{"type": "draw", "seat": 0}]) == []


# ---- clicks --------------------------------------------------------------------------------------

def test_hand_clicks_mean_what_the_chosen_kind_says():
    s = play_until(7, lambda s, legal: any(m["type"] == "horse" for m in legal)
                   and any(m["type"] == "stack" for m in legal))
    legal = wb.legal_moves(s)
    c = Clicks()
    card = next(m["card"] for m in legal if m["type"] == "horse")
    assert c.hand(legal, card).message  # no kind chosen yet: a hint, nothing played
    c.choose_mode("move")
    assert c.hand(legal, card).move == {"type": "horse", "card": card}
    assert card in c.legal_cards(legal)
    c.choose_mode("hunt-stack")
    stack = next(m["card"] for m in legal if m["type"] == "stack")
    assert c.hand(legal, stack).move == {"type": "stack", "card": stack}
    assert c.kinds(legal)["move"] and c.kinds(legal)["hunt-stack"]


def test_an_illegal_territory_is_handed_back_to_be_explained():
    s = play_until(8, lambda s, legal: any(m["type"] == "horse" for m in legal))
    legal = wb.legal_moves(s)
    c = Clicks()
    c.choose_mode("move")
    here = wb.to_dict(s)["players"][s.current]["territory"]
    far = next(t for t in TERRITORIES if {"type": "step", "to": t} not in legal and t != here)
    out = c.territory(legal, far)
    assert out.move is None and out.explain == {"type": "step", "to": far}


def test_buying_holds_a_slot_and_war_cubes_until_buy():
    s = play_until(9, lambda s, legal: any(m["type"] == "buy" for m in legal))
    legal = wb.legal_moves(s)
    buy = next(m for m in legal if m["type"] == "buy")
    c = Clicks()
    assert c.display(legal, buy["slot"]).move is None
    assert c.slot == buy["slot"]
    for cube in buy["war"]:
        c.toggle_war(legal, cube, False)
    assert c.buy_move() == {"type": "buy", "slot": buy["slot"], "war": sorted(buy["war"])}
    assert c.can_buy(legal)
    assert c.undo()
    c.reset()
    assert c.slot is None and not c.can_undo()


def test_a_sweep_is_one_click():
    for seed in range(10, 60):
        try:
            s = play_until(seed, lambda s, legal: any(m["type"] == "sweep" for m in legal))
            break
        except AssertionError:
            continue
    legal = wb.legal_moves(s)
    sweep = next(m for m in legal if m["type"] == "sweep")
    assert Clicks().display(legal, sweep["slot"]).move == sweep


# ---- markup -------------------------------------------------------------------------------------

def test_the_map_has_every_territory_with_its_herds_and_the_track():
    s = wb.new_game(3, seed=11)
    o = wb.observe(s, 0)
    html = view.map_svg(o, ["red", "blue", "green"], legal=["WY"], active=True)
    for tid in TERRITORIES:
        assert f'data-territory="{tid}" data-herds="3"' in html
    assert html.count('class="trail"') == 12 and html.count('class="trail-head"') == 12
    assert html.count('class="spot') == TRACK_LENGTH
    assert 'class="terr legal"' in html


def test_only_the_viewers_hand_has_card_hooks_and_names_are_escaped():
    s = wb.new_game(["<b>Ann</b>", "Ben"], seed=12)
    o = wb.observe(s, 0)
    hand = view.hand_html(o["players"][0]["hand"], [], True)
    assert hand.count("data-card=") == len(o["players"][0]["hand"])
    players = view.players_html(o, ["red", "blue"], 0, ["human", "human"], 0, [-12, -12])
    assert "<b>Ann</b>" not in players and "data-card" not in players
    public = wb.observe(s, None)
    assert isinstance(public["players"][1]["destiny"], int)


def test_the_score_sheet_and_ranking_hold_the_engines_numbers():
    s = wb.new_game(2, seed=13)
    rng = random.Random(13)
    while wb.to_act(s) is not None:
        s = wb.apply(s, rng.choice(wb.legal_moves(s)))
    html = view.ranking_html(["Ann", "Ben"], wb.ranking(s), wb.scores(s))
    assert 'id="score-sheet"' in html and html.count("data-place=") == len(wb.ranking(s))
    for seat, sc in enumerate(wb.scores(s)):
        assert f'<td data-seat="{seat}" data-row="total">{sc["total"]}</td>' in html


def test_display_shows_each_teepees_cost_for_the_viewer():
    s = wb.new_game(2, seed=14)
    o = wb.observe(s, 0)
    html = view.display_html(o["display"], hints.display_costs(s, 0), [], None)
    assert html.count("data-display-slot=") == 6
    assert html.count("costs you 2 bison") == sum(1 for c in hints.display_costs(s, 0) if c == 2)
    assert "D0" not in view.destiny_html([]) and "points" in view.destiny_html(["D06"])
