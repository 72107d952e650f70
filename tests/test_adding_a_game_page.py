"""A fourth game's page runs on the shell with nothing but its own small page module: Counters
(tests/dummy_game), registered for the test, played to the end by clicks on the fake browser,
saved after every move, resumed, undone as its engine allows, and listed in the element table."""

from __future__ import annotations

import json
import sys

from engine.core import registry
from tests import fakedom
from tests.test_dom_elements import not_on_the_page
from tests.test_layout import ROOT
from ui.shell.dom import PRIVACY, Dom

sys.path.insert(0, str(ROOT / "scripts"))
import partials  # noqa: E402  (scripts/partials.py, as the build uses it)

PAGE = "tests/dummy_game/page.html"


def open_page(storage=None):
    """Counters' page booted on the fake browser (optionally on an earlier window's storage)."""
    from tests.dummy_game import page as module

    html = partials.expand((fakedom.ROOT / PAGE).read_text(encoding="utf-8"), fakedom.ROOT)
    win = fakedom.FakeWindow(fakedom.FakeDocument.from_html(html), "https://example.test/counters.html")
    if storage is not None:
        win.localStorage = storage
    page = module.boot(Dom(win.document, win, module.CountersView.elements, to_js=fakedom._to_js))
    return page, win


def click(win, selector):
    """Click an element a person could click (shown and enabled)."""
    node = win.document.querySelector(selector)
    assert node is not None and node.closest("[hidden]") is None and not node.disabled, selector
    node.click()
    assert win.errors == []


def test_a_fourth_game_is_played_by_clicks_to_its_end(counters):
    page, win = open_page()
    doc = win.document
    assert "counters" in registry.game_ids() and doc.body.dataset.ready == "true"
    win.document.querySelector('[name="players"]').value = "2"
    win.document.querySelector('[name="name-0"]').value = "Ann"
    win.document.querySelector('[name="name-1"]').value = "<b>Bob</b>"
    click(win, '[data-action="start"]')
    pile = int(doc.querySelector("#pile").textContent)
    assert 11 <= pile <= 16 and doc.body.dataset.phase == "play"
    moves = 0
    while doc.body.dataset.phase != "over":
        click(win, '[data-action="take-1"]')
        moves += 1
        saved = json.loads(win.localStorage.getItem("counters/current"))
        assert len(saved["moves"]) == moves  # saved after every move
    assert moves == pile and doc.querySelector("#ranking-card").hidden is False
    winner = page.session.players[page.session.seats[-1]]  # who took the last counter
    assert doc.querySelector("#ranking").textContent == winner
    assert "<b>" not in doc.querySelector("#ranking").innerHTML  # a name is text, never markup
    assert len(doc.querySelectorAll("#log .turn-moves > li")) == moves  # one entry per move, by turn
    again, _ = open_page(win.localStorage)  # a reload resumes the same game
    assert again.session.cursor == moves and again.session.players == ["Ann", "<b>Bob</b>"]


def test_undo_follows_the_fourth_games_can_take_back(counters):
    page, win = open_page()
    click(win, '[data-action="start"]')
    click(win, '[data-action="take-2"]')
    click(win, '[data-action="undo"]')  # a take can be taken back
    assert page.session.cursor == 0
    click(win, '[data-action="roll"]')  # a roll showed the die: it stays
    assert win.document.querySelector('[data-action="undo"]').disabled is True
    page.click_action("undo")
    assert page.session.cursor == 1 and "Nothing to undo" in win.document.querySelector("#status").textContent


def test_the_fourth_games_elements_are_all_on_its_page(counters):
    page, win = open_page()
    click(win, '[data-action="start"]')
    assert not_on_the_page(page, win) == sorted(PRIVACY)  # a game with no secrets has no privacy screen
