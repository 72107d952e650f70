"""Suggest's line of why for Wind River: what a move does for its player, in words, from the
public position (``observe``: everything in Wind River is public)."""

from __future__ import annotations

from typing import Any, Dict

from ..core.i18n import words
from .board import PLAINS

_, ngettext, pgettext = words("wind-river").functions()


def why(obs: Dict[str, Any], seat: int, move: Dict[str, Any]) -> str:
    """One line: why ``move`` is good for ``seat`` in the observed position ``obs``."""
    board = obs.get("board", {})
    me = obs["players"][seat]

    def herd(at: str) -> int:
        return int(board.get(at, {}).get("buffalo", 0))

    def mine(at: str) -> int:
        return int(board.get(at, {}).get("tipis", [0] * (seat + 1))[seat])

    t, phase = move["type"], obs.get("phase")
    if t == "place":
        return ngettext("Next to {n} buffalo on {at}: the tipi can eat there.",
                        "Next to {n} buffaloes on {at}: the tipi can eat there.", herd(move["to"]),
                        at=move["to"])
    if t == "abandon":
        return _("The tipi on {at} is the one to give up: the herd has left it.", at=move["at"])
    if t == "earn":
        return _("Your herds give more than any other action now (you have {r} food).",
                 r=me.get("resources", 0))
    if t == "insert":
        return _("A new tipi on {at}: one more buffalo step on each of your turns.", at=move["at"])
    if t == "pass":
        return _("No extra action helps you this turn.")
    if move.get("to") == PLAINS:
        if t == "tipi":
            return _("This tipi reaches the open plains: it is safe and counts at the end.")
        return _("The buffalo leaves into the open plains, making room for the herd behind it.")
    if t == "tipi":
        return ngettext("The tipi follows the herd to {to}, where {n} buffalo stands.",
                        "The tipi follows the herd to {to}, where {n} buffaloes stand.", herd(move["to"]),
                        to=move["to"])
    if mine(move["to"]):
        return _("The buffalo walks to {to}, where your tipi stands and can eat.", to=move["to"])
    if phase == "buffalo":
        return _("The herd moves east from {frm} to {to}, keeping it close to your tipis.",
                 frm=move["from"], to=move["to"])
    return _("One more buffalo from {frm} to {to} brings the herd where you need it.",
             frm=move["from"], to=move["to"])
