"""The page shell as a player meets it, on the fake browser (tests/page_harness.py): the new-game
form, a save after every move and the resume on a reload, unreadable saves, the "Saved data" list,
a full storage, two tabs, game files and links, the keys. Manitou's page carries most of them (the
shell is the same for every game); White Buffalo's where it differs."""

from __future__ import annotations

import json
import random

import pytest

from engine import manitou as mt
from engine.manitou.playout import random_game as manitou_game
from tests.fakedom import FakeClipboard
from tests.page_harness import Harness, hidden, open_game, run_bots
from ui.manitou import sessions as manitousession
from ui.shell import saves, transfer

NAMES = ["Ann", "Ben", "Cy"]
KEY = "manitou/current"  # the single save slot of earlier versions: a page moves it into a slot


def record_of(moves, names=("Ann", "Bob", "Cy"), seed=4, kinds=None) -> dict:
    s = manitousession.new(list(names), seed, None, kinds)
    for m in moves:
        s.play(m)
    return s.record()


def finished() -> dict:
    return record_of(manitou_game(3, 4)[1])


def in_progress(n: int = 25) -> dict:
    return record_of(manitou_game(3, 4)[1][:n])


def with_save(raw: str, game: str = "manitou", **options) -> Harness:
    """The page opened with ``raw`` in the old single slot (set-up, not what is tested)."""
    return open_game(game, storage={f"{game}/current": raw}, **options)


def suggest_party(h: Harness) -> None:
    """The person to act (screen revealed first) confirms the suggested party."""
    if h.shown("[data-privacy]"):
        h.reveal()
    h.click('[data-action="suggest"]')
    h.click('[data-action="confirm-party"]')


def game_keys(h: Harness, game: str = "manitou") -> dict:
    prefix = f"{game}/game-"
    return {k: json.loads(v) for k, v in h.win.localStorage.data.items() if k.startswith(prefix)}


# ---- the new-game form --------------------------------------------------------------------------------
def test_a_new_game_from_the_form_is_saved_at_once_with_its_names_seats_and_seed():
    h = open_game("manitou")
    assert h.shown("#new-game") and h.doc.activeElement.getAttribute("name") == "players"
    assert h.status() == "Set up a new game: 2 to 4 players take turns on this device."
    assert hidden(h.el('[data-action="cancel-new"]'))  # nothing to go back to
    h.start_game(NAMES, seats=["human", "easy", "human"], seed=1234)
    assert not h.shown("#new-game")
    rec = h.saved()
    assert rec["format"] == "manitou-record/1" and rec["players"] == NAMES and rec["seed"] == 1234
    assert rec["moves"] == [] and rec["seats"] == ["human", "bot:easy", "human"]
    dealer = mt.to_dict(mt.new_game(NAMES, seed=1234))["dealer"]
    assert f"New game, seed 1234: {NAMES[dealer]} deals first." in h.status()
    assert h.text("#game-info") == "Seed 1234 · 3 players"
    assert h.body("cursor") == "0" and h.body("phase") == "select"


@pytest.mark.parametrize("field,value,words", [
    ("seed", "twelve", "The seed must be a whole number (or empty for a random one)."),
    ("color-1", "red", "Two players have the same colour."),
    ("name-1", "Ann\u200b", "Two players have the same name."),
])
def test_a_form_that_cannot_start_says_why_and_starts_nothing(field, value, words):
    h = open_game("manitou")
    h.fill('[name="players"]', "3")
    h.fill('[name="name-0"]', "Ann")
    h.fill('[name="color-0"]', "red")
    h.fill(f'[name="{field}"]', value)
    h.click('[data-action="start"]')
    assert h.text("#form-error") == words
    assert h.shown("#new-game") and h.page.session is None
    assert not game_keys(h)


def test_an_empty_name_and_seed_get_defaults():
    h = open_game("manitou")
    h.start_game(["Ann", ""], seed="")
    rec = h.saved()
    assert rec["players"] == ["Ann", ""] and isinstance(rec["seed"], int)  # named when shown, no words saved
    assert h.session.players == ["Ann", "Player 2"]


def test_new_game_keeps_the_running_game_and_offers_its_players_again():
    h = open_game("manitou")
    h.start_game(NAMES, seed=8)
    suggest_party(h)
    record = h.saved()
    h.click('#privacy [data-action="new-game"]')  # from the privacy screen: nobody's cards shown
    assert h.shown("#discard-warning") and "It is kept" in h.text("#discard-warning")
    assert h.el('[name="name-0"]').value == "Ann" and h.el('[name="players"]').value == "3"
    h.click('[data-action="cancel-new"]')
    assert not h.shown("#new-game") and h.saved() == record
    h.reveal()
    h.click('[data-action="new-game"]')
    h.key("Escape")  # Escape closes the form too while a game runs
    assert not h.shown("#new-game")
    h.start_game(NAMES + ["Dee"], seed=12345)
    rec = h.saved()
    assert rec["players"] == NAMES + ["Dee"] and rec["seed"] == 12345 and rec["moves"] == []
    kept = list(game_keys(h).values())
    assert record in kept and len(kept) == 2  # the new game did not discard the other


