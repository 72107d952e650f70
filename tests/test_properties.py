"""Property tests: invariants of random legal play with 3 and 4 players (hypothesis).

Each example draws a player count, a game seed, a play seed and a per-move-type bias, then
plays legal moves (chosen by ``random.Random(play seed)`` with the bias) until the game is over,
checking every position and every transition.

Why every game ends, and the move bound it gives (computed by :func:`move_bound` from the
board data in ``engine.wind_river.board``, not hard-coded):

* Give each hex the half-hex x-coordinate x = 2*col + (1 in lanes B, D, F). Every forward step
  raises a buffalo's x by 1 or 2 (``test_board.test_forward_raises_half_hex_x_by_one_or_two``), and
  a step into column 7 (x >= 14) leaves the board. So from x0 a buffalo takes at most
  (13 - x0) steps on the board plus 1 step off it: Ψ = Σ over buffaloes on the board of (14 - x)
  drops by at least 1 with every buffalo move (herd step or extra action) and is never raised.
  Hence all buffalo moves of a game number at most S = Ψ(start) = Σ over start buffaloes of
  (14 - x0) (342 with four players, 282 with three).
* A turn of a player who has a tipi on the board when the turn starts ("tipi turn") moves at
  least one buffalo while any buffalo is on the board: N >= 1, no buffalo has arrived yet, and
  the eastmost buffalo can always step E (the target has a larger x than any buffalo, so it is
  empty, or it is the plains; lane E of a hex in play is in play). So there are at most S tipi
  turns that start with buffaloes on the board.
* Once the herd is gone, Φ = all players' resources + all tipis on the board (<= 40 + 7P) is
  never raised (earning yields 0 without buffaloes, inserting costs 3 for 1 tipi, moving a tipi
  only costs) and every tipi turn strictly lowers it (no tipi is supplied, so U >= 1: either U
  resources are paid or U - R >= 1 tipis go back). So there are at most 40 + 7P tipi turns then.
  In all: K <= S + 40 + 7P tipi turns.
* Tipis enter and leave the board only on their owner's turn, and the game is over when none
  stands on the board; so while the game runs, some player has a tipi on the board and keeps it
  until their own turn comes, within P turns. Among any P consecutive turns at least one is a
  tipi turn, and the game's first turn (everyone holds 2 placed tipis) is one: T <= P * K turns.
* A turn has at most 7 herd steps (N <= 7), 7 abandons (each returns one of the player's at most
  7 tipis) and 1 action: 15 moves. Setup adds 2P placements.

  Bound: moves <= 2P + 15 * P * (S + 40 + 7P)   (24608 for P = 4, 15441 for P = 3).

The bound is loose on purpose (it is a proof, not an estimate); the longest game actually seen
is printed by ``test_report_longest_game`` (run pytest with ``-s``) and is in the low hundreds.
"""

from __future__ import annotations

import json
import random
from typing import Any, Dict, List, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.wind_river import (
    IllegalMove,
    apply,
    board,
    describe,
    from_dict,
    from_record,
    legal_moves,
    narrate,
    new_game,
    new_record,
    ranking,
    record_append,
    replay_states,
    to_dict,
)
from engine.wind_river.board import COLUMNS, HEX_CAP, HEX_NAMES, LAYOUTS, PLAINS
from engine.wind_river.playout import random_game
from engine.wind_river.state import RESOURCE_CAP, RESOURCES_TOTAL, TIPIS_PER_PLAYER

MOVE_KINDS = ("place", "buffalo", "abandon", "tipi", "earn", "insert", "pass")
EXIT_X = 2 * (COLUMNS + 1)  # half-hex x of column 7: the open plains
MAX_TURN_MOVES = TIPIS_PER_PLAYER + TIPIS_PER_PLAYER + 1  # herd steps + abandons + action

LONGEST = {3: 0, 4: 0}  # longest game seen per player count (all tests of this module)


# ---- the derived bound ------------------------------------------------------------------------

def half_x(h: int) -> int:
    """Half-hex x-coordinate of hex index ``h`` (odd-r layout: B, D, F half a hex east)."""
    return 2 * board.column_of(h) + (1 if board.is_shifted(board.lane_of(h)) else 0)


def herd_potential(buffalo) -> int:
    """Ψ: buffalo steps still possible at most, Σ over buffaloes on the board of (14 - x)."""
    return sum(b * (EXIT_X - half_x(h)) for h, b in enumerate(buffalo))


def herd_steps_bound(n: int) -> int:
    """S: at most this many buffalo moves in a whole game of ``n`` players."""
    return herd_potential(LAYOUTS[n].start)


def move_bound(n: int) -> int:
    """Most moves a game of ``n`` players can take (see the module docstring)."""
    phi_max = RESOURCES_TOTAL + TIPIS_PER_PLAYER * n
    tipi_turns = herd_steps_bound(n) + phi_max
    turns = n * tipi_turns
    return 2 * n + MAX_TURN_MOVES * turns


def test_bound_values():
    assert herd_steps_bound(4) == 342 and herd_steps_bound(3) == 282
    assert move_bound(4) == 8 + 15 * 4 * (342 + 68)
    assert move_bound(3) == 6 + 15 * 3 * (282 + 61)


