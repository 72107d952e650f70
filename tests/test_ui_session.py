"""ui.shell.session: the move line, undo/redo and the saved record (with its redo tail)."""

from __future__ import annotations

import random

import pytest

from engine import manitou as mt
from engine import white_buffalo as wb
from engine import wind_river as wr
from engine.core.errors import IllegalMove, InvalidState
from engine.white_buffalo import hints as wb_hints
from ui.shell.session import Session, Sessions
from ui.wind_river import sessions

NAMES = ["Ann", "Ben", "Cy"]


def played(n: int, seed: int = 3) -> Session:
    s = sessions.new(NAMES, seed)
    rng = random.Random(seed)
    for _ in range(n):
        s.play(rng.choice(s.legal()))
    return s


def test_record_replays_to_the_current_state():
    s = played(30)
    rec = s.record()
    assert rec["format"] == "wind-river-record/1"
    assert wr.to_dict(wr.from_record(rec)) == wr.to_dict(s.state)
    assert rec["redo"] == []


def test_undo_redo_and_a_new_move_drops_the_redo_tail():
    s = played(20)
    states = list(s.states)
    assert s.undo() and s.undo()
    assert s.state is states[18]
    assert s.can_redo()
    assert s.redo()
    assert s.state is states[19]
    s.undo()
    move = s.legal()[-1]
    s.play(move)
    assert not s.can_redo()
    assert s.cursor == 19 and len(s.line) == 19


def test_undo_to_the_start_and_back():
    s = played(12)
    while s.undo():
        pass
    assert s.cursor == 0 and not s.can_undo()
    while s.redo():
        pass
    assert s.cursor == 12


def test_saved_record_keeps_the_redo_tail():
    s = played(25)
    for _ in range(5):
        s.undo()
    rec = s.record()
    assert len(rec["moves"]) == 20 and len(rec["redo"]) == 5
    assert wr.to_dict(wr.from_record(rec)) == wr.to_dict(s.state)
    back = sessions.from_record(rec)
    assert back.cursor == 20 and back.line == s.line
    assert wr.to_dict(back.state) == wr.to_dict(s.state)
    assert back.texts == s.texts


def test_colours_survive_the_record():
    s = sessions.new(NAMES, 1, ["purple", "black", "green"])
    back = sessions.from_record(s.record())
    assert back.colors == ["purple", "black", "green"]


def test_illegal_move_changes_nothing():
    s = played(3)
    before = (s.cursor, list(s.line), s.state)
    with pytest.raises(IllegalMove):
        s.play({"type": "earn"})
    assert (s.cursor, s.line, s.state) == before


@pytest.mark.parametrize("rec, words", [
    ({"format": "wind-river-record/1", "players": ["A", "B", "C"], "seed": 1,
      "moves": [{"type": "earn"}]}, "move 1"),
    ({"format": "wind-river-record/1", "players": ["A", "A", "C"], "seed": 1, "moves": []}, "players"),
    ({"format": "wind-river-record/1", "players": ["A", "B", "C"], "seed": 1, "moves": "x"}, "lists"),
    ([], "JSON object"),
])
def test_bad_records_are_rejected_with_a_reason(rec, words):
    with pytest.raises(InvalidState, match=words):
        sessions.from_record(rec)


def test_a_bad_undone_move_drops_the_redo_tail_from_there_and_says_so():
    s = played(4)
    s.undo()
    s.undo()
    s.undo()
    rec = s.record()
    good = rec["redo"][0]
    rec["redo"][1] = {"type": "pass", "n": 10 ** 30}
    back = sessions.from_record(rec)
    assert back.cursor == 1 and back.line[1:] == [good]  # the good undone move stays for Redo
    assert back.record()["moves"] == rec["moves"] and back.record()["redo"] == [good]
    assert back.note is not None and back.note.startswith("The save's undone move 2 (a move by ")
    assert "Redo cannot bring them back" in back.note and "{" not in back.note.split(":")[0]


