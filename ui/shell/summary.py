"""The home page's line about a saved game, kept beside the save as ``<game>/summary``.

The home page is plain HTML and a little JavaScript (no Python), so it cannot replay a record;
the game's page writes this small JSON object after every save and the home page shows it with
``textContent`` only ("4 players · move 23 · Ann to play — Continue"). Pure logic.
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional

#: The summary's own format tag (the home page ignores any other).
FORMAT = "summary/1"


def summary(session: Any) -> Dict[str, Any]:
    """What the home page says about ``session``: players, moves, who is to play or who won."""
    game = session.GAME
    seat = game.to_act(session.state)
    winners: List[str] = []
    if seat is None:
        places = game.ranking(session.state)
        winners = [session.players[i] for i in places[0]] if places else []
    return {
        "format": FORMAT,
        "game": game.INFO.id,
        "players": len(session.players),
        "moves": session.cursor,
        "to_play": None if seat is None else session.players[seat],
        "over": seat is None,
        "winners": winners,
    }


def encode(session: Any, played: Optional[float] = None) -> str:
    """:func:`summary` as compact JSON, with ``played`` (when the game was last played, ms since
    1970: the home page sorts the kept games by it) when given."""
    data = summary(session)
    if played is not None:
        data["played"] = int(played)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
