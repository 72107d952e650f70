"""Drive the page like a player: start games through the form and make moves by clicks only.

The engine runs in-process only to *choose* moves (seeded ``random.Random``); every move reaches
the page as clicks on ``data-hex`` / ``data-action`` elements. Shared by the e2e tests and
bench/click.py.
"""

from __future__ import annotations

import itertools
import json
import random
import time
import weakref
from typing import Any, Dict, List, Optional, Sequence

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from engine import wind_river as wr
from engine.wind_river.board import PLAINS
from engine.wind_river.standing import forced_move

KEY = "wind-river/current"
#: the text the page saved for the game it shows (each game keeps its own key)
SAVED = "() => localStorage.getItem(document.body.dataset.saveKey)"
GAME_PAGE = "wind-river.html"  # the game's page, relative to the site's base URL (the home page)
_SEEDS = itertools.count()  # tells open_saved's init scripts apart


#: resolves after the next frame's rendering steps (which fire ``resize``) and one frame more
_FRAMES = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"


def resize(page, size: Dict[str, int]) -> None:
    """Set the viewport to ``size`` and wait until the page has handled the resize (a frame's
    rendering steps fire it; Wind River draws its board again there): a click right after
    a resize must not land on where the old layout put its target."""
    page.set_viewport_size(size)
    page.evaluate(_FRAMES)


def wait_ready(page, timeout: float = 60_000) -> None:
    """Wait until the page says it is interactive."""
    page.wait_for_selector("body[data-ready]", state="attached", timeout=timeout)


def open_from_home(page, site: str, game_id: str = "wind-river") -> None:
    """Open the home page, follow the game's link (``a[data-game]``) and wait for the game page."""
    page.goto(site)
    link = page.locator(f'a[data-game="{game_id}"]')
    # a page in German or French stays hidden until its words are in (ui/lang.js, at most 1.5 s)
    try:
        link.wait_for(state="visible", timeout=10_000)
    except PlaywrightTimeout:
        raise AssertionError(f"the home page lists no {game_id}") from None
    with page.expect_navigation():
        link.click()
    assert page.url.endswith(f"/{game_id}.html")
    wait_ready(page)


def open_saved(page, site: str, page_name: str, saved: Dict[str, str]) -> None:
    """Open ``page_name`` with ``saved`` (key -> text) already in the site's localStorage, as a
    returning player would, and wait until it is ready: the game page boots once (not once empty
    and again after a reload). An init script writes the items before the page's own scripts run,
    on the first load of this tab only (a flag in sessionStorage), so reloads see what the page
    itself saved."""
    flag = f"e2e-saved-{next(_SEEDS)}"
    page.add_init_script(
        f"if (location.protocol === 'http:' && !sessionStorage.getItem({json.dumps(flag)})) {{"
        f" for (const [k, v] of Object.entries({json.dumps(saved)})) localStorage.setItem(k, v);"
        f" sessionStorage.setItem({json.dumps(flag)}, '1'); }}")
    page.goto(site + page_name)
    wait_ready(page)


def start_game(page, names: Sequence[str], seed: int, colors: Optional[Sequence[str]] = None,
               seats: Optional[Sequence[str]] = None) -> None:
    """Fill the new-game form (it must be open; every game's page has the same one) and press
    start; ``colors`` and ``seats`` (``human`` or a bot level) per player when given."""
    page.select_option('[name="players"]', str(len(names)))
    for i, name in enumerate(names):
        page.fill(f'[name="name-{i}"]', name)
        if colors:
            page.select_option(f'[name="color-{i}"]', colors[i])
        if seats:
            page.select_option(f'[name="seat-{i}"]', seats[i])
    fill_seed(page, seed)
    page.click('[data-action="start"]')
    page.wait_for_selector("#new-game", state="hidden")


#: one look at the page (one round trip instead of one per attribute): the body's hooks, whether
#: the privacy screen, a walkthrough panel or a dialog shows, how many secret cards are in the DOM
#: and how many moves the page saved
_PROBE = """secret => {
  const shown = s => { const e = document.querySelector(s);
    return !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'; };
  const b = document.body.dataset, p = document.querySelector('[data-privacy]');
  const saved = JSON.parse(localStorage.getItem(b.saveKey) || 'null');
  return {phase: b.phase ?? null, current: b.current ?? null, actor: b.actor ?? null,
          privacy: shown('[data-privacy]') ? p.dataset.privacy : null,
          secrets: secret ? document.querySelectorAll(secret).length : 0,
          walk: shown('#walk'), reckoning: shown('#reckoning'),
          moves: saved && Array.isArray(saved.moves) ? saved.moves.length : null};
}"""


