"""One import root for the tests: every module under ``tests/`` is loaded once, as ``tests.<name>``.

When tests/ itself was on ``sys.path`` (pytest put it there for a folder without ``__init__.py``),
``import fakedom`` and ``from tests import fakedom`` loaded two module objects from one file: a
class of one (``FakeStorage``) was not the class of the other, and a monkeypatch of one missed
the page that used the other. :func:`second_copies` names every file loaded under more than one
module name; the session fixture of tests/conftest.py fails the run on any.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Dict, List, Tuple

ROOT = Path(__file__).resolve().parent.parent


def second_copies() -> List[Tuple[str, List[str]]]:
    """Every file of the repository loaded as more than one module: ``(path, [names])``, the
    path relative to the repository, the names sorted; empty when each file is loaded once."""
    names: Dict[str, List[str]] = {}
    for name, module in list(sys.modules.items()):
        file = getattr(module, "__file__", None)
        if not isinstance(file, str):
            continue
        path = Path(file).resolve()
        if not path.is_relative_to(ROOT):
            continue
        names.setdefault(path.relative_to(ROOT).as_posix(), []).append(name)
    return sorted((path, sorted(found)) for path, found in names.items() if len(found) > 1)


def outside_the_root() -> List[str]:
    """The modules loaded from ``tests/`` under a name that is not their ``tests.`` one (such as
    ``fakedom`` for tests/fakedom.py)."""
    tests = ROOT / "tests"
    out = []
    for name, module in list(sys.modules.items()):
        file = getattr(module, "__file__", None)
        if not isinstance(file, str) or not Path(file).resolve().is_relative_to(tests):
            continue
        rel = Path(file).resolve().relative_to(ROOT).with_suffix("")
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        if name != ".".join(parts):
            out.append(name)
    return sorted(out)
