#!/usr/bin/env node
// Compile the game's Python modules to bytecode with the Pyodide the site ships.
//
//   node scripts/precompile.mjs SITE_DIR path/a.py path/b.py ...
//
// Boots Pyodide from node_modules/pyodide (the same pinned build as vendor/pyodide), and for
// each SITE_DIR/<path>.py writes SITE_DIR/<dir>/__pycache__/<name>.<cache_tag>.pyc, compiled as
// an "unchecked hash" pyc: the browser's Python then imports the bytecode without compiling the
// source or comparing timestamps (the files get new timestamps when PyScript writes them).
// optimize=2: no docstrings and no asserts (the game's asserts only narrow types for mypy).
// Prints the cache tag. Used by scripts/build_site.py; run `make setup` first.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PYODIDE_DIR = path.join(ROOT, "node_modules", "pyodide");
const [site, ...files] = process.argv.slice(2);
if (!site || !files.length) {
  process.stderr.write("usage: node scripts/precompile.mjs SITE_DIR FILE.py...\n");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(PYODIDE_DIR, "pyodide.mjs")).href);
// PYTHONNODEBUGRANGES: line numbers without column ranges in the bytecode (a quarter smaller
// compressed; a traceback keeps its files and lines, it loses only the ^^^ under the expression)
const pyodide = await loadPyodide({ indexURL: PYODIDE_DIR + path.sep, env: { PYTHONNODEBUGRANGES: "1" } });
const FS_ROOT = "/home/pyodide"; // where PyScript puts [files] in the browser (its cwd)
for (const rel of files) {
  const dest = `${FS_ROOT}/${rel}`;
  pyodide.FS.mkdirTree(path.posix.dirname(dest));
  pyodide.FS.writeFile(dest, fs.readFileSync(path.join(site, rel)));
}
pyodide.globals.set("FILES", pyodide.toPy(files));
const tag = pyodide.runPython(`
import importlib.util, py_compile, sys
for rel in FILES:
    src = "${FS_ROOT}/" + rel
    py_compile.compile(src, cfile=importlib.util.cache_from_source(src), dfile=src, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH, optimize=2)
sys.implementation.cache_tag
`);
for (const rel of files) {
  const cfile = pyodide.runPython(`import importlib.util; importlib.util.cache_from_source("${FS_ROOT}/${rel}")`);
  const out = path.join(site, path.relative(FS_ROOT, cfile));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, pyodide.FS.readFile(cfile));
}
process.stdout.write(`${tag}\n`);
