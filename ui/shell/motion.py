"""Pieces in motion: what moved in one step of a game, carried across the page from where it was
to where it now lies, the same for every game.

A game says **what** moved as a list of :class:`Flight` (pure data, made from the engine's events
and the observations before and after them: no rules arithmetic here or there): a small token (a
cube, a herd, a card) leaves the box of one element and lands on the box of another. :class:`Motion`
carries them out in the page in two halves around a repaint:

1. :meth:`Motion.take_off` (before the panels change): the boxes the pieces leave from are measured.
2. :meth:`Motion.land` (after the repaint, so the board already shows the step's result, never
   ahead of the log): the boxes they land on are measured, and each token flies from one to the
   other in a layer over the page that takes no clicks (``pointer-events: none``) and is gone when
   the flight ends.

The flights of one step share a time budget (the bots' pause, so motion never holds the game up);
each starts at its ``delay`` share of it, one after another. Under ``prefers-reduced-motion:
reduce`` nothing travels: each token only appears on its landing place and fades, in the same
order (the same story, step by step, without movement). A box the page does not show (a panel
folded away on a phone) makes its token appear where it can be seen, or not at all.

The only browser calls are :class:`ui.shell.dom.Dom`'s (``box``, ``animate``, ``reduced_motion``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, List, Optional, Sequence, Tuple, Union

from ui.shell.dom import Dom, missing

#: a box on the screen: left, top, width, height (CSS pixels of the viewport)
Box = Tuple[float, float, float, float]
#: one selector, or several tried in order (the first that has a box on the screen)
Where = Union[str, Tuple[str, ...]]

#: a flight's share of its step's budget, and the longest and shortest flight (seconds)
LONGEST, SHORTEST = 0.7, 0.18
#: the budget of a step a person goes on from (Continue): long enough to follow, never waited for
PERSON_BUDGET = 1.2


@dataclass(frozen=True)
class Flight:
    """One piece travelling: ``token`` (its markup, drawn by the game, hidden from screen readers;
    "" for a copy of the landed element itself, which shows only once its copy has landed) from
    the element ``origin`` to the element ``target``; ``order`` its place in the step's sequence
    (flights of the same order fly together); ``what`` names it for tests and readers of the code
    ("cube:red", "herd", "card:3"); ``size`` the token's box in CSS pixels."""

    what: str
    origin: Where
    target: Where
    token: str
    order: int = 0
    size: Tuple[int, int] = (24, 24)


@dataclass(frozen=True)
class Flown:
    """A flight as carried out: its start and end boxes (None: not on the screen), its start
    and length in seconds, and whether it moved (False: it appeared on its landing place)."""

    flight: Flight
    start: Optional[Box]
    end: Optional[Box]
    delay: float
    duration: float
    moved: bool


def timing(flights: Sequence[Flight], budget: float) -> List[Tuple[float, float]]:
    """(delay, duration) per flight: the orders one after another within ``budget`` seconds (a
    flight never shorter than :data:`SHORTEST`, never longer than :data:`LONGEST`)."""
    orders = sorted({f.order for f in flights})
    if not orders:
        return []
    slot = max(budget, SHORTEST) / (len(orders) + 1)  # each order starts a slot after the last
    duration = min(LONGEST, max(SHORTEST, 2 * slot))
    rank = {o: i for i, o in enumerate(orders)}
    return [(round(rank[f.order] * slot, 3), round(duration, 3)) for f in flights]


def centre(box: Box, w: float, h: float) -> Tuple[float, float]:
    """Where a ``w`` × ``h`` token sits centred on ``box`` (left, top)."""
    return box[0] + (box[2] - w) / 2, box[1] + (box[3] - h) / 2


