"""A damaged save's diagnostic in German and French: the words of engine/core/reading.py and
records.py (domain ``site``) and of each game's serial.py (its own domain) come from the
catalogues, and English comes back unchanged after ``i18n.reset()``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import wind_river as wr
from engine.core import i18n
from engine.core.errors import InvalidState

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))


def diagnostic(call, *args) -> str:
    with pytest.raises(InvalidState) as info:
        call(*args)
    return str(info.value)


def damaged_state() -> dict:
    d = wr.to_dict(wr.new_game(["Ann", "Ben", "Cy"], seed=4))
    d["players"][1]["resources"] = "lots"
    return d


EXPECTED = {
    "en": "Invalid game state: player 2's food must be a whole number, not str.",
    "de": "Ungültiger Spielstand: die Nahrung von Spieler 2: Hier gehört eine ganze Zahl hin, "
          "nicht str.",
    "fr": "État de partie non valable : la nourriture du joueur 2 : un nombre entier est attendu, "
          "pas str.",
}


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_damaged_state_is_explained_in_the_chosen_language(catalogues, lang) -> None:
    assert diagnostic(wr.from_dict, damaged_state()) == EXPECTED["en"]
    i18n.install(lang, catalogues[lang])
    assert diagnostic(wr.from_dict, damaged_state()) == EXPECTED[lang]
    i18n.reset()
    assert diagnostic(wr.from_dict, damaged_state()) == EXPECTED["en"]


def test_a_damaged_record_names_the_move_in_german_and_french(catalogues) -> None:
    rec = wr.new_record(["Ann", "Ben", "Cy"], seed=4)
    rec["moves"] = [wr.legal_moves(wr.new_game(["Ann", "Ben", "Cy"], seed=4))[0], {"type": "fly"}]
    english = diagnostic(wr.from_record, rec)
    assert english.startswith("Invalid game record: move 2 ({'type': 'fly'}) cannot be played: ")
    i18n.install("de", catalogues["de"])
    german = diagnostic(wr.from_record, rec)
    assert german.startswith("Ungültige Spielaufzeichnung: Zug 2 ({'type': 'fly'}) kann nicht "
                             "gespielt werden: ")
    i18n.install("fr", catalogues["fr"])
    assert diagnostic(wr.from_record, {"format": "wind-river-record/1", "moves": {}}) == \
        "Enregistrement de partie non valable : 'moves' doit être une liste."


def test_a_missing_key_and_a_bad_board_in_french(catalogues) -> None:
    i18n.install("fr", catalogues["fr"])
    d = wr.to_dict(wr.new_game(["Ann", "Ben", "Cy"], seed=4))
    del d["stock"]
    assert diagnostic(wr.from_dict, d) == \
        "État de partie non valable : l'état de la partie : il manque 'stock'."


@pytest.mark.parametrize("lang, expected", [
    ("en", "Invalid game state: player 1's hand must be a list."),
    ("de", "Ungültiger Spielstand: die Hand von Spieler 1: Hier gehört eine Liste hin."),
    ("fr", "État de partie non valable : la main du joueur 1 : une liste est attendue."),
])
def test_manitou_damaged_hand_in_three_languages(catalogues, lang, expected) -> None:
    from engine import manitou

    d = manitou.to_dict(manitou.new_game(["Ann", "Ben"], seed=2))
    d["players"][0]["hand"] = 5
    if lang != "en":
        i18n.install(lang, catalogues[lang])
    assert diagnostic(manitou.from_dict, d) == expected


@pytest.mark.parametrize("lang, expected", [
    ("en", "Invalid game state: player 2 has passed, so the tribe is off the board and holds no "
           "bison."),
    ("de", "Ungültiger Spielstand: Spieler 2 hat gepasst, also ist der Stamm nicht auf dem Brett "
           "und hat keine Bisons."),
    ("fr", "État de partie non valable : le joueur 2 a passé : sa tribu est hors du plateau et "
           "n’a pas de bisons."),
])
def test_white_buffalo_damaged_player_in_three_languages(catalogues, lang, expected) -> None:
    from engine import white_buffalo

    d = white_buffalo.to_dict(white_buffalo.new_game(["Ann", "Ben"], seed=3))
    d["players"][1]["passed"] = True
    d["players"][1]["bison"] = 2
    if lang != "en":
        i18n.install(lang, catalogues[lang])
    assert diagnostic(white_buffalo.from_dict, d) == expected
