"""Manitou's rules engine (rules: manitou-rules.html; API: docs/engine-contract.md §1, §3).

    from engine.manitou import new_game, legal_moves, apply, to_dict, from_dict, observe, scores, \\
        ranking, describe, new_record, record_append, from_record, IllegalMove, InvalidState

States are immutable (:class:`State`); every function here is pure. Besides the contract's
functions the package offers ``INFO``, ``to_act``, ``status``, ``narrate``, ``move_events``,
``reckoning_events``, ``score_parts`` (where each seat's points came from, for an end screen),
``WARRIOR_TABLE`` (the warrior table as data, for the page) and
``random_game`` / ``Sim`` (the fast lane for random play and bots, :mod:`.playout`).

What happens after a move: ``move_events(state, move)``
---------------------------------------------------------
A list of JSON-ready dicts, in order, describing everything ``apply(state, move)`` does
(seats are ints, grounds 1–3, cards are card ids). ``reckoning_events(state, move)`` is the part
from the ``reckoning`` event on ([] when the move does not end a hunt's play): the page shows
it step by step, one event per step. Event types (their exact shapes: the TypedDicts of
:mod:`.events`, ``Event`` their union):

* ``{"type": "pass", "seat"}`` — a blocked player passed (M-R10).
* ``{"type": "warrior", "seat", "card", "ground", "outcome", "against"?, "pair"?}`` — a warrior
  was laid: ``outcome`` is ``hold`` (an unheld ground), ``guard`` (second face-up warrior: a
  guarded pair), ``beats`` (the foe ``against = {"seat", "card"}`` is turned down), ``beaten``
  (the new warrior is turned down), ``cancel`` (equal kinds, both down, nobody holds it) or
  ``sacrifice`` (against the top of a pair: both down, the pair's other warrior stays);
  ``pair`` tells whether the foe was a guarded pair.
* ``{"type": "whole-reserve", "seat", "size"}`` — a party formed without a choice (M-R3).
* ``{"type": "deal", "hunt", "starts"}`` — parties shuffled, hands drawn, play begins.
* ``{"type": "reckoning", "hunt", "grounds"}`` — the reckoning (§6) begins, ``grounds`` as they
  lie at that moment (the state JSON's form, public: every card at a ground is face up or was seen
  played); then, in the rules' order:
* ``{"type": "hide-thief", "totals": [per seat], "highest", "takers": [seats]}`` (§6.1).
* ``{"type": "herd", "ground", "buffalo": [as laid out], "strengths": [per seat], "outcome",
  "tied": [seats], "taken": [{"seat", "value"}], "box": [values]}`` per ground (§6.2);
  ``outcome``: ``no-hunters``, ``alone`` (one hunting player takes all), ``top-tie`` (``tied``
  share the highest strength: nobody takes a card), ``second-tie`` (the strongest takes the
  best card, ``tied`` share second place: the other goes to the box) or ``contest``.
* ``{"type": "prisoners", "ground", "holder": seat or None, "returned": [per seat: ids back to
  the reserve], "captured": [{"card", "owner"}]}`` per ground (§6.3).
* ``{"type": "cards-back", "returned": [per seat: ids]}`` — unplayed cards back (§6.4).
* ``{"type": "hunt", "hunt", "dealer", "buffalo": [per ground]}`` — the next hunt is laid out
  (the dealer has moved on), or ``{"type": "over", "scores": [per seat]}`` after the third.

``narrate(state, move)`` turns the same events into sentences (wording in :mod:`.text`).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, cast

from ..core import records
from ..core.contract import GameInfo, Outcome, PlayerInfo
from ..core.errors import IllegalMove, InvalidState, refusal
from ..core.players import check_colors, check_names, check_seed, default_names, seats
from ..core.reading import state_of
from . import text
from .cards import CARD_IDS, HIDE_THIEF, MAX_UP, WARRIOR_TABLE
from .events import Event
from .moves import TEMPLATES, parse
from .playout import random_game
from .reasons import explain
from .rules import (
    OVER,
    PASS_KEY,
    PHASE_NAMES,
    PLAY_BASE,
    UP,
    Sim,
    keys_for,
    new_sim,
    ranking_of,
    score_total,
    step,
)
from .serial import from_dict, observe_dict, to_dict
from .state import State, freeze, thaw
from .story import story

__all__ = [
    "story",
    "new_game", "legal_moves", "apply", "to_dict", "from_dict", "observe", "scores", "ranking",
    "describe", "new_record", "record_append", "from_record", "replay_states", "IllegalMove",
    "InvalidState", "Event", "INFO", "to_act", "players", "status", "narrate", "move_events",
    "reckoning_events", "score_parts", "WARRIOR_TABLE", "State", "Sim", "random_game", "play", "tell",
    "can_take_back", "why_illegal", "Outcome", "at_reckoning",
]

INFO = GameInfo(id="manitou", title="Manitou", min_players=2, max_players=4,
                hidden_information=True, state_format="manitou/1",
                record_format="manitou-record/1")


def new_game(players: Any, *, seed: Any, colors: Sequence[str] | None = None) -> State:
    """A new game: hunt 1 laid out, phase ``select``, the first chooser to act.

    ``players``: 2–4 distinct names (normalised, ≤ 24 characters) or an int 2–4 ("Player 1" …);
    ``seed`` an int 0 ≤ seed < 2**63 (the dealer, the buffalo piles and every shuffle come from
    it); ``colors`` from the site's palette (default by seat). ``ValueError`` on anything else.
    """
    if type(players) is int:
        if not 2 <= players <= 4:
            raise ValueError("Manitou needs 2 to 4 players.")
        players = default_names(players)
    names = check_names(players, 2, 4, "Manitou")
    seed = check_seed(seed)
    cols = check_colors(colors, len(names))
    return freeze(new_sim(len(names), seed), tuple(names), tuple(cols))


def _state(s: Any) -> State:
    return state_of(s, State)


def legal_keys(s: State) -> List[int]:
    """The legal internal keys of ``s`` (memoised on the immutable state)."""
    memo = s.memo
    if memo is None:
        cur = s.current
        blocked = [sum(1 for e in s.cards[g][cur] if e >= UP) >= MAX_UP for g in range(3)]
        memo = keys_for(s.phase, s.hand[cur], s.reserve[cur], blocked)
        object.__setattr__(s, "memo", memo)
    return memo


def legal_moves(state: State) -> List[Dict[str, Any]]:
    """Every legal move as a fresh dict, each once, in a stable order; ``[]`` once over."""
    return [TEMPLATES[k].copy() for k in legal_keys(_state(state))]


def _checked(state: Any, move: Any) -> int:
    if not isinstance(state, State):
        raise IllegalMove("bad-state", text.reason("bad-state"))
    key = parse(move)
    if key not in legal_keys(state):
        raise explain(state, key)
    return key


def apply(state: State, move: Any) -> State:
    """The new state after ``move`` (``state`` is not changed): draws, the reckoning, the next
    hunt and the end happen inside. ``IllegalMove`` (``.code``, readable message) for anything
    not in ``legal_moves(state)``, malformed input included. The same state as :func:`play`
    (which also collects the events)."""
    key = _checked(state, move)
    w = thaw(state)
    step(w, key)
    return freeze(w, state.names, state.colors)


def play(state: State, move: Any) -> Outcome[State, Event]:
    """Apply ``move`` once: the new state (as :func:`apply`) and its events (the list
    :func:`move_events` gives, see the module docstring)."""
    key = _checked(state, move)
    events: List[Event] = []
    w = thaw(state, events)
    step(w, key)
    return Outcome(freeze(w, state.names, state.colors), tuple(events))


def why_illegal(state: State, move: Any) -> Optional[str]:
    """None when ``move`` is legal in ``state``; else the sentence :func:`apply` would raise."""
    return refusal(_checked, state, move)


def can_take_back(state: State, move: Any, events: Sequence[Event]) -> bool:
    """Always False: every move is a confirmed decision, followed by a draw or secret (M-R9;
    the page takes back a choice before it confirms it)."""
    return False


def observe(state: State, seat: int | None) -> Dict[str, Any]:
    """What ``seat`` may know (rules M-R8) as JSON; ``None`` gives the public view.
    ``ValueError`` for a seat that does not exist."""
    return observe_dict(_state(state), seat)


def players(state: State) -> List[PlayerInfo]:
    """Each seat's name and colour, in seat order (as ``to_dict`` has them)."""
    s = _state(state)
    return seats(s.names, s.colors)


