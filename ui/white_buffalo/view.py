"""White Buffalo's markup: pure functions of an observation (``observe(state, seat)``) and of
numbers the engine computed (``engine.white_buffalo.hints``). Every name and id is escaped;
colours are palette values.

Test hooks (white-buffalo-contract.md, "Browser test hooks"): territories ``[data-territory]``
with ``data-herds``; hand cards ``#hand [data-card]`` (only the viewer's); the row
``[data-row-slot]``; the display ``[data-display-slot]``; War Card cube toggles
``[data-war-cube]``; retire choices ``[data-retire]``; the ranking ``[data-place]`` holding
``[data-seat]``; the score sheet ``#score-sheet``. Cards shown anywhere else use ``data-shown``.

Every word goes through the ``white-buffalo`` catalogue (``engine.core.i18n``): the markup is
built again in the player's language at each paint.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Dict, Optional, Sequence, Tuple

from engine.core.i18n import language, words
from engine.white_buffalo.data import (
    CARD_COLOURS,
    DESTINY,
    DESTINY_CARD,
    SETS,
    SYMBOLS,
)
from engine.white_buffalo.text import card_name, symbol, teepee_name
from engine.white_buffalo.text import colour as colour_word
from ui.shell.explain import explain_attrs
from ui.shell.safe_html import esc, name_html
from ui.white_buffalo import card_faces
from ui.white_buffalo.map_view import CUBE_FILL

_, ngettext, pgettext = words("white-buffalo").functions()

def per_language(fn: Callable[[Any], str]) -> Callable[[Any], str]:
    """``fn(card)`` remembered per language: a card's markup depends on the card and the words
    only, and the page paints the same few dozen cards again and again."""
    memo: Dict[Tuple[Any, ...], str] = {}

    @functools.wraps(fn)
    def remembered(card: Any) -> str:
        key = (language(), card)
        out = memo.get(key)
        if out is None:
            out = memo[key] = fn(card)
        return out
    return remembered


def card_parts(card: str) -> Tuple[Any, ...]:
    """'red-horse-2' -> ('red', 'horse', '2')."""
    bits = str(card).split("-")
    return tuple((bits + ["?", "?", "?"])[:3])


@per_language
def card_face(card: str) -> str:
    """An action card's face (no hook attribute): drawn as a card (colour, value in the corner,
    a horse or a bow, its kind), with its explanation (:mod:`ui.white_buffalo.card_faces`)."""
    return card_faces.action_card(str(card))


@per_language
def spoken_face(card: str) -> str:
    """A card's face for a button: its name in words for screen readers and speech input (the
    button's whole name), the face itself only for the eye (the button carries the explanation)."""
    return (f'<span class="visually-hidden">{esc(card_name(card))}</span>'
            f'<span aria-hidden="true">{card_faces.action_card(str(card), explain=False)}</span>')


@per_language
def card_button_attrs(card: str) -> str:
    """The explanation of an action card on the button that holds it."""
    return explain_attrs(card_faces.action_explain(str(card)), control=True)


def hand_html(hand: Sequence[str], legal: Sequence[str], acting: bool) -> str:
    """The viewer's hand grouped by colour: ``data-card`` buttons (legal ones highlighted)."""
    if not hand:
        return f'<p class="empty">{esc(_("No cards in hand."))}</p>'
    groups = []
    for c in CARD_COLOURS:
        cards = sorted(x for x in hand if card_parts(x)[0] == c)
        if not cards:
            continue
        items = []
        for card in cards:
            cls = "cardbtn explained legal" if card in legal else "cardbtn explained"
            dis = "" if acting else " disabled"
            items.append(f'<button type="button" class="{cls}" data-card="{esc(card)}"{dis}'
                         f'{card_button_attrs(card)}>'
                         f'{spoken_face(card)}</button>')
        groups.append(f'<div class="group"><span class="gname">{esc(colour_word(c))}</span>'
                      f'{"".join(items)}</div>')
    return "".join(groups)


