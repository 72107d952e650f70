"""scripts/trim_stdlib.py: the trimmed standard library the site ships holds every module the
game pages can import, and nothing changes in the modules it keeps but comments and docstrings."""

from __future__ import annotations

import ast
import importlib.util
import io
import json
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "vendor" / "pyodide"


def load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ts = load("trim_stdlib")

# sys.builtin_module_names of Pyodide 314.0.7 (compiled into the wasm: never in the zip)
_BUILTINS = """
_abc _ast _asyncio _bisect _blake2 _bz2 _codecs _codecs_cn _codecs_hk _codecs_iso2022 _codecs_jp
_codecs_kr _codecs_tw _collections _contextvars _csv _ctypes _datetime _decimal _elementtree
_functools _heapq _hmac _imp _io _json _locale _lsprof _lzma _md5 _multibytecodec _opcode _operator
_pickle _posixsubprocess _pyodide_core _queue _random _remote_debugging _sha1 _sha2 _sha3 _signal
_socket _sqlite3 _sre _stat _statistics _string _struct _suggestions _symtable _sysconfig _thread
_tokenize _tracemalloc _types _typing _warnings _weakref _zoneinfo _zstd array atexit binascii
builtins cmath errno faulthandler fcntl gc itertools marshal math mmap posix pyexpat select sys
termios time unicodedata zlib"""
PYODIDE_BUILTINS = set(_BUILTINS.split())
# provided at run time by Pyodide's JavaScript side and by PyScript, not by the zip
RUNTIME_PROVIDED = {"js", "pyodide_js", "pyscript"}
PROJECT = {"engine", "ui"}


