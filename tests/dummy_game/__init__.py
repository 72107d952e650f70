"""Counters: the smallest whole game of the engine contract (docs/engine-contract.md), kept in
the tests to prove that a game is added by registering it (docs/adding-a-game.md).

    from engine.core import registry
    with registry.registered("counters", "tests.dummy_game") as game:
        ...  # every shared test and tool now sees a fourth game

2–3 players share a pile of 11–16 counters (the seed decides); on your turn take 1 or 2, or
roll the die and take what it shows (1–3: chance, so such a move cannot be taken back). Whoever
takes the last counter wins. Standard library only, like every package under ``engine/``.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from engine.core import records
from engine.core.contract import GameInfo, Outcome, PlayerInfo
from engine.core.errors import IllegalMove, InvalidState, refusal
from engine.core.players import check_colors, check_names, check_seed, default_names, seats
from engine.core.reading import fail, get, players_and_seed, state_of, whole

from . import rules, text
from .rules import MAX_PILE, MAX_PLAYERS, MIN_PLAYERS, Event, State
from .text import _

__all__ = [
    "INFO", "new_game", "legal_moves", "apply", "play", "tell", "can_take_back", "why_illegal",
    "to_dict", "from_dict", "observe", "to_act", "players", "ranking", "describe", "new_record",
    "record_append", "from_record", "replay_states", "IllegalMove", "InvalidState", "State", "Event",
]

INFO = GameInfo(id="counters", title="Counters", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
                hidden_information=False, state_format="counters/1",
                record_format="counters-record/1")


def new_game(players: Any, *, seed: Any, colors: Optional[Sequence[str]] = None) -> State:
    """A new game: ``players`` 2–3 names or a count, ``seed`` the contract's seed, ``colors``
    from the palette; ``ValueError`` with a readable sentence otherwise."""
    if type(players) is int:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(_("Counters needs {lo} to {hi} players.", lo=MIN_PLAYERS, hi=MAX_PLAYERS))
        players = default_names(players)
    names = check_names(players, MIN_PLAYERS, MAX_PLAYERS, INFO.title)
    seed = check_seed(seed)
    return rules.start(tuple(names), tuple(check_colors(colors, len(names))), seed)


def _state(state: Any) -> State:
    return state_of(state, State)


def legal_moves(state: State) -> List[Dict[str, Any]]:
    """Every legal move of the player to act, in a stable order; ``[]`` once over."""
    return rules.legal(_state(state))


def _checked(state: Any, move: Any) -> Dict[str, Any]:
    if not isinstance(state, State):
        raise IllegalMove("bad-state", text.reason("bad-state"))
    rules.check(state, move)
    return dict(move)


def play(state: State, move: Any) -> Outcome[State, Event]:
    """The next state and the events of ``move`` (``IllegalMove`` for anything not legal)."""
    new, events = rules.step(state, _checked(state, move))
    return Outcome(new, tuple(events))


def apply(state: State, move: Any) -> State:
    """The next state (``state`` is not changed); ``IllegalMove`` for anything not legal."""
    new: State = play(state, move).state
    return new


def why_illegal(state: State, move: Any) -> Optional[str]:
    """None for a legal move; else the sentence :func:`apply` would raise."""
    return refusal(_checked, state, move)


def describe(state: State, move: Any) -> str:
    """One sentence for the log about legal ``move`` of ``state``."""
    m = _checked(state, move)
    who = state.names[state.current]
    return text.roll(who) if m["type"] == "roll" else text.take(who, m["count"])


def tell(state: State, move: Any, events: Sequence[Event]) -> List[str]:
    """The log's sentences: :func:`describe`, then what the die did and the end, from
    ``events`` (the move is not applied again)."""
    lines = [describe(state, move)]
    for e in events:
        if e["type"] == "roll":
            lines.append(text.rolled(e["value"], e["count"]))
        elif e["type"] == "over":
            lines.append(text.won(state.names[e["winner"]]))
    return lines


def can_take_back(state: State, move: Any, events: Sequence[Event]) -> bool:
    """A take may be taken back; a roll showed the die, so it may not."""
    _checked(state, move)
    return not any(e["type"] == "roll" for e in events)


def to_dict(state: State) -> Dict[str, Any]:
    """The lossless JSON form."""
    s = _state(state)
    return {"format": INFO.state_format,
            "players": [{"name": n, "color": c, "taken": t}
                        for n, c, t in zip(s.names, s.colors, s.taken, strict=True)],
            "seed": s.seed, "pile": s.pile, "current": s.current, "turn": s.turn}


def from_dict(d: Any) -> State:
    """A state from its JSON form; ``InvalidState`` naming the first thing wrong."""
    if not isinstance(d, dict):
        raise fail(_("the state must be an object"))
    players, names, colors, seed = players_and_seed(d, INFO.state_format, MIN_PLAYERS,
                                                    MAX_PLAYERS, INFO.title)
    taken = tuple(whole(get(pl, "taken", _("player {player}", player=q + 1)),
                        _("player {player}'s counters", player=q + 1), 0, MAX_PILE)
                  for q, pl in enumerate(players))
    here = _("the state")
    pile = whole(get(d, "pile", here), "'pile'", 0, MAX_PILE)
    if pile + sum(taken) != rules.start_pile(seed):
        raise fail(_("the counters do not add up to the {n} of this seed", n=rules.start_pile(seed)))
    current = whole(get(d, "current", here), "'current'", 0, len(players) - 1)
    turn = whole(get(d, "turn", here), "'turn'", 0, MAX_PILE)
    extra = set(d) - {"format", "players", "seed", "pile", "current", "turn"}
    if extra or any(set(pl) != {"name", "color", "taken"} for pl in players):
        raise fail(_("the state has keys Counters does not know"))
    return State(tuple(names), tuple(colors), seed, pile, taken, current, turn)


def observe(state: State, seat: Optional[int]) -> Dict[str, Any]:
    """Nothing is hidden: the state's JSON for any seat; ``ValueError`` for a seat that is not
    one."""
    s = _state(state)
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(s.names)):
        raise ValueError(_("There is no such seat."))
    return to_dict(s)


def players(state: State) -> List[PlayerInfo]:
    """Each seat's name and colour, in seat order (as ``to_dict`` has them)."""
    s = _state(state)
    return seats(s.names, s.colors)


def to_act(state: State) -> Optional[int]:
    """The seat to act, or None once over."""
    s = _state(state)
    return None if s.over else s.current


def ranking(state: State) -> List[List[int]]:
    """Places once over (the winner first); ``ValueError`` before."""
    places = rules.places(_state(state))
    if places is None:
        raise ValueError(_("The game is not over yet, so there is no ranking."))
    return places


new_record, from_record, replay_states = records.game_records(INFO.record_format, new_game, apply)
record_append = records.record_append
