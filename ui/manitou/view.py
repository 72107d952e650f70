"""Manitou's markup: pure functions of an observation (``observe(state, seat)``) and of numbers
and sentences the engine computed. Every name and card id is escaped; colours are palette values.

Test hooks (docs/engine-contract.md, Manitou's "Page hooks"): ``data-card`` marks only the acting
person's hand cards inside ``#hand``; reserve cards are ``data-pick`` buttons; grounds are
``data-ground`` buttons; the ranking is ``[data-place]`` with ``[data-seat]`` inside. Cards shown
anywhere else use ``data-shown``.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from engine import manitou as mt
from engine.core.i18n import N_
from engine.core.i18n import words as catalogue
from engine.manitou import WARRIOR_TABLE
from engine.manitou import text as words
from engine.manitou.hints import is_warrior
from ui.manitou import card_words, cards_svg
from ui.shell import games, replay
from ui.shell.explain import explain_attrs
from ui.shell.safe_html import esc, name_html, ranking_list_html, text_with_names, winner_headline_html
from ui.shell.walkthrough import Walkthrough

_, ngettext, pgettext = catalogue("manitou").functions()

#: Card ids in the order the page lists them (hunters by strength, then the warriors).
ORDER = tuple(f"hunter-{n}" for n in range(1, 11)) + tuple(WARRIOR_TABLE)
#: The words on a warrior card (translated where shown).
SHORT = {"chief": N_("Chief"), "medicine-man": N_("Medicine man"), "rain-maker": N_("Rain maker"),
         "scout": N_("Scout"), "squaw": N_("Squaw")}


def card_label(card: str) -> str:
    """The words on a card: "7" for hunter 7, "Chief" for a warrior."""
    if card in SHORT:
        return _(SHORT[card])
    return card[7:] if card.startswith("hunter-") else card


def card_face(card: str, up: Optional[bool] = None, tribe: Optional[str] = None, extra: str = "",
              to: str = "", last: bool = False, explain: bool = False, titled: bool = True) -> str:
    """A card drawn as a card (``cards_svg``), its name as its accessible name (no hook attribute):
    a face-down warrior hatched over. ``tribe``: the owner's colour name; ``extra``: more classes;
    ``to``: a colour the card is heading to (a prisoner being taken); ``last``: the last play
    (``data-last-move``: the shell brings it into view once, on a phone inside the table's area);
    ``explain``: a card lying on the table, explained on hover, long press or focus (no ``title``
    then: :mod:`ui.shell.explain`); ``titled``: False inside a button that carries the explanation."""
    if not isinstance(card, str) or card not in ORDER:
        return '<span class="mcard unknown" role="img" aria-label="?">?</span>'
    kind = "warrior" if is_warrior(card) else "hunter"
    down = " down" if up is False else ""
    title = (_("{card} (face down: defeated)", card=words.card_title(card)) if up is False
             else words.card_title(card))
    style = f' style="--to:{esc(to)}"' if to else ""
    svg = cards_svg.face_svg(card, card_label(card), tribe, up is False)
    mark = " data-last-move" if last else ""
    if explain:
        about = explain_attrs(card_words.card_explain(card, up))
        return (f'<span class="mcard {kind}{down}{esc(extra)} explained" data-shown="{esc(card)}"{mark} '
                f'role="img" aria-label="{esc(title)}"{about}{style}>{svg}</span>')
    tip = f' title="{esc(title)}"' if titled else ""
    return (f'<span class="mcard {kind}{down}{esc(extra)}" data-shown="{esc(card)}"{mark} role="img" '
            f'aria-label="{esc(title)}"{tip}{style}>{svg}</span>')


def bot_level(level: str) -> str:
    """A bot's level in words ("easy", "normal", "hard"; anything else as it is)."""
    if level == "easy":
        return pgettext("bot level", "easy")
    if level == "normal":
        return pgettext("bot level", "normal")
    if level == "hard":
        return pgettext("bot level", "hard")
    return level


def sort_cards(cards: Sequence[str]) -> List[str]:
    """Card ids in page order."""
    return sorted(cards, key=lambda c: ORDER.index(c) if c in ORDER else len(ORDER))


def expand(counts: Dict[str, int]) -> List[str]:
    """A reserve's counts (id -> n) as a list of ids in page order, one per card."""
    return [c for c in ORDER for _ in range(int(counts.get(c, 0)))]


def hand_html(hand: Sequence[str], selected: Optional[str], acting: bool, tribe: Optional[str] = None) -> str:
    """The viewer's hand as a fan: buttons with ``data-card`` when it is their turn to play, plain
    cards otherwise."""
    if not hand:
        return f'<p class="empty">{esc(_("No cards in hand."))}</p>'
    out = []
    cards = sort_cards(hand)
    for i, card in enumerate(cards):
        fan = f' style="--i:{i - (len(cards) - 1) / 2:.1f}"'
        if acting:
            pressed = "true" if card == selected else "false"
            about = explain_attrs(card_words.card_explain(card), control=True)
            out.append(f'<button type="button" class="cardbtn explained" data-card="{esc(card)}" '
                       f'aria-pressed="{pressed}"{fan}{about}>'
                       f'{card_face(card, tribe=tribe, titled=False)}</button>')
        else:
            out.append(f'<span class="fanned"{fan}>{card_face(card, tribe=tribe)}</span>')
    return "".join(out)


def picker_html(reserve: Dict[str, int], chosen: Dict[str, int], needed: int,
                tribe: Optional[str] = None) -> str:
    """The reserve as buttons, one per card (``data-pick``), the chosen ones pressed."""
    out = []
    seen: Dict[str, int] = {}
    for card in expand(reserve):
        k = seen.get(card, 0)
        seen[card] = k + 1
        pressed = "true" if k < chosen.get(card, 0) else "false"
        about = explain_attrs(card_words.card_explain(card), control=True)
        out.append(f'<button type="button" class="cardbtn explained" data-pick="{esc(card)}" '
                   f'aria-pressed="{pressed}"{about}>'
                   f'{card_face(card, tribe=tribe, titled=False)}</button>')
    count = sum(chosen.values())
    chosen_words = _("<b>{count}</b> of {needed} chosen", count=count, needed=needed)
    return (f'<p class="counter" aria-live="polite">{chosen_words}</p>'
            f'<div class="cards pick">{"".join(out)}</div>')


def size(x: Any) -> int:
    """How many cards a place holds: an int (another player's, from ``observe``), a list or counts."""
    if isinstance(x, dict):
        return sum(int(v) for v in x.values())
    if isinstance(x, list):
        return len(x)
    return int(x)


def scores_html(names: Sequence[str], scores: Sequence[Dict[str, Any]]) -> str:
    """The score table: herds, prisoners, hide thieves and the total per player."""
    rows = []
    for seat, sc in enumerate(scores):
        herds = " + ".join(str(v) for v in sc["buffalo"]) or "—"
        rows.append(f"<tr><th scope=\"row\">{name_html(names[seat])}</th><td>{esc(herds)}</td>"
                    f"<td>{esc(sc['prisoners'])}</td>"
                    f"<td>{esc(sc['hide_thieves'])}</td>"
                    f"<td><b>{esc(sc['total'])}</b></td></tr>")
    heads = (_("Player"), _("Herds"), _("Prisoners"), _("Hide thieves (−10 each)"), _("Total"))
    return ('<table class="scores"><thead><tr>' + "".join(f'<th scope="col">{esc(h)}</th>' for h in heads) +
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')


def warriors_html() -> str:
    """The warrior table (rules §3), from the engine's data."""
    beaten_by = {w: sorted(v for v, beats in WARRIOR_TABLE.items() if w in beats) for w in WARRIOR_TABLE}
    rows = "".join(
        f'<tr><th scope="row">{esc(card_label(w))}</th>'
        f'<td>{esc(", ".join(words.warrior_name(b) for b in WARRIOR_TABLE[w]))}</td>'
        f'<td>{esc(", ".join(words.warrior_name(b) for b in beaten_by[w]))}</td></tr>'
        for w in WARRIOR_TABLE)
    return ('<table class="warriors" id="warrior-table"><thead><tr>'
            f'<th scope="col">{esc(_("Warrior"))}</th><th scope="col">{esc(_("beats"))}</th>'
            f'<th scope="col">{esc(_("is beaten by"))}</th></tr></thead>'
            f'<tbody>{rows}</tbody></table><p class="hint">'
            f'{esc(_("Two warriors of the same kind cancel out: both are turned face down."))}</p>')


def ranking_html(names: Sequence[str], places: Sequence[Sequence[int]],
                 scores: Sequence[Dict[str, Any]], parts: Sequence[Dict[str, Any]] = ()) -> str:
    """The final ranking: one ``[data-place]`` per place holding a ``[data-seat]`` per player,
    then the score sheet of ``parts`` (``engine.manitou.score_parts``) when given."""
    return (winner_headline_html(names, games.winner_words(names, places)) + ranking_list_html(
        names, places, lambda p: _("({total} points)", total=scores[p]["total"]), _("(shared)"))
        + (score_sheet_html(names, parts) if parts else ""))


def score_sheet_html(names: Sequence[str], parts: Sequence[Dict[str, Any]]) -> str:
    """Where each player's points came from (§7), one column per player: the buffalo cards won
    (their values), the prisoners (+1 each), the hide thieves (−10 each) and the total, every
    number as the engine counted it (``engine.manitou.score_parts``)."""
    head = "".join(f'<th scope="col">{name_html(n)}</th>' for n in names)

    def row(key: str, label: str, cell: Any) -> str:
        cells = "".join(f'<td data-seat="{i}" data-row="{key}">{cell(part)}</td>'
                        for i, part in enumerate(parts))
        return f'<tr><th scope="row">{esc(label)}</th>{cells}</tr>'

    def buffalo(part: Dict[str, Any]) -> str:
        values = part["buffalo"]["values"]
        cards = f' <small>({esc(" + ".join(str(v) for v in values))})</small>' if values else ""
        return f'{esc(part["buffalo"]["points"])}{cards}'

    def counted(key: str) -> Any:
        return lambda part: esc(part[key]["points"])

    rows = [row("buffalo", _("Herds"), buffalo),
            row("prisoners", _("Prisoners (+1 each)"), counted("prisoners")),
            row("hide-thieves", _("Hide thieves (−10 each)"), counted("hide_thieves")),
            row("total", _("Total"), lambda part: f'<strong>{esc(part["total"])}</strong>')]
    return (f'<table id="score-sheet" class="sheet"><caption>{esc(_("Where the points came from"))}'
            f'</caption><thead><tr><th scope="col">{esc(_("Score"))}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def reckoning_html(walk: Walkthrough, names: Sequence[str]) -> str:
    """The reckoning's step on show: its sentence, the totals it compares, a counter and the
    button that goes on."""
    event = walk.event
    extra = ""
    if event["type"] == "hide-thief":
        items = [f"<li>{name_html(names[p])}: {esc(t)}</li>" for p, t in enumerate(event["totals"])]
        extra = f'<ul class="totals">{"".join(items)}</ul>'
    elif event["type"] == "herd":
        items = [f"<li>{name_html(names[p])}: {esc(v)}</li>"
                 for p, v in enumerate(event["strengths"]) if v]
        extra = f'<ul class="totals">{"".join(items)}</ul>'
    title = _("Reckoning of hunt {hunt} <small>step {step} of {total}</small>",
              hunt=esc(walk.extra["hunt"]), step=walk.step + 1, total=walk.total)
    go_on = _("Back to the game") if walk.last else _("Continue")
    return walk.html(title, text_with_names(walk.lines[walk.step], names), go_on, extra)


def secrets_html(state: Any, names: Sequence[str]) -> str:
    """Every seat's hand and hunting party in ``state`` (a finished game's replay shows them)."""
    rows = []
    for seat, name in enumerate(names):
        me = mt.observe(state, seat)["players"][seat]
        party = me["party"] if isinstance(me["party"], list) else expand(me["party"])
        rows.append((name_html(name), [
            (_("hand"), "".join(card_face(c) for c in sort_cards(me["hand"]))),
            (_("hunting party"), "".join(card_face(c) for c in sort_cards(party)))]))
    return replay.secrets_html(rows)


def log_entry_html(lines: Sequence[str], head: int, names: Sequence[str]) -> str:
    """A move's log entry (one ``<li>``): its own ``head`` sentences, then, when its play ended a
    hunt, the reckoning filed under a heading of its own (its first sentence, "Reckoning of hunt
    N") with one line per step told so far, rather than one paragraph under the player's turn."""
    own = "<br>".join(text_with_names(t, names) for t in lines[:head])
    rest = list(lines[head:])
    if not rest:
        return f"<li>{own}</li>"
    steps = "".join(f"<li>{text_with_names(t, names)}</li>" for t in rest[1:])
    return (f'<li class="has-reckoning">{own}<div class="reckoning-log">'
            f'<p class="reckoning-head">{text_with_names(rest[0], names)}</p>'
            f'<ol class="reckoning-steps">{steps}</ol></div></li>')
