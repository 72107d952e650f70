"""ui.wind_river.view_board and view_trail: geometry to scale, the second cue on tipis, the last
moves' marks."""

from __future__ import annotations

import math
import re

from engine.wind_river.board import HEX_NAMES
from ui.wind_river import sessions, view_board, view_trail


def test_hexes_touch_their_neighbours_to_scale():
    g = {h.name: h for h in view_board.geometry(4)}
    w = math.sqrt(3) * view_board.R
    # E neighbour one hex width away; lanes 1.5 R apart and shifted lanes half a hex east
    assert math.isclose(g["C3"].cx - g["C2"].cx, w, abs_tol=0.05)
    assert math.isclose(g["D2"].cy - g["C2"].cy, 1.5 * view_board.R, abs_tol=0.05)
    assert math.isclose(g["D2"].cx - g["C2"].cx, w / 2, abs_tol=0.05)
    assert math.isclose(math.dist((g["C2"].cx, g["C2"].cy), (g["D2"].cx, g["D2"].cy)), w, abs_tol=0.05)
    for h in g.values():
        assert h.cx - w / 2 > 0 and h.cx + w / 2 < view_board.STRIP_X
        assert h.cy - view_board.R > 0 and h.cy + view_board.R < view_board.HEIGHT


def test_skeleton_has_every_hex_and_the_plains():
    svg = view_board.skeleton(3)
    assert sorted(re.findall(r'data-hex="([A-F]\d)"', svg)) == sorted(HEX_NAMES)
    assert svg.count('data-hex="plains"') == 1
    closed = re.findall(r'<g class="([^"]*)" data-hex="A\d"', svg)
    assert all("closed" in c for c in closed) and len(closed) == 6
    assert "closed with 3 players" in svg
    assert "closed with" not in view_board.skeleton(4)


def test_seat_marks_are_initials_or_numbers():
    assert view_board.seat_marks(["Ann", "ben", "Cy"]) == ["A", "B", "C"]
    assert view_board.seat_marks(["Ann", "Abe", "Cy"]) == ["1", "2", "3"]
    assert view_board.seat_marks(["Player 1", "Player 2", "Player 3", "Player 4"]) == ["1", "2", "3", "4"]


def test_tipis_carry_colour_and_mark():
    markup = view_board.hex_markup(3, 1, [2, 0, 1], ["A", "B", "C"], ["red", "blue", "green"])
    assert markup.count('class="tipi"') == 2
    assert ">A<" in markup and ">C<" in markup and ">B<" not in markup
    assert view_board.PALETTE["red"][0] in markup and view_board.PALETTE["green"][0] in markup
    assert 'class="tcount"' in markup  # two red tipis: a count badge
    assert 'class="moved"' in markup and "1 moved this step" in markup
    assert 'class="bcount"' in markup and ">3<" in markup


def test_board_view_marks_legal_and_selected():
    s = sessions.new(["Ann", "Ben", "Cy"], 2)
    d = s.game.to_dict(s.state)
    view = view_board.board_view(d, ["A", "B", "C"], s.colors, {"C2", "plains"}, "B2")
    assert view["C2"][0].split() == ["hex", "legal"]
    assert "selected" in view["B2"][0].split()
    assert view["plains"][0] == "plains legal"
    assert "closed" in view["A1"][0] and view["A1"][1] == ""
    assert len(view) == 37


def test_the_skeleton_makes_every_hex_a_focusable_button():
    import re

    from ui.wind_river.view_board import skeleton
    svg = skeleton(4)
    hexes = re.findall(r'<g class="[^"]*" data-hex="([^"]+)" role="button" tabindex="-1"', svg)
    assert len(hexes) == 37 and "plains" in hexes  # 36 hexes and the open plains
    assert 'data-hex="plains" role="button" tabindex="-1"' in svg


def test_the_last_moves_are_marked_until_the_next_person_acts():
    seats = [0, 0, 1, 2, 2]
    assert view_trail.recent(seats, 5, 0) == [2, 3, 4]  # everything since seat 0 last moved
    assert view_trail.recent(seats, 5, 2) == []  # seat 2 moved last: nothing to mark for them
    assert view_trail.recent(seats, 2, 1) == [0, 1]
    moves = [{"type": "tipi", "from": "C3", "to": "C4"}, {"type": "place", "to": "D2"},
             {"type": "buffalo", "from": "B6", "to": "plains"}, {"type": "earn"}]
    assert view_trail.spot_classes(moves) == {"C3": "was-from", "C4": "was-to", "D2": "was-to",
                                          "B6": "was-from", "plains": "was-to"}
    svg = view_trail.trail_markup(moves, 4, ["red", "blue", "green", "yellow"])
    assert svg.count('class="arrow"') == 2  # only moves with a from and a to get an arrow
    assert view_board.colour("red")[0] in svg and view_board.colour("green")[0] in svg
    assert 'class="trail"' in view_board.skeleton(4)


