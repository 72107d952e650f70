"""Manitou's table: the three grounds in the middle, each with its buffalo cards and one row of
played cards per player (the viewer's row nearest the hand, as at a real table), the holder
marked, the last play marked (and gliding in once), and the reckoning drawn as of the step shown
(hunters summed, buffalo cards taken by their winners, prisoners taken across, grounds cleared).

Pure functions of plain values (the observation's ``grounds``, names, colours); every name and
card id is escaped. ``data-ground`` buttons are the grounds' targets (page hooks).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Set, Tuple

from engine.core.i18n import words as catalogue
from engine.manitou.hints import ground_strengths, holders
from ui.manitou import cards_svg
from ui.manitou.card_words import buffalo_explain, thief_explain
from ui.manitou.view import SHORT as SHORT_NAMES
from ui.manitou.view import bot_level, card_face, card_label, size
from ui.shell.colours import colour
from ui.shell.explain import explain_attrs
from ui.shell.safe_html import esc, name_html

_, ngettext, pgettext = catalogue("manitou").functions()

#: the last play: (ground 1–3, seat, index in that seat's row, how it came: "hand", "seat" or "")
LastPlay = Tuple[int, int, int, str]


def seat_order(n: int, viewer: Optional[int]) -> List[int]:
    """The rows of a ground from top to bottom: the others in turn order, the viewer's last (the
    page passes the person at the device when one person plays against bots; when several people
    share the device the table keeps seat order, so it does not turn at every hand-over)."""
    if viewer is None or not 0 <= viewer < n:
        return list(range(n))
    return [(viewer + k) % n for k in range(1, n)] + [viewer]


def buffalo_html(value: Any, won_by: Optional[Tuple[str, str]] = None, cls: str = "") -> str:
    """One buffalo card (``won_by``: the winner's name and colour, once the reckoning gives it)."""
    if won_by is None:
        label = _("a herd worth {value}", value=value)
        return (f'<span class="mcard buffalo{cls} explained" role="img" aria-label="{esc(label)}"'
                f'{explain_attrs(buffalo_explain(value))}>{cards_svg.buffalo_svg(value)}</span>')
    who, tribe = won_by
    label = _("a herd worth {value}, taken by {who}", value=value, who=who)
    return (f'<span class="mcard buffalo won{cls} explained" role="img" aria-label="{esc(label)}"'
            f'{explain_attrs(buffalo_explain(value))}>{cards_svg.buffalo_svg(value, tribe)}'
            f'<span class="taker" style="--seat:{colour(tribe)[0]}">{name_html(who)}</span></span>')


def reckoned(events: Sequence[Dict[str, Any]], step: int) -> Dict[str, Any]:
    """What the reckoning has done up to ``step`` (included): per ground the buffalo taken (value
    -> seat) or boxed, whether its cards were cleared, the prisoners of the step shown."""
    taken: Dict[int, List[Tuple[int, Optional[int]]]] = {}
    cleared: Set[Any] = set()
    captured: Dict[int, Dict[str, Any]] = {}
    new_layout = None
    for k, e in enumerate(events[: step + 1]):
        kind = e["type"]
        if kind == "herd":
            g = e["ground"]
            taken[g] = [(t["value"], t["seat"]) for t in e["taken"]] + [(v, None) for v in e["box"]]
        elif kind == "prisoners":
            if k == step:
                captured[e["ground"]] = e
            else:
                cleared.add(e["ground"])
        elif kind == "hunt":
            new_layout = e["buffalo"]
    return {"taken": taken, "cleared": cleared, "captured": captured, "layout": new_layout}


def grounds_html(grounds: Sequence[Dict[str, Any]], names: Sequence[str], colours: Sequence[str],
                 legal: Sequence[int] = (), chosen: Optional[int] = None, active: bool = False,
                 focus: Optional[int] = None, viewer: Optional[int] = None,
                 last: Optional[LastPlay] = None, walk: Optional[Tuple[List[Any], int]] = None) -> str:
    """The three grounds: buffalo, every player's row with their hunter total, the holder marked.
    ``legal``: grounds the selected card may go to; ``active``: grounds are buttons; ``focus``: the
    ground the reckoning looks at; ``last``: the last play (marked); ``walk``: (the reckoning's
    events, the step shown) to draw the table as of that step."""
    totals = ground_strengths(grounds)
    held = holders(grounds)
    done = reckoned(walk[0], walk[1]) if walk else None
    out = []
    order = seat_order(len(names), viewer)
    for g, ground in enumerate(grounds, 1):
        cls = ["ground"] + [c for c, on in (("legal", g in legal), ("chosen", chosen == g),
                                            ("focus", focus == g)) if on]
        herds = _herds_html(ground, g, names, colours, done)
        rows = []
        captured = done["captured"].get(g) if done else None
        clear = bool(done and g in done["cleared"])
        for seat in order:
            row = [] if clear else ground["cards"][seat]
            rows.append(_row_html(g, seat, row, names, colours, held[g - 1] == seat and not clear,
                                  0 if clear else totals[g - 1][seat], seat == viewer, last, captured))
        name = esc(_("Ground {ground}", ground=g))
        target = (f'<button type="button" class="ground-target" data-ground="{g}" '
                  f'aria-pressed="{"true" if chosen == g else "false"}">{name}</button>'
                  if active else f'<h3 class="ground-name">{name}</h3>')
        out.append(f'<section class="{" ".join(cls)}" aria-label="{name}" data-field="{g}">{target}'
                   f'<div class="herds">{herds}</div><ol class="sides">{"".join(rows)}</ol></section>')
    return "".join(out)


def _herds_html(ground: Dict[str, Any], g: int, names: Sequence[str], colours: Sequence[str],
                done: Optional[Dict[str, Any]]) -> str:
    """A ground's buffalo cards: as laid out, or as the reckoning has handed them out so far."""
    if done and done["layout"] is not None:
        values = done["layout"][g - 1]
        return "".join(buffalo_html(v, cls=" dealt") for v in values) or _none()
    if done and g in done["taken"]:
        cards = []
        for v, seat in done["taken"][g]:
            if seat is None:
                label = _("a herd worth {value}, out of the game", value=v)
                cards.append(f'<span class="mcard buffalo boxed" role="img" aria-label="{esc(label)}" '
                             f'title="{esc(label)}">{cards_svg.buffalo_svg(v)}</span>')
            else:
                cards.append(buffalo_html(v, (names[seat], colours[seat]), " moving"))
        return "".join(cards)
    return "".join(buffalo_html(v) for v in ground["buffalo"]) or _none()


def _none() -> str:
    return f'<span class="empty">{esc(_("no herd"))}</span>'


def _row_html(g: int, seat: int, row: Sequence[Dict[str, Any]], names: Sequence[str],
              colours: Sequence[str], holds: bool, total: int, mine: bool,
              last: Optional[LastPlay], captured: Optional[Dict[str, Any]]) -> str:
    """One player's row at a ground: their name, their cards in the order played, their total."""
    fill = colour(colours[seat])[0]
    tribe = colours[seat]
    hold = (f' <span class="holds" title="{esc(_("holds this ground"))}">{esc(_("holds"))}</span>'
            if holds else "")
    taker = None
    if captured is not None and captured.get("holder") is not None:
        taker = captured["holder"]
    returned = list(captured["returned"][seat]) if captured is not None else []
    faces = []
    for i, c in enumerate(row):
        card = str(c.get("card"))
        extra, style, marked = "", "", False
        if last is not None and last[:3] == (g, seat, i):
            extra, marked = " last" + (f" glide-{last[3]}" if last[3] else ""), True
        elif captured is not None:
            if card in returned:
                returned.remove(card)
                extra = " returned"
            elif taker is not None and taker != seat:
                extra, style = " captured", colour(colours[taker])[0]
        faces.append(card_face(card, c.get("up"), tribe, extra, style, marked, explain=True))
        if card in SHORT_NAMES:  # a warrior: its name in words beside it, as large as the table's small print
            down = " down" if c.get("up") is False else ""
            faces.append(f'<span class="wname{down}" aria-hidden="true">{esc(card_label(card))}</span>')
    cards = "".join(faces) or '<span class="slot" aria-hidden="true"></span>'
    mine_cls = (" mine" if mine else "") + ("" if faces else " bare")  # bare: a short row
    holder_cls = " holder" if holds else ""
    return (f'<li class="side{mine_cls}{holder_cls}" style="--seat:{fill}" data-row="{seat}">'
            f'<span class="who">{name_html(names[seat])}{hold}</span>'
            f'<span class="cards">{cards}</span>'
            f'<span class="total" title="{esc(_("hunter strength here"))}">{total}</span></li>')


def backs_html(n: int, tribe: str, label: str, limit: int = 8) -> str:
    """``n`` cards face down (a hand, a draw pile) as card backs, with the number in words."""
    back = f'<span class="mcard back">{cards_svg.back_svg(tribe, True)}</span>'
    backs = back * min(n, limit)
    return (f'<span class="backs" role="img" aria-label="{esc(label)}" title="{esc(label)}">{backs}'
            f'<b class="backs-n" aria-hidden="true">{n}</b></span>')


def tally(scores: Sequence[Dict[str, Any]], events: Sequence[Dict[str, Any]],
          step: int) -> List[Tuple[Any, ...]]:
    """Per seat (herd points, hide thieves, just handed out?) as the reckoning stands at ``step``:
    ``scores`` before it, plus the buffalo taken and the hide thieves handed out so far."""
    out = [[sum(sc["buffalo"]), int(sc["hide_thieves"]), False] for sc in scores]
    for k, e in enumerate(events[: step + 1]):
        if e["type"] == "hide-thief":
            for p in e["takers"]:
                out[p][1] += 1
                out[p][2] = k == step
        elif e["type"] == "herd":
            for t in e["taken"]:
                out[t["seat"]][0] += t["value"]
    return [tuple(x) for x in out]


def players_html(obs: Dict[str, Any], colours: Sequence[str], you: Optional[int],
                 kinds: Sequence[str], current: Optional[int], shown: Optional[int] = None,
                 tallies: Optional[Sequence[Tuple[Any, ...]]] = None) -> str:
    """One seat per player around the table: name, whose turn, dealer, their hand and draw pile
    as card backs (their sizes), reserve, cards played this hunt, buffalo won and hide thieves.
    ``you``: the person at the device (labelled "you"); ``shown``: whose cards the page shows (its
    hand is drawn face up below, so its backs are left out here); ``tallies``: herd points and hide
    thieves as the reckoning on show stands (:func:`tally`)."""
    out = []
    for seat, p in enumerate(obs["players"]):
        tribe = colours[seat]
        fill = colour(tribe)[0]
        badges = []
        if seat == obs["dealer"]:
            badges.append(f'<span class="dealer" title="{esc(_("dealer this hunt"))}">'
                          f'{esc(_("dealer"))}</span>')
        if seat == current:
            badges.append(f'<span class="to-play">{esc(_("to play"))}</span>')
        if seat == you:
            badges.append(f'<span class="you">{esc(_("you"))}</span>')
        bot = kinds[seat][4:] if kinds[seat].startswith("bot:") else ""
        if bot:
            badges.append(f'<span class="bot">{esc(_("computer · {level}", level=bot_level(bot)))}</span>')
        hand_n, pile_n = size(p["hand"]), size(p["pile"])
        backs = ""
        if seat != shown and hand_n:
            backs = backs_html(hand_n, tribe, _("{n} cards in hand", n=hand_n), 4)
        pile = backs_html(pile_n, tribe, _("{n} cards to draw", n=pile_n), 1) if pile_n else ""
        herds, thieves = sum(int(v) for v in p.get("buffalo", [])), int(p.get("hide_thieves", 0) or 0)
        new = False
        if tallies is not None:
            herds, thieves, new = tallies[seat]
        thief = ""
        if thieves:
            label = ngettext("{n} hide thief (−10)", "{n} hide thieves (−10 each)", thieves)
            thief = (f'<span class="thief explained" role="img" aria-label="{esc(label)}"'
                     f'{explain_attrs(thief_explain())}>'
                     f'<span class="mcard mini{" moving" if new else ""}">{cards_svg.thief_svg()}</span>'
                     f'<b aria-hidden="true">{thieves}</b></span>')
        cls = "player now" if seat == current else "player"
        out.append(
            f'<li class="{cls}" data-player="{seat}" style="--seat:{fill}">'
            f'<span class="phead"><span class="pname">{name_html(p["name"])}</span>{"".join(badges)}</span>'
            f'<span class="pcards">{backs}{pile}{thief}</span>'
            f'<span class="stats">'
            f'<span class="stat">{_("<b>{n}</b> in reserve", n=size(p["reserve"]))}</span>'
            f'<span class="stat">{_("<b>{n}</b> of 7 played", n=esc(p["played"]))}</span>'
            f'<span class="stat">{_("<b>{n}</b> in herds", n=herds)}</span></span></li>')
    return "".join(out)