class Motion:
    """Carries a step's flights out on the page (see the module's docstring). ``flown`` keeps
    what the last step's flights did (for the tests)."""

    def __init__(self, dom: Dom) -> None:
        self.dom = dom
        self.pending: List[Tuple[Flight, Optional[Box]]] = []
        self.flown: List[Flown] = []
        self.layer: Any = None
        self.count = 0

    def find(self, where: Where) -> Tuple[Any, Optional[Box]]:
        """The first element of ``where`` that the screen shows and its box, or (None, None)."""
        for selector in (where,) if isinstance(where, str) else where:
            node = self.dom.el(selector)
            if node is None or missing(node):
                continue
            b = self.dom.box(node)
            if b is not None:
                return node, b
        return None, None

    def box(self, where: Where) -> Optional[Box]:
        """The box of the first element of ``where`` that the screen shows, or None."""
        return self.find(where)[1]

    def take_off(self, flights: Sequence[Flight]) -> None:
        """Before the repaint of a new step: where each piece leaves from (none: nothing flies)."""
        self.pending = [(f, self.box(f.origin)) for f in flights]
        self.flown = []

    def land(self, budget: float) -> List[Flown]:
        """After the repaint: fly each piece to where it lies now, within ``budget`` seconds (the
        bots' pause, or :data:`PERSON_BUDGET`); nothing when no flight is pending."""
        todo, self.pending = self.pending, []
        if not todo:
            return []  # a repaint of the same step: ``flown`` still tells the step's flights
        self.flown = []
        if budget <= 0:
            return self.flown
        still = self.dom.reduced_motion()
        times = timing([f for f, _ in todo], budget * 0.85)
        landed = []
        for (f, start), (delay, duration) in zip(todo, times, strict=True):
            node, end = self.find(f.target)
            moved = not still and start is not None and end is not None
            self.flown.append(Flown(f, start, end, delay, duration, moved))
            landed.append(node)
        for fl, node in zip(self.flown, landed, strict=True):
            self.fly(fl, node)
        return self.flown

    def fly(self, fl: Flown, landed: Any = None) -> None:
        """One token on the layer: moving from its start to its end box, or (reduced motion, or
        no start box) appearing on its end box and fading; nothing when neither box is shown. A
        token that is a copy of the ``landed`` element hides that element until it lands."""
        at = fl.end or fl.start
        if at is None:
            return
        layer = self.ensure_layer()
        if layer is None:
            return
        copy = not fl.flight.token and landed is not None and fl.end is not None
        if not fl.flight.token and not copy:
            return
        w, h = (fl.end[2], fl.end[3]) if copy and fl.end is not None else fl.flight.size
        x1, y1 = centre(at, w, h)
        node = self.dom.create("span")
        node.className = "motion-token"
        node.setAttribute("data-flight", fl.flight.what)
        node.setAttribute("style", f"position:fixed;left:{x1:.0f}px;top:{y1:.0f}px;width:{w:.0f}px;"
                                   f"height:{h:.0f}px;display:grid;place-items:center;opacity:0;"
                                   "filter:drop-shadow(0 1px 2px rgba(0,0,0,.45))")
        ms, wait = int(fl.duration * 1000), int(fl.delay * 1000)
        if copy:
            node.innerHTML = landed.outerHTML
            for inner in node.querySelectorAll("[data-last-move], [id]"):
                inner.removeAttribute("data-last-move")
                inner.removeAttribute("id")
            if fl.moved:  # the landed element shows once its copy is there (and nothing is kept after)
                self.dom.animate(landed, [{"opacity": 0}, {"opacity": 0, "offset": 0.95}, {"opacity": 1}],
                                 ms, wait, fill="backwards")
        else:
            node.innerHTML = fl.flight.token
        layer.appendChild(node)
        self.count += 1  # a hook for the browser tests: how many pieces flew, and the last one
        layer.setAttribute("data-flights", str(self.count))
        layer.setAttribute("data-last-flight", fl.flight.what)
        if fl.moved and fl.start is not None:
            x0, y0 = centre(fl.start, w, h)
            dx, dy = x0 - x1, y0 - y1
            lift = min(24.0, 0.2 * (dx * dx + dy * dy) ** 0.5)  # an arc, low on a short hop (a phone's map)
            frames = [{"transform": f"translate({dx:.0f}px,{dy:.0f}px) scale(1.15)", "opacity": 1},
                      {"transform": f"translate({dx * 0.5:.0f}px,{dy * 0.5 - lift:.0f}px) scale(1.3)",
                       "opacity": 1, "offset": 0.5},
                      {"transform": "translate(0px,0px) scale(1)", "opacity": 1, "offset": 0.9},
                      {"transform": "translate(0px,0px) scale(1)", "opacity": 0}]
        else:
            frames = [{"opacity": 0}, {"opacity": 1, "offset": 0.25}, {"opacity": 1, "offset": 0.75},
                      {"opacity": 0}]
        self.dom.animate(node, frames, ms, wait)
        self.dom.later((wait + ms) / 1000 + 0.05, lambda: node.remove())

    def ensure_layer(self) -> Any:
        """The layer the tokens fly on (made once, over the page, taking no clicks)."""
        if self.layer is not None and not missing(self.layer) and self.layer.isConnected:
            return self.layer
        body = self.dom.document.body
        if body is None or missing(body):
            return None
        layer = self.dom.create("div")
        layer.className = "motion-layer"
        layer.setAttribute("aria-hidden", "true")
        layer.setAttribute("style", "position:fixed;left:0;top:0;width:0;height:0;overflow:visible;"
                                    "pointer-events:none;z-index:60")
        body.appendChild(layer)
        self.layer = layer
        return layer

    def stop(self) -> None:
        """Nothing pending (a new game, a replay)."""
        self.pending = []
