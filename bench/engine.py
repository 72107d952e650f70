"""Engine speed on CPython and on Pyodide (the interpreter the page runs).

    python3 bench/engine.py            # CPython, then Pyodide via Node, then the ratio
    python3 bench/engine.py --budget 1 # shorter run (seconds per measurement)

For 3 and 4 players it measures
* full random games per second: engine.wind_river.playout.random_game(players, seed) for
  seeds 0, 1, 2, ... (a uniformly random legal move at every step, from
  random.Random(seed)) until the time budget is used;
* mean moves per game over those games;
* legal_moves calls per second over the positions of a few of those games.
Manitou (engine.manitou) and White Buffalo (engine.white_buffalo) are measured the same way
for 2, 3 and 4 players (their random_game runs on the engine's fast lane; legal_moves goes
through the public API); for White Buffalo the largest legal_moves list seen is printed too.
The Pyodide figures come from running this same file through
tools/pyodide_run.mjs with --child (needs `make setup`). Total run: ~30-40 s.
"""
import argparse
import json
import os
import platform
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.isdir(os.path.join(ROOT, "engine")):
    # The repo root must come before this folder: this file is itself named
    # engine.py and would otherwise shadow the engine package.
    sys.path.insert(0, ROOT)

from engine.wind_river.playout import random_game  # noqa: E402
from engine.wind_river import apply, legal_moves, new_game  # noqa: E402

PLAYER_COUNTS = (3, 4)
MIN_GAMES = 3
POSITION_GAMES = 3  # games whose positions feed the legal_moves measurement


def bench_games(players, budget):
    seeds, moves = 0, 0
    start = time.perf_counter()
    while True:
        _, played = random_game(players, seeds)
        moves += len(played)
        seeds += 1
        elapsed = time.perf_counter() - start
        if elapsed >= budget and seeds >= MIN_GAMES:
            break
    return {"games": seeds, "seconds": elapsed, "games_per_s": seeds / elapsed,
            "moves_per_game": moves / seeds}


def positions(players):
    states = []
    for seed in range(POSITION_GAMES):
        _, played = random_game(players, seed)
        state = new_game(players, seed=seed)
        states.append(state)
        for move in played:
            state = apply(state, move)
            states.append(state)
    return states


def bench_legal_moves(players, budget):
    states = positions(players)
    calls = 0
    start = time.perf_counter()
    while True:
        for state in states:
            legal_moves(state)
        calls += len(states)
        elapsed = time.perf_counter() - start
        if elapsed >= budget:
            break
    return {"calls": calls, "positions": len(states), "seconds": elapsed,
            "calls_per_s": calls / elapsed}


def measure(budget):
    result = {"python": sys.version.split()[0], "platform": sys.platform,
              "implementation": platform.python_implementation(), "players": {}}
    for players in PLAYER_COUNTS:
        result["players"][str(players)] = {"games": bench_games(players, budget),
                                           "legal_moves": bench_legal_moves(players, budget / 2)}
    result["manitou"] = measure_manitou(budget)
    result["white_buffalo"] = measure_white_buffalo(budget)
    return result


# ---- Manitou ----------------------------------------------------------------------------------

MANITOU_COUNTS = (2, 3, 4)


def manitou_games(players, budget):
    from engine import manitou

    seeds, moves = 0, 0
    start = time.perf_counter()
    while True:
        _, played = manitou.random_game(players, seeds)
        moves += len(played)
        seeds += 1
        elapsed = time.perf_counter() - start
        if elapsed >= budget and seeds >= MIN_GAMES:
            break
    return {"games": seeds, "seconds": elapsed, "games_per_s": seeds / elapsed,
            "moves_per_game": moves / seeds}


def manitou_legal_moves(players, budget):
    from engine import manitou

    states = []
    for seed in range(POSITION_GAMES):
        _, played = manitou.random_game(players, seed)
        state = manitou.new_game(players, seed=seed)
        states.append(state)
        for move in played:
            state = manitou.apply(state, move)
            states.append(state)
    # legal_moves memoises per (immutable) state: forget the memo before each round so that
    # every call computes the moves.
    calls, spent = 0, 0.0
    while spent < budget:
        for state in states:
            object.__setattr__(state, "memo", None)
        start = time.perf_counter()
        for state in states:
            manitou.legal_moves(state)
        spent += time.perf_counter() - start
        calls += len(states)
    return {"calls": calls, "positions": len(states), "seconds": spent,
            "calls_per_s": calls / spent}


def measure_manitou(budget):
    return {str(n): {"games": manitou_games(n, budget),
                     "legal_moves": manitou_legal_moves(n, budget / 2)} for n in MANITOU_COUNTS}


def report_manitou(label, result):
    print(f"{label} Manitou:")
    for players, r in result["manitou"].items():
        g, lm = r["games"], r["legal_moves"]
        print(f"  {players} players: {g['games_per_s']:8.1f} random games/s "
              f"({g['games']} games in {g['seconds']:.1f} s), "
              f"{g['moves_per_game']:6.1f} moves/game, "
              f"{lm['calls_per_s']:9.0f} legal_moves calls/s "
              f"({lm['positions']} positions)")


