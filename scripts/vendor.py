#!/usr/bin/env python3
"""Copy the self-hosted Python runtime for the web page out of node_modules.

The page must never load Pyodide or PyScript from a CDN, so `make setup` runs
`npm ci` (pinned versions in package-lock.json) and then this script, which
copies the smallest set of runtime files the page needs into

    vendor/pyodide/   Pyodide (loadPyodide, the wasm interpreter, the stdlib)
    vendor/pyscript/  PyScript (core.js, core.css and the chunks core.js loads)

vendor/ is generated and git-ignored. The script is idempotent: files already
identical are left alone, stale files from an earlier version are removed, and
every file is listed with its size.

Which files?
* Pyodide: pyodide.mjs loads `pyodide.asm.mjs` (the Emscripten module),
  `pyodide.asm.wasm`, `python_stdlib.zip` and `pyodide-lock.json` (the package
  index, fetched on every start) from its indexURL — the folder it lives in.
  Nothing else (no .js UMD build, source maps, .d.ts or consoles).
* PyScript: dist/core.js re-exports a hashed chunk `core-<hash>.js`. We follow
  every static import transitively, and the dynamic imports that a normal page
  reaches: the default plugins (loaded at start unless a config disables them
  with "!name") and the TOML parser used for pyscript.toml. Chunks only used by
  features this game does not use (py-editor's CodeMirror, py-terminal's xterm,
  `[files]` zip archives, the Pyodide `packages` graph) are left out; they are
  reported as skipped. The hashed names are discovered by reading the files,
  so nothing here depends on a particular hash.

Standard library only; run from anywhere: `python3 scripts/vendor.py`.
"""
from __future__ import annotations

import filecmp
import json
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "vendor"

PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"

PYODIDE_SRC = NODE_MODULES / "pyodide"
PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]

PYSCRIPT_SRC = NODE_MODULES / "@pyscript" / "core" / "dist"
PYSCRIPT_ENTRY = ["core.js", "core.css"]
# Dynamic imports to follow, by chunk name without its "-<hash>.js" suffix.
PYSCRIPT_DYNAMIC = {
    # plugins PyScript loads at start-up by default
    "deprecations-manager",
    "donkey",
    "error",
    "py-editor",
    "py-game",
    "py-terminal",
    # the small TOML parser used to read pyscript.toml
    "toml",
}

# `from"./x.js"`, `import"./x.js"` (static) and `import("./x.js")` (dynamic)
STATIC_RE = re.compile(r"""(?:\bfrom|\bimport)\s*["'](\./[^"']+)["']""")
DYNAMIC_RE = re.compile(r"""\bimport\s*\(\s*["'](\./[^"']+)["']\s*\)""")
HASH_RE = re.compile(r"^(?P<stem>.+?)-[A-Za-z0-9_-]{8}\.js$")


def die(msg: str) -> None:
    print(f"vendor.py: error: {msg}", file=sys.stderr)
    sys.exit(1)


def package_version(pkg_dir: Path) -> str:
    try:
        return json.loads((pkg_dir / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError) as exc:
        die(f"cannot read {pkg_dir / 'package.json'} ({exc}); run `npm ci` (or `make setup`) first")
        raise  # unreachable


def chunk_stem(name: str) -> str:
    m = HASH_RE.match(name)
    return m.group("stem") if m else name.removesuffix(".js")


def pyscript_files() -> tuple[list[str], list[str]]:
    """Return (needed files, skipped dynamic chunks) for PyScript's dist/."""
    needed: list[str] = []
    skipped: set[str] = set()
    todo = list(PYSCRIPT_ENTRY)
    while todo:
        name = todo.pop(0)
        if name in needed:
            continue
        path = PYSCRIPT_SRC / name
        if not path.is_file():
            die(f"PyScript file {path} not found (imported by a chunk); is @pyscript/core complete?")
        needed.append(name)
        if not name.endswith(".js"):
            continue
        text = path.read_text(encoding="utf-8")
        for ref in STATIC_RE.findall(text):
            todo.append(ref[2:])
        for ref in DYNAMIC_RE.findall(text):
            target = ref[2:]
            # Only the core chunk's own dynamic imports can run on a plain page;
            # a plugin's lazy imports (editor, terminal, py-game) only run when
            # that feature is used.
            if chunk_stem(name) == "core" and chunk_stem(target) in PYSCRIPT_DYNAMIC:
                todo.append(target)
            else:
                skipped.add(target)
    return needed, sorted(skipped - set(needed))


def sync(src_dir: Path, names: list[str], dest_dir: Path) -> int:
    """Copy names from src_dir to dest_dir (only if changed); drop other files."""
    dest_dir.mkdir(parents=True, exist_ok=True)
    total = 0
    for name in names:
        src, dst = src_dir / name, dest_dir / name
        if not src.is_file():
            die(f"{src} not found; run `npm ci` (or `make setup`)")
        if dst.is_file() and filecmp.cmp(src, dst, shallow=False):
            state = "unchanged"
        else:
            shutil.copyfile(src, dst)
            state = "copied"
        size = dst.stat().st_size
        total += size
        print(f"  {state:9} {size:>10,} B  {dst.relative_to(ROOT)}")
    for old in sorted(dest_dir.iterdir()):
        if old.name not in names:
            if old.is_dir():
                shutil.rmtree(old)
            else:
                old.unlink()
            print(f"  removed   stale {old.relative_to(ROOT)}")
    return total


def main() -> None:
    if not NODE_MODULES.is_dir():
        die(f"{NODE_MODULES} is missing; run `npm ci` (or `make setup`) first")
    pyodide_v = package_version(PYODIDE_SRC)
    pyscript_v = package_version(PYSCRIPT_SRC.parent)
    for pkg, got, want in (("pyodide", pyodide_v, PYODIDE_VERSION),
                           ("@pyscript/core", pyscript_v, PYSCRIPT_VERSION)):
        if got != want:
            die(f"node_modules has {pkg} {got}, expected {want}; run `npm ci`")

    print(f"Pyodide {pyodide_v} -> vendor/pyodide/")
    total = sync(PYODIDE_SRC, PYODIDE_FILES, VENDOR / "pyodide")

    needed, skipped = pyscript_files()
    print(f"PyScript {pyscript_v} -> vendor/pyscript/")
    total += sync(PYSCRIPT_SRC, needed, VENDOR / "pyscript")
    if skipped:
        print("  skipped (features the page does not use): " + ", ".join(skipped))
    print(f"vendor/: {len(PYODIDE_FILES) + len(needed)} files, {total:,} bytes")


if __name__ == "__main__":
    main()
