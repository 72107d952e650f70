"""The page shell knows no game: the session plays any registered game, the home page's summary
follows the game, and the summary key lives and dies with the save."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.core import registry
from tests.fakedom import FakeStorage
from ui.shell import storage
from ui.shell import summary as home_summary
from ui.shell.session import Sessions


def play_random(session, moves: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if session.actor(session.cursor) is None:
            return
        session.play(rng.choice(session.legal()))


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_session_plays_every_registered_game_and_round_trips_its_record(game_id):
    game = registry.load(game_id)
    cls: Any = Sessions(game)
    names = ["Ann", "Ben", "Cy", "Dee"][: game.INFO.max_players]
    s = cls.new(names, 7, None, ["human"] * len(names))
    play_random(s, 40)
    assert s.cursor == len(s.line) > 0
    assert s.actor(s.cursor) == game.to_act(s.state)
    assert len(s.states) == len(s.seats) + 1  # the state before each move, and the one now
    assert all(seat == game.to_act(state) for seat, state in zip(s.seats, s.states[:-1], strict=True))
    rec = s.record()
    assert rec["format"] == game.INFO.record_format
    again = cls.from_record(json.loads(json.dumps(rec)))
    assert game.to_dict(again.state) == game.to_dict(s.state)
    assert again.texts == s.texts
    with pytest.raises(ValueError):  # another game's record is refused in plain words
        other = next(g for g in registry.game_ids() if g != game_id)
        cls.from_record({**rec, "format": registry.info(other).record_format})


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_summary_says_who_is_to_play_and_then_who_won(game_id):
    game = registry.load(game_id)
    cls: Any = Sessions(game)
    names = ["Ann", "Ben", "Cy", "Dee"][: game.INFO.max_players]
    s = cls.new(names, 3)
    play_random(s, 5)
    first = home_summary.summary(s)
    seat = game.to_act(s.state)
    assert seat is not None  # five random moves do not end a game
    # the turn, round or hunt being played, as the game counts it (not its moves)
    unit, count = {"wind-river": ("turn", lambda: 1 + sum(a.current != b.current for a, b in zip(
        s.states, s.states[1:], strict=False))), "manitou": ("hunt", lambda: s.state.hunt),
        "white-buffalo": ("round", lambda: s.state.round)}[game_id]
    assert first == {"format": "summary/1", "game": game_id, "players": len(names), "moves": s.cursor,
                     "to_play": names[seat], "to_play_seat": seat, "over": False, "winners": [],
                     "winner_seats": [], "unit": unit, "count": count(),
                     "seats": ["human"] * len(names), "unnamed": []}
    play_random(s, 100_000, seed=2)
    last = home_summary.summary(s)
    assert last["over"] is True and last["to_play"] is None
    assert last["winners"] == [names[i] for i in game.ranking(s.state)[0]]
    assert last["winner_seats"] == list(game.ranking(s.state)[0])
    assert json.loads(home_summary.encode(s)) == last


def test_the_summary_key_is_written_apart_and_removed_with_the_save():
    backend = FakeStorage()
    store = storage.Store(lambda: backend, "wind-river")
    assert store.write('{"x": 1}') == storage.SAVED
    assert store.write_summary('{"format": "summary/1"}')
    assert backend.getItem("wind-river/summary") == '{"format": "summary/1"}'
    assert [k for k, _ in store.entries()] == ["wind-river/current", "wind-river/summary"]
    assert store.remove("wind-river/current")
    assert backend.getItem("wind-river/summary") is None


def test_a_full_storage_never_reports_the_summary():
    backend = FakeStorage(full=True)
    store = storage.Store(lambda: backend, "wind-river")
    assert store.write_summary("x" * 100) is False
    assert store.take_problem() is None  # the save is what matters; it reports its own failure


def test_ranking_list_marks_places_seats_and_ties_with_the_games_words():
    from ui.shell.safe_html import ranking_list_html

    html = ranking_list_html(["<b>Ann</b>", "Ben", "Cy"], [[2], [0, 1]], lambda p: f"({p * 10} pts)", "(tie)")
    assert html.startswith('<ol class="ranking-list"><li data-place="1"><span class="place">1.</span> '
                           '<span data-seat="2"><bdi>Cy</bdi> <small>(20 pts)</small></span></li>')
    assert '<li data-place="2">' in html and html.count('class="tie">(tie)</small>') == 1
    assert "<b>" not in html and "<bdi>&lt;b&gt;Ann&lt;/b&gt;</bdi> <small>(0 pts)</small>" in html
