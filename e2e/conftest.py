"""Browser test setup: Debian's Chromium via pytest-playwright, the site served on 127.0.0.1.

The site is what scripts/build_site.py deploys, built from the current sources into a temporary
folder once per run (the ``built`` fixture of the root conftest.py, shared with tests/) and served
under a sub-path (``/wind-river/``) to prove that every URL is relative.
Autouse checks on every test: no request leaves 127.0.0.1 and the console shows no error.
A test whose Chromium page crashed (the renderer process died: a busy machine, not a finding)
runs once more, by pytest-rerunfailures (:data:`RERUN_A_CRASH`); the summary names it (``-rR``
in pyproject.toml). Any other failure stands.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, Optional
from urllib.parse import urlparse

import pytest

from e2e.server import ROOT, SITE_SUBPATH, StaticServer

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")  # README: CHROMIUM=/path make test
SUBPATH = SITE_SUBPATH + "/"
SHOTS = ROOT / "e2e" / "screenshots"
#: what Playwright's error says when the page's renderer process died under the test
CRASH = r"(Target|Page) crashed"
#: every browser test's one rerun, for a crash only (pytest-rerunfailures matches ``CRASH`` in
#: "ExceptionName: message" of the failure and of the exceptions it was raised from)
RERUN_A_CRASH = pytest.mark.flaky(reruns=1, only_rerun=[CRASH])


@pytest.fixture(scope="session")
def site(built):
    """Base URL of the built site, served under /wind-river/ on a free loopback port."""
    with StaticServer(built[0], prefix=SUBPATH) as server:
        yield server.url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch Debian's Chromium headless, with no background traffic."""
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: apt-get install chromium, or set CHROMIUM=/path/to/chrome")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
        ],
    }


#: run before a page's scripts in every context the browser tests open: no Python snapshot is made
#: for the next visit (ui/boot.js, ui/snapshots.mjs): each test's fresh profile would otherwise
#: start a second Python in the background after every first load. The snapshot tests open their
#: contexts with ``new_context(..., snapshots=True)``.
NO_SNAPSHOTS = "window.wrSnapshots = false;"


@pytest.fixture(scope="session", autouse=True)
def no_snapshots_by_default() -> Any:
    """Every ``Browser.new_context`` of the run (pytest-playwright's and the tests' own) adds
    :data:`NO_SNAPSHOTS`, unless it is called with ``snapshots=True``."""
    from playwright.sync_api import Browser

    plain = Browser.new_context

    def new_context(self: Browser, *args: Any, snapshots: bool = False, **kwargs: Any) -> Any:
        context = plain(self, *args, **kwargs)
        if not snapshots:
            context.add_init_script(NO_SNAPSHOTS)
        return context

    setattr(Browser, "new_context", new_context)  # noqa: B010 - patched for the run, put back below
    yield
    setattr(Browser, "new_context", plain)  # noqa: B010


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Desktop size by default; tests switch to the phone size where they need it."""
    return {**browser_context_args, "viewport": {"width": 1280, "height": 800}}


class Watch:
    """What a page did that no test may allow: requests off 127.0.0.1, console errors and page
    errors, collected as they happen; ``check()`` asserts there were none and starts afresh."""

    def __init__(self, page) -> None:
        self.offsite: list[str] = []
        self.errors: list[str] = []
        self.crashed = False
        page.on("request", self._request)
        page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)
        page.on("pageerror", lambda exc: self.errors.append(f"page error: {exc}"))
        page.on("crash", lambda _: setattr(self, "crashed", True))
        page.set_default_timeout(15_000)

    def _request(self, req) -> None:
        url = urlparse(req.url)
        if url.scheme not in ("data", "blob", "about") and url.hostname != "127.0.0.1":
            self.offsite.append(req.url)

    def check(self) -> None:
        offsite, errors = self.offsite[:], self.errors[:]
        self.offsite.clear()
        self.errors.clear()
        assert offsite == [], f"requests left 127.0.0.1: {offsite}"
        assert errors == [], f"console errors: {errors}"


#: the watches of the pages that several tests share (SharedPage): checked after every test
SHARED: list[Watch] = []


@pytest.fixture(autouse=True)
def guard(request):
    """Watch the test's page (if it uses ``page``), the pages it opens in its ``context`` and every
    shared page; after the test, fail on an off-host request or a console error of any of them."""
    watches = [Watch(request.getfixturevalue("page"))] if "page" in request.fixturenames else []
    if "context" in request.fixturenames:  # the pages a test opens itself (several tabs)
        request.getfixturevalue("context").on("page", lambda page: watches.append(Watch(page)))
    yield
    for watch in [*watches, *SHARED]:
        watch.check()


class SharedPage:
    """One booted page that several tests of a module use as it is, where a fresh page would prove
    nothing new (same page, same state): each such test must leave it as it found it.

    ``opener(page)`` brings a new page to the shared state (its result is ``value``). The page is
    watched like a test's own (``guard``); if it crashed, ``live()`` opens a new one the same way,
    so a crash rerun starts from the same state.
    """

    def __init__(self, browser, context_args: dict, opener: Callable[[Any], Any]) -> None:
        self.browser, self.context_args, self.opener = browser, context_args, opener
        self.context: Any = None
        self.page: Any = None
        self.watch: Optional[Watch] = None
        self.value: Any = None

    def live(self):
        """The shared page, (re)opened if it is not there or crashed."""
        if self.page is None or self.page.is_closed() or (self.watch and self.watch.crashed):
            self.close()
            self.context = self.browser.new_context(**self.context_args)
            self.page = self.context.new_page()
            self.watch = Watch(self.page)
            SHARED.append(self.watch)
            self.value = self.opener(self.page)
        return self.page

    def close(self) -> None:
        """Close the page and its context, and stop watching it."""
        if self.watch in SHARED:
            SHARED.remove(self.watch)
        if self.context is not None:
            self.context.close()
        self.context = self.page = self.watch = None


@pytest.fixture(scope="module")
def shared_page(browser, browser_context_args):
    """Make a :class:`SharedPage` for this module: ``shared_page(opener)``; closed with the module."""
    made: list[SharedPage] = []

    def make(opener: Callable[[Any], Any]) -> SharedPage:
        made.append(SharedPage(browser, browser_context_args, opener))
        return made[-1]

    yield make
    for shared in made:
        shared.close()


@pytest.fixture(scope="session")
def shots() -> Path:
    """The (gitignored) screenshot folder."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


def pytest_configure(config):
    """The crash rerun needs pytest-rerunfailures (`make test-deps`)."""
    if not config.pluginmanager.hasplugin("rerunfailures"):
        raise pytest.UsageError("the browser tests need pytest-rerunfailures: pip install -e '.[test]'")


def pytest_collection_modifyitems(items):
    """Every browser test is slow and e2e (`make unit` leaves them out), and runs once more if its
    page crashed."""
    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.slow)
            item.add_marker(RERUN_A_CRASH)
