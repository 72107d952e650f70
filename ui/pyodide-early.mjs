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
import { loadPyodide as load, version } from "./pyodide.mjs";

export { version };

export async function loadPyodide(options = {}) {
  const early = globalThis.wrEarlyPyodide;
  if (!early) return load(options);
  globalThis.wrEarlyPyodide = null;
  const pyodide = await early;
  const pack = globalThis.wrGamePack;  // packs/<id>.pack, fetched by boot.js while Python started
  if (pack) unpack(pyodide, await pack);
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}

// packs/<id>.pack (scripts/build_site.py): uint32 n, n bytes of JSON [[path, offset, length], ...],
// then the files. They go where PyScript would have put its [files]: Python's working directory.
// Returns the paths written (ui/snapshots.mjs imports the modules among them).
export function unpack(pyodide, buffer) {
  const view = new DataView(buffer);
  const n = view.getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, n)));
  const base = 4 + n;
  const cwd = pyodide.FS.cwd();
  for (const [path, offset, length] of index) {
    const dest = `${cwd}/${path}`;
    pyodide.FS.mkdirTree(dest.slice(0, dest.lastIndexOf("/")));
    pyodide.FS.writeFile(dest, new Uint8Array(buffer, base + offset, length));
  }
  return index.map(([path]) => path);
}
