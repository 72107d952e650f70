"""Manitou played by clicks in German and in French: at the privacy screen, the party choice, the
play, every step of the reckoning and the end, no English is left in the game's part of the page
(main#game: the grounds, the hand, the party, players, scores, the warrior table, the log) nor in
the status line, and no secret card is in the DOM behind the privacy screen. The French game is
started in English and switched mid-game: the log is told again in French, the game goes on.

Shared parts of the page belong to the site's catalogue (another helper's work): the header tools,
the privacy dialog, the bot bar, the log's file buttons, the loader, and the status line's shell
sentences (the hand-over prompt and the "Show the ranking" button). They are left out below
(``SHARED``) so that this test checks Manitou's own words only.
"""

from __future__ import annotations

import random

import pytest

from e2e.driver import followed_state, jump_near_end, probe, wait_ready
from e2e.language import english_words, lang_menu, lang_ready
from e2e.manitou_driver import PAGE, privacy_up, saved_state, start, step
from engine import manitou as mt

NAMES = ["Ann", "Ben"]

#: the site's (shared) parts inside the checked areas, left to the site's catalogue
SHARED = "#bot-bar, #boot, .game-files, [data-action='show-ranking']"

_GAME_TEXT = """([roots, shared]) => {
  const out = [];
  const skip = el => el.closest(shared) || !el.checkVisibility({visibilityProperty: true});
  for (const root of roots.map(r => document.querySelector(r)).filter(Boolean)) {
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (n.parentElement && !skip(n.parentElement)) out.push(n.data);
    }
    for (const el of [root, ...root.querySelectorAll('[aria-label], [title]')]) {
      if (skip(el)) continue;
      for (const a of ['aria-label', 'title']) if (el.hasAttribute(a)) out.push(el.getAttribute(a));
    }
  }
  return out.join('\\n');
}"""


def english_in_game(page, with_status: bool = True) -> list:
    """English words in main#game (and #status), the shared parts left out."""
    text = page.evaluate(_GAME_TEXT, [["main#game"], SHARED + ("" if with_status else ", #status")])
    return english_words(text, allow=NAMES)


def text_of(page, selector: str) -> str:
    """The text of ``selector`` as written (innerText would show a heading's CSS capitals)."""
    return " ".join((page.text_content(selector) or "").split())


def situation(page) -> str:
    """Where the game is: privacy, reckoning, select, play or over."""
    look = probe(page)
    if look["reckoning"]:
        return "reckoning"
    if look["privacy"] is not None:
        return "privacy"
    return look["phase"] or "?"


def play_checked(page, rng: random.Random, lang: str) -> dict:
    """Play to the end by clicks, checking the words before every step; counts per situation.
    Once the first hunt is reckoned, the game jumps to the last plays of the third
    (:func:`e2e.driver.jump_near_end`): the second hunt is more of the same."""
    seen: dict = {}
    for _ in range(3000):
        where = situation(page)
        if where == "select" and "jumped" not in seen and mt.to_dict(followed_state(page, mt))["hunt"] == 2:
            jump_near_end(page, mt, lambda s: rng.choice(mt.legal_moves(s)), keep=10,
                          cut_ok=lambda s: mt.to_dict(s)["phase"] == "play")
            lang_ready(page, lang)
            seen["jumped"] = 1
            continue
        seen[where] = seen.get(where, 0) + 1
        if where == "privacy":
            assert privacy_up(page)  # and no secret card in the DOM (checked there)
            # the status names the hand-over in the shell's words; the game's part is checked
            assert english_in_game(page, with_status=False) == [], where
        else:
            assert english_in_game(page) == [], where
        if not step(page, rng):
            return seen
    raise AssertionError("the game did not end")


WORDS = {
    "de": {"ranking": "Endstand", "last": "Abrechnung der Jagd 3.", "over": "Das Spiel ist vorbei.",
           "chief": "Häuptling", "thief": "Fellräuber"},
    "fr": {"ranking": "Classement final", "last": "Décompte de la chasse 3.",
           "over": "La partie est terminée.", "chief": "Chef", "thief": "Voleurs de peaux"},
}


@pytest.mark.parametrize("lang,seed", [("de", 51), ("fr", 52)])
def test_a_game_by_clicks_in_german_and_in_french(page, site, lang, seed):
    page.goto(site + PAGE)
    wait_ready(page)
    lang_menu(page).select_option(lang)
    lang_ready(page, lang)
    assert page.get_attribute("html", "lang") == lang
    start(page, NAMES, seed, seats=["human", "human"])
    assert page.locator("[data-privacy]").is_visible()
    seen = play_checked(page, random.Random(seed), lang)
    assert seen["privacy"] >= 4 and seen["select"] >= 2 and seen["play"] >= 10 and seen["jumped"]
    assert seen["reckoning"] == 2 * 10  # every step of the first hunt's and the last hunt's reckoning
    state = saved_state(page)
    assert mt.to_act(state) is None
    words = WORDS[lang]
    assert page.locator("#ranking-card").is_visible()
    assert text_of(page, "#ranking-card h2") == words["ranking"]
    assert english_in_game(page) == []
    log = page.inner_text("#log")
    assert words["last"] in log and words["over"] in log
    assert words["chief"] in page.inner_text("#warriors") and words["thief"] in page.inner_text("#scores")


@pytest.mark.parametrize("lang", ["de"])
def test_the_privacy_screen_hides_every_secret_in_german_after_a_reload(page, site, lang):
    page.goto(site + PAGE)
    wait_ready(page)
    lang_menu(page).select_option(lang)
    lang_ready(page, lang)
    start(page, NAMES, 53, seats=["human", "human"])
    rng = random.Random(53)
    while mt.to_dict(saved_state(page))["phase"] == "select":
        step(page, rng)
    step(page, rng)
    page.reload()
    wait_ready(page)
    lang_ready(page, lang)
    assert privacy_up(page)
    html = page.content()
    assert 'data-card="' not in html and "data-pick" not in html and "mcard" not in page.inner_html("#hand")
    assert english_in_game(page, with_status=False) == []
    page.click('[data-action="reveal"]')
    assert page.locator("#hand [data-card]").count() > 0
    # the status now starts with the shell's "welcome back" line (the site's words)
    assert english_in_game(page, with_status=False) == []
    assert text_of(page, "#hand-title").startswith("Deine Hand ")


def test_a_switch_right_after_the_start_leaves_no_english_in_the_game(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    lang_ready(page, "en")
    start(page, NAMES, 55, seats=["human", "human"])
    assert text_of(page, "#status .info").startswith("New game, seed 55: ")
    lang_menu(page).select_option("de")
    lang_ready(page, "de")
    page.wait_for_function("() => document.querySelector('#warriors').textContent.includes('Häuptling')")
    assert page.locator("#status .info").count() == 0  # the shell drops the info line on any event
    assert english_in_game(page, with_status=False) == []
    page.click('[data-action="reveal"]')
    assert english_in_game(page) == []
    assert "Wähle" in text_of(page, "#status")
