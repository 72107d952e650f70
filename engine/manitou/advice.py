"""Suggest's line of why for Manitou: what a pick or a play does for its player, in words, from
that player's own view only (``observe(state, seat)``: the open cards at the grounds, the
buffalo there, and the player's own cards)."""

from __future__ import annotations

from typing import Any, Dict, List

from ..core.i18n import words
from . import text

_, ngettext, pgettext = words("manitou").functions()


def _strength(cards: List[Dict[str, Any]]) -> int:
    """The hunting strength of one tribe's open hunters at a ground."""
    total = 0
    for c in cards:
        card = str(c.get("card", ""))
        if card.startswith("hunter-"):
            total += int(card.split("-")[1])
    return total


def _up_warrior(cards: List[Dict[str, Any]]) -> bool:
    """True when a tribe has a face-up warrior at a ground."""
    return any(not str(c.get("card", "")).startswith("hunter-") and c.get("up") for c in cards)


def why(obs: Dict[str, Any], seat: int, move: Dict[str, Any]) -> str:
    """One line: why ``move`` is good for ``seat`` in the observed position ``obs``."""
    t = move["type"]
    if t == "pass":
        return _("None of your cards can be played: passing is the only move.")
    card = str(move["card"])
    hunter = card.startswith("hunter-")
    if t == "pick":
        if hunter:
            return _("Take {card}: strong hunters win the big herds.", card=text.card_name(card))
        return _("Take {card}: a warrior can hold a ground and take prisoners.",
                 card=text.card_name(card))
    ground = int(move["ground"])
    g = obs["grounds"][ground - 1]
    herd = sum(int(v) for v in g.get("buffalo", []))
    rows = g.get("cards", [])
    mine = _strength(rows[seat]) if seat < len(rows) else 0
    best = max((_strength(r) for k, r in enumerate(rows) if k != seat), default=0)
    if hunter:
        return _("Your hunters at ground {g} would reach {mine} against {best}, for buffalo worth {herd}.",
                 g=ground, mine=mine + int(card.split("-")[1]), best=best, herd=herd)
    foes = any(_up_warrior(r) for k, r in enumerate(rows) if k != seat)
    if foes:
        return _("Lay {card} against the warrior holding ground {g} (buffalo worth {herd}).",
                 card=text.card_name(card), g=ground, herd=herd)
    return _("Lay {card} to hold ground {g} (buffalo worth {herd}) and take the cards there.",
             card=text.card_name(card), g=ground, herd=herd)
