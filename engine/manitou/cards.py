"""Manitou's material as data: card ids, the warrior table, the buffalo piles, the layouts.

Internally a card is a small int, its *kind*: hunters of strength 1–10 are kinds 0–9 (strength =
kind + 1), the five great warriors are kinds 10–14. Moves and saves use the string ids of
:data:`CARD_IDS`. Cards of one id are identical, so a tribe is a count per kind (:data:`TRIBE`).
"""

from __future__ import annotations

from typing import Dict, FrozenSet, Tuple

#: Card id of each kind (index = kind).
CARD_IDS: Tuple[str, ...] = tuple(f"hunter-{s}" for s in range(1, 11)) + (
    "chief", "medicine-man", "rain-maker", "scout", "squaw")
KIND: Dict[str, int] = {cid: k for k, cid in enumerate(CARD_IDS)}
NUM_KINDS = len(CARD_IDS)          # 15
FIRST_WARRIOR = 10                 # kinds >= this are great warriors
CHIEF, MEDICINE_MAN, RAIN_MAKER, SCOUT, SQUAW = range(10, 15)

#: How many cards of each kind one tribe holds (two hunter-5, two of each warrior): 21 in all.
TRIBE: Tuple[int, ...] = (1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2)
TRIBE_SIZE = sum(TRIBE)

#: Hunter strength of each kind (0 for warriors).
STRENGTH: Tuple[int, ...] = tuple(k + 1 if k < FIRST_WARRIOR else 0 for k in range(NUM_KINDS))

#: The warrior table (rules §3): warrior kind -> the kinds it beats. Equal kinds cancel out.
BEATS: Dict[int, FrozenSet[int]] = {
    CHIEF: frozenset({MEDICINE_MAN, RAIN_MAKER, SCOUT}),
    MEDICINE_MAN: frozenset({RAIN_MAKER, SQUAW}),
    RAIN_MAKER: frozenset({SCOUT, SQUAW}),
    SCOUT: frozenset({MEDICINE_MAN, SQUAW}),
    SQUAW: frozenset({CHIEF}),
}
#: The same table as id -> sorted ids it beats (for the page, which shows it to players).
WARRIOR_TABLE: Dict[str, Tuple[str, ...]] = {
    CARD_IDS[w]: tuple(sorted(CARD_IDS[b] for b in beaten)) for w, beaten in BEATS.items()}

#: Party sizes (rules §4.2): the dealer picks 7, everyone else 8.
PARTY_SIZE = 8
DEALER_PARTY_SIZE = 7
HAND_SIZE = 3
PLAYS_PER_HUNT = 7
MAX_UP = 2          # face-up warriors of one player at one ground (a guarded pair, M-R4)
HUNTS = 3
HIDE_THIEF = -10

#: The buffalo piles (rules §1, M-R1: the small pile keeps all ten listed values).
LARGE_HERDS: Tuple[int, ...] = (9, 10, 10, 11, 12, 13)
SMALL_HERDS: Tuple[int, ...] = (1, 2, 2, 3, 4, 4, 5, 5, 6, 7)
LARGE_VALUES = frozenset(LARGE_HERDS)
SMALL_VALUES = frozenset(SMALL_HERDS)

#: Layout per player count (rules §4.1): per ground, the piles its cards come from ("L"/"S"),
#: laid out ground by ground, large before small.
LAYOUTS: Dict[int, Tuple[str, ...]] = {
    2: ("LS", "S", "S"),
    3: ("LS", "L", "S"),
    4: ("LS", "LS", "S"),
}


def per_hunt(n: int) -> Tuple[int, int]:
    """(large, small) buffalo cards laid out per hunt with ``n`` players."""
    spec = "".join(LAYOUTS[n])
    return spec.count("L"), spec.count("S")


def beats(w: int, v: int) -> bool:
    """True if warrior kind ``w`` beats warrior kind ``v``."""
    return v in BEATS[w]
