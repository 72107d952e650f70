"""Manitou on the page: whole games by clicks for 2, 3 and 4 people (the privacy screen checked at
every hand-over), reloads in the middle of a hunt and of a party choice, undo before confirm, an
illegal try explained, the reckoning step by step, the phone size, offline."""

from __future__ import annotations

import json
import random

import pytest

from e2e.driver import listed_ranking, open_from_home, wait_ready, worker_active
from e2e.manitou_driver import (
    KEY,
    PAGE,
    SECRET,
    play_to_end,
    privacy_up,
    saved_record,
    saved_state,
    start,
    step,
)
from engine import manitou as mt

NAMES = ["Ann", "Ben", "Cy", "Dee"]


@pytest.mark.parametrize("players,seed", [(2, 21), (3, 22), (4, 23)])
def test_a_whole_game_by_clicks_ends_in_the_engines_ranking(page, site, players, seed):
    open_from_home(page, site, "manitou")
    assert page.locator("#new-game").is_visible()
    start(page, NAMES[:players], seed)
    rec = saved_record(page)
    assert rec["format"] == "manitou-record/1" and rec["moves"] == []  # saved at once
    checks = play_to_end(page, random.Random(seed))
    state = saved_state(page)
    assert mt.to_act(state) is None
    assert listed_ranking(page) == mt.ranking(state)
    assert page.get_attribute("body", "data-phase") == "over"
    assert page.get_attribute("body", "data-current") is None
    assert checks["reveals"] >= 3 * players  # a privacy screen before every person's party
    assert checks["steps"] == 3 * 10  # three reckonings of ten steps each, shown one by one
    for sc, cell in zip(mt.scores(state), page.locator("#scores tbody tr").all(), strict=True):
        assert cell.locator("td b").inner_text() == str(sc["total"])


def test_the_privacy_screen_hides_every_secret_and_comes_first_after_a_reload(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:3], 31)
    rng = random.Random(31)
    assert privacy_up(page)  # nobody has seen anything yet
    seat = mt.to_act(saved_state(page))
    assert seat is not None
    first = NAMES[seat]
    assert page.inner_text("#privacy-title") == f"Pass the device to {first}"
    while saved_state(page) and mt.to_dict(saved_state(page))["phase"] == "select":
        step(page, rng)
    for _ in range(4):  # into the hunt
        step(page, rng)
    page.reload()
    wait_ready(page)
    assert privacy_up(page), "after a reload the privacy screen comes first"
    html = page.content()
    me = mt.to_dict(saved_state(page))["players"][mt.to_act(saved_state(page))]
    assert 'data-card="' not in html and "data-pick" not in html
    page.click('[data-action="reveal"]')
    shown = sorted(page.eval_on_selector_all("#hand [data-card]", "els => els.map(e => e.dataset.card)"))
    assert shown == sorted(me["hand"])


def test_reload_in_the_middle_of_a_party_choice_forgets_the_unconfirmed_picks(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:2], 32, seats=["human", "human"])
    page.click('[data-action="reveal"]')
    page.locator('[data-pick="chief"]').first.click()
    page.locator('[data-pick="hunter-10"]').first.click()
    assert page.locator('[data-pick][aria-pressed="true"]').count() == 2
    assert saved_record(page)["moves"] == []  # nothing is sent before the party is confirmed
    page.reload()
    wait_ready(page)
    assert privacy_up(page)
    page.click('[data-action="reveal"]')
    assert page.locator('[data-pick][aria-pressed="true"]').count() == 0


