"""The public API of the Wind River engine (docs/engine-contract.md).

    from engine.wind_river import new_game, legal_moves, apply, to_dict, from_dict, ranking

States are immutable; every function here is pure.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from ..core import records
from ..core.contract import GameInfo, Outcome, PlayerInfo
from ..core.errors import IllegalMove, InvalidState, refusal
from ..core.players import check_seed, seats
from ..core.reading import state_of
from . import text
from .board import HEX_NAMES, PLAINS_INDEX
from .events import Event
from .moves import TEMPLATES, parse
from .reasons import explain
from .rules import (
    apply_key,
    earn_amount,
    is_legal,
    legal_keys,
    ranking_of,
    start_state,
    tipi_move_payers,
    unsupplied_by_hex,
)
from .serial import check_colors, check_names, from_dict, to_dict
from .state import DEFAULT_COLORS, PHASE_BUFFALO, PHASE_OVER, Key, State
from .story import story

__all__ = [
    "story",
    "new_game", "legal_moves", "apply", "to_dict", "from_dict", "ranking", "IllegalMove",
    "InvalidState", "new_record", "record_append", "from_record", "replay_states", "describe",
    "narrate", "play", "tell", "can_take_back", "why_illegal", "Outcome",
    "supply_cost", "status", "State", "Event", "INFO", "observe", "to_act", "players", "bot_policy",
]

INFO = GameInfo(id="wind-river", title="Wind River", min_players=3, max_players=4,
                hidden_information=False, state_format="wind-river/1",
                record_format="wind-river-record/1")

def new_game(players: Any, *, seed: Any, colors: Optional[Sequence[str]] = None) -> State:
    """A new game in phase ``place``.

    ``players`` is a list of 3–4 distinct names or an int 3–4 ("Player 1" …); names are
    normalised (NFC, trimmed, no control or zero-width characters) before they are compared and
    stored. ``seed`` (an int, 0 ≤ seed < 2**63) fixes the start player; ``colors`` come from the
    site's palette and default to red, blue, green, yellow by seat.
    Raises ``ValueError`` with a readable message on anything else.
    """
    if type(players) is int:
        if not 3 <= players <= 4:
            raise ValueError("Wind River needs 3 or 4 players.")
        players = [f"Player {i + 1}" for i in range(players)]
    names = check_names(players)
    seed = check_seed(seed)
    colors = DEFAULT_COLORS[: len(names)] if colors is None else colors
    return start_state(names, check_colors(colors, len(names)), seed)


def _state(s: Any) -> State:
    return state_of(s, State)


def legal_moves(state: State) -> List[Dict[str, Any]]:
    """Every legal move as a fresh dict, each once, in a stable order; ``[]`` once the game is over."""
    return [TEMPLATES[k].copy() for k in legal_keys(_state(state))]


def _checked(state: Any, move: Any) -> Key:
    """The key of legal ``move`` in ``state``; :class:`IllegalMove` saying why not otherwise."""
    if not isinstance(state, State):
        raise IllegalMove("bad-state", "There is no game to play this move in.")
    key = parse(move)
    if not is_legal(state, key):
        raise explain(state, key)
    return key


def apply(state: State, move: Any) -> State:
    """The new state after ``move``; ``state`` is not changed.

    Raises :class:`IllegalMove` (with ``.code`` and a readable message) for anything that is not
    one of ``legal_moves(state)``, malformed input included.
    """
    return apply_key(state, _checked(state, move))


def play(state: State, move: Any) -> Outcome[State, Event]:
    """Apply ``move`` once: the new state (as :func:`apply`) and what followed without a choice,
    as JSON events (:mod:`engine.wind_river.events`): ``turn`` (``seat``), ``no-herd-step``
    (``seat``, ``tipis`` on the board), ``supply-paid`` (``seat``, ``amount``), ``supply-lost``
    (``seat``, ``count``, ``hex``), ``supply-choice`` (``seat``, ``count`` to take back),
    ``over``."""
    events: List[Event] = []
    new = apply_key(state, _checked(state, move), events)
    return Outcome(new, tuple(events))


def why_illegal(state: State, move: Any) -> Optional[str]:
    """None when ``move`` is legal in ``state``; else the sentence :func:`apply` would raise."""
    return refusal(_checked, state, move)


def can_take_back(state: State, move: Any, events: Sequence[Event]) -> bool:
    """Always True: Wind River has no hidden information and no chance after the start."""
    return True


def observe(state: State, seat: Optional[int]) -> Dict[str, Any]:
    """What ``seat`` may know: everything, since Wind River has no hidden information."""
    if seat is not None and not (type(seat) is int and 0 <= seat < len(_state(state).names)):
        raise ValueError("There is no such seat.")
    return to_dict(state)


def players(state: State) -> List[PlayerInfo]:
    """Each seat's name and colour, in seat order (as ``to_dict`` has them)."""
    s = _state(state)
    return seats(s.names, s.colors)


