"""The deployable site (scripts/build_site.py): exactly what the game needs, all paths relative,
a service worker whose precache list and cache name follow the files' content, and the Pages
workflow that publishes it."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import struct
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # builds or runs the browser runtime: not in `make unit`

ROOT = Path(__file__).resolve().parent.parent


sys.path.insert(0, str(ROOT / "scripts"))
import build_site as bs  # noqa: E402  (scripts/build_site.py)
import i18n as i18n_tool  # noqa: E402  (scripts/i18n.py)

from engine.core import registry  # noqa: E402


@pytest.fixture(scope="module")
def site(built) -> Path:
    """The site folder of the one build per run (root conftest.py)."""
    return built[1]


def files(site: Path) -> set[str]:
    return {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}


def precache(site: Path) -> list[dict]:
    text = (site / "sw.js").read_text(encoding="utf-8")
    m = re.search(r"const PRECACHE = (\[.*?\n\]);", text, re.S)
    assert m, "no PRECACHE list in sw.js"
    return json.loads(m.group(1))


def cache_name(site: Path) -> str:
    found = re.search(r'const CACHE = "([^"]+)";', (site / "sw.js").read_text(encoding="utf-8"))
    assert found is not None, "sw.js names no cache"
    return found.group(1)


def unpack(site: Path, game_id: str = "wind-river") -> dict[str, bytes]:
    """packs/<id>.pack as {path: bytes} (gzip of: uint32 n, JSON index of n bytes, data)."""
    data = gzip.decompress((site / "packs" / f"{game_id}.pack").read_bytes())
    n = struct.unpack("<I", data[:4])[0]
    base = 4 + n
    return {path: data[base + off: base + off + size] for path, off, size in json.loads(data[4:base])}


def test_a_pack_holds_the_shared_modules_and_its_own_games_as_bytecode(site):
    cfg = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    listed = {dest.removeprefix("./"): src.removeprefix("./") for src, dest in cfg["files"].items()}
    games = bs.game_pages()
    assert "wind-river" in games
    for game_id in games:
        own = tuple(f"{top}/{registry.package_name(game_id)}/" for top in ("engine", "ui"))
        others = tuple(f"{top}/{registry.package_name(g)}/" for g in registry.game_ids() if g != game_id
                       for top in ("engine", "ui"))
        packed = unpack(site, game_id)
        modules = {d: s for d, s in listed.items() if d.startswith(bs.SHARED_MODULES + own)}
        assert set(packed) == {d[:-3] + ".pyc" for d in modules}, game_id  # bytecode only
        assert "ui/shell/page.py" in modules and "engine/core/registry.py" in modules
        assert f"{own[0]}__init__.pyc" in packed and f"{own[1]}__init__.pyc" in packed, game_id
        assert not any(p.startswith(others) for p in packed), game_id
        for name, data in packed.items():
            assert data[2:4] == b"\r\n", f"{name} is not a .pyc (no magic number)"
            flags = struct.unpack("<I", data[4:8])[0]
            assert flags == 0b01, f"{name} is not an unchecked-hash pyc (flags {flags})"


def test_ships_exactly_what_the_game_needs(site):
    got = files(site)
    games = bs.game_pages()
    pages = {"index.html", "pyscript.toml", "manifest.webmanifest", "sw.js", "ui/style.css", "ui/boot.js",
             "ui/lang.js", "samples.html"}  # (the visual language's samples: docs/visual-language.md)
    for game_id in games:
        pkg = registry.package_name(game_id)
        pages |= {f"{game_id}.html", f"{game_id}-rules.html", f"ui/{pkg}/main.py", f"packs/{game_id}.pack"}
        pages |= {f"ui/{pkg}/style.css"} if (ROOT / "ui" / pkg / "style.css").is_file() else set()
    assert pages <= got
    pyodide = {f"vendor/pyodide/{n}" for n in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                                               "python_stdlib.zip", "stdlib.pack", "pyodide-lock.json",
                                               "early.mjs", "snapshots.mjs")}
    assert {f for f in got if f.startswith("vendor/pyodide/")} == pyodide
    pyscript = {f.split("/")[-1] for f in got if f.startswith("vendor/pyscript/")}
    stems = {re.sub(r"-[\w-]{8}\.js$", "", n) for n in pyscript}
    assert stems == {"core.js", "core.css", "core", "error", "toml"}, pyscript
    icons = {f for f in got if f.startswith("icons/")}
    assert icons == {"icons/icon.svg", "icons/icon-192.png", "icons/icon-512.png",
                     "icons/icon-maskable-512.png", *(f"icons/{g}.svg" for g in games)}
    # every page's catalogues in German and French (compiled from locale/, fetched for the chosen language)
    catalogues = {f"locale/{lang}/{domain}.mo" for lang in ("de", "fr") for domain in i18n_tool.domains()}
    assert {f for f in got if f.startswith("locale/")} == catalogues
    assert got == pages | pyodide | {f"vendor/pyscript/{n}" for n in pyscript} | icons | catalogues
    for f in got:  # nothing for development
        assert not f.startswith(("tests/", "e2e/", "bench/", "scripts/", "node_modules/", "docs/"))
        assert not f.endswith((".map", ".d.ts", ".ts")), f


def test_deployed_page_starts_python_early(site):
    """The deployed pyscript.toml takes Pyodide from early.mjs (the instance ui/boot.js started);
    a game page starts the runtime downloads from <head>, after the stylesheets."""
    toml = tomllib.loads((site / "pyscript.toml").read_text(encoding="utf-8"))
    assert toml["interpreter"] == "./vendor/pyodide/early.mjs"
    assert "files" not in toml  # the packs carry them
    repo = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert {k: v for k, v in toml.items() if k != "interpreter"} == {
        k: v for k, v in repo.items() if k not in ("interpreter", "files")}
    boot = (site / "ui/boot.js").read_text(encoding="utf-8")
    assert "const EARLY = true;" in boot and "/*@" not in boot
    html = (site / "wind-river.html").read_text(encoding="utf-8")
    head = html[: html.index("</head>")]
    assert head.rindex('rel="stylesheet"') < head.index('rel="preload"')
    assert '<link rel="preload" href="./packs/wind-river.pack" as="fetch" crossorigin>' in head
    home = (site / "index.html").read_text(encoding="utf-8")
    assert "preload" not in home and "modulepreload" not in home  # the home page starts no Python
    assert "pyodide.asm.wasm" not in head  # a worker downloads it on a first visit (no double download)
    for rel in ("vendor/pyodide/pyodide.mjs", "vendor/pyodide/pyodide.asm.mjs", "vendor/pyodide/early.mjs",
                "vendor/pyodide/snapshots.mjs"):
        assert f'<link rel="modulepreload" href="./{rel}">' in head


def test_deployed_game_pages_run_on_pyscript(site):
    """The built loader hands the page to PyScript (issue 50): boot.js imports its core, the page
    preloads it and its chunks, PyScript's config names early.mjs as the interpreter, and nothing
    stands in for the ``pyscript`` module."""
    boot = (site / "ui/boot.js").read_text(encoding="utf-8")
    assert 'import(new URL(PS + "core.js", location.href).href)' in boot
    assert "runGame" not in boot
    found = re.search(r"const PRELOAD = (\[[^\]]*\]);", boot)
    assert found, "boot.js: no PRELOAD"
    preload = json.loads(found.group(1))
    chunks = sorted("./" + f for f in files(site) if f.startswith("vendor/pyscript/") and f.endswith(".js")
                    and f != "vendor/pyscript/core.js")
    assert preload == chunks and chunks
    early = (site / "vendor/pyodide/early.mjs").read_text(encoding="utf-8")
    assert "registerJsModule" not in early and "runGame" not in early
    for game_id in bs.game_pages():
        head = (site / f"{game_id}.html").read_text(encoding="utf-8").split("</head>")[0]
        assert '<link rel="modulepreload" href="./vendor/pyscript/core.js">' in head, game_id
        page = (site / f"{game_id}.html").read_text(encoding="utf-8")
        script = r'<script type="py" src="\./ui/\w+/main\.py" config="\./pyscript\.toml"'
        assert re.search(script, page), game_id


def test_deployed_game_pages_carry_their_icon_inline(site):
    """A game page asks the service worker for nothing once its own files are in: its icon is a
    data: URL holding icons/icon.svg (a late icon request held up the switch to a new version)."""
    from html import unescape
    from urllib.parse import unquote

    prefix = "data:image/svg+xml,"
    icon = (ROOT / "icons/icon.svg").read_text(encoding="utf-8").split()
    for game_id in bs.game_pages():
        html = (site / f"{game_id}.html").read_text(encoding="utf-8")
        found = [unescape(h) for h in re.findall(r'<link rel="icon" href="([^"]*)"', html)]
        assert len(found) == 1 and found[0].startswith(prefix) and "#" not in found[0], game_id
        assert unquote(found[0][len(prefix):]).split() == icon, game_id


def test_deployed_game_pages_hold_their_shared_dialogs(site):
    """The built pages carry the partials (scripts/partials.py) in, never a marker; the partials
    themselves are not shipped."""
    for game_id in bs.game_pages():
        html = (site / f"{game_id}.html").read_text(encoding="utf-8")
        assert "<!-- include:" not in html and "{{" not in html, game_id
        assert html.count('id="conflict"') == 1 and html.count('id="share"') == 1, game_id
    assert not any(f.startswith("ui/shell/") for f in files(site))


def test_no_source_map_references(site):
    for rel in files(site):
        if rel.endswith((".js", ".mjs", ".css")):
            assert b"sourceMappingURL" not in (site / rel).read_bytes(), rel


def test_every_url_in_the_pages_is_relative_and_shipped(site):
    shipped = files(site)
    for page in bs.html_pages():
        html = (site / page).read_text(encoding="utf-8")
        for url in re.findall(r'(?:src|href|config)="([^"#]+)"', html):
            if url.startswith("data:image/svg+xml,"):
                continue  # a game page's icon, inline (test_deployed_game_pages_carry_their_icon_inline)
            assert not re.match(r"^([a-z]+:)?//|^/", url), f"{page}: {url} is not relative"
            if url != "./":
                assert url.startswith("./") and url[2:] in shipped, f"{page}: {url} is not in the site"
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone" and manifest["name"] and manifest["theme_color"]
    for icon in manifest["icons"]:
        assert icon["src"] in shipped
    boot = (site / "ui/boot.js").read_text(encoding="utf-8")
    assert 'register("./sw.js")' in boot
    # the home page starts no service-worker install (it would download the runtime beside the
    # game page's own downloads); the worker a game page installs serves the home page too
    assert "serviceWorker" not in (site / "index.html").read_text(encoding="utf-8")
    assert "index.html" in {e["url"] for e in precache(site)}


def test_service_worker_precaches_every_file_by_content(site):
    entries = precache(site)
    assert {e["url"] for e in entries} == files(site) - {"sw.js"}
    for e in entries:
        data = (site / e["url"]).read_bytes()
        assert e["size"] == len(data) and e["sha256"] == hashlib.sha256(data).hexdigest(), e["url"]
    assert re.fullmatch(r"buffalo-[0-9a-f]{16}", cache_name(site))


def test_cache_name_follows_content(site, tmp_path):
    again = tmp_path / "again"
    assert bs.build(again) == cache_name(site), "same sources, same cache name"
    rules = again / "wind-river-rules.html"
    rules.write_text(rules.read_text(encoding="utf-8") + "<!-- changed -->", encoding="utf-8")
    assert bs.write_sw(again) != cache_name(site)


def test_the_bytecode_cache_serves_a_module_only_for_its_own_source(site, monkeypatch):
    """The build's bytecode cache (vendor/pyc-cache): a module the build compiled comes back with
    the very bytes the page's pack holds, without compiling; the same module with one byte more
    is not in the cache (it would need Node, switched off here)."""
    rel = "engine/core/i18n.py"
    source = (ROOT / rel).read_bytes()
    monkeypatch.setattr(bs.shutil, "which", lambda name: None)
    served = bs.compiled_modules({rel: source})
    assert served == {"engine/core/i18n.pyc": unpack(site)["engine/core/i18n.pyc"]}
    with pytest.raises(SystemExit):
        bs.compiled_modules({rel: source + b"\n"})


def test_loader_knows_the_runtime_sizes(site):
    boot = (site / "ui/boot.js").read_text(encoding="utf-8")
    m = re.search(r"const RUNTIME = (\{.*?\});", boot, re.S)
    assert m, "build_site.py did not fill in RUNTIME"
    sizes = json.loads(m.group(1))
    assert set(sizes) == set(bs.runtime(files(site)))
    # the trimmed standard library travels as one pack (ui/pyodide-early.mjs); Pyodide's zip is empty
    assert "vendor/pyodide/stdlib.pack" in sizes
    assert zipfile.ZipFile(site / "vendor/pyodide/python_stdlib.zip").namelist() == []
    for rel, size in sizes.items():
        assert (site / rel).stat().st_size == size


def test_deployed_size_gzip_under_7_mb(site):
    total = sum(len(gzip.compress((site / rel).read_bytes(), 6)) for rel in files(site))
    assert total <= 7_000_000, f"{total:,} bytes gzip"


def test_pages_workflow_deploys_the_built_site():
    wf = (ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8")
    assert "make site" in wf
    assert re.search(r"upload-pages-artifact@v\d+\s+with:\s+path: _site\b", wf)
    assert "actions/deploy-pages@" in wf
    assert "pages: write" in wf and "id-token: write" in wf
    make = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^site: setup\n\t\$\(PYTHON\) scripts/build_site.py", make, re.M)
    assert "npm ci" in make  # the runtime comes from the lockfile
    assert "--directory _site" in make  # make serve serves what is deployed
    assert "_site/" in (ROOT / ".gitignore").read_text(encoding="utf-8")


def test_built_stylesheets_are_our_rules_without_comments(site):
    """The build ships each of our stylesheets without comments and indentation
    (build_site.slim_css), every rule word for word."""
    sheets = sorted(p for p in files(site) if p.startswith("ui/") and p.endswith(".css"))
    assert "ui/style.css" in sheets
    for rel in sheets:
        source = (ROOT / rel).read_text(encoding="utf-8")
        built = (site / rel).read_text(encoding="utf-8")
        assert "/*" not in built and "\n " not in built, rel
        assert built.split() == re.sub(r"/\*.*?\*/", " ", source, flags=re.S).split(), rel
        assert len(built) < 0.9 * len(source), rel
    # a comment's marks inside a quoted string are no comment
    css = 'a { content: "/* x */"; } /* y */\n  b { c: 1 }\n'
    assert bs.slim_css(css) == 'a { content: "/* x */"; }\nb { c: 1 }\n'


def test_our_scripts_ship_without_comments(site):
    """The loader and the runtime glue we wrote ship without comments and indentation (filled in
    first: their placeholders are comments), their statements as written."""
    for rel in [*bs.COMMENTED, "ui/boot.js"]:
        built = (site / rel).read_text(encoding="utf-8")
        assert "/*@" not in built, rel
        assert not [line for line in built.splitlines() if line.startswith(("//", "/*", " "))], rel
        source = {bs.EARLY: bs.EARLY_SOURCE, bs.SNAPSHOTS: bs.SNAPSHOTS_SOURCE}.get(rel, rel)
        assert len(built) < 0.75 * len((ROOT / source).read_text(encoding="utf-8")), rel
    assert "const EARLY = true;" in (site / "ui/boot.js").read_text(encoding="utf-8")
