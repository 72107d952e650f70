"""The conductor carries out each kind of intent a game's view may answer with, the same for every
game (issue 47): here on Counters, the tests' fourth game, with its view wrapped so that each test
can make it answer what it needs and see what the conductor asked of it."""

from __future__ import annotations

import json
from typing import Any, List, Optional

import pytest

from tests import fakedom
from tests.dummy_game.page import CountersView
from tests.test_adding_a_game_page import PAGE, click, partials
from ui.shell import page as shell_page
from ui.shell import view as shell_view
from ui.shell.dom import Dom
from ui.shell.view import Changed, Choose, Handled, Play, Redraw, Refuse, ShowWalk, Snapshot


class Steps:
    """A walkthrough on show while a test says so (``walking``)."""

    def __init__(self) -> None:
        self.walking = False

    def showing(self) -> bool:
        return self.walking

    def holds_bots(self, skipping: bool) -> bool:
        return self.walking

    def drop(self) -> None:
        self.walking = False

    def step_for(self, walk: Any) -> bool:
        return False

    def log_upto(self, snap: Snapshot) -> Optional[int]:
        return None

    def busy_words(self) -> str:
        return "Watch first."


class Scripted(CountersView):
    """Counters' view answering clicks on the pile with what a test sets, and noting each call."""

    def __init__(self) -> None:
        super().__init__()
        self.answer: Optional[shell_view.Intent] = None
        self.calls: List[str] = []
        self.steps = Steps()
        self.walks = self.steps  # a walkthrough of the test's own, always there

    def owns(self, target: Any) -> Any:
        """The pile is the table's one element."""
        node = target.closest("#pile")
        return None if node is None else node

    def click(self, element: Any, snap: Snapshot) -> Optional[shell_view.Intent]:
        """What the test set."""
        self.calls.append(f"click:{element.id}:{snap.cursor}")
        return self.answer

    def begin(self, snap: Snapshot, again: bool = False) -> None:
        """Noted."""
        self.calls.append("begin")



@pytest.fixture
def table(counters: Any) -> Any:
    """A Counters game of two people, started, with the scripted view."""
    html = partials.expand((fakedom.ROOT / PAGE).read_text(encoding="utf-8"), fakedom.ROOT)
    win = fakedom.FakeWindow(fakedom.FakeDocument.from_html(html), "https://example.test/counters.html")
    v = Scripted()
    p = shell_page.boot(v, Dom(win.document, win, v.elements, to_js=fakedom._to_js))
    click(win, '[data-action="start"]')
    return p, win, v


def saved_moves(win: Any) -> list:
    return list(json.loads(win.localStorage.getItem("counters/current"))["moves"])


def test_play_makes_the_moves_through_the_engine_saves_and_repaints(table):
    p, win, v = table
    p.carry_out(Play(({"type": "take", "count": 2}, {"type": "take", "count": 1})))
    assert p.session.cursor == 2 and saved_moves(win) == [{"type": "take", "count": 2},
                                                          {"type": "take", "count": 1}]
    assert win.document.body.dataset.cursor == "2"


def test_a_refused_move_of_a_play_stops_there_and_says_why_in_words(table):
    p, win, v = table
    p.carry_out(Play(({"type": "take", "count": 1}, {"type": "take", "count": 9})))
    status = win.document.querySelector("#status .why").textContent
    assert p.session.cursor == 1 and status and "Traceback" not in status


def test_refuse_says_the_words_and_plays_nothing(table):
    p, win, v = table
    p.carry_out(Refuse("Not that one."))
    assert p.session.cursor == 0 and win.document.querySelector("#status .why").textContent == "Not that one."


def test_changed_repaints_with_its_words_or_without_the_last_refusal(table):
    p, win, v = table
    p.carry_out(Changed("Pick another."))
    assert win.document.querySelector("#status .why").textContent == "Pick another."
    p.carry_out(Changed())
    assert win.document.querySelector("#status .why") is None and p.session.cursor == 0


def test_handled_changes_nothing(table):
    p, win, v = table
    p.carry_out(Refuse("Kept."))
    before = win.document.querySelector("#status").innerHTML
    p.carry_out(Handled())
    assert win.document.querySelector("#status").innerHTML == before and p.session.cursor == 0


def test_redraw_drops_the_paint_cache_and_draws_the_view_again(table):
    p, win, v = table
    p.painter.cache["marker"] = 1
    v.calls.clear()
    p.carry_out(Redraw())
    assert "marker" not in p.painter.cache and v.calls == ["begin"]
    assert win.document.querySelector("#pile").textContent != ""


def test_choose_is_a_click_on_the_element_and_waits_like_one(table):
    p, win, v = table
    pile = win.document.querySelector("#pile")
    v.answer = Play.one({"type": "take", "count": 1})
    v.calls.clear()
    p.carry_out(Choose(pile))
    assert v.calls == ["click:pile:0"] and p.session.cursor == 1
    v.steps.walking = True  # something shown step by step: a person's choice waits
    v.calls.clear()
    p.carry_out(Choose(pile))
    assert v.calls == [] and p.session.cursor == 1
    assert win.document.querySelector("#status .why").textContent == "Watch first."


def test_a_click_on_the_views_table_is_handed_to_it_with_the_position(table):
    p, win, v = table
    v.answer = Refuse("Say it.")
    win.document.querySelector("#pile").click()
    assert v.calls[-1] == "click:pile:0"
    assert win.document.querySelector("#status .why").textContent == "Say it."


def test_show_walk_repaints_and_lets_the_bots_go_on_once_the_walk_is_over(table, monkeypatch):
    p, win, v = table
    restarts: List[bool] = []
    monkeypatch.setattr(p.bots, "restart", lambda keep_skipping=False: restarts.append(True))
    v.steps.walking = True
    p.carry_out(ShowWalk())
    assert restarts == []  # still shown: the bots wait
    v.steps.walking = False
    p.carry_out(ShowWalk())
    assert restarts == [True]


def test_a_failure_is_told_in_plain_words_and_its_details_go_to_the_console(table, monkeypatch):
    p, win, v = table

    def broken(snap: Snapshot) -> Any:
        raise KeyError("players'][9")

    monkeypatch.setattr(v, "paint", broken)
    win.document.querySelector('[data-action="take-1"]').click()
    status = win.document.querySelector("#status").textContent
    assert "your game is kept" in status and "KeyError" not in status and "players" not in status
    assert any("KeyError" in e for e in win.errors)
    win.errors.clear()  # seen: the failure was the point
