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
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from engine.core.i18n import N_, language, words
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
    TEEPEE_SYMBOL,
    TERRITORIES,
    TERRITORY_NAMES,
    TRACK_LENGTH,
    TRAIL_IDS,
)
from engine.white_buffalo.text import card_name, peace_kind, symbol, teepee_name
from engine.white_buffalo.text import colour as colour_word
from ui.shell.colours import colour
from ui.shell.safe_html import esc, name_html, ranking_list_html

_, ngettext, pgettext = words("white-buffalo").functions()

#: Map layout: (column, row) per territory, two columns north to south (the trail runs down the
#: west column and back up the east one).
LAYOUT: Dict[str, tuple] = {
    "AB": (0, 0), "SK": (1, 0), "MT": (0, 1), "ND": (1, 1), "WY": (0, 2), "SD": (1, 2),
    "CO": (0, 3), "NE": (1, 3), "NM": (0, 4), "KS": (1, 4), "TX": (0, 5), "OK": (1, 5),
}
CELL_W, CELL_H, GAP = 150, 96, 36
NAMES = dict(zip(TERRITORIES, TERRITORY_NAMES, strict=True))
CUBE_FILL = {"black": "#222", "blue": "#2f6fb8", "brown": "#7a4b26", "grey": "#9a9a9a",
             "orange": "#e8891c", "red": "#c8302a", "white": "#fafafa"}
CARD_FILL = {"red": "#c8302a", "yellow": "#d9a900", "green": "#3f8a3a", "blue": "#2f6fb8",
             "purple": "#7b3f98"}


def _centre(tid: str) -> tuple:
    col, row = LAYOUT[tid]
    return 10 + col * (CELL_W + GAP) + CELL_W / 2, 10 + row * (CELL_H + 14) + CELL_H / 2


def tribes_by_territory(obs: Dict[str, Any]) -> Dict[str, List[int]]:
    """{territory: the seats whose tribe stands there}."""
    tribes: Dict[str, List[int]] = {}
    for seat, p in enumerate(obs["players"]):
        if p.get("territory"):
            tribes.setdefault(p["territory"], []).append(seat)
    return tribes


def territory_parts(obs: Dict[str, Any], colours: Sequence[str], tid: str, here: Sequence[int],
                    legal: Sequence[str] = (), focus: Optional[str] = None) -> Tuple[str, int, str, str]:
    """One territory of the map: (class, herds, aria-label, inner markup); ``here``: the seats
    whose tribe stands there. The page updates a territory piece by piece with these."""
    col, row = LAYOUT[tid]
    x, y = 10 + col * (CELL_W + GAP), 10 + row * (CELL_H + 14)
    herds = int(obs["herds"].get(tid, 0))
    cls = ["terr"]
    if tid in legal:
        cls.append("legal")
    if tid == focus:
        cls.append("focus")
    cubes = obs.get("territory_cubes", {})
    who = ", ".join(obs["players"][s]["name"] for s in here)
    # begins with the visible words (name, count, unit), so speech input can use them
    label = ngettext("{territory} {n} herd", "{territory} {n} herds", herds, territory=NAMES[tid])
    if who:
        label += "; " + _("tribes: {who}", who=who)
    if obs.get("calf_woman") == tid:
        label += "; " + _("the Calf Woman is here")
    if cubes.get(tid):
        label += "; " + _("cubes: {cubes}", cubes=", ".join(colour_word(c) for c in cubes[tid]))
    if tid in legal:
        label += " " + _("(can be chosen)")
    unit = esc(ngettext("herd", "herds", herds))
    inner = [f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="12"/>'
             f'<text class="tname" x="{x + 8}" y="{y + 18}">{esc(NAMES[tid])} </text>'
             f'<text class="herds" x="{x + CELL_W - 10}" y="{y + 48}" text-anchor="end">'
             f'{herds}<tspan class="unit"> {unit}</tspan></text>']
    for i, seat in enumerate(here):
        fill = colour(colours[seat])[0]
        inner.append(f'<circle class="meeple" cx="{x + 16 + i * 20}" cy="{y + 44}" r="8" '
                     f'fill="{fill}"><title>{esc(obs["players"][seat]["name"])}</title></circle>')
    if obs.get("calf_woman") == tid:
        calf_woman = esc(_("The White Buffalo Calf Woman"))
        inner.append(f'<g class="calf-woman"><circle cx="{x + 16}" cy="{y + 74}" r="9"/>'
                     f'<title>{calf_woman}</title></g>')
    for i, c in enumerate(cubes.get(tid, [])):
        inner.append(f'<rect class="cube" x="{x + 36 + i * 14}" y="{y + 68}" width="11" height="11" '
                     f'fill="{CUBE_FILL.get(c, "#999")}">'
                     f'<title>{esc(_("{colour} cube", colour=colour_word(c)))}</title></rect>')
    return " ".join(cls), herds, label, "".join(inner)


