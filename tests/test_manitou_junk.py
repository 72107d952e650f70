"""Manitou junk: malformed or illegal moves must raise ``IllegalMove`` with a ``.code`` and a
readable sentence (leaving the state untouched); corrupt states must raise ``InvalidState``
naming what is wrong."""

from __future__ import annotations

import copy
import json
import random
from collections import OrderedDict
from typing import Any, List, cast

import pytest

from engine.core.errors import IllegalMove as CoreIllegalMove
from engine.core.errors import InvalidState as CoreInvalidState
from engine.manitou import (
    IllegalMove,
    InvalidState,
    apply,
    describe,
    from_dict,
    from_record,
    legal_moves,
    new_game,
    new_record,
    observe,
    random_game,
    to_dict,
)
from engine.wind_river import IllegalMove as WindRiverIllegalMove
from tests.manitou.positions import ANN, BEN, CY, play_position


def select_state():
    return new_game(["Ann", "Ben", "Cy", "Dee"], seed=3)


def play_state():
    """Ann to act, holding ground 3 with a guarded pair (Ben's medicine man lost there);
    Ben has a hunter at ground 1, Cy has played all 7 cards."""
    return play_position(cards={3: {ANN: [("scout", True), ("chief", True)],
                                    BEN: [("medicine-man", False)]},
                                1: {BEN: ["hunter-3"]}},
                         hands={ANN: ["medicine-man", "hunter-7", "hunter-2"]},
                         played={CY: 7}, filler_ground=2)


def regarded_state():
    """Ann holds ground 3 again after a sacrifice: scout up, chief down, medicine man up."""
    return play_position(cards={3: {ANN: [("scout", True), ("chief", False), ("medicine-man", True)],
                                    BEN: ["squaw"]}})


def over_state():
    return random_game(3, 4)[0]


class Weird:
    pass


class Sneaky(dict):
    """A dict whose comparison lies."""

    def __eq__(self, other):
        return True

    __hash__ = None


