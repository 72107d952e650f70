"""ui.wind_river.render and ui.wind_river.panels: geometry to scale, the second cue on tipis, panels from state dicts."""

from __future__ import annotations

import math
import random
import re

from engine import wind_river as wr
from engine.wind_river.board import HEX_NAMES
from ui.wind_river import panels, render
from ui.wind_river import Session


def test_hexes_touch_their_neighbours_to_scale():
    g = {h.name: h for h in render.geometry(4)}
    w = math.sqrt(3) * render.R
    # E neighbour one hex width away; lanes 1.5 R apart and shifted lanes half a hex east
    assert math.isclose(g["C3"].cx - g["C2"].cx, w, abs_tol=0.05)
    assert math.isclose(g["D2"].cy - g["C2"].cy, 1.5 * render.R, abs_tol=0.05)
    assert math.isclose(g["D2"].cx - g["C2"].cx, w / 2, abs_tol=0.05)
    assert math.isclose(math.dist((g["C2"].cx, g["C2"].cy), (g["D2"].cx, g["D2"].cy)), w, abs_tol=0.05)
    for h in g.values():
        assert 0 < h.cx - w / 2 and h.cx + w / 2 < render.STRIP_X
        assert 0 < h.cy - render.R and h.cy + render.R < render.HEIGHT


def test_skeleton_has_every_hex_and_the_plains():
    svg = render.skeleton(3)
    assert sorted(re.findall(r'data-hex="([A-F]\d)"', svg)) == sorted(HEX_NAMES)
    assert svg.count('data-hex="plains"') == 1
    closed = re.findall(r'<g class="([^"]*)" data-hex="A\d"', svg)
    assert all("closed" in c for c in closed) and len(closed) == 6
    assert "closed with 3 players" in svg
    assert "closed with" not in render.skeleton(4)


def test_seat_marks_are_initials_or_numbers():
    assert render.seat_marks(["Ann", "ben", "Cy"]) == ["A", "B", "C"]
    assert render.seat_marks(["Ann", "Abe", "Cy"]) == ["1", "2", "3"]
    assert render.seat_marks(["Player 1", "Player 2", "Player 3", "Player 4"]) == ["1", "2", "3", "4"]


def test_tipis_carry_colour_and_mark():
    markup = render.hex_markup(3, 1, [2, 0, 1], ["A", "B", "C"], ["red", "blue", "green"])
    assert markup.count('class="tipi"') == 2
    assert ">A<" in markup and ">C<" in markup and ">B<" not in markup
    assert render.PALETTE["red"][0] in markup and render.PALETTE["green"][0] in markup
    assert 'class="tcount"' in markup  # two red tipis: a count badge
    assert 'class="moved"' in markup and "1 moved this step" in markup
    assert 'class="bcount"' in markup and ">3<" in markup


def test_board_view_marks_legal_and_selected():
    s = Session(["Ann", "Ben", "Cy"], 2)
    d = s.view()
    view = render.board_view(d, ["A", "B", "C"], s.colors, {"C2", "plains"}, "B2")
    assert view["C2"][0].split() == ["hex", "legal"]
    assert "selected" in view["B2"][0].split()
    assert view["plains"][0] == "plains legal"
    assert "closed" in view["A1"][0] and view["A1"][1] == ""
    assert len(view) == 37


def test_step_indicator_through_a_turn():
    s = Session(["Ann", "Ben", "Cy"], 4)
    assert "Setup" in panels.steps_html(s.view(), None)
    rng = random.Random(4)
    while s.view()["phase"] != "buffalo":
        s.play(rng.choice(s.legal()))
    d = s.view()
    html = panels.steps_html(d, wr.supply_cost(s.state))
    n = panels.on_board(d, d["current"])
    assert f"Herd 1 of {n}" in html and "Supply" in html and "Extra action" in html


def test_players_panel_and_escaping():
    s = Session(["<b>Ann</b>", "Ben", "Cy"], 4)
    html = panels.players_html(s.view(), ["1", "2", "3"], s.colors)
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "<b>Ann</b>" not in html
    assert html.count('data-seat="') == 3
    assert "to play" in html


def test_ranking_rows_and_tie_notes():
    players = [
        {"name": "Ann", "plains": 2, "resources": 0},
        {"name": "Ben", "plains": 1, "resources": 3},
        {"name": "Cy", "plains": 1, "resources": 1},
        {"name": "Dee", "plains": 0, "resources": 2},
    ]
    state = {"players": players}
    places = [[0], [1], [2], [3]]
    html = panels.ranking_html(state, places, list("ABCD"), ["red", "blue", "green", "yellow"])
    rows = re.findall(r'data-place="(\d)" data-seat="(\d)"', html)
    assert rows == [("1", "0"), ("2", "1"), ("3", "2"), ("4", "3")]
    text = re.sub("</?bdi>", "", html)
    assert "<bdi>Ann</bdi> wins!" in html
    assert "resources left decide: Ben (3), Cy (1)" in text
    shared = panels.tie_notes([{"name": "A", "plains": 1, "resources": 2}, {"name": "B", "plains": 1, "resources": 2},
                               {"name": "C", "plains": 0, "resources": 0}], [[0, 1], [2]])
    assert shared == ["A and B have 1 tipi in the plains and 2 resources each: they share a place."]


