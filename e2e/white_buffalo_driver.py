"""Drive the White Buffalo page like the people at the table: reveal the screen when asked, build
turns by clicks, step through each hunt. Moves are chosen in-process from the engine's
``legal_moves`` of the saved record (a seeded ``random.Random`` that prefers hunts and buys, so
games end in a few hundred moves); they reach the page only as clicks. Shared by the White
Buffalo e2e tests."""

from __future__ import annotations

import random
from typing import Any, Optional

from e2e.driver import (  # noqa: F401 - saved_record: tests import it here
    TAPS,
    GamePage,
    followed_state,
    jump_near_end,
    not_a_person,
    privacy_shows,
    probe,
    saved_move,
    saved_record,
    start_game,
    tap,
)
from engine import white_buffalo as wb
from tests.move_choice import white_buffalo_choice as choose

KEY = "white-buffalo/current"
PAGE = "white-buffalo.html"
SECRET = "#hand [data-card], #hand .acard, #destiny .destiny"


def saved_state(page):
    """The engine state of the saved record."""
    return wb.from_record(saved_record(page))


def start(page, names, seed: int, seats=None) -> None:
    """Fill the new-game form (it must be open) and start."""
    start_game(page, names, seed, seats=seats)


def jump(page, rng: random.Random, keep: int = 40, cut_ok=lambda s: wb.to_dict(s)["phase"] == "turn"):
    """The page's game carried on in-process by :func:`choose` to its last ``keep`` moves (cut where
    ``cut_ok``: by default at a turn's start), the page reloaded there
    (:func:`e2e.driver.jump_near_end`); returns the range of the moves carried on."""
    first = len(saved_record(page)["moves"])
    played = [first]

    def pick(state):
        played[0] += 1
        return choose(rng, wb.legal_moves(state), played[0] - 1)

    jump_near_end(page, wb, pick, keep=keep, cut_ok=cut_ok)
    followed_state(page, wb)
    return range(first, len(saved_record(page)["moves"]))


def privacy_up(page) -> bool:
    """True when the privacy screen shows (and then no secret card is in the DOM: checked)."""
    return privacy_shows(page, SECRET)


def ensure_mode(page, action: str) -> None:
    """Press the turn-kind button ``action`` unless it already shows as pressed."""
    if page.locator(f'[data-action="{action}"][aria-pressed="true"]').count() == 0:
        tap(page, f'[data-action="{action}"]')


def click_move(page, move: dict) -> None:
    """Make ``move`` on the page by clicks, as the contract's test hooks say (each clicked element
    in view and topmost; a territory, card or slot the move needs highlighted as legal)."""
    t = move["type"]
    if t == "place":
        tap(page, f'[data-territory="{move["territory"]}"]')
    elif t == "step":
        tap(page, f'[data-territory="{move["to"]}"]', has_class="legal")
    elif t == "sweep":
        tap(page, f'[data-display-slot="{move["slot"]}"]')
    elif t == "take":
        ensure_mode(page, "take-cards")
        if move["slot"] == "pile":
            tap(page, '[data-action="draw"]')
        else:
            tap(page, f'[data-row-slot="{move["slot"]}"]')
    elif t in ("horse", "stack"):
        ensure_mode(page, "move" if t == "horse" else "hunt-stack")
        tap(page, f'#hand [data-card="{move["card"]}"]', has_class="legal")
    elif t == "cube":
        tap(page, f'[data-action="cube-{move["to"]}"]')
    elif t in ("hunt", "end", "pass"):
        tap(page, f'[data-action="{t}"]')
    elif t in ("buy", "retire"):
        slot = f'[data-display-slot="{move["slot"]}"]'
        if page.locator(f'{slot}[aria-pressed="true"]').count() == 0:
            tap(page, slot)
        if t == "retire":
            tap(page, f'[data-retire="{move["teepee"]}"]')
        else:
            for c in move["war"]:
                tap(page, f'[data-war-cube="{c}"][aria-pressed="false"]')
            tap(page, '[data-action="buy"]')
    else:  # pragma: no cover
        raise AssertionError(move)


