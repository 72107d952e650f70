"""The order `make test` hands files to its workers: the longest first (root conftest.py)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def longest_first() -> tuple:
    """The root conftest.py's LONGEST_FIRST (read from its source: tests/ has a conftest too)."""
    tree = ast.parse((ROOT / "conftest.py").read_text(encoding="utf-8"))
    value = next(node.value for node in tree.body if isinstance(node, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "LONGEST_FIRST" for t in node.targets))
    return tuple(ast.literal_eval(value))


def test_every_file_listed_longest_first_exists_once():
    listed = longest_first()
    missing = [name for name in listed if not (ROOT / name).is_file()]
    assert missing == [], f"renamed or removed test files still listed in LONGEST_FIRST: {missing}"
    assert len(listed) > 10 and len(set(listed)) == len(listed)


def test_make_test_keeps_the_collection_order():
    """xdist orders files by their number of tests unless told not to, which undoes the list."""
    recipe = (ROOT / "Makefile").read_text(encoding="utf-8").split("\ntest:", 1)[1]
    command = next(line for line in recipe.splitlines() if "pytest" in line)
    assert re.search(r"--dist[ =]loadfile", command) and "--no-loadscope-reorder" in command, command
