"""The home page: lists the games before any Python starts, continues a saved game, and never
shows a save's words as markup."""

from __future__ import annotations

import json
import random

from e2e.driver import KEY, open_from_home, play_move, start_game, wait_ready
from engine import wind_river as wr
from engine.core import registry

NAMES = ["Ann", "Ben", "Cy"]


def test_the_home_page_lists_the_games_without_starting_python(page, site):
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(site)
    link = page.locator('a[data-game="wind-river"]')
    assert link.inner_text() == registry.info("wind-river").title
    card = page.locator("li.game", has=link)
    assert "3–4 players" in card.inner_text()
    assert card.locator("img").evaluate("img => img.complete && img.naturalWidth > 0")
    assert card.locator('a[href="./wind-river-rules.html"]').count() == 1
    assert page.locator('[data-saved="wind-river"]').is_hidden()  # nothing saved yet
    page.wait_for_timeout(300)
    assert not [u for u in requests if u.endswith((".wasm", ".pack", "pyodide.mjs", "core.js"))], requests
    paint = page.evaluate("performance.getEntriesByName('first-contentful-paint').map(e => e.startTime)")
    assert paint, "the home page painted nothing"


def test_continue_a_saved_game_from_the_home_page(page, site):
    open_from_home(page, site)
    start_game(page, NAMES, 5)
    rng, state = random.Random(5), wr.new_game(NAMES, seed=5)
    for _ in range(3):
        move = rng.choice(wr.legal_moves(state))
        play_move(page, state, move)
        state = wr.apply(state, move)
    seat = wr.to_act(state)
    assert seat is not None
    to_play = NAMES[seat]
    page.goto(site)
    saved = page.locator('[data-saved="wind-river"]')
    saved.wait_for(state="visible")
    text = saved.locator("li").inner_text()
    assert text.startswith(f"Ann, Ben, Cy · turn 4 · {to_play} to play · last played today, ")
    assert text.endswith("— Continue Delete")
    with page.expect_navigation():
        saved.locator("a.continue").click()
    wait_ready(page)
    assert page.get_attribute("body", "data-cursor") == "3"


def test_each_game_offers_new_game_and_continue_and_the_kept_games_fold_on_a_phone(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site)
    bare = page.evaluate("document.documentElement.scrollHeight")  # nothing kept yet
    page.set_viewport_size({"width": 1280, "height": 800})
    open_from_home(page, site)
    start_game(page, NAMES, 5)
    state = wr.new_game(NAMES, seed=5)
    play_move(page, state, wr.legal_moves(state)[0])
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site)
    go_on = page.locator('[data-continue="wind-river"]')
    go_on.wait_for(state="visible")
    assert go_on.get_attribute("href").startswith("./wind-river.html#game=")
    assert page.locator('[data-continue="manitou"]').is_hidden()  # nothing kept there
    assert page.locator('[data-new="manitou"]').is_visible()
    fold = page.locator('[data-kept="wind-river"]')
    assert fold.locator("summary").inner_text() == "1 kept game"
    assert not fold.evaluate("d => d.open")  # folded on a phone
    # the kept games take one folded line under the buttons, whatever their number
    assert page.evaluate("document.documentElement.scrollHeight") - bare < 80
    page.set_viewport_size({"width": 1280, "height": 800})
    page.reload()
    fold.locator("summary").wait_for(state="visible")
    assert fold.evaluate("d => d.open")  # shown where there is room
    with page.expect_navigation():
        page.locator('[data-new="wind-river"]').click()
    wait_ready(page)
    assert page.locator("#new-game").is_visible() and page.evaluate("location.hash") == ""
    assert page.get_attribute("body", "data-cursor") == "1"  # the kept game waits behind the form
    start_game(page, ["Dee", "Eve", "Fay"], 6)
    page.goto(site)
    assert fold.locator("summary").inner_text() == "2 kept games"


def test_a_hostile_summary_is_shown_as_text_and_a_save_without_one_still_counts(page, site):
    page.goto(site)
    record = {"format": "wind-river-record/1", "players": ["A", "B", "C", "D"], "seed": 1,
              "moves": [{"type": "place", "to": "B1"}]}
    evil = {"format": "summary/1", "game": "wind-river", "players": 4, "moves": 1,
            "to_play": "<img src=x onerror=window.pwned=1>", "over": False, "winners": []}
    page.evaluate("([k, r, s]) => { localStorage.setItem(k, r); "
                  "localStorage.setItem('wind-river/summary', s); }",
                  [KEY, json.dumps(record), json.dumps(evil)])
    page.reload()
    saved = page.locator('[data-saved="wind-river"]')
    saved.wait_for(state="visible")
    assert "<img src=x onerror=window.pwned=1> to play" in saved.inner_text()
    assert saved.locator("img").count() == 0 and page.evaluate("window.pwned") is None
    # junk in the summary: it is ignored and the save itself is counted
    page.evaluate("() => localStorage.setItem('wind-river/summary', "
                  "'{\"format\": \"summary/1\", \"players\": 1e99')")
    page.reload()
    saved.wait_for(state="visible")
    assert saved.inner_text() == "A, B, C, D · move 1 — Continue Delete"


def test_the_games_list_uses_the_whole_column_and_the_language_menu_sits_by_the_title(page, site):
    page.goto(site)
    page.locator("ul.games").wait_for(state="visible")
    for width in (390, 1280):
        page.set_viewport_size({"width": width, "height": 844})
        got = page.evaluate("""() => {
            const main = document.querySelector('main'), cs = getComputedStyle(main);
            const column = main.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
            const menu = document.querySelector('.lang-menu').getBoundingClientRect();
            const title = document.querySelector('h1').getBoundingClientRect();
            const lead = document.querySelector('.lead').getBoundingClientRect();
            return {list: document.querySelector('ul.games').getBoundingClientRect().width, column,
                    menuBottom: menu.bottom, leadTop: lead.top, titleTop: title.top, menuTop: menu.top};
        }""")
        assert got["list"] >= 0.95 * got["column"], (width, got)
        # the menu is on the title's line, above the intro (not floated under it into the list)
        assert got["menuBottom"] <= got["leadTop"] + 1 and got["menuTop"] < got["titleTop"] + 40, (width, got)
