#!/usr/bin/env python3
"""Assemble the deployable site in ``_site/`` from exactly the files the game needs.

``make site`` runs this after ``make setup`` (which fills ``vendor/`` from the npm lockfile);
``make serve``, the browser tests, bench/boot.py and the GitHub Pages workflow all use the result,
so what runs locally is what gets deployed.

What goes in (nothing else):

* the pages: index.html (the home page: plain HTML, no Python), one page per game with a page
  (``<id>.html``, e.g. wind-river.html) and its rules page (``<id>-rules.html``), each with its
  ``<!-- include: ... -->`` markers replaced by the shared markup they name (scripts/partials.py:
  the header and dialogs every game page has, written once in ui/shell/*.html), pyscript.toml,
  manifest.webmanifest, and the icons and pictures the manifest and the pages refer to;
* packs/<id>.pack per game page: the Python modules that page needs with their bytecode
  (compiled by scripts/precompile.mjs with the same Pyodide, in Node), one download instead of
  one per module. A page ships only the shared modules (``engine/__init__.py``, ``engine/core``,
  ``engine/bots``, ``ui/__init__.py``, ``ui/shell``) and its own game's (``engine/<pkg>``,
  ``ui/<pkg>``), all of them listed under ``[files]`` in pyscript.toml; the deployed
  pyscript.toml has no [files] table, vendor/pyodide/early.mjs writes the modules before
  PyScript runs. Each page's own script (``ui/<pkg>/main.py``) is also a file;
* ui/style.css (and each game's stylesheet, without comments and indentation: slim_css) and
  ui/boot.js (the loader: WebAssembly check, progress bar, error messages, service-worker
  registration);
* from vendor/pyodide/: pyodide.mjs, pyodide.asm.mjs (minified by scripts/minify.mjs),
  pyodide.asm.wasm, and in place of Pyodide's standard library and pyodide-lock.json (fetched on
  every start) the trimmed ones of scripts/trim_stdlib.py: only the modules the pages import, as
  bytecode compiled by the same Pyodide (the build fails when one is missing), in one
  gzip-compressed pack (vendor/pyodide/stdlib.pack, written into Python's file system by early.mjs;
  Pyodide's python_stdlib.zip is shipped empty);
* from vendor/pyscript/: core.js, core.css, the chunks core.js imports statically, the TOML
  parser (pyscript.toml) and the start-up plugins pyscript.toml does not switch off with
  ``plugins = ["!name", ...]`` (PyScript still loads the ``error`` chunk when it is off);
* vendor/pyodide/early.mjs (ui/pyodide-early.mjs), which the deployed pyscript.toml names as the
  interpreter: it hands PyScript the Pyodide that ui/boot.js started as soon as the page loaded
  (restored from the game's snapshot on a later visit: vendor/pyodide/snapshots.mjs, from
  ui/snapshots.mjs), with the game's pack written into its file system; PyScript then runs the
  page's script;
* in each deployed game page, <link rel="preload"/"modulepreload"> for the runtime files, so their
  downloads start as soon as <head> is read (after the stylesheets the skeleton needs);
* sw.js, generated here from ui/sw.js: the precache list (every file above with its size and
  SHA-256) and the cache name ``buffalo-<hash of all of it>``.

Left out: source maps (and the ``sourceMappingURL`` comments pointing at them), type files,
Pyodide's console pages and UMD build, every PyScript chunk the page never loads (CodeMirror,
xterm, py-editor, py-terminal, py-game, the Pyodide package graph, zip support, MicroPython),
tests, benchmarks, node_modules, any Python module not listed in [files], and any game that
has no page yet.

The script prints what each shipped file costs (raw and gzip) and what was dropped.
Standard library only (plus `node` for scripts/precompile.mjs):
``python3 scripts/build_site.py [--out DIR] [-q]``.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Iterable, NoReturn, Optional
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import i18n  # noqa: E402
import partials  # noqa: E402 - the pages' shared markup (<!-- include: ... -->)
import trim_stdlib  # noqa: E402

VENDOR = ROOT / "vendor"
OUT = ROOT / "_site"

PAGES = ["index.html", "pyscript.toml", "manifest.webmanifest"]  # plus each game's pages
UI_ASSETS = ["ui/style.css", "ui/boot.js", "ui/lang.js"]
EARLY_SOURCE, EARLY = "ui/pyodide-early.mjs", "vendor/pyodide/early.mjs"
SNAPSHOTS_SOURCE, SNAPSHOTS = "ui/snapshots.mjs", "vendor/pyodide/snapshots.mjs"
SHARED_MODULES = ("engine/__init__.py", "engine/core/", "engine/bots/", "ui/__init__.py", "ui/shell/")
VENDOR_PYODIDE = '"./vendor/pyodide/pyodide.mjs"'
SW_SOURCE = "ui/sw.js"
PYSCRIPT_PRELOAD = b'<link rel="modulepreload" href="./vendor/pyscript/core.js">'
PYODIDE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]
# Files the loader downloads itself and counts in the progress bar ("x of y MB"): see runtime()
RUNTIME = ["vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.zip", trim_stdlib.STDLIB_PACK,
           "vendor/pyodide/pyodide.asm.mjs", "vendor/pyodide/pyodide-lock.json"]
# Pyodide's JavaScript that the build minifies (scripts/minify.mjs): as npm ships it, its names
# are whole words (a fifth of its compressed bytes)
MINIFIED = ["vendor/pyodide/pyodide.asm.mjs"]
# our scripts, shipped without comments (without_comments; ui/boot.js last, once filled in)
COMMENTED = ["ui/lang.js", EARLY, SNAPSHOTS]
SOURCE_MAP_RE = re.compile(rb"\n?//# sourceMappingURL=\S+\s*$|\n?/\*# sourceMappingURL=\S+ \*/\s*$")
STATIC_RE = re.compile(r"""(?:\bfrom|\bimport)\s*["'](\./[^"']+)["']""")
PLUGIN_RE = re.compile(r"""["']?([\w-]+)["']?:\(\)=>import\(["']\./([^"']+)["']\)""")
TOML_RE = re.compile(r"""import\(["']\./(toml-[\w-]+\.js)["']\)""")


def die(msg: str) -> NoReturn:
    print(f"build_site.py: error: {msg}", file=sys.stderr)
    sys.exit(1)


sys.path.insert(0, str(ROOT / "scripts"))
import home  # noqa: E402 - scripts/home.py: the home page's list of games


def game_pages() -> list[str]:
    """Ids of the games that have a page (``<id>.html``), in the registry's order."""
    return home.games_with_pages(ROOT)


def pack_name(game_id: str) -> str:
    """Where a game page's modules travel: ``packs/<id>.pack``."""
    return f"packs/{game_id}.pack"


def page_modules(game_id: str, files: list[str]) -> list[str]:
    """The [files] modules game ``game_id``'s page needs: the shared ones and its own game's."""
    own = (f"engine/{home.package_of(game_id)}/", f"ui/{home.package_of(game_id)}/")
    return [f for f in files if f.startswith(SHARED_MODULES + own)]


def config() -> dict:
    return tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))


