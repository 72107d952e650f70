"""White Buffalo's material as data (rules §1–§2, every table a [RECONSTRUCTION]).

This is the one module a corrected list from the printed game changes: the board and the trail,
the action cards, the Teepee Cards, the Settler/Treaty/Railroad cards, Buffalo Bill, the Destiny
Cards, the death rate card, the War Card, the tribe card, the track length and the scoring
tables. Everything else derives its numbers from here.

Internally everything is a small int: territories 0–11 (the order of :data:`TERRITORIES`),
action card kinds 0–19 (``colour * 4 + form``), stack cards 0–43 (teepees 0–24, peace cards
25–42, Buffalo Bill 43), cube colours 0–6 (sorted by name, the bag's pull order, §13).
"""

from __future__ import annotations

from typing import Any, Dict, Tuple

# ---- the board (§2.1–2.3) --------------------------------------------------------------------

#: (id, name, adjacent ids) per territory, north to south.
BOARD: Tuple[Tuple[str, str, Tuple[str, ...]], ...] = (
    ("AB", "Alberta", ("SK", "MT")),
    ("SK", "Saskatchewan", ("AB", "MT", "ND")),
    ("MT", "Montana", ("AB", "SK", "ND", "SD", "WY")),
    ("ND", "North Dakota", ("SK", "MT", "SD")),
    ("SD", "South Dakota", ("ND", "MT", "WY", "NE")),
    ("WY", "Wyoming", ("MT", "SD", "NE", "CO")),
    ("NE", "Nebraska", ("SD", "WY", "CO", "KS")),
    ("CO", "Colorado", ("WY", "NE", "KS", "OK", "NM")),
    ("KS", "Kansas", ("NE", "CO", "OK")),
    ("NM", "New Mexico", ("CO", "OK", "TX")),
    ("OK", "Oklahoma", ("KS", "CO", "NM", "TX")),
    ("TX", "Texas", ("NM", "OK")),
)
#: The buffalo trail, a closed loop (§2.2, WB-R15).
TRAIL_IDS: Tuple[str, ...] = ("AB", "MT", "WY", "CO", "NM", "TX", "OK", "KS", "NE", "SD", "ND", "SK")
HERDS_PER_TERRITORY = 3
#: Spaces on the lost-herds track (2/3 of the herds): the game ends when it is full (§9).
TRACK_LENGTH = 24

TERRITORIES: Tuple[str, ...] = tuple(t[0] for t in BOARD)
TERRITORY_NAMES: Tuple[str, ...] = tuple(t[1] for t in BOARD)
TERRITORY: Dict[str, int] = {tid: i for i, tid in enumerate(TERRITORIES)}
NUM_TERRITORIES = len(TERRITORIES)
#: Adjacent territory indices per territory (board adjacency, symmetric).
ADJ: Tuple[Tuple[int, ...], ...] = tuple(tuple(TERRITORY[a] for a in t[2]) for t in BOARD)
TRAIL: Tuple[int, ...] = tuple(TERRITORY[t] for t in TRAIL_IDS)
#: The next territory along the trail loop, per territory.
NEXT: Tuple[int, ...] = tuple(TRAIL[(TRAIL.index(t) + 1) % len(TRAIL)] for t in range(NUM_TERRITORIES))
TOTAL_HERDS = HERDS_PER_TERRITORY * NUM_TERRITORIES

# ---- action cards (§2.4) ---------------------------------------------------------------------

CARD_COLOURS: Tuple[str, ...] = ("red", "yellow", "green", "blue", "purple")
NUM_COLOURS = len(CARD_COLOURS)
#: The four card forms of every colour: (kind word, value, copies per colour).
FORMS: Tuple[Tuple[str, int, int], ...] = (
    ("horse", 1, 4), ("horse", 2, 3), ("hunter", 1, 2), ("hunter", 2, 3))
