"""The story of a game (docs/engine-contract.md §1): each game's ``story`` gives the standings the
engine itself reports at the start and at the end of every turn, round or hunt, and the end-of-
game chart on the page shows exactly those numbers (its table) with one line per seat."""

from __future__ import annotations

import json

import pytest

from engine import manitou as mt
from engine import white_buffalo as wb
from engine import wind_river as wr
from engine.core import story as core_story
from engine.manitou.playout import random_game as manitou_game
from engine.white_buffalo.playout import random_game as white_buffalo_game
from tests.bot_calls import choose_move
from tests.page_harness import open_game
from ui.shell.story_chart import chart_html, table_html

NAMES = ["Ann", "Ben", "Cy"]


def wind_river_line():
    """A whole Wind River game played by easy bots (tipis do reach the open plains), as states
    and the events of each move."""
    s = wr.new_game(NAMES, seed=2)
    states, events, moves = [s], [], []  # type: ignore[var-annotated]
    while wr.to_act(s) is not None:
        move = choose_move(s, "easy", seed=len(moves))
        out = wr.play(s, move)
        s = out.state
        states.append(s)
        events.append(out.events)
        moves.append(move)
    return states, events, moves


def line_of(game, moves, seed=5):
    s = game.new_game(list(NAMES), seed=seed)
    states, events = [s], []
    for m in moves:
        out = game.play(s, m)
        s = out.state
        states.append(s)
        events.append(out.events)
    return states, events


def wind_river_expected(states):
    """Plains and board tipis from the state JSON, where the player to act changes."""
    def values(d):
        return [[p["plains"], sum(h["tipis"][q] for h in d["board"].values())]
                for q, p in enumerate(d["players"])]
    dicts = [wr.to_dict(s) for s in states]
    out = [(0, values(dicts[0]))]
    for k in range(1, len(dicts)):
        before, after = dicts[k - 1], dicts[k]
        if before["phase"] != "over" and (after["phase"] == "over" or after["current"] != before["current"]):
            out.append((k, values(dicts[k])))
    return out


def scores_at(game, states, events, ends):
    """``game.scores`` totals at the start and after every move whose events end a unit."""
    def totals(s):
        return [[row["total"]] for row in game.scores(s)]
    return [(0, totals(states[0]))] + [(k + 1, totals(states[k + 1]))
                                       for k, ev in enumerate(events) if ends(ev, states[k], states[k + 1])]


def manitou_ends(ev, before, after):
    return any(e["type"] in ("hunt", "over") for e in ev)


def white_buffalo_ends(ev, before, after):
    b, a = wb.to_dict(before), wb.to_dict(after)
    return a["phase"] == "over" or a["round"] != b["round"]


def points(story):
    return [(p["move"], p["values"]) for p in story["points"]]


def test_wind_river_story_is_plains_and_board_tipis_after_every_turn():
    states, _events, _moves = wind_river_line()
    story = wr.story(states)
    assert story["unit"] == "turn" and [m["id"] for m in story["measures"]] == ["plains", "tipis"]
    assert points(story) == wind_river_expected(states)
    final = story["points"][-1]["values"]
    assert [v[0] for v in final] == list(states[-1].plains) and sum(v[0] for v in final) > 0


def test_manitou_story_is_the_engines_scores_after_every_hunt():
    _final, moves = manitou_game(3, 5)
    states, events = line_of(mt, moves)
    story = mt.story(states)
    assert story["unit"] == "hunt" and len(story["points"]) == 4  # the start and three hunts
    assert points(story) == scores_at(mt, states, events, manitou_ends)


def test_white_buffalo_story_is_the_engines_scores_after_every_round():
    _final, moves = white_buffalo_game(3, 5)
    states, events = line_of(wb, moves)
    story = wb.story(states)
    assert story["unit"] == "round" and len(story["points"]) > 3
    assert points(story) == scores_at(wb, states, events, white_buffalo_ends)


