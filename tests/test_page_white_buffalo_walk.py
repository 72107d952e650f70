"""White Buffalo's hunts shown step by step on the fake browser (ui.shell.walkthrough.Pacer):
a bot's hunt goes on by itself at the bots' pace and "no pause" shows its result at once; a
person's hunt waits for "Continue" unless they chose "quickly"; the board (map, lost herds, bag)
is drawn as of the step shown, never ahead; the sweep and the cube's choice say what to do."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from engine import white_buffalo as wb
from engine.white_buffalo import hints
from engine.white_buffalo.steps import view_after
from tests.move_choice import white_buffalo_choice as choose
from tests.page_harness import open_game, white_buffalo_click
from tests.test_page_white_buffalo import NAMES, at, find, hunt_position, record_of, with_record
from tests.white_buffalo.positions import put_display, sim, state
from ui.white_buffalo import sessions


def bot_hunt_page(delay: float):
    """A game of two bots, stepped back just before a hunt (the hunt is in the redo tail): the
    bots replay it at pace ``delay``; returns the page and the hunt's steps."""
    moves, state = find(55, lambda s, legal: {"type": "hunt"} in legal and s.current == 0)
    s = sessions.new(list(NAMES), 55, None, ["bot:easy", "bot:easy"])
    for m in moves + [{"type": "hunt"}]:
        s.play(m)
    s.undo()
    h = open_game("white-buffalo", storage={"white-buffalo/current": json.dumps(s.record()),
                                            })
    steps = hints.walk_events(wb.last_events(wb.apply(state, {"type": "hunt"})))
    return h, state, steps


def bots_until_held(h, delay: float) -> None:
    """Let the bots play one move at ``delay`` (they then wait for the walkthrough)."""
    bots = h.page.bots
    bots.delay = delay
    bots.set_paused(False)
    loop = asyncio.get_event_loop_policy().get_event_loop()
    for _ in range(50):
        if bots.task is None or h.page.view.walker.walk is not None:
            break
        loop.run_until_complete(asyncio.sleep(0.02))
    h.check()


def map_state(h):
    return ({t.getAttribute("data-territory"): int(t.getAttribute("data-herds"))
             for t in h.qa("#map [data-territory]")},
            {b.getAttribute("data-bag"): int(b.getAttribute("data-count")) for b in h.qa("#bag [data-bag]")})


def test_a_bots_hunt_goes_on_by_itself_and_the_board_follows_the_steps():
    h, state, steps = bot_hunt_page(0.05)
    bots_until_held(h, 0.05)
    assert h.page.view.walker.walk is not None and h.page.view.walker.walk.by_bot and h.shown("#walk")
    assert "goes on by itself" in h.status()
    before = wb.observe(state, None)
    shown = 0
    while h.page.view.walker.walk is not None:
        step = h.page.view.walker.walk.step
        want = view_after(before, steps, step + 1)
        herds, bag = map_state(h)
        assert herds == want["herds"] and bag == want["bag"]       # as of this step, never ahead
        h.timers(60)                                                # the bots' pace: the next step
        shown += 1
    assert shown == len(steps)
    assert map_state(h)[0] == wb.observe(h.session.states[h.session.cursor], None)["herds"]


def test_a_bots_hunt_waits_while_the_bots_are_paused_and_goes_on_with_them():
    h, _state, steps = bot_hunt_page(0.05)
    assert len(steps) >= 2                            # a step to go on to after the first
    bots_until_held(h, 0.05)
    walk = h.page.view.walker.walk
    assert walk is not None and walk.by_bot and walk.step == 0
    h.click('[data-action="pause"]')                  # a demo of bots: the player pauses it
    assert h.page.bots.paused
    h.timers(500)
    assert h.page.view.walker.walk is walk and walk.step == 0     # paused: the hunt waits too
    h.click('[data-action="pause"]')                  # the bots go on: so does their hunt
    h.timers(60)
    assert h.page.view.walker.walk is walk and walk.step == 1


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
def test_no_pause_shows_a_bots_hunt_at_once():
    h, _state, steps = bot_hunt_page(0)
    hunt_at = h.session.cursor
    bots_until_held(h, 0)
    assert steps and h.saved_moves()[hunt_at] == {"type": "hunt"}  # a hunt with steps, played
    assert h.session.cursor > hunt_at + 1                           # and the bots went on at once
    assert h.page.view.walker.walk is None and not h.shown("#walk")


def test_a_persons_hunt_waits_for_continue_or_goes_quickly_by_choice():
    h, state = hunt_position()
    h.click('[data-action="hunt"]')
    assert h.page.view.walker.walk is not None and not h.page.view.walker.walk.by_bot
    h.timers(5000)
    assert h.page.view.walker.walk.step == 0                                    # nothing goes on by itself
    herds = map_state(h)[0]
    want = view_after(wb.observe(state, None), h.page.view.walker.walk.events, 1)["herds"]
    assert herds == want
    h2, _ = hunt_position()
    h2.fill("#walk-pace", "quick")
    h2.click('[data-action="hunt"]')
    assert h2.saved_moves()[-1] == {"type": "hunt"}
    assert h2.page.view.walker.walk is None and not h2.shown("#walk")
    h3 = h2.reload()
    assert h3.el("#walk-pace").value == "quick"                    # kept for the next visit


