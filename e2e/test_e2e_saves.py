"""Several games at once and replay, in the browser (offline: the site is served locally and
nothing else is fetched): three kept games continued and one deleted from the home page, an old
single save moved into the new scheme, and a finished game of each kind replayed to its end and
back to the live position without a write to storage."""

from __future__ import annotations

import json
import re

import pytest

from e2e.driver import (
    click_action,
    open_menu_for,
    open_saved,
    play_move,
    saved_record,
    start_game,
    wait_ready,
)
from engine import wind_river as wr
from engine.manitou.playout import random_game as manitou_game
from engine.white_buffalo.playout import random_game as white_buffalo_game
from engine.wind_river.playout import random_game as wind_river_game
from ui import manitou, white_buffalo, wind_river

GAMES = [["Ann", "Ben", "Cy"], ["Dee", "Eve", "Fay"], ["Gus", "Hal", "Ivy", "Jo"]]


def record_of(cls, names, seed, moves) -> dict:
    s = cls(names, seed)
    for m in moves:
        s.play(m)
    return s.record()


FINISHED = {
    "wind-river": lambda: record_of(wind_river.sessions.new, ["Ann", "Ben", "Cy"], 5,
                                    wind_river_game(3, 5)[1]),
    "manitou": lambda: record_of(manitou.sessions.new, ["Ann", "Bob", "Cy"], 4, manitou_game(3, 4)[1]),
    "white-buffalo": lambda: record_of(white_buffalo.sessions.new, ["Ann", "Bob"], 3,
                                       white_buffalo_game(2, 3)[1]),
}


def stored(page) -> dict:
    return page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")


def kept(page, game: str) -> dict:
    """Slot -> record of every kept game of ``game``."""
    prefix = f"{game}/game-"
    return {k[len(prefix):]: json.loads(v) for k, v in stored(page).items() if k.startswith(prefix)}


def cursor(page) -> int:
    return int(page.get_attribute("body", "data-cursor"))


def test_three_games_are_kept_continued_each_and_one_deleted(page, site):
    page.goto(site + "wind-river.html")
    wait_ready(page)
    for i, names in enumerate(GAMES):
        if i:
            click_action(page, "new-game")
            assert "It is kept" in page.inner_text("#discard-warning")
        start_game(page, names, 10 + i)
        state = wr.new_game(names, seed=10 + i)
        for _ in range(i + 1):  # 1, 2 and 3 moves
            move = wr.legal_moves(state)[0]
            play_move(page, state, move)
            state = wr.apply(state, move)
    games = kept(page, "wind-river")
    assert sorted(len(r["moves"]) for r in games.values()) == [1, 2, 3]
    assert sorted(r["players"] for r in games.values()) == sorted(GAMES)

    page.goto(site)
    items = page.locator('[data-saved="wind-river"] li')
    items.first.wait_for()
    assert items.count() == 3
    assert re.match(r"Gus, Hal, Ivy, Jo · turn \d+ · ", items.first.inner_text())  # last played first
    for n in range(3):
        item = page.locator('[data-saved="wind-river"] li').nth(n)
        href = item.locator("a.continue").get_attribute("href")
        slot = href.split("#game=", 1)[1]
        with page.expect_navigation():
            item.locator("a.continue").click()
        wait_ready(page)
        assert page.evaluate("location.hash") == ""
        assert page.evaluate("document.body.dataset.saveKey") == f"wind-river/game-{slot}"
        assert saved_record(page) == games[slot] and cursor(page) == len(games[slot]["moves"])
        page.goto(site)

    target = page.locator('[data-saved="wind-river"] li', has_text="Dee, Eve, Fay")
    slot = target.locator("a.continue").get_attribute("href").split("#game=", 1)[1]
    page.once("dialog", lambda d: d.dismiss())  # asked first: "no" keeps it
    target.locator("button.delete").click()
    assert page.locator('[data-saved="wind-river"] li').count() == 3
    page.once("dialog", lambda d: d.accept())
    target.locator("button.delete").click()
    assert page.locator('[data-saved="wind-river"] li').count() == 2
    left = kept(page, "wind-river")
    assert slot not in left and len(left) == 2
    assert f"wind-river/summary-{slot}" not in stored(page)
    copy_of = stored(page)["wind-river/current-slot"]  # the game saved last, copied for the contract
    assert stored(page)["wind-river/current"] == stored(page)[f"wind-river/game-{copy_of}"]
    page.reload()
    assert page.locator('[data-saved="wind-river"] li').count() == 2


