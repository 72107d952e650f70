"""The guided first game ("Learn to play"): Manitou's lesson as data.

Two players on seed 4; seat 0 (the dealer) is the learner, seat 1 plays the move line below
(chosen once by the normal bot; the lesson plays it itself). The learner chooses a party, plays
a hunter, each of the five great warriors in a fight for the big herd, and sees the first hunt
reckoned. A unit test replays the line through the engine (every move legal).
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Tuple

from ..core.i18n import N_, words

_, ngettext, pgettext = words("manitou").functions()

SEED = 4
PLAYERS = ("Ann", "Bob")

#: the whole move line (both seats), as the engine's move dicts
LINE: List[Dict[str, Any]] = json.loads(
    '['
    '{"type":"pick","card":"hunter-1"},{"type":"pick","card":"hunter-2"},'
    '{"type":"pick","card":"hunter-9"},{"type":"pick","card":"hunter-10"},'
    '{"type":"pick","card":"chief"},{"type":"pick","card":"medicine-man"},'
    '{"type":"pick","card":"rain-maker"},{"type":"pick","card":"scout"},'
    '{"type":"pick","card":"chief"},{"type":"pick","card":"hunter-10"},'
    '{"type":"pick","card":"hunter-9"},{"type":"pick","card":"medicine-man"},'
    '{"type":"pick","card":"rain-maker"},{"type":"pick","card":"scout"},'
    '{"type":"pick","card":"squaw"},{"type":"play","card":"hunter-1","ground":1},'
    '{"type":"play","card":"hunter-10","ground":1},{"type":"play","card":"hunter-2","ground":2},'
    '{"type":"play","card":"medicine-man","ground":1},{"type":"play","card":"scout","ground":1},'
    '{"type":"play","card":"rain-maker","ground":1},{"type":"play","card":"chief","ground":1},'
    '{"type":"play","card":"squaw","ground":1},{"type":"play","card":"rain-maker","ground":1},'
    '{"type":"play","card":"chief","ground":1},{"type":"play","card":"hunter-10","ground":1},'
    '{"type":"play","card":"scout","ground":2},{"type":"play","card":"hunter-9","ground":3},'
    '{"type":"play","card":"hunter-9","ground":1}'
    ']')

#: (index in LINE, how many of the learner's moves, why)
STEPS: Tuple[Tuple[int, int, str], ...] = (
    (8, 7, N_("Before each hunt you pick a secret hunting party from your 21 cards (the dealer "
              "7, the others 8). Take the highlighted cards, then “Confirm party”.")),
    (16, 1, N_("Hunters add up at a ground: the strongest hunters there take its buffalo. Lay "
               "your 10 at ground 1, where the big herd (13) lies, then “Confirm”.")),
    (18, 1, N_("Great warriors fight for a ground. The one holding a ground at the end takes the "
               "other tribes' cards there as prisoners. Lay the medicine man.")),
    (20, 1, N_("Bob's scout beat your medicine man. The rain maker beats the scout (see "
               "“Warriors”): take the ground back.")),
    (22, 1, N_("Bob answered with his chief, who beats most warriors. Only the squaw beats the "
               "chief.")),
    (24, 1, N_("Now your chief: it beats the rain maker, the medicine man and the scout.")),
    (26, 1, N_("A warrior alone at a ground holds it: your scout claims ground 2 and Bob's "
               "hunter there.")),
    (28, 1, N_("Your last card. Then the hunt is reckoned ground by ground: press “Continue” to "
               "see who takes the buffalo and the prisoners, and who meets the hide thief.")),
)


def lesson() -> Dict[str, Any]:
    """The lesson in the current language: players, seed, line and steps (index, count, why)."""
    return {"players": list(PLAYERS), "seed": SEED, "line": [dict(m) for m in LINE],
            "steps": [(at, n, _(why)) for at, n, why in STEPS]}
