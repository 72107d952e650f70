"""Warm visits from a Pyodide memory snapshot (ui/snapshots.mjs, issue 50).

The build gives each game page a key (the runtime and the game's pack), boot.js and the service
worker know the keys, and the shipped snapshots.mjs makes, stores and restores a snapshot in Node
exactly as the page and its worker do (tests/snapshots_check.mjs), including a stale, a damaged and
a refused entry, each dropped and followed by a normal start. The snapshot relies on Pyodide's
underscore API (``_makeSnapshot``, ``makeMemorySnapshot``, ``_loadSnapshot``): the version is pinned
exactly by package.json and the lockfile, and the Node run fails loudly when an upgrade changes it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from e2e.server import ROOT

sys.path.insert(0, str(ROOT / "scripts"))
import build_site as bs  # noqa: E402

#: the Pyodide whose underscore snapshot API ui/snapshots.mjs was written against
PINNED_PYODIDE = "314.0.7"


@pytest.fixture(scope="module")
def site(built) -> Path:
    return built[1]


def keys_in(text: str, pattern: str) -> Any:
    found = re.search(pattern, text)
    assert found, pattern
    return json.loads(found.group(1))


def test_every_game_page_has_its_own_key_known_to_boot_and_the_service_worker(site):
    boot = keys_in((site / "ui/boot.js").read_text(encoding="utf-8"), r"const SNAPSHOTS = (\{[^;]*\});")
    assert set(boot) == set(bs.game_pages())
    assert len(set(boot.values())) == len(boot)  # a key per game
    sw = (site / "sw.js").read_text(encoding="utf-8")
    kept = keys_in(sw, r"const SNAPSHOT_KEYS = new Set\((\[[^)]*\])\);")
    assert sorted(kept) == sorted(boot.values())
    assert boot == bs.snapshot_keys(site)


def test_a_key_changes_with_the_game_modules_and_with_the_runtime(site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site / "vendor" / "pyodide", copy / "vendor" / "pyodide")
    shutil.copytree(site / "packs", copy / "packs")
    before = bs.snapshot_keys(copy)
    pack = copy / "packs" / "manitou.pack"
    pack.write_bytes(pack.read_bytes() + b"\0")
    after = bs.snapshot_keys(copy)
    assert after["manitou"] != before["manitou"]
    assert all(after[g] == before[g] for g in before if g != "manitou")
    lock = copy / "vendor" / "pyodide" / "pyodide-lock.json"
    lock.write_bytes(lock.read_bytes() + b" ")
    assert all(bs.snapshot_keys(copy)[g] != after[g] for g in after)


def test_the_snapshot_api_is_pinned_by_the_lockfile():
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    wanted = {**package.get("dependencies", {}), **package.get("devDependencies", {})}["pyodide"]
    assert wanted == PINNED_PYODIDE, "pyodide pinned exactly: ui/snapshots.mjs uses its underscore API"
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"]["node_modules/pyodide"]["version"] == PINNED_PYODIDE


@pytest.fixture(scope="module")
def node_run(site) -> dict[str, Any]:
    """tests/snapshots_check.mjs on the built site's Wind River page."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed; the snapshot test needs Node.js")
    done = subprocess.run([node, str(ROOT / "tests" / "snapshots_check.mjs"), str(site), "wind-river"],
                          capture_output=True, text=True, timeout=600, cwd=ROOT,
                          env={**os.environ, "NODE_NO_WARNINGS": "1"})
    assert done.returncode == 0, (
        f"the Pyodide snapshot API failed (did a Pyodide upgrade change _makeSnapshot, "
        f"makeMemorySnapshot or _loadSnapshot?):\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.slow
def test_a_stored_snapshot_restores_python_with_the_game_imported(node_run):
    assert node_run["apiVersion"] == PINNED_PYODIDE
    assert node_run["before"]["said"] == ["none"] and node_run["before"]["modules"] == []
    assert node_run["stored"]["key"] == "key-1"
    assert node_run["stored"]["storedBytes"] < node_run["stored"]["rawBytes"]
    for visit in ("first", "second"):
        assert node_run[visit]["said"] == ["restored"]
        modules = set(node_run[visit]["modules"])
        assert {"engine.wind_river", "ui.wind_river.page", "ui.shell.page"} <= modules
        assert not any(m.endswith(".main") for m in modules)  # the page's script runs on the page


@pytest.mark.slow
def test_a_restored_python_draws_new_random_numbers_on_every_visit(node_run):
    assert node_run["first"]["draw"] != node_run["second"]["draw"]


@pytest.mark.slow
@pytest.mark.parametrize("case, said", [("stale", "stale"), ("damaged", "corrupt"), ("refused", "refused")])
def test_a_snapshot_that_cannot_be_used_is_dropped_and_python_starts_as_usual(node_run, case, said):
    assert node_run[case]["said"] == [said]
    assert node_run[case]["modules"] == []  # a normal start: nothing imported yet
    assert node_run[f"{case}Kept"] is False


@pytest.mark.slow
def test_the_stored_form_gives_back_what_it_was_given(node_run):
    assert node_run["roundTrip"] and node_run["packedSmaller"] and node_run["notOurs"]
