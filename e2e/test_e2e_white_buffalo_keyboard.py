"""A White Buffalo game by keyboard only, from its start to its end: the new-game form, the
privacy screen, the four actions built step by step, the map (one tab stop, arrow keys), display
slots, War Card cubes, the hunt's "continue" and the final score sheet, with Tab / Shift+Tab, the
arrow keys, Enter, Space and Escape. No pointer event and no script acts for the player: scripts
only read where the focus is and what the page saved. After every key that changes the page the
focus is on an element of the page, never lost to ``<body>``. Once every kind of step has been
made by keys, the game is carried on in-process to its last moves (the middle is more of the
same), which are played by keys again."""

from __future__ import annotations

import random

from e2e.driver import KeyCount, followed_state, probe, reach, report_keys, saved_move, wait_ready
from e2e.white_buffalo_driver import (
    PAGE,
    SECRET,
    choose,
    finished_as_the_engine_says,
    jump,
    saved_record,
)
from engine import white_buffalo as wb
from ui.white_buffalo.view import LAYOUT

NAMES = ["Ann", "Ben", "Cy"]

#: the start of the focused element's markup (for a failure's message)
FOCUSED = "document.activeElement.outerHTML.slice(0, 200)"


def focus_is(page, selector: str) -> bool:
    return page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector)


def focus_kept(page) -> None:
    """The focus is on an element of the page (never lost to <body>)."""
    where = page.evaluate("(() => { const a = document.activeElement; "
                          "return !a || a === document.body ? null : a.outerHTML.slice(0, 80); })()")
    assert where is not None, "the focus was lost to <body>"


def tab_to(page, selector: str) -> None:
    """Bring the focus to ``selector`` with Tab or Shift+Tab (whichever is shorter) and, inside a
    row of cards or a group of buttons, the arrow keys (e2e.driver.reach)."""
    reach(page, selector)


def press_on(page, selector: str, key: str = "Enter") -> None:
    tab_to(page, selector)
    page.keyboard.press(key)


def focus_territory(page, tid: str) -> None:
    """Tab to the map (one tab stop), then walk to ``tid`` with the arrow keys."""
    if not focus_is(page, "#map [data-territory]"):
        tab_to(page, '#map [data-territory][tabindex="0"]')
    for _ in range(12):
        here = page.evaluate("document.activeElement.getAttribute('data-territory')")
        if here == tid:
            return
        (c0, r0), (c1, r1) = LAYOUT[here], LAYOUT[tid]
        if r1 != r0:
            key = "ArrowDown" if r1 > r0 else "ArrowUp"
        else:
            key = "ArrowRight" if c1 > c0 else "ArrowLeft"
        page.keyboard.press(key)
        assert focus_is(page, '#map [data-territory][tabindex="0"]'), "the tab stop did not follow the arrows"
    raise AssertionError(f"the arrows never reached {tid}")


def choose_mode(page, action: str, seen: dict) -> None:
    """Press the turn-kind button ``action`` unless it shows as pressed (the first times, Escape
    takes the choice back before any step is made, and it is pressed again)."""
    button = f'[data-action="{action}"]'
    if page.get_attribute(button, "aria-pressed") != "true":
        if seen.get("escape-kind", 0) < 2:
            press_on(page, button, " ")
            page.keyboard.press("Escape")
            assert page.get_attribute(button, "aria-pressed") == "false" and focus_is(page, button)
            seen["escape-kind"] = seen.get("escape-kind", 0) + 1
        press_on(page, button, " ")
        assert page.get_attribute(button, "aria-pressed") == "true"


def key_move(page, move: dict, n: int, seen: dict) -> None:
    """Make ``move`` with the keyboard only."""
    t = move["type"]
    enter = "Enter" if n % 2 else " "
    seen[t] = seen.get(t, 0) + 1
    if t in ("place", "step"):
        tid = move.get("territory") or move["to"]
        focus_territory(page, tid)
        assert "(can be chosen)" in page.evaluate("document.activeElement.getAttribute('aria-label')")
        page.keyboard.press(enter)
    elif t == "sweep":
        press_on(page, f'[data-display-slot="{move["slot"]}"]', enter)
    elif t == "take":
        choose_mode(page, "take-cards", seen)
        slot = '[data-action="draw"]' if move["slot"] == "pile" else f'[data-row-slot="{move["slot"]}"]'
        press_on(page, slot, enter)
    elif t in ("horse", "stack"):
        choose_mode(page, "move" if t == "horse" else "hunt-stack", seen)
        press_on(page, f'#hand .legal[data-card="{move["card"]}"]', enter)
    elif t == "cube":
        press_on(page, f'[data-action="cube-{move["to"]}"]', enter)
    elif t in ("hunt", "end", "pass"):
        press_on(page, f'[data-action="{t}"]', enter)
    elif t in ("buy", "retire"):
        slot = f'[data-display-slot="{move["slot"]}"]'
        if page.get_attribute(slot, "aria-pressed") != "true":
            if seen.get("escape", 0) < 3:  # Escape drops a chosen slot (and keeps the focus)
                press_on(page, slot)
                assert page.get_attribute(slot, "aria-pressed") == "true"
                page.keyboard.press("Escape")
                assert page.get_attribute(slot, "aria-pressed") == "false"
                focus_kept(page)
                seen["escape"] = seen.get("escape", 0) + 1
            press_on(page, slot, enter)
        assert page.get_attribute(slot, "aria-pressed") == "true"
        if t == "retire":
            press_on(page, f'[data-retire="{move["teepee"]}"]', enter)
        else:
            for c in move["war"]:
                press_on(page, f'[data-war-cube="{c}"][aria-pressed="false"]', " ")
                focus_kept(page)
                seen["war-cube"] = seen.get("war-cube", 0) + 1
            press_on(page, '[data-action="buy"]', enter)
    else:  # pragma: no cover
        raise AssertionError(move)