# ---- saving and resuming ------------------------------------------------------------------------------
def test_every_move_is_saved_and_a_reload_resumes_there():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=3)
    for _ in range(2):
        before = h.session.cursor
        suggest_party(h)
        assert len(h.saved_moves()) == h.session.cursor > before  # saved at once
    cursor = h.session.cursor
    assert cursor > 0 and h.saved_moves() == h.session.line
    again = h.reload()
    assert again.body("cursor") == str(cursor) and again.session.line == h.session.line
    assert f"Welcome back: the saved game resumes at move {cursor}." in again.status()
    assert again.shown("#privacy")  # hidden cards: the screen comes first after a load
    assert again.body("save-key") == h.body("save-key")


def test_a_save_with_a_byte_order_mark_resumes():
    h = with_save("\ufeff" + json.dumps(in_progress(5)))
    assert not h.shown("#corrupt") and "resumes at move 5" in h.status()


def test_unknown_keys_of_a_save_survive_play():
    rec = record_of([])
    rec.update(extra={"from": "elsewhere"}, version=7)
    h = with_save(json.dumps(rec))
    suggest_party(h)
    saved = h.saved()
    assert saved["extra"] == {"from": "elsewhere"} and saved["version"] == 7 and saved["moves"]


# ---- unreadable saves and the "Saved data" list ---------------------------------------------------------
def _why_not(raw: str) -> str:
    try:
        manitousession.from_record(saves.decode(raw, "manitou-record/1"))
    except ValueError as e:
        return str(e)
    raise AssertionError("readable")


def backups(h: Harness) -> dict:
    return {k: v for k, v in h.win.localStorage.data.items() if k.startswith("manitou/backup-")}


@pytest.fixture
def stamps(monkeypatch):
    """The backups' time stamps, one second apart per unreadable save (as page loads are)."""
    from ui.shell import saved_data

    seconds = iter(range(10, 60))
    monkeypatch.setattr(saved_data.time, "strftime", lambda fmt, t=None: f"20260101-1200{next(seconds)}")


def test_unreadable_saves_are_kept_as_backups_and_explained(stamps):
    bad_move = record_of([])
    bad_move["moves"] = [{"type": "play", "card": "nothing", "ground": 9}]
    cases = ['{"format": "manitou-record/1", "players": ["A", "B"', json.dumps(bad_move),
             json.dumps({"format": "chess/1"})]
    storage: dict = {}
    for n, raw in enumerate(cases, start=1):
        storage[KEY] = raw
        h = open_game("manitou", storage=storage)
        assert h.shown("#corrupt")
        assert h.text("#corrupt-reason") == _why_not(raw)
        kept = [k for k, v in backups(h).items() if v == raw]
        assert len(backups(h)) == n and len(kept) == 1 and kept[0] in h.text("#corrupt-kept")
        assert KEY not in storage  # moved into a backup, not dropped
        assert h.status() == "The saved game could not be read (see above). Start a new game to play."
        assert h.can_click('#corrupt [data-action="start-over"]')
    assert "damaged" in _why_not(cases[0]) and "not a record of this game" in _why_not(cases[2])
    h = open_game("manitou", storage=storage)  # the same page again: no more copies
    assert len(backups(h)) == 3 and not h.shown("#corrupt") and h.shown("#new-game")
    h.start_game(NAMES, seed=3)
    assert h.saved()["players"] == NAMES and not h.shown("#corrupt")


def test_hostile_colours_and_deep_nesting_are_refused_in_words_and_run_nothing():
    hostile = record_of([])
    hostile["colors"] = ['"><img src=x onerror="window.pwned=1">', "url(http://evil.example/x.png)", "green"]
    h = with_save(json.dumps(hostile))
    assert "colour" in h.text("#corrupt") and h.q("img[src=x]") is None
    assert h.can_click('[data-action="new-game"]')
    raw = '{"format":"manitou-record/1","x":' + "[" * 4500 + "]" * 4500 + "}"
    h = with_save(raw)
    assert "nested far too deeply" in h.text("#corrupt")
    assert list(backups(h).values()) == [raw]


def test_two_unreadable_saves_in_the_same_second_are_both_kept(monkeypatch):
    from ui.shell import saved_data

    monkeypatch.setattr(saved_data.time, "strftime", lambda fmt, t=None: "20260101-120000")
    storage: dict = {}
    for raw in ("{broken one", "{broken two"):
        storage[KEY] = raw
        h = open_game("manitou", storage=storage)
        assert "kept in this browser" in h.text("#corrupt-kept")
    assert sorted(backups(h).values()) == ["{broken one", "{broken two"]  # the first one is not lost


