"""The page's code keeps its shape: one module reaches the browser; a game's page is a view plugged
into the shell's conductor, never a subclass of a shell class; no method hides its page behind
``self: Any``; and the modules under ui/ and engine/ import each other without cycles at run time
(issues 26 and 47). A file's length is no measure of its shape, so none is counted."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, List, Set

from tests.test_layout import ROOT, imported_modules

BROWSER = ("pyscript", "pyodide", "js")


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


def shell_classes() -> Set[str]:
    """The names of the classes defined under ui/shell/."""
    names: Set[str] = set()
    for path in (ROOT / "ui" / "shell").rglob("*.py"):
        names |= {n.name for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.ClassDef)}
    return names


def base_names(node: ast.ClassDef) -> List[str]:
    """The names a class statement's bases are written with (``a.B`` counts as ``B``)."""
    out = []
    for base in node.bases:
        while isinstance(base, (ast.Call, ast.Subscript)):
            base = base.func if isinstance(base, ast.Call) else base.value
        if isinstance(base, ast.Attribute):
            out.append(base.attr)
        elif isinstance(base, ast.Name):
            out.append(base.id)
    return out


def test_no_game_page_inherits_from_the_shell():
    shell = shell_classes()
    found = {}
    for path in (ROOT / "ui").rglob("*.py"):
        if path.parent.name == "shell":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef) and set(base_names(node)) & shell:
                found[f"{path.relative_to(ROOT)}:{node.name}"] = base_names(node)
    assert shell >= {"Page", "Session", "GameLog"} and found == {}


def test_the_shape_check_sees_a_page_subclassing_the_shell():
    node = ast.parse("class WindRiverPage(Painting, page.Page):\n    pass\n").body[0]
    assert isinstance(node, ast.ClassDef) and "Page" in set(base_names(node)) & shell_classes()


def test_no_method_under_ui_is_typed_self_any():
    found = []
    for path in (ROOT / "ui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.args.args:
                first = node.args.args[0]
                if first.arg == "self" and first.annotation is not None:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def import_graph() -> Dict[str, Set[str]]:
    """Module → the project modules it imports at run time (a package import counts as its
    __init__)."""
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


def test_type_ignores_under_ui_only_at_the_browser_boundary():
    found = [f"{p.relative_to(ROOT)}:{n}" for p in (ROOT / "ui").rglob("*.py")
             for n, line in enumerate(p.read_text().splitlines(), 1)
             if "type: ignore" in line and p != ROOT / "ui" / "shell" / "dom.py"]
    assert found == []
