"""Bot tournaments: win rates of the levels against each other, and their thinking times.

    python3 bench/tournament.py                     # every matchup, 20 games each
    python3 bench/tournament.py --games 100 --matchups normal-easy-3p
    python3 bench/tournament.py --games 0 --pyodide # only the Pyodide timing sample
    python3 bench/tournament.py --hard-iterations 64 --hard-budget 5   # repeatable hard games
    python3 bench/tournament.py --game manitou --games 200 --matchups normal-easy-3p
    python3 bench/tournament.py --game white-buffalo --games 100

``--game manitou`` plays Manitou instead of Wind River (matchups for 2, 3 and 4 players; the
mean line gives final scores instead of tipis in the plains). Manitou's bots decide from
``observe(state, seat)`` only, so nothing here changes what they know. ``--game white-buffalo``
does the same for White Buffalo (its bots too decide from ``observe`` only).

A matchup such as ``hard-normal-3p`` is one ``hard`` seat against two ``normal`` seats. Game ``g``
uses ``new_game(players, seed=SEED+g)`` and puts the first level in seat ``g % players``, so
the seats rotate through the start order. Each decision gets its own bot seed (game seed and
move number). A win is first place; a shared first place counts as 1/k of a win for each of
the k seats sharing it ("win share"). The 95% interval is Wilson's score interval on the win
share over the games. Decision times are per call of ``choose_move`` on CPython (forced moves
included, as the page would see them).

``--pyodide`` also runs a few decisions of every level under Pyodide (through
``node tools/pyodide_run.mjs``; needs ``make setup``) and prints their times there; for White
Buffalo also the CPU time of every thinking slice of the hard level (p95, max, how many over the
100 ms a main-thread task may take):

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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.isdir(os.path.join(ROOT, "engine")):
    sys.path.insert(0, ROOT)

import engine.manitou as manitou  # noqa: E402
import engine.white_buffalo as white_buffalo  # noqa: E402
from engine.bots import Thinker, choose_move  # noqa: E402
from engine.wind_river import apply, new_game, ranking  # noqa: E402

MATCHUPS = {
    "normal-easy-3p": ("normal", "easy", 3),
    "hard-normal-3p": ("hard", "normal", 3),
    "normal-easy-4p": ("normal", "easy", 4),
    "hard-normal-4p": ("hard", "normal", 4),
}
TARGETS = {"normal-easy-3p": 0.80, "hard-normal-3p": 0.50}
MANITOU_MATCHUPS = {
    "normal-easy-3p": ("normal", "easy", 3),
    "hard-normal-3p": ("hard", "normal", 3),
    "normal-easy-2p": ("normal", "easy", 2),
    "hard-normal-2p": ("hard", "normal", 2),
    "normal-easy-4p": ("normal", "easy", 4),
    "hard-normal-4p": ("hard", "normal", 4),
}
MANITOU_DEFAULT = "normal-easy-3p,hard-normal-3p"
#: The games with hidden information: their modules (Manitou's matchups serve both).
HIDDEN_GAMES = {"manitou": manitou, "white-buffalo": white_buffalo}
Z95 = 1.959964


def wilson(successes: float, n: int, z: float = Z95):
    """Wilson score interval (low, high) for ``successes`` out of ``n`` (fractional allowed)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_game(levels, seed, options):
    """Play one game with ``levels[seat]`` bots; returns (final state, {level: [seconds]})."""
    state = new_game(len(levels), seed=seed)
    times = {}
    ply = 0
    while state.phase != "over":
        level = levels[state.current]
        t0 = time.perf_counter()
        move = choose_move(state, level, seed=seed * 100_000 + ply, **options.get(level, {}))
        times.setdefault(level, []).append(time.perf_counter() - t0)
        state = apply(state, move)
        ply += 1
    return state, times


def play_manitou(levels, seed, options, game=manitou):
    """One Manitou (or other ``game`` module's) game with ``levels[seat]`` bots:
    (final state, {level: [seconds]})."""
    state = game.new_game(len(levels), seed=seed)
    times = {}
    ply = 0
    while game.to_act(state) is not None:
        level = levels[state.current]
        t0 = time.perf_counter()
        move = choose_move(state, level, seed=seed * 100_000 + ply, **options.get(level, {}))
        times.setdefault(level, []).append(time.perf_counter() - t0)
        state = game.apply(state, move)
        ply += 1
    return state, times


