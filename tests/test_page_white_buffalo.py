"""White Buffalo's page on the fake browser: the privacy screen, the turn's kinds as toggles, undo
back to the last chance event only, an illegal step explained, the hunt step by step (the bots
waiting), a reload in the middle of a turn, the map by keyboard, body[data-phase] turn/cube/over,
Copy link locked while cards are secret, and the language switch in the middle of a hunt."""

from __future__ import annotations

import json
from typing import Any, Callable

import pytest

from e2e.language import english_words
from engine import white_buffalo as wb
from engine.white_buffalo import hints
from engine.white_buffalo.playout import random_game
from tests.page_harness import (
    WHITE_BUFFALO_SECRET,
    Harness,
    open_game,
    privacy_up,
    run_bots,
    white_buffalo_click,
    white_buffalo_mode,
)
from ui.white_buffalo import sessions

NAMES = ["Ann", "Ben"]


def record_of(moves, seed: int, kinds=None) -> dict:
    s = sessions.new(list(NAMES), seed, None, kinds)
    for m in moves:
        s.play(m)
    return s.record()


def find(seed: int, want: Callable[[Any, list], bool], after: int = 0):
    """The moves of a 2-player random game up to the first position (past ``after`` moves) where
    ``want(state, legal)`` holds, and that state."""
    _, moves = random_game(2, seed)
    s = wb.new_game(NAMES, seed=seed)
    for k, move in enumerate(moves):
        if k >= after and want(s, wb.legal_moves(s)):
            return moves[:k], s
        s = wb.apply(s, move)
    raise AssertionError("never reached")


def with_record(rec: dict) -> Harness:
    """The page opened on ``rec`` (set-up, not what is tested)."""
    return open_game("white-buffalo", storage={"white-buffalo/current": json.dumps(rec)})


def at(seed: int, want: Callable[[Any, list], bool], after: int = 0, kinds=None):
    """The page at the first position of a random game where ``want`` holds, screen revealed."""
    moves, state = find(seed, want, after)
    h = with_record(record_of(moves, seed, kinds))
    if h.shown("[data-privacy]"):
        h.reveal()
    return h, state


# ---- the privacy screen ---------------------------------------------------------------------------------
def test_the_privacy_screen_hides_every_secret_and_reveal_shows_only_that_persons_cards():
    h, state = at(51, lambda s, legal: wb.to_dict(s)["phase"] == "turn" and s.current == 1, after=12)
    again = h.reload()
    assert privacy_up(again, WHITE_BUFFALO_SECRET)  # after a reload the screen comes first
    html = again.doc.body.innerHTML
    for p in wb.to_dict(state)["players"]:
        for d in p["destiny"]:
            assert f'data-shown="{d}"' not in html
    assert again.text("#privacy-title") == "Pass the device to Ben"
    again.reveal()
    me = wb.to_dict(state)["players"][1]
    assert sorted(e.getAttribute("data-card") for e in again.qa("#hand [data-card]")) == sorted(me["hand"])
    destiny = sorted(e.getAttribute("data-shown") for e in again.qa("#destiny [data-shown]"))
    assert destiny == sorted(me["destiny"])


def test_body_phase_is_turn_cube_or_over_and_copy_link_waits_for_the_end():
    h = open_game("white-buffalo")
    h.start_game(NAMES, seed=3)
    assert h.body("phase") == "turn" and h.el('[data-action="copy-link"]').disabled
    assert "every hand" in h.el('[data-action="save-file"]').getAttribute("title")  # the file shows them
    cube, state = at(61, lambda s, legal: wb.to_dict(s)["phase"] == "cube")
    assert cube.body("phase") == "cube"
    for to in ("territory", "war"):
        legal = {"type": "cube", "to": to} in wb.legal_moves(state)
        assert cube.el(f'[data-action="cube-{to}"]').disabled is not legal
    done = with_record(record_of(random_game(2, 3)[1], 3))
    assert done.body("phase") == "over" and done.body("current") is None
    assert not done.el('[data-action="copy-link"]').disabled and done.shown("#ranking-card")
    assert "every hand" not in done.el('[data-action="save-file"]').getAttribute("title")


# ---- a turn by clicks ----------------------------------------------------------------------------------
def test_the_kinds_of_play_are_toggles_and_a_hand_card_needs_one():
    h, state = at(52, lambda s, legal: any(m["type"] == "horse" for m in legal)
                  and wb.to_dict(s)["turn"]["kind"] is None and wb.to_dict(s)["phase"] == "turn")
    card = next(m["card"] for m in wb.legal_moves(state) if m["type"] == "horse")
    assert all(h.el(f'[data-action="{a}"]').getAttribute("aria-pressed") == "false"
               for a in ("take-cards", "move", "hunt-stack"))
    h.click(f'#hand [data-card="{card}"]')
    assert "Choose “Move” or “Hunt” first" in h.text("#status .why")
    assert "Choose “Move” or “Hunt” first" in h.text("#why-hand") and h.text("#why-map") == ""
    h.click('[data-action="move"]')
    assert h.el('[data-action="move"]').getAttribute("aria-pressed") == "true"
    assert h.el('[data-action="take-cards"]').getAttribute("aria-pressed") == "false"
    h.key("Escape")  # no step made yet: the kind of play is dropped
    assert h.el('[data-action="move"]').getAttribute("aria-pressed") == "false"
    white_buffalo_click(h, {"type": "horse", "card": card})
    assert h.saved_moves()[-1] == {"type": "horse", "card": card}


