"""Play seeded White Buffalo random games and print them as JSON (CPython/Pyodide parity test).

    python3 tests/white_buffalo/pyodide_games.py 2:0-2 3:0-2 4:0-2
    node tools/pyodide_run.mjs tests/white_buffalo/pyodide_games.py 2:0-2 3:0-2 4:0-2

Each argument is PLAYERS:FIRST-LAST (seeds inclusive). Prints one JSON object:
{"python", "platform", "games": [{"players", "seed", "moves", "log", "final", "public"}]}
where ``log`` is the ``narrate`` text of every move replayed through the public API (so the
shuffles, the reckonings and the wording are compared too) and ``public`` is
``observe(final, None)``. Runs unchanged under both interpreters.
"""
import json
import os
import sys

_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if os.path.isdir(os.path.join(_root, "engine")):
    sys.path.insert(0, _root)

from engine.white_buffalo import apply, narrate, new_game, observe, random_game, to_dict  # noqa: E402


def parse_spec(spec):
    players, _, seeds = spec.partition(":")
    first, _, last = seeds.partition("-")
    return int(players), range(int(first), int(last or first) + 1)


def main(argv):
    games = []
    for spec in argv or ["2:0-2", "3:0-2", "4:0-2"]:
        players, seeds = parse_spec(spec)
        for seed in seeds:
            final, moves = random_game(players, seed)
            s = new_game(players, seed=seed)
            log = []
            for move in moves:
                log.extend(narrate(s, move))
                s = apply(s, move)
            games.append({"players": players, "seed": seed, "moves": moves, "log": log,
                          "final": to_dict(final), "replayed": to_dict(s),
                          "public": observe(final, None)})
    json.dump({"python": sys.version, "platform": sys.platform, "games": games},
              sys.stdout, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
