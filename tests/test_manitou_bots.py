"""Manitou's bots (engine.manitou.bots through engine.bots): they never peek, play only legal
moves, finish games and think in bounded slices.

The central check: for every level, two states that differ only in what the mover may not see
(the other players' reserves, parties, hands and draw piles; the order of the mover's own
pile and of both buffalo piles; the seed of future shuffles) get the same decision with the
same seed.
"""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any, Dict, List

import pytest

from engine import manitou as mt
from engine.bots import LEVELS
from engine.manitou import (
    apply,
    from_dict,
    legal_moves,
    new_game,
    observe,
    ranking,
    to_act,
    to_dict,
)
from engine.manitou.bots.heuristic import plan_party
from engine.manitou.bots.policy import POLICY, view_keys
from engine.manitou.bots.search import Search
from engine.manitou.bots.view import determinize, view_of
from engine.manitou.cards import KIND, NUM_KINDS, TRIBE
from engine.manitou.state import freeze
from tests.bot_calls import Thinker, choose_move
from tests.game_positions import BotGame, RandomGames
from tests.lookalike import differing_twins
from tests.lookalike import manitou_twin as twin

#: hard, repeatable (ends by the cap) and cheap: one or two worlds.
CHEAP_HARD: Dict[str, Any] = {"max_iterations": 12, "time_budget": 60.0}


#: normal, repeatable (ends by the cap; by default it is cut by its short time budget)
CHEAP_NORMAL: Dict[str, Any] = {"max_iterations": 6, "time_budget": 60.0}


def _options(level):
    return CHEAP_HARD if level == "hard" else CHEAP_NORMAL if level == "normal" else {}


#: the positions: along seeded random games and games of normal bots (tests/game_positions.py)
RECIPE = (tuple(RandomGames(n, tuple(range(2)), 5) for n in (2, 3, 4))
          + tuple(BotGame(n, seed, 3, read_back=False, time_budget=0)
                  for n, seed in ((3, 7), (4, 8), (2, 9))))


@pytest.fixture(scope="module")
def positions(stored_positions):
    """The positions of RECIPE, played once (kept on disk: tests/game_positions.py)."""
    return stored_positions(mt, RECIPE)


@pytest.fixture(scope="module")
def play_positions(positions):
    return [s for s in positions if s.phase == 1 and len(legal_moves(s)) > 1]


def _hidden_differs(s, t):
    return any(t.hand[p] != s.hand[p] or t.reserve[p] != s.reserve[p] or t.pile[p] != s.pile[p]
               or t.party[p] != s.party[p] for p in range(len(s.names)) if p != s.current)


def _twins(positions, count, seed):
    """(state, twin) pairs whose secrets really differ, the twin seen alike by the mover."""
    return differing_twins(positions, count, seed, twin, _hidden_differs, observe)


def test_positions_cover_both_phases_and_every_player_count(positions, play_positions):
    assert len(positions) >= 150
    assert {s.phase for s in positions} >= {0, 1}
    assert {len(s.names) for s in positions} == {2, 3, 4}
    assert len(play_positions) >= 60


@pytest.mark.parametrize("level", list(LEVELS))
def test_same_decision_whatever_the_hidden_cards(level, positions, play_positions):
    """A bot decides from observe(state, seat) only: secrets it may not see change nothing."""
    picks = [s for s in positions if s.phase == 0 and len(legal_moves(s)) > 1][::3]
    plays = play_positions[::2] if level != "hard" else play_positions[::6]
    pairs = _twins(picks, 8, 1) + _twins(plays, 40 if level != "hard" else 14, 2)
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
    for s in positions[::4]:
        v = view_of(s)
        for model in (None, __import__("engine.manitou.bots.search",
                                       fromlist=["rival_party"]).rival_party):
            w = freeze(determinize(v, rng, model), s.names, s.colors)
            w = from_dict(to_dict(w))          # a valid state
            assert observe(w, s.current) == observe(s, s.current)