def when_true(page, expression: str, arg: Any, timeout: float) -> Any:
    """The value of the page function ``expression(arg)`` once it is truthy: looked at once at
    once (one round trip, the usual case after a click), else waited for frame by frame (Playwright
    raises its ``TimeoutError`` after ``timeout`` ms). Whole games make hundreds of these calls."""
    value = page.evaluate(expression, arg)
    if value:
        return value
    handle = page.wait_for_function(expression, arg=arg, timeout=timeout)
    try:
        return handle.json_value()
    finally:
        handle.dispose()


def probe(page, secret: str = "") -> Dict[str, Any]:
    """The page at a glance: ``phase``, ``current``, ``actor`` (body hooks), ``privacy`` (the seat
    the privacy screen waits for, or None), ``secrets`` (elements matching ``secret`` in the DOM),
    ``walk`` / ``reckoning`` (the step-by-step panels shown) and ``moves`` (saved so far)."""
    result: Dict[str, Any] = page.evaluate(_PROBE, secret)
    return result


#: where to click ``sel`` as a person would: the element (scrolled into view if it is not in the
#: viewport) must be enabled, carry the class asked for and be the topmost element at its centre
_TARGET = """([sel, cls]) => {
  const el = document.querySelector(sel);
  if (!el) return null;
  if (el.getClientRects().length === 0) {  // an item of the header's closed menu: open it first
    const top = el.closest('header.top');
    return top && el.closest('#game-menu') && top.dataset.menu !== 'open' && !el.closest('[hidden]')
      ? {menu: true} : null;
  }
  if (el.disabled || el.getAttribute('aria-disabled') === 'true') return null;
  if (cls && !el.classList.contains(cls) && !(el.closest('.' + cls))) return null;
  let r = el.getBoundingClientRect(), scrolled = false;
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
    el.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
    r = el.getBoundingClientRect(); scrolled = true;
  }
  const x = r.left + r.width / 2, y = r.top + r.height / 2, hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === el || el.contains(hit))) return null;
  return {x, y, scrolled};
}"""

#: why ``_TARGET`` found no place to click (for the failure message)
_WHY_NOT = """([sel, cls]) => {
  const el = document.querySelector(sel);
  if (!el) return 'no element matches';
  if (el.getClientRects().length === 0) return 'it is not displayed';
  if (el.disabled || el.getAttribute('aria-disabled') === 'true') return 'it is disabled';
  if (cls && !el.classList.contains(cls) && !el.closest('.' + cls))
    return 'it lacks the class ' + cls + ' (class="' + el.getAttribute('class') + '")';
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return 'covered by ' + (hit ? hit.outerHTML.slice(0, 160) : 'nothing (outside the viewport)');
}"""


def not_a_person(page, seen: Dict[str, Any], panel: str, checks: Optional[dict]) -> Optional[bool]:
    """The part of a hot-seat step no person decides, from one ``probe`` (``seen``): continue the
    step-by-step ``panel`` (``walk`` or ``reckoning``), stop once over, show the cards of the one
    the privacy screen waits for (no secret in the DOM meanwhile: checked), wait while a bot acts.
    Returns what the step returns then (True: go on, False: over), or None: a person decides."""
    if seen[panel]:  # (also the last one, after the end)
        tap(page, f'#{panel} [data-action="continue"]')
        if checks is not None:
            checks["steps"] = checks.get("steps", 0) + 1
        return True
    if seen["phase"] == "over":
        return False
    if seen["privacy"] is not None:
        assert seen["secrets"] == 0, "a secret card is in the DOM behind the privacy screen"
        assert seen["current"] == seen["privacy"]
        tap(page, '[data-action="reveal"]')
        if checks is not None:
            checks["reveals"] = checks.get("reveals", 0) + 1
        return True
    if seen["actor"] != "human":
        page.wait_for_timeout(50)
        return True
    return None


