"""Drive the Manitou page like the people at the table: reveal the screen when asked, choose
parties, play cards by clicks, step through the reckoning. Moves are chosen in-process from the
engine's ``legal_moves`` of the saved record (seeded ``random.Random``); they reach the page only
as clicks. Shared by the Manitou e2e tests."""

from __future__ import annotations

import random
from typing import Optional

from e2e.driver import (
    GamePage,
    followed_state,
    not_a_person,
    privacy_shows,
    probe,
    saved_move,
    saved_record,
    start_game,
    tap,
)
from engine import manitou as mt
from engine.manitou.hints import party_needed

KEY = "manitou/current"
PAGE = "manitou.html"
SECRET = "[data-card], [data-pick], #hand .mcard, #choose-cards .mcard"


def saved_state(page):
    """The engine state of the saved record."""
    return mt.from_record(saved_record(page))


def start(page, names, seed: int, seats=None) -> None:
    """Fill the new-game form (it must be open) and start."""
    start_game(page, names, seed, seats=seats)


def privacy_up(page) -> bool:
    """True when the privacy screen shows (and then no secret card is in the DOM: checked)."""
    return privacy_shows(page, SECRET)


def step(page, rng: random.Random, checks: Optional[dict] = None) -> bool:
    """Make the next person's decision by clicks (or reveal / continue); False once over."""
    seen = probe(page, SECRET)
    done = not_a_person(page, seen, "reckoning", checks)
    if done is not None:
        return done
    state = followed_state(page, mt)
    seat = mt.to_act(state)
    assert seen["current"] == str(seat)
    legal = mt.legal_moves(state)
    phase = mt.to_dict(state)["phase"]
    before = seen["moves"]
    if phase == "select":
        if rng.random() < 0.5:
            tap(page, '[data-action="suggest"]')
        else:  # choose card by card
            reserve = dict(mt.to_dict(state)["players"][seat]["reserve"])
            for _ in range(party_needed(state)):
                card = rng.choice(sorted(c for c, n in reserve.items() if n))
                reserve[card] -= 1
                tap(page, f'[data-pick="{card}"][aria-pressed="false"]')
        tap(page, '[data-action="confirm-party"]')
    else:
        move = rng.choice(legal)
        if move["type"] == "pass":
            tap(page, '[data-action="pass"]')
        else:
            tap(page, f'#hand [data-card="{move["card"]}"]')
            tap(page, f'[data-ground="{move["ground"]}"]', has_class="legal")
            tap(page, '[data-action="confirm"]')
    saved_move(page, before)
    return True


def play_to_end(page, rng: random.Random, limit: int = 5000) -> dict:
    """Play until the game is over; returns counts of reveals and reckoning steps seen."""
    checks: dict = {}
    for _ in range(limit):
        if not step(page, rng, checks):
            return checks
    raise AssertionError("the game did not end")


class ManitouPage(GamePage):
    """Manitou's page: the privacy screen between people, decisions by clicks."""

    PAGE = PAGE
    KEY = KEY
    SECRET = SECRET
    GAME = mt

    def step(self, rng: random.Random, checks: Optional[dict] = None) -> bool:
        """Make the next decision by clicks (or reveal / continue); False once the game is over."""
        return step(self.page, rng, checks)

    def play_to_end(self, rng: random.Random) -> dict:
        """Play until the game is over; returns the counts :func:`play_to_end` makes."""
        return play_to_end(self.page, rng)
