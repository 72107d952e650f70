"""Automated accessibility audit: axe-core (the npm devDependency, pinned in package-lock.json)
is injected into every screen of every game and must report no serious or critical violation.
Lesser findings are printed so that they stay visible."""

from __future__ import annotations

import json
import random

from e2e import manitou_driver as md
from e2e.driver import (
    GAME_PAGE,
    KEY,
    choose,
    jump_near_end,
    open_saved,
    play_move,
    play_out,
    probe,
    start_game,
    wait_ready,
)
from e2e.server import ROOT
from engine import manitou as mt
from engine import wind_river as wr

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def audit(page, screen: str) -> None:
    """Run axe on the page as it stands; fail on serious/critical violations, print the rest."""
    assert AXE.exists(), "node_modules/axe-core is missing: run `make setup`"
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate(
        "async () => { const r = await axe.run(document, {resultTypes: ['violations']});"
        " return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.slice(0, 4).map(n => n.target.join(' ') + ' :: ' + n.failureSummary)})); }"
    )
    bad = [v for v in result if v["impact"] in ("serious", "critical")]
    for v in result:
        if v not in bad:
            print(f"[{screen}] {v['impact']}: {v['id']} — {v['help']} ({len(v['nodes'])} nodes)")
    assert not bad, f"{screen}: " + "\n".join(
        f"{v['impact']} {v['id']}: {v['help']}\n  " + "\n  ".join(v["nodes"]) for v in bad
    )


def plain_buttons_are_no_toggles(page) -> None:
    """Undo, Redo and the file tools are plain buttons: no ``aria-pressed`` (a screen reader would
    call them toggle buttons)."""
    for action in ("undo", "redo", "save-file", "copy-link"):
        button = page.locator(f'[data-action="{action}"]')
        if button.count():
            assert button.first.get_attribute("aria-pressed") is None, action


def open_audited(page, url: str, game: str, seed: int) -> None:
    """Open a game page, audit its new-game form, start Ann against Ben (``seed``) and check the
    plain buttons (how the Manitou and White Buffalo audits begin)."""
    page.goto(url)
    wait_ready(page)
    page.wait_for_selector("#new-game", state="visible")
    audit(page, f"{game}: new-game form")
    start_game(page, ["Ann", "Ben"], seed=seed)
    plain_buttons_are_no_toggles(page)


def test_home_page_has_no_serious_violations(page, site):
    page.goto(site)
    page.wait_for_selector("a[data-game]")
    audit(page, "home")


def test_wind_river_screens_have_no_serious_violations(page, site):
    page.goto(site + GAME_PAGE)
    wait_ready(page)
    page.wait_for_selector("#new-game", state="visible")
    audit(page, "wind river: new-game form")
    names = ["Ann", "Ben", "Cy", "Di"]
    start_game(page, names, seed=5)
    state, rng = wr.new_game(names, seed=5), random.Random(5)
    for _ in range(12):  # past the placement, into the game
        move = choose(rng, state, wr.legal_moves(state))
        play_move(page, state, move)
        state = wr.apply(state, move)
    audit(page, "wind river: a game in progress")
    while wr.to_dict(state)["phase"] != "action" or not any(
        m["type"] == "tipi" for m in wr.legal_moves(state)
    ):
        move = choose(rng, state, wr.legal_moves(state))
        play_move(page, state, move)
        state = wr.apply(state, move)
    page.click('[data-action="tipi"]')  # a pending choice: which tipi to move
    page.wait_for_selector("[data-hex].legal")
    audit(page, "wind river: a pending choice")
    page.reload()  # drops the half-made choice
    wait_ready(page)
    # the rest skipped but for the last moves, played by clicks into the final ranking
    state = jump_near_end(page, wr, lambda s: choose(rng, s, wr.legal_moves(s)), keep=4,
                          cut_ok=lambda s: wr.to_dict(s)["phase"] == "action")
    play_out(page, state, rng)
    page.wait_for_selector("#ranking [data-place], #ranking li", state="attached")
    audit(page, "wind river: the ranking")


