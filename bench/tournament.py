"""Bot tournaments: win shares of every level against random players, the previous release's
bots and the other levels, with 95 % intervals; decision times on CPython and under Pyodide.

    nice -n 15 python3 bench/tournament.py --game manitou --games 60            # every matchup
    nice -n 15 python3 bench/tournament.py --game wind-river --games 60 --matchups hard:prev-hard
    nice -n 15 python3 bench/tournament.py --game manitou --games 90 --matchups ladder    # issue 52's rows
    nice -n 15 python3 bench/tournament.py --game white-buffalo --games 0 --times --sample 16
    nice -n 15 python3 bench/tournament.py --game white-buffalo --games 0 --pyodide --sample 8
    python3 bench/tournament.py --summary runs.jsonl      # the tables of games already played

A matchup ``focus:other`` is one ``focus`` seat against ``players - 1`` (default 2) ``other``
seats. A side is a level of today's bots (``easy``, ``normal``, ``hard``: :mod:`engine.bots`,
handed only ``observe(state, seat)`` and a salt), ``random`` (a uniformly random legal move),
``heuristic`` (the game's plain strategy, a newcomer's: its policy's ``plain_key``, from the
seat's observation too; see docs/bots.md) or ``prev-<level>``, the previous release's bot of
that level (called as it was then). Without ``--matchups``: (a) every level against ``random``,
(b) every level against ``prev-`` of the same level, (c) every level against each other level.
``--matchups ladder`` plays the rows of issue 52's "Done when" (:data:`LADDER`), each printed
with its target.

The previous release is a commit, :data:`PREVIOUS` unless ``--previous REF`` names another. Its
``engine/`` is extracted from git into a temporary folder (``git archive``: unlike a worktree,
nothing is registered in ``.git``, so a killed run leaves nothing behind there) and its bots run
in one child process, ``bench/release_bots.py``, handed each position as the game's ``to_dict``
and answering with the move in JSON. A child, because the release's ``engine`` package and
today's cannot both be ``engine`` in one process: the release's modules import each other by
that name, and today's modules of the same names hold today's code. The child rebuilds the
state with the release's own ``from_dict`` and calls the release's own ``choose_move`` on it,
as the site did then; the decision times of a ``prev-`` side are that call's, without the pipe.

Game ``g`` is ``new_game(players, seed=SEED+g)`` with the focus in seat ``g % players``, so the
seats rotate through the start order. A win is first place; a shared first place counts 1/k to
each of the k seats ("win share"). The interval is Wilson's 95 % score interval over the games.
With ``--jsonl FILE`` every game is appended to FILE as it ends, and ``--summary FILE...``
prints the tables of the games there (so long runs can go one at a time and be read together).
``--budget hard=0.5`` / ``--cap hard=40`` set a level's thinking budget (s) and iteration cap for
today's and the previous release's bot alike. Decision times are per call on CPython (forced
moves included, as the page sees them); ``--times`` times a sample of positions on CPython,
every decision in slices of the page's size and thought to its iteration cap, with what a device
:data:`SLOWDOWNS` times slower would see (each decision's CPU time that many times longer, cut
at the level's time budget: 3, a phone three times slower than this machine, on CPython; 6, the
same phone on Pyodide, about twice slower than CPython); ``--pyodide`` also times the sample
under Pyodide in Node (``node tools/pyodide_run.mjs``; ``make setup``). Run it under ``nice``:
it uses one core at full load.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import math
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from typing import Any, Callable, Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.isdir(os.path.join(ROOT, "engine")):
    sys.path.insert(0, ROOT)

from engine.bots import Thinker, choose_move, seat_to_act  # noqa: E402
from engine.bots.thinker import policy_for  # noqa: E402
from engine.core import registry  # noqa: E402

LEVELS = ("easy", "normal", "hard")
#: the issue's targets: (game, matchup) -> win share the focus should reach
#: the rows of issue 52's "Done when" (``--matchups ladder``) and the share each must reach
LADDER: Dict[str, float] = {"heuristic:easy": 0.60, "easy:random": 0.80, "normal:easy": 0.60,
                            "hard:normal": 0.60, "hard:prev-hard": 0.55}
TARGETS: Dict[Tuple[str, str], float] = {
    **{(g, name): share for g in ("wind-river", "manitou", "white-buffalo")
       for name, share in LADDER.items()},
    ("manitou", "normal:prev-normal"): 0.50, ("white-buffalo", "normal:prev-normal"): 0.50,
}
Options = Dict[str, Dict[str, Any]]
Z95 = 1.959964
#: the ``prev-`` bots' commit by default: the release before issue 32 (its bots, unchanged since,
#: are the fixed opponents the later releases measure themselves against)
PREVIOUS = "38506d1ef214057f73fa76d3020b8ff38e381830"


class PreviousRelease:
    """The bots of commit ``ref`` in a child process (see the module's docstring); a context
    manager that removes the extracted folder and ends the child on leaving."""

    def __init__(self, ref: str) -> None:
        def git(*args: str) -> bytes:
            return subprocess.run(["git", "-C", ROOT, *args], check=True, capture_output=True).stdout

        try:
            self.commit = git("rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}").decode().strip()
        except subprocess.CalledProcessError:
            sys.exit(f"--previous {ref!r}: no such commit in {ROOT} (the previous bots need git's history)")
        self.folder = tempfile.mkdtemp(prefix="bench-previous-")
        try:
            safe: Dict[str, Any] = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}  # 3.11.4+
            with tarfile.open(fileobj=io.BytesIO(git("archive", self.commit, "engine"))) as tar:
                tar.extractall(self.folder, **safe)
            child = os.path.join(os.path.dirname(os.path.abspath(__file__)), "release_bots.py")
            self.child = subprocess.Popen([sys.executable, "-I", child, self.folder], text=True,
                                          stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise

    def choose(self, state: Any, level: str, seed: int, salt: str,
               options: Dict[str, Any]) -> Tuple[Dict[str, Any], float]:
        """The release's move in ``state`` and its thinking time (s)."""
        game: Any = registry.game_for(state)
        request = {"game": game.INFO.id, "state": game.to_dict(state), "level": level,
                   "seed": seed, "salt": salt, "options": options}
        assert self.child.stdin is not None and self.child.stdout is not None
        self.child.stdin.write(json.dumps(request) + "\n")
        self.child.stdin.flush()
        line = self.child.stdout.readline()
        if not line:
            raise RuntimeError(f"the previous release's bots ({self.commit[:10]}) stopped")
        answer = json.loads(line)
        if "error" in answer:
            raise RuntimeError(f"the previous release's bot ({self.commit[:10]}):\n{answer['error']}")
        return answer["move"], answer["seconds"]

    def __enter__(self) -> PreviousRelease:
        return self

    def __exit__(self, *exc: Any) -> None:
        if exc[0] is not None:  # interrupted, perhaps mid-decision: no need to wait for it
            self.child.kill()
        if self.child.stdin is not None:
            self.child.stdin.close()
        self.child.wait(timeout=30)
        shutil.rmtree(self.folder, ignore_errors=True)


def all_matchups() -> List[str]:
    """(a) every level against random, (b) against the previous release's same level, (c)
    against each other level."""
    out = [f"{lv}:random" for lv in LEVELS] + [f"{lv}:prev-{lv}" for lv in LEVELS]
    out += [f"{a}:{b}" for a in LEVELS for b in LEVELS if a != b]
    return out


def wilson(successes: float, n: int, z: float = Z95) -> Tuple[float, float]:
    """Wilson score interval (low, high) for ``successes`` out of ``n`` (fractional allowed)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def salt_of(game_seed: int, seat: int) -> str:
    """A bot's salt in one bench game: an opaque per-game, per-seat string (one-way from the
    game's number, as a page's secret is unrelated to the deal)."""
    return hashlib.sha256(f"bench-salt/{game_seed}/{seat}".encode()).hexdigest()[:16]


def decide(side: str, state: Any, game_seed: int, ply: int, options: Options,
           previous: Optional[PreviousRelease] = None) -> Tuple[Dict[str, Any], Optional[float]]:
    """The move of ``side`` (a level, ``random`` or ``prev-<level>``) for the seat to act, and
    the previous release's thinking time (None for today's sides: the caller times them)."""
    game: Any = registry.game_for(state)
    salt = salt_of(game_seed, game.to_act(state))
    if side == "random":
        return random.Random(f"random/{game_seed}/{ply}").choice(game.legal_moves(state)), None
    if side == "heuristic":   # the game's plain strategy, from the seat's observation only
        game_id, obs = seat_to_act(state)
        policy: Any = policy_for(game_id)
        return policy.key_move(policy.plain_key(obs)), None
    if side.startswith("prev-"):
        assert previous is not None, "a prev- side needs the PreviousRelease"
        level = side[5:]
        return previous.choose(state, level, game_seed * 100_000 + ply, salt, options.get(level, {}))
    game_id, obs = seat_to_act(state)
    return choose_move(game_id, obs, side, salt=salt, **options.get(side, {})), None


def play_game(game_id: str, sides: List[str], seed: int, options: Options,
              previous: Optional[PreviousRelease] = None) -> Tuple[Any, Dict[str, List[float]]]:
    """One game with ``sides[seat]`` playing: (final state, {side: [seconds per decision]})."""
    game: Any = registry.load(game_id)
    state = game.new_game(len(sides), seed=seed)
    times: Dict[str, List[float]] = {}
    ply = 0
    while (seat := game.to_act(state)) is not None:
        t0 = time.perf_counter()
        move, seconds = decide(sides[seat], state, seed, ply, options, previous)
        times.setdefault(sides[seat], []).append(time.perf_counter() - t0 if seconds is None else seconds)
        state = game.apply(state, move)
        ply += 1
    return state, times


def play_matchup(game_id: str, name: str, games: int, players: int, seed0: int, options: Options,
                 jsonl: Optional[str], verbose: bool,
                 previous: Optional[PreviousRelease] = None) -> List[Dict[str, Any]]:
    """Play ``games`` games of matchup ``name``, the focus rotating through the seats: one
    record per game ({game, matchup, players, seed, seat, share, times})."""
    game: Any = registry.load(game_id)
    focus, other = name.split(":")
    out = []
    for g in range(games):
        seat = g % players
        sides = [other] * players
        sides[seat] = focus
        t0 = time.perf_counter()
        state, times = play_game(game_id, sides, seed0 + g, options, previous)
        top = game.ranking(state)[0]
        rec = {"game": game_id, "matchup": name, "players": players, "seed": seed0 + g,
               "seat": seat, "share": 1.0 / len(top) if seat in top else 0.0,
               "seconds": round(time.perf_counter() - t0, 2),
               "times": {k: [round(x, 5) for x in v] for k, v in times.items()}}
        out.append(rec)
        if jsonl:
            with open(jsonl, "a", encoding="utf-8") as f:
                f.write(json.dumps(rec) + "\n")
        if verbose:
            print(f"  {name} game {g} seed {seed0 + g}: {focus} in seat {seat}, "
                  f"ranking {game.ranking(state)}, win {rec['share']:g}, {rec['seconds']} s", flush=True)
    return out


def pct(ts: List[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``ts``."""
    ordered = sorted(ts)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def print_tables(records: List[Dict[str, Any]]) -> None:
    """Per game: the win share of each matchup with its 95 % interval, target and verdict, then
    the decision times of each side on CPython."""
    for game_id in registry.game_ids():
        recs = [r for r in records if r["game"] == game_id]
        if not recs:
            continue
        print(f"\n== {game_id}: win share of the focus (one focus seat vs the others; chance "
              f"{1 / recs[0]['players']:.0%} with {recs[0]['players']} players)")
        names = [n for n in list(LADDER) + all_matchups() if any(r["matchup"] == n for r in recs)]
        names = list(dict.fromkeys(names))
        names += sorted({r["matchup"] for r in recs} - set(names))
        for name in names:
            rs = [r for r in recs if r["matchup"] == name]
            share = sum(r["share"] for r in rs)
            low, high = wilson(share, len(rs))
            target = TARGETS.get((game_id, name))
            verdict = ""
            if target is not None:
                verdict = f"  target ≥ {target:.0%}: " + ("met" if share / len(rs) >= target else "NOT met")
            print(f"  {name:20s} {len(rs):4d} games  {share / len(rs):6.1%}  "
                  f"(95% {low:5.1%}–{high:5.1%}){verdict}")
        times: Dict[str, List[float]] = {}
        for r in recs:
            for side, ts in r["times"].items():
                times.setdefault(side, []).extend(ts)
        print("  decision times on CPython (every call, forced moves included):")
        for side in sorted(times):
            ts = times[side]
            print(f"    {side:12s} {len(ts):6d} decisions  median {statistics.median(ts) * 1000:7.1f} ms"
                  f"  p95 {pct(ts, 0.95) * 1000:7.1f} ms  max {max(ts) * 1000:7.0f} ms")
    sys.stdout.flush()


