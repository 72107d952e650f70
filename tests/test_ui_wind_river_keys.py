"""Wind River by keyboard (ui.wind_river.keys): the arrow keys on the board, the keys that
choose, and the board's one tab stop."""

from __future__ import annotations

from engine.wind_river.board import CLOSED_LANES, HEX_NAMES, PLAINS
from ui.wind_river import keys

ARROWS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight")


def test_arrow_keys_walk_the_board_and_reach_the_plains():
    step = keys.neighbour
    assert keys.first_open_hex(3) == "B1" and keys.first_open_hex(4) == "A1"
    assert step("B1", "ArrowUp", 3) is None and step("B1", "ArrowUp", 4) == "A1"
    assert step("C6", "ArrowRight", 4) == "plains" and step("plains", "ArrowLeft", 4) == "D6"
    assert step("plains", "ArrowLeft", 3) == "D6" and step("plains", "ArrowUp", 4) is None
    assert step("C1", "ArrowLeft", 4) is None and step("F2", "ArrowDown", 4) is None
    assert step("C3", "ArrowLeft", 4) == "C2" and step("C3", "ArrowDown", 4) == "D3"
    assert step("A3", "ArrowRight", 3) is None  # a closed hex leads nowhere
    assert step("C3", "Enter", 4) is None


def test_every_open_hex_and_the_plains_are_reached_by_arrows_alone():
    for n in (3, 4):
        seen, frontier = set(), [keys.first_open_hex(n)]
        while frontier:
            h = frontier.pop()
            if h in seen:
                continue
            seen.add(h)
            frontier += [x for k in ARROWS if (x := keys.neighbour(h, k, n)) is not None]
        want = {h for h in HEX_NAMES if h[0] not in CLOSED_LANES[n]} | {PLAINS}
        assert seen == want


def test_enter_and_space_choose_arrows_move_other_keys_are_the_shells():
    assert keys.action("Enter") == keys.action(" ") == "choose"
    assert all(keys.action(k) == "move" for k in ARROWS)
    assert keys.action("Escape") == keys.action("Tab") == keys.action("a") == ""


def test_tab_into_the_board_lands_on_a_choice():
    assert keys.tab_stop("A1", {"D4", "C2"}, focus_inside=False) == "C2"
    assert keys.tab_stop("D4", {"D4", "C2"}, focus_inside=False) is None  # already on a choice
    assert keys.tab_stop("A1", {"D4", "C2"}, focus_inside=True) is None  # never under the person's focus
    assert keys.tab_stop("A1", set(), focus_inside=False) is None


def test_with_choices_the_arrows_go_from_choice_to_choice():
    go = keys.toward
    choices = ["B2", "D5", "D1", "F3", PLAINS]
    assert go("B2", "ArrowDown", choices, 3) == "D1"  # the nearest lane below with a choice
    assert go("D1", "ArrowRight", choices, 3) == "D5"  # the same lane first
    assert go("D5", "ArrowRight", choices, 3) == PLAINS
    assert go("D5", "ArrowUp", choices, 3) == "B2" and go("B2", "ArrowUp", choices, 3) is None
    assert go("F3", "ArrowLeft", choices, 3) == "B2"  # no choice west in lane F: the nearest column
    assert go(PLAINS, "ArrowLeft", choices, 3) == "D5"
    assert go("C3", "ArrowLeft", [], 3) == "C2"  # no choices: hex by hex


def test_every_choice_is_reached_by_arrows_from_any_choice():
    import random
    rng = random.Random(3)
    open3 = [h for h in HEX_NAMES if h[0] not in CLOSED_LANES[3]] + [PLAINS]
    for _ in range(200):
        choices = rng.sample(open3, rng.randint(2, 8))
        for start in choices:
            seen, frontier = set(), [start]
            while frontier:
                h = frontier.pop()
                if h in seen:
                    continue
                seen.add(h)
                frontier += [x for k in ARROWS if (x := keys.toward(h, k, choices, 3)) is not None]
            assert set(choices) <= seen, (start, choices, seen)
