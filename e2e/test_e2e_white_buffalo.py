"""White Buffalo on the page: whole games by clicks for 2, 3 and 4 people to the score sheet (the
privacy screen checked at every hand-over), the DOM checked for secrets, a reload mid-turn, undo
before a draw and never past it, an illegal try explained, the hunt step by step, the phone size."""

from __future__ import annotations

import json
import random

import pytest

from e2e.driver import listed_ranking, open_from_home, wait_ready
from e2e.white_buffalo_driver import (
    PAGE,
    SECRET,
    click_move,
    play_to_end,
    privacy_up,
    saved_record,
    saved_state,
    start,
    step,
)
from engine import white_buffalo as wb

NAMES = ["Ann", "Ben", "Cy", "Dee"]


@pytest.mark.parametrize("players,seed", [(2, 41), (3, 42), (4, 43)])
def test_a_whole_game_by_clicks_ends_in_the_engines_score_sheet(page, site, players, seed):
    open_from_home(page, site, "white-buffalo")
    assert page.locator("#new-game").is_visible()
    start(page, NAMES[:players], seed)
    rec = saved_record(page)
    assert rec["format"] == "white-buffalo-record/1" and rec["moves"] == []  # saved at once
    checks = play_to_end(page, random.Random(seed))
    state = saved_state(page)
    assert wb.to_act(state) is None
    assert listed_ranking(page) == wb.ranking(state)
    assert page.get_attribute("body", "data-phase") == "over"
    assert page.get_attribute("body", "data-current") is None
    assert checks["reveals"] >= players  # a privacy screen before each person's turns
    assert checks["steps"] > 0  # hunts shown step by step
    for seat, sc in enumerate(wb.scores(state)):
        for key in ("teepees", "destiny", "symbols", "peace", "pass", "total"):
            cell = page.locator(f'#score-sheet td[data-seat="{seat}"][data-row="{key}"]')
            assert cell.inner_text() == str(sc[key]), (seat, key)


def test_the_privacy_screen_hides_every_secret_and_comes_first_after_a_reload(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:3], 51)
    rng = random.Random(51)
    assert privacy_up(page)  # nobody has seen anything yet
    seat = wb.to_act(saved_state(page))
    assert seat is not None
    first = NAMES[seat]
    assert page.inner_text("#privacy-title") == f"Pass the device to {first}"
    for _ in range(12):  # a few turns in: into someone's turn
        step(page, rng)
    while privacy_up(page) or page.locator("#walk").is_visible():
        step(page, rng)
    page.reload()
    wait_ready(page)
    assert privacy_up(page), "after a reload the privacy screen comes first"
    html = page.content()
    state = saved_state(page)
    for p in wb.to_dict(state)["players"]:
        for d in p["destiny"]:
            assert f'data-shown="{d}"' not in html
    assert 'data-card="' not in html
    page.click('[data-action="reveal"]')
    me = wb.to_dict(state)["players"][wb.to_act(state)]
    shown = sorted(page.eval_on_selector_all("#hand [data-card]", "els => els.map(e => e.dataset.card)"))
    assert shown == sorted(me["hand"])
    destiny = page.eval_on_selector_all("#destiny [data-shown]", "els => els.map(e => e.dataset.shown)")
    assert sorted(destiny) == sorted(me["destiny"])


def reach(page, rng, want, limit=400):
    """Step until the person to act (screen revealed, no hunt shown) has a legal move ``want(legal)``."""
    for _ in range(limit):
        if not (privacy_up(page) or page.locator("#walk").is_visible()) \
                and page.get_attribute("body", "data-actor") == "human":
            state = saved_state(page)
            if want(wb.legal_moves(state), state):
                return state
        step(page, rng)
    raise AssertionError("never reached")


def test_undo_takes_back_steps_of_a_turn_but_never_a_draw(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:2], 52)
    rng = random.Random(52)
    state = reach(page, rng, lambda legal, s: any(m["type"] == "take" and m["slot"] != "pile" for m in legal)
                  and {"type": "take", "slot": "pile"} in legal and wb.to_dict(s)["turn"]["kind"] is None)
    n = len(saved_record(page)["moves"])
    row = next(m for m in wb.legal_moves(state) if m["type"] == "take" and m["slot"] != "pile")
    click_move(page, row)  # a row card: nothing by chance yet
    assert len(saved_record(page)["moves"]) == n + 1
    assert not page.is_disabled('[data-action="undo"]')
    page.click('[data-action="undo"]')
    assert len(saved_record(page)["moves"]) == n  # taken back
    click_move(page, row)
    page.click('[data-action="draw"]')  # a blind draw
    assert len(saved_record(page)["moves"]) == n + 2
    assert page.is_disabled('[data-action="undo"]')  # the draw is never undone


def test_reload_mid_turn_resumes_at_the_same_step(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:2], 53)
    rng = random.Random(53)
    reach(page, rng, lambda legal, s: any(m["type"] == "stack" for m in legal))
    state = saved_state(page)
    move = next(m for m in wb.legal_moves(state) if m["type"] == "stack")
    click_move(page, move)
    n = len(saved_record(page)["moves"])
    page.reload()
    wait_ready(page)
    assert len(saved_record(page)["moves"]) == n
    assert privacy_up(page)
    page.click('[data-action="reveal"]')
    after = saved_state(page)
    assert wb.to_dict(after)["turn"]["play"]["cards"] == [move["card"]]  # the open stack is still there
    from engine.white_buffalo.hints import hunt_value
    assert f"Hunt value now: {hunt_value(after)}." in page.inner_text("#preview")
    for _ in range(10):
        step(page, rng)
    assert len(saved_record(page)["moves"]) > n


def test_an_illegal_try_is_explained_in_the_engines_words(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:2], 54)
    rng = random.Random(54)
    state = reach(page, rng, lambda legal, s: any(m["type"] == "horse" for m in legal)
                  and wb.to_dict(s)["players"][s.current]["territory"] is not None)
    d = wb.to_dict(state)
    here = d["players"][state.current]["territory"]
    n = len(saved_record(page)["moves"])
    from engine.white_buffalo.data import ADJ, TERRITORIES, TERRITORY
    far = next(t for t in TERRITORIES if t != here and TERRITORY[t] not in ADJ[TERRITORY[here]])
    page.click('[data-action="move"]')
    page.click(f'[data-territory="{far}"]')
    with pytest.raises(wb.IllegalMove) as e:
        wb.apply(state, {"type": "step", "to": far})
    assert str(e.value) in page.inner_text("#status")
    assert len(saved_record(page)["moves"]) == n  # nothing was played


def test_phone_size_has_no_sideways_scrolling(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:4], 55)
    rng = random.Random(55)
    for _ in range(40):
        step(page, rng)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"scrolls sideways by {overflow}px"
    assert page.locator(SECRET).count() > 0 or privacy_up(page) or page.locator("#walk").is_visible()


def test_a_saved_game_is_a_record_after_every_move(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    start(page, NAMES[:2], 56)
    rng = random.Random(56)
    for _ in range(15):
        step(page, rng)
    rec = json.loads(page.evaluate("() => localStorage.getItem(document.body.dataset.saveKey)"))
    assert rec["format"] == "white-buffalo-record/1"
    wb.from_record(rec)  # replays
