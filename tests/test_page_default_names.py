"""Names left empty in the new-game form are stored empty (no words in a save) and named at display
time in the language of the moment ("Player 2", "Spieler 2"); a save that holds "Player 2" (as
saves did before) still loads, and keeps its words."""

from __future__ import annotations

import json

from engine import wind_river as wr
from tests.page_harness import open_game
from ui.shell import games


def test_an_unnamed_seat_is_saved_empty_and_named_in_the_language_of_the_moment(catalogues):
    h = open_game("wind-river")
    h.start_game(["Ann", "", "Cy"], seed=3)
    assert h.saved()["players"] == ["Ann", "", "Cy"]  # no words stored
    assert "Player 2" in h.text("#players") and h.session.players[1] == "Player 2"
    record = h.saved()
    h.speak("de", catalogues["de"])
    assert "Spieler 2" in h.text("#players") and "Player 2" not in h.text("#players")
    assert h.saved()["players"] == record["players"]
    assert h.saved()["moves"] == record["moves"]
    again = h.reload()  # a reload in German: still "Spieler 2", still saved empty
    assert "Spieler 2" in again.text("#players") and again.saved()["players"] == ["Ann", "", "Cy"]
    again.click('[data-action="new-game"]')
    assert again.el('[name="name-1"]').value == ""  # the form shows the placeholder, not a word


def test_a_save_holding_player_2_still_loads_and_keeps_its_words():
    rec = {"format": "wind-river-record/1", "players": ["Ann", "Player 2", "Cy"], "seed": 3, "moves": []}
    state = wr.new_game(rec["players"], seed=3)
    rec["moves"] = [wr.legal_moves(state)[0]]
    h = open_game("wind-river", storage={"wind-river/current": json.dumps(rec)})
    assert h.session.cursor == 1 and h.session.players[1] == "Player 2"
    assert h.saved()["players"] == ["Ann", "Player 2", "Cy"]


def test_the_home_pages_line_names_an_unnamed_seat_in_the_language_it_is_shown_in(catalogues):
    first = wr.to_act(wr.new_game(["A", "B", "C"], seed=3))
    assert first is not None
    names = ["Ann", "Ben", "Cy"]
    names[first] = ""
    h = open_game("wind-river")
    h.start_game(names, seed=3)
    raw = h.win.localStorage.getItem(h.body("save-key").replace("/game-", "/summary-"))
    data = json.loads(raw)
    assert data["to_play"] == "" and data["to_play_seat"] == first and "Player" not in raw
    line = games.game_line(games.parse_summary(raw, "wind-river"))
    assert f"Player {first + 1} to play" in line, line
    h.speak("de", catalogues["de"])
    line = games.game_line(games.parse_summary(raw, "wind-river"))
    assert f"Spieler {first + 1}" in line and "Player" not in line, line
