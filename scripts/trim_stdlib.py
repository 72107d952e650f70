#!/usr/bin/env python3
"""Ship only the Python the games use: a trimmed standard-library zip and package index.

Pyodide's ``python_stdlib.zip`` (2.5 MB) holds the whole standard library; the game pages use
about a tenth of it. scripts/build_site.py ships, in place of Pyodide's own files,

* ``python_stdlib.zip`` holding only the modules in :func:`module_list` and every module they
  import at module level (closure computed from the sources in the zip), minus the modules the
  Pyodide binary has frozen in (they never load from the zip), as **bytecode only**: each module's
  unchecked-hash ``.pyc`` where its ``.py`` was, compiled by the very Pyodide the site ships (in
  Node, scripts/trim_stdlib.mjs; :func:`pyc`) with ``optimize=2`` (no docstrings, no asserts) and
  without column tables (``PYTHONNODEBUGRANGES``): the browser compiles none of it (the sources cost
  about 0.66 s of compiling on every cold start) and tracebacks keep their files and line numbers.
  Reproducible: the same inputs give the same bytes. The build fails when a module the pages
  import is not in it (:func:`missing_modules`);
* ``pyodide-lock.json`` without its package list: the site ships no Pyodide packages (no wheels
  under vendor/), so every entry there pointed at a file that is not deployed;
* and scripts/build_site.py slims the game's own modules (:func:`slim_bytes`: comments and
  docstrings out, same code on the same lines) before compiling their bytecode for the packs the
  same way (scripts/precompile.mjs).

The module list (:func:`module_list`) is the union of
  scripts/stdlib_traced.txt  what Pyodide, PyScript and the game pages imported in the browser
                             while the e2e suite ran (scripts/trace_imports.py writes it);
  scripts/stdlib_keep.txt    the hand-kept safety list (lazy imports the tests may not reach);
  every import written anywhere in engine/ (every game package, present and future) and ui/,
                             read from the sources at build time.

``TRIM_STDLIB=0`` in the environment ships Pyodide's files unchanged (scripts/trace_imports.py
traces against the full library). Standard library only (plus ``node`` and node_modules/pyodide
for the bytecode); the functions here run on CPython 3.11 (the build) and on Pyodide, and are pure
apart from :func:`module_list` and :func:`trimmed_runtime`.

    python3 scripts/trim_stdlib.py     # print what the trimmed files would hold and cost
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import os
import re
import shutil
import struct
import subprocess
import tempfile
import tokenize
import zipfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRACED = ROOT / "scripts" / "stdlib_traced.txt"
KEEP = ROOT / "scripts" / "stdlib_keep.txt"
PROJECT_DIRS = ("engine", "ui")
# the optimization level of the shipped bytecode (docstrings and asserts out, see pyc())
OPTIMIZE = 2

# Modules frozen into Pyodide 314.0.7's interpreter (``_imp._frozen_module_names()``): Python
# imports them from the binary, never from the zip, so the trimmed zip leaves them out.
FROZEN = frozenset({
    "_collections_abc", "_sitebuiltins", "abc", "codecs", "collections.abc", "genericpath",
    "importlib._bootstrap", "importlib._bootstrap_external", "importlib.machinery", "importlib.util",
    "io", "ntpath", "os", "posixpath", "runpy", "site", "stat", "zipimport",
})

_CODING_RE = re.compile(r"^[ \t\f]*#.*?coding[:=]")
# used only for sources this Python cannot parse (newer syntax): every import line, anywhere
_IMPORT_LINE_RE = re.compile(
    r"^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([\w, \t]*)|import[ \t]+([\w., \t]+))", re.M)


# ---- the zip's modules --------------------------------------------------------------------------

def zip_modules(names: Iterable[str]) -> dict[str, str]:
    """Map dotted module name -> path in the zip, for every ``.py`` or ``.pyc`` entry (packages by
    their __init__)."""
    found = {}
    for path in names:
        if path.endswith((".py", ".pyc")) and not path.startswith("site-packages/"):
            found[path.rsplit(".", 1)[0].replace("/", ".").removesuffix(".__init__")] = path
    return found


def _resolve(module: str, is_package: bool, level: int, target: str) -> str:
    """The absolute name of ``from <level dots><target> import ...`` inside ``module``."""
    if level == 0:
        return target
    parts = module.split(".") if is_package else module.split(".")[:-1]
    parts = parts[: len(parts) - (level - 1)] if level > 1 else parts
    return ".".join(parts + ([target] if target else []))


def imports_of(source: str | bytes, module: str = "", is_package: bool = False, *,
               lazy: bool = True) -> set[str]:
    """Absolute names a module's source may import: ``import a.b`` gives a.b, ``from a import b``
    gives a and a.b (b may be a module). ``lazy=False`` skips imports inside functions (run only
    when called). Source this Python cannot parse is scanned line by line (every import, so more)."""
    found: set[str] = set()

    def add(base: str, names: Iterable[str] = ()) -> None:
        if base:
            found.add(base)
            found.update(f"{base}.{n}" for n in names if n and n != "*")

    try:
        tree = ast.parse(source)
    except SyntaxError:
        text = source.decode("utf-8", "replace") if isinstance(source, bytes) else source
        for frm, names, plain in _scan_import_lines(text, lazy):
            if plain:
                for part in plain.split(","):
                    add(part.split(" as ")[0].strip())
            else:
                level = len(frm) - len(frm.lstrip("."))
                add(_resolve(module, is_package, level, frm.lstrip(".")),
                    [n.split(" as ")[0].strip() for n in names.split(",")])
        return found

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if not lazy and isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if not lazy and isinstance(child, ast.If):
                dead = _dead_branch(child.test)
                if dead:
                    visit(child.test)
                    for stmt in (child.orelse if dead == "body" else child.body):
                        visit(ast.Module(body=[stmt], type_ignores=[]))
                    continue
            if isinstance(child, ast.Import):
                for alias in child.names:
                    add(alias.name)
            elif isinstance(child, ast.ImportFrom):
                add(_resolve(module, is_package, child.level, child.module or ""),
                    [a.name for a in child.names])
            visit(child)

    visit(tree)
    return found


def _dead_branch(test: ast.expr) -> str | None:
    """Which branch of an ``if`` never runs at import time in the browser: "body" for
    ``__name__ == "__main__"`` and Windows-only tests, "orelse" for ``!= "win32"``; else None."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and len(test.comparators) == 1):
        return None
    left, op, right = ast.unparse(test.left), test.ops[0], test.comparators[0]
    if not (isinstance(right, ast.Constant) and isinstance(right.value, str)):
        return None
    never = {("__name__", "__main__"), ("sys.platform", "win32"), ("os.name", "nt"), ("_os.name", "nt"),
             ("_sys.platform", "win32")}
    if (left, right.value) in never:
        return "body" if isinstance(op, ast.Eq) else "orelse" if isinstance(op, ast.NotEq) else None
    return None


