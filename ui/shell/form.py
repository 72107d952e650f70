"""The new-game form, built from a game's ``GameInfo``: player count, names, colours, who plays
each seat (a person or a bot level) and the seed. Pure markup; ``ui.shell.page`` wires it.

Field names are the page's test hooks: ``players``, ``name-<i>``, ``color-<i>``, ``seat-<i>``,
``seed``, ``bot-level``; rows are ``[data-seat-row="<i>"]``; buttons ``data-action`` ``start``,
``start-vs-bots`` (one person against the computer, in one tap), ``cancel-new``, ``reseed``.
"""

from __future__ import annotations

from typing import Any, Dict, Mapping, Optional

from engine.core.i18n import words
from engine.core.players import PALETTE
from ui.shell.colours import colour_name
from ui.shell.safe_html import esc
from ui.shell.seats import LEVELS, level_words

_, ngettext, pgettext = words("site").functions()


def seat_words() -> Dict[str, Any]:
    """The seat choices as the form shows them: ``{"human": "person", "easy": "bot: easy", …}``."""
    return {"human": _("person"), **{level: _("bot: {level}", level=level_words(level)) for level in LEVELS}}


def form_html(info: Any, counts: Optional[Mapping[int, str]] = None, seed_hint: str = "") -> str:
    """The inside of ``#new-game`` for a game: one row per seat up to ``info.max_players``.

    ``counts`` may give the words of a player count ("3 players (lane A closed)"); the largest
    count is chosen at first. ``seed_hint`` says what the seed decides in this game.
    """
    counts = dict(counts or {})
    options = []
    for n in range(info.min_players, info.max_players + 1):
        words = counts.get(n) or ngettext("{n} player", "{n} players", n)
        chosen = " selected" if n == info.max_players else ""
        options.append(f'<option value="{n}"{chosen}>{esc(words)}</option>')
    rows = [_seat_row(i) for i in range(info.max_players)]
    hint = f" <small>({esc(seed_hint)})</small>" if seed_hint else ""
    return (
        '<form id="new-game-form" class="card dialog" autocomplete="off" aria-labelledby="new-game-title">'
        f'<h2 id="new-game-title">{esc(_("New game"))}</h2>'
        '<p id="discard-warning" class="warning" hidden></p>'
        f'<label class="field">{esc(_("Players"))} <select name="players">{"".join(options)}</select></label>'
        # one tap to play alone: the first seat a person, every other seat a bot of this level
        '<div class="row vs-bots">'
        f'<button type="button" data-action="start-vs-bots">{esc(_("Play against the computer"))}'
        f'</button><label class="field">{esc(_("Computer level"))} '
        f'<select name="bot-level">{_level_options()}</select></label>'
        f'</div><p class="form-or">{esc(_("or choose who plays each seat:"))}</p>'
        f'<fieldset class="seats"><legend>{esc(_("Names, colours and who plays, in seat order"))}</legend>'
        f'{"".join(rows)}</fieldset>'
        # the seed is for replaying a deal: behind "Advanced", out of a new player's way
        f'<details class="advanced"><summary>{esc(_("Advanced"))}</summary>'
        f'<label class="field">{esc(_("Seed"))}{hint}'
        '<span class="seed-row"><input name="seed" inputmode="numeric" maxlength="19">'
        f'<button type="button" data-action="reseed">{esc(_("New seed"))}</button></span></label></details>'
        '<p id="form-error" class="form-error" role="alert"></p>'
        '<div class="row"><button type="submit" class="primary" data-action="start">'
        f'{esc(_("Start the game"))}</button>'
        f'<button type="button" data-action="cancel-new">{esc(_("Back to the game"))}</button></div>'
        # the other ways into a game, reachable while the form covers the page (a first visit)
        '<p class="row form-other">'
        f'<button type="button" class="inline" data-action="open-file">{esc(_("Open game file"))}</button>'
        f'<button type="button" class="inline" data-action="learn">{esc(_("Learn to play"))}</button>'
        # the page behind the form is inert: the language is chosen here too
        f'<label class="lang-menu">{esc(_("Language"))} <select data-lang-menu></select></label></p>'
        "</form>"
    )


def _level_options() -> str:
    return "".join(f'<option value="{v}"{" selected" if v == "normal" else ""}>{esc(level_words(v))}</option>'
                   for v in LEVELS)


def _seat_row(i: int) -> str:
    colours = "".join(f'<option value="{c}"{" selected" if k == i % len(PALETTE) else ""}>'
                      f'{esc(colour_name(c))}</option>' for k, c in enumerate(PALETTE))
    kinds = "".join(f'<option value="{v}"{" selected" if v == "human" else ""}>{esc(w)}</option>'
                    for v, w in seat_words().items())
    n = i + 1
    return (f'<div class="seat" data-seat-row="{i}"><span class="swatch"></span>'
            f'<input name="name-{i}" maxlength="24" placeholder="{esc(_("Player {n}", n=n))}" '
            f'aria-label="{esc(_("Name of player {n}", n=n))}">'
            f'<select name="color-{i}" aria-label="{esc(_("Colour of player {n}", n=n))}">{colours}</select>'
            f'<select name="seat-{i}" aria-label="{esc(_("Who plays seat {n}", n=n))}">'
            f'{kinds}</select></div>')
