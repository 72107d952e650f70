"""Wind River's page on the fake browser: the last moves' arrows in each mover's seat colour and
under the pieces; at the end of a game watched to its end, the status says the end without the
start's notice, and "Skip to the end" and "Pause" are gone."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from engine import wind_river as wr
from tests.page_harness import open_game, run_bots
from ui.shell.colours import colour

NAMES = ["Ann", "Ben", "Cy"]


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
def test_an_all_bot_game_ends_without_the_start_notice_and_without_skip_or_pause():
    h = open_game("wind-river")
    h.start_game(NAMES, seats=["easy", "easy", "easy"], seed=4)
    assert "New game" in h.status() and h.shown('[data-action="skip"]') and h.shown('[data-action="pause"]')
    assert run_bots(h) > 0 and h.body("actor") == "over"
    assert h.status().startswith("Game over") and "New game" not in h.status()
    assert not h.shown('[data-action="skip"]') and not h.shown('[data-action="pause"]')


def test_the_last_moves_are_drawn_in_the_movers_colours_under_the_pieces():
    state, rng = wr.new_game(NAMES, seed=3), random.Random(3)
    moves: list = []
    while len(moves) < 12 or state.phase == "place":
        moves.append(rng.choice(wr.legal_moves(state)))
        state = wr.apply(state, moves[-1])
    rec = {"format": "wind-river-record/1", "players": NAMES, "seed": 3, "moves": moves,
           "colors": ["green", "red", "yellow"]}
    h = open_game("wind-river", storage={"wind-river/current": json.dumps(rec)})
    arrows = h.qa("#board .trail .arrow")
    assert arrows, "no last move with a path to mark"
    s = h.session
    movers = [s.colors[s.seats[k]] for k in range(s.cursor) if s.line[k].get("from")]
    fills = {colour(c)[0] for c in movers}
    assert {a.getAttribute("style").split("--c:")[1].rstrip(";") for a in arrows} <= fills
    board = h.q("#board")
    kids = [c.getAttribute("class") for c in board.children]
    assert kids.index("trail") < kids.index("art")  # drawn first: under the tipis and the herd


def test_the_last_moves_are_dimmed_while_the_person_to_act_chooses():
    state, rng = wr.new_game(NAMES, seed=3), random.Random(3)
    moves: list = []
    while len(moves) < 12 or state.phase != "buffalo":
        moves.append(rng.choice(wr.legal_moves(state)))
        state = wr.apply(state, moves[-1])
    rec = {"format": "wind-river-record/1", "players": NAMES, "seed": 3, "moves": moves}
    h = open_game("wind-river", storage={"wind-river/current": json.dumps(rec)})
    assert h.qa("#board .trail .arrow") and h.qa("#board .hex.legal")  # marks shown, a herd step to choose
    assert "picking" in h.q("#board").getAttribute("class").split()
    css = (Path(__file__).resolve().parent.parent / "ui" / "style.css").read_text()
    rule = re.search(r"\.board\.picking \.trail \{ opacity: ([\d.]+); \}", css)
    assert rule and float(rule.group(1)) <= 0.5  # dimmed: the choices come first


def test_the_ranking_put_away_stays_away_through_a_repaint_until_asked_back():
    """"Close the ranking" puts the final ranking away; a repaint from scratch (a phone turned, which
    redraws the board) does not bring it back; "Show the ranking" does, and so does the next end
    after an undo out of this one."""
    state, rng, moves = wr.new_game(NAMES, seed=5), random.Random(5), []
    while wr.legal_moves(state):
        moves.append(rng.choice(wr.legal_moves(state)))
        state = wr.apply(state, moves[-1])
    rec = {"format": "wind-river-record/1", "players": NAMES, "seed": 5, "moves": moves}
    h = open_game("wind-river", storage={"wind-river/current": json.dumps(rec)})
    assert h.body("actor") == "over" and h.shown("#ranking-card")
    h.click('[data-action="hide-ranking"]')
    assert not h.shown("#ranking-card")
    h.page.painter.clear()  # what a resize across the phone width does before it repaints
    h.page.refresh()
    assert not h.shown("#ranking-card"), "a repaint brought back the ranking the player put away"
    assert len(h.qa('#status [data-action="show-ranking"]')) == 1   # the way back is still offered
    h.click('[data-action="show-ranking"]')
    assert h.shown("#ranking-card")
    h.click('[data-action="hide-ranking"]')
    h.click('[data-action="undo"]')  # out of the end
    assert h.body("actor") != "over" and not h.shown("#ranking-card")
    h.click('[data-action="redo"]')
    assert h.body("actor") == "over" and h.shown("#ranking-card"), "the next end shows it again"
