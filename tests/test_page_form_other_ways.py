"""The new-game form offers the other ways into a game: "Open game file" and "Learn to play"
(issue 53: on a first visit the form covers the page, so the header's buttons cannot be reached)."""

from __future__ import annotations

import json

import pytest

from engine.manitou.playout import random_game
from tests.page_harness import open_game
from ui.manitou import sessions

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
