"""White Buffalo golden playthroughs: whole seeded games stored as text, replayed and compared.

Each ``tests/white_buffalo/golden-<n>p-seed<s>.txt`` is ``engine.white_buffalo.random_game(n, s)``
written as one line per move (``describe``, then the move JSON), each followed by the
``narrate`` lines of what happened by chance or by itself (indented: reveals, pulls and each
cube's effect, sowing, draws, the end), then the ranking, the scores and the final state JSON.
Any change in the rules, the order of ``legal_moves``, the randomness or the wording shows up as
a diff. If such a change is intended, regenerate from the repository root and review the diff::

    python3 tests/test_white_buffalo_golden.py --regen
"""

from __future__ import annotations

import difflib
import json
import sys
from pathlib import Path

if __name__ == "__main__":  # allow `python3 tests/test_white_buffalo_golden.py --regen` from anywhere
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402

from engine.white_buffalo import (  # noqa: E402
    apply,
    describe,
    narrate,
    new_game,
    random_game,
    ranking,
    scores,
    to_dict,
)

GOLDEN_DIR = Path(__file__).resolve().parent / "white_buffalo"
GAMES = [(2, 1), (3, 1), (4, 1)]  # (players, seed)


def golden_path(players: int, seed: int) -> Path:
    return GOLDEN_DIR / f"golden-{players}p-seed{seed}.txt"


def render(players: int, seed: int) -> str:
    """The golden text of ``random_game(players, seed)``."""
    final, moves = random_game(players, seed)
    lines = [
        f"# White Buffalo golden playthrough: random_game({players}, {seed}), {len(moves)} moves",
        "# <number>. <describe> | <move JSON>, then indented what followed; then ranking, "
        "scores, final state",
    ]
    s = new_game(players, seed=seed)
    for i, move in enumerate(moves, 1):
        lines.append(f"{i}. {describe(s, move)} | {json.dumps(move, sort_keys=True)}")
        lines.extend("    " + line for line in narrate(s, move)[1:])
        s = apply(s, move)
    assert s == final
    lines.append(f"# ranking (seats, best first): {json.dumps(ranking(final))}")
    lines.append(f"# scores: {json.dumps(scores(final), sort_keys=True)}")
    lines.append("# final state")
    lines.append(json.dumps(to_dict(final), indent=1, sort_keys=True))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("players, seed", GAMES, ids=[f"{p}p-seed{s}" for p, s in GAMES])
def test_white_buffalo_golden_playthrough(players, seed):
    path = golden_path(players, seed)
    assert path.exists(), f"{path} is missing: run python3 tests/test_white_buffalo_golden.py --regen"
    expected = path.read_text(encoding="utf-8")
    actual = render(players, seed)
    if actual != expected:
        diff = list(difflib.unified_diff(
            expected.splitlines(), actual.splitlines(),
            fromfile=f"white_buffalo/{path.name}", tofile="regenerated", lineterm="", n=2))
        shown = "\n".join(diff[:120]) + ("\n..." if len(diff) > 120 else "")
        pytest.fail(f"{path.name} differs from a fresh playthrough (if intended: "
                    f"python3 tests/test_white_buffalo_golden.py --regen):\n{shown}", pytrace=False)


def test_white_buffalo_golden_files_are_all_known():
    known = {golden_path(p, s).name for p, s in GAMES}
    assert {p.name for p in GOLDEN_DIR.glob("golden-*.txt")} == known


def test_golden_blind_draws_never_name_their_card():
    """The public log of a blind draw says only that a card was drawn."""
    text = golden_path(4, 1).read_text(encoding="utf-8")
    draws = [line for line in text.splitlines() if '"slot": "pile"' in line]
    assert draws and all(line.split(" | ")[0].endswith("draws a card from the pile.") for line in draws)
    assert all(not line.strip().startswith(("Player 1 draws ", "Player 2 draws ")) or
               line.strip().endswith(("draws a card.", "draws a Destiny Card."))
               for line in text.splitlines() if line.startswith("    "))


def regenerate() -> None:
    for players, seed in GAMES:
        path = golden_path(players, seed)
        path.write_text(render(players, seed), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regen"]:
        sys.exit("usage: python3 tests/test_white_buffalo_golden.py --regen")
    regenerate()
