"""Click → repaint time inside a game page, over whole games played by clicks.

The page's Python click handler records its own duration (``performance.now()`` before the
handler and after the DOM is updated) in ``window.wrTimings``; this script plays seeded games in
Debian's Chromium (headless) through the page, reads those numbers and prints p50/p95/max.
Target: p95 <= 16 ms (one frame at 60 Hz).

    python3 bench/click.py [--game wind-river|manitou|white-buffalo] [--games 2] [--players 4] [--seed 26]

Manitou and White Buffalo games are played by people only (every privacy screen, party choice,
card, ground, confirm and reckoning step is a timed click; in White Buffalo every turn kind,
card, territory, display slot, War Card cube, hunt and "continue" through a hunt's steps).

``--breakdown`` also splits each click's time (wrappers installed before the page loads): the
HTML parsing of ``innerHTML``/``insertAdjacentHTML`` assignments, the style and layout the handler's
closing ``offsetHeight`` read forces, and the rest (the Python handler and other DOM calls); the
wrappers add a little time of their own.

Needs ``make setup`` (vendor/) and /usr/bin/chromium (or ``CHROMIUM=/path``). Only 127.0.0.1
is contacted.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import wind_river as wr  # noqa: E402
from e2e import manitou_driver, white_buffalo_driver  # noqa: E402
from e2e.driver import play_out, start_game, wait_ready  # noqa: E402
from e2e.server import StaticServer, built_site  # noqa: E402

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
    const game = t && t.closest("[data-territory],[data-card],[data-row-slot],[data-display-slot],[data-war-cube],[data-retire]");
    what = game ? game.getAttributeNames().find((a) => a.startsWith("data-") && a !== "data-index" && a !== "data-herds") || "?"
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


def percentile(values, q: float) -> float:
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
        print(f"    {what:18} {len(ps):4} clicks: p50 {percentile(totals, 50):6.2f} p95 {percentile(totals, 95):6.2f} ms"
              f" (layout mean {statistics.fmean(p[2] for p in ps):.2f}, html mean {statistics.fmean(p[1] for p in ps):.2f})")
    slow = sorted(parts, key=lambda p: -p[0])[: max(1, len(parts) // 20)]
    mean = statistics.fmean
    print(f"  slowest 5 % ({len(slow)} clicks): mean total {mean(p[0] for p in slow):.2f} ms = "
          f"html {mean(p[1] for p in slow):.2f} + layout {mean(p[2] for p in slow):.2f} "
          f"+ rest {mean(p[0] - p[1] - p[2] for p in slow):.2f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2, help="games to play (default 2)")
    ap.add_argument("--game", default="wind-river", choices=("wind-river", "manitou", "white-buffalo"))
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--seed", type=int, default=26, help="seed of the first game (then +1, ...)")
    ap.add_argument("--target", type=float, default=16.0, help="p95 budget in ms (exit 1 above)")
    ap.add_argument("--breakdown", action="store_true",
                    help="also split each click into HTML parsing, style+layout and the rest")
    args = ap.parse_args()

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
        wait_ready(page)
        load = time.perf_counter() - t0
        for g in range(args.games):
            seed = args.seed + g
            if g:
                page.click('[data-action="new-game"]')
            if args.game == "white-buffalo":
                white_buffalo_driver.start(page, names, seed)
                page.evaluate("window.wrTimings.length = 0; if (window.wrBreak) window.wrBreak.length = 0")
                white_buffalo_driver.play_to_end(page, random.Random(seed))
                moves += len(white_buffalo_driver.saved_record(page)["moves"])
            elif args.game == "manitou":
                manitou_driver.start(page, names, seed)
                page.evaluate("window.wrTimings.length = 0; if (window.wrBreak) window.wrBreak.length = 0")
                manitou_driver.play_to_end(page, random.Random(seed))
                moves += len(manitou_driver.saved_record(page)["moves"])
            else:
                if args.players == 2:
                    ap.error("Wind River is for 3 or 4 players")
                start_game(page, names, seed)
                page.evaluate("window.wrTimings.length = 0; if (window.wrBreak) window.wrBreak.length = 0")
                _, n, _ = play_out(page, wr.new_game(names, seed=seed), random.Random(seed))
                moves += n
            timings.extend(page.evaluate("Array.from(window.wrTimings)"))
            if args.breakdown:
                parts.extend(page.evaluate("Array.from(window.wrBreak)"))
        browser.close()

    p50, p95 = percentile(timings, 50), percentile(timings, 95)
    print(f"{args.game}: page ready in {load:.1f} s; {args.games} game(s) of {args.players}, {moves} moves, "
          f"{len(timings)} clicks")
    print(f"click -> repaint (Python handler + DOM updates + style/layout): p50 {p50:.2f} ms, p95 {p95:.2f} ms, "
          f"mean {statistics.fmean(timings):.2f} ms, max {max(timings):.2f} ms")
    if parts:
        report_breakdown(parts)
    ok = p95 <= args.target
    print(f"p95 target {args.target:g} ms: {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
