"""Every panel rendered with hostile strings in every field a save can carry: nothing reaches the
markup as a tag, an attribute or a CSS value it was not meant to be (issue: saves you can trust)."""

from __future__ import annotations

import random
from html.parser import HTMLParser

import pytest

from engine import wind_river as wr
from engine.wind_river import hints
from ui.shell.safe_html import text_with_names
from ui.shell.session import Session
from ui.wind_river import sessions
from ui.wind_river import view as panels
from ui.wind_river import view_board as render

HOSTILE_NAMES = ['<img src=x onerror=a()>', '"><svg onload=a()>', "Ann' onmouseover='a()",
                 "&lt;b&gt;", "\u202eevil"]
HOSTILE_COLOURS = ['"><img src=x onerror=alert(1)>', "url(http://evil.example/x)",
                   "red\" style=\"x", "</style><script>a()</script>"]
ALLOWED_TAGS = {"li", "span", "b", "svg", "path", "text", "bdi", "g", "use", "title", "circle", "rect",
                "h2", "table", "thead", "tbody", "tr", "th", "td", "ul", "small", "polygon", "code",
                "button"}


class Audit(HTMLParser):
    """Collects every tag and attribute of a piece of markup."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list = []
        self.attrs: list = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs.extend(attrs)


def assert_inert(markup: str) -> None:
    audit = Audit()
    audit.feed(markup)
    audit.close()
    assert set(audit.tags) <= ALLOWED_TAGS, set(audit.tags) - ALLOWED_TAGS
    for name, value in audit.attrs:
        assert not name.startswith("on"), (name, value)
        assert name not in ("src", "srcset", "formaction"), name
        value = value or ""
        assert "url(" not in value and "javascript:" not in value and "<" not in value, (name, value)
        if name in ("fill", "style"):
            assert value.startswith("#") or value.startswith("background:#"), (name, value)


def finished_game() -> Session:
    s = sessions.new(["<img src=x onerror=a()>", '"><svg onload=a()>', "Ann' onclick='a()"], 5)
    rng = random.Random(5)
    while s.game.to_dict(s.state)["phase"] != "over":
        s.play(rng.choice(s.legal()))
    return s


def test_hostile_names_are_kept_as_text_but_never_as_markup():
    s = finished_game()
    d = s.game.to_dict(s.state)
    marks = render.seat_marks(s.players)
    for colours in (s.colors, HOSTILE_COLOURS[:3]):
        assert_inert(panels.players_html(d, marks, colours, ["human", "bot:hard", "bot:easy"]))
        assert_inert(panels.ranking_html(d, wr.ranking(s.state), marks, colours))
        for markup in render.board_view(d, marks, colours).values():
            assert_inert(markup[1])
        assert_inert(render.strip_markup(d["players"], marks, colours, d["buffalo_out"]))
        for i, lines in enumerate(s.texts):
            assert_inert(panels.log_lines(lines, colours[(s.seats[i] or 0) % 3], s.players))
    assert_inert(panels.steps_html(hints.turn_steps(d)))
    html = panels.players_html(d, marks, s.colors)
    assert "&lt;img src=x onerror=a()&gt;" in html and "<bdi>" in html


@pytest.mark.parametrize("colour", HOSTILE_COLOURS)
def test_a_hostile_colour_is_drawn_grey(colour):
    assert render.colour(colour) == render.UNKNOWN_COLOUR
    badge = panels.badge(colour, "A")
    assert_inert(badge)
    assert "evil" not in badge and "onerror" not in badge


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_names_in_sentences_are_isolated_and_escaped(name):
    html = text_with_names(f"{name} moves a buffalo from C2 to C3.", [name, "Ben"])
    assert_inert(html)
    assert html.startswith("<bdi>") and "</bdi> moves a buffalo" in html


def test_a_save_with_hostile_colours_is_refused_before_anything_is_drawn():
    rec = sessions.new(["Ann", "Ben", "Cy"], 3).record()
    rec["colors"] = [HOSTILE_COLOURS[0], "blue", "green"]
    with pytest.raises(wr.InvalidState, match="colour"):
        sessions.from_record(rec)


def test_unknown_keys_of_an_accepted_save_are_kept():
    s = sessions.new(["Ann", "Ben", "Cy"], 3)
    s.play(s.legal()[0])
    rec = s.record()
    rec["extra"] = {"note": "kept"}
    rec["version"] = 2
    again = sessions.from_record(rec)
    out = again.record()
    assert out["extra"] == {"note": "kept"} and out["version"] == 2
    assert out["moves"] == rec["moves"] and out["format"] == "wind-river-record/1"


@pytest.mark.parametrize("name", ["2", "7", "x", "amp", "lt", "quot", "#", ";", "&"])
def test_a_name_inside_a_character_reference_leaves_the_sentence_whole(name):
    text = "Ann & Ben <choose> this turn's \"action\""
    html = text_with_names(text, [name, "Ann"])
    from html import unescape
    from re import split
    pieces = split(r"</?bdi>", html)  # as a browser reads it: each text run on its own
    assert "".join(unescape(p) for p in pieces) == text  # the words read as written
    assert "<bdi>Ann</bdi>" in html and "&<bdi>" not in html
