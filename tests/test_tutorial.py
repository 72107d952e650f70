"""The guided first game on the fake browser: every game's lesson played to its end by clicking
only ``[data-tutorial-target]`` elements, left and resumed, the kept games untouched; and every
step's move legal in its position (the engine agrees)."""

from __future__ import annotations

from typing import Any, Dict

import pytest

from engine.core import registry
from tests.page_harness import Harness, open_game

GAMES = ("wind-river", "manitou", "white-buffalo")


def lesson_of(game_id: str) -> Any:
    """The game page's lesson module."""
    import importlib

    from tests.page_harness import GAMES as PAGES

    module = importlib.import_module(PAGES[game_id][1])
    return getattr(module, PAGES[game_id][2]).learn


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_is_legal_where_it_is_made(game_id: str) -> None:
    game = registry.load(game_id)
    lesson = lesson_of(game_id).lesson()
    assert 8 <= len(lesson.steps) <= 16
    state = game.new_game(lesson.players, seed=lesson.seed)
    starts = {at: n for at, n, _why in lesson.steps}
    for k, move in enumerate(lesson.line):
        assert move in game.legal_moves(state), (k, move)
        if k in starts:
            assert game.to_act(state) == 0, "a step is the learner's move"
        state = game.apply(state, move)
    for at, n, why in lesson.steps:
        assert why and len(why) <= 200 and at + n <= len(lesson.line)


def click_target(h: Harness) -> None:
    """Click the (first) element the lesson marks; it must be the only kind of thing marked."""
    marked = h.qa("[data-tutorial-target]")
    assert marked, f"no target at move {h.session.cursor}: {h.text('#lesson')!r}"
    h.clickable("[data-tutorial-target]").click()
    h.check()


def play_lesson(h: Harness, stop_at_step: int = -1, limit: int = 400) -> int:
    """Click targets until the done panel shows (or step ``stop_at_step`` shows); clicks made."""
    for clicks in range(limit):
        if h.shown("[data-tutorial-done]"):
            return clicks
        if stop_at_step >= 0 and f" {stop_at_step} " in " " + h.text("#lesson .lesson-count") + " ":
            return clicks
        assert h.shown("[data-tutorial-step]")
        click_target(h)
    raise AssertionError("the lesson did not end")


@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
@pytest.mark.parametrize("game_id", GAMES)
def test_lesson_played_by_its_targets_left_and_resumed(game_id: str) -> None:
    h = open_game(game_id)
    h.start_game(["Ann", "Ben", "Cy"], seats=["human", "normal", "normal"], seed=3)
    kept = dict(h.win.localStorage.data)
    h.learn()
    assert h.shown("[data-tutorial-step]") and h.body("lesson") == "on"
    assert "1" in h.text("#lesson .lesson-count")
    play_lesson(h, stop_at_step=4)
    at = h.session.cursor
    h.click('#lesson [data-action="leave-lesson"]')
    assert not h.shown("[data-tutorial-step]") and h.session.players == ["Ann", "Ben", "Cy"]
    assert h.shown(".learn-bar") and h.shown("#bot-bar")
    changed = {k: v for k, v in h.win.localStorage.data.items() if kept.get(k) != v}
    assert set(changed) <= {f"{game_id}/pref-lesson"}, changed
    h = h.reload()
    h.learn()
    assert h.session.cursor == at and "4" in h.text("#lesson .lesson-count")
    play_lesson(h)
    assert h.shown("[data-tutorial-done]")
    changed = {k: v for k, v in h.win.localStorage.data.items() if kept.get(k) != v}
    assert set(changed) <= {f"{game_id}/pref-lesson", f"{game_id}/pref-open"}, changed
    h.click('[data-tutorial-done] [data-action="real-game"]')
    assert h.shown("#new-game") and not h.shown("[data-tutorial-done]")


def test_learn_in_the_address_starts_the_lesson_and_only_its_target_takes_clicks() -> None:
    h = open_game("wind-river", url="https://example.test/wind-river.html#learn")
    assert h.body("lesson") == "on" and h.shown("[data-tutorial-step]")
    assert "#learn" not in h.win.location.href  # a reload does not start it again
    target = h.el("[data-tutorial-target]")
    assert target.getAttribute("data-hex") == "B3"
    assert h.el('[data-action="suggest-move"]').disabled  # no suggestion inside a lesson
    assert not h.shown(".learn-bar") and not h.shown("#bot-bar")  # its opponents are scripted
    cursor = h.session.cursor
    h.el('[data-hex="D3"]').click()  # a hex the lesson does not ask for
    h.check()
    assert h.session.cursor == cursor and h.el("[data-tutorial-target]").getAttribute("data-hex") == "B3"
    assert h.el('[data-action="undo"]').disabled
    click_target(h)
    assert h.session.cursor > cursor and "2" in h.text("#lesson .lesson-count")


def test_a_new_game_from_the_form_ends_the_lesson() -> None:
    h = open_game("manitou")
    h.learn()
    assert h.body("lesson") == "on"
    h.start_game(["Ann", "Ben"], seats=["human", "normal"], seed=3)
    assert h.body("lesson") == "off" or not h.body("lesson")
    assert not h.shown("[data-tutorial-step]") and h.session.players == ["Ann", "Ben"]
    assert h.saved()["players"] == ["Ann", "Ben"]


def test_a_language_switch_tells_the_step_again(catalogues: Dict[str, Dict[str, bytes]]) -> None:
    h = open_game("white-buffalo")
    h.learn()
    click_target(h)
    english = h.text("#lesson")
    assert "Step 2 of 12" in english
    try:
        h.speak("de", catalogues["de"])
        german = h.text("#lesson")
        assert "Schritt 2 von 12" in german and "Jagdstapel" in german, german
    finally:
        h.speak("en", {})
    assert h.text("#lesson") == english


def test_the_lesson_says_when_it_made_the_learners_own_moves() -> None:
    """Wind River's lesson plays some of the learner's herd steps between two steps: the panel
    says how many, at the step that follows them, and says nothing where it made none."""
    h = open_game("wind-river")
    h.learn()
    lesson = h.page.tutorial.lesson
    assert lesson is not None
    starts = {at for at, _n, _why in lesson.steps}
    seen = 0
    for _ in range(400):
        if h.shown("[data-tutorial-done]"):
            break
        cursor = h.session.cursor
        # the learner's moves the lesson made since the learner's last move
        k = cursor
        while k > 0 and lesson.step_at(k - 1) is None:
            k -= 1
        mine = sum(1 for j in range(k, cursor) if h.session.seats[j] == 0)
        said = h.qa("#lesson [data-played-for-you]")
        if cursor in starts and mine and k > 0:
            assert said and said[0].getAttribute("data-played-for-you") == str(mine), cursor
            assert "made" in h.text("#lesson") and "for you" in h.text("#lesson")
            seen += 1
        elif cursor in starts:
            assert not said, cursor
        click_target(h)
    assert seen >= 1, "the lesson never made a move of the learner's"
