"""Fixtures shared by tests/ and e2e/: the deployable site, built once per pytest run.

Building the site (scripts/build_site.py: trimmed runtime, modules precompiled under Pyodide in
Node, service worker) takes about 20 s, so every test that needs the built site uses this one
session-scoped build; the tests that need a different build copy it first. With pytest-xdist
(``make test`` runs two workers) the workers share it too: the first one to need it builds it
under a lock, in the run's temporary folder, and the others wait for it and read it.
"""

from __future__ import annotations

import fcntl
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
    shared = base if worker_id == "master" else base.parent
    root = shared / "built-site"
    with open(shared / "built-site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # the other workers wait here while one builds
        try:
            if not (root / "done").exists():
                build_site_module().build(root / SITE_SUBPATH)
                (root / "done").write_text("built\n", encoding="utf-8")
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    yield root, root / SITE_SUBPATH


@pytest.fixture(scope="session")
def worker_id(request: pytest.FixtureRequest) -> str:
    """xdist's worker name ("gw0", ...), or "master" in a plain run (xdist's own fixture, kept
    working without the plugin)."""
    worker_input = getattr(request.config, "workerinput", None)
    return worker_input["workerid"] if worker_input else "master"


#: the test files that take longest, longest first (seconds of one worker, measured with
#: ``pytest -n 2 --dist loadfile --durations=0`` and summed per file). ``make test`` hands whole
#: files to its two workers in collection order; starting with the long ones keeps one worker from
#: running a long file alone at the end while the other one idles. Refresh when a file's weight
#: changes much; a file not listed keeps its place after these.
LONGEST_FIRST = (
    "e2e/test_e2e_white_buffalo.py",
    "e2e/test_e2e_bots.py",
    "e2e/test_e2e_white_buffalo_languages.py",
    "e2e/test_e2e_keyboard.py",
    "e2e/test_e2e_games.py",
    "e2e/test_e2e_white_buffalo_more.py",
    "e2e/test_e2e_hostile.py",
    "e2e/test_e2e_wind_river_languages.py",
    "e2e/test_e2e_a11y.py",
    "tests/test_site.py",
    "tests/test_bots.py",
    "tests/test_properties.py",
    "e2e/test_e2e_manitou.py",
    "e2e/test_e2e_manitou_languages.py",
    "e2e/test_e2e_page.py",
    "e2e/test_e2e_offline.py",
    "e2e/test_e2e_saves.py",
    "e2e/test_e2e_transfer.py",
    "e2e/test_e2e_wind_river_a11y.py",
    "e2e/test_e2e_white_buffalo_keyboard.py",
    "e2e/test_e2e_language.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the files of :data:`LONGEST_FIRST` first, in its order; the others keep theirs."""
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}

    def weight(item: pytest.Item) -> int:
        return rank.get(item.nodeid.split("::", 1)[0], len(rank))

    items.sort(key=weight)  # stable: the tests of a file keep their order
