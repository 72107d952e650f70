"""White Buffalo's hunt in motion (issue 49, point 3; ui.shell.motion, ui.white_buffalo.motion_plan):
per step of a hunt, which pieces fly, from where to where and in which order; the board at each
step equals the engine's view at that step; reduced motion tells the same story without
movement; and the record is saved before any piece takes off."""

from __future__ import annotations

import json
from typing import Any, List

from engine import white_buffalo as wb
from engine.white_buffalo import hints
from engine.white_buffalo.steps import view_after
from tests.fakedom import MediaQuery
from tests.page_harness import open_game, white_buffalo_click
from tests.test_page_white_buffalo import at, hunt_position
from tests.test_page_white_buffalo_walk import bot_hunt_page, bots_until_held, map_state
from ui.shell.motion import Flight, Motion, timing
from ui.white_buffalo import motion_plan


def boxes(h: Any) -> None:
    """A layout for the fake page: every element a box of its own (the fake DOM has none)."""
    def box(node: Any) -> Any:
        k = id(node) % 997
        return (float(k), float(k % 300), 20.0, 12.0)
    h.page.view.dom.box = box


def flown(h: Any) -> List[Any]:
    return list(h.page.view.motion.flown)


# ---- the plan, from events alone ---------------------------------------------------------------------
def test_a_hunts_cubes_leave_the_bag_one_after_another_for_the_territory():
    e = {"type": "hunt", "territory": "MT", "value": 4, "laid_down": 2, "cubes": ["brown", "brown", "red"]}
    fl = motion_plan.flights(e, {"lost": 0}, "MT")
    assert [(f.what, f.origin, f.target, f.order) for f in fl] == [
        ("cube:brown", '#bag [data-bag="brown"]', '#map [data-territory="MT"]', 0),
        ("cube:brown", '#bag [data-bag="brown"]', '#map [data-territory="MT"]', 1),
        ("cube:red", '#bag [data-bag="red"]', '#map [data-territory="MT"]', 2)]


def test_a_kill_consults_the_death_card_then_each_herd_goes_to_its_lost_spot():
    e = {"type": "kill", "cube": "grey", "herds": [{"territory": "MT", "herd": "laid"},
                                                    {"territory": "WY", "herd": "standing"}]}
    fl = motion_plan.flights(e, {"lost": 5}, "MT")
    assert [f.what for f in fl] == ["cube:grey", "herd:lost", "herd:lost"]
    assert fl[0].target == '#death [data-row="grey"]'
    assert fl[1].origin == '#map [data-territory="MT"]' and fl[2].origin == '#map [data-territory="WY"]'
    assert fl[1].target[0] == '#map [data-spot="5"]' and fl[2].target[0] == '#map [data-spot="6"]'
    assert [f.order for f in fl] == [0, 1, 2]
    buffalo_bill = motion_plan.flights({**e, "cube": "orange"}, {"lost": 0}, "MT")
    assert [f.what for f in buffalo_bill] == ["herd:lost", "herd:lost"]   # no row for Buffalo Bill


def test_bison_go_to_the_hunters_tribe_and_the_viewers_own_card_first():
    e = {"type": "bison", "seat": 1, "pulled": 3, "gained": 2, "returned": 1, "cancelled": False}
    fl = motion_plan.flights(e, {}, "KS")
    assert [f.what for f in fl] == ["bison", "bison", "cube:brown"]
    assert fl[0].target == ('#players [data-player="1"]', motion_plan.TRIBES_TAB)
    assert fl[2].target == '#bag [data-bag="brown"]'
    mine = motion_plan.flights(e, {}, "KS", viewer=1)
    assert mine[0].target == ("#tribe", '#players [data-player="1"]', motion_plan.TRIBES_TAB)


def test_the_herds_walk_the_trail_and_the_calf_woman_calls_them():
    sow = motion_plan.flights({"type": "sow", "from": "MT", "to": ["WY", "SD"]}, {}, None)
    mt, wy, sd = ('#map [data-territory="MT"]', '#map [data-territory="WY"]', '#map [data-territory="SD"]')
    assert [(f.origin, f.target) for f in sow] == [(mt, wy), (mt, sd)]
    calf = motion_plan.flights({"type": "calf-woman", "territory": "ND", "from": ["SK", "SD"]}, {}, "ND")
    assert [f.what for f in calf] == ["herd", "herd", "cube:white"] and calf[-1].order == 2


def test_timing_keeps_the_order_and_the_budget():
    fl = [Flight("a", "#x", "#y", "", 0), Flight("b", "#x", "#y", "", 1), Flight("c", "#x", "#y", "", 1)]
    t = timing(fl, 1.0)
    assert t[0][0] < t[1][0] == t[2][0]                      # b and c fly together, after a
    assert all(d + length <= 1.0 + 1e-9 for d, length in t)  # all done within the budget
    assert timing([], 1.0) == []


