"""White Buffalo by keyboard (ui.white_buffalo.keys): the arrow keys on the map, the map's one
tab stop and where the focus goes after a repaint took it away."""

from __future__ import annotations

from engine.white_buffalo.data import TERRITORIES
from ui.white_buffalo import keys


def test_the_arrow_keys_walk_the_two_columns_and_stop_at_the_edges():
    assert keys.neighbour("AB", "ArrowRight") == "SK" and keys.neighbour("SK", "ArrowLeft") == "AB"
    assert keys.neighbour("AB", "ArrowDown") == "MT" and keys.neighbour("MT", "ArrowUp") == "AB"
    assert keys.neighbour("AB", "ArrowUp") == "AB" and keys.neighbour("AB", "ArrowLeft") == "AB"
    assert keys.neighbour("OK", "ArrowDown") == "OK" and keys.neighbour("OK", "ArrowRight") == "OK"
    assert keys.neighbour("CO", "Home") == "AB" and keys.neighbour("CO", "End") == "OK"
    assert keys.neighbour("CO", "Enter") is None and keys.neighbour("CO", "a") is None
    assert sorted(keys.READING) == sorted(TERRITORIES)


def test_every_territory_is_reached_from_any_other_by_arrows():
    for start in TERRITORIES:
        seen, todo = {start}, [start]
        while todo:
            here = todo.pop()
            for key in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"):
                there = keys.neighbour(here, key)
                assert there is not None, (here, key)
                if there not in seen:
                    seen.add(there)
                    todo.append(there)
        assert seen == set(TERRITORIES)


def test_the_tab_stop_follows_the_focus_else_stays_on_a_choice_else_the_first_choice():
    assert keys.map_stop("AB", "NE", ["SK"]) == "NE"  # the focused territory
    assert keys.map_stop("SK", None, ["AB", "SK"]) == "SK"  # still a choice: stays
    assert keys.map_stop("TX", None, ["NE", "SK"]) == "SK"  # no longer one: the first in reading order
    assert keys.map_stop("TX", None, []) == "TX"  # nothing to choose: stays
    assert keys.map_stop(None, None, []) == "AB"


def test_after_a_repaint_the_focus_goes_to_the_same_thing_then_its_group_then_what_comes_next():
    order = keys.candidates(("data-card", "red-horse-2", None))
    assert order[:3] == ['#walk:not([hidden]) [data-action="continue"]',
                         '#privacy:not([hidden]) [data-action="reveal"]', "#ranking-card:not([hidden])"]
    assert order[3] == '#hand [data-card="red-horse-2"]' and order[4] == "#hand .legal"
    assert order[-1] == "#turn" and len(order) == len(set(order))
    cube = keys.candidates(("data-war-cube", "red", "1"))
    assert cube[3] == '[data-war-cube="red"][data-index="1"]'
    assert keys.candidates(("data-territory", "NE", None))[4] == '#map [data-territory][tabindex="0"]'
    anything = keys.candidates(("", "", None))
    assert anything[3] == keys.NEXT[0] and anything[-1] == "#turn"
    assert keys.css_value('a"b\\') == '"a\\"b\\\\"'