def territory_svg(tid: str, parts: Tuple[str, int, str, str], active: bool) -> str:
    """One territory's ``<g>`` from :func:`territory_parts` (``active``: it can be clicked)."""
    cls, herds, label, inner = parts
    role = ' role="button" tabindex="0"' if active else ""
    return (f'<g class="{cls}" data-territory="{tid}" data-herds="{herds}"{role} '
            f'aria-label="{esc(label)}">{inner}</g>')


def map_svg(obs: Dict[str, Any], colours: Sequence[str], legal: Sequence[str] = (),
            focus: Optional[str] = None, active: bool = False) -> str:
    """The plains as an SVG: territories with herds, tribes, the Calf Woman and cubes, the trail
    with arrows, and the lost-herds track along the bottom. ``legal``: territories a click may
    choose now (highlighted); ``focus``: the territory a step of the hunt happens in."""
    width = 20 + 2 * CELL_W + GAP
    height = 20 + 6 * (CELL_H + 14) + 40
    plains = esc(_("The plains: territories, herds and tribes"))
    parts = [f'<svg class="plains" viewBox="0 0 {width} {height}" role="group" '
             f'aria-label="{plains}">',
             '<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" '
             'markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#8a5a2b"/>'
             '</marker></defs>']
    tribes = tribes_by_territory(obs)
    for tid in TERRITORIES:
        parts.append(territory_svg(tid, territory_parts(obs, colours, tid, tribes.get(tid, []), legal, focus),
                                   active))
    # the trail: arrows from each territory to the next one on the loop
    n = len(TRAIL_IDS)
    for i, a in enumerate(TRAIL_IDS):
        b = TRAIL_IDS[(i + 1) % n]
        (ax, ay), (bx, by) = _centre(a), _centre(b)
        if LAYOUT[a][0] == LAYOUT[b][0]:  # along a column: in the gutter beside it
            gx = ax - CELL_W / 2 + 8 if LAYOUT[a][0] == 0 else ax + CELL_W / 2 - 8
            half = CELL_H / 2 - 4
            y1, y2 = (ay + half, by - half) if by > ay else (ay - half, by + half)
            parts.append(f'<line class="trail" x1="{gx}" y1="{y1}" x2="{gx}" y2="{y2}" '
                         'marker-end="url(#arrow)"/>')
        else:  # across the top or the bottom
            yy = ay
            x1, x2 = (ax + CELL_W / 2, bx - CELL_W / 2) if bx > ax else (ax - CELL_W / 2, bx + CELL_W / 2)
            parts.append(f'<line class="trail" x1="{x1}" y1="{yy}" x2="{x2}" y2="{yy}" '
                         'marker-end="url(#arrow)"/>')
    # the lost-herds track
    lost = int(obs.get("lost", 0))
    ty = height - 30
    step = (width - 20) / TRACK_LENGTH
    track_label = esc(_("Lost herds: {lost} of {total}", lost=lost, total=TRACK_LENGTH))
    track_text = esc(_("Lost herds {lost} / {total}", lost=lost, total=TRACK_LENGTH))
    parts.append(f'<g class="track" aria-label="{track_label}">'
                 f'<text x="10" y="{ty - 4}" class="tname">{track_text}</text>')
    for i in range(TRACK_LENGTH):
        spot = "spot lost" if i < lost else "spot"
        parts.append(f'<rect class="{spot}" x="{10 + i * step:.1f}" y="{ty}" width="{step - 2:.1f}" '
                     'height="14" rx="3"/>')
    parts.append("</g></svg>")
    return "".join(parts)


