"""Wind River, playable by everyone (issue 13): a player who is out, the log's room, the phone
layout and the action buttons' accessible names."""

from __future__ import annotations

import json
import random
import re
from typing import Dict, Optional

import pytest
from playwright.sync_api import expect

from e2e.driver import GAME_PAGE, KEY, choose, click_action, open_saved, play_move, wait_ready
from engine import wind_river as wr
from ui.wind_river import sessions

NAMES = ["Ann", "Ben", "Cy"]


def _line_to_forced(seed: int = 38):
    """A real random game (three people) up to its first turn that plays itself: the session,
    the index of the move that put that player out, and the index of the forced turn."""
    s = sessions.new(NAMES, seed)
    rng = random.Random(seed)
    while s.forced() is None:
        s.play(rng.choice(s.legal()))
    seat = wr.to_act(s.state)
    assert seat is not None
    told = next(k for k, lines in enumerate(s.texts) if wr.text.out_of_game(NAMES[seat]) in lines)
    return s, seat, told, s.cursor


def _load(page, site, s, moves: int) -> None:
    _open_record(page, site, {"format": "wind-river-record/1", "players": NAMES, "seed": s.seed,
                              "moves": s.line[:moves], "seats": ["human"] * 3})


def _open_record(page, site, record: dict, settings: Optional[Dict[str, str]] = None) -> None:
    """Open the page with ``record`` (and ``settings``: key -> value) kept as a returning player's,
    and wait for its last move."""
    moves = len(record["moves"])
    open_saved(page, site, GAME_PAGE, {KEY: json.dumps(record), **(settings or {})})
    page.wait_for_function(f"document.body.dataset.cursor === '{moves}'")


def test_a_player_out_is_told_once_and_their_forced_turn_plays_itself(page, site):
    s, seat, told, forced_at = _line_to_forced()
    who = NAMES[seat]
    out_line = wr.text.out_of_game(who)
    # the move that takes the last tipi off the board, by clicks
    _load(page, site, s, told)
    play_move(page, s.states[told], s.line[told])
    page.wait_for_function(f"Number(document.body.dataset.cursor) >= {told + 1}")
    assert out_line in page.inner_text("#announce")  # the live region says it
    assert page.locator("#log").inner_text().count(out_line) == 1  # and the log, once
    card = page.locator(f'#players [data-seat="{seat}"]')
    assert card.locator(".out").is_visible()
    # the move before the forced turn, by clicks: the forced turn then plays itself
    _load(page, site, s, forced_at - 1)
    assert page.locator("#log").inner_text().count(out_line) == 1  # told once, not at every turn
    play_move(page, s.states[forced_at - 1], s.line[forced_at - 1])
    page.wait_for_function(f"Number(document.body.dataset.cursor) > {forced_at}")
    record = json.loads(page.evaluate("k => localStorage.getItem(k)", KEY))
    assert record["moves"][forced_at] == s.forced()  # through the engine's apply, saved
    log = page.locator("#log").inner_text()
    assert wr.text.played_itself(who) in log
    assert wr.describe(s.states[forced_at], s.forced()) in log
    # Undo goes back past the turn that played itself, to the last real decision
    page.click('[data-action="undo"]')
    page.wait_for_function(f"Number(document.body.dataset.cursor) < {forced_at}")


LONG_NAMES = ["Annabelle", "Benedikt", "Cyrille", "Dimitrios"]


def _midgame_line(moves: int = 40, seed: int = 5):
    """The states and moves of :func:`_midgame`'s game (``states[k]`` is before ``line[k]``)."""
    state, rng = wr.new_game(LONG_NAMES, seed=seed), random.Random(seed)
    states, line = [], []
    for _ in range(moves):
        move = choose(rng, state, wr.legal_moves(state))
        states.append(state)
        line.append(move)
        state = wr.apply(state, move)
    return states + [state], line


def _midgame(page, site, moves: int = 40, seed: int = 5, settings: Optional[Dict[str, str]] = None):
    """A four-player game of ``moves`` moves (chosen like the other e2e tests) opened from a save."""
    states, line = _midgame_line(moves, seed)
    state = states[-1]
    _open_record(page, site, {"format": "wind-river-record/1", "players": LONG_NAMES, "seed": seed,
                              "moves": line}, settings)
    return state


