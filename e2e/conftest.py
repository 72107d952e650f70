"""Browser test setup: Debian's Chromium via pytest-playwright, the site served on 127.0.0.1.

The site is what scripts/build_site.py deploys, built from the current sources into a temporary
folder once per run (the ``built`` fixture of the root conftest.py, shared with tests/) and served
under a sub-path (``/wind-river/``) to prove that every URL is relative.
Autouse checks on every test: no request leaves 127.0.0.1 and the console shows no error.
A test whose Chromium page crashed (the renderer process died: a busy machine, not a finding)
runs once more; the terminal summary names it. Any other failure stands.
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import urlparse

import pytest
from _pytest.runner import runtestprotocol

from e2e.server import ROOT, SITE_SUBPATH, StaticServer

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")  # README: CHROMIUM=/path make test
SUBPATH = SITE_SUBPATH + "/"
SHOTS = ROOT / "e2e" / "screenshots"
#: what Playwright says when the page's renderer process died under the test
CRASHES = ("Target crashed", "Page crashed")
#: (test, first line of the crash) of the tests run again after a crash, for the summary
RERUN: list[tuple[str, str]] = []


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


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Desktop size by default; tests switch to the phone size where they need it."""
    return {**browser_context_args, "viewport": {"width": 1280, "height": 800}}


@pytest.fixture(autouse=True)
def guard(request, page):
    """Record every request and console message; fail on off-host requests or console errors."""
    offsite, errors = [], []

    def on_request(req):
        url = urlparse(req.url)
        if url.scheme in ("data", "blob", "about"):
            return
        if url.hostname != "127.0.0.1":
            offsite.append(req.url)

    def on_console(msg):
        if msg.type == "error":
            errors.append(msg.text)

    page.on("request", on_request)
    page.on("console", on_console)
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.set_default_timeout(15_000)
    yield page
    assert offsite == [], f"requests left 127.0.0.1: {offsite}"
    assert errors == [], f"console errors: {errors}"


@pytest.fixture(scope="session")
def shots() -> Path:
    """The (gitignored) screenshot folder."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


def pytest_collection_modifyitems(items):
    """Every browser test is slow and e2e (`make unit` leaves them out)."""
    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.slow)


def crashed(report) -> bool:
    """True when a test report failed because Chromium's page crashed."""
    return bool(report.failed) and any(words in str(report.longrepr) for words in CRASHES)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    """Run a browser test; if its page crashed, run it once more (fresh fixtures) and report that
    second run. Unit tests keep pytest's own protocol."""
    if "/e2e/" not in str(item.path):
        return None
    hook = item.ihook
    hook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    reports = runtestprotocol(item, nextitem=nextitem, log=False)
    crash = next((r for r in reports if crashed(r)), None)
    if crash is not None:
        line = next((ln for ln in str(crash.longrepr).splitlines() if any(w in ln for w in CRASHES)), "")
        RERUN.append((item.nodeid, line.strip()))
        item._initrequest()  # fresh fixture values for the second run (as pytest-rerunfailures does)
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
    for report in reports:
        hook.pytest_runtest_logreport(report=report)
    hook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


def pytest_terminal_summary(terminalreporter):
    """Name every test that ran twice because its page crashed the first time."""
    if RERUN:
        terminalreporter.section("browser tests run again after a Chromium page crash")
        for nodeid, line in RERUN:
            terminalreporter.write_line(f"{nodeid}: {line}")
