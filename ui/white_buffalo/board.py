"""White Buffalo's map on the page: drawing it (whole once, then territory by territory, attribute
by attribute) and its keyboard focus (the map is one tab stop that the arrow keys move; a repaint
that took the focus away puts it back on the same thing or the next sensible one).
"""

from __future__ import annotations

from typing import Any, Dict, Optional, Sequence, Tuple

from engine.core import i18n
from engine.white_buffalo.data import TERRITORIES
from ui.shell.dom import Dom, Painter, missing
from ui.white_buffalo import keys, view
from ui.white_buffalo.map_view import laid_down


class Board:
    """``#map``: the territories and the focus on them."""

    def __init__(self, dom: Dom, painter: Painter) -> None:
        self.dom = dom
        self.painter = painter
        #: the map's territory elements, found once after the map is drawn whole
        self.territories: Dict[str, Any] = {}
        self.stop = keys.READING[0]  # the territory that is the map's one tab stop

    def paint(self, o: Dict[str, Any], colours: Sequence[str], position: Any, legal: Sequence[str],
              focus: Optional[str], active: bool, hunted: Optional[str] = None) -> None:
        """The map: drawn whole once (and again for a new language or a herd lost), then only the
        territories whose herds, tribes, cubes, highlight or clickability changed, attribute by
        attribute (a new SVG costs the browser far more style and layout work)."""
        cache = self.painter.cache
        if not self.painter.changed("map", (position, tuple(legal), focus, active, hunted)):
            return
        frame = (i18n.language(), int(o.get("lost", 0)))
        tribes = view.tribes_by_territory(o)
        cubes = o.get("territory_cubes", {})
        calf = o.get("calf_woman")
        players = o["players"]
        want = {tid: (int(o["herds"].get(tid, 0)), tuple((p, players[p]["name"], colours[p])
                                                        for p in tribes.get(tid, ())),
                      calf == tid, tuple(cubes.get(tid, ())), tid in legal, tid == focus, tid == hunted,
                      laid_down(o, tid), active)
                for tid in TERRITORIES}
        if cache.get("map-frame") != frame:
            root = self.dom.el("#map")
            root.innerHTML = view.map_svg(o, colours, legal, focus, active, hunted)
            cache["map-frame"] = frame
            self.territories = {tid: root.querySelector(f'[data-territory="{tid}"]') for tid in TERRITORIES}
            for tid in TERRITORIES:
                cache["terr:" + tid] = (want[tid], None)
            return
        for tid, key in want.items():
            old_key, old = cache["terr:" + tid]
            if key == old_key:
                continue
            parts = view.territory_parts(o, colours, tid, tribes.get(tid, []), legal, focus, hunted)
            if old is None:  # drawn by map_svg: its pieces were not kept
                old = (None, None, None, None)
            g = self.territories[tid]
            cls, herds, label, inner = parts
            if cls != old[0]:
                g.setAttribute("class", cls)
            if herds != old[1]:
                g.setAttribute("data-herds", str(herds))
            if label != old[2]:
                g.setAttribute("aria-label", label)
            if inner != old[3]:
                g.innerHTML = inner
            if active != old_key[-1]:
                if active:
                    g.setAttribute("role", "button")
                    g.setAttribute("tabindex", "0")
                else:
                    g.removeAttribute("role")
                    g.removeAttribute("tabindex")
            cache["terr:" + tid] = (key, parts)

    def move_stop(self, tid: str) -> None:
        """Make territory ``tid`` the map's one tab stop (a roving tabindex)."""
        for node in self.dom.el("#map").querySelectorAll('[data-territory][tabindex="0"]'):
            if node.getAttribute("data-territory") != tid:
                node.setAttribute("tabindex", "-1")
        node = self.dom.el(f'#map [data-territory="{tid}"][role="button"]')
        if not missing(node):
            node.setAttribute("tabindex", "0")
        self.stop = tid

    def focused(self) -> Optional[Tuple[Any, ...]]:
        """The focused element's identity for :func:`keys.candidates`, or None when nothing on
        the page has the focus (then a repaint leaves the focus alone)."""
        a = self.dom.el(":focus")
        if missing(a) or a.matches("body") or missing(getattr(a, "getAttribute", None)):
            return None
        for attr in keys.KEEP:
            value = a.getAttribute(attr)
            if not missing(value):
                index = a.getAttribute("data-index")
                return (attr, str(value), None if missing(index) else str(index))
        return ("", "", None)

    @staticmethod
    def unusable(node: Any) -> bool:
        """True for an element that cannot hold the focus: gone, disabled or hidden."""
        return (not node.isConnected or getattr(node, "disabled", None) is True
                or not missing(node.closest("[hidden]")))

    def focus_lost(self) -> bool:
        """True when the focus is on ``<body>``, or on an element gone, disabled or hidden."""
        a = self.dom.el(":focus")
        return missing(a) or a.matches("body") or self.unusable(a)

    def keep_focus(self, had: Tuple[Any, ...]) -> None:
        """After a repaint lost the focus: the same thing drawn again, else the next sensible
        choice (:func:`keys.candidates`)."""
        for selector in keys.candidates(had):
            node = self.dom.el(selector)
            if missing(node) or self.unusable(node):
                continue
            if not node.hasAttribute("tabindex") and node.matches(", ".join(keys.LANDMARKS)):
                node.setAttribute("tabindex", "-1")
            node.focus()
            if node.matches(":focus"):
                tid = node.getAttribute("data-territory")
                if not missing(tid):
                    self.move_stop(str(tid))
                return

    def after_paint(self, had: Optional[Tuple[Any, ...]], form_open: bool) -> None:
        """Place the map's tab stop, and put the focus back where the person was (``had``,
        :meth:`focused` before the repaint) if the repaint took it away."""
        on = self.dom.el("#map [data-territory]:focus")
        here = None if missing(on) else str(on.getAttribute("data-territory"))
        legal = [n.getAttribute("data-territory") for n in self.dom.el("#map").querySelectorAll(".legal")]
        self.move_stop(keys.map_stop(self.stop, here, legal))
        if had is not None and not form_open and self.focus_lost():
            self.keep_focus(had)

    def step_focus(self, tid: str, key: str) -> bool:
        """An arrow key, Home or End on territory ``tid``: the focus moves on (True), or the key
        means nothing here (False)."""
        nxt = keys.neighbour(tid, key)
        if nxt is None:
            return False
        self.move_stop(nxt)
        there = self.dom.el(f'#map [data-territory="{nxt}"]')
        if not missing(there):
            there.focus()
        return True
