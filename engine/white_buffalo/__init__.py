"""White Buffalo's rules engine (rules: white-buffalo-rules.html; API: docs/engine-contract.md §1, §5).

    from engine.white_buffalo import new_game, legal_moves, apply, to_dict, from_dict, observe, \\
        scores, ranking, describe, last_events, new_record, record_append, from_record, \\
        IllegalMove, InvalidState

States are immutable (:class:`State`); every function here is pure. Besides the contract's
functions the package offers ``INFO``, ``to_act``, ``status`` and ``random_game`` (the fast
lane for random play, :mod:`.playout`). Every reconstructed list is data in :mod:`.data`.

What ``last_events(state)`` holds
---------------------------------
What the ``apply`` that made ``state`` did by chance or by itself, in order, as JSON dicts
(their exact shapes: the TypedDicts of :mod:`.events`, ``Event`` their union):

* ``{"type": "setup", "start", "row", "display"}`` — only in a new game's events.
* ``{"type": "draw", "seat"}`` — a blind card from the pile (its ``card`` only in the drawer's
  ``observe``); ``{"type": "reshuffle", "cards"}`` — the discard became the pile;
  ``{"type": "row", "slot", "card"}`` — a row slot refilled.
* ``{"type": "reveal", "slot", "card", "cube"}`` — a stack card revealed into the display
  (``cube``: the colour it moved into the bag, or None); ``{"type": "buffalo-bill", "slot"}``;
  ``{"type": "sweep", "card", "slot"}``; ``{"type": "final-round", "reason"}``.
* ``{"type": "territory-cubes", "territory", "cubes"}`` — cubes lying there went into the bag;
  ``{"type": "hunt", "territory", "value", "laid_down", "cubes"}`` — the pull, colours sorted;
  ``{"type": "bison", "seat", "pulled", "gained", "returned", "cancelled"}``;
  ``{"type": "kill", "cube", "herds": [{"territory", "herd": "laid" | "standing"}]}``;
  ``{"type": "cube", "cube", "to": "territory" | "war", "territory"?}``;
  ``{"type": "war-card", "seat", "from", "cubes"}`` — the War Card changed hands;
  ``{"type": "calf-woman", "territory", "from"}``.
* ``{"type": "sow", "from", "to"}``, ``{"type": "discard", "cards"}``,
  ``{"type": "destiny", "seat"}`` (its ``card`` only in the drawer's view).
* ``{"type": "passed", "seat", "bison", "war"}``; ``{"type": "over", "reason"}``.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from ..core import records
from ..core.contract import GameInfo, Outcome, PlayerInfo
from ..core.errors import IllegalMove, InvalidState, refusal
from ..core.players import check_colors, check_names, check_seed, default_names, seats
from ..core.reading import state_of
from . import text
from .data import CARD_COLOUR, CARD_IDS, CARD_VALUE, CUBE_COLOURS, STACK_IDS, TERRITORIES
from .events import Event
from .hints import undo_allowed
from .moves import parse, to_move
from .playout import random_game
from .reasons import explain
from .rules import (
    BUY,
    CUBE,
    CUBE_WAR,
    END,
    HORSE,
    HUNT,
    NONE,
    OVER,
    PASS,
    PLACE,
    PLAY,
    RETIRE,
    STACK,
    STEP,
    SWEEP,
    TAKE,
    TAKE_PILE,
    TAKE_ROW,
    new_sim,
    power,
    price,
    step,
    sweep_due,
)
from .rules import (
    legal_keys as sim_legal_keys,
)
from .scoring import ranking_of, score_sheet
from .serial import from_dict, observe_dict, public_events, to_dict
from .state import State, freeze, thaw
from .story import story

__all__ = [
    "story",
    "new_game", "legal_moves", "apply", "to_dict", "from_dict", "observe", "scores", "ranking",
    "describe", "last_events", "new_record", "record_append", "from_record", "replay_states",
    "IllegalMove", "InvalidState", "Event", "INFO", "to_act", "players", "status", "narrate",
    "State", "random_game", "play", "tell", "can_take_back", "why_illegal", "Outcome",
]

INFO = GameInfo(id="white-buffalo", title="White Buffalo", min_players=2, max_players=4,
                hidden_information=True, state_format="white-buffalo/1",
                record_format="white-buffalo-record/1")


def new_game(players: Any, *, seed: Any, colors: Sequence[str] | None = None) -> State:
    """A new game set up as §3 (display, cubes, hands, a Destiny Card each, start player).

    ``players``: 2–4 distinct names (normalised, ≤ 24 characters) or an int 2–4;
    ``seed`` an int 0 ≤ seed < 2**63; ``colors`` from the site's palette (default by seat).
    ``ValueError`` on anything else.
    """
    if type(players) is int:
        if not 2 <= players <= 4:
            raise ValueError(text.say(text.PLAYER_COUNT))
        players = default_names(players)
    names = check_names(players, 2, 4, "White Buffalo")
    seed = check_seed(seed)
    cols = check_colors(colors, len(names))
    events: List[Event] = []
    return freeze(new_sim(len(names), seed, events), tuple(names), tuple(cols))


def _state(s: Any) -> State:
    return state_of(s, State)


def legal_keys(s: State) -> List[int]:
    """The legal internal keys of ``s`` (memoised on the immutable state)."""
    memo = s.memo
    if memo is None:
        memo = sim_legal_keys(thaw(s))
        object.__setattr__(s, "memo", memo)
    return memo


def legal_moves(state: State) -> List[Dict[str, Any]]:
    """Every legal move as a fresh dict, each once, in a stable order; ``[]`` once over."""
    return [to_move(k) for k in legal_keys(_state(state))]


def _checked(state: Any, move: Any) -> int:
    if not isinstance(state, State):
        raise IllegalMove("bad-state", text.reason("bad-state"))
    key = parse(move)
    if key not in legal_keys(state):
        raise explain(state, key)
    return key


def apply(state: State, move: Any) -> State:
    """The new state after ``move`` (``state`` is not changed): draws, pulls, reveals, sowing,
    the destiny draw and the end happen inside. ``IllegalMove`` (``.code``, readable message)
    for anything not in ``legal_moves(state)``, malformed input included."""
    return play(state, move).state


def play(state: State, move: Any) -> Outcome[State, Event]:
    """Apply ``move`` once: the new state (as :func:`apply`) and its events, the public
    :func:`last_events` of the new state (secret card ids left out)."""
    key = _checked(state, move)
    w = thaw(state, [])
    step(w, key)
    after = freeze(w, state.names, state.colors)
    return Outcome(after, tuple(public_events(after.events, None)))


def why_illegal(state: State, move: Any) -> Optional[str]:
    """None when ``move`` is legal in ``state``; else the sentence :func:`apply` would raise."""
    return refusal(_checked, state, move)


def can_take_back(state: State, move: Any, events: Sequence[Event]) -> bool:
    """Whether a person may take ``move`` back (:func:`engine.white_buffalo.hints.undo_allowed`):
    only while no chance event followed, the turn did not end and the same seat is to act."""
    return undo_allowed(state, move, apply(state, move), events)


def observe(state: State, seat: int | None) -> Dict[str, Any]:
    """What ``seat`` may know (WB-R26) as JSON, with ``last_events`` as that seat may see them;
    ``None`` gives the public view. ``ValueError`` for a seat that does not exist."""
    return observe_dict(_state(state), seat)


def last_events(state: State) -> List[Event]:
    """The public account of what the ``apply`` (or ``new_game``) that made ``state`` did by
    chance or by itself (see the module docstring); secret card ids left out."""
    return public_events(_state(state).events, None)


def players(state: State) -> List[PlayerInfo]:
    """Each seat's name and colour, in seat order (as ``to_dict`` has them)."""
    s = _state(state)
    return seats(s.names, s.colors)


