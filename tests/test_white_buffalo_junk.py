"""White Buffalo junk: malformed and illegal moves (each raises IllegalMove with the right code
and a sentence), corrupt states (each raises InvalidState naming what is wrong), bad records."""

from __future__ import annotations

import copy
import json
from typing import Any, List, cast

import pytest

from engine.white_buffalo import (
    IllegalMove,
    InvalidState,
    apply,
    describe,
    from_dict,
    from_record,
    legal_moves,
    new_game,
    new_record,
    random_game,
    record_append,
    to_dict,
)
from engine.white_buffalo.data import STACK_CARD
from tests.white_buffalo.positions import at, bag, give, own, put_display, sim, state

# ---- malformed moves: the same answer in any position ------------------------------------------

MALFORMED: List[Any] = [
    None, 3, "pass", [], {}, {1: 2}, {"type": None}, {"type": "nope"}, {"type": ["pass"]},
    {"type": "pass", "x": 1}, {"type": "place"}, {"type": "place", "territory": "XX"},
    {"type": "place", "territory": 5}, {"type": "sweep", "slot": 0}, {"type": "sweep", "slot": 7},
    {"type": "sweep", "slot": True}, {"type": "sweep", "slot": "1"}, {"type": "take", "slot": 4},
    {"type": "take", "slot": "deck"}, {"type": "take", "slot": 10**5000},
    {"type": "horse", "card": "gold-horse-1"}, {"type": "horse", "card": "red-hunter-2"},
    {"type": "horse", "card": None}, {"type": "step", "to": "ZZ"}, {"type": "stack", "card": 12},
    {"type": "cube", "to": "bag"}, {"type": "cube", "to": None}, {"type": "buy", "slot": 1, "war": "red"},
    {"type": "buy", "slot": 1, "war": ["red", "grey"]}, {"type": "buy", "slot": 1, "war": ["brown"]},
    {"type": "buy", "slot": 1, "war": ["red"] * 4},
    {"type": "buy", "slot": 1, "war": ["black", "blue", "grey", "grey"]},
    {"type": "buy", "slot": 1}, {"type": "retire", "slot": 1, "teepee": "VI-red"},
    {"type": "retire", "slot": 1, "teepee": "S1"}, {"type": "retire", "slot": 0, "teepee": "I-red"},
    {"type": "end", "now": True}, {"type": "hunt", "card": "red-hunter-1"}, {"type": "pass" * 1000},
    {"type": "\u202e"},
]


@pytest.mark.parametrize("move", MALFORMED, ids=[f"malformed-{i}" for i in range(len(MALFORMED))])
def test_malformed_moves_are_bad_moves(move):
    s = new_game(3, seed=4)
    with pytest.raises(IllegalMove) as err:
        apply(s, move)
    assert err.value.code == "bad-move" and len(str(err.value)) < 300
    with pytest.raises(IllegalMove):
        describe(s, move)


# ---- illegal moves in exact positions -------------------------------------------------------------

def _play_turn():
    w = sim(where="WY")
    give(w, 0, "red-horse-1", "red-horse-2", "blue-hunter-1", "blue-horse-1", "green-horse-1")
    bag(w, brown=5)
    return state(w)


def _cube_phase():
    w = sim(where="WY")
    give(w, 0, "red-hunter-2")
    bag(w, red=1, brown=1)
    return apply(apply(state(w), {"type": "stack", "card": "red-hunter-2"}), {"type": "hunt"})


def _sweep_due():
    w = sim()
    for slot, cid in enumerate(("S1", "S2", "TR1", "TR4", "S3", "S4"), 1):
        put_display(w, slot, cid)
    return state(w)


def _unplaced():
    return new_game(4, seed=1)


def _over():
    final, _ = random_game(3, 2)
    return final


def _moved():
    return apply(_play_turn(), {"type": "horse", "card": "red-horse-1"})


def _stacked():
    return apply(_play_turn(), {"type": "stack", "card": "blue-horse-1"})


