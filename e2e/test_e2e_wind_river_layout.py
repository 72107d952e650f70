"""Wind River's page on a phone and in German and French: the players' strip (food, tipis, plains)
sits above the board and stays in view while the board is scrolled to, the board fills the width,
and no label of the board nor any button runs out of its box. One game opened from a save, one
boot; the language is switched in place."""

from __future__ import annotations

import json
import random

from e2e.driver import choose, open_saved
from e2e.language import lang_menu
from engine import wind_river as wr

NAMES = ["Annabelle", "Benedikt", "Cyrille", "Dimitrios"]

#: every visible button whose text is wider than its box, and the open plains' title against its strip
OVERFLOW = """() => {
  const out = [];
  for (const b of document.querySelectorAll('button')) {
    if (!b.checkVisibility()) continue;
    if (b.scrollWidth > b.clientWidth + 1)
      out.push(['button', b.textContent.trim(), b.scrollWidth, b.clientWidth]);
  }
  const strip = document.querySelector('#board .plains-bg').getBBox();
  for (const t of document.querySelectorAll('#board .plains-title, #board .plains-arrow')) {
    const box = t.getBBox();
    if (box.x < strip.x - 0.5 || box.x + box.width > strip.x + strip.width + 0.5)
      out.push(['board label', t.textContent, box.width, strip.width]);
  }
  return out;
}"""


def midgame_record(moves: int = 40, seed: int = 5) -> dict:
    state, rng = wr.new_game(NAMES, seed=seed), random.Random(seed)
    line: list = []
    for _ in range(moves):
        line.append(choose(rng, state, wr.legal_moves(state)))
        state = wr.apply(state, line[-1])
    return {"format": "wind-river-record/1", "players": NAMES, "seed": seed, "moves": line}


def test_phone_strip_above_the_board_and_no_text_overflows_in_german_or_french(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    open_saved(page, site, "wind-river.html", {"wind-river/current": json.dumps(midgame_record())})
    box = ("s => { const r = document.querySelector(s).getBoundingClientRect(); "
           "return [r.top, r.bottom, r.width]; }")
    strip, board = page.evaluate(box, "#players-card"), page.evaluate(box, "#board")
    column = page.evaluate("() => document.querySelector('#game').clientWidth - 16")
    assert strip[1] <= board[0] + 1, (strip, board)  # the players' strip comes before the board
    assert board[2] >= 0.95 * column, (board, column)
    assert "food" in page.inner_text("#players-card") and "plains" in page.inner_text("#players-card")
    page.evaluate("() => window.scrollTo(0, document.querySelector('#board').getBoundingClientRect().top"
                  " + window.scrollY - 40)")
    strip = page.evaluate(box, "#players-card")
    assert -1 <= strip[0] <= 1 and strip[1] < 844 / 3, strip  # kept in view at the top, compact
    for lang in ("de", "fr"):
        lang_menu(page).select_option(lang)
        page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
        for width in (390, 1280):
            page.set_viewport_size({"width": width, "height": 844})
            assert page.evaluate(OVERFLOW) == [], (lang, width)