HUGE = 10**400
# (label, state factory, move, expected code)
JUNK = [
    ("none", select_state, None, "bad-move"),
    ("int", select_state, 7, "bad-move"),
    ("huge int", select_state, HUGE, "bad-move"),
    ("string", select_state, "pick hunter-7", "bad-move"),
    ("list", select_state, ["pick", "hunter-7"], "bad-move"),
    ("tuple", select_state, ("pick",), "bad-move"),
    ("bytes", select_state, b"{}", "bad-move"),
    ("object", select_state, Weird(), "bad-move"),
    ("empty dict", select_state, {}, "bad-move"),
    ("type missing", select_state, {"card": "chief"}, "bad-move"),
    ("type none", select_state, {"type": None}, "bad-move"),
    ("type int", select_state, {"type": 1, "card": "chief"}, "bad-move"),
    ("type unknown", select_state, {"type": "draw"}, "bad-move"),
    ("type case", select_state, {"type": "PICK", "card": "chief"}, "bad-move"),
    ("non-string key", select_state, {"type": "pick", "card": "chief", 1: 2}, "bad-move"),
    ("pick without card", select_state, {"type": "pick"}, "bad-move"),
    ("pick extra key", select_state, {"type": "pick", "card": "chief", "x": 1}, "bad-move"),
    ("pick with ground", select_state, {"type": "pick", "card": "chief", "ground": 1}, "bad-move"),
    ("card int", select_state, {"type": "pick", "card": 3}, "bad-move"),
    ("card none", select_state, {"type": "pick", "card": None}, "bad-move"),
    ("card list", select_state, {"type": "pick", "card": ["chief"]}, "bad-move"),
    ("card unknown", select_state, {"type": "pick", "card": "hunter-11"}, "bad-move"),
    ("card hunter-0", select_state, {"type": "pick", "card": "hunter-0"}, "bad-move"),
    ("card case", select_state, {"type": "pick", "card": "Chief"}, "bad-move"),
    ("card spaced", select_state, {"type": "pick", "card": " chief"}, "bad-move"),
    ("card underscore", select_state, {"type": "pick", "card": "medicine_man"}, "bad-move"),
    ("card huge string", select_state, {"type": "pick", "card": "x" * 10**6}, "bad-move"),
    ("pass with card", select_state, {"type": "pass", "card": "chief"}, "bad-move"),
    ("play in select", select_state, {"type": "play", "card": "chief", "ground": 1}, "wrong-phase"),
    ("pass in select", select_state, {"type": "pass"}, "wrong-phase"),
    ("play without ground", play_state, {"type": "play", "card": "hunter-7"}, "bad-move"),
    ("play ground 0", play_state, {"type": "play", "card": "hunter-7", "ground": 0}, "bad-move"),
    ("play ground 4", play_state, {"type": "play", "card": "hunter-7", "ground": 4}, "bad-move"),
    ("play ground -1", play_state, {"type": "play", "card": "hunter-7", "ground": -1}, "bad-move"),
    ("play ground str", play_state, {"type": "play", "card": "hunter-7", "ground": "1"}, "bad-move"),
    ("play ground bool", play_state, {"type": "play", "card": "hunter-7", "ground": True}, "bad-move"),
    ("play ground float", play_state, {"type": "play", "card": "hunter-7", "ground": 1.0}, "bad-move"),
    ("play ground huge", play_state, {"type": "play", "card": "hunter-7", "ground": HUGE}, "bad-move"),
    ("play ground none", play_state, {"type": "play", "card": "hunter-7", "ground": None}, "bad-move"),
    ("play extra key", play_state, {"type": "play", "card": "hunter-7", "ground": 1, "up": True},
     "bad-move"),
    ("play card not in hand", play_state, {"type": "play", "card": "hunter-10", "ground": 1},
     "not-in-hand"),
    ("play warrior not in hand", play_state, {"type": "play", "card": "squaw", "ground": 1},
     "not-in-hand"),
    ("third warrior", play_state, {"type": "play", "card": "medicine-man", "ground": 3},
     "warrior-limit"),
    ("pass while able", play_state, {"type": "pass"}, "must-play"),
    ("pick in play", play_state, {"type": "pick", "card": "hunter-7"}, "wrong-phase"),
    ("move after the end", over_state, {"type": "pass"}, "game-over"),
    ("play after the end", over_state, {"type": "play", "card": "chief", "ground": 1}, "game-over"),
    ("pick after the end", over_state, {"type": "pick", "card": "chief"}, "game-over"),
    ("ordered dict extra", select_state, OrderedDict(type="pick", card="chief", z=0), "bad-move"),
    ("lying dict", select_state, Sneaky(type="pick", card="hunter-42"), "bad-move"),
]


def pick_all(state, card):
    """``state`` after the current player picked every copy of ``card`` they can."""
    while {"type": "pick", "card": card} in legal_moves(state):
        state = apply(state, {"type": "pick", "card": card})
    return state


def test_junk_has_forty_kinds():
    assert len({label for label, *_ in JUNK}) == len(JUNK) >= 40


@pytest.mark.parametrize("label, factory, move, code", JUNK, ids=[j[0] for j in JUNK])
def test_junk_move_is_refused(label, factory, move, code):
    state = factory()
    before = to_dict(state)
    with pytest.raises(IllegalMove) as err:
        apply(state, move)
    assert err.value.code == code
    message = str(err.value)
    assert 10 <= len(message) <= 200 and message[0].isupper() and message.endswith(".")
    assert "object at 0x" not in message
    assert to_dict(state) == before
    with pytest.raises(IllegalMove):
        describe(state, move)


def test_picking_a_card_no_longer_in_the_reserve():
    s = pick_all(select_state(), "chief")
    with pytest.raises(IllegalMove) as err:
        apply(s, {"type": "pick", "card": "chief"})
    assert err.value.code == "not-in-reserve" and "chief" in str(err.value)


