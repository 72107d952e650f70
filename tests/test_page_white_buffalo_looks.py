"""White Buffalo's fixes of issue 49 (point 4): the tribe's piece on the map is big enough to see
(at least 20 px where the map is drawn at its smallest, a phone's at about 0.7 px a unit), the
cube's two choices are never on the page but while the person chooses (not even before Python
starts), and the bag has a legend of its cubes in the game's words."""

from __future__ import annotations

import re
from pathlib import Path

from engine.white_buffalo.data import CUBE_COLOURS
from tests.test_page_white_buffalo import at
from ui.white_buffalo import map_view

ROOT = Path(__file__).resolve().parent.parent


def test_the_tribes_piece_is_at_least_20_px_on_the_smallest_map():
    h, _ = at(5, lambda s, legal: s.phase == 0, after=12)
    pieces = h.qa("#map .meeple")
    assert pieces
    for g in pieces:
        found = re.search(r"scale\(([\d.]+)\)", g.getAttribute("transform"))
        assert found
        scale = float(found.group(1))
        assert 12 * scale * 0.7 >= 20, scale  # 12 units tall, a phone draws the map at 0.7 px a unit
    assert map_view.MEEPLE_STEP >= 12 * map_view.MEEPLE_SCALE  # two side by side do not overlap


def test_the_cube_choices_are_hidden_in_the_markup_and_until_the_person_chooses():
    html = (ROOT / "white-buffalo.html").read_text()
    for action in ("cube-territory", "cube-war"):
        tag = re.search(rf'<button[^>]*data-action="{action}"[^>]*>', html)
        assert tag and " hidden" in tag.group(0), action  # not sitting there disabled before Python
    h, _ = at(5, lambda s, legal: s.phase == 0)
    assert h.el('[data-action="cube-war"]').hidden and h.el('[data-action="cube-territory"]').hidden
    h2, _ = at(5, lambda s, legal: s.phase == 1)
    assert not h2.el('[data-action="cube-territory"]').hidden


def test_the_bag_has_a_legend_of_every_cube_and_it_stays_open_across_moves(catalogues):
    h, _ = at(5, lambda s, legal: s.phase == 0)
    legend = h.el("#bag-legend details.bag-legend")
    items = h.qa("#bag-legend [data-legend]")
    assert sorted(i.getAttribute("data-legend") for i in items) == sorted(CUBE_COLOURS)
    assert "Buffalo Bill" in h.text("#bag-legend") and "bison" in h.text("#bag-legend")
    assert all(i.querySelector("svg.cube-icon") is not None for i in items)  # shape and colour
    legend.setAttribute("open", "")
    node = h.el("#bag-legend details")
    h.page.refresh()
    assert h.el("#bag-legend details") is node and node.hasAttribute("open")
    h.speak("de", catalogues["de"])
    assert "Was die Würfel tun" in h.text("#bag-legend") and "What the cubes do" not in h.text("#bag-legend")
