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