# ---- invariants of one position ---------------------------------------------------------------

def move_key(m):
    return json.dumps(m, sort_keys=True)


def check_position(s, n: int) -> None:
    d = to_dict(s)
    assert json.loads(json.dumps(d)) == d  # plain JSON
    herd = sum(LAYOUTS[n].start)
    layout = LAYOUTS[n]
    assert len(d["players"]) == n and s.num_players == n

    # 7 tipis per player, in both forms
    for q, pl in enumerate(d["players"]):
        on_board = sum(cell["tipis"][q] for cell in d["board"].values())
        assert pl["unused"] + pl["plains"] + on_board == TIPIS_PER_PLAYER
        assert s.unused[q] + s.plains[q] + sum(s.tipis[q]) == TIPIS_PER_PLAYER
        assert 0 <= pl["resources"] <= RESOURCE_CAP
        assert min(pl["unused"], pl["plains"]) >= 0
    # resources + stock == 40
    assert d["stock"] + sum(pl["resources"] for pl in d["players"]) == RESOURCES_TOTAL
    assert s.stock + sum(s.resources) == RESOURCES_TOTAL and s.stock >= 0
    # buffaloes conserved, never more than 5 on a hex
    assert sum(c["buffalo"] for c in d["board"].values()) + d["buffalo_out"] == herd
    assert sum(s.buffalo) + s.buffalo_out == herd
    assert max(s.buffalo) <= HEX_CAP
    assert all(0 <= c["buffalo"] <= HEX_CAP for c in d["board"].values())
    assert all(min(c["tipis"]) >= 0 for c in d["board"].values())
    # only hexes in play are used
    assert set(d["board"]) == {HEX_NAMES[h] for h in layout.hexes}
    closed = [h for h in range(board.NUM_HEXES) if h not in layout.open]
    for h in closed:
        assert s.buffalo[h] == 0 and s.arrived[h] == 0
        assert all(row[h] == 0 for row in s.tipis)
    if n == 3:
        assert len(closed) == 6 and all(HEX_NAMES[h][0] == "A" for h in closed)
        assert not any(name.startswith("A") for name in d["board"])
        assert not any(name.startswith("A") for name in d["arrived"])
    # phase fields
    assert 0 <= s.current < n
    if s.phase != "buffalo":
        assert s.buffalo_left == 0 and d["arrived"] == {}
    else:
        assert 1 <= s.buffalo_left <= s.on_board(s.current)
    assert (s.phase == "over") == (s.phase != "place" and s.tipis_on_board() == 0)
    # serial round trip
    back = from_dict(d)
    assert back == s
    assert to_dict(back) == d
    assert from_dict(json.loads(json.dumps(d))) == s


def check_moves(s):
    moves = legal_moves(s)
    keys = [move_key(m) for m in moves]
    assert len(keys) == len(set(keys)), "duplicate legal moves"
    assert legal_moves(s) == moves, "legal_moves not stable"
    assert legal_moves(from_dict(to_dict(s))) == moves, "legal_moves differ on an equal state"
    if s.phase == "over":
        assert moves == []
        return moves
    assert moves, f"no legal move in phase {s.phase}"
    if {"type": "pass"} in moves:
        assert moves == [{"type": "pass"}]
    allowed = {
        "place": {"place"},
        "buffalo": {"buffalo"},
        "supply": {"abandon"},
        "action": {"tipi", "earn", "insert", "buffalo", "pass"},
    }[s.phase]
    assert {m["type"] for m in moves} <= allowed
    if s.phase == "supply":
        assert len(moves) >= 2  # a supply phase is only entered for a real choice (R4)
    return moves


def check_transition(before, before_dict, move, after) -> None:
    n = before.num_players
    assert to_dict(before) == before_dict, "apply changed its input"
    assert before == from_dict(before_dict)
    kind = move["type"]
    if kind == "buffalo":
        assert herd_potential(after.buffalo) < herd_potential(before.buffalo)
    else:
        assert after.buffalo == before.buffalo
    assert herd_potential(after.buffalo) <= herd_potential(before.buffalo)
    if kind == "place" or before.phase == "action":
        if after.phase != "over":
            assert after.current == (before.current + 1) % n
    else:
        assert after.current == before.current
    if before.phase == "buffalo" and after.phase == "buffalo":
        assert after.buffalo_left == before.buffalo_left - 1
    if after.phase == "over":
        # R9: current stays on the player whose step ended the game: the mover, or - when the
        # mover's action passed the turn and the next player's automatic supply sent back the
        # last tipis on the board - that next player.
        if after.current != before.current:
            assert before.phase == "action" and after.current == (before.current + 1) % n
            assert before.on_board(after.current) > 0
            assert after.tipis_on_board() == 0
        places = ranking(after)
        assert sorted(q for place in places for q in place) == list(range(n))


# ---- playing --------------------------------------------------------------------------------

