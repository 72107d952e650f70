"""Play seeded random games of one registered game and print them as JSON (the CPython/Pyodide
parity test, tests/test_pyodide_parity.py).

    python3 tests/pyodide_games.py manitou 2:0-2 3:0-2 4:0-2
    node tools/pyodide_run.mjs tests/pyodide_games.py manitou 2:0-2 3:0-2 4:0-2

The first argument is a game id (engine.core.registry); each further one is PLAYERS:FIRST-LAST
(seeds inclusive). Prints one JSON object:
{"python", "platform", "loaded",
 "games": [{"players", "seed", "moves", "log", "final", "replayed", "public"}]}
(``loaded``: where ``json`` and the engine were imported from, and whether ``json`` kept its docstring)
where ``moves`` come from the game's ``playout.random_game`` (its fast lane), ``log`` is the
``narrate`` text of every move replayed through the public API (so the shuffles, the scoring and
the wording are compared too), ``replayed`` is the state that replay ends in and ``public`` is
``observe(final, None)``. Runs unchanged under both interpreters; under Pyodide, engine/ is put
on sys.path by tools/pyodide_run.mjs, under CPython the repo root is added here.
"""
import importlib
import json
import os
import sys
from typing import Any, List

_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.isdir(os.path.join(_root, "engine")):
    sys.path.insert(0, _root)

from engine.core import registry  # noqa: E402


def parse_spec(spec):
    """``"3:0-4"`` -> (3, range(0, 5))."""
    players, _, seeds = spec.partition(":")
    first, _, last = seeds.partition("-")
    return int(players), range(int(first), int(last or first) + 1)


def play(game_id, players, seed):
    """One seeded random game of ``game_id``, played fast and then replayed through the contract."""
    game: Any = registry.load(game_id)  # a package: its playout and narrate too
    random_game = importlib.import_module(game.__name__ + ".playout").random_game
    final, moves = random_game(players, seed)
    s = game.new_game(players, seed=seed)
    log = []
    for move in moves:
        log.extend(game.narrate(s, move))
        s = game.apply(s, move)
    return {"players": players, "seed": seed, "moves": moves, "log": log,
            "final": game.to_dict(final), "replayed": game.to_dict(s),
            "public": game.observe(final, None)}


def main(argv):
    game_id, specs = argv[0], argv[1:]
    games: List[Any] = []
    for spec in specs:
        players, seeds = parse_spec(spec)
        games.extend(play(game_id, players, seed) for seed in seeds)
    # where the standard library and the game came from (sources, or the site's bytecode)
    loaded = {"json": json.__spec__.origin, "json_docstring": json.__doc__ is not None,
              "engine": registry.__spec__.origin}
    json.dump({"python": sys.version, "platform": sys.platform, "loaded": loaded, "games": games},
              sys.stdout, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
