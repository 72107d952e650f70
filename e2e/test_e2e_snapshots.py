"""Warm visits from a Python snapshot (ui/snapshots.mjs, issue 50), in the browser.

After a game page is ready, a worker makes a snapshot of a started Python with the game's modules
imported and stores it; the next visit restores it instead of starting Python. These tests open
their contexts with ``snapshots=True`` (every other browser test makes none: e2e/conftest.py) and
check that the game goes on from every kind of start: restored, and after a damaged, a refused, a
stale entry (each dropped, then made again), and that a new build's service worker drops the
snapshots of the old build.
"""

from __future__ import annotations

import gzip
import json
import random
import re
from pathlib import Path

from e2e.conftest import SUBPATH
from e2e.driver import GAME_PAGE, saved_state, start_game, wait_ready, wait_until, worker_active
from e2e.server import StaticServer, build_site_module
from e2e.test_e2e_offline import check_for_update, copy_of, play
from engine import wind_river as wr

NAMES = ["Ann", "Ben", "Cy"]

#: the page's snapshot entry (there is one per game)
ENTRY = ("(async () => { const c = await caches.open('python-snapshots');"
         " const url = new URL('./snapshots/wind-river.snapshot', location.href).href;"
         " return [c, url, await c.match(url)]; })()")

DAMAGE = f"""async () => {{
  const [c, url, hit] = await {ENTRY};
  const bytes = new Uint8Array(await hit.arrayBuffer());
  bytes[bytes.length >> 1] ^= 0xff;
  await c.put(url, new Response(bytes, {{ headers: hit.headers }}));
}}"""

#: well formed (the stored form's own packing, a good check sum) but no memory Pyodide takes
REFUSED = f"""async () => {{
  const [c, url, hit] = await {ENTRY};
  const snaps = await import(new URL('./vendor/pyodide/snapshots.mjs', location.href).href);
  const junk = new Uint8Array(1 << 20).map((_, i) => (i * 2654435761) >>> 24);
  await c.put(url, new Response(snaps.packed(junk), {{ headers: hit.headers }}));
}}"""

STALE = f"""async () => {{
  const [c, url, hit] = await {ENTRY};
  const headers = {{ 'x-snapshot-key': 'an-old-build' }};
  await c.put(url, new Response(await hit.arrayBuffer(), {{ headers }}));
}}"""


def next_snapshot(page) -> str:
    """Wait until the page has made (or failed to make, or kept) the next visit's snapshot."""
    wait_until(page, "['stored', 'failed', 'kept'].includes(window.wrBoot.nextSnapshot)", timeout=120_000)
    return str(page.evaluate("window.wrBoot.nextSnapshot"))


def started_from(page) -> str:
    return str(page.evaluate("window.wrBoot.snapshot"))


def test_the_next_visit_restores_python_and_the_game_goes_on_from_every_kind_of_start(browser, site):
    context = browser.new_context(snapshots=True, viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.goto(site + GAME_PAGE)
        wait_ready(page)
        assert started_from(page) == "none"
        start_game(page, NAMES, 31)
        rng = random.Random(31)
        state = play(page, wr.new_game(NAMES, seed=31), rng, 3)
        assert next_snapshot(page) == "stored"

        page.reload()
        wait_ready(page)
        assert started_from(page) == "restored"
        assert "Welcome back" in page.inner_text("#status")
        state = play(page, state, rng, 2)  # the restored Python plays on
        assert next_snapshot(page) == "kept"

        for damage, said in ((DAMAGE, "corrupt"), (REFUSED, "refused"), (STALE, "stale")):
            page.evaluate(damage)
            page.reload()
            wait_ready(page)
            assert started_from(page) == said, said
            assert wr.to_dict(saved_state(page)) == wr.to_dict(state), said  # nothing lost
            state = play(page, state, rng, 1)
            assert next_snapshot(page) == "stored", said  # made again for the next visit
        page.reload()
        wait_ready(page)
        assert started_from(page) == "restored"
    finally:
        context.close()


def new_modules(site: Path) -> str:
    """A build whose Wind River modules changed: its pack gets a byte more (after the files its
    index names, so it still unpacks), the keys in boot.js and sw.js follow; returns the new key."""
    bs = build_site_module()
    pack = site / "packs" / "wind-river.pack"
    pack.write_bytes(gzip.compress(gzip.decompress(pack.read_bytes()) + b"\0", mtime=0))
    keys = bs.snapshot_keys(site)
    boot = site / "ui" / "boot.js"
    filled = f"const SNAPSHOTS = {json.dumps(keys, sort_keys=True)};"
    boot.write_text(re.sub(r"const SNAPSHOTS = \{[^;]*\};", filled, boot.read_text(encoding="utf-8")),
                    encoding="utf-8")
    bs.write_sw(site)
    return keys["wind-river"]


def test_a_new_build_drops_the_old_builds_snapshots(browser, built):
    context = browser.new_context(snapshots=True, viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        with copy_of(built[1]) as (root, site), StaticServer(root, prefix=SUBPATH) as server:
            page.goto(server.url + GAME_PAGE)
            wait_ready(page)
            start_game(page, NAMES, 32)
            assert next_snapshot(page) == "stored"
            worker_active(page)
            old = page.evaluate(f"{ENTRY}.then(([c, url, hit]) => hit.headers.get('x-snapshot-key'))")
            new = new_modules(site)
            assert new != old
            check_for_update(page)
            page.wait_for_selector("#update", state="visible", timeout=60_000)
            with page.expect_navigation():
                page.click("#update button")
            wait_ready(page)
            # the new build's worker dropped the old snapshot when it took over: nothing to restore
            assert started_from(page) == "none"
            assert next_snapshot(page) == "stored"
            assert page.evaluate(f"{ENTRY}.then(([c, url, hit]) => hit.headers.get('x-snapshot-key'))") == new
    finally:
        context.close()
