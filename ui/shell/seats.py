"""Who sits in each seat: a person or a computer player (bot) of some level. Pure logic.

A seat kind is ``"human"`` or ``"bot:<level>"`` with a level of :mod:`engine.bots` (``easy``,
``normal``, ``hard``). The saved record carries the kinds as the extra key ``"seats"`` (one per
seat, e.g. ``["human", "bot:normal", "bot:hard"]``); a record without it is all human. The
new-game form offers each seat as ``human`` / ``easy`` / ``normal`` / ``hard``.

Also here: the bots' own secret on this device (:func:`device_salt`; never the game's seed) and
where undo and redo stop in a game with bots (:func:`undo_target`, :func:`redo_target`).
"""

from __future__ import annotations

import secrets
from typing import Any, Callable, List, Optional, Sequence

from engine.core.i18n import N_, words
from engine.core.untrusted import brief

_, ngettext, pgettext = words("site").functions()

HUMAN = "human"
LEVELS = ("easy", "normal", "hard")
KINDS = (HUMAN,) + tuple(f"bot:{level}" for level in LEVELS)
CHOICES = (HUMAN,) + LEVELS  # the values of the form's seat-<i> selects
#: the levels as players read them (translated where shown: :func:`level_words`)
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


def level_of(kind: str) -> Optional[str]:
    """The bot level of a seat kind (``"bot:hard"`` -> ``"hard"``), None for a person."""
    return kind[4:] if kind.startswith("bot:") else None


def from_choice(choice: str) -> str:
    """A form choice (``human``, ``easy``, ``normal``, ``hard``) as a seat kind."""
    if choice not in CHOICES:
        raise ValueError(f"Unknown seat choice {choice!r}: use one of {', '.join(CHOICES)}.")
    return HUMAN if choice == HUMAN else f"bot:{choice}"


def to_choice(kind: str) -> str:
    """The form choice showing seat kind ``kind``."""
    return level_of(kind) or HUMAN


def normalize(kinds: Optional[Sequence[Any]], players: int) -> List[str]:
    """The seat kinds for ``players`` seats: None means all human. ``ValueError`` (readable)
    for a value that is not a list of known kinds, one per seat."""
    if kinds is None:
        return [HUMAN] * players
    if not isinstance(kinds, (list, tuple)) or len(kinds) != players:
        raise ValueError(_("The seats must be a list of {n} seat kinds.", n=players))
    out = []
    for i, kind in enumerate(kinds):
        if kind not in KINDS:
            raise ValueError(_("Seat {n} is {kind}: a seat is one of {kinds}.", n=i + 1,
                               kind=brief(kind), kinds=", ".join(KINDS)))
        out.append(kind)
    return out


def level_words(level: str) -> str:
    """A bot level in the player's language (``hard`` -> ``schwer``); an unknown one as it is."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level


def label(kind: str) -> str:
    """Short words for a seat kind: ``"person"`` or ``"computer, hard"``."""
    level = level_of(kind)
    return _("person") if level is None else _("computer, {level}", level=level_words(level))


def levels_of(kinds: Any, n: int) -> List[Optional[str]]:
    """The bot level of each of ``n`` seats (None for a person) from untrusted ``kinds``: anything
    but a list of ``n`` known seat kinds counts as all persons."""
    if isinstance(kinds, (list, tuple)) and len(kinds) == n \
            and all(isinstance(k, str) and k in KINDS for k in kinds):
        return [level_of(k) for k in kinds]
    return [None] * n


def default_name(seat: int, levels: Sequence[Optional[str]], unnamed: Sequence[bool]) -> str:
    """The name of a seat left unnamed, in the language of the moment: "Player 2" for a person,
    "Bot (hard)" for a bot, "Bot 3 (hard)" when another unnamed seat holds a bot of that level
    (two players need two names). ``levels``: each seat's bot level (:func:`levels_of`),
    ``unnamed``: whether each seat was left unnamed."""
    level = levels[seat] if 0 <= seat < len(levels) else None
    if level is None:
        return _("Player {n}", n=seat + 1)
    same = sum(1 for lv, u in zip(levels, unnamed, strict=False) if u and lv == level)
    if same > 1:
        return _("Bot {n} ({level})", n=seat + 1, level=level_words(level))
    return _("Bot ({level})", level=level_words(level))


_SALT: List[str] = []


def device_salt() -> str:
    """The bots' secret on this device (made once per page load from the system's random
    source): with the observation it seeds every bot decision (:class:`engine.bots.Thinker`),
    so a bot never draws on the game's seed, which would tell the deal; the same position seen
    the same way gets the same choice while the page is open."""
    if not _SALT:
        _SALT.append(secrets.token_hex(8))
    return _SALT[0]


# ---- undo and redo with bots ------------------------------------------------------------------
# ``actor(k)`` is the seat that must act in the k-th position of the move line (0 = the start),
# or None when that position ends the game.

def undo_target(cursor: int, kinds: Sequence[str], actor: Callable[[int], Optional[int]]) -> Optional[int]:
    """Where undo goes from position ``cursor``: the last earlier position where a person was to
    act (past the bots' moves). With no person at the table (a demo), one move back. None when
    there is nothing to go back to."""
    if cursor <= 0:
        return None
    if HUMAN not in kinds:
        return cursor - 1
    for k in range(cursor - 1, -1, -1):
        seat = actor(k)
        if seat is not None and kinds[seat] == HUMAN:
            return k
    return None


def redo_target(cursor: int, end: int, kinds: Sequence[str],
                actor: Callable[[int], Optional[int]]) -> Optional[int]:
    """Where redo goes from ``cursor`` in a line of ``end`` moves: the next position where a
    person is to act or the game is over, else the end of the line. With no person at the
    table, one move forward. None when there is nothing to redo."""
    if cursor >= end:
        return None
    if HUMAN not in kinds:
        return cursor + 1
    for k in range(cursor + 1, end):
        seat = actor(k)
        if seat is None or kinds[seat] == HUMAN:
            return k
    return end