def test_the_hunt_preview_shows_the_engines_numbers():
    h, state = at(55, lambda s, legal: any(m["type"] == "stack" for m in legal) and s.current == 0
                  and s.terr[0] >= 0)
    h.click('[data-action="hunt-stack"]')
    card = next(n for n in h.qa("#hand [data-card].legal"))
    h.click(f'#hand [data-card="{card.getAttribute("data-card")}"]')
    st = h.session.state
    value = hints.hunt_value(st)
    risk = h.el("#preview [data-risk]")
    from engine.white_buffalo.risk import hunt_risk
    o = wb.observe(st, None)
    want = hunt_risk(o, 0, o["players"][0]["territory"], value)
    assert float(risk.getAttribute("data-kill")) == round(want["kill"], 4)
    assert int(risk.getAttribute("data-pull")) == want["pull"]


def test_the_sweep_says_what_to_click_and_the_cube_buttons_only_show_for_a_cube():
    h, _ = hunt_position()
    w = sim(n=2)
    for slot, card in enumerate(("S1", "S2", "TR1", "TR2", "S3", "S4"), 1):
        put_display(w, slot, card)
    s = h.session
    s.states[s.cursor] = state(w)       # a clogged display (random games hardly ever reach one)
    assert "remove a Settler, Treaty or Railroad card" in wb.status(state(w))
    h.page.refresh()
    assert "no teepee in the display. Click a Settler, Treaty or Railroad card" in h.status()
    assert h.qa("#display [data-display-slot].legal")
    assert h.el('[data-action="cube-war"]').hidden and h.el('[data-action="cube-territory"]').hidden
    h2, _ = at(5, lambda s, legal: s.phase == 1)
    assert not h2.el('[data-action="cube-territory"]').hidden
    assert "choose where the pulled cube goes" in h2.status()


def test_the_hunt_stack_is_a_zone_whose_last_card_can_be_taken_back():
    h, state = at(55, lambda s, legal: sum(m["type"] == "stack" for m in legal) >= 2 and s.current == 0
                  and wb.to_dict(s)["turn"]["kind"] is None)
    assert not h.shown("#play-zone")
    h.click('[data-action="hunt-stack"]')
    first = h.qa("#hand [data-card].legal")[0].getAttribute("data-card")
    h.click(f'#hand [data-card="{first}"]')
    played = [n.getAttribute("data-played") for n in h.qa("#play-zone [data-played]")]
    assert h.shown("#play-zone") and played == [first]
    n = len(h.saved_moves())
    h.click('#play-zone [data-action="take-back"]')
    assert len(h.saved_moves()) == n - 1 and not h.shown("#play-zone")
    assert h.qa(f'#hand [data-card="{first}"]')


def test_the_log_tells_a_hunt_only_up_to_the_step_shown():
    h, state = hunt_position()
    h.click('[data-action="hunt"]')
    full = h.session.texts[h.session.cursor - 1]
    assert len(h.page.view.walker.walk.events) >= 2 and len(full) >= 3
    seen = []
    while h.page.view.walker.walk is not None:
        newest = h.qa("#log li")[0].textContent
        seen.append(newest)
        assert full[-1] not in newest or h.page.view.walker.walk.last       # never ahead of the board
        h.click('#walk [data-action="continue"]')
    assert all(full[0] in s for s in seen) and len(set(seen)) > 1
    assert all(line in h.qa("#log li")[0].textContent for line in full)   # all told at the end


def test_the_ranking_waits_for_the_last_moves_steps():
    rng, s = random.Random(41), wb.new_game(NAMES, seed=41)
    moves: list = []
    while wb.to_act(s) is not None:                     # a game whose last move walks the herds
        moves.append(choose(rng, wb.legal_moves(s), len(moves)))
        s = wb.apply(s, moves[-1])
    assert hints.walk_events(wb.last_events(s))
    h = with_record(record_of(moves[:-1], 41))
    while h.shown("[data-privacy]"):
        h.reveal()
    white_buffalo_click(h, moves[-1])
    assert wb.to_act(h.session.state) is None and h.page.view.walker.walk is not None
    assert not h.shown("#ranking-card")                 # the steps first, then the ranking
    assert "Game over" not in h.status() and h.qa('#status [data-action="show-ranking"]') == []
    while h.page.view.walker.walk is not None:
        h.click('#walk [data-action="continue"]')
    assert h.shown("#ranking-card") and "Game over: " in h.status()
    assert h.qa('#status [data-action="show-ranking"]') == []  # the card is up: nothing to bring back
