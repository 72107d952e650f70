"""Every setting a page keeps (the lesson's progress, the bots' pace, the hunts' pace, the log's
fold, the game last open) is read through one validating reader: a hostile value, as another page
of the site, an older or forked build or an extension may write, is ignored without a word and
the page works as if nothing were stored (issue 51)."""

from __future__ import annotations

import json

import pytest

from tests.page_harness import GAMES, open_game
from ui.shell.autoplay import DEFAULT_DELAY
from ui.shell.walkthrough import STEP_BY_STEP

#: values no page of this site writes
HOSTILE = ["null", "5", '"x"', "[]", "{}", "[" * 1000 + "]" * 1000, '{"seed": 1, "at": 1e999}',
           '{"__proto__": {"at": 3}}', "x" * 100_000, '{"seed": null, "at": -1}']
SETTINGS = ("lesson", "bot-delay", "walk-pace", "log", "open")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("shift", range(0, len(HOSTILE), len(SETTINGS)))
def test_a_hostile_setting_is_ignored_and_learn_to_play_still_starts(game_id, shift):
    # each setting gets another hostile value; two pages per game try every value on some setting
    storage = {f"{game_id}/pref-{name}": HOSTILE[(shift + k) % len(HOSTILE)]
               for k, name in enumerate(SETTINGS)}
    h = open_game(game_id, storage=storage)
    h.learn()  # the harness fails on any error the page reports
    assert h.shown("#lesson") and "Step 1 of" in h.text("#lesson-text")
    assert "wrong" not in h.status().lower()
    assert h.page.bots.delay == DEFAULT_DELAY and h.page.pacer.pace == STEP_BY_STEP


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lessons_own_progress_is_still_taken_up(game_id):
    first = open_game(game_id)
    first.learn()
    start = first.session.cursor
    while first.session.cursor == start:  # the learner's first step, click by click
        first.click("[data-tutorial-target]")
    at = first.session.cursor
    raw = first.win.localStorage.getItem(f"{game_id}/pref-lesson")
    assert raw is not None
    stored = json.loads(raw)
    again = open_game(game_id, storage=dict(first.win.localStorage.data))
    again.learn()
    assert stored["at"] == at and again.session.cursor == at
