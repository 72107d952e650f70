"""Manitou property tests: invariants of random legal play with 2, 3 and 4 players (hypothesis).

Each example draws a player count, a game seed and a play seed, plays uniformly random legal
moves through the public API until the game is over, and checks every position (card and
buffalo conservation, grounds, hidden information) and the whole game (at most 7 cards per
player and hunt, exactly three hunts, records replay every intermediate state, the fast lane
plays the same game).

Why every game ends: a pick moves a card from a reserve into a party (at most 31 per hunt), a
play adds a card to a ground (at most 7 per player and hunt), and a pass is only possible for
the one blocked player, after which another player plays or the hunt's play ends; so each hunt
has at most 31 picks + 28 plays + 28 passes moves, and there are three hunts.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any, Dict, List, Tuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.manitou import (
    apply,
    from_dict,
    from_record,
    legal_moves,
    move_events,
    new_game,
    new_record,
    observe,
    random_game,
    record_append,
    replay_states,
    to_dict,
)
from engine.manitou.cards import CARD_IDS, LARGE_HERDS, SMALL_HERDS, TRIBE

MAX_MOVES = 3 * (31 + 28 + 28)
CARD_ID_SET = set(CARD_IDS)
BUFFALO = Counter(LARGE_HERDS) + Counter(SMALL_HERDS)


def whole_tribe(d, p) -> Counter:
    """Every card of seat ``p`` in every place of the JSON state ``d``."""
    pl = d["players"][p]
    seen = Counter(pl["reserve"]) + Counter(pl["party"]) + Counter(pl["hand"]) + Counter(pl["pile"])
    for g in d["grounds"]:
        seen.update(e["card"] for e in g["cards"][p])
    for q in d["players"]:
        seen.update(c["card"] for c in q["prisoners"] if c["owner"] == p)
    return seen


def check_position(s, n: int) -> None:
    d = to_dict(s)
    assert json.loads(json.dumps(d)) == d
    assert from_dict(d) == s
    tribe = Counter({CARD_IDS[k]: c for k, c in enumerate(TRIBE)})
    for p in range(n):
        assert whole_tribe(d, p) == tribe                       # 21 cards, per id
        assert 0 <= d["players"][p]["played"] <= 7
    buffalo = Counter(d["large"]) + Counter(d["small"]) + Counter(d["box"])
    for g in d["grounds"]:
        buffalo.update(g["buffalo"])
    for pl in d["players"]:
        buffalo.update(pl["buffalo"])
    assert buffalo == BUFFALO
    for g in d["grounds"]:
        ups = [sum(1 for e in row if e.get("up")) for row in g["cards"]]
        assert sum(1 for u in ups if u) <= 1                     # at most one holder
        assert max(ups) <= 2                                      # never a third face-up warrior
        assert all("up" not in e for row in g["cards"] for e in row if e["card"].startswith("hunter"))
    for seat in [None, *range(n)]:
        check_observation(s, d, seat, n)


def card_paths(value, path=()):
    """Every (path, card id) in a JSON value: string leaves and dict keys that are card ids."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in CARD_ID_SET:
                yield path + (k,), k
            yield from card_paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from card_paths(v, path + (i,))
    elif isinstance(value, str) and value in CARD_ID_SET:
        yield path, value


def all_ints(value):
    if isinstance(value, dict):
        for v in value.values():
            yield from all_ints(v)
    elif isinstance(value, list):
        for v in value:
            yield from all_ints(v)
    elif type(value) is int:
        yield value


def check_observation(s, d, seat, n) -> None:
    o = observe(s, seat)
    assert json.loads(json.dumps(o)) == o
    assert "seed" not in o and s.seed not in set(all_ints(o))    # seeds here are > 2**40
    for path, _card in card_paths(o):
        if path[0] == "grounds":
            assert path[2] == "cards" and path[-1] == "card"
        elif path[0] == "players" and path[1] != seat:
            # another player: only their prisoners (public) and the public-by-deduction counts
            assert path[2] in ("prisoners", "unseen"), path
        else:
            assert path[0] == "players", path
    for p, pl in enumerate(o["players"]):
        if p == seat:
            mine = dict(d["players"][p], pile=sorted(d["players"][p]["pile"]))
            assert pl == mine
            continue
        for key in ("reserve", "party", "pile", "hand"):
            assert type(pl[key]) is int
        secret = Counter(d["players"][p]["reserve"]) + Counter(d["players"][p]["party"]) + \
            Counter(d["players"][p]["hand"]) + Counter(d["players"][p]["pile"])
        assert Counter(pl["unseen"]) == secret
    assert o["buffalo_unseen"] == {"large": sorted(d["large"]), "small": sorted(d["small"])}


