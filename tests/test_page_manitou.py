"""Manitou's page on the fake browser: the privacy screen between people, the party choice and a
play by clicks, undo only before a confirm (M-R9), an illegal ground explained in the engine's
words, the reckoning step by step, the phases on ``body``, one person against bots, the replay
and the language switch."""

from __future__ import annotations

import json
import random

import pytest

from e2e.language import english_words
from engine import manitou as mt
from engine.manitou.hints import party_needed
from engine.manitou.playout import random_game
from tests.page_harness import MANITOU_SECRET, Harness, manitou_step, open_game, privacy_up, run_bots
from ui.manitou import sessions

NAMES = ["Ann", "Ben", "Cy"]


def record_of(moves, names=("Ann", "Ben"), seed=4, kinds=None) -> dict:
    s = sessions.new(list(names), seed, None, kinds)
    for m in moves:
        s.play(m)
    return s.record()


def with_record(rec: dict) -> Harness:
    """The page opened on ``rec`` (set-up, not what is tested)."""
    return open_game("manitou", storage={"manitou/current": json.dumps(rec)})


def hand(h: Harness) -> list:
    return sorted(e.getAttribute("data-card") or e.getAttribute("data-shown") for e in h.qa("#hand .mcard")
                  if e.getAttribute("data-shown"))


def picks(h: Harness) -> list:
    return sorted({e.getAttribute("data-pick") for e in h.qa("[data-pick]")})


def to_play(h: Harness) -> None:
    """Both people confirm a suggested party (the screen revealed for each)."""
    while h.body("phase") == "select":
        if h.shown("[data-privacy]"):
            h.reveal()
        h.click('[data-action="suggest"]')
        h.click('[data-action="confirm-party"]')
    if h.shown("[data-privacy]"):
        h.reveal()


# ---- the privacy screen --------------------------------------------------------------------------------
def test_the_privacy_screen_comes_before_each_persons_turn_and_shows_only_their_cards():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=31)
    seen = set()
    for _ in range(2):
        assert privacy_up(h, MANITOU_SECRET)  # (no secret card in the DOM: checked)
        seat = mt.to_act(h.session.state)
        who = h.session.players[seat]
        assert h.text("#privacy-title") == f"Pass the device to {who}"
        assert h.body("current") == h.el("[data-privacy]").getAttribute("data-privacy") == str(seat)
        assert h.status().endswith(f"{who} is next: pass the device.")
        assert h.doc.activeElement is h.el('#privacy [data-action="reveal"]')
        h.reveal()
        assert not h.shown("#privacy")
        reserve = mt.observe(h.session.state, seat)["players"][seat]["reserve"]
        assert picks(h) == sorted(c for c, n in reserve.items() if n)  # their own reserve only
        h.click('[data-action="suggest"]')
        h.click('[data-action="confirm-party"]')
        seen.add(seat)
    assert seen == {0, 1} and h.body("phase") == "play"
    assert privacy_up(h, MANITOU_SECRET)
    seat = mt.to_act(h.session.state)
    h.reveal()
    assert hand(h) == sorted(mt.to_dict(h.session.state)["players"][seat]["hand"])
    again = h.reload()  # after a reload nobody has seen anything yet: the screen first
    assert privacy_up(again, MANITOU_SECRET) and 'data-card="' not in again.doc.body.innerHTML


def test_a_reload_in_the_middle_of_a_party_choice_forgets_the_unconfirmed_picks():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=32)
    h.reveal()
    h.click('[data-pick="chief"]')
    h.click('[data-pick="hunter-10"]')
    assert len(h.qa('[data-pick][aria-pressed="true"]')) == 2
    assert h.saved_moves() == []  # nothing is sent before the party is confirmed
    again = h.reload()
    again.reveal()
    assert not again.qa('[data-pick][aria-pressed="true"]')


