"""Each game's view answers a click with an intent, given only a snapshot of the position: no page,
no conductor, no browser (issue 47). The element clicked is a stand-in with the attributes the
page's markup gives it."""

from __future__ import annotations

from typing import Any, Dict, Optional

from ui.manitou.page import ManitouView
from ui.shell import snapshot
from ui.shell.view import Changed, Play, Refuse
from ui.white_buffalo.page import WhiteBuffaloView
from ui.wind_river.page import WindRiverView


class Element:
    """An element of the table as a view reads it: its attributes."""

    def __init__(self, **attrs: str) -> None:
        self.attrs: Dict[str, str] = {k.replace("_", "-"): v for k, v in attrs.items()}

    def getAttribute(self, name: str) -> Optional[str]:  # noqa: N802 - the DOM's name
        return self.attrs.get(name)

    def closest(self, selector: str) -> Any:
        return self if selector.strip("[]") in self.attrs else None


def test_wind_river_a_legal_hex_is_the_move_to_play():
    v = WindRiverView()
    s = v.sessions.new(["Ann", "Ben", "Cy"], 3)
    snap = snapshot.take(s, seen_by=s.actor(0))
    move = snap.legal[0]
    assert move["type"] == "place"
    element = Element(data_hex=move["to"])
    assert v.owns(element) is element
    assert v.click(element, snap) == Play.one(move)
    taken = {m["to"] for m in snap.legal}
    other = next(h for h in ("A1", "B1", "C1", "D1", "E5", "F6") if h not in taken)
    refused = v.click(Element(data_hex=other), snap)
    assert isinstance(refused, Refuse) and refused.words


def test_manitou_a_party_is_picked_then_confirmed_as_its_moves():
    v = ManitouView()
    s = v.sessions.new(["Ann", "Ben"], 4)
    seat = s.actor(0)
    snap = snapshot.take(s, seen_by=seat)
    reserve = snap.observation["players"][seat]["reserve"]
    card = next(iter(reserve))
    element = Element(data_pick=str(card), aria_pressed="false")
    assert v.owns(element) is element
    assert v.click(element, snap) == Changed(None) and v.clicks.chosen() == 1
    v.action("suggest", snap)  # a whole party picked
    confirmed = v.action("confirm-party", snap)
    assert isinstance(confirmed, Play) and len(confirmed.moves) == v.clicks.chosen()
    assert all(m in snap.legal or m["type"] == "pick" for m in confirmed.moves)


def test_white_buffalo_a_territory_to_start_in_is_the_move_to_play():
    v = WhiteBuffaloView()
    s = v.sessions.new(["Ann", "Ben"], 12)
    snap = snapshot.take(s, seen_by=s.actor(0))
    move = next(m for m in snap.legal if m["type"] == "place")
    element = Element(data_territory=move["territory"])
    assert v.owns(element) is element
    assert v.click(element, snap) == Play.one(move)


def test_a_view_offers_nothing_to_a_position_seen_by_nobody():
    v = WindRiverView()
    s = v.sessions.new(["Ann", "Ben", "Cy"], 3)
    snap = snapshot.take(s, seen_by=None, replaying=True)  # a replay: nothing can be played
    assert snap.legal == () and not snap.acting
    out = v.click(Element(data_hex="A1"), snap)
    assert not isinstance(out, Play)
