"""White Buffalo on the page: whole games by clicks for 2, 3 and 4 people to the score sheet (the
privacy screen checked at every hand-over), the DOM checked for secrets, a reload mid-turn, undo
before a draw and never past it, an illegal try explained, the hunt step by step, the phone size."""

from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import expect

from e2e.driver import listed_ranking
from e2e.white_buffalo_driver import TAPS, WhiteBuffaloPage, end_on_top
from engine import white_buffalo as wb

NAMES = ["Ann", "Ben", "Cy", "Dee"]


@pytest.fixture
def game(page, site) -> WhiteBuffaloPage:
    """White Buffalo's page (not opened yet)."""
    return WhiteBuffaloPage(page, site)


#: (players, seed, viewport): on a desktop no click needs a scroll; on a phone at most half do.
#: Seeds whose games (by the tests' move choice) use every kind of move the longer ones do, at
#: 104, 204 and 227 moves (seeds 42 and 43 took 341 and 381 moves for no more kinds of position)
WHOLE_GAMES = [(2, 41, (1280, 800)), (3, 127, (390, 844)), (4, 48, (1280, 800))]


@pytest.mark.parametrize("players,seed,size", WHOLE_GAMES)
def test_a_whole_game_by_clicks_ends_in_the_engines_score_sheet(game, page, players, seed, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    game.open_from_home()
    expect(page.locator("#new-game")).to_be_visible()
    game.start(NAMES[:players], seed)
    rec = game.record()
    assert rec["format"] == "white-buffalo-record/1" and rec["moves"] == []  # saved at once
    TAPS.update(taps=0, scrolled=0)
    checks = game.play_to_end(random.Random(seed))
    taps = dict(TAPS)
    print(f"\n[white buffalo {players}p at {size[0]}x{size[1]}] {taps['taps']} clicks, "
          f"{taps['scrolled']} needed a scroll")
    if size[0] >= 1280:
        assert taps["scrolled"] == 0, taps           # the whole turn is in one viewport
    else:
        assert taps["scrolled"] * 2 <= taps["taps"], taps
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"scrolls sideways by {overflow}px"
    state = game.state()
    assert wb.to_act(state) is None
    assert listed_ranking(page) == wb.ranking(state)
    expect(page.locator("body")).to_have_attribute("data-phase", "over")
    assert page.get_attribute("body", "data-current") is None
    assert checks["reveals"] >= players  # a privacy screen before each person's turns
    assert checks["steps"] > 0  # hunts shown step by step
    assert "turn" in checks["phases"] and checks["phases"] <= {"turn", "cube"}  # body[data-phase]
    for seat, sc in enumerate(wb.scores(state)):
        for key in ("teepees", "destiny", "symbols", "peace", "pass", "total"):
            cell = page.locator(f'#score-sheet td[data-seat="{seat}"][data-row="{key}"]')
            expect(cell).to_have_text(str(sc[key]), use_inner_text=True)
    if players == 2:
        end_on_top(page)                              # the ranking dialog on top at every width


def test_the_privacy_screen_hides_every_secret_and_comes_first_after_a_reload(game, page):
    game.open().start(NAMES[:3], 51)
    rng = random.Random(51)
    assert game.privacy_up()  # nobody has seen anything yet
    seat = wb.to_act(game.state())
    assert seat is not None
    title = page.locator("#privacy-title")
    expect(title).to_have_text(f"Pass the device to {NAMES[seat]}", use_inner_text=True)
    for _ in range(12):  # a few turns in: into someone's turn
        game.step(rng)
    while game.privacy_up() or page.locator("#walk").is_visible():
        game.step(rng)
    game.reload()
    assert game.privacy_up(), "after a reload the privacy screen comes first"
    html = page.content()
    state = game.state()
    for p in wb.to_dict(state)["players"]:
        for d in p["destiny"]:
            assert f'data-shown="{d}"' not in html
    assert 'data-card="' not in html
    game.action("reveal").click()
    me = wb.to_dict(state)["players"][wb.to_act(state)]
    expect(page.locator("#hand [data-card]")).to_have_count(len(me["hand"]))
    shown = sorted(page.eval_on_selector_all("#hand [data-card]", "els => els.map(e => e.dataset.card)"))
    assert shown == sorted(me["hand"])
    destiny = page.eval_on_selector_all("#destiny [data-shown]", "els => els.map(e => e.dataset.shown)")
    assert sorted(destiny) == sorted(me["destiny"])


def reach(game: WhiteBuffaloPage, rng, want, limit=400):
    """Step until the person to act (screen revealed, no hunt shown) has a legal move ``want(legal)``."""
    page = game.page
    for _ in range(limit):
        if not (game.privacy_up() or page.locator("#walk").is_visible()) \
                and page.get_attribute("body", "data-actor") == "human":
            state = game.state()
            if want(wb.legal_moves(state), state):
                return state
        game.step(rng)
    raise AssertionError("never reached")


def test_a_saved_game_is_a_record_after_every_move(game, page):
    game.open().start(NAMES[:2], 56)
    rng = random.Random(56)
    for _ in range(15):
        game.step(rng)
    rec = json.loads(page.evaluate("() => localStorage.getItem(document.body.dataset.saveKey)"))
    assert rec["format"] == "white-buffalo-record/1" and rec["moves"]
    wb.from_record(rec)  # replays (a record that does not raises InvalidState)