def test_an_old_single_save_is_listed_continued_and_moved_losing_nothing(page, site):
    record = FINISHED["wind-river"]()
    record["moves"], record["redo"] = record["moves"][:20], record["moves"][20:25]
    page.goto(site)
    page.evaluate("r => localStorage.setItem('wind-river/current', r)", json.dumps(record))
    page.reload()
    item = page.locator('[data-saved="wind-river"] li')
    item.wait_for()
    assert item.inner_text().startswith("Ann, Ben, Cy · move 20")
    with page.expect_navigation():
        item.locator("a.continue").click()
    wait_ready(page)
    assert cursor(page) == 20
    assert list(kept(page, "wind-river").values()) == [record]  # the undone moves too
    # the contract's key stays, as the copy of the slot the game went to
    slot = next(iter(kept(page, "wind-river")))
    assert stored(page)["wind-river/current-slot"] == slot
    assert json.loads(stored(page)["wind-river/current"]) == record
    page.goto(site)
    item.wait_for()
    assert item.count() == 1  # the copy is not listed as a second game
    assert item.locator("a.continue").get_attribute("href").endswith("#game=" + slot)
    page.once("dialog", lambda d: d.accept())
    item.locator("button.delete").click()
    assert not [k for k in stored(page) if k.startswith("wind-river/") and "pref" not in k]
    page.goto(site + "wind-river.html")
    wait_ready(page)
    assert page.locator("#new-game").is_visible()  # deleted for good: it does not come back


# Manitou's and White Buffalo's replays run on the fake browser (tests/test_page_manitou.py,
# tests/test_page_white_buffalo.py); here the one page without secrets, in a real browser.
@pytest.mark.parametrize("game", ["wind-river"])
def test_a_finished_game_is_replayed_to_its_end_and_back_to_live(page, site, game):
    record = FINISHED[game]()
    n = len(record["moves"])
    open_saved(page, site, f"{game}.html", {f"{game}/current": json.dumps(record)})
    assert page.get_attribute("body", "data-phase") == "over" and cursor(page) == n
    before = stored(page)
    log = page.locator("#log > li").count()

    open_menu_for(page, '[data-action="replay"]')  # in the header's menu (its file actions)
    page.focus('[data-action="replay"]')  # keyboard reachable
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-replay]")
    assert cursor(page) == 0 and page.locator("#log > li").count() == 0
    assert "Replay: the start of the game" in page.inner_text("#status")
    page.keyboard.press("Enter")  # the focus is on "one move forward"
    page.wait_for_function("document.body.dataset.cursor === '1'")
    click_action(page, "replay-forward")
    click_action(page, "replay-back")
    assert cursor(page) == 1 and page.locator("#log > li").count() == 1
    if game != "wind-river":  # a finished game shows every seat's secret cards
        assert "every card" in page.inner_text("#replay-bar")
        assert page.locator("#replay-bar [data-seat-secrets]").count() == len(record["players"])
    # "fast" (0.4 s a move), not "faster" (0.15 s): on a loaded machine (a fresh-clone run at
    # load 7) the replay of this game's moves once ended before the pause got through
    page.select_option('[name="replay-speed"]', "fast")
    click_action(page, "replay-play")
    page.wait_for_function("+document.body.dataset.cursor >= 4")
    click_action(page, "replay-play")  # pause
    # the click is handled in the page's own time: wait until it says it is paused, then no
    # step may follow (a step already due when the click landed has been shown by then)
    page.wait_for_selector('[data-action="replay-play"][aria-pressed="false"]')
    paused = cursor(page)
    page.wait_for_timeout(400)
    assert cursor(page) == paused
    click_action(page, "replay-last")
    assert cursor(page) == n and page.get_attribute("body", "data-phase") == "over"
    assert f"Replay: move {n} of {n}." in page.inner_text("#status")
    assert page.is_disabled('[data-action="replay-forward"]')
    click_action(page, "replay-first")
    assert cursor(page) == 0
    assert stored(page) == before  # a replay writes nothing

    page.keyboard.press("Escape")  # back to the live game
    page.wait_for_selector("body[data-replay]", state="detached")
    assert cursor(page) == n and page.locator("#log > li").count() == log
    assert page.locator("#ranking-card").is_visible()
    assert stored(page) == before