def html_pages() -> list[str]:
    """The site's HTML pages: the home page, then each game's page and rules page."""
    pages = ["index.html"]
    for game_id in game_pages():
        pages.append(f"{game_id}.html")
        if (ROOT / f"{game_id}-rules.html").is_file():
            pages.append(f"{game_id}-rules.html")
    return pages + ["samples.html"]  # the visual language's samples (scripts/samples_page.py)


def page_styles() -> list[str]:
    """The page packages' own stylesheets the pages link (``./ui/<game>/style.css``)."""
    found = set()
    for page in html_pages():
        html = partials.page_text(ROOT / page)
        found |= set(re.findall(r'href="\./(ui/[\w/]+\.css)"', html))
    return sorted(found - set(UI_ASSETS))


def icons() -> list[str]:
    """Icons and pictures referenced by the manifest and by the pages (relative paths)."""
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    found = [i["src"] for i in manifest.get("icons", [])]
    for page in html_pages():
        html = partials.page_text(ROOT / page)
        found += re.findall(r'(?:href|src)="\./(icons/[^"]+)"', html)
    return sorted({p.removeprefix("./") for p in found})


def pyscript_files(plugins_off: set[str]) -> list[str]:
    """The vendor/pyscript files the page loads: static closure of core.js + TOML + plugins."""
    src = VENDOR / "pyscript"
    needed: list[str] = []
    todo = ["core.js", "core.css"]
    while todo:
        name = todo.pop(0)
        if name in needed:
            continue
        if not (src / name).is_file():
            die(f"vendor/pyscript/{name} is missing; run `make setup`")
        needed.append(name)
        if not name.endswith(".js"):
            continue
        text = (src / name).read_text(encoding="utf-8")
        todo += [ref[2:] for ref in STATIC_RE.findall(text)]
        if name.startswith("core-"):
            todo += TOML_RE.findall(text)[:1]
            for plugin, chunk in PLUGIN_RE.findall(text):
                if f"!{plugin}" not in plugins_off or plugin == "error":
                    todo.append(chunk)
    return needed


