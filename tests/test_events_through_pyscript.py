"""The page's events are wired by PyScript's own API (issue 50): ``ui.shell.dom.browser()`` hands
every listener to ``pyscript.when``; a game page started on it binds nothing around it, and a
click still reaches the game."""

from __future__ import annotations

import sys
from typing import Any, Callable, List, Tuple

import pytest

from tests import fakedom
from ui.shell import dom as dom_module


@pytest.fixture()
def wired(monkeypatch: pytest.MonkeyPatch) -> List[Tuple[str, Any]]:
    """What ``pyscript.when`` was asked to wire, as (event kind, target)."""
    fakedom.open_page("wind-river.html")
    asked: List[Tuple[str, Any]] = []
    real = sys.modules["pyscript"].when

    def when(kind: str, selector: Any = None, **options: Any) -> Callable[[Any], Any]:
        for target in selector if isinstance(selector, list) else [selector]:
            asked.append((kind, target))
        return real(kind, selector, **options)

    monkeypatch.setattr(sys.modules["pyscript"], "when", when)
    return asked


def test_the_real_dom_binds_through_when(wired):
    d = dom_module.browser()
    seen: List[Any] = []
    button = d.el("status")  # any element (the header's buttons wait for Python, disabled)
    d.on(button, "click", seen.append)
    assert [kind for kind, _ in wired] == ["click"] and wired[0][1] is button
    button.click()
    assert len(seen) == 1 and seen[0].type == "click"


def test_a_game_page_wires_every_event_through_when(wired):
    from ui.wind_river import page as wind_river_page

    app = wind_river_page.boot()
    kinds = {kind for kind, _ in wired}
    assert {"click", "keydown"} <= kinds, kinds
    assert len(wired) >= 10
    # nothing was bound around PyScript: every listener the Dom made came through when()
    assert app.dom.proxies == []
    # and the wiring works: the page's New game button opens the form
    app.dom.document.querySelector('[data-action="new-game"]').click()
    assert not app.dom.el("new-game").hidden
