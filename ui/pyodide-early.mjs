// Pyodide, started early: the interpreter module PyScript loads in the deployed site.
//
// scripts/build_site.py copies this file to vendor/pyodide/early.mjs (beside pyodide.mjs, so
// PyScript derives the same indexURL) and points `interpreter` in the deployed pyscript.toml at
// it. ui/boot.js calls Pyodide's loadPyodide() as soon as the page starts, as a bare Pyodide page
// would (or restores the game's snapshot, ui/snapshots.mjs), and leaves the promise in
// globalThis.wrEarlyPyodide; Python therefore starts while PyScript itself is still loading. When
// PyScript asks for the interpreter it gets that same instance, with PyScript's stdout/stderr
// handlers installed and the game's modules (packs/<id>.pack, in place of pyscript.toml's [files])
// written into its file system. Without an early start (boot.js not run) this is plain loadPyodide.
//
// The standard library: built, it travels as vendor/pyodide/stdlib.pack (the trimmed library's
// bytecode, scripts/trim_stdlib.py, in the packs' layout, gzip-compressed by the build) instead of
// Pyodide's python_stdlib.zip: one compressed stream is 50-60 kB smaller than a zip of files each
// compressed alone, and the same whether or not the host compresses what it sends. Pyodide then
// gets an empty python_stdlib.zip and, before Python starts (its fsInit hook), the pack's files under
// /lib/stdlib/, put on Python's path by PYTHONPATH (imported as sourceless bytecode).
import { loadPyodide as load, version } from "./pyodide.mjs";

export { version };

// filled in by scripts/build_site.py: the standard library's pack beside this file, or null
// (Pyodide's own python_stdlib.zip: a build without the trimmed library, TRIM_STDLIB=0)
const STDLIB = /*@STDLIB@*/null;
const LIB = "/lib/stdlib";  // on Python's path (PYTHONPATH), ahead of the empty zip

/** Pyodide started with this site's standard library (see above); ``options`` as loadPyodide's. */
export function startPyodide(options = {}) {
  if (!STDLIB) return load(options);
  const url = new URL(STDLIB, import.meta.url);
  const bytes = (url.protocol === "file:" ? fileBytes(url) : fetch(url.href).then((response) => {
    if (!response.ok) throw new Error(`${STDLIB}: HTTP ${response.status}`);
    return response.arrayBuffer();
  })).then(gunzipped);
  bytes.catch(() => {});  // told by loadPyodide's own failure
  return load({
    ...options,
    env: { ...options.env, PYTHONPATH: LIB },
    fsInit: async (FS) => { writePack(FS, LIB, await bytes); },
  });
}

// (in Node, as the tests run the built site, where fetch() takes no file: URL)
async function fileBytes(url) {
  const data = await (await import("node:fs/promises")).readFile(url);
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
}

/** ``buffer`` un-gzipped, unless it is not gzip (a host that sent it decoded). */
export async function gunzipped(buffer) {
  const head = new Uint8Array(buffer, 0, Math.min(2, buffer.byteLength));
  if (head[0] !== 0x1f || head[1] !== 0x8b) return buffer;
  const stream = new Blob([buffer]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

export async function loadPyodide(options = {}) {
  const early = globalThis.wrEarlyPyodide;
  if (!early) return startPyodide(options);
  globalThis.wrEarlyPyodide = null;
  const pyodide = await early;
  const pack = globalThis.wrGamePack;  // packs/<id>.pack, fetched by boot.js while Python started
  if (pack) unpack(pyodide, await gunzipped(await pack));
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}

// packs/<id>.pack (scripts/build_site.py), un-gzipped: uint32 n, n bytes of JSON
// [[path, offset, length], ...], then the files. They go where PyScript would have put its [files]: Python's working directory.
// Returns the paths written (ui/snapshots.mjs imports the modules among them).
export function unpack(pyodide, buffer) {
  return writePack(pyodide.FS, pyodide.FS.cwd(), buffer);
}

// the files of a pack (the layout above) written under the directory ``root``; their paths
function writePack(FS, root, buffer) {
  const view = new DataView(buffer);
  const n = view.getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, n)));
  const base = 4 + n;
  for (const [path, offset, length] of index) {
    const dest = `${root}/${path}`;
    FS.mkdirTree(dest.slice(0, dest.lastIndexOf("/")));
    FS.writeFile(dest, new Uint8Array(buffer, base + offset, length));
  }
  return index.map(([path]) => path);
}
