"""What White Buffalo's page needs to know from the rules, so that ``ui/`` does no rules arithmetic.

* :func:`display_costs` — per display slot, what a Teepee Card there costs the given seat (§7.1);
* :func:`tribe_powers` — per card colour, the seat's teepee power (§6.1);
* :func:`move_points`, :func:`hunt_value` — the open move play's unspent horse value and the
  next step's cost, and the open hunt stack's hunt value, before the person commits;
* :func:`is_chance`, :func:`undo_allowed` — whether a move may be taken back (only back to the
  last chance event, and never past the end of a turn);
* :func:`public_estimate` — a running score everyone may see (no secret Destiny Card in it);
* :func:`walk_events` — the events of a move worth showing step by step (a hunt, the herds' walk).

Pure functions of a :class:`State` (or of JSON from ``last_events``).
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from .data import CARD_COLOUR, CARD_COLOURS, CARD_VALUE, NUM_TEEPEES, PASS_BONUS, START_SCORE, TEEPEE_POINTS
from .rules import OVER, power, price
from .scoring import peace_cancelled, symbol_points
from .state import State

#: Event types that are chance (a draw, a reshuffle, a refill or reveal, a pull, a destiny draw).
CHANCE_EVENTS = frozenset(("draw", "reshuffle", "row", "reveal", "buffalo-bill", "hunt", "destiny",
                           "setup"))
#: Move types that end a turn (nothing before them can be taken back afterwards).
TURN_ENDING = frozenset(("end", "pass", "buy", "retire"))
#: Event types shown step by step after a hunt or at a turn's end.
WALK_EVENTS = frozenset(("territory-cubes", "hunt", "bison", "kill", "cube", "war-card",
                         "calf-woman", "sow"))


def display_costs(state: State, seat: int) -> List[Optional[int]]:
    """Per display slot (1–6 in order), the price in bison of the Teepee Card there for ``seat``
    (tribe card icons + its active teepees' icons + the card's own); None for other cards."""
    out: List[Optional[int]] = []
    for card in state.display:
        out.append(price(state, seat, card) if 0 <= card < NUM_TEEPEES else None)
    return out


def tribe_powers(state: State, seat: int) -> Dict[str, int]:
    """Card colour -> the seat's teepee power in that colour (its active teepees of the colour)."""
    return {c: power(state, seat, i) for i, c in enumerate(CARD_COLOURS)}


def move_points(state: State) -> Tuple[int, int]:
    """The open move play of the player to act: (unspent horse value, cost of the next step)."""
    return state.mvalue - state.mspent, 1 if state.steps == 0 else 2


def hunt_value(state: State) -> int:
    """The hunt value of the open hunt stack (its cards' values + the teepee power in its
    colour); 0 when no stack is open."""
    if not state.hstack:
        return 0
    colour = CARD_COLOUR[state.hstack[0]]
    return power(state, state.current, colour) + sum(CARD_VALUE[k] for k in state.hstack)


def is_chance(events: Sequence[Mapping[str, Any]]) -> bool:
    """True when ``events`` (``last_events``) hold a chance event."""
    return any(e.get("type") in CHANCE_EVENTS for e in events)


def undo_allowed(before: State, move: Dict[str, Any], after: State,
                 events: Sequence[Mapping[str, Any]]) -> bool:
    """True when ``move`` (played in ``before``, giving ``after`` with ``events``) may be taken
    back: no chance event followed it, it did not end the turn, and the same seat is still to act."""
    if after.phase == OVER or move.get("type") in TURN_ENDING or is_chance(events):
        return False
    return before.current == after.current


def public_estimate(state: State, seat: int) -> int:
    """A score for ``seat`` from public things only (§10 without the secret Destiny Cards)."""
    owned = list(state.teepees[seat]) + list(state.retired[seat])
    total = START_SCORE + peace_cancelled(state.peace[seat]) + sum(TEEPEE_POINTS[t] for t in owned)
    total += symbol_points(owned)
    return total + (PASS_BONUS if state.passed[seat] else 0)


def walk_events(events: Sequence[Mapping[str, Any]]) -> List[Dict[str, Any]]:
    """The events of one move to show step by step (the hunt's cubes, their effects, the herds'
    walk), in order; [] when the move did none of that."""
    return [dict(e) for e in events if e.get("type") in WALK_EVENTS]


def focus_territory(event: Dict[str, Any]) -> Optional[str]:
    """The territory an event happens in (to highlight on the map), if any."""
    for key in ("territory", "from"):
        value = event.get(key)
        if isinstance(value, str):
            return value
    herds = event.get("herds")
    if isinstance(herds, list) and herds and isinstance(herds[0], dict):
        first = herds[0].get("territory")  # a kill: where its first herd died
        return first if isinstance(first, str) else None
    return None