def run_manitou_matchup(name, games, seed0, options, verbose, game_id="manitou"):
    """Like :func:`run_matchup`, for Manitou or White Buffalo (``game_id``; final scores
    instead of tipis)."""
    game = HIDDEN_GAMES[game_id]
    focus, other, players = MANITOU_MATCHUPS[name]
    share = 0.0
    score_focus, score_other = [], []
    times = {}
    t0 = time.perf_counter()
    for g in range(games):
        seat = g % players
        levels = [other] * players
        levels[seat] = focus
        state, t = play_manitou(levels, seed0 + g, options, game)
        for level, ts in t.items():
            times.setdefault(level, []).extend(ts)
        totals = [x["total"] for x in game.scores(state)]
        top = game.ranking(state)[0]
        won = 1.0 / len(top) if seat in top else 0.0
        share += won
        score_focus.append(totals[seat])
        score_other.extend(x for q, x in enumerate(totals) if q != seat)
        if verbose:
            print(f"  game {g} seed {seed0 + g}: {focus} in seat {seat}, scores {totals}, "
                  f"win {won:g}", flush=True)
    low, high = wilson(share, games)
    chance = 1.0 / players
    print(f"{game_id} {name}: {focus} vs {players - 1}x {other}, {games} games: win share "
          f"{share / games:.1%} (95% CI {low:.1%}-{high:.1%}; chance {chance:.0%}"
          + (f"; target {TARGETS[name]:.0%}" if name in TARGETS else "") + ")")
    print(f"  mean score: {focus} {statistics.mean(score_focus):.1f}, "
          f"{other} {statistics.mean(score_other):.1f}; {time.perf_counter() - t0:.0f} s")
    for level in (focus, other):
        ts = times.get(level, [])
        if ts:
            print(f"  {level:6s} decisions: {len(ts)}, mean {statistics.mean(ts) * 1000:.1f} ms, "
                  f"median {statistics.median(ts) * 1000:.1f} ms, max {max(ts) * 1000:.0f} ms")
    sys.stdout.flush()


def run_matchup(name, games, seed0, options, verbose):
    focus, other, players = MATCHUPS[name]
    share = 0.0
    plains_focus, plains_other = [], []
    times = {}
    t0 = time.perf_counter()
    for g in range(games):
        seat = g % players
        levels = [other] * players
        levels[seat] = focus
        state, t = play_game(levels, seed0 + g, options)
        for level, ts in t.items():
            times.setdefault(level, []).extend(ts)
        top = ranking(state)[0]
        won = 1.0 / len(top) if seat in top else 0.0
        share += won
        plains_focus.append(state.plains[seat])
        plains_other.extend(p for q, p in enumerate(state.plains) if q != seat)
        if verbose:
            print(f"  game {g} seed {seed0 + g}: {focus} in seat {seat}, plains {state.plains}, "
                  f"resources {state.resources}, win {won:g}", flush=True)
    low, high = wilson(share, games)
    chance = 1.0 / players
    print(f"{name}: {focus} vs {players - 1}x {other}, {games} games: win share "
          f"{share / games:.1%} (95% CI {low:.1%}-{high:.1%}; chance {chance:.0%}"
          + (f"; target {TARGETS[name]:.0%}" if name in TARGETS else "") + ")")
    print(f"  mean plains: {focus} {statistics.mean(plains_focus):.2f}, "
          f"{other} {statistics.mean(plains_other):.2f}; {time.perf_counter() - t0:.0f} s")
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


