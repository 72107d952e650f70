"""Reasons never live only in a tooltip (issue 53, point 4): the reason behind a greyed control is
written beside it and named by its ``aria-describedby``; a keyboard focus on a control whose title
says more shows those words in the shared bubble (ui/shell/reasons.py)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import white_buffalo as wb
from tests.page_harness import Harness, hidden, open_game
from tests.test_page_white_buffalo import at, white_buffalo_click

NAMES = ["Ann", "Ben", "Cy"]


def described_by(h: Harness, control: Any) -> str:
    """The words of the shown elements ``control``'s ``aria-describedby`` names."""
    ids = str(control.getAttribute("aria-describedby") or "").split()
    out = []
    for i in ids:
        node = h.doc.getElementById(i)
        if node is not None and not hidden(node):
            out.append(" ".join(str(node.textContent).split()))
    return " ".join(out)


def test_white_buffalos_greyed_undo_after_a_draw_says_why_beside_it():
    h, state = at(52, lambda s, legal: any(m["type"] == "take" and m["slot"] != "pile" for m in legal)
                  and {"type": "take", "slot": "pile"} in legal and wb.to_dict(s)["turn"]["kind"] is None)
    undo = h.el('[data-action="undo"]')
    assert described_by(h, undo) == ""  # the turn's start: nothing to explain
    row = next(m for m in wb.legal_moves(state) if m["type"] == "take" and m["slot"] != "pile")
    white_buffalo_click(h, row)
    assert not undo.disabled and described_by(h, undo) == ""  # Undo works: no note
    h.click('[data-action="draw"]')  # a blind draw: the turn's steps are fixed
    assert undo.disabled
    said = described_by(h, undo)
    assert "earlier steps are fixed" in said and h.shown("#why-undo")
    assert "earlier steps are fixed" in h.text("#turn")  # written beside, not hover-only


@pytest.mark.parametrize("game", ["manitou", "white-buffalo"])
def test_what_a_game_file_gives_away_is_written_under_the_file_buttons(game):
    h = open_game(game)
    h.start_game(NAMES)
    h.reveal()
    save, link = h.el('[data-action="save-file"]'), h.el('[data-action="copy-link"]')
    assert link.disabled  # a game of secret cards in progress: no link yet
    for control in (save, link):
        said = described_by(h, control)
        assert "every hand" in said and "once it is over" in said, said
    assert h.el(".game-files #why-files") is not None  # inside the menu's file group


@pytest.mark.parametrize("game", ["wind-river", "manitou", "white-buffalo"])
def test_no_greyed_control_keeps_its_reason_in_a_tooltip_only(game):
    """Every shown, greyed button with a title, while a person is to act, is described by shown
    words on the page (Undo and Redo excepted: their title is their shortcut, and Undo's reason
    has its own test above)."""
    h = open_game(game)
    h.start_game(["Ann", "Ben", "Cy"])
    if h.shown("#privacy"):
        h.reveal()
    checked = 0
    for b in h.qa("button[title][disabled]"):
        if hidden(b) or b.getAttribute("data-action") in ("undo", "redo"):
            continue
        checked += 1
        assert described_by(h, b), (b.getAttribute("data-action"), b.getAttribute("title"))
    assert checked >= 1


def test_a_keyboard_focus_on_a_titled_control_shows_its_title_in_the_bubble():
    h = open_game("manitou")
    h.start_game(NAMES)
    h.reveal()
    warriors = h.el('[data-action="warriors"]')
    warriors.focus()
    assert not h.shown("#focus-tip")  # no key pressed yet: the focus was the page's or a pointer's
    warriors.blur()
    h.key("Tab")
    warriors.focus()
    assert h.shown("#focus-tip") and h.text("#focus-tip") == "Who beats whom"
    assert warriors.getAttribute("aria-describedby") == "focus-tip"
    assert h.el("#focus-tip").getAttribute("role") == "tooltip"
    warriors.blur()
    assert not h.shown("#focus-tip") and not warriors.getAttribute("aria-describedby")