def per_language(fn: Callable[[Any], str]) -> Callable[[Any], str]:
    """``fn(card)`` remembered per language: a card's markup depends on the card and the words
    only, and the page paints the same few dozen cards again and again."""
    memo: Dict[tuple, str] = {}

    @functools.wraps(fn)
    def remembered(card: Any) -> str:
        key = (language(), card)
        out = memo.get(key)
        if out is None:
            out = memo[key] = fn(card)
        return out
    return remembered


def card_parts(card: str) -> tuple:
    """'red-horse-2' -> ('red', 'horse', '2')."""
    bits = str(card).split("-")
    return tuple((bits + ["?", "?", "?"])[:3])


#: The kind of an action card, as its face shows it.
KIND_WORDS = {"horse": N_("horse"), "hunter": N_("hunter")}


@per_language
def card_face(card: str) -> str:
    """An action card's face (no hook attribute): its colour, horse or hunter, its value."""
    c, kind, value = card_parts(card)
    icon = _(KIND_WORDS["horse" if kind == "horse" else "hunter"])
    return (f'<span class="acard c-{esc(c)}" data-shown="{esc(card)}" '
            f'title="{esc(card_name(str(card)))}">'
            f'<span class="icon" aria-hidden="true">{esc(icon)}</span>{esc(value)}</span>')


@per_language
def spoken_face(card: str) -> str:
    """A card's face for a button: its name in words for screen readers and speech input (the
    button's whole name), the face itself only for the eye."""
    return (f'<span class="visually-hidden">{esc(card_name(card))}</span>'
            f'<span aria-hidden="true">{card_face(card)}</span>')


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
            cls = "cardbtn legal" if card in legal else "cardbtn"
            dis = "" if acting else " disabled"
            items.append(f'<button type="button" class="{cls}" data-card="{esc(card)}"{dis}>'
                         f'{spoken_face(card)}</button>')
        groups.append(f'<div class="group"><span class="gname">{esc(colour_word(c))}</span>'
                      f'{"".join(items)}</div>')
    return "".join(groups)


def row_html(row: Sequence[Optional[str]], legal: Sequence[int]) -> str:
    """The open row of three: ``data-row-slot`` buttons."""
    out = []
    for i, card in enumerate(row, 1):
        cls = "cardbtn legal" if i in legal else "cardbtn"
        face = spoken_face(card) if card else (
            f'<span class="acard empty"><span aria-hidden="true">—</span>'
            f'<span class="visually-hidden">{esc(_("empty"))}</span></span>')
        # the slot is said before the card's visible text (no aria-label: the name must contain
        # what is seen, for speech input)
        where = _("Row slot {slot}:", slot=i)
        out.append(f'<button type="button" class="{cls}" data-row-slot="{i}">'
                   f'<span class="visually-hidden">{esc(where)} </span>{face}</button>')
    return "".join(out)


