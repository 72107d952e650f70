"""The multi-game layout: shared code never imports a game package; the registry lists the games."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.core import registry

ROOT = Path(__file__).resolve().parent.parent
SHARED = ["engine/core", "engine/bots", "ui/shell"]


def game_packages() -> set:
    """The top-level names of every game's engine and page packages."""
    names = set()
    for game_id in registry.game_ids():
        package = registry.package_name(game_id)
        names |= {registry.module_name(game_id), f"engine.{package}", f"ui.{package}"}
    return names


def _type_checking_only(node: ast.AST) -> bool:
    """Whether ``node`` is an ``if TYPE_CHECKING:`` block (mypy reads it, Python never runs it)."""
    return (isinstance(node, ast.If) and not node.orelse
            and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"))


def _run_time_nodes(tree: ast.AST) -> list:
    """Every node of ``tree`` outside ``if TYPE_CHECKING:`` blocks."""
    out, todo = [], [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        todo.extend(c for c in ast.iter_child_nodes(node) if not _type_checking_only(c))
    return out


def imported_modules(path: Path) -> list:
    """Every module an import statement of ``path`` names (relative ones resolved) that runs at
    run time: imports under ``if TYPE_CHECKING:`` are for the type checker only (the registry
    checks each game package against the Game protocol that way)."""
    tree = ast.parse(path.read_text(), str(path))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = []
    for node in _run_time_nodes(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            found.append(base)
            found += [f"{base}.{a.name}" for a in node.names]
    return found


def shared_files() -> list:
    return sorted(p for d in SHARED if (ROOT / d).is_dir() for p in (ROOT / d).rglob("*.py"))


def test_there_is_shared_code_to_check():
    assert len(shared_files()) >= 8


@pytest.mark.parametrize("path", shared_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_shared_code_imports_no_game_package(path):
    games = game_packages()
    bad = [m for m in imported_modules(path) if any(m == g or m.startswith(g + ".") for g in games)]
    assert not bad, f"{path.relative_to(ROOT)} imports a game package: {bad}"


def test_the_checker_catches_a_game_import(tmp_path):
    probe = ROOT / "engine" / "core" / "_probe_for_test.py"
    probe.write_text("from ..wind_river import new_game\nimport engine.wind_river.board\n")
    try:
        found = imported_modules(probe)
    finally:
        probe.unlink()
    assert "engine.wind_river" in found and "engine.wind_river.board" in found


def test_the_checker_ignores_only_type_checking_imports(tmp_path):
    """An import for mypy alone (``if TYPE_CHECKING:``) is allowed; one in an ``else`` or any
    other ``if`` runs, so it is caught."""
    probe = ROOT / "engine" / "core" / "_probe_for_test.py"
    probe.write_text("from typing import TYPE_CHECKING\n"
                     "if TYPE_CHECKING:\n    from .. import manitou\n"
                     "if TYPE_CHECKING:\n    pass\nelse:\n    import engine.white_buffalo\n"
                     "if True:\n    from ..wind_river import board\n")
    try:
        found = imported_modules(probe)
    finally:
        probe.unlink()
    assert "engine.manitou" not in found
    assert "engine.white_buffalo" in found and "engine.wind_river.board" in found


def test_every_registered_game_is_a_package_with_the_contract():
    for game_id in registry.game_ids():
        game = registry.load(game_id)
        assert game.INFO.id == game_id
        for name in ("new_game", "legal_moves", "apply", "to_dict", "from_dict", "observe", "to_act",
                     "ranking", "describe", "new_record", "record_append", "from_record"):
            assert callable(getattr(game, name, None)), f"{game_id} lacks {name}"
        assert registry.module_name(game_id) == f"engine.{registry.package_name(game_id)}"
        assert (ROOT / "engine" / registry.package_name(game_id) / "__init__.py").is_file()