def strip_source_map(data: bytes) -> bytes:
    return SOURCE_MAP_RE.sub(b"\n", data).rstrip(b"\n") + b"\n"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def site_files() -> dict[str, Path]:
    """Relative path in the site -> source file."""
    cfg = config()
    files: dict[str, Path] = {}
    for rel in PAGES + html_pages()[1:] + icons() + UI_ASSETS + page_styles():
        files[rel] = ROOT / rel
    # the [files] modules travel in the packs; only each page's own script is also a file
    for game_id in game_pages():
        files[script_src(game_id)] = ROOT / script_src(game_id)
    if not (VENDOR / "pyodide" / "pyodide.mjs").is_file():
        die("vendor/ is missing; run `make setup` first")
    for name in PYODIDE:
        files[f"vendor/pyodide/{name}"] = VENDOR / "pyodide" / name
    files.update(minified({rel: files[rel] for rel in MINIFIED}))
    # only the Python the games use: trimmed stdlib zip and lock file (scripts/trim_stdlib.py)
    # (as bytecode; a module the pages import missing from it fails the build)
    try:
        trimmed = trim_stdlib.trimmed_runtime(VENDOR / "pyodide", VENDOR / "trimmed")
    except RuntimeError as error:
        die(str(error))
    files.update(trimmed)
    files[EARLY] = ROOT / EARLY_SOURCE
    files[SNAPSHOTS] = ROOT / SNAPSHOTS_SOURCE
    off = {p for p in cfg.get("plugins", []) if p.startswith("!")}
    for name in pyscript_files(off):
        files[f"vendor/pyscript/{name}"] = VENDOR / "pyscript" / name
    for rel, path in files.items():
        if not path.is_file():
            die(f"{rel} is missing (from {path})")
    return files


def script_src(game_id: str) -> str:
    """The page script of game ``game_id``'s page (its ``<script type="py" src>``)."""
    html = partials.page_text(ROOT / f"{game_id}.html")
    m = re.search(r'<script type="py" src="\./([^"]+)"', html)
    if not m:
        die(f'{game_id}.html has no <script type="py" src="./...">')
    return m.group(1)


def module_sources(game_id: Optional[str] = None) -> dict[str, bytes]:
    """The [files] modules (site path -> source bytes) of game ``game_id``'s page, or of every
    game page when None."""
    table = config().get("files", {}).items()
    listed = {dest.removeprefix("./"): src.removeprefix("./") for src, dest in table}
    wanted: set[str] = set()
    for game in [game_id] if game_id else game_pages():
        wanted.update(page_modules(game, sorted(listed)))
    return {dest: (ROOT / listed[dest]).read_bytes() for dest in sorted(wanted)}


def runtime(shipped: Iterable[str]) -> list[str]:
    """The files of :data:`RUNTIME` the site ships (the standard library travels as one of two)."""
    return [rel for rel in RUNTIME if rel in set(shipped)]


def minified(sources: dict[str, Path]) -> dict[str, Path]:
    """``sources`` (site path -> file: Pyodide's ES modules) minified whole by scripts/minify.mjs
    (terser, pinned by the npm lockfile), as {site path: file} (see :func:`_terser`)."""
    return {rel: _terser(src.read_bytes(), "whole", True, Path(rel).suffix) for rel, src in sources.items()}


def without_comments(rel: str, data: bytes) -> bytes:
    """Our script ``data`` (site path ``rel``) without its comments and indentation, every
    statement as written (scripts/minify.mjs "comments"; about 40 % of its compressed bytes)."""
    return _terser(data, "comments", rel.endswith(".mjs"), Path(rel).suffix).read_bytes()


