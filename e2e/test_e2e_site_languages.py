"""The site's shared words in German and French: the home page, a game page's shared parts (the
new-game form, the header tools, the dialogs, the bot bar, the log's buttons, the status line
before a game), the home page's saved-game line with its plural forms, ui/boot.js's error
message and the new-game form's refusals. The game's own words (its board, its panels, the
form's player counts and seed hint) belong to the game's catalogue and are not looked at here."""

from __future__ import annotations

import json

import pytest

from e2e.driver import fill_seed, wait_ready
from e2e.language import english_left, english_words, lang_menu, lang_ready

GAME_PAGE = "wind-river.html"
LANGS = ["de", "fr"]
#: the proper nouns of the browser error (product names every language keeps)
PRODUCTS = ["Chrome", "Edge", "Firefox", "Safari", "Python"]

#: the shared parts of a game page, with what each says (text and labels, hidden or not): the
#: game's own player counts, seed hint and tool (Wind River's hex names) are left out (the game's
#: catalogue has them), and so is #boot-error (ui/boot.js writes it when it shows it; tested below)
SHARED = """() => {
  const parts = ['header .tools', '#new-game', '#status', '#update button',
    '#update span:last-child', '#corrupt', '#conflict', '#saved-data', '#import', '#share',
    '#bot-bar', '#log-card .game-files'];
  const out = [];
  for (const sel of parts) for (const root of document.querySelectorAll(sel)) {
    const copy = root.cloneNode(true);
    const own = 'select[name="players"], label.field small, [data-action="names"]';
    for (const el of copy.querySelectorAll(own)) el.remove();
    out.push(copy.textContent);
    for (const el of [copy, ...copy.querySelectorAll('*')]) {
      for (const name of ['title', 'aria-label', 'placeholder']) {
        if (el.hasAttribute && el.hasAttribute(name)) out.push(el.getAttribute(name));
      }
    }
  }
  out.push(document.querySelector('.home-link').getAttribute('title'));
  out.push(document.querySelector('.home-link').getAttribute('aria-label'));
  out.push(document.getElementById('log').getAttribute('aria-label'));
  return out.join('\\n');
}"""


def speak(page, lang: str) -> None:
    """Make ``lang`` the kept setting for every page this tab opens."""
    page.add_init_script(f"localStorage.setItem('settings/lang', '{lang}')")


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_has_no_english_left(page, site, lang):
    speak(page, lang)
    page.goto(site)
    lang_ready(page, lang)
    assert page.get_attribute("html", "lang") == lang
    assert page.evaluate("window.wrLang.missing") == []
    assert english_left(page) == []
    assert page.title() != "Buffalo games — play on one screen, offline"
    assert page.locator("#open-game-file").inner_text() == {"de": "Spieldatei öffnen",
                                                            "fr": "Ouvrir un fichier de partie"}[lang]


SUMMARY = {"format": "summary/1", "game": "wind-river", "players": 3, "moves": 3, "to_play": "Ann",
           "over": False, "winners": []}
#: A save whose players' names cannot be read: the line counts the players instead of naming them
#: (where the plural forms show).
RECORD = {"format": "wind-river-record/1", "players": "?", "seed": 1, "moves": []}


def saved_line(page, site, lang: str, summary: dict, record: dict = RECORD) -> tuple:
    """The home page's line and link text about a Wind River save described by ``summary``."""
    page.goto(site)
    page.evaluate("([r, s]) => { localStorage.setItem('wind-river/current', r); "
                  "localStorage.setItem('wind-river/summary', s); }",
                  [json.dumps(record), json.dumps(summary)])
    page.reload()
    lang_ready(page, lang)
    box = page.locator('[data-saved="wind-river"]')
    return box.locator(".what").inner_text(), box.locator(".continue").inner_text()


def test_the_saved_game_line_in_german_with_its_plurals(page, site):
    speak(page, "de")
    assert saved_line(page, site, "de", SUMMARY) == ("3 Spieler · Zug 3 · Ann ist am Zug", "Weiterspielen")
    two = {**SUMMARY, "over": True, "to_play": None, "winners": ["Ann", "Ben"]}
    assert saved_line(page, site, "de", two) == ("3 Spieler · Zug 3 · beendet: Ann und Ben haben gewonnen",
                                                 "Ergebnis ansehen")
    one = {**two, "winners": ["Cy"]}
    assert saved_line(page, site, "de", one)[0] == "3 Spieler · Zug 3 · beendet: Cy hat gewonnen"
    assert english_left(page, allow=["Ann", "Ben", "Cy"]) == []


def test_the_saved_game_line_in_french_follows_the_french_plural_rule(page, site):
    speak(page, "fr")
    lone = {**SUMMARY, "players": 1, "moves": 0}
    assert saved_line(page, site, "fr", lone)[0] == "1 joueur · coup 0 · à Ann de jouer"
    three = {**SUMMARY, "over": True, "to_play": None, "winners": ["Ann", "Ben", "Cy"]}
    assert saved_line(page, site, "fr", three)[0] == \
        "3 joueurs · coup 3 · terminée : Ann, Ben et Cy ont gagné"


