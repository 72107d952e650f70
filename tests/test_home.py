"""The home page: plain HTML listing every game that has a page, kept in sync with the registry."""

from __future__ import annotations

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
    assert len(HTML.encode()) < 20_000
    scripts = re.findall(r"<script\b[^>]*>", HTML)
    assert scripts == ['<script src="./ui/lang.js">', "<script>"], \
        "only the language loader and the small inline script that reads the summaries"


def test_the_home_page_shows_saved_data_as_text_only():
    start = HTML.index("<script>")
    script = HTML[start:HTML.index("</script>", start)]
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script
    assert "textContent" in script
