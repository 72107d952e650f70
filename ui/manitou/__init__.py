"""Manitou's page: markup (``view``, ``table``, ``cards_svg``), the click model (``clicks``) and the
view plugged into the shell's conductor (``page``, started by ``main``)."""

from typing import Any, Dict, Sequence, Tuple

from engine import manitou as _mt
from engine.core.contract import Outcome
from engine.manitou import text as _text
from ui.shell.session import SessionRules, Sessions


def tell(state: Any, move: Dict[str, Any], outcome: Outcome[Any, Any],
         kinds: Sequence[str]) -> Tuple[str, ...]:
    """The engine's sentences, a secret pick's replaced: the log tells a party once it is complete
    ("Ann chose their party (8 cards).") instead of one line per pick."""
    lines = tuple(_mt.tell(state, move, outcome.events))
    if not isinstance(move, dict) or move.get("type") != "pick":
        return lines
    after = outcome.state
    if after.current == state.current and after.phase == state.phase:
        return lines[1:]
    seat = state.current
    return (_text.party_chosen(state.names[seat], sum(state.party[seat]) + 1),) + lines[1:]


#: how the page makes its sessions (playing ``engine.manitou``, with :func:`tell`)
sessions = Sessions(_mt, SessionRules(tell=tell))