def test_a_story_needs_a_known_unit_and_a_first_state():
    with pytest.raises(ValueError):
        core_story.story([1], unit="season", measures=[], ends_unit=lambda a, b: True, values=lambda s: [])
    with pytest.raises(ValueError):
        core_story.story([], unit="turn", measures=[], ends_unit=lambda a, b: True, values=lambda s: [])


def cells(html_table_host):
    return [[int(td.textContent) for td in tr.querySelectorAll("td")]
            for tr in html_table_host.querySelectorAll("tbody tr")]


@pytest.mark.parametrize("game_id, game, make", [
    ("wind-river", wr, lambda: wind_river_line()[2]),
    ("manitou", mt, lambda: manitou_game(3, 5)[1]),
    ("white-buffalo", wb, lambda: white_buffalo_game(3, 5)[1]),
])
def test_the_end_of_game_chart_shows_the_engines_numbers(game_id, game, make):
    moves = make()
    seed = 2 if game is wr else 5
    record = {"format": game.INFO.record_format, "players": NAMES, "seed": seed, "moves": moves}
    h = open_game(game_id, storage={f"{game_id}/current": json.dumps(record)})
    assert h.shown("#ranking-card") and h.q("#story figure.story") is not None
    states = h.session.states
    story = game.story(states)
    rows = cells(h.q("#story table"))
    assert rows == [[v for row in p["values"] for v in row] for p in story["points"]]
    # each point is the engine's own standing at that move of the game
    for p, row in zip(story["points"], rows, strict=True):
        s = states[p["move"]]
        if game is wr:
            assert row[0::2] == list(s.plains)
        else:
            assert row == [r["total"] for r in game.scores(s)]
    lines = h.qa("#story svg polyline")
    assert len(lines) == len(NAMES) * len(story["measures"])
    assert all(len(line.getAttribute("points").split()) == len(story["points"]) for line in lines)


def test_the_chart_escapes_names_and_labels_its_rows():
    story = {"unit": "round", "measures": [{"id": "points", "label": "Points"}],
             "points": [{"move": 0, "values": [[0], [0]]}, {"move": 9, "values": [[3], [-2]]}]}
    html = chart_html(story, ["<b>x</b>", "Ben"], ["red", "nonsense"])
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html and "#8a8a8a" in html
    table = table_html(story, ["A", "B"])
    assert '<tr data-move="9"><th scope="row">1</th><td>3</td><td>-2</td></tr>' in table


def test_the_x_axis_is_labelled_with_the_games_unit_and_has_whole_round_ticks_none_clipped(speak):
    import re

    from ui.shell import story_chart
    values = [[0], [0]]
    story = {"unit": "hunt", "measures": [{"id": "points", "label": "Points"}],
             "points": [{"move": k, "values": values} for k in range(104)]}  # hunts 0 … 103
    html = chart_html(story, ["Ann", "Ben"], ["red", "blue"])
    bottom = story_chart.HEIGHT - story_chart.BOTTOM
    ticks = [(float(x), int(v)) for x, y, v in
             re.findall(r'<text class="tick" x="([\d.]+)" y="([\d.]+)" '
                        r'text-anchor="middle">(\d+)</text>', html)
             if float(y) > bottom]
    assert [v for _, v in ticks] == [0, 20, 40, 60, 80, 100], ticks  # not 0, 25, 51, 77, 103
    for x, v in ticks:  # 15 px digits about 9 px wide: half of the number inside the drawing
        assert x + 4.5 * len(str(v)) <= story_chart.WIDTH, (x, v)
    assert re.search(r'<text class="axis-label"[^>]*>hunt</text>', html)
    assert "Zug</text>" not in html
    assert 'class="axis-label"' in chart_html({**story, "unit": "turn"}, ["A", "B"], ["red", "blue"])
    speak("de", "site")
    assert re.search(r'<text class="axis-label"[^>]*>Zug</text>',
                     chart_html({**story, "unit": "turn"}, ["A", "B"], ["red", "blue"]))
    assert story_chart.x_ticks(7) == list(range(8)) and story_chart.x_ticks(30) == [0, 5, 10, 15, 20, 25, 30]
