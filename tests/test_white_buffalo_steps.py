"""The board drawn part way through a hunt or the herds' walk (engine.white_buffalo.steps): with
every step applied it is the board after the move, and a step never shows what comes later."""

from __future__ import annotations

import random

from engine import white_buffalo as wb
from engine.white_buffalo import hints
from engine.white_buffalo.steps import view_after

SHOWN = ("herds", "lost", "calf_woman", "bag", "war")


def shown(o):
    out = {k: o[k] for k in SHOWN}
    out["cubes"] = {t: sorted(c) for t, c in o.get("territory_cubes", {}).items() if c}
    out["bison"] = [p["bison"] for p in o["players"]]
    return out


def walks(games=12):
    """(observation before, walk events, observation after) of every move with a walk."""
    for g in range(games):
        rnd = random.Random(g)
        s = wb.new_game(["a", "b", "c"][: 2 + g % 2], seed=g)
        while wb.to_act(s) is not None:
            moves = wb.legal_moves(s)
            hunts = [m for m in moves if m["type"] in ("hunt", "stack")]
            move = rnd.choice(hunts if hunts and rnd.random() < 0.6 else moves)
            after = wb.apply(s, move)
            steps = hints.walk_events(wb.last_events(after))
            if steps:
                yield wb.observe(s, None), steps, wb.observe(after, None)
            s = after


def test_all_steps_applied_give_the_board_after_the_move():
    count = 0
    for before, steps, after in walks():
        assert shown(view_after(before, steps)) == shown(after)
        count += 1
    assert count > 100


def test_each_step_changes_only_what_its_event_says():
    for before, steps, _after in walks(3):
        assert shown(view_after(before, steps, 0)) == shown(before)
        for k, e in enumerate(steps):
            a, b = shown(view_after(before, steps, k)), shown(view_after(before, steps, k + 1))
            if e["type"] == "kill":
                assert b["lost"] == a["lost"] + len(e["herds"])
            else:
                assert b["lost"] == a["lost"]
            if e["type"] not in ("hunt", "kill", "calf-woman", "sow"):
                assert b["herds"] == a["herds"]