def sample_decisions(count, seed0=0):
    """Times of ``count`` decisions per level on positions of seeded normal-vs-normal games
    (CPython or Pyodide, whichever runs this): {level: [seconds]}, plus under "slices" the
    longest single ``Thinker.step(SLICE)`` call of each hard decision."""
    states = []
    for g in range(2):
        for players in (3, 4):
            s = new_game(players, seed=seed0 + g)
            ply = 0
            while s.phase != "over":
                if s.phase != "place" and ply % 7 == 3:
                    states.append(s)
                s = apply(s, choose_move(s, "normal", seed=ply))
                ply += 1
    step = max(1, len(states) // count)
    picked = states[::step][:count]
    result = {}
    for level in ("easy", "normal", "hard"):
        ts = []
        for i, s in enumerate(picked):
            t0 = time.perf_counter()
            choose_move(s, level, seed=i)
            ts.append(time.perf_counter() - t0)
        result[level] = ts
    slices = []
    for i, s in enumerate(picked):
        thinker = Thinker(s, "hard", seed=i)
        longest = 0.0
        move = None
        while move is None:
            t0 = time.perf_counter()
            move = thinker.step(SLICE)
            longest = max(longest, time.perf_counter() - t0)
        slices.append(longest)
    result["slices"] = slices
    return result


def sample_manitou(count, seed0=0):
    """Manitou's decision times per level on positions of seeded normal-bot games (3 and 4
    players: plays, and the first pick of each party, where the hard level plans the whole
    party), plus the longest ``Thinker.step(SLICE)`` of each hard decision."""
    states = []
    for g in range(2):
        for players in (3, 4):
            s = manitou.new_game(players, seed=seed0 + g)
            ply = 0
            while manitou.to_act(s) is not None:
                first_pick = s.phase == 0 and not any(s.party[s.current])
                if first_pick or (s.phase == 1 and ply % 5 == 2):  # hard plans a party at once
                    states.append(s)
                s = manitou.apply(s, choose_move(s, "normal", seed=ply))
                ply += 1
    step = max(1, len(states) // count)
    picked = states[::step][:count]
    result = {}
    for level in ("easy", "normal", "hard"):
        ts = []
        for i, s in enumerate(picked):
            t0 = time.perf_counter()
            choose_move(s, level, seed=i)
            ts.append(time.perf_counter() - t0)
        result[level] = ts
    slices, cpu = [], []
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
    result["slices"] = slices
    result["slices_cpu"] = cpu
    return result


def sample_white_buffalo(count, seed0=0):
    """White Buffalo's decision times per level on the starts of turns (where the hard level
    searches) of seeded normal-bot games (3 and 4 players), plus the longest
    ``Thinker.step(SLICE)`` of each hard decision, in wall and CPU time."""
    wb = white_buffalo
    states = []
    for g in range(2):
        for players in (3, 4):
            s = wb.new_game(players, seed=seed0 + g)
            ply = 0
            while wb.to_act(s) is not None:
                if s.kind == 0 and s.phase == 0 and s.terr[s.current] >= 0 and ply % 3 == 0:
                    states.append(s)
                s = wb.apply(s, choose_move(s, "normal", seed=ply))
                ply += 1
    step = max(1, len(states) // count)
    picked = states[::step][:count]
    result = {}
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
        # as on the page: every task is one step(PAGE_SLICE), the search's set-up in the first one
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


SAMPLERS = {"manitou": sample_manitou, "white-buffalo": sample_white_buffalo}


def print_times(label, result):
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


def run_pyodide(count, game="wind-river"):
    from tools.pyodide_child import run_json  # parent side only: tools/ is not in Pyodide

    return run_json(__file__, "--child", count, "--game", game)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("wind-river", "manitou", "white-buffalo"),
                        default="wind-river",
                        help="the game to play (default wind-river)")
    parser.add_argument("--games", type=int, default=20, help="games per matchup (default 20)")
    parser.add_argument("--matchups", default=None,
                        help="comma-separated, from: " + ", ".join(MATCHUPS) + " (Manitou: "
                        + ", ".join(MANITOU_MATCHUPS) + "; default " + MANITOU_DEFAULT + ")")
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
        sample = SAMPLERS.get(args.game, sample_decisions)
        print(json.dumps(sample(args.child)))
        return

    options = {"hard": {}}
    if args.hard_budget is not None:
        options["hard"]["time_budget"] = args.hard_budget
    if args.hard_iterations is not None:
        options["hard"]["max_iterations"] = args.hard_iterations
    print(f"Python {sys.version.split()[0]}; shared first place counts as a split win (1/k each)")
    hidden = args.game in HIDDEN_GAMES
    table = MANITOU_MATCHUPS if hidden else MATCHUPS
    matchups = args.matchups or (MANITOU_DEFAULT if hidden else ",".join(MATCHUPS))
    if args.games > 0:
        for name in matchups.split(","):
            if name not in table:
                sys.exit(f"unknown matchup {name!r}; choose from {', '.join(table)}")
            if hidden:
                run_manitou_matchup(name, args.games, args.seed, options, args.verbose, args.game)
            else:
                run_matchup(name, args.games, args.seed, options, args.verbose)
    if args.pyodide:
        sample = SAMPLERS.get(args.game, sample_decisions)
        print_times(f"CPython sample ({args.sample} positions per level):", sample(args.sample))
        sys.stdout.flush()
        print_times("Pyodide sample (same positions, via node tools/pyodide_run.mjs):",
                    run_pyodide(args.sample, args.game))


if __name__ == "__main__":
    main()
