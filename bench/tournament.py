"""Bot tournaments: win rates of the levels against each other, and their thinking times.

    python3 bench/tournament.py                     # every matchup, 20 games each
    python3 bench/tournament.py --games 100 --matchups normal-easy-3p
    python3 bench/tournament.py --games 0 --pyodide # only the Pyodide timing sample
    python3 bench/tournament.py --hard-iterations 64 --hard-budget 5   # repeatable hard games
    python3 bench/tournament.py --game manitou --games 200 --matchups normal-easy-3p
    python3 bench/tournament.py --game white-buffalo --games 100

``--game`` is any game of engine.core.registry (default: the first, Wind River); its matchups
are normal against easy and hard against normal at every player count the game accepts (without
``--matchups``: all of them, or for a game with hidden information those of 3 players). The mean
line gives each game's final ``scores`` totals (Wind River: tipis in the plains). Manitou's and
White Buffalo's bots decide from ``observe(state, seat)`` only, so nothing here changes what
they know.

A matchup such as ``hard-normal-3p`` is one ``hard`` seat against two ``normal`` seats. Game ``g``
uses ``new_game(players, seed=SEED+g)`` and puts the first level in seat ``g % players``, so
the seats rotate through the start order. Each decision gets its own bot seed (game seed and
move number). A win is first place; a shared first place counts as 1/k of a win for each of
the k seats sharing it ("win share"). The 95% interval is Wilson's score interval on the win
share over the games. Decision times are per call of ``choose_move`` on CPython (forced moves
included, as the page would see them).

``--pyodide`` also runs a few decisions of every level under Pyodide (through
``node tools/pyodide_run.mjs``; needs ``make setup``) and prints their times there, with the CPU
time of every thinking slice of the hard level (p95, max, how many over the 100 ms a
main-thread task may take):

    nice python3 bench/tournament.py --game white-buffalo --games 0 --pyodide --sample 6
Run long tournaments under ``nice``: they use one core at full load.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from typing import Any, Callable, Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.isdir(os.path.join(ROOT, "engine")):
    sys.path.insert(0, ROOT)

from engine.bots import Thinker, choose_move  # noqa: E402
from engine.core import registry  # noqa: E402

#: The win share the focus level should reach (Wind River's targets).
TARGETS = {("wind-river", "normal-easy-3p"): 0.80, ("wind-river", "hard-normal-3p"): 0.50}
Options = Dict[str, Dict[str, Any]]


def matchups(game_id: str) -> Dict[str, Tuple[str, str, int]]:
    """The matchups of a game: normal against easy and hard against normal for every player
    count it accepts (``hard-normal-3p``: one hard seat against two normal ones)."""
    info = registry.info(game_id)
    return {f"{focus}-{other}-{n}p": (focus, other, n)
            for n in range(info.min_players, info.max_players + 1)
            for focus, other in (("normal", "easy"), ("hard", "normal"))}


def default_matchups(game_id: str) -> List[str]:
    """What runs without ``--matchups``: every matchup, or for a game with hidden information
    (whose hard level samples worlds and takes long) those of 3 players where it has them."""
    names = list(matchups(game_id))
    if registry.info(game_id).hidden_information:
        three = [n for n in names if n.endswith("-3p")]
        return three or names
    return names


Z95 = 1.959964


def wilson(successes: float, n: int, z: float = Z95) -> Tuple[float, float]:
    """Wilson score interval (low, high) for ``successes`` out of ``n`` (fractional allowed)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_game(game_id: str, levels: List[str], seed: int,
              options: Options) -> Tuple[Any, Dict[str, List[float]]]:
    """One game with ``levels[seat]`` bots: (final state, {level: [seconds per decision]})."""
    game = registry.load(game_id)
    state = game.new_game(len(levels), seed=seed)
    times: Dict[str, List[float]] = {}
    ply = 0
    while (seat := game.to_act(state)) is not None:
        level = levels[seat]
        t0 = time.perf_counter()
        move = choose_move(state, level, seed=seed * 100_000 + ply, **options.get(level, {}))
        times.setdefault(level, []).append(time.perf_counter() - t0)
        state = game.apply(state, move)
        ply += 1
    return state, times


def points(game_id: str, state: Any) -> Optional[Tuple[str, List[float]]]:
    """What each seat ended with, and its name: the ``total`` of the game's ``scores`` where it
    offers them, Wind River's tipis in the plains; None for a game with neither."""
    game: Any = registry.load(game_id)
    if callable(getattr(game, "scores", None)):
        return "score", [x["total"] for x in game.scores(state)]
    players = game.to_dict(state).get("players")
    if isinstance(players, list) and all(isinstance(p, dict) and "plains" in p for p in players):
        return "plains", [p["plains"] for p in players]
    return None


