"""Checks for the German and French pages: no English left in what a player sees or hears.

``english_left(page)`` returns the English words found in the page's visible text and in the
accessible names and tooltips of its visible elements (``aria-label``, ``title``), after taking
out the proper nouns every language keeps (the games' titles, the players' names, the map's
places). The word list holds common English words that are not also German or French words (so not
"was", "will", "also", "start", "hand", "in", "on", "a").
"""

from __future__ import annotations

import re
from typing import Iterable, List

from e2e.driver import open_menu_for

ENGLISH = {"the", "and", "your", "you", "yours", "with", "from", "this", "that", "these", "those", "which",
    "what", "when", "where", "who", "whom", "how", "why", "must", "cannot", "can't", "can", "would",
    "should", "could", "have", "has", "had", "are", "is", "were", "been", "being", "be", "of", "to", "for",
    "by", "at", "into", "onto", "than", "then", "there", "their", "they", "them", "it's", "its", "not",
    "no", "yes", "our", "ours", "we", "us", "my", "mine", "players", "player", "game", "games", "move",
    "moves", "moved", "turn", "turns", "play", "plays", "played", "playing", "new", "back", "show",
    "shows", "hide", "save", "saved", "loading", "ready", "undo", "redo", "next", "previous", "buffalo",
    "buffaloes", "resource", "resources", "draw", "draws", "drawn", "pick", "picks", "choose", "chooses",
    "chosen", "confirm", "cancel", "close", "starts", "started", "settings", "language", "help", "rules",
    "wins", "won", "winner", "winners", "round", "rounds", "each", "every", "only"}

#: names every language keeps: the games, the test players, the makers
PROPER = ["Wind River", "White Buffalo", "Manitou", "Buffalo games", "Dirk Liekens", "Günter Burkhardt",
          "Morten Blaabjerg", "Argentum Verlag", "Goldsieber", "Pyodide", "PyScript", "JavaScript",
          "WebAssembly", "English", "Deutsch", "Français"]


def english_words(text: str, allow: Iterable[str] = ()) -> List[str]:
    """The English words of ``text`` once ``PROPER`` and ``allow`` (more proper nouns) are removed."""
    for phrase in sorted(set(PROPER) | set(allow), key=len, reverse=True):
        text = text.replace(phrase, " ")
    return sorted({w for w in re.findall(r"[A-Za-z]+(?:'[a-z]+)?", text) if w.lower() in ENGLISH})


_SEEN = """() => {
  const out = [document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label], [title]')) {
    const box = el.getBoundingClientRect();
    if (!box.width && !box.height && el.tagName !== 'svg') continue;
    if (el.closest('[hidden], [aria-hidden="true"]')) continue;
    for (const name of ['aria-label', 'title']) if (el.hasAttribute(name)) out.push(el.getAttribute(name));
  }
  return out.join('\\n');
}"""


def seen_text(page) -> str:
    """What the page shows and names: visible text, then the visible elements' labels and titles."""
    text: str = page.evaluate(_SEEN)
    return text


def english_left(page, allow: Iterable[str] = ()) -> List[str]:
    """English words on ``page`` (see the module's docstring); ``allow``: extra proper nouns."""
    return english_words(seen_text(page), allow)


#: the language menu a person can use now: the header's, or while the privacy screen is up (and
#: the page behind it inert) the screen's own
LANG_MENU = "select[data-lang-menu]:not([inert] *) >> visible=true"


def lang_menu(page):
    """The language menu a person can reach now (a locator): on a narrow screen the header's is
    in its menu, which is opened first (as a person would)."""
    if page.locator(LANG_MENU).count() == 0:
        open_menu_for(page, "header select[data-lang-menu]")
    return page.locator(LANG_MENU).first


def lang_ready(page, lang: str) -> None:
    """Wait until ui/lang.js has put the page in ``lang`` (its words in: no ``i18n-pending``) and
    the page has taken it (``<html lang>``; a game page's Python repaints on the same event). A
    game page starting Python is busy: polled every 100 ms, for up to a minute."""
    page.wait_for_function("l => window.wrLang && window.wrLang.lang === l "
                           "&& document.documentElement.lang === l "
                           "&& !document.documentElement.classList.contains('i18n-pending')", arg=lang,
                           polling=100, timeout=60_000)
