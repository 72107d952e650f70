"""The page's bots on CPython: seat kinds in records, bot seeds, undo/redo past bot moves, and the
asyncio driver that plays the bots' turns (ui.shell.seats, ui.shell.session, ui.shell.autoplay)."""

from __future__ import annotations

import asyncio
import random
from itertools import pairwise
from typing import Any, Dict, List

import pytest

from engine import wind_river as wr
from engine.core.errors import InvalidState
from tests.bot_calls import choose_move
from ui.shell import autoplay, seats
from ui.shell.autoplay import BotDriver
from ui.wind_river import sessions

NAMES = ["Ann", "Ben", "Cy"]
SALT = seats.device_salt()  # the drivers' default salt: the bot_game replays make the same choices


# ---- seat kinds ----------------------------------------------------------------------------------
def test_seat_kinds_and_form_choices():
    assert seats.KINDS == ("human", "bot:easy", "bot:normal", "bot:hard")
    assert [seats.from_choice(c) for c in seats.CHOICES] == list(seats.KINDS)
    assert [seats.to_choice(k) for k in seats.KINDS] == list(seats.CHOICES)
    assert seats.level_of("bot:hard") == "hard" and seats.level_of("human") is None
    assert seats.label("bot:easy") == "computer, easy" and seats.label("human") == "person"
    with pytest.raises(ValueError, match="seat choice"):
        seats.from_choice("bot:hard")


def test_normalize_seats():
    assert seats.normalize(None, 3) == ["human"] * 3
    assert seats.normalize(("human", "bot:hard", "bot:easy"), 3) == ["human", "bot:hard", "bot:easy"]
    bad: Any
    for bad in (["human"] * 4, "human", ["human", "robot", "human"], ["human", None, "human"], {}):
        with pytest.raises(ValueError):
            seats.normalize(bad, 3)


def test_the_bots_salt_is_a_secret_of_the_device_not_the_game_seed():
    salt = seats.device_salt()
    assert salt == seats.device_salt() and len(salt) == 16
    assert BotDriver(lambda: None, lambda: None).salt == salt
    assert BotDriver(lambda: None, lambda: None, salt="x").salt == "x"


def test_record_keeps_seat_kinds_and_old_records_are_all_human():
    kinds = ["human", "bot:normal", "bot:hard"]
    s = sessions.new(NAMES, 3, kinds=kinds)
    rec = s.record()
    assert rec["seats"] == kinds
    assert wr.to_dict(wr.from_record(rec)) == wr.to_dict(s.state)  # the engine ignores the key
    assert sessions.from_record(rec).kinds == kinds
    del rec["seats"]
    assert sessions.from_record(rec).kinds == ["human"] * 3
    assert sessions.new(NAMES, 3).kinds == ["human"] * 3


@pytest.mark.parametrize("value", [["human", "bot:hard"], ["human", "bot:expert", "human"], "bot:hard", 3])
def test_bad_seats_in_a_record_are_rejected_with_a_reason(value):
    rec = sessions.new(NAMES, 3).record()
    rec["seats"] = value
    with pytest.raises(InvalidState, match="seats"):
        sessions.from_record(rec)


def test_bad_seat_kinds_for_a_new_session():
    with pytest.raises(ValueError):
        sessions.new(NAMES, 3, kinds=["human", "bot:hard"])


# ---- undo and redo past bot moves -------------------------------------------------------------
def test_undo_and_redo_targets_on_a_plain_line():
    # positions 0..9; the actor of each position (None: game over at 9)
    actors = [0, 1, 1, 2, 0, 0, 1, 2, 2, None]
    kinds = ["human", "bot:easy", "bot:hard"]
    actor = actors.__getitem__
    assert seats.undo_target(8, kinds, actor) == 5
    assert seats.undo_target(5, kinds, actor) == 4
    assert seats.undo_target(4, kinds, actor) == 0
    assert seats.undo_target(0, kinds, actor) is None
    assert seats.redo_target(0, 9, kinds, actor) == 4
    assert seats.redo_target(5, 9, kinds, actor) == 9  # the end (game over)
    assert seats.redo_target(9, 9, kinds, actor) is None
    # no person before the cursor: nothing to undo
    assert seats.undo_target(3, ["bot:easy", "bot:easy", "human"], actor) is None
    # two people: the last decision of either
    assert seats.undo_target(8, ["human", "bot:easy", "human"], actor) == 7
    # a demo (bots only): one move at a time
    assert seats.undo_target(8, ["bot:easy"] * 3, actor) == 7
    assert seats.redo_target(3, 9, ["bot:easy"] * 3, actor) == 4
    # redo stops at the end of the line even when a bot is to act there
    assert seats.redo_target(0, 3, kinds, actor) == 3
    # all people: one move at a time, as before bots existed
    everyone = ["human"] * 3
    assert [seats.undo_target(c, everyone, actor) for c in range(1, 9)] == list(range(0, 8))
    assert [seats.redo_target(c, 9, everyone, actor) for c in range(0, 9)] == list(range(1, 10))