ILLEGAL = [
    ("place twice", _play_turn, {"type": "place", "territory": "MT"}, "wrong-phase"),
    ("sweep not due", _play_turn, {"type": "sweep", "slot": 1}, "wrong-phase"),
    ("card before placing", _unplaced, {"type": "take", "slot": 1}, "must-place"),
    ("pass before placing", _unplaced, {"type": "pass"}, "must-place"),
    ("take while a sweep is due", _sweep_due, {"type": "take", "slot": 1}, "must-sweep"),
    ("pass while a sweep is due", _sweep_due, {"type": "pass"}, "must-sweep"),
    ("horse not in hand", _play_turn, {"type": "horse", "card": "purple-horse-2"}, "not-in-hand"),
    ("stack not in hand", _play_turn, {"type": "stack", "card": "purple-hunter-2"}, "not-in-hand"),
    ("same colour in a move play", _moved, {"type": "horse", "card": "red-horse-2"}, "same-colour"),
    ("step to a far territory", _moved, {"type": "step", "to": "TX"}, "bad-territory"),
    ("step without horses", _play_turn, {"type": "step", "to": "CO"}, "too-far"),
    ("take during a play turn", _moved, {"type": "take", "slot": 1}, "turn-kind"),
    ("pass during a play turn", _moved, {"type": "pass"}, "turn-kind"),
    ("buy during a play turn", _moved, {"type": "buy", "slot": 1, "war": []}, "turn-kind"),
    ("end before any play", _moved, {"type": "end"}, "no-play"),
    ("hunt without a stack", _play_turn, {"type": "hunt"}, "no-hunter"),
    ("hunt with horses only", _stacked, {"type": "hunt"}, "no-hunter"),
    ("stack another colour", _stacked, {"type": "stack", "card": "red-horse-1"}, "stack-colour"),
    ("horse while a stack is open", _stacked, {"type": "horse", "card": "red-horse-1"}, "wrong-phase"),
    ("horse of a colour without hunter in stack", _play_turn, {"type": "stack", "card": "red-horse-1"},
     "no-hunter"),
    ("cube in phase turn", _play_turn, {"type": "cube", "to": "war"}, "wrong-phase"),
    ("turn move in phase cube", _cube_phase, {"type": "end"}, "wrong-phase"),
    ("pass in phase cube", _cube_phase, {"type": "pass"}, "wrong-phase"),
    ("buy without bison", _play_turn, {"type": "buy", "slot": 1, "war": []}, "cannot-pay"),
    ("buy with War Card cubes not held", _play_turn, {"type": "buy", "slot": 1, "war": ["red"]},
     "cannot-pay"),
    ("retire without teepee", _play_turn, {"type": "retire", "slot": 1, "teepee": "I-red"},
     "cannot-retire"),
    ("anything once over", _over, {"type": "pass"}, "game-over"),
    ("a take once over", _over, {"type": "take", "slot": 1}, "game-over"),
]


@pytest.mark.parametrize("name, make, move, code", ILLEGAL, ids=[i[0] for i in ILLEGAL])
def test_illegal_moves_name_their_reason(name, make, move, code):
    s = make()
    assert move not in legal_moves(s)
    with pytest.raises(IllegalMove) as err:
        apply(s, move)
    assert err.value.code == code, (name, err.value.code, str(err.value))
    assert str(err.value).endswith(".")


def test_no_herds_to_hunt():
    w = sim(where="WY")
    w.herds[at("WY")] = 0
    give(w, 0, "red-hunter-1")
    bag(w, brown=5)
    with pytest.raises(IllegalMove) as err:
        apply(state(w), {"type": "stack", "card": "red-hunter-1"})
    assert err.value.code == "no-herds"


def test_empty_row_slot_and_retire_mismatch():
    w = sim()
    w.row[1] = -1
    w.pile.append(0)
    with pytest.raises(IllegalMove) as err:
        apply(state(w), {"type": "take", "slot": 2})
    assert err.value.code == "empty-slot"
    w = sim()
    own(w, 0, "II-green")
    put_display(w, 1, "TR2")
    with pytest.raises(IllegalMove) as err:
        apply(state(w), {"type": "retire", "slot": 1, "teepee": "II-green"})
    assert err.value.code == "cannot-retire"


def test_apply_refuses_what_is_not_a_state():
    for bad in (None, {}, to_dict(new_game(2, seed=1))):
        with pytest.raises(IllegalMove) as err:
            apply(cast(Any, bad), {"type": "pass"})
        assert err.value.code == "bad-state"


def test_there_are_at_least_40_kinds_of_bad_moves():
    assert len(MALFORMED) + len(ILLEGAL) + 4 >= 40


# ---- corrupt states ------------------------------------------------------------------------------

def _base() -> dict:
    """A mid-game 3-player state with a War Card holder, teepees and cards everywhere."""
    for seed in range(200):
        final, moves = random_game(3, seed)
        s = new_game(3, seed=seed)
        for i, m in enumerate(moves):
            s = apply(s, m)
            if i > 30 and s.war_holder >= 0 and s.phase == 0 and s.kind == 0 and any(s.teepees):
                return to_dict(s)
    raise AssertionError("no suitable position")


BASE = _base()


def _holder(d):
    return d["players"][d["war"]["holder"]]


def _set(path, value):
    def f(d):
        x = d
        for k in path[:-1]:
            x = x[k]
        x[path[-1]] = value
    return f