def test_the_party_choice_by_clicks():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=5)
    h.reveal()
    needed = party_needed(h.session.state)
    assert h.el('[data-action="confirm-party"]').disabled and h.el('[data-action="clear-party"]').disabled
    h.click('[data-action="suggest"]')
    assert len(h.qa('[data-pick][aria-pressed="true"]')) == needed
    assert f"({needed} chosen)" in h.status()
    more = h.el('[data-pick][aria-pressed="false"]').getAttribute("data-pick")
    h.click(f'[data-pick="{more}"][aria-pressed="false"]')
    assert f"Your party is complete ({needed} cards)" in h.status()
    h.click('[data-action="clear-party"]')
    assert not h.qa('[data-pick][aria-pressed="true"]') and h.el('[data-action="confirm-party"]').disabled
    h.click('[data-action="undo"]')  # the clearing is taken back
    assert len(h.qa('[data-pick][aria-pressed="true"]')) == needed
    h.click('[data-action="confirm-party"]')
    assert len(h.saved_moves()) == needed and all(m["type"] == "pick" for m in h.saved_moves())


# ---- a play: card, ground, confirm ------------------------------------------------------------------------
def test_undo_takes_back_a_play_until_confirm_and_never_after():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=33)
    to_play(h)
    assert h.body("phase") == "play"
    state = h.session.state
    move = next(m for m in mt.legal_moves(state) if m["type"] == "play")
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.click(f'[data-ground="{move["ground"]}"]')
    assert h.text("#preview") == mt.describe(state, move)  # what it would do, before the confirm
    h.click('[data-action="undo"]')
    assert not h.qa('[data-ground][aria-pressed="true"]') and h.qa('#hand [aria-pressed="true"]')
    h.key("z", ctrlKey=True)
    assert not h.qa('#hand [aria-pressed="true"]') and h.el('[data-action="undo"]').disabled
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.key("Escape")  # drops the selection
    assert not h.qa('#hand [aria-pressed="true"]')
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.click(f'[data-ground="{move["ground"]}"]')
    before = len(h.saved_moves())
    h.click('[data-action="confirm"]')
    assert h.saved_moves()[before:] == [move]
    assert h.el('[data-action="undo"]').disabled  # the draw was seen: no way back (M-R9)
    h.key("z", ctrlKey=True)
    assert "Nothing to undo: a confirmed decision stays (new cards were seen since)." in h.status()
    assert len(h.saved_moves()) == before + 1


def find_blocked():
    """A 2-player record whose player to act holds a warrior that one ground refuses."""
    for seed in range(600):
        rng = random.Random(seed)
        rec = mt.new_record(["Ann", "Ben"], seed=seed)
        s = mt.from_record(rec)
        while mt.to_act(s) is not None:
            d = mt.to_dict(s)
            legal = mt.legal_moves(s)
            if d["phase"] == "play":
                for card in d["players"][d["current"]]["hand"]:
                    grounds = {m["ground"] for m in legal if m.get("card") == card}
                    if grounds and len(grounds) < 3:
                        return rec, card, min({1, 2, 3} - grounds), s
            move = rng.choice(legal)
            mt.record_append(rec, move)
            s = mt.apply(s, move)
    raise AssertionError("no blocked warrior found")


def test_an_illegal_ground_is_explained_in_the_engines_words_and_changes_nothing():
    rec, card, ground, state = find_blocked()
    h = with_record(rec)
    h.reveal()
    h.click(f'#hand [data-card="{card}"]')
    legal = [int(e.getAttribute("data-ground")) for e in h.qa(".ground.legal [data-ground]")]
    assert legal and ground not in legal
    h.click(f'[data-ground="{ground}"]')
    with pytest.raises(mt.IllegalMove) as e:
        mt.apply(state, {"type": "play", "card": card, "ground": ground})
    assert h.text("#status .why") == str(e.value)
    assert h.el('[data-action="confirm"]').disabled and len(h.saved_moves()) == len(rec["moves"])


# ---- the reckoning, step by step --------------------------------------------------------------------------
def before_a_reckoning(kinds=None):
    """A 2-player record one move before a hunt's reckoning, and that move."""
    _, moves = random_game(2, 7)
    s = mt.new_game(["Ann", "Ben"], seed=7)
    for k, move in enumerate(moves):
        if mt.reckoning_events(s, move):
            return record_of(moves[:k], seed=7, kinds=kinds), move, mt.to_act(s)
        s = mt.apply(s, move)
    raise AssertionError("no reckoning")


