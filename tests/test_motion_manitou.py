"""Manitou in motion (issue 49, point 3; ui.shell.motion, ui.manitou.motion_plan): the card played
flies from the hand or the seat to the ground; at the reckoning, step by step, the hide thief,
the buffalo to their takers and the prisoners to their captors (others home), in order, with the
table and the seats as of each step; the record is saved before anything flies."""

from __future__ import annotations

import json
from typing import Any, List

from engine import manitou as mt
from engine.manitou.steps import NEXT_HUNT, view_after
from tests.test_page_manitou import before_a_reckoning, with_record
from ui.manitou import motion_plan


def boxes(h: Any) -> None:
    """A layout for the fake page: every element a box of its own."""
    h.page.view.dom.box = lambda node: (float(id(node) % 997), float(id(node) % 300), 30.0, 40.0)


def test_the_plan_of_a_reckonings_steps():
    colours = ["red", "blue"]
    thief = motion_plan.reckoning_flights({"type": "hide-thief", "takers": [1], "totals": [3, 9]}, colours)
    assert [(f.what, f.target) for f in thief] == [("thief", '#players [data-player="1"]')]
    taken = [{"seat": 0, "value": 11}, {"seat": 1, "value": 3}]
    herd = motion_plan.reckoning_flights({"type": "herd", "ground": 2, "taken": taken}, colours)
    assert [(f.what, f.origin, f.target, f.order) for f in herd] == [
        ("buffalo:11", '#grounds [data-field="2"] .herds', '#players [data-player="0"]', 0),
        ("buffalo:3", '#grounds [data-field="2"] .herds', '#players [data-player="1"]', 1)]
    pris = motion_plan.reckoning_flights({"type": "prisoners", "ground": 1, "holder": 1,
                                          "returned": [[], ["squaw"]],
                                          "captured": [{"card": "hunter-5", "owner": 0}]}, colours)
    assert [(f.what, f.origin, f.target) for f in pris] == [
        ("prisoner", '#grounds [data-field="1"] [data-row="0"]', '#players [data-player="1"]'),
        ("returned", '#grounds [data-field="1"] [data-row="1"]', '#players [data-player="1"]')]
    assert motion_plan.reckoning_flights({"type": "cards-back", "returned": [[], []]}, colours) == []
    own = motion_plan.play_flight({"type": "play", "card": "chief", "ground": 3}, 0, 0)
    other = motion_plan.play_flight({"type": "play", "card": "chief", "ground": 3}, 1, 0)
    assert own[0].origin[0] == "#hand" and other[0].origin[0] == '#players [data-player="1"] .pcards'


def play_into_reckoning(h: Any, move: dict) -> None:
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.click(f'[data-ground="{move["ground"]}"]')
    h.click('[data-action="confirm"]')


def test_the_reckoning_flies_each_steps_pieces_in_order_with_the_table_as_of_that_step():
    rec, move, who = before_a_reckoning()
    h = with_record(rec)
    h.reveal()
    boxes(h)
    state = mt.from_record(rec)
    ev = mt.reckoning_events(state, move)
    at = mt.at_reckoning(state, move)
    assert at is not None
    play_into_reckoning(h, move)
    viewer = h.page.snapshot().seen_by
    colours = h.page.snapshot().colors
    kinds: List[str] = []
    while h.shown("#reckoning"):
        k = h.page.view.reckoning.walk.step
        plan = motion_plan.step_flights(ev, k, colours, move, who, viewer)
        got = h.page.view.motion.flown
        assert [(f.flight.what, f.flight.target) for f in got] == [(f.what, f.target) for f in plan]
        assert [f.delay for f in got] == sorted(f.delay for f in got)
        herds = [int(b.textContent) for b in h.qa("#players .stat b")][2::3]
        nxt = any(e["type"] in NEXT_HUNT for e in ev[: k + 1])
        seats = (mt.observe(mt.apply(state, move), viewer) if nxt
                 else view_after(mt.observe(at, viewer), ev, k + 1))
        assert herds == [sum(p["buffalo"]) for p in seats["players"]]    # the seats as of this step
        kinds += [f.flight.what.split(":")[0] for f in got]
        marked = h.qa("#grounds [data-last-move]")     # the card that ended the hunt, on the first step only
        assert [m.getAttribute("data-shown") for m in marked] == ([move["card"]] if k == 0 else [])
        h.click('#reckoning [data-action="continue"]')
    assert kinds[0] == "card"                       # the card that ended the hunt first, then the
    rank = {"card": 0, "thief": 1, "buffalo": 2, "prisoner": 3, "returned": 3}  # rules' order (§6)
    assert [rank[k] for k in kinds] == sorted(rank[k] for k in kinds)
    assert ("buffalo" in kinds) == any(e["type"] == "herd" and e["taken"] for e in ev)


def test_motion_never_delays_a_saved_move_in_manitou():
    rec, move, _who = before_a_reckoning()
    h = with_record(rec)
    h.reveal()
    boxes(h)
    motion = h.page.view.motion
    saved: List[Any] = []
    take_off = motion.take_off

    def spy(flights: Any) -> None:
        if flights:
            key = next(k for k in h.win.localStorage.data if k.startswith("manitou/") and "pref" not in k)
            saved.append(json.loads(h.win.localStorage.data[key])["moves"][-1])
        take_off(flights)
    motion.take_off = spy
    play_into_reckoning(h, move)
    assert saved and saved[0] == move


def test_the_reckonings_log_is_filed_under_its_own_heading_one_line_per_step():
    rec, move, _who = before_a_reckoning()
    h = with_record(rec)
    h.reveal()
    state = mt.from_record(rec)
    lines = mt.tell(state, move, mt.play(state, move).events)
    ev = mt.reckoning_events(state, move)
    play_into_reckoning(h, move)
    k = 0
    while h.shown("#reckoning"):
        entry = h.q("#log .turn-moves > li.has-reckoning")
        assert entry is not None and h.q("#log .reckoning-head").textContent == lines[-len(ev)]
        steps = [li.textContent for li in h.qa("#log .reckoning-steps > li")]
        assert steps == lines[-len(ev) + 1:][:k]                 # told up to the step shown, never ahead
        assert lines[0] in entry.textContent and lines[0] not in h.q("#log .reckoning-log").textContent
        h.click('#reckoning [data-action="continue"]')
        k += 1
    steps = [li.textContent for li in h.qa("#log .reckoning-steps > li")]
    assert steps == lines[-len(ev) + 1:] and len(h.qa("#log li.has-reckoning")) == 1


def test_reduced_motion_in_manitou_tells_the_same_steps_without_movement():
    from tests.test_motion_white_buffalo import _matching
    rec, move, _who = before_a_reckoning()
    h = with_record(rec)
    h.reveal()
    boxes(h)
    win: Any = h.win
    win.matchMedia = _matching                       # a person who asked for reduced motion
    play_into_reckoning(h, move)
    seen = 0
    while h.shown("#reckoning"):
        got = h.page.view.motion.flown
        assert not any(f.moved for f in got)         # each piece appears where it lands, and fades
        seen += len(got)
        h.click('#reckoning [data-action="continue"]')
    assert seen > 0
