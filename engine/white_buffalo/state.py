"""The frozen game state and its conversion to and from the rules' working copy.

A :class:`State` holds tuples only; the rules run on a mutable
:class:`engine.white_buffalo.rules.Sim` (:func:`thaw`), and :func:`freeze` turns the result back
into a State once per public ``apply``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, List, Tuple, Union

from .events import Event, FinalReason, OverReason
from .rules import Sim

Ints = Tuple[int, ...]


@dataclass(frozen=True, slots=True)
class State:
    """A complete White Buffalo position; fields as :class:`engine.white_buffalo.rules.Sim`
    (tuples instead of lists). ``events`` (what the last ``apply`` did) and ``memo`` (the legal
    keys) are not part of the position's value."""

    names: Tuple[str, ...]
    colors: Tuple[str, ...]
    seed: int
    rng: int
    start: int
    current: int
    phase: int
    round: int
    final_round: bool
    ending: FinalReason | None
    quiet: int
    terr: Ints
    hand: Tuple[Ints, ...]
    destiny: Tuple[Ints, ...]
    bison: Ints
    teepees: Tuple[Ints, ...]
    retired: Tuple[Ints, ...]
    peace: Tuple[Ints, ...]
    passed: Tuple[bool, ...]
    herds: Ints
    calf: int
    tcubes: Tuple[Ints, ...]
    lost: int
    bag: Ints
    death: Ints
    war_holder: int
    war_red: int
    war_front: Ints
    row: Ints
    pile: Ints
    discard: Ints
    display: Ints
    stack: Ints
    destiny_pile: Ints
    removed: Ints
    kind: int
    taken: int
    steps: int
    swept: bool
    mplay: Ints
    mvalue: int
    mspent: int
    mcolours: int
    mstepped: bool
    prev: int
    hstack: Ints
    played: Ints
    plays: int
    laid: Tuple[Tuple[int, int], ...]
    pending: Ints
    loud: bool
    over_reason: OverReason | None
    events: Tuple[Event, ...] = field(default=(), compare=False, repr=False)
    memo: Any | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def num_players(self) -> int:
        """Number of seats (2–4)."""
        return len(self.names)


_SCALARS = ("seed", "rng", "start", "current", "phase", "round", "final_round", "ending", "quiet",
            "calf", "lost", "war_holder", "war_red", "kind", "taken", "steps", "swept", "mvalue",
            "mspent", "mcolours", "mstepped", "prev", "plays", "loud", "over_reason")
_FLAT = ("terr", "bison", "passed", "herds", "bag", "death", "war_front", "row", "pile", "discard",
         "display", "stack", "destiny_pile", "removed", "mplay", "hstack", "played", "pending")
_NESTED = ("hand", "destiny", "teepees", "retired", "peace", "tcubes", "laid")


def copy_sim(s: Union[State, Sim], n: int, events: List[Event] | None) -> Sim:
    """A working copy of the position ``s`` (a :class:`State` or a :class:`Sim`) of ``n``
    seats, collecting ``events`` (``None``: none); nothing is shared with ``s``."""
    w = Sim()
    w.n = n
    for name in _SCALARS:
        setattr(w, name, getattr(s, name))
    for name in _FLAT:
        setattr(w, name, list(getattr(s, name)))
    for name in _NESTED:
        setattr(w, name, [list(x) for x in getattr(s, name)])
    w.events = events
    return w


def thaw(s: State, events: List[Event] | None = None) -> Sim:
    """A working copy of ``s`` for the rules (nothing is shared with ``s``)."""
    return copy_sim(s, len(s.names), events)


def freeze(w: Sim, names: Tuple[str, ...], colors: Tuple[str, ...]) -> State:
    """The frozen State of working copy ``w`` (with the events it collected, if any)."""
    values = {name: getattr(w, name) for name in _SCALARS}
    for name in _FLAT:
        values[name] = tuple(getattr(w, name))
    for name in _NESTED:
        values[name] = tuple(map(tuple, getattr(w, name)))
    return State(names=names, colors=colors, events=tuple(w.events or ()), **values)
