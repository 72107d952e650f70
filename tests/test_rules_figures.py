"""Wind River's illustrated rules: the pictures in wind-river-rules.html are what the game page's
own SVG code draws today (scripts/rules_figures.py), the worked example is played by the engine,
and each picture is named by its caption."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import partials  # noqa: E402
import rules_figures  # noqa: E402


def test_the_pictures_are_drawn_by_the_game_pages_code_today():
    for rel, text in rules_figures.figures().items():
        assert (ROOT / rel).read_text(encoding="utf-8") == text, f"{rel}: run scripts/rules_figures.py"


def test_the_rules_page_shows_the_lanes_the_forward_directions_the_mountains_and_an_example():
    page = partials.page_text(ROOT / "wind-river-rules.html")
    svgs = re.findall(r"<svg[^>]*>", page)
    assert len(svgs) == 5 and all('role="img"' in s for s in svgs)
    for label in re.findall(r'aria-labelledby="([^"]+)"', page):
        assert re.search(rf'<figcaption id="{label}" data-i18n>', page), label
    board = (ROOT / "ui/wind_river/rules-board.html").read_text()
    assert board.count('class="arrow"') == 3 and 'class="axis"' in board  # C2's three directions
    three = (ROOT / "ui/wind_river/rules-three.html").read_text()
    assert three.count('class="hex-peaks"') == 6 and 'class="hex-peaks"' not in board  # lane A: mountains
    assert len(re.findall(r'\bid="', page)) == len(set(re.findall(r'\bid="([^"]+)"', page)))  # one defs


def test_the_worked_example_is_a_legal_turn_of_ann():
    before, after_herd, after = rules_figures.example_states()
    assert before["current"] == 0 and before["phase"] == "buffalo"
    assert after_herd["board"]["D4"]["buffalo"] == 2 and after_herd["players"][0]["resources"] == 1
    assert after["current"] == 1 and after["board"]["C4"]["tipis"][0] == 1