def _terser(data: bytes, mode: str, module: bool, suffix: str) -> Path:
    """The file scripts/minify.mjs makes of ``data``. Kept in ``vendor/min-cache/`` under a hash of
    the source, the mode and the tools, so a build runs Node (about 20 s for Pyodide's 1.2 MB) only
    for what changed."""
    cache = VENDOR / "min-cache"
    cache.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256((ROOT / "scripts" / "minify.mjs").read_bytes()
                         + (ROOT / "node_modules" / "terser" / "package.json").read_bytes()
                         + f"{mode} {module}".encode() + data)
    dest = cache / (key.hexdigest()[:32] + suffix)
    if dest.is_file():
        return dest
    node = shutil.which("node")
    if not node:
        die("node is needed to minify the JavaScript (scripts/minify.mjs)")
    with tempfile.TemporaryDirectory(prefix="buffalo-min-") as tmp:
        src, listing = Path(tmp) / ("in" + suffix), Path(tmp) / "jobs.json"
        src.write_bytes(data)
        part = str(dest) + f".{os.getpid()}.part"
        listing.write_text(json.dumps([{"src": str(src), "dest": part, "mode": mode, "module": module}]))
        run = subprocess.run([node, str(ROOT / "scripts" / "minify.mjs"), str(listing)],
                             capture_output=True, text=True)
    if run.returncode != 0:
        die(f"scripts/minify.mjs failed:\n{run.stderr}")
    os.replace(part, dest)  # (whole: two builds at once never read half a file)
    return dest


def _tools_key() -> bytes:
    """What the bytecode depends on besides a module's source: the compiling script, the
    slimming code and the Pyodide that compiles."""
    digest = hashlib.sha256()
    for path in (ROOT / "scripts" / "precompile.mjs", ROOT / "scripts" / "trim_stdlib.py",
                 ROOT / "node_modules" / "pyodide" / "package.json"):
        digest.update(path.read_bytes() if path.is_file() else b"-")
    return digest.digest()


