"""Click → repaint time inside a game page, over whole games played by clicks.

The page's Python click handler records its own duration (``performance.now()`` before the
handler and after the DOM is updated) in ``window.wrTimings``; this script plays seeded games in
Debian's Chromium (headless) through the page, reads those numbers and prints p50/p95/max.
Target: p95 <= 16 ms (one frame at 60 Hz).

    python3 bench/click.py [--game <id>] [--games 2] [--players 4] [--seed 26]

``--game`` is any registered game (engine.core.registry; default: the first) whose browser-test
driver ``e2e/<pkg>_driver.py`` offers ``start(page, names, seed)``, ``play_to_end(page, rng)``
and ``saved_record(page)``; Wind River's clicks come from e2e/driver.py. The games are played
by people only: every click a person makes is timed (in Manitou every privacy screen, party
choice, card, ground, confirm and reckoning step; in White Buffalo every turn kind, card,
territory, display slot, War Card cube, hunt and "continue" through a hunt's steps).

``--breakdown`` also splits each click's time (wrappers installed before the page loads): the
HTML parsing of ``innerHTML``/``insertAdjacentHTML`` assignments, the style and layout the handler's
closing ``offsetHeight`` read forces, and the rest (the Python handler and other DOM calls); the
wrappers add a little time of their own.

Needs ``make setup`` (vendor/) and /usr/bin/chromium (or ``CHROMIUM=/path``). Only 127.0.0.1
is contacted.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Dict, List

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e import driver  # noqa: E402
from e2e.server import StaticServer, built_site  # noqa: E402
from engine.core import registry  # noqa: E402

ARGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]


#: --breakdown: per click [total, html parse ms, style+layout ms, html assignments, characters, what]
#: (what: the clicked element's data-action, or its game attribute such as data-card)
BREAKDOWN_JS = """
(() => {
  const acc = {html: 0, layout: 0, n: 0, chars: 0};
  let what = "?";
  window.wrBreak = [];
  addEventListener("click", (e) => {
    const t = e.target.closest ? e.target : e.target.parentElement;
    const action = t && t.closest("[data-action]");
    const game = t && t.closest("[data-territory],[data-card],[data-row-slot],[data-display-slot],"
                                + "[data-war-cube],[data-retire]");
    const named = (a) => a.startsWith("data-") && a !== "data-index" && a !== "data-herds";
    what = game ? game.getAttributeNames().find(named) || "?"
                : action ? action.getAttribute("data-action") : "?";
  }, true);
  const now = () => performance.now();
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, "innerHTML");
  Object.defineProperty(Element.prototype, "innerHTML", {
    configurable: true, get: inner.get,
    set(v) { const t = now(); inner.set.call(this, v); acc.html += now() - t; acc.n += 1;
             acc.chars += String(v).length; },
  });
  const adjacent = Element.prototype.insertAdjacentHTML;
  Element.prototype.insertAdjacentHTML = function (where, v) {
    const t = now(); const r = adjacent.call(this, where, v); acc.html += now() - t; acc.n += 1;
    acc.chars += String(v).length; return r;
  };
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight");
  Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
    configurable: true,
    get() { const t = now(); const r = height.get.call(this); acc.layout += now() - t; return r; },
  });
  let timings = [];
  Object.defineProperty(window, "wrTimings", {
    configurable: true, get() { return timings; },
    set(a) {
      timings = a;
      a.push = function (x) {
        window.wrBreak.push([x, acc.html, acc.layout, acc.n, acc.chars, what]);
        acc.html = acc.layout = acc.n = acc.chars = 0;
        return Array.prototype.push.call(this, x);
      };
    },
  });
})();
"""


class PlayedByDriver:
    """A game played through e2e/driver.py's move-by-move clicks (Wind River, which has no
    ``e2e/<pkg>_driver.py``): the same three calls as a game's own driver module."""

    def __init__(self, game_id: str) -> None:
        self.game = registry.load(game_id)

    def start(self, page: Any, names: List[str], seed: int) -> None:
        """Fill in and submit the new-game form."""
        self.names, self.seed = names, seed
        driver.start_game(page, names, seed)

    def play_to_end(self, page: Any, rng: random.Random) -> None:
        """Click random legal moves until the game is over."""
        driver.play_out(page, self.game.new_game(self.names, seed=self.seed), rng)

    def saved_record(self, page: Any) -> Dict[str, Any]:
        """The record the page saved (its moves are what was played)."""
        record: Dict[str, Any] = driver.saved_record(page)
        return record


def driver_for(game_id: str) -> Any:
    """The click driver of a game: its ``e2e/<pkg>_driver.py``, else e2e/driver.py's."""
    try:
        return importlib.import_module(f"e2e.{registry.package_name(game_id)}_driver")
    except ModuleNotFoundError:
        return PlayedByDriver(game_id)