#: clicks made by :func:`tap` and how many of them needed a scroll first (a test may reset it)
TAPS: Dict[str, int] = {"taps": 0, "scrolled": 0}
#: the selectors of the taps that needed a scroll (the latest few), to tell what a layout hid
SCROLLED: List[str] = []


#: whether ``sel`` is an item of the header's menu (ui/shell/header-menu.html) while the menu is
#: closed and the item not displayed: a person opens the menu first
_IN_CLOSED_MENU = """sel => {
  const el = document.querySelector(sel), top = el && el.closest('header.top');
  return !!top && !!el.closest('#game-menu') && top.dataset.menu !== 'open'
    && el.getClientRects().length === 0 && !el.closest('[hidden]');
}"""


def open_menu_for(page, selector: str) -> bool:
    """Open the header's menu (a tap on its button) when ``selector`` is one of its items and the
    menu is closed; True when it did."""
    if not page.evaluate(_IN_CLOSED_MENU, selector):
        return False
    tap(page, "[data-menu-toggle]")
    return True


def tap(page, selector: str, has_class: str = "", timeout: float = 10_000) -> bool:
    """Click the first element matching ``selector`` with the mouse at its centre, once it is
    displayed, enabled, (with ``has_class``, on itself or an ancestor), in the viewport (scrolled
    there if not) and topmost at that point; returns True when it had to be scrolled into view.
    An item of the header's closed menu is reached as a person does: the menu's button first
    (one more tap). Fails naming what is wrong (missing, disabled, covered by what) after
    ``timeout`` ms."""
    try:
        spot = when_true(page, _TARGET, [selector, has_class], timeout)
        if spot.get("menu"):
            tap(page, "[data-menu-toggle]")
            spot = when_true(page, _TARGET, [selector, has_class], timeout)
    except PlaywrightTimeout:
        why = page.evaluate(_WHY_NOT, [selector, has_class])
        raise AssertionError(f"cannot click {selector}: {why}") from None
    page.mouse.click(spot["x"], spot["y"])
    TAPS["taps"] += 1
    TAPS["scrolled"] += bool(spot["scrolled"])
    if spot["scrolled"]:
        SCROLLED[:] = (SCROLLED + [selector])[-10:]
    return bool(spot["scrolled"])


def report_scrolls(record_property, game: str, size: str, taps: int, scrolled: int,
                   notes: Sequence[str] = ()) -> None:
    """Keep a whole game's count of clicks that needed a scroll (and ``notes``: what else the
    test found there) for the run's summary (printed by the root conftest.py at the end, from
    every xdist worker)."""
    share = scrolled / taps if taps else 0.0
    record_property("scrolled_clicks", f"{game:22} {size:20} {scrolled:4} of {taps:4} clicks = {share:6.1%}"
                    + (f"   ({'; '.join(notes)})" if notes else ""))


