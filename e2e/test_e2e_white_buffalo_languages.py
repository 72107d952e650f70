"""White Buffalo in German and in French: a game by clicks in each language, from its start to its
end (its middle, more of the same, is carried on in-process: :func:`e2e.driver.jump_near_end`),
with no English left in the game's own words (the map, the cards, the turn's buttons and prompts,
the hunt shown step by step, the log, the score sheet), a switch of language in the middle of a
game that keeps the game and re-tells the log, and the final score sheet equal to the engine's.

The check is ``e2e.language.english_words`` on what the player sees and hears inside ``main#game``
and on the status line. Parts of the page that belong to the shared shell (the ``site``
catalogue, marked by the site's own translation work) are left out of it, see :data:`SHARED`
and :data:`SHARED_PHRASES`; once the shell speaks every language these exclusions just find
nothing more to remove.
"""

from __future__ import annotations

import random
import re

from e2e.driver import TAPS, probe, wait_ready
from e2e.language import english_words, lang_menu, lang_ready
from e2e.white_buffalo_driver import PAGE, jump, start, step
from e2e.white_buffalo_driver import finished_as_the_engine_says as driver_finished
from engine.white_buffalo.data import TERRITORY_NAMES

NAMES = ["Ann", "Ben", "Cy"]
#: proper nouns every language keeps: the players, the places on the map, Buffalo Bill
ALLOW = [*NAMES, *TERRITORY_NAMES, "Buffalo Bill"]
#: elements inside main#game that the shared shell writes (site domain, not this game's)
SHARED = ["#boot", "#bot-bar", ".game-files", "#game-info", '[data-action="show-ranking"]']
#: sentences of the shared shell that can appear in #status (site domain): taken out before the check
SHARED_PHRASES = [
    r"\S+ is next: pass the device\.",
    r"Welcome back: the saved game resumes at move \d+\.",
]

#: the running score's word in the list of tribes (painted by the game's Python)
SCORE_WORD = {"de": "Wertung ≈", "fr": "score ≈"}
#: the title of the hunt shown step by step
WALK_TITLE = {"de": "Das ist passiert", "fr": "Ce qui s’est passé"}

_GAME_TEXT = """(shared) => {
  const main = document.querySelector('main#game');
  let text = main.innerText;
  for (const sel of shared) for (const el of main.querySelectorAll(sel)) {
    const t = el.innerText;
    if (t) text = text.split(t).join(' ');
  }
  const out = [text];
  for (const el of main.querySelectorAll('[aria-label], [title]')) {
    const box = el.getBoundingClientRect();
    if (!box.width && !box.height && el.tagName !== 'svg') continue;
    if (el.closest('[hidden], [aria-hidden="true"]')) continue;
    if (shared.some((sel) => el.closest(sel))) continue;
    for (const name of ['aria-label', 'title']) if (el.hasAttribute(name)) out.push(el.getAttribute(name));
  }
  for (const el of main.querySelectorAll('svg title')) out.push(el.textContent);
  return out.join('\\n');
}"""


def game_text(page) -> str:
    """What the player sees and hears of the game itself (see the module's docstring)."""
    text: str = page.evaluate(_GAME_TEXT, SHARED)
    for phrase in SHARED_PHRASES:
        text = re.sub(phrase, " ", text)
    return text


def no_english(page, where: str) -> None:
    """Fail with the English words found in the game's own parts of the page."""
    text = game_text(page)
    left = english_words(text, allow=ALLOW)
    assert left == [], f"{where}: English words {left} in:\n{text[:3000]}"


