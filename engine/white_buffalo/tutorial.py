"""The guided first game ("Learn to play"): White Buffalo's lesson as data.

Two players on seed 38; seat 0 is the learner, seat 1 plays the move line below (chosen once:
the normal bot, steered so that the display clogs and a frontier sweep comes; the lesson plays
it itself). The learner places the tribe, hunts with a stack and the bag, makes a move play,
chooses where a red cube goes, buys a teepee, takes cards, sweeps the display, retires a teepee
and passes; then the game plays on to its end and scoring. A unit test replays the line through
the engine (every move legal).
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Tuple

from ..core.i18n import N_, words

_, ngettext, pgettext = words("white-buffalo").functions()

SEED = 38
PLAYERS = ("Ann", "Bob")

#: the whole move line (both seats), as the engine's move dicts
LINE: List[Dict[str, Any]] = json.loads(
    '['
    '{"type":"place","territory":"CO"},{"type":"stack","card":"green-hunter-2"},'
    '{"type":"stack","card":"green-hunter-1"},{"type":"hunt"},'
    '{"type":"horse","card":"yellow-horse-1"},{"type":"step","to":"WY"},'
    '{"type":"stack","card":"blue-hunter-2"},{"type":"stack","card":"blue-hunter-1"},'
    '{"type":"hunt"},{"type":"cube","to":"war"},{"type":"end"},{"type":"place","territory":"NM"},'
    '{"type":"stack","card":"purple-hunter-2"},{"type":"stack","card":"purple-horse-1"},'
    '{"type":"stack","card":"purple-hunter-1"},{"type":"hunt"},{"type":"cube","to":"war"},'
    '{"type":"horse","card":"blue-horse-2"},{"type":"step","to":"OK"},'
    '{"type":"stack","card":"red-hunter-2"},{"type":"hunt"},{"type":"end"},'
    '{"type":"buy","slot":1,"war":[]},{"type":"buy","slot":3,"war":[]},{"type":"take","slot":1},'
    '{"type":"take","slot":3},{"type":"take","slot":2},{"type":"take","slot":1},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},'
    '{"type":"horse","card":"green-horse-1"},{"type":"step","to":"NE"},'
    '{"type":"stack","card":"purple-hunter-2"},{"type":"stack","card":"purple-horse-1"},'
    '{"type":"stack","card":"purple-horse-1"},{"type":"hunt"},{"type":"cube","to":"war"},'
    '{"type":"cube","to":"war"},{"type":"end"},{"type":"horse","card":"red-horse-1"},'
    '{"type":"step","to":"KS"},{"type":"stack","card":"green-hunter-2"},'
    '{"type":"stack","card":"green-horse-1"},{"type":"hunt"},{"type":"end"},'
    '{"type":"buy","slot":3,"war":["grey","red","red"]},{"type":"take","slot":"pile"},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},{"type":"take","slot":1},'
    '{"type":"take","slot":2},{"type":"take","slot":"pile"},'
    '{"type":"horse","card":"red-horse-2"},{"type":"step","to":"NE"},'
    '{"type":"horse","card":"blue-horse-1"},{"type":"step","to":"SD"},'
    '{"type":"stack","card":"yellow-hunter-2"},{"type":"stack","card":"yellow-horse-1"},'
    '{"type":"hunt"},{"type":"cube","to":"war"},{"type":"cube","to":"war"},{"type":"end"},'
    '{"type":"take","slot":1},{"type":"take","slot":2},{"type":"take","slot":"pile"},'
    '{"type":"buy","slot":5,"war":["grey"]},{"type":"horse","card":"green-horse-2"},'
    '{"type":"step","to":"SD"},{"type":"step","to":"ND"},'
    '{"type":"stack","card":"yellow-hunter-2"},{"type":"stack","card":"yellow-hunter-1"},'
    '{"type":"hunt"},{"type":"cube","to":"war"},{"type":"horse","card":"purple-horse-2"},'
    '{"type":"step","to":"SK"},{"type":"stack","card":"green-hunter-2"},{"type":"hunt"},'
    '{"type":"stack","card":"red-hunter-2"},{"type":"hunt"},{"type":"cube","to":"war"},'
    '{"type":"end"},{"type":"take","slot":1},{"type":"take","slot":"pile"},'
    '{"type":"take","slot":"pile"},{"type":"buy","slot":5,"war":[]},'
    '{"type":"horse","card":"red-horse-2"},{"type":"step","to":"MT"},'
    '{"type":"stack","card":"blue-hunter-1"},{"type":"stack","card":"blue-horse-1"},'
    '{"type":"hunt"},{"type":"end"},{"type":"take","slot":1},{"type":"take","slot":"pile"},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":1},{"type":"take","slot":"pile"},'
    '{"type":"take","slot":"pile"},{"type":"horse","card":"yellow-horse-1"},'
    '{"type":"step","to":"AB"},{"type":"stack","card":"blue-hunter-2"},'
    '{"type":"stack","card":"blue-horse-2"},{"type":"hunt"},{"type":"cube","to":"war"},'
    '{"type":"stack","card":"purple-hunter-2"},{"type":"hunt"},{"type":"end"},'
    '{"type":"horse","card":"yellow-horse-2"},{"type":"step","to":"WY"},'
    '{"type":"stack","card":"green-hunter-1"},{"type":"stack","card":"green-horse-2"},'
    '{"type":"hunt"},{"type":"end"},{"type":"buy","slot":5,"war":[]},'
    '{"type":"buy","slot":6,"war":[]},{"type":"sweep","slot":1},'
    '{"type":"retire","slot":2,"teepee":"I-green"},{"type":"retire","slot":2,"teepee":"I-blue"},'
    '{"type":"buy","slot":1,"war":["grey","grey","red","red","red"]},'
    '{"type":"retire","slot":5,"teepee":"I-red"},{"type":"retire","slot":3,"teepee":"II-blue"},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},'
    '{"type":"pass"},{"type":"stack","card":"yellow-hunter-1"},'
    '{"type":"stack","card":"yellow-horse-2"},{"type":"hunt"},{"type":"cube","to":"war"},'
    '{"type":"cube","to":"war"},{"type":"end"},{"type":"buy","slot":5,"war":["blue","red"]},'
    '{"type":"retire","slot":4,"teepee":"III-yellow"},'
    '{"type":"retire","slot":4,"teepee":"I-purple"},{"type":"take","slot":"pile"},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},'
    '{"type":"take","slot":3},{"type":"take","slot":"pile"},'
    '{"type":"stack","card":"red-hunter-2"},{"type":"stack","card":"red-horse-2"},'
    '{"type":"stack","card":"red-horse-1"},{"type":"hunt"},{"type":"cube","to":"war"},'
    '{"type":"cube","to":"war"},{"type":"horse","card":"green-horse-2"},'
    '{"type":"step","to":"CO"},{"type":"stack","card":"blue-hunter-2"},{"type":"hunt"},'
    '{"type":"cube","to":"war"},{"type":"cube","to":"war"},{"type":"end"},'
    '{"type":"buy","slot":2,"war":["blue","grey"]},{"type":"retire","slot":4,"teepee":"II-red"},'
    '{"type":"buy","slot":2,"war":["grey","red"]},{"type":"take","slot":"pile"},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},'
    '{"type":"horse","card":"purple-horse-2"},{"type":"step","to":"NM"},'
    '{"type":"stack","card":"yellow-hunter-2"},{"type":"stack","card":"yellow-horse-2"},'
    '{"type":"hunt"},{"type":"cube","to":"war"},{"type":"cube","to":"war"},{"type":"end"},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},'
    '{"type":"stack","card":"purple-hunter-1"},{"type":"stack","card":"purple-horse-2"},'
    '{"type":"hunt"},{"type":"cube","to":"war"},{"type":"cube","to":"war"},'
    '{"type":"horse","card":"green-horse-1"},{"type":"step","to":"CO"},'
    '{"type":"stack","card":"red-hunter-1"},{"type":"stack","card":"red-horse-1"},'
    '{"type":"hunt"},{"type":"end"},{"type":"buy","slot":3,"war":["blue","grey","red"]},'
    '{"type":"buy","slot":5,"war":["red"]},{"type":"take","slot":"pile"},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},'
    '{"type":"horse","card":"green-horse-1"},{"type":"step","to":"OK"},'
    '{"type":"stack","card":"red-hunter-1"},{"type":"stack","card":"red-horse-1"},'
    '{"type":"hunt"},{"type":"cube","to":"war"},{"type":"cube","to":"war"},{"type":"end"},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},'
    '{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},{"type":"take","slot":"pile"},'
    '{"type":"horse","card":"red-horse-2"},{"type":"step","to":"TX"},'
    '{"type":"stack","card":"yellow-hunter-1"},{"type":"stack","card":"yellow-horse-2"},'
    '{"type":"stack","card":"yellow-horse-1"},{"type":"hunt"},{"type":"cube","to":"war"},'
    '{"type":"cube","to":"war"},{"type":"stack","card":"blue-hunter-2"},'
    '{"type":"stack","card":"blue-horse-1"},{"type":"hunt"},{"type":"cube","to":"war"}'
    ']')

#: (index in LINE, how many of the learner's moves, why)
STEPS: Tuple[Tuple[int, int, str], ...] = (
    (0, 1, N_("First place your tribe on the map. You hunt where your tribe stands, so start "
              "on a territory with herds (each has 3 now).")),
    (1, 2, N_("A turn either takes cards or plays them. Choose “Hunt stack” and add hunters of "
              "one colour: their numbers add up to the hunt value.")),
    (3, 1, N_("Hunt: you draw as many cubes from the bag as the hunt value. Brown cubes are bison "
              "for your tribe; the others cost the plains herds.")),
    (4, 2, N_("The same turn can also move: choose “Move”, play a horse card, then a territory "
              "within its horse value.")),
    (6, 3, N_("A second hunt, here in Wyoming, with a stack of another colour.")),
    (9, 1, N_("A red cube came out: put it on the War Card, where it pays for a teepee like a "
              "bison (a red cube also spoils this hunt's bison).")),
    (10, 1, N_("Nothing more to play this turn: end it.")),
    (22, 1, N_("Bison buy teepees: points at the end and stronger cards of their colour. Choose "
               "the I-yellow teepee in the display, then “Buy this teepee”.")),
    (24, 3, N_("A turn of taking cards: choose “Take cards”, then take three from the row (or "
               "the pile).")),
    (114, 1, N_("The display holds no teepee: first clear one Settler, Treaty or Railroad card "
                "from it (the frontier sweep).")),
    (115, 1, N_("Retire a teepee with a Settler, Treaty or Railroad card of its colour: it still "
                "scores, no longer raises your prices, and the card counts in sets.")),
    (123, 1, N_("Passing ends your game for 3 points. Bob plays on until the game ends; then "
                "teepees, destiny cards and sets are scored.")),
)


def lesson() -> Dict[str, Any]:
    """The lesson in the current language: players, seed, line and steps (index, count, why)."""
    return {"players": list(PLAYERS), "seed": SEED, "line": [dict(m) for m in LINE],
            "steps": [(at, n, _(why)) for at, n, why in STEPS]}
