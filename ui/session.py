"""One game at the device: its players, seed and colours, the line of moves, undo and redo.

The session keeps every state of the line (states are immutable and share structure), so undo
and redo only move a cursor. All changes go through ``engine.apply``. :meth:`Session.record`
is what is saved: a ``wind-river-record/1`` record whose ``moves`` lead to the current state,
plus the extra keys ``colors`` and ``redo`` (the moves undone and not yet replaced).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from engine import wind_river as wr
from engine.errors import IllegalMove, InvalidState

RECORD_FORMAT = "wind-river-record/1"


class Session:
    """A game in progress with its full move line and a cursor into it."""

    def __init__(self, players: Sequence[str], seed: int, colors: Optional[Sequence[str]] = None) -> None:
        """Start a new game; raises ``ValueError`` (engine's words) for bad names, seed or colours."""
        start = wr.new_game(players, seed=seed, colors=colors)
        first = wr.to_dict(start)
        self.players = [p["name"] for p in first["players"]]
        self.colors = [p["color"] for p in first["players"]]
        self.seed = seed
        self.states = [start]
        self.line: List[Dict[str, Any]] = []
        self.texts: List[tuple] = []  # per move: its log sentences (what it did, then what followed)
        self.seats: List[int] = []  # who made each move
        self.cursor = 0
        self._dicts: Dict[int, dict] = {0: first}

    # ---- the current position -----------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The engine state at the cursor."""
        return self.states[self.cursor]

    def view(self) -> dict:
        """The JSON dict (``to_dict``) of the current state, cached per position."""
        d = self._dicts.get(self.cursor)
        if d is None:
            d = self._dicts[self.cursor] = wr.to_dict(self.state)
        return d

    def legal(self) -> List[dict]:
        """``engine.legal_moves`` of the current state."""
        return wr.legal_moves(self.state)

    # ---- changes ------------------------------------------------------------------------------
    def play(self, move: Dict[str, Any]) -> None:
        """Apply ``move`` at the cursor (dropping any redo tail). Raises ``IllegalMove``."""
        new = wr.apply(self.state, move)
        narrate = getattr(wr, "narrate", None)
        text = tuple(narrate(self.state, move)) if narrate else (wr.describe(self.state, move),)
        seat = self.view()["current"]
        del self.line[self.cursor:], self.texts[self.cursor:], self.seats[self.cursor:]
        del self.states[self.cursor + 1:]
        for k in [k for k in self._dicts if k > self.cursor]:
            del self._dicts[k]
        self.line.append(dict(move))
        self.texts.append(text)
        self.seats.append(seat)
        self.states.append(new)
        self.cursor += 1

    def can_undo(self) -> bool:
        """True when there is a move to take back."""
        return self.cursor > 0

    def can_redo(self) -> bool:
        """True when an undone move can be played again."""
        return self.cursor < len(self.line)

    def undo(self) -> bool:
        """Step one move back; False if at the start."""
        if not self.can_undo():
            return False
        self.cursor -= 1
        return True

    def redo(self) -> bool:
        """Step one undone move forward; False if there is none."""
        if not self.can_redo():
            return False
        self.cursor += 1
        return True

    # ---- records --------------------------------------------------------------------------------
    def record(self) -> Dict[str, Any]:
        """The save: a ``wind-river-record/1`` record of the moves up to the cursor, plus
        ``colors`` and ``redo`` (extra keys, ignored by ``engine.from_record``)."""
        return {
            "format": RECORD_FORMAT,
            "players": list(self.players),
            "seed": self.seed,
            "moves": [dict(m) for m in self.line[: self.cursor]],
            "colors": list(self.colors),
            "redo": [dict(m) for m in self.line[self.cursor:]],
        }

    @classmethod
    def from_record(cls, record: Any) -> "Session":
        """Rebuild a session from a saved record (moves, then the redo tail).

        Raises ``InvalidState`` with a readable message naming what is wrong, e.g. the first
        move the engine rejects.
        """
        if not isinstance(record, dict):
            raise InvalidState("The save is not a game record (expected a JSON object).")
        if record.get("format") != RECORD_FORMAT:
            raise InvalidState(f"The save is not a {RECORD_FORMAT} record.")
        moves, redo = record.get("moves"), record.get("redo", [])
        if not isinstance(moves, list) or not isinstance(redo, list):
            raise InvalidState("The save's 'moves' and 'redo' must be lists of moves.")
        colors = record.get("colors")
        try:
            session = cls(record.get("players"), record.get("seed"), colors)
        except ValueError as e:
            raise InvalidState(f"The save's players, seed or colours are not valid: {e}") from None
        for i, move in enumerate(moves + redo):
            try:
                session.play(move)
            except IllegalMove as e:
                where = f"move {i + 1}" if i < len(moves) else f"undone move {i + 1 - len(moves)}"
                raise InvalidState(f"The save's {where} ({move!r:.80}) cannot be played: {e}") from None
        session.cursor = len(moves)
        return session
