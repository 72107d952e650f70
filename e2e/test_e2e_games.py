"""Full games played only through the page: a 3-player and a 4-player game to the ranking.

Their seeds give games (by :func:`e2e.driver.choose`) with every kind of move, of 80 and 106 moves
(seeds 34 and 26 took 135 and 212 for no more kinds); the 4-player one ends in a tie on plains
tipis that the food left decides."""

from __future__ import annotations

import random

from e2e.driver import click_action, open_from_home, play_out, resize, shown_ranking, start_game
from engine import wind_river as wr

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def shoot(page, shots, name: str) -> None:
    """Screenshots at desktop and phone size; neither may scroll sideways."""
    for label, size in (("desktop", DESKTOP), ("phone", PHONE)):
        resize(page, size)
        page.screenshot(path=str(shots / f"{name}-{label}.png"), full_page=label == "phone")
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{name} scrolls sideways by {overflow}px at {label} size"
    resize(page, DESKTOP)


def play_full_game(page, site, shots, names, seed, rng_seed, label):
    open_from_home(page, site)  # the game starts from the home page's link
    assert page.locator("#new-game").is_visible()  # a first visit opens the new-game form
    if label == "game3":
        shoot(page, shots, "new-game-form")
    start_game(page, names, seed)
    state = wr.new_game(names, seed=seed)
    start = wr.to_dict(state)["start_player"]
    assert f"{names[start]} is the start player" in page.inner_text("#status")
    shoot(page, shots, f"{label}-start")

    def on_move(n, s):
        if n == 60:
            shoot(page, shots, f"{label}-mid")

    final, n, seen = play_out(page, state, random.Random(rng_seed), on_move=on_move)
    assert n > 60
    assert seen >= {"place", "buffalo", "abandon", "tipi", "earn", "insert", "extra-buffalo"}, seen
    page.wait_for_selector("#ranking-card", state="visible")
    assert shown_ranking(page) == [sorted(g) for g in wr.ranking(final)]
    assert page.locator('[data-action="tipi"]').is_disabled()
    shoot(page, shots, f"{label}-end")
    record = page.evaluate("localStorage.getItem(document.body.dataset.saveKey)")
    click_action(page, "hide-ranking")  # "Close the ranking": the ranking card covers it
    page.click('[data-hex="F6"]')
    assert "The game is over" in page.inner_text("#status")
    assert page.evaluate("localStorage.getItem(document.body.dataset.saveKey)") == record
    click_action(page, "show-ranking")
    return final, n, seen


def test_full_three_player_game(page, site, shots):
    final, n, seen = play_full_game(page, site, shots, ["Ann", "Ben", "Cy"], 15, 15, "game3")
    # lane A is closed: drawn, but never offered
    assert "closed" in page.get_attribute('[data-hex="A1"]', "class")
    # play again with the same players: a fresh seed, nothing played yet
    page.click('[data-action="again"]')
    page.wait_for_selector("#ranking-card", state="hidden")
    rec = page.evaluate("JSON.parse(localStorage.getItem(document.body.dataset.saveKey))")
    assert rec["players"] == ["Ann", "Ben", "Cy"] and rec["moves"] == [] and rec["redo"] == []
    assert "is the start player" in page.inner_text("#status")
    assert page.get_attribute("body", "data-phase") == "place"


def test_full_four_player_game(page, site, shots):
    final, n, seen = play_full_game(page, site, shots, ["Dora", "Eli", "Fay", "Gus"], 167, 167, "game4")
    # the tie-break is spelled out: two players with equal plains, ordered by resources
    assert "food left decides" in page.inner_text("#ranking")
    page.click('[data-action="hide-ranking"]')
    assert page.locator("#ranking-card").is_hidden()
    page.click('[data-action="show-ranking"]')
    assert page.locator("#ranking-card").is_visible()
    # undo from the end reopens play; redo ends it again
    page.click('[data-action="undo"]')
    assert page.locator("#ranking-card").is_hidden()
    assert page.get_attribute("body", "data-phase") != "over"
    page.keyboard.press("Control+y")
    assert page.locator("#ranking-card").is_visible()
