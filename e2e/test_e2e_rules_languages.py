"""The rules pages in German and French: no English left on screen, every text found in the
catalogues, <html lang> and the title follow the language, and the links still lead where they
led in English (the translated markup keeps them)."""

from __future__ import annotations

from typing import Any, Dict, List, Set

import pytest

from e2e.language import english_left, lang_menu
from e2e.test_e2e_language import lang_ready

RULES = {"wind-river-rules.html": "./wind-river.html", "manitou-rules.html": "./manitou.html",
         "white-buffalo-rules.html": "./white-buffalo.html"}
#: what each language calls the link back to the game and the one home
LINKS = {"de": ("← Zurück zum Spiel", "Alle Spiele"), "fr": ("← Retour au jeu", "Tous les jeux")}

_LINKS = "() => [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'))"
_WARRIORS = ("() => [...document.querySelectorAll('#warrior-table tbody tr')]"
             ".map(r => [...r.cells].map(c => c.innerText.trim()))")


def in_language(page, site: str, path: str, lang: str) -> Dict[str, Any]:
    """Open ``path`` in English, note its title and links, then switch to ``lang`` and reload."""
    page.goto(site + path)
    page.evaluate("localStorage.removeItem('settings/lang')")  # back to the browser's English
    page.reload()
    lang_ready(page, "en")
    english = {"title": page.title(), "links": page.evaluate(_LINKS),
               "h1": page.locator("h1").inner_text(), "warriors": page.evaluate(_WARRIORS)}
    lang_menu(page).select_option(lang)
    lang_ready(page, lang)
    page.reload()  # the setting is kept: the page opens in the language from the start
    lang_ready(page, lang)
    return english


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("path", list(RULES))
def test_a_rules_page_in_german_and_french_has_no_english_left(page, site, path, lang):
    english = in_language(page, site, path, lang)
    assert page.get_attribute("html", "lang") == lang
    assert page.evaluate("window.wrLang.missing") == []
    assert english_left(page) == []
    title = page.title()
    assert title != english["title"] and title.split(" — ")[0] == english["title"].split(" — ")[0]
    assert page.locator("h1").inner_text() != english["h1"]
    # the translations keep every link, in the same order
    assert page.evaluate(_LINKS) == english["links"]
    back, home = LINKS[lang]
    assert page.get_by_role("link", name=back).get_attribute("href") == RULES[path]
    assert page.get_by_role("link", name=home).get_attribute("href") == "./index.html"


def test_the_translated_links_still_work(page, site):
    in_language(page, site, "manitou-rules.html", "de")
    # the in-page link to the two-warrior limit (inside a translated list item) still finds its anchor
    link = page.locator('a[href="#limit"]')
    assert link.inner_text() and link.inner_text() != "the two-warrior limit"
    link.click()
    page.wait_for_function("location.hash === '#limit'")
    assert page.locator("#limit").inner_text().startswith("Die Zwei-Krieger-Grenze")
    # every page link answers
    for href in set(page.evaluate(_LINKS)):
        if not href.startswith("#"):
            assert page.request.get(site + href.removeprefix("./")).ok, href
    # and the home link takes the player home, still in German
    page.get_by_role("link", name="Alle Spiele").click()
    page.wait_for_url(site + "index.html")
    lang_ready(page, "de")
    assert page.get_attribute("html", "lang") == "de"


def relations(rows: List[List[str]]) -> Dict[str, List[Set[str]]]:
    """warrior -> [the warriors it beats, those that beat it], as a table's rows state them."""
    return {row[0]: [{w.strip() for w in cell.split(",")} for cell in row[1:]] for row in rows}


def test_the_warrior_table_says_the_same_in_german_and_french(page, site):
    """Translated, the table names each warrior the same way in every cell and states the same
    relations as in English (the unit tests check the English table against the engine)."""
    for lang in ("de", "fr"):
        english = in_language(page, site, "manitou-rules.html", lang)
        rows: List[List[str]] = page.evaluate(_WARRIORS)
        assert len(rows) == len(english["warriors"]) == 5
        name = {en[0]: tr[0] for en, tr in zip(english["warriors"], rows, strict=True)}
        assert len(set(name.values())) == 5, name
        expected = {name[w]: [{name[v] for v in cell} for cell in cells]
                    for w, cells in relations(english["warriors"]).items()}
        assert relations(rows) == expected, lang
