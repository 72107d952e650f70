"""Each game briefly in Debian's Firefox ESR, driven by Playwright over WebDriver BiDi
(e2e/browsers.py says what is checked). Alone: ``pytest e2e -k firefox``."""

from __future__ import annotations

import pytest

from e2e.browsers import CATCH, GAMES, Tier, firefox_launch_args, play_briefly


@pytest.fixture(scope="module")
def firefox(playwright):
    """Firefox ESR, headless, for this file's tests (pytest-playwright's Playwright instance)."""
    browser = playwright.firefox.launch(**firefox_launch_args())
    yield browser
    browser.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_firefox_plays(firefox, site, shots, game):
    context = firefox.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    try:
        context.add_init_script(CATCH)
        page = context.new_page()
        page.set_default_timeout(30_000)
        errors: list[str] = []
        page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
        times = play_briefly(Tier("firefox", page, site, shots), game)
        assert errors == [], f"console errors: {errors}"
        print(game, times)
    finally:
        context.close()
