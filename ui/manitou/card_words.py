"""What each of Manitou's cards does, in the game's words (the ``manitou`` catalogue): shown when a
player hovers, long-presses or focuses a card on the table (:mod:`ui.shell.explain`). The warrior
table comes from the engine's data (``WARRIOR_TABLE``), never written out again here.
"""

from __future__ import annotations

from typing import Iterable

from engine.core.i18n import words as catalogue
from engine.manitou import WARRIOR_TABLE
from engine.manitou import text as words

_, ngettext, pgettext = catalogue("manitou").functions()


def _names(cards: Iterable[str]) -> str:
    return ", ".join(words.warrior_name(c) for c in cards)


def card_explain(card: str, up: object = None) -> str:
    """A hunter's or a great warrior's explanation (``up`` False: lying face down, defeated)."""
    if card.startswith("hunter-") and card[7:].isdigit():
        return _("Hunter, strength {n}: at the reckoning the strongest hunters at a ground take its "
                 "best herd, the second strongest the next one; the most hunter strength over all "
                 "grounds takes a hide thief (−10).", n=card[7:])
    if card not in WARRIOR_TABLE:
        return ""
    beaten_by = [w for w, beats in WARRIOR_TABLE.items() if card in beats]
    text = _("{warrior}, a great warrior: beats {beats}; beaten by {beaten}. Equal warriors cancel out. "
             "Whoever holds the ground with face-up warriors at the reckoning takes every card "
             "there as prisoners.", warrior=words.warrior_name(card), beats=_names(WARRIOR_TABLE[card]),
             beaten=_names(beaten_by))
    text = text[:1].upper() + text[1:]  # the warrior's name opens the sentence
    if up is False:
        return _("Face down: defeated, it waits to be taken. {about}", about=text)
    return text


def buffalo_explain(value: object) -> str:
    """A buffalo card's explanation."""
    return _("A herd worth {value}: at the reckoning the strongest hunters here take the most "
             "valuable herd, the second strongest the other; a tie for first sends them to the box.",
             value=value)


def thief_explain() -> str:
    """The hide thief's explanation."""
    return _("Hide thief: −10 points, for the most hunter strength over all three grounds in a hunt.")