def test_backups_are_capped_listed_and_deleted_in_saved_data(stamps):
    storage: dict = {}
    for i in range(5):
        storage[KEY] = f"{{broken {i}"
        h = open_game("manitou", storage=storage)
        assert h.shown("#corrupt")
    assert len(backups(h)) == 3
    h.click('[data-action="saved-data"]')
    assert h.shown("#saved-data")
    rows = h.qa("#saved-list li")
    assert len(rows) == 3 and all("an unreadable save kept as a backup" in r.textContent for r in rows)
    first = h.el('#saved-list [data-action="delete-saved"]').getAttribute("data-key")
    h.click('#saved-list [data-action="delete-saved"]')
    assert len(h.qa("#saved-list li")) == 2 and first not in storage and len(backups(h)) == 2
    h.click('[data-action="close-saved-data"]')
    assert not h.shown("#saved-data")


def test_saved_data_never_offers_to_delete_the_game_on_the_page():
    h = open_game("manitou")
    h.start_game(NAMES, seed=2)
    h.reveal()
    h.click('[data-action="saved-data"]')
    current = next(li for li in h.qa("#saved-list li") if "the game in progress" in li.textContent)
    assert h.body("save-key") in current.textContent and current.querySelector("button") is None


# ---- a full storage -------------------------------------------------------------------------------------
def test_full_storage_names_the_moves_not_saved_and_offers_finished_games():
    link = "https://example.test/manitou.html#" + transfer.to_link_fragment(finished())
    h = open_game("manitou", url=link)  # a finished game kept in its slot (set-up)
    old = str(h.body("save-key"))
    h.start_game(["Dee", "Eve"], seed=6)
    assert h.body("save-key") != old
    storage = h.win.localStorage
    storage.quota = storage.used() + 40  # full: the next save does not fit
    suggest_party(h)
    suggest_party(h)
    n = h.session.cursor
    assert h.notice().startswith(f"Moves 1–{n} could not be saved: the browser's storage for this site "
                                 "is full.")
    assert "Quota" not in h.notice()
    offer = h.el('#notice [data-action="free-room"]')
    assert offer.getAttribute("data-slot") == old.split("/game-")[1]
    assert offer.textContent.startswith("Delete: 3 players · hunt 3 · ") and "finished" in offer.textContent
    assert len(h.saved_moves()) == 0  # what is stored is the last save that worked
    h.click('#notice [data-action="free-room"]')
    assert old not in storage.data  # deleted only now, on the click
    assert len(h.saved_moves()) == n and h.notice() == ""
    assert h.status().startswith("Deleted the game (3 players · hunt 3 · ")


def test_a_reload_after_a_full_storage_names_the_moves_never_saved():
    h = open_game("manitou")
    h.start_game(["Dee", "Eve"], seed=6)
    suggest_party(h)
    saved = h.session.cursor
    storage = h.win.localStorage
    storage.quota = storage.used() + 40  # full: the next saves do not fit
    suggest_party(h)
    reached = h.session.cursor
    assert reached > saved + 1
    again = h.reload()
    assert again.body("cursor") == str(saved)
    assert again.notice() == (f"The game resumes at move {saved}: moves {saved + 1}–{reached} were made "
                              "after it but never saved, as the browser's storage was full.")
    again.win.localStorage.quota = None  # room again: the next save works and the note goes
    suggest_party(again)
    assert len(again.saved_moves()) == again.session.cursor
    assert again.reload().notice() == ""


# ---- a value the browser fails to read ---------------------------------------------------------------------
def test_a_kept_game_the_browser_fails_to_read_is_refused_in_words_never_passed_over(monkeypatch):
    from tests.fakedom import FakeStorage

    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=3)
    older = str(h.body("save-key"))
    h.start_game(["Cy", "Dee"], seed=4)  # the one played last: the page opens it again
    big = str(h.body("save-key"))
    storage = dict(h.win.localStorage.data)
    read = FakeStorage.getItem

    def fails_on_the_big_one(self, key):
        if key == big:
            raise MemoryError("out of memory reading 4.6 MB")
        return read(self, key)

    monkeypatch.setattr(FakeStorage, "getItem", fails_on_the_big_one)
    again = open_game("manitou", storage=storage)
    assert again.shown("#corrupt") and again.page.session is None  # no other game instead
    assert "failed to read the saved game" in again.text("#corrupt-reason")
    assert "MemoryError" not in again.text("#corrupt-reason")  # plain words for the player,
    assert any("MemoryError" in w for w in again.win.warnings)  # the details in the console
    assert "Nothing was deleted" in again.text("#corrupt-kept")
    assert big in storage and older in storage and storage == again.win.localStorage.data
    again.click('#corrupt [data-action="start-over"]')
    again.start_game(["Eve", "Fay"], seed=5)
    assert big in again.win.localStorage.data and again.body("save-key") not in (big, older)
    again.reveal()
    again.click('[data-action="saved-data"]')
    row = next(li for li in again.qa("#saved-list li") if big in li.textContent)
    assert "the browser failed to read it" in row.textContent


# ---- two tabs ---------------------------------------------------------------------------------------------
def test_a_second_tab_follows_the_first_and_the_other_way_round():
    a = open_game("manitou")
    b = a.new_tab()
    assert b.shown("#new-game")
    a.start_game(["Ann", "Ben"], seed=11)
    b.timers()
    assert b.body("cursor") == "0" and not b.shown("#new-game")  # the waiting tab took the new game
    suggest_party(a)
    b.timers()
    assert b.body("cursor") == str(a.session.cursor) and "another tab" in b.status()
    suggest_party(b)
    a.timers()
    assert a.body("cursor") == str(b.session.cursor) and len(a.saved_moves()) == b.session.cursor > 8


