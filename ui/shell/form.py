"""The new-game form, built from a game's ``GameInfo``: player count, names, colours, who plays
each seat (a person or a bot level) and the seed. Pure markup; ``ui.shell.page`` wires it.

Field names are the page's test hooks: ``players``, ``name-<i>``, ``color-<i>``, ``seat-<i>``,
``seed``; rows are ``[data-seat-row="<i>"]``; buttons ``data-action`` ``start``, ``cancel-new``,
``reseed``.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from engine.core.players import PALETTE
from ui.shell.safe_html import esc
from ui.shell.seats import LEVELS

SEAT_WORDS = {"human": "person", **{level: f"bot: {level}" for level in LEVELS}}


def form_html(info: Any, counts: Optional[Mapping[int, str]] = None, seed_hint: str = "") -> str:
    """The inside of ``#new-game`` for a game: one row per seat up to ``info.max_players``.

    ``counts`` may give the words of a player count ("3 players (lane A closed)"); the largest
    count is chosen at first. ``seed_hint`` says what the seed decides in this game.
    """
    counts = dict(counts or {})
    options = []
    for n in range(info.min_players, info.max_players + 1):
        words = counts.get(n, f"{n} players")
        chosen = " selected" if n == info.max_players else ""
        options.append(f'<option value="{n}"{chosen}>{esc(words)}</option>')
    rows = [_seat_row(i) for i in range(info.max_players)]
    hint = f" <small>({esc(seed_hint)})</small>" if seed_hint else ""
    return (
        '<form id="new-game-form" class="card dialog" autocomplete="off" aria-labelledby="new-game-title">'
        '<h2 id="new-game-title">New game</h2>'
        '<p id="discard-warning" class="warning" hidden></p>'
        f'<label class="field">Players <select name="players">{"".join(options)}</select></label>'
        '<fieldset class="seats"><legend>Names, colours and who plays, in seat order</legend>'
        f'{"".join(rows)}</fieldset>'
        f'<label class="field">Seed{hint}'
        '<span class="seed-row"><input name="seed" inputmode="numeric" maxlength="19">'
        '<button type="button" data-action="reseed">New seed</button></span></label>'
        '<p id="form-error" class="form-error" role="alert"></p>'
        '<div class="row"><button type="submit" class="primary" data-action="start">Start the game</button>'
        '<button type="button" data-action="cancel-new">Back to the game</button></div>'
        "</form>"
    )


def _seat_row(i: int) -> str:
    colours = "".join(f'<option value="{c}"{" selected" if k == i % len(PALETTE) else ""}>{c}</option>'
                      for k, c in enumerate(PALETTE))
    kinds = "".join(f'<option value="{v}"{" selected" if v == "human" else ""}>{esc(w)}</option>'
                    for v, w in SEAT_WORDS.items())
    return (f'<div class="seat" data-seat-row="{i}"><span class="swatch"></span>'
            f'<input name="name-{i}" maxlength="24" placeholder="Player {i + 1}" '
            f'aria-label="Name of player {i + 1}">'
            f'<select name="color-{i}" aria-label="Colour of player {i + 1}">{colours}</select>'
            f'<select name="seat-{i}" aria-label="Who plays seat {i + 1}">{kinds}</select></div>')
