"""The deployed site: offline after one visit, updates that keep the running game, the loader's
messages (no WebAssembly, a failed download, a Python error at start) and installability.

Each test serves the built site (scripts/build_site.py, the ``built`` fixture) under the
/wind-river/ sub-path; the tests that stop the server or publish a new build use their own server
and, for a new build, their own copy of the site.
"""

from __future__ import annotations

import random
import re
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

import pytest

from e2e.conftest import SUBPATH
from e2e.driver import (
    GAME_PAGE,
    SITE_CACHES,
    open_from_home,
    play_move,
    saved_state,
    start_game,
    wait_ready,
    wait_until,
    worker_active,
)
from e2e.server import StaticServer, build_site_module
from engine import wind_river as wr

NAMES = ["Ann", "Ben", "Cy"]


def cursor(page) -> int:
    return int(page.get_attribute("body", "data-cursor"))


def play(page, state, rng, n):
    """Make ``n`` random legal moves by clicks; returns the new state."""
    for _ in range(n):
        move = rng.choice(wr.legal_moves(state))
        play_move(page, state, move)
        state = wr.apply(state, move)
    assert wr.to_dict(saved_state(page)) == wr.to_dict(state)
    return state


@contextmanager
def copy_of(site: Path):
    """A private copy of the built site (to publish new builds into)."""
    tmp = Path(tempfile.mkdtemp(prefix="wind-river-copy-"))
    try:
        shutil.copytree(site, tmp / SUBPATH.rstrip("/"))
        yield tmp, tmp / SUBPATH.rstrip("/")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def publish(site: Path, marker: str) -> str:
    """A new build of the site: a rules page changes, sw.js is regenerated; returns the cache name."""
    rules = site / "wind-river-rules.html"
    rules.write_text(rules.read_text(encoding="utf-8") + f"<!-- {marker} -->\n", encoding="utf-8")
    return build_site_module().write_sw(site)


#: the browser's own check for a new version, asked for now; it may be refused while the worker
#: of the last update is still being stored ("Not found", seen on a busy machine): then again
_CHECK = ("() => navigator.serviceWorker.getRegistration()"
          ".then(r => r.update()).then(() => true, () => false)")


def check_for_update(page) -> None:
    """Make the browser look for a new ``sw.js`` now (as it does by itself on a later visit)."""
    page.wait_for_function(_CHECK, timeout=30_000, polling=250)


def test_offline_after_one_visit_under_a_sub_path(page, built):
    """Visit once, stop the server, turn the network off, reload: the game resumes and plays on."""
    paths: list[str] = []

    def note(req) -> None:
        if not req.url.startswith(("blob:", "data:")):
            paths.append(urlparse(req.url).path)

    page.on("request", note)
    with StaticServer(built[0], prefix=SUBPATH) as server:
        open_from_home(page, server.url)
        start_game(page, NAMES, 11)
        rng = random.Random(11)
        state = play(page, wr.new_game(NAMES, seed=11), rng, 4)
        caches = worker_active(page)
        assert re.fullmatch(r"buffalo-[0-9a-f]{16}", caches), caches
    # the server is gone (its port closed) and the browser is offline too
    page.context.set_offline(True)
    assert page.evaluate("navigator.onLine") is False
    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    assert cursor(page) == 4
    assert "Welcome back" in page.inner_text("#status")
    play(page, state, rng, 6)
    assert cursor(page) == 10
    # the home page works offline too, and offers the saved game
    page.goto(page.url.rsplit("/", 1)[0] + "/")
    saved = page.locator('[data-saved="wind-river"]')
    saved.wait_for(state="visible")
    assert re.search(r"· turn \d+ ·", saved.inner_text()) and "Ann, Ben, Cy" in saved.inner_text()
    with page.expect_navigation():
        saved.locator("a.continue").click()
    wait_ready(page)
    assert cursor(page) == 10
    # everything the page asked for lives under the sub-path (all URLs are relative)
    assert paths and all(p.startswith("/" + SUBPATH) for p in paths), sorted(set(paths))


