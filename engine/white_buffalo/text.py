"""Every sentence White Buffalo's engine shows to players, in one place, in the player's language.

The English sentences are the message ids of the ``white-buffalo`` catalogue
(``engine.core.i18n``); a language switch takes effect at the next call. The wording is the
project's own; nothing here decides a rule. Ids stay codes (territories, cards, cubes); only
their names are words: territory names are proper nouns in every language, colours, kinds and
symbols are translated.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Sequence

from ..core.i18n import N_, words
from .data import SETS, TEEPEE_IDS, TERRITORY, TERRITORY_NAMES

_, ngettext, pgettext = words("white-buffalo").functions()

BAD_NOT_A_DICT = N_("A move must be an object such as {\"type\": \"pass\"}.")
BAD_KEYS = N_("A move's keys must be words.")
BAD_TYPE = N_("A move's type must be one of place, sweep, take, horse, step, stack, hunt, cube, end, "
              "buy, retire or pass.")
HUNTER_NOT_HORSE = N_("A hunter card cannot be used to move; only horse cards can.")
BAD_CUBE_TARGET = N_("A cube goes to \"territory\" or to \"war\".")
BAD_WAR = N_("'war' must list War Card cubes to spend: at most 3 red and at most 3 grey, blue or "
             "black.")
PLAYER_COUNT = N_("White Buffalo needs 2 to 4 players.")
WAR_UNSORTED = N_("'war' must list the cube colours in alphabetical order.")

#: The colours of cards, teepees and cubes (ids), marked for translation.
COLOUR_WORDS = {
    "red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue"),
    "purple": N_("purple"), "black": N_("black"), "brown": N_("brown"), "grey": N_("grey"),
    "orange": N_("orange"), "white": N_("white"),
}
#: The symbols on the Teepee Cards.
SYMBOL_WORDS = {"pipe": N_("pipe"), "feather": N_("feather"), "drum": N_("drum"),
                "shield": N_("shield"), "sun": N_("sun")}
#: The kinds of Settler, Treaty and Railroad cards.
PEACE_WORDS = {"Settler": N_("Settler"), "Treaty": N_("Treaty"), "Railroad": N_("Railroad")}


def say(msgid: str) -> str:
    """A message without placeholders (one of this module's constants) in the player's language."""
    return _(msgid)


def colour(c: str) -> str:
    """A colour id ("red") in words: in German the stem the catalogue adds an ending to ("rot")."""
    return _(COLOUR_WORDS[c]) if c in COLOUR_WORDS else c


def colours(cs: Sequence[str]) -> str:
    """Colour ids as a list of words ("black, red")."""
    return ", ".join(colour(str(c)) for c in cs)


def symbol(s: str) -> str:
    """A Teepee Card symbol id in words."""
    return _(SYMBOL_WORDS[s]) if s in SYMBOL_WORDS else s


def peace_kind(kind: str) -> str:
    """Settler, Treaty or Railroad in words."""
    return _(PEACE_WORDS[kind]) if kind in PEACE_WORDS else kind


def teepee_name(tid: str) -> str:
    """A Teepee Card id ("II-red") with its colour in words (English: the id itself)."""
    if tid in TEEPEE_IDS:
        s, _dash, c = tid.partition("-")
        if s in SETS:
            return f"{s}-{colour(c)}"
    return tid


def bad_fields(kind: str, fields: Sequence[str]) -> str:
    """A move of ``kind`` with the wrong keys."""
    if not fields:
        return _("A {kind} move has no other keys than its type.", kind=kind)
    return _("A {kind} move needs exactly these keys besides its type: {fields}.", kind=kind,
             fields=", ".join(fields))


def bad_territory(value: str, what: str) -> str:
    """An unknown territory id (``what``: ``place the tribe in`` or ``step to``)."""
    if what.startswith("place"):
        return _("There is no territory {value} to place the tribe in.", value=value)
    return _("There is no territory {value} to step to.", value=value)


def bad_slot(value: str, hi: int) -> str:
    """A slot that does not exist."""
    return _("There is no slot {value}; slots are numbered 1 to {hi}.", value=value, hi=hi)


def unknown_card(value: str) -> str:
    """An unknown action card id."""
    return _("There is no action card {value}.", value=value)


def unknown_teepee(value: str) -> str:
    """An unknown Teepee Card id."""
    return _("There is no Teepee Card {value}.", value=value)


#: The territories' names as each language writes them (Dakota du Nord, Nouveau-Mexique, …).
TERRITORY_WORDS = {
    "AB": N_("Alberta"), "SK": N_("Saskatchewan"), "MT": N_("Montana"), "ND": N_("North Dakota"),
    "SD": N_("South Dakota"), "WY": N_("Wyoming"), "NE": N_("Nebraska"), "CO": N_("Colorado"),
    "KS": N_("Kansas"), "NM": N_("New Mexico"), "OK": N_("Oklahoma"), "TX": N_("Texas"),
}


def territory_name(tid: str) -> str:
    """The name of a territory id in the player's language."""
    return _(TERRITORY_WORDS[tid]) if tid in TERRITORY_WORDS else TERRITORY_NAMES[TERRITORY[tid]]


def card_name(cid: str) -> str:
    """'red-horse-2' -> 'red horse 2' (in the player's language)."""
    bits = cid.split("-")
    if len(bits) != 3:
        return cid.replace("-", " ")
    c, kind, value = bits
    if kind == "horse":
        return _("{colour} horse {value}", colour=colour(c), value=value)
    if kind == "hunter":
        return _("{colour} hunter {value}", colour=colour(c), value=value)
    return cid.replace("-", " ")


_REASONS: Dict[str, str] = {
    "bad-state": N_("That is not a White Buffalo game state."),
    "game-over": N_("The game is over."),
    "wrong-phase": N_("{who} cannot do that now: {task}."),
    "must-place": N_("{who} must first place the tribe in a territory."),
    "must-sweep": N_("{who} must first remove a Settler, Treaty or Railroad card from the display."),
    "not-in-hand": N_("{who} holds no {card}."),
    "same-colour": N_("{who} cannot use {colour} again in this move play."),
    "too-far": N_("{who}'s horse value does not cover that step."),
    "bad-territory": N_("{who} cannot step there: it is not next to the tribe's territory."),
    "no-hunter": N_("{who} cannot hunt without a hunter card in the stack."),
    "no-herds": N_("{who} cannot hunt here: no standing herd or no cube for the bag."),
    "stack-colour": N_("A hunt stack holds cards of one colour only."),
    "cannot-pay": N_("{who} cannot pay that."),
    "cannot-retire": N_("{who} cannot retire that teepee with that card."),
    "empty-slot": N_("There is no card there to take."),
    "no-card": N_("There is no such card to take."),
    "turn-kind": N_("{who} has already chosen this turn's kind: {task}."),
    "no-play": N_("{who} must make at least one play before ending the turn."),
    "not-legal": N_("That move is not legal now."),
}

PHASE_TASKS = {
    "place": N_("place the tribe in a territory"),
    "sweep": N_("remove a Settler, Treaty or Railroad card from the display"),
    "turn": N_("choose this turn's action"),
    "take": N_("take action cards"),
    "play": N_("play action cards or end the turn"),
    "cube": N_("choose where the pulled cube goes"),
    "over": N_("the game is over"),
    "stack-first": N_("hunt with the stack first"),
}


def phase_task(what: str) -> str:
    """What the player to act must do (a :data:`PHASE_TASKS` key), in words."""
    return _(PHASE_TASKS[what])


def reason(code: str, **values: object) -> str:
    """The sentence for IllegalMove code ``code``."""
    return _(_REASONS.get(code, _REASONS["not-legal"]), **values)


def task(who: str, what: str) -> str:
    """Whose turn it is and what they must do."""
    return _("{who} to act: {task}.", who=who, task=phase_task(what))


# ---- describe ----------------------------------------------------------------------------------

def place(who: str, tid: str) -> str:
    """``place``."""
    return _("{who} places the tribe in {territory}.", who=who, territory=territory_name(tid))


def sweep(who: str, card: str) -> str:
    """``sweep``."""
    return _("{who} clears {card} from the display.", who=who, card=teepee_name(card))


def take_row(who: str, card: str) -> str:
    """``take`` from the row."""
    return _("{who} takes {card} from the row.", who=who, card=card_name(card))


def take_pile(who: str, card: str | None) -> str:
    """``take`` from the pile (the card named only to the drawer)."""
    if card is None:
        return _("{who} draws a card from the pile.", who=who)
    return _("{who} draws {card} from the pile.", who=who, card=card_name(card))


def horse(who: str, card: str, value: int) -> str:
    """``horse``."""
    return _("{who} plays {card} to move (horse value now {value}).", who=who, card=card_name(card),
             value=value)


def step(who: str, tid: str, cost: int) -> str:
    """``step``."""
    return _("{who} moves to {territory} for {cost}.", who=who, territory=territory_name(tid), cost=cost)


def stack(who: str, card: str) -> str:
    """``stack``."""
    return _("{who} adds {card} to the hunt stack.", who=who, card=card_name(card))


def hunt(who: str, tid: str, value: int) -> str:
    """``hunt``."""
    return _("{who} hunts in {territory} with a hunt value of {value}.", who=who,
             territory=territory_name(tid), value=value)


def cube(who: str, c: str, to_war: bool) -> str:
    """``cube``."""
    if to_war:
        return _("{who} puts the {colour} cube on the War Card.", who=who, colour=colour(c))
    return _("{who} leaves the {colour} cube in the territory.", who=who, colour=colour(c))


def end(who: str) -> str:
    """``end``."""
    return _("{who} ends the turn.", who=who)


def buy(who: str, teepee: str, bison: int, war: List[str]) -> str:
    """``buy``."""
    if war:
        return ngettext("{who} buys the {teepee} teepee for {n} bison and {cubes} from the War Card.",
                        "{who} buys the {teepee} teepee for {n} bison and {cubes} from the War Card.",
                        bison, who=who, teepee=teepee_name(teepee), cubes=colours(war))
    return ngettext("{who} buys the {teepee} teepee for {n} bison.",
                    "{who} buys the {teepee} teepee for {n} bison.", bison, who=who,
                    teepee=teepee_name(teepee))


def retire(who: str, teepee: str, card: str) -> str:
    """``retire``."""
    return _("{who} retires the {teepee} teepee with {card}.", who=who, teepee=teepee_name(teepee),
             card=teepee_name(card))


def pass_turn(who: str) -> str:
    """``pass``."""
    return _("{who} passes for the rest of the game (+3).", who=who)


_OVER_WHY = {"herds": N_("two thirds of the herds are lost"), "stack": N_("the teepee stack ran out"),
             "passed": N_("every player has passed"), "stall": N_("nothing happened for too long")}


def game_over(reason_word: str | None) -> str:
    """The end, and why."""
    if reason_word is None:
        return _("The game is over.")
    why = _(_OVER_WHY[reason_word]) if reason_word in _OVER_WHY else reason_word
    return _("The game is over: {why}.", why=why)


# ---- what followed a move (last_events as sentences) -------------------------------------------

def _names(ids: Sequence[str]) -> str:
    return ", ".join(territory_name(t) for t in ids) if ids else _("nowhere")


def event(names: Sequence[str], e: Mapping[str, Any]) -> str:
    """One sentence for an event of ``last_events`` (seats named by ``names``)."""
    kind = e["type"]
    seat = e.get("seat")
    who = names[seat] if isinstance(seat, int) else ""
    if kind == "setup":
        return _("{who} starts; the display shows {cards}.", who=names[e["start"]],
                 cards=", ".join(teepee_name(str(c)) for c in e["display"]))
    if kind == "draw":
        card = e.get("card")
        if card:
            return _("{who} draws {card}.", who=who, card=card_name(str(card)))
        return _("{who} draws a card.", who=who)
    if kind == "reshuffle":
        return ngettext("The discard pile is shuffled into a new draw pile of {n} cards.",
                        "The discard pile is shuffled into a new draw pile of {n} cards.", e["cards"])
    if kind == "row":
        return _("Row slot {slot} is refilled with {card}.", slot=e["slot"], card=card_name(str(e["card"])))
    if kind == "reveal":
        card = teepee_name(str(e["card"]))
        if e.get("cube"):
            return _("{card} is revealed into display slot {slot}; a {colour} cube goes into the bag.",
                     card=card, slot=e["slot"], colour=colour(str(e["cube"])))
        return _("{card} is revealed into display slot {slot}.", card=card, slot=e["slot"])
    if kind == "buffalo-bill":
        return _("Buffalo Bill is revealed: the orange cube goes into the bag and he leaves the game.")
    if kind == "sweep":
        return _("{card} leaves the game from display slot {slot}.", card=teepee_name(str(e["card"])),
                 slot=e["slot"])
    if kind == "final-round":
        if e["reason"] == "stack":
            return _("The final round begins: the teepee stack is empty.")
        return _("The final round begins: nothing has happened for 12 turns.")
    if kind == "territory-cubes":
        return _("The cubes in {territory} go into the bag: {cubes}.",
                 territory=territory_name(str(e["territory"])), cubes=colours(e["cubes"]))
    if kind == "hunt":
        pulled = colours(e["cubes"]) if e["cubes"] else _("nothing")
        return ngettext("{n} herd laid down; pulled: {pulled}.", "{n} herds laid down; pulled: {pulled}.",
                        e["laid_down"], pulled=pulled)
    if kind == "bison":
        if e["cancelled"]:
            return ngettext("A red cube spoils the hunt: {n} bison back into the bag.",
                            "A red cube spoils the hunt: {n} bison back into the bag.", e["pulled"])
        if e["returned"]:
            return ngettext("{who} gains {n} bison, {back} back into the bag.",
                            "{who} gains {n} bison, {back} back into the bag.", e["gained"], who=who,
                            back=e["returned"])
        return ngettext("{who} gains {n} bison.", "{who} gains {n} bison.", e["gained"], who=who)
    if kind == "kill":
        places = [territory_name(h["territory"]) for h in e["herds"]]
        return ngettext("The {colour} cube kills {n} herd ({places}).",
                        "The {colour} cube kills {n} herds ({places}).", len(places),
                        colour=colour(str(e["cube"])), places=", ".join(places) or _("none"))
    if kind == "cube":
        if e["to"] == "war":
            return _("The {colour} cube goes onto the War Card.", colour=colour(str(e["cube"])))
        return _("The {colour} cube stays in {territory}.", colour=colour(str(e["cube"])),
                 territory=territory_name(str(e["territory"])))
    if kind == "war-card":
        return _("{who} takes the War Card.", who=who)
    if kind == "calf-woman":
        return _("The White Buffalo Calf Woman comes to {territory}; herds join her from {places}.",
                 territory=territory_name(str(e["territory"])), places=_names(e["from"]))
    if kind == "sow":
        return _("The herds laid down in {territory} walk on to {places}.",
                 territory=territory_name(str(e["from"])), places=_names(e["to"]))
    if kind == "discard":
        return ngettext("{n} played card to the discard pile.", "{n} played cards to the discard pile.",
                        len(e["cards"]))
    if kind == "destiny":
        card = e.get("card")
        if card:
            return _("{who} draws Destiny Card {card}.", who=who, card=card)
        return _("{who} draws a Destiny Card.", who=who)
    if kind == "passed":
        return ngettext("{who} returns {bison} bison and {n} War Card cubes to the bag.",
                        "{who} returns {bison} bison and {n} War Card cubes to the bag.", e["war"],
                        who=who, bison=e["bison"])
    if kind == "over":
        return game_over(str(e["reason"]))
    return str(kind)