def compiled_modules(sources: dict[str, bytes]) -> dict[str, bytes]:
    """Bytecode (``<dir>/<name>.pyc`` -> bytes) of ``sources`` (site path -> source).

    Each module is slimmed (the same code on the same lines, without comments and docstrings:
    scripts/trim_stdlib.py) and compiled by scripts/precompile.mjs (Node + the same Pyodide) as an
    unchecked-hash .pyc. Compiling is the slow part of a build, so each result is kept in
    ``vendor/pyc-cache/`` under a hash of its path, its source and the tools: a module compiled
    once (for another page, or by an earlier build) is not compiled again, and the modules still
    missing are compiled in one Node run.
    """
    cache = VENDOR / "pyc-cache"
    tools = _tools_key()
    keys = {rel: hashlib.sha256(tools + rel.encode() + b"\0" + data).hexdigest()
            for rel, data in sources.items()}
    out: dict[str, bytes] = {}
    missing: dict[str, bytes] = {}
    for rel, data in sources.items():
        hit = cache / keys[rel]
        if hit.is_file():
            out[rel[:-3] + ".pyc"] = hit.read_bytes()
        else:
            missing[rel] = trim_stdlib.slim_bytes(data)
    if missing:
        node = shutil.which("node")
        if not node:
            die("node is needed to precompile the Python modules (scripts/precompile.mjs)")
        with tempfile.TemporaryDirectory(prefix="buffalo-pyc-") as tmp:
            for rel, data in missing.items():
                (Path(tmp) / rel).parent.mkdir(parents=True, exist_ok=True)
                (Path(tmp) / rel).write_bytes(data)
            run = subprocess.run([node, str(ROOT / "scripts" / "precompile.mjs"), tmp, *sorted(missing)],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                die(f"scripts/precompile.mjs failed:\n{run.stderr}")
            made = {}
            for pyc in sorted(Path(tmp).rglob("*.pyc")):
                folder = pyc.parent.parent.relative_to(tmp).as_posix()  # <dir>/__pycache__/<name>.<tag>.pyc
                made[f"{folder}/{pyc.name.split('.')[0]}.pyc"] = pyc.read_bytes()
        if sorted(made) != sorted(rel[:-3] + ".pyc" for rel in missing):
            die("scripts/precompile.mjs did not compile every module")
        cache.mkdir(parents=True, exist_ok=True)
        for rel in missing:
            data = made[rel[:-3] + ".pyc"]
            part = cache / f"{keys[rel]}.part-{os.getpid()}"
            part.write_bytes(data)
            os.replace(part, cache / keys[rel])  # whole or absent, even with two builds at once
            out[rel[:-3] + ".pyc"] = data
    return out


def pack_modules(game_id: str) -> bytes:
    """A game page's modules and their bytecode as one file, for vendor/pyodide/early.mjs.

    Layout: a little-endian uint32 n, n bytes of JSON [[path, offset, length], ...], then the
    files' bytes (offsets count from there), all gzip-compressed here (as small on a host that
    compresses nothing; early.mjs takes it either way). The bytecode comes from :func:`compiled_modules`,
    so the browser neither compiles the modules nor fetches them one by one. Only the bytecode
    travels, each .pyc where its .py would be (``engine/core/i18n.pyc``, imported sourceless):
    the sources would add a fifth to every page's download for nothing but the code lines in a
    traceback (file names and line numbers stay; the repository has the sources).
    """
    return trim_stdlib.pack(compiled_modules(module_sources(game_id)))


def without_files_table(toml: bytes) -> bytes:
    """pyscript.toml without its [files] table (the packs carry those files)."""
    out, skipping = [], False
    for line in toml.decode("utf-8").splitlines(keepends=True):
        if line.strip().startswith("["):
            skipping = line.strip() == "[files]"
            if skipping:
                out.append("# [files]: packed into packs/<game>.pack by scripts/build_site.py and\n"
                           f"# written into Python's file system by {EARLY} before PyScript starts.\n")
                continue
        if not skipping:
            out.append(line)
    return "".join(out).encode("utf-8")


def transform(rel: str, data: bytes, sizes: dict[str, int]) -> bytes:
    if rel.endswith(".html"):  # the shared header and dialogs written once in ui/shell/*.html
        data = partials.expand(data.decode("utf-8"), ROOT).encode("utf-8")
    if rel.endswith((".js", ".mjs", ".css")):
        data = strip_source_map(data)
    if rel.endswith(".css") and rel.startswith("ui/"):
        data = slim_css(data.decode("utf-8")).encode("utf-8")
    if rel == "ui/boot.js":
        table = json.dumps({p: sizes[p] for p in runtime(sizes)}, separators=(",", ":"))
        # PyScript's chunks, imported at once by boot.js instead of one after the other
        preload = json.dumps(sorted("./" + p for p in sizes if p.startswith("vendor/pyscript/")
                                    and p.endswith(".js") and p != "vendor/pyscript/core.js"))
        for key, value in (("RUNTIME@*/null", table), ("PRELOAD@*/[]", preload), ("EARLY@*/false", "true")):
            data = fill(data, rel, key, value)
    if rel.removesuffix(".html") in game_pages():
        if PYSCRIPT_PRELOAD not in data:  # the page runs on PyScript: its core starts loading at once
            die(f"{rel}: expected {PYSCRIPT_PRELOAD.decode()} (ui/shell/boot.html)")
        # after the stylesheets (the skeleton needs them first), before the end of <head>
        data = data.replace(b"</head>", preload_links(rel.removesuffix(".html"), sizes) + b"\n</head>", 1)
        data = inline_icon(rel, data)
    if rel == EARLY:
        name = json.dumps(trim_stdlib.STDLIB_PACK.rsplit("/", 1)[1])
        data = fill(data, rel, "STDLIB@*/null", name if trim_stdlib.STDLIB_PACK in sizes else "null")
    if rel == "pyscript.toml":
        # the deployed page takes the Pyodide that ui/boot.js started early (ui/pyodide-early.mjs)
        old = f"interpreter = {VENDOR_PYODIDE}".encode()
        if old not in data:
            die(f"pyscript.toml: expected `interpreter = {VENDOR_PYODIDE}`")
        data = without_files_table(data.replace(old, f'interpreter = "./{EARLY}"'.encode()))
    if rel in COMMENTED:  # (after its placeholders are filled: they are comments)
        data = without_comments(rel, data)
    return data


def slim_css(css: str) -> str:
    """Our stylesheet without its comments and indentation (a third of its compressed bytes; the
    rules themselves untouched). A comment is ``/* ... */`` outside a quoted string."""
    out, i, quote = [], 0, ""
    while i < len(css):
        c = css[i]
        if quote:
            out.append(c)
            if c == "\\" and i + 1 < len(css):
                out.append(css[i + 1])
                i += 1
            elif c == quote:
                quote = ""
        elif c in "\"'":
            quote = c
            out.append(c)
        elif css.startswith("/*", i):
            end = css.find("*/", i + 2)
            i = len(css) if end < 0 else end + 2
            continue
        else:
            out.append(c)
        i += 1
    return "\n".join(line.strip() for line in "".join(out).splitlines() if line.strip()) + "\n"


def preload_links(game_id: str, sizes: dict[str, int]) -> bytes:
    """<link>s that start every runtime download as soon as the page's <head> is read.

    ui/boot.js fetches the same files (and so takes over these downloads) and imports the same
    modules; a bare Pyodide page only starts them once pyodide.mjs has loaded.
    """
    # (not the wasm, stdlib and lock file: on a first visit ui/boot.js downloads those in a
    # worker, which cannot use the page's preloads)
    fetched = [pack_name(game_id)]
    modules = ["vendor/pyodide/pyodide.mjs", "vendor/pyodide/pyodide.asm.mjs", EARLY, SNAPSHOTS]
    modules += sorted(p for p in sizes if p.startswith("vendor/pyscript/") and p.endswith(".js"))
    lines = ["  <!-- added by scripts/build_site.py: start the runtime downloads at once -->"]
    lines += [f'  <link rel="preload" href="./{p}" as="fetch" crossorigin>' for p in fetched]
    lines += [f'  <link rel="modulepreload" href="./{p}">' for p in modules if p != "vendor/pyscript/core.js"]
    return "\n".join(lines).encode()


ICON_LINK = b'<link rel="icon" href="./icons/icon.svg" type="image/svg+xml">'


def inline_icon(rel: str, data: bytes) -> bytes:
    """The page's icon as a data: URL, so that loading a game page asks nothing of the service
    worker once its own files are in.

    Chromium fetches a page's icon itself, late in the load and through the service worker; when
    a new version waits, that request can restart the old worker just as it stops to let the new
    one in, and the switch then waits for minutes (ui/boot.js, "a new version").
    """
    if ICON_LINK not in data:
        die(f"{rel}: expected {ICON_LINK.decode()} (ui/shell/head.html)")
    svg = b" ".join(line.strip() for line in (ROOT / "icons" / "icon.svg").read_bytes().splitlines())
    url = "data:image/svg+xml," + quote(svg.decode("utf-8"), safe=" /=:,.-()'")
    link = f'<link rel="icon" href="{html.escape(url)}" type="image/svg+xml">'
    return data.replace(ICON_LINK, link.encode())


def write_sw(site: Path) -> str:
    """(Re)generate site/sw.js for the files now in ``site`` (and the snapshot keys of its
    ui/boot.js, which it keeps); returns the cache name."""
    entries = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if rel == "sw.js" or rel.startswith("."):
            continue
        data = path.read_bytes()
        entries.append({"url": rel, "size": len(data), "sha256": sha256(data)})
    digest = sha256("".join(f"{e['url']}\0{e['sha256']}\n" for e in entries).encode())
    template = (ROOT / SW_SOURCE).read_text(encoding="utf-8")
    cache = f"buffalo-{digest[:16]}"
    body = template.replace('"@CACHE@"', json.dumps(cache)).replace(
        "/*@PRECACHE@*/[]", json.dumps(entries, indent=1)).replace(
        "/*@SNAPSHOTS@*/[]", json.dumps(sorted(built_snapshot_keys(site).values())))
    (site / "sw.js").write_text(body, encoding="utf-8")
    return cache


def gz(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=6, mtime=0))


