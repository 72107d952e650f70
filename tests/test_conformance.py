"""One conformance suite over every registered game (engine.core.registry), through the contract
only: random play to the end for each player count, lossless JSON, no mutation, observe as JSON,
records that replay, junk refused with IllegalMove, ranking only at the end, a move's outcome
(``play``: the state of ``apply`` and JSON events that ``tell`` turns into the log; ``why_illegal``,
``can_take_back``), and a golden digest of seeded games so that any change of rules, move order or
randomness shows up.

A new game passes this suite by being registered; its own rules tests live beside it.
Regenerate the digests after an intended change with ``python3 tests/test_conformance.py --regen``.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any, Dict, List

if __name__ == "__main__":  # allow `python3 tests/test_conformance.py --regen`
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402

from engine.core import registry  # noqa: E402
from engine.core.contract import Game, GameInfo, Outcome, PlayerInfo  # noqa: E402
from engine.core.errors import IllegalMove, InvalidState  # noqa: E402
from engine.core.players import PALETTE  # noqa: E402

DIGESTS = Path(__file__).resolve().parent / "golden" / "conformance.json"
MAX_MOVES = 20_000
JUNK: List[Any] = [None, 3, "pass", [], {}, {"type": "nope"}, {"type": None}, {"type": 7}, {"type": ["pass"]},
        {"typ": "pass"}, {"type": "pass", "x": 1}, {1: 2}, {"type": "\u202e"}, 10**5000,
        {"type": "pass" * 1000}]


def cases() -> list:
    out = []
    for game_id in registry.game_ids():
        info = registry.info(game_id)
        for n in range(info.min_players, info.max_players + 1):
            out.append((game_id, n))
    return out


CASES = cases()
IDS = [f"{g}-{n}p" for g, n in CASES]


def play(game, n: int, seed: int, check=None):
    """A random game through the contract: (record, final state, states seen)."""
    rng = random.Random(seed)
    record = game.new_record(n, seed=seed)
    s = game.new_game(n, seed=seed)
    states = [s]
    for _ in range(MAX_MOVES):
        moves = game.legal_moves(s)
        if not moves:
            break
        move = rng.choice(moves)
        if check:
            check(s, move)
        s = game.apply(s, move)
        game.record_append(record, move)
        states.append(s)
    else:
        pytest.fail(f"no end after {MAX_MOVES} moves")
    return record, s, states


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_random_play_to_the_end(game_id, n):
    game = registry.load(game_id)
    seen = {"checked": 0}

    def check(s, move):
        before = json.dumps(game.to_dict(s), sort_keys=True)
        assert game.to_act(s) is not None
        again = game.from_dict(json.loads(before))
        assert again == s, "from_dict(to_dict(s)) differs from s"
        game.apply(s, copy.deepcopy(move))
        assert json.dumps(game.to_dict(s), sort_keys=True) == before, "apply changed its input"
        assert isinstance(game.describe(s, move), str) and game.describe(s, move)
        seat = game.to_act(s)
        view = game.observe(s, seat)
        assert json.loads(json.dumps(view)) == view
        with pytest.raises(ValueError):
            game.ranking(s)
        seen["checked"] += 1

    record, final, states = play(game, n, seed=n * 101, check=check)
    assert seen["checked"] == len(record["moves"]) > 0
    assert game.legal_moves(final) == [] and game.to_act(final) is None
    places = game.ranking(final)
    assert sorted(seat for place in places for seat in place) == list(range(n))
    assert game.from_dict(json.loads(json.dumps(game.to_dict(final)))) == final


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_records_replay_and_name_the_first_bad_move(game_id, n):
    game = registry.load(game_id)
    record, final, states = play(game, n, seed=n * 7 + 1)
    assert game.from_record(json.loads(json.dumps(record))) == final
    cut = len(record["moves"]) // 2
    half = dict(record, moves=record["moves"][:cut])
    assert game.from_record(half) == states[cut]
    broken = dict(record, moves=record["moves"][:cut] + [{"type": "nope"}] + record["moves"][cut:])
    with pytest.raises(InvalidState) as err:
        game.from_record(broken)
    assert err.value.index == cut and f"move {cut + 1}" in str(err.value)
    bad: Any
    for bad in (None, [], {"format": "other/1"}, dict(record, seed="1"), dict(record, moves=None),
                dict(record, players=["only one"]), dict(record, seed=10**5000)):
        with pytest.raises(InvalidState):
            game.from_record(bad)


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_junk_moves_raise_illegal_move(game_id, n):
    game = registry.load(game_id)
    record, final, states = play(game, n, seed=n * 13 + 5)
    rng = random.Random(n)
    for s in [states[0], states[len(states) // 2], states[-2], final]:
        legal = game.legal_moves(s)
        junk = list(JUNK)
        if legal:
            move = rng.choice(legal)
            junk.append({**move, "extra": 1})
            for key in move:
                if key != "type":
                    junk.append({**move, key: None})
                    junk.append({**move, key: True})
                    junk.append({k: v for k, v in move.items() if k != key})
        for bad in junk:
            with pytest.raises(IllegalMove) as err:
                game.apply(s, bad)
            assert isinstance(err.value.code, str) and err.value.code and str(err.value)


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_observe_is_json_for_every_seat_and_refuses_bad_seats(game_id, n):
    game = registry.load(game_id)
    _, _, states = play(game, n, seed=n * 3 + 2)
    for s in states[:: max(1, len(states) // 10)]:
        for seat in [None, *range(n)]:
            view = game.observe(s, seat)
            assert json.loads(json.dumps(view)) == view
            if game.INFO.hidden_information:
                assert "seed" not in view, "a view with the seed gives every secret away"
    for bad in (-1, n, "0", 1.0, True):
        with pytest.raises(ValueError):
            game.observe(states[0], bad)  # type: ignore[arg-type]  # junk on purpose


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_the_package_offers_every_function_of_the_contract(game_id, n):
    game = registry.load(game_id)
    assert isinstance(game.INFO, GameInfo) and game.INFO.min_players <= n <= game.INFO.max_players
    wanted = [name for name in vars(Game) if not name.startswith("_") and name != "INFO"]
    assert {"play", "tell", "can_take_back", "why_illegal", "apply"} <= set(wanted)
    missing = [name for name in wanted if not callable(getattr(game, name, None))]
    assert not missing, f"{game_id} lacks {missing}"


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_players_are_the_names_and_colours_that_to_dict_holds(game_id, n):
    """``players(state)``: per seat in order, a PlayerInfo with the (normalised) name and the
    colour, as ``to_dict`` has them, at the start, midway and at the end; not for a non-state."""
    game = registry.load(game_id)
    given = [f"  Ann  {i}" if i % 2 else f"Zoë\u200b {i}" for i in range(n)]
    colors = list(reversed(PALETTE))[:n]   # not the defaults
    s = game.new_game(given, seed=n * 29 + 1, colors=colors)
    rng = random.Random(n)
    states = [s]
    while game.to_act(s) is not None:
        s = game.apply(s, rng.choice(game.legal_moves(s)))
        states.append(s)
    for state in (states[0], states[len(states) // 2], states[-1]):
        seats = game.players(state)
        assert all(type(p) is PlayerInfo for p in seats)
        assert [(p.name, p.color) for p in seats] == [(pl["name"], pl["color"])
                                                       for pl in game.to_dict(state)["players"]]
        assert [p.color for p in seats] == colors
        assert [p.name for p in seats] == [f"Ann {i}" if i % 2 else f"Zoë {i}" for i in range(n)]
    with pytest.raises(InvalidState):
        game.players(game.to_dict(states[0]))


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_play_is_apply_with_json_events_that_tell_reads(game_id, n):
    game = registry.load(game_id)
    narrate = getattr(game, "narrate", None)
    seen = {"events": 0}

    def check(s, move):
        outcome = game.play(s, copy.deepcopy(move))
        assert isinstance(outcome, Outcome)
        assert game.to_dict(outcome.state) == game.to_dict(game.apply(s, move))
        events = list(outcome.events)
        assert json.loads(json.dumps(events)) == events, "events must be JSON"
        assert all(isinstance(e.get("type"), str) and e["type"] for e in events)
        lines = game.tell(s, move, outcome.events)
        assert lines and all(isinstance(line, str) and line for line in lines)
        assert lines[0] == game.describe(s, move)
        if narrate is not None:
            assert lines == narrate(s, move), "tell must give what narrate gives"
        assert type(game.can_take_back(s, move, outcome.events)) is bool
        assert game.why_illegal(s, move) is None
        seen["events"] += len(events)

    play(game, n, seed=n * 17 + 3, check=check)
    assert seen["events"] > 0, "no move produced an event (the turn passing on, the end …)"


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_why_illegal_says_what_apply_raises(game_id, n):
    game = registry.load(game_id)
    _, final, states = play(game, n, seed=n * 19 + 4)
    for s in [states[0], states[len(states) // 2], final]:
        for bad in JUNK:
            with pytest.raises(IllegalMove) as err:
                game.apply(s, bad)
            reason = game.why_illegal(s, bad)
            assert isinstance(reason, str) and reason == str(err.value)
        for move in game.legal_moves(s):
            assert game.why_illegal(s, move) is None


HUGE = 10**5000  # more digits than Python turns into text (4300): str() of it raises ValueError


def _huge_variants(d: Any) -> List[Any]:
    """Copies of state dict ``d``, each with one huge number somewhere: every value in turn
    replaced by one (sign alternating), one appended to every list, one as a key of every dict."""
    out: List[Any] = []

    def walk(x: Any, path: tuple) -> None:
        items = list(x.items()) if isinstance(x, dict) else list(enumerate(x))
        for key, value in items:
            out.append((path + (key,), "set"))
            if isinstance(value, (dict, list)):
                walk(value, path + (key,))
        out.append((path, "add"))

    walk(d, ())
    copies = []
    for i, (path, how) in enumerate(out):
        e = copy.deepcopy(d)
        x = e
        for key in path[:-1] if how == "set" else path:
            x = x[key]
        huge = HUGE if i % 2 else -HUGE
        if how == "set":
            x[path[-1]] = huge
        elif isinstance(x, list):
            x.append(huge)
        else:
            x[huge] = 1
        copies.append(e)
    return copies


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_from_dict_refuses_a_huge_number_anywhere_with_invalid_state(game_id, n):
    """Issue 51: a number too long for Python to print (here or in a message, a sort, a set of
    str) is refused by from_dict with InvalidState like any damage, wherever it is in the state."""
    game = registry.load(game_id)
    _, final, states = play(game, n, seed=n * 23 + 6)
    for s in (states[len(states) // 2], final):
        variants = _huge_variants(game.to_dict(s))
        assert len(variants) > 10
        for d in variants:
            with pytest.raises(InvalidState) as err:
                game.from_dict(d)
            assert len(str(err.value)) < 300


def digest(game_id: str, n: int) -> str:
    game = registry.load(game_id)
    record, final, _ = play(game, n, seed=1000 + n)
    text = json.dumps([record["moves"], game.to_dict(final)], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize("game_id, n", CASES, ids=IDS)
def test_golden_digest(game_id, n):
    stored = json.loads(DIGESTS.read_text()) if DIGESTS.exists() else {}
    key = f"{game_id}/{n}p"
    assert key in stored, f"no golden digest for {key}: run python3 tests/test_conformance.py --regen"
    assert digest(game_id, n) == stored[key], (
        f"{key}: a seeded random game changed (rules, move order or randomness); if intended, "
        "regenerate with python3 tests/test_conformance.py --regen and review")


if __name__ == "__main__" and "--regen" in sys.argv:
    DIGESTS.write_text(json.dumps({f"{g}/{n}p": digest(g, n) for g, n in CASES}, indent=1) + "\n")
    print(f"wrote {DIGESTS}")


# ---- the bots decide from what their seat may see ----------------------------------------------
#: hard, repeatable (ends by its cap) and cheap
CHEAP: Dict[str, Dict[str, Any]] = {"easy": {}, "normal": {"max_iterations": 4, "time_budget": 60.0},
         "hard": {"max_iterations": 6, "time_budget": 60.0}}


def _bot_positions(game: Any, seed: int, count: int) -> List[Any]:
    """``count`` positions of a seeded random 3-player game (4 for a game that needs more) with
    a choice to make, read back through ``from_dict`` as a page would."""
    info = game.INFO
    n = min(max(3, info.min_players), info.max_players)
    _, _, states = play(game, n, seed)
    chosen = [s for s in states if game.to_act(s) is not None and len(game.legal_moves(s)) > 1]
    step = max(1, len(chosen) // count)
    return [game.from_dict(game.to_dict(s)) for s in chosen[::step][:count]]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_bots_decide_alike_from_look_alike_states(game_id):
    """Every level of every registered game's bots: two states that look the same to the seat to
    act (other hidden cards, pile orders and seed; tests/lookalike.py) get the same move, since a
    bot is handed only that seat's observation and the caller's salt (engine.bots.Thinker)."""
    from engine.bots import LEVELS, choose_move, seat_to_act
    from tests.lookalike import TWINS

    game: Any = registry.load(game_id)
    if not callable(getattr(game, "bot_policy", None)):   # the hook is optional: no bots to ask
        with pytest.raises(ValueError, match="no computer players"):
            choose_move(game_id, {}, "easy", salt=1)
        return
    twin = TWINS.get(game_id)
    assert twin is not None or not game.INFO.hidden_information, "a look-alike maker is needed"
    rng = random.Random(11)
    pairs = []
    for s in _bot_positions(game, 5, 24):
        t = twin(s, rng) if twin is not None else game.from_dict(game.to_dict(s))
        seat = game.to_act(s)
        assert game.observe(t, seat) == game.observe(s, seat)
        pairs.append((s, t))
    assert len(pairs) >= 12, "too few positions to compare"
    if twin is not None:   # the secrets really differ in most pairs
        assert sum(game.to_dict(s) != game.to_dict(t) for s, t in pairs) >= len(pairs) * 3 // 4
    for level in LEVELS:
        for i, (s, t) in enumerate(pairs[::3] if level == "hard" else pairs):
            a = choose_move(*seat_to_act(s), level, salt=i, **CHEAP[level])
            b = choose_move(*seat_to_act(t), level, salt=i, **CHEAP[level])
            assert a == b, (level, i)
            assert a in game.legal_moves(s)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_bots_take_an_observation_and_a_salt_never_a_state(game_id):
    """The bots' one entry point refuses a state (it wants the observation) and a salt that is
    not an int or a str; the salt, not the game, varies the easy level's choices."""
    from engine.bots import Thinker, choose_move, seat_to_act

    game: Any = registry.load(game_id)
    if not callable(getattr(game, "bot_policy", None)):   # the hook is optional: no bots to ask
        with pytest.raises(ValueError, match="no computer players"):
            choose_move(game_id, {}, "easy", salt=1)
        return
    s = _bot_positions(game, 6, 1)[0]
    with pytest.raises(ValueError):
        Thinker(game_id, s, "easy", salt=1)
    with pytest.raises(ValueError):
        Thinker(game_id, game.observe(s, game.to_act(s)), "easy", salt=1.5)
    positions = _bot_positions(game, 7, 12)
    varied = sum(len({str(choose_move(*seat_to_act(p), "easy", salt=k)) for k in range(8)}) > 1
                 for p in positions)
    assert varied > 0