def test_a_refused_move_is_named_in_the_games_words_never_as_data():
    s = sessions.new(NAMES, 1)
    legal = s.legal()[0]
    rec = s.record()
    rec["moves"] = [{**legal, "n": 1000}]
    with pytest.raises(InvalidState) as e:
        sessions.from_record(rec)
    said = wr.describe(s.state, legal).rstrip(".")
    assert str(e.value).startswith(f"The save's move 1 ({said}) cannot be played: ")
    rec["moves"] = [{"type": "pass", "n": 1000}]
    with pytest.raises(InvalidState, match=rf"^The save's move 1 \(a move by {NAMES[0]}\) cannot be played"):
        sessions.from_record(rec, "save")


def test_log_texts_come_from_the_engine():
    s = sessions.new(NAMES, 5)
    move = s.legal()[0]
    expected = wr.describe(s.state, move)
    s.play(move)
    assert s.texts[0][0] == expected
    assert s.seats[0] == wr.to_dict(s.states[0])["current"]


# ---- a player who is out (issue 13, point 7) ---------------------------------------------------

def _play_to_a_forced_turn(seed: int = 38) -> Session:
    """A real random game (all seats people) up to the first turn that plays itself."""
    s = sessions.new(["Ann", "Ben", "Cy"], seed)
    rng = random.Random(seed)
    while s.forced() is None:
        assert wr.to_act(s.state) is not None
        s.play(rng.choice(s.legal()))
    return s


def test_the_log_says_once_when_a_player_is_out_and_marks_the_turns_that_played_themselves():
    s = _play_to_a_forced_turn()
    seat = wr.to_act(s.state)
    assert seat is not None
    who = s.players[seat]
    out_line = wr.text.out_of_game(who)
    told = [k for k, lines in enumerate(s.texts) if out_line in lines]
    assert len(told) == 1  # once, on the move that took the last tipi off the board
    assert s.seats[told[0]] == seat
    before = wr.to_dict(s.states[told[0]])
    assert sum(c["tipis"][seat] for c in before["board"].values()) > 0
    after = wr.to_dict(s.states[told[0] + 1])
    assert sum(c["tipis"][seat] for c in after["board"].values()) == 0
    move = s.forced()
    assert move is not None and s.legal() == [move]
    s.play(move)
    assert s.texts[-1][0] == wr.describe(s.states[-2], move)
    assert s.texts[-1][1] == wr.text.played_itself(who)
    s.retell()  # a language switch tells the same lines again
    assert out_line in s.texts[told[0]] and s.texts[-1][1] == wr.text.played_itself(who)


def test_a_bot_that_is_out_is_not_forced_by_the_page():
    s = _play_to_a_forced_turn()
    seat = wr.to_act(s.state)
    s.kinds = ["bot:easy" if k == seat else "human" for k in range(3)]
    assert s.forced() is None  # the bot driver plays it


def test_undo_and_redo_step_over_the_turns_that_played_themselves():
    s = _play_to_a_forced_turn()
    forced_at = s.cursor
    while (move := s.forced()) is not None:
        s.play(move)
    after = s.cursor  # the next person decides here
    assert after > forced_at
    assert s.undo_turn()
    assert s.cursor < forced_at and s.forced() is None  # not back onto a turn that plays itself
    while s.cursor < forced_at and s.redo_turn():
        pass
    assert s.cursor == after  # redo goes past it too


# ---- a move's outcome: played once, its events kept, the one undo policy (issue 26 point 3) ------

class _Counting:
    """A game package (the contract's functions) that counts ``play`` and forbids ``apply``."""

    def __init__(self, game):
        self._game = game
        self.plays = 0

    def __getattr__(self, name):
        return getattr(self._game, name)

    def play(self, state, move):
        self.plays += 1
        return self._game.play(state, move)

    def apply(self, state, move):
        raise AssertionError("the session applied a move instead of playing it")

    def narrate(self, state, move):
        raise AssertionError("the session re-played a move to tell it")