def bot_game(kinds, seed=11, until=None):
    """A session where every seat's moves come from the bots' own choices (easy/normal only)."""
    s = sessions.new(NAMES, seed, kinds=kinds)
    rng = random.Random(seed)
    while s.game.to_dict(s.state)["phase"] != "over" and (until is None or not until(s)):
        level = seats.level_of(s.kinds[s.actor(s.cursor) or 0])
        if level is None:
            s.play(rng.choice(s.legal()))
        else:
            s.play(choose_move(s.state, level, seed=SALT))
    return s


def test_session_undo_turn_lands_on_a_person_and_redo_turn_comes_back():
    s = bot_game(["human", "bot:easy", "bot:normal"], until=lambda s: s.cursor >= 40)
    while s.bot_level() is not None:  # stop at a person's decision
        s.play(choose_move(s.state, s.bot_level(), seed=1))
    end = s.cursor
    assert s.can_undo_turn()
    assert s.undo_turn()
    assert s.actor(s.cursor) == 0 and s.bot_level() is None
    assert s.cursor < end - 1  # the bots' moves in between were taken back too
    assert all(s.actor(k) != 0 for k in range(s.cursor + 1, end))
    assert s.redo_turn() and s.cursor == end
    # a game over at the end: undo goes to the person's last decision before it
    s = bot_game(["human", "bot:easy", "bot:normal"])
    assert s.game.to_dict(s.state)["phase"] == "over"
    assert s.undo_turn() and s.bot_level() is None and s.actor(s.cursor) == 0
    assert s.redo_turn() and s.game.to_dict(s.state)["phase"] == "over"


def test_session_undo_turn_with_only_bots_before():
    # the bots place first: before the person's first decision there is nothing to undo
    s = sessions.new(NAMES, 5, kinds=["human", "bot:easy", "bot:easy"])
    assert s.actor(0) != 0  # seed 5: a bot places first
    while (level := s.bot_level()) is not None:
        s.play(choose_move(s.state, level, seed=0))
    assert s.cursor > 0 and not s.can_undo_turn() and not s.undo_turn()


# ---- the driver ---------------------------------------------------------------------------------
def run(coro):
    return asyncio.run(coro)


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
def test_driver_plays_a_demo_to_the_end_with_the_seeded_choices():
    kinds = ["bot:easy", "bot:normal", "bot:easy"]

    async def main():
        s = sessions.new(NAMES, 5, kinds=kinds)
        moves = []
        done = asyncio.Event()
        drv = BotDriver(lambda: s, lambda: moves.append(s.cursor), on_idle=done.set)
        drv.delay = 0
        drv.restart()
        await asyncio.wait_for(done.wait(), 60)
        return s, moves, drv

    s, moves, drv = run(main())
    assert s.game.to_dict(s.state)["phase"] == "over"
    assert moves == list(range(1, s.cursor + 1)) and drv.moves_played == s.cursor
    # each choice is the bot's own for that position and seed: a replay gives the same game
    replay = bot_game(kinds, seed=5)
    assert replay.line == s.line
    assert not drv.running


def test_driver_stops_at_a_person_and_restarts_after_their_move():
    async def main():
        s = sessions.new(NAMES, 8, kinds=["human", "bot:easy", "bot:normal"])
        idle = asyncio.Event()
        drv = BotDriver(lambda: s, lambda: None, on_idle=idle.set)
        drv.delay = 0
        rng = random.Random(8)
        people = 0
        while s.game.to_dict(s.state)["phase"] != "over" and people < 30:
            drv.restart()
            if drv.running:
                idle.clear()
                await asyncio.wait_for(idle.wait(), 30)
            assert s.bot_level() is None  # a person is to act (or the game is over)
            if s.game.to_dict(s.state)["phase"] == "over":
                break
            assert s.actor(s.cursor) == 0
            s.play(rng.choice(s.legal()))
            people += 1
        return s, people

    s, people = run(main())
    assert people >= 10
    for k in range(s.cursor):
        if s.actor(k) != 0:
            level = seats.level_of(s.kinds[s.actor(k)])
            assert level is not None
            assert s.line[k] == choose_move(s.states[k], level, seed=SALT)


