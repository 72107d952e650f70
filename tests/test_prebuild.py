"""The site build that starts in the background of a ``make test`` run (root conftest.py): only
when xdist's workers may need the site, and a build another process made is used as it is."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent
_SPEC = importlib.util.spec_from_file_location("root_conftest", ROOT / "conftest.py")
assert _SPEC is not None and _SPEC.loader is not None
root_conftest = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(root_conftest)


def config(args: list[str], marks: str = "", workers: int = 2, worker: bool = False) -> SimpleNamespace:
    """A stand-in for pytest's Config: the command line's paths, ``-m`` and ``-n``."""
    made = SimpleNamespace(args=args, option=SimpleNamespace(markexpr=marks, numprocesses=workers))
    if worker:
        made.workerinput = {"workerid": "gw0"}
    return made


@pytest.mark.parametrize("args,marks,workers,worker,wanted", [
    ([], "", 2, False, True),                                   # make test: the whole suite
    (["tests", "e2e"], "", 2, False, True),
    (["e2e/test_e2e_home.py"], "", 2, False, True),
    (["tests"], "not slow and not e2e", 2, False, False),       # make unit
    (["tests/test_core.py"], "", 2, False, False),              # one unit file
    ([], "", 0, False, False),                                  # no workers: the fixture builds
    ([], "", 2, True, False),                                   # a worker never starts one
])
def test_the_build_starts_early_only_for_workers_that_may_need_it(args, marks, workers, worker, wanted):
    assert root_conftest.wants_the_site(config(args, marks, workers, worker)) is wanted


def test_a_site_another_process_built_is_used_as_it_is(tmp_path, monkeypatch):
    made: list[Path] = []

    def build(out: Path) -> None:
        made.append(out)
        out.mkdir(parents=True)

    fake = SimpleNamespace(build=build)
    monkeypatch.setattr(root_conftest, "build_site_module", lambda: fake)
    first = root_conftest.build_once(tmp_path)
    second = root_conftest.build_once(tmp_path)
    assert first == second == tmp_path / "built-site"
    assert made == [tmp_path / "built-site" / root_conftest.SITE_SUBPATH]  # built once
    assert (first / "done").read_text(encoding="utf-8") == "built\n"