@pytest.mark.parametrize("game", [wr, mt, wb], ids=["wind-river", "manitou", "white-buffalo"])
def test_each_move_is_played_once_and_told_from_its_stored_events(game):
    counting = _Counting(game)
    cls = Sessions(counting)
    s = cls.new(["Ann", "Ben", "Cy"], 9)
    rng = random.Random(9)
    n = 0
    while n < 40 and s.legal():
        before = s.state
        move = rng.choice(s.legal())
        s.play(move)
        n += 1
        assert counting.plays == n
        outcome = game.play(before, move)
        assert s.events[-1] == tuple(outcome.events)
        assert list(s.texts[-1]) == game.narrate(before, move)
    assert n > 10 and len(s.events) == len(s.line) == len(s.texts) == n
    texts = list(s.texts)
    s.retell()
    assert s.texts == texts and counting.plays == n  # retold from the events, nothing played
    back = cls.from_record(s.record())
    assert back.events == s.events and back.texts == s.texts
    s.undo()
    s.play(s.legal()[0])  # a new move drops the undone move's events
    assert len(s.events) == len(s.line) == n


def test_can_take_back_asks_the_game_for_the_move_before_the_cursor():
    s = sessions.new(NAMES, 4)
    assert not s.can_take_back()  # nothing played yet
    s.play(s.legal()[0])
    assert s.can_take_back()  # Wind River: always
    m = Sessions(mt).new(NAMES, 4)
    m.play(m.legal()[0])
    assert not m.can_take_back()  # Manitou: a confirmed decision stays (M-R9)
    assert not m.can_undo_turn() and not m.undo_turn() and m.cursor == 1
    assert m.can_undo() and m.undo()  # one step back stays possible (replays, tests)


def test_white_buffalo_takes_back_exactly_what_undo_allowed_allows():
    s = Sessions(wb).new(["Ann", "Ben"], 12)
    rng = random.Random(12)
    seen = set()
    for _ in range(120):
        if wb.to_act(s.state) is None:
            break
        before = s.state
        move = rng.choice(s.legal())
        s.play(move)
        expected = wb_hints.undo_allowed(before, move, s.state, wb.last_events(s.state))
        assert s.can_take_back() == expected
        assert s.can_undo_turn() == expected  # both seats people: back one move at most
        seen.add(expected)
    assert seen == {True, False}


def test_undo_turn_goes_past_bots_but_never_past_a_move_that_cannot_be_taken_back():
    cls = Sessions(wb)
    s = cls.new(["Ann", "Bot"], 3, kinds=["human", "bot:easy"])
    rng = random.Random(3)
    while s.actor(s.cursor) != 1 or s.cursor < 10:  # play until the bot is to act
        s.play(rng.choice(s.legal()))
    assert not s.can_take_back()  # the person's turn ended (it is the bot's turn)
    assert not s.can_undo_turn() and not s.undo_turn()
    demo = cls.new(["A", "B"], 3, kinds=["bot:easy", "bot:easy"])  # bots only: one move back
    demo.play(demo.legal()[0])
    assert demo.can_undo_turn() == demo.can_take_back()


def test_a_bad_record_names_its_first_bad_move_for_any_game():
    cls = Sessions(mt)
    s = cls.new(NAMES, 5)
    for _ in range(6):
        s.play(s.legal()[0])
    rec = s.record()
    bad = dict(rec, moves=rec["moves"][:3] + [{"type": "nope"}] + rec["moves"][3:])
    with pytest.raises(InvalidState, match=r"file's move 4 .*cannot be played"):
        cls.from_record(bad, "file")
    bad = dict(rec, redo=[rec["moves"][0]])  # only Redo's moves are bad: the game goes on
    back = cls.from_record(bad, "link")
    assert back.record() == dict(rec, redo=[]) and str(back.note).startswith("The link's undone move 1 (")
