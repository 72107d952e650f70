"""Wind River's page: the board's SVG (``render``), the click model (``controller``), the side
panels (``panels``) and the PyScript glue (``page``, started by ``main``)."""

from typing import Any, Dict

from engine import wind_river as _wr
from engine.wind_river import text as _text
from engine.wind_river.standing import forced_move, is_out
from ui.shell import seats as _seats
from ui.shell.session import for_game

_Base: Any = for_game(_wr)


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

    def _tell(self, state: Any, move: Dict[str, Any]) -> tuple:
        lines = super()._tell(state, move)
        seat = _wr.to_act(state)
        if seat is None:
            return lines
        who = state.names[seat]
        if _seats.level_of(self.kinds[seat]) is None and forced_move(state) == move:
            lines = lines[:1] + (_text.played_itself(who),) + lines[1:]
        if not is_out(state, seat):
            after = _wr.apply(state, move)
            if _wr.to_act(after) is not None and is_out(after, seat):
                lines = lines[:1] + (_text.out_of_game(who),) + lines[1:]
        return lines

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
