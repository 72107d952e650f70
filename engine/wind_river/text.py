"""Every sentence the engine shows to players, in one place, in the player's language.

The English sentences are the message ids of the ``wind-river`` gettext domain
(``locale/<lang>/LC_MESSAGES/wind-river.po``); :mod:`engine.core.i18n` picks the installed
language at each call. Functions take plain values (names, hex names, numbers) so that they
know nothing of the rules.
"""

from __future__ import annotations

from typing import Sequence

from ..core.i18n import N_, words

_, ngettext, pgettext = words("wind-river").functions()

PLAINS_WORDS = N_("the open plains")


def plains_words() -> str:
    """"the open plains" in the current language (a destination inside a sentence)."""
    return _(PLAINS_WORDS)


def join_names(names: Sequence[str]) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy" in the current language."""
    names = list(names)
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


# ---- describing moves (the game log, screen readers) -------------------------------------------

def place(who: str, at: str) -> str:
    """Setup placement."""
    return _("{who} pitches a tipi on {at}", who=who, at=at)


def herd_step(who: str, frm: str, to: str | None, step: int, of: int) -> str:
    """A mandatory herd step; ``to`` None means the buffalo leaves the board."""
    if to:
        return _("{who} moves a buffalo from {frm} to {to} (herd step {step} of {of})",
                 who=who, frm=frm, to=to, step=step, of=of)
    return _("{who} moves a buffalo from {frm} off the board; it leaves the game (herd step {step} of {of})",
             who=who, frm=frm, step=step, of=of)


def extra_buffalo(who: str, frm: str, to: str | None) -> str:
    """The extra-buffalo action."""
    if to:
        return _("{who} moves an extra buffalo from {frm} to {to}", who=who, frm=frm, to=to)
    return _("{who} moves an extra buffalo from {frm} off the board; it leaves the game", who=who, frm=frm)


def abandon(who: str, at: str) -> str:
    """An unsupplied tipi taken back to the player's supply."""
    return _("{who} cannot supply a tipi on {at} and takes it back", who=who, at=at)


def tipi_move(who: str, frm: str, to: str | None, payers: Sequence[str]) -> str:
    """A tipi moved by the extra action; ``to`` None means into the open plains."""
    if to is None:
        return _("{who} walks a tipi from {frm} into the open plains", who=who, frm=frm)
    if payers:
        return _("{who} moves a tipi from {frm} to {to} (paying 1 each: {payers})",
                 who=who, frm=frm, to=to, payers=", ".join(payers))
    return _("{who} moves a tipi from {frm} to {to}", who=who, frm=frm, to=to)


def earn(who: str, amount: int) -> str:
    """The earn action."""
    if amount == 0:
        return _("{who} earns food but the herd yields nothing", who=who)
    return ngettext("{who} earns {n} food", "{who} earns {n} food", amount, who=who)


def insert(who: str, at: str) -> str:
    """The place-a-new-tipi action."""
    return _("{who} pays 3 and pitches a new tipi on {at}", who=who, at=at)


def pass_turn(who: str) -> str:
    """A pass."""
    return _("{who} cannot do anything and passes", who=who)


# ---- automatic consequences -------------------------------------------------------------------

def supply_paid(who: str, amount: int) -> str:
    """Supply paid without a choice."""
    return ngettext("{who} pays {n} food to supply their tipis",
                    "{who} pays {n} food to supply their tipis", amount, who=who)


def supply_lost(who: str, count: int, at: str) -> str:
    """Tipis sent back by the engine when there was nothing to choose."""
    return ngettext("{who} cannot supply {n} tipi on {at}; back to their supply",
                    "{who} cannot supply {n} tipis on {at}; back to their supply", count, who=who, at=at)


def turn_start(who: str) -> str:
    """A new turn."""
    return _("{who}'s turn", who=who)


def no_herd_step(who: str, tipis_on_board: int) -> str:
    """A herd step that is skipped."""
    if tipis_on_board == 0:
        return _("{who} has no tipi on the board, so moves no buffalo", who=who)
    return _("No buffalo can move, so {who} skips the herd step", who=who)