def test_errors_are_the_shared_classes():
    assert IllegalMove is CoreIllegalMove is WindRiverIllegalMove
    assert InvalidState is CoreInvalidState
    with pytest.raises(IllegalMove) as err:
        apply(cast(Any, {"format": "manitou/1"}), {"type": "pass"})
    assert err.value.code == "bad-state"


@pytest.mark.parametrize("players, seed, colors", [
    (1, 0, None), (5, 0, None), (["Ann"], 0, None), (["A", "a"], 0, None), (["", "B"], 0, None),
    (["x" * 25, "B"], 0, None), ([1, 2], 0, None), ("Ann,Ben", 0, None), (2, "1", None),
    (2, True, None), (2, -1, None), (2, 2**63, None), (2, 1.5, None), (2, 0, ["red"]),
    (2, 0, ["red", "red"]), (2, 0, ["red", "#fff"]), (True, 0, None),
])
def test_new_game_refuses_bad_arguments(players, seed, colors):
    with pytest.raises(ValueError) as err:
        new_game(players, seed=seed, colors=colors)
    assert not isinstance(err.value, (IllegalMove, InvalidState))
    assert len(str(err.value)) < 200
    with pytest.raises(ValueError):
        new_record(players, seed=seed, colors=colors)


def test_observe_refuses_bad_seats():
    s = select_state()
    for seat in (-1, 4, True, "0", 1.0):
        with pytest.raises(ValueError):
            observe(s, cast(Any, seat))


# ---- corrupt states --------------------------------------------------------------------------

def select_dict():
    return to_dict(select_state())


def play_dict():
    return to_dict(play_state())


def over_dict():
    return to_dict(over_state())


def mid_dict():
    """A 3-player game in hunt 2, phase play, with prisoners taken."""
    final, moves = random_game(3, 8)
    s = new_game(3, seed=8)
    for m in moves:
        s = apply(s, m)
        if s.hunt == 2 and s.phase == 1 and any(s.prisoners) and sum(s.played) > 4:
            return to_dict(s)
    raise AssertionError("no such position")


def edit(base, fn):
    def make():
        d = copy.deepcopy(base())
        fn(d)
        return d
    return make


def _set(path, value):
    def fn(d):
        target = d
        for k in path[:-1]:
            target = target[k]
        target[path[-1]] = value
    return fn


def _del(path):
    def fn(d):
        target = d
        for k in path[:-1]:
            target = target[k]
        del target[path[-1]]
    return fn


def _move_hand_to_reserve(d):
    p = d["players"][d["current"]]
    c = p["hand"].pop()
    p["reserve"][c] = p["reserve"].get(c, 0) + 1


def _duplicate_prisoner(d):
    for p in d["players"]:
        if p["prisoners"]:
            p["prisoners"].append(dict(p["prisoners"][0]))
            return
    raise AssertionError


def _own_prisoner(d):
    for q, p in enumerate(d["players"]):
        if p["prisoners"]:
            p["prisoners"][0]["owner"] = q
            return
    raise AssertionError


def _over_card_at_ground(d):
    reserve = d["players"][0]["reserve"]
    card = next(iter(reserve))
    reserve[card] -= 1
    entry = {"card": card} if card.startswith("hunter") else {"card": card, "up": False}
    d["grounds"][0]["cards"][0].append(entry)


def _buffalo_duplicated(d):
    d["box"].append(d["large"][0])


def _buffalo_missing(d):
    d["small"].pop()


def _swap_large_small(d):
    d["large"][0], d["small"][0] = d["small"][0], d["large"][0]


def _ground_order(d):
    d["grounds"][0]["buffalo"].reverse()


def _select_hand(d):
    p = d["players"][d["current"]]
    p["hand"].append("hunter-1")
    p["reserve"]["hunter-1"] -= 1