def test_restart_drops_a_turn_under_way_and_its_move_is_never_played():
    async def main():
        s = sessions.new(NAMES, 4, kinds=["bot:hard", "bot:hard", "bot:hard"])
        played = []
        drv = BotDriver(lambda: s, lambda: played.append(s.cursor), slice_seconds=0.001)
        drv.delay = 0
        drv.restart()
        for _ in range(3):
            await asyncio.sleep(0)
        assert drv.thinking or played  # the first decision is under way (or forced and done)
        before = s.cursor
        drv.stop()
        for _ in range(20):
            await asyncio.sleep(0.001)
        assert s.cursor == before and not drv.running
        return drv

    drv = run(main())
    assert drv.task is None


def test_pauses_between_steps_and_skip_ends_them():
    """The pause counts from the last move shown; skip plays on at once."""

    async def main():
        now = [0.0]
        slept = []

        async def fake_sleep(t):
            slept.append(t)
            now[0] += t
            await asyncio.sleep(0)

        s = sessions.new(NAMES, 6, kinds=["bot:easy"] * 3)
        idle = asyncio.Event()
        stamps = []
        drv = BotDriver(lambda: s, lambda: stamps.append(now[0]), on_idle=idle.set,
                        sleep=fake_sleep, clock=lambda: now[0])
        drv.delay = 0.3
        drv.restart()
        while len(stamps) < 4:
            await asyncio.sleep(0)
        gaps = [round(b - a, 6) for a, b in pairwise(stamps)]
        assert all(abs(g - 0.3) < 1e-6 for g in gaps), gaps
        assert max(slept) <= autoplay.WAIT_TICK
        drv.skip()
        await asyncio.wait_for(idle.wait(), 60)
        return s, stamps, drv

    s, stamps, drv = run(main())
    assert s.game.to_dict(s.state)["phase"] == "over"
    assert stamps[-1] - stamps[4] < 1.0  # no pauses after the skip
    assert not drv.skipping


def test_paused_demo_replays_the_redo_tail_on_resume():
    async def main():
        s = bot_game(["bot:easy"] * 3, seed=9, until=lambda s: s.cursor >= 30)
        line = list(s.line)
        for _ in range(5):
            s.undo_turn()
        assert s.cursor == 25 and s.can_redo()
        idle = asyncio.Event()
        drv = BotDriver(lambda: s, lambda: None, on_idle=idle.set)
        drv.delay = 0
        drv.set_paused(True)
        drv.restart()
        assert not drv.running  # paused: nothing happens
        drv.set_paused(False)
        await asyncio.wait_for(idle.wait(), 60)
        return s, line

    s, line = run(main())
    assert s.line[:30] == line and s.game.to_dict(s.state)["phase"] == "over"


def test_a_failing_turn_is_reported():
    async def main():
        s = sessions.new(NAMES, 3, kinds=["bot:easy"] * 3)
        errors: List[str] = []
        idle = asyncio.Event()

        def boom():
            raise RuntimeError("drawing failed")

        drv = BotDriver(lambda: s, boom, on_error=errors.append, on_idle=idle.set)
        drv.delay = 0
        drv.restart()
        await asyncio.wait_for(idle.wait(), 10)
        return errors

    errors = run(main())
    assert len(errors) == 1 and "drawing failed" in errors[0]


# ---- what the page shows ------------------------------------------------------------------------
def test_players_panel_marks_the_bots_and_the_status_says_who_thinks():
    from ui.wind_river import view as panels

    s = sessions.new(NAMES, 4, kinds=["human", "bot:normal", "bot:hard"])
    html = panels.players_html(s.game.to_dict(s.state), ["A", "B", "C"], s.colors, s.kinds)
    assert html.count('class="bot"') == 2
    assert 'data-level="normal"' in html and "computer · hard" in html
    assert 'class="bot"' not in panels.players_html(s.game.to_dict(s.state), ["A", "B", "C"], s.colors)
    d = s.game.to_dict(s.state)
    who = d["players"][d["current"]]["name"]
    assert panels.bot_prompt(d, "hard") == f"{who} (computer, hard) places a tipi…"
    assert panels.bot_prompt(d, "hard", skipping=True).endswith("(skipping ahead)")
    assert panels.bot_prompt(d, "easy", paused=True).startswith(f"Paused: {who} (computer, easy)")


def test_the_bot_speed_is_kept_as_a_setting():
    from ui.shell import storage

    data: Dict[str, str] = {}

    class Fake:
        def getItem(self, k):
            return data.get(k)

        def setItem(self, k, v):
            data[k] = v

    store = storage.Store(Fake, "wind-river")
    assert store.read_pref("bot-delay") is None
    assert store.write_pref("bot-delay", "0.8")
    assert data == {"wind-river/pref-bot-delay": "0.8"} and store.read_pref("bot-delay") == "0.8"
    assert storage.Store(lambda: None, "wind-river").read_pref("bot-delay") is None