@pytest.fixture(scope="module")
def _midgame_shared(shared_page, site):
    return shared_page(lambda page: _midgame(page, site))


@pytest.fixture
def midgame(_midgame_shared):
    """:func:`_midgame` at 1280×800, booted once for the tests that only look at it (or leave it
    as they found it): (page, state)."""
    page = _midgame_shared.live()
    return page, _midgame_shared.value


BOX = "s => { const b = document.querySelector(s).getBoundingClientRect(); return [b.top, b.bottom]; }"


def test_phone_lane_labels_names_log_and_hexes(page, site):
    """390×844: lane letters >= 11 px, the current player's name whole, the log right after the
    board's actions (the players' strip is above the board, issue 29), every hex and button at
    least 44 px, no sideways scroll."""
    page.set_viewport_size({"width": 390, "height": 844})
    state = _midgame(page, site)
    sizes = page.evaluate(
        "() => { const svg = document.querySelector('#board');"
        " const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;"
        " return [...svg.querySelectorAll('text.axis')]"
        ".map(t => parseFloat(getComputedStyle(t).fontSize) * k); }")
    assert len(sizes) == 12 and min(sizes) >= 11, sizes
    hexes = page.evaluate(
        "() => [...document.querySelectorAll('#board [data-hex]:not([data-hex=\"plains\"])')]"
        ".map(h => { const b = h.getBoundingClientRect(); return [h.dataset.hex, b.width, b.height]; })"
        ".filter(([n, w, h]) => w < 44 || h < 44)")
    assert hexes == [], hexes
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    current = wr.to_dict(state)["current"]
    name = page.locator(f'#players [data-seat="{current}"] .pname')
    assert name.inner_text().startswith(LONG_NAMES[current])
    assert name.evaluate("e => e.scrollWidth <= e.clientWidth"
                         " && getComputedStyle(e).textOverflow !== 'ellipsis'")
    controls, log, players = (page.evaluate(BOX, s) for s in ("#controls", "#log-card", "#players-card"))
    assert 0 <= log[0] - controls[1] <= 20 and players[1] < controls[0]  # the log right after the actions
    small = page.evaluate(
        "() => [...document.querySelectorAll('main button, header button, main a, header a')]"
        ".filter(b => b.offsetParent !== null).map(b => [b.dataset.action || b.textContent.trim(),"
        " b.getBoundingClientRect()]).filter(([n, r]) => r.height < 44 || r.width < 44).map(([n]) => n)")
    assert small == [], small


def test_the_log_shows_at_least_eight_lines_at_1280_by_800_with_four_players(midgame):
    page, _ = midgame
    assert page.viewport_size == {"width": 1280, "height": 800}
    assert page.evaluate("document.documentElement.scrollHeight <= innerHeight")  # no page scrolling
    shown = page.evaluate(
        "() => { const log = document.querySelector('#log').getBoundingClientRect();"
        " return [...document.querySelectorAll('#log .turn-head, #log .turn-moves > li')].filter(li => {"
        " const b = li.getBoundingClientRect();"
        " return b.top >= log.top - 0.5 && b.bottom <= Math.min(log.bottom, innerHeight) + 0.5; }).length; }")
    assert shown >= 8, shown


def test_action_buttons_are_plain_buttons_and_the_chosen_one_is_current(midgame):
    """Screen readers hear "Move tipi, button" (not a toggle button); the action being chosen is
    aria-current, and the accessible names are the visible words (with the preview badge)."""
    page, state = midgame
    d = wr.to_dict(state)
    assert d["phase"] == "action" and any(m["type"] == "tipi" for m in wr.legal_moves(state))
    labels = {"tipi": "Move tipi", "earn": "Earn", "insert": "New tipi", "buffalo": "Extra buffalo",
              "pass": "Pass"}
    for action, label in labels.items():
        button = page.locator(f'#controls [data-action="{action}"]')
        expect(button).to_have_role("button")
        assert button.get_attribute("aria-pressed") is None
        expect(button).to_have_accessible_name(re.compile("^" + re.escape(label) + r"( [+−-]?\d+)?$"))
    expect(page.locator('[data-action="earn"]')).to_have_accessible_name("Earn +0")
    for tool in ("undo", "redo"):
        assert page.get_attribute(f'[data-action="{tool}"]', "aria-pressed") is None
    assert page.get_attribute('[data-action="names"]', "aria-pressed") == "false"  # a real toggle
    assert "[pressed" not in page.locator("#controls").aria_snapshot()
    page.click('[data-action="tipi"]')
    expect(page.locator('[data-action="tipi"]')).to_have_attribute("aria-current", "true")
    assert page.locator("#controls [aria-current]").count() == 1
    assert "pick the tipi to move" in page.inner_text("#status")
    expect(page.get_by_role("button", name="Move tipi", exact=True)).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator("#controls [aria-current]")).to_have_count(0)


