"""Play seeded random games and print them as JSON (for the CPython/Pyodide parity test).

    python3 tests/pyodide_games.py 3:0-4 4:0-4
    node tools/pyodide_run.mjs tests/pyodide_games.py 3:0-4 4:0-4

Each argument is PLAYERS:FIRST-LAST (seeds inclusive). Prints one JSON object:
{"python": sys.version, "platform": sys.platform,
 "games": [{"players": n, "seed": s, "moves": [...], "final": to_dict(state)}]}.
Runs unchanged under both interpreters; under Pyodide, engine/ is put on
sys.path by tools/pyodide_run.mjs, under CPython the repo root is added here.
"""
import json
import os
import sys

_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.isdir(os.path.join(_root, "engine")):
    sys.path.insert(0, _root)

from engine.wind_river.playout import random_game  # noqa: E402
from engine.wind_river import to_dict  # noqa: E402


def parse_spec(spec):
    players, _, seeds = spec.partition(":")
    first, _, last = seeds.partition("-")
    return int(players), range(int(first), int(last or first) + 1)


def main(argv):
    games = []
    for spec in argv or ["3:0-4", "4:0-4"]:
        players, seeds = parse_spec(spec)
        for seed in seeds:
            final, moves = random_game(players, seed)
            games.append({"players": players, "seed": seed,
                          "moves": moves, "final": to_dict(final)})
    json.dump({"python": sys.version, "platform": sys.platform, "games": games},
              sys.stdout, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
