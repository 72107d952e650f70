"""The computer opponents (engine.bots): legal, repeatable, within their time budget."""

import time
from typing import Any, Dict

import pytest

from engine import wind_river as wr
from engine.bots import LEVELS
from engine.wind_river import apply, from_dict, legal_moves, new_game, ranking, to_dict
from engine.wind_river.playout import random_game
from tests.bot_calls import Thinker, choose_move
from tests.game_positions import BotGame, RandomGames
from tests.positions import position

CHEAP_HARD: Dict[str, Any] = {"max_iterations": 14, "time_budget": 30.0}  # iteration-capped: repeatable


#: the positions: along seeded random games and games of normal bots (tests/game_positions.py)
RECIPE = (RandomGames(3, tuple(range(4)), 3), RandomGames(4, tuple(range(4)), 3),
          BotGame(3, 11, 4, read_back=False), BotGame(4, 12, 4, read_back=False))


@pytest.fixture(scope="module")
def positions(stored_positions):
    """The positions of RECIPE, played once (kept on disk: tests/game_positions.py)."""
    return stored_positions(wr, RECIPE)


@pytest.fixture(scope="module")
def hard_positions(positions):
    return positions[::12]


def _options(level):
    return CHEAP_HARD if level == "hard" else {}


def test_positions_cover_every_phase(positions):
    assert len(positions) >= 300
    assert {s.phase for s in positions} >= {"place", "buffalo", "supply", "action"}
    assert any(sum(s.plains) >= 4 for s in positions)


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_fast_levels_return_legal_moves(level, positions):
    for i, s in enumerate(positions):
        move = choose_move(s, level, seed=i)
        assert move in legal_moves(s)


@pytest.mark.slow
def test_hard_returns_legal_moves(positions, hard_positions):
    for i, s in enumerate(positions[::2]):  # one rollout each: candidates, scheduling, fallback
        move = choose_move(s, "hard", seed=i, max_iterations=1, time_budget=30.0)
        assert move in legal_moves(s)
    assert len(hard_positions) >= 25
    for i, s in enumerate(hard_positions):  # a few passes of the search
        move = choose_move(s, "hard", seed=i, **CHEAP_HARD)
        assert move in legal_moves(s)


@pytest.mark.slow
@pytest.mark.parametrize("level", list(LEVELS))
def test_same_seed_same_move(level, hard_positions):
    for i, s in enumerate(hard_positions[:12]):
        first = choose_move(s, level, seed=100 + i, **_options(level))
        again = choose_move(from_dict(to_dict(s)), level, seed=100 + i, **_options(level))
        assert first == again


def test_easy_depends_on_the_seed(positions):
    s = next(p for p in positions if len(legal_moves(p)) > 10)
    assert len({str(choose_move(s, "easy", seed=k)) for k in range(20)}) > 1


def test_returned_move_is_a_fresh_dict(positions):
    s = positions[40]
    move = choose_move(s, "normal", seed=1)
    move["type"] = "garbage"
    assert choose_move(s, "normal", seed=1) in legal_moves(s)


def test_unknown_level_and_finished_game_raise_value_error():
    s = new_game(3, seed=0)
    with pytest.raises(ValueError):
        choose_move(s, "expert", seed=0)
    with pytest.raises(ValueError):
        Thinker(s, "", seed=0)
    over, _ = random_game(3, 0)
    assert over.phase == "over"
    for level in LEVELS:
        with pytest.raises(ValueError):
            choose_move(over, level, seed=0)
    with pytest.raises(ValueError):
        choose_move(to_dict(s), "easy", seed=0)


def _busy_position():
    """Mid-game herd step with many choices (a hard decision that takes a while)."""
    return position(4, tipis={"C3": [1, 0, 0, 0], "D3": [0, 1, 0, 0], "B4": [0, 0, 1, 0],
                              "E4": [0, 0, 0, 1], "C5": [1, 0, 0, 0]},
                    buffalo={h: 2 for h in ("A1", "B1", "C1", "D1", "E1", "F1", "A2", "B2",
                                            "C2", "D2", "E2", "F2", "C3", "D3", "B4", "E4")},
                    resources=[2, 2, 2, 2], phase="buffalo", buffalo_left=2)


def test_time_budget_is_respected():
    """The budget, not the (unreachable) cap, ends the thinking. Timings: bench/tournament.py."""
    s = _busy_position()
    thinker = Thinker(s, "hard", seed=3, time_budget=0.2, max_iterations=10**6)
    move = thinker.run()
    assert move in legal_moves(s)
    assert thinker.iterations < 10**6  # (a loaded machine may spend the whole budget on set-up)
    assert thinker.elapsed >= 0.2