def play_checked(page, rng: random.Random, lang: str, every: int = 40, switch=None,
                 jump_after: int = 10**9, keep: int = 40) -> dict:
    """Play to the end by clicks, checking for English every ``every`` steps, during the first
    hunt shown step by step, and with the privacy screen up; ``switch``: (step, language) pairs
    to switch to on the way (the first one made in a hunt shown step by step, if one comes within
    60 steps); after ``jump_after`` steps (not while a hunt is shown), the game
    jumps to its last ``keep`` moves (:func:`e2e.white_buffalo_driver.jump`)."""
    seen = {"checks": 0, "walk": 0, "privacy": 0, "switched in a walk": 0, "jumped": 0}
    pending = sorted((switch or {}).items())
    for n in range(20000):
        look = probe(page)
        walking = look["walk"]
        if n >= jump_after and not pending and not walking and not seen["jumped"]:
            jump(page, rng, keep=keep)  # to the last ``keep`` moves
            lang_ready(page, lang)
            seen["jumped"] = 1
            continue
        due = bool(pending) and n >= pending[0][0]
        # a due switch waits (up to 60 steps) for a hunt being shown step by step, until one has
        # been made in one: that must survive it
        hold = due and not walking and not seen["switched in a walk"] and n < pending[0][0] + 60
        if due and not hold:
            other = pending.pop(0)[1]
            before = page.evaluate("localStorage.getItem('white-buffalo/current')")
            lang_menu(page).select_option(other)
            lang_ready(page, other)
            # the game's Python has repainted: the running score of the tribes is in the new words
            page.wait_for_function("w => document.querySelector('#players').innerText.includes(w)",
                                   arg=SCORE_WORD[other])
            assert page.evaluate("localStorage.getItem('white-buffalo/current')") == before
            lang = other
            no_english(page, f"after the switch to {other}")
            seen["checks"] += 1
            if walking:
                assert page.locator("#walk").is_visible(), "the switch dropped the hunt being shown"
                assert (page.text_content("#walk h2") or "").startswith(WALK_TITLE[other])
                seen["switched in a walk"] += 1
        privacy = look["privacy"] is not None
        if n % every == 0 or (walking and seen["walk"] < 2) or (privacy and seen["privacy"] < 1):
            no_english(page, f"{lang}, step {n}")
            seen["checks"] += 1
            seen["walk"] += walking
            seen["privacy"] += privacy
        if not step(page, rng):
            return seen
    raise AssertionError("the game did not end")


def finished_as_the_engine_says(page, words: dict) -> None:
    """The ranking and every figure of the score sheet are the engine's; its labels are words."""
    driver_finished(page)
    labels = page.eval_on_selector_all("#score-sheet tbody th", "els => els.map(e => e.textContent)")
    for word in words["sheet"]:
        assert word in labels, (word, labels)
    assert page.locator("#ranking-card h2").inner_text() == words["ranking"]


def test_a_game_in_german_by_clicks(browser, site):
    context = browser.new_context(locale="de-DE", viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        errors = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(site + PAGE)
        lang_ready(page, "de")  # the browser's language
        wait_ready(page)
        start(page, NAMES, 61)
        assert page.locator('[data-action="hunt"]').inner_text() == "Jagen"
        assert "Neues Spiel, Startwert 61" in page.inner_text("#status")
        TAPS.update(taps=0, scrolled=0)
        seen = play_checked(page, random.Random(61), "de", every=20, jump_after=60, keep=20)
        assert TAPS["scrolled"] == 0, TAPS  # German words too: the whole turn in one viewport
        assert seen["walk"] >= 1 and seen["privacy"] >= 1 and seen["checks"] >= 5 and seen["jumped"]
        no_english(page, "de, the end")
        assert "Spielende:" in page.inner_text("#status")
        finished_as_the_engine_says(page, {"sheet": ["Tipipunkte", "Schicksalskarten", "Summe"],
                                           "ranking": "Endstand"})
        log = page.inner_text("#log")
        assert "setzt den Stamm nach" in log and "Büffel" in log
        assert errors == []
    finally:
        context.close()


def test_a_game_in_french_by_clicks_with_a_switch_to_german_and_back(page, site):
    page.goto(site + PAGE)
    wait_ready(page)
    lang_menu(page).select_option("fr")
    lang_ready(page, "fr")
    page.wait_for_selector("#new-game", state="visible")
    start(page, NAMES, 62)
    assert page.locator('[data-action="hunt"]').inner_text() == "Chasser"
    assert "Nouvelle partie, tirage n° 62" in page.inner_text("#status")
    seen = play_checked(page, random.Random(62), "fr", every=20, switch={20: "de", 40: "fr"}, jump_after=60,
                        keep=20)
    assert seen["walk"] >= 1 and seen["privacy"] >= 1 and seen["checks"] >= 5 and seen["jumped"]
    assert seen["switched in a walk"] >= 1
    no_english(page, "fr, the end")
    assert "Partie terminée" in page.inner_text("#status")
    finished_as_the_engine_says(page, {"sheet": ["Points des tipis", "Cartes Destin", "Total"],
                                       "ranking": "Classement final"})
    log = page.inner_text("#log")
    assert "place sa tribu dans le territoire" in log and "Büffel" not in log  # the whole log re-told
