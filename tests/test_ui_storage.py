"""ui.storage: the localStorage slot, backups of unreadable saves, problems reported once."""

from __future__ import annotations

import pytest

from ui import storage


class FakeStorage:
    """The Web Storage methods the UI uses, over a dict; can be made full or broken."""

    def __init__(self, full: bool = False) -> None:
        self.data: dict = {}
        self.full = full

    @property
    def length(self) -> int:
        return len(self.data)

    def key(self, i):
        keys = list(self.data)
        return keys[i] if i < len(keys) else None

    def getItem(self, k):  # noqa: N802 - Web Storage names
        return self.data.get(k)

    def setItem(self, k, v):  # noqa: N802
        if self.full:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.data[k] = v


def test_write_then_read():
    fake = FakeStorage()
    store = storage.Store(lambda: fake)
    assert store.read() is None
    assert store.write('{"a":1}')
    assert fake.data[storage.KEY] == '{"a":1}'
    assert store.read() == '{"a":1}'
    assert store.take_problem() is None


def test_full_storage_is_reported_once_and_play_goes_on():
    store = storage.Store(lambda: FakeStorage(full=True))
    assert not store.write("x")
    message = store.take_problem()
    assert message and "QuotaExceededError" in message and "keep playing" in message
    assert not store.write("y")
    assert store.take_problem() is None


def test_forbidden_storage_is_reported_once():
    def forbidden():
        raise RuntimeError("SecurityError: access denied")

    store = storage.Store(forbidden)
    assert store.read() is None
    assert not store.write("x")
    assert "SecurityError" in store.take_problem()
    assert store.take_problem() is None
    assert store.keep_backup("raw", "1") is None


def test_backup_keeps_raw_text_once():
    fake = FakeStorage()
    store = storage.Store(lambda: fake)
    k1 = store.keep_backup("{broken", "20260101-120000")
    assert k1 == "wind-river/backup-20260101-120000"
    assert fake.data[k1] == "{broken"
    # the same text again (e.g. the page reloaded) reuses the backup
    assert store.keep_backup("{broken", "20260101-130000") == k1
    assert len(fake.data) == 1
    assert store.keep_backup("other", "20260101-130000") == "wind-river/backup-20260101-130000"


@pytest.mark.parametrize("text, words", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "not a game record"),
    ('{"format": "something/1"}', "wind-river-record/1"),
])
def test_decode_rejects_with_a_reason(text, words):
    with pytest.raises(ValueError, match=words):
        storage.decode(text)


def test_encode_decode_round_trip():
    rec = {"format": "wind-river-record/1", "players": ["A", "B", "C"], "seed": 1, "moves": []}
    assert storage.decode(storage.encode(rec)) == rec
