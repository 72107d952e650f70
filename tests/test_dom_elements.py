"""The page's one table of elements (``ui.shell.dom.ELEMENTS`` plus each game's ``ELEMENTS``)
names only elements that exist: every entry is looked up on each game's built page, started on
the fake browser with a game on it (the form's fields and the replay bar are drawn by then)."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from engine.core import registry
from tests import fakedom
from ui.shell.dom import ELEMENTS, PRIVACY, Dom

GAMES = [g for g in registry.game_ids()
         if importlib.util.find_spec(f"ui.{g.replace('-', '_')}.page") is not None]


def started(game_id: str):
    """The game's page on the fake browser, booted, with a new game begun from the form."""
    module = importlib.import_module(f"ui.{game_id.replace('-', '_')}.page")
    win = fakedom.FakeWindow(fakedom.load_page(f"{game_id}.html"), f"https://example.test/{game_id}.html")
    view_class: Any = next(v for v in vars(module).values()
                           if isinstance(v, type) and v.__module__ == module.__name__ and hasattr(v, "game"))
    dom = Dom(win.document, win, view_class.elements, to_js=fakedom._to_js)
    page = module.boot(dom)
    start = win.document.querySelector('[data-action="start"]')
    assert start is not None
    start.click()
    assert win.errors == [] and page.session is not None
    return page, win


def test_there_are_pages_to_check():
    assert len(GAMES) >= 3


def not_on_the_page(page: Any, win: Any) -> list:
    """The names of the page's element table that match nothing on it."""
    return sorted(name for name, selector in page.dom.elements.items()
                  if not win.document.querySelectorAll(selector))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_named_element_is_on_the_page(game_id):
    page, win = started(game_id)
    assert set(ELEMENTS) <= set(page.dom.elements)
    missing = not_on_the_page(page, win)
    # a game with no secrets has no privacy screen (the shell then never shows one)
    assert missing == ([] if page.game.INFO.hidden_information else sorted(PRIVACY))


def test_a_name_not_on_the_page_is_caught():
    page, win = started(GAMES[0])
    before = not_on_the_page(page, win)
    page.dom.elements["nowhere"] = "#no-such-element"
    assert not_on_the_page(page, win) == sorted(before + ["nowhere"])
