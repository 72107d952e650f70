"""ui.shell.transfer: game files and links — round trips for both games, the size of a long game's
link, and 20+ broken and hostile files and links, each refused in plain words with nothing in
storage touched."""

from __future__ import annotations

import base64
import json
import random
import zlib
from functools import cache

import pytest

from engine.core import registry
from engine.manitou.playout import random_game as manitou_game
from engine.wind_river.playout import random_game as wind_river_game
from tests.fakedom import FakeStorage
from ui import manitou, wind_river
from ui.shell import saves, storage, transfer
from ui.shell.saves import SaveError
from ui.shell.session import Sessions

WR = wind_river.sessions
MT = manitou.sessions
WR_FORMAT = "wind-river-record/1"
MT_FORMAT = "manitou-record/1"

#: 4 players, seed 3866: the first seeded random game found with 300 moves or more (305; seeds
#: 0–3865 end sooner, the longest of 0–400 after 285 moves).
LONG_SEED = 3866


def played(cls, names, seed, moves, colors=None, kinds=None):
    """A session of ``cls`` with ``moves`` played."""
    s = cls.new(names, seed, colors, kinds)
    for m in moves:
        s.play(m)
    return s


@cache
def wr_moves(players: int, seed: int):
    return tuple(wind_river_game(players, seed)[1])


def wr_session(n_moves: int = 40, undo: int = 0):
    """A Wind River game in progress (4 players, one bot seat) with ``undo`` moves undone."""
    s = played(WR, ["Ann", "Bob", "Cy", "Di"], 11, wr_moves(4, 11)[:n_moves],
               ["red", "blue", "green", "yellow"], ["human", "human", "bot:easy", "human"])
    for _ in range(undo):
        s.undo()
    return s


def mt_finished():
    _, moves = manitou_game(3, 1)
    return played(MT, ["Ann", "Bob", "Cy"], 1, moves)


def link_payload(raw: bytes) -> str:
    """A link fragment carrying ``raw`` (any bytes) compressed the way links are."""
    return transfer.LINK_PREFIX + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


# ---- round trips ------------------------------------------------------------------------------------
def test_a_wind_river_file_round_trip_keeps_everything():
    s = wr_session(40, undo=3)
    record = s.record()
    text = transfer.to_file(record)
    assert text.endswith("\n") and '\n  "format": "wind-river-record/1"' in text  # pretty
    back = transfer.load(WR, text, "file")
    assert back.record() == record
    assert back.cursor == 37 and back.can_redo() and back.kinds[2] == "bot:easy"
    assert wind_river.sessions.game.to_dict(back.state) == wind_river.sessions.game.to_dict(s.state)


def test_a_wind_river_link_round_trip_keeps_everything():
    s = wr_session(60, undo=2)
    fragment = transfer.to_link_fragment(s.record())
    assert fragment.startswith("g=1.")
    assert all(c.isalnum() or c in "-_.=" for c in fragment)  # URL-safe as it is
    for text in (fragment, "#" + fragment, f"  #{fragment}\n"):
        assert transfer.load(WR, text, "link").record() == s.record()


def test_a_finished_manitou_game_round_trips_as_a_file_and_a_link():
    s = mt_finished()
    assert s.actor(s.cursor) is None
    record = s.record()
    assert transfer.load(MT, transfer.to_file(record), "file").record() == record
    back = transfer.load(MT, transfer.to_link_fragment(record), "link")
    assert back.record() == record and back.actor(back.cursor) is None


def test_a_manitou_game_in_progress_round_trips_as_a_file():
    _, moves = manitou_game(4, 5)
    s = played(MT, ["Ann", "Bob", "Cy", "Di"], 5, moves[:30])
    back = transfer.load(MT, transfer.to_file(s.record()), "file")
    assert back.record() == s.record() and back.cursor == 30


def test_names_colours_and_seat_kinds_travel_with_the_game():
    s = wr_session(5)
    record = transfer.from_file(transfer.to_file(s.record()), WR_FORMAT)
    assert record["players"] == ["Ann", "Bob", "Cy", "Di"]
    assert record["colors"] == ["red", "blue", "green", "yellow"]
    assert record["seats"] == ["human", "human", "bot:easy", "human"]


