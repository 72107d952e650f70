"""Every sentence the Manitou engine shows to players, in one place, in the player's language.

The English sentences are the gettext message ids of the ``manitou`` domain
(``locale/<lang>/LC_MESSAGES/manitou.po``); they are looked up at each call, so a language switch
takes effect at once. Functions take plain values (names, card ids, ground numbers, numbers) so
that they know nothing of the rules.

A card's name takes a different form in different sentences (German and French nouns have a
gender and, in German, a case), so each role has its own context: ``played card`` (what a player
lays down: "a scout", German "einen Späher"), ``warrior object`` (the warrior fought: "medicine
man", German "den Medizinmann"), ``warrior subject`` (the warrior still holding a ground: German
"der Medizinmann"), ``warrior`` and ``card`` (the bare noun: in lists, tables and reasons) and
``card on the page`` (a card's tooltip and accessible name).
"""

from __future__ import annotations

from typing import Callable, Dict, List, Sequence

from ..core.i18n import N_, words

_, ngettext, pgettext = words("manitou").functions()

#: what the player to act must do, per phase (an infinitive phrase: "{who} must {task} now")
PHASE_TASKS = {"select": N_("choose a hunting party"), "play": N_("play a card"), "over": ""}

_Forms = Dict[str, Callable[[], str]]

# One table per role; each entry is a literal call so that scripts/i18n.py finds the words.
_BARE: _Forms = {
    "chief": lambda: pgettext("warrior", "chief"),
    "medicine-man": lambda: pgettext("warrior", "medicine man"),
    "rain-maker": lambda: pgettext("warrior", "rain maker"),
    "scout": lambda: pgettext("warrior", "scout"),
    "squaw": lambda: pgettext("warrior", "squaw"),
}
_PLAYED: _Forms = {
    "chief": lambda: pgettext("played card", "a chief"),
    "medicine-man": lambda: pgettext("played card", "a medicine man"),
    "rain-maker": lambda: pgettext("played card", "a rain maker"),
    "scout": lambda: pgettext("played card", "a scout"),
    "squaw": lambda: pgettext("played card", "a squaw"),
}
_OBJECT: _Forms = {
    "chief": lambda: pgettext("warrior object", "chief"),
    "medicine-man": lambda: pgettext("warrior object", "medicine man"),
    "rain-maker": lambda: pgettext("warrior object", "rain maker"),
    "scout": lambda: pgettext("warrior object", "scout"),
    "squaw": lambda: pgettext("warrior object", "squaw"),
}
_SUBJECT: _Forms = {
    "chief": lambda: pgettext("warrior subject", "chief"),
    "medicine-man": lambda: pgettext("warrior subject", "medicine man"),
    "rain-maker": lambda: pgettext("warrior subject", "rain maker"),
    "scout": lambda: pgettext("warrior subject", "scout"),
    "squaw": lambda: pgettext("warrior subject", "squaw"),
}
_TITLE: _Forms = {
    "chief": lambda: pgettext("card on the page", "a chief"),
    "medicine-man": lambda: pgettext("card on the page", "a medicine man"),
    "rain-maker": lambda: pgettext("card on the page", "a rain maker"),
    "scout": lambda: pgettext("card on the page", "a scout"),
    "squaw": lambda: pgettext("card on the page", "a squaw"),
}


def _hunter(card: str) -> str:
    return card[7:] if card.startswith("hunter-") else ""


def card_name(card: str) -> str:
    """A card as a move names it, with its article: "hunter 7", "a medicine man"."""
    n = _hunter(card)
    if n:
        return pgettext("played card", "hunter {n}", n=n)
    return _PLAYED[card]() if card in _PLAYED else card


def card_title(card: str) -> str:
    """A card's tooltip and accessible name on the page: "hunter 7", "a medicine man"."""
    n = _hunter(card)
    if n:
        return pgettext("card on the page", "hunter {n}", n=n)
    return _TITLE[card]() if card in _TITLE else card


def card_noun(card: str) -> str:
    """A card without article, as in lists and reasons: "hunter 7", "medicine man"."""
    n = _hunter(card)
    if n:
        return pgettext("card", "hunter {n}", n=n)
    return warrior_name(card)


def warrior_name(card: str) -> str:
    """A warrior without article: "medicine man"."""
    return _BARE[card]() if card in _BARE else card


def _form(table: _Forms, card: str) -> str:
    return table[card]() if card in table else card


