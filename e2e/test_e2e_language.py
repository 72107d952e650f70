"""The language: follows the browser, switches in place on every page, keeps the game untouched."""

from __future__ import annotations

import random

import pytest

from e2e.driver import open_from_home, play_move, start_game, wait_ready
from e2e.language import lang_menu, lang_ready
from engine import wind_river as wr

NAMES = ["Ann", "Ben", "Cy"]
PAGES = ["index.html", "wind-river.html", "wind-river-rules.html", "manitou.html", "manitou-rules.html",
         "white-buffalo.html", "white-buffalo-rules.html"]


@pytest.mark.parametrize("path", PAGES)
def test_every_page_has_the_switch_and_follows_the_setting(page, site, path):
    page.goto(site + path)
    lang_ready(page, "en")  # Chromium here says en-US
    if path.endswith(".html") and not path.endswith("rules.html") and path != "index.html":
        wait_ready(page, 120_000)  # a game page's controls wait for Python, which holds the thread
    menu = lang_menu(page)
    assert menu.evaluate("s => [...s.options].map(o => o.value)") == ["en", "de", "fr"]
    assert page.locator(".lang-menu span").first.inner_text() == "Language"
    menu.select_option("de")
    lang_ready(page, "de")
    assert page.get_attribute("html", "lang") == "de"
    assert page.locator(".lang-menu span").first.inner_text() == "Sprache"
    page.reload()
    lang_ready(page, "de")  # the choice is kept
    if path.endswith(".html") and not path.endswith("rules.html") and path != "index.html":
        wait_ready(page, 120_000)
    assert page.evaluate("window.wrLang.missing") == []
    menu = lang_menu(page)
    assert menu.input_value() == "de"
    menu.select_option("fr")
    lang_ready(page, "fr")
    assert page.locator(".lang-menu span").first.inner_text() == "Langue"


def test_the_browser_language_is_the_first_choice(browser, site):
    context = browser.new_context(locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(site)
        lang_ready(page, "fr")
        assert page.get_attribute("html", "lang") == "fr"
    finally:
        context.close()


def test_switching_mid_game_keeps_the_game(page, site):
    open_from_home(page, site)
    start_game(page, NAMES, 5)
    rng, state = random.Random(5), wr.new_game(NAMES, seed=5)
    for _ in range(4):
        move = rng.choice(wr.legal_moves(state))
        play_move(page, state, move)
        state = wr.apply(state, move)
    before = page.evaluate("localStorage.getItem(document.body.dataset.saveKey)")
    lang_menu(page).select_option("de")
    lang_ready(page, "de")
    page.wait_for_function("document.documentElement.lang === 'de'")
    assert page.get_attribute("body", "data-cursor") == "4"
    assert page.evaluate("localStorage.getItem(document.body.dataset.saveKey)") == before
    page.reload()
    wait_ready(page)
    assert page.get_attribute("body", "data-cursor") == "4"


def test_a_page_downloads_only_its_own_catalogues_in_the_chosen_language(page, site):
    fetched = []
    page.on("request",
            lambda r: fetched.append(r.url.split("/locale/", 1)[1]) if "/locale/" in r.url else None)
    page.goto(site + "manitou-rules.html")
    lang_ready(page, "en")
    assert fetched == []  # English is the page itself
    lang_menu(page).select_option("fr")
    lang_ready(page, "fr")
    assert sorted(fetched) == ["fr/manitou-rules.mo", "fr/site.mo"]
