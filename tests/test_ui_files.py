"""pyscript.toml must ship every Python module the game pages need to the browser, and no page
may load anything remote."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest

from engine.core import registry
from ui.shell.form import form_html

ROOT = Path(__file__).resolve().parent.parent
SHARED = ["engine/__init__.py", "engine/core", "engine/bots", "ui/__init__.py", "ui/shell"]
sys.path.insert(0, str(ROOT / "scripts"))
import home  # noqa: E402  (scripts/home.py)
import partials  # noqa: E402  (scripts/partials.py)


def page_html(page: str) -> str:
    """A page as deployed: with its shared dialogs (``<!-- include: ... -->``) in."""
    return partials.page_text(ROOT / page)


def config() -> dict:
    return tomllib.loads((ROOT / "pyscript.toml").read_text())


def shipped_sources() -> list:
    """Every module a game page needs: the shared packages and each paged game's engine and ui."""
    roots = SHARED + [f"{top}/{home.package_of(g)}"
                      for g in home.games_with_pages() for top in ("engine", "ui")]
    paths = []
    for r in roots:
        path = ROOT / r
        paths += [path] if path.is_file() else list(path.rglob("*.py"))
    return sorted("./" + p.relative_to(ROOT).as_posix() for p in paths if "__pycache__" not in p.parts)


def test_every_engine_and_ui_module_is_listed():
    files = config()["files"]
    missing = [w for w in shipped_sources() if w not in files]
    assert not missing, f"add to [files] in pyscript.toml: {missing}"
    for src, dest in files.items():
        assert src == dest, f"{src} must land at the same path in the browser, not {dest}"
        assert (ROOT / src).is_file(), f"[files] lists {src}, which does not exist"


def test_wind_river_has_a_page_and_the_bots_are_shipped():
    """The page seats computer players: engine/bots/ must reach the browser, every module of it."""
    assert "wind-river" in home.games_with_pages()
    files = config()["files"]
    bots = [w for w in shipped_sources() if w.startswith(("./engine/bots/", "./engine/wind_river/bots/"))]
    assert "./engine/bots/__init__.py" in bots and "./engine/bots/thinker.py" in bots
    assert "./engine/wind_river/bots/policy.py" in bots
    assert all(b in files for b in bots)


def test_interpreter_is_the_vendored_pyodide_by_relative_path():
    cfg = config()
    assert cfg["interpreter"] == "./vendor/pyodide/pyodide.mjs"
    assert "packages" not in cfg


def pages() -> list:
    return ["index.html"] + [p for g in home.games_with_pages() for p in (f"{g}.html", f"{g}-rules.html")]


def test_no_page_loads_anything_remote():
    for page in pages():
        html = page_html(page)
        urls = re.findall(r'(?:src|href)="([^"]+)"', html)
        assert urls, f"no src/href found in {page}"
        for url in urls:
            assert not re.match(r"^(https?:)?//", url), f"remote URL in {page}: {url}"
            assert not url.startswith("/"), f"absolute path breaks sub-path hosting in {page}: {url}"
            if not url.startswith(("#", "mailto:", "./vendor/")):  # vendor/: made by make setup
                assert (ROOT / url.split("#")[0]).exists(), f"{page} links to a missing file: {url}"


def test_game_pages_load_pyscript_with_the_shared_config_and_their_own_script():
    for game_id in home.games_with_pages():
        html = page_html(f"{game_id}.html")
        assert './vendor/pyscript/core.js' in html
        assert 'config="./pyscript.toml"' in html
        assert re.search(f'<html lang="en" [^>]*data-game="{game_id}"', html)
        src = re.search(r'<script type="py" src="\./([^"]+)"', html)
        assert src and src.group(1) == f"ui/{home.package_of(game_id)}/main.py"


def test_contract_hooks_are_in_the_page():
    html = page_html("wind-river.html")
    for action in ("tipi", "earn", "insert", "buffalo", "pass", "undo", "redo", "new-game"):
        assert html.count(f'data-action="{action}"') == 1, action
    assert 'id="status"' in html and 'id="new-game"' in html


def test_the_new_game_form_follows_the_game_info():
    for game_id in registry.game_ids():
        info = registry.info(game_id)
        html = form_html(info)
        assert html.count('data-action="start"') == 1 and 'name="seed"' in html
        counts = re.findall(r'<option value="(\d+)"[^>]*>\d+ players</option>', html)
        assert counts == [str(n) for n in range(info.min_players, info.max_players + 1)]
        for i in range(info.max_players):
            for field in ("name", "color", "seat"):
                assert html.count(f'name="{field}-{i}"') == 1
        assert f'name="name-{info.max_players}"' not in html


def test_the_form_escapes_its_words():
    info = registry.info("wind-river")
    html = form_html(info, {3: "<b>3</b>"}, seed_hint='"x" & <y>')
    assert "<b>" not in html and "&lt;b&gt;3&lt;/b&gt;" in html and "&lt;y&gt;" in html


