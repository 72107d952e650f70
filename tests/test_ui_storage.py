"""ui.shell.storage and ui.shell.saves: the game's localStorage slot, backups, two tabs, problems in plain
words; reading untrusted save text safely."""

from __future__ import annotations

import json

import pytest

from tests.fakedom import FakeStorage
from ui.shell import saves, storage

GAME = "wind-river"
KEY = "wind-river/current"
FORMAT = "wind-river-record/1"


def make(fake=None):
    fake = fake if fake is not None else FakeStorage()
    return fake, storage.Store(lambda: fake, GAME)


def test_write_then_read():
    fake, store = make()
    assert store.read() is None
    assert store.write('{"a":1}') == storage.SAVED
    assert fake.data[KEY] == '{"a":1}'
    assert store.read() == '{"a":1}'
    assert store.take_problem() is None


def test_full_storage_is_reported_once_in_plain_words():
    _, store = make(FakeStorage(full=True))
    assert store.write("x") == storage.FAILED
    message = store.take_problem()
    assert message and "full" in message and "Saved data" in message
    assert "Quota" not in message and "Error" not in message
    assert store.write("y") == storage.FAILED
    assert store.take_problem() is None


def test_a_save_that_works_again_clears_the_full_problem():
    fake, store = make(FakeStorage(full=True))
    store.write("x")
    assert store.take_problem()
    fake.full = False
    assert store.write("y") == storage.SAVED
    fake.full = True
    store.write("z")
    assert store.take_problem(), "a new failure after a success is news again"


def test_forbidden_storage_is_reported_once_in_plain_words():
    def forbidden():
        raise RuntimeError("SecurityError: access denied")

    store = storage.Store(forbidden, GAME)
    assert store.read() is None
    assert store.write("x") == storage.FAILED
    message = store.take_problem()
    assert message and "does not let the game save" in message and "SecurityError" not in message
    assert store.take_problem() is None
    assert store.keep_backup("raw", "1") is None


def test_a_failed_backup_says_nothing_about_saving_a_game():
    """Point 5: a backup copy that fails while no game runs must not claim saving is off."""
    _, store = make(FakeStorage(full=True))
    assert store.keep_backup("{broken", "20260101-120000") is None
    assert store.take_problem() is None


def test_backup_keeps_raw_text_once():
    fake, store = make()
    k1 = store.keep_backup("{broken", "20260101-120000")
    assert k1 == "wind-river/backup-20260101-120000"
    assert fake.data[k1] == "{broken"
    assert store.keep_backup("{broken", "20260101-130000") == k1
    assert len(fake.data) == 1
    assert store.keep_backup("other", "20260101-130000") == "wind-river/backup-20260101-130000"


def test_only_the_newest_backups_are_kept():
    fake, store = make()
    for i in range(7):
        store.keep_backup(f"bad {i}", f"2026010{i}-120000")
    kept = store.backups()
    assert len(kept) == storage.MAX_BACKUPS
    assert [fake.data[k] for k in kept] == [f"bad {i}" for i in range(7 - storage.MAX_BACKUPS, 7)]


def test_saved_data_lists_and_deletes_only_this_games_keys():
    fake, store = make()
    fake.data["other-game/current"] = "x"
    store.write('{"a":1}')
    store.keep_backup("bad", "20260101-120000")
    store.write_pref("bot-delay", "0.3")
    keys = [k for k, _ in store.entries()]
    assert keys[0] == KEY and set(keys) == {KEY, "wind-river/backup-20260101-120000",
                                            "wind-river/pref-bot-delay"}
    assert dict(store.entries())[KEY] == len('{"a":1}')
    assert store.remove("wind-river/backup-20260101-120000")
    assert not store.remove("other-game/current")
    assert "other-game/current" in fake.data and store.backups() == []