def _select_later_party(d):
    nxt = (d["current"] + 1) % len(d["players"])
    p = d["players"][nxt]
    p["party"].append("hunter-1")
    p["reserve"]["hunter-1"] -= 1


def _current_finished(d):
    d["current"] = CY


CORRUPT = [
    ("not a dict", lambda: [], "JSON object"),
    ("wrong format", edit(select_dict, _set(["format"], "wind-river/1")), "format"),
    ("no players", edit(select_dict, _del(["players"])), "'players'"),
    ("one player", edit(select_dict, lambda d: d["players"].__delitem__(slice(1, None))), "2 to 4"),
    ("five players", edit(select_dict, lambda d: d["players"].append(copy.deepcopy(d["players"][0]))),
     "2 to 4"),
    ("same names", edit(select_dict, _set(["players", 1, "name"], "ann")), "same name"),
    ("css colour", edit(select_dict, _set(["players", 0, "color"], "#ff0000")), "colour"),
    ("seed string", edit(select_dict, _set(["seed"], "7")), "seed"),
    ("seed huge", edit(select_dict, _set(["seed"], HUGE)), "seed"),
    ("hunt 4", edit(select_dict, _set(["hunt"], 4)), "'hunt'"),
    ("hunt bool", edit(select_dict, _set(["hunt"], True)), "'hunt'"),
    ("dealer out of range", edit(select_dict, _set(["dealer"], 4)), "'dealer'"),
    ("phase unknown", edit(select_dict, _set(["phase"], "reckon")), "'phase'"),
    ("reserve list", edit(select_dict, _set(["players", 0, "reserve"], [])), "reserve"),
    ("reserve bad id", edit(select_dict, _set(["players", 0, "reserve", "hunter-11"], 1)), "no card id"),
    ("reserve too many", edit(select_dict, _set(["players", 0, "reserve", "hunter-1"], 2)), "hunter-1"),
    ("card missing", edit(select_dict, _set(["players", 0, "reserve", "hunter-1"], 0)),
     "player 1 has 0 hunter-1"),
    ("card count negative", edit(select_dict, _set(["players", 0, "reserve", "chief"], -1)), "chief"),
    ("hand card in reserve too", edit(play_dict, _move_hand_to_reserve), "party"),
    ("prisoner duplicated", edit(mid_dict, _duplicate_prisoner), "in all places"),
    ("own card as prisoner", edit(mid_dict, _own_prisoner), "own card"),
    ("buffalo duplicated", edit(select_dict, _buffalo_duplicated), "conserved"),
    ("buffalo missing", edit(select_dict, _buffalo_missing), "missing: "),
    ("large and small mixed", edit(select_dict, _swap_large_small), "buffalo"),
    ("layout order", edit(select_dict, _ground_order), "as laid out"),
    ("unknown buffalo value", edit(select_dict, _set(["box"], [8])), "no buffalo card"),
    ("three grounds", edit(select_dict, lambda d: d["grounds"].pop()), "3 grounds"),
    ("hunter turned down", edit(play_dict, _set(["grounds", 0, "cards", 1, 0, "up"], False)),
     "never turned"),
    ("warrior without up", edit(play_dict, lambda d: d["grounds"][2]["cards"][0][0].pop("up")), "'up'"),
    ("up not bool", edit(play_dict, _set(["grounds", 2, "cards", 0, 0, "up"], 1)), "'up'"),
    ("hunter with up", edit(play_dict, lambda d: d["grounds"][0]["cards"][1].__setitem__(
        0, dict(d["grounds"][0]["cards"][1][0], up=True))), "never turned"),
    ("third face-up warrior", edit(lambda: to_dict(regarded_state()),
                                   _set(["grounds", 2, "cards", 0, 1, "up"], True)), "face-up warriors"),
    ("two holders", edit(play_dict, _set(["grounds", 2, "cards", 1, 0, "up"], True)), "holds a ground"),
    ("hand during select", edit(select_dict, _select_hand), "hands and piles are empty"),
    ("party of a later chooser", edit(select_dict, _select_later_party), "cannot have a party"),
    ("played mismatch", edit(play_dict, _set(["players", 1, "played"], 3)), "lie at the grounds"),
    ("finished player to act", edit(play_dict, _current_finished), "cannot be the one to act"),
    ("party during play", edit(play_dict, lambda d: (d["players"][0]["party"].append(
        d["players"][0]["pile"].pop()))), "'party' is empty"),
    ("over with cards at ground", edit(over_dict, _over_card_at_ground), "grounds are empty"),
    ("over in hunt 2", edit(over_dict, _set(["hunt"], 2)), "'hunt' is 3"),
    ("too many hide thieves", edit(select_dict, _set(["players", 0, "hide_thieves"], 1)), "hide thieves"),
    ("prisoner not an object", edit(mid_dict, lambda d: d["players"][0]["prisoners"].append("chief")),
     "prisoner"),
    ("pile of strings only", edit(play_dict, _set(["players", 0, "pile"], "hunter-1")), "list"),
]


