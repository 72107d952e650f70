"""ui.wind_river.view: the side panels, the log, the ranking, hex names and the page's lines, all
from state dicts and from what the engine computed (engine.wind_river.hints, preview)."""

from __future__ import annotations

import random
import re

from engine import wind_river as wr
from engine.wind_river import hints
from engine.wind_river.preview import action_notes, preview
from ui.shell.session import Session
from ui.wind_river import sessions, told, view
from ui.wind_river.clicks import Clicks

PLAYERS = [
    {"name": "Ann", "plains": 2, "resources": 0},
    {"name": "Ben", "plains": 1, "resources": 3},
    {"name": "Cy", "plains": 1, "resources": 1},
    {"name": "Dee", "plains": 0, "resources": 2},
]


def reach(phase: str, seed: int = 4, names=("Ann", "Ben", "Cy")) -> Session:
    """A session advanced by random legal moves until ``phase``."""
    s = sessions.new(list(names), seed)
    rng = random.Random(seed)
    while s.game.to_dict(s.state)["phase"] != phase:
        s.play(rng.choice(s.legal()))
    return s


def finished(seed: int = 6) -> Session:
    """A session played to its end by random legal moves."""
    return reach("over", seed)


def steps(**values) -> dict:
    """A hints.turn_steps dict with these values."""
    out = {"phase": "buffalo", "round": 2, "step": 1, "of": 3, "cost": 0, "pay": 0, "back": 0,
           "previewed": False}
    out.update(values)
    return out


def test_step_indicator_through_a_turn():
    s = sessions.new(["Ann", "Ben", "Cy"], 4)
    assert "Setup · placing round 1 of 2" in view.steps_html(hints.turn_steps(s.state))
    s = reach("buffalo")
    html = view.steps_html(hints.turn_steps(s.state))
    n = s.state.on_board(s.state.current)
    assert f"Herd 1 of {n}" in html and "Supply" in html and "Extra action" in html
    from_dict = view.steps_html(hints.turn_steps(s.game.to_dict(s.state), cost=wr.supply_cost(s.state)))
    assert html == from_dict  # the state's dict gives the same steps


def test_the_supply_chip_says_what_the_rules_computed():
    assert "Supply · free<" in view.steps_html(steps())
    assert "Supply · pay 2<" in view.steps_html(steps(cost=2, pay=2))
    assert "Supply · pay 1, 2 tipis back<" in view.steps_html(steps(cost=3, pay=1, back=2))
    previewed = view.steps_html(steps(cost=3, pay=1, back=1, previewed=True))
    assert "Supply · pay 1, 1 tipi back after this step" in previewed and "todo previewed" in previewed
    assert "Supply · free after this step" in view.steps_html(steps(previewed=True))
    supply = view.steps_html(steps(phase="supply", cost=3, pay=1, back=2))
    assert "Herd ✓" in supply and '<li class="now">Supply · choose 2 tipis to take back' in supply
    action = view.steps_html(steps(phase="action"))
    assert "Supply ✓" in action and '<li class="now">Extra action' in action
    assert view.steps_html(steps(phase="over")) == '<li class="now">Game over</li>'


def test_players_panel_and_escaping():
    s = sessions.new(["<b>Ann</b>", "Ben", "Cy"], 4)
    kinds = ["human", "bot:hard", "human"]
    html = view.players_html(wr.to_dict(s.state), ["1", "2", "3"], s.colors, kinds, [2])
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "<b>Ann</b>" not in html
    assert html.count('data-seat="') == 3 and "to play" in html
    assert 'data-level="hard"' in html and html.count('class="out"') == 1


