"""Wind River's page on a phone and in German and French: the table is one screen (issue 48): the
players' strip (food, tipis, plains) above the board, the board filling the width and the height
the rest leaves, the extra actions at the foot, nothing to scroll to; and no label of the board nor
any button runs out of its box. One game opened from a save, one
boot; the language is switched in place."""

from __future__ import annotations

import json
import random

from e2e.driver import choose, open_menu_for, open_saved
from e2e.language import lang_menu
from engine import wind_river as wr

NAMES = ["Annabelle", "Benedikt", "Cyrille", "Dimitrios"]

#: every visible button whose text is wider than its box, and every label of the board outside
#: its box: the open plains' words and counts against the strip (or a phone's band), the closed
#: lane's words against their plate, the lane letters and column numbers against the board
OVERFLOW = """() => {
  const out = [];
  for (const b of document.querySelectorAll('button')) {
    if (!b.checkVisibility()) continue;
    if (b.scrollWidth > b.clientWidth + 1)
      out.push(['button', b.textContent.trim(), b.scrollWidth, b.clientWidth]);
  }
  const inside = (t, box, what) => {
    const r = t.getBBox();
    if (r.x < box.x - 0.5 || r.x + r.width > box.x + box.width + 0.5
        || r.y < box.y - 0.5 || r.y + r.height > box.y + box.height + 0.5)
      out.push([what, t.textContent, [r.x, r.y, r.width, r.height], [box.x, box.y, box.width, box.height]]);
  };
  const strip = document.querySelector('#board .plains-bg').getBBox();
  const words = '#board [data-art="plains"] > text, #board [data-art="plains"] .content > text';
  for (const t of document.querySelectorAll(words)) inside(t, strip, 'plains label');
  const plate = document.querySelector('#board .closed-label rect');
  if (plate) inside(document.querySelector('#board .closed-label text'), plate.getBBox(), 'closed label');
  const whole = document.querySelector('#board').viewBox.baseVal;
  for (const t of document.querySelectorAll('#board .axis')) inside(t, whole, 'axis');
  return out;
}"""

#: the size on screen (px) of every tipi and herd icon on the hexes, and of the buffalo counts
PIECES = """() => {
  const size = s => [...document.querySelectorAll(s)].map(e => {
    const r = e.getBoundingClientRect(); return [r.width, r.height]; });
  return {tipis: size('#board .hex-art .tipi .tipi-body'), herds: size('#board .hex-art .bicon'),
          counts: size('#board .bcount').map(([w, h]) => h)};
}"""


def midgame_record(moves: int = 40, seed: int = 5) -> dict:
    state, rng = wr.new_game(NAMES, seed=seed), random.Random(seed)
    line: list = []
    for _ in range(moves):
        line.append(choose(rng, state, wr.legal_moves(state)))
        state = wr.apply(state, line[-1])
    return {"format": "wind-river-record/1", "players": NAMES, "seed": seed, "moves": line}


def test_phone_table_in_one_screen_and_no_text_overflows_in_german_or_french(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    open_saved(page, site, "wind-river.html", {"wind-river/current": json.dumps(midgame_record())})
    box = ("s => { const r = document.querySelector(s).getBoundingClientRect(); "
           "return [r.top, r.bottom, r.width]; }")
    strip, board = page.evaluate(box, "#players-card"), page.evaluate(box, "#board")
    actions = page.evaluate(box, "#controls .actions")
    column = page.evaluate("() => document.querySelector('#game').clientWidth - 16")
    assert strip[1] <= board[0] + 1, (strip, board)  # the players' strip comes before the board
    assert board[1] <= actions[0] + 1 and actions[1] <= 844, (board, actions)  # the actions under it
    assert page.evaluate("() => scrollY") == 0  # all of it in the first screen
    assert board[2] >= 0.95 * column, (board, column)
    # the hexes: at least 36 px across, far over WCAG 2.2's 24 px target size; pieces legible
    hexes = page.evaluate("() => [...document.querySelectorAll('#board .hex .hex-bg')].map(e => {"
                          " const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })")
    assert min(hexes) >= 36, min(hexes)
    pieces = page.evaluate(PIECES)
    assert pieces["tipis"] and min(min(wh) for wh in pieces["tipis"]) >= 12, pieces["tipis"]
    assert min(w for w, h in pieces["herds"]) >= 12 and min(pieces["counts"]) >= 9, pieces
    assert page.evaluate(OVERFLOW) == []
    assert "food" in page.inner_text("#players-card") and "plains" in page.inner_text("#players-card")
    for lang in ("de", "fr"):
        page.set_viewport_size({"width": 390, "height": 844})
        open_menu_for(page, "select[data-lang-menu]")  # the language is an item of the header's menu
        lang_menu(page).select_option(lang)
        page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
        for width in (390, 1280):
            page.set_viewport_size({"width": width, "height": 844})
            # the board is drawn again for the new width: compact (603 wide) on a phone, else 729
            page.wait_for_function("w => document.querySelector('#board').viewBox.baseVal.width === w",
                                   arg=603 if width < 560 else 729)
            assert page.evaluate(OVERFLOW) == [], (lang, width)