def _scan_import_lines(text: str, lazy: bool) -> list[tuple[str, str, str]]:
    """Import lines of a source this Python cannot parse, by indentation: with ``lazy`` false, not
    those inside a ``def`` (an approximation that errs on the side of keeping)."""
    found: list[tuple[str, str, str]] = []
    blocks: list[tuple[int, bool]] = []  # (indent, is a def) of the enclosing block headers
    for line in text.splitlines():
        code = line.lstrip(" \t")
        if not code or code.startswith("#"):
            continue
        indent = len(line) - len(code)
        while blocks and blocks[-1][0] >= indent:
            blocks.pop()
        if re.match(r"(async[ \t]+)?def\b|if __name__ == .__main__.:", code):
            blocks.append((indent, True))
        elif code.rstrip().endswith(":"):
            blocks.append((indent, False))
        m = _IMPORT_LINE_RE.match(line)
        if m and (lazy or not any(is_def for _, is_def in blocks)):
            frm, names, plain = m.groups("")
            found.append((frm, names, plain))
    return found


def with_parents(names: Iterable[str]) -> set[str]:
    """The names and every package above them (a.b.c -> a, a.b, a.b.c)."""
    out: set[str] = set()
    for name in names:
        parts = name.split(".")
        out.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return out


def closure(sources: dict[str, tuple[str, bytes]], roots: Iterable[str]) -> set[str]:
    """Modules of ``sources`` (name -> (zip path, source)) that importing ``roots`` may load:
    the roots, their packages and, transitively, what each imports at module level."""
    todo = [n for n in with_parents(roots) if n in sources]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        if name in FROZEN:
            continue  # imported from the binary: what it imports in turn was traced (fallbacks are not)
        path, src = sources[name]
        for dep in with_parents(imports_of(src, name, path.endswith("__init__.py"), lazy=False)):
            if dep in sources and dep not in seen:
                todo.append(dep)
    return seen