def test_the_reckoning_is_shown_step_by_step_and_the_last_step_returns():
    rec, move, seat = before_a_reckoning()
    h = with_record(rec)
    h.reveal()
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.click(f'[data-ground="{move["ground"]}"]')
    h.click('[data-action="confirm"]')
    total = len(mt.reckoning_events(mt.from_record(rec), move))
    assert total > 1 and h.shown("#reckoning") and not h.shown("#privacy")  # public: no screen yet
    assert "The hunt is over: see the reckoning step by step" in h.status()
    for step in range(1, total + 1):
        assert f"step {step} of {total}" in h.text("#reckoning h2")
        label = h.text('#reckoning [data-action="continue"]')
        assert label == ("Back to the game" if step == total else "Continue")
        h.click('#reckoning [data-action="continue"]')
    assert not h.shown("#reckoning") and h.body("phase") == "select"  # the next hunt's parties
    assert h.shown("#privacy") == (h.body("current") != str(seat))  # the screen if someone else is next


def test_the_ranking_waits_for_the_last_hunts_reckoning():
    _, moves = random_game(2, 7)
    h = with_record(record_of(moves[:-1], seed=7))            # the last play of the game to make
    if h.shown("#privacy"):
        h.reveal()
    last = moves[-1]
    h.click(f'#hand [data-card="{last["card"]}"]')
    h.click(f'[data-ground="{last["ground"]}"]')
    h.click('[data-action="confirm"]')
    assert mt.to_act(h.session.state) is None and h.shown("#reckoning")
    # the steps first: no ranking over them, no result and no "Show the ranking" in the status
    assert not h.shown("#ranking-card") and h.body("phase") == "over"
    assert "see the reckoning step by step" in h.status() and "Game over" not in h.status()
    assert h.qa('#status [data-action="show-ranking"]') == []
    while h.shown("#reckoning"):
        h.click('#reckoning [data-action="continue"]')
    assert h.shown("#ranking-card") and "Game over: " in h.status()
    assert h.qa('#status [data-action="show-ranking"]') == []  # the card is up: nothing to bring back
    assert h.doc.activeElement is h.el("#ranking-card")  # the last "continue" hands the focus on to it
    h.click('#ranking-card [data-action="hide-ranking"]')
    assert len(h.qa('#status [data-action="show-ranking"]')) == 1


def test_the_bots_wait_while_the_reckoning_is_shown():
    rec, move, seat = before_a_reckoning()
    kinds = ["human", "bot:easy"] if seat == 0 else ["bot:easy", "human"]
    h = with_record(record_of(rec["moves"], seed=7, kinds=kinds))
    assert h.body("actor") == "human" and not h.shown("#privacy")  # one person: no screen
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.click(f'[data-ground="{move["ground"]}"]')
    h.click('[data-action="confirm"]')
    cursor = h.session.cursor
    assert h.shown("#reckoning") and run_bots(h) == 0 and h.session.cursor == cursor
    while h.shown("#reckoning"):
        h.click('#reckoning [data-action="continue"]')
    assert h.body("actor") == "human" and h.body("phase") == "select"  # the next hunt: the person first
    assert manitou_step(h, random.Random(1))                              # chooses a party,
    assert h.body("actor") == "bot" and run_bots(h) > 0                   # and the bots go on
    assert h.body("actor") in ("human", "over")


