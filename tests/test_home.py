"""The home page: plain HTML listing every game that has a page, kept in sync with the registry."""

from __future__ import annotations

import gzip
import re
import sys
from pathlib import Path

from engine.core import registry

ROOT = Path(__file__).resolve().parent.parent


sys.path.insert(0, str(ROOT / "scripts"))
import home  # noqa: E402  (scripts/home.py)

HTML = (ROOT / "index.html").read_text("utf-8")


def test_index_html_lists_the_games_as_generated():
    assert home.render(HTML) == HTML, "index.html is out of date: run python3 scripts/home.py"


def test_every_game_with_a_page_has_a_link_picture_blurb_and_player_count():
    ids = home.games_with_pages()
    assert ids and ids[0] == "wind-river"
    for game_id in ids:
        info = registry.info(game_id)
        assert HTML.count(f'data-game="{game_id}"') == 1
        assert f'<a href="./{game_id}.html" data-game="{game_id}">{info.title}</a>' in HTML
        card = HTML[HTML.index(f'data-game="{game_id}"'):]
        card = card[: card.index("</li>")]
        assert f"{info.min_players}–{info.max_players} players" in card
        assert f'data-saved="{game_id}"' in card
        picture = home.site_info(game_id)["picture"]
        assert (ROOT / picture).is_file() and f'src="./{picture}"' in HTML


def test_a_game_without_a_page_is_not_listed(tmp_path):
    (tmp_path / "ui" / "wind_river").mkdir(parents=True)
    (tmp_path / "ui" / "wind_river" / "site.json").write_text("{}")
    assert home.games_with_pages(tmp_path) == []  # no wind-river.html there
    (tmp_path / "wind-river.html").write_text("")
    assert home.games_with_pages(tmp_path) == ["wind-river"]


def test_the_home_page_runs_no_python_and_stays_small():
    assert 'type="py"' not in HTML and "pyscript" not in HTML.lower()
    assert len(gzip.compress(HTML.encode())) < 8_000  # what travels (7.4 kB with New game and Continue)
    scripts = re.findall(r"<script\b[^>]*>", HTML)
    assert scripts == ["<script>", "<script>"], \
        "only the language check (it adds ui/lang.js) and the script that reads the summaries"


def test_nothing_blocks_the_home_pages_first_paint():
    """No script or stylesheet the browser must fetch before it paints (issue 33: the home page
    paints as fast as a plain page): the style is inline, and ui/lang.js is added by the inline
    check, after the first frame when the page stays English."""
    head = HTML[:HTML.index("<body")]
    assert not re.search(r"<script\b[^>]*\bsrc=", HTML), "a script the parser waits for"
    assert not re.search(r"<link\b[^>]*rel=\"?stylesheet", HTML), "a stylesheet to fetch before painting"
    assert "@import" not in head and "url(" not in head
    early = re.search(r"<script>(.*?)</script>", head, re.S)
    assert early and 'script.src = "./ui/lang.js"' in early.group(1)
    assert "requestAnimationFrame(function () { setTimeout(load, 0); });" in early.group(1)


def test_the_home_pages_early_language_check_agrees_with_ui_lang_js():
    """The inline check that hides a page about to be translated picks as ui/lang.js does."""
    lang_js = (ROOT / "ui" / "lang.js").read_text(encoding="utf-8")
    langs = re.search(r"const LANGS = (\[[^\]]*\]);", lang_js)
    key = re.search(r'const KEY = "([^"]+)";', lang_js)
    assert langs and key
    early = re.search(r"<script>(.*?)</script>", HTML, re.S)
    assert early and "i18n-pending" in early.group(1)
    assert f"var langs = {langs.group(1)}" in early.group(1)
    assert f'localStorage.getItem("{key.group(1)}")' in early.group(1)
    assert "navigator.languages" in early.group(1) and "1500" in early.group(1)


def test_the_home_page_shows_saved_data_as_text_only():
    start = HTML.index("<script>", HTML.index("<body"))  # the summaries' script, after the page
    script = HTML[start:HTML.index("</script>", start)]
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script
    assert "textContent" in script
