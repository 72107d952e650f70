"""White Buffalo's bots (engine.white_buffalo.bots through engine.bots): they never peek, play
only legal moves, finish games and think in slices bounded by work.

The central check: for every level, two states that differ only in what the mover may not see
(the other players' hands and Destiny Cards, the order of the draw pile, of the destiny pile
and of the teepee stack within its sets, the seed and the generator's state) get the same
decision with the same seed.
"""

from __future__ import annotations

import math
import random
from typing import Any, Dict

import pytest

from engine import white_buffalo as wb
from engine.bots import LEVELS
from engine.white_buffalo import (
    apply,
    from_dict,
    legal_moves,
    new_game,
    observe,
    ranking,
    to_act,
    to_dict,
)
from engine.white_buffalo.bots.heuristic import normal_key
from engine.white_buffalo.bots.policy import POLICY, view_keys
from engine.white_buffalo.bots.search import SLICE_UNITS, Search
from engine.white_buffalo.bots.view import determinize, view_of
from engine.white_buffalo.data import BROWN, STACK_IDS
from engine.white_buffalo.rules import NONE, PASS, TURN
from engine.white_buffalo.state import freeze, thaw
from tests.bot_calls import Thinker, choose_move
from tests.game_positions import BotGame, RandomGames
from tests.lookalike import differing_twins
from tests.lookalike import white_buffalo_twin as twin

#: hard, repeatable (ends by the cap) and cheap: one or two worlds.
CHEAP_HARD: Dict[str, Any] = {"max_iterations": 8, "time_budget": 60.0}


#: normal, repeatable (ends by the cap; by default it is cut by its short time budget)
CHEAP_NORMAL: Dict[str, Any] = {"max_iterations": 4, "time_budget": 60.0}


def _options(level):
    return CHEAP_HARD if level == "hard" else CHEAP_NORMAL if level == "normal" else {}


#: the positions: along seeded random games and games of normal bots (tests/game_positions.py)
RECIPE = (tuple(RandomGames(n, (seed,), 9) for n, seed in ((2, 1), (3, 2), (4, 3)))
          + tuple(BotGame(n, seed, 4, time_budget=0) for n, seed in ((3, 7), (2, 8), (4, 9))))


@pytest.fixture(scope="module")
def positions(stored_positions):
    """The positions of RECIPE, played once (kept on disk: tests/game_positions.py)."""
    return stored_positions(wb, RECIPE)


def _turn_start(s):
    """A start of turn where the hard level searches (the tribe placed, no sweep due)."""
    if s.phase != TURN or s.kind != NONE or s.terr[s.current] < 0:
        return False
    return PASS in view_keys(view_of(s)) and len(legal_moves(s)) > 2


@pytest.fixture(scope="module")
def turn_starts(positions):
    return [s for s in positions if _turn_start(s)]


@pytest.fixture(scope="module")
def mid_turn(positions):
    return [s for s in positions if s.kind != NONE and len(legal_moves(s)) > 1]


def _hidden_differs(s, t):
    return any(t.hand[p] != s.hand[p] for p in range(len(s.names)) if p != s.current) or t.pile != s.pile


def _twins(positions, count, seed):
    """(state, twin) pairs whose secrets really differ, the twin seen alike by the mover."""
    return differing_twins(positions, count, seed, twin, _hidden_differs, observe)


def test_positions_cover_turn_starts_mid_turns_and_every_player_count(positions, turn_starts, mid_turn):
    assert len(positions) >= 150
    assert len(turn_starts) >= 40 and len(mid_turn) >= 30
    assert {len(s.names) for s in positions} == {2, 3, 4}


@pytest.mark.parametrize("level", list(LEVELS))
def test_same_decision_whatever_the_hidden_cards(level, turn_starts, mid_turn):
    """A bot decides from observe(state, seat) only: secrets it may not see change nothing."""
    starts = turn_starts[::2] if level != "hard" else turn_starts[::4]
    pairs = _twins(starts, 30 if level != "hard" else 12, 1) + _twins(mid_turn[::2], 15, 2)
    assert len(pairs) >= 20
    changed = 0
    for i, (s, t) in enumerate(pairs):
        a = choose_move(s, level, seed=500 + i, **_options(level))
        b = choose_move(t, level, seed=500 + i, **_options(level))
        assert a == b, (level, i)
        assert a in legal_moves(s) and b in legal_moves(t)
        if level == "easy":
            changed += choose_move(s, level, seed=900 + i) != a
    if level == "easy":
        assert changed > 0   # the seed does matter


