"""Every sentence White Buffalo's engine shows to players, in one place (ready for translation).

The wording is the project's own; nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any, Dict, List, Sequence

from .data import TERRITORY, TERRITORY_NAMES

BAD_NOT_A_DICT = "A move must be an object such as {\"type\": \"pass\"}."
BAD_KEYS = "A move's keys must be words."
BAD_TYPE = ("A move's type must be one of place, sweep, take, horse, step, stack, hunt, cube, end, "
            "buy, retire or pass.")
HUNTER_NOT_HORSE = "A hunter card cannot be used to move; only horse cards can."
BAD_CUBE_TARGET = "A cube goes to \"territory\" or to \"war\"."
BAD_WAR = ("'war' must list War Card cubes to spend: at most 3 red and at most 3 grey, blue or "
           "black.")
WAR_UNSORTED = "'war' must list the cube colours in alphabetical order."


def bad_fields(kind: str, fields: Sequence[str]) -> str:
    """A move of ``kind`` with the wrong keys."""
    if not fields:
        return f"A {kind} move has no other keys than its type."
    return f"A {kind} move needs exactly these keys besides its type: {', '.join(fields)}."


def bad_territory(value: str, what: str) -> str:
    """An unknown territory id."""
    return f"There is no territory {value} to {what}."


def bad_slot(value: str, hi: int) -> str:
    """A slot that does not exist."""
    return f"There is no slot {value}; slots are numbered 1 to {hi}."


def unknown_card(value: str) -> str:
    """An unknown action card id."""
    return f"There is no action card {value}."


def unknown_teepee(value: str) -> str:
    """An unknown Teepee Card id."""
    return f"There is no Teepee Card {value}."


def territory_name(tid: str) -> str:
    """The name of a territory id."""
    return TERRITORY_NAMES[TERRITORY[tid]]


def card_name(cid: str) -> str:
    """'red-horse-2' -> 'red horse 2'."""
    return cid.replace("-", " ")


_REASONS: Dict[str, str] = {
    "bad-state": "That is not a White Buffalo game state.",
    "game-over": "The game is over.",
    "wrong-phase": "{who} cannot do that now: {task}.",
    "must-place": "{who} must first place the tribe in a territory.",
    "must-sweep": "{who} must first remove a Settler, Treaty or Railroad card from the display.",
    "not-in-hand": "{who} holds no {card}.",
    "same-colour": "{who} cannot use {colour} again in this move play.",
    "too-far": "{who}'s horse value does not cover that step.",
    "bad-territory": "{who} cannot step there: it is not next to the tribe's territory.",
    "no-hunter": "{who} cannot hunt without a hunter card in the stack.",
    "no-herds": "{who} cannot hunt here: no standing herd or no cube for the bag.",
    "stack-colour": "A hunt stack holds cards of one colour only.",
    "cannot-pay": "{who} cannot pay that.",
    "cannot-retire": "{who} cannot retire that teepee with that card.",
    "empty-slot": "There is no card there to take.",
    "no-card": "There is no such card to take.",
    "turn-kind": "{who} has already chosen this turn's kind: {task}.",
    "no-play": "{who} must make at least one play before ending the turn.",
    "not-legal": "That move is not legal now.",
}

PHASE_TASKS = {
    "place": "place the tribe in a territory",
    "sweep": "remove a Settler, Treaty or Railroad card from the display",
    "turn": "choose this turn's action",
    "take": "take action cards",
    "play": "play action cards or end the turn",
    "cube": "choose where the pulled cube goes",
    "over": "the game is over",
}


def reason(code: str, **values: object) -> str:
    """The sentence for IllegalMove code ``code``."""
    return _REASONS.get(code, _REASONS["not-legal"]).format(**values)


def task(who: str, what: str) -> str:
    """Whose turn it is and what they must do."""
    return f"{who} to act: {PHASE_TASKS[what]}."


# ---- describe ----------------------------------------------------------------------------------

def place(who: str, tid: str) -> str:
    """``place``."""
    return f"{who} places the tribe in {territory_name(tid)}."


def sweep(who: str, card: str) -> str:
    """``sweep``."""
    return f"{who} clears {card} from the display."


def take_row(who: str, card: str) -> str:
    """``take`` from the row."""
    return f"{who} takes {card_name(card)} from the row."


def take_pile(who: str, card: str | None) -> str:
    """``take`` from the pile (the card named only to the drawer)."""
    if card is None:
        return f"{who} draws a card from the pile."
    return f"{who} draws {card_name(card)} from the pile."


def horse(who: str, card: str, value: int) -> str:
    """``horse``."""
    return f"{who} plays {card_name(card)} to move (horse value now {value})."


def step(who: str, tid: str, cost: int) -> str:
    """``step``."""
    return f"{who} moves to {territory_name(tid)} for {cost}."


def stack(who: str, card: str) -> str:
    """``stack``."""
    return f"{who} adds {card_name(card)} to the hunt stack."


def hunt(who: str, tid: str, value: int) -> str:
    """``hunt``."""
    return f"{who} hunts in {territory_name(tid)} with a hunt value of {value}."


def cube(who: str, colour: str, to_war: bool) -> str:
    """``cube``."""
    if to_war:
        return f"{who} puts the {colour} cube on the War Card."
    return f"{who} leaves the {colour} cube in the territory."


def end(who: str) -> str:
    """``end``."""
    return f"{who} ends the turn."


def buy(who: str, teepee: str, bison: int, war: List[str]) -> str:
    """``buy``."""
    paid = f"{bison} bison"
    if war:
        paid += " and " + ", ".join(war) + " from the War Card"
    return f"{who} buys the {teepee} teepee for {paid}."


def retire(who: str, teepee: str, card: str) -> str:
    """``retire``."""
    return f"{who} retires the {teepee} teepee with {card}."


def pass_turn(who: str) -> str:
    """``pass``."""
    return f"{who} passes for the rest of the game (+3)."


def game_over(reason_word: str | None) -> str:
    """The end, and why."""
    why = {"herds": "two thirds of the herds are lost", "stack": "the teepee stack ran out",
           "passed": "every player has passed", "stall": "nothing happened for too long"}
    if reason_word is None:
        return "The game is over."
    return f"The game is over: {why.get(reason_word, reason_word)}."


# ---- what followed a move (last_events as sentences) -------------------------------------------

def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _names(ids: Sequence[str]) -> str:
    return ", ".join(territory_name(t) for t in ids) if ids else "nowhere"


def event(names: Sequence[str], e: Dict[str, Any]) -> str:
    """One sentence for an event of ``last_events`` (seats named by ``names``)."""
    kind = e["type"]
    seat = e.get("seat")
    who = names[seat] if isinstance(seat, int) else ""
    if kind == "setup":
        return f"{names[e['start']]} starts; the display shows {', '.join(e['display'])}."
    if kind == "draw":
        card = e.get("card")
        return f"{who} draws {card_name(str(card))}." if card else f"{who} draws a card."
    if kind == "reshuffle":
        return f"The discard pile is shuffled into a new draw pile of {e['cards']} cards."
    if kind == "row":
        return f"Row slot {e['slot']} is refilled with {card_name(str(e['card']))}."
    if kind == "reveal":
        extra = f"; a {e['cube']} cube goes into the bag" if e.get("cube") else ""
        return f"{e['card']} is revealed into display slot {e['slot']}{extra}."
    if kind == "buffalo-bill":
        return "Buffalo Bill is revealed: the orange cube goes into the bag and he leaves the game."
    if kind == "sweep":
        return f"{e['card']} leaves the game from display slot {e['slot']}."
    if kind == "final-round":
        why = "the teepee stack is empty" if e["reason"] == "stack" else "nothing has happened for 12 turns"
        return f"The final round begins: {why}."
    if kind == "territory-cubes":
        return f"The cubes in {territory_name(str(e['territory']))} go into the bag: " \
               f"{', '.join(map(str, e['cubes']))}."
    if kind == "hunt":
        pulled = ", ".join(e["cubes"]) or "nothing"
        return f"{_count(e['laid_down'], 'herd')} laid down; pulled: {pulled}."
    if kind == "bison":
        if e["cancelled"]:
            return f"A red cube spoils the hunt: {e['pulled']} bison back into the bag."
        back = f", {e['returned']} back into the bag" if e["returned"] else ""
        return f"{who} gains {e['gained']} bison{back}."
    if kind == "kill":
        herds = e["herds"]
        places = [territory_name(h["territory"]) for h in herds]
        return f"The {e['cube']} cube kills {_count(len(places), 'herd')} ({', '.join(places) or 'none'})."
    if kind == "cube":
        if e["to"] == "war":
            return f"The {e['cube']} cube goes onto the War Card."
        return f"The {e['cube']} cube stays in {territory_name(str(e['territory']))}."
    if kind == "war-card":
        return f"{who} takes the War Card."
    if kind == "calf-woman":
        return f"The White Buffalo Calf Woman comes to {territory_name(str(e['territory']))}; " \
               f"herds join her from {_names(e['from'])}."
    if kind == "sow":
        return f"The herds laid down in {territory_name(str(e['from']))} walk on to {_names(e['to'])}."
    if kind == "discard":
        return f"{_count(len(e['cards']), 'played card')} to the discard pile."
    if kind == "destiny":
        card = e.get("card")
        return f"{who} draws Destiny Card {card}." if card else f"{who} draws a Destiny Card."
    if kind == "passed":
        return f"{who} returns {e['bison']} bison and {e['war']} War Card cubes to the bag."
    if kind == "over":
        return game_over(str(e["reason"]))
    return str(kind)
