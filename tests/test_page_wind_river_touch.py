"""Wind River on a touch screen (issue 48): what hovering a target says on a desktop is said on a
tap too, before the tap that commits: picking a buffalo of the herd shows what each of its targets
would bring (the engine's preview words), and dropping the pick clears the line."""

from __future__ import annotations

import json
import random

from engine import wind_river as wr
from engine.wind_river.preview import preview
from tests.page_harness import open_game

NAMES = ["Ann", "Ben", "Cy"]


def test_picking_a_buffalo_says_what_each_target_would_bring_and_dropping_it_clears_that():
    state, rng = wr.new_game(NAMES, seed=3), random.Random(3)
    moves: list = []
    while len(moves) < 9 or wr.to_dict(state)["phase"] != "buffalo":
        moves.append(rng.choice(wr.legal_moves(state)))
        state = wr.apply(state, moves[-1])
    rec = {"format": "wind-river-record/1", "players": NAMES, "seed": 3, "moves": moves}
    h = open_game("wind-river", storage={"wind-river/current": json.dumps(rec)})
    source = wr.legal_moves(state)[0]["from"]
    targets = sorted(m["to"] for m in wr.legal_moves(state) if m["from"] == source)
    assert h.text("#preview") == ""
    h.click(f'[data-hex="{source}"]')
    words = h.text("#preview")
    for to in targets:
        move = next(m for m in wr.legal_moves(state) if m["from"] == source and m["to"] == to)
        assert preview(state, move)["text"] in words
    h.click(f'[data-hex="{source}"]')  # the picked hex again: the pick is dropped
    assert h.text("#preview") == ""
