"""Fixtures shared by tests/ and e2e/: the deployable site, built once per pytest run.

Building the site (scripts/build_site.py: trimmed runtime, modules precompiled under Pyodide in
Node, service worker) takes about 20 s, so every test that needs the built site uses this one
session-scoped build; the tests that need a different build copy it first. With pytest-xdist
(``make test`` runs two workers) the workers share it too: the first one to need it builds it
under a lock, in the run's temporary folder, and the others wait for it and read it. In such a run
the build starts at once in a process of its own (:func:`pytest_configure`), so that no worker
stands idle while it is made: the workers run unit tests meanwhile. (On a fresh clone the build
compiles every module under Pyodide and takes about 20 s; a worker waiting for it did nothing.)
"""

from __future__ import annotations

import fcntl
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from e2e.server import ROOT, SITE_SUBPATH, build_site_module


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Iterator[tuple[Path, Path]]:
    """The deployable site, built from the current sources once per run: (root to serve, site
    folder ``<root>/wind-river/``). Read-only for tests: copy it before changing anything."""
    for needed in ("pyodide/pyodide.mjs", "pyscript/core.js"):
        if not (ROOT / "vendor" / needed).is_file():
            pytest.fail(f"vendor/{needed} is missing: run `make setup` first")
    # one folder for the whole run: the base temp of this process, or the one xdist's workers share
    base = tmp_path_factory.getbasetemp()
    root = build_once(base if worker_id == "master" else base.parent)
    yield root, root / SITE_SUBPATH


def build_once(shared: Path) -> Path:
    """The site built into ``<shared>/built-site`` unless a process of this run built it already
    (they take turns under a lock; the others wait for the first); returns that folder."""
    root = shared / "built-site"
    with open(shared / "built-site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not (root / "done").exists():
                build_site_module().build(root / SITE_SUBPATH)
                (root / "done").write_text("built\n", encoding="utf-8")
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return root


#: the build started in the background by :func:`pytest_configure` (empty: none started)
_PREBUILD: list[subprocess.Popen[bytes]] = []


def wants_the_site(config: pytest.Config) -> bool:
    """True for a run of pytest-xdist workers that may need the built site: browser or slow tests
    are not left out by ``-m`` (``make unit`` leaves them out) and the e2e folder or the whole
    suite is asked for."""
    if getattr(config, "workerinput", None) is not None or not getattr(config.option, "numprocesses", None):
        return False
    marks = config.option.markexpr or ""
    if "not slow" in marks or "not e2e" in marks:
        return False
    return not config.args or any("e2e" in arg or arg.rstrip("/") == "tests" for arg in config.args)


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """In the controller of a pytest-xdist run that will need the site, start its build now in
    a process of its own, into the folder the workers share (their ``built`` fixture then finds it
    built, or waits under the lock for the last seconds of it). Should that build fail, a worker
    builds again and reports the error."""
    if not wants_the_site(config):
        return
    # pytest's own temporary-path factory of this process (the workers' base temps are inside it)
    shared = vars(config)["_tmp_path_factory"].getbasetemp()
    code = "import sys; from conftest import build_once; build_once(__import__('pathlib').Path(sys.argv[1]))"
    _PREBUILD.append(subprocess.Popen(
        [sys.executable, "-c", code, str(shared)], cwd=ROOT,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))


def pytest_unconfigure(config: pytest.Config) -> None:
    """Stop the background build if the run ends before it does."""
    for process in _PREBUILD:
        if process.poll() is None:
            process.terminate()
        process.wait()
    _PREBUILD.clear()


@pytest.fixture(scope="session")
def worker_id(request: pytest.FixtureRequest) -> str:
    """xdist's worker name ("gw0", ...), or "master" in a plain run (xdist's own fixture, kept
    working without the plugin)."""
    worker_input = getattr(request.config, "workerinput", None)
    return worker_input["workerid"] if worker_input else "master"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The whole games by clicks' counts of clicks that needed a scroll (issue 48), per game and
    screen size, at the end of the run: kept by the tests with ``record_property`` so that they
    reach this summary from pytest-xdist's workers too (see e2e.driver.report_scrolls); and the
    keyboard-only games' key presses per decision (issue 53, e2e.driver.report_keys)."""
    for prop, title in (("scrolled_clicks", "clicks that needed a scroll first, per game and size"),
                        ("keys_per_decision", "keyboard-only games: key presses per decision (issue 53)")):
        rows = sorted({value for reports in terminalreporter.stats.values() for report in reports
                       for name, value in getattr(report, "user_properties", ()) if name == prop})
        if rows:
            terminalreporter.write_sep("-", title)
            for row in rows:
                terminalreporter.write_line(row)