def to_act(state: State) -> int | None:
    """The seat that must decide now, or ``None`` once the game is over."""
    return None if _state(state).phase == OVER else state.current


def scores(state: State) -> List[Dict[str, Any]]:
    """Per seat: buffalo values, prisoners, hide thieves and the total (§7), at any point."""
    s = _state(state)
    return [{"buffalo": list(s.won[p]), "prisoners": len(s.prisoners[p]),
             "hide_thieves": s.thieves[p], "total": score_total(s, p)}
            for p in range(len(s.names))]


def score_parts(state: State) -> List[Dict[str, Any]]:
    """Per seat, where the points of :func:`scores` came from (§7), each part with its points
    already counted: ``{"buffalo": {"values": [...], "points": n}, "prisoners": {"count": n,
    "points": n}, "hide_thieves": {"count": n, "points": n}, "total": n}``; the parts' points add
    up to ``total``. A reading of the state (pure), for a score sheet that does no arithmetic."""
    s = _state(state)
    return [{"buffalo": {"values": list(s.won[p]), "points": sum(s.won[p])},
             "prisoners": {"count": len(s.prisoners[p]), "points": len(s.prisoners[p])},
             "hide_thieves": {"count": s.thieves[p], "points": HIDE_THIEF * s.thieves[p]},
             "total": score_total(s, p)}
            for p in range(len(s.names))]