def play_zone_html(play: Optional[Dict[str, Any]], can_take_back: bool) -> str:
    """The open hunt stack or move play as a zone of cards (``#play-zone [data-played]``); the
    last card can be taken back (``data-action="take-back"``) while the game allows it."""
    if not play or not play.get("cards"):
        return ""
    cards = list(play["cards"])
    if play.get("type") == "hunt":
        title = _("Hunt stack (the top card last)")
    else:
        title = _("Move play: horse value {value}, {spent} spent", value=play.get("value", 0),
                  spent=play.get("spent", 0))
    items = []
    for i, card in enumerate(cards):
        back = ""
        if i == len(cards) - 1 and can_take_back:
            back = (f'<button type="button" class="take-back" data-action="take-back">'
                    f'{esc(_("Take back"))}</button>')
        items.append(f'<li data-played="{esc(card)}">{card_face(card)}{back}</li>')
    return f'<h3>{esc(title)}</h3><ol class="zone-cards">{"".join(items)}</ol>'


def row_html(row: Sequence[Optional[str]], legal: Sequence[int]) -> str:
    """The open row of three: ``data-row-slot`` buttons."""
    out = []
    for i, card in enumerate(row, 1):
        cls = "cardbtn legal" if i in legal else "cardbtn"
        face = spoken_face(card) if card else (
            f'<span class="acard gcard gc-s tone-paper empty"><span aria-hidden="true">—</span>'
            f'<span class="visually-hidden">{esc(_("empty"))}</span></span>')
        more = card_button_attrs(card) if card else ""
        cls += " explained" if more else ""
        # the slot is said before the card's visible text (no aria-label: the name must contain
        # what is seen, for speech input)
        where = _("Row slot {slot}:", slot=i)
        out.append(f'<button type="button" class="{cls}" data-row-slot="{i}"{more}>'
                   f'<span class="visually-hidden">{esc(where)} </span>{face}</button>')
    return "".join(out)


@per_language
def stack_card(card: Optional[str]) -> str:
    """A Teepee, Settler/Treaty/Railroad card or Buffalo Bill drawn as a card."""
    if not card:
        return '<span class="scard gcard tone-paper empty">—</span>'
    return card_faces.stack_face(str(card))


def display_html(display: Sequence[Optional[str]], costs: Sequence[Optional[int]],
                 legal: Sequence[int], selected: Optional[int]) -> str:
    """The teepee display of six: ``data-display-slot`` buttons with each teepee's cost for the
    viewer (from the engine)."""
    out = []
    for i, card in enumerate(display, 1):
        cls = ["cardbtn", "slot"]
        more = explain_attrs(card_faces.stack_explain(card), control=True) if card else ""
        if more:
            cls.append("explained")
        if i in legal:
            cls.append("legal")
        cost = costs[i - 1] if i - 1 < len(costs) else None
        price = (f'<span class="cost">{esc(ngettext("costs you {n} bison", "costs you {n} bison", cost))}'
                 '</span>' if cost is not None else "")
        pressed = "true" if selected == i else "false"
        where = _("Display slot {slot}:", slot=i)
        out.append(f'<button type="button" class="{" ".join(cls)}" data-display-slot="{i}" '
                   f'aria-pressed="{pressed}"{more}><span class="visually-hidden">{esc(where)} </span>'
                   f'{stack_card(card)}{price}</button>')
    return "".join(out)


def buy_panel_html(war: Sequence[str], chosen: Sequence[str], retire: Sequence[str],
                   slot: Optional[int]) -> str:
    """For the selected display slot: the War Card cubes the viewer may spend (toggles) and the
    teepees it may retire (``data-retire`` buttons)."""
    if slot is None:
        return ""
    out = [f"<p>{esc(_('Display slot {slot} chosen.', slot=slot))}</p>"]
    if war:
        left = list(chosen)
        items = []
        for i, c in enumerate(war):
            on = c in left
            if on:
                left.remove(c)
            items.append(f'<button type="button" class="cube-toggle" data-war-cube="{esc(c)}" '
                         f'data-index="{i}" aria-pressed="{"true" if on else "false"}">'
                         f'<span class="swatch" style="background:{CUBE_FILL.get(c, "#999")}"></span>'
                         f'{esc(colour_word(c))}</button>')
        out.append(f'<p class="war-cubes">{esc(_("Pay with War Card cubes:"))} {"".join(items)}</p>')
    if retire:
        buttons = "".join(f'<button type="button" data-retire="{esc(t)}">'
                          f'{esc(_("Retire {teepee}", teepee=teepee_name(t)))}</button>' for t in retire)
        out.append(f'<p class="retire">{buttons}</p>')
    return "".join(out)