def make_zip(files: dict[str, str]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for path, text in files.items():
            z.writestr(path, text)
    return out.getvalue()


def read_zip(data: bytes) -> dict[str, str]:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return {n: z.read(n).decode() for n in z.namelist() if not n.endswith("/")}


FAKE = {
    "app.py": '"""Module doc."""\nimport helper  # needed\nfrom pkg import sub\n\n'
              'def later():\n    import lazy\n    return lazy\n\n'
              'if __name__ == "__main__":\n    import mainonly\n',
    "helper.py": "import sys\nif sys.platform == 'win32':\n    import winonly\nelse:\n    import unixonly\n",
    "unixonly.py": "X = 1\n",
    "winonly.py": "X = 2\n",
    "lazy.py": "Y = 1\n",
    "mainonly.py": "Z = 1\n",
    "pkg/__init__.py": "",
    "pkg/sub.py": "from .deep import mod\n",
    "pkg/deep/__init__.py": "",
    "pkg/deep/mod.py": "from ..inner import f\n",
    "pkg/inner.py": "def f():\n    '''Doc\n    on two lines.'''\n    return '# not a comment'\n",
    "unrelated.py": "",
    "os.py": "import unused_by_frozen\n",  # frozen into Pyodide: never shipped
    "site-packages/README.txt": "",
}


def test_trim_keeps_the_closure_of_module_level_imports_only():
    got = read_zip(ts.trim(make_zip(FAKE), ["app"]))
    assert set(got) == {"app.py", "helper.py", "unixonly.py", "pkg/__init__.py", "pkg/sub.py",
                        "pkg/deep/__init__.py", "pkg/deep/mod.py", "pkg/inner.py"}
    # a module imported only inside a function is kept when it is listed itself
    assert "lazy.py" in read_zip(ts.trim(make_zip(FAKE), ["app", "lazy"]))
    # frozen modules and their imports stay out even when listed
    assert "os.py" not in read_zip(ts.trim(make_zip(FAKE), ["os", "app"]))
    # listing a submodule brings its packages
    assert set(read_zip(ts.trim(make_zip(FAKE), ["pkg.inner"]))) == {"pkg/__init__.py", "pkg/inner.py"}


def test_trim_is_deterministic_and_slims_without_moving_a_line():
    one = ts.trim(make_zip(FAKE), ["app"])
    assert one == ts.trim(make_zip(FAKE), ["app"])
    got = read_zip(one)
    for path, text in got.items():
        assert text.count("\n") == FAKE[path].count("\n"), path
        assert "#" not in text.replace("'# not a comment'", ""), path
    assert got["app.py"].startswith('""\nimport helper\n')
    assert got["pkg/inner.py"] == "def f():\n \"\"\"\n\"\"\"\n return '# not a comment'\n"
    assert read_zip(ts.trim(make_zip(FAKE), ["app"], slim=False))["app.py"] == FAKE["app.py"]


def test_slim_source_changes_nothing_but_comments_and_docstrings():
    src = ('# -*- coding: utf-8 -*-\n#!ignored\n"""Doc."""\nx = "#1"  # c\n'
           'class A:\n    """One.\n\n    Two."""\n'
           '    def m(self):  # c\n        # only\n        return f"{x}#"\n')
    out = ts.slim_source(src)
    assert out.splitlines()[0] == "# -*- coding: utf-8 -*-"
    assert out.count("\n") == src.count("\n")
    assert '"#1"' in out and 'f"{x}#"' in out and "# c" not in out and "# only" not in out
    assert "One." not in out and "Doc." not in out
    scope: dict = {}
    exec(compile(out, "slim", "exec"), scope)
    assert scope["A"]().m() == "#1#" and scope["A"].__doc__ == "\n\n"
    assert ts.slim_source(src, docstrings=False).count("One.") == 1
    # one space a level; continued lines and strings over several lines keep their meaning
    src = ('def f(a,\n          b):\n    if a:\n        s = """x\n    y"""\n'
           '        return [a,\n                b] + \\\n            [s]\n    return f"{a}\\n"\n')
    out = ts.slim_source(src)
    assert out == ('def f(a,\nb):\n if a:\n  s = """x\n    y"""\n'
                   '  return [a,\n  b] + \\\n  [s]\n return f"{a}\\n"\n')
    scope = {}
    exec(compile(out, "slim", "exec"), scope)
    assert scope["f"](1, 2) == [1, 2, "x\n    y"] and scope["f"](0, 2) == "0\n"
    # source this Python cannot parse is left alone
    assert ts.slim_source("def (:\n  # c\n") == "def (:\n  # c\n"


def test_imports_of_resolves_relative_and_from_imports():
    src = "from . import a\nfrom ..b import c as d\nimport e.f, g\ndef h():\n    import i\n"
    assert ts.imports_of(src, "p.q.mod") == {"p.q", "p.q.a", "p.b", "p.b.c", "e.f", "g", "i"}
    got = ts.imports_of(src, "p.q", is_package=True, lazy=False)
    assert got == {"p.q", "p.q.a", "p.b", "p.b.c", "e.f", "g"}
    # newer syntax than this Python's: scanned by lines, imports in functions left out when not lazy
    newer = "type X = int\nimport a\ndef f():\n    import b\nif True:\n    from .c import d\n"
    assert ts.imports_of(newer, "p.m", lazy=False) == {"a", "p.c", "p.c.d"}
    assert ts.imports_of(newer, "p.m") == {"a", "b", "p.c", "p.c.d"}


def test_trim_lock_drops_only_the_packages():
    lock = json.dumps({"info": {"python": "3.14.2", "arch": "wasm32"}, "packages": {"numpy": {"x": 1}},
                       "tool": {}}).encode()
    got = json.loads(ts.trim_lock(lock))
    assert got == {"info": {"python": "3.14.2", "arch": "wasm32"}, "packages": {}, "tool": {}}


def test_module_list_covers_every_game_package_under_engine():
    listed = ts.module_list()
    games = [p.name for p in (ROOT / "engine").iterdir() if (p / "__init__.py").is_file()
             and p.name not in ("core", "bots")]
    assert games, "no game package under engine/"
    for game in games:
        for path in (ROOT / "engine" / game).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            assert ts.imports_of(path.read_bytes(), name, parts[-1] == "__init__") <= listed, path
    assert {"typing", "random", "json", "dataclasses", "asyncio"} <= listed


def check_zip_holds_project_imports(trimmed_zip: bytes) -> None:
    full_names = ts.zip_modules(zipfile.ZipFile(VENDOR / "python_stdlib.zip").namelist())
    kept = ts.zip_modules(zipfile.ZipFile(io.BytesIO(trimmed_zip)).namelist())
    missing = []
    for name in sorted(ts.project_imports()):
        top = name.split(".")[0]
        if name in full_names:
            if name not in kept and name not in ts.FROZEN:
                missing.append(name)
        elif top in PROJECT:
            continue  # the game's own modules travel in game.pack (tests/test_site.py)
        elif name.rsplit(".", 1)[0] in full_names or top in PYODIDE_BUILTINS | RUNTIME_PROVIDED:
            continue  # `from typing import List` (a name in a module), a built-in, js, pyscript
        else:
            missing.append(f"{name} (not a module Pyodide or PyScript provides)")
    assert missing == [], f"imported by engine/ or ui/ but not in the trimmed zip: {missing}"
    # and each kept module's packages are there too
    for name in kept:
        parent = name.rsplit(".", 1)[0]
        assert "." not in name or parent in kept or parent in ts.FROZEN, name


@pytest.fixture(scope="module")
def full_zip() -> bytes:
    if not (VENDOR / "python_stdlib.zip").is_file():
        pytest.fail("vendor/ is missing: run `make setup` first")
    return (VENDOR / "python_stdlib.zip").read_bytes()


@pytest.mark.slow  # reads vendor/ (`make setup`): `make unit` runs on a fresh clone without it
def test_every_module_engine_and_ui_import_is_in_the_trimmed_zip(full_zip):
    """On this Python (the fallback without node): every import written in engine/ and ui/."""
    trimmed = ts.trim(full_zip, ts.module_list(), slim=False)
    check_zip_holds_project_imports(trimmed)
    assert len(trimmed) < len(full_zip) / 3


@pytest.mark.slow
def test_the_shipped_library_holds_every_import_as_bytecode(full_zip, built):
    """The files the build ships (trimmed and compiled under Pyodide's own Python in Node, cached
    in vendor/; after the run's build, so that two test workers never write the cache at once)."""
    files = ts.trimmed_runtime(VENDOR, ROOT / "vendor" / "trimmed")
    for rel, path in files.items():  # what the site ships
        assert path.read_bytes() == (built[1] / rel).read_bytes(), rel
    assert set(files) == {"vendor/pyodide/python_stdlib.zip", ts.STDLIB_PACK,
                          "vendor/pyodide/pyodide-lock.json"}
    # Pyodide's zip empty, the trimmed library's files in the pack (ui/pyodide-early.mjs)
    assert zipfile.ZipFile(files["vendor/pyodide/python_stdlib.zip"]).namelist() == []
    shipped = (ROOT / "vendor" / "trimmed" / "python_stdlib.zip").read_bytes()
    packed = ts.pack_files(files[ts.STDLIB_PACK].read_bytes())
    with zipfile.ZipFile(io.BytesIO(shipped)) as z:
        assert packed == {n: z.read(n) for n in z.namelist() if not n.endswith("/")}
    check_zip_holds_project_imports(shipped)
    assert files[ts.STDLIB_PACK].stat().st_size < 900_000
    traced = ts.read_list(ts.TRACED)
    kept = ts.zip_modules(zipfile.ZipFile(io.BytesIO(shipped)).namelist())
    assert traced - ts.FROZEN <= set(kept), "a module traced in the browser is missing"
    # bytecode only, one Python's (one magic number), unchecked-hash: imported without a look at
    # any source (flags 0b01: hash-based, not checked)
    with zipfile.ZipFile(io.BytesIO(shipped)) as z:
        entries = [n for n in z.namelist() if not n.endswith("/")]
        assert entries and all(n.endswith(".pyc") for n in entries)
        headers = {n: z.read(n)[:8] for n in entries}
    assert len({h[:4] for h in headers.values()}) == 1
    assert all(int.from_bytes(h[4:8], "little") == 0b01 for h in headers.values())
    assert next(iter(headers.values()))[:4] != importlib.util.MAGIC_NUMBER  # Pyodide's 3.14, not ours
    lock = json.loads(files["vendor/pyodide/pyodide-lock.json"].read_bytes())
    assert lock["packages"] == {}
    assert lock["info"] == json.loads((VENDOR / "pyodide-lock.json").read_bytes())["info"]


@pytest.mark.slow
def test_the_shipped_bytecode_is_reproducible(built, tmp_path):
    """Compiled again from the same inputs (a fresh Pyodide in Node), the library is byte for byte
    the pack the site ships."""
    again = tmp_path / "again.zip"
    ts.trim_in_pyodide(VENDOR / "python_stdlib.zip", sorted(ts.module_list()), again)
    assert ts.stdlib_pack(again.read_bytes()) == (built[1] / ts.STDLIB_PACK).read_bytes()


@pytest.mark.slow
def test_a_module_the_pages_import_missing_from_the_zip_fails_the_build(built, tmp_path):
    """A cached zip that lacks json (imported by the pages) is refused, and so is the build."""
    shipped = (ROOT / "vendor" / "trimmed" / "python_stdlib.zip").read_bytes()  # (the pack's source)
    cache = tmp_path / "trimmed"
    cache.mkdir()
    with zipfile.ZipFile(io.BytesIO(shipped)) as src, \
            zipfile.ZipFile(cache / "python_stdlib.zip", "w") as dst:
        for info in src.infolist():
            if info.filename != "json/decoder.pyc":
                dst.writestr(info, src.read(info.filename))
    # stamped as made from today's inputs: only the completeness check can catch it
    key = ts.cache_key(VENDOR / "python_stdlib.zip", sorted(ts.module_list()))
    (cache / "python_stdlib.key").write_text(key)
    with pytest.raises(RuntimeError, match=r"json\.decoder \(imported by the pages"):
        ts.trimmed_runtime(VENDOR, cache)


def test_missing_modules_names_each_import_not_shipped_as_bytecode():
    full = ["json", "json.decoder", "os", "typing", "pkg", "pkg.sub", "unused"]
    shipped = make_zip({"json/__init__.pyc": "", "json/decoder.py": "", "typing.pyc": "",
                        "pkg/sub.pyc": ""})
    problems = ts.missing_modules(shipped, full, ["json.decoder", "os", "typing", "pkg.sub", "js"])
    assert problems == ["json.decoder (imported by the pages, not in the zip)",
                        "pkg (imported by the pages, not in the zip)",
                        "json/decoder.py (a source, not bytecode)"]
    complete = make_zip({"json/__init__.pyc": "", "json/decoder.pyc": ""})
    assert ts.missing_modules(complete, full, ["json.decoder", "os"]) == []  # os is frozen


@pytest.mark.slow
def test_the_game_modules_slim_to_the_same_code_on_the_same_lines():
    """The packs carry engine/ and ui/ modules slimmed (scripts/build_site.py): each must still be
    the same program, line for line, and lose its comments and docstrings."""
    paths = sorted((ROOT / "engine").rglob("*.py")) + sorted((ROOT / "ui").rglob("*.py"))
    saved = 0
    for path in paths:
        src = path.read_bytes()
        out = ts.slim_bytes(src)
        tree, new = ast.parse(src), ast.parse(out)
        for node in ts._docstrings(tree):
            node.value = "\n" * ((node.end_lineno or node.lineno) - node.lineno)
        assert ast.dump(new) == ast.dump(tree), path
        assert out.count(b"\n") == src.count(b"\n"), path
        saved += len(src) - len(out)
    assert saved > sum(len(p.read_bytes()) for p in paths) // 4
