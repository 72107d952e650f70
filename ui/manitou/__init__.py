"""Manitou's page: markup (``view``, ``table``, ``cards_svg``), the click model (``clicks``) and the
PyScript glue (``page``, started by ``main``)."""

from typing import Any, Dict

from engine import manitou as _mt
from engine.manitou import text as _text
from ui.shell.session import for_game


class Session(for_game(_mt)):  # type: ignore[misc]
    """A session playing Manitou (``ui.shell.session.Session`` bound to ``engine.manitou``), whose
    log tells a party once it is complete ("Ann chose their party (8 cards).") instead of one line
    per secret pick."""

    def log_lines(self, state: Any, move: Dict[str, Any], outcome: Any) -> tuple:
        """The engine's sentences, a pick's replaced: nothing until the party is complete."""
        lines = super().log_lines(state, move, outcome)
        if not isinstance(move, dict) or move.get("type") != "pick":
            return lines
        after = outcome.state
        if after.current == state.current and after.phase == state.phase:
            return lines[1:]
        seat = state.current
        return (_text.party_chosen(state.names[seat], sum(state.party[seat]) + 1),) + tuple(lines[1:])