def report_keys(record_property, game: str, counts: Sequence[int]) -> float:
    """Keep a keyboard-only game's key presses per decision for the run's summary (printed by the
    root conftest.py, like :func:`report_scrolls`); returns their median."""
    ordered = sorted(counts)
    n = len(ordered)
    median = (ordered[n // 2] if n % 2 else (ordered[n // 2 - 1] + ordered[n // 2]) / 2) if n else 0.0
    top = ordered[-1] if ordered else 0
    record_property("keys_per_decision", f"{game:22} {n:4} decisions: median {median:4} keys, "
                                         f"mean {sum(ordered) / max(n, 1):5.1f}, most {top:3}")
    return float(median)


class KeyCount:
    """Counts the keys a keyboard-only game presses (every ``page.keyboard.press`` and ``type``
    goes through it) and cuts the count at each decision (:meth:`decided`)."""

    def __init__(self, page) -> None:
        self.counts: List[int] = []
        self.now = 0
        self.trail: List[str] = []  # the keys of the decision under way (for a failure's message)
        self.trails: List[str] = []
        self.page = page
        keyboard = page.keyboard
        press, type_ = keyboard.press, keyboard.type

        def counted_press(key: str, **kw: Any) -> None:
            self.now += 1
            self.trail.append(key)
            press(key, **kw)

        def counted_type(text: str, **kw: Any) -> None:
            self.now += len(text)
            type_(text, **kw)

        keyboard.press, keyboard.type = counted_press, counted_type

    def decided(self) -> None:
        """A decision was made (a move saved): the keys since the last one are its count. The
        next keys wait for the page's tasks already queued (the focus's move to the new position
        comes in a task of its own), as a person's next key comes a moment later."""
        self.counts.append(self.now)
        self.trails.append(" ".join(self.trail))
        self.now, self.trail = 0, []
        settle(self.page)

    def forget(self) -> None:
        """Drop the keys pressed since the last decision (a jump reloaded the page)."""
        self.now, self.trail = 0, []


def settle(page) -> None:
    """Wait until the tasks the page has queued with a zero delay have run."""
    page.evaluate("() => new Promise(r => setTimeout(() => setTimeout(r, 0), 0))")


#: the keys that bring the focus to the first element matching the selector with Tab or
#: Shift+Tab (the shorter way) to its group's one tab stop, then the arrow keys inside a roving
#: group (ui/shell/roving.py); null once it is there, [] when it cannot say (then: one Tab)
_REACH = """s => {
  const seen = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
    && !e.closest('[inert]') && !e.closest('[hidden]');
  const all = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
    .filter(e => e.tabIndex >= 0 && !e.disabled && seen(e));
  const a = document.activeElement;
  if (a && a.matches(s)) return null;
  const items = g => [...g.querySelectorAll(g.getAttribute('data-roving') || 'button')]
    .filter(e => !e.disabled && seen(e) && e.closest('[data-roving]') === g);
  const target = [...document.querySelectorAll(s)].find(e => all.includes(e)
    || (e.closest('[data-roving]') && items(e.closest('[data-roving]')).includes(e)));
  if (!target) return [];
  const group = target.closest('[data-roving]');
  const keys = [];
  if (group) {
    const list = items(group);
    const from = list.includes(a) ? a : list.find(e => e.tabIndex === 0);
    if (!list.includes(a)) {
      const here = all.indexOf(a), there = all.indexOf(from);
      if (here < 0 || there < 0) return [];
      for (let i = 0; i < Math.abs(there - here); i++) keys.push(there > here ? 'Tab' : 'Shift+Tab');
    }
    const n = list.length, i = list.indexOf(from), j = list.indexOf(target);
    const on = (j - i + n) % n, back = (i - j + n) % n;
    for (let k = 0; k < Math.min(on, back); k++) keys.push(on <= back ? 'ArrowRight' : 'ArrowLeft');
    return keys;
  }
  const here = all.indexOf(a), there = all.indexOf(target);
  if (here < 0) return [];
  for (let i = 0; i < Math.abs(there - here); i++) keys.push(there > here ? 'Tab' : 'Shift+Tab');
  return keys;
}"""


def reach(page, selector: str, limit: int = 60) -> None:
    """Bring the keyboard focus to ``selector`` with keys only, as a person who sees the page
    would: Tab or Shift+Tab to the group, the arrow keys inside a roving group (checked, and on
    one key at a time while the focus is not there yet)."""
    for _ in range(limit):
        keys = page.evaluate(_REACH, selector)
        if keys is None:
            return
        for key in keys or ["Tab"]:
            page.keyboard.press(key)
    raise AssertionError(f"the keys never reached {selector}")


def saved_move(page, index: int, timeout: float = 30_000) -> Any:
    """Wait until the page has saved move number ``index`` (0-based) of its game and return it."""
    found = when_true(
        page, "n => { const m = JSON.parse(localStorage.getItem(document.body.dataset.saveKey)).moves;"
        " return m.length > n ? [m[n]] : null; }", index, timeout)
    return found[0]


class _Followed:
    """A page's saved game followed in-process: the record's start and moves, and the state."""

    def __init__(self) -> None:
        self.start: Any = None
        self.moves: List[Any] = []
        self.state: Any = None


_FOLLOWED: weakref.WeakKeyDictionary[Any, _Followed] = weakref.WeakKeyDictionary()


def followed_state(page, game: Any) -> Any:
    """The engine state of the page's saved record, kept in step move by move: moves added since
    the last look are applied to the state of then; anything else (a new game, an undo, another
    seed) replays the record from its start. (Replaying the whole record after every click made a
    long game's test quadratic.)"""
    record = saved_record(page)
    start = (game, record.get("format"), record.get("players"), record.get("seed"), record.get("colors"))
    moves = record["moves"]
    seen = _FOLLOWED.setdefault(page, _Followed())
    if seen.start != start or moves[:len(seen.moves)] != seen.moves:
        seen.start, seen.moves, seen.state = start, [], game.from_record({**record, "moves": []})
    for move in moves[len(seen.moves):]:
        seen.state = game.apply(seen.state, move)
        seen.moves.append(move)
    return seen.state


def fill_seed(page, seed) -> None:
    """Open the new-game form's "Advanced" part (it holds the seed) and write ``seed`` there."""
    page.locator("#new-game-form details.advanced").evaluate("d => { d.open = true; }")
    page.fill('[name="seed"]', str(seed))


def privacy_shows(page, secret: str) -> bool:
    """True when the privacy screen shows (Manitou, White Buffalo); then no element matching
    ``secret`` (the secret cards) may be in the DOM: checked."""
    if not page.locator("[data-privacy]").is_visible():
        return False
    assert page.locator(secret).count() == 0, "a secret card is in the DOM behind the privacy screen"
    return True


def saved_record(page) -> Dict[str, Any]:
    """The record the page saved (under the key of the game on the page)."""
    return json.loads(page.evaluate(SAVED))


def replace_saved(page, record: Dict[str, Any]) -> None:
    """Put ``record`` in place of the game the page has open (its slot and the copy of the last
    played game that earlier versions read), then reload the page and wait until it is ready:
    a test can skip to a late position of a game without playing every move in the browser."""
    page.evaluate("""r => {
      const key = document.body.dataset.saveKey, mirror = key.split('/')[0] + '/current';
      if (localStorage.getItem(mirror) === localStorage.getItem(key)) localStorage.setItem(mirror, r);
      localStorage.setItem(key, r);
    }""", json.dumps(record))
    page.reload()
    wait_ready(page)


def jump_near_end(page, game: Any, pick, keep: int = 30, cut_ok=lambda state: True) -> Any:
    """Carry the page's game on in-process to its end (``pick(state)`` chooses each move), save it
    with all but its last ``keep`` moves (earlier, to a state where ``cut_ok`` holds) and reload
    the page there: a test sees the start and the end of a game by clicks without playing its
    middle, which is more of the same. Returns the state the page now shows."""
    record = saved_record(page)
    line = [followed_state(page, game)]
    more: List[Any] = []
    while game.to_act(line[-1]) is not None:
        more.append(pick(line[-1]))
        line.append(game.apply(line[-1], more[-1]))
    cut = max(0, len(more) - keep)
    while cut > 0 and not cut_ok(line[cut]):
        cut -= 1
    record["moves"] += more[:cut]
    replace_saved(page, record)
    return line[cut]


def saved_state(page):
    """The engine state of the page's saved record (replayed in-process)."""
    return wr.from_record(saved_record(page))


def wait_saved_moves(page, before: int) -> None:
    """Wait until the page has saved more than ``before`` moves of its game."""
    page.wait_for_function(
        "n => JSON.parse(localStorage.getItem(document.body.dataset.saveKey)).moves.length > n", arg=before)


def wait_until(page, expression: str, timeout: float = 30_000, every: float = 0.2) -> Any:
    """Wait until the page expression ``expression`` (it may give a Promise) is truthy; returns its
    value. (Playwright's ``wait_for_function`` does not wait for a Promise: it settles with the
    first one's value, false or not, so an asynchronous check there waits for nothing.)"""
    end = time.monotonic() + timeout / 1000
    while True:
        value = page.evaluate(expression)
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"still false after {timeout / 1000:.0f} s: {expression}")
        time.sleep(every)


#: the names of the site's own caches (a JS Promise): the service worker's, without the Python
#: snapshots' ("python-snapshots", ui/snapshots.mjs), which the page itself fills
SITE_CACHES = "caches.keys().then(k => k.filter(n => n !== 'python-snapshots'))"


def worker_active(page, timeout: float = 60_000) -> str:
    """Wait until the service worker has installed (precached everything) and is active; returns
    the names of the caches."""
    wait_until(page, "navigator.serviceWorker.getRegistration()"
               ".then(r => !!(r && r.active && r.active.state === 'activated'))", timeout)
    return page.evaluate(SITE_CACHES + ".then(k => k.join(' '))")


def hex_(page, name: str):
    """Locator of the board element for hex ``name`` (or the plains strip)."""
    return page.locator(f'[data-hex="{name}"]')


def click_hex(page, name: str, expect_legal: bool = True) -> None:
    """Click hex ``name`` (in view and topmost); by default it must be highlighted as legal."""
    tap(page, f'[data-hex="{name}"]', has_class="legal" if expect_legal else "")


def click_action(page, action: str) -> None:
    """Click the ``data-action`` button ``action`` (enabled, in view and topmost)."""
    tap(page, f'[data-action="{action}"]')


def clicks_for(move: Dict[str, str], phase: str) -> List[tuple]:
    """The clicks that make ``move`` in ``phase``: ("hex", name) and ("action", name) steps."""
    kind = move["type"]
    if kind == "place":
        return [("hex", move["to"])]
    if kind == "abandon":
        return [("hex", move["at"])]
    if kind == "buffalo" and phase == "buffalo":
        return [("hex", move["from"]), ("hex", move["to"])]
    if kind in ("earn", "pass"):
        return [("action", kind)]
    if kind == "insert":
        return [("action", "insert"), ("hex", move["at"])]
    return [("action", kind), ("hex", move["from"]), ("hex", move["to"])]


def play_move(page, state, move: Dict[str, str]) -> None:
    """Make ``move`` (legal in ``state``) on the page by clicks."""
    phase = wr.to_dict(state)["phase"]
    for what, name in clicks_for(move, phase):
        if what == "hex":
            click_hex(page, name)
        else:
            click_action(page, name)


def choose(rng: random.Random, state, moves: List[dict]) -> dict:
    """Pick a move: tipis tend to walk east into the plains (short games), yet every kind is used."""
    d = wr.to_dict(state)
    if d["phase"] != "action":
        return rng.choice(moves)
    by: Dict[str, List[dict]] = {}
    for m in moves:
        by.setdefault(m["type"], []).append(m)
    tipi = by.get("tipi", [])
    plains = [m for m in tipi if m["to"] == PLAINS]
    east = [m for m in tipi if m["to"] != PLAINS and m["to"][1:] > m["from"][1:]]
    money = d["players"][d["current"]]["resources"]
    r = rng.random()
    if plains and r < 0.7:
        return rng.choice(plains)
    if "earn" in by and money <= 1 and r < 0.8:
        return by["earn"][0]
    if "insert" in by and r < 0.3:
        return rng.choice(by["insert"])
    if east and r < 0.6:
        return rng.choice(east)
    return rng.choice(moves)


def kind_of(move: dict, phase: str) -> str:
    """The move's type, with ``extra-buffalo`` for the buffalo action (not the herd step)."""
    return "extra-buffalo" if move["type"] == "buffalo" and phase == "action" else move["type"]


def play_out(page, state, rng: random.Random, max_moves: int = 2000, on_move=None, check_every: int = 25,
             jump_after: Optional[int] = None):
    """Play from ``state`` to the end by clicks; returns (final state, number of moves, kinds seen).

    Every ``check_every`` moves (and at the end) the page's saved record must replay to the
    same state as the in-process one. With ``jump_after``, once that many moves are played (at
    the start of an action), the game jumps to its last 30 moves (:func:`jump_near_end`).
    """
    seen = set()
    n = 0
    while wr.to_dict(state)["phase"] != "over":
        assert n < max_moves, "game did not end"
        if jump_after is not None and n >= jump_after and wr.to_dict(state)["phase"] == "action":
            jump_after = None
            state = jump_near_end(page, wr, lambda s: choose(rng, s, wr.legal_moves(s)),
                                  cut_ok=lambda s: wr.to_dict(s)["phase"] == "action")
            n = len(saved_record(page)["moves"])
            continue
        moves = wr.legal_moves(state)
        move = choose(rng, state, moves)
        seen.add(kind_of(move, wr.to_dict(state)["phase"]))
        play_move(page, state, move)
        state = wr.apply(state, move)
        n += 1
        while (forced := forced_move(state)) is not None:  # a person who is out: the page plays it
            state = wr.apply(state, forced)
            n += 1
        if on_move:
            on_move(n, state)
        if n % check_every == 0:
            assert wr.to_dict(saved_state(page)) == _plain(state), f"page and engine differ after move {n}"
    assert wr.to_dict(saved_state(page)) == _plain(state)
    return state, n, seen


def _plain(state) -> dict:
    """The state dict with default colours (records do not carry colours for the engine)."""
    d = wr.to_dict(state)
    defaults = ["red", "blue", "green", "yellow"]
    for i, p in enumerate(d["players"]):
        p["color"] = defaults[i]
    return d


def listed_ranking(page) -> List[List[int]]:
    """The ranking as Manitou and White Buffalo list it (ui/shell/safe_html.ranking_list_html):
    the seats of each ``[data-place]``, place by place."""
    return page.eval_on_selector_all(
        "#ranking [data-place]",
        "els => els.map(p => Array.from(p.querySelectorAll('[data-seat]')).map(s => +s.dataset.seat))")


def shown_ranking(page) -> List[List[int]]:
    """The ranking as shown: rows ``[data-place][data-seat]`` grouped by place."""
    rows = page.eval_on_selector_all(
        "#ranking tr[data-place]", "rs => rs.map(r => [+r.dataset.place, +r.dataset.seat])"
    )
    places: Dict[int, List[int]] = {}
    for place, seat in rows:
        places.setdefault(place, []).append(seat)
    return [sorted(places[k]) for k in sorted(places)]


class GamePage:
    """A game's page as the tests drive it (the page object): opened fresh, from a save or from
    the home page, a new game started through the form, and what the page saved read back. Each
    game's subclass adds its moves; the functions above stay for bench/click.py."""

    PAGE = GAME_PAGE
    KEY = KEY
    SECRET = ""  # the secret cards that must not be in the DOM behind the privacy screen
    GAME: Any = wr

    def __init__(self, page, site: str) -> None:
        self.page, self.site = page, site

    def open(self) -> GamePage:
        """Open the game's page with nothing saved (or whatever the profile keeps) and wait."""
        self.page.goto(self.site + self.PAGE)
        wait_ready(self.page)
        return self

    def open_saved(self, record: Any, settings: Optional[Dict[str, str]] = None) -> GamePage:
        """Open the page with ``record`` (a dict, or the exact text) as the kept game, plus
        ``settings`` (key -> text), as a returning player: one boot."""
        text = record if isinstance(record, str) else json.dumps(record)
        open_saved(self.page, self.site, self.PAGE, {self.KEY: text, **(settings or {})})
        return self

    def open_from_home(self) -> GamePage:
        """Open the home page and follow this game's link."""
        open_from_home(self.page, self.site, self.PAGE.removesuffix(".html"))
        return self

    def reload(self) -> GamePage:
        """Reload the page and wait until it is interactive again."""
        self.page.reload()
        wait_ready(self.page)
        return self

    def start(self, names: Sequence[str], seed: int, colors: Optional[Sequence[str]] = None,
              seats: Optional[Sequence[str]] = None) -> GamePage:
        """Start a new game through the form (which must be open)."""
        start_game(self.page, names, seed, colors=colors, seats=seats)
        return self

    def record(self) -> Dict[str, Any]:
        """The record the page saved."""
        return saved_record(self.page)

    def state(self):
        """The engine state of the saved record (replayed in-process)."""
        return self.GAME.from_record(self.record())

    def privacy_up(self) -> bool:
        """True when the privacy screen shows (and then no secret card is in the DOM: checked)."""
        return privacy_shows(self.page, self.SECRET)

    def wait_moves(self, before: int) -> None:
        """Wait until the page has saved more than ``before`` moves."""
        wait_saved_moves(self.page, before)

    def saved_moves(self, count: int) -> int:
        """Wait until the saved record has exactly ``count`` moves; returns ``count``."""
        self.page.wait_for_function(
            "n => JSON.parse(localStorage.getItem(document.body.dataset.saveKey)).moves.length === n",
            arg=count)
        return len(self.record()["moves"])

    @property
    def status(self):
        """The status line (a locator: use it with ``expect``)."""
        return self.page.locator("#status")

    @property
    def corrupt(self):
        """The notice about a save that could not be read."""
        return self.page.locator("#corrupt")

    def action(self, name: str):
        """The button of ``data-action`` ``name``."""
        return self.page.locator(f'[data-action="{name}"]')


class WindRiverPage(GamePage):
    """Wind River's page: moves by clicks on hexes and actions."""

    def play(self, state, move: Dict[str, str]) -> None:
        """Make ``move`` (legal in ``state``) by clicks."""
        play_move(self.page, state, move)
