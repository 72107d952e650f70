"""Fixtures shared by tests/ and e2e/: the deployable site, built once per pytest run.

Building the site (scripts/build_site.py: trimmed runtime, modules precompiled under Pyodide in
Node, service worker) takes about 20 s, so every test that needs the built site uses this one
session-scoped build; the tests that need a different build copy it first.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from e2e.server import ROOT, SITE_SUBPATH, built_site


@pytest.fixture(scope="session")
def built() -> Iterator[tuple[Path, Path]]:
    """The deployable site, built from the current sources once per run: (root to serve, site
    folder ``<root>/wind-river/``). Read-only for tests: copy it before changing anything."""
    for needed in ("pyodide/pyodide.mjs", "pyscript/core.js"):
        if not (ROOT / "vendor" / needed).is_file():
            pytest.fail(f"vendor/{needed} is missing: run `make setup` first")
    with built_site(SITE_SUBPATH) as paths:
        yield paths
