"""Manitou's page drawn from the observation (a mixin of the page): the table (grounds, seats,
the last play), the hand as a fan or the party choice, the reckoning's panel, and where the focus
goes after each choice (never to ``<body>``)."""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from engine import manitou as mt
from engine.core.errors import IllegalMove
from engine.core.i18n import words
from engine.manitou.hints import party_needed
from ui.manitou import table, view
from ui.shell.dom import missing
from ui.shell.safe_html import esc, name_html, text_with_names

_, ngettext, pgettext = words("manitou").functions()

#: panels painted by ``wrMorph`` (manitou.html): only what differs changes in the DOM, so a card
#: selected or played does not draw every card on the table again
MORPHED = frozenset(("grounds", "players", "choose", "hand"))


class Painting:
    """``paint_game`` and the focus after a choice (mixed into the Manitou page)."""

    session: Any
    clicks: Any
    dom: Any
    reckoning: Any
    glided: int
    focus_after: Optional[str]

    def you(self) -> Optional[int]:
        """The seat of the person at the device ("you"): the one who last saw their cards, or the
        only person when everyone else is a bot; never a bot, never the seat a replay looks at."""
        s = self.session
        people = [k for k, kind in enumerate(s.kinds) if kind == "human"]
        if len(people) == 1:
            return people[0]
        viewer = self.viewer  # type: ignore[attr-defined]
        return viewer if viewer in people else None

    def last_play(self, viewer: Optional[int]) -> Optional[table.LastPlay]:
        """The last card laid on the table (ground, seat, place in the row, where it came from),
        gliding in only on the first paint of its position that someone can see."""
        s = self.session
        if s.cursor == 0:
            return None
        move = s.line[s.cursor - 1]
        if move.get("type") != "play" or self.reckoning is not None:
            return None
        seat, g = s.seats[s.cursor - 1], move["ground"]
        row = self.observation()["grounds"][g - 1]["cards"][seat]  # type: ignore[attr-defined]
        places = [i for i, c in enumerate(row) if c.get("card") == move["card"]]
        if not places:  # the hunt was reckoned: the card has left the table
            return None
        pos = self.position()  # type: ignore[attr-defined]
        how = ""
        if self.glided != pos and self.screen_for is None:  # type: ignore[attr-defined]
            self.glided = pos  # once, and not behind the privacy screen (it would be missed)
            how = "hand" if seat == viewer else "seat"
        return (g, seat, places[-1], how)

    def paint_game(self, legal: List[dict]) -> Dict[str, bool]:
        """Grounds, seats, the hand or the party choice, scores, the reckoning."""
        s = self.session
        o = self.observation()  # type: ignore[attr-defined]
        acting = self.acting()  # type: ignore[attr-defined]
        viewer = self.seen_by()  # type: ignore[attr-defined]
        painter = self.painter  # type: ignore[attr-defined]

        def set_html(key: str, node: Any, html: str) -> None:
            painter.html(key, html, node, morph=key in MORPHED)

        phase = o["phase"]
        r = self.reckoning
        el = self.dom.el
        if r is not None:
            grounds = r.events[0]["grounds"]
            html = table.grounds_html(grounds, s.players, s.colors, focus=r.event.get("ground"),
                                      viewer=self.you(), walk=(r.events, r.step))
            set_html("grounds", el("#grounds"), html)
            set_html("reckoning", el("#reckoning"), self.reckoning_html())  # type: ignore[attr-defined]
            el("#reckoning").hidden = False
        else:
            play_now = acting and phase == "play"
            grounds_legal = self.clicks.legal_grounds(legal) if play_now and self.clicks.card else []
            html = table.grounds_html(o["grounds"], s.players, s.colors, grounds_legal, self.clicks.ground,
                                      active=play_now and self.clicks.card is not None, viewer=self.you(),
                                      last=self.last_play(viewer))
            set_html("grounds", el("#grounds"), html)
            el("#reckoning").hidden = True
            self.painter.forget("html:reckoning")  # type: ignore[attr-defined]
        me = o["players"][viewer] if viewer is not None else None
        tribe = s.colors[viewer] if viewer is not None else None
        choose = acting and phase == "select" and r is None
        if choose and me is not None:
            html = view.picker_html(me["reserve"], self.clicks.picks, party_needed(s.state), tribe)
            set_html("choose", el("#choose-cards"), html)
        else:
            set_html("choose", el("#choose-cards"), "")
        el("#choose").hidden = not choose
        show_hand = me is not None and phase == "play"
        el("#hand-card").hidden = not show_hand
        hand = (view.hand_html(me["hand"], self.clicks.card, acting and r is None, tribe)
                if me is not None and show_hand else "")
        set_html("hand", el("#hand"), hand)
        you = self.you()
        whose = (_("Your hand") if viewer is None or viewer == you
                 else pgettext("heading", "{who}'s hand", who=name_html(s.players[viewer])))
        set_html("hand-title", el("#hand-whose"), whose)
        pending = self.clicks.pending_play() if acting else None
        preview = ""
        if pending is not None:
            try:
                preview = text_with_names(mt.describe(s.state, pending), s.players)
            except IllegalMove as e:  # cannot happen: only legal plays are pending
                preview = esc(str(e))
        set_html("preview", el("#preview"), preview)
        pile = (_("{n} cards in your draw pile", n=view.size(me['pile'])) if me is not None and show_hand
                else "")
        set_html("pile", el("#pile-size"), esc(pile))
        tallies = (table.tally(mt.scores(s.states[s.cursor - 1]), r.events, r.step) if r is not None
                   else None)
        set_html("players", el("#players"),
                 table.players_html(o, s.colors, you, s.kinds, s.actor(s.cursor), viewer, tallies))
        set_html("scores", el("#scores"), view.scores_html(s.players, mt.scores(s.state)))
        set_html("warriors", el("#warriors"), view.warriors_html())  # in the language of the moment
        blocked = acting and phase == "play" and legal == [{"type": "pass"}] and r is None
        el('[data-action="pass"]').hidden = not blocked
        el('[data-action="confirm"]').hidden = not (acting and phase == "play") or blocked
        return {
            "confirm": pending is None,
            "confirm-party": not (choose and self.clicks.chosen() == party_needed(s.state)),
            "suggest": not choose,
            "clear-party": not (choose and self.clicks.chosen() > 0),
            "pass": not blocked,
        }

    def move_focus(self) -> None:
        """After a repaint that followed a choice: the focus goes to the next sensible control
        (``focus_after``: a selector, tried in order, ``|``-separated), never to ``<body>``."""
        want, self.focus_after = self.focus_after, None
        if want is None:
            return
        for selector in want.split("|"):
            node = self.dom.el(selector)
            if not missing(node) and not node.hasAttribute("disabled") and missing(node.closest("[hidden]")):
                node.focus()
                return
