"""Fuzzing the engine with a seeded generator: random and mutated moves, states and records.

Only ``IllegalMove`` / ``InvalidState`` may come out, and no single call may take more than 1 s of
CPU. The run is bounded (a fixed number of cases), so it is repeatable and fast enough for CI.
"""

from __future__ import annotations

import contextlib
import copy
import random
import time
from typing import Any, Callable

import pytest

from engine.core import registry
from engine.core.errors import IllegalMove, InvalidState
from engine.wind_river import (
    apply,
    from_dict,
    from_record,
    legal_moves,
    new_game,
    new_record,
    record_append,
    to_dict,
)

CASES = 6000
MAX_CPU = 1.0

ATOMS: list = [None, True, False, 0, 1, -1, 7, 10**4000, -(10**400), 2**63, 1.5, float("nan"),
               float("inf"), "", "C3", "plains", "A1", "Z9", "x" * 5000, "\u202e", "\x00", [], {},
               [1, 2], {"a": 1}, "place", "buffalo", "earn", "pass"]


DEEP: list = []
for _ in range(200):
    DEEP = [DEEP]
ATOMS.append(DEEP)


def junk(rng: random.Random, depth: int = 0) -> Any:
    """A random JSON-ish value, sometimes nested."""
    roll = rng.random()
    if depth > 3 or roll < 0.6:
        return rng.choice(ATOMS)
    if roll < 0.8:
        return [junk(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["type", "to", "from", "at", "x", 1]): junk(rng, depth + 1)
            for _ in range(rng.randrange(4))}


def mutate(value: Any, rng: random.Random) -> Any:
    """A copy of ``value`` with one random change somewhere inside."""
    value = copy.deepcopy(value)
    if isinstance(value, dict) and value:
        key = rng.choice(list(value))
        roll = rng.random()
        if roll < 0.15:
            del value[key]
        elif roll < 0.3:
            value[rng.choice(["extra", "type", key])] = junk(rng)
        elif roll < 0.6:
            value[key] = junk(rng)
        else:
            value[key] = mutate(value[key], rng)
        return value
    if isinstance(value, list) and value:
        i = rng.randrange(len(value))
        roll = rng.random()
        if roll < 0.2:
            del value[i]
        elif roll < 0.35:
            value.append(junk(rng))
        elif roll < 0.6:
            value[i] = junk(rng)
        else:
            value[i] = mutate(value[i], rng)
        return value
    if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.5:
        return value + rng.choice([-1, 1, 10, -10**30, 10**4000])
    return junk(rng)


def run(fn: Callable[..., Any], *args: Any) -> None:
    """Call ``fn(*args)``; only the contract's errors may escape, and it must be quick."""
    t0 = time.process_time()
    with contextlib.suppress(IllegalMove, InvalidState):
        fn(*args)
    spent = time.process_time() - t0
    assert spent < MAX_CPU, f"a call took {spent:.2f} s of CPU"


def positions(rng: random.Random, count: int) -> list:
    """Positions from random games (early, middle and late)."""
    out = []
    for _ in range(count):
        s = new_game(rng.choice([3, 4]), seed=rng.randrange(2**63))
        for _ in range(rng.randrange(120)):
            moves = legal_moves(s)
            if not moves:
                break
            s = apply(s, rng.choice(moves))
        out.append(s)
    return out


@pytest.mark.slow  # thousands of mutated moves, states and records (seconds): `make test`, not the edit loop
def test_fuzz_moves_states_and_records():
    rng = random.Random(20261123)
    states = positions(rng, 12)
    for i in range(CASES):
        s = rng.choice(states)
        kind = i % 3
        if kind == 0:
            legal = legal_moves(s)
            move = mutate(rng.choice(legal), rng) if legal and rng.random() < 0.7 else junk(rng)
            run(apply, s, move)
        elif kind == 1:
            d = mutate(to_dict(s), rng)
            for _ in range(rng.randrange(3)):
                d = mutate(d, rng)
            run(from_dict, d)
        else:
            rec = new_record(len(s.names), seed=rng.randrange(1000))
            t = new_game(len(s.names), seed=rec["seed"])
            for _ in range(rng.randrange(40)):
                moves = legal_moves(t)
                if not moves:
                    break
                move = rng.choice(moves)
                record_append(rec, move)
                t = apply(t, move)
            bad = mutate(rec, rng)
            run(from_record, bad)


def test_fuzz_finds_what_it_should():
    """The mutations really produce errors (a fuzzer that only made legal input proves nothing)."""
    rng = random.Random(7)
    s = positions(rng, 1)[0]
    errors = 0
    for _ in range(200):
        try:
            from_dict(mutate(to_dict(s), rng))
        except InvalidState:
            errors += 1
    assert errors > 100


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_fuzzed_states_of_every_game_raise_only_invalid_state(game_id):
    """Every registered game's from_dict, on states mutated with the same junk (huge numbers
    among it, issue 51): InvalidState or a state, never another exception, and quickly."""
    game = registry.load(game_id)
    rng = random.Random(51)
    states = []
    for n in range(game.INFO.min_players, game.INFO.max_players + 1):
        t = game.new_game(n, seed=n)
        for _ in range(rng.randrange(20, 80)):
            moves = game.legal_moves(t)
            if not moves:
                break
            t = game.apply(t, rng.choice(moves))
        states.append(t)
    refused = 0
    for i in range(400):
        d = game.to_dict(rng.choice(states))
        for _ in range(1 + i % 3):
            d = mutate(d, rng)
        t0 = time.process_time()
        try:
            game.from_dict(d)
        except InvalidState:
            refused += 1
        assert time.process_time() - t0 < MAX_CPU
    assert refused > 200
