"""White Buffalo's cards drawn as cards (the site's one card, :mod:`ui.shell.card`): action cards
(horse or hunter, value in the corner), Teepee Cards (points in the corner, the teepee with its
symbol, set and bison icons), Settler/Treaty/Railroad cards and Buffalo Bill, Destiny Cards and
the tribe card; each with its explanation in the game's words (shown on hover, long press or
focus: :mod:`ui.shell.explain`). Pure functions of a card id (and the tribe's numbers); the
symbols are inline SVG, no image files.
"""

from __future__ import annotations

from typing import Dict

from engine.core.i18n import N_, words
from engine.white_buffalo.data import (
    CARD_COLOURS,
    DESTINY,
    DESTINY_CARD,
    PEACE_COLOUR,
    PEACE_IDS,
    PEACE_KIND,
    PEACE_KINDS,
    SETS,
    SYMBOLS,
    TEEPEE_COLOUR,
    TEEPEE_ICONS,
    TEEPEE_IDS,
    TEEPEE_POINTS,
    TEEPEE_SET,
    TEEPEE_SYMBOL,
)
from engine.white_buffalo.text import colour as colour_word
from engine.white_buffalo.text import peace_kind, symbol
from ui.shell.card import card_html
from ui.shell.explain import explain_attrs

_, ngettext, pgettext = words("white-buffalo").functions()


def _svg(body: str, box: str = "0 0 24 24") -> str:
    return (f'<svg viewBox="{box}" focusable="false" fill="none" stroke="currentColor" '
            f'stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">{body}</svg>')


#: the symbols, drawn in the card's ink (24×24)
ART: Dict[str, str] = {
    "horse": _svg('<path d="M6 21 L7.5 14 Q5 11 6.5 7.5 L8.5 3.5 L10 6 Q14.5 5 17.5 8.5 L20.5 12.5 '
                  'Q21 14.5 19 14.5 L16 13.5 L14 15.5 L15 21 Z" fill="currentColor" fill-opacity="0.25"/>'
                  '<circle cx="13" cy="8.6" r="0.9" fill="currentColor"/>'),
    "hunter": _svg('<path d="M7 3 Q19 12 7 21"/><path d="M7 3 L7 21" stroke-width="1"/>'
                   '<path d="M3 12 H21 M18 9 L21 12 L18 15"/>'),
    "pipe": _svg('<path d="M3 15 L15 10.5"/><path d="M15 10.5 L19 9 L19.5 14 L16 14.5 Z" '
                 'fill="currentColor" fill-opacity="0.35"/><path d="M7 13.5 L6 17 M10 12.4 L9.4 16"/>'),
    "feather": _svg('<path d="M6 21 Q7 9 19 3 Q17 15 6 21 Z" fill="currentColor" fill-opacity="0.25"/>'
                    '<path d="M6 21 L15 9"/>'),
    "drum": _svg('<ellipse cx="12" cy="8" rx="7" ry="3"/><path d="M5 8 V15 Q12 20 19 15 V8"/>'
                 '<path d="M8 10.5 L10 17 M16 10.5 L14 17"/>'),
    "shield": _svg('<circle cx="12" cy="12" r="8" fill="currentColor" fill-opacity="0.2"/>'
                   '<path d="M12 4 V20 M4 12 H20"/><circle cx="12" cy="12" r="2.5"/>'),
    "sun": _svg('<circle cx="12" cy="12" r="4.5" fill="currentColor" fill-opacity="0.35"/>'
                '<path d="M12 2.5 V5 M12 19 V21.5 M2.5 12 H5 M19 12 H21.5 M5.3 5.3 L7 7 M17 17 '
                'L18.7 18.7 M5.3 18.7 L7 17 M17 7 L18.7 5.3"/>'),
    "teepee": _svg('<path d="M12 4 L20 21 H4 Z" fill="currentColor" fill-opacity="0.2"/>'
                   '<path d="M12 4 L9.5 1.5 M12 4 L14.5 1.5 M10 21 L12 15.5 L14 21"/>'),
    "Settler": _svg('<path d="M4 15 V9 Q12 1 20 9 V15 Z" fill="currentColor" fill-opacity="0.2"/>'
                    '<circle cx="7.5" cy="18" r="2.6"/><circle cx="16.5" cy="18" r="2.6"/>'
                    '<path d="M8 9 V15 M12 6 V15 M16 9 V15"/>'),
    "Treaty": _svg('<path d="M5 3 H16 L19 6 V21 H5 Z" fill="currentColor" fill-opacity="0.15"/>'
                   '<path d="M8 8 H16 M8 11.5 H16 M8 15 H13"/><path d="M13 19 Q15 16 18 18"/>'),
    "Railroad": _svg('<path d="M8 2 L5 22 M16 2 L19 22"/><path d="M6 6 H18 M5.5 11 H18.5 M5 16 H19 '
                     'M4.5 20.5 H19.5" stroke-width="2.4"/>'),
    "BB": _svg('<path d="M3 15 Q12 19 21 15" /><path d="M7 15 Q6 7 9 6 Q12 8 15 6 Q18 7 17 15" '
               'fill="currentColor" fill-opacity="0.3"/>'),
    "destiny": _svg('<path d="M12 2.5 L14.6 9 L21.5 9.3 L16 13.6 L18 20.5 L12 16.5 L6 20.5 L8 13.6 '
                    'L2.5 9.3 L9.4 9 Z" fill="currentColor" fill-opacity="0.25"/>'),
    "bison": _svg('<path d="M3 16 Q3 8 10 8 Q13 5 17 7 Q21 7.5 21 12 L20 13 V19 H18 V15 Q13 16.5 9 15 '
                  'L8 19 H6 V15 Q4.5 15 3 16 Z" fill="currentColor" fill-opacity="0.35"/>'
                  '<path d="M18.5 7.5 Q20 5 22 5.5"/>'),
}

