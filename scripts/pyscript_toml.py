#!/usr/bin/env python3
"""pyscript.toml's ``[files]`` table, generated from the registry: the modules the game pages need.

PyScript (and scripts/build_site.py, which packs them per page) must be told every Python module
a game page imports: the shared packages (``engine/__init__.py``, ``engine/core``, ``engine/bots``,
``ui/__init__.py``, ``ui/shell``) and, for each registered game that has a page
(scripts/home.py's ``games_with_pages``), every module of ``engine/<pkg>/`` and ``ui/<pkg>/``.
Everything above the ``[files]`` table is written by hand; the table is this script's.

    python3 scripts/pyscript_toml.py           # rewrite the table
    python3 scripts/pyscript_toml.py --check   # exit 1 if pyscript.toml is out of date

tests/test_adding_a_game.py fails when the committed file differs from what this writes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import List, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import home  # noqa: E402 - scripts/home.py: which games have a page

#: the shared modules every game page needs (files, or folders taken whole)
SHARED = ("engine/__init__.py", "engine/core", "engine/bots", "ui/__init__.py", "ui/shell")
TABLE = "[files]"


def modules(root: Path = ROOT) -> List[str]:
    """Every module a game page may import, as paths relative to ``root``, sorted."""
    tops = list(SHARED)
    for game_id in home.games_with_pages(root):
        tops += [f"engine/{home.package_of(game_id)}", f"ui/{home.package_of(game_id)}"]
    found = set()
    for top in tops:
        path = root / top
        found |= {path} if path.is_file() else set(path.rglob("*.py"))
    return sorted(p.relative_to(root).as_posix() for p in found if "__pycache__" not in p.parts)


def files_table(root: Path = ROOT) -> str:
    """The ``[files]`` table: each module lands at the same path in the browser."""
    lines = [TABLE] + [f'"./{m}" = "./{m}"' for m in modules(root)]
    return "\n".join(lines) + "\n"


def render(text: str, root: Path = ROOT) -> str:
    """``text`` (pyscript.toml) with its ``[files]`` table, which must come last, regenerated."""
    head, found, _old = text.partition("\n" + TABLE + "\n")
    if not found:
        raise ValueError(f"pyscript.toml has no {TABLE} table at the end")
    return head + "\n" + files_table(root)


def main(argv: Optional[List[str]] = None) -> int:
    """Rewrite (or with ``--check`` only compare) pyscript.toml's ``[files]`` table."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only say whether the file is up to date")
    args = ap.parse_args(argv)
    path = ROOT / "pyscript.toml"
    old = path.read_text(encoding="utf-8")
    new = render(old)
    if new == old:
        print("pyscript.toml: [files] up to date")
        return 0
    if args.check:
        print("pyscript.toml: [files] out of date: run python3 scripts/pyscript_toml.py")
        return 1
    path.write_text(new, encoding="utf-8")
    print("pyscript.toml: [files] rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