def test_undo_takes_back_steps_of_a_turn_but_never_a_draw():
    h, state = at(52, lambda s, legal: any(m["type"] == "take" and m["slot"] != "pile" for m in legal)
                  and {"type": "take", "slot": "pile"} in legal and wb.to_dict(s)["turn"]["kind"] is None)
    n = len(h.saved_moves())
    row = next(m for m in wb.legal_moves(state) if m["type"] == "take" and m["slot"] != "pile")
    white_buffalo_click(h, row)  # a row card: nothing by chance yet
    assert len(h.saved_moves()) == n + 1 and not h.el('[data-action="undo"]').disabled
    h.click('[data-action="undo"]')
    assert len(h.saved_moves()) == n and h.session.cursor == n  # taken back, and saved so
    white_buffalo_click(h, row)
    h.click('[data-action="draw"]')  # a blind draw
    assert len(h.saved_moves()) == n + 2 and h.el('[data-action="undo"]').disabled
    h.key("z", ctrlKey=True)
    assert "Nothing to undo: the turn's earlier steps are fixed" in h.status()
    assert len(h.saved_moves()) == n + 2


def test_an_illegal_step_is_explained_in_the_engines_words():
    from engine.white_buffalo.data import ADJ, TERRITORIES, TERRITORY

    h, state = at(54, lambda s, legal: any(m["type"] == "horse" for m in legal)
                  and wb.to_dict(s)["players"][s.current]["territory"] is not None)
    here = wb.to_dict(state)["players"][state.current]["territory"]
    far = next(t for t in TERRITORIES if t != here and TERRITORY[t] not in ADJ[TERRITORY[here]])
    n = len(h.saved_moves())
    h.click('[data-action="move"]')
    h.click(f'[data-territory="{far}"]')
    with pytest.raises(wb.IllegalMove) as e:
        wb.apply(state, {"type": "step", "to": far})
    assert h.text("#status .why") == str(e.value) and len(h.saved_moves()) == n
    assert h.text("#why-map") == str(e.value) and h.text("#why-hand") == ""  # beside the map


def test_a_reload_in_the_middle_of_a_turn_resumes_at_the_same_step():
    h, state = at(53, lambda s, legal: any(m["type"] == "stack" for m in legal))
    move = next(m for m in wb.legal_moves(state) if m["type"] == "stack")
    white_buffalo_click(h, move)
    n = len(h.saved_moves())
    again = h.reload()
    assert len(again.saved_moves()) == n and privacy_up(again, WHITE_BUFFALO_SECRET)
    again.reveal()
    after = again.session.state
    shown = again.session.game.to_dict(again.session.state)
    assert shown["turn"]["play"]["cards"] == [move["card"]]  # the open stack is there
    assert f"Hunt value now: {hints.hunt_value(after)}." in again.text("#preview")


def test_the_map_by_keyboard_arrows_move_and_enter_chooses():
    h = open_game("white-buffalo")
    h.start_game(NAMES, seed=3)
    h.reveal()
    legal = {m["territory"] for m in h.session.legal() if m["type"] == "place"}
    stop = h.el('#map [data-territory][tabindex="0"]')
    assert stop.getAttribute("data-territory") in legal and len(h.qa('#map [tabindex="0"]')) == 1
    stop.focus()
    h.key("End")
    last = h.doc.activeElement.getAttribute("data-territory")
    h.key("Home")
    first = h.doc.activeElement.getAttribute("data-territory")
    assert first != last and h.doc.activeElement.matches("#map [data-territory]")
    target = next(t for t in sorted(legal))
    h.el(f'#map [data-territory="{target}"]').focus()
    h.key("Enter")
    assert h.saved_moves() == [{"type": "place", "territory": target}]


# ---- the hunt, step by step --------------------------------------------------------------------------------
def hunt_position(kinds=None):
    return at(55, lambda s, legal: {"type": "hunt"} in legal and s.current == 0, kinds=kinds)


def test_the_hunt_is_shown_step_by_step_and_the_bots_wait():
    h, state = hunt_position(kinds=["human", "bot:easy"])
    steps = hints.walk_events(wb.last_events(wb.apply(state, {"type": "hunt"})))
    assert steps
    h.click('[data-action="hunt"]')
    assert h.saved_moves()[-1] == {"type": "hunt"} and h.shown("#walk")
    assert "See what the hunt did, step by step (“Continue”)." in h.status()
    cursor = h.session.cursor
    assert run_bots(h) == 0 and h.session.cursor == cursor  # the bots wait meanwhile
    seen = 0
    while h.shown("#walk"):
        h.click('#walk [data-action="continue"]')
        seen += 1
    assert seen == len(steps)
    assert h.body("actor") == "human" and {"type": "end"} in wb.legal_moves(h.session.state)
    white_buffalo_click(h, {"type": "end"})               # the hunter ends the turn,
    while h.shown("#walk"):                                # (the herds' walk shown first)
        h.click('#walk [data-action="continue"]')
    assert h.body("actor") == "bot" and run_bots(h) > 0    # and the bots go on