# ---- the phases, bots, replay --------------------------------------------------------------------------
def test_body_phase_is_select_then_play_then_over():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=3)
    assert h.body("phase") == "select" and h.body("actor") == "human"
    to_play(h)
    assert h.body("phase") == "play"
    done = with_record(record_of(random_game(2, 4)[1]))
    assert done.body("phase") == "over" and done.body("current") is None and done.body("actor") == "over"
    best = mt.ranking(done.session.state)[0]
    assert "Game over: " in done.status() and done.shown("#ranking-card")
    assert [int(e.getAttribute("data-seat")) for e in done.qa("#ranking [data-place]")[0].querySelectorAll(
        "[data-seat]")] == best


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
def test_one_person_against_bots_never_sees_a_bots_card():
    h = open_game("manitou")
    h.start_game(NAMES, seats=["human", "easy", "easy"], seed=35)
    rng = random.Random(35)
    hands = 0
    for _ in range(40):
        if not manitou_step(h, rng):
            break
        assert not h.shown("[data-privacy]")  # one person: no screen
        if h.body("phase") == "play" and h.q("#hand .mcard") is not None and not h.shown("#reckoning"):
            assert hand(h) == sorted(mt.to_dict(h.session.state)["players"][0]["hand"])
            hands += 1
    assert hands >= 3 and h.saved()["seats"] == ["human", "bot:easy", "bot:easy"]


def test_a_finished_game_replays_without_writing_and_leaves_the_live_game_untouched():
    rec = record_of(random_game(2, 4)[1])
    n = len(rec["moves"])
    h = with_record(rec)
    before = dict(h.win.localStorage.data)
    live_log = len(h.qa("#log .turn-moves > li"))
    h.click('[data-action="replay"]')
    assert h.body("replay") is not None and h.body("cursor") == "0" and not h.qa("#log .turn-moves > li")
    assert "Replay: the start of the game" in h.status()
    assert h.doc.activeElement is h.el('[data-action="replay-forward"]')
    h.key("Enter")
    h.click('[data-action="replay-forward"]')
    h.click('[data-action="replay-back"]')
    # one pick says nothing until its party is complete
    assert h.body("cursor") == "1" and not h.qa("#log .turn-moves > li")
    assert "every card" in h.text("#replay-bar") and len(h.qa("#replay-bar [data-seat-secrets]")) == 2
    h.fill('[name="replay-speed"]', "faster")
    h.click('[data-action="replay-play"]')
    h.timers(3000)
    playing = int(h.body("cursor") or 0)
    assert playing >= 4
    h.click('[data-action="replay-play"]')  # pause
    h.timers(3000)
    assert h.body("cursor") == str(playing)
    h.click('[data-action="replay-last"]')
    assert h.body("cursor") == str(n) and f"Replay: move {n} of {n}." in h.status()
    assert h.el('[data-action="replay-forward"]').disabled
    assert h.win.localStorage.data == before  # a replay writes nothing
    h.key("Escape")
    assert h.body("replay") is None and h.body("cursor") == str(n)
    assert len(h.qa("#log .turn-moves > li")) == live_log and h.shown("#ranking-card")
    assert h.win.localStorage.data == before and h.session.cursor == n


def test_a_game_in_progress_replays_only_what_the_viewer_saw():
    moves = random_game(3, 4)[1][:25]
    h = with_record(record_of(moves, names=("Ann", "Bob", "Cy")))
    assert h.el('[data-action="replay"]').disabled  # the screen is up: nobody's cards
    viewer = int(h.el("#privacy").getAttribute("data-privacy"))
    h.reveal()
    h.click('[data-action="replay"]')
    assert "only what you could see" in h.text("#replay-bar") and not h.qa("#replay-bar [data-seat-secrets]")
    s = sessions.new(["Ann", "Bob", "Cy"], 4)
    for move in moves:
        s.play(move)
    for k in range(len(moves) + 1):
        seen = mt.observe(s.states[k], viewer)["players"][viewer]
        play = mt.to_dict(s.states[k])["phase"] == "play"
        assert sorted(e.getAttribute("data-shown") for e in h.qa("#hand [data-shown]")) == (
            sorted(seen["hand"]) if play else [])
        if k < len(moves):
            h.click('[data-action="replay-forward"]')
    h.click('[data-action="replay-exit"]')
    assert h.body("cursor") == str(len(moves)) and h.body("replay") is None


