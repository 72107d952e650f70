"""Every sentence Counters shows, in one place, through its gettext catalogue ("counters")."""

from __future__ import annotations

from engine.core.i18n import N_, words

_, ngettext, pgettext = words("counters").functions()

#: why a move cannot be played, by IllegalMove code
REASONS = {
    "bad-move": N_("That is not a move of Counters: take 1 or 2 counters, or roll the die."),
    "game-over": N_("The game is over: no more moves."),
    "too-many": N_("There are not that many counters left."),
    "bad-state": N_("That is not a game of Counters."),
}


def reason(code: str) -> str:
    """The sentence for an illegal move's ``code``."""
    return _(REASONS[code])


def take(who: str, count: int) -> str:
    """A player takes ``count`` counters."""
    return ngettext("{who} takes {n} counter.", "{who} takes {n} counters.", count, who=who)


def roll(who: str) -> str:
    """A player rolls the die (what it showed is told by :func:`rolled`)."""
    return _("{who} rolls the die.", who=who)


def rolled(value: int, count: int) -> str:
    """What the die showed and how many counters that took."""
    return ngettext("The die shows {value}: {n} counter taken.",
                    "The die shows {value}: {n} counters taken.", count, value=value)


def won(who: str) -> str:
    """The last counter is gone."""
    return _("{who} took the last counter and wins.", who=who)