def test_new_build_shows_the_update_notice_and_keeps_the_game(page, built):
    """A new version: the notice appears, play goes on; 'Update now' reloads into the new version
    at the same move; a later version is applied by a plain reload; a switch the browser does not
    make in time leaves the page starting as it is, offering the update."""
    with copy_of(built[1]) as (root, site), StaticServer(root, prefix=SUBPATH) as server:
        page.goto(server.url + GAME_PAGE)
        wait_ready(page)
        start_game(page, NAMES, 12)
        rng = random.Random(12)
        state = play(page, wr.new_game(NAMES, seed=12), rng, 3)
        old = worker_active(page)

        new = publish(site, "build 2")
        assert new != old
        assert page.is_hidden("#update")
        check_for_update(page)
        page.wait_for_selector("#update", state="visible", timeout=60_000)
        # the running game is untouched and goes on while the notice shows
        assert cursor(page) == 3
        state = play(page, state, rng, 2)
        assert cursor(page) == 5
        with page.expect_navigation():
            page.click("#update button")
        wait_ready(page)
        assert cursor(page) == 5
        assert "Welcome back" in page.inner_text("#status")
        assert page.is_hidden("#update")
        assert has_build(page, "build 2")
        wait_until(page, f"{SITE_CACHES}.then(k => k.join() === '{new}')")
        state = play(page, state, rng, 1)

        # a third build, not applied by the button: the next load switches to it before the game
        # starts (while the page's icon was still fetched, about one such load in four kept the
        # old version: scripts/build_site.py inline_icon)
        newer = publish(site, "build 3")
        check_for_update(page)
        page.wait_for_selector("#update", state="visible", timeout=60_000)
        page.reload()
        wait_ready(page)
        assert has_build(page, "build 3")
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert page.evaluate(f"{SITE_CACHES}.then(k => k.join())") == newer
        assert cursor(page) == 6
        assert page.is_hidden("#update")
        state = play(page, state, rng, 1)

        # a fourth build whose switch does not come (its first request is lost): the page starts
        # the version it has within seconds and offers the update, which the button then applies
        newest = publish(site, "build 4")
        check_for_update(page)
        page.wait_for_selector("#update", state="visible", timeout=60_000)
        page.add_init_script(_LOSE_FIRST_SWITCH)
        page.reload()
        page.wait_for_function("document.getElementById('boot-stage').textContent"
                               ".includes('Switching to the new version')", timeout=10_000)
        wait_ready(page)
        assert has_build(page, "build 3") and not has_build(page, "build 4")
        assert cursor(page) == 7
        page.wait_for_selector("#update", state="visible", timeout=10_000)
        with page.expect_navigation():
            page.click("#update button")
        wait_ready(page)
        assert has_build(page, "build 4")
        wait_until(page, f"{SITE_CACHES}.then(k => k.join() === '{newest}')")
        assert cursor(page) == 7
        play(page, state, rng, 1)


#: runs in every page of the test from then on: the first request to switch versions is dropped
_LOSE_FIRST_SWITCH = """(() => {
  if (sessionStorage.getItem("lost-switch")) return;
  const post = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === "skip-waiting" && !sessionStorage.getItem("lost-switch")) {
      sessionStorage.setItem("lost-switch", "1");
      return undefined;
    }
    return post.call(this, message, ...rest);
  };
})();"""


def has_build(page, marker: str) -> bool:
    """Whether the site the page now gets (through its service worker) is the build ``marker``."""
    return bool(page.evaluate(f"fetch('./wind-river-rules.html').then(r => r.text())"
                              f".then(t => t.includes('<!-- {marker} -->'))"))


def test_without_webassembly_a_message_explains(page, site):
    page.add_init_script("delete window.WebAssembly")
    requested = []
    page.on("request", lambda r: requested.append(r.url))
    page.goto(site + GAME_PAGE)
    page.wait_for_selector("#boot-error", state="visible")
    text = page.text_content("#boot-error")
    assert "WebAssembly" in text and "cannot run the game" in text
    assert "Chrome" in text  # what to try
    assert page.get_attribute("body", "data-boot") == "failed"
    assert page.is_visible(".board-skeleton")
    assert page.is_hidden("#boot")
    page.wait_for_timeout(500)
    # neither Python nor PyScript started (the <head> preloads may still download the runtime)
    assert page.evaluate("window.wrEarlyPyodide === undefined && !document.querySelector('script-py')")
    assert not any(u.endswith((".py", ".toml")) for u in requested), requested