@pytest.mark.parametrize("answer", ["load-newer", "overwrite"])
def test_a_tab_never_saves_over_a_newer_save_without_asking(answer):
    a = open_game("manitou")
    a.start_game(["Ann", "Ben"], seed=12)
    s = manitousession.new(["Ann", "Ben"], 12)
    for _ in range(4):
        s.play(s.legal()[0])
    newer = s.record()
    other = a.win.new_tab()  # another tab saves two moves further; this one misses the event
    other.localStorage.setItem(str(a.body("save-key")), json.dumps(newer))
    suggest_party(a)
    assert a.shown("#conflict")
    assert a.saved()["moves"] == newer["moves"]  # nothing was thrown away
    a.click(f'[data-action="{answer}"]')
    assert not a.shown("#conflict")
    if answer == "load-newer":
        assert a.body("cursor") == "4" and a.saved()["moves"] == newer["moves"]
    else:
        assert a.saved()["moves"] == a.session.line != newer["moves"]


@pytest.mark.parametrize("answer", ["keep-deleted", "let-go"])
@pytest.mark.parametrize("heard", [True, False])
def test_a_game_deleted_in_another_tab_is_named_so_and_nothing_is_written_back_unasked(answer, heard):
    a = open_game("manitou")
    a.start_game(["Ann", "Ben", "Cy"], seed=12)
    suggest_party(a)
    key = str(a.body("save-key"))
    home = a.win.new_tab()  # the home page's Delete, in another tab
    for k in [k for k in home.localStorage.data if k.startswith("manitou/")]:
        home.localStorage.removeItem(k)
    if heard:
        a.timers()  # the storage event arrives
    else:
        a.win.timers.clear()  # this tab missed it: its next save finds the game gone
        suggest_party(a)
    assert a.shown("#deleted") and not a.shown("#conflict")
    assert a.text("#deleted-title") == "This game was deleted in another tab: keep it here or let it go"
    assert key not in a.win.localStorage.data
    waiting = a.session.cursor
    if a.shown("[data-privacy]"):
        a.reveal()
    a.click('[data-action="suggest"]')
    a.click('[data-action="confirm-party"]')
    assert a.session.cursor == waiting and key not in a.win.localStorage.data  # no move, nothing saved
    assert "Answer the question above first" in a.status()
    a.click(f'[data-action="{answer}"]')
    assert not a.shown("#deleted")
    if answer == "keep-deleted":
        assert a.saved()["moves"] == a.session.record()["moves"]
        assert "kept in this browser again" in a.status()
        a.click('[data-action="confirm-party"]')
        assert len(a.saved_moves()) > waiting
    else:
        assert a.win.location.href == "https://example.test/index.html"
        assert not any(k.startswith("manitou/game-") for k in a.win.localStorage.data)


# ---- game files and links ---------------------------------------------------------------------------------
def test_save_game_file_downloads_the_record():
    rec = in_progress()
    h = with_save(json.dumps(rec))
    h.reveal()
    h.click('[data-action="save-file"]')
    (name, text), = h.win.downloads
    assert name == transfer.file_name("manitou", rec) and name.endswith(".json")
    assert json.loads(text) == rec and text.startswith('{\n  "format"')
    assert f"saved as “{name}”" in h.status()


def test_opening_a_file_asks_first_and_keeps_the_game_on_the_page():
    rec = in_progress()
    h = open_game("manitou")
    h.start_game(["Dee", "Eve"], seed=5)
    mine = h.saved()
    before = dict(h.win.localStorage.data)
    h.reveal()
    h.click('[data-action="open-file"]')
    h.open_file(transfer.to_file(rec), "friend.json")
    assert h.shown("#import")
    assert h.text("#import-game") == f"Ann, Bob, Cy · move {len(rec['moves'])} · in progress"
    assert "move 0" in h.text("#import-current")
    assert h.win.localStorage.data == before  # nothing saved before the answer
    h.key("Escape")  # = keep my game
    assert not h.shown("#import") and "Nothing was opened" in h.status()
    h.open_file(transfer.to_file(rec), "friend.json")
    h.click('[data-action="import-confirm"]')
    assert not h.shown("#import") and h.saved() == rec
    assert mine in game_keys(h).values()  # still kept
    assert h.body("cursor") == str(len(rec["moves"]))
    assert h.shown("#privacy")  # hidden cards: the privacy screen comes first after opening
    assert "Opened the game from “friend.json”: it goes on at move 25." in h.status()