def test_a_saved_game_line_names_its_players(page, site):
    speak(page, "de")
    named = {**RECORD, "players": ["Ann", "Ben", "Cy"]}
    assert saved_line(page, site, "de", SUMMARY, named)[0] == "Ann, Ben, Cy · Zug 3 · Ann ist am Zug"


def test_the_saved_game_line_changes_language_in_place(page, site):
    assert saved_line(page, site, "en", SUMMARY) == ("3 players · move 3 · Ann to play", "Continue")
    lang_menu(page).select_option("fr")
    lang_ready(page, "fr")
    what = page.locator('[data-saved="wind-river"] .what')
    assert what.inner_text() == "3 joueurs · coup 3 · à Ann de jouer"


#: a game page's header tools and its log's label, with their titles and labels
TOOLS = """() => {
  const out = [];
  for (const el of [document.querySelector('header .tools'), ...document.querySelectorAll('header .tools *'),
                    document.getElementById('log')]) {
    if (el.matches('header .tools')) out.push(el.textContent);
    for (const name of ['title', 'aria-label']) if (el.hasAttribute(name)) out.push(el.getAttribute(name));
  }
  return out.join('\\n');
}"""


@pytest.mark.parametrize("game", ["manitou", "white-buffalo"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_other_game_pages_header_and_log_speak_the_language(page, site, lang, game):
    """Manitou's and White Buffalo's own header buttons (Warriors, Scores, their Undo titles) and
    their log's label are translated too (Wind River's are checked with the shared parts)."""
    speak(page, lang)
    page.goto(site + f"{game}.html")
    wait_ready(page)
    lang_ready(page, lang)
    text = page.evaluate(TOOLS)
    assert english_words(text) == [], text
    assert page.get_attribute("#log", "aria-label") == {"de": "Züge, neueste zuerst",
                                                        "fr": "Coups, les plus récents d'abord"}[lang]
    assert page.evaluate("window.wrLang.missing") == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_pages_shared_parts_before_a_game(page, site, lang):
    speak(page, lang)
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    lang_ready(page, lang)
    assert page.is_visible("#new-game-form")
    text = page.evaluate(SHARED)
    assert english_words(text) == [], text
    status = page.inner_text("#status")
    assert status == {"de": "Richte ein neues Spiel ein: 3 bis 4 Spieler sind abwechselnd an diesem Gerät "
                            "am Zug.",
                      "fr": "Préparez une nouvelle partie : de 3 à 4 joueurs jouent à tour de rôle sur cet "
                            "appareil."}[lang]
    start = {"de": "Spiel starten", "fr": "Commencer la partie"}[lang]
    assert page.inner_text('[data-action="start"]') == start
    red = page.locator('[name="color-0"] option[value="red"]')
    assert red.inner_text() == {"de": "rot", "fr": "rouge"}[lang]
    assert page.evaluate("window.wrLang.missing") == []


def test_the_form_follows_a_switch_and_refuses_in_french(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    lang_menu(page).select_option("fr")
    lang_ready(page, "fr")
    page.wait_for_function(
        "document.querySelector('[data-action=\"start\"]').textContent === 'Commencer la partie'")
    page.select_option('[name="players"]', "3")
    for i, name in enumerate(["Ann", "ann", "Ben"]):
        page.fill(f'[name="name-{i}"]', name)
    fill_seed(page, "7")
    page.click('[data-action="start"]')
    assert page.inner_text("#form-error") == "Deux joueurs ont le même nom."
    page.fill('[name="name-1"]', "Cy")
    page.fill('[name="seed"]', "sept")
    page.click('[data-action="start"]')
    assert page.inner_text("#form-error") == \
        "Le numéro de tirage doit être un nombre entier (ou vide pour un numéro de tirage au hasard)."
    assert page.is_visible("#new-game-form")


@pytest.mark.parametrize("lang", LANGS)
def test_boots_message_without_webassembly_is_translated(page, site, lang):
    speak(page, lang)
    page.add_init_script("delete window.WebAssembly")
    page.goto(site + GAME_PAGE)
    page.wait_for_selector("#boot-error", state="visible")
    lang_ready(page, lang)
    title = {"de": "Dieser Browser kann das Spiel nicht ausführen",
             "fr": "Ce navigateur ne peut pas faire tourner le jeu"}[lang]
    page.wait_for_function("t => document.querySelector('#boot-error h2').textContent === t", arg=title)
    box = page.inner_text("#boot-error")
    assert "Wind River" in box and "WebAssembly" in box and "Chrome" in box
    assert english_words(box, allow=PRODUCTS) == [], box
    assert english_words(page.inner_text("#status"), allow=PRODUCTS) == []
    assert page.get_attribute("body", "data-boot") == "failed"
