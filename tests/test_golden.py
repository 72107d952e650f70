"""Golden playthroughs of every game: whole seeded games stored as text, replayed and compared.

Each ``tests/golden/<game>-<n>p-seed<s>.txt`` is the game's ``playout.random_game(n, s)`` written
as one line per move (``describe``, then the move JSON); for the games whose moves set things off
by chance or by themselves (Manitou: the deal, each reckoning, the next hunt; White Buffalo:
reveals, pulls and each cube's effect, sowing, draws, the end) each move is followed by those
``narrate`` lines, indented, and the scores are written before the final state. Then the
ranking and the final state JSON. Any change in the rules, the order of ``legal_moves``, the
randomness or the wording shows up as a diff. The stored games are the files there (no list to
keep): every registered game must have some, and ``--regen`` gives a newly registered game one
per player count (seed 1); the narrated form is for the games that offer ``narrate`` and
``scores``.

If such a change is intended, regenerate from the repository root and review the diff::

    python3 tests/test_golden.py --regen
"""

from __future__ import annotations

import difflib
import importlib
import json
import re
import sys
from pathlib import Path
from typing import Any, List, Tuple

if __name__ == "__main__":  # allow `python3 tests/test_golden.py --regen` from anywhere
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402

from engine.core import registry  # noqa: E402

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
GOLDEN_NAME = re.compile(r"(?P<game>[a-z0-9-]+)-(?P<players>\d+)p-seed(?P<seed>\d+)\.txt")


def stored_cases(folder: Path = GOLDEN_DIR) -> List[Tuple[str, int, int]]:
    """(game, players, seed) of every stored game, from the files' names, sorted."""
    found = (GOLDEN_NAME.fullmatch(p.name) for p in folder.glob("*.txt"))
    return sorted((m["game"], int(m["players"]), int(m["seed"])) for m in found if m)


def first_cases(game_id: str) -> List[Tuple[str, int, int]]:
    """The games stored for a newly registered game: one with seed 1 per player count."""
    info = registry.info(game_id)
    return [(game_id, n, 1) for n in range(info.min_players, info.max_players + 1)]


def narrated(game: Any) -> bool:
    """Whether a game's files also hold what followed each move and the scores: the games that
    offer ``narrate`` and ``scores`` (Manitou, White Buffalo)."""
    return callable(getattr(game, "narrate", None)) and callable(getattr(game, "scores", None))


CASES = stored_cases()


def golden_path(game_id: str, players: int, seed: int) -> Path:
    """Where the golden text of one stored game lives."""
    return GOLDEN_DIR / f"{game_id}-{players}p-seed{seed}.txt"


def render(game_id: str, players: int, seed: int) -> str:
    """The golden text of ``game_id``'s ``random_game(players, seed)``."""
    game: Any = registry.load(game_id)
    final, moves = importlib.import_module(game.__name__ + ".playout").random_game(players, seed)
    narrate = narrated(game)
    lines = [
        f"# {registry.info(game_id).title} golden playthrough: random_game({players}, {seed}), "
        f"{len(moves)} moves",
        "# <number>. <describe> | <move JSON>, then indented what followed; then ranking, "
        "scores, final state" if narrate else
        "# <number>. <describe sentence> | <move JSON>; then the ranking and the final state",
    ]
    s = game.new_game(players, seed=seed)
    for i, move in enumerate(moves, 1):
        lines.append(f"{i}. {game.describe(s, move)} | {json.dumps(move, sort_keys=True)}")
        if narrate:
            lines.extend("    " + line for line in game.narrate(s, move)[1:])
        s = game.apply(s, move)
    assert s == final
    lines.append(f"# ranking (seats, best first): {json.dumps(game.ranking(final))}")
    if narrate:
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
    """Each registered game has stored games, and no file lingers after a game is removed."""
    stored = {game for game, _n, _s in CASES}
    assert stored == set(registry.game_ids()), "run python3 tests/test_golden.py --regen"


def test_the_golden_file_names_are_read_back(tmp_path):
    for name in ("wind-river-3p-seed2.txt", "counters-2p-seed10.txt", "notes.txt", "x-3p.txt"):
        (tmp_path / name).write_text("")
    assert stored_cases(tmp_path) == [("counters", 2, 10), ("wind-river", 3, 2)]


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
    told = [line.strip() for line in text.splitlines()
            if line.startswith("    ") and line.strip().startswith(("Player 1 draws ", "Player 2 draws "))]
    assert told and all(line.endswith(("draws a card.", "draws a Destiny Card.")) for line in told)


def regenerate() -> None:
    """Write every golden file again from a fresh playthrough; a registered game without any
    gets :func:`first_cases`."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    have = {game for game, _n, _s in CASES}
    for case in CASES + [c for g in registry.game_ids() if g not in have for c in first_cases(g)]:
        path = golden_path(*case)
        path.write_text(render(*case), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regen"]:
        sys.exit("usage: python3 tests/test_golden.py --regen")
    regenerate()