def _hand_plus(d):
    d["players"][0]["hand"].append("red-horse-1")


def _destiny_twice(d):
    d["players"][0]["destiny"].append(d["players"][1]["destiny"][0])


def _teepee_twice(d):
    p = next(pl for pl in d["players"] if pl["teepees"])
    d["players"][(d["players"].index(p) + 1) % 3]["teepees"].append(p["teepees"][0])


def _retired_unpaired(d):
    d["players"][0]["retired"].append("V-red")


def _wrong_peace(d):
    pl = d["players"][0]
    pl["retired"].append("I-red")
    pl["peace_cards"].append("S2")
    for key in ("stack", "removed"):
        for c in ("I-red", "S2"):
            if c in d[key]:
                d[key].remove(c)
    d["display"] = [None if c in ("I-red", "S2") else c for c in d["display"]]


def _passed_on_board(d):
    pl = next(pl for pl in d["players"] if pl["territory"])
    pl["passed"] = True


def _herd_missing(d):
    del d["herds"]["TX"]


def _herd_extra(d):
    d["herds"]["TX"] += 1


def _brown_in_territory(d):
    d["territory_cubes"]["TX"] = ["brown"]


def _bag_missing(d):
    del d["bag"]["white"]


def _bag_extra(d):
    d["bag"]["brown"] += 1


def _death_mismatch(d):
    d["death_rate"]["grey"] -= 1
    d["bag"]["grey"] += 1


def _war_empty_held(d):
    d["bag"]["red"] += d["war"]["red"]
    for c in d["war"]["frontier"]:
        d["bag"][c] += 1
    d["war"]["red"] = 0
    d["war"]["frontier"] = []


def _war_unheld(d):
    d["war"]["holder"] = None


def _display_bill(d):
    d["display"][0] = "BB"


def _stack_order(d):
    d["stack"][0], d["stack"][-1] = d["stack"][-1], d["stack"][0]


def _stack_missing(d):
    d["stack"].pop(0)


def _cube_without_pending(d):
    d["phase"] = "cube"


def _pending_in_turn(d):
    d["turn"]["pending"] = ["white"]
    d["bag"]["white"] -= 1


def _over_without_reason(d):
    d["phase"] = "over"


def _over_by_herds_early(d):
    d["phase"] = "over"
    d["over"] = "herds"


def _laid_unordered(d):
    d["turn"]["laid_down"] = {"TX": 1}
    d["herds"]["TX"] -= 1


def _move_play_hunter(d):
    d["turn"]["kind"] = "play"
    card = next(c for c in d["pile"] if "hunter" in c)
    d["pile"].remove(card)
    d["turn"]["play"] = {"type": "move", "cards": [card], "value": 1, "spent": 0, "stepped": False}


def _current_passed(d):
    pl = d["players"][d["current"]]
    pl["passed"] = True
    pl["territory"] = None
    d["bag"]["brown"] += pl["bison"]
    pl["bison"] = 0


def _row_short(d):
    d["row"] = d["row"][:2]


def _lost_full(d):
    d["lost"] = 25


