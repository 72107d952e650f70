"""ui.wind_river.clicks (first named controller): highlights come from engine.legal_moves; clicks
build exactly the legal moves."""

from __future__ import annotations

import random

from e2e.driver import clicks_for
from engine import wind_river as wr
from engine.wind_river.board import PLAINS
from ui.shell.session import Session
from ui.wind_river import sessions
from ui.wind_river.clicks import Clicks as Controller


def reach(phase: str, seed: int = 11, players: int = 3) -> Session:
    """A session advanced by random legal moves until ``phase``."""
    s = sessions.new([f"P{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    while s.game.to_dict(s.state)["phase"] != phase:
        s.play(rng.choice(s.legal()))
    return s


def click(ctrl: Controller, s: Session, what: str, name: str):
    if what == "hex":
        return ctrl.click_hex(s.game.to_dict(s.state), s.legal(), name)
    return ctrl.click_action(s.game.to_dict(s.state), s.legal(), name)


def test_placement_highlights_exactly_the_legal_targets():
    s = sessions.new(["A", "B", "C"], 1)
    ctrl = Controller()
    assert ctrl.highlights(s.game.to_dict(s.state), s.legal()) == {m["to"] for m in s.legal()}
    assert not any(h.startswith("A") for h in ctrl.highlights(s.game.to_dict(s.state), s.legal()))


def test_every_legal_move_is_reachable_by_its_clicks_over_a_game():
    """Over random games, the contract's clicks for each legal move yield exactly that move."""
    for seed in (1, 2):
        s = sessions.new(["A", "B", "C", "D"], seed)
        rng = random.Random(seed)
        while s.game.to_dict(s.state)["phase"] != "over":
            legal = s.legal()
            for move in rng.sample(legal, min(4, len(legal))):
                ctrl = Controller()
                steps = clicks_for(move, s.game.to_dict(s.state)["phase"])
                out = None
                for what, name in steps:
                    if what == "hex":
                        assert name in ctrl.highlights(s.game.to_dict(s.state), legal), (move, name)
                    out = click(ctrl, s, what, name)
                assert out is not None and out.move == move, (move, out)
            s.play(rng.choice(legal))


def test_picking_a_source_shows_its_targets_and_clicking_it_again_cancels():
    s = reach("buffalo")
    ctrl = Controller()
    legal = s.legal()
    src = legal[0]["from"]
    assert click(ctrl, s, "hex", src) == (None, None)
    assert ctrl.source == src
    assert ctrl.highlights(s.game.to_dict(s.state), legal) == {m["to"] for m in legal if m["from"] == src}
    click(ctrl, s, "hex", src)
    assert ctrl.source is None
    assert ctrl.highlights(s.game.to_dict(s.state), legal) == {m["from"] for m in legal}


def test_escape_drops_source_then_action():
    s = reach("action")
    ctrl = Controller()
    legal = s.legal()
    kinds = {m["type"] for m in legal}
    assert "buffalo" in kinds
    click(ctrl, s, "action", "buffalo")
    assert ctrl.mode == "buffalo"
    src = next(m["from"] for m in legal if m["type"] == "buffalo")
    click(ctrl, s, "hex", src)
    assert ctrl.cancel() and ctrl.source is None and ctrl.mode == "buffalo"
    assert ctrl.cancel() and ctrl.mode is None
    assert not ctrl.cancel()


def test_non_pickable_source_says_why():
    s = reach("buffalo")
    ctrl = Controller()
    d = s.game.to_dict(s.state)
    empty = next(h for h, c in d["board"].items() if c["buffalo"] == 0)
    out = click(ctrl, s, "hex", empty)
    assert out.move is None and out.message == f"There is no buffalo on {empty}."
    assert ctrl.source is None
    out = click(ctrl, s, "hex", PLAINS)
    assert out.move is None and "open plains" in out.message


def test_illegal_target_becomes_a_move_for_the_engine_to_refuse():
    s = reach("buffalo")
    ctrl = Controller()
    legal = s.legal()
    src = legal[0]["from"]
    click(ctrl, s, "hex", src)
    targets = {m["to"] for m in legal if m["from"] == src}
    sources = {m["from"] for m in legal}
    board = s.game.to_dict(s.state)["board"]
    bad = next(h for h in board if h not in targets and h not in sources and h != src)
    out = click(ctrl, s, "hex", bad)
    assert out.move == {"type": "buffalo", "from": src, "to": bad}
    try:
        wr.apply(s.state, out.move)
    except wr.IllegalMove as e:
        assert str(e)
    else:
        raise AssertionError("engine accepted a move the controller did not highlight")
    assert ctrl.source == src  # the selection stays


def test_action_phase_needs_an_action_first():
    s = reach("action")
    ctrl = Controller()
    out = click(ctrl, s, "hex", next(iter(s.game.to_dict(s.state)["board"])))
    assert out.move is None and "first choose an extra action" in out.message
    assert ctrl.enabled(s.game.to_dict(s.state), s.legal()) == {m["type"] for m in s.legal()}


def test_closed_lane_and_game_over_messages():
    s = sessions.new(["A", "B", "C"], 1)
    ctrl = Controller()
    out = click(ctrl, s, "hex", "A3")
    assert "mountains" in out.message
    over = {"phase": "over", "board": {}, "players": [], "current": 0}
    assert "over" in str(ctrl.click_hex(over, [], "C2").message)
    assert "over" in str(ctrl.click_action(over, [], "earn").message)


def test_buttons_are_only_enabled_in_the_action_phase():
    s = sessions.new(["A", "B", "C"], 1)
    assert Controller().enabled(s.game.to_dict(s.state), s.legal()) == set()