def test_log_lines_newest_first():
    html = panels.log_lines(("Ann moves", "Ann pays 1", "Ben's turn"), "red")
    assert html.index("Ben&#x27;s turn") < html.index("Ann pays 1") < html.index("Ann moves")
    assert 'class="turn-start"' in html


def test_every_hex_has_an_accessible_name_with_its_contents():
    from engine import wind_river as wr
    from ui.wind_river.panels import hex_label
    s = wr.new_game(["Ann", "Ben", "Cy"], seed=2)
    d = wr.to_dict(s)
    name, cell = next((n, c) for n, c in d["board"].items() if c["buffalo"])
    label = hex_label(d, name, legal=True)
    assert label.startswith(f"{name}: {cell['buffalo']} buffalo") and label.endswith("can be chosen")
    assert hex_label(d, "A1") == "A1: mountains, closed"  # three players: lane A is closed
    assert hex_label(d, "plains").startswith("The open plains")
    assert "picked" in hex_label(d, name, selected=True)
    d["board"][name]["tipis"] = [1, 0, 2]
    label = hex_label(d, name)
    assert "Ann's tipi" in label and "2 tipis of Cy" in label and "Ben" not in label


def test_arrow_keys_walk_the_board_and_reach_the_plains():
    from ui.wind_river.render import first_open_hex, neighbour_for_key as step
    assert first_open_hex(3) == "B1" and first_open_hex(4) == "A1"
    assert step("B1", "ArrowUp", 3) is None and step("B1", "ArrowUp", 4) == "A1"
    assert step("C6", "ArrowRight", 4) == "plains" and step("plains", "ArrowLeft", 4) == "D6"
    assert step("C1", "ArrowLeft", 4) is None and step("F2", "ArrowDown", 4) is None
    seen, frontier = set(), [first_open_hex(4)]
    while frontier:  # every hex and the plains are reachable by arrows alone
        h = frontier.pop()
        if h in seen:
            continue
        seen.add(h)
        frontier += [n for k in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight")
                     if (n := step(h, k, 4)) is not None]
    assert len(seen) == 37


def test_the_skeleton_makes_every_hex_a_focusable_button():
    import re

    from ui.wind_river.render import skeleton
    svg = skeleton(4)
    hexes = re.findall(r'<g class="[^"]*" data-hex="([^"]+)" role="button" tabindex="-1"', svg)
    assert len(hexes) == 37 and "plains" in hexes  # 36 hexes and the open plains
    assert 'data-hex="plains" role="button" tabindex="-1"' in svg


def test_target_hexes_carry_the_engines_preview_badge_and_words():
    import random

    from engine import wind_river as wr
    from engine.wind_river.preview import preview
    from ui.wind_river.controller import Controller
    from ui.wind_river.panels import hex_label

    state, rng = wr.new_game(["Ann", "Ben", "Cy"], seed=3), random.Random(3)
    while not (wr.to_dict(state)["phase"] == "action"
               and any(m["type"] == "tipi" for m in wr.legal_moves(state))):
        state = wr.apply(state, rng.choice(wr.legal_moves(state)))
    d, legal = wr.to_dict(state), wr.legal_moves(state)
    ctrl = Controller()
    ctrl.click_action(d, legal, "tipi")
    source = sorted(ctrl.highlights(d, legal))[0]
    assert ctrl.move_for(d, legal, source) is None  # a click there only picks the tipi
    ctrl.click_hex(d, legal, source)
    for target in ctrl.highlights(d, legal):
        move = ctrl.move_for(d, legal, target)
        assert move == {"type": "tipi", "from": source, "to": target}
        p = preview(state, move)
        view = render.board_view(d, ["A", "B", "C"], ["red", "blue", "green"], {target}, source,
                                 {target: p["badge"]})
        if p["badge"]:
            assert 'class="note"' in view[target][1] and p["badge"] in view[target][1]
        label = hex_label(d, target, legal=True, preview=p["text"])
        assert label.endswith(p["text"]) and "can be chosen" in label
    assert render.note_markup("") == ""


