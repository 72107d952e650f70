"""The screen reader's live lines follow a language switch (issue 53): the suggestion's words
(``#suggestion``, ``aria-live``) are said again in the new language, not kept from the moment
Suggest was pressed; the moves announced after a switch are in the new language."""

from __future__ import annotations

import pytest

from tests.page_harness import open_game
from tests.test_suggest import to_person


@pytest.mark.parametrize("game_id", ["wind-river", "manitou", "white-buffalo"])
def test_the_suggestions_live_words_follow_a_language_switch(game_id, catalogues):
    h = open_game(game_id)
    h.start_game(["Ann", "Ben", "Cy"], seats=["human", "normal", "normal"], seed=11)
    to_person(h)
    for _ in range(40):  # past Manitou's party, whose Suggest is the party's own
        if h.can_click('[data-action="suggest-move"]'):
            break
        h.session.play(h.session.legal()[0])
        h.page.refresh()
        to_person(h)
    h.click('[data-action="suggest-move"]')
    english = h.text("#suggestion")
    assert english and h.el("#suggestion").getAttribute("aria-live") == "polite"
    h.speak("de", catalogues["de"])
    german = h.text("#suggestion")
    assert h.shown("#suggestion") and german and german != english, (english, german)
    h.speak("en", {})
    assert h.text("#suggestion") == english