def dropped(out: Path = OUT) -> list[str]:
    """What the npm packages hold that the site leaves out, grouped, with sizes."""
    lines = []
    groups = [("node_modules/pyodide", ROOT / "node_modules" / "pyodide", "vendor/pyodide"),
              ("node_modules/@pyscript/core/dist", ROOT / "node_modules" / "@pyscript" / "core" / "dist",
               "vendor/pyscript")]
    for label, folder, dest in groups:
        if not folder.is_dir():
            continue
        shipped = {p.name for p in (out / dest).glob("*")} if (out / dest).is_dir() else set()
        kinds: dict[str, list] = {}
        for p in folder.rglob("*"):
            if not p.is_file() or (p.parent == folder and p.name in shipped):
                continue
            name = p.name
            kind = ("source maps" if name.endswith(".map") else
                    "type files" if name.endswith(".d.ts") else
                    "console pages" if name.endswith(".html") else
                    "package metadata" if name in ("package.json", "README.md", "LICENSE") else
                    "unused chunks/builds")
            k = kinds.setdefault(kind, [0, 0, set()])
            k[0] += 1
            k[1] += p.stat().st_size
            k[2].add(re.sub(r"-[\w-]{8}\.js$", "", name))
        for kind, (n, size, names) in sorted(kinds.items()):
            what = f" ({', '.join(sorted(names))})" if kind == "unused chunks/builds" else ""
            lines.append(f"  {label}: {n} {kind}, {size:,} B{what}")
    return lines


