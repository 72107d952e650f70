"""What moves on Manitou's table (:class:`ui.shell.motion.Flight`), read from the move and the
reckoning's events; no rules arithmetic.

* a card played: from the hand (the viewer's own) or from its player's seat (anyone else's, a
  bot's too) to where it now lies on the ground;
* the reckoning, step by step: the hide thief to each player who takes one; each buffalo card
  taken from its ground to its taker's seat; at the prisoners' step the captured cards from their
  owners' rows to the ground's holder, the others back to their owners' seats.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence

from ui.shell.colours import colour
from ui.shell.motion import Flight
from ui.shell.safe_html import esc

#: the most tokens of one kind in one step (a big reckoning is told, not every card flown)
MOST = 6
CARD = (22, 30)


def seat(p: Any) -> str:
    """A player's seat panel."""
    return f'#players [data-player="{p}"]'


def row(g: Any, p: Any) -> str:
    """A player's row of cards at ground ``g``."""
    return f'#grounds [data-field="{g}"] [data-row="{p}"]'


def back_token(tribe: str) -> str:
    """A card face down in its owner's colour."""
    fill = colour(tribe)[0]
    return (f'<svg width="22" height="30" viewBox="0 0 22 30" aria-hidden="true">'
            f'<rect x="1" y="1" width="20" height="28" rx="3" fill="{esc(fill)}" stroke="#f7efe0" '
            'stroke-width="2"/>'
            '<path d="M11 7L16 15L11 23L6 15Z" fill="none" stroke="#f7efe0" stroke-width="1.5"/></svg>')


def buffalo_token(value: Any) -> str:
    """A buffalo card with its value."""
    return ('<svg width="22" height="30" viewBox="0 0 22 30" aria-hidden="true">'
            '<rect x="1" y="1" width="20" height="28" rx="3" fill="#e9d3a6" stroke="#6b4423" '
            'stroke-width="1.5"/>'
            f'<text x="11" y="20" text-anchor="middle" font-size="12" font-weight="700" fill="#3b2a18">'
            f'{esc(value)}</text></svg>')


def thief_token() -> str:
    """The hide thief."""
    return ('<svg width="22" height="30" viewBox="0 0 22 30" aria-hidden="true">'
            '<rect x="1" y="1" width="20" height="28" rx="3" fill="#5a2d1e" stroke="#f7efe0" '
            'stroke-width="1.5"/>'
            '<text x="11" y="20" text-anchor="middle" font-size="11" font-weight="700" '
            'fill="#f7efe0">−10</text>'
            '</svg>')


def play_flight(move: Mapping[str, Any], who: Optional[int], shown: Optional[int]) -> List[Flight]:
    """A card played by ``who`` (``shown``: whose hand the page shows): from the hand or from the
    seat to the card now on the ground (the card itself, marked as the last play, flies)."""
    if move.get("type") != "play" or who is None:
        return []
    origin = ("#hand", seat(who)) if who == shown else (f"{seat(who)} .pcards", seat(who))
    g = move["ground"]
    return [Flight(f"card:{move.get('card')}", origin, ("#grounds [data-last-move]", row(g, who)), "")]


def reckoning_flights(event: Mapping[str, Any], colours: Sequence[str]) -> List[Flight]:
    """The flights of one step of the reckoning (after it, the seats show what was handed out)."""
    kind = event.get("type")
    out: List[Flight] = []
    if kind == "hide-thief":
        for i, p in enumerate(event["takers"][:MOST]):
            out.append(Flight("thief", "#grounds", seat(p), thief_token(), i, CARD))
    elif kind == "herd":
        g = event["ground"]
        for i, t in enumerate(event["taken"][:MOST]):
            out.append(Flight(f"buffalo:{t['value']}", f'#grounds [data-field="{g}"] .herds', seat(t["seat"]),
                              buffalo_token(t["value"]), i, CARD))
    elif kind == "prisoners":
        g, holder = event["ground"], event.get("holder")
        n = 0
        if holder is not None:
            for c in event["captured"][:MOST]:
                out.append(Flight("prisoner", row(g, c["owner"]), seat(holder),
                                  back_token(colours[c["owner"]]), n, CARD))
                n += 1
        for p, cards in enumerate(event["returned"]):
            if cards:  # one token per seat: its cards go home together
                out.append(Flight("returned", row(g, p), seat(p), back_token(colours[p]), n, CARD))
    return out


def step_flights(events: Sequence[Dict[str, Any]], step: int, colours: Sequence[str],
                 move: Mapping[str, Any], who: Optional[int], shown: Optional[int]) -> List[Flight]:
    """The flights of the reckoning's step ``step``: the first also brings the card whose play
    ended the hunt onto its ground (marked as the last play on that step)."""
    out = reckoning_flights(events[step], colours)
    if step == 0:
        out[:0] = play_flight(move, who, shown)  # the card itself, marked on the first step
    return out