# ---- timing samples (CPython and Pyodide) ---------------------------------------------------

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
#: bool: where each game's hard level has the most to decide.
PICKS: Dict[str, Callable[[Any, int], bool]] = {
    "wind-river": lambda s, ply: s.phase != "place" and ply % 7 == 3,
    "manitou": lambda s, ply: ((s.phase == 0 and not any(s.party[s.current]))
                               or (s.phase == 1 and ply % 5 == 2)),
    "white-buffalo": lambda s, ply: (s.kind == 0 and s.phase == 0 and s.terr[s.current] >= 0
                                     and ply % 3 == 0),
}


def sample_positions(game_id: str, count: int, seed0: int = 0) -> List[Any]:
    """``count`` positions of seeded 3-player normal-bot games, chosen by :data:`PICKS`."""
    game: Any = registry.load(game_id)
    pick = PICKS.get(game_id, lambda s, ply: ply % 5 == 2)
    states = []
    for g in range(2):
        s = game.new_game(3, seed=seed0 + g)
        ply = 0
        while game.to_act(s) is not None:
            if pick(s, ply):
                states.append(s)
            s = game.apply(s, choose_move(*seat_to_act(s), "normal", salt=ply))
            ply += 1
    step = max(1, len(states) // count)
    return states[::step][:count]


def sample(game_id: str, count: int, seed0: int = 0,
           budget: Optional[float] = None) -> Dict[str, List[float]]:
    """Decision times per level on :func:`sample_positions` as the page runs them (slices of
    ``PAGE_SLICE``; CPython or Pyodide, whichever runs this): per level the whole decision's
    wall time and its thinking (CPU) time, and for hard the CPU time of every slice. ``budget``
    overrides the levels' time budgets (a long one: every decision thinks to its cap, so its
    CPU time is the whole decision's cost even on a loaded machine)."""
    picked = sample_positions(game_id, count, seed0)
    result: Dict[str, List[float]] = {}
    for level in LEVELS:
        wall, cpu, slices = [], [], []
        for i, s in enumerate(picked):
            t0, c0 = time.perf_counter(), cpu_now()
            thinker = Thinker(*seat_to_act(s), level, salt=i, time_budget=budget)
            move = None
            while move is None:
                c1 = cpu_now()
                move = thinker.step(PAGE_SLICE)
                slices.append(cpu_now() - c1)
            wall.append(time.perf_counter() - t0)
            cpu.append(cpu_now() - c0)
        result[level] = wall
        result[level + " cpu"] = cpu
        result[level + " slices"] = slices
    return result


#: how many times slower than this machine's CPython the simulated slow devices are: issue 52's
#: phone three times slower than this machine, on CPython and on Pyodide (about twice slower)
SLOWDOWNS = (3.0, 6.0)


def print_times(label: str, result: Dict[str, List[float]], game_id: Optional[str] = None) -> None:
    """The sample's figures, level by level; with ``game_id``, also what devices
    :data:`SLOWDOWNS` times slower would see: each decision's thinking time that many times
    longer, cut at the level's time budget (a decision cut short plays the best move found by
    then, so it is weaker than measured here)."""
    print(label)
    for key, ts in result.items():
        if key.endswith(" slices"):
            print(f"  {key:13s}: {len(ts)} slices of step({PAGE_SLICE}) (the page's tasks): p95 "
                  f"{pct(ts, 0.95) * 1000:.1f} ms, max {max(ts) * 1000:.1f} ms, over 50 ms: "
                  f"{sum(t > 0.05 for t in ts)}")
        else:
            print(f"  {key:13s}: {len(ts)} decisions, median {statistics.median(ts) * 1000:.1f} ms, "
                  f"p95 {pct(ts, 0.95) * 1000:.1f} ms, max {max(ts) * 1000:.0f} ms")
        if game_id is not None and key.endswith(" cpu"):
            level = key[:-4]
            budget = policy_for(game_id).levels[level][0]
            for slow in SLOWDOWNS:
                slowed = [min(slow * t, budget) for t in ts]
                print(f"  {level + ' x' + format(slow, 'g'):13s}: simulated device {slow:g} times "
                      f"slower: thinking p95 {pct(slowed, 0.95) * 1000:.0f} ms, max "
                      f"{max(slowed) * 1000:.0f} ms; cut short by the {budget:g} s budget: "
                      f"{sum(slow * t > budget for t in ts)} of {len(ts)}")
    sys.stdout.flush()


def run_pyodide(count: int, game_id: str) -> Dict[str, List[float]]:
    """:func:`sample` of ``game_id`` under Pyodide (Node)."""
    from tools.pyodide_child import run_json  # parent side only: tools/ is not in Pyodide

    result: Dict[str, List[float]] = run_json(__file__, "--child", count, "--game", game_id)
    return result


def parse_levels(items: List[str], cast: Callable[[str], Any], key: str, options: Options) -> None:
    """``level=value`` items into ``options[level][key]``."""
    for item in items:
        level, _, value = item.partition("=")
        if level not in LEVELS:
            sys.exit(f"unknown level in {item!r}")
        options.setdefault(level, {})[key] = cast(value)


def main() -> None:
    """The command line (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", choices=registry.game_ids(), default=registry.game_ids()[0])
    parser.add_argument("--games", type=int, default=60, help="games per matchup (default 60)")
    parser.add_argument("--players", type=int, default=3, help="players per game (default 3)")
    parser.add_argument("--matchups", default=None, help="comma-separated focus:other, or "
                        f"'ladder' for issue 52's rows ({','.join(LADDER)}) "
                        f"(default: {','.join(all_matchups())})")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--budget", action="append", default=[], metavar="LEVEL=SECONDS",
                        help="a level's thinking budget per decision (today's and previous)")
    parser.add_argument("--cap", action="append", default=[], metavar="LEVEL=N",
                        help="a level's iteration cap (today's and previous)")
    parser.add_argument("--previous", default=PREVIOUS, metavar="REF",
                        help=f"the commit whose bots are the prev- sides (default {PREVIOUS[:10]})")
    parser.add_argument("--jsonl", default=None, help="append every game to this file")
    parser.add_argument("--summary", nargs="*", default=None, help="print the tables of these files")
    parser.add_argument("--pyodide", action="store_true", help="also time a sample under Pyodide")
    parser.add_argument("--times", action="store_true",
                        help="time a sample on CPython (with the slowed-device figures)")
    parser.add_argument("--sample", type=int, default=8, help="positions in the timing sample")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every game")
    parser.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.child is not None:  # inside Pyodide
        print(json.dumps(sample(args.game, args.child)))
        return
    records: List[Dict[str, Any]] = []
    if args.summary is not None:
        for path in args.summary:
            with open(path, encoding="utf-8") as f:
                records += [json.loads(line) for line in f if line.strip()]
        print_tables(records)
        return
    options: Options = {}
    parse_levels(args.budget, float, "time_budget", options)
    parse_levels(args.cap, int, "max_iterations", options)
    print(f"Python {sys.version.split()[0]}; {args.game}, {args.players} players; options {options}")
    names = (list(LADDER) if args.matchups == "ladder"
             else args.matchups.split(",") if args.matchups else all_matchups())
    names = names if args.games > 0 else []
    sides = set(LEVELS) | {"random", "heuristic"} | {f"prev-{lv}" for lv in LEVELS}
    for name in names:
        if name.count(":") != 1 or not set(name.split(":")) <= sides:
            sys.exit(f"unknown matchup {name!r}: focus:other with each one of {', '.join(sorted(sides))}")
    # a `kill` ends the run through the `with` below: the child ends, the extracted folder goes
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    with contextlib.ExitStack() as stack:
        previous = None
        if any("prev-" in name for name in names):
            previous = stack.enter_context(PreviousRelease(args.previous))
            print(f"previous release: {previous.commit}")
        for name in names:
            records += play_matchup(args.game, name, args.games, args.players, args.seed, options,
                                    args.jsonl, args.verbose, previous)
            print_tables([r for r in records if r["matchup"] == name])
    if len(names) > 1 and records:
        print_tables(records)
    if args.pyodide or args.times:
        print_times(f"CPython sample ({args.sample} positions, slices of {PAGE_SLICE}s, every "
                    f"decision to its iteration cap):", sample(args.game, args.sample, budget=60.0),
                    args.game)
    if args.pyodide:
        print_times("Pyodide sample (same positions, via node tools/pyodide_run.mjs):",
                    run_pyodide(args.sample, args.game))


if __name__ == "__main__":
    main()
