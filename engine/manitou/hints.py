"""What the page needs to know about choosing a party, from the rules (no page arithmetic).

* :func:`party_needed` — how many cards the player to act still picks this hunt (§4.2, M-R3);
* :func:`ground_strengths`, :func:`holders` — per ground, each seat's hunter strength and who holds it;
* :func:`suggest_party` — the first-hunt suggestion of §4.2 (two strong hunters, two weak ones
  and four different warriors), completed from what the reserve holds. A hint for players, not a
  rule: the player may choose anything.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from .cards import CARD_IDS, FIRST_WARRIOR, KIND, STRENGTH
from .rules import SELECT, party_target
from .state import State, thaw


def party_needed(state: State) -> int:
    """Cards the player to act must still pick (0 outside the choice of parties)."""
    s = thaw(state)
    if s.phase != SELECT:
        return 0
    return party_target(s, s.current) - sum(s.party[s.current])


def suggest_party(reserve: Dict[str, int], size: int) -> List[str]:
    """``size`` card ids from ``reserve`` (id -> count): the two strongest and the two weakest
    hunters, then one warrior of each kind (as many kinds as fit), then the strongest of what is
    left. The list is sorted by card id order; with a smaller reserve, all of it."""
    left = {KIND[c]: n for c, n in reserve.items() if c in KIND and n > 0}
    hunters = sorted((k for k, n in left.items() if k < FIRST_WARRIOR for _ in range(n)),
                     key=lambda k: STRENGTH[k])
    chosen: List[int] = []

    def take(k: int) -> None:
        if len(chosen) < size and left.get(k, 0) > 0:
            left[k] -= 1
            chosen.append(k)

    for k in hunters[-2:] + hunters[:2]:
        take(k)
    for k in sorted(k for k in left if k >= FIRST_WARRIOR):
        if len([c for c in chosen if c >= FIRST_WARRIOR]) < 4:
            take(k)
    rest = sorted((k for k, n in left.items() for _ in range(n)),
                  key=lambda k: (-STRENGTH[k], k))
    for k in rest:
        take(k)
    return [CARD_IDS[k] for k in sorted(chosen)]


def ground_strengths(grounds: Sequence[Dict[str, Any]]) -> List[List[int]]:
    """Per ground (state JSON ``grounds``), each seat's hunter strength lying there."""
    return [[sum(STRENGTH[KIND[c["card"]]] for c in row if c.get("card") in KIND) for row in g["cards"]]
            for g in grounds]


def holders(grounds: Sequence[Dict[str, Any]]) -> List[Optional[int]]:
    """Per ground, the seat holding it (face-up warriors there, §5), or None."""
    out: List[Optional[int]] = []
    for g in grounds:
        up = [p for p, row in enumerate(g["cards"]) if any(c.get("up") for c in row)]
        out.append(up[0] if up else None)
    return out


def is_warrior(card: str) -> bool:
    """True for a great warrior's id, False for a hunter's."""
    return KIND[card] >= FIRST_WARRIOR


def strength(card: str) -> int:
    """A hunter's strength (0 for a warrior)."""
    return STRENGTH[KIND[card]]
