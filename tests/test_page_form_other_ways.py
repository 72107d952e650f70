"""The new-game form offers the other ways into a game: "Open game file" and "Learn to play"
(issue 53: on a first visit the form covers the page, so the header's buttons cannot be reached)."""

from __future__ import annotations

import json

import pytest

from engine.manitou.playout import random_game
from tests.page_harness import hidden, open_game
from ui.manitou import sessions
from ui.shell.modal import tab_stops

GAMES = ["wind-river", "manitou", "white-buffalo"]


@pytest.mark.parametrize("game", GAMES)
def test_a_first_visit_can_start_the_lesson_from_the_form(game):
    h = open_game(game)
    assert h.shown("#new-game") and h.session is None  # the form covers a first visit
    h.click('#new-game [data-action="learn"]')
    assert not h.shown("#new-game") and h.shown("#lesson") and h.session is not None


def test_a_first_visit_can_open_a_game_file_from_the_form():
    h = open_game("manitou")
    opened = []
    h.el("#open-file-input").click = lambda: opened.append(True)  # the browser's chooser
    h.click('#new-game [data-action="open-file"]')
    assert opened == [True]
    s = sessions.new(["Cy", "Dee"], 5)
    for move in random_game(2, 5)[1][:10]:
        s.play(move)
    h.open_file(json.dumps(s.record()))
    assert not h.shown("#new-game") and h.session.players == ["Cy", "Dee"] and h.session.cursor == 10


def test_a_file_chosen_from_the_form_over_a_kept_game_asks_with_the_form_closed():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=3)
    h.reveal()
    h.click('[data-action="new-game"]')
    h.click('#new-game [data-action="open-file"]')
    s = sessions.new(["Cy", "Dee"], 5)
    h.open_file(json.dumps(s.record()))
    assert not h.shown("#new-game") and h.shown("#import")
    h.click('#import [data-action="import-cancel"]')  # answerable; the kept game stays
    assert h.session.players == ["Ann", "Ben"] and not h.shown("#import")


def test_a_bad_file_chosen_from_a_first_visits_form_is_explained_in_the_form():
    h = open_game("manitou")
    h.open_file("{not a game", name="notes.json")
    assert h.shown("#new-game") and h.session is None
    assert h.text("#form-error").startswith("The file “notes.json” was not opened.")


# ---- the form is a modal: the page behind inert, Tab kept inside, the focus given back -------------------
def stops_outside(h) -> list:
    form = h.el("#new-game")
    return [n for n in h.qa("button, a[href], input, select, textarea")
            if not form.contains(n) and not hidden(n) and not n.disabled
            and n.closest("[inert]") is None and n.getAttribute("type") != "file"]


@pytest.mark.parametrize("game", GAMES)
def test_the_new_game_form_keeps_the_focus_inside_and_gives_it_back(game):
    h = open_game(game)
    h.start_game(["Ann", "Ben", "Cy"], seats=["human", "easy", "easy"], seed=4)
    opener = h.el('header [data-action="new-game"]')
    opener.focus()
    h.click('header [data-action="new-game"]')
    assert h.shown("#new-game") and stops_outside(h) == []  # the header, the board: inert behind it
    form = h.el("#new-game")
    stops = tab_stops(form)
    stops[-1].focus()
    h.key("Tab")
    assert h.doc.activeElement is stops[0]
    h.key("Tab", shiftKey=True)
    assert h.doc.activeElement is stops[-1]
    h.key("Escape")
    assert not h.shown("#new-game") and h.q("[inert]") is None
    assert h.doc.activeElement is opener  # back where it was


def test_after_start_the_focus_goes_to_the_game_not_back_to_the_new_game_button():
    h = open_game("wind-river")
    h.start_game(["Ann", "Ben", "Cy"], seed=4)
    h.el('header [data-action="new-game"]').focus()
    h.click('header [data-action="new-game"]')
    h.start_game(["Dee", "Eve", "Fay"], seed=5)
    assert h.q("[inert]") is None
    here = h.doc.activeElement
    assert here is not h.doc.body and here.closest("header") is None  # the board or its actions


@pytest.mark.parametrize("game", GAMES)
def test_the_home_pages_new_game_opens_the_form_over_the_kept_game_which_stays_kept(game):
    first = open_game(game)
    first.start_game(["Ann", "Ben", "Cy"], seats=["human", "easy", "easy"], seed=4)
    kept = first.saved()
    h = open_game(game, url=f"https://example.test/{game}.html#new", storage=first.win.localStorage.data)
    assert h.shown("#new-game") and h.win.location.hash == ""
    assert h.session is not None and h.session.players == ["Ann", "Ben", "Cy"]  # behind the form
    h.start_game(["Dee", "Eve", "Fay"], seats=["human", "easy", "easy"], seed=5)
    assert h.session.players == ["Dee", "Eve", "Fay"]
    assert kept in [json.loads(v) for k, v in h.win.localStorage.data.items() if "/game-" in k]