def test_view_is_built_from_observe_only(monkeypatch, play_positions):
    """The policy reaches the state only through observe: with observe answering for another
    state, the bot decides as for that state."""
    s, t = _twins(play_positions[5:], 1, 4)[0]
    import engine.manitou.bots.view as view_module

    real = view_module.observe_dict
    monkeypatch.setattr(view_module, "observe_dict", lambda state, seat: real(t, seat))
    for level in LEVELS:
        assert choose_move(s, level, seed=1, **_options(level)) == \
            choose_move(t, level, seed=1, **_options(level))


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_fast_levels_play_legal_moves(level, positions):
    for i, s in enumerate(positions):
        assert choose_move(s, level, seed=i, **_options(level)) in legal_moves(s)


def test_hard_plays_legal_moves(positions):
    for i, s in enumerate(positions[::8]):
        assert choose_move(s, "hard", seed=i, **CHEAP_HARD) in legal_moves(s)


def test_policy_keys_are_the_legal_moves(positions):
    for s in positions[::3]:
        assert [POLICY.key_move(k) for k in view_keys(view_of(s))] == legal_moves(s)


@pytest.mark.parametrize("level", list(LEVELS))
def test_same_seed_same_move(level, play_positions):
    for i, s in enumerate(play_positions[::10]):
        first = choose_move(s, level, seed=100 + i, **_options(level))
        again = choose_move(from_dict(to_dict(s)), level, seed=100 + i, **_options(level))
        assert first == again


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_finish_whole_games(players):
    levels = ["hard", "normal", "easy", "normal"][:players]
    s = new_game(players, seed=40 + players)
    for ply in range(400):
        if to_act(s) is None:
            break
        level = levels[s.current]
        options: Dict[str, Any] = {"max_iterations": 4, "time_budget": 60.0} if level == "hard" else {}
        move = choose_move(s, level, seed=ply, **options)
        assert move in legal_moves(s)
        s = apply(s, move)
    assert to_act(s) is None
    assert sorted(q for place in ranking(s) for q in place) == list(range(players))


def _busy_play_position(play_positions):
    """A play position early in a 4-player hunt with many choices (long rollouts)."""
    return max(play_positions, key=lambda s: (len(legal_moves(s)) * len(s.names),
                                              -sum(s.played)))


