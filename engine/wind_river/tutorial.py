"""The guided first game ("Learn to play"): Wind River's lesson as data.

Three players on seed 5; seat 0 is the learner, the other two play the move line below (chosen
once by the normal bots; the lesson plays them itself, so it never depends on a bot). Each step
is one of the learner's moves with a line or two of why: placing tipis, herd steps, every extra
action, a tipi the herd cannot feed, and reaching the open plains. The learner's moves between
steps are played for them. A unit test replays the line through the engine (every move legal).
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Tuple

from ..core.i18n import N_, words

_, ngettext, pgettext = words("wind-river").functions()

SEED = 5
PLAYERS = ("Ann", "Bob", "Cy")

#: the whole move line (every seat), as the engine's move dicts
LINE: List[Dict[str, Any]] = json.loads(
    '['
    '{"type":"place","to":"D3"},{"type":"place","to":"B3"},{"type":"place","to":"E3"},'
    '{"type":"place","to":"F3"},{"type":"place","to":"C3"},{"type":"place","to":"E2"},'
    '{"type":"buffalo","from":"C3","to":"D3"},{"type":"buffalo","from":"C3","to":"D3"},'
    '{"type":"earn"},{"type":"buffalo","from":"B2","to":"C3"},'
    '{"type":"buffalo","from":"C2","to":"C3"},{"type":"earn"},'
    '{"type":"buffalo","from":"D1","to":"E2"},{"type":"buffalo","from":"D2","to":"E3"},'
    '{"type":"earn"},{"type":"buffalo","from":"E3","to":"D3"},'
    '{"type":"buffalo","from":"E2","to":"F2"},{"type":"earn"},'
    '{"type":"buffalo","from":"D2","to":"C3"},{"type":"buffalo","from":"B2","to":"B3"},'
    '{"type":"insert","at":"B3"},{"type":"buffalo","from":"E1","to":"E2"},'
    '{"type":"buffalo","from":"F2","to":"E3"},{"type":"earn"},'
    '{"type":"buffalo","from":"B3","to":"B4"},{"type":"buffalo","from":"B3","to":"C4"},'
    '{"type":"insert","at":"D3"},{"type":"buffalo","from":"C3","to":"B3"},'
    '{"type":"buffalo","from":"C2","to":"C3"},{"type":"buffalo","from":"F1","to":"F2"},'
    '{"type":"tipi","from":"B3","to":"B4"},{"type":"buffalo","from":"B4","to":"C5"},'
    '{"type":"buffalo","from":"B3","to":"C4"},{"type":"insert","at":"E3"},'
    '{"type":"buffalo","from":"B3","to":"C4"},{"type":"buffalo","from":"E3","to":"F3"},'
    '{"type":"buffalo","from":"E3","to":"F3"},{"type":"earn"},'
    '{"type":"buffalo","from":"C4","to":"B4"},{"type":"buffalo","from":"C3","to":"B3"},'
    '{"type":"buffalo","from":"C4","to":"B4"},{"type":"buffalo","from":"B1","to":"B2"},'
    '{"type":"buffalo","from":"B3","to":"C4"},{"type":"buffalo","from":"F2","to":"E3"},'
    '{"type":"buffalo","from":"D1","to":"E2"},{"type":"earn"},'
    '{"type":"buffalo","from":"E3","to":"F3"},{"type":"buffalo","from":"E3","to":"E4"},'
    '{"type":"buffalo","from":"B4","to":"B5"},{"type":"buffalo","from":"B4","to":"B5"},'
    '{"type":"buffalo","from":"B2","to":"B3"},{"type":"buffalo","from":"C4","to":"B4"},'
    '{"type":"buffalo","from":"C4","to":"B4"},{"type":"earn"},'
    '{"type":"buffalo","from":"E2","to":"E3"},{"type":"buffalo","from":"E2","to":"E3"},'
    '{"type":"buffalo","from":"B3","to":"C4"},{"type":"tipi","from":"E3","to":"E4"},'
    '{"type":"buffalo","from":"E4","to":"D4"},{"type":"buffalo","from":"B4","to":"B5"},'
    '{"type":"buffalo","from":"B4","to":"B5"},{"type":"tipi","from":"D3","to":"C3"},'
    '{"type":"buffalo","from":"C4","to":"B4"},{"type":"buffalo","from":"C3","to":"B3"},'
    '{"type":"buffalo","from":"C3","to":"B3"},{"type":"earn"},'
    '{"type":"buffalo","from":"B4","to":"C5"},{"type":"buffalo","from":"D3","to":"E4"},'
    '{"type":"buffalo","from":"B3","to":"C4"},{"type":"buffalo","from":"B3","to":"C4"},'
    '{"type":"buffalo","from":"E4","to":"D4"},{"type":"buffalo","from":"C1","to":"D1"},'
    '{"type":"buffalo","from":"C5","to":"C6"},{"type":"tipi","from":"C3","to":"C4"},'
    '{"type":"buffalo","from":"C4","to":"B4"},{"type":"buffalo","from":"B1","to":"B2"},'
    '{"type":"buffalo","from":"C4","to":"B4"},{"type":"abandon","at":"C3"},{"type":"earn"},'
    '{"type":"buffalo","from":"F3","to":"E4"},{"type":"buffalo","from":"B4","to":"C5"},'
    '{"type":"buffalo","from":"B4","to":"C5"},{"type":"earn"},'
    '{"type":"buffalo","from":"D3","to":"C4"},{"type":"buffalo","from":"E4","to":"F4"},'
    '{"type":"buffalo","from":"B5","to":"B6"},{"type":"earn"},'
    '{"type":"buffalo","from":"C4","to":"B4"},{"type":"buffalo","from":"B2","to":"B3"},'
    '{"type":"tipi","from":"B4","to":"B5"},{"type":"buffalo","from":"F3","to":"E4"},'
    '{"type":"buffalo","from":"B3","to":"B4"},{"type":"buffalo","from":"B5","to":"C6"},'
    '{"type":"tipi","from":"E2","to":"E3"},{"type":"buffalo","from":"D3","to":"C4"},'
    '{"type":"buffalo","from":"E3","to":"D3"},{"type":"buffalo","from":"E3","to":"F3"},'
    '{"type":"buffalo","from":"E4","to":"F4"},{"type":"buffalo","from":"C4","to":"D4"},'
    '{"type":"buffalo","from":"B4","to":"B5"},{"type":"earn"},'
    '{"type":"buffalo","from":"F2","to":"E3"},{"type":"buffalo","from":"E2","to":"E3"},'
    '{"type":"buffalo","from":"D3","to":"E4"},{"type":"buffalo","from":"B5","to":"B6"},'
    '{"type":"buffalo","from":"D3","to":"C4"},{"type":"buffalo","from":"E3","to":"D3"},'
    '{"type":"buffalo","from":"E4","to":"F4"},{"type":"buffalo","from":"E3","to":"D3"},'
    '{"type":"buffalo","from":"C4","to":"B4"},{"type":"buffalo","from":"C5","to":"B5"},'
    '{"type":"tipi","from":"B3","to":"B4"},{"type":"buffalo","from":"F2","to":"E3"},'
    '{"type":"buffalo","from":"F3","to":"E4"},{"type":"buffalo","from":"E2","to":"E3"},'
    '{"type":"buffalo","from":"B5","to":"B6"},{"type":"buffalo","from":"E3","to":"E4"},'
    '{"type":"buffalo","from":"E3","to":"E4"},{"type":"buffalo","from":"D3","to":"C4"},'
    '{"type":"tipi","from":"F3","to":"E4"},{"type":"buffalo","from":"C4","to":"B4"},'
    '{"type":"buffalo","from":"C5","to":"B5"},{"type":"earn"},'
    '{"type":"buffalo","from":"F1","to":"F2"},{"type":"buffalo","from":"D1","to":"D2"},'
    '{"type":"buffalo","from":"D3","to":"E4"},{"type":"tipi","from":"E3","to":"F3"},'
    '{"type":"buffalo","from":"D2","to":"D3"},{"type":"buffalo","from":"F3","to":"F4"},'
    '{"type":"buffalo","from":"D3","to":"C4"},{"type":"tipi","from":"D3","to":"D4"},'
    '{"type":"buffalo","from":"C4","to":"B4"},{"type":"buffalo","from":"D3","to":"E4"},'
    '{"type":"earn"},{"type":"buffalo","from":"F2","to":"E3"},'
    '{"type":"buffalo","from":"E1","to":"D1"},{"type":"buffalo","from":"C1","to":"B1"},'
    '{"type":"tipi","from":"F3","to":"F4"},{"type":"buffalo","from":"E3","to":"D3"},'
    '{"type":"buffalo","from":"F4","to":"E5"},{"type":"buffalo","from":"F4","to":"E5"},'
    '{"type":"tipi","from":"C4","to":"C5"},{"type":"buffalo","from":"C5","to":"B5"},'
    '{"type":"buffalo","from":"D4","to":"D5"},{"type":"insert","at":"B5"},'
    '{"type":"buffalo","from":"D1","to":"D2"},{"type":"buffalo","from":"E4","to":"F4"},'
    '{"type":"buffalo","from":"E4","to":"F4"},{"type":"tipi","from":"E4","to":"E5"},'
    '{"type":"buffalo","from":"D4","to":"C5"},{"type":"buffalo","from":"D2","to":"C3"},'
    '{"type":"buffalo","from":"E5","to":"E6"},{"type":"earn"},'
    '{"type":"buffalo","from":"D4","to":"D5"},{"type":"buffalo","from":"C5","to":"C6"},'
    '{"type":"buffalo","from":"E5","to":"E6"},{"type":"insert","at":"B5"},'
    '{"type":"buffalo","from":"E4","to":"E5"},{"type":"buffalo","from":"E4","to":"E5"},'
    '{"type":"buffalo","from":"E4","to":"E5"},{"type":"tipi","from":"E3","to":"D3"},'
    '{"type":"buffalo","from":"B4","to":"C5"},{"type":"buffalo","from":"D3","to":"D4"},'
    '{"type":"buffalo","from":"F3","to":"E4"},{"type":"tipi","from":"D4","to":"D5"},'
    '{"type":"buffalo","from":"C5","to":"B5"},{"type":"buffalo","from":"E4","to":"E5"},'
    '{"type":"buffalo","from":"F3","to":"F4"},{"type":"buffalo","from":"C3","to":"C4"},'
    '{"type":"tipi","from":"B5","to":"C6"},{"type":"buffalo","from":"B6","to":"plains"},'
    '{"type":"buffalo","from":"E6","to":"plains"},{"type":"buffalo","from":"F4","to":"F5"},'
    '{"type":"tipi","from":"D3","to":"D4"},{"type":"buffalo","from":"D4","to":"C5"},'
    '{"type":"buffalo","from":"C4","to":"C5"},{"type":"buffalo","from":"F4","to":"F5"},'
    '{"type":"tipi","from":"E4","to":"E5"},{"type":"buffalo","from":"C5","to":"C6"},'
    '{"type":"buffalo","from":"C5","to":"C6"},{"type":"buffalo","from":"D5","to":"E6"},'
    '{"type":"buffalo","from":"D5","to":"D6"},{"type":"tipi","from":"C6","to":"plains"},'
    '{"type":"buffalo","from":"B5","to":"B6"},{"type":"buffalo","from":"B5","to":"B6"},'
    '{"type":"buffalo","from":"B5","to":"B6"},{"type":"earn"},'
    '{"type":"buffalo","from":"B4","to":"C5"},{"type":"buffalo","from":"B4","to":"C5"},'
    '{"type":"buffalo","from":"E5","to":"D5"},{"type":"buffalo","from":"B4","to":"C5"},'
    '{"type":"buffalo","from":"C5","to":"B5"},{"type":"buffalo","from":"C5","to":"B5"},'
    '{"type":"buffalo","from":"C5","to":"B5"},{"type":"tipi","from":"B5","to":"C6"},'
    '{"type":"buffalo","from":"D5","to":"E6"},{"type":"buffalo","from":"E5","to":"E6"},'
    '{"type":"buffalo","from":"F5","to":"F6"},{"type":"tipi","from":"E5","to":"E6"},'
    '{"type":"buffalo","from":"F4","to":"E5"},{"type":"buffalo","from":"E5","to":"D5"},'
    '{"type":"buffalo","from":"F4","to":"E5"},{"type":"tipi","from":"C5","to":"C6"},'
    '{"type":"buffalo","from":"D5","to":"D6"},{"type":"buffalo","from":"F4","to":"F5"},'
    '{"type":"buffalo","from":"E5","to":"F5"},{"type":"earn"},'
    '{"type":"buffalo","from":"E5","to":"E6"},{"type":"buffalo","from":"E5","to":"F5"},'
    '{"type":"buffalo","from":"F6","to":"plains"},{"type":"tipi","from":"F4","to":"F5"},'
    '{"type":"buffalo","from":"F5","to":"F6"},{"type":"buffalo","from":"F5","to":"F6"},'
    '{"type":"buffalo","from":"F5","to":"F6"},{"type":"tipi","from":"D5","to":"E6"},'
    '{"type":"buffalo","from":"F5","to":"F6"},{"type":"buffalo","from":"C6","to":"D6"},'
    '{"type":"buffalo","from":"E6","to":"F6"},{"type":"tipi","from":"B4","to":"B5"},'
    '{"type":"buffalo","from":"B5","to":"C6"},{"type":"buffalo","from":"B1","to":"B2"},'
    '{"type":"buffalo","from":"F6","to":"plains"},{"type":"abandon","at":"F5"},'
    '{"type":"tipi","from":"E6","to":"plains"},{"type":"buffalo","from":"B6","to":"plains"},'
    '{"type":"buffalo","from":"B5","to":"B6"},{"type":"buffalo","from":"C6","to":"plains"},'
    '{"type":"earn"},{"type":"buffalo","from":"E6","to":"plains"}'
    ']')

#: (index in LINE, how many of the learner's moves, why)
STEPS: Tuple[Tuple[int, int, str], ...] = (
    (1, 1, N_("First everyone places tipis. Put your first one on the highlighted hex, next to "
              "buffaloes: a tipi eats from the herd where it stands.")),
    (4, 1, N_("Your second tipi. Each tipi you have on the board lets you move one buffalo on "
              "your turn.")),
    (9, 1, N_("Your turn starts with the herd: one buffalo steps east for each of your tipis on "
              "the board. Pick this buffalo, then the hex it walks to.")),
    (10, 1, N_("Your second step (you have two tipis). Bring the buffaloes to your own tipis: "
               "the others' tipis eat first where they share a hex.")),
    (11, 1, N_("Then one extra action. “Earn” takes food from your own herds: each hungry tipi "
               "costs one food.")),
    (20, 1, N_("“New tipi” puts another tipi on the board for 3 food: one more tipi, one more "
               "buffalo step each turn.")),
    (30, 1, N_("The herd walks east, so your tipis must follow: move this tipi after the "
               "buffaloes.")),
    (41, 1, N_("An extra action can also move one more buffalo, to feed a tipi that stands "
               "too far from the herd.")),
    (77, 1, N_("Your tipis could not all be fed: choose the one that goes back to your hand. "
               "It can come back on the board later.")),
    (182, 1, N_("This tipi walks off the east edge into the open plains: there it is safe, and "
                "it counts at the end.")),
    (228, 1, N_("Buffaloes leave the board into the open plains too. The game ends when no tipi "
                "stands on the board: most tipis in the open plains wins.")),
)


def lesson() -> Dict[str, Any]:
    """The lesson in the current language: players, seed, line and steps (index, count, why)."""
    return {"players": list(PLAYERS), "seed": SEED, "line": [dict(m) for m in LINE],
            "steps": [(at, n, _(why)) for at, n, why in STEPS]}