def test_undo_takes_back_a_play_until_confirm_and_never_after(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:2], 33)
    rng = random.Random(33)
    while mt.to_dict(saved_state(page))["phase"] == "select" or privacy_up(page):
        step(page, rng)
    state = saved_state(page)
    move = next(m for m in mt.legal_moves(state) if m["type"] == "play")
    page.click(f'#hand [data-card="{move["card"]}"]')
    page.click(f'[data-ground="{move["ground"]}"]')
    assert page.inner_text("#preview")  # what the play would do, before the confirm
    assert page.inner_text("#preview") == mt.describe(state, move)
    page.click('[data-action="undo"]')
    assert page.locator('[data-ground][aria-pressed="true"]').count() == 0
    page.click('[data-action="undo"]')
    assert page.locator('#hand [aria-pressed="true"]').count() == 0
    assert page.is_disabled('[data-action="undo"]')
    page.click(f'#hand [data-card="{move["card"]}"]')
    page.click(f'[data-ground="{move["ground"]}"]')
    before = len(saved_record(page)["moves"])
    page.click('[data-action="confirm"]')
    assert len(saved_record(page)["moves"]) == before + 1
    assert page.is_disabled('[data-action="undo"]')  # the draw was seen: no way back (M-R9)


def find_blocked(seed_range=range(600)):
    """A 2-player record whose player to act holds a warrior that one ground refuses."""
    for seed in seed_range:
        rng = random.Random(seed)
        rec = mt.new_record(["Ann", "Ben"], seed=seed)
        s = mt.from_record(rec)
        while mt.to_act(s) is not None:
            d = mt.to_dict(s)
            legal = mt.legal_moves(s)
            if d["phase"] == "play":
                for card in d["players"][d["current"]]["hand"]:
                    grounds = {m["ground"] for m in legal if m.get("card") == card}
                    if grounds and len(grounds) < 3:
                        return rec, card, min({1, 2, 3} - grounds), s
            move = rng.choice(legal)
            mt.record_append(rec, move)
            s = mt.apply(s, move)
    raise AssertionError("no blocked warrior found")


def test_an_illegal_try_is_explained_in_the_engines_words(page, site):
    rec, card, ground, state = find_blocked()
    page.goto(site + PAGE)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, json.dumps(rec)])
    page.reload()
    wait_ready(page)
    page.click('[data-action="reveal"]')
    page.click(f'#hand [data-card="{card}"]')
    legal_grounds = page.eval_on_selector_all(".ground.legal [data-ground]",
                                              "els => els.map(e => +e.dataset.ground)")
    assert ground not in legal_grounds and legal_grounds
    page.click(f'[data-ground="{ground}"]')
    with pytest.raises(mt.IllegalMove) as e:
        mt.apply(state, {"type": "play", "card": card, "ground": ground})
    assert str(e.value) in page.inner_text("#status")
    assert len(saved_record(page)["moves"]) == len(rec["moves"])


def test_phone_size_has_no_sideways_scrolling(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:4], 34)
    rng = random.Random(34)
    for _ in range(40):
        step(page, rng)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"scrolls sideways by {overflow}px"
    assert page.locator(SECRET).count() > 0 or privacy_up(page)


def test_one_person_against_bots_never_sees_a_bots_card(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:3], 35, seats=["human", "easy", "normal"])
    page.select_option('[name="bot-delay"]', "0")
    rng = random.Random(35)
    seen_hands = 0
    for _ in range(400):
        if not step(page, rng):
            break
        assert not page.locator("[data-privacy]").is_visible()  # one person: no screen needed
        state = saved_state(page)
        if mt.to_dict(state)["phase"] == "play" and page.locator("#hand .mcard").count():
            shown = sorted(page.eval_on_selector_all("#hand [data-shown]",
                                                     "els => els.map(e => e.dataset.shown)"))
            assert shown == sorted(mt.to_dict(state)["players"][0]["hand"]), "only Ann's own hand is shown"
            seen_hands += 1
    assert seen_hands > 5
    seats = [m for m in saved_record(page)["moves"]]
    assert len(seats) > 30 and saved_record(page)["seats"] == ["human", "bot:easy", "bot:normal"]


def test_manitou_plays_offline_after_one_visit(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:2], 36)
    rng = random.Random(36)
    for _ in range(6):
        step(page, rng)
    worker_active(page)
    moves = len(saved_record(page)["moves"])
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    assert len(saved_record(page)["moves"]) == moves
    assert privacy_up(page)
    for _ in range(6):
        step(page, rng)
    assert len(saved_record(page)["moves"]) > moves