def test_a_tampered_file_or_a_cut_link_changes_nothing():
    rec = in_progress(30)
    h = with_save(json.dumps(rec))
    before = dict(h.win.localStorage.data)
    bad = json.loads(json.dumps(rec))
    bad["moves"][12] = {"type": "play", "card": "Z9", "ground": 1}
    h.open_file(transfer.to_file(bad), "tampered.json")
    notice = h.notice()
    assert "“tampered.json” was not opened" in notice and "move 13" in notice and "unchanged" in notice
    assert not h.shown("#import") and h.win.localStorage.data == before
    h.open_file("x" * (transfer.MAX_FILE_BYTES + 1), "huge.json")
    assert "far too large" in h.notice()
    fragment = transfer.to_link_fragment(finished())
    h.open_link(fragment[: len(fragment) // 2 // 4 * 4])  # a link cut off in a message
    assert h.notice().startswith("The link") and "cut off" in h.notice()
    assert h.win.location.hash == "" and not h.shown("#import")
    assert h.win.localStorage.data == before and h.body("cursor") == "30"


def test_a_file_the_home_page_hands_over_is_called_a_file_and_its_moves_are_words():
    rec = in_progress(30)
    bad = json.loads(json.dumps(rec))
    bad["moves"][12] = {"type": "pass", "n": 1000}
    packed = "#" + transfer.FILE_PREFIX + transfer.to_link_fragment(bad)[len(transfer.LINK_PREFIX):]
    h = open_game("manitou", url="https://example.test/manitou.html" + packed)
    notice = h.notice()
    assert notice.startswith("The file was not opened. The file's move 13 (a move by ")
    assert "link" not in notice and "{" not in notice and "'type'" not in notice.split(":")[0]
    assert h.win.location.hash == "" and h.shown("#new-game")
    good = "#" + transfer.FILE_PREFIX + transfer.to_link_fragment(finished())[len(transfer.LINK_PREFIX):]
    again = open_game("manitou", url="https://example.test/manitou.html" + good)
    assert again.status().startswith("Opened the game from the file: it goes on at move ")


def test_a_save_with_a_five_thousand_digit_seed_is_refused_as_what_it_is():
    raw = json.dumps(record_of([])).replace('"seed": 4', '"seed": ' + "7" * 5000)
    h = with_save(raw)
    reason = h.text("#corrupt-reason")
    assert "5,000 digits" in reason and "not readable" not in reason


def test_a_save_whose_undone_moves_are_bad_resumes_without_them_and_says_so():
    s = manitousession.new(["Ann", "Ben"], 5)
    for _ in range(6):
        s.play(s.legal()[0])
    s.undo()
    s.undo()
    rec = s.record()
    assert len(rec["redo"]) == 2
    rec["redo"][0] = {"type": "play", "card": "nothing", "ground": 9}
    h = with_save(json.dumps(rec))
    assert not h.shown("#corrupt") and h.body("cursor") == str(len(rec["moves"]))
    assert h.notice().startswith("The save's undone move 1 (a move by ")
    assert "Redo cannot bring them back" in h.notice()
    if h.shown("[data-privacy]"):
        h.reveal()
    assert h.el('[data-action="redo"]').disabled


def test_copy_link_is_locked_while_secret_cards_are_in_play():
    h = with_save(json.dumps(in_progress()))
    button = h.el('[data-action="copy-link"]')
    assert button.disabled and "secret card" in button.getAttribute("title")
    h.el('[data-action="copy-link"]').click()  # a disabled button: nothing happens
    assert not h.shown("#share")


def test_the_file_button_of_a_game_in_progress_says_the_file_shows_every_hand():
    h = with_save(json.dumps(in_progress()))
    title = h.el('[data-action="save-file"]').getAttribute("title")
    assert "every hand" in title and "whoever opens it" in title
    h.reveal()
    h.click('[data-action="save-file"]')
    assert "every hand" in h.status()  # said again once the file is saved
    done = with_save(json.dumps(finished()))
    assert "every hand" not in done.el('[data-action="save-file"]').getAttribute("title")
    done.click('[data-action="save-file"]')
    assert "every hand" not in done.status()


def test_a_finished_game_is_shared_by_link_and_the_link_opens_it():
    rec = finished()
    h = with_save(json.dumps(rec))
    assert h.body("phase") == "over"
    h.win.navigator.clipboard = FakeClipboard()
    h.click('[data-action="copy-link"]')
    link = h.el("#share-link").value
    assert link.startswith("https://example.test/manitou.html#g=1.") and h.shown("#share")
    assert h.win.navigator.clipboard.texts == [link] and "The link is copied" in h.text("#share-text")
    h.key("Escape")
    assert not h.shown("#share")
    h.win.navigator.clipboard = FakeClipboard(fail=True)
    h.click('[data-action="copy-link"]')
    assert "copy the link below yourself" in h.text("#share-text")
    assert h.doc.activeElement is h.el("#share-link")
    fresh = open_game("manitou", url=link)  # another device: nothing saved there, it opens at once
    assert fresh.body("phase") == "over" and fresh.saved() == rec
    assert fresh.win.location.hash == "" and "Opened the game from the link" in fresh.status()
    assert fresh.shown("#ranking-card")


# ---- the privacy screen is a real modal, with the notices and questions on top -------------------------
def hot_seat(game: str) -> dict:
    """A two-person game in progress of ``game`` (a privacy screen after every load)."""
    if game == "manitou":
        return record_of(manitou_game(2, 9)[1][:20], names=("Ann", "Ben"), seed=9)
    from engine.white_buffalo.playout import random_game
    from ui.white_buffalo import sessions as whitebuffalosession

    s = whitebuffalosession.new(["Ann", "Ben"], 9)
    for move in random_game(2, 9)[1][:12]:
        s.play(move)
    return s.record()


def outside_the_screen(h: Harness) -> list:
    """The controls a person could reach (shown, enabled, not inert) outside the privacy screen."""
    screen = h.el("#privacy")
    return [n for n in h.qa("button, a[href], input, select, textarea, [tabindex]")
            if not screen.contains(n) and not hidden(n) and not n.disabled
            and n.closest("[inert]") is None and n.getAttribute("type") != "file"]


@pytest.mark.parametrize("game", ["manitou", "white-buffalo"])
def test_a_link_opened_over_a_hot_seat_game_asks_on_top_of_the_privacy_screen(game):
    h = open_game(game, storage={f"{game}/current": json.dumps(hot_seat(game))})
    assert h.shown("[data-privacy]")
    other = finished() if game == "manitou" else hot_seat(game)
    h.open_link("#" + transfer.to_link_fragment(other))
    question = h.el("#import")
    assert h.shown("#import") and h.el("#privacy-over").contains(question)  # above the screen's words
    assert question.closest("[inert]") is None and h.el("#privacy").closest("[inert]") is None
    assert h.doc.activeElement is h.el('#import [data-action="import-confirm"]')
    h.click('#import [data-action="import-cancel"]')
    assert not h.shown("#import") and h.shown("[data-privacy]")  # nobody's cards were shown
    assert h.doc.activeElement is h.el('#privacy [data-action="reveal"]')
    h.open_link("#g=1.broken")  # a refused link: the notice is on top too, and readable
    assert h.el("#privacy-over").contains(h.el("#notice")) and h.notice().startswith("The link was not")
    h.reveal()  # the screen goes: everything back in its place, nothing inert
    assert h.el("#notice").parentElement is h.doc.body and h.el("#import").parentElement is h.doc.body
    assert h.q("[inert]") is None and h.body("screen") is None


def test_the_storage_full_notice_and_its_delete_buttons_are_on_top_of_the_privacy_screen():
    link = "https://example.test/manitou.html#" + transfer.to_link_fragment(finished())
    h = open_game("manitou", url=link)  # a finished game kept (set-up)
    h.start_game(["Dee", "Eve"], seed=6)
    storage = h.win.localStorage
    storage.quota = storage.used() + 40
    suggest_party(h)  # Eve is next: the screen, and the save failed
    assert h.shown("[data-privacy]") and h.el("#privacy-over").contains(h.el("#notice"))
    h.click('#notice [data-action="free-room"]')  # reachable without anyone's cards shown
    assert h.notice() == "" and h.shown("[data-privacy]") and len(h.saved_moves()) == h.session.cursor


@pytest.mark.parametrize("game", ["manitou", "white-buffalo"])
def test_the_privacy_screen_is_a_modal_that_still_offers_a_new_game_and_the_home_page(game):
    h = open_game(game, storage={f"{game}/current": json.dumps(hot_seat(game))})
    screen = h.el("#privacy")
    assert h.shown("[data-privacy]") and screen.getAttribute("aria-modal") == "true"
    assert outside_the_screen(h) == []  # Save game file, New game, the board…: all inert behind it
    assert not h.can_click('.game-files [data-action="save-file"]')
    assert h.el('#privacy a[href="./index.html"]').textContent == "Back to the home page"
    # the header's language menu is inert behind the screen: the screen has its own
    assert screen.querySelector("select[data-lang-menu]") is not None
    stops = [n for n in screen.querySelectorAll("button, a[href], select") if not hidden(n)]
    stops[-1].focus()
    h.key("Tab")  # Tab goes round the screen's own controls
    assert h.doc.activeElement is stops[0]
    h.key("Tab", shiftKey=True)
    assert h.doc.activeElement is stops[-1]
    h.click('#privacy [data-action="new-game"]')  # the form on top, the screen inert under it
    form = h.el("#new-game")
    assert h.shown("#new-game") and form.closest("[inert]") is None and screen.hasAttribute("inert")
    assert h.doc.activeElement is h.el('[name="players"]')
    h.key("Escape")
    assert not h.shown("#new-game") and h.shown("[data-privacy]") and not screen.hasAttribute("inert")
    assert h.doc.activeElement is h.el('#privacy [data-action="reveal"]')
    kept = h.saved()
    h.start_game(["Cy", "Dee"], seed=3)  # from the screen, nobody's cards shown
    assert h.saved()["players"] == ["Cy", "Dee"] and kept in game_keys(h, game).values()


def test_a_finished_game_opened_over_a_privacy_screen_takes_the_screen_away():
    h = open_game("manitou", storage={"manitou/current": json.dumps(hot_seat("manitou"))})
    assert h.shown("[data-privacy]")
    h.open_link("#" + transfer.to_link_fragment(finished()))
    h.click('#import [data-action="import-confirm"]')
    assert h.status().startswith("Opened the game from the link") or "wins" in h.status()
    assert not h.shown("[data-privacy]") and h.q("[inert]") is None  # no screen for a game over
    assert h.shown("#ranking-card")


@pytest.mark.parametrize("game", ["manitou", "white-buffalo"])
def test_learn_to_play_is_offered_on_the_privacy_screen_and_the_game_waits_behind_it(game):
    h = open_game(game, storage={f"{game}/current": json.dumps(hot_seat(game))})
    kept = h.saved()
    assert h.shown("[data-privacy]")
    h.click('#privacy [data-action="learn"]')  # reachable: nobody's cards are shown for it
    assert h.shown("#lesson") and not h.shown("[data-privacy]") and outside_the_screen(h) != []
    h.click('[data-action="leave-lesson"]')
    assert h.saved() == kept and h.shown("[data-privacy]")  # the kept game, behind its screen again


# ---- keys ------------------------------------------------------------------------------------------------
def test_ctrl_z_in_a_text_field_is_the_fields_and_redo_says_nothing_to_redo():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=4)
    h.reveal()
    pick = h.el("[data-pick]").getAttribute("data-pick")
    h.click(f'[data-pick="{pick}"]')
    assert len(h.qa('[data-pick][aria-pressed="true"]')) == 1
    h.click('[data-action="new-game"]')
    h.key("z", '[name="name-0"]', ctrlKey=True)  # the form is open: the field's own undo
    assert len(h.qa('[data-pick][aria-pressed="true"]')) == 1
    h.key("Escape", '[name="name-0"]')
    assert not h.shown("#new-game")
    h.doc.activeElement.blur()
    h.key("y", ctrlKey=True)
    assert "Nothing to redo." in h.status()
    h.key("z", ctrlKey=True)
    assert not h.qa('[data-pick][aria-pressed="true"]')


def test_while_a_bot_is_to_act_the_page_says_so_and_a_person_cannot_act_for_it():
    h = open_game("manitou")
    h.start_game(["Ann", "Bot", "Cy"], seats=["human", "easy", "human"], seed=9)
    suggest_party(h)
    suggest_party(h)  # both people chose: the bot is the last to choose its party
    assert h.body("actor") == "bot" and "Bot (computer, easy) chooses a hunting party…" in h.status()
    before = h.session.cursor
    h.click('[data-action="skip"]')  # skip to my turn
    assert h.session.cursor == before  # (the bot plays on the event loop, not in the click)
    assert run_bots(h) > 0 and h.body("actor") == "human"
    assert h.saved_moves() == h.session.line


def test_random_play_keeps_the_saved_record_equal_to_the_session():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=17)
    rng = random.Random(17)
    from tests.page_harness import manitou_step

    for _ in range(12):
        manitou_step(h, rng)
    assert mt.to_dict(mt.from_record(h.saved())) == mt.to_dict(h.session.state)