def test_the_last_moves_are_marked_until_the_next_person_acts():
    seats = [0, 0, 1, 2, 2]
    assert render.recent(seats, 5, 0) == [2, 3, 4]  # everything since seat 0 last moved
    assert render.recent(seats, 5, 2) == []  # seat 2 moved last: nothing to mark for them
    assert render.recent(seats, 2, 1) == [0, 1]
    moves = [{"type": "tipi", "from": "C3", "to": "C4"}, {"type": "place", "to": "D2"},
             {"type": "buffalo", "from": "B6", "to": "plains"}, {"type": "earn"}]
    assert render.spot_classes(moves) == {"C3": "was-from", "C4": "was-to", "D2": "was-to",
                                          "B6": "was-from", "plains": "was-to"}
    svg = render.trail_markup(moves, 4, ["red", "blue", "green", "yellow"])
    assert svg.count('class="arrow"') == 2  # only moves with a from and a to get an arrow
    assert render.colour("red")[0] in svg and render.colour("green")[0] in svg
    assert 'class="trail"' in render.skeleton(4)


def test_tipis_sit_centred_in_their_hex_with_a_pattern_per_seat():
    alone = render.hex_markup(0, 0, [0, 0, 0, 1], ["A", "B", "C", "D"], ["red", "blue", "green", "yellow"])
    assert 'transform="translate(0.0,13)"' in alone  # one tipi: in the middle, whatever its seat
    assert "pat-seat-3" in alone
    two = render.hex_markup(0, 0, [1, 0, 1, 0], ["A", "B", "C", "D"], ["red", "blue", "green", "yellow"])
    xs = [float(x) for x in re.findall(r'class="tipi" transform="translate\(([-\d.]+),13\)', two)]
    assert xs == [-12.5, 12.5]
    assert "pat-seat-2" in two and "pat-seat-1" not in two
    assert len(set(render.SEAT_PATTERNS)) == 4


def test_glide_goes_from_the_old_hex_to_the_new_one():
    centres = {g.name: (g.cx, g.cy) for g in render.geometry(4)}
    to, what, dx, dy = render.glide({"type": "buffalo", "from": "C2", "to": "D2"}, 1, 4)
    assert (to, what) == ("D2", "herd")
    assert (dx, dy) == (round(centres["C2"][0] - centres["D2"][0], 1), round(centres["C2"][1] - centres["D2"][1], 1))
    assert dy < 0  # C is north of D: the buffalo comes down from above
    to, what, dx, dy = render.glide({"type": "tipi", "from": "E4", "to": "E3"}, 2, 4)
    assert (to, what, dy) == ("E3", "tipi-2", 0.0) and dx > 80  # from one hex east
    for move in ({"type": "place", "to": "C2"}, {"type": "earn"}, {"type": "insert", "at": "C2"},
                 {"type": "pass"}):
        assert render.glide(move, 0, 4) is None
    # the new hex's tipi of that seat is the element the stylesheet moves
    assert 'class="tipi" transform="translate(0.0,13)" data-seat="2"' in render.hex_markup(
        0, 0, [0, 0, 1, 0], ["A", "B", "C", "D"], ["red", "blue", "green", "yellow"])


def test_a_step_into_the_open_plains_glides_to_the_strip():
    """A tipi walking off the east edge glides to its seat's tipi in the strip; a buffalo leaving
    the board glides to the strip's icon of the buffaloes gone (both elements carry the marks the
    stylesheet moves)."""
    centres = {g.name: (g.cx, g.cy) for g in render.geometry(3)}
    to, what, dx, dy = render.glide({"type": "tipi", "from": "D6", "to": "plains"}, 1, 3)
    tx, ty = render.strip_tipi_xy(1)
    assert (to, what) == ("plains", "tipi-1")
    assert (dx, dy) == (round(centres["D6"][0] - tx, 1), round(centres["D6"][1] + 13 - ty, 1))
    assert dx < 0  # the strip lies east of the board: the tipi comes in from the west
    strip = render.strip_markup([{"plains": 0}, {"plains": 1}, {"plains": 0}], ["A", "B", "C"],
                                ["red", "blue", "green"], 2)
    assert f'class="tipi" transform="translate({tx:.1f},{ty})" data-seat="1">' in strip
    to, what, dx, dy = render.glide({"type": "buffalo", "from": "B6", "to": "plains"}, 0, 3)
    gx, gy = render.strip_gone_xy(3)
    assert (to, what) == ("plains", "herd") and dx < 0
    assert (dx, dy) == (round(centres["B6"][0] - 18 - gx - 15, 1), round(centres["B6"][1] - 19 - gy - 10, 1))
    assert f'<g transform="translate({gx:.1f},{gy})"><use href="#buffalo" width="30" height="20" ' \
           'class="bicon gone"/>' in strip
    assert render.glide({"type": "tipi", "from": "plains", "to": "D6"}, 0, 3) is None  # never happens (R7)
