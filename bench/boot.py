"""Page load: each game page against bare Pyodide, cold and warm, skeleton time, bytes on the
wire; and the home page's first paint and weight.

In one run, in rotating order (bare, stock, game / game, bare, stock / ...), for every game page of
the site (``<id>.html``: wind-river.html, …), N cold loads each of

  (a) bench/bare.html: a page that only boots self-hosted Pyodide (``loadPyodide`` from
      bare/pyodide/: the site's Pyodide files, but the full standard library and package index
      as npm ships them, not the site's trimmed ones, scripts/trim_stdlib.py), until its
      ``body[data-ready]``;
  (s) bench/stock-pyscript.html: PyScript as npm ships it on the bare page's Pyodide, a script
      that only marks the page ready;
  (b) the game page (the built site, served under /wind-river/) until ``document.body.dataset.ready``,

each in a fresh browser context (empty HTTP cache, no service worker). After each cold game load
the same context waits for the service worker to finish installing and for the page's Python
snapshot (ui/snapshots.mjs) to be stored, and loads the game again: that is the warm load (from
the snapshot); then once more with the snapshot deleted (the warm load without it, for
comparison). Also measured on every cold game load: when the board skeleton is first painted
(first animation frame after it is laid out) and first contentful paint.

Bytes on the wire are counted by the server (response bodies, uncompressed as served here) and
also given as gzip-compressed sizes of the same files (what a compressing host such as GitHub
Pages sends). The deployed size is every file of the built site, raw and gzip.

Then N cold loads of the home page (index.html: plain HTML, no Python), alternating with
plain.html (the same page with every script taken out, written beside it): both first
contentful paints, their ratio, and the home page's weight (every byte it loads, Resource Timing).

Then the same cold loads under a throttled network (Chromium's DevTools network emulation,
``Network.emulateNetworkConditions``: 10 Mbit/s down and up, 40 ms latency), the server sending
every file gzip-compressed (``Content-Encoding: gzip`` whenever that is smaller, as a compressing
host such as GitHub Pages does) and the pages' service worker blocked (its install would download
the whole site again just as the page gets ready): for every game page, alternating with the
bare page, N cold loads each; printed per page: the bytes over the wire (the gzip bodies the
server sent until the page was ready), the cold time to interactive (``body[data-ready]``) and its
ratio to the bare page's under the same profile.

Every load is in a fresh browser context (a new profile: empty HTTP cache, storage and code
cache). The load average is printed at the start and the end: the machine may be shared, so
the figures that count are the ratios of loads taken side by side in this one run.

Prints medians and the ratio game/bare per game page; exits 1 when a target is missed
(issue 33): game/bare <= 0.6 locally and <= 0.9 throttled, <= 5.0 MB gzip over the wire per
cold game page (both profiles), home page first paint <= 1.3x the plain page's (and <= 0.3 s,
weight <= 60 KB); also skeleton <= 0.3 s, deployed gzip <= 7 MB; and (issue 50) warm <= 0.4 x cold,
every warm load from the snapshot, cold <= 0.6 x stock PyScript.

    python3 bench/boot.py [-n 5] [--only local|throttled] [--game white-buffalo]

``--game`` measures only that game page (and the home page), e.g. after a change to one page.

Needs ``make setup`` (vendor/) and /usr/bin/chromium (or ``CHROMIUM=/path``). Only 127.0.0.1 is
contacted. The machine may be shared: timings are noisy, so compare medians from one run.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import io
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.server import StaticServer, _Handler, build_site_module, built_site  # noqa: E402

ARGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]
SUB = "wind-river"
# issue 33: a game page playable in <= 0.6x a bare Pyodide page's time locally, <= 0.9x through the
# 10 Mbit/s link, <= 5.0 MB gzip over the wire; the home page's first paint <= 1.3x a plain page's
# issue 50: a warm visit (from the Python snapshot) <= 0.4x the cold one, cold <= 0.6x stock PyScript
TARGETS = {"ratio": 0.6, "skeleton_s": 0.3, "warm_over_cold": 0.4, "over_stock_pyscript": 0.6,
           "deployed_gzip_mb": 7.0,
           "home_paint_s": 0.3, "home_kb": 60.0, "home_over_plain": 1.3, "page_gzip_mb": 5.0,
           "throttled_page_gzip_mb": 5.0, "throttled_ratio": 0.9}
# the throttled profile (DevTools units: bytes per second, milliseconds)
MBIT = 10
THROTTLE = {"offline": False, "latency": 40, "downloadThroughput": MBIT * 1e6 / 8,
            "uploadThroughput": MBIT * 1e6 / 8}
# The home page's weight: the document and everything it loaded (decoded bytes), once loaded.
HOME_WEIGHT = """() => new Promise((done) => {
  const sum = () => {
    const nav = performance.getEntriesByType("navigation")[0];
    const res = performance.getEntriesByType("resource");
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    done({ bytes: nav.decodedBodySize + res.reduce((a, r) => a + r.decodedBodySize, 0),
           files: 1 + res.length, fcp: fcp ? fcp.startTime : null });
  };
  if (document.readyState === "complete") setTimeout(sum, 50);
  else addEventListener("load", () => setTimeout(sum, 50));
})"""

# Runs in every page before its own scripts: record when body[data-ready] appears and when the
# board skeleton is first painted (ms since navigation start).
PROBE = """
(() => {
  const t = (window.__bench = {});
  new MutationObserver(() => {
    if (!t.ready && document.body && document.body.dataset.ready) {
      t.ready = performance.now();
      // marks in the server's log where "until ready" ends (READY_MARK; the service worker's
      // install starts at the same moment and is not part of it)
      fetch("./pyscript.toml?" + "bench-ready", { cache: "no-store" }).catch(() => {});
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
  const look = () => {
    const sk = document.querySelector(".board-skeleton, [data-skeleton]");  // the page's skeleton
    if (sk && sk.getBoundingClientRect().width > 0) {
      requestAnimationFrame(() => { t.skeleton = performance.now(); });
    } else if (!t.ready) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();
"""


LOCAL = ("http://127.0.0.1", "data:", "blob:")
READY_MARK = "?bench-ready"


def until_ready(server: Any, start: int) -> list:
    """The server's log of (path, bytes) from ``start`` up to the page's ready mark (PROBE's
    request), without it; waits up to 5 s for the mark."""
    for _ in range(100):
        sent = list(server.sent[start:])
        cut = next((i for i, (p, _) in enumerate(sent) if p.endswith(READY_MARK)), None)
        if cut is not None:
            return sent[:cut]
        time.sleep(0.05)
    raise RuntimeError("the page's ready mark never reached the server")


def offsite_recorder(offsite: list) -> Callable[[Any], None]:
    """A request listener that adds to ``offsite`` the URL of every request leaving 127.0.0.1."""

    def record(request: Any) -> None:
        if not request.url.startswith(LOCAL):
            offsite.append(request.url)

    return record


def timing(page) -> dict:
    page.wait_for_function("window.__bench && window.__bench.ready", timeout=120_000, polling=50)
    return page.evaluate("""() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0];
      return { ...window.__bench, fcp: fcp ? fcp.startTime : null };
    }""")


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def load_average() -> str:
    """The machine's load average (1, 5, 15 min): the figures are ratios taken side by side, but
    how busy the machine was says how far to trust them."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg()) + f" on {os.cpu_count()} cores"
    except OSError:
        return "unknown"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=7, help="cold loads of each page (default 7, at least 5)")
    ap.add_argument("--only", choices=("local", "throttled"), help="run only one of the two comparisons")
    ap.add_argument("--game", help="only this game page (its id, e.g. white-buffalo; default: every one)")
    args = ap.parse_args()
    n = max(5, args.n)

    from playwright.sync_api import sync_playwright

    bs = build_site_module()
    games = bs.game_pages()
    if args.game:
        if args.game not in games:
            ap.error(f"--game must be one of {', '.join(games)}")
        games = [args.game]
    ok = True
    print(f"load average at the start: {load_average()}")
    with built_site(SUB) as (root, site):
        add_bare_page(root, site)
        add_stock_pyscript_page(root)
        add_plain_page(site)
        gz = {"/" + SUB + "/" + rel: g for rel, _, g in bs.costs(site)}
        gz["/" + SUB + "/"] = gz["/" + SUB + "/index.html"]
        deployed = bs.costs(site)
        offsite: list = []
        with StaticServer(root) as server, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                         args=ARGS)
            base = f"http://127.0.0.1:{server.port}/"
            if args.only != "throttled":
                for game_id in games:
                    ok &= game_page(pw, browser, server, base, f"{SUB}/{game_id}.html", n, gz, offsite)
                # a first paint is a frame or two (16 ms steps) and a load takes a fraction of a
                # second: more pairs for a steady median
                ok &= home_page(browser, base + SUB + "/", max(15, 3 * n), offsite)
            browser.close()
            if args.only != "local":
                ok &= throttled(pw, root, [f"{SUB}/{g}.html" for g in games], n, offsite)
        if offsite:
            print(f"requests left 127.0.0.1: {offsite}")
            return 1
    dep_raw = sum(r[1] for r in deployed)
    dep_gz = sum(r[2] for r in deployed)
    print(f"deployed site: {len(deployed)} files, {dep_raw / 1e6:.2f} MB raw, {dep_gz / 1e6:.2f} MB gzip "
          f"(target <= {TARGETS['deployed_gzip_mb']} MB gzip)")
    print("  per file (raw B, gzip B):")
    for rel, size, g in deployed:
        print(f"    {size:>10,} {g:>10,}  {rel}")
    ok &= dep_gz / 1e6 <= TARGETS["deployed_gzip_mb"]
    print(f"load average at the end: {load_average()}")
    print("all targets met" if ok else "TARGET MISSED")
    return 0 if ok else 1


class GzipHandler(_Handler):
    """The test server's handler, sending each file gzip-compressed when the browser accepts it
    and that is smaller (compressed once per file); the recorded bytes are the bodies sent."""

    cache: dict = {}

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"
        if not path.is_file() or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        key = (str(path), path.stat().st_mtime_ns)
        if key not in self.cache:
            data = path.read_bytes()
            packed = gzip.compress(data, compresslevel=6, mtime=0)
            self.cache[key] = (packed, True) if len(packed) < len(data) else (data, False)
        body, packed = self.cache[key]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        if packed:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", email.utils.formatdate(path.stat().st_mtime, usegmt=True))
        self.end_headers()
        return io.BytesIO(body)


def add_bare_page(root: Path, site: Path) -> None:
    """bench/bare.html at /bare/, with Pyodide's full, untrimmed runtime beside it (bare/pyodide/)."""
    (root / "bare" / "pyodide").mkdir(parents=True)
    shutil.copy(ROOT / "bench" / "bare.html", root / "bare" / "index.html")
    for path in (site / "vendor" / "pyodide").iterdir():
        if path.name != "early.mjs":
            shutil.copy(path, root / "bare" / "pyodide" / path.name)
    # the files Pyodide ships, not the site's trimmed ones (scripts/trim_stdlib.py)
    for name in ("python_stdlib.zip", "pyodide-lock.json"):
        shutil.copy(ROOT / "vendor" / "pyodide" / name, root / "bare" / "pyodide" / name)


def add_stock_pyscript_page(root: Path) -> None:
    """bench/stock-pyscript.html at /stock-pyscript/, with PyScript's dist folder as npm ships it
    beside it, on the bare page's Pyodide (add_bare_page first)."""
    (root / "stock-pyscript").mkdir(parents=True)
    shutil.copy(ROOT / "bench" / "stock-pyscript.html", root / "stock-pyscript" / "index.html")
    dist = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    shutil.copytree(dist, root / "stock-pyscript" / "pyscript")


def add_plain_page(site: Path) -> None:
    """plain.html beside the home page: the same HTML, text and inline style with every script
    taken out (what the home page's first paint is compared with)."""
    html = (site / "index.html").read_text(encoding="utf-8")
    plain = re.sub(r"<script\b[^>]*>.*?</script>\s*", "", html, flags=re.S)
    (site / "plain.html").write_text(plain, encoding="utf-8")


def throttled(pw, root: Path, pages: list[str], n: int, offsite: list) -> bool:
    """Every game page against the bare page on the throttled profile, gzip served, service worker
    blocked: prints bytes, time to interactive and ratio per page; True when on target."""
    times: dict[str, list[float]] = {p: [] for p in pages}
    wire: dict[str, list[int]] = {p: [] for p in pages}
    bare_t: list[float] = []
    bare_wire: list[int] = []
    server = StaticServer(root)
    server.httpd.RequestHandlerClass = functools.partial(GzipHandler, directory=str(root))
    with server:
        chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
        browser = pw.chromium.launch(executable_path=chromium, args=ARGS)
        base = f"http://127.0.0.1:{server.port}/"
        for i in range(n):
            for which in (["bare", *pages] if i % 2 == 0 else [*pages, "bare"]):
                ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
                ctx.on("request", offsite_recorder(offsite))
                ctx.add_init_script(PROBE)
                page = ctx.new_page()
                cdp = ctx.new_cdp_session(page)
                cdp.send("Network.enable")
                cdp.send("Network.emulateNetworkConditions", THROTTLE)
                start = len(server.sent)
                page.goto(base + ("bare/" if which == "bare" else which))
                ready = timing(page)["ready"]
                sent = sum(b for p, b in server.sent[start:] if not p.endswith(READY_MARK))
                ctx.close()
                (bare_t if which == "bare" else times[which]).append(ready)
                (bare_wire if which == "bare" else wire[which]).append(sent)
        browser.close()
    rb = median(bare_t)
    ms = lambda xs: ", ".join(f"{x:.0f}" for x in xs)  # noqa: E731
    print(f"throttled network ({MBIT} Mbit/s, {THROTTLE['latency']} ms latency; files served "
          f"gzip-compressed; bytes = gzip bodies sent until ready): {n} cold loads each, alternating")
    print(f"  bare Pyodide (full runtime)   ready median {rb:7.0f} ms [{ms(bare_t)}]  "
          f"{median(bare_wire) / 1e6:.2f} MB over the wire")
    ok = True
    for p in pages:
        gb, mb = median(times[p]), median(wire[p]) / 1e6
        paired = median([g / b for g, b in zip(times[p], bare_t, strict=True)])
        print(f"  {p:<29} ready median {gb:7.0f} ms [{ms(times[p])}]  {mb:.2f} MB over the wire "
              f"(target <= {TARGETS['throttled_page_gzip_mb']})")
        print(f"  {'':<29} ratio to bare {gb / rb:.3f} (median of the paired ratios {paired:.3f}; "
              f"target <= {TARGETS['throttled_ratio']})")
        ok = ok and mb <= TARGETS["throttled_page_gzip_mb"] and gb / rb <= TARGETS["throttled_ratio"]
    return ok


def home_page(browser, url: str, n: int, offsite: list) -> bool:
    """Cold loads of the home page interleaved with the plain page (plain.html: the same page
    without scripts), each in a fresh context: first contentful paints, their ratio, the home
    page's weight; True when on target."""
    paints: dict[str, list[float]] = {"home": [], "plain": []}
    weights = []
    for i in range(n):
        for which in (("home", "plain") if i % 2 == 0 else ("plain", "home")):
            ctx = browser.new_context(viewport={"width": 1280, "height": 800})
            ctx.on("request", offsite_recorder(offsite))
            page = ctx.new_page()
            page.goto(url + ("plain.html" if which == "plain" else ""))
            got = page.evaluate(HOME_WEIGHT)
            paints[which].append(got["fcp"] if got["fcp"] is not None else float("nan"))
            if which == "home":
                weights.append(got["bytes"])
            ctx.close()
    # a load whose first paint was not reported (nan: a busy machine) counts for neither side
    kept = [(h, p) for h, p in zip(paints["home"], paints["plain"], strict=True) if h == h and p == p]
    paint, plain = median([h for h, _ in kept]) / 1000, median([p for _, p in kept]) / 1000
    weight = median(weights) / 1000
    paired = median([h / p for h, p in kept])
    ms = lambda xs: ", ".join(f"{x:.0f}" for x in xs)  # noqa: E731
    print(f"home page (index.html): {n} cold loads, alternating with plain.html (the same page, no scripts)")
    print(f"  first contentful paint  median {paint * 1000:7.0f} ms [{ms(paints['home'])}]"
          f"   (target <= {TARGETS['home_paint_s'] * 1000:.0f} ms)")
    print(f"  plain page's            median {plain * 1000:7.0f} ms [{ms(paints['plain'])}]")
    print(f"  ratio home/plain: {paint / plain:.3f}   (target <= {TARGETS['home_over_plain']}; median of the "
          f"{n} paired ratios {paired:.3f})")
    print(f"  weight                  median {weight:7.1f} KB   (target <= {TARGETS['home_kb']:.0f} KB)")
    return (paint <= TARGETS["home_paint_s"] and weight <= TARGETS["home_kb"]
            and paint / plain <= TARGETS["home_over_plain"])


def game_page(pw, browser, server, base: str, path: str, n: int, gz: dict, offsite: list) -> bool:
    """Cold and warm loads of one game page against bare Pyodide and stock PyScript; True when on
    target. Warm: the same profile again once the service worker is installed and the page has
    stored its Python snapshot (ui/snapshots.mjs); also once more without the snapshot (the
    warm start as it was before snapshots), side by side."""
    bare_t: list[float] = []
    stock_t: list[float] = []
    game_t: list[float] = []
    warm_t: list[float] = []
    plain_t: list[float] = []
    skel: list[float] = []
    fcp: list[float] = []
    wire_ready, wire_total = [], []
    restored = 0

    def load(url):
        ctx = browser.new_context(viewport={"width": 1280, "height": 800})
        # no ctx.route(): Playwright turns the HTTP cache off while routing; requests are
        # checked instead (nothing may leave 127.0.0.1)
        ctx.on("request", offsite_recorder(offsite))
        ctx.add_init_script(PROBE)
        page = ctx.new_page()
        page.goto(url)
        return ctx, page, timing(page)

    orders = (("bare", "stock", "game"), ("game", "bare", "stock"), ("stock", "game", "bare"))
    for i in range(n):
        for which in orders[i % 3]:
            if which in ("bare", "stock"):
                ctx, page, t = load(base + ("bare/" if which == "bare" else "stock-pyscript/"))
                (bare_t if which == "bare" else stock_t).append(t["ready"])
                ctx.close()
                continue
            start = len(server.sent)
            ctx, page, t = load(base + path)
            game_t.append(t["ready"])
            skel.append(t.get("skeleton") or float("nan"))
            fcp.append(t.get("fcp") or float("nan"))
            wire_ready.append(until_ready(server, start))
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            page.wait_for_function("['stored', 'failed', 'kept'].includes(window.wrBoot.nextSnapshot)",
                                   timeout=120_000, polling=100)
            wire_total.append([e for e in server.sent[start:] if not e[0].endswith(READY_MARK)])
            page.reload()
            warm = timing(page)
            assert page.evaluate("navigator.serviceWorker.controller !== null"), "warm load not from the SW"
            restored += page.evaluate("window.wrBoot.snapshot") == "restored"
            warm_t.append(warm["ready"])
            page.evaluate("caches.delete('python-snapshots')")
            page.reload()
            plain_t.append(timing(page)["ready"])
            ctx.close()

    # One more cold visit in a normal (on-disk) profile: Playwright's default contexts are
    # incognito, whose in-memory HTTP cache does not keep the 9.6 MB wasm, so there the
    # service worker's install downloads it again; a normal profile serves it from disk.
    with tempfile.TemporaryDirectory(prefix="buffalo-profile-") as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=ARGS)
        ctx.on("request", offsite_recorder(offsite))
        ctx.add_init_script(PROBE)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        start = len(server.sent)
        page.goto(base + path)
        timing(page)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        disk_visit = list(server.sent[start:])
        ctx.close()

    def wire(loads):
        raw = median([sum(b for _, b in sent) for sent in loads])
        packed = median([sum(gz.get(p.split("?")[0], b) for p, b in sent) for sent in loads])
        return raw, packed

    rb, gb, sb = median(bare_t), median(game_t), median(stock_t)
    ratio = gb / rb
    warm, plain = median(warm_t), median(plain_t)
    sk = median(skel) / 1000
    raw_ready, gz_ready = wire(wire_ready)
    raw_total, gz_total = wire(wire_total)
    raw_disk, gz_disk = wire([disk_visit])
    paired = median([g / b for g, b in zip(game_t, bare_t, strict=True)])
    ms = lambda xs: ", ".join(f"{x:.0f}" for x in xs)  # noqa: E731
    print(f"{path}: {n} cold loads each, alternating with bare Pyodide; times in ms from navigation start")
    print(f"  (a) bare Pyodide ready   median {rb:7.0f}   [{ms(bare_t)}]")
    print(f"  (s) stock PyScript ready median {sb:7.0f}   [{ms(stock_t)}]")
    print(f"  (b) game ready (cold)    median {gb:7.0f}   [{ms(game_t)}]")
    print(f"      game ready (warm)    median {warm:7.0f}   [{ms(warm_t)}]  (from the snapshot in "
          f"{restored} of {len(warm_t)})")
    print(f"      warm, no snapshot    median {plain:7.0f}   [{ms(plain_t)}]  (service worker only)")
    print(f"      skeleton painted     median {median(skel):7.0f}   [{ms(skel)}]  (first contentful paint "
          f"median {median(fcp):.0f})")
    print(f"  ratio game/bare (cold): {ratio:.3f}   (target <= {TARGETS['ratio']}; median of the "
          f"{n} paired ratios {paired:.3f})")
    print(f"  ratio game/stock PyScript (cold): {gb / sb:.3f}   (target <= {TARGETS['over_stock_pyscript']})")
    print(f"  warm/cold:              {warm / gb:.3f}   (target <= {TARGETS['warm_over_cold']}; without the "
          f"snapshot {plain / gb:.3f})")
    print(f"  skeleton:               {sk:.3f} s   (target <= {TARGETS['skeleton_s']} s)")
    print(f"  bytes on the wire, cold game load until ready: {raw_ready / 1e6:.2f} MB raw, "
          f"{gz_ready / 1e6:.2f} MB gzip; with the service worker's install: {raw_total / 1e6:.2f} MB raw, "
          f"{gz_total / 1e6:.2f} MB gzip (incognito contexts)")
    print(f"  bytes on the wire, one cold visit in a normal profile incl. the service worker's install: "
          f"{raw_disk / 1e6:.2f} MB raw, {gz_disk / 1e6:.2f} MB gzip")
    print(f"  wire bytes (gzip) per cold game load until ready: {gz_ready / 1e6:.2f} MB   "
          f"(target <= {TARGETS['page_gzip_mb']} MB)")
    return (ratio <= TARGETS["ratio"] and sk <= TARGETS["skeleton_s"]
            and warm / gb <= TARGETS["warm_over_cold"] and gz_ready / 1e6 <= TARGETS["page_gzip_mb"]
            and gb / sb <= TARGETS["over_stock_pyscript"] and restored == len(warm_t))


if __name__ == "__main__":
    sys.exit(main())
