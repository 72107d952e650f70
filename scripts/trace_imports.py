#!/usr/bin/env python3
"""Record which Python modules the game pages import in the browser, by running the e2e suite.

    python3 scripts/trace_imports.py [--trimmed] [pytest args...]    # default: the whole e2e suite

Runs ``pytest e2e`` against a site built with Pyodide's *full* standard library
(``TRIM_STDLIB=0``, see scripts/trim_stdlib.py; with ``--trimmed``, against the trimmed one: the
run is then also a proof that nothing is missing, and a name it adds to the list is one an import
looked for in vain) with this file loaded as a pytest plugin: every
browser context the tests open gets an init script that, as soon as Pyodide has started (and before
PyScript or the game run any Python), installs an import hook (a ``sys.meta_path`` finder that
reports each module name Python looks for and then steps aside) and reports what Pyodide imported
while starting (``sys.modules``). At the end the names that are modules of the standard library
zip are written to scripts/stdlib_traced.txt, the traced part of the trimmed stdlib's module list
(scripts/stdlib_keep.txt is the hand-kept safety list beside it).

Names Python looked for but the zip does not hold (built-in modules, the game's own modules,
PyScript's, failed optional imports) are not written. Re-run this when PyScript or Pyodide is
upgraded or the page starts using new parts of Python dynamically; imports written in engine/ and
ui/ are also found statically at build time, so new game code needs no re-trace.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "scripts" / "stdlib_traced.txt"
RAW = ROOT / "e2e" / "screenshots" / "imports-traced.json"  # git-ignored folder

# Runs in every page before its own scripts. ui/boot.js leaves the Pyodide it starts in
# window.wrEarlyPyodide (ui/pyodide-early.mjs hands it to PyScript later): catch that promise.
HOOK_JS = r"""
(() => {
  let value;
  const HOOK = `
import sys, js
_wr_report = getattr(js.window, "__wrTrace")
class _WrTrace:
    @staticmethod
    def find_spec(name, path=None, target=None):
        try:
            _wr_report(name)
        except Exception:
            pass
        return None
sys.meta_path.insert(0, _WrTrace)
_wr_report(",".join(sorted(sys.modules)))
`;
  Object.defineProperty(window, "wrEarlyPyodide", {
    configurable: true,
    get() { return value; },
    set(promise) {
      value = promise;
      if (promise && typeof promise.then === "function") {
        const install = (py) => { try { py.runPython(HOOK); } catch (e) { console.warn("trace", e); } };
        promise.then(install, () => {});
      }
    },
  });
})();
"""

SEEN: set[str] = set()


@pytest.fixture(autouse=True)
def _trace_imports(context):
    """Install the import tracer in the test's browser context."""
    context.expose_binding("__wrTrace", lambda _source, names: SEEN.update(str(names).split(",")))
    context.add_init_script(HOOK_JS)
    yield


def pytest_sessionfinish(session, exitstatus):
    """Write the raw trace (every name seen) for main() to filter."""
    RAW.parent.mkdir(parents=True, exist_ok=True)
    RAW.write_text(json.dumps(sorted(SEEN), indent=0), encoding="utf-8")


def zip_modules(zip_path: Path) -> set[str]:
    """Dotted names of every module and package in a stdlib zip."""
    names = set()
    for entry in zipfile.ZipFile(zip_path).namelist():
        if entry.endswith(".py"):
            mod = entry[:-3].replace("/", ".")
            names.add(mod.removesuffix(".__init__"))
    return names


def read_names(path: Path) -> set[str]:
    """The module names in a list file (``#`` comments skipped)."""
    if not path.is_file():
        return set()
    return {line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")}


def main() -> int:
    args = sys.argv[1:]
    trimmed = "--trimmed" in args
    args = [a for a in args if a != "--trimmed"]
    if all(a.startswith("-") for a in args):
        args.append("e2e")
    env = dict(os.environ, TRIM_STDLIB="1" if trimmed else "0", PYTHONPATH=str(ROOT / "scripts"))
    before = read_names(OUT)
    command = [sys.executable, "-m", "pytest", "-p", "trace_imports", "-q", *args]
    run = subprocess.run(command, cwd=ROOT, env=env)
    seen = set(json.loads(RAW.read_text(encoding="utf-8")))
    if run.returncode != 0 or not seen:
        print(f"pytest exit status {run.returncode}, {len(seen)} names seen: list left as it was")
        return run.returncode or 1
    full = zip_modules(ROOT / "vendor" / "pyodide" / "python_stdlib.zip")
    kept = sorted(seen & full)
    head = ("# Standard-library modules the game pages imported in the browser while the e2e suite\n"
            "# ran (written by scripts/trace_imports.py; do not edit by hand: add modules to\n"
            "# scripts/stdlib_keep.txt instead).\n")
    OUT.write_text(head + "".join(m + "\n" for m in kept), encoding="utf-8")
    print(f"{len(seen)} names seen, {len(kept)} stdlib modules -> {OUT.relative_to(ROOT)}"
          f" (pytest exit status {run.returncode})")
    print(f"  added: {sorted(set(kept) - before) or 'none'}; gone: {sorted(before - set(kept)) or 'none'}")
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