def test_thinker_slices_are_bounded_by_work_not_time(play_positions):
    """A slice asked to stop at once does exactly one unit of work (one rollout move or one
    sampled world), so no slice can run long however slow the machine; the decision still
    comes, after as many slices as units."""
    s = _busy_play_position(play_positions)
    thinker = Thinker(s, "hard", seed=5, time_budget=600.0, max_iterations=40)
    move = thinker.step(0.0)     # the first slice also builds the view and the search
    search = thinker._search
    assert isinstance(search, Search)
    units = [search.units]
    while move is None:
        move = thinker.step(0.0)
        units.append(search.units)
    assert all(b - a == 1 for a, b in pairwise(units))
    assert units[0] == 1
    assert search.iterations == 40 and move in legal_moves(s)
    # a rollout is at most one world plus the candidate and every play left in the hunt
    plays_left = sum(7 - p for p in s.played)
    assert len(units) <= 40 * (plays_left + 2) + (40 // len(search.keys) + 1)


def test_slices_do_not_change_the_choice(play_positions):
    s = _busy_play_position(play_positions)
    whole = choose_move(s, "hard", seed=9, max_iterations=30, time_budget=600)
    thinker = Thinker(s, "hard", seed=9, max_iterations=30, time_budget=600)
    sliced = None
    while sliced is None:
        sliced = thinker.step(0.0)
    assert sliced == whole


def test_zero_budget_still_gives_a_legal_move(positions, play_positions):
    from engine.manitou.bots import policy as policy_module

    policy_module._PLANS.clear()
    first_pick = next(s for s in positions if s.phase == 0 and not any(s.party[s.current]))
    for s in (_busy_play_position(play_positions), first_pick):
        thinker = Thinker(s, "hard", seed=2, time_budget=0)
        move = thinker.step(0.05)
        assert move in legal_moves(s) and thinker.done
    # a party cut short before any world: the normal recipe's pick
    assert move == choose_move(first_pick, "normal", seed=2, time_budget=0)


def test_forced_move_is_immediate():
    up = [{"card": "chief", "up": True}, {"card": "scout", "up": True}]
    s = _play_position(grounds=[[up, []], [up, []],
                                [[{"card": "squaw", "up": True}, {"card": "rain-maker", "up": True}],
                                 []]],
                       hands=[["medicine-man", "medicine-man"], ["hunter-1", "hunter-2", "hunter-3"]],
                       piles=[[], ["hunter-4", "hunter-5", "hunter-6", "hunter-7"]])
    assert legal_moves(s) == [{"type": "pass"}]
    thinker = Thinker(s, "hard", seed=0)
    assert thinker.step(0.0) == legal_moves(s)[0]
    assert thinker.iterations == 0


def test_hard_party_picks_follow_one_plan():
    """The hard level plans a whole party at its first pick; every later pick, even with the
    plan forgotten and another bot seed, follows the same plan."""
    from engine.manitou.bots import policy as policy_module

    opts: Dict[str, Any] = {"max_iterations": 20, "time_budget": 600.0}
    s = new_game(3, seed=2)
    me = s.current
    picks = 0
    while s.current == me and s.phase == 0:
        move = choose_move(s, "hard", seed=1, **opts)
        policy_module._PLANS.clear()
        assert choose_move(s, "hard", seed=7, **opts) == move
        s = apply(s, move)
        picks += 1
    assert picks == 8 and sum(s.party[me]) == 8   # not the dealer: a party of eight


def test_policy_hands_every_level_to_decide(monkeypatch, play_positions):
    """engine.bots' Thinker leaves a hidden-information game's decision to its policy."""
    from engine.bots.policy import Instant

    s = play_positions[3]
    last = view_keys(view_of(s))[-1]
    monkeypatch.setattr(type(POLICY), "decide", lambda self, st, level, rng, cap: Instant(last))
    for level in LEVELS:
        assert choose_move(s, level, seed=0) == POLICY.key_move(last)


# ---- what the normal recipe does -------------------------------------------------------------

def test_first_party_follows_the_hint():
    """Four different warriors, the two strongest and the two weakest hunters (dealer: seven,
    three warriors)."""
    party = plan_party(TRIBE, 8)
    ids = sorted(k for k in range(NUM_KINDS) for _ in range(party[k]))
    assert ids == sorted([KIND["hunter-1"], KIND["hunter-2"], KIND["hunter-9"], KIND["hunter-10"],
                          KIND["chief"], KIND["scout"], KIND["rain-maker"], KIND["medicine-man"]])
    assert sum(plan_party(TRIBE, 7)) == 7 and sum(plan_party(TRIBE, 7)[10:]) == 3


def test_party_plan_keeps_what_was_chosen():
    chosen = [0] * NUM_KINDS
    chosen[KIND["squaw"]] = 2
    chosen[KIND["hunter-5"]] = 1
    party = plan_party(TRIBE, 8, chosen)
    assert sum(party) == 8 and all(party[k] >= chosen[k] for k in range(NUM_KINDS))
    short = [1] * 7 + [0] * 8
    assert plan_party(short, 8) == short     # a short reserve: all of it


def test_normal_party_is_the_recipe():
    """A normal bot choosing its first party picks it card by card towards the recipe."""
    s = new_game(3, seed=1)
    me = s.current
    while s.current == me and s.phase == 0:
        s = apply(s, choose_move(s, "normal", seed=0, time_budget=0))
    assert s.phase == 0 and s.party[me] == tuple(plan_party(TRIBE, 8 if me != s.dealer else 7))


def _play_position(grounds, hands, piles, dealer=1, current=0):
    """A two-player play position by hand (Ann seat 0, Ben seat 1): cards at the grounds,
    hands and piles as given, the reserves the rest of each tribe."""
    d = to_dict(new_game(["Ann", "Ben"], seed=3))
    d["phase"], d["dealer"], d["current"] = "play", dealer, current
    for g, rows in enumerate(grounds):
        d["grounds"][g]["cards"] = rows
    for p, pl in enumerate(d["players"]):
        used = list(hands[p]) + list(piles[p]) + [e["card"] for rows in grounds for e in rows[p]]
        reserve = {c: TRIBE[KIND[c]] - used.count(c) for c in KIND}
        pl["reserve"] = {c: k for c, k in reserve.items() if k}
        pl["party"] = []
        pl["hand"], pl["pile"] = list(hands[p]), list(piles[p])
        pl["played"] = sum(len(rows[p]) for rows in grounds)
    return from_dict(d)


def test_normal_beats_a_lone_warrior_guarding_strong_hunters():
    """Ben holds ground 1 with a lone medicine man over his strong hunters; Ann, with a scout
    in hand, turns it down (and so would take the ground's cards)."""
    s = _play_position(
        grounds=[[[{"card": "hunter-1"}],
                  [{"card": "hunter-10"}, {"card": "hunter-9"},
                   {"card": "medicine-man", "up": True}]],
                 [[{"card": "hunter-2"}], []], [[], []]],
        hands=[["scout", "hunter-8", "hunter-7"], ["hunter-6", "hunter-8", "squaw"]],
        piles=[["scout", "hunter-3", "hunter-4"], ["chief"]])
    assert choose_move(s, "normal", seed=0, time_budget=0) == {"type": "play", "card": "scout", "ground": 1}


def test_normal_claims_the_richest_ground_cheaply():
    """First play of a hunt: the weakest hunter goes to the ground with the most buffalo (the
    strong one would only raise the hide-thief risk for the same herd)."""
    empty: List[List[List[str]]] = [[[], []], [[], []], [[], []]]
    s = _play_position(grounds=empty,
                       hands=[["hunter-1", "hunter-10", "squaw"], ["hunter-2", "hunter-3", "chief"]],
                       piles=[["hunter-9", "hunter-2", "chief", "scout", "rain-maker"],
                              ["hunter-9", "hunter-8", "scout", "medicine-man"]])
    richest = 1 + max(range(3), key=lambda g: sum(s.gbuf[g]))
    assert choose_move(s, "normal", seed=0, time_budget=0) == {"type": "play", "card": "hunter-1",
                                                "ground": richest}


# ---- the search's machinery ----------------------------------------------------------------------

def _play_sims(games, every):
    """Working positions in phase play (with a move to choose) along seeded games of the recipe
    with a random move now and then, 2-4 players; each with the key played there."""
    from engine.manitou.bots.heuristic import normal_key
    from engine.manitou.bots.view import clone
    from engine.manitou.rules import OVER, PLAY, legal_keys, new_sim, step

    out = []
    for seed in range(games):
        rng = random.Random(seed)
        s = new_sim(2 + seed % 3, seed)
        ply = 0
        while s.phase != OVER:
            keys = legal_keys(s)
            key = rng.choice(keys) if rng.random() < 0.3 else normal_key(s)
            if s.phase == PLAY and len(keys) > 1 and ply % every == 0:
                out.append((clone(s), key))
            step(s, key)
            ply += 1
    return out


def _reference_scores(s):
    """play_scores the plain way: every play's figures copied, changed and valued from scratch."""
    from engine.manitou.bots.heuristic import FUTURE, Summary, objective, values
    from engine.manitou.cards import BEATS, STRENGTH
    from engine.manitou.rules import PLAY_BASE, legal_keys

    sm = Summary(s)
    me = s.current
    remaining = list(sm.remaining)
    remaining[me] -= 1
    out = []
    for key in legal_keys(s):
        k, g = divmod(key - PLAY_BASE, 3)
        strength = [list(x) for x in sm.strength]
        count = [list(x) for x in sm.count]
        fut = [list(x) for x in sm.fut]
        holder, upn = list(sm.holder), list(sm.upn)
        count[g][me] += 1
        fut[g][me] += FUTURE[sm.hunts_left][k]
        strength[g][me] += STRENGTH[k]
        if k >= 10:
            h = holder[g]
            if h < 0 or h == me:
                holder[g], upn[g] = me, upn[g] + 1
            else:
                t = sm.ups[g][-1]
                if k == t or t in BEATS[k]:
                    if upn[g] == 2:
                        upn[g] = 1
                    elif k == t:
                        holder[g], upn[g] = -1, 0
                    else:
                        holder[g], upn[g] = me, 1
        out.append((objective(values(sm, strength, count, fut, holder, upn, remaining), me), key))
    return out


def test_play_scores_value_each_play_ground_by_ground_as_from_scratch():
    """The fast evaluation (a play changes one ground) gives every play the same score as
    valuing the whole position the play leaves."""
    from engine.manitou.bots.heuristic import play_scores

    sims = _play_sims(12, 2)
    assert len(sims) > 300
    for s, _ in sims:
        fast = play_scores(s)
        slow = _reference_scores(s)
        assert [k for _, k in fast] == [k for _, k in slow]
        assert all(abs(a - b) < 1e-9 for (a, _), (b, _) in zip(fast, slow, strict=True))


def test_summary_kept_up_to_date_along_a_hunt():
    """Summary.after (what a rollout does after each play) agrees with a summary made anew."""
    from engine.manitou.bots.heuristic import Summary
    from engine.manitou.rules import PLAY, step

    checked = 0
    for s, key in _play_sims(8, 1):
        sm = Summary(s)
        cur, hunt = s.current, s.hunt
        step(s, key)
        if s.phase != PLAY or s.hunt != hunt:
            continue
        sm.after(s, cur, key)
        fresh = Summary(s)
        assert all(getattr(sm, a) == getattr(fresh, a) for a in Summary.__slots__)
        checked += 1
    assert checked > 300


def test_halving_rounds_fit_the_budget():
    from engine.manitou.bots.search import halving_cuts

    assert halving_cuts(2, 360) == [] and halving_cuts(1, 360) == []
    for k in range(3, 13):
        for budget in (24, 100, 360):
            cuts = halving_cuts(k, budget)
            assert cuts == sorted(set(cuts)) and cuts[0] >= 1
            alive, spent, last = k, 0, 0
            for c in cuts:      # rollouts spent before the last two candidates race alone
                spent += (c - last) * alive
                alive, last = max(2, (alive + 1) // 2), c
            assert alive == 2 and (spent <= budget or cuts[-1] == len(cuts))


def test_rival_parties_hold_the_cards_they_played(play_positions):
    """The sampled party of a rival holds every card it has laid this hunt (when some plan
    of the rival can), and is drawn from its unseen and played cards."""
    from engine.manitou.bots.search import party_plans, rival_party

    rng = random.Random(5)
    checked = 0
    for s in play_positions[::2]:
        v = view_of(s)
        for p in range(v.n):
            if p == v.me:
                continue
            played = [0] * NUM_KINDS
            for g in range(3):
                for e in v.cards[g][p]:
                    played[e & 15] += 1
            avail = [a + b for a, b in zip(v.unseen[p], played, strict=True)]
            size = sum(v.sizes[p][1:]) + sum(played)
            if sum(avail) <= size:
                continue
            fits = any(all(x >= y for x, y in zip(plan, played, strict=True))
                       for plan in party_plans(avail, size))
            for _ in range(3):
                party = rival_party(avail, size, v, p, rng)
                assert sum(party) == size and all(x <= a for x, a in zip(party, avail, strict=True))
                if fits:
                    assert all(x >= y for x, y in zip(party, played, strict=True))
                checked += 1
    assert checked > 50


def test_win_value_is_a_chance_that_grows_with_the_score():
    from engine.manitou.bots.search import win_value

    sims = [s for s, _ in _play_sims(6, 7)]
    for s in sims[:40]:
        s.phase = 0          # as after a reckoning: the next hunt laid out
        chances = [win_value(s, p) for p in range(s.n)]
        assert abs(sum(chances) - 1.0) < 1e-9
        before = win_value(s, 0)
        s.won[0].append(5)
        assert win_value(s, 0) > before


def test_a_capped_party_pick_does_not_depend_on_the_order_of_questions():
    """docs/bots.md: a decision bound by the iteration cap depends only on the observation, the
    level and the salt, so the same picks asked in two orders (later picks of a party first,
    whose plan the memo then keeps) give the same moves."""
    from engine.manitou.bots import policy as policy_module

    picks = []
    for g in range(4):
        s, rng = new_game(3, seed=g), random.Random(g)
        while s.phase == 0:
            picks.append(s)
            s = apply(s, rng.choice(legal_moves(s)))
    picks = picks[::4]
    opts: Dict[str, Any] = {"max_iterations": 40, "time_budget": 600.0}

    def ask(order: List[int]) -> Dict[int, Any]:
        policy_module._PLANS.clear()
        return {i: choose_move(picks[i], "hard", seed=1, **opts) for i in order}

    forward = ask(list(range(len(picks))))
    assert ask(list(reversed(range(len(picks))))) == forward
