"""Wind River's whole games by clicks at the sizes of a phone (touch), two tablets and a desktop
(issue 48): every click is in the viewport and topmost at its centre (``e2e.driver.tap``), and the
share of the clicks that needed a scroll first is printed per size and held to its bound: none on
the tablets and the desktop, at most 5 % on the phone."""

from __future__ import annotations

import random

import pytest

from e2e import driver
from e2e.driver import open_from_home, play_out, start_game
from engine import wind_river as wr

#: (label, viewport, touch, the share of clicks that may need a scroll)
SIZES = [
    ("phone 390x844", {"width": 390, "height": 844}, True, 0.05),
    ("tablet 768x1024", {"width": 768, "height": 1024}, True, 0.0),
    ("tablet 1024x768", {"width": 1024, "height": 768}, True, 0.0),
    ("desktop 1280x800", {"width": 1280, "height": 800}, False, 0.0),
]
#: the whole games of e2e/test_e2e_games.py: names, seed (the same for the moves' choice)
GAMES = [(["Ann", "Ben", "Cy"], 15), (["Dora", "Eli", "Fay", "Gus"], 167)]


@pytest.mark.parametrize("label,size,touch,bound", SIZES, ids=[s[0].replace(" ", "") for s in SIZES])
def test_whole_games_by_clicks_need_no_scroll(browser, site, record_property, label, size, touch, bound):
    taps = scrolled = 0
    where: list = []
    for names, seed in GAMES:
        context = browser.new_context(viewport=size, has_touch=touch)  # a first visit: the form opens
        page = context.new_page()
        try:
            open_from_home(page, site)
            start_game(page, names, seed)
            driver.TAPS.update(taps=0, scrolled=0)
            driver.SCROLLED.clear()
            final, n, _ = play_out(page, wr.new_game(names, seed=seed), random.Random(seed))
            assert wr.to_dict(final)["phase"] == "over"
            page.wait_for_selector("#ranking-card", state="visible")
            taps += driver.TAPS["taps"]
            scrolled += driver.TAPS["scrolled"]
            where += driver.SCROLLED
            overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, f"{label}: the page scrolls sideways by {overflow}px"
        finally:
            context.close()
    share = scrolled / taps
    driver.report_scrolls(record_property, "wind-river 3p+4p", label, taps, scrolled)
    assert share <= bound, f"{label}: {scrolled} of {taps} clicks needed a scroll; last: {where[-10:]}"