def test_ranking_rows_and_tie_notes():
    state = {"players": PLAYERS}
    places = [[0], [1], [2], [3]]
    ties = [{"plains": 1, "seats": [1, 2], "places": [[1], [2]]}]
    html = view.ranking_html(state, places, list("ABCD"), ["red", "blue", "green", "yellow"], ties)
    rows = re.findall(r'data-place="(\d)" data-seat="(\d)"', html)
    assert rows == [("1", "0"), ("2", "1"), ("3", "2"), ("4", "3")]
    text = re.sub("</?bdi>", "", html)
    assert "<bdi>Ann</bdi> wins!" in html
    assert "Ben and Cy both have 1 tipi in the plains; food left decides: Ben (3), Cy (1)." in text
    shared = view.tie_notes([{"name": "A", "plains": 1, "resources": 2},
                             {"name": "B", "plains": 1, "resources": 2},
                             {"name": "C", "plains": 0, "resources": 0}],
                            [{"plains": 1, "seats": [0, 1], "places": [[0, 1]]}])
    assert shared == ["A and B have 1 tipi in the plains and 2 food each: they share a place."]
    assert view.tie_notes(PLAYERS, []) == ["No ties: tipis in the open plains decided every place."]


def test_the_ranking_of_a_played_game_spells_out_the_engines_tie_breaks():
    s = finished()
    d = s.game.to_dict(s.state)
    html = view.ranking_html(d, wr.ranking(s.state), ["A", "B", "C"], s.colors)
    notes = view.tie_notes(d["players"], hints.tie_breaks(s.state))
    assert all(n.replace("'", "&#x27;") in re.sub("</?bdi>", "", html) for n in notes)
    assert html.count("data-place=") == 3


def test_log_lines_newest_first_without_the_turns_start_which_the_turns_header_says():
    lines = view.log_lines(("Ann moves", "Ann pays 1", "Ben's turn"), "red", ["Ann", "Ben"])
    html = re.sub("</?bdi>", "", lines)
    assert html.index("Ann pays 1") < html.index("Ann moves") and "Ben&#x27;s turn" not in html
    assert "↑" not in html and "turn-start" not in html
    told = view.log_lines(("Ann moves", "Ben's turn", "Ann pays 1"), "red", ["Ann", "Ben"],
                          ["move", "follow", "turn-start"])
    assert re.findall(r'<li class="([^"]+)"', told) == ["follow", "move"] and "Ben" in told


def test_the_logs_kinds_of_lines_come_from_each_moves_events():
    s = reach("action", seed=3)
    seen = set()
    for k, p in enumerate(s.history(s.cursor)):
        lines, kinds = told(p.before, p.move, p.state, p.events, s.kinds)
        assert tuple(lines) == p.lines and len(kinds) == len(lines) and kinds[0] == "move"
        assert kinds == hints.line_kinds(p.lines, s.players), k
        seen |= set(kinds)
    assert "turn-start" in seen


def test_every_hex_has_an_accessible_name_with_its_contents():
    s = wr.new_game(["Ann", "Ben", "Cy"], seed=2)
    d = wr.to_dict(s)
    name, cell = next((n, c) for n, c in d["board"].items() if c["buffalo"])
    label = view.hex_label(d, name, legal=True)
    assert label.startswith(f"{name}: {cell['buffalo']} buffalo") and label.endswith("can be chosen")
    assert view.hex_label(d, "A1") == "A1: mountains, closed"  # three players: lane A is closed
    assert view.hex_label(d, "plains").startswith("The open plains")
    assert "picked" in view.hex_label(d, name, selected=True)
    d["board"][name]["tipis"] = [1, 0, 2]
    label = view.hex_label(d, name)
    assert "Ann's tipi" in label and "2 tipis of Cy" in label and "Ben" not in label


def test_target_hexes_carry_the_engines_preview_badge_and_words():
    state, rng = wr.new_game(["Ann", "Ben", "Cy"], seed=3), random.Random(3)
    while not (wr.to_dict(state)["phase"] == "action"
               and any(m["type"] == "tipi" for m in wr.legal_moves(state))):
        state = wr.apply(state, rng.choice(wr.legal_moves(state)))
    d, legal = wr.to_dict(state), wr.legal_moves(state)
    clicks = Clicks()
    clicks.click_action(d, legal, "tipi")
    source = sorted(clicks.highlights(d, legal))[0]
    clicks.click_hex(d, legal, source)
    targets = clicks.highlights(d, legal)
    previews = {t: preview(state, clicks.move_for(d, legal, t)) for t in targets}
    last = [{"type": "tipi", "from": "C3", "to": "C4"}]
    painted = view.board_paint(d, ["A", "B", "C"], ["red", "blue", "green"], targets, source, previews, last)
    assert len(painted) == 37 and "selected" in painted[source][0].split()
    for target, p in previews.items():
        cls, markup, label = painted[target]
        assert "legal" in cls.split() and label.endswith(p["text"]) and "can be chosen" in label
        if p["badge"]:
            assert 'class="note"' in markup and p["badge"] in markup
    assert "was-from" in painted["C3"][0].split() and "was-to" in painted["C4"][0].split()


