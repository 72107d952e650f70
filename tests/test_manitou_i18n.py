"""Manitou in German and French: the engine's sentences (describe, the reckoning, the reasons) and
the page's words come from the ``manitou`` catalogue once it is installed, the codes stay the
same, and English comes back unchanged after ``i18n.reset()``."""

from __future__ import annotations

import random
import re

import pytest

from e2e.language import english_words
from engine import manitou as mt
from engine.core import i18n
from engine.core.errors import IllegalMove
from engine.manitou import text
from ui.manitou import table, view

NAMES = ["Ann", "Ben", "Cy"]


def whole_game(seed: int):
    """Every log sentence, illegal-move message and status of a random 3-player game."""
    rng = random.Random(seed)
    s = mt.new_game(NAMES, seed=seed)
    lines, reasons = [], []
    while mt.legal_moves(s):
        legal = mt.legal_moves(s)
        for bad in ({"type": "pass"}, {"type": "play", "card": "chief", "ground": 1},
                    {"type": "pick", "card": "hunter-7"}, {"type": "fly"}, 7):
            if bad not in legal:
                with pytest.raises(IllegalMove) as e:
                    mt.apply(s, bad)
                reasons.append((e.value.code, str(e.value)))
        move = rng.choice(legal)
        lines.extend(mt.narrate(s, move))
        s = mt.apply(s, move)
    return lines, reasons, mt.status(s)


def test_move_sentences_in_german_and_french(speak):
    english = text.play_warrior("Ann", "scout", 2, "beats", "Ben", "medicine-man")
    assert english == "Ann plays a scout at ground 2: Ben's medicine man is defeated."
    speak("de", "manitou")
    assert text.play_warrior("Ann", "scout", 2, "beats", "Ben", "medicine-man") == \
        "Ann spielt einen Späher auf Jagdgrund 2 und besiegt den Medizinmann von Ben."
    assert text.play_warrior("Ann", "squaw", 1, "beaten", "Ben", "rain-maker") == \
        "Ann spielt eine Squaw auf Jagdgrund 1 und verliert gegen den Regenmacher von Ben."
    assert text.play_hunter("Cy", "hunter-7", 3) == "Cy spielt den Jäger 7 auf Jagdgrund 3."
    assert text.pick("Ann") == "Ann wählt eine Karte."
    assert text.prisoners(2, "Ann", [text.owned("Ben", "hunter-9")]) == \
        "Jagdgrund 2: Ann hält ihn und macht 1 Gefangenen: Jäger 9 von Ben."
    assert text.hide_thief(["Ann 14", "Ben 9"], ["Ann"]) == \
        "Jägerstärke auf allen Jagdgründen: Ann 14 und Ben 9. Ann hat am meisten gejagt und " \
        "bekommt einen Fellräuber (−10)."
    speak("fr", "manitou")
    assert text.play_warrior("Ann", "scout", 2, "beats", "Ben", "medicine-man") == \
        "Ann joue un éclaireur sur le terrain 2 et bat le sorcier de Ben."
    assert text.play_warrior("Ann", "chief", 3, "sacrifice", "Ben", "chief", "squaw") == \
        "Ann joue un chef sur le terrain 3 : cette carte est sacrifiée avec le chef de Ben ; " \
        "la squaw de Ben tient toujours le terrain."
    assert text.prisoners(1, "Cy", [text.owned("Ann", "squaw"), text.owned("Ben", "hunter-3")]) == \
        "Terrain 1 : Cy le tient et fait 2 prisonniers : squaw de Ann et chasseur 3 de Ben."
    i18n.reset()
    assert text.play_warrior("Ann", "scout", 2, "beats", "Ben", "medicine-man") == english


def test_describe_and_reasons_follow_the_language_and_keep_their_codes(speak):
    s = mt.new_game(NAMES, seed=9)
    seat = mt.to_act(s)
    assert seat is not None
    who = NAMES[seat]
    play = {"type": "play", "card": "chief", "ground": 1}
    with pytest.raises(IllegalMove) as e:
        mt.apply(s, play)
    assert (e.value.code, str(e.value)) == ("wrong-phase", f"{who} must choose a hunting party now.")
    pick = mt.legal_moves(s)[0]
    assert mt.describe(s, pick) == f"{who} chooses a card."
    for lang, must, picks in (("de", f"{who} muss jetzt einen Jagdtrupp zusammenstellen.",
                               f"{who} wählt eine Karte."),
                              ("fr", f"{who} doit maintenant composer une équipe de chasse.",
                               f"{who} choisit une carte.")):
        speak(lang, "manitou")
        with pytest.raises(IllegalMove) as e:
            mt.apply(s, play)
        assert (e.value.code, str(e.value)) == ("wrong-phase", must)
        assert mt.describe(s, pick) == picks
    i18n.reset()
    assert mt.describe(s, pick) == f"{who} chooses a card."


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_whole_game_is_told_without_english_and_english_comes_back_unchanged(speak, lang):
    english = whole_game(5)
    speak(lang, "manitou")
    lines, reasons, status = whole_game(5)
    assert len(lines) == len(english[0]) and status != english[2]
    assert [c for c, _m in reasons] == [c for c, _m in english[1]]  # the codes do not change
    # a malformed move's message quotes the contract's field names and values ('type', 'play')
    for sentence in lines + [m for c, m in reasons if c != "bad-move"]:
        assert english_words(sentence, allow=NAMES) == [], sentence
    assert all(a != b for a, b in zip(lines, english[0], strict=True))
    i18n.reset()
    assert whole_game(5) == english


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_page_markup_speaks_the_language(speak, lang):
    speak(lang, "manitou", "site")  # the page installs both: the end headline is the site's
    s = mt.new_game(NAMES, seed=3)
    rng = random.Random(3)
    while mt.to_dict(s)["phase"] == "select":
        s = mt.apply(s, rng.choice(mt.legal_moves(s)))
    o = mt.observe(s, 0)
    html = "".join([
        view.warriors_html(),
        view.scores_html(NAMES, mt.scores(s)),
        table.players_html(o, ["red", "blue", "green"], 0, ["human", "bot:easy", "bot:hard"], 0),
        table.grounds_html(o["grounds"], NAMES, ["red", "blue", "green"]),
        view.hand_html(o["players"][0]["hand"], None, True),
        view.picker_html({"chief": 2, "hunter-5": 1}, {"chief": 1}, 8),
        view.ranking_html(NAMES, [[0], [1, 2]], mt.scores(s)),
    ])
    visible = " ".join(re.sub(r"<[^>]*>", " ", html).split())
    labels = " ".join(re.findall(r'(?:title|aria-label)="([^"]*)"', html))
    assert english_words(visible + " " + labels, allow=NAMES) == []
    assert ("Häuptling" if lang == "de" else "Chef") in visible
