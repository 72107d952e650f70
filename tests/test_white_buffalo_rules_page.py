"""White Buffalo's rules page: its pictures are what the game page's own drawing code draws now
(scripts/white_buffalo_pictures.py), its example is a real hunt step by step, and it explains the
frontier sweep (WB-R20)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import white_buffalo_pictures as pictures  # noqa: E402


def test_the_pictures_are_drawn_by_the_game_pages_code_now():
    page = pictures.PAGE.read_text(encoding="utf-8")
    assert pictures.render(page) == page, "run python3 scripts/white_buffalo_pictures.py"
    for name in ("map", "cards", "bag", "example"):
        assert f"<!-- pictures: {name} -->" in page


def test_the_map_the_bag_the_death_rate_card_and_cards_are_shown():
    drawn = pictures.pictures()
    assert drawn["map"].count("data-territory=") == 12 and 'class="trail"' in drawn["map"]
    assert 'data-bag="brown"' in drawn["bag"] and 'data-death-row="black"' in drawn["bag"]
    assert 'class="acard c-red gcard' in drawn["cards"] and 'class="scard peace' in drawn["cards"]
    assert len(set(re.findall(r'id="([^"]+)"', "".join(drawn.values())))) == \
        len(re.findall(r'id="([^"]+)"', "".join(drawn.values())))          # no id twice


def test_the_example_is_a_real_hunt_drawn_step_by_step():
    from engine import white_buffalo as wb
    from engine.white_buffalo import hints

    before, move, after = pictures.example()
    steps = hints.walk_events(wb.last_events(after))
    example = pictures.pictures()["example"]
    assert example.count("<li>") == 1 + len(steps) and example.count("<svg") == len(steps)
    assert "data-risk=" in example                              # the preview before the hunt


def test_the_page_explains_the_frontier_sweep():
    page = pictures.PAGE.read_text(encoding="utf-8")
    assert "When the display holds no teepee" in page and "once per turn" in page