def supply_choice(who: str, count: int) -> str:
    """The abandon choice opens."""
    if count > 1:
        return _("{who} cannot supply every tipi and must choose {n} to take back", who=who, n=count)
    return _("{who} cannot supply every tipi and must choose one to take back", who=who)


def out_of_game(who: str) -> str:
    """A player's last tipi left the board and none can come back (told once, in the log)."""
    return _("{who} is out: no tipi is left on the board and none can come back. Tipis in the open "
             "plains still count; on each turn {who} can only move an extra buffalo, or pass", who=who)


def played_itself(who: str) -> str:
    """A turn of a player who is out, played without a click: it was the only legal move."""
    return _("({who} is out and this was the only possible move: it played itself)", who=who)


def out_prompt(who: str) -> str:
    """The status line when a player who is out must choose their extra buffalo."""
    return _("{who} is out (no tipi on the board): pick the extra buffalo to move (a highlighted hex).",
             who=who)


def game_over() -> str:
    """The end of the game."""
    return _("No tipi is left on the board: the game is over")


# ---- what to do now (status line) ---------------------------------------------------------------

#: what the player of each phase must do (an infinitive phrase, shown after "must")
TASKS = {
    "place": N_("place a tipi on an empty hex"),
    "buffalo": N_("move a buffalo one step east"),
    "supply": N_("choose an unsupplied tipi to take back"),
    "action": N_("choose an extra action"),
    "over": N_("nothing: the game is over"),
}


def task_words(phase: str) -> str:
    """What the player of ``phase`` must do, in the current language (an infinitive phrase)."""
    return _(TASKS[phase])


def task(who: str, phase: str) -> str:
    """Whose turn it is and what they must do."""
    return _("{who} must {task}", who=who, task=task_words(phase))


# ---- why a move is not accepted ----------------------------------------------------------------

BAD_NOT_A_DICT = N_("a move must be a dict such as {\"type\": \"earn\"}")
BAD_TYPE = N_("its type must be one of place, buffalo, abandon, tipi, earn, insert, pass")


def bad_move(reason: str) -> str:
    """A malformed move (``reason`` already in words, or one of the constants above)."""
    return _("That is not a move: {reason}.", reason=_(reason))


def bad_fields(kind: str, fields: Sequence[str]) -> str:
    """Wrong keys for a move type."""
    wanted = ", ".join(("type",) + tuple(fields))
    return _("a {kind} move has exactly the keys {wanted}", kind=kind, wanted=wanted)


def bad_value(name: str) -> str:
    """A field whose value is not text."""
    return _("its {name} must be a hex name such as \"C2\"", name=repr(name))


def unknown_hex(value: str) -> str:
    """A hex name that does not exist."""
    return _("there is no hex called {value}", value=repr(value))


REASONS = {
    "game-over": N_("The game is over."),
    "wrong-phase": N_("{who} cannot do that now: they must {task}."),
    "closed-lane": N_("{at} is in the mountains, closed in a three-player game."),
    "occupied": N_("{at} already holds a tipi."),
    "occupied-other": N_("{at} holds another player's tipi."),
    "no-buffalo": N_("There is no buffalo on {at}."),
    "already-moved": N_("Every buffalo on {at} has already moved in this herd step."),
    "not-forward": N_("Buffaloes only move one step east (E, NE or SE); {to} is not such a step from {at}."),
    "herd-full": N_("{to} already holds 5 buffaloes."),
    "not-your-piece": N_("{who} has no tipi on {at}."),
    "supplied": N_("{who}'s tipis on {at} are supplied; only an unsupplied tipi goes back."),
    "not-adjacent": N_("A tipi moves to a neighbouring hex; {to} is not next to {at}."),
    "cannot-pay": N_("{who} has no food to pay for entering {to}, where other tipis stand."),
    "no-tipi": N_("{who} has no tipi on the board."),
    "too-poor": N_("Placing a new tipi costs 3 food; {who} has {res}."),
    "no-unused": N_("{who} has no unused tipi left to place."),
    "must-act": N_("Passing is only allowed when nothing else is possible."),
    "not-legal": N_("That move is not possible now."),
}


def reason(code: str, **values: object) -> str:
    """The sentence for an ``IllegalMove`` code, in the current language."""
    return _(REASONS[code], **values)