def ranking(state: State) -> List[List[int]]:
    """Places of a finished game, best first, each a list of seats (equal scores share, M-R7)."""
    s = _state(state)
    if s.phase != OVER:
        raise ValueError("The game is not over yet, so there is no ranking.")
    return ranking_of([score_total(s, p) for p in range(len(s.names))])


def move_events(state: State, move: Any) -> List[Event]:
    """What ``apply(state, move)`` does, as a list of event dicts (see the module docstring).
    ``IllegalMove`` if the move is not legal."""
    return list(play(state, move).events)


def reckoning_events(state: State, move: Any) -> List[Dict[str, Any]]:
    """The structured account of the reckoning that ``move`` triggers, from the ``reckoning``
    event on (the next hunt's layout or the end included); ``[]`` if it triggers none. Typed as
    plain JSON dicts, as the page reads them (one step each); :func:`play` gives them typed."""
    events = move_events(state, move)
    for i, e in enumerate(events):
        if e["type"] == "reckoning":
            return cast("List[Dict[str, Any]]", events[i:])
    return []


class _AtReckoning(Exception):
    """The reckoning is about to begin (see :func:`at_reckoning`)."""


class _UntilReckoning(List[Event]):
    """The events of a move, stopped where the reckoning begins (its first event is noted before
    anything is reckoned)."""

    def append(self, event: Event) -> None:
        if event["type"] == "reckoning":
            raise _AtReckoning
        super().append(event)


def at_reckoning(state: State, move: Any) -> Optional[State]:
    """The position as the reckoning that ``move`` triggers finds it: the move's own play done
    (its card laid, a card drawn), nothing reckoned; None when ``move`` ends no hunt's play.
    ``IllegalMove`` if the move is not legal (a page draws its seats from it meanwhile)."""
    key = _checked(state, move)
    w = thaw(state, _UntilReckoning())
    try:
        step(w, key)
    except _AtReckoning:
        w.events = None
        return freeze(w, state.names, state.colors)
    return None


def describe(state: State, move: Any) -> str:
    """One sentence for the log about legal ``move`` of ``state`` (a pick never names its card).
    ``IllegalMove`` if the move is not legal there."""
    key = _checked(state, move)
    if key < PLAY_BASE:
        return text.pick(state.names[state.current])
    return _describe(state, key, play(state, move).events)