# ---- slimming a source --------------------------------------------------------------------------

def _docstrings(tree: ast.AST) -> list[ast.Constant]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                found.append(first.value)
    return found


def slim_source(source: str, docstrings: bool = True) -> str:
    """``source`` without comments and (if ``docstrings``) with every docstring emptied, on the
    same lines, indented by one space a level: code and line numbers are unchanged (only the
    columns move). A coding declaration stays. Returns
    ``source`` itself when this Python cannot parse it or the result would not be the same code
    (same syntax tree apart from the emptied docstrings, same number of lines)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.splitlines(keepends=True)
    edits: list[tuple[int, int, int, int, str]] = []  # (line, col, end line, end col, text); 0-based, chars

    def col(line: int, byte_col: int) -> int:
        return len(lines[line].encode("utf-8")[:byte_col].decode("utf-8"))
    doc_nodes = _docstrings(tree) if docstrings else []
    for node in doc_nodes:
        assert node.end_lineno is not None and node.end_col_offset is not None
        first, last = node.lineno - 1, node.end_lineno - 1
        text = '""' if first == last else '"""' + "\n" * (last - first) + '"""'
        edits.append((first, col(first, node.col_offset), last, col(last, node.end_col_offset), text))
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError):
        return source
    for tok in tokens:
        if tok.type == tokenize.COMMENT:
            row, start = tok.start[0] - 1, tok.start[1]
            if row < 2 and _CODING_RE.match(tok.line):
                continue
            # drop the whitespace before the comment too
            keep = len(lines[row][:start].rstrip(" \t\f"))
            edits.append((row, keep, row, tok.end[1], ""))
    # last first, so that the positions of the edits still to do stay valid
    for first, c0, last, c1, text in sorted(edits, reverse=True):
        lines[first:last + 1] = [lines[first][:c0] + text + lines[last][c1:]]
    out = "".join(lines)
    try:
        new = ast.parse(out)
    except SyntaxError:
        return source
    for node in doc_nodes:
        node.value = "\n" * ((node.end_lineno or node.lineno) - node.lineno)  # "" on one line
    if ast.dump(new) != ast.dump(tree) or out.count("\n") != source.count("\n"):
        return source
    # one space an indentation level: kept only when it is still the same code
    small = _reindent(out)
    try:
        same = ast.dump(ast.parse(small)) == ast.dump(new) and small.count("\n") == out.count("\n")
        if small != out and same:
            return small
    except SyntaxError:
        pass
    return out


def _reindent(source: str) -> str:
    """``source`` with each line indented by one space a block level (no indentation inside
    brackets and continued lines, where it means nothing; blank lines emptied). Lines inside a
    string that spans lines are left exactly as they are. The caller checks the result."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError):
        return source
    depth = 0
    level: dict[int, int] = {}  # line -> block level of its first token
    frozen: set[int] = set()  # lines inside a token that spans lines
    fstrings: list[int] = []
    for tok in tokens:
        name = tokenize.tok_name[tok.type]
        if tok.type == tokenize.INDENT:
            depth += 1
        elif tok.type == tokenize.DEDENT:
            depth -= 1
        elif tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.ENDMARKER):
            level.setdefault(tok.start[0], depth)
        if name in ("FSTRING_START", "TSTRING_START"):
            fstrings.append(tok.start[0])
        elif name in ("FSTRING_END", "TSTRING_END") and fstrings:
            frozen.update(range(fstrings.pop() + 1, tok.end[0] + 1))
        if tok.end[0] > tok.start[0]:  # a string (or other token) over several lines
            frozen.update(range(tok.start[0] + 1, tok.end[0] + 1))
    lines = source.splitlines(keepends=True)
    for i, line in enumerate(lines, start=1):
        if i in frozen:
            continue
        body = line.lstrip(" \t\f")
        if body.strip() == "":
            lines[i - 1] = line[len(line.rstrip("\r\n")):]
        elif i in level:
            lines[i - 1] = " " * level[i] + body
    return "".join(lines)


