"""Suggest on the fake browser: the normal bot's choice for the person to act, marked on the board
with one line of why, never played; and decided from that person's own view only."""

from __future__ import annotations

import json
from typing import Any, Dict, Optional

import pytest

from engine import manitou as mt
from engine import white_buffalo as wb
from engine import wind_river as wr
from tests.page_harness import open_game, run_bots
from ui.shell.suggest import bot_choice

#: a decision ended by its playout cap, not by the clock: the same observation, the same choice
CAPPED: Dict[str, Any] = {"time_budget": 60.0, "max_iterations": 6}

GAMES = {"wind-river": wr, "manitou": mt, "white-buffalo": wb}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_suggest_marks_the_bots_choice_and_never_plays_it(game_id: str) -> None:
    game = GAMES[game_id]
    h = open_game(game_id)
    h.start_game(["Ann", "Ben", "Cy"], seats=["human", "normal", "normal"], seed=11)
    to_person(h)
    if h.body("phase") == "select":  # Manitou's party has its own Suggest (the one shown then)
        assert h.shown("[data-action=suggest]") and not h.can_click('[data-action="suggest-move"]')
        h.click('[data-action="suggest"]')
        h.click('[data-action="confirm-party"]')
        to_person(h)
    assert h.body("actor") == "human"
    assert not h.shown("#suggestion") and not h.qa("[data-suggested]")
    before = list(h.saved_moves())
    h.click('[data-action="suggest-move"]')
    s = h.session
    assert h.page.suggestion.shown is not None
    move = h.page.suggestion.shown[1]
    assert move in game.legal_moves(s.state)
    line = h.text("#suggestion")
    assert h.shown("#suggestion") and 10 < len(line) < 160, line
    assert h.qa("[data-suggested]"), "the suggestion is marked on the board"
    assert h.saved_moves() == before and s.cursor == len(before), "a suggestion is never played"
    assert h.page.suggestion.shown is not None and h.page.suggestion.shown[1] == move


def to_person(h: Any) -> None:
    """Let the bots play, step through what is shown and reveal, until the person is to act."""
    for _ in range(100):
        if h.can_click('[data-action="continue"]'):
            h.click('[data-action="continue"]')
        elif h.shown("[data-privacy]"):
            h.reveal()
        elif h.body("actor") == "bot":
            run_bots(h)
        else:
            return


def test_suggest_goes_when_the_position_changes_and_waits_for_bots() -> None:
    h = open_game("wind-river")
    h.start_game(["Ann", "Ben", "Cy"], seats=["human", "normal", "normal"], seed=11)
    to_person(h)
    h.click('[data-action="suggest-move"]')
    target = h.el("[data-suggested]")
    assert target.hasAttribute("data-hex")
    h.click(f'[data-hex="{target.getAttribute("data-hex")}"]')  # the person follows it: a bot is next
    assert h.body("actor") == "bot" and h.el('[data-action="suggest-move"]').disabled
    assert not h.qa("[data-suggested]") and not h.text("#suggestion")   # gone with its position
    run_bots(h)
    to_person(h)
    assert h.body("actor") == "human" and not h.el('[data-action="suggest-move"]').disabled
    assert not h.qa("[data-suggested]") and not h.text("#suggestion")   # and does not come back


def _same_view_other_secrets(game: Any, state: Any, seat: int) -> Optional[Any]:
    """A state the seat to act cannot tell from ``state``: another seat's secret cards swapped
    with the hidden pile."""
    d: Dict[str, Any] = json.loads(json.dumps(game.to_dict(state)))
    other = d["players"][1 - seat]
    if game is mt:
        hand, pile = other["hand"], other["pile"]
        k = next((i for i, c in enumerate(pile) if c not in hand), None)
        if k is None:
            return None  # nothing hidden differs: no other state looks the same
        hand[0], pile[k] = pile[k], hand[0]
    else:
        hand, pile = other["hand"], d["pile"]
        n = len(hand)
        other["hand"], d["pile"] = pile[:n], hand + pile[n:][::-1]
    changed = game.from_dict(d)
    def view(st: Any) -> Dict[str, Any]:  # what happened last is told, not a position's part
        return {k: v for k, v in game.observe(st, seat).items() if k != "last_events"}

    assert view(changed) == view(state)
    assert game.to_dict(changed) != game.to_dict(state)
    return changed