# ---- the language switch -------------------------------------------------------------------------------
#: what the page's Python paints (the static words are ui/lang.js's, not run here)
PAINTED = ("#status", "#log", "#walk", "#row", "#display", "#buy-panel", "#hand", "#tribe", "#destiny",
           "#players", "#preview", "#map", "#pile-size", "#stack-size", "#new-game", "#game-info")


def test_a_language_switch_in_the_middle_of_a_hunt_keeps_the_game_and_the_hunt(catalogues):
    h, state = hunt_position()
    h.click('[data-action="hunt"]')
    h.click('#walk [data-action="continue"]')
    record, english = h.saved(), h.text("#walk")
    step = h.page.view.walker.walk.step
    h.speak("fr", catalogues["fr"])
    assert h.saved() == record and h.shown("#walk") and h.page.view.walker.walk.step == step == 1
    assert h.text("#walk") != english
    assert english_words(h.seen_text(*PAINTED), allow=NAMES) == []  # territory names too (Nouveau-Mexique)
    h.speak("en", {})
    assert h.text("#walk") == english


def test_the_privacy_screen_comes_before_the_next_persons_turn():
    h, state = at(56, lambda s, legal: {"type": "end"} in legal and s.current == 0, after=10)
    assert h.body("current") == "0" and not h.shown("#privacy")
    h.click('[data-action="end"]')
    while h.shown("#walk"):  # the herds' walk is public: shown before the device is passed on
        assert not h.shown("#privacy")
        h.click('#walk [data-action="continue"]')
    seat = wb.to_act(h.session.state)
    assert seat == 1 and privacy_up(h, WHITE_BUFFALO_SECRET)
    assert h.el("[data-privacy]").getAttribute("data-privacy") == "1"
    assert h.text("#privacy-title") == "Pass the device to Ben"
    h.reveal()
    me = wb.to_dict(h.session.state)["players"][1]
    assert sorted(e.getAttribute("data-card") for e in h.qa("#hand [data-card]")) == sorted(me["hand"])


def test_a_finished_game_replays_every_card_without_writing():
    rec = record_of(random_game(2, 3)[1], 3)
    n = len(rec["moves"])
    h = with_record(rec)
    before = dict(h.win.localStorage.data)
    h.click('[data-action="replay"]')
    assert h.body("cursor") == "0" and h.body("phase") == "turn"
    h.click('[data-action="replay-forward"]')
    assert h.body("cursor") == "1" and "every card" in h.text("#replay-bar")
    assert len(h.qa("#replay-bar [data-seat-secrets]")) == 2
    h.click('[data-action="replay-last"]')
    assert h.body("cursor") == str(n) and f"Replay: move {n} of {n}." in h.status()
    h.key("Escape")
    assert h.body("replay") is None and h.body("phase") == "over" and h.shown("#ranking-card")
    assert h.win.localStorage.data == before


def test_the_final_ranking_takes_the_focus_when_it_comes_up():
    """A game that ends by a button that stays (a card taken from the row, by keyboard) puts the
    focus on the ranking, not on that button under it; put away and shown again, the card takes
    it again."""
    moves = random_game(2, 6)[1][:-1]
    last = {"type": "take", "slot": 2}  # (the random game drew from the pile instead)
    state = wb.new_game(NAMES, seed=6)
    for move in moves:
        state = wb.apply(state, move)
    assert last in wb.legal_moves(state) and wb.to_act(wb.apply(state, last)) is None
    h = with_record(record_of(moves, 6))
    if h.shown("[data-privacy]"):
        h.reveal()
    white_buffalo_mode(h, "take-cards")
    slot = h.el('[data-row-slot="2"]')
    slot.focus()
    h.key("Enter", '[data-row-slot="2"]')
    assert h.body("phase") == "over" and h.shown("#ranking-card") and slot.isConnected
    assert h.doc.activeElement is h.el("#ranking-card")
    assert h.qa('#status [data-action="show-ranking"]') == []      # the card is up: no button for it
    h.click('#ranking-card [data-action="hide-ranking"]')
    assert not h.shown("#ranking-card")
    back = h.el('#status [data-action="show-ranking"]')           # "Show the board" hands the focus
    assert h.doc.activeElement is back                             # to the button that brings it back
    h.click('[data-action="show-ranking"]')
    assert h.shown("#ranking-card") and h.doc.activeElement is h.el("#ranking-card")
    assert h.qa('#status [data-action="show-ranking"]') == []
    # the focus outside the game (here the header's rules link) stays where it is
    again = with_record(record_of(moves, 6))
    if again.shown("[data-privacy]"):
        again.reveal()
    rules = again.el('header a[href*="rules"]')
    rules.focus()
    white_buffalo_click(again, last)
    assert again.shown("#ranking-card") and again.doc.activeElement is rules