def test_thinker_works_in_slices():
    s = _busy_position()
    thinker = Thinker(s, "hard", seed=5, time_budget=0.5, max_iterations=10**6)
    slices = []
    move = None
    while move is None:
        t0 = time.perf_counter()
        move = thinker.step(0.02)
        slices.append(time.perf_counter() - t0)
    assert move in legal_moves(s)
    assert thinker.done and thinker.step(0.02) == move
    assert len(slices) > 3  # it really yielded in between (slice lengths: bench/tournament.py)


def test_thinker_slices_do_not_change_the_choice():
    s = _busy_position()
    whole = choose_move(s, "hard", seed=9, max_iterations=6, time_budget=60)
    thinker = Thinker(s, "hard", seed=9, max_iterations=6, time_budget=60)
    sliced = None
    while sliced is None:
        sliced = thinker.step(0.001)
    assert sliced == whole


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_walks_the_winning_tipi_into_the_plains(level):
    s = position(3, tipis={"C6": [1, 0, 0]}, plains=[2, 2, 1], resources=[0, 3, 3])
    move = choose_move(s, level, seed=1, **_options(level))
    assert move == {"type": "tipi", "from": "C6", "to": "plains"}


def test_normal_feeds_its_unsupplied_tipi():
    s = position(3, tipis={"C3": [1, 0, 0], "E5": [0, 1, 0], "D4": [0, 0, 1]},
                 buffalo={"C2": 1, "F1": 2, "E5": 2, "D4": 1, "B1": 2},
                 resources=[0, 3, 3], phase="buffalo", buffalo_left=1)
    assert choose_move(s, "normal", seed=1) == {"type": "buffalo", "from": "C2", "to": "C3"}


def test_zero_budget_still_gives_a_legal_move():
    s = _busy_position()
    thinker = Thinker(s, "hard", seed=2, time_budget=0)
    move = thinker.step(0.05)
    assert move in legal_moves(s) and thinker.done and thinker.progress == 1.0


def test_forced_move_is_immediate():
    s = position(3, tipis={"C3": [0, 1, 0]}, buffalo={"F6": 1}, phase="action")
    assert len(legal_moves(s)) == 1
    thinker = Thinker(s, "hard", seed=0)
    assert thinker.step(0.0) == legal_moves(s)[0]  # decided in the first slice, no search
    assert thinker.iterations == 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_bot_game_ends(players):
    levels = ["hard", "normal", "easy", "normal"][:players]
    s = new_game(players, seed=players)
    for ply in range(2000):
        if s.phase == "over":
            break
        level = levels[s.current]
        options: Dict[str, Any] = {"max_iterations": 2, "time_budget": 30.0} if level == "hard" else {}
        s = apply(s, choose_move(s, level, seed=ply, **options))
    assert s.phase == "over"
    assert sorted(q for place in ranking(s) for q in place) == list(range(players))


# ---- Wind River's evaluation and search internals ------------------------------------------

def _reference_values(s):
    """The evaluation written the straightforward way (every hex, no caches, no differences)."""
    from engine.wind_river.board import LAYOUTS
    from engine.wind_river.bots.board_info import INFO, TO_EXIT
    from engine.wind_river.bots.evaluation import WEIGHTS as w

    n = len(s.names)
    out = []
    herd = sum(s.buffalo[h] * TO_EXIT[h] for h in LAYOUTS[n].hexes)
    on_board = s.tipis_on_board()
    rounds = herd / on_board if on_board else 0.0
    for q in range(n):
        r = s.resources[q]
        v = s.plains[q] + w["resource"] * r + w["reserve"] * min(r, w["reserve_size"])
        c = need = un = starving = shared = surplus = 0
        for h in LAYOUTS[n].hexes:
            m = s.tipis[q][h]
            if not m:
                continue
            b = s.buffalo[h]
            o = sum(row[h] for p, row in enumerate(s.tipis) if p != q)
            feed = b + sum(s.buffalo[g] for g in INFO[n].feeders[h])
            c += m
            need += m * TO_EXIT[h]
            un += m - min(m, max(0, b - o))
            starving += m - min(m, max(0, feed - o))
            if o:
                shared += m
            else:
                surplus += max(0, b - m)
        if c:
            v += w["tipi"] * c + w["column"] * (7 * c - need) - w["shared"] * shared
            v -= w["late"] * max(0.0, need - rounds) + w["unsupplied"] * un + w["starving"] * starving
            v -= w["lose"] * max(0, un - r)
            v += w["earn"] * min(surplus, 10 - r)
        out.append(v)
    return out


def test_fast_evaluation_matches_the_straightforward_one(positions):
    from engine.wind_river.bots.evaluation import player_values

    for s in positions:
        assert player_values(s) == pytest.approx(_reference_values(s), abs=1e-9)


