"""The shell's roving focus (issue 53, ui/shell/roving.py) in the three games: a row of cards or a
group of buttons is one Tab stop, the arrow keys move inside it, only what can be used now is a
Tab stop, and a focus left on a card that cannot be chosen any more goes where the person acts."""

from __future__ import annotations

from typing import Any, List

from tests.page_harness import Harness, hidden, open_game


def tab_stops(h: Harness, selector: str) -> List[Any]:
    """What Tab reaches inside ``selector``: focusable, shown, enabled, not ``tabindex=-1``."""
    out = []
    for n in h.qa(f"{selector} button, {selector} [tabindex]"):
        if hidden(n) or n.hasAttribute("disabled") or n.getAttribute("tabindex") == "-1":
            continue
        out.append(n)
    return out


def played_in(h: Harness, count: int) -> None:
    """Play the first legal move ``count`` times (setting up a position), then repaint and let
    the person at the device see their things."""
    for _ in range(count):
        h.session.play(h.session.legal()[0])
    h.page.refresh()
    if h.shown("[data-privacy]"):
        h.reveal()


def white_buffalo_turn() -> Harness:
    """White Buffalo, two people, past the placing of the tribes: a turn's buttons to choose."""
    h = open_game("white-buffalo")
    h.start_game(["Ann", "Ben"], seed=5)
    played_in(h, 0)
    while any(m["type"] == "place" for m in h.session.legal()):
        played_in(h, 1)
    return h


def test_a_group_of_turn_buttons_is_one_tab_stop_and_the_arrows_walk_it():
    h = white_buffalo_turn()
    enabled = [b for b in h.qa("#act button") if not b.hasAttribute("disabled") and not hidden(b)]
    assert len(enabled) >= 2
    assert len(tab_stops(h, "#act")) == 1  # was one per enabled button
    first = tab_stops(h, "#act")[0]
    h.key("Home", "#act button:not([disabled])")
    assert h.doc.activeElement is enabled[0]
    h.key("ArrowRight")
    assert h.doc.activeElement is enabled[1]
    assert tab_stops(h, "#act") == [enabled[1]]  # the stop follows the focus
    h.key("ArrowLeft")
    h.key("ArrowLeft")  # round from the first to the last
    assert h.doc.activeElement is enabled[-1]
    h.key("End")
    assert h.doc.activeElement is enabled[-1]
    assert first is not None


def test_cards_that_cannot_be_chosen_are_no_tab_stops():
    h = white_buffalo_turn()
    # no display slot or row card can be chosen before a kind of turn is: none is a Tab stop
    legal_slots = h.qa("#display .legal")
    assert len(tab_stops(h, "#display")) == min(1, len(legal_slots))
    assert all(n in legal_slots for n in tab_stops(h, "#display"))
    for group in ("#hand", ".row-line"):
        stops = tab_stops(h, group)
        assert len(stops) <= 1
        assert all("legal" in str(n.getAttribute("class")) or n.matches("[data-action=draw]") for n in stops)


def test_a_focus_left_on_a_card_that_cannot_be_chosen_goes_where_the_person_acts():
    h = white_buffalo_turn()
    slot = next(n for n in h.qa("#display [data-display-slot]")
                if "legal" not in str(n.getAttribute("class")))
    slot.focus()
    assert h.doc.activeElement is slot
    h.page.refresh()
    here = h.doc.activeElement
    assert here is not slot and here.closest("#game") is not None, here
    assert tab_stops(h, "#display") == [] or here not in h.qa("#display [data-display-slot]")


def test_wind_river_extra_actions_are_one_tab_stop():
    h = open_game("wind-river")
    h.start_game(["Ann", "Ben", "Cy"], seed=5)
    for _ in range(40):
        if len([b for b in h.qa("#controls .actions button") if not b.disabled]) >= 2:
            break
        played_in(h, 1)
    enabled = [b for b in h.qa("#controls .actions button") if not b.disabled]
    assert len(enabled) >= 2
    assert len(tab_stops(h, "#controls .actions")) == 1
    h.key("ArrowDown", f'[data-action="{enabled[0].getAttribute("data-action")}"]')
    assert h.doc.activeElement is enabled[1]