def test_a_browser_that_refuses_storage_still_plays_and_says_it_cannot_save():
    h = open_game("manitou", broken_storage=True)
    assert h.notice().startswith("This browser does not let the game save here")
    h.start_game(["Ann", "Ben"], seed=3)
    suggest_party(h)
    assert h.session.cursor > 0 and h.body("cursor") == str(h.session.cursor)


# ---- the bots' bar ---------------------------------------------------------------------------------------
def test_the_bots_pace_is_kept_and_play_again_keeps_the_players_and_seats():
    kinds = ["human", "bot:easy", "bot:normal"]
    h = with_save(json.dumps(record_of(manitou_game(3, 4)[1], kinds=kinds)))
    assert h.shown("#bot-bar") and h.text('[data-action="skip"]') == "Skip to my turn"
    h.fill('[name="bot-delay"]', "0")
    assert h.reload().el('[name="bot-delay"]').value == "0"  # the chosen pace is kept
    h.click('[data-action="again"]')
    rec = h.saved()
    assert rec["players"] == ["Ann", "Bob", "Cy"] and rec["seats"] == kinds and rec["moves"] == []
    assert rec["seed"] != 4 and not h.shown("#ranking-card")
    h.click('[data-action="new-game"]')
    assert [h.el(f'[name="seat-{i}"]').value for i in range(3)] == ["human", "easy", "normal"]


