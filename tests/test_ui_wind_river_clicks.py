"""ui.wind_river.clicks: the prompts, previews' moves and refusals of the click model, and its
first name."""

from __future__ import annotations

import random

from engine import wind_river as wr
from engine.wind_river import hints
from ui.shell.session import Session
from ui.wind_river import sessions
from ui.wind_river.clicks import ACTIONS, Clicks, action_label


def reach(test, seed: int = 11, players: int = 3) -> Session:
    """A session advanced by random legal moves until ``test(session)`` holds (the first random
    game from ``seed`` on where it does)."""
    for k in range(seed, seed + 50):
        s = sessions.new([f"P{i}" for i in range(players)], k)
        rng = random.Random(k)
        while s.game.to_dict(s.state)["phase"] != "over":
            if test(s):
                return s
            s.play(rng.choice(s.legal()))
    raise AssertionError("no such position in 50 random games")


def test_the_prompt_follows_the_pending_choice():
    s = reach(lambda s: wr.to_dict(s.state)["phase"] == "action"
              and "insert" in {m["type"] for m in s.legal()})
    d, legal = wr.to_dict(s.state), s.legal()
    who = d["players"][d["current"]]["name"]
    clicks = Clicks()
    assert clicks.prompt(d) == f"{who}: choose one extra action."
    clicks.click_action(d, legal, "insert")
    prompt = clicks.prompt(d)
    assert prompt.startswith(f"{who}: pay {hints.INSERT_COST} ")  # the rules' cost, as the engine has it
    assert clicks.highlights(d, legal) == {m["at"] for m in legal if m["type"] == "insert"}
    clicks.click_action(d, legal, "insert")  # pressed again: cancelled
    assert clicks.mode is None and clicks.highlights(d, legal) == set()


def test_earn_and_pass_act_at_once_and_disabled_actions_say_so():
    s = reach(lambda s: s.game.to_dict(s.state)["phase"] == "action")
    d, legal = s.game.to_dict(s.state), s.legal()
    enabled = Clicks().enabled(d, legal)
    for action in ACTIONS:
        out = Clicks().click_action(d, legal, action)
        if action not in enabled:
            assert out.move is None and out.message == f"{action_label(action)} is not possible now."
        elif action in ("earn", "pass"):
            assert out.move == {"type": action} and out.move in legal
        else:
            assert out == (None, None)


def test_move_for_is_the_move_a_click_would_make():
    s = reach(lambda s: s.game.to_dict(s.state)["phase"] == "buffalo")
    d, legal = s.game.to_dict(s.state), s.legal()
    clicks = Clicks()
    src = legal[0]["from"]
    assert clicks.move_for(d, legal, src) is None  # a click there only picks the buffalo
    clicks.click_hex(d, legal, src)
    for target in clicks.highlights(d, legal):
        move = clicks.move_for(d, legal, target)
        assert move in legal and clicks.click_hex(d, legal, target).move == move
        clicks.source = src


def test_a_buffalo_that_already_moved_is_refused_with_the_rule():
    def all_moved(s: Session) -> list:
        d = s.game.to_dict(s.state)
        if d["phase"] != "buffalo":
            return []
        sources = {m["from"] for m in s.legal()}
        return [h for h, c in d["board"].items() if d["arrived"].get(h, 0) >= c["buffalo"] > 0
                and h not in sources]

    s = reach(all_moved, seed=3, players=4)
    d, legal, moved = s.game.to_dict(s.state), s.legal(), all_moved(s)
    out = Clicks().click_hex(d, legal, moved[0])
    assert out.move is None and out.message == hints.why_no_source(s.state, "buffalo", moved[0])
    assert out.message.endswith("they all moved in this herd step.")


def test_placing_and_taking_back_are_one_click():
    s = sessions.new(["A", "B", "C"], 2)
    d, legal = s.game.to_dict(s.state), s.legal()
    out = Clicks().click_hex(d, legal, legal[0]["to"])
    assert out.move == legal[0]
    assert "open plains" in str(Clicks().click_hex(d, legal, "plains").message)
    s = reach(lambda s: s.game.to_dict(s.state)["phase"] == "supply", seed=5)
    d, legal = s.game.to_dict(s.state), s.legal()
    assert Clicks().click_hex(d, legal, legal[0]["at"]).move == legal[0]
    assert "take a tipi back" in Clicks().prompt(d)

    assert wr.INFO.id == "wind-river"
