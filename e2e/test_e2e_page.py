"""Page behaviour: resume after reload with undo history, refusals, corrupt saves, storage
problems, the new-game guard, keyboard shortcuts and touch."""

from __future__ import annotations

import json
import random

import pytest

from e2e.driver import (
    GAME_PAGE,
    KEY,
    click_action,
    click_hex,
    fill_seed,
    play_move,
    saved_record,
    saved_state,
    start_game,
    wait_ready,
)
from engine import wind_river as wr

NAMES = ["Ann", "Ben", "Cy"]


def cursor(page) -> int:
    return int(page.get_attribute("body", "data-cursor"))


def legal_hexes(page) -> list:
    return page.eval_on_selector_all("[data-hex].legal", "els => els.map(e => e.dataset.hex).sort()")


def same(a, b) -> bool:
    return wr.to_dict(a) == wr.to_dict(b)


def advance(page, state, rng, until):
    """Play random legal moves by clicks until ``until(state_dict)`` holds."""
    states = [state]
    while not until(wr.to_dict(state)):
        move = rng.choice(wr.legal_moves(state))
        play_move(page, state, move)
        state = wr.apply(state, move)
        states.append(state)
    return states


def test_reload_mid_turn_resumes_with_undo_and_redo(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    start_game(page, NAMES, 5)
    rng = random.Random(5)
    states = advance(page, wr.new_game(NAMES, seed=5), rng,
                     lambda d: d["phase"] == "buffalo" and d["buffalo_left"] == 1
                     and sum(c["tipis"][d["current"]] for c in d["board"].values()) >= 2)
    state = states[-1]
    status = page.inner_text("#status")
    log_size = page.locator("#log li").count()
    # undo twice so the save also carries a redo tail, then redo once
    page.keyboard.press("Control+z")
    page.keyboard.press("Control+z")
    page.keyboard.press("Control+y")
    assert cursor(page) == len(states) - 2
    assert same(saved_state(page), states[-2])
    assert saved_record(page)["redo"] and len(saved_record(page)["redo"]) == 1

    page.reload()
    wait_ready(page)
    assert cursor(page) == len(states) - 2
    assert same(saved_state(page), states[-2])
    assert "Welcome back" in page.inner_text("#status")
    assert not page.locator('[data-action="redo"]').is_disabled()
    click_action(page, "redo")
    assert cursor(page) == len(states) - 1
    assert page.inner_text("#status").split("\n")[-1] == status.split("\n")[-1]
    assert page.locator("#log li").count() == log_size
    # undo still works after the reload, by button and by keyboard, and the herd step resumes
    click_action(page, "undo")
    page.keyboard.press("Control+z")
    assert cursor(page) == len(states) - 3
    assert same(saved_state(page), states[-3])
    page.keyboard.press("Control+Shift+z")
    page.keyboard.press("Control+y")
    assert same(saved_state(page), state)
    move = wr.legal_moves(state)[0]
    play_move(page, state, move)
    assert same(saved_state(page), wr.apply(state, move))
    assert page.locator('[data-action="redo"]').is_disabled()


def test_illegal_clicks_change_nothing_and_say_why(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    start_game(page, NAMES, 9)
    state = wr.new_game(NAMES, seed=9)
    first = wr.legal_moves(state)[0]
    play_move(page, state, first)
    state = wr.apply(state, first)
    before = (saved_record(page), legal_hexes(page), cursor(page))
    # the hex just taken is not legal for the next player: the engine's reason is shown
    click_hex(page, first["to"], expect_legal=False)
    assert (saved_record(page), legal_hexes(page), cursor(page)) == before
    assert f"{first['to']} already holds a tipi" in page.inner_text("#status")
    # lane A is closed with three players
    click_hex(page, "A2", expect_legal=False)
    assert "mountains" in page.inner_text("#status")
    assert (saved_record(page), legal_hexes(page), cursor(page)) == before
    # the status names whose turn it is
    who = NAMES[wr.to_dict(state)["current"]]
    assert who in page.inner_text("#status")

    # reach a herd step: an empty hex cannot be picked, a wrong target is refused by the engine
    rng = random.Random(9)
    states = advance(page, state, rng, lambda d: d["phase"] == "buffalo")
    state = states[-1]
    d = wr.to_dict(state)
    empty = next(h for h, c in d["board"].items() if c["buffalo"] == 0)
    unmoved = (saved_record(page), legal_hexes(page))
    click_hex(page, empty, expect_legal=False)
    assert f"There is no buffalo on {empty}" in page.inner_text("#status")
    assert (saved_record(page), legal_hexes(page)) == unmoved
    src = wr.legal_moves(state)[0]["from"]
    click_hex(page, src)
    assert "selected" in page.get_attribute(f'[data-hex="{src}"]', "class")
    targets = legal_hexes(page)
    sources = {m["from"] for m in wr.legal_moves(state)}
    wrong = next(h for h in d["board"] if h not in targets and h not in sources)
    click_hex(page, wrong, expect_legal=False)
    why = page.locator("#status .why")
    assert why.is_visible() and why.inner_text().strip()
    with pytest.raises(wr.IllegalMove) as refused:
        wr.apply(state, {"type": "buffalo", "from": src, "to": wrong})
    assert why.inner_text().strip() == str(refused.value)  # the engine's own words
    assert legal_hexes(page) == targets
    assert "selected" in page.get_attribute(f'[data-hex="{src}"]', "class")
    # Escape drops the selection
    page.keyboard.press("Escape")
    assert "selected" not in page.get_attribute(f'[data-hex="{src}"]', "class")
    assert saved_record(page) == unmoved[0]
    # a disabled action button does nothing
    assert page.locator('[data-action="earn"]').is_disabled()
    # hex names on demand
    assert not page.locator('[data-art="C2"] .hex-name').is_visible()
    click_action(page, "names")
    assert page.locator('[data-art="C2"] .hex-name').is_visible()


def test_corrupt_saves_are_kept_and_explained(page, site, shots):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    backups = "() => Object.keys(localStorage).filter(k => k.startsWith('wind-river/backup-'))"
    cases = [
        ('{"format": "wind-river-record/1", "players": ["A", "B"', "damaged"),
        (json.dumps({"format": "wind-river-record/1", "players": ["A", "B", "C"], "seed": 1,
                     "moves": [{"type": "earn"}]}), "move 1"),
        (json.dumps({"format": "chess/1"}), "not a record of this game"),
    ]
    for n, (raw, reason) in enumerate(cases, start=1):
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, raw])
        page.reload()
        wait_ready(page)
        page.wait_for_selector("#corrupt", state="visible")
        text = page.inner_text("#corrupt")
        assert reason in text
        keys = page.evaluate(backups)
        assert len(keys) == n
        kept = [k for k in keys if page.evaluate("k => localStorage.getItem(k)", k) == raw]
        assert len(kept) == 1 and kept[0] in text
        # moved from the old single slot into a backup (the home page lists it no more), not dropped
        assert page.evaluate("k => localStorage.getItem(k)", KEY) is None
    page.screenshot(path=str(shots / "corrupt-desktop.png"))
    assert "could not be read" in page.inner_text("#status")
    # reloading the same bad save does not pile up copies
    page.reload()
    wait_ready(page)
    assert len(page.evaluate(backups)) == len(cases)
    # the unreadable save lives on as a backup only: the page offers a new game
    page.wait_for_selector("#new-game", state="visible")
    assert page.locator("#corrupt").is_hidden()
    start_game(page, NAMES, 3)
    assert saved_record(page)["players"] == NAMES
    assert page.locator("#corrupt").is_hidden()
    assert len(page.evaluate(backups)) == len(cases)


