"""Engine speed on CPython and on Pyodide (the interpreter the page runs), for every registered game.

    python3 bench/engine.py                  # CPython, then Pyodide via Node, then the ratio
    python3 bench/engine.py --budget 1       # shorter run (seconds per measurement)
    python3 bench/engine.py --game manitou   # one game only

For each game of engine.core.registry and each player count it accepts, it measures
* full random games per second: the game's ``playout.random_game(players, seed)`` (a random
  legal move at every step, on the engine's fast lane) for seeds 0, 1, 2, ... until the time
  budget is used;
* mean moves per game over those games;
* legal_moves calls per second (the public API) over the positions of a few of those games, each
  call computing the moves (a state's memo, where the game keeps one, is forgotten first), and the
  largest legal_moves list seen.
The Pyodide figures come from running this same file through tools/pyodide_run.mjs with
--child (needs `make setup`). Total run: ~10 s per game and player count at the default budget.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import sys
import time
from typing import Any, Dict, List, Optional

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.isdir(os.path.join(ROOT, "engine")):
    # The repo root must come before this folder: this file is itself named
    # engine.py and would otherwise shadow the engine package.
    sys.path.insert(0, ROOT)

from engine.core import registry  # noqa: E402

MIN_GAMES = 3
POSITION_GAMES = 3  # games whose positions feed the legal_moves measurement

Result = Dict[str, Any]


def random_game(game_id: str) -> Any:
    """The ``random_game(players, seed)`` of a game's ``playout`` module."""
    return importlib.import_module(registry.module_name(game_id) + ".playout").random_game


def bench_games(game_id: str, players: int, budget: float) -> Result:
    """Random games per second and moves per game."""
    play = random_game(game_id)
    seeds, moves = 0, 0
    start = time.perf_counter()
    while True:
        _, played = play(players, seeds)
        moves += len(played)
        seeds += 1
        elapsed = time.perf_counter() - start
        if elapsed >= budget and seeds >= MIN_GAMES:
            break
    return {"games": seeds, "seconds": elapsed, "games_per_s": seeds / elapsed,
            "moves_per_game": moves / seeds}


def positions(game_id: str, players: int) -> List[Any]:
    """Every state of the first few random games."""
    game = registry.load(game_id)
    play = random_game(game_id)
    states = []
    for seed in range(POSITION_GAMES):
        _, played = play(players, seed)
        state = game.new_game(players, seed=seed)
        states.append(state)
        for move in played:
            state = game.apply(state, move)
            states.append(state)
    return states


def forget(states: List[Any]) -> None:
    """Drop the legal-moves memo a game keeps on its (frozen) states, so each call computes."""
    for state in states:
        if hasattr(state, "memo"):
            object.__setattr__(state, "memo", None)


def bench_legal_moves(game_id: str, players: int, budget: float) -> Result:
    """legal_moves calls per second over the positions of a few games."""
    game = registry.load(game_id)
    states = positions(game_id, players)
    calls, spent = 0, 0.0
    while spent < budget:
        forget(states)
        start = time.perf_counter()
        for state in states:
            game.legal_moves(state)
        spent += time.perf_counter() - start
        calls += len(states)
    largest = max(len(game.legal_moves(state)) for state in states)
    return {"calls": calls, "positions": len(states), "seconds": spent,
            "calls_per_s": calls / spent, "largest": largest}


def measure(budget: float, games: List[str]) -> Result:
    """Every measurement of ``games`` on this interpreter."""
    result: Result = {"python": sys.version.split()[0], "platform": sys.platform,
                      "implementation": platform.python_implementation(), "games": {}}
    for game_id in games:
        info = registry.info(game_id)
        result["games"][game_id] = {
            str(n): {"games": bench_games(game_id, n, budget),
                     "legal_moves": bench_legal_moves(game_id, n, budget / 2)}
            for n in range(info.min_players, info.max_players + 1)}
    return result


def report(label: str, result: Result) -> None:
    """The figures of one interpreter, game by game."""
    print(f"{label}: Python {result['python']} ({result['implementation']}, {result['platform']})")
    for game_id, counts in result["games"].items():
        print(f"  {registry.info(game_id).title}:")
        for players, r in counts.items():
            g, lm = r["games"], r["legal_moves"]
            print(f"    {players} players: {g['games_per_s']:8.1f} random games/s "
                  f"({g['games']} games in {g['seconds']:.1f} s), "
                  f"{g['moves_per_game']:6.1f} moves/game, "
                  f"{lm['calls_per_s']:9.0f} legal_moves calls/s "
                  f"({lm['positions']} positions, largest list {lm['largest']})")


def slowdown(cpython: Result, pyodide: Result) -> List[str]:
    """One line per game: how many times slower Pyodide is."""
    lines = []
    for game_id, counts in cpython["games"].items():
        parts = []
        for players, c in counts.items():
            p = pyodide["games"][game_id][players]
            games = c["games"]["games_per_s"] / p["games"]["games_per_s"]
            lm = c["legal_moves"]["calls_per_s"] / p["legal_moves"]["calls_per_s"]
            parts.append(f"{players} players: games x{games:.2f}, legal_moves x{lm:.2f}")
        lines.append(f"{registry.info(game_id).title} Pyodide/CPython slowdown "
                     "(CPython speed / Pyodide speed): " + "; ".join(parts))
    return lines


def run_pyodide(budget: float, game: Optional[str]) -> Result:
    """The same measurements under Pyodide (Node), read back as JSON."""
    from tools.pyodide_child import run_json  # parent side only: tools/ is not in Pyodide

    extra = ["--game", game] if game else []
    result: Result = run_json(__file__, "--child", "--budget", budget, *extra)
    return result


def main() -> None:
    """The command line (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--budget", type=float, default=4.0,
                        help="seconds per games measurement (legal_moves gets half)")
    parser.add_argument("--game", choices=registry.game_ids(), help="only this game (default: every one)")
    parser.add_argument("--child", action="store_true",
                        help="measure here and print JSON (used for the Pyodide run)")
    parser.add_argument("--cpython-only", action="store_true", help="skip the Pyodide run")
    args = parser.parse_args()
    games = [args.game] if args.game else list(registry.game_ids())

    if args.child:
        print(json.dumps(measure(args.budget, games)))
        return

    t0 = time.perf_counter()
    cpython = measure(args.budget, games)
    report("CPython", cpython)
    if args.cpython_only:
        return
    sys.stdout.flush()
    pyodide = run_pyodide(args.budget, args.game)
    report("Pyodide", pyodide)
    print("\n".join(slowdown(cpython, pyodide)))
    print(f"(total {time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
