"""Saved games you can trust, in the browser: hostile saves, two tabs, names, extra keys and the
saved-data list (one test per point of the issue; each failed on the page before the fix)."""

from __future__ import annotations

import json

from e2e.driver import GAME_PAGE, KEY, click_action, play_move, saved_record, start_game, wait_ready
from engine import wind_river as wr

NAMES = ["Ann", "Ben", "Cy"]
PWNED = "() => window.pwned === undefined && !document.querySelector('img[src=x]')"


def put(page, key: str, value: str) -> None:
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])


def record(seed: int = 3, **extra) -> dict:
    rec = wr.new_record(NAMES, seed=seed)
    rec.update(extra)
    return rec


def test_hostile_colours_in_a_save_run_nothing_and_call_no_host(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    hostile = ['"><img src=x onerror="window.pwned=1">', "url(http://evil.example/x.png)", "green"]
    put(page, KEY, json.dumps(record(colors=hostile)))
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#corrupt", state="visible")
    assert "colour" in page.inner_text("#corrupt")
    assert page.evaluate(PWNED)
    assert page.locator('[data-action="new-game"]').is_enabled()
    # (the autouse fixture fails the test if any request left 127.0.0.1)


def test_a_deeply_nested_save_leaves_new_game_usable(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    raw = '{"format":"wind-river-record/1","x":' + "[" * 4500 + "]" * 4500 + "}"
    put(page, KEY, raw)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#corrupt", state="visible")
    assert "nested far too deeply" in page.inner_text("#corrupt")
    backups = page.evaluate("() => Object.keys(localStorage).filter(k => k.includes('/backup-'))")
    assert [page.evaluate("k => localStorage.getItem(k)", k) for k in backups] == [raw]
    assert page.locator('[data-action="new-game"]').is_enabled()
    page.click('[data-action="start-over"]')
    start_game(page, NAMES, 3)
    assert saved_record(page)["players"] == NAMES


def test_a_save_with_a_byte_order_mark_resumes(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    put(page, KEY, "\ufeff" + json.dumps(record()))
    page.reload()
    wait_ready(page)
    assert page.locator("#corrupt").is_hidden()
    assert "resumes at move 0" in page.inner_text("#status")


def test_a_second_tab_follows_the_first(context, site):
    a, b = context.new_page(), context.new_page()
    for p in (a, b):
        p.goto(site + GAME_PAGE)
        wait_ready(p)
    start_game(a, NAMES, 11)
    state = wr.new_game(NAMES, seed=11)
    b.wait_for_function("() => document.body.dataset.cursor === '0'")
    move = wr.legal_moves(state)[0]
    play_move(a, state, move)
    state = wr.apply(state, move)
    b.wait_for_function("() => document.body.dataset.cursor === '1'")
    assert "another tab" in b.inner_text("#status")
    # and the other way round: B moves on, A follows
    move = wr.legal_moves(state)[0]
    play_move(b, state, move)
    a.wait_for_function("() => document.body.dataset.cursor === '2'")
    assert len(saved_record(a)["moves"]) == 2


def test_a_tab_never_overwrites_a_newer_save_without_asking(context, site):
    a = context.new_page()
    # this tab misses the storage events (as a suspended tab might)
    a.add_init_script("window.addEventListener('storage', e => e.stopImmediatePropagation(), true)")
    a.goto(site + GAME_PAGE)
    wait_ready(a)
    start_game(a, NAMES, 12)
    state = wr.new_game(NAMES, seed=12)
    # another tab continues the game by two moves
    newer = record(12)
    s = state
    for _ in range(2):
        move = wr.legal_moves(s)[0]
        wr.record_append(newer, move)
        s = wr.apply(s, move)
    newer.update(colors=["red", "blue", "green"], seats=["human"] * 3, redo=[])
    put(a, a.evaluate("document.body.dataset.saveKey"), json.dumps(newer))
    move = wr.legal_moves(state)[1]
    play_move(a, state, move)
    a.wait_for_selector("#conflict", state="visible")
    assert saved_record(a)["moves"] == newer["moves"]  # nothing was thrown away
    a.click('[data-action="load-newer"]')
    a.wait_for_function("() => document.body.dataset.cursor === '2'")
    assert saved_record(a)["moves"] == newer["moves"]
    assert a.locator("#conflict").is_hidden()


def test_names_that_look_alike_are_refused_and_names_are_isolated(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    page.select_option('[name="players"]', "3")
    page.fill('[name="name-0"]', "Ann")
    page.fill('[name="name-1"]', "Ann\u200b")
    page.fill('[name="name-2"]', "Cy")
    page.click('[data-action="start"]')
    assert "same name" in page.inner_text("#form-error")
    start_game(page, ["\u202eEve", "Ben", "Cy"], 5)
    assert saved_record(page)["players"] == ["Eve", "Ben", "Cy"]
    assert page.locator("#status bdi").count() >= 1
    assert page.locator("#players bdi").count() == 3


def test_unknown_keys_of_a_save_survive_play(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    put(page, KEY, json.dumps(record(4, extra={"from": "elsewhere"}, version=7)))
    page.reload()
    wait_ready(page)
    state = wr.new_game(NAMES, seed=4)
    play_move(page, state, wr.legal_moves(state)[0])
    rec = saved_record(page)
    assert rec["extra"] == {"from": "elsewhere"} and rec["version"] == 7 and len(rec["moves"]) == 1


def test_backups_are_capped_and_can_be_deleted(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    for i in range(5):
        put(page, KEY, f"{{broken {i}")
        page.reload()
        wait_ready(page)
        page.wait_for_selector("#corrupt", state="visible")
    keys = page.evaluate("() => Object.keys(localStorage).filter(k => k.includes('/backup-'))")
    assert len(keys) == 3
    click_action(page, "saved-data")
    items = page.locator("#saved-list li")
    assert items.count() == 3  # three backups (the unreadable saves live on as backups only)
    page.locator('#saved-list [data-action="delete-saved"]').first.click()
    assert page.locator("#saved-list li").count() == 2
    left = page.evaluate("() => Object.keys(localStorage).filter(k => k.includes('/backup-'))")
    assert len(left) == 2