def test_determinized_worlds_agree_with_the_observation(positions):
    """Every sampled world is a valid state that the mover observes exactly as the real one."""
    rng = random.Random(3)
    for s in positions[::3]:
        v = view_of(s)
        for _ in range(2):
            w = freeze(determinize(v, rng), s.names, s.colors)
            w = from_dict(to_dict(w))          # a valid state
            mine, real = observe(w, s.current), observe(s, s.current)
            mine.pop("last_events")
            real.pop("last_events")
            assert mine == real


def test_view_is_built_from_observe_only(monkeypatch, turn_starts):
    """The policy reaches the state only through observe: with observe answering for another
    state, the bot decides as for that state."""
    s, t = _twins(turn_starts[7:], 1, 4)[0]
    import engine.white_buffalo.bots.view as view_module

    real = view_module.observe_dict
    monkeypatch.setattr(view_module, "observe_dict", lambda state, seat: real(t, seat))
    for level in LEVELS:
        assert choose_move(s, level, seed=1, **_options(level)) == \
            choose_move(t, level, seed=1, **_options(level))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_fast_levels_play_legal_moves(level, positions):
    for i, s in enumerate(positions):
        assert choose_move(s, level, seed=i, **_options(level)) in legal_moves(s)


def test_hard_plays_legal_moves(positions):
    for i, s in enumerate(positions[::6]):
        assert choose_move(s, "hard", seed=i, **CHEAP_HARD) in legal_moves(s)


def test_policy_keys_are_the_legal_moves(positions):
    for s in positions[::3]:
        assert [POLICY.key_move(k) for k in view_keys(view_of(s))] == legal_moves(s)


@pytest.mark.parametrize("level", list(LEVELS))
def test_same_seed_same_move(level, turn_starts):
    for i, s in enumerate(turn_starts[::8]):
        first = choose_move(s, level, seed=100 + i, **_options(level))
        again = choose_move(from_dict(to_dict(s)), level, seed=100 + i, **_options(level))
        assert first == again


@pytest.mark.slow  # whole games of every level (seconds): `make test`, not the edit loop
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_finish_whole_games(players):
    levels = ["hard", "normal", "easy", "normal"][:players]
    s = new_game(players, seed=40 + players)
    for ply in range(2000):
        if to_act(s) is None:
            break
        level = levels[s.current]
        options: Dict[str, Any] = {"max_iterations": 4, "time_budget": 60.0} if level == "hard" else {}
        move = choose_move(s, level, seed=ply, **options)
        assert move in legal_moves(s)
        s = apply(s, move)
    assert to_act(s) is None
    assert sorted(q for place in ranking(s) for q in place) == list(range(players))


def _busy_turn_start(turn_starts):
    """A start of turn with many candidates (a long search)."""
    return max(turn_starts, key=lambda s: (len(legal_moves(s)), len(s.names)))


def test_thinker_slices_are_bounded_by_work_not_time(turn_starts):
    """A slice asked to stop at once does exactly one unit of work (one rollout move or one
    sampled world); a slice given all the time in the world still stops after SLICE_UNITS
    units. The decision comes after as many slices as it needs."""
    s = _busy_turn_start(turn_starts)
    thinker = Thinker(s, "hard", seed=5, time_budget=600.0, max_iterations=12)
    move = thinker.step(0.0)     # the first slice also builds the view and the search
    search = thinker._search
    assert isinstance(search, Search)
    units = [search.units]
    while move is None:
        move = thinker.step(0.0)
        units.append(search.units)
    assert all(b - a == 1 for a, b in zip(units, units[1:], strict=False))
    assert units[0] == 1
    assert search.iterations >= 12 and move in legal_moves(s)

    long = Thinker(s, "hard", seed=5, time_budget=600.0, max_iterations=40)
    slices = 0
    move2 = None
    while move2 is None:
        move2 = long.step(600.0)
        slices += 1
    search = long._search
    assert search.max_slice_units <= SLICE_UNITS
    assert slices >= search.units // SLICE_UNITS
    assert search.units > SLICE_UNITS and slices > 1