HORSE_EXPLAIN = N_("Horse card, value {value}: play horse cards of different colours to move your "
                   "tribe (the first step of a turn costs 1, each later one 2), or add it to a hunt "
                   "stack of its colour.")
HUNTER_EXPLAIN = N_("Hunter card, value {value}: a stack of one colour with a hunter on top hunts a "
                    "herd; every card in the stack adds its value.")


def _kind_value(card: str) -> tuple[str, str, str]:
    bits = (str(card).split("-") + ["?", "?", "?"])[:3]
    return bits[0], bits[1], bits[2]


def action_explain(card: str) -> str:
    """What an action card does, in the game's words."""
    _c, kind, value = _kind_value(card)
    return _(HORSE_EXPLAIN if kind == "horse" else HUNTER_EXPLAIN, value=value)


def action_card(card: str, explain: bool = True) -> str:
    """An action card: its colour, its value in the corner, a horse or a bow, "horse"/"hunter"."""
    c, kind, value = _kind_value(card)
    horse = kind == "horse"
    title = _("horse") if horse else _("hunter")
    return card_html(tone_name=c if c in CARD_COLOURS else "paper", corner=value,
                     art=ART["horse" if horse else "hunter"], title=title,
                     explain=action_explain(card) if explain else "", cls=f"acard c-{c}", size="s",
                     attrs=f' data-shown="{card}"' if card.replace("-", "").isalnum() else "")


def teepee_explain(card: str) -> str:
    """What a Teepee Card gives, in the game's words."""
    t = TEEPEE_IDS.index(card)
    c = colour_word(CARD_COLOURS[TEEPEE_COLOUR[t]])
    return ngettext("Teepee Card of set {set}: {points} points at the end; while active it adds 1 to "
                    "each play with {colour} cards; its {symbol} counts for symbol sets; its {n} bison "
                    "icon raises the price of your later teepees.",
                    "Teepee Card of set {set}: {points} points at the end; while active it adds 1 to "
                    "each play with {colour} cards; its {symbol} counts for symbol sets; its {n} bison "
                    "icons raise the price of your later teepees.", TEEPEE_ICONS[t],
                    set=SETS[TEEPEE_SET[t]], points=TEEPEE_POINTS[t], colour=c,
                    symbol=symbol(SYMBOLS[TEEPEE_SYMBOL[t]]))


def peace_explain(card: str) -> str:
    """What a Settler, Treaty or Railroad card does, in the game's words."""
    p = PEACE_IDS.index(card)
    kind = peace_kind(PEACE_KINDS[PEACE_KIND[p]])
    if PEACE_COLOUR[p] < 0:
        return _("{kind} card: take it from the display to retire one of your teepees of any colour; "
                 "sets of different kinds cancel points at the end.", kind=kind)
    return _("{kind} card: take it from the display to retire one of your {colour} teepees; sets of "
             "different kinds cancel points at the end.", kind=kind,
             colour=colour_word(CARD_COLOURS[PEACE_COLOUR[p]]))


