// Pyodide, started early: the interpreter module PyScript loads in the deployed site.
//
// scripts/build_site.py copies this file to vendor/pyodide/early.mjs (beside pyodide.mjs, so
// PyScript derives the same indexURL) and points `interpreter` in the deployed pyscript.toml at
// it. ui/boot.js calls Pyodide's loadPyodide() as soon as the page starts, as a bare Pyodide page
// would, and leaves the promise in globalThis.wrEarlyPyodide; Python therefore starts while
// PyScript itself is still loading. When PyScript asks for the interpreter it gets that same
// instance, with PyScript's stdout/stderr handlers installed. Without an early start (boot.js
// not run) this is plain loadPyodide.
import { loadPyodide as load, version } from "./pyodide.mjs";

export { version };

export async function loadPyodide(options = {}) {
  const early = globalThis.wrEarlyPyodide;
  if (!early) return load(options);
  globalThis.wrEarlyPyodide = null;
  const pyodide = await early;
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}
