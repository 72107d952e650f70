"""The shared game log on the fake browser, for all three games: the moves grouped by turn, newest
turn first, each turn's header ("Ann's turn") ABOVE its moves; what a game played move by move
shows equals what a reload draws at once."""

from __future__ import annotations

import re

import pytest

from tests.page_harness import open_game, run_bots

NAMES = ["Ann", "Ben", "Cy"]


def runs(seats):
    """The seats of the turns: each run of moves by one seat, oldest first."""
    out: list = []
    for s in seats:
        if not out or out[-1] != s:
            out.append(s)
    return out


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
@pytest.mark.parametrize("game", ["wind-river", "manitou", "white-buffalo"])
def test_each_turns_header_sits_above_its_moves_newest_turn_first(game):
    h = open_game(game)
    h.start_game(NAMES, seats=["easy"] * 3, seed=5)
    h.page.bots.skipping = True
    assert run_bots(h, moves=80) == 80  # paused there: many turns, not a whole game
    s = h.session
    turns = h.qa("#log > li")
    assert all(t.getAttribute("class") == "turn" for t in turns)
    seats = [int(t.getAttribute("data-seat")) for t in turns]
    assert seats == runs(s.seats[: s.cursor])[::-1]  # one group per turn, the newest first
    for t, seat in zip(turns, seats, strict=True):
        kids = [c.getAttribute("class") for c in t.children]
        assert kids == ["turn-head", "turn-moves"]  # the header first: above the turn's moves
        head = re.sub("<[^>]+>", "", t.children[0].innerHTML)
        assert s.players[seat] in head
    assert "↑" not in h.text("#log")
    played = h.q("#log").innerHTML
    again = h.reload()
    assert again.q("#log").innerHTML == played  # move by move == all at once