def stack_face(card: str) -> str:
    """A card of the stack (the display): a Teepee, Settler/Treaty/Railroad card or Buffalo Bill."""
    if card in TEEPEE_IDS:
        t = TEEPEE_IDS.index(card)
        c = CARD_COLOURS[TEEPEE_COLOUR[t]]
        sym = SYMBOLS[TEEPEE_SYMBOL[t]]
        icons = "".join(f'<span class="wb-icon">{ART["bison"]}</span>' for _i in range(TEEPEE_ICONS[t]))
        art = (f'<span class="wb-teepee">{ART["teepee"]}</span>'
               f'<span class="wb-symbol">{ART[sym]}</span><span class="wb-icons">{icons}</span>')
        title = _("Teepee {set} · {symbol}", set=SETS[TEEPEE_SET[t]], symbol=symbol(sym))
        return card_html(tone_name=c, corner=TEEPEE_POINTS[t], art=art, title=title,
                         foot=ngettext("{n} point", "{n} points", TEEPEE_POINTS[t]),
                         cls=f"scard teepee c-{c}", attrs=f' data-shown="{card}"')
    if card in PEACE_IDS:
        p = PEACE_IDS.index(card)
        kind = PEACE_KINDS[PEACE_KIND[p]]
        if PEACE_COLOUR[p] < 0:
            want, tone = _("retires any colour"), "slate"
        else:
            want = _("retires {colour}", colour=colour_word(CARD_COLOURS[PEACE_COLOUR[p]]))
            tone = CARD_COLOURS[PEACE_COLOUR[p]]
        return card_html(tone_name="slate", corner=card, art=ART[kind],
                         title=peace_kind(kind), foot=want,
                         cls=f"scard peace wants-{tone}", attrs=f' data-shown="{card}"')
    if card == "BB":
        return card_html(tone_name="hide", corner="BB", art=ART["BB"], title=_("Buffalo Bill"),
                         cls="scard bill", attrs=' data-shown="BB"')
    return card_html(tone_name="paper", title=str(card), cls="scard")


def stack_explain(card: str) -> str:
    """The explanation of a display card (empty for one the page does not know)."""
    if card in TEEPEE_IDS:
        return teepee_explain(card)
    if card in PEACE_IDS:
        return peace_explain(card)
    if card == "BB":
        return _("Buffalo Bill: when he is revealed he brings the orange cube into the bag and "
                 "leaves the game.")
    return ""


def destiny_face(card: str, need: str) -> str:
    """A Destiny Card: its points in the corner, a star, its id and what it asks for."""
    points = DESTINY[DESTINY_CARD[card]][2] if card in DESTINY_CARD else ""
    explain = _("Destiny Card (secret): at the end it scores its points if your teepees meet its "
                "need; each teepee fills at most one Destiny Card.")
    return card_html(tone_name="paper", corner=points, art=ART["destiny"], title=card, foot=need,
                     explain=explain, cls="destiny", attrs=f' data-shown="{card}"')


def tribe_face(bison: int) -> str:
    """The viewer's tribe card: the bison on it in the corner and as its title, a bison."""
    explain = _("Your tribe card: it holds the bison your hunts bring (6 at most); bison pay for "
                "teepees. The powers under it are your active teepees per colour.")
    return card_html(tone_name="hide", corner=bison, art=ART["bison"],
                     title=ngettext("{n} bison on the tribe card", "{n} bison on the tribe card",
                                    int(bison)), explain=explain, cls="tribe-card")


def cube_explain(count: str, meaning: str) -> str:
    """The explanation attributes of a colour of cubes in the bag: how many, what one does."""
    return explain_attrs(_("{count} — {meaning}", count=count, meaning=meaning), control=True)


def death_explain() -> str:
    """The explanation attributes of the death rate card (a picture, not a control)."""
    return explain_attrs(_("Death rate card: a grey, blue or black cube pulled kills as many herds as "
                           "its row says at its end. Cubes leave a row from the right; the skulls "
                           "under the spots they leave raise what the row kills."), control=True)