@per_language
def stack_card(card: Optional[str]) -> str:
    """A Teepee, Settler/Treaty/Railroad card or Buffalo Bill in words and colour."""
    if not card:
        return '<span class="scard empty">—</span>'
    if card in TEEPEE_IDS:
        t = TEEPEE_IDS.index(card)
        c = CARD_COLOURS[TEEPEE_COLOUR[t]]
        name = esc(_("Teepee {card}", card=teepee_name(card)))
        about = esc(ngettext("{symbol} · {points} pts · {n} bison icon",
                             "{symbol} · {points} pts · {n} bison icons", TEEPEE_ICONS[t],
                             symbol=symbol(SYMBOLS[TEEPEE_SYMBOL[t]]), points=TEEPEE_POINTS[t]))
        return (f'<span class="scard teepee c-{c}" data-shown="{esc(card)}">'
                f'<b>{name}</b><span>{about}</span></span>')
    if card in PEACE_IDS:
        p = PEACE_IDS.index(card)
        if PEACE_COLOUR[p] < 0:
            want = _("retires any colour")
        else:
            want = _("retires {colour}", colour=colour_word(CARD_COLOURS[PEACE_COLOUR[p]]))
        kind = esc(peace_kind(PEACE_KINDS[PEACE_KIND[p]]))
        return (f'<span class="scard peace" data-shown="{esc(card)}"><b>{kind} '
                f'{esc(card)}</b><span>{esc(want)}</span></span>')
    return f'<span class="scard" data-shown="{esc(card)}"><b>{esc(card)}</b></span>'


