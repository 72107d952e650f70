"""Every sentence the engine shows to players, in one place (English for now).

To translate the game, this is the module to replace. Functions take plain values (names,
hex names, numbers) so that they know nothing of the rules.
"""

from __future__ import annotations

from typing import Sequence

PLAINS_WORDS = "the open plains"

# ---- describing moves (the game log, screen readers) -------------------------------------------

def place(who: str, at: str) -> str:
    """Setup placement."""
    return f"{who} pitches a tipi on {at}"


def herd_step(who: str, frm: str, to: str | None, step: int, of: int) -> str:
    """A mandatory herd step; ``to`` None means the buffalo leaves the board."""
    where = f"to {to}" if to else "off the board; it leaves the game"
    return f"{who} moves a buffalo from {frm} {where} (herd step {step} of {of})"


def extra_buffalo(who: str, frm: str, to: str | None) -> str:
    """The extra-buffalo action."""
    where = f"to {to}" if to else "off the board; it leaves the game"
    return f"{who} moves an extra buffalo from {frm} {where}"


def abandon(who: str, at: str) -> str:
    """An unsupplied tipi taken back to the player's supply."""
    return f"{who} cannot supply a tipi on {at} and takes it back"


def tipi_move(who: str, frm: str, to: str | None, payers: Sequence[str]) -> str:
    """A tipi moved by the extra action; ``to`` None means into the open plains."""
    if to is None:
        return f"{who} walks a tipi from {frm} into {PLAINS_WORDS}"
    sentence = f"{who} moves a tipi from {frm} to {to}"
    if payers:
        sentence += f" (paying 1 each: {', '.join(payers)})"
    return sentence


def earn(who: str, amount: int) -> str:
    """The earn action."""
    if amount == 0:
        return f"{who} earns resources but the herd yields nothing"
    return f"{who} earns {amount} resource{'' if amount == 1 else 's'}"


def insert(who: str, at: str) -> str:
    """The place-a-new-tipi action."""
    return f"{who} pays 3 and pitches a new tipi on {at}"


def pass_turn(who: str) -> str:
    """A pass."""
    return f"{who} cannot do anything and passes"


# ---- automatic consequences -------------------------------------------------------------------

def supply_paid(who: str, amount: int) -> str:
    """Supply paid without a choice."""
    return f"{who} pays {amount} resource{'' if amount == 1 else 's'} to supply their tipis"


def supply_lost(who: str, count: int, at: str) -> str:
    """Tipis sent back by the engine when there was nothing to choose."""
    return f"{who} cannot supply {count} tipi{'' if count == 1 else 's'} on {at}; back to their supply"


def turn_start(who: str) -> str:
    """A new turn."""
    return f"{who}'s turn"


def no_herd_step(who: str, tipis_on_board: int) -> str:
    """A herd step that is skipped."""
    if tipis_on_board == 0:
        return f"{who} has no tipi on the board, so moves no buffalo"
    return f"No buffalo can move, so {who} skips the herd step"


def supply_choice(who: str, count: int) -> str:
    """The abandon choice opens."""
    return (f"{who} cannot supply every tipi and must choose {count} to take back"
            if count > 1 else f"{who} cannot supply every tipi and must choose one to take back")


def game_over() -> str:
    """The end of the game."""
    return "No tipi is left on the board: the game is over"


# ---- what to do now (status line) ---------------------------------------------------------------

TASKS = {
    "place": "place a tipi on an empty hex",
    "buffalo": "move a buffalo one step east",
    "supply": "choose an unsupplied tipi to take back",
    "action": "choose an extra action",
    "over": "nothing: the game is over",
}


def task(who: str, phase: str) -> str:
    """Whose turn it is and what they must do."""
    return f"{who} must {TASKS[phase]}"


# ---- why a move is not accepted ----------------------------------------------------------------

BAD_NOT_A_DICT = "a move must be a dict such as {\"type\": \"earn\"}"
BAD_TYPE = "its type must be one of place, buffalo, abandon, tipi, earn, insert, pass"


def bad_move(reason: str) -> str:
    """A malformed move."""
    return f"That is not a move: {reason}."


def bad_fields(kind: str, fields: Sequence[str]) -> str:
    """Wrong keys for a move type."""
    wanted = ", ".join(("type",) + tuple(fields))
    return f"a {kind} move has exactly the keys {wanted}"


def bad_value(name: str) -> str:
    """A field whose value is not text."""
    return f"its {name!r} must be a hex name such as \"C2\""


def unknown_hex(value: str) -> str:
    """A hex name that does not exist."""
    return f"there is no hex called {value!r}"


REASONS = {
    "game-over": "The game is over.",
    "wrong-phase": "{who} cannot do that now: they must {task}.",
    "closed-lane": "{at} is in the mountains, closed in a three-player game.",
    "occupied": "{at} already holds a tipi.",
    "occupied-other": "{at} holds another player's tipi.",
    "no-buffalo": "There is no buffalo on {at}.",
    "already-moved": "Every buffalo on {at} has already moved in this herd step.",
    "not-forward": "Buffaloes only move one step east (E, NE or SE); {to} is not such a step from {at}.",
    "herd-full": "{to} already holds 5 buffaloes.",
    "not-your-piece": "{who} has no tipi on {at}.",
    "supplied": "{who}'s tipis on {at} are supplied; only an unsupplied tipi goes back.",
    "not-adjacent": "A tipi moves to a neighbouring hex; {to} is not next to {at}.",
    "cannot-pay": "{who} has no resource to pay for entering {to}, where other tipis stand.",
    "no-tipi": "{who} has no tipi on the board.",
    "too-poor": "Placing a new tipi costs 3 resources; {who} has {res}.",
    "no-unused": "{who} has no unused tipi left to place.",
    "must-act": "Passing is only allowed when nothing else is possible.",
    "not-legal": "That move is not possible now.",
}


def reason(code: str, **values: object) -> str:
    """The sentence for an ``IllegalMove`` code."""
    return REASONS[code].format(**values)