def test_manitou_screens_have_no_serious_violations(page, site):
    open_audited(page, site + md.PAGE, "manitou", seed=9)
    rng = random.Random(9)
    seen: set = set()
    for _ in range(5000):
        now = probe(page, md.SECRET)  # one look per step
        if now["reckoning"] and "reckoning" not in seen:
            seen.add("reckoning")
            audit(page, "manitou: the reckoning")
        if now["privacy"] is not None and "privacy" not in seen:
            seen.add("privacy")
            audit(page, "manitou: privacy screen")
        person = now["actor"] == "human" and now["privacy"] is None and not now["reckoning"]
        if person and now["phase"] != "over":
            if now["phase"] == "select" and "party" not in seen:
                seen.add("party")
                audit(page, "manitou: party choice")
            if now["phase"] != "select" and "hand" not in seen and page.locator("#hand [data-card]").count():
                seen.add("hand")
                card = page.locator("#hand [data-card]").first
                card.click()
                audit(page, "manitou: a hand with a selected card")
                card.click()  # clicked again: the selection is dropped
        if seen == {"reckoning", "privacy", "party", "hand"} and now["phase"] == "select":
            break  # every screen seen: on to the last plays of the game (the middle is more of the same)
        if not md.step(page, rng):
            break
    assert seen == {"reckoning", "privacy", "party", "hand"}, seen
    jump_near_end(page, mt, lambda s: rng.choice(mt.legal_moves(s)), keep=6)
    while md.step(page, rng):  # the last plays by clicks, then the last hunt's reckoning
        pass
    page.wait_for_selector("#ranking [data-place]", state="visible")
    audit(page, "manitou: the ranking")


def test_wind_river_previews_before_the_click_that_commits(page, site):
    """Earn shows +N, a disabled action says why, a target hex shows what moving there costs."""
    from engine.wind_river.preview import action_notes, preview

    page.goto(site + GAME_PAGE)
    wait_ready(page)
    names = ["Ann", "Ben", "Cy"]
    start_game(page, names, seed=3)
    state, rng = wr.new_game(names, seed=3), random.Random(3)
    while not (wr.to_dict(state)["phase"] == "action"
               and any(m["type"] == "tipi" for m in wr.legal_moves(state))):
        move = rng.choice(wr.legal_moves(state))
        play_move(page, state, move)
        state = wr.apply(state, move)
    notes = action_notes(state)
    assert page.text_content('[data-pv="earn"]') == notes["earn"]["badge"]
    page.hover('[data-action="earn"]')
    assert page.text_content("#preview") == notes["earn"]["text"]
    why = page.text_content("#action-why")
    for action, note in notes.items():
        if not note["enabled"] and action != "pass":
            assert note["text"] in why
    move = next(m for m in wr.legal_moves(state) if m["type"] == "tipi")
    page.click('[data-action="tipi"]')
    page.click(f'[data-hex="{move["from"]}"]')
    page.hover(f'[data-hex="{move["to"]}"]')
    p = preview(state, move)
    assert page.text_content("#preview") == p["text"]
    assert p["text"] in page.get_attribute(f'[data-hex="{move["to"]}"]', "aria-label")
    audit(page, "wind river: a previewed move")
    # the move is made: it is marked on the board and said once in the polite live region
    line = wr.narrate(state, move)[0]
    page.click(f'[data-hex="{move["to"]}"]')
    page.wait_for_selector(f'[data-hex="{move["to"]}"].was-to')
    assert "was-from" in page.get_attribute(f'[data-hex="{move["from"]}"]', "class")
    assert page.locator(".trail .arrow").count() >= 1  # every move since the next person last acted
    assert page.text_content("#announce").startswith(line)
    assert page.get_attribute("#announce", "aria-live") == "polite"
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate("getComputedStyle(document.querySelector('.trail line')).animationName") == "none"
    page.emulate_media(reduced_motion="no-preference")
    assert page.evaluate("getComputedStyle(document.querySelector('.trail line')).animationName") != "none"