def _list(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


# ---- describing moves (the game log) ------------------------------------------------------------

def pick(who: str) -> str:
    """A pick; it never names the card (it is secret)."""
    return _("{who} chooses a card.", who=who)


def party_chosen(who: str, size: int) -> str:
    """A whole party chosen (the page's log: one line per party, never its cards)."""
    return ngettext("{who} chose their party ({n} card).", "{who} chose their party ({n} cards).", size,
                    who=who)


def play_hunter(who: str, card: str, ground: int) -> str:
    """A hunter laid at a ground."""
    return _("{who} plays {card} at ground {ground}.", who=who, card=card_name(card), ground=ground)


def play_warrior(who: str, card: str, ground: int, outcome: str, foe: str = "",
                 foe_card: str = "", left: str = "") -> str:
    """A great warrior laid at a ground and what became of it (§5).

    ``outcome``: hold, guard, beats, beaten, cancel, sacrifice; ``foe``/``foe_card``: the
    warrior fought; ``left``: for a sacrifice, the holder's warrior that stays face up.
    """
    v = {"who": who, "card": card_name(card), "ground": ground}
    if outcome == "hold":
        return _("{who} plays {card} at ground {ground} and holds the ground.", **v)
    if outcome == "guard":
        return _("{who} plays {card} at ground {ground} on top of their own warrior: a guarded pair.", **v)
    fought = {"foe": foe, "foe_card": _form(_OBJECT, foe_card)}
    if outcome == "beats":
        return _("{who} plays {card} at ground {ground}: {foe}'s {foe_card} is defeated.", **v, **fought)
    if outcome == "cancel":
        return _("{who} plays {card} at ground {ground}: it and {foe}'s {foe_card} are equal, both are "
                 "defeated and nobody holds the ground.", **v, **fought)
    if outcome == "sacrifice":
        return _("{who} plays {card} at ground {ground}: it is sacrificed together with {foe}'s "
                 "{foe_card}; {foe}'s {left} still holds the ground.",
                 **v, **fought, left=_form(_SUBJECT, left))
    return _("{who} plays {card} at ground {ground}: it is defeated by {foe}'s {foe_card}.", **v, **fought)


def pass_turn(who: str, ends: bool) -> str:
    """A pass of a blocked player (M-R10)."""
    if ends:
        return _("{who} cannot play any card and passes; the hunt's play is over.", who=who)
    return _("{who} cannot play any card and passes.", who=who)


# ---- what follows without a choice (narrate) ------------------------------------------------------

def whole_reserve(who: str, size: int) -> str:
    """A party formed without a choice."""
    return _("{who} has nothing to choose: all {size} cards of the reserve form the party.",
             who=who, size=size)


def new_hunt(hunt: int, dealer: str, buffalo: Sequence[Sequence[int]]) -> str:
    """A hunt begins with its buffalo laid out."""
    grounds = "; ".join(_("ground {ground}: {values}", ground=g, values=", ".join(map(str, b)))
                        for g, b in enumerate(buffalo, 1))
    return _("Hunt {hunt} of 3, {dealer} deals. Buffalo laid out ({grounds}).",
             hunt=hunt, dealer=dealer, grounds=grounds)


def deal(starter: str) -> str:
    """Parties shuffled, hands drawn."""
    return _("Every party is shuffled and everyone draws 3 cards. {who} plays first.", who=starter)


def reckoning(hunt: int) -> str:
    """The reckoning begins."""
    return _("Reckoning of hunt {hunt}.", hunt=hunt)


def hide_thief(totals: Sequence[str], takers: Sequence[str]) -> str:
    """§6.1; ``totals`` are "Ann 14" strings."""
    head = _("Hunters over all grounds: {totals}.", totals=_list(totals))
    if not takers:
        return head + " " + _("Nobody hunted, so nobody takes the hide thief.")
    if len(takers) == 1:
        return head + " " + _("{who} hunted most and takes a hide thief (−10).", who=takers[0])
    return head + " " + _("{who} share the highest total and each take a hide thief (−10).",
                          who=_list(takers))


def herd(ground: int, strengths: Sequence[str], outcome: str, taken: Sequence[str],
         tied: Sequence[str], boxed: Sequence[int], sole: str = "",
         values: Sequence[int] = ()) -> str:
    """§6.2 at one ground; ``taken`` are "Dee takes the 12" pieces; ``sole`` and ``values``:
    the only hunting player and what they take (outcome ``alone``)."""
    if not strengths:
        head = _("Ground {ground}: no hunters.", ground=ground)
    else:
        head = _("Ground {ground}: hunters {strengths}.", ground=ground, strengths=_list(strengths))
    box = ""
    if boxed:
        box = " " + _("Out of the game: {values}.", values=", ".join(map(str, boxed)))
    if outcome == "no-hunters":
        return head + box
    if outcome == "top-tie":
        return head + " " + _("{who} tie for the highest strength, so nobody takes a herd.",
                              who=_list(tied)) + box
    if outcome == "alone":
        return head + " " + _("{who} is the only one hunting here and takes every herd ({values}).",
                              who=sole, values=_list([str(v) for v in values])) + box
    body = " " + _list(taken) + "."
    if outcome == "second-tie":
        body += " " + _("{who} tie for second place, so the other herd is lost.", who=_list(tied))
    return head + body + box


def took(who: str, value: int) -> str:
    """A piece of :func:`herd`."""
    return _("{who} takes the {value}", who=who, value=value)


def prisoners(ground: int, holder: str, captured: Sequence[str]) -> str:
    """§6.3 at one ground; ``captured`` are "Dee's hunter 9" pieces."""
    if not holder:
        return _("Ground {ground}: nobody holds it; everyone takes their own cards back.", ground=ground)
    if not captured:
        return _("Ground {ground}: {holder} holds it and takes back their own cards.",
                 ground=ground, holder=holder)
    return ngettext("Ground {ground}: {holder} holds it and takes {n} prisoner: {captured}.",
                    "Ground {ground}: {holder} holds it and takes {n} prisoners: {captured}.",
                    len(captured), ground=ground, holder=holder, captured=_list(captured))


def owned(owner: str, card: str) -> str:
    """A piece of :func:`prisoners`."""
    return _("{owner}'s {card}", owner=owner, card=card_noun(card))


def cards_back(counts: Sequence[str]) -> str:
    """§6.4; ``counts`` are "Ann 1" pieces."""
    if not counts:
        return _("Every card was played.")
    return _("Unplayed cards go back to the reserves ({counts}).", counts=_list(counts))


def game_over(places: List[str]) -> str:
    """The end; ``places`` are "1. Ann (13)" pieces."""
    if not places:
        return _("The game is over.")
    return _("The game is over. {places}.", places="; ".join(places))


def task(who: str, phase: str) -> str:
    """Whose turn it is and what to do."""
    if phase == "select":
        return _("{who}: choose a hunting party.", who=who)
    if phase == "play":
        return _("{who}: play a card.", who=who)
    return f"{who}: ."


def phase_task(phase: str) -> str:
    """What the player to act must do in ``phase``, as an infinitive phrase."""
    return _(PHASE_TASKS[phase]) if PHASE_TASKS[phase] else ""


# ---- why a move is not legal -----------------------------------------------------------------------

BAD_NOT_A_DICT = N_('A move must be an object such as {"type": "play", "card": "scout", "ground": 2}.')
BAD_KEYS = N_("A move's field names must be words.")
BAD_TYPE = N_("A move's 'type' must be 'pick', 'play' or 'pass'.")


def bad_move(message: str) -> str:
    """One of the ``BAD_*`` sentences in the player's language."""
    return _(message)


def bad_fields(kind: str, fields: Sequence[str]) -> str:
    """A move with missing or unexpected fields."""
    if not fields:
        return _("A '{kind}' move has no fields besides 'type'.", kind=kind)
    return _("A '{kind}' move needs exactly the fields {fields} besides 'type'.",
             kind=kind, fields=", ".join(repr(f) for f in fields))


def unknown_card(value: str) -> str:
    """A card id that does not exist."""
    return _("There is no card called {value}.", value=value)


def bad_ground(value: str) -> str:
    """A ground that is not 1, 2 or 3."""
    return _("The ground must be the number 1, 2 or 3, not {value}.", value=value)


REASONS = {
    "bad-state": N_("There is no game to play this move in."),
    "game-over": N_("The game is over; no more moves can be made."),
    "wrong-phase": N_("{who} must {task} now."),
    "not-in-reserve": N_("{who} has no {card} left in the reserve to choose."),
    "not-in-hand": N_("{who} has no {card} in hand."),
    "warrior-limit": N_("{who} already has two warriors face up at ground {ground}; a third one "
                        "cannot join them."),
    "must-play": N_("{who} can still play a card, so passing is not allowed."),
    "not-legal": N_("That move is not allowed now."),
}


def reason(code: str, **values: object) -> str:
    """The sentence of an ``IllegalMove`` code."""
    return _(REASONS[code], **values)