NUM_KINDS = NUM_COLOURS * len(FORMS)               # 20
CARD_IDS: Tuple[str, ...] = tuple(f"{c}-{f[0]}-{f[1]}" for c in CARD_COLOURS for f in FORMS)
CARD: Dict[str, int] = {cid: k for k, cid in enumerate(CARD_IDS)}
CARD_COLOUR: Tuple[int, ...] = tuple(k // len(FORMS) for k in range(NUM_KINDS))
CARD_VALUE: Tuple[int, ...] = tuple(FORMS[k % len(FORMS)][1] for k in range(NUM_KINDS))
IS_HUNTER: Tuple[bool, ...] = tuple(FORMS[k % len(FORMS)][0] == "hunter" for k in range(NUM_KINDS))
COPIES: Tuple[int, ...] = tuple(FORMS[k % len(FORMS)][2] for k in range(NUM_KINDS))
NUM_ACTION_CARDS = sum(COPIES)                     # 60
ROW_SIZE = 3
HAND_SIZE = 7
TAKE_COUNT = 3

# ---- Teepee Cards (§2.5) ---------------------------------------------------------------------

SETS: Tuple[str, ...] = ("I", "II", "III", "IV", "V")
SYMBOLS: Tuple[str, ...] = ("pipe", "feather", "drum", "shield", "sun")
#: (id, set index, colour index, symbol index, points, bison icons), ids "<set>-<colour>".
_TEEPEE_ROWS = (
    ("I", "red", "pipe", 3, 1), ("I", "yellow", "feather", 3, 1), ("I", "green", "drum", 3, 1),
    ("I", "blue", "shield", 3, 1), ("I", "purple", "sun", 3, 1),
    ("II", "red", "drum", 4, 1), ("II", "yellow", "shield", 4, 1), ("II", "green", "sun", 4, 1),
    ("II", "blue", "pipe", 4, 1), ("II", "purple", "feather", 4, 1),
    ("III", "red", "sun", 5, 1), ("III", "yellow", "pipe", 5, 1), ("III", "green", "feather", 5, 1),
    ("III", "blue", "drum", 5, 1), ("III", "purple", "shield", 5, 1),
    ("IV", "red", "feather", 6, 2), ("IV", "yellow", "drum", 5, 1), ("IV", "green", "shield", 5, 1),
    ("IV", "blue", "sun", 6, 2), ("IV", "purple", "pipe", 5, 1),
    ("V", "red", "shield", 6, 1), ("V", "yellow", "sun", 7, 2), ("V", "green", "pipe", 6, 1),
    ("V", "blue", "feather", 6, 1), ("V", "purple", "drum", 7, 2),
)
NUM_TEEPEES = len(_TEEPEE_ROWS)                    # 25
TEEPEE_IDS: Tuple[str, ...] = tuple(f"{r[0]}-{r[1]}" for r in _TEEPEE_ROWS)
TEEPEE_SET: Tuple[int, ...] = tuple(SETS.index(r[0]) for r in _TEEPEE_ROWS)
TEEPEE_COLOUR: Tuple[int, ...] = tuple(CARD_COLOURS.index(r[1]) for r in _TEEPEE_ROWS)
TEEPEE_SYMBOL: Tuple[int, ...] = tuple(SYMBOLS.index(r[2]) for r in _TEEPEE_ROWS)
TEEPEE_POINTS: Tuple[int, ...] = tuple(r[3] for r in _TEEPEE_ROWS)
TEEPEE_ICONS: Tuple[int, ...] = tuple(r[4] for r in _TEEPEE_ROWS)

# ---- Settler, Treaty and Railroad cards (§2.6), Buffalo Bill (§2.7) --------------------------

PEACE_KINDS: Tuple[str, ...] = ("Settler", "Treaty", "Railroad")
#: (id, kind index, set, colour it retires or "any", the death-rate row whose cube it brings)
_PEACE_ROWS = (
    ("S1", 0, "I", "red", "grey"), ("S2", 0, "I", "yellow", "grey"),
    ("S3", 0, "II", "green", "grey"), ("S4", 0, "II", "blue", "grey"),
    ("S5", 0, "III", "purple", "grey"), ("S6", 0, "IV", "any", "grey"),
    ("TR1", 1, "I", "green", "blue"), ("TR2", 1, "II", "blue", "blue"),
    ("TR3", 1, "II", "any", "blue"), ("TR4", 1, "III", "purple", "blue"),
    ("TR5", 1, "III", "red", "blue"), ("TR6", 1, "IV", "yellow", "blue"),
    ("RR1", 2, "III", "purple", "black"), ("RR2", 2, "III", "red", "black"),
    ("RR3", 2, "IV", "yellow", "black"), ("RR4", 2, "IV", "any", "black"),
    ("RR5", 2, "V", "green", "black"), ("RR6", 2, "V", "blue", "black"),
)
ANY = -1
FIRST_PEACE = NUM_TEEPEES                          # stack card ids 25..42
NUM_PEACE = len(_PEACE_ROWS)
BUFFALO_BILL = FIRST_PEACE + NUM_PEACE             # 43
NUM_STACK_CARDS = BUFFALO_BILL + 1                 # 44
PEACE_IDS: Tuple[str, ...] = tuple(r[0] for r in _PEACE_ROWS)
STACK_IDS: Tuple[str, ...] = TEEPEE_IDS + PEACE_IDS + ("BB",)
STACK_CARD: Dict[str, int] = {cid: i for i, cid in enumerate(STACK_IDS)}
PEACE_KIND: Tuple[int, ...] = tuple(r[1] for r in _PEACE_ROWS)
PEACE_SET: Tuple[int, ...] = tuple(SETS.index(r[2]) for r in _PEACE_ROWS)
PEACE_COLOUR: Tuple[int, ...] = tuple(ANY if r[3] == "any" else CARD_COLOURS.index(r[3])
                                      for r in _PEACE_ROWS)
#: Buffalo Bill sits between these sets: after set index 1 (II), before 2 (III).
BUFFALO_BILL_AFTER_SET = 1
DISPLAY_SIZE = 6

# ---- cubes, the death rate card, the War Card, the tribe card (§1, §2.8, §2.10, §2.11) --------

#: Cube colours sorted by name: the bag's fixed order for pulls (§13).
CUBE_COLOURS: Tuple[str, ...] = ("black", "blue", "brown", "grey", "orange", "red", "white")
BLACK, BLUE, BROWN, GREY, ORANGE, RED, WHITE = range(7)
CUBE: Dict[str, int] = {c: i for i, c in enumerate(CUBE_COLOURS)}
BROWN_PER_PLAYER = 5
RED_CUBES = 3
WHITE_CUBES = 1
#: The three rows of the death rate card: (cube colour, skulls under spots 1 (right) .. 6 (left)).
DEATH_ROWS: Tuple[Tuple[int, Tuple[int, ...]], ...] = (
    (GREY, (1, 0, 0, 0, 1, 0)),
    (BLUE, (1, 0, 0, 1, 0, 0)),
    (BLACK, (1, 1, 1, 1, 1, 2)),
)
ROW_OF_CUBE: Dict[int, int] = {colour: r for r, (colour, _) in enumerate(DEATH_ROWS)}
SPOTS = 6
#: The death value per row by the number of cubes still on it (index = cubes left; 6 = none
#: revealed, value 0): the sum of the skulls on the revealed spots (WB-R13).
DEATH_VALUE: Tuple[Tuple[int, ...], ...] = tuple(
    tuple(sum(skulls[: SPOTS - left]) for left in range(SPOTS + 1)) for _, skulls in DEATH_ROWS)
#: The death-rate row each peace kind's card moves a cube from (Settler grey, Treaty blue, ...).
PEACE_ROW: Tuple[int, ...] = tuple(ROW_OF_CUBE[CUBE[r[4]]] for r in _PEACE_ROWS)
ORANGE_KILLS = 3
WAR_RED_SLOTS = 3
WAR_FRONTIER_SLOTS = 3
TRIBE_ICONS = 1
MAX_BISON = 6

# ---- Destiny Cards (§2.9) ------------------------------------------------------------------

#: id -> (what it needs, points). Needs: ("colour", c, n), ("symbol", s, n),
#: ("colours", n) n teepees of n different colours, ("sets", (set indices), n) n teepees from
#: those sets, ("each-set", (set indices)) one teepee from each, ("retired", n).
#: What a Destiny Card needs: one of the forms above, told by its first item (the page's
#: ``destiny_text`` reads them by that item and position, so they stay plain tuples).
Need = Tuple[Any, ...]
DESTINY: Tuple[Tuple[str, Need, int], ...] = (
    ("D01", ("colour", 0, 2), 5), ("D02", ("colour", 1, 2), 5), ("D03", ("colour", 2, 2), 5),
    ("D04", ("colour", 3, 2), 5), ("D05", ("colour", 4, 2), 5),
    ("D06", ("symbol", 0, 2), 5), ("D07", ("symbol", 1, 2), 5), ("D08", ("symbol", 2, 2), 5),
    ("D09", ("symbol", 3, 2), 5), ("D10", ("symbol", 4, 2), 5),
    ("D11", ("colours", 4), 7), ("D12", ("sets", (3, 4), 3), 8), ("D13", ("each-set", (0, 2, 4)), 7),
    ("D14", ("sets", (0, 1), 3), 5), ("D15", ("retired", 2), 6),
)
DESTINY_IDS: Tuple[str, ...] = tuple(d[0] for d in DESTINY)
DESTINY_CARD: Dict[str, int] = {d: i for i, d in enumerate(DESTINY_IDS)}
NUM_DESTINY = len(DESTINY)

# ---- scoring (§2.12) ---------------------------------------------------------------------------

START_SCORE = -12
#: What a peace set of 1, 2, 3 different kinds cancels; the total cancelled is capped.
PEACE_SET_VALUE: Tuple[int, ...] = (0, 2, 5, 10)
PEACE_CAP = 12
#: What a symbol set of 0..5 different symbols scores.
SYMBOL_SET_VALUE: Tuple[int, ...] = (0, 0, 2, 5, 9, 14)
PASS_BONUS = 3
#: WB-R22: this many quiet turns in a row end the game at the end of that round.
QUIET_TURNS_LIMIT = 12


def stack_sets() -> Tuple[Tuple[int, ...], ...]:
    """The stack cards of sets I–V (stack card ids, ascending), before shuffling (§3.3)."""
    out = []
    for si in range(len(SETS)):
        cards = [t for t in range(NUM_TEEPEES) if TEEPEE_SET[t] == si]
        cards += [FIRST_PEACE + p for p in range(NUM_PEACE) if PEACE_SET[p] == si]
        out.append(tuple(cards))
    return tuple(out)