def build(out: Path = OUT) -> str:
    """Write the site to ``out`` (replacing it); returns the service worker's cache name."""
    files = site_files()
    sizes = {rel: path.stat().st_size for rel, path in files.items()}
    if out.exists():
        shutil.rmtree(out)
    for rel, src in sorted(files.items()):
        data = transform(rel, src.read_bytes(), sizes)
        dest = out / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(data)
    compiled_modules(module_sources())  # every page's modules compiled in one Node run
    for game_id in game_pages():
        (out / pack_name(game_id)).parent.mkdir(parents=True, exist_ok=True)
        (out / pack_name(game_id)).write_bytes(pack_modules(game_id))
    i18n.compile_all(out)  # locale/<lang>/<domain>.mo, fetched by ui/lang.js
    keys = snapshot_keys(out)
    boot = out / "ui" / "boot.js"
    filled = fill(boot.read_bytes(), "ui/boot.js", "SNAPSHOTS@*/{}", json.dumps(keys, sort_keys=True))
    boot.write_bytes(without_comments("ui/boot.js", filled))
    return write_sw(out)


def built_snapshot_keys(site: Path) -> dict[str, str]:
    """The snapshot keys the built ui/boot.js holds ({} before they are filled in)."""
    boot = (site / "ui" / "boot.js").read_text(encoding="utf-8")
    found = re.search(r"const SNAPSHOTS = (\{[^;]*\});", boot)
    return json.loads(found.group(1)) if found else {}


def snapshot_keys(site: Path) -> dict[str, str]:
    """Each game page's snapshot key (ui/snapshots.mjs): what a snapshot of its started Python
    depends on, the runtime and the snapshot code (every file under vendor/pyodide/) and the
    game's modules (its pack). A snapshot stored under another key is not used."""
    runtime = hashlib.sha256()
    for path in sorted((site / "vendor" / "pyodide").iterdir()):
        runtime.update(path.name.encode() + b"\0" + sha256(path.read_bytes()).encode())
    return {game_id: sha256(runtime.hexdigest().encode() + (site / pack_name(game_id)).read_bytes())[:20]
            for game_id in game_pages()}


def fill(data: bytes, rel: str, key: str, value: str) -> bytes:
    """``data`` with its placeholder ``/*@<key>`` replaced by ``value``."""
    marker = f"/*@{key}".encode()
    if marker not in data:
        die(f"{rel} has no /*@{key} placeholder")
    return data.replace(marker, value.encode())


def costs(site: Path) -> list[tuple[str, int, int]]:
    """(path, raw bytes, gzip bytes) of every file in ``site``, largest gzip first."""
    rows = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        data = path.read_bytes()
        rows.append((path.relative_to(site).as_posix(), len(data), gz(data)))
    return sorted(rows, key=lambda r: -r[2])


def report(site: Path, cache: str) -> None:
    rows = costs(site)
    raw = sum(r[1] for r in rows)
    packed = sum(r[2] for r in rows)
    shown = site.relative_to(ROOT) if site.is_relative_to(ROOT) else site
    print(f"{shown}/: {len(rows)} files, service-worker cache {cache}")
    print(f"  {'raw B':>11} {'gzip B':>11}  file")
    for rel, size, g in rows:
        print(f"  {size:>11,} {g:>11,}  {rel}")
    print(f"  {raw:>11,} {packed:>11,}  total ({raw / 1e6:.2f} MB raw, {packed / 1e6:.2f} MB gzip)")
    print("Dropped from the npm packages:")
    print("\n".join(dropped(site)) or "  (node_modules not found)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT, help="output folder (default _site/)")
    ap.add_argument("-q", "--quiet", action="store_true", help="no size report")
    args = ap.parse_args()
    out = args.out.resolve()
    cache = build(out)
    if not args.quiet:
        report(out, cache)


if __name__ == "__main__":
    main()
