"""Wind River speaks German and French: the engine's sentences (describe, narrate, status, the
reasons of IllegalMove, the previews) and the page's words come from the wind-river catalogue
when it is installed, and are the English message ids again after ``i18n.reset()``."""

from __future__ import annotations

import pytest

from engine import wind_river as wr
from engine.core import i18n
from engine.core.errors import IllegalMove
from engine.wind_river import hints, text
from engine.wind_river import preview as wr_preview
from ui.wind_river import view as panels
from ui.wind_river.clicks import Clicks as Controller

NAMES = ["Ann", "Ben", "Cy"]


def a_game_in_the_action_phase():
    """A state in phase 'action' reached by playing the first legal move each time."""
    s = wr.new_game(NAMES, seed=7)
    lines = []
    while s.phase != "action":
        move = wr.legal_moves(s)[0]
        lines += wr.narrate(s, move)
        s = wr.apply(s, move)
    return s, lines


def everything_said(s):
    """Every sentence the engine and the page say about ``s``: status, each legal move's
    description and preview, the extra actions' notes, a refusal, the prompt and the steps."""
    out = [wr.status(s)]
    for move in wr.legal_moves(s):
        out.append(wr.describe(s, move))
        out.append(wr_preview.preview(s, move)["text"])
    out += [n["text"] for n in wr_preview.action_notes(s).values()]
    with pytest.raises(IllegalMove) as e:
        wr.apply(s, {"type": "place", "to": "C3"})
    out.append(str(e.value))
    d = wr.to_dict(s)
    out.append(Controller().prompt(d))
    out.append(panels.steps_html(hints.turn_steps(d, cost=wr.supply_cost(s))))
    return out


@pytest.mark.parametrize("lang, words", [
    ("de", ("Tipi", "Büffel", "Zug", "Zusatzaktion", "Nahrung")),
    ("fr", ("tipi", "bison", "tour", "action supplémentaire", "nourriture")),
])
def test_the_engine_speaks_the_installed_language_and_english_again_after_reset(speak, lang, words):
    s, _lines = a_game_in_the_action_phase()
    english = everything_said(s)
    speak(lang, "wind-river")
    translated = everything_said(s)
    assert all(t != e for t, e in zip(translated, english, strict=True)), \
        [e for t, e in zip(translated, english, strict=True) if t == e]
    joined = " ".join(translated)
    for word in words:
        assert word in joined, (word, joined[:400])
    i18n.reset()
    assert everything_said(s) == english


def test_german_and_french_sentences_for_known_moves(speak):
    s = wr.new_game(NAMES, seed=3)
    first = s.names[s.current]
    move = next(m for m in wr.legal_moves(s) if m["to"] == "C3")
    assert wr.describe(s, move) == f"{first} pitches a tipi on C3"
    speak("de", "wind-river")
    assert wr.describe(s, move) == f"{first} stellt ein Tipi auf C3"
    assert wr.status(s) == f"{first} muss ein Tipi auf ein leeres Feld stellen"
    speak("fr", "wind-river")
    assert wr.describe(s, move) == f"{first} plante un tipi sur C3"
    with pytest.raises(IllegalMove) as e:
        wr.apply(s, {"type": "earn"})
    assert e.value.code == "wrong-phase"  # the code stays; only the words follow the language
    assert str(e.value) == (f"{first} ne peut pas faire cela maintenant : il faut d'abord placer un tipi "
                            "sur une case vide.")


def test_plural_forms_follow_each_language(speak):
    speak("de", "wind-river")
    assert text.earn("Ann", 1) == "Ann erntet 1 Nahrung"
    assert text.supply_lost("Ann", 2, "C3") == ("Ann kann 2 Tipis auf C3 nicht versorgen; "
                                                "sie gehen in den eigenen Vorrat zurück")
    speak("fr", "wind-river")
    assert text.earn("Ann", 1) == "Ann récolte 1 nourriture"
    assert text.earn("Ann", 3) == "Ann récolte 3 nourriture"
    assert text.supply_lost("Ann", 1, "C3") == ("Ann ne peut pas ravitailler 1 tipi sur C3 ; "
                                                "retour dans sa réserve")


def test_the_log_leaves_turn_starts_to_the_turns_header_in_every_language(speak):
    for lang in ("de", "fr"):
        speak(lang, "wind-river")
        html = panels.log_lines(("Ann moves", "Ann pays 1", text.turn_start("Ben")), "red", ["Ann", "Ben"])
        assert html.count('class="move"') == 1 and html.count('class="follow"') == 1
        assert text.turn_start("Ben") not in html.replace("<bdi>", "").replace("</bdi>", "")


def test_a_game_told_in_german_is_told_in_french_after_a_switch(speak):
    s, english = a_game_in_the_action_phase()
    speak("de", "wind-river")
    german = a_game_in_the_action_phase()[1]
    speak("fr", "wind-river")
    french = a_game_in_the_action_phase()[1]
    assert len(german) == len(french) == len(english)
    assert all(len({e, g, f}) == 3 for e, g, f in zip(english, german, french, strict=True))


def test_the_ranking_words_and_hex_labels_are_translated(speak):
    d = wr.to_dict(wr.new_game(NAMES, seed=2))
    players = [{"name": n, "plains": 2, "resources": r} for n, r in zip(NAMES, (3, 3, 1), strict=True)]
    places = [[0, 1], [2]]
    speak("de", "wind-river")
    assert panels.winner_words(players, places) == "Ann und Ben teilen sich den ersten Platz!"
    assert panels.hex_label(d, "A1") == "A1: Berge, gesperrt"
    speak("fr", "wind-river")
    assert panels.winner_words(players, [[2], [0, 1]]) == "Cy gagne !"
    assert panels.hex_label(d, "plains") == "La grande prairie : encore aucun tipi"