def test_manitou_party_cards_are_one_tab_stop_and_arrows_pick_along():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=5)
    if h.shown("[data-privacy]"):
        h.reveal()
    cards = h.qa("#choose-cards [data-pick]")
    assert len(cards) > 8
    assert len(tab_stops(h, "#choose-cards")) == 1
    h.key("ArrowRight", "#choose-cards [data-pick]")
    assert h.doc.activeElement is cards[1]
    h.key("Enter")  # picks it; the repaint keeps the focus and the one stop there
    assert h.el("#choose-cards [data-pick]").getAttribute("tabindex") == "-1"
    assert tab_stops(h, "#choose-cards") == [h.doc.activeElement]


def test_a_focused_territory_gets_its_ring_drawn_above_its_neighbours():
    h = open_game("white-buffalo")
    h.start_game(["Ann", "Ben"], seed=5)
    if h.shown("[data-privacy]"):
        h.reveal()
    first, second = h.qa('#map [data-territory][role="button"]')[:2]
    first.focus()
    rings = h.qa("svg .focus-ring")
    assert len(rings) == 1
    ring = rings[0]
    assert ring.parentNode is first.parentNode and ring.parentNode.lastElementChild is ring  # last painted
    assert ring.getAttribute("aria-hidden") == "true"
    shape = first.querySelector("path")
    assert [c.getAttribute("d") for c in ring.children] == [shape.getAttribute("d")] * 2
    second.focus()  # the ring follows the focus: one at a time
    assert len(h.qa("svg .focus-ring")) == 1
    h.el("#log").focus()
    assert h.qa("svg .focus-ring") == []


def test_a_focused_hex_ring_keeps_the_hex_place():
    h = open_game("wind-river")
    h.start_game(["Ann", "Ben", "Cy"], seed=5)
    hexes = h.qa("#board [data-hex]")
    hexes[3].focus()
    ring = h.el("#board .focus-ring")
    assert ring.getAttribute("transform") == hexes[3].getAttribute("transform")
    assert ring.parentNode.lastElementChild is ring


def test_after_a_move_by_keys_the_focus_is_on_a_choice_of_the_next_position():
    h = open_game("wind-river")
    h.start_game(["Ann", "Ben", "Cy"], seed=5)
    for n in range(6):  # the placing of the tipis, each by Enter on the board's focused choice
        here = h.doc.activeElement
        if here.closest("#board") is None:
            h.el("#board [data-hex][tabindex='0']").focus()
            here = h.doc.activeElement
        assert "legal" in str(here.getAttribute("class")), (n, here)
        h.key("Enter")
        assert h.session.cursor == n + 1
        here = h.doc.activeElement
        if h.qa("#board .legal"):  # the next person's choices: the focus is on one of them
            assert here.closest("#board") is not None and "legal" in str(here.getAttribute("class")), here
            assert here.getAttribute("tabindex") == "0"


def test_once_the_map_is_no_choice_the_focus_leaves_it_for_the_turn_buttons():
    h = open_game("white-buffalo")
    h.start_game(["Ann", "Ben"], seed=5)
    for _ in range(6):  # each tribe placed by Enter on the map's focused choice
        if h.shown("[data-privacy]"):
            h.reveal()
        if not any(m["type"] == "place" for m in h.session.legal()):
            break
        h.key("Enter", "#map [data-territory].legal")
    h.timers(0)  # the focus moves a moment after the repaint, in a task of its own
    here = h.doc.activeElement
    assert here.closest("#act") is not None and not here.disabled, here  # not left on the map
    assert tab_stops(h, "#act") == [here]