def percentile(values: List[float], q: float) -> float:
    """The q-th percentile (0..100), nearest-rank."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


def report_breakdown(parts) -> None:
    """Print the --breakdown figures: each part's p50/p95/mean, and the slowest clicks' split."""
    columns = {
        "html parse (innerHTML, insertAdjacentHTML)": [p[1] for p in parts],
        "style + layout (forced at the end)": [p[2] for p in parts],
        "rest (Python handler, other DOM calls)": [p[0] - p[1] - p[2] for p in parts],
    }
    for name, values in columns.items():
        print(f"  {name}: p50 {percentile(values, 50):.2f} ms, p95 {percentile(values, 95):.2f} ms, "
              f"mean {statistics.fmean(values):.2f} ms")
    print(f"  html assignments per click: mean {statistics.fmean(p[3] for p in parts):.1f}, "
          f"characters per click: mean {statistics.fmean(p[4] for p in parts):.0f}")
    kinds: dict = {}
    for p in parts:
        kinds.setdefault(p[5], []).append(p)
    for what, ps in sorted(kinds.items(), key=lambda kv: -percentile([p[0] for p in kv[1]], 95)):
        totals = [p[0] for p in ps]
        print(f"    {what:18} {len(ps):4} clicks: p50 {percentile(totals, 50):6.2f} "
              f"p95 {percentile(totals, 95):6.2f} ms (layout mean {statistics.fmean(p[2] for p in ps):.2f}, "
              f"html mean {statistics.fmean(p[1] for p in ps):.2f})")
    slow = sorted(parts, key=lambda p: -p[0])[: max(1, len(parts) // 20)]
    mean = statistics.fmean
    print(f"  slowest 5 % ({len(slow)} clicks): mean total {mean(p[0] for p in slow):.2f} ms = "
          f"html {mean(p[1] for p in slow):.2f} + layout {mean(p[2] for p in slow):.2f} "
          f"+ rest {mean(p[0] - p[1] - p[2] for p in slow):.2f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2, help="games to play (default 2)")
    ap.add_argument("--game", default=registry.game_ids()[0], choices=registry.game_ids())
    ap.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    ap.add_argument("--seed", type=int, default=26, help="seed of the first game (then +1, ...)")
    ap.add_argument("--target", type=float, default=16.0, help="p95 budget in ms (exit 1 above)")
    ap.add_argument("--breakdown", action="store_true",
                    help="also split each click into HTML parsing, style+layout and the rest")
    args = ap.parse_args()

    info = registry.info(args.game)
    if not info.min_players <= args.players <= info.max_players:
        ap.error(f"{info.title} is for {info.min_players} to {info.max_players} players")
    game = driver_for(args.game)

    from playwright.sync_api import sync_playwright

    names = ["Ann", "Ben", "Cy", "Dee"][: args.players]
    timings = []
    parts = []
    moves = 0
    with built_site() as (root, _), StaticServer(root) as server, sync_playwright() as pw:
        chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
        browser = pw.chromium.launch(executable_path=chromium, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        if args.breakdown:
            page.add_init_script(BREAKDOWN_JS)
        page.route(lambda url: not url.startswith("http://127.0.0.1"), lambda route: route.abort())
        t0 = time.perf_counter()
        page.goto(server.url + f"wind-river/{args.game}.html")  # the built site, as deployed
        driver.wait_ready(page)
        load = time.perf_counter() - t0
        for g in range(args.games):
            seed = args.seed + g
            if g:
                page.click('[data-action="new-game"]')
            game.start(page, names, seed)
            page.evaluate("window.wrTimings.length = 0; if (window.wrBreak) window.wrBreak.length = 0")
            game.play_to_end(page, random.Random(seed))
            moves += len(game.saved_record(page)["moves"])
            timings.extend(page.evaluate("Array.from(window.wrTimings)"))
            if args.breakdown:
                parts.extend(page.evaluate("Array.from(window.wrBreak)"))
        browser.close()

    p50, p95 = percentile(timings, 50), percentile(timings, 95)
    print(f"{args.game}: page ready in {load:.1f} s; {args.games} game(s) of {args.players}, {moves} moves, "
          f"{len(timings)} clicks")
    print(f"click -> repaint (Python handler + DOM updates + style/layout): p50 {p50:.2f} ms, "
          f"p95 {p95:.2f} ms, mean {statistics.fmean(timings):.2f} ms, max {max(timings):.2f} ms")
    if parts:
        report_breakdown(parts)
    ok = p95 <= args.target
    print(f"p95 target {args.target:g} ms: {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
