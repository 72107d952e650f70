"""Several games at once (ui.shell.games, the slot methods of ui.shell.storage.Store) and the
replay cursor (ui.shell.replay): kept games, the old single slot moved in, storage full, hostile
summaries, and a replay that never touches the live game."""

from __future__ import annotations

import json
import random
from typing import Set

import pytest

from engine import manitou as mt
from engine import wind_river as wr
from tests.fakedom import FakeStorage
from ui.shell import games, replay, snapshot, storage
from ui.shell import summary as home_summary
from ui.shell.session import Sessions

GAME = "wind-river"
WR_SESSIONS = Sessions(wr)
NAMES = ["Ann", "Ben", "Cy"]


def store_of(fake):
    return storage.Store(lambda: fake, GAME)


def played(moves: int, seed: int = 1, sessions: Sessions = WR_SESSIONS, names=NAMES):
    s = sessions.new(names, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.actor(s.cursor) is None:
            break
        s.play(rng.choice(s.legal()))
    return s


def finished(seed: int = 1, sessions: Sessions = WR_SESSIONS, names=NAMES):
    return played(100_000, seed, sessions, names)


def keep(store, session, when: float) -> str:
    """What the page does for a new game: a fresh slot, the record, the summary."""
    slot = games.new_slot(when, store.slots(), random.Random(when))
    store.select(slot)
    assert store.write(json.dumps(session.record())) == storage.SAVED
    assert store.write_summary(home_summary.encode(session, when))
    return slot


# ---- the kept games ----------------------------------------------------------------------------

def test_new_slots_are_short_unique_and_valid():
    rng = random.Random(3)
    taken: Set[str] = set()
    for i in range(300):
        slot = games.new_slot(1_700_000_000_000 + i // 10, taken, rng)
        assert games.valid_slot(slot) and slot not in taken and len(slot) <= 12
        taken.add(slot)
    for bad in ("", "UPPER", "a/b", "../x", "x" * 25, None, 7, "a b", "<img>"):
        assert not games.valid_slot(bad)


def test_every_game_started_is_kept_and_listed_last_played_first():
    fake = FakeStorage()
    store = store_of(fake)
    a = keep(store, played(3, 1), 1000)
    b = keep(store, finished(2), 3000)
    c = keep(store, played(7, 3), 2000)
    assert sorted(store.slots()) == sorted([a, b, c])
    listed = games.kept_games(store)
    assert [g["slot"] for g in listed] == [b, c, a]
    assert listed[0]["summary"]["over"] is True and listed[0]["summary"]["winners"]
    assert listed[2]["summary"]["moves"] == 3 and listed[2]["summary"]["to_play"] in NAMES
    # each game is its own key: the records are all still there and different
    records = {slot: json.loads(fake.data[f"{GAME}/game-{slot}"]) for slot in (a, b, c)}
    assert len({len(r["moves"]) for r in records.values()}) == 3
    # Wind River counts turns (three tipis placed: the fourth turn), not moves
    assert games.game_line(listed[2]["summary"]).startswith("3 players · turn 4 · ")
    assert listed[1]["summary"]["unit"] == "turn" and listed[1]["summary"]["count"] == 1 + sum(
        a.current != b.current for a, b in zip(played(7, 3).states, played(7, 3).states[1:], strict=False))


def test_deleting_a_game_takes_its_summary_and_nothing_else():
    fake = FakeStorage()
    store = store_of(fake)
    a = keep(store, played(3, 1), 1000)
    b = keep(store, played(4, 2), 2000)
    store.write_pref("bot-delay", "0.3")
    assert store.delete_slot(a)
    assert store.slots() == [b]
    assert f"{GAME}/summary-{a}" not in fake.data and f"{GAME}/game-{a}" not in fake.data
    assert fake.data[f"{GAME}/pref-bot-delay"] == "0.3"
    assert store.read() == fake.data[f"{GAME}/game-{b}"]  # the selected game is untouched


def test_the_old_single_slot_is_moved_into_a_slot_losing_nothing():
    fake = FakeStorage()
    old = played(5, 4)
    fake.data[f"{GAME}/current"] = json.dumps(old.record())
    fake.data[f"{GAME}/summary"] = home_summary.encode(old)
    fake.data[f"{GAME}/pref-bot-delay"] = "0.8"
    fake.data["manitou/current"] = "{}"  # another game's save is not this game's business
    store = store_of(fake)
    slot = store.migrate("m1")
    assert slot == "m1" and store.slots() == ["m1"]
    assert json.loads(fake.data[f"{GAME}/game-m1"]) == old.record()
    assert f"{GAME}/summary" not in fake.data
    # the contract's key stays, now as the copy of the slot it went to
    assert fake.data[f"{GAME}/current"] == fake.data[f"{GAME}/game-m1"]
    assert fake.data[f"{GAME}/current-slot"] == "m1" and store.is_mirror()
    summary = games.parse_summary(fake.data[f"{GAME}/summary-m1"], GAME)
    assert summary and summary["moves"] == 5
    assert fake.data["manitou/current"] == "{}" and fake.data[f"{GAME}/pref-bot-delay"] == "0.8"
    assert games.slot_to_open(store, None, slot) == "m1"
    store.select(slot)
    assert WR_SESSIONS.from_record(json.loads(store.read())).cursor == 5
    assert store.migrate("m2") is None  # nothing more to move


def test_a_corrupt_old_save_is_moved_as_it_is():
    fake = FakeStorage()
    fake.data[f"{GAME}/current"] = "{broken"
    store = store_of(fake)
    assert store.migrate("x1") == "x1"
    assert fake.data[f"{GAME}/game-x1"] == "{broken"


def test_a_full_storage_keeps_the_old_slot_where_it_is():
    fake = FakeStorage()
    fake.data[f"{GAME}/current"] = "{\"format\": 1}"
    fake.full = True
    store = store_of(fake)
    assert store.migrate("m1") is None
    assert fake.data[f"{GAME}/current"] == "{\"format\": 1}"  # not lost, still in use
    assert store.read() == "{\"format\": 1}"


def test_the_contract_key_always_holds_the_game_saved_last():
    fake = FakeStorage()
    store = store_of(fake)
    a = keep(store, played(3, 1), 1000)
    assert fake.data[f"{GAME}/current"] == fake.data[f"{GAME}/game-{a}"]
    b = keep(store, played(6, 2), 2000)
    assert fake.data[f"{GAME}/current"] == fake.data[f"{GAME}/game-{b}"]
    assert fake.data[f"{GAME}/current-slot"] == b
    store.select(a)  # back to the first game (the page reads it): its next save is the copy
    store.read()
    assert store.write(json.dumps(played(4, 1).record())) == storage.SAVED
    assert fake.data[f"{GAME}/current"] == fake.data[f"{GAME}/game-{a}"]
    assert store.is_mirror() and store.migrate("zz") is None  # a copy is not taken in again
    assert sorted(store.slots()) == sorted([a, b])


def test_a_record_put_under_the_contract_key_by_a_tool_is_taken_in():
    fake = FakeStorage()
    store = store_of(fake)
    a = keep(store, played(3, 1), 1000)
    other = json.dumps(played(8, 5).record())
    fake.data[f"{GAME}/current"] = other  # e.g. a test harness writing a position and reloading
    assert not store.is_mirror()
    assert store.migrate("t1") == "t1"
    assert fake.data[f"{GAME}/game-t1"] == other and fake.data[f"{GAME}/game-{a}"] != other
    assert fake.data[f"{GAME}/current-slot"] == "t1" and store.is_mirror()


def test_deleting_the_game_saved_last_takes_its_copy_too():
    fake = FakeStorage()
    store = store_of(fake)
    a = keep(store, played(3, 1), 1000)
    b = keep(store, played(4, 2), 2000)
    assert store.delete_slot(a) and fake.data[f"{GAME}/current-slot"] == b  # not a's copy: stays
    assert store.delete_slot(b)
    assert f"{GAME}/current" not in fake.data and f"{GAME}/current-slot" not in fake.data
    assert store.migrate("c1") is None and store.slots() == []  # nothing comes back


def test_a_copy_that_does_not_fit_is_removed_not_left_stale():
    fake = FakeStorage()
    store = store_of(fake)
    keep(store, played(3, 1), 1000)
    fake.full = True
    assert store.write(json.dumps(played(9, 1).record())) == storage.FAILED
    fake.full = False
    b = keep(store, played(2, 2), 2000)
    real_set = fake.setItem

    def no_room_for_copies(key, value):
        if key.endswith("/current"):
            raise RuntimeError("QuotaExceededError")
        real_set(key, value)
    fake.setItem = no_room_for_copies  # type: ignore[method-assign]  # this storage fills up
    assert store.write(json.dumps(played(5, 2).record())) == storage.SAVED  # the game is kept
    assert f"{GAME}/current" not in fake.data and f"{GAME}/current-slot" not in fake.data
    assert json.loads(fake.data[f"{GAME}/game-{b}"])["moves"] == played(5, 2).record()["moves"]


def test_which_game_a_page_opens():
    fake = FakeStorage()
    store = store_of(fake)
    assert games.slot_to_open(store, None, None) is None
    a = keep(store, played(3, 1), 1000)
    b = keep(store, played(3, 2), 2000)
    assert games.slot_to_open(store, a, b) == a          # asked for by the home page
    assert games.slot_to_open(store, "gone", b) == b     # else the one remembered
    assert games.slot_to_open(store, "../x", "zz") == b  # else the last played
    assert games.slot_to_open(store, None, None) == b


def test_storage_full_offers_the_oldest_finished_games_and_deletes_nothing():
    fake = FakeStorage()
    store = store_of(fake)
    old_done = keep(store, finished(1), 1000)
    running = keep(store, played(2, 2), 500)
    newer_done = keep(store, finished(3), 3000)
    newest_done = keep(store, finished(4), 4000)
    current = keep(store, played(5, 5), 5000)
    fake.full = True
    before = dict(fake.data)
    s = played(6, 5)
    assert store.write(json.dumps(s.record())) == storage.FAILED
    offer = games.room_offer(store, current, limit=2)
    assert [g["slot"] for g in offer] == [old_done, newer_done]  # oldest finished first
    assert running not in [g["slot"] for g in games.room_offer(store, current)]
    assert newest_done in [g["slot"] for g in games.room_offer(store, current)]
    assert fake.data == before  # offering deleted nothing
    # the player deletes one: room again, and the save goes through
    fake.full = False
    assert store.delete_slot(old_done)
    assert store.take_problem() is None
    assert store.write(json.dumps(s.record())) == storage.SAVED
    assert old_done not in store.slots() and len(store.slots()) == 4


@pytest.mark.parametrize("text", [
    None, "", "{", "[]", "null", "1e999", "[" * 5000 + "]" * 5000, "x" * 10_000,
    json.dumps({"format": "summary/2", "game": GAME}),
    json.dumps({"format": "summary/1", "game": "manitou"}),
])
def test_hostile_summaries_are_ignored(text):
    assert games.parse_summary(text, GAME) is None


def test_hostile_fields_of_a_summary_are_dropped_one_by_one():
    evil = {"format": "summary/1", "game": GAME, "players": 1e99, "moves": -3, "to_play": "x" * 500,
            "unit": "<b>season</b>", "count": -1,
            "over": "yes", "winners": ["<b>A</b>", 5, None, "y" * 99] * 10, "played": float("nan")}
    got = games.parse_summary(json.dumps(evil).replace("NaN", "1e400"), GAME)
    assert got == {"players": None, "moves": None, "unit": None, "count": None, "to_play": None,
                   "over": False,
                   "winners": ["<b>A</b>", "<b>A</b>"], "played": 0}
    assert games.game_line(got) == "A saved game"
    assert games.game_line(None) == "A saved game"
    got = games.parse_summary(json.dumps({**evil, "players": True, "played": True}), GAME)
    assert got is not None and got["players"] is None and got["played"] == 0


def test_hostile_keys_and_a_broken_backend_never_break_the_list():
    fake = FakeStorage()
    store = store_of(fake)
    fake.data[f"{GAME}/game-../../x"] = "{}"
    fake.data[f"{GAME}/game-"] = "{}"
    fake.data[f"{GAME}/summary-abc"] = "{}"  # a summary without its game
    ok = keep(store, played(1, 1), 10)
    assert [g["slot"] for g in games.kept_games(store)] == [ok]

    class Broken(FakeStorage):
        def getItem(self, k):  # noqa: N802
            raise RuntimeError("SecurityError")

    broken = storage.Store(lambda: Broken(), GAME)
    assert games.kept_games(broken) == [] and games.room_offer(broken, None) == []
    gone = storage.Store(lambda: None, GAME)
    assert gone.slots() == [] and gone.delete_slot("a") is False and gone.migrate("a") is None


# ---- the replay cursor ---------------------------------------------------------------------------

def test_the_replay_cursor_steps_and_stops_at_both_ends():
    s = played(6, 7)
    r = replay.Replay(s)
    assert (r.pos, r.end) == (0, 6)
    assert not r.back() and not r.first() and r.pos == 0
    assert r.forward() and r.forward() and r.pos == 2
    assert r.back() and r.pos == 1
    assert r.last() and r.pos == 6 and not r.forward() and not r.last()
    assert r.first() and r.pos == 0
    assert r.at_moment() == [] and r.go(3) and r.at_moment() == list(s.texts[2])
    assert not r.go(3) and r.go(99) and r.pos == 6 and r.go(-5) and r.pos == 0


def test_playing_steps_to_the_end_and_stops():
    s = played(4, 8)
    r = replay.Replay(s, start=4)
    assert r.toggle_play() and r.pos == 0  # at the end: from the start again
    seen = []
    while r.tick():
        seen.append(r.pos)
    assert seen == [1, 2, 3]
    assert r.pos == 4 and not r.playing
    r.go(1)
    assert r.toggle_play() and not r.toggle_play() and r.pos == 1  # pause
    r.set_speed("fast")
    assert r.delay() == replay.SPEEDS["fast"]
    r.set_speed("<script>")
    assert r.speed == "fast"
    assert replay.Replay(played(0, 1)).toggle_play() is False  # nothing to play


def test_a_replays_snapshot_shows_each_moment_and_never_touches_the_live_game():
    s = played(8, 9)
    s.undo()  # a redo tail: the replay ends at the live position, not in it
    live = (s.cursor, list(s.line), s.record())
    r = replay.Replay(s)
    assert r.end == 7
    for k in range(r.end + 1):
        r.go(k)
        v = snapshot.take(s, cursor=r.pos, replaying=True)
        assert v.cursor == k and v.state is s.states[k]
        assert v.observation == wr.to_dict(s.states[k])
        assert [p.lines for p in v.history] == list(s.texts[:k]) and list(v.players) == s.players
        assert v.legal == () and v.bot_level is None and not v.acting
        assert not (v.can_undo or v.can_redo)
    assert (s.cursor, s.line, s.record()) == live


def test_a_finished_game_is_known_as_such_for_the_privacy_words():
    mt_sessions = Sessions(mt)
    done = finished(3, mt_sessions, ["Ann", "Ben"])
    assert replay.Replay(done).finished_game()
    assert "every card" in replay.privacy_words(replay.Replay(done))
    going = played(5, 3, mt_sessions, ["Ann", "Ben"])
    assert not replay.Replay(going).finished_game()
    assert "only what you could see" in replay.privacy_words(replay.Replay(going))
    r = replay.Replay(going)
    assert replay.status_words(r).startswith("Replay: the start")
    r.last()
    assert replay.status_words(r) == f"Replay: move {going.cursor} of {going.cursor}."
