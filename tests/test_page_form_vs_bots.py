"""Playing against the computer in one tap (issue 49, point 5): the new-game form's "Play against
the computer" seats one person and fills every other seat with a bot of the chosen level, named by
its level in the language of the moment ("Bot (hard)", never "Player 2"); the form remembers the
last setup (a kept setting, read as untrusted)."""

from __future__ import annotations

import json

import pytest

from engine.core.players import PALETTE
from tests.page_harness import open_game
from ui.shell import games
from ui.shell.seats import default_name

GAMES = ["wind-river", "manitou", "white-buffalo"]


@pytest.mark.parametrize("game", GAMES)
def test_one_tap_seats_one_person_against_bots_of_the_chosen_level_named_by_it(game):
    h = open_game(game)
    assert h.shown("#new-game") and h.session is None
    h.fill('[name="name-0"]', "Ann")
    h.fill('[name="name-1"]', "Ben")  # a name typed for a person: the bot's seat drops it
    h.fill('[name="bot-level"]', "hard")
    n = int(h.el('[name="players"]').value)
    h.click('#new-game [data-action="start-vs-bots"]')
    assert h.session is not None and not h.shown("#new-game")
    assert h.session.kinds == ["human"] + ["bot:hard"] * (n - 1)
    bots = ["Bot (hard)"] if n == 2 else [f"Bot {i + 1} (hard)" for i in range(1, n)]
    assert h.session.players == ["Ann", *bots]
    assert h.saved()["players"] == ["Ann"] + [""] * (n - 1)


def test_bots_of_one_level_get_distinct_names_and_persons_stay_players():
    levels = ["hard", None, "hard", "easy"]
    unnamed = [True, True, True, True]
    assert [default_name(i, levels, unnamed) for i in range(4)] == \
        ["Bot 1 (hard)", "Player 2", "Bot 3 (hard)", "Bot (easy)"]


def test_the_bots_names_follow_the_language_and_the_end_never_says_player_2(catalogues):
    h = open_game("wind-river")
    h.fill('[name="players"]', "3")
    h.fill('[name="name-0"]', "Ann")
    h.fill('[name="bot-level"]', "easy")
    h.click('#new-game [data-action="start-vs-bots"]')
    assert h.session.players == ["Ann", "Bot 2 (easy)", "Bot 3 (easy)"]
    h.speak("de", catalogues["de"])
    assert h.session.players == ["Ann", "Computer 2 (leicht)", "Computer 3 (leicht)"]
    assert "Player 2" not in h.text("body") and "Spieler 2" not in h.text("body")
    # the home page's line names an unnamed bot by its level too
    key = str(h.body("save-key")).replace("/game-", "/summary-")
    data = json.loads(str(h.win.localStorage.getItem(key)))
    data.update(over=True, winners=[""], winner_seats=[2], to_play=None, to_play_seat=None)
    line = games.game_line(games.parse_summary(json.dumps(data), "wind-river"))
    assert "Computer 3 (leicht) hat gewonnen" in line and "Spieler 3" not in line, line


def test_the_form_remembers_the_last_setup_for_the_next_visit():
    h = open_game("wind-river")
    h.fill('[name="players"]', "3")
    h.fill('[name="name-0"]', "Ann")
    h.fill('[name="color-0"]', PALETTE[3])
    h.fill('[name="bot-level"]', "easy")
    h.click('#new-game [data-action="start-vs-bots"]')
    storage = dict(h.win.localStorage.data)
    storage = {k: v for k, v in storage.items() if "/pref-setup" in k}  # only the setup: a first visit
    again = open_game("wind-river", storage=storage)
    assert again.shown("#new-game") and again.session is None
    assert again.el('[name="players"]').value == "3"
    assert again.el('[name="name-0"]').value == "Ann" and again.el('[name="color-0"]').value == PALETTE[3]
    assert [again.el(f'[name="seat-{i}"]').value for i in range(3)] == ["human", "easy", "easy"]
    assert again.el('[name="bot-level"]').value == "easy"


@pytest.mark.parametrize("junk", [
    "not json", "[]", '{"players": 9}', '{"players": 2, "names": ["a"], "colours": [], "seats": []}',
    json.dumps({"players": 2, "names": ["A", "B"], "colours": ["red", "<script>"],
                "seats": ["human", "easy"]}),
    json.dumps({"players": 2, "names": ["A", 5], "colours": ["red", "blue"], "seats": ["human", "easy"]}),
    json.dumps({"players": 2, "names": ["A", "B"], "colours": ["red", "blue"],
                "seats": ["human", "bot:easy"]}),
])
def test_a_kept_setup_that_is_not_one_is_ignored(junk):
    h = open_game("wind-river", storage={"wind-river/pref-setup": junk})
    assert h.shown("#new-game") and h.session is None
    assert h.el('[name="players"]').value == "4" and h.el('[name="seat-1"]').value == "human"
    assert h.el('[name="bot-level"]').value == "normal"
