"""Wind River's page: the markup (``view``, the board's SVG ``view_board``, the last moves'
marks ``view_trail``), the click model (``clicks``), the keyboard (``keys``) and the PyScript glue
(``page``, started by ``main``). The session (:class:`Session`) is here."""

from typing import Any, Dict, Sequence

from engine import wind_river as _wr
from engine.wind_river import hints as _hints
from engine.wind_river import text as _text
from engine.wind_river.standing import forced_move
from ui.shell import seats as _seats
from ui.shell.session import for_game

_Base: Any = for_game(_wr)


class Told(tuple):
    """A move's log lines (a tuple of sentences, as the shell keeps them) that also know what
    each line is (``kinds``: ``engine.wind_river.hints.log_kinds``, one per line)."""

    kinds: tuple

    def __new__(cls, lines: Sequence[str], kinds: Sequence[str]) -> "Told":
        """The lines ``lines`` with their ``kinds``."""
        told = super().__new__(cls, lines)
        told.kinds = tuple(kinds)
        return told


class Session(_Base):
    """A session playing Wind River (``ui.shell.session.Session`` bound to ``engine.wind_river``).

    Its log says once when a player is out (no tipi on the board and none can come back), and
    marks the turns of a person who is out that played themselves (:meth:`forced`). Undo and
    Redo step over such turns, as they step over the bots' moves.
    """

    def forced(self) -> Any:
        """The move that plays itself now: a person is to act, is out, and has only this move
        (``engine.wind_river.standing.forced_move``); else None."""
        seat = self.actor(self.cursor)
        if seat is None or _seats.level_of(self.kinds[seat]) is not None:
            return None
        return forced_move(self.state)

    def log_lines(self, state: Any, move: Dict[str, Any], outcome: Any) -> tuple:
        """The game's sentences, plus once when the mover is out or their turn played itself."""
        lines = list(super().log_lines(state, move, outcome))
        kinds = _hints.event_kinds(outcome.events)
        seat = _wr.to_act(state)
        if seat is None:
            return Told(lines, kinds)
        who = state.names[seat]
        if _seats.level_of(self.kinds[seat]) is None and forced_move(state) == move:
            lines.insert(1, _text.played_itself(who))
            kinds.insert(1, _hints.FOLLOW)
        if _hints.went_out(state, outcome.state):
            lines.insert(1, _text.out_of_game(who))
            kinds.insert(1, _hints.FOLLOW)
        return Told(lines, kinds)

    def undo_turn(self) -> bool:
        """Back to the last position where a person decides (past bots' moves and past the
        turns that played themselves)."""
        if not super().undo_turn():
            return False
        while self.forced() is not None and super().can_undo_turn():
            super().undo_turn()
        return True

    def redo_turn(self) -> bool:
        """Forward to the next position where a person decides (past turns that play themselves)."""
        if not super().redo_turn():
            return False
        while self.forced() is not None and self.can_redo():
            super().redo_turn()
        return True
