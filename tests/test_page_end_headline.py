"""Every game's end says who won in a headline above the ranking (issue 53: Manitou and White
Buffalo had the list only)."""

from __future__ import annotations

import json

import pytest

from engine import manitou as mt
from engine import white_buffalo as wb
from engine.manitou.playout import random_game as manitou_game
from engine.white_buffalo.playout import random_game as white_buffalo_game
from tests.page_harness import open_game
from ui.manitou import sessions as manitou_sessions
from ui.white_buffalo import sessions as white_buffalo_sessions

NAMES = ["Ann", "Ben", "Cy"]
CASES = {
    "manitou": (manitou_sessions, manitou_game, mt),
    "white-buffalo": (white_buffalo_sessions, white_buffalo_game, wb),
}


@pytest.mark.parametrize("seed", [3, 8])
@pytest.mark.parametrize("game", list(CASES))
def test_the_end_card_says_who_won_in_a_headline(game, seed):
    sessions, play, engine = CASES[game]
    s = sessions.new(NAMES, seed)
    for move in play(3, seed)[1]:
        s.play(move)
    first = [NAMES[p] for p in engine.ranking(s.state)[0]]
    h = open_game(game, storage={f"{game}/current": json.dumps(s.record())})
    assert h.body("phase") == "over" and h.shown("#ranking-card")
    said = h.text("#ranking .ranking-headline")
    if len(first) == 1:
        assert said == f"{first[0]} wins!"
    else:
        assert said.endswith("share first place!") and all(n in said for n in first)
    # the headline comes first, before the places
    assert h.el("#ranking").firstElementChild.matches(".ranking-headline")
