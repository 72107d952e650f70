"""White Buffalo's map (ui.white_buffalo.geo, map_view): the borders drawn are the rules'
adjacency, every territory and the trail are drawn, names are in the player's language."""

from __future__ import annotations

import re

from engine import white_buffalo as wb
from engine.white_buffalo.data import BOARD, TRAIL_IDS
from ui.white_buffalo import geo, map_view


def test_the_borders_drawn_are_the_rules_adjacency():
    drawn = geo.shared_borders()
    for tid, _name, adjacent in BOARD:
        assert drawn[tid] == sorted(adjacent), tid


def test_a_territory_that_only_touches_at_a_corner_is_no_neighbour():
    # Colorado and New Mexico share a border; Kansas and New Mexico only come near each other
    assert "NM" in geo.shared_borders()["CO"] and "NM" not in geo.shared_borders()["KS"]


def test_every_territory_is_a_shape_with_its_herds_and_the_trail_is_a_loop():
    s = wb.new_game(["Ann", "Ben"], seed=3)
    svg = map_view.map_svg(wb.observe(s, None), ["red", "blue"])
    for tid, _name, _adj in BOARD:
        group = re.search(rf'<g class="[^"]*" data-territory="{tid}" data-herds="(\d+)"[^>]*>(.*?)</g>', svg)
        assert group and '<path class="land"' in group.group(2)
        assert group.group(2).count('class="bison"') == min(int(group.group(1)), map_view.HERD_ROW)
    assert svg.count('class="trail"') == len(TRAIL_IDS)
    for tid in geo.ANCHORS:
        x, y = geo.anchor(tid)
        assert 0 < x < geo.WIDTH and 0 < y < geo.HEIGHT
