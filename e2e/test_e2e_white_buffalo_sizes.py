"""White Buffalo at each class of screen: whole 2- and 4-player games by clicks on a phone (390x844,
touch), on both tablets (768x1024, 1024x768), on a desktop (1280x800) and on a phone held sideways
(844x390). Before each click the element is in the viewport and topmost at its centre
(``e2e.driver.tap``); the test counts the clicks that needed a scroll first and prints the share
per size: none on the tablets and the desktop, at most 5 % on the phone; nothing scrolls sideways.

With ``WB_SHOTS=<folder>`` it also saves screenshots (mid-turn, during a hunt, at the end).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from e2e.conftest import Watch
from e2e.driver import SCROLLED, TAPS, open_from_home, probe, report_scrolls, tap
from e2e.white_buffalo_driver import SECRET, WhiteBuffaloPage, click_move, followed_state, start
from engine import white_buffalo as wb
from tests.move_choice import white_buffalo_choice as choose

NAMES = ["Ann", "Ben", "Cy", "Dee"]
SEEDS = {2: 41, 4: 48}
#: name -> (width, height, touch)
SIZES = {"phone": (390, 844, True), "tablet-portrait": (768, 1024, True),
         "tablet-landscape": (1024, 768, True), "desktop": (1280, 800, False),
         "phone-landscape": (844, 390, True)}
SHOTS = os.environ.get("WB_SHOTS", "")


def context_for(browser, size: str, locale: str = "en-US"):
    w, h, touch = SIZES[size]
    return browser.new_context(viewport={"width": w, "height": h}, has_touch=touch, is_mobile=touch,
                               locale=locale)


def shoot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


def play(page, rng: random.Random, shots: str = "") -> dict:
    """The whole game by clicks (as :func:`e2e.white_buffalo_driver.step`), with screenshots of
    the first decisions of a few kinds when ``shots`` names them."""
    seen: dict = {"walks": 0, "kinds": set()}
    for _ in range(20000):
        look = probe(page, SECRET)
        if look["walk"]:
            seen["walks"] += 1
            if shots and seen["walks"] in (1, 6):
                shoot(page, f"{shots}-hunt{seen['walks']}")
            tap(page, '#walk [data-action="continue"]')
            continue
        if look["phase"] == "over":
            if shots:
                page.wait_for_selector("#ranking-card:not([hidden])")
                shoot(page, f"{shots}-end")
            return seen
        if look["privacy"] is not None:
            tap(page, '[data-action="reveal"]')
            continue
        state = followed_state(page, wb)
        move = choose(rng, wb.legal_moves(state), look["moves"])
        kind = move["type"]
        if shots and kind not in seen["kinds"] and look["moves"] > 8:
            shoot(page, f"{shots}-{kind}")
        seen["kinds"].add(kind)
        click_move(page, move)
        page.wait_for_function(
            "n => JSON.parse(localStorage.getItem(document.body.dataset.saveKey)).moves.length > n",
            arg=look["moves"])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", list(SIZES))
def test_whole_games_by_clicks_at_each_size(browser, site, record_property, size, players):
    context = context_for(browser, size)
    try:
        page = context.new_page()
        watch = Watch(page)
        open_from_home(page, site, "white-buffalo")
        page.wait_for_selector("#new-game", state="visible")
        start(page, NAMES[:players], SEEDS[players])
        TAPS.update(taps=0, scrolled=0)
        SCROLLED.clear()
        play(page, random.Random(SEEDS[players]), f"{size}-{players}p" if SHOTS else "")
        taps, scrolled = TAPS["taps"], TAPS["scrolled"]
        report_scrolls(record_property, f"white-buffalo {players}p", size, taps, scrolled)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"scrolls sideways by {overflow}px"
        assert wb.to_act(WhiteBuffaloPage(page, site).state()) is None
        if size in ("tablet-portrait", "tablet-landscape", "desktop"):
            assert scrolled == 0, (taps, scrolled, SCROLLED)
        elif size == "phone":
            assert scrolled * 20 <= taps, (taps, scrolled, SCROLLED)
        watch.check()
    finally:
        context.close()


@pytest.mark.parametrize("size", ["phone", "phone-landscape", "tablet-portrait"])
def test_no_serious_accessibility_finding_at_the_small_sizes(browser, site, size):
    """axe on a turn, with each part of the table shown by its tab, at the small sizes."""
    from e2e.test_e2e_a11y import audit, open_audited
    from e2e.white_buffalo_driver import PAGE, privacy_up, step

    context = context_for(browser, size)
    try:
        page = context.new_page()
        open_audited(page, site + PAGE, f"white buffalo at {size}", seed=4)
        rng = random.Random(4)
        for _ in range(60):
            if page.get_attribute("body", "data-actor") == "human" and not privacy_up(page) \
                    and not page.locator("#walk").is_visible():
                break
            step(page, rng)
        for part in ("cards", "teepees", "map"):
            if page.locator(f'[data-action="part-{part}"]').is_visible():
                tap(page, f'[data-action="part-{part}"]')
                assert page.get_attribute("#game", "data-part") == part
            audit(page, f"white buffalo at {size}: a turn, {part}")
    finally:
        context.close()
