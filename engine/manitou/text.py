"""Every sentence the Manitou engine shows to players, in one place (English for now).

To translate the game, this is the module to replace. Functions take plain values (names, card
ids, ground numbers, numbers) so that they know nothing of the rules.
"""

from __future__ import annotations

from typing import List, Sequence

_WARRIOR_NAMES = {"chief": "chief", "medicine-man": "medicine man", "rain-maker": "rain maker",
                  "scout": "scout", "squaw": "squaw"}
PHASE_TASKS = {"select": "choose a hunting party", "play": "play a card", "over": ""}


def card_name(card: str) -> str:
    """A card with its article: "hunter 7", "a medicine man"."""
    if card.startswith("hunter-"):
        return "hunter " + card[7:]
    return "a " + _WARRIOR_NAMES.get(card, card)


def warrior_name(card: str) -> str:
    """A warrior without article: "medicine man"."""
    return _WARRIOR_NAMES.get(card, card)


def _list(words: Sequence[str]) -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


# ---- describing moves (the game log) ------------------------------------------------------------

def pick(who: str) -> str:
    """A pick; it never names the card (it is secret)."""
    return f"{who} chooses a card."


def play_hunter(who: str, card: str, ground: int) -> str:
    """A hunter laid at a ground."""
    return f"{who} plays {card_name(card)} at ground {ground}."


def play_warrior(who: str, card: str, ground: int, outcome: str, foe: str = "",
                 foe_card: str = "", left: str = "") -> str:
    """A great warrior laid at a ground and what became of it (§5).

    ``outcome``: hold, guard, beats, beaten, cancel, sacrifice; ``foe``/``foe_card``: the
    warrior fought; ``left``: for a sacrifice, the holder's warrior that stays face up.
    """
    head = f"{who} plays {card_name(card)} at ground {ground}"
    foe_w = warrior_name(foe_card)
    if outcome == "hold":
        return f"{head} and holds the ground."
    if outcome == "guard":
        return f"{head} on top of their own warrior: a guarded pair."
    if outcome == "beats":
        return f"{head}: {foe}'s {foe_w} is defeated."
    if outcome == "cancel":
        return f"{head}: it and {foe}'s {foe_w} are equal, both are defeated and nobody holds the ground."
    if outcome == "sacrifice":
        return (f"{head}: it is sacrificed together with {foe}'s {foe_w}; {foe}'s "
                f"{warrior_name(left)} still holds the ground.")
    return f"{head}: it is defeated by {foe}'s {foe_w}."


def pass_turn(who: str, ends: bool) -> str:
    """A pass of a blocked player (M-R10)."""
    if ends:
        return f"{who} cannot play any card and passes; the hunt's play is over."
    return f"{who} cannot play any card and passes."


# ---- what follows without a choice (narrate) ------------------------------------------------------

def whole_reserve(who: str, size: int) -> str:
    """A party formed without a choice."""
    return f"{who} has nothing to choose: all {size} cards of the reserve form the party."


def new_hunt(hunt: int, dealer: str, buffalo: Sequence[Sequence[int]]) -> str:
    """A hunt begins with its buffalo laid out."""
    grounds = "; ".join(f"ground {g}: {', '.join(map(str, b))}" for g, b in enumerate(buffalo, 1))
    return f"Hunt {hunt} of 3, {dealer} deals. Buffalo laid out ({grounds})."


def deal(starter: str) -> str:
    """Parties shuffled, hands drawn."""
    return f"Every party is shuffled and everyone draws 3 cards. {starter} plays first."


def reckoning(hunt: int) -> str:
    """The reckoning begins."""
    return f"Reckoning of hunt {hunt}."


def hide_thief(totals: Sequence[str], takers: Sequence[str]) -> str:
    """§6.1; ``totals`` are "Ann 14" strings."""
    head = f"Hunters over all grounds: {_list(totals)}."
    if not takers:
        return head + " Nobody hunted, so nobody takes the hide thief."
    if len(takers) == 1:
        return head + f" {takers[0]} hunted most and takes a hide thief (−10)."
    return head + f" {_list(takers)} share the highest total and each take a hide thief (−10)."