def run_matchup(game_id: str, name: str, games: int, seed0: int, options: Options,
                verbose: bool) -> None:
    """Play ``games`` games of matchup ``name``, the focus level rotating through the seats,
    and print its win share, mean points and decision times."""
    game = registry.load(game_id)
    focus, other, players = matchups(game_id)[name]
    share = 0.0
    kind = ""
    points_focus: List[float] = []
    points_other: List[float] = []
    times: Dict[str, List[float]] = {}
    t0 = time.perf_counter()
    for g in range(games):
        seat = g % players
        levels = [other] * players
        levels[seat] = focus
        state, t = play_game(game_id, levels, seed0 + g, options)
        for level, ts in t.items():
            times.setdefault(level, []).extend(ts)
        top = game.ranking(state)[0]
        won = 1.0 / len(top) if seat in top else 0.0
        share += won
        got = points(game_id, state)
        if got:
            kind, totals = got
            points_focus.append(totals[seat])
            points_other.extend(x for q, x in enumerate(totals) if q != seat)
        if verbose:
            print(f"  game {g} seed {seed0 + g}: {focus} in seat {seat}, "
                  f"{kind or 'ranking'} {got[1] if got else game.ranking(state)}, win {won:g}", flush=True)
    low, high = wilson(share, games)
    chance = 1.0 / players
    target = TARGETS.get((game_id, name))
    print(f"{game_id} {name}: {focus} vs {players - 1}x {other}, {games} games: win share "
          f"{share / games:.1%} (95% CI {low:.1%}-{high:.1%}; chance {chance:.0%}"
          + (f"; target {target:.0%}" if target else "") + ")")
    if points_focus:
        print(f"  mean {kind}: {focus} {statistics.mean(points_focus):.2f}, "
              f"{other} {statistics.mean(points_other):.2f}; {time.perf_counter() - t0:.0f} s")
    for level in (focus, other):
        ts = times.get(level, [])
        if ts:
            print(f"  {level:6s} decisions: {len(ts)}, mean {statistics.mean(ts) * 1000:.1f} ms, "
                  f"median {statistics.median(ts) * 1000:.1f} ms, max {max(ts) * 1000:.0f} ms")
    sys.stdout.flush()


SLICE = 0.05  # a thinking slice (seconds)
PAGE_SLICE = 0.015  # the page's slice: ui/shell/autoplay.py's SLICE (each step() is one browser task)


def cpu_now() -> float:
    """Seconds of CPU this process has used: ``time.process_time()``, except under Pyodide in Node,
    where that is wall-clock time (Emscripten's clock), so Node's ``process.cpuUsage()`` is read
    instead (the whole process: an upper bound on the main thread's CPU)."""
    if sys.platform == "emscripten":
        import js  # Pyodide's bridge to JavaScript: only under Pyodide

        usage = js.process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return time.process_time()


#: Which positions of a game's seeded normal-bot games the timing sample takes, (state, ply) ->
#: bool: where each game's hard level has the most to decide. A game not named here gets every
#: fifth position.
PICKS: Dict[str, Callable[[Any, int], bool]] = {
    # Wind River: after the setup
    "wind-river": lambda s, ply: s.phase != "place" and ply % 7 == 3,
    # Manitou: the first pick of each party (the hard level plans the whole party then) and plays
    "manitou": lambda s, ply: ((s.phase == 0 and not any(s.party[s.current]))
                               or (s.phase == 1 and ply % 5 == 2)),
    # White Buffalo: the starts of turns, where the hard level searches
    "white-buffalo": lambda s, ply: (s.kind == 0 and s.phase == 0 and s.terr[s.current] >= 0
                                     and ply % 3 == 0),
}


