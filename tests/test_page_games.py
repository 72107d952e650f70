"""Whole games by clicks on the fake browser, as the people at the table play them: every privacy
screen checked for secrets, every reckoning and hunt stepped through, every move saved as clicked;
the end shows the engine's ranking and scores. Slow (seconds each): ``make unit`` leaves them out."""

from __future__ import annotations

import random

import pytest

from engine import manitou as mt
from engine import white_buffalo as wb
from tests.page_harness import Harness, open_game, play_to_end

NAMES = ["Ann", "Ben", "Cy", "Dee"]


def listed_ranking(h: Harness) -> list:
    return [[int(s.getAttribute("data-seat")) for s in place.querySelectorAll("[data-seat]")]
            for place in h.qa("#ranking [data-place]")]


@pytest.mark.slow
@pytest.mark.parametrize("players,seed", [(2, 21), (4, 23)])
def test_a_whole_manitou_game_by_clicks_ends_in_the_engines_ranking(players, seed):
    h = open_game("manitou")
    h.start_game(NAMES[:players], seed=seed)
    assert h.saved()["moves"] == []  # saved at once
    checks = play_to_end(h, random.Random(seed))
    state = mt.from_record(h.saved())
    assert mt.to_act(state) is None and mt.to_dict(state) == mt.to_dict(h.session.state)
    assert listed_ranking(h) == mt.ranking(state)
    assert h.body("phase") == "over" and h.body("current") is None and h.shown("#ranking-card")
    assert checks["reveals"] >= 3 * players  # a privacy screen before every person's party
    assert checks["steps"] == 3 * 10  # three reckonings of ten steps each, one by one
    totals = [row.querySelector("td b").textContent for row in h.qa("#scores tbody tr")]
    assert totals == [str(sc["total"]) for sc in mt.scores(state)]


@pytest.mark.slow
def test_a_whole_white_buffalo_game_by_clicks_ends_in_the_engines_score_sheet():
    h = open_game("white-buffalo")
    h.start_game(NAMES[:2], seed=41)
    checks = play_to_end(h, random.Random(41))
    state = wb.from_record(h.saved())
    assert wb.to_act(state) is None and listed_ranking(h) == wb.ranking(state)
    assert h.body("phase") == "over" and h.body("current") is None
    assert checks["reveals"] >= 2 and checks["steps"] > 0
    for seat, sc in enumerate(wb.scores(state)):
        for key in ("teepees", "destiny", "symbols", "peace", "pass", "total"):
            cell = h.el(f'#score-sheet td[data-seat="{seat}"][data-row="{key}"]')
            assert cell.textContent == str(sc[key]), (seat, key)