@pytest.mark.parametrize("stored", ["1e308", "inf", "-5", "nan", "0.31", "9"])
def test_a_stored_bot_pace_that_is_not_one_of_the_menus_is_ignored(stored):
    kinds = ["human", "bot:easy", "bot:normal"]
    raw = json.dumps(record_of(manitou_game(3, 4)[1][:5], kinds=kinds))
    h = open_game("manitou", storage={KEY: raw, "manitou/pref-bot-delay": stored})
    menu = h.el('[name="bot-delay"]')
    assert menu.value == "0.3" and h.page.bots.delay == 0.3  # the menu's default, shown and used
    h.fill('[name="bot-delay"]', "1.5")
    assert h.page.bots.delay == 1.5 and h.reload().el('[name="bot-delay"]').value == "1.5"


def test_a_demo_of_bots_only_offers_skip_to_the_end_and_pause():
    h = open_game("manitou")
    h.start_game(["Ada", "Bob"], seats=["easy", "easy"], seed=5)
    assert h.text('[data-action="skip"]') == "Skip to the end" and h.shown('[data-action="pause"]')
    h.click('[data-action="pause"]')
    assert h.text('[data-action="pause"]') == "Resume" and h.body("paused") == ""
    assert run_bots(h) == 0 and h.session.cursor == 0 and "Paused" in h.status()
    h.click('[data-action="pause"]')
    assert run_bots(h) > 0 and h.body("phase") == "over" and h.saved_moves() == h.session.line