def to_act(state: State) -> int | None:
    """The seat that must decide now, or ``None`` once the game is over."""
    return None if _state(state).phase == OVER else state.current


def scores(state: State) -> List[Dict[str, Any]]:
    """Per seat, the scoring sheet (§10) as it stands now."""
    s = _state(state)
    return [score_sheet(s, p) for p in range(len(s.names))]


def ranking(state: State) -> List[List[int]]:
    """Places of a finished game, best first, each a list of seats (WB-R25)."""
    s = _state(state)
    if s.phase != OVER:
        raise ValueError("The game is not over yet, so there is no ranking.")
    totals = [score_sheet(s, p)["total"] for p in range(len(s.names))]
    cards = [len(s.teepees[p]) + len(s.retired[p]) for p in range(len(s.names))]
    return ranking_of(totals, cards)


def describe(state: State, move: Any) -> str:
    """One sentence for the log about legal ``move`` (a blind draw never names its card).
    ``IllegalMove`` if the move is not legal there."""
    key = _checked(state, move)
    s = state
    cur = s.current
    who = s.names[cur]
    if key < SWEEP:
        return text.place(who, TERRITORIES[key - PLACE])
    if key < TAKE_ROW:
        return text.sweep(who, STACK_IDS[s.display[key - SWEEP]])
    if key < TAKE_PILE:
        return text.take_row(who, CARD_IDS[s.row[key - TAKE_ROW]])
    if key == TAKE_PILE:
        return text.take_pile(who, None)
    if key < STEP:
        k = key - HORSE
        return text.horse(who, CARD_IDS[k], s.mvalue + CARD_VALUE[k] + power(s, cur, CARD_COLOUR[k]))
    if key < STACK:
        return text.step(who, TERRITORIES[key - STEP], 1 if s.steps == 0 else 2)
    if key < HUNT:
        return text.stack(who, CARD_IDS[key - STACK])
    if key == HUNT:
        value = power(s, cur, CARD_COLOUR[s.hstack[0]]) + sum(CARD_VALUE[k] for k in s.hstack)
        return text.hunt(who, TERRITORIES[s.terr[cur]], value)
    if key < END:
        return text.cube(who, CUBE_COLOURS[s.pending[0]], key == CUBE_WAR)
    if key == END:
        return text.end(who)
    if key == PASS:
        return text.pass_turn(who)
    if key >= RETIRE:
        slot, t = divmod(key - RETIRE, 25)
        return text.retire(who, STACK_IDS[t], STACK_IDS[s.display[slot]])
    m = to_move(key)
    t = s.display[(key - BUY) // 256]
    return text.buy(who, STACK_IDS[t], price(s, cur, t) - len(m["war"]), m["war"])


def tell(state: State, move: Any, events: Sequence[Event]) -> List[str]:
    """Sentences for the public log: :func:`describe` of ``move`` (played in ``state``), then one
    per event of :func:`play` (what followed by chance or by itself); no move is applied again."""
    lines = [describe(state, move)]
    blind = isinstance(move, dict) and move.get("type") == "take" and move.get("slot") == "pile"
    for e in events:
        if blind and e.get("type") == "draw":
            blind = False  # the move's own sentence already says the card was drawn: one line
            continue
        lines.append(text.event(state.names, e))
    return lines


def narrate(state: State, move: Any) -> List[str]:
    """Sentences for the public log: :func:`tell` of ``move`` and the events it produces."""
    return tell(state, move, play(state, move).events)


def status(state: State) -> str:
    """Whose turn it is and what they must do, in words."""
    s = _state(state)
    if s.phase == OVER:
        return text.game_over(s.over_reason)
    who = s.names[s.current]
    if s.phase == CUBE:
        return text.task(who, "cube")
    if s.terr[s.current] < 0:
        return text.task(who, "place")
    if sweep_due(s):
        return text.task(who, "sweep")
    return text.task(who, {NONE: "turn", TAKE: "take", PLAY: "play"}[s.kind])


# ---- records (white-buffalo-record/1) ---------------------------------------------------------------
record_append = records.record_append
new_record, from_record, replay_states = records.game_records(INFO.record_format, new_game, apply)


def bot_policy() -> Any:
    """The hook of :mod:`engine.bots`: White Buffalo's bot policy (every level decides from
    ``observe(state, seat)`` only, :mod:`engine.white_buffalo.bots`)."""
    from .bots.policy import POLICY

    return POLICY