def test_slices_do_not_change_the_choice(turn_starts):
    s = _busy_turn_start(turn_starts)
    whole = choose_move(s, "hard", seed=9, max_iterations=16, time_budget=600)
    thinker = Thinker(s, "hard", seed=9, max_iterations=16, time_budget=600)
    sliced = None
    while sliced is None:
        sliced = thinker.step(0.0)
    assert sliced == whole


def test_zero_budget_still_gives_the_normal_move(turn_starts):
    s = _busy_turn_start(turn_starts)
    thinker = Thinker(s, "hard", seed=2, time_budget=0)
    move = thinker.step(0.05)
    assert move in legal_moves(s) and thinker.done
    assert move == choose_move(s, "normal", seed=2, time_budget=0)


def test_policy_hands_every_level_to_decide(monkeypatch, turn_starts):
    """engine.bots' Thinker leaves a hidden-information game's decision to its policy."""
    from engine.bots.policy import Instant

    s = turn_starts[3]
    last = view_keys(view_of(s))[-1]
    monkeypatch.setattr(type(POLICY), "decide", lambda self, st, level, rng, cap: Instant(last))
    for level in LEVELS:
        assert choose_move(s, level, seed=0) == POLICY.key_move(last)


# ---- what the normal rules of thumb do -----------------------------------------------------------

def _turn_position(bison, final=False, lost=0):
    """A 3-player start of turn with every tribe in Wyoming, the mover holding ``bison`` bison
    (taken from the bag); ``final``: the final round has begun (by the stall safeguard);
    ``lost``: so many herds on the lost-herds track (taken from other territories)."""
    d = to_dict(new_game(3, seed=11))
    me = d["current"]
    for pl in d["players"]:
        pl["territory"] = "WY"
    for t in d["herds"]:
        take = min(d["herds"][t], lost - d["lost"]) if t != "WY" else 0
        d["herds"][t] -= take
        d["lost"] += take
    d["players"][me]["bison"] = bison
    d["bag"]["brown"] -= bison
    if final:
        d["final_round"], d["ending"] = True, "stall"
    return from_dict(d), me


def test_normal_buys_a_teepee_it_can_afford():
    """Once the early taking of cards is over (8 herds lost), bison enough: it buys."""
    s, _ = _turn_position(4, lost=8)
    assert choose_move(s, "normal", seed=0, time_budget=0)["type"] == "buy"


def test_normal_passes_in_the_final_round_without_a_buy():
    s, _ = _turn_position(0, final=True)
    assert choose_move(s, "normal", seed=0, time_budget=0) == {"type": "pass"}
    s, _ = _turn_position(0)
    assert choose_move(s, "normal", seed=0, time_budget=0) != {"type": "pass"}


def test_normal_hunts_where_it_stands():
    """Herds here and hunters in hand, nothing to buy: the normal bot starts a hunt stack here
    with its strongest hunter (yellow-hunter-2 or blue-hunter-2)."""
    s, me = _turn_position(0)
    assert s.herds[s.terr[me]] == 3 and any(s.hand[me][k] for k in range(20) if k & 2)
    move = POLICY.key_move(normal_key(thaw(s), random.Random(0)))
    assert move["type"] == "stack" and move["card"] in ("yellow-hunter-2", "blue-hunter-2")


def test_normal_retires_before_it_buys():
    """An active I-red, a red Settler (S1) in the display and bison enough for a teepee now:
    the rules of thumb retire first (the next teepee is then cheaper; the previous release's
    bought at once)."""
    s, me = _turn_position(0)
    w = thaw(s)
    red = STACK_IDS.index("I-red")
    w.teepees[me] = [red]
    slot = next(i for i, c in enumerate(w.display) if c != red)
    w.display[slot] = STACK_IDS.index("S1")
    w.bison[me] = 3                         # the price of a one-icon teepee with I-red active
    w.bag[BROWN] -= 3
    key = normal_key(w, random.Random(0))
    assert POLICY.key_move(key)["type"] == "retire"
    # with no Settler, Treaty or Railroad card in the display it buys
    w.display = [c if c < STACK_IDS.index("S1") else STACK_IDS.index("II-blue") for c in w.display]
    assert POLICY.key_move(normal_key(w, random.Random(0)))["type"] == "buy"