def test_unicode_names_survive_both_ways():
    names = ["Zoë", "Łukasz", "苗", "Ана"]
    s = played(WR, names, 3, wr_moves(4, 3)[:10])
    assert transfer.load(WR, transfer.to_file(s.record()), "file").players == names
    assert transfer.load(WR, transfer.to_link_fragment(s.record()), "link").players == names


def test_the_link_of_a_300_move_wind_river_game_is_short(capsys):
    """Measured: the first 300 moves of a 4-player game (seed 3866, names Ann/Bob/Cy/Di) are a
    record of 12 112 characters of compact JSON and a link fragment of 1 366 bytes (``g=1.``
    included), 4.6 bytes per move — the same 1 366 bytes with CPython 3.11 (zlib 1.2.13) and
    Pyodide's Python 3.14 (zlib 1.3.1). The page's whole link adds its address (~50 bytes);
    browsers accept URLs of 2 MB (Chromium) and more."""
    moves = wr_moves(4, LONG_SEED)[:300]
    s = played(WR, ["Ann", "Bob", "Cy", "Di"], LONG_SEED, moves)
    fragment = transfer.to_link_fragment(s.record())
    compact = len(saves.encode(s.record()))
    with capsys.disabled():
        print(f"\n[link size] {len(moves)} moves: record {compact} chars of JSON, "
              f"link fragment {len(fragment)} bytes ({len(fragment) / len(moves):.1f} per move)")
    assert len(moves) == 300
    assert len(fragment) < compact / 5
    assert len(fragment) < 2000
    assert transfer.load(WR, fragment, "link").record() == s.record()


# ---- file names -----------------------------------------------------------------------------------
def test_a_file_name_says_game_players_and_move():
    assert transfer.file_name("wind-river", wr_session(42).record()) == \
        "wind-river-ann-bob-cy-di-move-42.json"


@pytest.mark.parametrize("name", ["../../etc/passwd", ".hidden", "a/b\\c", "CON", "<script>x</script>",
                                  "\u202eexe.json", "name\x00nul", "x" * 300])
def test_a_hostile_name_cannot_make_a_path_or_a_hidden_file(name):
    record = {"players": [name, "Bob", "Cy"], "moves": []}
    out = transfer.file_name("wind-river", record)
    assert out.startswith("wind-river-") and out.endswith("-move-0.json")
    stem = out[: -len(".json")]
    assert all(c.isascii() and (c.isalnum() or c == "-") for c in stem)
    assert len(out) < 100


def test_a_file_name_from_junk_still_works():
    assert transfer.file_name("", {"players": "x", "moves": None}) == "game-move-0.json"


# ---- broken and hostile files and links ----------------------------------------------------------
GOOD_RECORD = None


def good_record() -> dict:
    global GOOD_RECORD
    if GOOD_RECORD is None:
        GOOD_RECORD = wr_session(30).record()
    return json.loads(json.dumps(GOOD_RECORD))


def edited(**changes) -> dict:
    r = good_record()
    r.update(changes)
    return r


