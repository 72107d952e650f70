"""The home page's line about a saved game, kept beside the save as ``<game>/summary``.

The home page is plain HTML and a little JavaScript (no Python), so it cannot replay a record;
the game's page writes this small JSON object after every save and the home page shows it with
``textContent`` only ("4 players · turn 23 · Ann to play — Continue": turns, rounds or hunts
as the game counts them). Pure logic.
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional

#: The summary's own format tag (the home page ignores any other).
FORMAT = "summary/1"


def summary(session: Any) -> Dict[str, Any]:
    """What the home page says about ``session``: players, moves, who is to play or who won."""
    game = session.game
    seat = game.to_act(session.state)
    # the names as saved: "" for a seat left unnamed, which the home page names ("Player 2") in
    # the language it is shown in, by the seat's number (no words are stored)
    names = list(getattr(session, "names", session.players))
    winners: List[int] = []
    if seat is None:
        places = game.ranking(session.state)
        winners = list(places[0]) if places else []
    data = {
        "format": FORMAT,
        "game": game.INFO.id,
        "players": len(session.players),
        "moves": session.cursor,
        "to_play": None if seat is None else names[seat],
        "to_play_seat": seat,
        "over": seat is None,
        "winners": [names[i] for i in winners],
        "winner_seats": winners,
        # who plays each seat and which seats are unnamed: an unnamed bot is "Bot (hard)"
        "seats": list(getattr(session, "kinds", [])),
        "unnamed": [i for i, n in enumerate(names) if n == ""],
    }
    data.update(progress(game, session, over=seat is None))
    return data


def progress(game: Any, session: Any, over: bool) -> Dict[str, Any]:
    """``{"unit", "count"}`` as the game counts its play (its ``story``): the turn, round or hunt
    being played (the last one once the game is over); ``{}`` for a game that tells no story."""
    tell = getattr(game, "story", None)
    if tell is None:
        return {}
    story = tell(session.states[: session.cursor + 1])
    done = len(story["points"]) - 1
    return {"unit": story["unit"], "count": max(1, done if over else done + 1)}


def encode(session: Any, played: Optional[float] = None) -> str:
    """:func:`summary` as compact JSON, with ``played`` (when the game was last played, ms since
    1970: the home page sorts the kept games by it) when given."""
    data = summary(session)
    if played is not None:
        data["played"] = int(played)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