def slim_bytes(source: bytes) -> bytes:
    """:func:`slim_source` for a UTF-8 source file's bytes (the game's modules in their packs:
    scripts/build_site.py compiles the bytecode from the slimmed source, so the two agree)."""
    return slim_source(source.decode("utf-8")).encode("utf-8")


# ---- the trimmed zip and lock file --------------------------------------------------------------

def trim(full_zip: bytes, modules: Iterable[str], *, slim: bool = True,
         bytecode: int | None = None) -> bytes:
    """The standard-library zip ``full_zip`` cut down to ``modules``, their packages and what they
    import at module level, without the frozen modules; sources slimmed (:func:`slim_source`)
    unless ``slim`` is false. With ``bytecode`` (an optimization level, see :func:`pyc`), each
    module travels as bytecode only (``<path>.pyc`` where ``<path>.py`` was), compiled from its
    original source: this must then run under the Python the site ships (scripts/trim_stdlib.mjs).
    Deterministic: same input, same bytes."""
    with zipfile.ZipFile(io.BytesIO(full_zip)) as src:
        paths = zip_modules(src.namelist())
        sources = {name: (path, src.read(path)) for name, path in paths.items()}
        infos = {i.filename: i for i in src.infolist()}
    wanted = closure(sources, modules) - FROZEN
    files = sorted(sources[name][0] for name in wanted)
    dirs = sorted({p.rsplit("/", 1)[0] + "/" for p in files if "/" in p} & set(infos))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as dst:
        for d in dirs:
            dst.writestr(zipfile.ZipInfo(d, infos[d].date_time), b"")
        for path in files:
            data = _source_at(sources, path)
            name = path
            if bytecode is not None:
                data, name = pyc(data, path, bytecode), path + "c"
            elif slim:
                data = slim_source(data.decode("utf-8")).encode("utf-8")
            info = zipfile.ZipInfo(name, infos[path].date_time)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = infos[path].external_attr
            dst.writestr(info, data, compresslevel=9)
    return out.getvalue()


