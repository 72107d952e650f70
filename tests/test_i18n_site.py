"""The shared page's words (domain ``site``) in German and French: the new-game form, the checks on
names and seeds, and the sentences about saves, files and links, each said about its own source.
English stays the message ids themselves."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine.core import i18n
from engine.core.players import check_names, check_seed
from engine.wind_river import INFO as WR_INFO
from ui.shell import saves, seats, transfer
from ui.shell.colours import colour_name
from ui.shell.form import form_html
from ui.shell.saves import SaveError
from ui.wind_river import sessions

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

FORMAT = "wind-river-record/1"


@pytest.fixture
def mo(catalogues):
    """The site domain's compiled catalogue per language (tests/conftest.py compiles them once)."""
    return {lang: catalogues[lang]["site"] for lang in ("de", "fr")}


def speak(lang, mo):
    i18n.install(lang, {"site": mo[lang]})


def test_the_form_speaks_german_and_keeps_its_hooks(mo):
    english = form_html(WR_INFO)
    assert "Start the game" in english and ">red</option>" in english and "bot: hard" in english
    speak("de", mo)
    html = form_html(WR_INFO)
    assert "Spiel starten" in html and "Start the game" not in html
    assert '<option value="red" selected>rot</option>' in html  # the value stays the palette word
    assert '<option value="hard">Computer: schwer</option>' in html
    assert 'placeholder="Spieler 2"' in html and 'name="seat-1"' in html
    assert '<option value="4" selected>4 Spieler</option>' in html


def test_player_counts_follow_each_languages_plural_rule(mo):
    _, ngettext, _p = i18n.words("site").functions()
    speak("fr", mo)
    assert ngettext("{n} player", "{n} players", 1) == "1 joueur"
    assert ngettext("{n} player", "{n} players", 0) == "0 joueur"  # French: 0 is singular
    speak("de", mo)
    assert ngettext("{n} player", "{n} players", 0) == "0 Spieler"


def test_name_and_seed_errors_reach_the_form_in_french(mo):
    speak("fr", mo)
    with pytest.raises(ValueError, match="^Deux joueurs ont le même nom.$"):
        check_names(["Ann", "ann", "Bob"], 3, 4, "Wind River")
    with pytest.raises(ValueError, match="^Wind River se joue à 3 ou 4 joueurs.$"):
        check_names(["Ann"], 3, 4, "Wind River")
    with pytest.raises(ValueError, match="^Le numéro de tirage doit être un nombre entier.$"):
        check_seed("x")
    i18n.reset()
    with pytest.raises(ValueError, match="^Wind River needs 3 or 4 players.$"):
        check_names(["Ann"], 3, 4, "Wind River")


def test_save_file_and_link_problems_are_whole_sentences_about_their_source(mo):
    for source, english in (("save", "The save is damaged"), ("file", "The file is damaged"),
                            ("link", "The link is damaged")):
        with pytest.raises(SaveError, match=f"^{english}: it is not readable game data.$"):
            saves.decode("{oops", FORMAT, source)
    speak("de", mo)
    with pytest.raises(SaveError, match="^Die Datei ist beschädigt"):
        transfer.from_file("{oops", FORMAT)
    with pytest.raises(SaveError, match="^Der Spielstand ist keine Spielaufzeichnung.$"):
        saves.decode("[1]", FORMAT)
    link = transfer.to_link_fragment({"format": FORMAT, "players": ["Ann", "Bob", "Cy"], "seed": 1,
                                      "moves": [{"type": "nonsense"}]})
    with pytest.raises(SaveError, match=r"^Zug 1 des Links \(.*\) lässt sich nicht spielen: "):
        transfer.load(sessions, link, "link")


def test_session_records_are_refused_in_the_players_language(mo):
    speak("fr", mo)
    with pytest.raises(ValueError, match="^Les joueurs, le numéro de tirage ou les couleurs du fichier "):
        sessions.from_record({"format": FORMAT, "players": ["A"], "seed": 1, "moves": []}, "file")
    with pytest.raises(ValueError, match="^La sauvegarde n’est pas un enregistrement de partie"):
        sessions.from_record([], "save")


def test_colour_and_level_words(mo):
    assert colour_name("purple") == "purple" and seats.label("bot:hard") == "computer, hard"
    speak("de", mo)
    assert colour_name("purple") == "lila" and colour_name("teal") == "teal"
    assert seats.label("bot:hard") == "Computer, schwer" and seats.label("human") == "Mensch"
    speak("fr", mo)
    assert seats.level_words("easy") == "facile"
