"""Suggest's line of why for White Buffalo: what a move does for its player, in words, from that
player's own view only (``observe(state, seat)``: the map's herds, the row, the display, the
player's own hand)."""

from __future__ import annotations

from typing import Any, Dict

from ..core.i18n import words
from . import text

_, ngettext, pgettext = words("white-buffalo").functions()


def why(obs: Dict[str, Any], seat: int, move: Dict[str, Any]) -> str:
    """One line: why ``move`` is good for ``seat`` in the observed position ``obs``."""
    herds = obs.get("herds", {})
    me = obs["players"][seat]
    t = move["type"]

    def herds_at(tid: Any) -> int:
        return int(herds.get(str(tid), 0))

    if t in ("place", "step"):
        tid = move.get("territory") or move.get("to")
        return ngettext("{place}: {n} herd to hunt there.", "{place}: {n} herds to hunt there.",
                        herds_at(tid), place=text.territory_name(str(tid)))
    if t == "take":
        return _("More cards in hand mean longer moves and bigger hunts on your next turns.")
    if t == "horse":
        return _("{card} moves your tribe towards more herds.", card=text.card_name(move["card"]))
    if t == "stack":
        return _("{card} makes the hunt bigger: one more cube from the bag per point.",
                 card=text.card_name(move["card"]))
    if t == "hunt":
        here = me.get("territory")
        return ngettext("Hunt now: {n} herd stands here.", "Hunt now: {n} herds stand here.",
                        herds_at(here))
    if t == "cube":
        if move["to"] == "war":
            return _("On the War Card the cube pays for a teepee like a bison.")
        return _("Leaving the cube in the territory keeps the War Card's slots for later.")
    if t == "end":
        return _("Nothing more is worth playing this turn.")
    if t == "buy":
        return _("A teepee scores at the end and makes cards of its colour stronger.")
    if t == "retire":
        return _("The retired teepee still scores, your prices drop, and the card counts in sets.")
    if t == "sweep":
        return _("Clearing this card opens the display for teepees again.")
    return _("Passing now adds 3 points and keeps everything you have.")
