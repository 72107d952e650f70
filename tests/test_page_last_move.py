"""The shell brings the last move's mark (``data-last-move``, set by a view) into view once per
position, without the focus: on a phone the others' move may lie off the screen."""

from __future__ import annotations

from tests.page_harness import open_game, run_bots


def test_the_last_moves_mark_is_scrolled_into_view_once_per_position() -> None:
    h = open_game("wind-river")
    h.start_game(["Ann", "Ben", "Cy"], seats=["human", "normal", "normal"], seed=11)
    run_bots(h)
    focused = h.page.dom.focused()
    mark = h.page.dom.document.createElement("span")
    mark.setAttribute("data-last-move", "")
    h.page.dom.el("#status").appendChild(mark)
    h.page.marks_shown = -1
    h.page.refresh()
    assert mark.scroll_count == 1
    h.page.refresh()  # the same position: not again
    assert mark.scroll_count == 1
    assert h.page.dom.focused() is focused  # the focus stays where it was
