// Warm visits from a snapshot: Python restored with the game's modules already imported.
//
// A hot-seat game is continued far more often than started, and every visit used to start Python
// and import the game's modules again (about a second of a 1.8 s warm start). Pyodide can restore
// a memory snapshot of a started interpreter instead (its `_makeSnapshot` / `makeMemorySnapshot()` /
// `_loadSnapshot` options: underscore API, pinned by the npm lockfile, checked on every run by
// tests/test_snapshots.py, which fails loudly when an upgrade changes them).
//
// scripts/build_site.py copies this file to vendor/pyodide/snapshots.mjs (beside pyodide.mjs) and
// fills in each game's key (SHA-256 of the runtime and of the game's pack) in ui/boot.js and sw.js.
//
// On the page (ui/boot.js):
//   read(game, key)  the snapshot's bytes when the cache holds one made for this key (started at
//       once, beside the runtime's downloads); restore(loadPyodide, {indexURL, game}, bytes)
//       Python from them, else (missing, stale, corrupt or refused: the entry is dropped) a normal
//       start. Python's random generator is seeded afresh either way.
//   makeLater({game, key, pack})  once the game is ready and the browser idle: unless the cache has
//       this key's snapshot, a worker (this same module) starts its own Python, imports the game's
//       modules, takes the snapshot and stores it (its zero runs left out). The page's thread does none of it.
// The cache ("python-snapshots", one entry per game, so at most one per game) is pruned by the
// service worker when a new build activates: an entry whose key the build does not list goes.

export const STORE = "python-snapshots";
const KEY_HEADER = "x-snapshot-key";
const SITE = new URL("../../", import.meta.url).href;

/** The cache URL of a game's snapshot. */
export function entryUrl(game) {
  return `${SITE}snapshots/${game}.snapshot`;
}

function usable() {
  return typeof caches === "object";
}

// ---- the stored form: the snapshot without its long runs of zeros, with a check sum ----------
// A snapshot is Python's whole memory, 31 MB of which about 14 MB are runs of zeros; gzip makes it
// 5 MB but takes about 300 ms to undo on the page, more than the snapshot saves. Dropping only the
// zero runs (17 MB) reads back in about 60 ms. Layout (little-endian uint32 unless said):
//   "PYSNAP01" | raw length | segments n | check sum of what follows | n × (offset, length) | data
const MAGIC = "PYSNAP01";
const ZERO_RUN_WORDS = 1024;  // runs of at least 4 KiB of zeros are left out

function checksum(bytes, from) {
  const n = (bytes.length - from) >>> 2;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset + from, n);
  let h = 0x811c9dc5 | 0, g = 0;
  for (let i = 0; i < n; i++) { h = Math.imul(h ^ words[i], 16777619); g = (g + h) | 0; }
  for (let i = from + 4 * n; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 16777619);
  return (h ^ g) >>> 0;
}

/** ``raw`` (a snapshot) in the stored form. */
export function packed(raw) {
  const words = new Uint32Array(raw.buffer, raw.byteOffset, raw.length >>> 2);
  const segments = [];
  let start = 0;
  for (let i = 0; i < words.length;) {
    if (words[i] !== 0) { i++; continue; }
    let j = i;
    while (j < words.length && words[j] === 0) j++;
    if (j - i >= ZERO_RUN_WORDS) {
      if (i > start) segments.push([4 * start, 4 * (i - start)]);
      start = j;
    }
    i = j;
  }
  if (raw.length > 4 * start) segments.push([4 * start, raw.length - 4 * start]);
  const head = 20 + 8 * segments.length;
  const out = new Uint8Array(head + segments.reduce((n, [, length]) => n + length, 0));
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(8, raw.length, true);
  view.setUint32(12, segments.length, true);
  let at = head;
  segments.forEach(([offset, length], k) => {
    view.setUint32(20 + 8 * k, offset, true);
    view.setUint32(24 + 8 * k, length, true);
    out.set(raw.subarray(offset, offset + length), at);
    at += length;
  });
  view.setUint32(16, checksum(out, 20), true);
  return out;
}

/** The snapshot a stored form holds, or null when it is not one or is damaged. */
export function unpacked(stored) {
  if (stored.length < 20 || new TextDecoder().decode(stored.subarray(0, 8)) !== MAGIC) return null;
  const view = new DataView(stored.buffer, stored.byteOffset, stored.length);
  const rawLength = view.getUint32(8, true), n = view.getUint32(12, true);
  if (20 + 8 * n > stored.length || view.getUint32(16, true) !== checksum(stored, 20)) return null;
  const raw = new Uint8Array(rawLength);
  let at = 20 + 8 * n;
  for (let k = 0; k < n; k++) {
    const offset = view.getUint32(20 + 8 * k, true), length = view.getUint32(24 + 8 * k, true);
    if (offset + length > rawLength || at + length > stored.length) return null;
    raw.set(stored.subarray(at, at + length), offset);
    at += length;
  }
  return at === stored.length ? raw : null;
}

/** Forget the game's snapshot (also when a page restored from it then failed to start: the next
 *  visit starts as usual). */
