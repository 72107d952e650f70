"""Players of any game: names, colours from the site's palette, seeds.

Everything here treats its input as untrusted (it may come from a save, a file or a link):
names are normalised before they are compared, colours must come from :data:`PALETTE`, seeds
are bounded, and no message repeats an unbounded value.
"""

from __future__ import annotations

import unicodedata
from typing import Any, List, Optional, Sequence

from .contract import PlayerInfo
from .i18n import words

_, ngettext, pgettext = words("site").functions()

#: The only colours a seat can have, everywhere on the site (pages map them to their own shades).
PALETTE = ("red", "blue", "green", "yellow", "purple", "black")
MAX_NAME_LENGTH = 24
#: Seeds are whole numbers 0 ≤ seed < SEED_LIMIT (they must survive JSON in any browser).
SEED_LIMIT = 2**63

# Unicode categories removed from names: controls, format characters (zero-width spaces and
# joiners, bidi overrides such as U+202E), unassigned, private use and surrogates.
_DROP = {"Cc", "Cf", "Cn", "Co", "Cs"}


def normalize_name(name: str) -> str:
    """``name`` in NFC, without control, zero-width or bidi characters, spaces collapsed."""
    text = unicodedata.normalize("NFC", name)
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch.isspace() or cat[0] == "Z":
            kept.append(" ")            # every kind of space, line break or separator
        elif cat not in _DROP:
            kept.append(ch)
    return " ".join("".join(kept).split())


def check_names(names: Any, lo: int, hi: int, game: str) -> List[str]:
    """The normalised names, or ``ValueError`` unless they are ``lo``–``hi`` distinct names.

    Each name is normalised (:func:`normalize_name`), then must be non-empty and at most
    :data:`MAX_NAME_LENGTH` characters; two names equal after normalising (ignoring case) are
    the same name.
    """
    if not isinstance(names, (list, tuple)) or not lo <= len(names) <= hi:
        if hi == lo + 1:
            raise ValueError(_("{game} needs {lo} or {hi} players.", game=game, lo=lo, hi=hi))
        raise ValueError(_("{game} needs {lo} to {hi} players.", game=game, lo=lo, hi=hi))
    clean: List[str] = []
    for name in names:
        if not isinstance(name, str) or len(name) > 4 * MAX_NAME_LENGTH:
            raise ValueError(_("Every player needs a name of at most {n} characters.",
                               n=MAX_NAME_LENGTH))
        name = normalize_name(name)
        if not name:
            raise ValueError(_("Every player needs a name."))
        if len(name) > MAX_NAME_LENGTH:
            raise ValueError(_("The name {name}… is longer than {n} characters.",
                               name=name[:MAX_NAME_LENGTH], n=MAX_NAME_LENGTH))
        clean.append(name)
    if len({n.casefold() for n in clean}) != len(clean):
        raise ValueError(_("Two players have the same name."))
    return clean


def default_names(n: int) -> List[str]:
    """"Player 1" … "Player n"."""
    return [f"Player {i + 1}" for i in range(n)]


def check_colors(colors: Optional[Sequence[Any]], n: int) -> List[str]:
    """``n`` distinct colours from :data:`PALETTE` (default: the palette's first ``n``).

    Raises ``ValueError`` for anything else (a colour is a palette word, never CSS).
    """
    if colors is None:
        return list(PALETTE[:n])
    if not isinstance(colors, (list, tuple)) or len(colors) != n:
        raise ValueError(_("Give exactly {n} colours, one per player.", n=n))
    for c in colors:
        if not isinstance(c, str) or c not in PALETTE:
            raise ValueError(_("Every colour must be one of {colours}.", colours=", ".join(PALETTE)))
    if len(set(colors)) != n:
        raise ValueError(_("Two players have the same colour."))
    return list(colors)


def check_seed(seed: Any) -> int:
    """``seed`` if it is a whole number 0 ≤ seed < 2**63, else ``ValueError``."""
    if type(seed) is not int:
        raise ValueError(_("The seed must be a whole number."))
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError(_("The seed must be a whole number from 0 to 2**63 - 1."))
    return seed


def seats(names: Sequence[str], colors: Sequence[str]) -> List[PlayerInfo]:
    """Each seat's :class:`PlayerInfo`, in seat order (a game's ``players(state)``)."""
    return [PlayerInfo(name, color) for name, color in zip(names, colors, strict=True)]
