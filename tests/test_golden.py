"""Golden playthroughs of every game: whole seeded games stored as text, replayed and compared.

Each ``tests/golden/<game>-<n>p-seed<s>.txt`` is the game's ``playout.random_game(n, s)`` written
as one line per move (``describe``, then the move JSON); for the games whose moves set things off
by chance or by themselves (Manitou: the deal, each reckoning, the next hunt; White Buffalo:
reveals, pulls and each cube's effect, sowing, draws, the end) each move is followed by those
``narrate`` lines, indented, and the scores are written before the final state. Then the
ranking and the final state JSON. Any change in the rules, the order of ``legal_moves``, the
randomness or the wording shows up as a diff.

If such a change is intended, regenerate from the repository root and review the diff::

    python3 tests/test_golden.py --regen
"""

from __future__ import annotations

import difflib
import importlib
import json
import sys
from pathlib import Path
from typing import Any, Dict, List, Tuple

if __name__ == "__main__":  # allow `python3 tests/test_golden.py --regen` from anywhere
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402

from engine.core import registry  # noqa: E402

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
#: the stored games of each game, (players, seed)
GAMES: Dict[str, List[Tuple[int, int]]] = {
    "wind-river": [(3, 1), (3, 2), (4, 1), (4, 2)],
    "manitou": [(2, 1), (3, 1), (4, 1)],
    "white-buffalo": [(2, 1), (3, 1), (4, 1)],
}
#: the games whose files also hold what followed each move (``narrate``) and the scores
NARRATED = {"manitou", "white-buffalo"}
CASES = [(g, n, s) for g, games in GAMES.items() for n, s in games]


def golden_path(game_id: str, players: int, seed: int) -> Path:
    """Where the golden text of one stored game lives."""
    return GOLDEN_DIR / f"{game_id}-{players}p-seed{seed}.txt"


def render(game_id: str, players: int, seed: int) -> str:
    """The golden text of ``game_id``'s ``random_game(players, seed)``."""
    game: Any = registry.load(game_id)
    final, moves = importlib.import_module(game.__name__ + ".playout").random_game(players, seed)
    narrated = game_id in NARRATED
    lines = [
        f"# {registry.info(game_id).title} golden playthrough: random_game({players}, {seed}), "
        f"{len(moves)} moves",
        "# <number>. <describe> | <move JSON>, then indented what followed; then ranking, "
        "scores, final state" if narrated else
        "# <number>. <describe sentence> | <move JSON>; then the ranking and the final state",
    ]
    s = game.new_game(players, seed=seed)
    for i, move in enumerate(moves, 1):
        lines.append(f"{i}. {game.describe(s, move)} | {json.dumps(move, sort_keys=True)}")
        if narrated:
            lines.extend("    " + line for line in game.narrate(s, move)[1:])
        s = game.apply(s, move)
    assert s == final
    lines.append(f"# ranking (seats, best first): {json.dumps(game.ranking(final))}")
    if narrated:
        lines.append(f"# scores: {json.dumps(game.scores(final), sort_keys=True)}")
    lines.append("# final state")
    lines.append(json.dumps(game.to_dict(final), indent=1, sort_keys=True))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game_id, players, seed", CASES, ids=[f"{g}-{n}p-seed{s}" for g, n, s in CASES])
def test_golden_playthrough(game_id, players, seed):
    path = golden_path(game_id, players, seed)
    assert path.exists(), f"{path} is missing: run python3 tests/test_golden.py --regen"
    expected = path.read_text(encoding="utf-8")
    actual = render(game_id, players, seed)
    if actual != expected:
        diff = list(difflib.unified_diff(
            expected.splitlines(), actual.splitlines(),
            fromfile=f"golden/{path.name}", tofile="regenerated", lineterm="", n=2))
        shown = "\n".join(diff[:120]) + ("\n..." if len(diff) > 120 else "")
        pytest.fail(f"{path.name} differs from a fresh playthrough (if intended: "
                    f"python3 tests/test_golden.py --regen):\n{shown}", pytrace=False)


def test_every_registered_game_has_golden_files_and_none_is_stale():
    """Each game has stored games, and no file lingers after a game is removed from GAMES."""
    assert set(GAMES) == set(registry.game_ids())
    known = {golden_path(*case).name for case in CASES}
    assert {p.name for p in GOLDEN_DIR.glob("*.txt")} == known


def test_golden_manitou_picks_never_name_their_card():
    """The log of a pick says only that a card was chosen."""
    text = golden_path("manitou", 4, 1).read_text(encoding="utf-8")
    picks = [line for line in text.splitlines() if '"type": "pick"' in line]
    assert len(picks) > 50
    assert all(line.split(" | ")[0].endswith("chooses a card.") for line in picks)


def test_golden_white_buffalo_blind_draws_never_name_their_card():
    """The public log of a blind draw says only that a card was drawn."""
    text = golden_path("white-buffalo", 4, 1).read_text(encoding="utf-8")
    draws = [line for line in text.splitlines() if '"slot": "pile"' in line]
    assert draws and all(line.split(" | ")[0].endswith("draws a card from the pile.") for line in draws)
    assert all(not line.strip().startswith(("Player 1 draws ", "Player 2 draws ")) or
               line.strip().endswith(("draws a card.", "draws a Destiny Card."))
               for line in text.splitlines() if line.startswith("    "))


def regenerate() -> None:
    """Write every golden file again from a fresh playthrough."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    for case in CASES:
        path = golden_path(*case)
        path.write_text(render(*case), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regen"]:
        sys.exit("usage: python3 tests/test_golden.py --regen")
    regenerate()
