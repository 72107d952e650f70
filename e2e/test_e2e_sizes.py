"""Every game's whole game by clicks at the four screen sizes of issue 48 ("Phones and tablets
first"): a phone (390×844, touch), two tablets (768×1024 and 1024×768, touch) and a desktop
(1280×800), each click checked as everywhere (in the viewport and topmost at its centre, by
:func:`e2e.driver.tap`, which counts the clicks that needed a scroll first).

Asserted per game and size: no click needs a scroll on the tablets and the desktop, at most 5 %
on the phone; no sideways scrolling (at the start and at the end); on the phone, no running text
(a visible line of 12 characters or more, outside the SVG pictures) under 14 px; no serious
axe finding at the first decision and at the end. The share of
scrolled clicks of every game and size is printed at the end of the module, passed or not.

The player counts the per-game sizes tests leave out, with the seeds of the whole-game tests:
Wind River 3 players (seed 15, as e2e/test_e2e_games.py), Manitou 2 and 3 (seeds 21 and 22, as
e2e/test_e2e_manitou.py), White Buffalo 3 (seed 127, as e2e/test_e2e_white_buffalo.py).
"""

from __future__ import annotations

import functools
import random
from typing import Any, Callable, Dict, List, Tuple

import pytest

from e2e import driver
from e2e.conftest import Watch
from e2e.manitou_driver import ManitouPage
from e2e.test_e2e_a11y import audit
from e2e.white_buffalo_driver import WhiteBuffaloPage
from engine import manitou as mt
from engine import white_buffalo as wb
from engine import wind_river as wr

NAMES = ["Ann", "Ben", "Cy", "Dee"]

#: name -> (width, height, touch screen)
SIZES: Dict[str, Tuple[int, int, bool]] = {
    "phone 390x844": (390, 844, True),
    "tablet 768x1024": (768, 1024, True),
    "tablet 1024x768": (1024, 768, True),
    "desktop 1280x800": (1280, 800, False),
}
#: the share of clicks that may need a scroll first, by size
MOST_SCROLLED = {"phone 390x844": 0.05}
#: the smallest running text a phone may show, in CSS px
SMALLEST_TEXT = 14

#: visible elements whose own text (its direct text nodes) makes a line of 12 characters or more
#: (running text, not a badge or a number) drawn under ``min`` px, outside any SVG picture
_SMALL_TEXT = """min => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('svg') || el.closest('[hidden]') || el.closest('.visually-hidden')) continue;
    let own = '';
    for (const n of el.childNodes) if (n.nodeType === 3) own += n.textContent;
    own = own.replace(/\\s+/g, ' ').trim();
    if (own.length < 12) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || cs.display === 'none') continue;
    const size = parseFloat(cs.fontSize);
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '';
    if (size < min) out.push(`${size}px ${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${cls}: `
      + own.slice(0, 40));
  }
  return [...new Set(out)].slice(0, 12);
}"""

#: how far the page scrolls sideways (px; 0 or less: not at all)
_SIDEWAYS = "() => document.documentElement.scrollWidth - window.innerWidth"


def play_wind_river(page, site: str) -> None:
    """Wind River, 3 players, seed 15, moves chosen as e2e/test_e2e_games.py does."""
    names = NAMES[:3]
    driver.open_from_home(page, site, "wind-river")
    driver.start_game(page, names, 15)
    looks(page)
    final, _, _ = driver.play_out(page, wr.new_game(names, seed=15), random.Random(15))
    assert wr.to_dict(final)["phase"] == "over"
    page.wait_for_selector("#ranking-card", state="visible")


def play_manitou(page, site: str, players: int, seed: int) -> None:
    """Manitou, with the players and seed of a game of e2e/test_e2e_manitou.py."""
    game = ManitouPage(page, site)
    game.open_from_home()
    game.start(NAMES[:players], seed)
    looks(page)
    game.play_to_end(random.Random(seed))
    assert mt.to_act(game.state()) is None


def play_white_buffalo(page, site: str, players: int, seed: int) -> None:
    """White Buffalo, with the players and seed of a game of e2e/test_e2e_white_buffalo.py."""
    game = WhiteBuffaloPage(page, site)
    game.open_from_home()
    game.start(NAMES[:players], seed)
    looks(page)
    game.play_to_end(random.Random(seed))
    assert wb.to_act(game.state()) is None


#: the player counts the per-game sizes tests do not play (e2e/test_e2e_wind_river_sizes.py: 3 and
#: 4; e2e/test_e2e_manitou_sizes.py: 4; e2e/test_e2e_white_buffalo_sizes.py: 2 and 4), so that every
#: count a whole-game test plays today is played at every size; Wind River's 3 for the text check
GAMES: Dict[str, Callable[[Any, str], None]] = {
    "wind-river 3p": play_wind_river,
    "manitou 2p": functools.partial(play_manitou, players=2, seed=21),
    "manitou 3p": functools.partial(play_manitou, players=3, seed=22),
    "white-buffalo 3p": functools.partial(play_white_buffalo, players=3, seed=127),
}

#: the game and size being played (for the audits' messages)
PLAYING: List[str] = [""]

#: what :func:`looks` found at the start of the game (the page it was asked about)
SEEN_AT_START: Dict[int, Tuple[int, List[str]]] = {}


def looks(page) -> None:
    """Note how the page looks at the start of the game (sideways scroll, small text) as the
    first person sees it: past the privacy screen, if there is one."""
    if page.locator('[data-action="reveal"]').is_visible():
        driver.tap(page, '[data-action="reveal"]')
    page.evaluate(driver._FRAMES)
    SEEN_AT_START[id(page)] = (page.evaluate(_SIDEWAYS), page.evaluate(_SMALL_TEXT, SMALLEST_TEXT))
    audit(page, f"{PLAYING[0]}: the first decision")  # axe: no serious finding at any size


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_fits_the_screen(browser, site, record_property, game: str, size: str) -> None:
    width, height, touch = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch,
                                  is_mobile=touch and width < 600)
    try:
        page = context.new_page()
        watch = Watch(page)
        driver.TAPS.update(taps=0, scrolled=0)
        driver.SCROLLED.clear()
        PLAYING[0] = f"{game} at {size}"
        GAMES[game](page, site)
        audit(page, f"{PLAYING[0]}: the end")
        taps, scrolled = driver.TAPS["taps"], driver.TAPS["scrolled"]
        sideways_start, small_start = SEEN_AT_START.pop(id(page), (0, []))
        sideways_end = page.evaluate(_SIDEWAYS)
        small_end = page.evaluate(_SMALL_TEXT, SMALLEST_TEXT) if width < 600 else []
        findings: List[str] = []
        if max(sideways_start, sideways_end) > 0:
            findings.append(f"scrolls sideways by {max(sideways_start, sideways_end)} px")
        small = sorted(set(small_start if width < 600 else []) | set(small_end))
        if small:
            findings.append(f"{len(small)} kinds of text under {SMALLEST_TEXT} px, e.g. {small[0]}")
        driver.report_scrolls(record_property, game, size, taps, scrolled, findings)
        watch.check()
    finally:
        context.close()
    assert taps > 20, f"only {taps} clicks: the game was not played by clicks"
    most = MOST_SCROLLED.get(size, 0.0)
    assert scrolled <= most * taps, (
        f"{scrolled} of {taps} clicks ({scrolled / taps:.1%}) needed a scroll at {size} (at most "
        f"{most:.0%}); the latest: {driver.SCROLLED}")
    assert max(sideways_start, sideways_end) <= 0, f"scrolls sideways at {size}"
    assert not small, f"text under {SMALLEST_TEXT} px on the phone: {small}"