def test_another_tab_newer_save_is_never_overwritten_without_asking():
    """Point 3: tab B wrote after tab A read; A's write is refused until forced."""
    fake = FakeStorage()
    _, a = make(fake)
    _, b = make(fake)
    assert a.write("game at move 3") == storage.SAVED
    assert b.read() == "game at move 3"
    assert b.write("game at move 4 (B)") == storage.SAVED
    assert a.changed_elsewhere()
    assert a.write("game at move 4 (A)") == storage.CONFLICT
    assert fake.data[KEY] == "game at move 4 (B)"
    assert a.write("game at move 4 (A)", force=True) == storage.SAVED
    assert fake.data[KEY] == "game at move 4 (A)"
    assert b.write("game at move 5 (B)") == storage.CONFLICT


def test_peek_and_mirror_slot_read_without_changing_what_the_tab_knows():
    """The page's public readers: ``peek`` leaves ``known`` alone (a conflict stays one), and
    ``mirror_slot`` names the slot ``<game>/current`` copies."""
    fake = FakeStorage()
    _, a = make(fake)
    _, b = make(fake)
    a.select("s1")
    b.select("s1")
    assert a.mirror_slot() is None
    assert a.write("game at move 3") == storage.SAVED
    assert a.mirror_slot() == "s1"
    assert fake.data[storage.key_for(GAME, storage.MIRROR_OF)] == "s1"
    assert b.write("game at move 4 (B)", force=True) == storage.SAVED
    assert a.peek() == "game at move 4 (B)"
    assert a.changed_elsewhere()  # peeking did not make the other tab's save this tab's


def test_a_quiet_pref_that_does_not_fit_is_not_reported():
    _, store = make(FakeStorage(full=True))
    assert store.write_pref("open", "s1", note=False) is False
    assert store.take_problem() is None
    assert store.write_pref("open", "s1") is False
    assert store.take_problem() == storage.FULL


def test_a_save_deleted_elsewhere_also_counts_as_changed():
    fake, store = make()
    store.write("x")
    del fake.data[KEY]
    assert store.write("y") == storage.CONFLICT


@pytest.mark.parametrize("text, words", [
    ("{not json", "damaged"),
    ("[1, 2]", "not a game record"),
    ('{"format": "something/1"}', "not a record of this game"),
    ("[" * 4500 + "]" * 4500, "nested far too deeply"),
    ('{"format": "wind-river-record/1", "x": ' + "{\"a\":" * 3000 + "1" + "}" * 3000 + "}",
     "nested far too deeply"),
    ("x" * (saves.MAX_SAVE_CHARS + 1), "far too large"),
    (None, "empty or not text"),
    ("", "damaged"),
])
def test_decode_rejects_with_a_plain_reason(text, words):
    with pytest.raises(saves.SaveError, match=words) as err:
        saves.decode(text, FORMAT)
    assert "utf" not in str(err.value).lower() and "json" not in str(err.value).lower()


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = json.dumps({"format": FORMAT, "note": "[" * 5000})
    assert saves.decode(text, FORMAT)["note"] == "[" * 5000
    assert saves.nesting_depth('{"a": "\\"[[[["}') == 1


def test_a_save_with_a_byte_order_mark_is_read():
    rec = {"format": FORMAT, "players": ["A", "B", "C"], "seed": 1, "moves": []}
    assert saves.decode("\ufeff" + json.dumps(rec), FORMAT) == rec


def test_encode_decode_round_trip():
    rec = {"format": FORMAT, "players": ["A", "B", "C"], "seed": 1, "moves": []}
    assert saves.decode(saves.encode(rec), FORMAT) == rec


def test_a_value_or_a_list_the_browser_fails_to_read_is_an_error_never_missing():
    fake, store = make()
    store.select("abc")
    store.write('{"a":1}')
    store.write_pref("bot-delay", "0.3")

    def failing_get(key):
        raise MemoryError("no memory for a 4.6 MB value")

    fake.getItem = failing_get
    with pytest.raises(storage.StorageReadError, match="MemoryError"):
        store.read()
    with pytest.raises(storage.StorageReadError):
        store.read_slot("abc")
    assert dict(store.entries())[store.key] is None  # listed, its size unknown
    assert store.slots() == ["abc"]
    assert store.read_pref("bot-delay") is None and store.take_unreadable() == ["wind-river/pref-bot-delay"]

    def failing_key(i):
        raise RuntimeError("the list broke off")

    fake.key = failing_key
    with pytest.raises(storage.StorageReadError):  # never a list cut short
        store.slots()
