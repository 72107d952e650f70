"""Cards as cards and their explanations (issue 49, points 1 and 2): the shared card
(ui/shell/card.py) and explanation (ui/shell/explain.py), White Buffalo's cards drawn from a card
id alone (ui/white_buffalo/card_faces.py), Manitou's played cards with their names in words, the
explanation's words in every language, and the shared focus bubble showing them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import white_buffalo as wb
from engine.white_buffalo.data import DESTINY, DESTINY_CARD, TEEPEE_ICONS, TEEPEE_IDS, TEEPEE_POINTS
from tests.fakedom import FakeEvent
from tests.page_harness import open_game
from tests.test_white_buffalo_i18n import english_in
from ui.manitou import table as manitou_table
from ui.manitou import view as manitou_view
from ui.shell.card import card_html
from ui.shell.explain import explain_attrs
from ui.white_buffalo import bag_view, card_faces
from ui.white_buffalo import view as wb_view

ROOT = Path(__file__).resolve().parent.parent
#: a new game's public view (the bag, the death rate card)
OBS = wb.observe(wb.new_game(["Ann", "Ben"], seed=3), None)


def part(html: str, cls: str) -> str:
    """The text of the first ``<span class="cls">`` in ``html`` (tags inside dropped)."""
    m = re.search(rf'<span class="{cls}"[^>]*>(.*?)</span>(?=<span class="gc-|</span>$)', html)
    assert m, (cls, html)
    return re.sub(r"<[^>]*>", "", m.group(1))


# ---- the shared card ------------------------------------------------------------------------------

def test_a_card_shows_its_corner_symbol_title_and_foot_in_its_tone():
    html = card_html(tone_name="blue", corner=7, art="<svg></svg>", title="Teepee", foot="3 points",
                     explain="What it does")
    assert 'class="gcard tone-blue explained"' in html
    assert '<span class="gc-corner">7</span>' in html
    assert '<span class="gc-art" aria-hidden="true"><svg></svg></span>' in html
    assert '<span class="gc-title">Teepee</span>' in html
    assert '<span class="gc-foot">3 points</span>' in html
    assert 'data-explain="What it does"' in html and 'aria-description="What it does"' in html
    assert ' title="' not in html  # no mouse-only tooltip


def test_a_card_escapes_its_words_and_refuses_an_unknown_tone():
    html = card_html(tone_name="<script>", corner="<b>", title='"x"')
    assert "tone-paper" in html and "<script>" not in html and "<b>" not in html
    assert "&lt;b&gt;" in html and "&quot;x&quot;" in html
    assert "gc-art" not in html and "gc-foot" not in html and "data-explain" not in html


def test_an_explanation_makes_a_thing_tappable_but_adds_no_tab_stop():
    said = ' data-explain="Six bison" aria-description="Six bison"'
    assert explain_attrs("Six bison") == said + ' tabindex="-1"'
    assert explain_attrs("Six  bison\n", control=True) == said
    assert explain_attrs("  ") == ""


# ---- White Buffalo's cards --------------------------------------------------------------------------

@pytest.mark.parametrize("card,kind,value", [("red-horse-1", "horse", "1"),
                                             ("purple-hunter-2", "hunter", "2")])
def test_an_action_card_shows_its_colour_value_and_kind(card, kind, value):
    html = card_faces.action_card(card)
    assert f"tone-{card.split('-')[0]}" in html and f'data-shown="{card}"' in html
    assert part(html, "gc-corner") == value and part(html, "gc-title") == kind
    assert str(card_faces.ART[kind]) in html
    assert f"{kind.capitalize()} card, value {value}" in html  # its explanation


def test_a_teepee_card_shows_points_set_symbol_and_its_bison_icons():
    for card in ("I-red", "IV-blue", "V-yellow"):
        t = TEEPEE_IDS.index(card)
        html = card_faces.stack_face(card)
        assert part(html, "gc-corner") == str(TEEPEE_POINTS[t])
        assert part(html, "gc-title").startswith(f"Teepee {card.split('-')[0]} · ")
        assert html.count('class="wb-icon"') == TEEPEE_ICONS[t]
        assert f"tone-{card.split('-')[1]}" in html


def test_peace_cards_name_the_colour_they_retire_and_bill_is_a_card():
    s2, tr3 = card_faces.stack_face("S2"), card_faces.stack_face("TR3")
    assert "wants-yellow" in s2 and part(s2, "gc-foot") == "retires yellow"
    assert part(s2, "gc-title") == "Settler"
    assert "wants-slate" in tr3 and part(tr3, "gc-foot") == "retires any colour"
    assert part(card_faces.stack_face("BB"), "gc-title") == "Buffalo Bill"


def test_destiny_and_tribe_cards_show_their_numbers():
    html = wb_view.destiny_html(["D06"])
    assert part(html, "gc-corner") == str(DESTINY[DESTINY_CARD["D06"]][2]) and 'data-shown="D06"' in html
    assert 'class="destiny ' in html  # the secret's hook (tests/page_harness.py) is kept
    tribe = wb_view.tribe_html(4, {"red": 1})
    assert part(tribe, "gc-corner") == "4" and "4 bison on the tribe card" in tribe
    assert "red power +1" in tribe


def test_choosable_cards_stay_buttons_with_the_explanation_on_the_button():
    hand = wb_view.hand_html(["red-horse-2", "blue-hunter-1"], ["red-horse-2"], True)
    buttons = re.findall(r"<button[^>]*>", hand)
    assert len(buttons) == 2 and all("data-explain=" in b and "tabindex" not in b for b in buttons)
    assert 'data-card="red-horse-2"' in buttons[0] and "legal" in buttons[0]
    inside = hand.split(">", 1)[1]
    assert "tabindex" not in inside  # nothing focusable inside a button
    row = wb_view.row_html(["green-horse-1", None, "red-hunter-2"], [1, 3])
    assert row.count("data-row-slot=") == 3 and row.count("data-explain=") == 2
    display = wb_view.display_html(["I-red", "S2", None, None, None, None], [2, None], [1], None)
    assert display.count("data-display-slot=") == 6 and display.count("data-explain=") == 2


def test_the_bags_cubes_and_the_death_rate_card_are_explained():
    bag = bag_view.bag_html({"bag": {"brown": 3, "red": 1}})
    items = re.findall(r"<li [^>]*>", bag)
    assert len(items) == len(bag_view.BAG_ORDER) and all("data-explain=" in i and "title=" not in i
                                                        for i in items)
    assert 'data-explain="3 × brown — bison: onto your tribe card' in bag
    death = bag_view.death_html(OBS)
    assert re.search(r'<svg class="death-card"[^>]*data-explain="Death rate card: ', death)


# ---- Manitou's played cards ------------------------------------------------------------------------

def test_a_played_warrior_has_its_name_beside_it_and_an_explanation():
    row = [{"card": "medicine-man", "up": True}, {"card": "hunter-4", "up": True}]
    grounds: list = [{"buffalo": [9], "cards": [row, [{"card": "chief", "up": False}]]},
               {"buffalo": [], "cards": [[], []]}, {"buffalo": [], "cards": [[], []]}]
    html = manitou_table.grounds_html(grounds, ["Ann", "Ben"], ["red", "blue"])
    names = re.findall(r'<span class="wname( down)?" aria-hidden="true">([^<]*)</span>', html)
    assert names == [("", "Medicine man"), (" down", "Chief")]  # the defeated chief struck through
    played = re.findall(r'<span class="mcard (?:warrior|hunter)[^"]*"[^>]*>', html)
    assert len(played) == 3 and all("data-explain=" in p and 'tabindex="-1"' in p and " title=" not in p
                                    for p in played)
    assert "beats rain maker, squaw; beaten by chief, scout" in html.lower()
    assert "Face down: defeated" in html  # the face-down chief
    assert "A herd worth 9" in manitou_table.buffalo_html(9)


def test_a_played_warriors_name_is_at_least_11_px_beside_it_from_600_px():
    css = (ROOT / "ui" / "manitou" / "style.css").read_text(encoding="utf-8")
    root = (ROOT / "ui" / "style.css").read_text(encoding="utf-8")
    sizes = re.findall(r"\.side \.cards \.wname \{[^}]*font-size: var\((--fs-\w+)\)", css)
    rem = {name: float(v) for name, v in re.findall(r"(--fs-\w+): ([\d.]+)rem", root)}
    assert len(sizes) == 1 and rem[sizes[0]] * 16 >= 11
    phone = css[css.index("@media (max-width: 599px)"):]
    assert ".side .cards .wname { display: none; }" in phone  # a phone: the larger view instead
    assert ".side .cards .mcard:focus > .cardsvg" in css and "scale(2.4)" in css


# ---- the words in every language --------------------------------------------------------------------

def said(html: str) -> str:
    """The words of the first ``data-explain`` in ``html``."""
    m = re.search(r'data-explain="([^"]*)"', html)
    assert m, html
    return m.group(1)


def explanations() -> list:
    out = [card_faces.action_explain("red-horse-1"), card_faces.action_explain("red-hunter-2"),
           card_faces.teepee_explain("II-green"), card_faces.peace_explain("S1"),
           card_faces.peace_explain("TR3"), card_faces.stack_explain("BB"),
           said(card_faces.destiny_face("D01", "x")), said(card_faces.tribe_face(2)),
           said(bag_view.bag_html({"bag": {"red": 2}})), said(bag_view.death_html(OBS))]
    return out


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_white_buffalos_explanations_are_in_german_and_french(speak, lang):
    english = explanations()
    speak(lang, "white-buffalo")
    said = explanations()
    speak("en", "white-buffalo")
    for en, there in zip(english, said, strict=True):
        # ("orange" is French too)
        assert there and there != en and [w for w in english_in(there) if w != "orange"] == [], there


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_manitous_explanations_are_in_german_and_french(speak, lang):
    from ui.manitou import card_words
    english = [card_words.card_explain("hunter-3"), card_words.card_explain("scout"),
               card_words.card_explain("squaw", False), card_words.buffalo_explain(5),
               card_words.thief_explain()]
    speak(lang, "manitou")
    said = [card_words.card_explain("hunter-3"), card_words.card_explain("scout"),
            card_words.card_explain("squaw", False), card_words.buffalo_explain(5),
            card_words.thief_explain()]
    grounds = manitou_view.card_label("medicine-man")
    speak("en", "manitou")
    for en, there in zip(english, said, strict=True):
        assert there and there != en, there
    assert grounds != "Medicine man"


# ---- the shared bubble shows them --------------------------------------------------------------------

def test_focusing_a_hand_card_shows_its_explanation_in_the_shared_bubble():
    h = open_game("white-buffalo")
    h.start_game(["Ann", "Ben", "Cy"])
    if h.shown("#privacy"):
        h.reveal()
    card = h.el("#hand [data-card]")
    card.focus()
    # a focus the page moved, before any key: no bubble over the cards (a phone after a tap)
    assert not h.shown("#focus-tip")
    card.blur()
    h.key("Shift")  # the keyboard in use: a focus shows the words
    card.focus()
    assert h.shown("#focus-tip") and h.text("#focus-tip").startswith(("Horse card", "Hunter card"))
    assert "focus-tip" in card.getAttribute("aria-describedby")
    card.blur()
    assert not h.shown("#focus-tip")


def test_tapping_a_herd_on_a_ground_shows_its_explanation():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"])
    h.reveal()
    # the buffalo cards lie on the grounds from the start; played cards are explained the same way
    herd = h.el("#grounds .mcard.buffalo")
    herd.focus()
    assert h.shown("#focus-tip") and h.text("#focus-tip").startswith("A herd worth")


def pointer(h, kind: str, target, how: str = "mouse", related=None) -> None:
    """A pointer event of ``how`` (mouse, touch) on ``target``."""
    target.dispatchEvent(FakeEvent(kind, pointerType=how, relatedTarget=related))
    h.check()


def test_a_resting_mouse_shows_a_cards_words_and_leaving_puts_them_away():
    h = open_game("manitou")
    h.start_game(["Ann", "Ben"])
    h.reveal()
    herd = h.el("#grounds .mcard.buffalo")
    h.doc.activeElement.blur()  # (the focus on the first card of the party shows that card's words)
    assert not h.shown("#focus-tip")
    pointer(h, "pointerover", herd)
    assert not h.shown("#focus-tip")  # not at once: a mouse passing over shows nothing
    h.timers(400)
    assert h.shown("#focus-tip") and h.text("#focus-tip").startswith("A herd worth")
    assert "focus-tip" in herd.getAttribute("aria-describedby")
    pointer(h, "pointerout", herd, related=h.el("#grounds"))
    assert not h.shown("#focus-tip") and not herd.getAttribute("aria-describedby")
    pointer(h, "pointerover", herd)
    pointer(h, "pointerout", herd, related=h.el("#grounds"))
    h.timers(400)
    assert not h.shown("#focus-tip")  # it left before the wait was over


def test_a_long_press_shows_the_words_until_the_next_touch_and_a_short_one_nothing():
    h = open_game("white-buffalo")
    h.start_game(["Ann", "Ben", "Cy"])
    if h.shown("#privacy"):
        h.reveal()
    card = h.el("#hand [data-card]")
    pointer(h, "pointerdown", card, "touch")
    pointer(h, "pointerup", card, "touch")
    h.timers(600)
    assert not h.shown("#focus-tip")  # a tap is a tap
    pointer(h, "pointerdown", card, "touch")
    h.timers(600)
    assert h.shown("#focus-tip") and h.text("#focus-tip") == card.getAttribute("data-explain")
    pointer(h, "pointerup", card, "touch")
    assert h.shown("#focus-tip")  # still there to be read once the finger is lifted
    pointer(h, "pointerdown", h.el("#status"), "touch")
    assert not h.shown("#focus-tip")


def test_manitous_hand_and_party_cards_are_explained_on_their_buttons():
    picker = manitou_view.picker_html({"chief": 1, "hunter-3": 1}, {}, 5, "red")
    hand = manitou_view.hand_html(["scout"], None, True, "red")
    for html in (picker, hand):
        buttons = re.findall(r"<button[^>]*>", html)
        assert buttons and all("data-explain=" in b and "tabindex" not in b for b in buttons)
        assert " title=" not in html  # the bubble, not a mouse-only tooltip
    assert "Chief, a great warrior: beats" in picker and "Hunter, strength 3" in picker