def choose(rng: random.Random, moves, bias):
    weights = [bias[m["type"]] for m in moves]
    if not any(weights):
        return rng.choice(moves)
    return rng.choices(moves, weights=weights)[0]


def play_checked(n: int, seed: int, play_seed: int, bias):
    """Play one game with every check; returns (states, moves)."""
    rng = random.Random(play_seed)
    s = new_game(n, seed=seed)
    record = new_record(n, seed=seed)
    states, moves = [s], cast(List[Dict[str, Any]], [])
    bound = move_bound(n)
    while s.phase != "over":
        assert len(moves) < bound, "game longer than the derived bound"
        check_position(s, n)
        legal = check_moves(s)
        move = choose(rng, legal, bias)
        before_dict = to_dict(s)
        sentence = describe(s, move)
        assert isinstance(sentence, str) and sentence
        assert narrate(s, move)[0] == sentence
        after = apply(s, move)
        check_transition(s, before_dict, move, after)  # (also: apply left ``s`` as it was)
        record_append(record, move)
        moves.append(move)
        states.append(after)
        s = after
    check_position(s, n)
    assert check_moves(s) == []
    try:
        apply(s, {"type": "pass"})
    except IllegalMove as e:
        assert e.code == "game-over"
    else:
        raise AssertionError("a move was accepted after the game ended")
    assert len(moves) <= bound
    LONGEST[n] = max(LONGEST[n], len(moves))

    # the record replays every intermediate state
    assert record["moves"] == moves
    assert replay_states(record) == states
    assert from_record(json.loads(json.dumps(record))) == s
    return states, moves, record


biases = st.fixed_dictionaries({kind: st.integers(0, 6) for kind in MOVE_KINDS})


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.sampled_from([3, 4]),
    seed=st.integers(0, 2**63 - 1),
    play_seed=st.integers(0, 2**32 - 1),
    bias=biases,
)
@pytest.mark.slow
def test_random_play_invariants(n, seed, play_seed, bias):
    play_checked(n, seed, play_seed, bias)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.sampled_from([3, 4]),
    seed=st.integers(0, 2**63 - 1),
    play_seed=st.integers(0, 2**32 - 1),
    bias=biases,
)
@pytest.mark.slow
def test_from_record_reproduces_every_prefix(n, seed, play_seed, bias):
    """A record cut after any number of moves replays to the state after those moves: the empty
    and the whole record and ten cuts drawn at random in each game (every cut of every game made
    this test quadratic, the slowest of the suite, for no more kinds of position)."""
    states, moves, record = play_checked(n, seed, play_seed, bias)
    cuts = {0, len(moves), *random.Random(play_seed).sample(range(len(moves) + 1), min(10, len(moves) + 1))}
    for k in sorted(cuts):
        prefix = dict(record, moves=moves[:k])
        assert from_record(prefix) == states[k], f"prefix of {k} moves"


@settings(max_examples=60, deadline=None)
@given(
    n=st.sampled_from([3, 4]),
    seed=st.integers(0, 2**32 - 1),
    data=st.data(),
)
@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
def test_illegal_well_formed_moves_rejected(n, seed, data):
    """At random points of a random game, well-formed moves that are not legal are refused
    with a specific code and without touching the state."""
    rng = random.Random(seed)
    s = new_game(n, seed=seed)
    names = list(HEX_NAMES)
    while s.phase != "over":
        legal = legal_moves(s)
        if rng.random() < 0.2:
            kind = data.draw(st.sampled_from(MOVE_KINDS))
            a = data.draw(st.sampled_from(names))
            b = data.draw(st.sampled_from(names + [PLAINS]))
            fields = {"place": {"to": a}, "buffalo": {"from": a, "to": b},
                      "abandon": {"at": a}, "tipi": {"from": a, "to": b}, "earn": {},
                      "insert": {"at": a}, "pass": {}}[kind]
            move = {"type": kind, **fields}
            if move not in legal:
                before = to_dict(s)
                try:
                    apply(s, move)
                except IllegalMove as e:
                    assert isinstance(e, ValueError)
                    assert e.code and e.code != "bad-move"
                    assert str(e).strip()
                else:
                    raise AssertionError(f"illegal {move} accepted in phase {s.phase}")
                assert to_dict(s) == before
        s = apply(s, rng.choice(legal))


@pytest.mark.slow
def test_many_seeded_random_games_within_bound():
    """Plain uniform random play over many seeds (the playout driver), all within the bound."""
    for n in (3, 4):
        for seed in range(300):
            final, moves = random_game(n, seed)
            assert final.phase == "over"
            assert len(moves) <= move_bound(n)
            LONGEST[n] = max(LONGEST[n], len(moves))


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
def test_report_longest_game():
    """The longest of 100 seeded games per player count is within the derived bound; it is
    printed (pytest -s) with the longest seen by the other tests of this module."""
    for n in (3, 4):
        longest = max(len(random_game(n, seed)[1]) for seed in range(1000, 1100))
        LONGEST[n] = max(LONGEST[n], longest)
        print(f"\n{n} players: longest game seen {LONGEST[n]} moves, derived bound {move_bound(n)}")
        assert 2 * n < longest <= move_bound(n)
