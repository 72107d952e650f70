#!/usr/bin/env node
// Run scripts/trim_stdlib.py's trim() on the Python the site ships (Pyodide's 3.14, in Node).
//
//   node scripts/trim_stdlib.mjs FULL_ZIP MODULES_JSON OUT_ZIP [OPTIMIZE]
//
// The build's own Python may be older than Pyodide's and unable to parse some of the 3.14
// standard library; Pyodide parses all of it, so every module's imports are read exactly and every
// source is slimmed and checked against the 3.14 grammar. With OPTIMIZE (0, 1 or 2) the zip holds
// each module's bytecode instead of its source, compiled here by the very Python the site ships
// (unchecked-hash .pyc: the browser imports it without compiling anything). Used by
// scripts/trim_stdlib.py.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PYODIDE_DIR = path.join(HERE, "..", "node_modules", "pyodide");
const [full, modules, out, optimize] = process.argv.slice(2);
if (!full || !modules || !out) {
  process.stderr.write("usage: node scripts/trim_stdlib.mjs FULL_ZIP MODULES_JSON OUT_ZIP\n");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(PYODIDE_DIR, "pyodide.mjs")).href);
// PYTHONNODEBUGRANGES: line numbers without column ranges in the bytecode (a quarter smaller
// compressed; a traceback keeps its files and lines, it loses only the ^^^ under the expression)
const pyodide = await loadPyodide({ indexURL: PYODIDE_DIR + path.sep, env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.mkdirTree("/trim");
pyodide.FS.writeFile("/trim/trim_stdlib.py", fs.readFileSync(path.join(HERE, "trim_stdlib.py")));
pyodide.FS.writeFile("/trim/full.zip", fs.readFileSync(full));
pyodide.FS.writeFile("/trim/modules.json", fs.readFileSync(modules));
pyodide.globals.set("OPTIMIZE", optimize === undefined ? null : Number(optimize));
pyodide.runPython(`
import json, sys
sys.path.insert(0, "/trim")
import trim_stdlib
with open("/trim/full.zip", "rb") as f:
    full = f.read()
with open("/trim/modules.json") as f:
    modules = json.load(f)
with open("/trim/out.zip", "wb") as f:
    f.write(trim_stdlib.trim(full, modules, bytecode=OPTIMIZE))
`);
fs.writeFileSync(out, pyodide.FS.readFile("/trim/out.zip"));