@pytest.fixture()
def bare_page(browser):
    """A page without the console-error guard (a failed start logs errors on purpose)."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(15_000)
    offsite: list[str] = []

    def note(req) -> None:
        if urlparse(req.url).hostname not in (None, "127.0.0.1"):
            offsite.append(req.url)

    page.on("request", note)
    yield page
    context.close()
    assert offsite == [], f"requests left 127.0.0.1: {offsite}"
    assert offsite == []


def test_a_failed_download_is_explained(bare_page, site):
    page = bare_page
    page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="not here"))
    page.goto(site + GAME_PAGE)
    page.wait_for_selector("#boot-error", state="visible", timeout=30_000)
    text = page.text_content("#boot-error")
    assert "could not be downloaded" in text
    assert "vendor/pyodide/pyodide.asm.wasm answered HTTP 404" in text
    assert "Reload the page" in text
    assert page.is_hidden("#boot")


def test_a_python_error_at_start_is_explained(bare_page, site):
    page = bare_page
    page.route("**/ui/wind_river/main.py", lambda route: route.fulfill(
        status=200, content_type="text/plain", body="raise RuntimeError('the board is missing')\n"))
    page.goto(site + GAME_PAGE)
    page.wait_for_selector("#boot-error", state="visible", timeout=90_000)
    text = page.text_content("#boot-error")
    assert "The game could not start" in text and "saved games are kept" in text
    assert "RuntimeError" not in text and "the board is missing" not in text  # details: the console
    assert "report" in text


STAGES = """window.__stages = [];
document.addEventListener("DOMContentLoaded", () => {
  const el = document.getElementById("boot-stage");
  new MutationObserver(() => window.__stages.push(el.textContent))
    .observe(el, { childList: true, characterData: true, subtree: true });
});"""


def test_progress_stages_in_order(page, site):
    """Bytes while downloading, then 'Starting Python', then 'Loading the game', then hidden; and
    the page run by PyScript (issue 50): its core requested, its config read, the page's script
    and nothing of [files] fetched (the modules come in the game's pack)."""
    page.add_init_script(STAGES)
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    assert any(u.endswith("/vendor/pyscript/core.js") for u in requested), requested
    assert any(u.endswith("/pyscript.toml") for u in requested), requested
    assert any(u.endswith("/packs/wind-river.pack") for u in requested), requested
    modules = [u for u in requested if u.endswith(".py")]
    assert modules and all(u.endswith("/ui/wind_river/main.py") for u in modules), requested
    assert page.is_hidden("#boot")
    stages: list[str] = []
    for text in page.evaluate("window.__stages"):
        if not stages or stages[-1] != text:
            stages.append(text)
    downloads = [s for s in stages if s.startswith("Downloading")]
    shape = r"Downloading the game \(\d+\.\d of 1\d\.\d MB\)"
    assert downloads and all(re.fullmatch(shape, s) for s in downloads)
    assert stages[len(downloads):] == ["Starting Python", "Loading the game"], stages
    counted = [float(s.split("(", 1)[1].split(" of", 1)[0]) for s in downloads]  # shape checked above
    assert counted == sorted(counted) and counted[-1] > 1, downloads  # bytes so far, growing
    marks = page.evaluate("window.wrBoot.marks")
    assert marks["python"] <= marks["game"] <= marks["ready"], marks


def test_installable_as_an_app(browser_type, browser_type_launch_args, site, tmp_path):
    """Chromium parses the manifest without errors and reports no installability errors (in a
    normal profile: Playwright's default contexts are incognito, where nothing installs)."""
    context = browser_type.launch_persistent_context(str(tmp_path / "profile"), **browser_type_launch_args)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(site + GAME_PAGE)  # a game page installs the service worker
        wait_ready(page)
        wait_until(page, "navigator.serviceWorker.ready.then(() => true)", 60_000)
        page.goto(site)  # the app opens on the home page (start_url "./")
        assert page.get_attribute('link[rel="manifest"]', "href") == "./manifest.webmanifest"
        assert page.get_attribute('meta[name="theme-color"]', "content")
        assert page.get_attribute('link[rel="apple-touch-icon"]', "href").endswith(".png")
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == [], manifest["errors"]
        for needle in ('"display": "standalone"', '"name": "Buffalo games"', "icon-192.png", "icon-512.png",
                       "icon.svg", '"theme_color"'):
            assert needle in manifest["data"], needle
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
    finally:
        context.close()