CORRUPT = [
    ("format", _set(("format",), "manitou/1"), "format"),
    ("players not a list", _set(("players",), {}), "players"),
    ("one player", lambda d: d.__setitem__("players", d["players"][:1]), "players"),
    ("same names", lambda d: d["players"][1].__setitem__("name", d["players"][0]["name"]), "name"),
    ("colour off the palette", lambda d: d["players"][0].__setitem__("color", "pink"), "colour"),
    ("seed a bool", _set(("seed",), True), "seed"),
    ("rng negative", _set(("rng",), -1), "rng"),
    ("start out of range", _set(("start",), 3), "start"),
    ("current out of range", _set(("current",), -1), "current"),
    ("phase unknown", _set(("phase",), "select"), "phase"),
    ("round zero", _set(("round",), 0), "round"),
    ("final round a string", _set(("final_round",), "yes"), "final_round"),
    ("ending unknown", _set(("ending",), "boredom"), "ending"),
    ("unknown hand card", lambda d: d["players"][0]["hand"].append("gold-horse-9"), "hand"),
    ("an extra action card", _hand_plus, "red-horse-1"),
    ("a Destiny Card twice", _destiny_twice, "Destiny Card"),
    ("seven bison", lambda d: d["players"][0].__setitem__("bison", 7), "bison"),
    ("a teepee twice", _teepee_twice, "places"),
    ("a retired teepee without its card", _retired_unpaired, "retired"),
    ("a card that cannot retire that teepee", _wrong_peace, "cannot have retired"),
    ("a passed tribe on the board", _passed_on_board, "passed"),
    ("a territory without herds entry", _herd_missing, "herds"),
    ("an extra herd", _herd_extra, "herds"),
    ("a brown cube in a territory", _brown_in_territory, "brown"),
    ("a bag without white", _bag_missing, "bag"),
    ("an extra brown cube", _bag_extra, "brown"),
    ("death rate against the stack", _death_mismatch, "death rate"),
    ("an empty War Card held", _war_empty_held, "War Card"),
    ("War Card cubes without holder", _war_unheld, "War Card"),
    ("Buffalo Bill in the display", _display_bill, "display"),
    ("stack out of set order", _stack_order, "stack"),
    ("a stack card missing", _stack_missing, "places"),
    ("phase cube without cubes", _cube_without_pending, "cube"),
    ("pending cubes in phase turn", _pending_in_turn, "pulled cubes"),
    ("over without a reason", _over_without_reason, "why it ended"),
    ("over by herds with room on the track", _over_by_herds_early, "lost-herds track"),
    ("laid-down herds without order", _laid_unordered, "laid_order"),
    # issue 51: sorting 'laid_order' by str() raised Python's own ValueError for a 5,000-digit int
    ("a huge number in laid_order", _set(["turn", "laid_order"], [10**5000]), "laid_order"),
    ("a huge number as the round", _set(["round"], -(10**5000)), "huge number"),
    ("a hunter in a move play", _move_play_hunter, "move play"),
    ("the player to act has passed", _current_passed, "passed"),
    ("a row of two", _row_short, "row"),
    ("a track of 25", _lost_full, "lost"),
]


@pytest.mark.parametrize("name, mutate, words", CORRUPT, ids=[c[0] for c in CORRUPT])
def test_corrupt_states_are_refused_by_name(name, mutate, words):
    d = copy.deepcopy(BASE)
    assert from_dict(copy.deepcopy(d)) is not None
    mutate(d)
    with pytest.raises(InvalidState) as err:
        from_dict(d)
    assert words.lower() in str(err.value).lower(), (name, str(err.value))


def test_there_are_at_least_25_kinds_of_corrupt_states():
    assert len(CORRUPT) >= 25


def test_extra_keys_are_dropped_and_non_dicts_refused():
    d = copy.deepcopy(BASE)
    d["comment"] = "hello"
    assert to_dict(from_dict(d)) == BASE
    bad: Any
    for bad in (None, [], "state", 7):
        with pytest.raises(InvalidState):
            from_dict(bad)


# ---- records ---------------------------------------------------------------------------------------

def test_records_name_the_first_bad_move():
    _, moves = random_game(2, 9)
    record = new_record(2, seed=9)
    for m in moves[:20]:
        record_append(record, m)
    record["moves"].insert(10, {"type": "end", "now": 1})
    with pytest.raises(InvalidState) as err:
        from_record(json.loads(json.dumps(record)))
    assert err.value.index == 10
    with pytest.raises(InvalidState):
        from_record(dict(record, format="manitou-record/1"))


def test_stack_card_ids_in_positions_helper():
    assert STACK_CARD["BB"] == 43


# ---- fuzzed states ---------------------------------------------------------------------------------

_FUZZ = [None, -1, 0, 1, 7, 10**30, "x", "AB", "red", "red-horse-1", "I-red", [], {}, True, 1.5,
         ["red"], {"a": 1}]


def _paths(x, path=()):
    if isinstance(x, (dict, list)):
        yield path
        for k, v in (x.items() if isinstance(x, dict) else enumerate(x)):
            yield from _paths(v, path + (k,))
    else:
        yield path


def test_fuzzed_states_are_refused_or_playable():
    """Any one value of a real state replaced by junk (or a key dropped): from_dict either
    refuses it with InvalidState or returns a state that plays on without error."""
    import random as _random

    rng = _random.Random(5)
    for seed in range(8):
        final, moves = random_game(2 + seed % 3, seed)
        s = new_game(2 + seed % 3, seed=seed)
        states = [s]
        for m in moves:
            s = apply(s, m)
            states.append(s)
        for st in rng.sample(states, 4):
            d = to_dict(st)
            paths = list(_paths(d))[1:]
            for _ in range(40):
                e = copy.deepcopy(d)
                path = rng.choice(paths)
                x = e
                for k in path[:-1]:
                    x = x[k]
                if isinstance(x, dict) and rng.random() < 0.2:
                    del x[path[-1]]
                else:
                    x[path[-1]] = rng.choice(_FUZZ)
                try:
                    t = from_dict(e)
                except InvalidState:
                    continue
                moves_t = legal_moves(t)
                if moves_t:
                    apply(t, rng.choice(moves_t))