def sample_positions(game_id: str, count: int, seed0: int = 0) -> List[Any]:
    """``count`` positions of seeded normal-bot games of 3 and 4 players (or the counts the
    game accepts), chosen by the game's :data:`PICKS`."""
    game = registry.load(game_id)
    info = registry.info(game_id)
    counts = [n for n in (3, 4) if info.min_players <= n <= info.max_players] or [info.min_players]
    pick = PICKS.get(game_id, lambda s, ply: ply % 5 == 2)
    states = []
    for g in range(2):
        for players in counts:
            s = game.new_game(players, seed=seed0 + g)
            ply = 0
            while game.to_act(s) is not None:
                if pick(s, ply):
                    states.append(s)
                s = game.apply(s, choose_move(s, "normal", seed=ply))
                ply += 1
    step = max(1, len(states) // count)
    return states[::step][:count]


def sample(game_id: str, count: int, seed0: int = 0) -> Dict[str, List[float]]:
    """Decision times per level on :func:`sample_positions` (CPython or Pyodide, whichever runs
    this), plus the longest ``Thinker.step(SLICE)`` of each hard decision in wall and CPU time,
    and every ``step(PAGE_SLICE)`` as the page runs them (the search's set-up in the first)."""
    picked = sample_positions(game_id, count, seed0)
    result: Dict[str, List[float]] = {}
    for level in ("easy", "normal", "hard"):
        ts = []
        for i, s in enumerate(picked):
            t0 = time.perf_counter()
            choose_move(s, level, seed=i)
            ts.append(time.perf_counter() - t0)
        result[level] = ts
    slices, cpu, every, every_wall = [], [], [], []
    for i, s in enumerate(picked):
        thinker = Thinker(s, "hard", seed=i)
        longest = longest_cpu = 0.0
        move = None
        while move is None:
            t0, c0 = time.perf_counter(), cpu_now()
            move = thinker.step(SLICE)
            longest = max(longest, time.perf_counter() - t0)
            longest_cpu = max(longest_cpu, cpu_now() - c0)
        slices.append(longest)
        cpu.append(longest_cpu)
        thinker, move = Thinker(s, "hard", seed=i), None
        while move is None:
            t0, c0 = time.perf_counter(), cpu_now()
            move = thinker.step(PAGE_SLICE)
            every.append(cpu_now() - c0)
            every_wall.append(time.perf_counter() - t0)
    result["slices"] = slices
    result["slices_cpu"] = cpu
    result["every_slice_wall"] = every_wall
    result["every_slice_cpu"] = every
    return result


def print_times(label: str, result: Dict[str, List[float]]) -> None:
    """The sample's figures, level by level."""
    print(label)
    for level, ts in result.items():
        if level == "slices":
            print(f"  hard in slices of step({SLICE}): longest slice per decision: median "
                  f"{statistics.median(ts) * 1000:.1f} ms, max {max(ts) * 1000:.1f} ms")
            continue
        if level == "slices_cpu":
            print(f"  the same slices in CPU time (cpu_now): longest per decision: median "
                  f"{statistics.median(ts) * 1000:.1f} ms, max {max(ts) * 1000:.1f} ms")
            continue
        if level in ("every_slice_wall", "every_slice_cpu"):  # every step() of every hard decision
            ordered = sorted(ts)
            p95 = ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]
            clock = "CPU" if level == "every_slice_cpu" else "wall"
            print(f"  every slice of step({PAGE_SLICE}) (the page's tasks) in {clock} time: {len(ts)} "
                  f"slices, p95 {p95 * 1000:.1f} ms, max {max(ts) * 1000:.1f} ms, "
                  f"over 100 ms: {sum(t > 0.1 for t in ts)}")
            continue
        print(f"  {level:6s}: {len(ts)} decisions, mean {statistics.mean(ts) * 1000:.1f} ms, "
              f"median {statistics.median(ts) * 1000:.1f} ms, max {max(ts) * 1000:.0f} ms")


def run_pyodide(count: int, game_id: str) -> Dict[str, List[float]]:
    """:func:`sample` of ``game_id`` under Pyodide (Node)."""
    from tools.pyodide_child import run_json  # parent side only: tools/ is not in Pyodide

    result: Dict[str, List[float]] = run_json(__file__, "--child", count, "--game", game_id)
    return result


def main() -> None:
    """The command line (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", choices=registry.game_ids(), default=registry.game_ids()[0],
                        help=f"the game to play (default {registry.game_ids()[0]})")
    parser.add_argument("--games", type=int, default=20, help="games per matchup (default 20)")
    parser.add_argument("--matchups", default=None,
                        help="comma-separated, from <focus>-<other>-<n>p with focus-other normal-easy or "
                        "hard-normal and n a player count of the game (default: every one; for a game "
                        "with hidden information those of 3 players)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--hard-budget", type=float, default=None,
                        help="hard's time budget per decision in s (default: its own)")
    parser.add_argument("--hard-iterations", type=int, default=None,
                        help="hard's iteration cap (default: its own)")
    parser.add_argument("--pyodide", action="store_true",
                        help="also time a sample of decisions under Pyodide")
    parser.add_argument("--sample", type=int, default=12,
                        help="decisions per level in the --pyodide sample")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every game")
    parser.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.child is not None:  # inside Pyodide
        print(json.dumps(sample(args.game, args.child)))
        return

    options: Options = {"hard": {}}
    if args.hard_budget is not None:
        options["hard"]["time_budget"] = args.hard_budget
    if args.hard_iterations is not None:
        options["hard"]["max_iterations"] = args.hard_iterations
    print(f"Python {sys.version.split()[0]}; shared first place counts as a split win (1/k each)")
    table = matchups(args.game)
    names = args.matchups.split(",") if args.matchups else default_matchups(args.game)
    if args.games > 0:
        for name in names:
            if name not in table:
                sys.exit(f"unknown matchup {name!r}; choose from {', '.join(table)}")
            run_matchup(args.game, name, args.games, args.seed, options, args.verbose)
    if args.pyodide:
        print_times(f"CPython sample ({args.sample} positions per level):", sample(args.game, args.sample))
        sys.stdout.flush()
        print_times("Pyodide sample (same positions, via node tools/pyodide_run.mjs):",
                    run_pyodide(args.sample, args.game))


if __name__ == "__main__":
    main()
