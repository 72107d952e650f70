#!/usr/bin/env node
// Run a Python file under Pyodide (Node), with the repo's engine/ package importable.
//
//   node tools/pyodide_run.mjs path/to/script.py [args...]
//
// Boots Pyodide from node_modules/pyodide (the same pinned build the page
// vendors; run `make setup` first), copies every .py file of engine/ (all
// subfolders) into Pyodide's in-memory file system in a folder on sys.path,
// copies the script next to it and runs it as __main__ with
// sys.argv = [script, *args]. Python's stdout/stderr go straight to this
// process's stdout/stderr. Exit code: 0 on success, the code of a SystemExit,
// or 1 if the script raised. Only the script file itself is copied, not its
// neighbours; anything else it needs must come from engine/ or the stdlib.

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PYODIDE_DIR = path.join(ROOT, "node_modules", "pyodide");
const ENGINE_DIR = path.join(ROOT, "engine");
const FS_LIB = "/home/pyodide/wind-river"; // on sys.path; holds engine/
const FS_SCRIPT_DIR = "/home/pyodide/script";

function fail(msg) {
  process.stderr.write(`pyodide_run: ${msg}\n`);
  process.exit(2);
}

const [scriptArg, ...scriptArgs] = process.argv.slice(2);
if (!scriptArg) fail("usage: node tools/pyodide_run.mjs SCRIPT.py [ARGS...]");
const scriptPath = path.resolve(scriptArg);
if (!fs.existsSync(scriptPath)) fail(`no such file: ${scriptArg}`);
if (!fs.existsSync(path.join(PYODIDE_DIR, "pyodide.mjs")))
  fail(`${PYODIDE_DIR} is missing; run \`make setup\` (npm ci) first`);
if (!fs.existsSync(ENGINE_DIR)) fail(`${ENGINE_DIR} is missing`);

// PYODIDE_SITE=<built site>: Pyodide as the site starts it (its vendor/pyodide/early.mjs: the
// runtime and the standard library it ships, bytecode, scripts/trim_stdlib.py) instead of
// node_modules' own; PYODIDE_PACK=<packs/<id>.pack>: the game's modules as the site ships them
// (bytecode, scripts/build_site.py) instead of engine/'s sources.
const SITE = process.env.PYODIDE_SITE;
const PACK = process.env.PYODIDE_PACK;
for (const file of [SITE, PACK]) if (file && !fs.existsSync(file)) fail(`no such file: ${file}`);
const SITE_PYODIDE = SITE && path.join(path.resolve(SITE), "vendor", "pyodide");
const pyodide = SITE_PYODIDE
  ? await (await import(pathToFileURL(path.join(SITE_PYODIDE, "early.mjs")).href)).startPyodide({ indexURL: SITE_PYODIDE + path.sep })
  : await (await import(pathToFileURL(path.join(PYODIDE_DIR, "pyodide.mjs")).href)).loadPyodide({ indexURL: PYODIDE_DIR + path.sep });

// Unbuffered, byte-exact forwarding (the default batches by line). A pipe may
// be non-blocking: writeSync can then write only part of the buffer or throw
// EAGAIN when the pipe is full, so loop until every byte is out.
const pause = new Int32Array(new SharedArrayBuffer(4));
function writeAll(fd, buf) {
  let off = 0;
  while (off < buf.length) {
    try {
      off += fs.writeSync(fd, buf, off, buf.length - off);
    } catch (err) {
      if (err.code !== "EAGAIN") throw err;
      Atomics.wait(pause, 0, 0, 1); // reader is behind; wait 1 ms
    }
  }
}
const sink = (fd) => ({
  write(buf) {
    writeAll(fd, buf);
    return buf.length;
  },
});
pyodide.setStdout(sink(1));
pyodide.setStderr(sink(2));

// Copy engine/**/*.py into the in-memory FS.
function copyTree(hostDir, fsDir) {
  pyodide.FS.mkdirTree(fsDir);
  for (const entry of fs.readdirSync(hostDir, { withFileTypes: true })) {
    const host = path.join(hostDir, entry.name);
    const dest = `${fsDir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__" && !entry.name.startsWith(".")) copyTree(host, dest);
    } else if (entry.isFile() && entry.name.endsWith(".py")) {
      pyodide.FS.writeFile(dest, fs.readFileSync(host));
    }
  }
}
// packs/<id>.pack: gzip of uint32 n, n bytes of JSON [[path, offset, length], ...], then the files
function unpack(packed, fsDir) {
  const buffer = zlib.gunzipSync(packed);
  const n = buffer.readUInt32LE(0);
  const base = 4 + n;
  for (const [rel, offset, length] of JSON.parse(buffer.subarray(4, base).toString("utf8"))) {
    const dest = `${fsDir}/${rel}`;
    pyodide.FS.mkdirTree(dest.slice(0, dest.lastIndexOf("/")));
    pyodide.FS.writeFile(dest, buffer.subarray(base + offset, base + offset + length));
  }
}
if (PACK) unpack(fs.readFileSync(PACK), FS_LIB);
else copyTree(ENGINE_DIR, `${FS_LIB}/engine`);

pyodide.FS.mkdirTree(FS_SCRIPT_DIR);
const fsScript = `${FS_SCRIPT_DIR}/${path.basename(scriptPath)}`;
pyodide.FS.writeFile(fsScript, fs.readFileSync(scriptPath));

const runner = pyodide.runPython(`
import sys, traceback, types

def _wind_river_run(lib, script, args):
    # engine/ first, so that a script named engine.py (bench/engine.py) cannot
    # shadow the package; then the script's folder, as CPython would.
    sys.path[:0] = [lib, script.rpartition("/")[0]]
    sys.argv = [script, *args]
    try:
        # as runpy.run_path would, without runpy's own imports (pkgutil), which the site's
        # standard library (PYODIDE_STDLIB) does not ship
        main = types.ModuleType("__main__")
        main.__file__ = script
        sys.modules["__main__"] = main
        with open(script, "rb") as f:
            exec(compile(f.read(), script, "exec"), main.__dict__)
        code = 0
    except SystemExit as exc:
        if exc.code is None:
            code = 0
        elif isinstance(exc.code, int):
            code = exc.code
        else:
            print(exc.code, file=sys.stderr)
            code = 1
    except BaseException:
        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    return code

_wind_river_run
`);
const code = runner(FS_LIB, fsScript, pyodide.toPy(scriptArgs));
runner.destroy();
process.exit(code);