def test_fast_move_scores_match_the_applied_moves(positions):
    """Herd steps are scored from the buffaloes alone (and the supply that may follow): the
    same scores as applying each move and evaluating the position reached."""
    from engine.wind_river.bots.greedy import key_scores
    from engine.wind_river.bots.heuristic import score
    from engine.wind_river.rules import apply_key, legal_keys

    herd_steps = 0
    for s in positions:
        if s.phase == "over":
            continue
        slow = [score(apply_key(s, k), s.current) for k in legal_keys(s)]
        assert key_scores(s) == pytest.approx(slow, abs=1e-9)
        herd_steps += s.phase == "buffalo"
    assert herd_steps >= 50


def test_hard_plans_end_the_movers_turn(positions):
    """Every plan of the hard level's search starts with a legal move and ends the mover's
    turn; in a herd step there are several, with the best plan by the evaluation first."""
    from engine.wind_river.bots.search import plans
    from engine.wind_river.rules import legal_keys

    herd = [s for s in positions if s.phase == "buffalo" and s.buffalo_left >= 2][:10]
    assert len(herd) == 10
    for s in herd:
        *work, found = list(plans(s))
        assert work and all(w is None for w in work) and found
        assert len(found) >= 2
        assert [v for v, _, _ in found[:2]] == sorted([v for v, _, _ in found[:2]], reverse=True)
        for _, first, end in found:
            assert first in legal_keys(s)
            assert end.current != s.current or end.phase == "over"


def test_own_turn_is_the_best_way_to_end_the_turn(positions):
    """The bot's own turn in a play-out: legal moves, one after another, that end the mover's
    turn; the same as the best way a beam of that width finds, and the same on a second call."""
    from engine.wind_river.bots.search import OWN_BEAM, own_turn, turn_ends
    from engine.wind_river.rules import apply_key, legal_keys

    herd = [s for s in positions if s.phase == "buffalo" and s.buffalo_left >= 2][:10]
    assert len(herd) == 10
    for s in herd:
        moves = own_turn(s)
        *_, ways = list(turn_ends(s, OWN_BEAM))
        assert ways is not None and moves == ways[0][2]
        assert ways[0][0] == max(v for v, _, _, _ in ways)
        assert len(moves) >= 2 and own_turn(s) is moves
        x = s
        for k in moves:
            assert x.current == s.current and k in legal_keys(x)
            x = apply_key(x, k)
        assert x.current != s.current or x.phase == "over"


def test_hard_play_outs_play_the_bots_own_turn_as_planned(positions):
    """When a play-out reaches the bot's next turn, the bot plays it move by move as
    :func:`own_turn` plans it at its start, not step by step greedily."""
    import random

    from engine.wind_river.bots.greedy import policy_key
    from engine.wind_river.bots.search import Search, _Playout, own_turn
    from engine.wind_river.rules import apply_key

    def greedy_turn(s):
        x, out = s, []
        while x.current == s.current and x.phase != "over":
            out.append(policy_key(x))
            x = apply_key(x, out[-1])
        return tuple(out)

    s = next(p for p in positions if p.phase == "buffalo" and p.buffalo_left >= 2
             and greedy_turn(p) != own_turn(p))
    search = Search(s, random.Random(1), 8)
    planned = own_turn(s)
    search._cur = cur = _Playout(0, s, False)
    cur.stage = 2   # the bot's next turn
    played = []
    x = s
    while x.current == s.current and x.phase != "over":
        search._rollout_step()
        played.append(cur.position)
        x = cur.position
    expected = []
    y = s
    for k in planned:
        y = apply_key(y, k)
        expected.append(y)
    assert played == expected


def test_hard_counts_long_endgame_play_outs_by_their_moves():
    """In the endgame the play-outs go to the end of the game: each counts once per
    PLAYOUT_MOVES moves, so the iteration cap bounds the work there too."""
    import random

    from engine.wind_river.bots.search import Search
    from engine.wind_river.rules import legal_keys

    s = position(3, tipis={"C3": [1, 0, 0], "E2": [0, 1, 0], "D2": [0, 0, 1]},
                 buffalo={h: 2 for h in ("B1", "C1", "D1", "E1", "F1", "B2", "C2", "D2", "E2",
                                         "C3", "E3")},
                 resources=[3, 3, 3], plains=[1, 1, 1], phase="action")
    search = Search(s, random.Random(1), 12)
    assert search.advance(time.perf_counter() + 60)
    played = sum(len(r) for r in search.results)
    assert search.iterations >= 12 and 0 < played < 12
    assert search.result() in legal_keys(s)
