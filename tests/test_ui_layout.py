"""The page's code keeps its shape: one module reaches the browser, every module is small, and the
modules under ui/ and engine/ import each other without cycles (issue 26)."""

from __future__ import annotations

from pathlib import Path
from typing import Dict, List, Set

from tests.test_layout import ROOT, imported_modules

BROWSER = ("pyscript", "pyodide", "js")
MAX_LINES = 400


def modules(top: str) -> Dict[str, Path]:
    """Every Python module under ``top`` by its dotted name."""
    out = {}
    for path in sorted((ROOT / top).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def test_only_dom_imports_the_browser():
    found = {name: [m for m in imported_modules(path) if m.split(".")[0] in BROWSER]
             for name, path in modules("ui").items()}
    reaching = sorted(name for name, mods in found.items() if mods)
    assert reaching == ["ui.shell.dom"]


def test_no_file_under_ui_is_over_400_lines():
    long = {str(p.relative_to(ROOT)): n for p in (ROOT / "ui").rglob("*.py")
            if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}


def import_graph() -> Dict[str, Set[str]]:
    """Module → the project modules it imports (a package import counts as its __init__)."""
    known = {**modules("ui"), **modules("engine")}
    graph: Dict[str, Set[str]] = {}
    for name, path in known.items():
        graph[name] = {m for m in imported_modules(path) if m in known and m != name}
    return graph


def cycles(graph: Dict[str, Set[str]]) -> List[List[str]]:
    """The import cycles of ``graph`` (each once, as the path that closes it)."""
    found, state = [], {}  # state: 1 on the stack, 2 done

    def visit(node: str, stack: List[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                found.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, stack + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    return found


def test_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles_in_ui_or_engine():
    # a package importing its own submodules is how packages are built, not a cycle
    graph = {name: {m for m in deps if not (m.startswith(name + "."))}
             for name, deps in import_graph().items()}
    assert cycles(graph) == []