def test_pieces_glide_into_their_new_hex_unless_motion_is_reduced(page, site):
    state = _midgame(page, site)
    rng = random.Random(9)
    checked = []
    for reduced in ("no-preference", "reduce"):
        page.emulate_media(reduced_motion=reduced)
        while True:
            move = choose(rng, state, wr.legal_moves(state))
            play_move(page, state, move)
            state = wr.apply(state, move)
            if move["type"] == "buffalo" and move["to"] != "plains":
                break
        art = f'[data-art="{move["to"]}"] .content'
        assert page.get_attribute(art, "data-glide") == "herd"
        style = page.get_attribute(art, "style")
        assert "--dx:" in style and "--dy:" in style
        name = page.evaluate(f"getComputedStyle(document.querySelector('{art} .bicon')).animationName")
        checked.append((reduced, name))
    assert checked[0][1] == "piece-glide" and checked[1][1] == "none", checked


#: the piece a glide moves, its start (animation paused at 0) and end as page boxes' centres
GLIDE_ENDS = """sel => { const e = document.querySelector(sel); const a = e.getAnimations()[0];
  const mid = () => { const b = e.getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  a.pause(); a.currentTime = 0; const from = mid(); a.finish(); return [from, mid()]; }"""


def _inside(point, box) -> bool:
    x, y = point
    return box["x"] <= x <= box["x"] + box["width"] and box["y"] <= y <= box["y"] + box["height"]


def test_a_step_into_the_open_plains_glides_too_unless_motion_is_reduced(page, site):
    """A buffalo leaving the board or a tipi walking into the plains glides from its hex to the
    strip, like a move between hexes (the trail arrow is no longer the only sign)."""
    state = _midgame(page, site)
    rng = random.Random(4)
    checked = []
    for reduced in ("no-preference", "reduce"):
        page.emulate_media(reduced_motion=reduced)
        while True:  # on until a step into the plains, taken as soon as one is legal
            seat = wr.to_dict(state)["current"]
            legal = wr.legal_moves(state)
            plains = [m for m in legal if m["type"] in ("buffalo", "tipi") and m["to"] == "plains"]
            move = rng.choice(plains) if plains else choose(rng, state, legal)
            play_move(page, state, move)
            state = wr.apply(state, move)
            if plains:
                break
        strip = '[data-art="plains"] .content'
        what = "herd" if move["type"] == "buffalo" else f"tipi-{seat}"
        assert page.get_attribute(strip, "data-glide") == what
        piece = f"{strip} .bicon.gone" if what == "herd" else f'{strip} .tipi[data-seat="{seat}"]'
        name = page.evaluate(f"getComputedStyle(document.querySelector('{piece}')).animationName")
        checked.append((reduced, move["type"], name))
        if reduced == "no-preference":  # it starts on the hex it left and ends in the strip
            start, end = page.evaluate(GLIDE_ENDS, piece)
            assert _inside(start, page.locator(f'[data-hex="{move["from"]}"]').bounding_box()), (start, move)
            assert _inside(end, page.locator('[data-hex="plains"]').bounding_box()), end
    assert checked[0][2] == "piece-glide" and checked[1][2] == "none", checked


FOLD = '[data-action="fold-log"]'
PHONE_BUTTONS = (
    "() => [...document.querySelectorAll('main button, header button, main a, header a')]"
    ".filter(b => b.offsetParent !== null).map(b => [b.dataset.action || b.textContent.trim(),"
    " b.getBoundingClientRect()]).filter(([n, r]) => r.height < 44 || r.width < 44).map(([n]) => n)")


