"""The ladder's bottom rung (issue 52): the easy level plays a sensible move (one of the few
best by its rules of thumb, never a blunder they see), and every game offers the plain strategy
the bench's ``heuristic`` player follows (``plain_key``), a legal move from the observation."""

from __future__ import annotations

import random
from typing import Any, List

import pytest

from engine.bots import choose_move, seat_to_act
from engine.bots.policy import sensible_key
from engine.bots.thinker import policy_for
from engine.core import registry

GAMES = [g for g in registry.game_ids() if callable(getattr(registry.load(g), "bot_policy", None))]


def positions(game_id: str, seed: int, count: int) -> List[Any]:
    """``count`` positions with a choice of a seeded 3-player game of normal bots."""
    game: Any = registry.load(game_id)
    s = game.new_game(3, seed=seed)
    out = []
    ply = 0
    while game.to_act(s) is not None:
        if len(game.legal_moves(s)) > 1:
            out.append(s)
        s = game.apply(s, choose_move(*seat_to_act(s), "normal", salt=ply, max_iterations=2))
        ply += 1
    return out[:: max(1, len(out) // count)][:count]


def test_sensible_key_keeps_to_the_best_few():
    """Only the best, or one of the next best within the width and the margin."""
    ranked = [(5.0, "a"), (4.5, "b"), (4.0, "c"), (1.0, "d"), (0.9, "e")]
    picks = {sensible_key(ranked, random.Random(i), 0.0, 4, 2.0) for i in range(200)}
    assert picks == {"b", "c"}     # "d" is within the width but 4 points worse
    assert {sensible_key(ranked, random.Random(i), 1.0, 4, 2.0) for i in range(50)} == {"a"}
    assert {sensible_key(ranked, random.Random(i), 0.0, 1, 2.0) for i in range(50)} == {"a"}
    mixed = [sensible_key(ranked, random.Random(i), 0.5, 3, 9.0) for i in range(400)]
    assert 150 < mixed.count("a") < 250


@pytest.mark.parametrize("game_id", GAMES)
def test_plain_strategy_is_legal_and_fixed(game_id):
    """The plain strategy answers a legal move from the seat's observation, always the same."""
    game: Any = registry.load(game_id)
    policy: Any = policy_for(game_id)
    for s in positions(game_id, 3, 12):
        obs = game.observe(s, game.to_act(s))
        move = policy.key_move(policy.plain_key(obs))
        assert move in game.legal_moves(s)
        assert policy.key_move(policy.plain_key(obs)) == move


def test_wind_river_easy_plays_one_of_the_best_few():
    """Wind River's easy level: over many salts, only moves among the one-step favourite's
    closest few (:data:`EASY`), and not always the favourite."""
    from engine.wind_river.bots.greedy import ranked
    from engine.wind_river.bots.policy import EASY
    from engine.wind_river.serial import from_dict

    sense, width, margin = EASY
    varied = 0
    for s in positions("wind-river", 4, 10):
        game_id, obs = seat_to_act(s)
        r = ranked(from_dict(obs))
        allowed = {str(k) for v, k in r[:width] if v >= r[0][0] - margin}
        moves = {str(choose_move(game_id, obs, "easy", salt=i)) for i in range(12)}
        keys = {str(k) for _, k in r if str(policy_for(game_id).key_move(k)) in moves}
        assert keys <= allowed
        varied += len(moves) > 1
    assert varied > 0


def test_manitou_easy_party_and_plays():
    """Manitou's easy level takes the party of :data:`EASY_PARTY` (fewer great warriors than
    the plain strategy's) and plays one of the recipe's best few plays."""
    from engine.manitou.bots import policy as mp
    from engine.manitou.bots.heuristic import play_scores
    from engine.manitou.bots.view import view_from_observation
    from engine.manitou.cards import FIRST_WARRIOR

    game: Any = registry.load("manitou")
    s0 = s = game.new_game(3, seed=8)
    while s.phase == 0:   # every seat chooses its party: easy against the plain strategy
        obs = game.observe(s, game.to_act(s))
        assert mp.POLICY.plain_key(obs) >= 0
        s = game.apply(s, choose_move("manitou", obs, "easy", salt=1))
    chose = 0
    for p in range(3):   # a party is what left the reserve
        party = [a - b for a, b in zip(s0.reserve[p], s.reserve[p], strict=True)]
        chose += sum(party) >= 7
        assert sum(party[FIRST_WARRIOR:]) == mp.EASY_PARTY[0]
    assert chose == 3
    sense, width, margin = mp.EASY
    for t in positions("manitou", 9, 30):
        if t.phase == 0:
            continue
        game_id, obs = seat_to_act(t)
        v = view_from_observation(obs, obs["current"])
        world = mp._some_world(v)
        scored = sorted(play_scores(world, mp.view_keys(v)), key=lambda vk: (-vk[0], vk[1]))
        allowed = {k for val, k in scored[:width] if val >= scored[0][0] - margin}
        for i in range(6):
            move = choose_move(game_id, obs, "easy", salt=i)
            assert any(mp.POLICY.key_move(k) == move for k in allowed)
