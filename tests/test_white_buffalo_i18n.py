"""White Buffalo in German and French: the engine's sentences (describe, the events, the status,
the reasons a move is refused) and the page's markup (the map, the cards, the score sheet) come
out of the compiled ``white-buffalo`` catalogue once it is installed, and in the English of the
message ids again after ``i18n.reset()``; the game itself does not change with the language."""

from __future__ import annotations

import random
import re

import pytest

from engine import white_buffalo as wb
from engine.core import i18n
from engine.core.errors import IllegalMove
from engine.white_buffalo import hints
from engine.white_buffalo.data import TERRITORY_NAMES
from ui.white_buffalo import view

NAMES = ["Ann", "Ben", "Cy"]
#: English words that must not be left in a German or French sentence of this game
ENGLISH = re.compile(r"\b(the|and|with|from|cannot|must|herds?|cards?|teepees?|hunts?|"
                     r"draws?|takes?|moves?|passes|retires|buys?|red|blue|black|grey|"
                     r"green|yellow|purple|orange|white|brown|horse|hunter|slot|row|bag|War)\b")
#: what every language keeps: the players' names, the places, the game's proper nouns and codes
PROPER = sorted([*NAMES, *TERRITORY_NAMES, "Buffalo Bill", "White Buffalo"], key=len, reverse=True)


def english_in(text: str) -> list:
    """English words of ``text`` once the proper nouns are taken out (HTML tags ignored)."""
    text = re.sub(r"<[^>]*>", " ", text)
    for name in PROPER:
        text = text.replace(name, " ")
    return ENGLISH.findall(text)


def game_words(seed: int = 7):
    """Everything the engine says over a whole seeded game: describe and narrate of every move,
    the status before it, some refusals, and the finished state."""
    rng = random.Random(seed)
    s = wb.new_game(NAMES, seed=seed)
    lines, refusals, n = [], [], 0
    while wb.to_act(s) is not None:
        legal = wb.legal_moves(s)
        lines.append(wb.status(s))
        for bad in ({"type": "hunt"}, {"type": "end"}, {"type": "step", "to": "TX"},
                    {"type": "horse", "card": "red-horse-1"}, {"type": "take", "slot": 2},
                    {"type": "buy", "slot": 1, "war": []}, {"type": "place", "territory": "ZZ"}):
            if bad not in legal:
                try:
                    wb.apply(s, bad)
                except IllegalMove as e:
                    refusals.append((e.code, str(e)))
        move = rng.choice([m for m in legal if m["type"] != "pass" or n > 150] or legal)
        lines.append(wb.describe(s, move))
        lines.extend(wb.narrate(s, move))
        s = wb.apply(s, move)
        n += 1
    lines.append(wb.status(s))
    return s, lines, refusals


def sheet(state) -> str:
    return view.ranking_html(NAMES, wb.ranking(state), wb.scores(state))


def test_the_engine_speaks_german_and_french_and_english_again_after_reset(speak):
    speak("en", "white-buffalo")
    state_en, english, refused_en = game_words()
    assert "Ann places the tribe in" in " ".join(english)
    by_lang = {}
    for lang in ("de", "fr"):
        speak(lang, "white-buffalo")
        state, lines, refused = game_words()
        assert wb.to_dict(state) == wb.to_dict(state_en)  # the words never change the game
        assert [c for c, _ in refused] == [c for c, _ in refused_en]  # codes stay codes
        assert len(lines) == len(english)
        left = {line: english_in(line) for line in lines + [t for _, t in refused] if english_in(line)}
        assert left == {}, f"{lang}: English left in {list(left.items())[:5]}"
        by_lang[lang] = lines
    assert by_lang["de"][0] != by_lang["fr"][0] != english[0]
    assert any(line.startswith("Ann setzt den Stamm nach ") for line in by_lang["de"])
    assert any(line.startswith("Ann place sa tribu dans le territoire ") for line in by_lang["fr"])
    assert any("Büffel" in line for line in by_lang["de"])
    assert any("bison" in line for line in by_lang["fr"])
    i18n.reset()
    again = game_words()[1]
    assert again == english  # byte for byte the English of the message ids


def test_reasons_and_card_words_in_each_language(speak):
    s = wb.new_game(NAMES, seed=3)
    seat = wb.to_act(s)
    assert seat is not None
    bad = {"type": "hunt"}
    for lang, want in (("en", "must first place the tribe in a territory."),
                       ("de", "muss den Stamm zuerst in ein Gebiet setzen."),
                       ("fr", "doit d’abord placer sa tribu dans un territoire.")):
        speak(lang, "white-buffalo")
        with pytest.raises(IllegalMove) as e:
            wb.apply(s, bad)
        assert e.value.code == "must-place"
        assert str(e.value) == f"{NAMES[seat]} {want}"
    for lang, want in (("en", "red horse 2"), ("de", "rote Pferdekarte 2"), ("fr", "cheval rouge 2")):
        speak(lang, "white-buffalo")
        hand = view.hand_html(["red-horse-2"], [], True)
        assert hand.count(f'<span class="visually-hidden">{want}</span>') == 1


def test_the_score_sheet_and_the_map_in_german_and_french(speak):
    state, _lines, _refused = game_words(11)
    english = sheet(state)
    obs = wb.observe(state, 0)
    colours = ["red", "blue", "green"]
    numbers = re.findall(r'data-row="(\w+)">(-?\d+)<', english)
    expected = {"de": ["Tipipunkte", "Schicksalskarten", "Summe", "Erfüllte Schicksalskarten"],
                "fr": ["Points des tipis", "Cartes Destin", "Total", "Cartes Destin remplies"]}
    for lang in ("de", "fr"):
        speak(lang, "white-buffalo")
        html = sheet(state)
        for word in expected[lang]:
            assert f'<th scope="row">{word}</th>' in html
        assert re.findall(r'data-row="(\w+)">(-?\d+)<', html) == numbers  # same figures
        assert english_in(html) == []
        svg = view.map_svg(obs, colours)
        assert english_in(svg) == [], english_in(svg)
        panels = (view.display_html(obs["display"], hints.display_costs(state, 0), [], None)
                  + view.players_html(obs, colours, 0, ["human", "bot:hard", "human"], 1, [1, 2, 3])
                  + view.destiny_html(["D01", "D06", "D12", "D15"])
                  + view.war_html(obs["war"], NAMES) + view.tribe_html(2, hints.tribe_powers(state, 0)))
        assert english_in(panels) == [], english_in(panels)
    i18n.reset()
    assert sheet(state) == english
    assert '<th scope="row">Teepee points</th>' in english


def test_plurals_follow_each_language(speak):
    event = {"type": "kill", "cube": "black", "herds": [{"territory": "WY"}]}
    two = {**event, "herds": [{"territory": "WY"}, {"territory": "CO"}]}
    from engine.white_buffalo import text
    speak("de", "white-buffalo")
    assert text.event(NAMES, event) == "Der schwarze Würfel tötet 1 Herde (Wyoming)."
    assert text.event(NAMES, two) == "Der schwarze Würfel tötet 2 Herden (Wyoming, Colorado)."
    speak("fr", "white-buffalo")
    assert text.event(NAMES, {**event, "herds": []}) == "Le cube noir tue 0 troupeau (aucun)."
    assert text.event(NAMES, two) == "Le cube noir tue 2 troupeaux (Wyoming, Colorado)."
    assert view.points(-6) == "(-6 points)" and view.points(1) == "(1 point)"
    speak("en", "white-buffalo")
    assert text.event(NAMES, {**event, "herds": []}) == "The black cube kills 0 herds (none)."