def _wind_river_midgame(page, site, seed=5):
    """A four-player game 40 moves in: 39 from a save, the last by clicks (as a player sees it
    just after a move)."""
    names = ["Ann", "Ben", "Cy", "Di"]
    state, rng, line = wr.new_game(names, seed=seed), random.Random(seed), []
    for _ in range(39):
        line.append(choose(rng, state, wr.legal_moves(state)))
        state = wr.apply(state, line[-1])
    record = {"format": "wind-river-record/1", "players": names, "seed": seed, "moves": line}
    open_saved(page, site, GAME_PAGE, {KEY: json.dumps(record)})
    move = choose(rng, state, wr.legal_moves(state))
    play_move(page, state, move)
    return wr.apply(state, move)


def test_phone_tap_targets_and_screenshots(page, site):
    """390×844: every visible button is at least 44 px tall and wide; screenshots of both games
    at both sizes and under deuteranopia go to e2e/screenshots/ (docs/ keeps copies)."""
    from e2e.conftest import SHOTS

    SHOTS.mkdir(parents=True, exist_ok=True)
    _wind_river_midgame(page, site)
    page.wait_for_timeout(700)  # the last move's piece has glided into its hex
    page.screenshot(path=str(SHOTS / "wind-river-1280.png"))
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "deuteranopia"})
    page.screenshot(path=str(SHOTS / "wind-river-1280-deuteranopia.png"))
    cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function("() => document.querySelector('#board').viewBox.baseVal.width < 700")  # compact
    page.wait_for_timeout(300)
    page.screenshot(path=str(SHOTS / "wind-river-390.png"), full_page=True)
    small = page.evaluate(
        "() => [...document.querySelectorAll('main button, header button, main a, header a')]"
        ".filter(b => b.offsetParent !== null)"
        ".map(b => [b.getAttribute('data-action') || b.getAttribute('aria-label') || b.textContent.trim(),"
        " b.getBoundingClientRect()])"
        ".filter(([n, r]) => r.height < 44 || r.width < 44).map(([n, r]) => `${n}: ${r.width}x${r.height}`)"
    )
    assert small == [], small
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site + md.PAGE)
    wait_ready(page)
    md.start(page, ["Ann", "Ben", "Cy"], seed=4, seats=["human", "normal", "normal"])
    rng = random.Random(4)
    # the bots choose their parties card by card at their pace (0.3 s a card): a step while a
    # bot is to act only waits 50 ms, so the budget is counted in steps, not in decisions
    for _ in range(2000):
        if page.locator("#hand [data-card]").count() and page.get_attribute("body", "data-actor") == "human" \
                and mt.to_dict(md.saved_state(page))["phase"] != "select":
            break
        md.step(page, rng)
    else:
        raise AssertionError("Ann never got to play a card")
    page.screenshot(path=str(SHOTS / "manitou-1280.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(300)
    page.screenshot(path=str(SHOTS / "manitou-390.png"), full_page=True)


def test_white_buffalo_screens_have_no_serious_violations(page, site):
    from e2e import white_buffalo_driver as wd
    open_audited(page, site + wd.PAGE, "white buffalo", seed=4)
    for kind in ("take-cards", "move", "hunt-stack"):  # the kinds of play are real toggles
        assert page.get_attribute(f'[data-action="{kind}"]', "aria-pressed") in ("true", "false")
    rng = random.Random(4)
    seen = set()
    for _ in range(400):
        if wd.privacy_up(page) and "privacy" not in seen:
            seen.add("privacy")
            audit(page, "white buffalo: privacy screen")
        elif page.locator("#walk").is_visible() and "walk" not in seen:
            seen.add("walk")
            audit(page, "white buffalo: a hunt shown step by step")
        elif page.get_attribute("body", "data-actor") == "human" and "turn" not in seen \
                and not wd.privacy_up(page):
            seen.add("turn")
            audit(page, "white buffalo: a turn")
        if seen >= {"privacy", "turn"} and len(seen) == 3 or not wd.step(page, rng):
            break
    assert {"privacy", "turn"} <= seen, seen