QUOTA = """
Storage.prototype.setItem = function () {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};
"""


def test_full_storage_is_reported_once_and_play_goes_on(page, site):
    page.add_init_script(QUOTA)
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    start_game(page, NAMES, 4)
    notice = page.locator("#notice")
    assert notice.is_visible()
    text = notice.inner_text()
    assert "could not be saved" in text and "full" in text and "Quota" not in text
    state = wr.new_game(NAMES, seed=4)
    for _ in range(4):
        move = wr.legal_moves(state)[0]
        play_move(page, state, move)
        state = wr.apply(state, move)
    assert cursor(page) == 4
    # the notice names the moves at risk, in plain words
    assert "Moves 1–4 could not be saved" in notice.inner_text()


def test_new_game_asks_before_discarding(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    start_game(page, NAMES, 8)
    state = wr.new_game(NAMES, seed=8)
    move = wr.legal_moves(state)[0]
    play_move(page, state, move)
    record = saved_record(page)
    click_action(page, "new-game")
    warning = page.locator("#discard-warning")
    assert warning.is_visible() and "It is kept" in warning.inner_text()
    assert page.input_value('[name="name-0"]') == "Ann"  # the last players are offered again
    page.click('[data-action="cancel-new"]')
    assert page.locator("#new-game").is_hidden()
    assert saved_record(page) == record and cursor(page) == 1
    click_action(page, "new-game")
    page.select_option('[name="players"]', "4")
    assert page.locator('[name="name-3"]').is_visible()
    page.select_option('[name="color-1"]', "red")
    page.fill('[name="name-3"]', "Dee")
    page.click('[data-action="start"]')
    assert "same colour" in page.inner_text("#form-error")
    page.select_option('[name="color-1"]', "purple")
    fill_seed(page, "12345")
    page.click('[data-action="start"]')
    page.wait_for_selector("#new-game", state="hidden")
    rec = saved_record(page)
    assert rec["players"] == NAMES + ["Dee"] and rec["seed"] == 12345 and rec["moves"] == []
    kept = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('wind-river/game-'))"
                         ".map(k => JSON.parse(localStorage.getItem(k)))")
    assert record in kept and len(kept) == 2  # the new game did not discard the other
    assert rec["colors"] == ["red", "purple", "green", "yellow"]
    start = wr.to_dict(wr.new_game(rec["players"], seed=12345))["start_player"]
    assert f"{rec['players'][start]} is the start player" in page.inner_text("#status")
    assert page.locator('[data-hex="A1"]').get_attribute("class").split()[:2] == ["hex", "lane-a"]


@pytest.mark.browser_context_args(has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844})
def test_touch_tap_source_then_target(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    start_game(page, NAMES, 6)
    state = wr.new_game(NAMES, seed=6)
    rng = random.Random(6)
    while True:
        moves = wr.legal_moves(state)
        move = rng.choice(moves)
        phase = wr.to_dict(state)["phase"]
        if phase == "buffalo":
            break
        page.tap(f'[data-hex="{move["to"]}"]')
        state = wr.apply(state, move)
    page.tap(f'[data-hex="{move["from"]}"]')
    assert "selected" in page.get_attribute(f'[data-hex="{move["from"]}"]', "class")
    page.tap(f'[data-hex="{move["to"]}"]')
    assert same(saved_state(page), wr.apply(state, move))
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