def test_board_class_start_herd_and_info_lines():
    assert view.board_class(True, True) == "board picking show-names"
    assert view.board_class(False, False) == "board"
    d = wr.to_dict(wr.new_game(4, seed=0))
    start = view.start_herd(d)
    assert start["plains"][1] == "" and any('class="bicon"' in m for _c, m in start.values())
    assert not any('class="tipi"' in m for _c, m in start.values())
    s = sessions.new(["<i>Ann</i>", "Ben", "Cy"], 9)
    info = view.game_info_html(s.game.to_dict(s.state), 9)
    assert info.startswith("Seed 9 · ") and "3 players" in info and "<i>" not in info
    assert view.new_game_words(s.game.to_dict(s.state), 9).startswith("New game, seed 9: ")


def test_why_an_action_is_not_possible_lists_the_disabled_ones_but_pass():
    s = reach("action", seed=3)
    notes = action_notes(s.state)
    html = view.why_html(notes)
    disabled = [a for a, n in notes.items() if not n["enabled"] and a != "pass"]
    assert html.count("<li>") == len({notes[a]["text"] for a in disabled})  # one line per reason
    assert all(view.action_label(a) in html and notes[a]["text"] in html for a in disabled)
    assert "Pass" not in html


def test_actions_held_back_by_one_reason_share_its_line():
    notes = {"tipi": {"enabled": False, "text": "No tipi."}, "earn": {"enabled": False, "text": "No tipi."},
             "insert": {"enabled": False, "text": "Not 3 food."}, "buffalo": {"enabled": True, "text": "Go."},
             "pass": {"enabled": False, "text": "Not now."}}
    html = view.why_html(notes)
    assert html == ("<li><b>Move tipi, Earn</b>: No tipi.</li><li><b>New tipi</b>: Not 3 food.</li>")


def test_over_words_name_the_winner():
    s = finished()
    d = s.game.to_dict(s.state)
    words = view.over_words(d["players"], wr.ranking(s.state))
    assert words.startswith("Game over: ") and d["players"][wr.ranking(s.state)[0][0]]["name"] in words


def test_the_compact_board_puts_the_open_plains_under_the_hexes_with_bigger_pieces():
    from engine.wind_river.board import PLAINS
    from ui.wind_river import view_board, view_trail

    _x0, y0, width, height = (float(v) for v in view_board.view_box(True).split())
    sx, sy, sw, sh = view_board.strip_box(True)
    hexes = view_board.geometry(4)
    assert sy > max(g.cy for g in hexes) + view_board.R - 4 and sy + sh <= y0 + height  # under them
    assert sx + sw <= width and width < float(view_board.view_box().split()[2]) * 0.85  # narrower
    for seat in range(4):
        x, y = view_board.strip_tipi_xy(seat, True)
        assert sx < x - 15 and x + 60 < sx + sw and sy < y < sy + sh
    assert 'translate(0.0,10)' in view_board.hex_markup(0, 0, [1, 0, 0, 0], "ABCD", ["red"] * 4, compact=True)
    arrow = view_trail.trail_markup([{"type": "tipi", "from": "F3", "to": PLAINS}], 4, ["red"], True)
    x1, y1, x2, y2 = (float(v) for v in re.findall(r'[xy][12]="([-\d.]+)"', arrow))
    assert x1 == x2 and y2 > y1  # straight south into the band