def test_corrupt_has_twenty_five_kinds():
    assert len({label for label, *_ in CORRUPT}) == len(CORRUPT) >= 25


@pytest.mark.parametrize("label, factory, fragment", CORRUPT, ids=[c[0] for c in CORRUPT])
def test_corrupt_state_is_refused(label, factory, fragment):
    d = factory()
    with pytest.raises(InvalidState) as err:
        from_dict(d)
    message = str(err.value)
    assert message.startswith("Invalid game state:") and len(message) < 300
    assert fragment in message, message


def test_extra_keys_are_dropped():
    d = play_dict()
    d["extra"] = 1
    d["players"][0]["note"] = "x"
    assert from_dict(d) == play_state()


def test_bad_records_name_the_first_bad_move():
    record = new_record(["Ann", "Ben"], seed=5)
    s = new_game(["Ann", "Ben"], seed=5)
    for _ in range(3):
        move = legal_moves(s)[0]
        s = apply(s, move)
        record["moves"].append(move)
    record["moves"].append({"type": "play", "card": "chief", "ground": 1})
    with pytest.raises(InvalidState) as err:
        from_record(record)
    assert err.value.index == 3 and "move 4" in str(err.value)
    bad: Any
    for bad in ({"format": "wind-river-record/1", "players": 2, "seed": 1, "moves": []},
                {"format": "manitou-record/1", "players": 2, "seed": 1, "moves": {}},
                {"format": "manitou-record/1", "players": 7, "seed": 1, "moves": []},
                {"format": "manitou-record/1", "players": 2, "seed": "x", "moves": []},
                None, []):
        with pytest.raises(InvalidState):
            from_record(bad)


def test_fuzzed_states_never_crash():
    """Random edits of valid states are either accepted consistently or refused cleanly."""
    rng = random.Random(1)
    bases = [select_dict(), play_dict(), over_dict(), mid_dict()]
    values: List[Any] = [None, -1, 0, 1, 2, 7, 99, HUGE, "", "chief", "hunter-5", [], {}, True, 1.5]
    for _ in range(400):
        d = copy.deepcopy(rng.choice(bases))
        for _ in range(rng.randint(1, 3)):
            target = d
            path = []
            while isinstance(target, (dict, list)) and target and rng.random() < 0.8:
                key = rng.choice(list(target) if isinstance(target, dict) else range(len(target)))
                path.append(key)
                if not isinstance(target[key], (dict, list)) or rng.random() < 0.3:
                    target[key] = rng.choice(values)
                    break
                target = target[key]
        try:
            s = from_dict(d)
        except InvalidState as e:
            assert str(e).startswith("Invalid game state:")
            continue
        assert from_dict(json.loads(json.dumps(to_dict(s)))) == s