def display_html(display: Sequence[Optional[str]], costs: Sequence[Optional[int]],
                 legal: Sequence[int], selected: Optional[int]) -> str:
    """The teepee display of six: ``data-display-slot`` buttons with each teepee's cost for the
    viewer (from the engine)."""
    out = []
    for i, card in enumerate(display, 1):
        cls = ["cardbtn", "slot"]
        if i in legal:
            cls.append("legal")
        cost = costs[i - 1] if i - 1 < len(costs) else None
        price = (f'<span class="cost">{esc(ngettext("costs you {n} bison", "costs you {n} bison", cost))}'
                 '</span>' if cost is not None else "")
        pressed = "true" if selected == i else "false"
        where = _("Display slot {slot}:", slot=i)
        out.append(f'<button type="button" class="{" ".join(cls)}" data-display-slot="{i}" '
                   f'aria-pressed="{pressed}"><span class="visually-hidden">{esc(where)} </span>'
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
    """The viewer's tribe card: bison and the teepee power per colour."""
    cells = "".join(f'<span class="power c-{esc(c)}" '
                    f'title="{esc(_("{colour} power", colour=colour_word(c)))}">'
                    f'{esc(colour_word(c))} +{esc(v)}</span>' for c, v in powers.items())
    bison_line = ngettext("<b>{n}</b> bison on the tribe card", "<b>{n}</b> bison on the tribe card",
                          int(bison))
    return f'<p>{bison_line}</p><p class="powers">{cells}</p>'


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
    """What a Destiny Card asks for, in words."""
    if card not in DESTINY_CARD:
        return esc(card)
    _id, need, points = DESTINY[DESTINY_CARD[card]]
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
    return esc(ngettext("{card}: {what} — {n} point", "{card}: {what} — {n} points", points, card=card,
                        what=what))


def destiny_html(cards: Sequence[str]) -> str:
    """The viewer's secret Destiny Cards."""
    if not cards:
        return f'<p class="empty">{esc(_("No Destiny Card."))}</p>'
    return "".join(f'<p class="destiny" data-shown="{esc(c)}">{destiny_text(c)}</p>' for c in cards)


def size(x: Any) -> int:
    """How many cards a place holds: an int (another player's, from ``observe``) or a list."""
    return len(x) if isinstance(x, list) else int(x)


#: The bots' levels, as the page names them.
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


def level_word(level: str) -> str:
    """A bot level (``easy``, ``normal``, ``hard``) in words."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level


def players_html(obs: Dict[str, Any], colours: Sequence[str], viewer: Optional[int],
                 kinds: Sequence[str], current: Optional[int], estimates: Sequence[int]) -> str:
    """One line per player: public holdings (territory, bison, teepees, retired, peace cards,
    hand and destiny sizes) and a running public score."""
    out = []
    none = esc(_("none"))
    for seat, p in enumerate(obs["players"]):
        fill = colour(colours[seat])[0]
        now = f' <span class="to-play">{esc(_("to play"))}</span>' if seat == current else ""
        you = f' <span class="you">{esc(_("you"))}</span>' if seat == viewer else ""
        bot = kinds[seat][4:] if kinds[seat].startswith("bot:") else ""
        botw = f'<span class="bot">{esc(_("bot · {level}", level=level_word(bot)))}</span>' if bot else ""
        passed = f' <span class="passed">{esc(_("passed"))}</span>' if p.get("passed") else ""
        where = NAMES.get(p.get("territory") or "")
        placed = _("in {territory}", territory=where) if where else _("not placed yet")
        teepees = ", ".join(esc(teepee_name(t)) for t in p["teepees"]) or none
        retired = ", ".join(esc(teepee_name(t)) for t in p["retired"]) or none
        peace = ", ".join(esc(t) for t in p["peace_cards"]) or none
        cls = "player now" if seat == current else "player"
        hand, destiny = size(p["hand"]), size(p["destiny"])
        holdings = esc(_("Teepees: {teepees} · retired: {retired} · peace cards: {peace}",
                         teepees="\x00", retired="\x01", peace="\x02"))
        holdings = holdings.replace("\x00", teepees).replace("\x01", retired).replace("\x02", peace)
        out.append(
            f'<li class="{cls}" data-player="{seat}" style="--seat:{fill}">'
            f'<span class="pname">{name_html(p["name"])}</span>{now}{you}{passed}'
            f'<span class="stats">{botw}<span class="stat">{esc(placed)}</span>'
            f'<span class="stat">{ngettext("<b>{n}</b> bison", "<b>{n}</b> bison", int(p["bison"]))}</span>'
            f'<span class="stat">{ngettext("<b>{n}</b> in hand", "<b>{n}</b> in hand", hand)}</span>'
            f'<span class="stat">{ngettext("<b>{n}</b> destiny", "<b>{n}</b> destiny", destiny)}</span>'
            f'<span class="stat">{_("score ≈ <b>{score}</b>", score=esc(estimates[seat]))}</span></span>'
            f'<span class="holdings">{holdings}</span></li>')
    return "".join(out)


SHEET_ROWS = (("start", N_("Start")), ("teepees", N_("Teepee points")), ("destiny", N_("Destiny cards")),
              ("symbols", N_("Symbol sets")), ("peace", N_("Peace cards cancelled")),
              ("pass", N_("Passed early")), ("total", N_("Total")))


def score_sheet_html(names: Sequence[str], scores: Sequence[Dict[str, Any]]) -> str:
    """The full score sheet (§10) as a table: one column per player, the destiny choice shown."""
    head = "".join(f'<th scope="col">{name_html(n)}</th>' for n in names)
    rows = []
    for key, label in SHEET_ROWS:
        cells = "".join(f'<td data-seat="{i}" data-row="{key}">{esc(sc[key])}</td>'
                        for i, sc in enumerate(scores))
        rows.append(f'<tr><th scope="row">{esc(_(label))}</th>{cells}</tr>')
    choice = []
    for sc in scores:
        picks = sc.get("destiny_cards", {})
        text = "; ".join(f"{esc(d)} ← {', '.join(esc(teepee_name(t)) for t in ts)}"
                         for d, ts in picks.items()) or "—"
        choice.append(f"<td>{text}</td>")
    rows.insert(3, f'<tr><th scope="row">{esc(_("Destiny cards filled"))}</th>{"".join(choice)}</tr>')
    return (f'<table id="score-sheet" class="sheet"><thead><tr><th scope="col">{esc(_("Score"))}</th>'
            f'{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')


def points(total: int) -> str:
    """'(12 points)': a total, its noun's number chosen by its size (French: -6 points, 1 point)."""
    return ngettext("({total} points)", "({total} points)", abs(total), total=total)


def ranking_html(names: Sequence[str], places: Sequence[Sequence[int]],
                 scores: Sequence[Dict[str, Any]]) -> str:
    """The final ranking (``[data-place]`` holding ``[data-seat]``) and the score sheet."""
    return (ranking_list_html(names, places, lambda p: points(int(scores[p]["total"])), _("(shared)"))
            + score_sheet_html(names, scores))
