"""Golden playthroughs: whole seeded games stored as text, replayed and compared line by line.

Each file in ``tests/golden/`` is ``engine.wind_river.playout.random_game(players, seed)`` written as
one line per move (``describe`` sentence, then the move JSON) followed by the final ranking
and the final state JSON (``json.dumps(to_dict(state), indent=1, sort_keys=True)``).
Any change in the rules, the move order of ``legal_moves``, the random start player or the
wording of ``describe`` shows up here as a diff.

If such a change is intended, regenerate the files from the repository root and review the
diff before committing it::

    python3 tests/test_golden.py --regen
"""

from __future__ import annotations

import difflib
import json
import sys
from pathlib import Path

if __name__ == "__main__":  # allow `python3 tests/test_golden.py --regen` from anywhere
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402

from engine.wind_river.playout import random_game  # noqa: E402
from engine.wind_river import apply, describe, new_game, ranking, to_dict  # noqa: E402

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
GAMES = [(3, 1), (3, 2), (4, 1), (4, 2)]  # (players, seed)


def golden_path(players: int, seed: int) -> Path:
    return GOLDEN_DIR / f"{players}p-seed{seed}.txt"


def render(players: int, seed: int) -> str:
    """The golden text of ``random_game(players, seed)``."""
    final, moves = random_game(players, seed)
    lines = [
        f"# Wind River golden playthrough: random_game({players}, {seed}), {len(moves)} moves",
        "# <number>. <describe sentence> | <move JSON>; then the ranking and the final state",
    ]
    s = new_game(players, seed=seed)
    for i, move in enumerate(moves, 1):
        lines.append(f"{i}. {describe(s, move)} | {json.dumps(move, sort_keys=True)}")
        s = apply(s, move)
    assert s == final
    lines.append(f"# ranking (seats, best first): {json.dumps(ranking(final))}")
    lines.append("# final state")
    lines.append(json.dumps(to_dict(final), indent=1, sort_keys=True))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("players, seed", GAMES, ids=[f"{p}p-seed{s}" for p, s in GAMES])
def test_golden_playthrough(players, seed):
    path = golden_path(players, seed)
    assert path.exists(), f"{path} is missing: run python3 tests/test_golden.py --regen"
    expected = path.read_text(encoding="utf-8")
    actual = render(players, seed)
    if actual != expected:
        diff = list(difflib.unified_diff(
            expected.splitlines(), actual.splitlines(),
            fromfile=f"golden/{path.name}", tofile="regenerated", lineterm="", n=2))
        shown = "\n".join(diff[:120]) + ("\n..." if len(diff) > 120 else "")
        pytest.fail(f"{path.name} differs from a fresh playthrough (if intended: "
                    f"python3 tests/test_golden.py --regen):\n{shown}", pytrace=False)


def test_golden_files_are_all_known():
    """No stale golden file lingers after a game is removed from GAMES."""
    known = {golden_path(p, s).name for p, s in GAMES}
    assert {p.name for p in GOLDEN_DIR.glob("*.txt") if not p.name.startswith("manitou-")} == known


def regenerate() -> None:
    GOLDEN_DIR.mkdir(exist_ok=True)
    for players, seed in GAMES:
        path = golden_path(players, seed)
        path.write_text(render(players, seed), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regen"]:
        sys.exit("usage: python3 tests/test_golden.py --regen")
    regenerate()
