"""The samples page of the visual language (docs/visual-language.md): drawn by the pages' own code,
up to date, shipped by the build and linked from the home page's footer."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build_site as bs  # noqa: E402
import samples_page  # noqa: E402


def test_the_samples_page_is_drawn_by_the_current_code():
    assert samples_page.PAGE.read_text(encoding="utf-8") == samples_page.render(), \
        "run python3 scripts/samples_page.py"


def test_it_shows_every_token_the_type_scale_the_buttons_and_cards_of_both_card_games():
    page = samples_page.render()
    css = (ROOT / "ui" / "style.css").read_text(encoding="utf-8")
    root = css[css.index(":root {"):css.index("}", css.index(":root {"))]
    for token in re.findall(r"(--(?:fs|tone)-[\w-]+?):", root):
        if not token.endswith("-ink"):
            assert token in page, token
    assert page.count('class="primary">') == 1 and 'class="primary" disabled' in page
    assert "<button type=\"button\" disabled>" in page and 'aria-pressed="true"' in page
    assert page.count('class="acard ') == 5 and page.count('class="scard ') == 7
    assert 'class="destiny ' in page and 'class="tribe-card ' in page
    assert page.count('class="mcard warrior') == 6 and page.count("data-explain=") >= 15
    assert len(set(re.findall(r' id="([^"]+)"', page))) == len(re.findall(r' id="([^"]+)"', page))


def test_the_build_ships_it_and_the_home_page_links_it():
    assert "samples.html" in bs.html_pages()
    footer = (ROOT / "index.html").read_text(encoding="utf-8").split("<footer>")[1]
    assert 'href="./samples.html"' in footer
    for sheet in re.findall(r'href="\./(ui/[\w/]+\.css)"', samples_page.render()):
        assert (ROOT / sheet).is_file()