def test_a_link_pasted_into_a_tab_with_a_game_asks_first():
    h = open_game("manitou")
    h.start_game(["Dee", "Eve"], seed=5)
    mine = h.saved()
    rec = finished()
    h.open_link(transfer.to_link_fragment(rec))
    assert h.shown("#import") and h.win.location.hash == ""  # a reload does not ask again
    assert h.text("#import-game") == f"Ann, Bob, Cy · move {len(rec['moves'])} · finished"
    assert h.saved() == mine
    h.click('[data-action="import-confirm"]')
    assert h.saved() == rec and h.body("phase") == "over" and mine in game_keys(h).values()
    assert h.status().startswith(f"Opened the game from the link: it goes on at move {len(rec['moves'])}.")


def test_the_bots_wait_during_a_replay_and_go_on_after_it():
    h = open_game("manitou")
    h.start_game(["Ann", "Bot"], seats=["human", "easy"], seed=6)
    run_bots(h)  # the bot chooses its party first
    suggest_party(h)
    assert h.body("actor") == "bot" and h.session.cursor > 0
    h.click('[data-action="replay"]')
    assert h.body("replay") is not None and run_bots(h) == 0
    h.click('[data-action="replay-last"]')
    saved = h.saved()
    h.click('[data-action="replay-exit"]')
    assert h.body("replay") is None and h.saved() == saved and h.body("actor") == "bot"
    assert run_bots(h) > 0 and h.body("actor") == "human"


# ---- the address ---------------------------------------------------------------------------------------
def test_a_kept_game_named_in_the_address_of_an_open_page_is_shown_as_on_a_fresh_load():
    h = open_game("wind-river")
    h.start_game(["Ann", "Ben", "Cy"], seed=3)
    first = str(h.body("save-key"))
    first_slot = first.split("game-", 1)[1]
    h.start_game(["Dee", "Eve", "Fay"], seed=4)
    assert h.session.players == ["Dee", "Eve", "Fay"]
    h.open_link("#game=" + first_slot)  # an edited address, or Back to the first game's link
    assert h.session.players == ["Ann", "Ben", "Cy"] and h.body("save-key") == first
    assert "#game=" not in h.win.location.href
    fresh = open_game("wind-river", storage=h.win.localStorage.data,
                      url="https://example.test/wind-river.html#game=" + first_slot)
    assert fresh.session.players == h.session.players  # the same as a fresh load of the address
    h.open_link("#game=nosuchgame")  # a name that is no kept game: said, and nothing changes
    assert h.session.players == ["Ann", "Ben", "Cy"] and "not kept" in h.status()


def test_a_link_pasted_during_a_lesson_speaks_of_the_lesson_not_of_a_kept_game():
    h = open_game("manitou", storage={"manitou/current": json.dumps(hot_seat("manitou"))})
    h.click('#privacy [data-action="learn"]')
    h.open_link("#" + transfer.to_link_fragment(finished()))
    words = h.text("#import-current")
    assert "lesson" in words and "is kept" not in words
    h.click('#import [data-action="import-cancel"]')
    assert "lesson goes on" in h.status() and h.shown("#lesson")


def learn(h: Harness) -> None:
    """Start the lesson: from the privacy screen while it is up, else from the header."""
    h.click('#privacy [data-action="learn"]' if h.shown("[data-privacy]") else '[data-action="learn"]')


def test_another_tabs_move_during_a_lesson_asks_what_to_do():
    a = open_game("manitou")
    a.start_game(["Ann", "Ben"], seed=11)
    b = a.new_tab()
    b.timers()
    learn(a)
    lesson_at = a.session.cursor
    suggest_party(b)  # the other tab plays the kept game on
    a.timers()
    assert a.shown("#lesson-elsewhere") and a.shown("#lesson") and a.session.cursor == lesson_at
    assert a.doc.activeElement is a.el('[data-action="lesson-stay"]')
    a.click('[data-action="lesson-stay"]')
    assert not a.shown("#lesson-elsewhere") and a.shown("#lesson")
    a.click('[data-action="leave-lesson"]')  # the game as the other tab left it
    assert a.session.cursor == b.session.cursor and a.session.players == ["Ann", "Ben"]
    learn(a)
    suggest_party(b)
    a.timers()
    a.click('[data-action="lesson-show-game"]')
    assert not a.shown("#lesson") and a.session.cursor == b.session.cursor
