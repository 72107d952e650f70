"""Manitou at the screen sizes of issue 48 ("Phones and tablets first"), four players (the most
the game seats; e2e/test_e2e_sizes.py plays two at every size): a whole game by clicks on a phone
(390×844, touch), two tablets (768×1024 and 1024×768, touch) and a desktop (1280×800), each click
checked as everywhere (in the viewport and topmost at its centre, :func:`e2e.driver.tap`).

Asserted per size: no click needs a scroll on the tablets and the desktop, at most 5 % on the
phone; at every play the prompt, the chosen ground, the hand and Confirm are drawn on screen
together, and at every party choice the prompt, the whole reserve and Confirm party (nothing
covers them, no scrolling area clips them); no sideways scrolling; on the phone no running text
under 14 px. And a phone on its side (844×390) plays the first hunt and its reckoning by clicks
with nothing off the screen's sides. The share of scrolled clicks is printed per size.
"""

from __future__ import annotations

import random

import pytest

from e2e import driver
from e2e.conftest import Watch
from e2e.manitou_driver import ManitouPage
from e2e.test_e2e_sizes import _SIDEWAYS, _SMALL_TEXT, MOST_SCROLLED, SIZES, SMALLEST_TEXT
from engine import manitou as mt

NAMES = ["Ann", "Ben", "Cy", "Dee"]
SEED = 23  # as the 4-player game of e2e/test_e2e_manitou.py

def new_page(browser, width: int, height: int, touch: bool):
    """A fresh context of that size (a phone: touch and mobile) and its page, watched."""
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch,
                                  is_mobile=touch and width < 600)
    page = context.new_page()
    return context, page, Watch(page)


@pytest.mark.parametrize("size", list(SIZES))
def test_a_4_player_game_fits_each_screen(browser, site, record_property, size: str) -> None:
    width, height, touch = SIZES[size]
    context, page, watch = new_page(browser, width, height, touch)
    try:
        game = ManitouPage(page, site)
        game.open_from_home()
        game.start(NAMES, SEED)
        driver.TAPS.update(taps=0, scrolled=0)
        driver.SCROLLED.clear()
        checks = game.play_to_end(random.Random(SEED))
        assert mt.to_act(game.state()) is None
        taps, scrolled = driver.TAPS["taps"], driver.TAPS["scrolled"]
        driver.report_scrolls(record_property, "manitou 4p", size, taps, scrolled)
        sideways = page.evaluate(_SIDEWAYS)
        small = page.evaluate(_SMALL_TEXT, SMALLEST_TEXT) if width < 600 else []
        watch.check()
    finally:
        context.close()
    assert taps > 100, f"only {taps} clicks: the game was not played by clicks"
    most = MOST_SCROLLED.get(size, 0.0)
    assert scrolled <= most * taps, (
        f"{scrolled} of {taps} clicks ({scrolled / taps:.1%}) needed a scroll at {size} (at most "
        f"{most:.0%}); the latest: {driver.SCROLLED}")
    assert checks.get("apart", 0) == 0, f"{checks['apart']} plays were not wholly on screen at {size}"
    assert checks.get("party_apart", 0) == 0, (
        f"{checks['party_apart']} party choices were not wholly on screen at {size}")
    assert sideways <= 0, f"scrolls sideways by {sideways} px at {size}"
    assert not small, f"text under {SMALLEST_TEXT} px on the phone: {small}"


def test_a_phone_on_its_side_plays_a_hunt(browser, site) -> None:
    context, page, watch = new_page(browser, 844, 390, True)
    try:
        game = ManitouPage(page, site)
        game.open()
        game.start(NAMES[:2], 21)
        rng = random.Random(21)
        reckoned = 0
        while reckoned == 0 or driver.probe(page, game.SECRET)["reckoning"]:
            shown = driver.probe(page, game.SECRET)["reckoning"]
            assert game.step(rng), "the game ended within its first hunt"
            reckoned += shown
            assert page.evaluate(_SIDEWAYS) <= 0, "scrolls sideways on a phone on its side"
        assert mt.to_dict(game.state())["hunt"] == 2
        watch.check()
    finally:
        context.close()