# ---- the evaluation (engine.white_buffalo.bots.evaluate) -----------------------------------------

def test_cube_kills_reads_the_bag_against_the_death_rate_card(positions):
    """One pulled cube's average kills agree with the page's exact risk (kill_values)."""
    from engine.white_buffalo.bots.evaluate import cube_kills
    from engine.white_buffalo.data import CUBE_COLOURS
    from engine.white_buffalo.risk import kill_values

    for s in positions[::7]:
        kills = kill_values(observe(s, s.current))
        bag = dict(zip(CUBE_COLOURS, s.bag, strict=True))
        expect = sum(bag[c] * kills[c] for c in CUBE_COLOURS) / sum(s.bag)
        assert cube_kills(thaw(s)) == pytest.approx(expect)


def test_clock_runs_down_as_herds_are_lost():
    from engine.white_buffalo.bots.evaluate import turns_left

    w = thaw(new_game(3, seed=5))
    early = turns_left(w)
    w.lost = 20
    late = turns_left(w)
    w.final_round = True
    assert early > late + 5 and turns_left(w) < 1 <= late


def test_worth_counts_bison_turns_and_the_pass_bonus():
    from engine.white_buffalo.bots.evaluate import turns_left, win_chance, worth

    s, me = _turn_position(4)
    w = thaw(s)
    turns = turns_left(w)
    rich = worth(w, me, turns)
    w.bison[me] = 0
    assert rich > worth(w, me, turns) + 4
    assert win_chance(w, me) == pytest.approx(0.5)    # alike so far
    for other in ((me + 1) % 3, (me + 2) % 3):
        w.passed[other] = True
        assert worth(w, other, turns) == -12 + 3      # no turns to come, the +3 bonus
    assert win_chance(w, me) > 0.6


def test_destiny_near_is_what_one_more_teepee_adds():
    """Destiny Card D01 (two red teepees) with I-red owned: one more red adds its 5 points;
    D13 (sets I, III, V) with I-red and III-red owned: the V teepee adds 7."""
    from engine.white_buffalo.bots.evaluate import destiny_near
    from engine.white_buffalo.data import DESTINY_CARD, TEEPEE_IDS

    t = {tid: i for i, tid in enumerate(TEEPEE_IDS)}
    assert destiny_near([DESTINY_CARD["D01"]], [t["I-red"]], []) == 5
    assert destiny_near([DESTINY_CARD["D01"]], [t["I-red"], t["II-red"]], []) == 0
    assert destiny_near([DESTINY_CARD["D13"]], [t["I-red"], t["III-red"]], []) == 7
    assert destiny_near([DESTINY_CARD["D15"]], [t["I-red"]], []) == 0   # needs retired ones


def test_hard_judge_counts_the_cards_in_hand():
    """The hard level's judge ("hand") values a rival's extra cards; normal's ("margin") does not."""
    from engine.white_buffalo.bots.policy import SEARCH
    from engine.white_buffalo.bots.search import HAND_CAP, HAND_WORTH, SHARPNESS, win_value

    assert SEARCH["hard"][2] == "hand" and SEARCH["normal"][2] == "margin"
    s, me = _turn_position(4)
    w = thaw(s)
    rival = (me + 1) % 3
    for p in range(3):
        w.hand[p] = [0] * len(w.hand[p])
    before = {j: win_value(w, me, j) for j in ("margin", "hand")}
    w.hand[rival][1] += 3                 # three more two-point cards (red horse 2)
    assert win_value(w, me, "margin") == pytest.approx(before["margin"])
    assert win_value(w, me, "hand") < before["hand"]
    w.hand[me] = [HAND_CAP] * len(w.hand[me])        # far more than the cap: counted up to it
    w.hand[rival] = [0] * len(w.hand[rival])
    lead = win_value(w, me, "margin")
    margin = math.log(lead / (1 - lead)) / SHARPNESS + HAND_WORTH * HAND_CAP
    assert win_value(w, me, "hand") == pytest.approx(1 / (1 + math.exp(-SHARPNESS * margin)))