# ---- on the page -------------------------------------------------------------------------------------
def test_a_bots_hunt_flies_each_steps_pieces_in_order_and_the_board_matches_the_engine():
    h, state, steps = bot_hunt_page(0.6)
    boxes(h)
    bots_until_held(h, 0.6)
    before = wb.observe(state, None)
    seen = []
    while h.page.view.walker.walk is not None:
        k = h.page.view.walker.walk.step
        want = view_after(before, steps, k + 1)
        herds, bag = map_state(h)
        assert herds == want["herds"] and bag == want["bag"]     # the board as of this step
        plan = motion_plan.flights(steps[k], view_after(before, steps, k),
                                   motion_plan.hunt_territory(steps, k))
        got = flown(h)
        assert [(f.flight.what, f.flight.origin, f.flight.target) for f in got] == \
            [(f.what, f.origin, f.target) for f in plan]
        assert all(f.moved for f in got)
        delays = [f.delay for f in got]
        assert delays == sorted(delays)                            # one after another
        assert all(f.delay + f.duration <= 0.6 for f in got)      # within the bots' pace
        for f in got:                                              # landing places exist on the board
            targets = (f.flight.target,) if isinstance(f.flight.target, str) else f.flight.target
            assert any(h.q(t) is not None for t in targets), f.flight
        seen.append(k)
        h.timers(700)
    assert seen == list(range(len(steps)))
    assert not h.qa(".motion-layer .motion-token")               # every token gone once landed


def test_a_repaint_of_the_same_step_moves_nothing_again():
    h, _state, steps = bot_hunt_page(0.6)
    boxes(h)
    bots_until_held(h, 0.6)
    first = flown(h)
    tokens = len(h.qa(".motion-layer .motion-token"))
    assert first and tokens == len([f for f in first if f.end or f.start])
    h.page.refresh()
    assert len(h.qa(".motion-layer .motion-token")) == tokens and flown(h) == first


def test_reduced_motion_tells_the_same_steps_without_movement():
    h, state, steps = bot_hunt_page(0.6)
    boxes(h)
    h.win.matchMedia = _matching
    bots_until_held(h, 0.6)
    got = flown(h)
    hunt = motion_plan.flights(steps[0], wb.observe(state, None), motion_plan.hunt_territory(steps, 0))
    assert [f.flight.what for f in got] == [f.what for f in hunt] and got
    assert not any(f.moved for f in got)                        # they appear on their place and fade
    tokens = h.qa(".motion-layer .motion-token")
    assert [t.getAttribute("data-flight") for t in tokens] == [f.what for f in hunt]


def _matching(q: str) -> Any:
    """``matchMedia`` of a person who asked for reduced motion."""
    m = MediaQuery(q)
    m.matches = "prefers-reduced-motion: reduce" in q
    return m


def test_motion_never_delays_a_saved_move_the_record_is_saved_before_any_piece_takes_off():
    h, _state = hunt_position(kinds=["human", "bot:easy"])
    boxes(h)
    motion = h.page.view.motion
    saved_at_take_off: List[Any] = []
    take_off = motion.take_off

    def spy(flights: Any) -> None:
        if flights:
            rec = json.loads(h.win.localStorage.getItem("white-buffalo/current"))
            saved_at_take_off.append(rec["moves"][-1])
        take_off(flights)
    motion.take_off = spy
    h.click('[data-action="hunt"]')
    assert saved_at_take_off and saved_at_take_off[0] == {"type": "hunt"}
    assert flown(h) and all(f.moved for f in flown(h))
    assert len(h.win.localStorage.getItem("white-buffalo/current")) > 0


def test_no_motion_without_a_box_and_no_error_in_the_fake_page():
    m = Motion(open_game("white-buffalo").page.view.dom)
    m.take_off([Flight("x", "#nowhere", "#neither", "<b>x</b>")])
    got = m.land(1.0)
    assert len(got) == 1 and got[0].start is None and got[0].end is None and not got[0].moved


def test_hints_walk_events_cover_every_kind_the_plan_draws():
    drawn = {"hunt", "territory-cubes", "bison", "kill", "cube", "war-card", "calf-woman", "sow"}
    assert drawn == set(hints.WALK_EVENTS)


def test_a_teepee_bought_goes_from_its_slot_to_the_tribe_then_the_stack_refills_the_display():
    move = {"type": "buy", "slot": 3, "war": []}
    events = [{"type": "reveal", "slot": 3, "card": "I-red", "cube": "grey"}]
    fl = motion_plan.move_flights(move, 0, events, viewer=1)
    assert [(f.what, f.order) for f in fl] == [("teepee:buy", 0), ("card:reveal", 1), ("cube:grey", 2)]
    assert fl[0].origin[0] == '#display [data-display-slot="3"]'
    assert fl[0].target == ('#players [data-player="0"]', motion_plan.TRIBES_TAB)
    assert fl[1].target[0] == '#display [data-display-slot="3"]' and fl[2].target == '#bag [data-bag="grey"]'
    assert [f.what for f in motion_plan.move_flights({"type": "end"}, 0, [])] == []


def test_a_persons_buy_flies_once_on_the_page():
    h, _state = at(7, lambda s, legal: s.current == 0 and any(m["type"] == "buy" for m in legal),
                   kinds=["human", "bot:easy"])
    boxes(h)
    buy = next(m for m in wb.legal_moves(h.session.state) if m["type"] == "buy")
    white_buffalo_click(h, buy)
    got = flown(h)
    assert got and got[0].flight.what == "teepee:buy" and got[0].moved
    assert got[0].flight.origin[0] == f'#display [data-display-slot="{buy["slot"]}"]'
    assert h.saved_moves()[-1] == buy                       # saved before it flew (the click's save)
    tokens = len(h.qa(".motion-layer .motion-token"))
    h.page.refresh()
    assert len(h.qa(".motion-layer .motion-token")) == tokens  # a repaint flies nothing again