@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.sampled_from([2, 3, 4]), seed=st.integers(2**40, 2**63 - 1),
       play_seed=st.integers(0, 2**32))
def test_random_play_keeps_every_invariant(n, seed, play_seed):
    rng = random.Random(play_seed)
    s = new_game(n, seed=seed)
    record = new_record(n, seed=seed)
    states = [s]
    plays: Counter[Tuple[int, int]] = Counter()  # (hunt, seat) -> cards played
    hunts_reckoned = 0
    check_position(s, n)
    while legal_moves(s):
        assert len(record["moves"]) < MAX_MOVES
        moves = legal_moves(s)
        assert len({json.dumps(m, sort_keys=True) for m in moves}) == len(moves)
        move = rng.choice(moves)
        if move["type"] == "play":
            plays[(s.hunt, s.current)] += 1
        before = to_dict(s)
        hunts_reckoned += any(e["type"] == "reckoning" for e in move_events(s, move))
        s = apply(s, move)
        assert to_dict(states[-1]) == before                     # apply changed nothing
        record_append(record, move)
        states.append(s)
        check_position(s, n)
    assert s.phase == 2 and s.hunt == 3 and hunts_reckoned == 3
    assert max(plays.values()) <= 7
    assert {h for h, _ in plays} == {1, 2, 3}
    assert replay_states(json.loads(json.dumps(record))) == states
    assert from_record(record) == s


@settings(max_examples=30, deadline=None)
@given(n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**63 - 1))
def test_fast_lane_plays_the_public_game(n, seed):
    final, moves = random_game(n, seed)
    rng = random.Random(seed)
    s = new_game(n, seed=seed)
    for move in moves:
        assert rng.choice(legal_moves(s)) == move
        s = apply(s, move)
    assert s == final and legal_moves(s) == []


@settings(max_examples=20, deadline=None)
@given(n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**63 - 1), data=st.data())
def test_party_order_depends_only_on_its_cards(n, seed, data):
    """§9: picking the same party in another order gives the same draw pile and hand."""
    s = new_game(n, seed=seed)
    picks = []
    rng = random.Random(seed)
    while s.phase == 0:
        move = rng.choice(legal_moves(s))
        picks.append((s.current, move))
        s = apply(s, move)
    shuffled = data.draw(st.permutations(range(len(picks))))
    # Reorder each seat's picks among themselves (the seats keep their turn order).
    by_seat: Dict[int, List[Any]] = {}
    for i in shuffled:
        by_seat.setdefault(picks[i][0], []).append(picks[i][1])
    t = new_game(n, seed=seed)
    while t.phase == 0:
        t = apply(t, by_seat[t.current].pop(0))
    assert t.hand == s.hand and t.pile == s.pile


@settings(max_examples=20, deadline=None)
@given(n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**63 - 1), cut=st.integers(0, 400))
def test_observation_does_not_depend_on_secrets(n, seed, cut):
    """Swapping a card of another player's hand with one of their draw pile (or reserve)
    changes nothing anyone else observes."""
    _, moves = random_game(n, seed)
    s = new_game(n, seed=seed)
    for move in moves[: cut % (len(moves) + 1)]:
        s = apply(s, move)
    d = to_dict(s)
    for p, pl in enumerate(d["players"]):
        other = pl["pile"] or [c for c, k in pl["reserve"].items() for _ in range(k)]
        if not pl["hand"] or all(c == pl["hand"][0] for c in other):
            continue
        x = next(c for c in other if c != pl["hand"][0])
        twisted = json.loads(json.dumps(d))
        tp = twisted["players"][p]
        if pl["pile"]:
            i = tp["pile"].index(x)
            tp["pile"][i], tp["hand"][0] = tp["hand"][0], x
        else:
            tp["reserve"][x] -= 1
            tp["reserve"][tp["hand"][0]] = tp["reserve"].get(tp["hand"][0], 0) + 1
            tp["hand"][0] = x
        t = from_dict(twisted)
        assert t != s
        for seat in [None, *range(n)]:
            if seat != p:
                assert observe(t, seat) == observe(s, seat)