def test_tipis_sit_centred_in_their_hex_with_a_pattern_per_seat():
    alone = view_board.hex_markup(0, 0, [0, 0, 0, 1], ["A", "B", "C", "D"],
                                  ["red", "blue", "green", "yellow"])
    assert 'transform="translate(0.0,13)"' in alone  # one tipi: in the middle, whatever its seat
    assert "pat-seat-3" in alone
    two = view_board.hex_markup(0, 0, [1, 0, 1, 0], ["A", "B", "C", "D"], ["red", "blue", "green", "yellow"])
    xs = [float(x) for x in re.findall(r'class="tipi" transform="translate\(([-\d.]+),13\)', two)]
    assert xs == [-12.5, 12.5]
    assert "pat-seat-2" in two and "pat-seat-1" not in two
    assert len(set(view_board.SEAT_PATTERNS)) == 4


def glided(move: dict, seat: int, players: int) -> tuple:
    """``view_trail.glide`` of a move that does glide."""
    found = view_trail.glide(move, seat, players)
    assert found is not None, move
    return found


def test_glide_goes_from_the_old_hex_to_the_new_one():
    centres = {g.name: (g.cx, g.cy) for g in view_board.geometry(4)}
    to, what, dx, dy = glided({"type": "buffalo", "from": "C2", "to": "D2"}, 1, 4)
    assert (to, what) == ("D2", "herd")
    c2, d2 = centres["C2"], centres["D2"]
    assert (dx, dy) == (round(c2[0] - d2[0], 1), round(c2[1] - d2[1], 1))
    assert dy < 0  # C is north of D: the buffalo comes down from above
    to, what, dx, dy = glided({"type": "tipi", "from": "E4", "to": "E3"}, 2, 4)
    assert (to, what, dy) == ("E3", "tipi-2", 0.0) and dx > 80  # from one hex east
    for move in ({"type": "place", "to": "C2"}, {"type": "earn"}, {"type": "insert", "at": "C2"},
                 {"type": "pass"}):
        assert view_trail.glide(move, 0, 4) is None
    # the new hex's tipi of that seat is the element the stylesheet moves
    assert 'class="tipi" transform="translate(0.0,13)" data-seat="2"' in view_board.hex_markup(
        0, 0, [0, 0, 1, 0], ["A", "B", "C", "D"], ["red", "blue", "green", "yellow"])


def test_a_step_into_the_open_plains_glides_to_the_strip():
    """A tipi walking off the east edge glides to its seat's tipi in the strip; a buffalo leaving
    the board glides to the strip's icon of the buffaloes gone (both elements carry the marks the
    stylesheet moves)."""
    centres = {g.name: (g.cx, g.cy) for g in view_board.geometry(3)}
    to, what, dx, dy = glided({"type": "tipi", "from": "D6", "to": "plains"}, 1, 3)
    tx, ty = view_board.strip_tipi_xy(1)
    assert (to, what) == ("plains", "tipi-1")
    assert (dx, dy) == (round(centres["D6"][0] - tx, 1), round(centres["D6"][1] + 13 - ty, 1))
    assert dx < 0  # the strip lies east of the board: the tipi comes in from the west
    strip = view_board.strip_markup([{"plains": 0}, {"plains": 1}, {"plains": 0}], ["A", "B", "C"],
                                ["red", "blue", "green"], 2)
    assert f'class="tipi" transform="translate({tx:.1f},{ty})" data-seat="1">' in strip
    to, what, dx, dy = glided({"type": "buffalo", "from": "B6", "to": "plains"}, 0, 3)
    gx, gy = view_board.strip_gone_xy(3)
    assert (to, what) == ("plains", "herd") and dx < 0
    assert (dx, dy) == (round(centres["B6"][0] - 18 - gx - 15, 1), round(centres["B6"][1] - 19 - gy - 10, 1))
    assert f'<g transform="translate({gx:.1f},{gy})"><use href="#buffalo" width="30" height="20" ' \
           'class="bicon gone"/>' in strip
    # never happens (R7)
    assert view_trail.glide({"type": "tipi", "from": "plains", "to": "D6"}, 0, 3) is None
