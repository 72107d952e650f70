"""What Wind River's page needs to know from the rules, so that ``ui/`` does no rules arithmetic.

* :func:`setup_round`, :func:`herd_step`, :func:`supply_due`, :func:`shown_supply_cost` and
  :func:`turn_steps` — the turn's step indicator: the placing round, herd step x of N, what the
  supply costs (now, or once the herd step being pointed at is made) and how many tipis go back;
* :func:`tie_breaks` — which tie-breaks the final ranking needed (plains, then resources);
* :func:`log_kinds`, :func:`line_kinds` — what each line of the log is (the move, a new turn, or
  something that followed), from the events of the move (or from the engine's own sentences);
* :func:`why_no_source` — why a hex cannot be the source of a buffalo or tipi move now;
* :func:`only_extra_buffalo`, :func:`goes_out` — a player who is out, seen from the page.

Pure functions of a :class:`State` or of its JSON form (``to_dict``); nothing here changes a state.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from ..core.errors import IllegalMove
from ..core.i18n import words
from . import text
from .board import HEX_INDEX, PLAINS
from .events import Event
from .moves import parse
from .preview import supply_after_buffalo
from .reasons import explain
from .rules import apply_key, is_legal, legal_keys, ranking_of, unsupplied_count
from .serial import from_dict
from .standing import is_out
from .state import (
    INSERT_COST,
    PHASE_ACTION,
    PHASE_BUFFALO,
    PHASE_OVER,
    PHASE_PLACE,
    PHASE_SUPPLY,
    TIPIS_PER_PLAYER,
    State,
)

_, ngettext, pgettext = words("wind-river").functions()

__all__ = [
    "INSERT_COST", "SETUP_ROUNDS", "as_state", "setup_round", "herd_step", "supply_due",
    "shown_supply_cost", "turn_steps", "tie_breaks", "log_kinds", "line_kinds", "why_no_source",
    "only_extra_buffalo", "goes_out",
]

#: placing rounds of the setup (rules §3.4: one tipi each, then a second round)
SETUP_ROUNDS = 2

#: what a line of the log is: the move itself, the start of a turn, or what followed the move
MOVE, TURN_START, FOLLOW = "move", "turn-start", "follow"

StateLike = Union[State, Dict[str, Any]]


def as_state(state: StateLike) -> State:
    """``state`` itself, or the state its JSON form (``to_dict``) describes."""
    return state if isinstance(state, State) else from_dict(state)


# ---- the turn's steps --------------------------------------------------------------------------

def setup_round(state: StateLike) -> int:
    """The placing round of the setup now (1 or 2, rules §3.4); 2 once setup is over."""
    s = as_state(state)
    n = s.num_players
    placed = n * TIPIS_PER_PLAYER - sum(s.unused) if s.phase == PHASE_PLACE else n * SETUP_ROUNDS
    return min(placed // n + 1, SETUP_ROUNDS)


def herd_step(state: StateLike) -> Tuple[int, int]:
    """``(step, of)``: the herd step the current player makes now, of N = their tipis on the board
    (rules §4.1; the numbers ``describe`` puts in the log). Meaningful in phase ``buffalo``."""
    s = as_state(state)
    total = s.on_board(s.current)
    return total - s.buffalo_left + 1, total


def supply_due(state: StateLike, cost: Optional[int] = None) -> Tuple[int, int]:
    """``(pay, back)``: the resources the current player pays for supplying U = ``cost`` tipis
    (default: U now) and the tipis that go back because they cannot pay (rules §4.2: pay U if
    U ≤ R, else pay all R and take U − R tipis back)."""
    s = as_state(state)
    u = unsupplied_count(s, s.current) if cost is None else cost
    res = s.resources[s.current]
    return min(u, res), max(0, u - res)


def shown_supply_cost(state: StateLike, move: Any = None) -> Optional[int]:
    """The supply cost U to show now: None outside phases ``buffalo`` and ``supply``; in phase
    ``buffalo`` with ``move`` a legal herd step, U once that buffalo moved (the engine's
    preview); else U now."""
    s = as_state(state)
    if s.phase not in (PHASE_BUFFALO, PHASE_SUPPLY):
        return None
    if move is not None and _is_herd_step(s, move):
        key = parse(move)
        if key[0] == "buffalo":  # as _is_herd_step found
            return supply_after_buffalo(s, key[1], key[2])
    return unsupplied_count(s, s.current)


def turn_steps(state: StateLike, move: Any = None, cost: Optional[int] = None) -> Dict[str, Any]:
    """Everything the step indicator shows, as numbers: ``phase``; ``round`` (setup);
    ``step`` and ``of`` (phase ``buffalo``); ``cost`` (U, see :func:`shown_supply_cost`;
    ``cost`` given here replaces it), ``pay`` and ``back`` (:func:`supply_due`) and
    ``previewed`` (True when ``move`` is a herd step: the cost is what it would lead to)."""
    s = as_state(state)
    out: Dict[str, Any] = {"phase": s.phase, "round": setup_round(s), "step": 0, "of": 0,
                           "cost": None, "pay": 0, "back": 0, "previewed": False}
    if s.phase == PHASE_BUFFALO:
        out["step"], out["of"] = herd_step(s)
    if s.phase in (PHASE_BUFFALO, PHASE_SUPPLY):
        shown = shown_supply_cost(s, move) if cost is None else cost
        out["cost"] = shown
        out["previewed"] = move is not None and _is_herd_step(s, move)
        out["pay"], out["back"] = supply_due(s, shown)
    return out


def _is_herd_step(s: State, move: Any) -> bool:
    """True when ``move`` is a legal step of the herd in phase ``buffalo``."""
    if s.phase != PHASE_BUFFALO:
        return False
    try:
        key = parse(move)
    except IllegalMove:
        return False
    return key[0] == "buffalo" and is_legal(s, key)


# ---- the final ranking -----------------------------------------------------------------------

def tie_breaks(state: StateLike) -> List[Dict[str, Any]]:
    """The tie-breaks a finished game's ranking needed (rules §5: most tipis in the open plains,
    then most resources; equal on both share a place), one per number of plains tipis held by two
    or more players, most first: ``plains`` (that number), ``seats`` (those players, best first)
    and ``places`` (their places, best first, each a list of seats: one place means they share
    it, several mean their resources decided). Raises ``ValueError`` before the end."""
    s = as_state(state)
    if s.phase != PHASE_OVER:
        raise ValueError("The game is not over yet, so there is no ranking.")
    places = ranking_of(s)
    out = []
    for plains in sorted(set(s.plains), reverse=True):
        groups = [[q for q in group if s.plains[q] == plains] for group in places]
        groups = [g for g in groups if g]
        seats = [q for g in groups for q in g]
        if len(seats) > 1:
            out.append({"plains": plains, "seats": seats, "places": groups})
    return out


# ---- the log ---------------------------------------------------------------------------------

def log_kinds(state: StateLike, move: Any) -> List[str]:
    """What each line of ``narrate(state, move)`` is, in order: ``move`` (the move's own
    sentence), then per event that followed ``turn-start`` (a new turn) or ``follow`` (supply
    paid, tipis lost, a skipped herd step, the end). Raises ``IllegalMove`` as ``apply``."""
    s = as_state(state)
    key = parse(move)
    if not is_legal(s, key):
        raise explain(s, key)
    events: List[Event] = []
    apply_key(s, key, events)
    return [MOVE] + [TURN_START if event["type"] == "turn" else FOLLOW for event in events]


def event_kinds(events: Sequence[Dict[str, Any]]) -> List[str]:
    """:func:`log_kinds` from the events ``play`` gave the move (nothing is applied again)."""
    return [MOVE] + [TURN_START if event.get("type") == "turn" else FOLLOW for event in events]


def went_out(state: StateLike, after: StateLike) -> bool:
    """True when the move from ``state`` to ``after`` took its mover out (their last tipi left
    the board and none can come back) while the game goes on: :func:`goes_out` without playing."""
    s, a = as_state(state), as_state(after)
    seat = s.current
    if s.phase == PHASE_OVER or is_out(s, seat):
        return False
    return a.phase != PHASE_OVER and is_out(a, seat)


def line_kinds(lines: Sequence[str], names: Sequence[str]) -> List[str]:
    """:func:`log_kinds` for lines told earlier whose events are not at hand: a line after the
    first is a turn start when it is exactly the engine's sentence for one of the ``names``'
    turns (``text.turn_start``, in the current language)."""
    starts = {text.turn_start(name) for name in names}
    return [MOVE] + [TURN_START if line in starts else FOLLOW for line in lines[1:]]


# ---- clicks the rules refuse -------------------------------------------------------------------

def why_no_source(state: StateLike, kind: str, at: str) -> str:
    """Why hex ``at`` (or ``plains``) cannot be the source of a ``kind`` move (``buffalo`` or
    ``tipi``) of the current player now, in words (the hex is in play)."""
    s = as_state(state)
    if at == PLAINS:
        return _("Nothing comes back from the open plains.")
    h = HEX_INDEX[at]
    if kind == "buffalo":
        if not s.buffalo[h]:
            return _("There is no buffalo on {at}.", at=at)
        if s.phase == PHASE_BUFFALO and s.arrived[h] >= s.buffalo[h]:
            return _("No buffalo on {at} can move now: they all moved in this herd step.", at=at)
        return _("No buffalo on {at} can move now.", at=at)
    who = s.names[s.current]
    if not s.tipis[s.current][h]:
        return _("{who} has no tipi on {at}.", who=who, at=at)
    return _("{who}'s tipi on {at} cannot move now.", who=who, at=at)


# ---- a player who is out --------------------------------------------------------------------

def only_extra_buffalo(state: StateLike) -> bool:
    """True when the player to act is out (``standing.is_out``) and moving an extra buffalo is
    the only kind of action they have: the page then asks for that buffalo at once."""
    s = as_state(state)
    if s.phase != PHASE_ACTION or not is_out(s, s.current):
        return False
    return {k[0] for k in legal_keys(s)} == {"buffalo"}


def goes_out(state: StateLike, move: Any) -> bool:
    """True when the legal ``move`` takes the mover out (their last tipi leaves the board and
    none can come back) while the game goes on: the log says so once."""
    s = as_state(state)
    seat = s.current
    if s.phase == PHASE_OVER or is_out(s, seat):
        return False
    key = parse(move)
    if not is_legal(s, key):
        raise explain(s, key)
    after = apply_key(s, key)
    return after.phase != PHASE_OVER and is_out(after, seat)
