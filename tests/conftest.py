"""Fixtures shared by the CPython tests (the only place they are defined): the compiled gettext
catalogues (built once per run), English restored after every test, Counters registered as a
fourth game, the positions of seeded games kept for the bots' tests (tests/game_positions.py), and
the check that no module was loaded twice (tests/one_root.py).

The site build itself (vendor/ needed, slow) is the ``built`` fixture of the root conftest.py.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.core import i18n, registry
from tests import one_root
from tests.game_positions import PositionStore

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import i18n as i18n_tool  # noqa: E402  (scripts/i18n.py)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Every test ends in English, whatever language it installed."""
    yield
    i18n.reset()


@pytest.fixture(autouse=True)
def no_browser_loop_running() -> Iterator[None]:
    """The fake-browser pages put the bots' turns on this process's own event loop
    (``asyncio.ensure_future``, run by ``tests/page_harness.run_bots``). In a worker of ``make test``
    that ran browser tests before, Playwright's sync API leaves its loop marked as running in this
    thread, and every such test failed with "another loop is running": the mark is lifted for a
    test under tests/ and put back afterwards. Before it is put back, the bots' turns a test left
    waiting are cancelled and let end (``page_harness.finish_left_tasks``)."""
    running = asyncio._get_running_loop()
    asyncio._set_running_loop(None)
    try:
        yield
        harness = sys.modules.get("tests.page_harness")
        if harness is not None:
            harness.finish_left_tasks()
    finally:
        asyncio._set_running_loop(running)


@pytest.fixture
def counters() -> Iterator[Any]:
    """Counters (tests/dummy_game/, a whole game of the contract) registered as a fourth game for
    one test, removed again afterwards."""
    with registry.registered("counters", "tests.dummy_game") as game:
        yield game


@pytest.fixture(scope="session")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every catalogue compiled once per run (scripts/i18n.py): ``<folder>/locale/<lang>/<domain>.mo``."""
    out = tmp_path_factory.mktemp("catalogues")
    i18n_tool.compile_all(out)
    return out


@pytest.fixture(scope="session")
def catalogues(compiled: Path) -> dict[str, dict[str, bytes]]:
    """The compiled catalogues as ``{lang: {domain: .mo bytes}}``, for every translated language."""
    return {lang: {mo.stem: mo.read_bytes() for mo in (compiled / "locale" / lang).glob("*.mo")}
            for lang in i18n_tool.LANGS}


@pytest.fixture
def speak(catalogues: dict[str, dict[str, bytes]]) -> Callable[..., None]:
    """``speak(lang, domain, *more)``: install ``lang`` for those domains ("en": back to English)."""

    def install(lang: str, domain: str, *more: str) -> None:
        if lang == "en":
            i18n.reset()
        else:
            i18n.install(lang, {d: catalogues[lang][d] for d in (domain, *more)})

    return install


@pytest.fixture(scope="session")
def stored_positions(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
                     worker_id: str) -> PositionStore:
    """``stored_positions(game, recipe)``: the positions of a recipe of seeded games
    (tests/game_positions.py), played once and kept in pytest's cache across runs (they are
    played again when the engine's sources change), or, without the cache plugin, in the folder
    the run's processes share."""
    cache = getattr(request.config, "cache", None)
    if cache is not None:
        return PositionStore(cache.mkdir("game-positions"))
    base = tmp_path_factory.getbasetemp()
    return PositionStore(base if worker_id == "master" else base.parent)


@pytest.fixture(scope="session", autouse=True)
def one_copy_of_each_module() -> Iterator[None]:
    """At the end of the run (of each worker), no file of the repository was loaded twice under two
    module names (``tests/one_root.py``): a second copy of ``fakedom`` or of a test module would
    have classes and state of its own, unseen by the first."""
    yield
    copies = one_root.second_copies()
    outside = one_root.outside_the_root()
    assert not copies and not outside, (
        f"loaded twice: {copies}; loaded from tests/ under a name other than tests.*: {outside}")
