// Drives the built site's vendor/pyodide/snapshots.mjs in Node (tests/test_snapshots.py):
// makes a game's snapshot as the page's worker would, restores it as the page would, and tries
// a stale, a damaged and a refused entry. Node has no Cache Storage: a Map stands in for it, and
// fetch() of the pack reads the file. Prints one JSON object with what happened.
//
//   node tests/snapshots_check.mjs <built site folder> <game id>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [site, game] = process.argv.slice(2);
const stores = new Map();
globalThis.caches = {
  async open(name) {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name);
    return {
      async match(url) { const hit = store.get(String(url)); return hit ? hit.clone() : undefined; },
      async put(url, response) { store.set(String(url), new Response(await response.arrayBuffer(), { headers: response.headers })); },
      async delete(url) { return store.delete(String(url)); },
      async keys() { return [...store.keys()].map((url) => ({ url })); },
    };
  },
};
const realFetch = globalThis.fetch;
globalThis.fetch = async (url) => {
  const u = String(url);
  if (!u.startsWith("file:")) return realFetch(url);
  return new Response(fs.readFileSync(new URL(u)));
};

const vendor = path.join(site, "vendor", "pyodide");
const snaps = await import(pathToFileURL(path.join(vendor, "snapshots.mjs")).href);
// as the page starts Python: early.mjs's startPyodide (the site's standard library, its pack)
const { startPyodide: loadPyodide } = await import(pathToFileURL(path.join(vendor, "early.mjs")).href);
const indexURL = vendor + path.sep;  // Node wants a folder, the browser a URL
const pack = pathToFileURL(path.join(site, "packs", `${game}.pack`)).href;
const out = { apiVersion: (await import(pathToFileURL(path.join(vendor, "pyodide.mjs")).href)).version };

async function start(key) {
  const said = [];
  const report = (s) => said.push(s);
  const py = await snaps.restore(loadPyodide, { indexURL, game }, snaps.read(game, key, report), report);
  const seen = py.runPython(`import sys, random, json
json.dumps([sorted(m for m in sys.modules if m.startswith(("engine.", "ui."))), random.random()])`);
  const [modules, draw] = JSON.parse(seen);
  return { said, modules, draw };
}
async function entry() {
  return (await caches.open(snaps.STORE)).match(snaps.entryUrl(game));
}
async function replaceBody(bytes, key) {
  await (await caches.open(snaps.STORE)).put(snaps.entryUrl(game), new Response(bytes, { headers: { "x-snapshot-key": key } }));
}

// the stored form gives back what it was given: zero runs long and short, an odd length
const sample = new Uint8Array(3 * 8192 + 7);
sample.set([1, 2, 3], 0); sample.set([9], 5000); sample.set([4, 5], 16384 + 3); sample[sample.length - 1] = 7;
const back = snaps.unpacked(snaps.packed(sample));
out.roundTrip = !!back && back.length === sample.length && back.every((b, i) => b === sample[i]);
out.packedSmaller = snaps.packed(sample).length < sample.length;
out.notOurs = snaps.unpacked(new TextEncoder().encode("PYSNAP01 but nothing else")) === null;

const KEY = "key-1";
out.before = await start(KEY);                      // nothing stored: a normal start
await snaps.makeSnapshot({ game, key: KEY, pack, indexURL });
const stored = await entry();
out.stored = { key: stored.headers.get("x-snapshot-key"), storedBytes: (await stored.arrayBuffer()).byteLength,
               rawBytes: Number(stored.headers.get("x-snapshot-bytes")) };
out.first = await start(KEY);
out.second = await start(KEY);
out.stale = await start("key-2");
out.staleKept = !!(await entry());
await snaps.makeSnapshot({ game, key: KEY, pack, indexURL });
const good = new Uint8Array(await (await entry()).arrayBuffer());
const damaged = good.slice();
damaged[damaged.length >> 1] ^= 0xff;
await replaceBody(damaged, KEY);
out.damaged = await start(KEY);
out.damagedKept = !!(await entry());
const junk = new Uint8Array(1 << 20).map((_, i) => (i * 2654435761) >>> 24);
await replaceBody(snaps.packed(junk), KEY);   // well formed, but no memory Pyodide takes
out.refused = await start(KEY);
out.refusedKept = !!(await entry());
console.log(JSON.stringify(out));
process.exit(0);