# ---- the language switch -------------------------------------------------------------------------------
#: what the page's Python paints (the static words are ui/lang.js's, not run here)
PAINTED = ("#status", "#log", "#reckoning", "#grounds", "#players", "#hand", "#choose-cards", "#preview",
           "#pile-size", "#scores", "#warriors", "#new-game", "#privacy-title", "#privacy-text",
           "#game-info", "#bot-bar", "#notice", "#ranking")


def test_the_language_switch_keeps_the_game_and_changes_the_words(catalogues):
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=6)
    to_play(h)
    record, cursor, english = h.saved(), h.session.cursor, h.status()
    h.click('[data-action="new-game"]')
    start_words = h.text('[data-action="start"]')
    h.speak("de", catalogues["de"])
    assert h.saved() == record and h.session.cursor == cursor and h.body("phase") == "play"
    who = h.session.players[mt.to_act(h.session.state)]
    assert h.status() != english and h.status().startswith(who + ": ")
    assert h.shown("#new-game") and h.text('[data-action="start"]') != start_words
    h.key("Escape")
    assert hand(h) == sorted(mt.to_dict(h.session.state)["players"][mt.to_act(h.session.state)]["hand"])
    h.speak("en", {})
    assert h.status() == english and h.saved() == record


def test_a_switch_in_the_middle_of_a_reckoning_keeps_the_game_and_the_step(catalogues):
    rec, move, seat = before_a_reckoning()
    h = with_record(rec)
    h.reveal()
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.click(f'[data-ground="{move["ground"]}"]')
    h.click('[data-action="confirm"]')
    h.click('#reckoning [data-action="continue"]')
    h.click('#reckoning [data-action="continue"]')
    total = h.page.view.reckoning.walk.total
    assert h.text("#reckoning h2") == f"Reckoning of hunt 1 step 3 of {total}"
    before = h.saved()
    h.speak("de", catalogues["de"])
    assert h.text("#reckoning h2") == f"Abrechnung der Jagd 1 Schritt 3 von {total}"
    assert "Abrechnung der Jagd 1." in h.text("#log")  # the log is told again
    assert "Häuptling" in h.text("#warriors") and h.saved() == before
    while h.shown("#reckoning"):
        assert english_words(h.seen_text(*PAINTED), allow=["Ann", "Ben"]) == []
        h.click('#reckoning [data-action="continue"]')
    assert h.body("phase") == "select"
    assert english_words(h.seen_text(*PAINTED), allow=["Ann", "Ben"]) == []


def test_a_page_started_in_german_speaks_german_from_the_form_on(catalogues):
    h = open_game("manitou", language=("de", catalogues["de"]))
    assert h.text("#new-game h2") == "Neues Spiel" and h.text('[data-action="start"]') != "Start the game"
    h.start_game(["Ann", "Ben"], seed=55)
    assert english_words(h.seen_text(*PAINTED), allow=["Ann", "Ben"]) == []
    h.reveal()
    assert "Wähle" in h.status()
    assert english_words(h.seen_text(*PAINTED), allow=["Ann", "Ben"]) == []


def test_a_selected_card_brings_the_grounds_it_may_go_to_into_view():
    """On a phone the grounds scroll inside the table's own area: selecting a card scrolls the last
    ground it may go to into view, then the first (so the first is surely seen); a ground chosen
    next scrolls nothing more."""
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=33)
    to_play(h)
    state = h.session.state
    card = next(m["card"] for m in mt.legal_moves(state) if m["type"] == "play")
    grounds = sorted({m["ground"] for m in mt.legal_moves(state) if m.get("card") == card})
    h.click(f'#hand [data-card="{card}"]')
    buttons = [h.el(f'[data-ground="{g}"]') for g in (1, 2, 3)]
    assert [b.scroll_count for b in buttons] == [
        (g == grounds[0]) + (g == grounds[-1]) for g in (1, 2, 3)]
    before = [b.scroll_count for b in buttons]
    h.click(f'[data-ground="{grounds[0]}"]')
    assert [h.el(f'[data-ground="{g}"]').scroll_count for g in (1, 2, 3)] == before