def tribe_html(bison: int, powers: Dict[str, int]) -> str:
    """The viewer's tribe card (its bison, drawn as a card) and the teepee power per colour."""
    cells = "".join(f'<span class="power c-{esc(c)}">'
                    f'{esc(_("{colour} power", colour=colour_word(c)))} +{esc(v)}</span>'
                    for c, v in powers.items())
    return (f'<div class="tribe-row">{card_faces.tribe_face(int(bison))}'
            f'<p class="powers">{cells}</p></div>')


def war_html(war: Dict[str, Any], names: Sequence[str]) -> str:
    """The War Card: its holder, its red cubes and its frontier cubes."""
    holder = war.get("holder")
    who = (name_html(names[holder]) if isinstance(holder, int) and 0 <= holder < len(names)
           else esc(_("nobody")))
    front = ", ".join(esc(colour_word(c)) for c in war.get("frontier", [])) or esc(_("none"))
    line = _("Held by {who} · red cubes {red} of 3 · frontier: {frontier}", who="\x00",
             red=esc(war.get("red", 0)), frontier="\x01")
    return "<p>" + esc(line).replace("\x00", who).replace("\x01", front) + "</p>"


def _or(items: Sequence[str]) -> str:
    if len(items) < 2:
        return "".join(items)
    return _("{some} or {last}", some=", ".join(items[:-1]), last=items[-1])


def destiny_text(card: str) -> str:
    """What a Destiny Card asks for and scores, in words (escaped)."""
    if card not in DESTINY_CARD:
        return esc(card)
    points = DESTINY[DESTINY_CARD[card]][2]
    return esc(ngettext("{card}: {what} — {n} point", "{card}: {what} — {n} points", points, card=card,
                        what=destiny_need(card)))


def destiny_need(card: str) -> str:
    """What a Destiny Card asks for, in words (not escaped; the card itself for an unknown id)."""
    if card not in DESTINY_CARD:
        return str(card)
    _id, need, _points = DESTINY[DESTINY_CARD[card]]
    kind = need[0]
    if kind == "colour":
        what = ngettext("{n} {colour} teepee", "{n} {colour} teepees", need[2],
                        colour=colour_word(CARD_COLOURS[need[1]]))
    elif kind == "symbol":
        what = ngettext("{n} teepee with the {symbol}", "{n} teepees with the {symbol}", need[2],
                        symbol=symbol(SYMBOLS[need[1]]))
    elif kind == "colours":
        what = ngettext("{n} teepee of {n} different colours", "{n} teepees of {n} different colours",
                        need[1])
    elif kind == "sets":
        what = ngettext("{n} teepee from sets {sets}", "{n} teepees from sets {sets}", need[2],
                        sets=_or([SETS[i] for i in need[1]]))
    elif kind == "each-set":
        what = _("a teepee from each of sets {sets}", sets=", ".join(SETS[i] for i in need[1]))
    else:
        what = ngettext("{n} retired teepee", "{n} retired teepees", need[1])
    return what


def destiny_html(cards: Sequence[str]) -> str:
    """The viewer's secret Destiny Cards."""
    if not cards:
        return f'<p class="empty">{esc(_("No Destiny Card."))}</p>'
    return ('<div class="destinies">'
            + "".join(card_faces.destiny_face(c, destiny_need(c)) for c in cards) + "</div>")


#: The bots' levels, as the page names them.


# the map and the table around it have modules of their own; the page reaches them through here
from ui.white_buffalo.map_view import LAYOUT, map_svg, territory_parts, tribes_by_territory  # noqa: E402
from ui.white_buffalo.table_view import (  # noqa: E402
    level_word,
    players_html,
    points,
    ranking_html,
    score_sheet_html,
    size,
    walk_html,
)

__all__ = ["CUBE_FILL", "LAYOUT", "level_word", "map_svg", "players_html", "points", "ranking_html",
           "score_sheet_html", "size", "territory_parts", "tribes_by_territory", "walk_html"]