export async function drop(game) {
  try { await (await caches.open(STORE)).delete(entryUrl(game)); } catch (error) { /* nothing kept */ }
}

async function stored(game, key) {
  const hit = await (await caches.open(STORE)).match(entryUrl(game));
  if (!hit) return null;
  if (hit.headers.get(KEY_HEADER) !== key) return "stale";
  return hit;
}

/** The game's snapshot for ``key`` from the cache, unpacked (null: none to use). Started as early
 *  as possible, beside the runtime's own downloads. `report(status)` is told "none", "stale" or
 *  "corrupt" (a stale or damaged entry is dropped). */
export async function read(game, key, report = () => {}) {
  if (!key || !usable()) { report("none"); return null; }
  try {
    const hit = await stored(game, key);
    if (hit === "stale") { report("stale"); await drop(game); return null; }
    if (!hit) { report("none"); return null; }
    const snapshot = unpacked(new Uint8Array(await hit.arrayBuffer()));
    if (!snapshot) throw new Error("damaged");  // refused here, before Python sees it
    return snapshot;
  } catch (error) {
    report("corrupt");
    await drop(game);
    return null;
  }
}

/** Python for the page: restored from ``bytes`` (what :func:`read` gave, or its promise) if there
 *  are any and Pyodide takes them, else started as usual. `report` is told "restored" or
 *  "refused" (the entry is then dropped). */
export async function restore(load, { indexURL, game }, bytes, report = () => {}) {
  const snapshot = await bytes;
  if (snapshot) {
    try {
      const pyodide = await load({ indexURL, _loadSnapshot: snapshot });
      // the snapshot froze the generator's state: every visit would deal the same "random" seeds
      pyodide.runPython("import random; random.seed()");
      report("restored");
      return pyodide;
    } catch (error) {
      report("refused");
      await drop(game);
    }
  }
  return load({ indexURL });
}

/** Once the game is ready and the browser idle, a snapshot for the next visit (in a worker). */
export function makeLater({ game, key, pack }, report = () => {}) {
  if (!key || !usable() || typeof Worker !== "function") return;
  const idle = (fn) => (typeof requestIdleCallback === "function"
    ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 1500));
  idle(async () => {
    try {
      if (await stored(game, key)) { report("kept"); return; }
    } catch (error) { return; }
    let worker;
    try {
      worker = new Worker(import.meta.url, { type: "module", name: "python-snapshot" });
    } catch (error) {
      return;
    }
    report("making");
    worker.onmessage = ({ data }) => {
      worker.terminate();
      report(data && data.stored ? "stored" : "failed");
      if (data && data.error) console.warn("No snapshot for the next visit:", data.error);
    };
    worker.onerror = () => { worker.terminate(); report("failed"); };
    worker.postMessage({ game, key, pack: new URL(pack, location.href).href,
                         indexURL: new URL("./", import.meta.url).href });
  });
}

// ---- in the worker ------------------------------------------------------------------------------

// Every module of the pack but the page's script (ui/<game>/main.py starts the game): importing
// them makes no JavaScript object (ui/shell/dom.py imports pyscript only when called).
const IMPORT_ALL = `
def _import_all(names):
    import importlib, sys
    for name in sorted(names):
        if name.endswith(".main") or name in sys.modules:
            continue
        try:
            importlib.import_module(name)
        except Exception:  # a module that needs the page: left to import there
            pass
`;
// the modules among the pack's files: bytecode in the module's place (.pyc) and the page's own
// scripts (.py), as dotted names
function moduleNames(paths) {
  return paths.map((path) => /^(.*)\.pyc?$/.exec(path)).filter(Boolean)
    .map((m) => m[1].replace(/\/__init__$/, "").replaceAll("/", "."));
}

export async function makeSnapshot({ game, key, pack, indexURL }) {
  // early.mjs: with no early start in this worker its loadPyodide is Pyodide's own
  const { loadPyodide, unpack, gunzipped } = await import(new URL("./early.mjs", import.meta.url).href);
  const [pyodide, buffer] = await Promise.all([
    loadPyodide({ indexURL, _makeSnapshot: true }),
    fetch(pack).then((r) => { if (!r.ok) throw new Error(`${pack}: HTTP ${r.status}`); return r.arrayBuffer(); })
      .then(gunzipped),
  ]);
  const names = moduleNames(unpack(pyodide, buffer));
  pyodide.runPython(`${IMPORT_ALL}\n_import_all(${JSON.stringify(names)})\ndel _import_all`);
  const raw = pyodide.makeMemorySnapshot();
  const cache = await caches.open(STORE);
  await cache.put(entryUrl(game), new Response(packed(raw), {
    headers: { "content-type": "application/octet-stream", [KEY_HEADER]: key, "x-snapshot-bytes": String(raw.length) },
  }));
}

if (typeof WorkerGlobalScope === "function" && self instanceof WorkerGlobalScope) {
  self.onmessage = ({ data }) => {
    makeSnapshot(data).then(() => postMessage({ stored: true }),
      (error) => postMessage({ stored: false, error: String((error && error.message) || error) }));
  };
}
