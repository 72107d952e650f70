"""Games by keyboard only, from the new-game form to the final ranking: Tab reaches the board (one
tab stop), arrow keys walk its hexes, Enter or Space chooses; buttons and cards are reached with
Tab. No pointer event is used. The middle of each game (Wind River's moves after the 25th up to
its last 20, Manitou's second hunt) is more of the same: it is carried on in-process."""

from __future__ import annotations

import random

from e2e import manitou_driver as md
from e2e.driver import (
    GAME_PAGE,
    KeyCount,
    choose,
    clicks_for,
    fill_seed,
    followed_state,
    jump_near_end,
    probe,
    reach,
    replace_saved,
    report_keys,
    saved_record,
    saved_state,
    wait_ready,
    wait_saved_moves,
)
from engine import manitou as mt
from engine import wind_river as wr
from engine.wind_river.board import PLAINS
from engine.wind_river.standing import forced_move

NAMES = ["Ann", "Ben", "Cy"]
OPEN_LANES_3 = "BCDEF"  # lane A is closed with three players


def active(page, attr: str):
    return page.evaluate("a => { const e = document.activeElement; return e && e.getAttribute(a); }", attr)


def tab_to(page, selector: str) -> None:
    """Bring the focus to ``selector`` with Tab / Shift+Tab and, inside a row of cards or a group
    of buttons, the arrow keys (e2e.driver.reach)."""
    reach(page, selector)


def arrow(here: str, target: str) -> str:
    """The arrow key that brings the focus from hex ``here`` one hex nearer to ``target``."""
    if target == PLAINS:
        return "ArrowRight"
    if here == PLAINS:
        return "ArrowLeft"
    dl = OPEN_LANES_3.index(target[0]) - OPEN_LANES_3.index(here[0])
    dc = int(target[1:]) - int(here[1:])
    return ("ArrowDown" if dl > 0 else "ArrowUp") if dl else ("ArrowRight" if dc > 0 else "ArrowLeft")


def focus_hex(page, target: str) -> None:
    """Move the keyboard focus to hex ``target`` with Tab and the arrow keys only (with choices on
    the board the arrows go from choice to choice: the lane first, then along it)."""
    if active(page, "data-hex") is None:
        tab_to(page, "[data-hex]")
    went = []
    for _ in range(40):
        here = active(page, "data-hex")
        went.append(here)
        if here == target:
            return
        page.keyboard.press(arrow(here, target))
    legal = page.evaluate("[...document.querySelectorAll('[data-hex].legal')].map(e => e.dataset.hex)")
    raise AssertionError(f"the arrows never reached {target}: went {went[:12]}, choices {legal}")


#: the most key presses a decision may take, as a median over a whole game (issue 53)
MEDIAN_KEYS = 6


def test_a_wind_river_game_by_keyboard_only(page, site, record_property):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    page.select_option('[name="players"]', "3")
    for i, name in enumerate(NAMES):
        page.fill(f'[name="name-{i}"]', name)
    fill_seed(page, "8")
    page.focus('[name="seed"]')
    page.keyboard.press("Enter")  # submits the form
    page.wait_for_selector("#new-game", state="hidden")
    keys = KeyCount(page)
    state, rng, n = wr.new_game(NAMES, seed=8), random.Random(8), 0
    jumped = False
    while wr.to_dict(state)["phase"] != "over":
        if n >= 25 and not jumped and wr.to_dict(state)["phase"] == "action":
            # the middle of the game is more of the same: the same game carried on in-process to
            # its last 20 moves, reloaded, and played out by keyboard
            jumped = True
            line, more = [state], []
            while wr.to_dict(line[-1])["phase"] != "over":
                more.append(choose(rng, line[-1], wr.legal_moves(line[-1])))
                line.append(wr.apply(line[-1], more[-1]))
            cut = max(0, len(line) - 21)
            while wr.to_dict(line[cut])["phase"] != "action" and cut > 0:
                cut -= 1
            record = saved_record(page)
            assert len(record["moves"]) == n
            record["moves"] += more[:cut]
            replace_saved(page, record)
            state, n = line[cut], len(record["moves"])
            assert int(page.get_attribute("body", "data-cursor")) == n
            keys.forget()
            continue
        move = choose(rng, state, wr.legal_moves(state))
        for what, name in clicks_for(move, wr.to_dict(state)["phase"]):
            if what == "hex":
                focus_hex(page, name)
                label = page.evaluate("document.activeElement.getAttribute('aria-label')")
                assert label.startswith(name if name != PLAINS else "The open plains"), label
                page.keyboard.press("Enter" if n % 2 else " ")
            else:
                tab_to(page, f'[data-action="{name}"]')
                page.keyboard.press("Enter")
        state = wr.apply(state, move)
        n += 1
        while (forced := forced_move(state)) is not None:  # a person who is out: the page plays it
            state = wr.apply(state, forced)
            n += 1
        assert int(page.get_attribute("body", "data-cursor")) == n, f"move {n} did not land"
        keys.decided()
    assert wr.to_dict(saved_state(page))["phase"] == "over"
    assert n > 30 and jumped
    median = report_keys(record_property, "wind river 3p", keys.counts)
    assert median <= MEDIAN_KEYS, keys.trails


def test_a_manitou_game_by_keyboard_only(page, site, record_property):
    page.goto(site + md.PAGE)
    wait_ready(page)
    page.select_option('[name="players"]', "2")
    page.fill('[name="name-0"]', "Ann")
    page.fill('[name="name-1"]', "Ben")
    fill_seed(page, "9")
    page.focus('[name="seed"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("#new-game", state="hidden")
    keys = KeyCount(page)
    rng = random.Random(9)
    jumped = False
    for _ in range(3000):
        seen = probe(page, md.SECRET)
        if not jumped and seen["phase"] == "select" and mt.to_dict(followed_state(page, mt))["hunt"] == 2:
            # the first hunt and its reckoning were played by keyboard; the second is more of the
            # same: the game is carried on in-process to the last plays of the third and reloaded
            jump_near_end(page, mt, lambda s: rng.choice(mt.legal_moves(s)), keep=10,
                          cut_ok=lambda s: mt.to_dict(s)["phase"] == "play")
            jumped = True
            keys.forget()
            continue
        if seen["reckoning"]:
            tab_to(page, '#reckoning [data-action="continue"]')
            page.keyboard.press("Enter")
            continue
        if seen["phase"] == "over":
            break
        if seen["privacy"] is not None:
            tab_to(page, '[data-action="reveal"]')
            page.keyboard.press("Enter")
            continue
        state = followed_state(page, mt)
        before = seen["moves"]
        if mt.to_dict(state)["phase"] == "select":
            tab_to(page, '[data-action="suggest"]')
            page.keyboard.press("Enter")
            tab_to(page, '[data-action="confirm-party"]')
            page.keyboard.press("Enter")
        else:
            move = rng.choice(mt.legal_moves(state))
            if move["type"] == "pass":
                tab_to(page, '[data-action="pass"]')
            else:
                tab_to(page, f'#hand [data-card="{move["card"]}"]')
                page.keyboard.press("Enter")
                tab_to(page, f'[data-ground="{move["ground"]}"]')
                page.keyboard.press("Enter")
                tab_to(page, '[data-action="confirm"]')
            page.keyboard.press("Enter")
        wait_saved_moves(page, before)
        keys.decided()
    assert mt.to_act(md.saved_state(page)) is None and jumped
    assert page.locator("#ranking [data-place]").count() >= 1
    median = report_keys(record_property, "manitou 2p", keys.counts)
    assert median <= MEDIAN_KEYS, keys.trails
