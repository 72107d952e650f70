"""White Buffalo must behave identically on CPython and on Pyodide (the page's interpreter).

Plays the same seeded random games (``engine.white_buffalo.random_game``, 2, 3 and 4 players) under
both, replays them through the public API with ``narrate``, and compares every move, every
log line and the final states. Pyodide runs in Node via tools/pyodide_run.mjs from
node_modules/pyodide; if that is missing the test fails: run `make setup`.
"""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # runs Pyodide in Node: not in `make unit`

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tests" / "white_buffalo" / "pyodide_games.py"
RUNNER = ROOT / "tools" / "pyodide_run.mjs"
SPECS = ["2:0-2", "3:0-2", "4:0-2"]


def _run(cmd):
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        pytest.fail(f"{' '.join(map(str, cmd))} exited with {proc.returncode}:\n"
                    f"{proc.stderr[-4000:]}")
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def results():
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed; the Pyodide parity test needs Node.js")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        pytest.fail("node_modules/pyodide is missing: run `make setup` first")
    return _run([sys.executable, SCRIPT, *SPECS]), _run([node, RUNNER, SCRIPT, *SPECS])


def test_white_buffalo_runs_on_pyodide_314(results):
    _, pyodide = results
    assert pyodide["platform"] == "emscripten"
    assert pyodide["python"].startswith("3.14"), pyodide["python"]


def test_same_white_buffalo_games_on_cpython_and_pyodide(results):
    cpython, pyodide = results
    keys = [(g["players"], g["seed"]) for g in cpython["games"]]
    assert keys == [(n, s) for n in (2, 3, 4) for s in range(3)]
    assert [(g["players"], g["seed"]) for g in pyodide["games"]] == keys
    for cp, py in zip(cpython["games"], pyodide["games"], strict=True):
        where = f"{cp['players']} players, seed {cp['seed']}"
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