def test_manitou_page_hooks_are_in_the_page():
    html = page_html("manitou.html")
    for action in ("confirm", "confirm-party", "suggest", "pass", "undo", "reveal", "warriors"):
        assert html.count(f'data-action="{action}"') == 1, action
    assert html.count('data-action="new-game"') == 2  # the header's, and the privacy screen's
    for node in ('id="privacy"', 'id="hand"', 'id="choose-cards"', 'id="grounds"', 'id="ranking"',
                 'id="reckoning"', 'id="status"', 'id="new-game"', 'id="scores"', 'id="warriors"'):
        assert node in html, node
    assert 'data-card=' not in html and 'data-pick=' not in html  # only Python draws cards


def test_every_game_page_has_a_skeleton_painted_before_python():
    """bench/boot.py times the first paint of `.board-skeleton` / `[data-skeleton]`: every game page
    has one in its static HTML, inside main#game (Python replaces it)."""
    for game_id in home.games_with_pages():
        html = page_html(f"{game_id}.html")
        main = html[html.index('<main id="game"'):html.index("</main>")]
        assert re.search(r'class="board-skeleton"|\sdata-skeleton[\s>=]', main), game_id


DIALOGS = ('id="notice"', 'id="boot-error"', 'id="update"', 'id="corrupt"', 'id="conflict"',
           'id="saved-data"', 'id="import"', 'id="share"')


def title_of(game_id: str) -> str:
    """The game's title as the registry gives it."""
    return registry.info(game_id).title


def test_every_game_page_has_the_shared_dialogs_once_with_its_own_name():
    """The head, the start-up lines, the header's start, the dialogs, the log's file buttons and
    the page's end are written once (ui/shell/head.html, boot.html, header.html, dialogs.html,
    privacy.html, bot-bar.html, game-files.html, end.html) and every game page includes them: each id once,
    the game's own name in the words that name it, its own rules page linked."""
    for game_id in home.games_with_pages():
        source = (ROOT / f"{game_id}.html").read_text(encoding="utf-8")
        assert source.count("<!-- include: ui/shell/dialogs.html") == 1, game_id
        assert source.count("<!-- include: ui/shell/header.html") == 1, game_id
        for part in ("head", "boot", "bot-bar", "game-files", "end"):
            assert source.count(f"<!-- include: ui/shell/{part}.html") == 1, (game_id, part)
        html = page_html(f"{game_id}.html")
        assert html.startswith(f'<!doctype html>\n<html lang="en" data-i18n-domains="site {game_id}" '
                               f'data-game="{game_id}" data-title="{title_of(game_id)}">'), game_id
        assert f"<title>{title_of(game_id)}</title>" in html and html.endswith("</body>\n</html>\n")
        assert f'<script type="py" src="./ui/{game_id.replace("-", "_")}/main.py"' in html, game_id
        assert html.index('href="./ui/style.css"') < html.index('src="./ui/boot.js"') < html.index("</head>")
        assert "<!-- include:" not in html and "{{" not in html, game_id
        for node in DIALOGS:
            assert html.count(node) == 1, (game_id, node)
        title = registry.info(game_id).title
        assert f"<noscript><p class=\"notice\" data-i18n>{title} needs JavaScript" in html
        assert f"A new version of {title} is ready." in html
        assert f'</svg></a>{title}</h1>' in html
        assert html.count('class="rules-link" href="./') == 1 and f'href="./{game_id}-rules.html"' in html
        # the privacy screen: only where hands are secret (Manitou, White Buffalo)
        assert html.count('id="privacy"') == (game_id != "wind-river"), game_id


def test_an_include_fills_its_placeholders_and_refuses_what_it_cannot(tmp_path):
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "part.html").write_text("  <p>{{title}} &amp; {{title}}</p>\n", encoding="utf-8")
    page = tmp_path / "p.html"
    page.write_text('<body>\n  <!-- include: ui/part.html title="Manitou" -->\n</body>\n', encoding="utf-8")
    assert partials.page_text(page) == "<body>\n  <p>Manitou &amp; Manitou</p>\n</body>\n"
    for marker, words in (('<!-- include: ui/part.html -->', "needs title"),
                          ('<!-- include: ui/none.html -->', "no partial"),
                          ('<!-- include: ../p.html -->', "no partial")):
        page.write_text(f"<body>\n  {marker}\n</body>\n", encoding="utf-8")
        with pytest.raises(ValueError, match=words):
            partials.page_text(page)
    (tmp_path / "ui" / "nested.html").write_text("<!-- include: ui/part.html -->\n", encoding="utf-8")
    page.write_text("<!-- include: ui/nested.html -->\n", encoding="utf-8")
    with pytest.raises(ValueError, match="another partial"):
        partials.page_text(page)
