"""Wind River's page: the markup (``view``, the board's SVG ``view_board``, the last moves'
marks ``view_trail``), the click model (``clicks``), the keyboard (``keys``) and the view plugged
into the shell's conductor (``page``, started by ``main``). How the page makes its sessions
(:data:`sessions`) is here.

The log says once when a player is out (no tipi on the board and none can come back), and marks
the turns of a person who is out that played themselves; Undo and Redo step over such turns, as
they step over the bots' moves.
"""

from typing import Any, Dict, List, Sequence, Tuple

from engine import wind_river as _wr
from engine.core.contract import Outcome
from engine.wind_river import hints as _hints
from engine.wind_river import text as _text
from engine.wind_river.standing import forced_move
from ui.shell import seats as _seats
from ui.shell.session import SessionRules, Sessions


def told(state: Any, move: Dict[str, Any], after: Any, events: Sequence[Any],
         kinds: Sequence[str]) -> Tuple[List[str], List[str]]:
    """A move's log lines and what each is (``engine.wind_river.hints.log_kinds``): the engine's,
    plus, once, that its mover is out or that the mover's turn played itself."""
    lines = list(_wr.tell(state, move, events))
    line_kinds = _hints.event_kinds(events)
    seat = _wr.to_act(state)
    if seat is None:
        return lines, line_kinds
    who = state.names[seat]
    if _seats.level_of(kinds[seat]) is None and forced_move(state) == move:
        lines.insert(1, _text.played_itself(who))
        line_kinds.insert(1, _hints.FOLLOW)
    if _hints.went_out(state, after):
        lines.insert(1, _text.out_of_game(who))
        line_kinds.insert(1, _hints.FOLLOW)
    return lines, line_kinds


def tell(state: Any, move: Dict[str, Any], outcome: Outcome[Any, Any],
         kinds: Sequence[str]) -> Tuple[str, ...]:
    """The log's sentences of a move (:func:`told`)."""
    return tuple(told(state, move, outcome.state, outcome.events, kinds)[0])


#: how the page makes its sessions (playing ``engine.wind_river``; a lone move of a person who is
#: out plays itself: ``engine.wind_river.standing.forced_move``)
sessions = Sessions(_wr, SessionRules(tell=tell, forced=forced_move))
