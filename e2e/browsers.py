"""The other browsers' tier: each game played briefly in Firefox ESR and in WebKitGTK.

The full e2e suite runs on Chromium; this tier checks, in Debian's Firefox ESR (Playwright over
WebDriver BiDi) and WebKitGTK (Selenium with ``WebKitWebDriver`` and ``MiniBrowser`` under an
Xvfb of the test process's own), what differs between engines: boot, the service worker, the
new-game form, a few moves by clicks through the same page hooks as the Chromium drivers, a reload,
a phone-sized window, the language switch, that every visible control's text can be read against
what is really drawn behind it, and no console or page error (:func:`play_briefly`).

Selenium is wrapped in :class:`SeleniumPage`, the few parts of Playwright's ``Page`` that the
game drivers use (``evaluate``, ``wait_for_function``, ``mouse.click``, ``locator(...).count()``,
...), so the same drivers (``e2e.driver``, ``e2e.manitou_driver``, ``e2e.white_buffalo_driver``)
make the moves in every browser.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import random
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Dict, List, Optional

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from e2e import manitou_driver, white_buffalo_driver
from e2e.driver import followed_state, play_move, saved_move, saved_record, tap, wait_until
from engine import wind_river as wr

FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
#: Debian's MiniBrowser (package webkit2gtk-driver depends on libwebkit2gtk-4.1-0, which ships it)
MINIBROWSER = os.environ.get("MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
XVFB = os.environ.get("XVFB", "/usr/bin/Xvfb")
#: how each is installed (Makefile test-deps), for the failure message when one is missing
PACKAGES = {FIREFOX: "firefox-esr", WEBKIT_DRIVER: "webkit2gtk-driver", MINIBROWSER: "webkit2gtk-driver",
            XVFB: "xvfb"}

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def require(*paths: str) -> None:
    """Fail (never skip) when a browser part is missing: a tier that skips would look green."""
    missing = [p for p in paths if not os.path.exists(p)]
    if missing:
        names = sorted({PACKAGES.get(p, p) for p in missing})
        raise AssertionError(f"missing {missing}: `make test-deps` installs them"
                             f" (apt-get install {' '.join(names)})")


# ---- errors, from inside the page (both browsers) ----

#: an init script: console errors and uncaught errors kept in sessionStorage (they survive a reload)
CATCH = """(() => {
  if (window.__caught) return; window.__caught = true;
  const keep = text => { try { const k = 'e2e-errors';
    const kept = JSON.parse(sessionStorage.getItem(k) || '[]');
    sessionStorage.setItem(k, JSON.stringify([...kept, String(text)]));
  } catch (e) {} };
  const error = console.error.bind(console);
  console.error = (...args) => { keep(args.map(String).join(' ')); error(...args); };
  addEventListener('error', e => keep('page error: ' + (e.message || e.type)));
  addEventListener('unhandledrejection',
                   e => keep('unhandled rejection: ' + (e.reason && e.reason.stack || e.reason)));
})()"""

#: resources the page loaded from anywhere but 127.0.0.1 (the Resource Timing entries)
OFFSITE = """() => performance.getEntriesByType('resource').map(e => e.name)
  .filter(u => !/^(data|blob|about):/.test(u) && new URL(u).hostname !== '127.0.0.1')"""


# ---- Selenium dressed as a Playwright page ----

class _Mouse:
    def __init__(self, page: SeleniumPage) -> None:
        self.page = page

    def click(self, x: float, y: float) -> None:
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        builder = ActionBuilder(self.page.driver)
        builder.pointer_action.move_to_location(int(x), int(y)).click()
        builder.perform()


class _Handle:
    def __init__(self, value: Any) -> None:
        self.value = value

    def json_value(self) -> Any:
        return self.value

    def dispose(self) -> None:
        pass


class _Locator:
    def __init__(self, page: SeleniumPage, selector: str) -> None:
        self.page, self.selector = page, selector

    @property
    def first(self) -> _Locator:
        return self

    def count(self) -> int:
        n: int = self.page.evaluate("s => document.querySelectorAll(s).length", self.selector)
        return n

    def is_visible(self) -> bool:
        return bool(self.page.evaluate(
            "s => { const e = document.querySelector(s); return !!e && e.getClientRects().length > 0"
            " && getComputedStyle(e).visibility !== 'hidden'; }", self.selector))

    def evaluate(self, function: str) -> Any:
        return self.page.evaluate(f"s => ({function})(document.querySelector(s))", self.selector)


class SeleniumPage:
    """The parts of Playwright's sync ``Page`` the game drivers use, over a Selenium driver.
    Page functions are strings as Playwright takes them (a function, called with ``arg``, or an
    expression); WebDriver waits for a Promise they return.

    WebKitWebDriver has no init scripts and no console log (no WebDriver BiDi): :data:`CATCH`
    starts listening once a load has finished (``driver.get`` returns after the load event,
    before Python has booted, which starts then), so what the page logs while its HTML loads is
    not seen here; a boot that fails never sets ``body[data-ready]``, which the tier waits for."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver
        self.mouse = _Mouse(self)
        self.timeout = 15_000.0

    def evaluate(self, expression: str, arg: Any = None) -> Any:
        return self.driver.execute_script(
            f"const f = ({expression}); return typeof f === 'function' ? f(arguments[0]) : f;", arg)

    def wait_for_function(self, expression: str, arg: Any = None, timeout: Optional[float] = None,
                          polling: Any = None) -> _Handle:
        end = time.monotonic() + (timeout or self.timeout) / 1000
        while True:
            value = self.evaluate(expression, arg)
            if value:
                return _Handle(value)
            if time.monotonic() > end:
                raise PlaywrightTimeout(f"still false: {expression[:120]}")
            time.sleep(0.05)

    def wait_for_timeout(self, ms: float) -> None:
        time.sleep(ms / 1000)

    def wait_for_selector(self, selector: str, state: str = "visible",
                          timeout: Optional[float] = None) -> None:
        shown = ("s => { const e = document.querySelector(s); return !!e && e.getClientRects().length > 0"
                 " && getComputedStyle(e).visibility !== 'hidden'; }")
        test = {"visible": shown, "hidden": f"s => !({shown})(s)",
                "attached": "s => !!document.querySelector(s)"}[state]
        self.wait_for_function(test, selector, timeout=timeout)

    def locator(self, selector: str) -> _Locator:
        return _Locator(self, selector)

    def goto(self, url: str) -> None:
        self.driver.get(url)
        self.evaluate(CATCH)

    def reload(self) -> None:
        self.driver.refresh()
        self.evaluate(CATCH)

    def _element(self, selector: str) -> Any:
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def fill(self, selector: str, text: str) -> None:
        element = self._element(selector)
        element.clear()
        element.send_keys(text)

    def select_option(self, selector: str, value: str) -> None:
        from selenium.webdriver.support.select import Select

        Select(self._element(selector)).select_by_value(value)

    def click(self, selector: str) -> None:
        tap(self, selector)

    def inner_text(self, selector: str) -> str:
        text: str = self.evaluate("s => document.querySelector(s).innerText", selector)
        return text

    def screenshot(self) -> bytes:
        png: bytes = self.driver.get_screenshot_as_png()
        return png

    def set_viewport_size(self, size: Dict[str, int]) -> None:
        """Size the window so that the viewport is ``size`` (the window's frame is measured)."""
        width, height = size["width"], size["height"]
        for _ in range(3):
            inner = self.evaluate("() => [innerWidth, innerHeight]")
            outer = self.driver.get_window_size()
            if inner == [width, height]:
                return
            self.driver.set_window_size(outer["width"] + width - inner[0],
                                        outer["height"] + height - inner[1])
            time.sleep(0.2)


