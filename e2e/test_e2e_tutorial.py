"""Learn to play, in a real browser: each game's lesson played to ``[data-tutorial-done]`` by
clicking only ``[data-tutorial-target]`` elements, each one in the viewport and topmost at its
centre when clicked (the page brings it into view itself) — in English at 1280×800 from the home
page's "Learn to play", then on the same page in German at 390×844, left half-way and resumed,
with a kept game that the lesson leaves unchanged.

One booted page per game (the language and the size change in place): what only a browser shows
(layout, what is on top) is checked here; the lesson's logic is proved on the fake DOM
(tests/test_tutorial.py).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

import pytest

from e2e.driver import click_action, resize, start_game, wait_ready
from e2e.test_e2e_a11y import audit
from e2e.test_e2e_wind_river_languages import lang_ready, switch

#: the first target's place and whether it is the topmost element at its centre, or done
_LOOK = """() => {
  const shown = e => !!e && !e.closest('[hidden]') && e.getClientRects().length > 0;
  if (shown(document.querySelector('[data-tutorial-done]'))) return {done: true};
  const el = document.querySelector('[data-tutorial-target]');
  const count = document.querySelector('#lesson .lesson-count');
  const timings = (window.wrTimings || []).length;
  if (!el) return {none: true, timings, step: count && count.textContent};
  const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  const fits = r.height <= innerHeight && r.width <= innerWidth;
  return {x, y, timings, step: count && count.textContent, what: el.outerHTML.slice(0, 90),
          inside: x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight
                  && (!fits || (r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1
                                && r.right <= innerWidth + 1)),
          top: !!hit && (hit === el || el.contains(hit))};
}"""

#: every key of localStorage with its text
_STORAGE = "() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))"

#: game -> (seed of a kept game whose first decision is the person's, its seats)
KEPT: Dict[str, tuple] = {
    "wind-river": (3, ["human", "human", "human"]),
    "manitou": (5, ["human", "normal"]),
    "white-buffalo": (1, ["human", "normal"]),
}


def look(page) -> Dict[str, Any]:
    """The lesson's first target at a glance (see ``_LOOK``)."""
    result: Dict[str, Any] = page.evaluate(_LOOK)
    return result


def click_target(page, seen: Dict[str, Any]) -> None:
    """Click the target at its centre (in view and on top: checked) and wait until the page has
    handled the click."""
    assert seen["inside"], f"the target is not in the viewport: {seen}"
    assert seen["top"], f"the target is not the topmost element at its centre: {seen}"
    page.mouse.click(seen["x"], seen["y"])
    page.wait_for_function("n => (window.wrTimings || []).length > n", arg=seen["timings"])


def play(page, stop_at: str = "", limit: int = 200, said: Optional[List[str]] = None) -> int:
    """Click targets until the lesson is done (or its counter shows ``stop_at``); clicks made.
    ``said`` collects the status line before each click."""
    for clicks in range(limit):
        seen = look(page)
        if said is not None:
            said.append(page.text_content("#status") or "")
        if seen.get("done") or (stop_at and stop_at in (seen.get("step") or "")):
            return clicks
        assert not seen.get("none"), f"no target at {seen}"
        click_target(page, seen)
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("game_id", ["wind-river", "manitou", "white-buffalo"])
def test_each_lesson_by_its_targets_in_two_languages_and_sizes(page, site, game_id):
    page.goto(site)
    link = page.locator(f'a[data-learn="{game_id}"]')
    with page.expect_navigation():
        link.click()
    wait_ready(page)
    page.wait_for_selector("[data-tutorial-step]:not([hidden])")
    assert "1" in page.text_content("#lesson .lesson-count")
    audit(page, f"{game_id}: a lesson's first step")
    said: List[str] = []
    clicks = play(page, said=said)
    assert clicks >= 10
    if game_id == "white-buffalo":  # the states a newcomer is stuck in without words, named
        assert any("no teepee in the display. Click a Settler, Treaty or Railroad card" in t
                   for t in said), "the frontier sweep is not named in the status"
        assert any("Put the cube in the territory or on the War Card." in t for t in said), \
            "a red cube's choice is not named in the status"
    page.click('[data-tutorial-done] [data-action="real-game"]')
    page.wait_for_selector("#new-game", state="visible")

    # a kept game, then the lesson again in German on a phone: left half-way, resumed, done
    seed, seats = KEPT[game_id]
    start_game(page, ["Ann", "Ben", "Cy"][:len(seats)], seed, seats=seats)
    page.wait_for_selector('body[data-actor="human"]')
    kept = page.evaluate(_STORAGE)
    resize(page, {"width": 390, "height": 844})
    switch(page, "de")
    click_action(page, "learn")  # in the header's menu on a phone
    page.wait_for_selector("[data-tutorial-step]:not([hidden])")
    assert page.text_content("#lesson .lesson-count").startswith("Schritt 1 von")
    play(page, stop_at="Schritt 4 ")
    page.click('#lesson [data-action="leave-lesson"]')
    page.wait_for_selector("[data-tutorial-step]", state="hidden")
    assert page.get_attribute("body", "data-lesson") is None
    click_action(page, "learn")  # in the header's menu on a phone
    page.wait_for_selector("[data-tutorial-step]:not([hidden])")
    assert page.text_content("#lesson .lesson-count").startswith("Schritt 4 von")
    play(page)
    after = page.evaluate(_STORAGE)
    lesson_keys = {f"{game_id}/pref-lesson", f"{game_id}/pref-open"}
    changed = {k for k in set(kept) | set(after) if kept.get(k) != after.get(k)} - lesson_keys
    assert changed == set() or changed <= {"settings/lang"}, changed
    page.click('[data-tutorial-done] [data-action="leave-lesson"]')
    page.wait_for_selector('body[data-actor="human"]')
    assert page.evaluate(_STORAGE) == after  # the kept game is back as it was
    lang_ready(page, "de")