def _describe(state: State, key: int, events: Sequence[Event]) -> str:
    """:func:`describe` of legal ``key`` from the events it produced."""
    who = state.names[state.current]
    if key < PLAY_BASE:
        return text.pick(who)
    if key == PASS_KEY:
        return text.pass_turn(who, any(e["type"] == "reckoning" for e in events))
    k, g = divmod(key - PLAY_BASE, 3)
    first = events[0] if events else None
    if first is None or first["type"] != "warrior":
        return text.play_hunter(who, CARD_IDS[k], g + 1)
    foe = first.get("against")
    if foe is None:
        return text.play_warrior(who, CARD_IDS[k], g + 1, first["outcome"])
    left = ""
    if first["outcome"] == "sacrifice":
        rest = [e - UP for e in state.cards[g][foe["seat"]] if e >= UP]
        left = CARD_IDS[rest[0]]
    return text.play_warrior(who, CARD_IDS[k], g + 1, first["outcome"],
                             state.names[foe["seat"]], foe["card"], left)


def tell(state: State, move: Any, events: Sequence[Event]) -> List[str]:
    """Sentences for the log: :func:`describe` of ``move`` (played in ``state``), then one per
    thing that followed without a choice (parties formed, the deal, each step of the reckoning,
    the next hunt), from ``events`` (:func:`play`'s); the move is not applied again."""
    lines = [_describe(state, _checked(state, move), events)]
    names = state.names
    for e in events:
        if e["type"] == "whole-reserve":
            lines.append(text.whole_reserve(names[e["seat"]], e["size"]))
        elif e["type"] == "deal":
            lines.append(text.deal(names[e["starts"]]))
        elif e["type"] == "reckoning":
            lines.append(text.reckoning(e["hunt"]))
        elif e["type"] == "hide-thief":
            lines.append(text.hide_thief([f"{names[p]} {t}" for p, t in enumerate(e["totals"])],
                                         [names[p] for p in e["takers"]]))
        elif e["type"] == "herd":
            lines.append(text.herd(
                e["ground"], [f"{names[p]} {v}" for p, v in enumerate(e["strengths"]) if v],
                e["outcome"], [text.took(names[t["seat"]], t["value"]) for t in e["taken"]],
                [names[p] for p in e["tied"]], e["box"],
                names[e["taken"][0]["seat"]] if e["taken"] else "",
                [t["value"] for t in e["taken"]]))
        elif e["type"] == "prisoners":
            holder = "" if e["holder"] is None else names[e["holder"]]
            lines.append(text.prisoners(e["ground"], holder,
                                        [text.owned(names[c["owner"]], c["card"])
                                         for c in e["captured"]]))
        elif e["type"] == "cards-back":
            lines.append(text.cards_back([f"{names[p]} {len(r)}"
                                          for p, r in enumerate(e["returned"]) if r]))
        elif e["type"] == "hunt":
            lines.append(text.new_hunt(e["hunt"], names[e["dealer"]], e["buffalo"]))
        elif e["type"] == "over":
            totals = e["scores"]
            places = ranking_of(totals)
            lines.append(text.game_over([f"{i}. " + ", ".join(f"{names[p]} ({totals[p]})"
                                                               for p in place)
                                         for i, place in enumerate(places, 1)]))
    return lines


def narrate(state: State, move: Any) -> List[str]:
    """Sentences for the log: :func:`tell` of ``move`` and the events it produces in ``state``."""
    return tell(state, move, play(state, move).events)


def status(state: State) -> str:
    """Whose turn it is and what they must do, in words."""
    s = _state(state)
    if s.phase == OVER:
        return text.game_over([])
    return text.task(s.names[s.current], PHASE_NAMES[s.phase])


# ---- records (manitou-record/1) ---------------------------------------------------------------
record_append = records.record_append
new_record, from_record, replay_states = records.game_records(INFO.record_format, new_game, apply)


def bot_policy() -> Any:
    """The hook of :mod:`engine.bots`: Manitou's bot policy (every level decides from
    ``observe(state, seat)`` only, :mod:`engine.manitou.bots`)."""
    from .bots.policy import POLICY

    return POLICY