def _phone_checks(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")  # no sideways scroll
    assert page.evaluate(PHONE_BUTTONS) == []  # every tap target at least 44 px


@pytest.mark.browser_context_args(has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844})
def test_the_log_folds_on_a_phone_by_tap_and_keyboard_and_remembers_it_per_device(page, site):
    """390×844: the log starts folded (board, actions and players first) down to its newest move;
    a real disclosure button opens and closes it by tap, Enter and Space; unfolded, the newest line
    shows at its top; the choice is a setting of this device (``wind-river/pref-log``), never part
    of the save."""
    from e2e.test_e2e_a11y import audit

    _midgame(page, site)
    states, line = _midgame_line()
    newest = wr.describe(states[-2], line[-1])
    button = page.locator(FOLD)
    lines = page.locator("#log .turn-moves > li:visible")
    expect(button).to_have_role("button")
    expect(button).to_have_accessible_name("Game log newest first")
    assert set(button.get_attribute("aria-controls").split()) == {"game-info", "log"}
    expect(button).to_have_attribute("aria-expanded", "false")
    expect(lines).to_have_count(1)  # folded: only the newest move, right under the button
    assert newest in lines.first.inner_text()
    assert lines.first.bounding_box()["y"] > button.bounding_box()["y"]  # (files: in the menu)
    expect(page.locator("#game-info")).to_be_hidden()
    _phone_checks(page)
    audit(page, "Wind River on a phone, the log folded")
    saved = page.evaluate("k => localStorage.getItem(k)", KEY)
    button.tap()
    expect(button).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#game-info")).to_be_visible()
    assert lines.count() > 1
    first = page.locator("#log li.move").first
    assert newest in first.inner_text()
    expect(first).to_be_in_viewport()
    assert "[expanded]" in page.locator("#log-card").aria_snapshot()
    _phone_checks(page)
    audit(page, "Wind River on a phone, the log open")
    assert page.evaluate("localStorage.getItem('wind-river/pref-log')") == "open"
    button.tap()
    expect(lines).to_have_count(1)
    expect(button).to_have_attribute("aria-expanded", "false")
    # the keyboard: Tab reaches it like any button; Enter and Space fold and unfold
    page.locator('[data-action="names"]').focus()
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.action") == "fold-log":
            break
    assert page.evaluate("document.activeElement.dataset.action") == "fold-log"
    page.keyboard.press("Enter")
    expect(button).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#game-info")).to_be_visible()
    # (a flake once: Space did not fold again; this tells a lost focus from a lost key next time)
    focused = page.evaluate("document.activeElement && document.activeElement.outerHTML.slice(0, 80)")
    assert page.evaluate("document.activeElement.dataset.action") == "fold-log", focused
    page.keyboard.press(" ")
    expect(button).to_have_attribute("aria-expanded", "false")
    expect(lines).to_have_count(1)
    page.keyboard.press(" ")
    expect(page.locator("#game-info")).to_be_visible()
    assert page.evaluate("k => localStorage.getItem(k)", KEY) == saved  # folding is not a move
    # remembered on this device: still open after a reload; listed as a setting under Saved data
    page.reload()
    wait_ready(page)
    expect(button).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#game-info")).to_be_visible()
    assert lines.count() > 1
    click_action(page, "saved-data")  # an item of the header's menu
    row = page.locator("#saved-list li", has_text="wind-river/pref-log")
    expect(row).to_contain_text("a setting")


def test_the_log_is_always_open_on_a_wide_screen(page, site):
    """1280×800: no fold button, the plain heading and the log, even if a phone view folded it."""
    page.set_viewport_size({"width": 1280, "height": 800})
    _midgame(page, site, settings={"wind-river/pref-log": "folded"})  # as a phone view of this device left it
    assert page.get_attribute("#log-card", "data-fold") == "folded"
    expect(page.locator(FOLD)).to_be_hidden()
    expect(page.locator("#log-card .log-title")).to_be_visible()
    expect(page.locator("#log")).to_be_visible()
    expect(page.locator("#game-info")).to_be_visible()
