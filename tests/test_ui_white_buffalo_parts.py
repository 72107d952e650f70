"""White Buffalo on a phone shows one part of the table at a time: the part the decision is about
(``ui.white_buffalo.table_part``), switched by the page as the turn goes on and by hand with the
tabs; a part picked by hand stays only while the decision is the same."""

from __future__ import annotations

from typing import Any, Dict, List

from engine import white_buffalo as wb
from tests.test_page_white_buffalo import at
from ui.white_buffalo.table_part import PARTS, Parts, wanted

Move = Dict[str, Any]
TAKE: Move = {"type": "take", "slot": 1}
PILE: Move = {"type": "take", "slot": "pile"}
HORSE: Move = {"type": "horse", "card": "red-horse-1"}
STACK: Move = {"type": "stack", "card": "red-hunter-1"}
BUY: Move = {"type": "buy", "slot": 2, "war": []}
END: Move = {"type": "end"}
PASS: Move = {"type": "pass"}


def test_the_part_is_the_one_the_decision_is_about():
    start: List[Move] = [TAKE, PILE, HORSE, STACK, PASS]
    assert wanted(start, None, None, None, False) == "map"           # nothing chosen: the plains
    assert wanted(start + [BUY], None, None, None, False) == "teepees"  # a teepee may be bought
    assert wanted(start + [BUY], "take", None, None, False) == "cards"  # "Take cards" pressed
    assert wanted(start + [BUY], "move", None, None, False) == "map"
    assert wanted(start + [BUY], None, 2, None, False) == "teepees"     # a display slot chosen
    assert wanted([TAKE, PILE], None, None, "take", False) == "cards"   # the second card to take
    assert wanted([TAKE, PILE, PASS], None, None, None, False) == "cards"  # nothing else to do
    assert wanted([{"type": "place", "territory": "TX"}], None, None, None, False) == "map"
    assert wanted([{"type": "step", "to": "TX"}, END], "move", None, "move", False) == "map"
    assert wanted([{"type": "cube", "to": "war"}], None, None, "stack", False) == "map"
    assert wanted([{"type": "sweep", "slot": 1}], None, None, None, False) == "teepees"
    assert wanted([], None, None, None, True) == "map"                  # a hunt shown: the plains
    assert wanted([], None, None, None, False) == "map"                 # nobody here acts


def test_a_part_picked_by_hand_stays_for_its_decision_only():
    parts = Parts()
    assert parts.shown("map", 1) == "map"
    assert parts.pick("teepees", 1) and parts.shown("map", 1) == "teepees"
    assert not parts.pick("log", 1) and parts.shown("map", 1) == "teepees"  # no such part
    assert parts.shown("cards", 2) == "cards"  # the next decision: the page's choice again
    assert parts.shown("map", 1) == "map"      # and the pick is gone
    assert set(PARTS) == {"map", "cards", "teepees"}


def test_the_page_switches_the_part_and_the_tabs_switch_it_by_hand():
    h, state = at(52, lambda s, legal: any(m["type"] == "take" for m in legal)
                  and not any(m["type"] in ("buy", "retire", "sweep") for m in legal)
                  and wb.to_dict(s)["turn"]["kind"] is None and wb.to_dict(s)["phase"] == "turn")

    def shown() -> str:
        part = h.el("#game").getAttribute("data-part")
        pressed = [p for p in PARTS
                   if h.el(f'[data-action="part-{p}"]').getAttribute("aria-pressed") == "true"]
        assert pressed == [part], (pressed, part)  # the pressed tab is the part shown
        return str(part)

    assert shown() == "map"
    h.click('[data-action="take-cards"]')
    assert shown() == "cards"                   # taking cards: the row and the pile
    h.click('[data-action="part-teepees"]')
    assert shown() == "teepees"                 # by hand
    h.click('[data-action="part-map"]')
    assert shown() == "map"
    h.click('[data-action="move"]')            # another decision: the page's part again
    assert shown() == "map"
    h.click('[data-action="take-cards"]')
    assert shown() == "cards"