def manitou_slowdown(cpython, pyodide):
    parts = []
    for players in cpython["manitou"]:
        c, p = cpython["manitou"][players], pyodide["manitou"][players]
        games = c["games"]["games_per_s"] / p["games"]["games_per_s"]
        lm = c["legal_moves"]["calls_per_s"] / p["legal_moves"]["calls_per_s"]
        parts.append(f"{players} players: games x{games:.2f}, legal_moves x{lm:.2f}")
    return "Manitou Pyodide/CPython slowdown: " + "; ".join(parts)


# ---- White Buffalo ----------------------------------------------------------------------------

def white_buffalo_games(players, budget):
    from engine import white_buffalo

    seeds, moves = 0, 0
    start = time.perf_counter()
    while True:
        _, played = white_buffalo.random_game(players, seeds)
        moves += len(played)
        seeds += 1
        elapsed = time.perf_counter() - start
        if elapsed >= budget and seeds >= MIN_GAMES:
            break
    return {"games": seeds, "seconds": elapsed, "games_per_s": seeds / elapsed,
            "moves_per_game": moves / seeds}


def white_buffalo_legal_moves(players, budget):
    from engine import white_buffalo

    states = []
    for seed in range(POSITION_GAMES):
        _, played = white_buffalo.random_game(players, seed)
        state = white_buffalo.new_game(players, seed=seed)
        states.append(state)
        for move in played:
            state = white_buffalo.apply(state, move)
            states.append(state)
    calls, spent = 0, 0.0
    while spent < budget:
        for state in states:
            object.__setattr__(state, "memo", None)   # compute the moves on every call
        start = time.perf_counter()
        for state in states:
            white_buffalo.legal_moves(state)
        spent += time.perf_counter() - start
        calls += len(states)
    largest = max(len(white_buffalo.legal_moves(state)) for state in states)
    return {"calls": calls, "positions": len(states), "seconds": spent,
            "calls_per_s": calls / spent, "largest": largest}


def measure_white_buffalo(budget):
    return {str(n): {"games": white_buffalo_games(n, budget),
                     "legal_moves": white_buffalo_legal_moves(n, budget / 2)} for n in MANITOU_COUNTS}


def report_white_buffalo(label, result):
    print(f"{label} White Buffalo:")
    for players, r in result["white_buffalo"].items():
        g, lm = r["games"], r["legal_moves"]
        print(f"  {players} players: {g['games_per_s']:8.1f} random games/s "
              f"({g['games']} games in {g['seconds']:.1f} s), "
              f"{g['moves_per_game']:6.1f} moves/game, "
              f"{lm['calls_per_s']:9.0f} legal_moves calls/s "
              f"({lm['positions']} positions, largest list {lm['largest']})")


def white_buffalo_slowdown(cpython, pyodide):
    parts = []
    for players in cpython["white_buffalo"]:
        c, p = cpython["white_buffalo"][players], pyodide["white_buffalo"][players]
        games = c["games"]["games_per_s"] / p["games"]["games_per_s"]
        lm = c["legal_moves"]["calls_per_s"] / p["legal_moves"]["calls_per_s"]
        parts.append(f"{players} players: games x{games:.2f}, legal_moves x{lm:.2f}")
    return "White Buffalo Pyodide/CPython slowdown: " + "; ".join(parts)


def report(label, result):
    print(f"{label}: Python {result['python']} ({result['implementation']}, {result['platform']})")
    for players, r in result["players"].items():
        g, lm = r["games"], r["legal_moves"]
        print(f"  {players} players: {g['games_per_s']:8.1f} random games/s "
              f"({g['games']} games in {g['seconds']:.1f} s), "
              f"{g['moves_per_game']:6.1f} moves/game, "
              f"{lm['calls_per_s']:9.0f} legal_moves calls/s "
              f"({lm['positions']} positions)")


def run_pyodide(budget):
    from tools.pyodide_child import run_json  # parent side only: tools/ is not in Pyodide

    return run_json(__file__, "--child", "--budget", budget)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=4.0,
                        help="seconds per games measurement (legal_moves gets half)")
    parser.add_argument("--child", action="store_true",
                        help="measure here and print JSON (used for the Pyodide run)")
    parser.add_argument("--cpython-only", action="store_true", help="skip the Pyodide run")
    args = parser.parse_args()

    if args.child:
        print(json.dumps(measure(args.budget)))
        return

    t0 = time.perf_counter()
    cpython = measure(args.budget)
    report("CPython", cpython)
    report_manitou("CPython", cpython)
    report_white_buffalo("CPython", cpython)
    if args.cpython_only:
        return
    sys.stdout.flush()
    pyodide = run_pyodide(args.budget)
    report("Pyodide", pyodide)
    report_manitou("Pyodide", pyodide)
    report_white_buffalo("Pyodide", pyodide)
    parts = []
    for players in cpython["players"]:
        c, p = cpython["players"][players], pyodide["players"][players]
        games = c["games"]["games_per_s"] / p["games"]["games_per_s"]
        lm = c["legal_moves"]["calls_per_s"] / p["legal_moves"]["calls_per_s"]
        parts.append(f"{players} players: games x{games:.2f}, legal_moves x{lm:.2f}")
    print("Pyodide/CPython slowdown (CPython speed / Pyodide speed): " + "; ".join(parts))
    print(manitou_slowdown(cpython, pyodide))
    print(white_buffalo_slowdown(cpython, pyodide))
    print(f"(total {time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
