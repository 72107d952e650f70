"""The browser tests' one rerun is for a Chromium page crash only: a small test file run with the
suite's own e2e conftest (its ``RERUN_A_CRASH`` marker, run by pytest-rerunfailures) and the
project's ``addopts`` and markers, in one process and under pytest-xdist as ``make test`` runs it."""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("pytest_rerunfailures", reason="needs pytest-rerunfailures: pip install -e '.[test]'")
pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parent.parent

#: browser tests that fail as Playwright does; each notes every run of its own in runs.txt
BROWSER_TESTS = '''
from pathlib import Path

import pytest
from playwright.sync_api import Error, TimeoutError

RUNS = Path(__file__).parent.parent / "runs.txt"


def run(name):
    with RUNS.open("a") as f:
        f.write(name + "\\n")
    return RUNS.read_text().split().count(name)


def test_crash_then_pass():
    if run("crash_then_pass") == 1:
        raise Error("Page.wait_for_selector: Target crashed")


def test_crash_twice():
    run("crash_twice")
    raise Error("Page crashed")


@pytest.fixture
def crashing_page():
    if run("crash_in_setup") == 1:
        raise Error("Page.goto: Target crashed")


def test_crash_in_setup(crashing_page):
    pass


def test_assertion_fails():
    run("assertion_fails")
    assert "Ann" == "Ben"


def test_timeout_fails():
    run("timeout_fails")
    raise TimeoutError("Page.wait_for_selector: Timeout 15000ms exceeded")
'''

#: a unit test (not under e2e/) that fails with a crash's words: not a browser test, no rerun
UNIT_TEST = '''
from pathlib import Path

from playwright.sync_api import Error


def test_unit_crash():
    with (Path(__file__).parent.parent / "runs.txt").open("a") as f:
        f.write("unit_crash\\n")
    raise Error("Target crashed")
'''


@pytest.mark.slow
@pytest.mark.parametrize("workers", [[], ["-n", "2", "--dist", "loadfile"]], ids=["one-process", "xdist"])
def test_only_a_page_crash_is_run_again_and_only_once(pytester, monkeypatch, workers):
    with open(ROOT / "pyproject.toml", "rb") as f:
        ini = tomllib.load(f)["tool"]["pytest"]["ini_options"]
    pytester.makepyprojecttoml("[tool.pytest.ini_options]\n" + "".join(
        f"{key} = {json.dumps(ini[key])}\n" for key in ("addopts", "markers")))
    pytester.mkdir("e2e")
    pytester.mkdir("tests")
    (pytester.path / "e2e" / "test_pages.py").write_text(BROWSER_TESTS)
    (pytester.path / "tests" / "test_unit.py").write_text(UNIT_TEST)
    monkeypatch.setenv("PYTHONPATH", str(ROOT))  # for -p e2e.conftest

    result = pytester.runpytest_subprocess("-p", "e2e.conftest", "-p", "no:cacheprovider", *workers)

    runs = Counter((pytester.path / "runs.txt").read_text().split())
    assert runs == {"crash_then_pass": 2, "crash_twice": 2, "crash_in_setup": 2,
                    "assertion_fails": 1, "timeout_fails": 1, "unit_crash": 1}
    outcomes = result.parseoutcomes()
    assert (outcomes.get("passed"), outcomes.get("failed"), outcomes.get("rerun")) == (2, 4, 3)
    # the summary names each test run again (-rR)
    result.stdout.fnmatch_lines(["*rerun test summary info*"])
    named = {line.split("::")[-1] for line in result.stdout.lines if line.startswith("RERUN ")}
    assert named == {"test_crash_then_pass", "test_crash_twice", "test_crash_in_setup"}
