"""engine.wind_river.standing: who is out, and the turns that may play themselves (issue 13, point 7).

Checked on positions reached by real seeded games (every state of them) and on hand-made cases
through the public ``from_dict``."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest

from engine import wind_river as wr
from engine.wind_river.standing import forced_move, is_out
from tests.positions import position


def _games(seeds=range(6), players=("Ann", "Ben", "Cy", "Dee")):
    for seed in seeds:
        state, rng = wr.new_game(list(players[: 3 + seed % 2]), seed=seed), random.Random(seed)
        while True:
            yield state
            if wr.to_act(state) is None:
                break
            state = wr.apply(state, rng.choice(wr.legal_moves(state)))


def test_out_means_no_tipi_on_the_board_after_setup_and_it_lasts():
    seen_out = 0
    for seed in range(6):
        out_since: dict = {}
        for k, state in enumerate(_games(seeds=[seed])):
            d = wr.to_dict(state)
            for seat in range(len(d["players"])):
                on_board = sum(c["tipis"][seat] for c in d["board"].values())
                assert is_out(state, seat) == (d["phase"] != "place" and on_board == 0)
                if is_out(state, seat):
                    out_since.setdefault(seat, k)
                elif seat in out_since:
                    pytest.fail(f"seed {seed}: seat {seat} came back after being out")
        seen_out += len(out_since)
    assert seen_out > 0  # the random games do reach such positions


def test_forced_move_is_the_only_legal_move_of_a_player_who_is_out():
    forced = 0
    for state in _games(seeds=[38, 57]):  # random games that reach forced passes and steps
        move = forced_move(state)
        seat = wr.to_act(state)
        legal = wr.legal_moves(state)
        if seat is not None and is_out(state, seat) and len(legal) == 1:
            assert move == legal[0]
            assert move["type"] in ("pass", "buffalo")
            wr.apply(state, move)  # the engine takes it
            forced += 1
        else:
            assert move is None
    assert forced > 0


def test_a_player_out_with_no_buffalo_that_can_move_must_pass():
    # Ann (seat 0) has no tipi on the board; one buffalo on C5 has three steps: a real choice
    s = position(3, tipis={"C6": [0, 1, 0], "E6": [0, 0, 1]}, buffalo={"C5": 1},
                 phase="action", current=0)
    assert is_out(s, 0) and not is_out(s, 1) and not is_out(s, 2)
    assert len(wr.legal_moves(s)) == 3 and forced_move(s) is None
    # a last buffalo on F6 can only leave into the plains: that one step is forced
    s1 = position(3, tipis={"C6": [0, 1, 0], "E6": [0, 0, 1]}, buffalo={"F6": 1},
                  phase="action", current=0)
    assert forced_move(s1) == {"type": "buffalo", "from": "F6", "to": "plains"}
    s2 = position(3, tipis={"C6": [0, 1, 0]}, buffalo={}, phase="action", current=0)
    assert wr.legal_moves(s2) == [{"type": "pass"}]
    assert forced_move(s2) == {"type": "pass"}
    after = wr.apply(s2, forced_move(s2))
    assert wr.to_act(after) == 1


def test_a_player_with_a_tipi_on_the_board_is_never_forced_here():
    s = position(3, tipis={"C6": [1, 0, 0], "E6": [0, 1, 1]}, buffalo={}, phase="action", current=0)
    assert not is_out(s, 0)
    assert forced_move(s) is None  # earning 0 or walking into the plains: a real choice


def test_setup_is_never_out_and_bad_seats_are_refused():
    s = wr.new_game(3, seed=1)
    assert not any(is_out(s, seat) for seat in range(3))
    assert forced_move(s) is None
    for bad in (-1, 3, "0", True, None):
        with pytest.raises(ValueError):
            is_out(s, cast(Any, bad))