def bad_move_record() -> dict:
    r = good_record()
    r["moves"][12] = {"type": "place", "hex": "Z9"}
    return r


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def bad_files():
    """(name, text, words the refusal must contain)."""
    good = transfer.to_file(good_record())
    return [
        ("empty", "", "empty"),
        ("blank", "  \n ", "empty"),
        ("truncated", good[: len(good) // 2], "damaged"),
        ("not json", "Ann, Bob, Cy: move 4", "damaged"),
        ("json list", "[1, 2, 3]", "not a game record"),
        ("json string", '"wind-river-record/1"', "not a game record"),
        ("json null", "null", "not a game record"),
        ("no format", json.dumps({k: v for k, v in good_record().items() if k != "format"}),
         "not a record of this game"),
        ("other game's record", transfer.to_file(mt_finished().record()), "not a record of this game"),
        ("newer version", json.dumps(edited(format="wind-river-record/2")), "not a record of this game"),
        ("huge", '{"format": "wind-river-record/1", "x": "' + "a" * transfer.MAX_FILE_CHARS + '"}',
         "far too large"),
        ("deep nesting", nested(50_000), "nested far too deeply"),
        ("deep nesting in a key", json.dumps(edited())[:-1] + ', "x": ' + nested(40) + "}",
         "nested far too deeply"),
        ("illegal move 13", json.dumps(bad_move_record()), "move 13"),
        ("a move that is not a dict", json.dumps(edited(moves=good_record()["moves"][:5] + [7])), "move 6"),
        ("moves not a list", json.dumps(edited(moves="all of them")), "must be lists"),
        ("bad seats", json.dumps(edited(seats=["human", "bot:godlike", "human", "human"])), "seats"),
        ("hostile name", json.dumps(edited(players=["<img src=x onerror=alert(1)>" * 20, "B", "C", "D"])),
         "not valid"),
        ("too few players", json.dumps(edited(players=["Ann"])), "not valid"),
        ("hostile colour", json.dumps(edited(colors=["red", "url(javascript:x)", "green", "yellow"])),
         "not valid"),
        ("seed not a number", json.dumps(edited(seed="eleven")), "not valid"),
        ("NaN seed", json.dumps(edited())[:-1] + ', "seed": NaN}', "not valid"),
        ("binary junk", "\x00\x01\x02\ufffd" * 100, "damaged"),
    ]


def refused_in_plain_words(text: str, source: str, words: str) -> None:
    """Loading ``text`` from ``source`` (``file``/``link``) fails with a short plain message that
    names the source and holds ``words``."""
    with pytest.raises(SaveError) as info:
        transfer.load(WR, text, source)
    message = str(info.value)
    assert words in message, message
    assert message.startswith(f"The {source}") and "Traceback" not in message
    assert len(message) < 400


@pytest.mark.parametrize("case", bad_files(), ids=lambda c: c[0])
def test_a_broken_or_hostile_file_is_refused_in_plain_words(case):
    _, text, words = case
    refused_in_plain_words(text, "file", words)


def test_a_bad_move_is_named_in_words_never_quoted_as_data():
    with pytest.raises(SaveError) as info:
        transfer.load(WR, json.dumps(bad_move_record()), "file")
    said = str(info.value)
    assert said.startswith("The file's move 13 (a move by ") and "'hex'" not in said and "{'" not in said


def test_a_bad_undone_move_opens_the_game_without_the_redo_tail():
    back = transfer.load(WR, json.dumps(edited(redo=[{"type": "fly"}])), "file")
    assert back.cursor == len(good_record()["moves"]) and back.record()["redo"] == []
    assert back.note.startswith("The file's undone move 1 (a move by ")


@cache  # made once per process: compressing the 50 MB bomb takes about half a second
def bad_links():
    good = transfer.to_link_fragment(good_record())
    data = good[len(transfer.LINK_PREFIX):]
    flipped = data[:40] + ("A" if data[40] != "A" else "B") + data[41:]
    bomb = zlib.compress(b"[" + b" " * 50_000_000 + b"]", 9)
    return (
        ("empty", "", "holds no game"),
        ("just a hash", "#", "holds no game"),
        ("another fragment", "#section-2", "holds no game"),
        ("unknown version", "#g=9." + data, "newer or unknown version"),
        ("no data", "#g=1.", "damaged"),
        ("truncated", "#g=1." + data[: len(data) // 8 * 4], "cut off"),
        ("cut by one character", "#" + good[:-1], ""),
        ("a changed character", "#g=1." + flipped, "damaged"),
        ("bad base64 characters", "#g=1." + data[:20] + "+/" + data[22:], "damaged"),
        ("percent-encoded junk", "#g=1.%3Cscript%3E", "damaged"),
        ("impossible length", "#g=1." + "A" * 4001, "damaged"),
        ("not compressed", "#g=1." + base64.urlsafe_b64encode(b"{}").decode().rstrip("="), "damaged"),
        ("too long", "#g=1." + "A" * (transfer.MAX_LINK_CHARS + 4), "far too long"),
        ("decompression bomb", "#g=1." + base64.urlsafe_b64encode(bomb).decode().rstrip("="),
         "far more data"),
        ("trailing data", "#g=1." + base64.urlsafe_b64encode(
            zlib.compress(saves.encode(good_record()).encode()) + zlib.compress(b"x")).decode().rstrip("="),
         "extra data"),
        ("not utf-8", "#" + link_payload(b"\xff\xfe{}"), "not readable text"),
        ("not json", "#" + link_payload(b"hello"), "damaged"),
        ("a json list", "#" + link_payload(b"[1]"), "not a game record"),
        ("deep nesting", "#" + link_payload(nested(100_000).encode()), "nested far too deeply"),
        ("other game's record", "#" + transfer.to_link_fragment(mt_finished().record()),
         "not a record of this game"),
        ("illegal move 13", "#" + transfer.to_link_fragment(bad_move_record()),
         "The link's move 13"),
        ("hostile name",
         "#" + transfer.to_link_fragment(edited(players=["A", "B\u202e" + "x" * 500, "C", "D"])),
         "not valid"),
    )


@pytest.mark.parametrize("case", bad_links(), ids=lambda c: c[0])
def test_a_broken_or_hostile_link_is_refused_in_plain_words(case):
    _, text, words = case
    refused_in_plain_words(text, "link", words)


def test_a_bomb_is_refused_without_inflating_it():
    """The bomb inflates to 50 MB; the reader stops one byte past the limit."""
    bomb = zlib.compress(b" " * 50_000_000, 9)
    link = "g=1." + base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    assert len(link) < 100_000
    with pytest.raises(SaveError, match="far more data"):
        transfer.from_link_fragment(link, WR_FORMAT)


def test_extra_keys_of_another_device_are_dropped_on_import():
    r = edited(secret="x" * 1000, summary={"a": 1})
    for record in (transfer.from_file(json.dumps(r), WR_FORMAT),
                   transfer.from_link_fragment(transfer.to_link_fragment(r), WR_FORMAT)):
        assert set(record) <= set(transfer.RECORD_KEYS)
        assert "secret" not in WR.from_record(record).record()


def test_a_byte_order_mark_is_accepted():
    text = "\ufeff" + transfer.to_file(good_record())
    assert transfer.load(WR, text, "file").cursor == 30


def test_nothing_in_storage_is_touched_when_an_import_fails():
    """The page reads a file or link with ``transfer.load`` and saves only after the player
    confirms; a refusal leaves every key as it was."""
    fake = FakeStorage()
    store = storage.Store(lambda: fake, "wind-river")
    assert store.write(saves.encode(wr_session(7).record())) == storage.SAVED
    store.write_pref("bot-delay", "0.3")
    before = dict(fake.data)
    for _, text, _ in bad_files():
        with pytest.raises(SaveError):
            transfer.load(WR, text, "file")
    for _, text, _ in bad_links():
        with pytest.raises(SaveError):
            transfer.load(WR, text, "link")
    assert fake.data == before
    assert WR.from_record(saves.decode(store.read(), WR_FORMAT)).cursor == 7


def test_there_are_twenty_and_more_hostile_cases():
    assert len(bad_files()) >= 20 and len(bad_links()) >= 20


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_registered_game_round_trips_as_a_file_and_a_link(game_id):
    """The shell's transfer knows no game: any game of the registry moves the same way."""
    game = registry.load(game_id)
    cls = Sessions(game)
    names = ["Ann", "Ben", "Cy", "Dee"][: game.INFO.max_players]
    s = cls.new(names, 9)
    rng = random.Random(9)
    for _ in range(30):
        if s.actor(s.cursor) is None:
            break
        s.play(rng.choice(s.legal()))
    record = s.record()
    assert transfer.load(cls, transfer.to_file(record), "file").record() == record
    assert transfer.load(cls, transfer.to_link_fragment(record), "link").record() == record
    assert transfer.file_name(game_id, record).startswith(game_id + "-ann-ben")
