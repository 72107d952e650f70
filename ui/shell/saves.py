"""Reading a saved game safely: the text of a save is untrusted (edited by hand, by another page
on the same origin, or damaged), so it is checked for size and nesting *before* ``json.loads``
(a few thousand nested brackets overflow the browser's stack inside the parser) and every failure
becomes a :class:`SaveError` with a sentence a player can read. Game-agnostic.
"""

from __future__ import annotations

import json
from typing import Any, Dict

from engine.core.i18n import N_, words

_, ngettext, pgettext = words("site").functions()

#: Far above any real game (a 300-move record is about 15 000 characters).
MAX_SAVE_CHARS = 1_000_000
#: A record nests 3 levels (record → moves → move); leave room for extra keys.
MAX_DEPTH = 16
BOM = "\ufeff"
#: The longest whole number read (digits): Python refuses to convert more than 4,300 (a guard
#: against slow conversions), far above any game's (a seed has at most 19).
MAX_DIGITS = 4300


class SaveError(ValueError):
    """A save that cannot be used; ``str()`` is a plain sentence for the player."""


class _TooLong(Exception):
    """A number in the JSON text with more than :data:`MAX_DIGITS` digits (``args[0]``)."""


def _whole_number(text: str) -> int:
    """A JSON whole number, refused when it is longer than :data:`MAX_DIGITS` digits."""
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise _TooLong(digits)
    return int(text)


#: What is wrong, said about each source of a record: the browser's save, a game file or a link
#: (whole sentences, so that each language can make the words agree).
PROBLEMS: Dict[str, Dict[str, str]] = {
    "save": {
        "empty": N_("The save is empty or not text."),
        "large": N_("The save is far too large to be a game ({size} characters)."),
        "deep": N_("The save is not a game record: its data is nested far too deeply."),
        "damaged": N_("The save is damaged: it is not readable game data."),
        "not-record": N_("The save is not a game record."),
        "format": N_("The save is not a record of this game, or of a version this page cannot read."),
        "number": N_("The save holds a number {digits} digits long, far beyond any game's (a seed "
                     "is at most 19 digits): it cannot be read."),
    },
    "file": {
        "empty": N_("The file is empty or not text."),
        "large": N_("The file is far too large to be a game ({size} characters)."),
        "deep": N_("The file is not a game record: its data is nested far too deeply."),
        "damaged": N_("The file is damaged: it is not readable game data."),
        "not-record": N_("The file is not a game record."),
        "format": N_("The file is not a record of this game, or of a version this page cannot read."),
        "number": N_("The file holds a number {digits} digits long, far beyond any game's (a seed "
                     "is at most 19 digits): it cannot be read."),
    },
    "link": {
        "empty": N_("The link is empty or not text."),
        "large": N_("The link is far too large to be a game ({size} characters)."),
        "deep": N_("The link is not a game record: its data is nested far too deeply."),
        "damaged": N_("The link is damaged: it is not readable game data."),
        "not-record": N_("The link is not a game record."),
        "format": N_("The link is not a record of this game, or of a version this page cannot read."),
        "number": N_("The link holds a number {digits} digits long, far beyond any game's (a seed "
                     "is at most 19 digits): it cannot be read."),
    },
}


def problem(source: str, what: str, **values: Any) -> SaveError:
    """The :class:`SaveError` saying ``what`` (a key of :data:`PROBLEMS`) about ``source``
    (``save``, ``file`` or ``link``) in the player's language."""
    return SaveError(_(PROBLEMS[source][what], **values))


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """The deepest bracket nesting of JSON ``text`` outside strings (stops counting past ``limit``)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def encode(record: Dict[str, Any]) -> str:
    """The text saved for ``record`` (compact JSON)."""
    return json.dumps(record, separators=(",", ":"))


def decode(text: Any, record_format: str, source: str = "save") -> Dict[str, Any]:
    """The record in saved ``text``; :class:`SaveError` in plain words if it is not a usable one
    (said about ``source``: ``save``, ``file`` or ``link``)."""
    if not isinstance(text, str):
        raise problem(source, "empty")
    if len(text) > MAX_SAVE_CHARS:
        raise problem(source, "large", size=f"{len(text):,}")
    text = text.removeprefix(BOM)  # some editors add a byte-order mark; it is harmless
    if nesting_depth(text) > MAX_DEPTH:
        raise problem(source, "deep")
    try:
        data = json.loads(text, parse_int=_whole_number)
    except _TooLong as e:  # said as what it is, not as damaged data
        raise problem(source, "number", digits=f"{e.args[0]:,}") from None
    except Exception:  # ValueError, RecursionError, anything: the text is damaged
        raise problem(source, "damaged") from None
    if not isinstance(data, dict):
        raise problem(source, "not-record")
    if data.get("format") != record_format:
        raise problem(source, "format")
    return data
