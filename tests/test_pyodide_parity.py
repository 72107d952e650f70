"""Every game must behave identically on CPython and on Pyodide (the page's interpreter).

For each registered game, plays the same seeded random games (its ``playout.random_game``) under
both with tests/pyodide_games.py, replays them through the public API with ``narrate``, and
compares every move, every log line, the final states and what everyone sees. Pyodide runs in
Node via tools/pyodide_run.mjs from node_modules/pyodide, on what the site ships (the built
site's standard-library zip and the game page's pack: bytecode only); if that is missing the test
fails (it is part of the product, not optional): run `make setup`.
"""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import registry

pytestmark = pytest.mark.slow  # runs Pyodide in Node: not in `make unit`

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tests" / "pyodide_games.py"
RUNNER = ROOT / "tools" / "pyodide_run.mjs"
#: seeds per player count: Wind River's games are shorter, so it plays more of them
SEEDS = {"wind-river": range(5)}


def specs(game_id: str) -> list:
    """The ``players:first-last`` arguments of ``game_id``: every player count it allows."""
    info = registry.info(game_id)
    seeds = SEEDS.get(game_id, range(3))
    return [f"{n}:{seeds[0]}-{seeds[-1]}" for n in range(info.min_players, info.max_players + 1)]


def _run(cmd, env=None):
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600, env=env)
    if proc.returncode != 0:
        pytest.fail(f"{' '.join(map(str, cmd))} exited with {proc.returncode}:\n"
                    f"{proc.stderr[-4000:]}")
    return json.loads(proc.stdout)


@pytest.fixture(scope="module", params=registry.game_ids())
def results(request, built):
    """(game id, CPython's output, Pyodide's output) for each registered game; Pyodide runs on
    what the site ships: its standard library and the game page's pack, both bytecode."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed; the Pyodide parity test needs Node.js")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        pytest.fail("node_modules/pyodide is missing: run `make setup` first")
    args = [SCRIPT, request.param, *specs(request.param)]
    site = built[1]
    env = dict(os.environ, PYODIDE_SITE=str(site),
               PYODIDE_PACK=str(site / "packs" / f"{request.param}.pack"))
    return request.param, _run([sys.executable, *args]), _run([node, RUNNER, *args], env)


def test_the_game_runs_on_pyodide_314(results):
    _, _, pyodide = results
    assert pyodide["platform"] == "emscripten"
    assert pyodide["python"].startswith("3.14"), pyodide["python"]


def test_pyodide_ran_the_shipped_bytecode(results):
    """The games above ran on the site's bytecode: the standard library from the shipped pack's
    .pyc files (optimize=2: no docstrings; ui/pyodide-early.mjs), the engine from the page's pack."""
    _, cpython, pyodide = results
    loaded = pyodide["loaded"]
    assert loaded["json"] == "/lib/stdlib/json/__init__.pyc", loaded
    assert loaded["json_docstring"] is False and cpython["loaded"]["json_docstring"] is True
    assert loaded["engine"].endswith("/engine/core/registry.pyc"), loaded


def test_same_games_on_cpython_and_pyodide(results):
    game_id, cpython, pyodide = results
    info = registry.info(game_id)
    keys = [(g["players"], g["seed"]) for g in cpython["games"]]
    assert keys == [(n, s) for n in range(info.min_players, info.max_players + 1)
                    for s in SEEDS.get(game_id, range(3))]
    assert [(g["players"], g["seed"]) for g in pyodide["games"]] == keys
    for cp, py in zip(cpython["games"], pyodide["games"], strict=True):
        where = f"{game_id}, {cp['players']} players, seed {cp['seed']}"
        assert cp["moves"] and cp["final"]["phase"] == "over", where
        assert cp["final"] == cp["replayed"], f"{where}: fast lane and public API differ"
        for i, (a, b) in enumerate(zip(cp["moves"], py["moves"], strict=False)):
            assert a == b, f"{where}: move {i} differs: CPython {a} vs Pyodide {b}"
        assert len(cp["moves"]) == len(py["moves"]), f"{where}: different game lengths"
        for i, (a, b) in enumerate(zip(cp["log"], py["log"], strict=False)):
            assert a == b, f"{where}: log line {i} differs"
        assert cp["log"] == py["log"]
        assert cp["final"] == py["final"] and py["final"] == py["replayed"], where
        assert cp["public"] == py["public"], where
