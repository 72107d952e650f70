"""The end screens tell it right (issue 53, point 5): Manitou's ranking shows where each player's
points came from; the panels behind White Buffalo's ranking show the final state; the button that
puts the ranking away says so; a computer seat is named with the status line's word."""

from __future__ import annotations

import json
import re

import pytest

from engine import manitou as mt
from engine import white_buffalo as wb
from engine.manitou.playout import random_game as manitou_game
from engine.white_buffalo.playout import random_game as white_buffalo_game
from tests.page_harness import open_game
from ui.manitou import sessions as manitou_sessions
from ui.white_buffalo import sessions as white_buffalo_sessions

NAMES = ["Ann", "Ben", "Cy", "Dee"]


def finished(game: str, sessions, play, seed: int):
    """A finished four-player game of ``game`` opened on the fake browser, and its session."""
    s = sessions.new(NAMES, seed)
    for move in play(4, seed)[1]:
        s.play(move)
    h = open_game(game, storage={f"{game}/current": json.dumps(s.record())})
    assert h.body("phase") == "over" and h.shown("#ranking-card")
    return h, s


@pytest.mark.parametrize("seed", [24, 5])
def test_manitou_score_parts_add_up_to_the_engine_total(seed):
    state = manitou_game(4, seed)[0]
    for part, score in zip(mt.score_parts(state), mt.scores(state), strict=True):
        assert part["total"] == score["total"]
        assert part["buffalo"]["values"] == score["buffalo"]
        assert part["prisoners"]["count"] == score["prisoners"]
        assert part["hide_thieves"]["count"] == score["hide_thieves"]
        assert (part["buffalo"]["points"] + part["prisoners"]["points"]
                + part["hide_thieves"]["points"]) == score["total"]


@pytest.mark.parametrize("seed", [24, 5])
def test_manitou_ranking_shows_where_each_players_points_came_from(seed):
    h, s = finished("manitou", manitou_sessions, manitou_game, seed)
    sheet = h.el("#ranking #score-sheet")
    assert sheet is not None
    for seat, part in enumerate(mt.score_parts(s.state)):
        for row, value in (("buffalo", part["buffalo"]["points"]),
                           ("prisoners", part["prisoners"]["points"]),
                           ("hide-thieves", part["hide_thieves"]["points"]),
                           ("total", part["total"])):
            cell = h.text(f'#score-sheet td[data-seat="{seat}"][data-row="{row}"]')
            assert cell.split(" ")[0] == str(value), (seat, row, cell)
        herd = h.text(f'#score-sheet td[data-seat="{seat}"][data-row="buffalo"]')
        assert all(str(v) in herd for v in part["buffalo"]["values"])


@pytest.mark.parametrize("seed", [48, 7])
def test_white_buffalos_tribes_behind_the_ranking_show_the_final_scores(seed):
    h, s = finished("white-buffalo", white_buffalo_sessions, white_buffalo_game, seed)
    panel = h.text("#players")
    assert "not placed yet" not in panel and "≈" not in panel
    for seat, score in enumerate(wb.scores(s.state)):
        line = h.text(f'#players [data-player="{seat}"]')
        assert re.search(rf"final score {re.escape(str(score['total']))}(?!\d)", line), line


@pytest.mark.parametrize("game", ["wind-river", "manitou", "white-buffalo"])
def test_the_button_that_puts_the_ranking_away_says_it_closes_it(game):
    h = open_game(game)
    words = h.text('#ranking-card [data-action="hide-ranking"]')
    assert words == "Close the ranking"


@pytest.mark.parametrize("domain", ["wind-river", "manitou", "white-buffalo"])
def test_a_computer_seat_is_named_with_the_status_lines_word(catalogues, domain):
    """The seat's badge and the status line ("Ben (ordinateur, normal) réfléchit…") use one word
    for a computer player in every language."""
    import gettext
    import io
    for lang, cats in catalogues.items():
        site = gettext.GNUTranslations(io.BytesIO(cats["site"]))
        game = gettext.GNUTranslations(io.BytesIO(cats[domain]))
        status = site.gettext("{name} (computer, {level}) is thinking…")
        word = status.split("(")[1].split(",")[0]
        badge = game.gettext("computer · {level}")
        assert badge.split(" ")[0] == word, (lang, badge, status)
