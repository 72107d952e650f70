"""pyscript.toml must ship every Python module of engine/ (bots included) and ui/ to the browser,
and nothing remote."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def config() -> dict:
    return tomllib.loads((ROOT / "pyscript.toml").read_text())


def shipped_sources() -> list:
    """Every Python module the page needs: engine/**/*.py (the bots included) and ui/*.py."""
    paths = list((ROOT / "engine").rglob("*.py")) + list((ROOT / "ui").glob("*.py"))
    return sorted("./" + p.relative_to(ROOT).as_posix() for p in paths if "__pycache__" not in p.parts
                  and not p.relative_to(ROOT).as_posix().startswith(("engine/manitou/",
                                                                      "engine/white_buffalo/")))


def test_every_engine_and_ui_module_is_listed():
    files = config()["files"]
    missing = [w for w in shipped_sources() if w not in files]
    assert not missing, f"add to [files] in pyscript.toml: {missing}"
    for src, dest in files.items():
        assert src == dest, f"{src} must land at the same path in the browser, not {dest}"
        assert (ROOT / src).is_file(), f"[files] lists {src}, which does not exist"


def test_the_bots_are_shipped():
    """The page seats computer players: engine/bots/ must reach the browser, every module of it."""
    files = config()["files"]
    bots = [w for w in shipped_sources() if w.startswith("./engine/bots/")]
    assert "./engine/bots/__init__.py" in bots and "./engine/bots/thinker.py" in bots
    assert all(b in files for b in bots)


def test_interpreter_is_the_vendored_pyodide_by_relative_path():
    cfg = config()
    assert cfg["interpreter"] == "./vendor/pyodide/pyodide.mjs"
    assert "packages" not in cfg


def test_index_loads_nothing_remote():
    html = (ROOT / "index.html").read_text()
    urls = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert urls, "no src/href found"
    for url in urls:
        assert not re.match(r"^(https?:)?//", url), f"remote URL in index.html: {url}"
        assert not url.startswith("/"), f"absolute path breaks sub-path hosting: {url}"
    assert './vendor/pyscript/core.js' in urls
    assert 'config="./pyscript.toml"' in html


def test_contract_hooks_are_in_the_page():
    html = (ROOT / "index.html").read_text()
    for action in ("start", "tipi", "earn", "insert", "buffalo", "pass", "undo", "redo", "new-game"):
        assert html.count(f'data-action="{action}"') == 1, action
    assert 'name="players"' in html
    for i in range(4):
        assert f'name="name-{i}"' in html
    assert 'id="status"' in html