def to_act(state: State) -> Optional[int]:
    """The seat that must decide now, or ``None`` once the game is over."""
    return None if _state(state).phase == PHASE_OVER else state.current


def ranking(state: State) -> List[List[int]]:
    """Places of a finished game, best first, each a list of seat indices (ties share a place)."""
    if _state(state).phase != PHASE_OVER:
        raise ValueError("The game is not over yet, so there is no ranking.")
    return ranking_of(state)


def describe(state: State, move: Any) -> str:
    """A sentence for the log: what ``move`` does when played in ``state`` (before the move).

    Raises :class:`IllegalMove` if the move is not legal there.
    """
    key = parse(move)
    if not is_legal(_state(state), key):
        raise explain(state, key)
    p = state.current
    who = state.names[p]
    kind = key[0]
    hex_name = HEX_NAMES[key[1]] if len(key) > 1 else ""
    dest = None if len(key) < 3 or key[2] == PLAINS_INDEX else HEX_NAMES[key[2]]
    if kind == "place":
        return text.place(who, hex_name)
    if kind == "buffalo":
        if state.phase == PHASE_BUFFALO:
            total = state.on_board(p)
            return text.herd_step(who, hex_name, dest, total - state.buffalo_left + 1, total)
        return text.extra_buffalo(who, hex_name, dest)
    if kind == "abandon":
        return text.abandon(who, hex_name)
    if key[0] == "tipi":
        payers = [state.names[q] for q in tipi_move_payers(state, p, key[2])]
        return text.tipi_move(who, hex_name, dest, payers)
    if kind == "earn":
        return text.earn(who, earn_amount(state, p))
    if kind == "insert":
        return text.insert(who, hex_name)
    return text.pass_turn(who)


def tell(state: State, move: Any, events: Sequence[Event]) -> List[str]:
    """Sentences for the log: :func:`describe` of ``move`` (played in ``state``), then one per
    event of :func:`play` (supply paid, tipis lost, a skipped herd step, whose turn it is, the
    end of the game); the move is not applied again."""
    lines = [describe(state, move)]
    names = state.names
    for e in events:
        if e["type"] == "turn":
            lines.append(text.turn_start(names[e["seat"]]))
        elif e["type"] == "no-herd-step":
            lines.append(text.no_herd_step(names[e["seat"]], e["tipis"]))
        elif e["type"] == "supply-paid":
            lines.append(text.supply_paid(names[e["seat"]], e["amount"]))
        elif e["type"] == "supply-lost":
            lines.append(text.supply_lost(names[e["seat"]], e["count"], e["hex"]))
        elif e["type"] == "supply-choice":
            lines.append(text.supply_choice(names[e["seat"]], e["count"]))
        elif e["type"] == "over":
            lines.append(text.game_over())
    return lines


def narrate(state: State, move: Any) -> List[str]:
    """Sentences for the log: :func:`tell` of ``move`` and the events it produces in ``state``."""
    return tell(state, move, play(state, move).events)


def supply_cost(state: State) -> int:
    """How many of the current player's tipis are unsupplied right now (the U of rules §4.2)."""
    return sum(u for _, u in unsupplied_by_hex(_state(state), state.current))


def status(state: State) -> str:
    """Whose turn it is and what they must do, in words."""
    if _state(state).phase == PHASE_OVER:
        return text.game_over()
    return text.task(state.names[state.current], state.phase)


# ---- records (wind-river-record/1) ------------------------------------------------------------
record_append = records.record_append
new_record, from_record, replay_states = records.game_records(INFO.record_format, new_game, apply)


def bot_policy() -> Any:
    """The hook of :mod:`engine.bots`: Wind River's bot policy (evaluation, search, fast lane)."""
    from .bots.policy import POLICY

    return POLICY
