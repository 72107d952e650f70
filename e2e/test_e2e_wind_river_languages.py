"""Wind River games played by clicks in German and in French, from the start to the end: the
first 32 moves or so by clicks (the language switched at the 30th), then the same game carried on
in-process to its last 30 moves (the middle of a game is more of the same), reloaded, and played
out by clicks.

At several points no English may be left in what the game itself shows and names (main#game:
status, steps, board labels, actions, players, log, ranking); the language is switched in the
middle of each game and the log must be told again in the new language (checked against the
engine's own narration with the same catalogue), and the final ranking must be the engine's.
"""

from __future__ import annotations

import random

import pytest

from e2e.driver import open_from_home, play_out, saved_record, shown_ranking, start_game, wait_ready
from e2e.language import english_words, lang_menu, lang_ready
from engine import wind_river as wr
from engine.core import i18n

NAMES = ["Ann", "Ben", "Cy"]

# What the game shows and names, inside main#game. Left out on purpose: the shared parts that the
# site's own translation marks (the bot bar, the log's file buttons, the shell's "Show the ranking"
# button in the status line), and the boot progress.
_GAME_SEEN = """(skip) => {
  const game = document.querySelector('main#game');
  const shared = '#bot-bar, .game-files, #boot, [data-action="show-ranking"]' + (skip ? ', ' + skip : '');
  const out = [];
  const walker = document.createTreeWalker(game, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest(shared) || el.closest('[hidden]') || el.closest('[aria-hidden="true"]')) continue;
    if (!el.getClientRects().length) continue;
    out.push(n.textContent);
  }
  for (const el of game.querySelectorAll('[aria-label], [title]')) {
    if (el.closest(shared) || el.closest('[hidden]') || el.closest('[aria-hidden="true"]')) continue;
    const box = el.getBoundingClientRect();
    if (!box.width && !box.height && el.tagName !== 'svg') continue;
    for (const name of ['aria-label', 'title']) if (el.hasAttribute(name)) out.push(el.getAttribute(name));
  }
  return out.join('\\n');
}"""


def english_in_game(page, skip: str = "") -> list:
    """English words left in main#game (the players' names are allowed), ``skip``: a CSS selector
    of more parts to leave out."""
    return english_words(page.evaluate(_GAME_SEEN, skip), allow=NAMES)


def speak(built, lang: str) -> None:
    """Install the built site's ``lang`` catalogue in this process (the engine's words as on the page)."""
    i18n.install(lang, {"wind-river": (built[1] / "locale" / lang / "wind-river.mo").read_bytes()})


def last_move_lines(page) -> list:
    """The engine's narration of the last move of the page's saved game, in the installed language."""
    record = saved_record(page)
    states = wr.replay_states(record)
    return wr.narrate(states[-2], record["moves"][-1])


def log_text(page) -> str:
    """The log's sentences as written (its items' text, not their upper-cased rendering)."""
    return page.eval_on_selector("#log",
                                 "e => [...e.querySelectorAll('li')].map(l => l.textContent).join('\\n')")


def switch(page, lang: str) -> None:
    lang_menu(page).select_option(lang)
    lang_ready(page, lang)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.reset()


@pytest.mark.parametrize("lang, other, seed", [("de", "fr", 34), ("fr", "de", 21)])
def test_a_game_by_clicks_from_its_start_and_near_its_end(page, site, built, lang, other, seed):
    page.goto(site)
    page.evaluate("l => localStorage.setItem('settings/lang', l)", lang)
    open_from_home(page, site)
    lang_ready(page, lang)
    assert page.get_attribute("html", "lang") == lang
    # the page before any game; its status line ("Set up a new game …") is the shell's (site domain)
    assert english_in_game(page, skip="#status") == []
    start_game(page, NAMES, seed)
    state = wr.new_game(NAMES, seed=seed)
    speak(built, lang)
    start = NAMES[wr.to_dict(state)["start_player"]]
    assert start in page.inner_text("#status"), page.inner_text("#status")
    assert english_in_game(page) == []
    checked = []

    def on_move(n, s):
        if n in (5, 20) and wr.to_dict(s)["phase"] != "over":
            assert english_in_game(page) == [], (n, english_in_game(page))
            checked.append(n)
        if n == 30:  # switch mid-game: the log is told again in the other language
            before = log_text(page)
            for want in (other, lang):
                switch(page, want)
                speak(built, want)
                lines = last_move_lines(page)
                page.wait_for_function(  # the page re-tells the log once Python has the new language
                    "lines => { const t = [...document.querySelectorAll('#log li')].map(l => l.textContent)"
                    ".join('\\n'); return lines.every(x => t.includes(x)); }", arg=lines, timeout=15_000)
                shown = log_text(page)
                for line in lines:
                    assert line in shown, (want, line, shown[:300])
                assert english_in_game(page) == [], (want, english_in_game(page))
            assert log_text(page) == before  # back in the first language: the same log as before
            checked.append(n)

    final, n, _seen = play_out(page, state, random.Random(seed), on_move=on_move, jump_after=31)
    lang_ready(page, lang)  # the reload near the end kept the language
    assert checked == [5, 20, 30]
    page.wait_for_selector("#ranking-card", state="visible")
    assert shown_ranking(page) == [sorted(g) for g in wr.ranking(final)]
    assert english_in_game(page) == []
    ranking_words = page.inner_text("#ranking")
    switch(page, other)
    page.wait_for_function("w => document.querySelector('#ranking').innerText !== w", arg=ranking_words,
                           timeout=15_000)  # the ranking card is said again too
    assert shown_ranking(page) == [sorted(g) for g in wr.ranking(final)]
    assert english_in_game(page) == []
    page.reload()
    wait_ready(page)
    lang_ready(page, other)  # the choice is kept; the finished game is still shown
    assert shown_ranking(page) == [sorted(g) for g in wr.ranking(final)]