def start_by_keyboard(page, names, seed: int) -> None:
    """Fill the new-game form with keys only and start with Enter."""
    tab_to(page, '[name="players"]')
    page.keyboard.press("Home")
    for _ in range(len(names) - 2):
        page.keyboard.press("ArrowDown")
    assert page.input_value('[name="players"]') == str(len(names))
    for i, name in enumerate(names):
        tab_to(page, f'[name="name-{i}"]')
        page.keyboard.press("Control+a")
        page.keyboard.type(name)
        assert page.input_value(f'[name="seat-{i}"]') == "human"
    tab_to(page, "#new-game-form details.advanced > summary")  # the seed is under "Advanced"
    page.keyboard.press("Enter")
    tab_to(page, '[name="seed"]')
    page.keyboard.press("Control+a")
    page.keyboard.type(str(seed))
    page.keyboard.press("Enter")  # submits the form
    page.wait_for_selector("#new-game", state="hidden")
    focus_kept(page)


#: the most key presses a decision may take, as a median over a whole game (issue 53)
MEDIAN_KEYS = 6


def test_a_white_buffalo_game_by_keyboard_only(page, site, record_property):
    page.goto(site + PAGE)
    wait_ready(page)
    keys = KeyCount(page)
    start_by_keyboard(page, NAMES[:2], 41)
    keys.forget()  # the form's keys are no decision of the game
    assert saved_record(page)["moves"] == []
    rng, n = random.Random(41), 0
    seen: dict[str, int] = {}
    for _ in range(20000):
        seen_now = probe(page, SECRET)
        if seen_now["walk"]:
            assert focus_is(page, '#walk [data-action="continue"]'), "the hunt's step does not have the focus"
            press_on(page, '#walk [data-action="continue"]', "Enter" if n % 2 else " ")
            seen["continue"] = seen.get("continue", 0) + 1
            focus_kept(page)
            n += 1
            continue
        if seen_now["phase"] == "over":
            break
        if seen_now["privacy"] is not None:
            assert seen_now["secrets"] == 0, "a secret card is in the DOM behind the privacy screen"
            assert focus_is(page, '[data-action="reveal"]'), "the privacy screen's button lacks the focus"
            press_on(page, '[data-action="reveal"]')
            seen["reveal"] = seen.get("reveal", 0) + 1
            focus_kept(page)
            continue
        if seen.get("retire") and not seen.get("jumped") and seen_now["phase"] == "turn":
            # on this seed a retire is the last kind of step to come (the check below sees every
            # kind): the middle of the rest is more of the same, carried on in-process to the last
            # moves, which are played by keys again
            jump(page, rng, keep=12)
            seen["jumped"] = 1
            keys.forget()
            continue
        state = followed_state(page, wb)
        before = seen_now["moves"]
        move = choose(rng, wb.legal_moves(state), before)
        key_move(page, move, n, seen)
        n += 1
        assert saved_move(page, before) == move
        keys.decided()
        focus_kept(page)
    else:
        raise AssertionError("the game did not end")
    finished_as_the_engine_says(page)
    median = report_keys(record_property, "white buffalo 2p", keys.counts)
    assert median <= MEDIAN_KEYS, keys.trails
    assert focus_is(page, "#ranking-card, #ranking-card *"), \
        f"the focus is not on the final ranking but on {page.evaluate(FOCUSED)}"
    # every kind of step was made by keys, and every screen of the game was reached
    for kind in ("place", "take", "horse", "step", "stack", "hunt", "buy", "war-cube", "retire", "cube",
                 "end", "reveal", "continue", "escape", "escape-kind", "jumped"):
        assert seen.get(kind, 0) > 0, (kind, seen)
    print(seen)