def pyc(source: bytes, path: str, optimize: int = 2) -> bytes:
    """``source`` (the zip's ``path``) as the body of an unchecked-hash ``.pyc`` for this Python:
    imported as it is, without compiling or comparing anything. ``optimize=2`` drops docstrings
    and asserts (every module the pages use runs under ``-OO``, as CPython's own test suite checks
    for the standard library). The code's file name is where Pyodide puts the zip
    (``/lib/python3XY.zip/<path>``), as if the source had been imported from there."""
    import importlib._bootstrap_external as external  # the same functions py_compile uses
    import importlib.util
    import sys
    if sys.platform != "emscripten":
        raise RuntimeError("the standard library's bytecode must be compiled by the Python the site "
                           "ships (Pyodide, scripts/trim_stdlib.mjs), not by " + sys.version)
    where = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/{path}"
    code = compile(source, where, "exec", dont_inherit=True, optimize=optimize)
    return bytes(external._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def _source_at(sources: dict[str, tuple[str, bytes]], path: str) -> bytes:
    name = path[:-3].replace("/", ".").removesuffix(".__init__")
    return sources[name][1]


def trim_lock(lock: bytes) -> bytes:
    """pyodide-lock.json with no packages (the site ships none), everything else as it was."""
    data = json.loads(lock)
    data["packages"] = {}
    return json.dumps(data, separators=(",", ":"), sort_keys=True).encode("utf-8")


# ---- the module list and the build hook ----------------------------------------------------------

def read_list(path: Path) -> set[str]:
    """Module names in a list file: one a line, ``#`` starts a comment."""
    if not path.is_file():
        return set()
    return {line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines()} - {""}


def project_imports(root: Path = ROOT) -> set[str]:
    """Every absolute module name imported anywhere (functions included) in engine/ and ui/."""
    found: set[str] = set()
    for folder in PROJECT_DIRS:
        for path in sorted((root / folder).rglob("*.py")):
            rel = path.relative_to(root).with_suffix("")
            parts = list(rel.parts)
            is_package = parts[-1] == "__init__"
            name = ".".join(parts[:-1] if is_package else parts)
            found |= imports_of(path.read_bytes(), name, is_package)
    return found


def module_list(root: Path = ROOT) -> set[str]:
    """The roots of the trimmed library: traced ∪ safety list ∪ imports written in engine/ and ui/."""
    return read_list(TRACED) | read_list(KEEP) | project_imports(root)


def trim_in_pyodide(full_zip: Path, modules: Iterable[str], out: Path) -> None:
    """Run :func:`trim` under Pyodide's own Python in Node (scripts/trim_stdlib.mjs), which parses
    all of its 3.14 standard library and compiles the bytecode the site ships (``OPTIMIZE``)."""
    node = shutil.which("node")
    if not node or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        raise RuntimeError("node and node_modules/pyodide are needed to compile the standard library's "
                           "bytecode (run `make setup`)")
    with tempfile.TemporaryDirectory(prefix="trim-stdlib-") as tmp:
        listed = Path(tmp) / "modules.json"
        listed.write_text(json.dumps(sorted(modules)), encoding="utf-8")
        command = [node, str(ROOT / "scripts" / "trim_stdlib.mjs"), str(full_zip), str(listed), str(out),
                   str(OPTIMIZE)]
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode != 0:
            raise RuntimeError(f"scripts/trim_stdlib.mjs failed:\n{run.stderr}")


def missing_modules(shipped: bytes, full_names: Iterable[str], modules: Iterable[str]) -> list[str]:
    """What is wrong with a shipped zip: each module of ``modules`` that the full library
    (``full_names``, dotted) has and the shipped zip lacks as bytecode (frozen ones aside), and
    each entry that is not bytecode. Empty when the zip is complete."""
    with zipfile.ZipFile(io.BytesIO(shipped)) as z:
        names = z.namelist()
    kept = zip_modules(names)
    full = set(full_names)
    wanted = with_parents(m for m in modules if m in full)
    problems = [f"{m} (imported by the pages, not in the zip)"
                for m in sorted(wanted & full - FROZEN) if not kept.get(m, "").endswith(".pyc")]
    problems += [f"{n} (a source, not bytecode)" for n in names if n.endswith(".py")]
    return problems


def cache_key(full: Path, modules: list[str]) -> str:
    """What the cached zip was made from: the full library, the module list, the trimming code."""
    key = hashlib.sha256()
    scripts = ROOT / "scripts"
    for part in (full.read_bytes(), json.dumps(modules).encode(), (scripts / "trim_stdlib.py").read_bytes(),
                 (scripts / "trim_stdlib.mjs").read_bytes(), str(OPTIMIZE).encode()):
        key.update(hashlib.sha256(part).digest())
    return key.hexdigest()


def trimmed_runtime(vendor_pyodide: Path, cache: Path, root: Path = ROOT) -> dict[str, Path]:
    """The trimmed python_stdlib.zip (bytecode) and pyodide-lock.json (made from the full ones in
    ``vendor_pyodide``, kept under ``cache`` and remade only when an input changed) as
    {site path: file}, for scripts/build_site.py. Raises RuntimeError when the zip lacks a module
    the pages import (:func:`missing_modules`): the build fails. Empty when ``TRIM_STDLIB=0``:
    the site then ships Pyodide's files as they are."""
    if os.environ.get("TRIM_STDLIB", "1") == "0":
        return {}
    cache.mkdir(parents=True, exist_ok=True)
    full = vendor_pyodide / "python_stdlib.zip"
    modules = sorted(module_list(root))
    key = cache_key(full, modules)
    stdlib, stamp = cache / "python_stdlib.zip", cache / "python_stdlib.key"
    if not (stdlib.is_file() and stamp.is_file() and stamp.read_text() == key):
        trim_in_pyodide(full, modules, stdlib)
        stamp.write_text(key)
    with zipfile.ZipFile(full) as z:
        full_names = zip_modules(z.namelist())
    problems = missing_modules(stdlib.read_bytes(), full_names, modules)
    if problems:
        raise RuntimeError(f"{stdlib} is incomplete: " + "; ".join(problems))
    lock = cache / "pyodide-lock.json"
    lock.write_bytes(trim_lock((vendor_pyodide / "pyodide-lock.json").read_bytes()))
    pack, empty = cache / "stdlib.pack", cache / "empty.zip"
    made = stdlib_pack(stdlib.read_bytes())
    if not pack.is_file() or pack.read_bytes() != made:
        pack.write_bytes(made)
    empty.write_bytes(EMPTY_ZIP)
    return {STDLIB_PACK: pack, "vendor/pyodide/python_stdlib.zip": empty,
            "vendor/pyodide/pyodide-lock.json": lock}


#: where the site ships the trimmed library (ui/pyodide-early.mjs writes it into Python's
#: /lib/stdlib/, on its path, before Python starts); Pyodide's python_stdlib.zip is then empty
STDLIB_PACK = "vendor/pyodide/stdlib.pack"
def pack_files(pack: bytes) -> dict[str, bytes]:
    """The files of a :func:`stdlib_pack` ({path: bytes})."""
    import gzip
    data = gzip.decompress(pack)
    n = struct.unpack_from("<I", data)[0]
    base = 4 + n
    return {path: data[base + offset: base + offset + length]
            for path, offset, length in json.loads(data[4:base])}


#: a zip of no files (its end record only)
EMPTY_ZIP = b"PK\x05\x06" + bytes(18)


def stdlib_pack(trimmed_zip: bytes) -> bytes:
    """The trimmed zip's files in the packs' layout (scripts/build_site.py ``pack_modules``:
    uint32 n, n bytes of JSON [[path, offset, length], ...], the files), gzip-compressed: one
    stream compresses the bytecode better than the zip's files each compressed alone, and the
    file is as small on a host that does not compress what it sends. Deterministic."""
    with zipfile.ZipFile(io.BytesIO(trimmed_zip)) as z:
        return pack({info.filename: z.read(info) for info in z.infolist() if not info.is_dir()})


def pack(files: dict[str, bytes]) -> bytes:
    """``files`` ({path: bytes}) in the packs' layout, in path order, gzip-compressed (level 9,
    no time stamp: the same files give the same bytes): a little-endian uint32 n, n bytes of
    JSON [[path, offset, length], ...], then the files' bytes (offsets count from there)."""
    import gzip
    index, blob = [], bytearray()
    for path in sorted(files):
        index.append([path, len(blob), len(files[path])])
        blob += files[path]
    header = json.dumps(index, separators=(",", ":")).encode()
    return gzip.compress(struct.pack("<I", len(header)) + header + bytes(blob), compresslevel=9, mtime=0)


def main() -> None:
    import gzip
    vendor = ROOT / "vendor" / "pyodide"
    full = (vendor / "python_stdlib.zip").read_bytes()
    roots = module_list()
    small = trim(full, roots)
    with zipfile.ZipFile(io.BytesIO(small)) as z:
        names = sorted(zip_modules(z.namelist()))
    print(f"{len(roots)} root names -> {len(names)} modules in the trimmed zip")
    print(f"python_stdlib.zip: {len(full):,} B -> {len(small):,} B "
          f"(gzip {len(gzip.compress(small, 6, mtime=0)):,} B)")
    lock = (vendor / "pyodide-lock.json").read_bytes()
    print(f"pyodide-lock.json: {len(lock):,} B -> {len(trim_lock(lock)):,} B")
    print(" ".join(names))


if __name__ == "__main__":
    main()