def step(page, rng: random.Random, checks: Optional[dict] = None) -> bool:
    """Make the next person's step by clicks (or reveal / continue); False once over."""
    seen = probe(page, SECRET)
    done = not_a_person(page, seen, "walk", checks)
    if done is not None:
        return done
    state = followed_state(page, wb)
    seat = wb.to_act(state)
    assert seen["current"] == str(seat)
    phase = seen["phase"]
    assert phase == wb.to_dict(state)["phase"], phase  # turn or cube, as the contract says
    if checks is not None:
        checks.setdefault("phases", set()).add(phase)
    before = seen["moves"]
    move = choose(rng, wb.legal_moves(state), before)
    if checks is not None and phase == "cube" and not checks.get("cube named"):
        status = page.inner_text("#status")
        checks["cube named"] = 1
        if page.evaluate("document.documentElement.lang") == "en":
            assert "choose where the pulled cube goes" in status, status
    click_move(page, move)
    assert saved_move(page, before) == move
    if move["type"] == "stack" and checks is not None and checks.get("previews", 0) < 3:
        preview_is_the_engines(page, wb.apply(state, move))
        checks["previews"] = checks.get("previews", 0) + 1
    return True


def preview_is_the_engines(page, state) -> None:
    """The hunt preview on the page shows the engine's numbers for the open hunt stack."""
    from engine.white_buffalo import hints, risk

    o = wb.observe(state, None)
    value = hints.hunt_value(state)
    want = risk.hunt_risk(o, state.current, o["players"][state.current]["territory"], value)
    shown = page.wait_for_selector(f'#preview [data-risk][data-value="{value}"]')
    assert shown is not None
    for key in ("kill", "kills", "calf", "red", "bison"):
        assert float(shown.get_attribute(f"data-{key}") or "nan") == round(want[key], 4), key
    assert int(shown.get_attribute("data-pull") or "-1") == want["pull"]


def play_to_end(page, rng: random.Random, limit: int = 20000) -> dict:
    """Play until the game is over; returns counts of reveals and hunt steps seen."""
    checks: dict = {}
    for _ in range(limit):
        if not step(page, rng, checks):
            return checks
    raise AssertionError("the game did not end")


#: the score sheet's rows, as ``data-row`` names them
SHEET_ROWS = ("start", "teepees", "destiny", "symbols", "peace", "pass", "total")


def finished_as_the_engine_says(page) -> Any:
    """The game on the page is over and its ranking and every figure of the score sheet are the
    engine's; returns the final state."""
    state = saved_state(page)
    assert wb.to_act(state) is None
    shown = page.eval_on_selector_all(
        "#ranking [data-place]",
        "els => els.map(p => Array.from(p.querySelectorAll('[data-seat]')).map(s => +s.dataset.seat))")
    assert shown == wb.ranking(state)
    for seat, sc in enumerate(wb.scores(state)):
        for key in SHEET_ROWS:
            cell = page.locator(f'#score-sheet td[data-seat="{seat}"][data-row="{key}"]')
            assert cell.inner_text() == str(sc[key]), (seat, key)
    return state


#: the elements of the final ranking dialog not topmost at their own centre (each scrolled into
#: view inside the dialog first, as a person would)
_COVERED = """sel => Array.from(document.querySelectorAll(sel)).filter(el => el.getClientRects().length)
  .filter(el => {
    el.scrollIntoView({block: 'nearest', inline: 'nearest'});
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !(hit && (hit === el || el.contains(hit)));
  }).map(el => el.outerHTML.slice(0, 100))"""
END_PARTS = "#ranking [data-place], #score-sheet th, #score-sheet td, #ranking-card button"


def end_on_top(page, widths=(1280, 1024, 390)) -> None:
    """At the end, at each width: every ranking place, score-sheet cell and button of the ranking
    dialog is the topmost element at its own centre (nothing covers them), then the size of before."""
    size = page.viewport_size
    try:
        for w in widths:
            page.set_viewport_size({"width": w, "height": 844 if w < 500 else 800})
            covered = page.evaluate(_COVERED, END_PARTS)
            assert covered == [], (w, covered)
    finally:
        page.set_viewport_size(size)


class WhiteBuffaloPage(GamePage):
    """White Buffalo's page: the privacy screen between people, decisions by clicks."""

    PAGE = PAGE
    KEY = KEY
    SECRET = SECRET
    GAME = wb

    def step(self, rng: random.Random, checks: Optional[dict] = None) -> bool:
        """Make the next decision by clicks (or reveal / continue); False once the game is over."""
        return step(self.page, rng, checks)

    def play_to_end(self, rng: random.Random) -> dict:
        """Play until the game is over; returns the counts :func:`play_to_end` makes."""
        return play_to_end(self.page, rng)
