"""The engine must behave identically on CPython and on Pyodide (the page's interpreter).

Plays the same seeded random games (engine.wind_river.playout.random_game) under both and
compares every move and the final state (to_dict). Pyodide runs in Node via
tools/pyodide_run.mjs from node_modules/pyodide; if that is missing the test
fails (it is part of the product, not optional): run `make setup`.
"""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # builds or runs the browser runtime: not in `make unit`

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tests" / "pyodide_games.py"
RUNNER = ROOT / "tools" / "pyodide_run.mjs"
SPECS = ["3:0-4", "4:0-4"]


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
    cpython = _run([sys.executable, SCRIPT, *SPECS])
    pyodide = _run([node, RUNNER, SCRIPT, *SPECS])
    return cpython, pyodide


def test_pyodide_is_python_314(results):
    _, pyodide = results
    print("Pyodide Python:", pyodide["python"])
    assert pyodide["platform"] == "emscripten"
    assert pyodide["python"].startswith("3.14"), pyodide["python"]


def test_same_games_on_cpython_and_pyodide(results):
    cpython, pyodide = results
    keys = [(g["players"], g["seed"]) for g in cpython["games"]]
    assert keys == [(3, s) for s in range(5)] + [(4, s) for s in range(5)]
    assert [(g["players"], g["seed"]) for g in pyodide["games"]] == keys
    for cp, py in zip(cpython["games"], pyodide["games"]):
        where = f"{cp['players']} players, seed {cp['seed']}"
        assert cp["moves"], f"{where}: no moves played"
        for i, (a, b) in enumerate(zip(cp["moves"], py["moves"])):
            assert a == b, f"{where}: move {i} differs: CPython {a} vs Pyodide {b}"
        assert len(cp["moves"]) == len(py["moves"]), f"{where}: different game lengths"
        assert cp["final"] == py["final"], f"{where}: final states differ"
