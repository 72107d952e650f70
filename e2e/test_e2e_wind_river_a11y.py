"""Wind River, playable by everyone (issue 13): a player who is out, the log's room, the phone
layout and the action buttons' accessible names."""

from __future__ import annotations

import json
import random

from e2e.driver import GAME_PAGE, KEY, play_move, wait_ready
from engine import wind_river as wr
from ui.wind_river import Session

NAMES = ["Ann", "Ben", "Cy"]


def _line_to_forced(seed: int = 38):
    """A real random game (three people) up to its first turn that plays itself: the session,
    the index of the move that put that player out, and the index of the forced turn."""
    s = Session(NAMES, seed)
    rng = random.Random(seed)
    while s.forced() is None:
        s.play(rng.choice(s.legal()))
    seat = wr.to_act(s.state)
    told = next(k for k, lines in enumerate(s.texts) if wr.text.out_of_game(NAMES[seat]) in lines)
    return s, seat, told, s.cursor


def _load(page, site, s, moves: int) -> None:
    record = {"format": "wind-river-record/1", "players": NAMES, "seed": s.seed,
              "moves": s.line[:moves], "seats": ["human"] * 3}
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, json.dumps(record)])
    page.reload()
    wait_ready(page)
    page.wait_for_function(f"document.body.dataset.cursor === '{moves}'")


def test_a_player_out_is_told_once_and_their_forced_turn_plays_itself(page, site):
    s, seat, told, forced_at = _line_to_forced()
    who = NAMES[seat]
    out_line = wr.text.out_of_game(who)
    # the move that takes the last tipi off the board, by clicks
    _load(page, site, s, told)
    play_move(page, s.states[told], s.line[told])
    page.wait_for_function(f"Number(document.body.dataset.cursor) >= {told + 1}")
    assert out_line in page.inner_text("#announce")  # the live region says it
    assert page.locator("#log").inner_text().count(out_line) == 1  # and the log, once
    card = page.locator(f'#players [data-seat="{seat}"]')
    assert card.locator(".out").is_visible()
    # the move before the forced turn, by clicks: the forced turn then plays itself
    _load(page, site, s, forced_at - 1)
    assert page.locator("#log").inner_text().count(out_line) == 1  # told once, not at every turn
    play_move(page, s.states[forced_at - 1], s.line[forced_at - 1])
    page.wait_for_function(f"Number(document.body.dataset.cursor) > {forced_at}")
    record = json.loads(page.evaluate("k => localStorage.getItem(k)", KEY))
    assert record["moves"][forced_at] == s.forced()  # through the engine's apply, saved
    log = page.locator("#log").inner_text()
    assert wr.text.played_itself(who) in log
    assert wr.describe(s.states[forced_at], s.forced()) in log
    # Undo goes back past the turn that played itself, to the last real decision
    page.click('[data-action="undo"]')
    page.wait_for_function(f"Number(document.body.dataset.cursor) < {forced_at}")
