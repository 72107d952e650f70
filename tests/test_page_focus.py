"""The shell's one focus rule (issue 53): when the keyboard focus is lost — a new game started
from the form, a round of bots' moves, an undo — it goes where the person acts next on the
table, never to ``<body>``; a dialog or the privacy screen keeps its own."""

from __future__ import annotations

import pytest

from tests.page_harness import Harness, open_game, run_bots

START = {"wind-river": ["Ann", "Ben", "Cy"], "manitou": ["Ann", "Ben"], "white-buffalo": ["Ann", "Ben"]}


def on_the_table(h: Harness) -> bool:
    """The focus is on a control of the game itself (not the header, not <body>)."""
    here = h.doc.activeElement
    return here is not None and here is not h.doc.body and here.closest("#game") is not None


@pytest.mark.parametrize("game_id", list(START))
def test_start_the_game_puts_the_focus_where_the_person_acts(game_id):
    h = open_game(game_id)
    seats = ["human"] + ["normal"] * (len(START[game_id]) - 1)
    h.start_game(START[game_id], seats=seats, seed=5)
    run_bots(h)  # the bots' first moves, if they start
    assert on_the_table(h), h.doc.activeElement


def test_after_a_round_of_bots_the_focus_is_back_on_the_board():
    h = open_game("wind-river")
    h.start_game(START["wind-river"], seats=["human", "easy", "easy"], seed=5)
    run_bots(h)
    for _ in range(8):  # the person's moves by the board's first highlighted hex or an action
        if h.session.actor(h.session.cursor) is None:
            break
        legal = h.session.legal()
        move = legal[0]
        if move["type"] in ("place", "abandon") or "to" in move and move["type"] == "buffalo":
            if move["type"] == "buffalo":
                h.click(f'[data-hex="{move["from"]}"]')
                h.click(f'[data-hex="{move["to"]}"]')
            else:
                h.click(f'[data-hex="{move.get("to") or move.get("at")}"]')
        elif h.can_click('[data-action="earn"]'):
            h.click('[data-action="earn"]')
        elif h.can_click('[data-action="pass"]'):
            h.click('[data-action="pass"]')
        else:
            break
        run_bots(h)
        if h.session.bot_level() is None and h.session.actor(h.session.cursor) is not None:
            assert on_the_table(h), (h.session.cursor, h.doc.activeElement)


def test_a_dialog_keeps_its_focus():
    h = open_game("wind-river")
    h.start_game(START["wind-river"], seed=5)
    h.click('[data-action="new-game"]')  # the form is open: its first field has the focus
    assert h.doc.activeElement is h.el('[name="players"]')
    h.page.refresh()
    assert h.doc.activeElement is h.el('[name="players"]')
