"""Several games at once: every game started keeps its own slot in ``localStorage`` until the
player deletes it (``<game>/game-<slot>``, its home-page line ``<game>/summary-<slot>``, see
``ui.shell.storage``). Pure logic over a :class:`ui.shell.storage.Store`: new slot names, the list
of kept games read from their summaries (which are untrusted data: checked field by field), which
game a page opens, and which games to offer for deletion when storage is full.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any, Dict, List, Optional, Sequence

from engine.core.i18n import N_, words
from ui.shell import seats as seats_words
from ui.shell import summary as home_summary

_, ngettext, pgettext = words("site").functions()

#: A slot name: what :func:`new_slot` makes (letters and digits, short).
SLOT = re.compile(r"[a-z0-9]{1,24}")
#: Longest summary read (characters); a real one is about 150.
MAX_SUMMARY_CHARS = 4000
#: Finished games offered at most when storage is full.
OFFER = 3
#: The fragment a page is opened with to show one kept game (``wind-river.html#game=<slot>``).
HASH_PREFIX = "#game="


def new_slot(now_ms: float, taken: Any = (), rng: Optional[random.Random] = None) -> str:
    """A fresh slot name: the time in base 36 and two random characters (not one of ``taken``)."""
    rng = rng or random.Random()
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    n, stamp = max(0, int(now_ms)), ""
    while True:
        stamp = digits[n % 36] + stamp
        n //= 36
        if not n:
            break
    while True:
        slot = stamp + "".join(rng.choice(digits) for _ in range(2))
        if slot not in taken:
            return slot


def valid_slot(text: Any) -> bool:
    """True for a slot name this site makes (anything else in a link or storage is ignored)."""
    return isinstance(text, str) and SLOT.fullmatch(text) is not None


def _count(v: Any, lo: int, hi: float) -> Optional[int]:
    return v if type(v) is int and lo <= v <= hi else None


def _name(v: Any) -> Optional[str]:
    return v if isinstance(v, str) and 0 < len(v) <= 40 else None


def _shown(name: Any, seat: Any, data: Optional[Dict[str, Any]] = None) -> Optional[str]:
    """A saved name, or for a seat left unnamed ("") "Player 2" (a bot's seat "Bot (hard)", when
    the summary's untrusted ``seats`` and ``unnamed`` say so) in the language of the moment."""
    if name == "" and isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 8:
        data = data or {}
        count = _count(data.get("players"), 1, 8) or 0
        levels = seats_words.levels_of(data.get("seats"), count)
        unnamed = data.get("unnamed")
        marks = [isinstance(unnamed, list) and i in unnamed for i in range(count)]
        return seats_words.default_name(seat, levels, marks)
    return _name(name)


def parse_summary(text: Any, game_id: str) -> Optional[Dict[str, Any]]:
    """A kept summary checked field by field (hostile data: a wrong field is dropped, a summary
    that is not one of this game is None)."""
    if not isinstance(text, str) or len(text) > MAX_SUMMARY_CHARS:
        return None
    try:
        data = json.loads(text)
    except Exception:  # ValueError, RecursionError: not a summary
        return None
    if not isinstance(data, dict) or data.get("format") != home_summary.FORMAT or data.get("game") != game_id:
        return None
    winners = data.get("winners")
    winners = winners[:8] if isinstance(winners, list) else []
    seats = data.get("winner_seats")
    seats = seats[:8] if isinstance(seats, list) and len(seats) == len(winners) else [None] * len(winners)
    played = data.get("played")
    moved = data.get("moves")
    unit = data.get("unit")
    return {
        "players": _count(data.get("players"), 1, 8),
        "moves": _count(moved, 0, 10_000_000),
        "unit": unit if unit in UNIT_WORDS else None,
        "count": _count(data.get("count"), 1, 10_000_000),
        "to_play": _shown(data.get("to_play"), data.get("to_play_seat"), data),
        "over": data.get("over") is True,
        "winners": [n for n in (_shown(w, k, data) for w, k in zip(winners, seats, strict=True)) if n],
        "played": played if isinstance(played, (int, float)) and not isinstance(played, bool)
        and 0 <= played < 1e15 else 0,
    }


def kept_games(store: Any) -> List[Dict[str, Any]]:
    """Every kept game of ``store``'s game, last played first: ``{"slot", "summary"}`` (the
    summary checked by :func:`parse_summary`, or None when it is missing or unreadable)."""
    out = []
    for slot in store.slots():
        if not valid_slot(slot):
            continue
        out.append({"slot": slot, "summary": parse_summary(
            store.read_slot(slot, "summary-"), store.game_id)})
    return sorted(out, key=lambda g: (-(g["summary"] or {}).get("played", 0), g["slot"]))


def slot_to_open(store: Any, asked: Optional[str], remembered: Optional[str]) -> Optional[str]:
    """The slot a page opens: the one ``asked`` for (a link from the home page), else the one this
    tab or browser last ``remembered``, else the last played; None when no game is kept."""
    slots = set(store.slots())
    for slot in (asked, remembered):
        if valid_slot(slot) and slot in slots:
            return slot
    games = kept_games(store)
    return games[0]["slot"] if games else None


def room_offer(store: Any, keep: Optional[str], limit: int = OFFER) -> List[Dict[str, Any]]:
    """The oldest finished games (never ``keep``, the game on the page), to offer for deletion
    when storage is full: nothing is deleted without the player's click."""
    done = [g for g in kept_games(store) if g["slot"] != keep and g["summary"] and g["summary"]["over"]]
    return sorted(done, key=lambda g: (g["summary"]["played"], g["slot"]))[:limit]


#: How a kept game's progress is said, per unit of play (the game's ``story``).
UNIT_WORDS = {"turn": N_("turn {n}"), "round": N_("round {n}"), "hunt": N_("hunt {n}")}


def both(names: List[str]) -> str:
    """“Ann”, “Ann and Bob”, “Ann, Bob and Cy” (as the home page says it)."""
    if len(names) < 2:
        return "".join(names)
    return _("{first} and {last}", first=", ".join(names[:-1]), last=names[-1])


def game_line(summary: Optional[Dict[str, Any]]) -> str:
    """“4 players · move 23 · finished” for a kept game (plain text; names are the players')."""
    if summary is None:
        return _("A saved game")
    parts = []
    if summary["players"] is not None:
        parts.append(ngettext("{n} player", "{n} players", summary["players"]))
    if summary.get("unit") and summary.get("count") is not None:
        parts.append(_(UNIT_WORDS[summary["unit"]], n=summary["count"]))
    elif summary["moves"] is not None:
        parts.append(_("move {n}", n=summary["moves"]))
    if summary["over"]:
        won = summary["winners"]
        parts.append(ngettext("finished: {names} won", "finished: {names} won", len(won),
                              names=both(won)) if won else _("finished"))
    elif summary["to_play"]:
        parts.append(_("{name} to play", name=summary["to_play"]))
    return " · ".join(parts) or _("A saved game")


def full_words() -> str:
    """The sentence before the games offered for deletion when storage is full."""
    return _("To make room, you can delete finished games you no longer need (oldest first):")


def delete_words(line: str) -> str:
    """The button that deletes one offered game."""
    return _("Delete: {game}", game=line)


def deleted_words(line: str) -> str:
    """Said once an offered game was deleted."""
    return _("Deleted the game ({game}); saving again.", game=line)


def form_keeps_words(moves: int) -> str:
    """The new-game form's line while a game is in progress: it is kept."""
    return _("A game is in progress (move {n}). It is kept: continue it any time from the home "
             "page, or press “Back to the game”.", n=moves)


def start_words() -> str:
    """The new-game form's start button."""
    return _("Start the game")


def import_keeps_words(current: str) -> str:
    """The import question's line about the game on the page, which is kept."""
    return _("The game on this page ({game}) is kept: continue it any time from the home page.",
             game=current)


def saved_data_words() -> str:
    """What another kept game's key is, in the Saved data list."""
    return _("another kept game (see the home page)")


def winner_words(names: Sequence[str], places: Sequence[Sequence[int]]) -> str:
    """“Ann wins!” or “Ann and Ben share first place!”: the headline of a game's end."""
    first = [names[p] for p in places[0]]
    if len(first) == 1:
        return _("{who} wins!", who=first[0])
    return _("{who} share first place!", who=both(first))