@pytest.mark.parametrize("game", [mt, wb], ids=["manitou", "white-buffalo"])
def test_suggest_decides_from_the_seats_own_view_only(game: Any) -> None:
    state = game.new_game(["Ann", "Ben"], seed=5)
    seen = 0
    for k in range(60):
        seat = game.to_act(state)
        if game is not mt or game.to_dict(state)["phase"] == "play":
            other = _same_view_other_secrets(game, state, seat)
            if other is not None:
                assert bot_choice(other, seat, k, **CAPPED) == bot_choice(state, seat, k, **CAPPED)
                seen += 1
        state = game.apply(state, bot_choice(state, seat, k, **CAPPED))
        if game.to_act(state) is None:
            break
    assert seen >= 10


def test_suggest_is_offered_only_once_there_is_a_game() -> None:
    h = open_game("white-buffalo")
    assert not h.shown(".learn-bar"), "no game yet: nothing to suggest"
    h.start_game(["Ann", "Ben"], seed=3)
    assert h.shown(".learn-bar") and h.shown('[data-action="suggest-move"]')


@pytest.mark.parametrize("game_id,names", [("wind-river", ["Ann", "Ben", "Cy"]), ("manitou", ["Ann", "Ben"]),
                                           ("white-buffalo", ["Ann", "Ben"])])
@pytest.mark.slow  # seconds: run by `make test`, left out of the edit loop
def test_a_finished_game_offers_no_suggestion(game_id: str, names: list) -> None:
    h = open_game(game_id)
    h.start_game(names, seats=["easy"] * len(names), seed=5)
    assert h.shown(".learn-bar")
    run_bots(h)
    while h.shown("#reckoning") or h.shown("#walk"):  # the last hunt's steps, where a game shows them
        h.click('#reckoning [data-action="continue"], #walk [data-action="continue"]')
    assert h.body("phase") == "over"
    assert not h.shown(".learn-bar"), "the game is over: there is no move to suggest"


def test_a_suggestion_just_shown_is_scrolled_into_view_once() -> None:
    """On a phone the suggested spot may lie off the screen: the first mark is brought into view
    (scrollIntoView, as far as needed) when the suggestion appears, not at every repaint."""
    h = open_game("wind-river")
    h.start_game(["Ann", "Ben", "Cy"], seats=["human", "normal", "normal"], seed=11)
    to_person(h)
    h.click('[data-action="suggest-move"]')
    marked = h.qa("[data-suggested]")
    assert marked and marked[0].scroll_count == 1
    h.page.refresh()
    assert h.qa("[data-suggested]")[0].scroll_count == 1


def test_a_wind_river_suggestion_begun_with_a_button_is_drawn_on_the_board_too() -> None:
    """A herd step or a tipi starts with its action's button: the suggestion marks that button and
    the hexes it goes from and to (it was only named in words on the board)."""
    h = open_game("wind-river")
    h.start_game(["Ann", "Ben", "Cy"], seats=["human", "normal", "normal"], seed=11)
    for _ in range(60):
        to_person(h)
        legal = h.session.legal()
        action = [m for m in legal if m["type"] in ("buffalo", "tipi")]
        if action and h.can_click(f'[data-action="{action[0]["type"]}"]'):
            break
        h.session.play(legal[0])
        h.page.refresh()
    else:
        raise AssertionError("no herd step or tipi to suggest")
    move = action[0]
    h.page.suggestion.shown = ((id(h.session), h.session.cursor), move, lambda _move: "why")
    h.page.refresh()
    marked = h.qa("[data-suggested]")
    assert h.el(f'[data-action="{move["type"]}"]') in marked
    assert h.el(f'[data-hex="{move["from"]}"]') in marked and h.el(f'[data-hex="{move["to"]}"]') in marked


def test_suggests_mark_looks_like_no_other_mark() -> None:
    import re
    from pathlib import Path

    css = (Path(__file__).resolve().parent.parent / "ui/style.css").read_text()

    def colours(selector: str) -> set:
        found = set()
        for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", re.sub(r"/\*.*?\*/", "", css, flags=re.S)):
            if selector in sel:
                found |= set(re.findall(r"#[0-9a-fA-F]{6}\b", body))
        return found

    suggested = colours("[data-suggested]")
    assert suggested
    for other in (".hex.was-to", ".hex.was-from", "[data-tutorial-target]", "[data-hex]:focus-visible"):
        assert not suggested & colours(other), other
