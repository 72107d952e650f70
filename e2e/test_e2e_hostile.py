"""Saved games you can trust, in the browser: hostile saves, two tabs and names (a save with a
byte order mark, unknown keys kept and the backups' cap are page tests: tests/test_page_shell.py)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from e2e.driver import GAME_PAGE, WindRiverPage, play_move, saved_record, start_game, wait_ready
from engine import wind_river as wr

NAMES = ["Ann", "Ben", "Cy"]
PWNED = "() => window.pwned === undefined && !document.querySelector('img[src=x]')"
BACKUPS = "() => Object.keys(localStorage).filter(k => k.includes('/backup-'))"


def put(page, key: str, value: str) -> None:
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])


def record(seed: int = 3, **extra) -> dict:
    rec = wr.new_record(NAMES, seed=seed)
    rec.update(extra)
    return rec


@pytest.fixture
def game(page, site) -> WindRiverPage:
    """Wind River's page (not opened yet)."""
    return WindRiverPage(page, site)


def test_hostile_colours_in_a_save_run_nothing_and_call_no_host(game, page):
    hostile = ['"><img src=x onerror="window.pwned=1">', "url(http://evil.example/x.png)", "green"]
    game.open_saved(record(colors=hostile))
    expect(game.corrupt).to_contain_text("colour", use_inner_text=True)
    assert page.evaluate(PWNED)
    expect(game.action("new-game")).to_be_enabled()
    # (the autouse fixture fails the test if any request left 127.0.0.1)


def test_a_deeply_nested_save_leaves_new_game_usable(game, page):
    raw = '{"format":"wind-river-record/1","x":' + "[" * 4500 + "]" * 4500 + "}"
    game.open_saved(raw)
    expect(game.corrupt).to_contain_text("nested far too deeply", use_inner_text=True)
    backups = page.evaluate(BACKUPS)
    assert [page.evaluate("k => localStorage.getItem(k)", k) for k in backups] == [raw]
    expect(game.action("new-game")).to_be_enabled()
    game.action("start-over").click()
    game.start(NAMES, 3)
    assert game.record()["players"] == NAMES


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


def test_names_that_look_alike_are_refused_and_names_are_isolated(game, page):
    game.open()
    page.select_option('[name="players"]', "3")
    page.fill('[name="name-0"]', "Ann")
    page.fill('[name="name-1"]', "Ann\u200b")
    page.fill('[name="name-2"]', "Cy")
    game.action("start").click()
    expect(page.locator("#form-error")).to_contain_text("same name", use_inner_text=True)
    game.start(["\u202eEve", "Ben", "Cy"], 5)
    assert game.record()["players"] == ["Eve", "Ben", "Cy"]
    assert page.locator("#status bdi").count() >= 1
    expect(page.locator("#players bdi")).to_have_count(3)


