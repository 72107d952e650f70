"""The players' colours as drawn: each palette name (``engine.core.players.PALETTE``) with the fill
and the ink drawn on it. Only these fixed values ever reach markup or CSS, never a name itself.
"""

from __future__ import annotations

from typing import Dict, Tuple

from engine.core.i18n import N_, words

_, ngettext, pgettext = words("site").functions()

# Colour names a player may choose, with the fill and the text colour drawn on it.
PALETTE: Dict[str, Tuple[str, str]] = {
    "red": ("#c8322b", "#ffffff"),
    "blue": ("#2c6db5", "#ffffff"),
    "green": ("#2e8b47", "#ffffff"),
    "yellow": ("#e8b923", "#2a2113"),
    "purple": ("#7b4bb0", "#ffffff"),
    "black": ("#2b2b2b", "#ffffff"),
}

UNKNOWN_COLOUR = ("#8a8a8a", "#ffffff")

#: the colour names as players read them (translated where shown: :func:`colour_name`)
NAMES = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"), "yellow": N_("yellow"),
         "purple": N_("purple"), "black": N_("black")}


def colour_name(name: str) -> str:
    """A palette colour's name in the player's language (``red`` -> ``rot``); others as they are."""
    return _(NAMES[name]) if name in NAMES else name


def colour(name: object) -> Tuple[str, str]:
    """(fill, text colour) for a palette colour name; anything else (a tampered save) is grey."""
    return PALETTE.get(name, UNKNOWN_COLOUR) if isinstance(name, str) else UNKNOWN_COLOUR
