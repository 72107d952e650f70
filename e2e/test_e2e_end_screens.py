"""Every game's end screen fits in French and German at 4 players (issue 53): on a desktop and on a
phone, scrolled to its foot, the ranking card's last line ("Les chiffres en tableau") is not under
its buttons, nothing in it runs out sideways, and the button that puts it away says so."""

from __future__ import annotations

import json
import random

import pytest

from e2e.driver import open_saved
from engine import wind_river as wr
from engine.manitou.playout import random_game as manitou_game
from engine.white_buffalo.playout import random_game as white_buffalo_game
from ui.manitou import sessions as manitou_sessions
from ui.white_buffalo import sessions as white_buffalo_sessions
from ui.wind_river import sessions as wind_river_sessions

NAMES = ["Ann", "Ben", "Cy", "Dee"]
SIZES = {"desk": (1280, 800, False), "phone": (390, 844, True)}
CLOSE = {"fr": "Fermer le classement", "de": "Rangliste schließen"}


def wind_river_line(seed: int) -> list:
    state, rng, line = wr.new_game(NAMES, seed=seed), random.Random(seed), []
    while wr.to_act(state) is not None:
        line.append(rng.choice(wr.legal_moves(state)))
        state = wr.apply(state, line[-1])
    return line


GAMES = {  # the seeded four-player games of scripts/screens.py
    "wind-river": (wind_river_sessions, lambda: wind_river_line(5), 5),
    "manitou": (manitou_sessions, lambda: list(manitou_game(4, 24)[1]), 24),
    "white-buffalo": (white_buffalo_sessions, lambda: list(white_buffalo_game(4, 48)[1]), 48),
}


def finished(game: str) -> str:
    sessions, line, seed = GAMES[game]
    s = sessions.new(NAMES, seed)
    for move in line():
        s.play(move)
    return json.dumps(s.record())


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", list(GAMES))
def test_the_end_screen_fits_in_french_and_german(browser, site, game, size):
    width, height, touch = SIZES[size]
    record = finished(game)
    for lang in ("fr", "de"):
        context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch,
                                      is_mobile=touch)
        try:
            page = context.new_page()
            open_saved(page, site, f"{game}.html", {f"{game}/current": record, "settings/lang": lang})
            page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
            card = page.locator("#ranking-card")
            card.wait_for(state="visible")
            assert page.locator('#ranking-card [data-action="hide-ranking"]').inner_text() == CLOSE[lang]
            found = page.evaluate("""() => {
                const card = document.querySelector('#ranking-card');
                card.scrollTop = card.scrollHeight;  // the card's own foot, then the card's foot
                card.scrollIntoView({block: 'end'});  // at the screen's (or its scroller's) foot
                const last = card.querySelector('.story-numbers summary');
                const r = last.getBoundingClientRect();
                const top = document.elementFromPoint(r.left + 8, r.top + r.height / 2);
                const wide = [...card.querySelectorAll('table, .row')].map(
                    t => t.scrollWidth - t.clientWidth);
                return {covered: !(top && last.contains(top)), inside: r.bottom <= innerHeight,
                        sideways: Math.max(card.scrollWidth - card.clientWidth, ...wide),
                        what: top ? top.outerHTML.slice(0, 80) : null};
            }""")
            assert not found["covered"] and found["inside"], (lang, found)
            assert found["sideways"] <= 1, (lang, found)
        finally:
            context.close()