def herd(ground: int, strengths: Sequence[str], outcome: str, taken: Sequence[str],
         tied: Sequence[str], boxed: Sequence[int], sole: str = "",
         values: Sequence[int] = ()) -> str:
    """§6.2 at one ground; ``taken`` are "Dee takes the 12" pieces; ``sole`` and ``values``:
    the only hunting player and what they take (outcome ``alone``)."""
    head = f"Ground {ground}: "
    head += ("no hunters" if not strengths else "hunters " + _list(strengths)) + "."
    box = ""
    if boxed:
        box = f" Out of the game: {', '.join(map(str, boxed))}."
    if outcome == "no-hunters":
        return head + box
    if outcome == "top-tie":
        return head + f" {_list(tied)} tie for the highest strength, so nobody takes a herd." + box
    if outcome == "alone":
        return head + f" {sole} is the only one hunting here and takes every herd " \
            f"({_list([str(v) for v in values])})." + box
    body = " " + _list(taken) + "."
    if outcome == "second-tie":
        body += f" {_list(tied)} tie for second place, so the other herd is lost."
    return head + body + box


def took(who: str, value: int) -> str:
    """A piece of :func:`herd`."""
    return f"{who} takes the {value}"


def prisoners(ground: int, holder: str, captured: Sequence[str]) -> str:
    """§6.3 at one ground; ``captured`` are "Dee's hunter 9" pieces."""
    if not holder:
        return f"Ground {ground}: nobody holds it; everyone takes their own cards back."
    if not captured:
        return f"Ground {ground}: {holder} holds it and takes back their own cards."
    count = len(captured)
    return (f"Ground {ground}: {holder} holds it and takes {count} "
            f"prisoner{'' if count == 1 else 's'}: {_list(captured)}.")


def owned(owner: str, card: str) -> str:
    """A piece of :func:`prisoners`."""
    return f"{owner}'s {card_name(card).removeprefix('a ')}"


def cards_back(counts: Sequence[str]) -> str:
    """§6.4; ``counts`` are "Ann 1" pieces."""
    if not counts:
        return "Every card was played."
    return f"Unplayed cards go back to the reserves ({_list(counts)})."


def game_over(places: List[str]) -> str:
    """The end; ``places`` are "1. Ann (13)" pieces."""
    if not places:
        return "The game is over."
    return "The game is over. " + "; ".join(places) + "."


def task(who: str, phase: str) -> str:
    """Whose turn it is and what to do."""
    return f"{who}: {PHASE_TASKS[phase]}."


# ---- why a move is not legal -----------------------------------------------------------------------

BAD_NOT_A_DICT = "A move must be an object such as {\"type\": \"play\", \"card\": \"scout\", \"ground\": 2}."
BAD_KEYS = "A move's field names must be words."
BAD_TYPE = "A move's 'type' must be 'pick', 'play' or 'pass'."


def bad_fields(kind: str, fields: Sequence[str]) -> str:
    """A move with missing or unexpected fields."""
    if not fields:
        return f"A '{kind}' move has no fields besides 'type'."
    return f"A '{kind}' move needs exactly the fields {', '.join(repr(f) for f in fields)} besides 'type'."


def unknown_card(value: str) -> str:
    """A card id that does not exist."""
    return f"There is no card called {value}."


def bad_ground(value: str) -> str:
    """A ground that is not 1, 2 or 3."""
    return f"The ground must be the number 1, 2 or 3, not {value}."


REASONS = {
    "bad-state": "There is no game to play this move in.",
    "game-over": "The game is over; no more moves can be made.",
    "wrong-phase": "{who} must {task} now.",
    "not-in-reserve": "{who} has no {card} left in the reserve to choose.",
    "not-in-hand": "{who} has no {card} in hand.",
    "warrior-limit": "{who} already has two warriors face up at ground {ground}; a third one "
                     "cannot join them.",
    "must-play": "{who} can still play a card, so passing is not allowed.",
    "not-legal": "That move is not allowed now.",
}


def reason(code: str, **values: object) -> str:
    """The sentence of an ``IllegalMove`` code."""
    return REASONS[code].format(**values)
