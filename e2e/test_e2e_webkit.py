"""Each game briefly in WebKitGTK: Selenium with Debian's WebKitWebDriver and MiniBrowser, on an
Xvfb of this process's own (e2e/browsers.py says what is checked). Alone: ``pytest e2e -k webkit``."""

from __future__ import annotations

import pytest

from e2e.browsers import GAMES, Tier, play_briefly, webkit, xvfb


@pytest.fixture(scope="module")
def display():
    """This process's own X display (MiniBrowser has no headless mode)."""
    with xvfb() as name:
        yield name


@pytest.mark.parametrize("game", list(GAMES))
def test_webkit_plays(display, site, shots, game):
    with webkit(display) as page:
        times = play_briefly(Tier("webkit", page, site, shots), game)
        print(game, times)
