"""Move labels for the log and screen readers: describe() and narrate()."""

from __future__ import annotations

import pytest

from engine.wind_river import IllegalMove, apply, describe, legal_moves, narrate, new_game
from tests.positions import position


def test_every_move_type_has_a_sentence_naming_the_player_and_hexes():
    s = new_game(["Ann", "Ben", "Cy"], seed=1)
    who = s.names[s.current]
    assert describe(s, {"type": "place", "to": "C2"}) == f"{who} pitches a tipi on C2"
    herd = position(phase="buffalo", buffalo_left=2, buffalo={"C2": 1, "E1": 1},
                    tipis={"F6": [2, 0, 0, 0]})
    assert describe(herd, {"type": "buffalo", "from": "C2", "to": "C3"}) == (
        "Player 1 moves a buffalo from C2 to C3 (herd step 1 of 2)")
    act = position(buffalo={"C2": 1}, tipis={"C6": [1, 0, 0, 0], "C3": [0, 1, 0, 0]},
                   resources=[3, 1, 1, 1])
    assert describe(act, {"type": "tipi", "from": "C6", "to": "plains"}) == (
        "Player 1 walks a tipi from C6 into the open plains")
    assert describe(act, {"type": "buffalo", "from": "C2", "to": "C3"}) == (
        "Player 1 moves an extra buffalo from C2 to C3")
    assert describe(act, {"type": "insert", "at": "C6"}) == "Player 1 pays 3 and pitches a new tipi on C6"
    assert describe(act, {"type": "earn"}) == "Player 1 earns food but the herd yields nothing"
    paying = position(tipis={"C2": [1, 0, 0, 0], "C3": [0, 1, 0, 0]}, resources=[1, 1, 1, 1])
    assert describe(paying, {"type": "tipi", "from": "C2", "to": "C3"}) == (
        "Player 1 moves a tipi from C2 to C3 (paying 1 each: Player 1, Player 2)")


def test_describe_rejects_illegal_moves_like_apply():
    s = new_game(3, seed=0)
    with pytest.raises(IllegalMove) as err:
        describe(s, {"type": "earn"})
    assert err.value.code == "wrong-phase"


def test_narrate_tells_what_happened_without_a_choice():
    # Last herd step: the supply is paid automatically; then the action follows.
    s = position(phase="buffalo", buffalo_left=1, buffalo={"E1": 1},
                 tipis={"C3": [2, 0, 0, 0], "D5": [0, 1, 0, 0]}, resources=[5, 1, 1, 1])
    lines = narrate(s, {"type": "buffalo", "from": "E1", "to": "E2"})
    assert lines[1:] == ["Player 1 pays 2 food to supply their tipis"]
    # Ending a turn hands over to the next player, whose missing herd step is explained.
    t = position(buffalo={"C2": 1}, tipis={"D4": [0, 0, 1, 0]}, current=0)
    lines = narrate(t, {"type": "buffalo", "from": "C2", "to": "C3"})
    assert lines[1:] == ["Player 2's turn", "Player 2 has no tipi on the board, so moves no buffalo"]
    # The last tipi into the plains ends the game.
    end = position(tipis={"C6": [1, 0, 0, 0]})
    assert narrate(end, {"type": "tipi", "from": "C6", "to": "plains"})[-1].startswith(
        "No tipi is left on the board")


def test_narrate_does_not_change_the_state():
    s = new_game(4, seed=5)
    move = legal_moves(s)[0]
    before = repr(s)
    narrate(s, move)
    assert repr(s) == before and apply(s, move) != s
