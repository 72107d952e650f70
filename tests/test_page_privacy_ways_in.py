"""The privacy screen always belongs to the game on the page (issue 53): whatever way another game,
or another position of the same game, comes onto the page (a link, a file, a new game, a lesson and
back, another tab's move), the page shows either no screen or the screen of the person whose turn it
is in the game now shown, and that person's button works."""

from __future__ import annotations

import json
from typing import Any, Callable, Dict, List

import pytest

from engine.manitou.playout import random_game as manitou_game
from engine.white_buffalo.playout import random_game as white_buffalo_game
from tests.page_harness import Harness, open_game
from ui.manitou import sessions as manitou_sessions
from ui.shell import transfer
from ui.white_buffalo import sessions as white_buffalo_sessions

GAMES = ["manitou", "white-buffalo"]


def record(game: str, names: List[str], seed: int, moves: int) -> Dict[str, Any]:
    """A hot-seat game of ``names`` after ``moves`` moves of a random game."""
    if game == "manitou":
        s = manitou_sessions.new(names, seed)
        line = manitou_game(len(names), seed)[1]
    else:
        s = white_buffalo_sessions.new(names, seed)
        line = white_buffalo_game(len(names), seed)[1]
    for move in line[:moves]:
        s.play(move)
    return s.record()


def ann_and_ben(game: str) -> Harness:
    """Ann and Ben's game kept, the page opened on it: the screen waits for one of them."""
    h = open_game(game, storage={f"{game}/current": json.dumps(record(game, ["Ann", "Ben"], 9, 12))})
    assert h.shown("[data-privacy]") and h.text("#privacy-name") in ("Ann", "Ben")
    return h


def screen_belongs(h: Harness, names: List[str]) -> None:
    """No screen, or the screen of the person to act in the game on the page; and that person's
    button takes the screen away."""
    s = h.session
    assert list(s.players) == names  # the game on the page is the one that came in
    if not h.shown("[data-privacy]"):
        assert h.q("[inert]") is None  # nothing left inert by a screen that went
        return
    seat = int(h.el("#privacy").getAttribute("data-privacy"))
    assert seat == s.actor(s.cursor) and h.text("#privacy-name") == names[seat]
    h.reveal()
    assert not h.shown("[data-privacy]") and h.q("[inert]") is None


def by_link(h: Harness, game: str) -> None:
    h.open_link("#" + transfer.to_link_fragment(record(game, ["Cy", "Dee"], 5, 10)))
    h.click('#import [data-action="import-confirm"]')


def by_file(h: Harness, game: str) -> None:
    h.click('#privacy [data-action="new-game"]')  # the screen's way to the form, and the form's
    h.click('#new-game [data-action="open-file"]')  # to the file chooser
    h.open_file(json.dumps(record(game, ["Cy", "Dee"], 5, 10)))
    h.click('#import [data-action="import-confirm"]')


def by_new_game(h: Harness, game: str) -> None:
    h.click('#privacy [data-action="new-game"]')
    h.start_game(["Cy", "Dee"], seed=5)


WAYS: Dict[str, Callable[[Harness, str], None]] = {
    "a link": by_link, "a file": by_file, "a new game": by_new_game}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("way", list(WAYS))
def test_another_game_brought_in_over_the_screen_gets_its_own_screen_or_none(game, way):
    h = ann_and_ben(game)
    WAYS[way](h, game)
    assert not h.shown("#new-game") and not h.shown("#import")
    screen_belongs(h, ["Cy", "Dee"])


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_brought_in_over_the_screen_has_none(game):
    h = ann_and_ben(game)
    names = ["Cy", "Dee"]
    over = record(game, names, 5, 10_000)
    h.open_link("#" + transfer.to_link_fragment(over))
    h.click('#import [data-action="import-confirm"]')
    assert h.body("phase") == "over" and not h.shown("[data-privacy]") and h.q("[inert]") is None


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_has_no_screen_and_leaving_it_brings_back_the_kept_games_screen(game):
    h = ann_and_ben(game)
    waiting = h.text("#privacy-name")
    h.click('#privacy [data-action="learn"]')
    assert h.shown("#lesson") and not h.shown("[data-privacy]") and h.q("[inert]") is None
    h.click('[data-action="leave-lesson"]')
    assert h.text("#privacy-name") == waiting
    screen_belongs(h, ["Ann", "Ben"])


@pytest.mark.parametrize("game", GAMES)
def test_another_tabs_move_moves_the_screen_to_the_person_now_to_act(game):
    h = ann_and_ben(game)
    other = h.win.new_tab()  # another tab plays on until the turn passes to the other person
    live = (manitou_sessions if game == "manitou" else white_buffalo_sessions).from_record(
        record(game, ["Ann", "Ben"], 9, 12))
    first = live.actor(live.cursor)
    while live.actor(live.cursor) == first:
        live.play(live.legal()[0])
    other.localStorage.setItem(str(h.body("save-key")), json.dumps(live.record()))
    h.timers()  # this tab hears the storage event
    assert h.session.cursor == live.cursor
    now = live.actor(live.cursor)
    assert now is not None and h.text("#privacy-name") == ["Ann", "Ben"][now]  # not the one before
    screen_belongs(h, ["Ann", "Ben"])
