"""One button system (issue 49, point 4): a disabled button never looks like the one to press (a
disabled primary was Manitou's brightest button), the same look in every game; and Manitou's party
phase shows one Suggest, the party's own (the shell's, which marked one card, did nothing a player
could see on a phone)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.page_harness import open_game

ROOT = Path(__file__).resolve().parent.parent


def rules(css: str):
    """(selectors, declarations) of each rule of ``css`` (media blocks flattened)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        yield [s.strip() for s in sel.split(",")], body


def test_a_disabled_primary_button_is_greyed_with_a_dashed_rim_and_never_the_sun():
    css = (ROOT / "ui/style.css").read_text()
    found = [body for sels, body in rules(css) if "button.primary:disabled" in sels]
    assert found, "no rule for a disabled primary button"
    body = found[-1]
    assert "var(--sun)" not in body and "dashed" in body and "background" in body
    # the secondary buttons' disabled look is the same rule (one look for every disabled button)
    assert any(".actions button:disabled" in sels and "button.primary:disabled" in sels
               for sels, _ in rules(css))
    # no game paints its disabled buttons its own way
    for game in ("manitou", "white_buffalo", "wind_river"):
        own = (ROOT / f"ui/{game}/style.css").read_text()
        for sels, body in rules(own):
            if any(":disabled" in s for s in sels):
                assert "background" not in body and "opacity" not in body, (game, sels)


def test_manitou_shows_one_suggest_in_the_party_phase():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"], seed=5)
    h.reveal()
    assert h.body("phase") == "select"
    assert h.can_click('#choose [data-action="suggest"]')
    shown = [b for b in h.qa('[data-action="suggest"], [data-action="suggest-move"]')
             if not b.closest("[hidden]") and not b.disabled]
    assert len(shown) == 1, [b.getAttribute("data-action") for b in shown]
    h.click('#choose [data-action="suggest"]')
    h.click('[data-action="confirm-party"]')
    h.reveal()
    h.click('#choose [data-action="suggest"]')
    h.click('[data-action="confirm-party"]')
    h.reveal()
    assert h.body("phase") == "play"  # playing a card: the shell's Suggest a move is back
    assert h.can_click('[data-action="suggest-move"]')


def test_a_plain_link_is_never_the_browsers_default_blue():
    css = (ROOT / "ui/style.css").read_text()
    found = [body for sels, body in rules(css) if "a:not([class])" in sels]
    assert found and all("color: #" in b for b in found)
    assert not any(c in b.lower() for b in found for c in ("#00e", "#0000ee", "blue"))