# ---- the browsers ----

@contextlib.contextmanager
def xvfb() -> Iterator[str]:
    """An Xvfb of this process's own (a free display number: safe under pytest-xdist); yields
    its DISPLAY."""
    require(XVFB)
    read, write = os.pipe()
    command = [XVFB, "-displayfd", str(write), "-screen", "0", "1600x1200x24", "-nolisten", "tcp"]
    server = subprocess.Popen(command,
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise AssertionError(f"Xvfb did not start (exit {server.poll()})")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


#: GTK's user style sheet for MiniBrowser: its toolbar (back, forward, address...) would keep the
#: window at least 447 px wide; shrunk, the window (and the page's viewport) can be a phone's 390 px
SLIM_TOOLBAR = "* { font-size: 4px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n"


@contextlib.contextmanager
def webkit(display: str) -> Iterator[SeleniumPage]:
    """A fresh MiniBrowser (its automation session keeps no data between sessions), driven by
    WebKitWebDriver on ``display``."""
    require(WEBKIT_DRIVER, MINIBROWSER)
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    options = Options()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    config = Path(tempfile.mkdtemp(prefix="e2e-webkit-"))
    (config / "gtk-3.0").mkdir()
    (config / "gtk-3.0" / "gtk.css").write_text(SLIM_TOOLBAR, encoding="utf-8")
    # English as the browser's language (the page's first choice), whatever this machine's locale
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES")}
    env.update(DISPLAY=display, XDG_CONFIG_HOME=str(config), LANG="en_US.UTF-8", LANGUAGE="en_US")
    service = Service(executable_path=WEBKIT_DRIVER, env=env)
    try:
        driver = webdriver.WebKitGTK(options=options, service=service)
        try:
            driver.set_script_timeout(60)
            driver.set_page_load_timeout(120)
            yield SeleniumPage(driver)
        finally:
            driver.quit()
    finally:
        shutil.rmtree(config, ignore_errors=True)


def firefox_launch_args() -> Dict[str, Any]:
    """How Playwright launches Debian's Firefox ESR (WebDriver BiDi; Playwright 1.57-1.64.1)."""
    require(FIREFOX)
    return {"channel": "moz-firefox", "executable_path": FIREFOX, "headless": True}


#: resolves after the next frame's rendering steps and one frame more (e2e.driver's _FRAMES)
FRAMES = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"


# ---- contrast: text against what the screenshot shows behind it ----

#: ``([png as base64, where])``: the visible controls with text (wholly in the viewport, enabled,
#: topmost at their centre) whose text colour (as computed) contrasts by less than WCAG AA's 4.5:1
#: with the colour most of their pixels have in the screenshot (their outer 2 px left out: borders,
#: focus rings), i.e. what is really drawn behind the text. The screenshot is decoded by the page
#: (``createImageBitmap``, no colour conversion), which is quick; nothing on the page changes.
UNREADABLE = """async ([png, where]) => {
  const bytes = Uint8Array.from(atob(png), c => c.charCodeAt(0));
  const shot = await createImageBitmap(new Blob([bytes], {type: 'image/png'}),
                                       {colorSpaceConversion: 'none', premultiplyAlpha: 'none'});
  const canvas = new OffscreenCanvas(shot.width, shot.height);
  const ctx = canvas.getContext('2d', {willReadFrequently: true});
  ctx.drawImage(shot, 0, 0);
  const scale = shot.width / window.innerWidth;  // the shot is the viewport, scrollbar included
  const lum = c => {
    const v = c.map(x => x / 255).map(x => x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };
  const bad = [];
  let checked = 0;
  const view = document.documentElement;
  const controls = 'button, select, a[href], input[type=text], input:not([type]), summary';
  for (const el of document.querySelectorAll(controls)) {
    if (el.disabled || el.closest('[inert], [hidden], [aria-hidden="true"]')) continue;
    const text = (el.tagName === 'SELECT' ? (el.selectedOptions[0] || {}).text
                  : el.tagName === 'INPUT' ? el.value : el.innerText) || '';
    if (!text.trim()) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 8 || r.height < 8 || r.left < 0 || r.top < 0
        || r.right > view.clientWidth || r.bottom > view.clientHeight) continue;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === el || el.contains(hit))) continue;
    const x = Math.round(r.left * scale) + 2, y = Math.round(r.top * scale) + 2;
    const w = Math.min(Math.round(r.width * scale) - 4, shot.width - x);
    const h = Math.min(Math.round(r.height * scale) - 4, shot.height - y);
    if (w < 4 || h < 4) continue;
    const px = ctx.getImageData(x, y, w, h).data, counts = new Map();
    let top = 0, back = 0;
    for (let i = 0; i < px.length; i += 4) {
      const key = (px[i] << 16) | (px[i + 1] << 8) | px[i + 2], n = (counts.get(key) || 0) + 1;
      counts.set(key, n);
      if (n > top) { top = n; back = key; }
    }
    const behind = [back >> 16, (back >> 8) & 255, back & 255];
    const c = style.color.match(/[\\d.]+/g).map(Number), a = c.length > 3 ? c[3] : 1;
    const fore = behind.map((b, i) => a * c[i] + (1 - a) * b);
    const [hi, lo] = [lum(fore), lum(behind)].sort((p, q) => q - p), ratio = (hi + 0.05) / (lo + 0.05);
    checked += 1;
    if (ratio < 4.5) {
      const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
        + (el.dataset.action ? '[data-action=' + el.dataset.action + ']' : '')
        + ' "' + text.trim().slice(0, 24) + '"';
      bad.push(`${where}: ${name}: text rgb(${c.slice(0, 3)}) on drawn rgb(${behind}):`
               + ` ${ratio.toFixed(2)}:1`);
    }
  }
  return {bad, checked};
}"""


# ---- the scenario ----

class Tier:
    """One browser's page and how to screenshot it (the two drivers differ there)."""

    def __init__(self, name: str, page: Any, site: str, shots: Path) -> None:
        self.name, self.page, self.site, self.shots = name, page, site, shots

    def png(self) -> bytes:
        page = self.page
        shot: bytes = page.screenshot() if isinstance(page, SeleniumPage) else page.screenshot(type="png")
        return shot

    def unreadable(self, where: str) -> List[str]:
        """The visible controls hard to read now (:data:`UNREADABLE`; at least one is checked),
        once the page has painted two frames. A control found hard to read is looked at again on
        a new screenshot half a second later (a fade or a move under way is not what stays drawn);
        only what fails both times is returned."""
        bad: List[str] = []
        for attempt in range(2):
            self.page.evaluate(FRAMES)
            found = self.page.evaluate(UNREADABLE, [base64.b64encode(self.png()).decode(), where])
            assert found["checked"] > 0, f"{where}: no control to check"
            bad = found["bad"] if attempt == 0 else [b for b in found["bad"] if b in bad]
            if not bad:
                break
            self.page.wait_for_timeout(500)
        return bad

    def errors(self) -> List[str]:
        text = self.page.evaluate("() => sessionStorage.getItem('e2e-errors')")
        return json.loads(text) if text else []


def wait_ready(page: Any, timeout: float = 120_000) -> None:
    """Until the page is interactive (``body[data-ready]``; Pyodide boots in 2-4 s, more when busy)."""
    page.wait_for_function("() => document.body && document.body.dataset.ready === 'true'", timeout=timeout)


def lang_ready(page: Any, lang: str) -> None:
    """Until ui/lang.js and the page have taken ``lang`` (as e2e.language.lang_ready)."""
    page.wait_for_function("l => window.wrLang && window.wrLang.lang === l"
                           " && document.documentElement.lang === l"
                           " && !document.documentElement.classList.contains('i18n-pending')", arg=lang,
                           timeout=60_000)


def worker_active(page: Any) -> None:
    """Until the service worker is installed and active (polled with ``evaluate``, which waits for
    the Promise: Playwright's ``wait_for_function`` would take the Promise itself as true)."""
    wait_until(page, "navigator.serviceWorker.getRegistration()"
               ".then(r => !!(r && r.active && r.active.state === 'activated'))", timeout=60_000)


#: the header's language menu (the privacy screen's when that is up and the header inert)
LANG_MENU = """() => [...document.querySelectorAll('select[data-lang-menu]')].find(s =>
  !s.closest('[inert]') && s.getClientRects().length > 0 && getComputedStyle(s).visibility !== 'hidden')"""


def reach_language_menu(page: Any, header: bool = False) -> None:
    """Open the header's menu when no language menu can be reached (on a narrow screen the
    header's is inside it), as a person would; ``header``: the header's one is wanted."""
    need = "!!menu.closest('.top')" if header else "true"
    wanted = f"() => {{ const menu = ({LANG_MENU})(); return !!menu && {need}; }}"
    if not page.evaluate(wanted) and page.evaluate("() => !!document.querySelector('[data-menu-toggle]')"):
        page.click("[data-menu-toggle]")


def choose_language(page: Any, lang: str) -> None:
    """Pick ``lang`` in the language menu a person can reach now, as the browser does it."""
    reach_language_menu(page)
    page.evaluate(f"() => {{ for (const e of document.querySelectorAll('[data-e2e-lang]'))"
                  f" delete e.dataset.e2eLang; ({LANG_MENU})().dataset.e2eLang = ''; }}")
    selector = "select[data-e2e-lang]"
    page.select_option(selector, lang)
    lang_ready(page, lang)


#: the games: page, players and seed; each makes its first moves by clicks
GAMES = {
    "wind-river": ("wind-river.html", ["Ann", "Ben", "Cy"], 5),
    "manitou": ("manitou.html", ["Ann", "Ben"], 7),
    "white-buffalo": ("white-buffalo.html", ["Ann", "Ben"], 11),
}
MOVES = 4


def make_moves(page: Any, game: str, count: int, rng: random.Random) -> None:
    """``count`` decisions by clicks (privacy screens and step-by-step panels passed on the way),
    each checked saved."""
    if game == "wind-river":
        for _ in range(count):
            state = followed_state(page, wr)
            move = rng.choice(wr.legal_moves(state))
            before = len(saved_record(page)["moves"])
            play_move(page, state, move)
            assert saved_move(page, before) == move
        return
    driver = manitou_driver if game == "manitou" else white_buffalo_driver
    start = len(saved_record(page)["moves"])
    for _ in range(count * 10):  # reveals and hunt or reckoning steps come between
        if len(saved_record(page)["moves"]) >= start + count:
            return
        assert driver.step(page, rng), "the game ended"
    raise AssertionError(f"{count} moves were not made")


def play_briefly(tier: Tier, game: str) -> Dict[str, float]:
    """The tier's points for ``game`` in sequence; returns how long each took (s)."""
    page, site = tier.page, tier.site
    path, names, seed = GAMES[game]
    times: Dict[str, float] = {}
    clock = time.monotonic()

    def lap(name: str) -> None:
        nonlocal clock
        times[name] = round(time.monotonic() - clock, 1)
        clock = time.monotonic()

    bad: List[str] = []
    page.set_viewport_size(DESKTOP)
    page.goto(site + path)
    wait_ready(page)
    lang_ready(page, "en")
    assert page.locator("#new-game").is_visible(), "a first visit opens the new-game form"
    lap("boot")
    worker_active(page)
    lap("service worker")
    bad += tier.unreadable("new-game form")
    start_form(page, names, seed)
    bad += tier.unreadable("new game")
    lap("new game")
    make_moves(page, game, MOVES, random.Random(seed))
    lap("moves")
    bad += tier.unreadable("after moves")
    before = page.evaluate("() => localStorage.getItem(document.body.dataset.saveKey)")
    cursor = page.evaluate("() => document.body.dataset.cursor")
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => localStorage.getItem(document.body.dataset.saveKey)") == before
    assert page.evaluate("() => document.body.dataset.cursor") == cursor
    assert json.loads(before)["moves"] == saved_record(page)["moves"]
    assert page.evaluate("() => !!navigator.serviceWorker.controller"), "the reload is not the worker's"
    lap("reload")
    page.set_viewport_size(PHONE)
    page.wait_for_function("() => innerWidth === 390")
    page.evaluate(FRAMES)
    overflow = page.evaluate("() => document.documentElement.scrollWidth - innerWidth")
    assert overflow <= 0, f"the phone-sized page scrolls sideways by {overflow}px"
    reach_language_menu(page)
    assert page.evaluate(f"() => !!({LANG_MENU})()"), "no language menu at phone size"
    bad += tier.unreadable("phone")
    header_shot(tier, game)
    lap("phone")
    # German from the menu a person can reach (the privacy screen's in the card games, when it is
    # up), a move, then English from the header's
    choose_language(page, "de")
    assert page.evaluate("() => localStorage.getItem(document.body.dataset.saveKey)") == before
    bad += tier.unreadable("phone, German")
    make_moves(page, game, 1, random.Random(seed + 1))
    if page.locator("[data-privacy]").is_visible():
        tap(page, '[data-action="reveal"]')
    reach_language_menu(page, header=True)
    page.wait_for_function(f"() => {{ const menu = ({LANG_MENU})();"
                           " return !!menu && !!menu.closest('.top'); }")
    choose_language(page, "en")
    page.set_viewport_size(DESKTOP)
    lap("language")
    assert bad == [], "controls hard to read:\n" + "\n".join(bad)
    assert tier.errors() == [], f"console or page errors: {tier.errors()}"
    assert page.evaluate(OFFSITE) == [], "requests left 127.0.0.1"
    return times


def start_form(page: Any, names: List[str], seed: int) -> None:
    """Fill the new-game form and start (as e2e.driver.start_game, through the shared page API)."""
    page.select_option('[name="players"]', str(len(names)))
    for i, name in enumerate(names):
        page.fill(f'[name="name-{i}"]', name)
    page.locator("#new-game-form details.advanced").evaluate("d => { d.open = true; }")
    page.fill('[name="seed"]', str(seed))
    tap(page, '[data-action="start"]')
    page.wait_for_selector("#new-game", state="hidden", timeout=30_000)
    page.wait_for_function("() => document.body.dataset.phase && document.body.dataset.phase !== 'none'")


def header_shot(tier: Tier, game: str) -> None:
    """The top of the page (the header with its language menu), kept among the run's screenshots."""
    png = tier.png()
    (tier.shots / f"{tier.name}-{game}-390.png").write_bytes(png)
