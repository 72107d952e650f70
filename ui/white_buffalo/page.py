"""White Buffalo's page: the plains map, the cards, a turn built step by step and the hunt shown
cube by cube, on top of ``ui.shell.page``.

What the page shows comes from ``observe(state, viewer)`` only: the viewer is the person who last
revealed the screen (the shell's privacy screen), or, with one person and bots, that person.
Numbers that need the rules (costs, hunt values, powers, what may be undone) come from
``engine.white_buffalo.hints``. Every step of a turn is one engine move, saved at once; Undo takes
steps back only as far as the last chance event (a blind draw, a pull, a reveal) within the turn.

Every word goes through the ``white-buffalo`` catalogue and is chosen when it is painted, so a
language switch (the shell re-tells the log, calls :meth:`on_begin` and repaints) changes every
word at once and leaves the game, a pending choice and a hunt being shown untouched.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from engine import white_buffalo as wb
from engine.core.i18n import N_
from engine.core.i18n import words as i18n_words
from engine.white_buffalo import hints
from ui.shell.dom import Dom, missing
from ui.shell.page import ShellPage
from ui.shell.walkthrough import Walkthrough
from ui.white_buffalo import Session, bag_view, lesson, status_words, view
from ui.white_buffalo.acting import ACTIONS, WHY_AT, Clicking
from ui.white_buffalo.board import Board
from ui.white_buffalo.clicks import Clicks
from ui.white_buffalo.walking import Walking

_, ngettext, pgettext = i18n_words("white-buffalo").functions()

#: panels painted by ``wrMorph`` (white-buffalo.html): only what differs is changed in the DOM
MORPHED = frozenset(("row", "display", "buy-panel", "hand", "tribe", "destiny", "players", "preview", "bag",
                     "death", "play-zone"))



class WhiteBuffaloPage(Clicking, Walking, ShellPage):
    """The White Buffalo page."""

    ELEMENTS = {key: "#" + key for key in ("row", "display", "buy-panel", "hand", "tribe", "destiny",
                                           "players", "preview", "war", "walk", "map", "pile-size",
                                           "stack-size", "mine", "mine-more", "scores-card", "bag", "death",
                                           "walk-pace", "play-zone")}

    GAME = wb
    SESSION, LEARN = Session, lesson
    ACTIONS = ACTIONS
    SEED_WORDS = N_("shuffles the cards and the bag and picks the start player; type one to replay a setup")

    def __init__(self, dom: Optional[Dom] = None) -> None:
        self.clicks = Clicks()
        #: the hunt or the herds' walk being shown step by step, or None
        self.walk: Optional[Walkthrough] = None
        #: the session on the page (on_begin with the same one again is a language switch)
        self.begun: Any = None
        super().__init__(dom)
        self.board = Board(self.dom, self.painter)
        self.hold_bots()

    @property
    def COUNTS(self) -> Dict[int, str]:  # type: ignore[override]
        """The player counts of the new-game form, in the player's language."""
        return {n: ngettext("{n} player", "{n} players", n) for n in (2, 3, 4)}

    @property
    def SEED_HINT(self) -> str:  # type: ignore[override]
        """What the seed decides, in the player's language."""
        return _(self.SEED_WORDS)

    def wire(self) -> None:
        """The shell's listeners, and the "show hunts" setting."""
        super().wire()
        pace = self.dom.el("walk-pace")
        if not missing(pace):
            pace.value = self.pacer.pace
            self.dom.on(pace, "change", lambda e: self.timed(self.pacer.set_pace, e.target.value))

    # ---- what the viewer sees ----------------------------------------------------------------------
    def showing_public(self) -> bool:
        """A hunt shown step by step is public: everyone watches before the device is passed on."""
        return self.walk is not None

    def refresh(self) -> None:
        """Repaint (the shell's refresh), place the map's tab stop, and put the focus back where
        the person was if the repaint took it away."""
        had = self.board.focused()
        super().refresh()
        self.board.after_paint(had, self.form.open)

    # ---- the hunt, step by step (ui.white_buffalo.walking) ----------------------------------------
    def on_moved(self) -> None:
        """After a move: a new turn forgets the turn's kind; a hunt or the herds' walk is shown
        step by step (at the pace of :class:`ui.shell.walkthrough.Pacer`)."""
        turn = self.session.view()["turn"]
        if turn["kind"] is None or self.session.view()["phase"] != "turn":
            self.clicks.new_turn()
        self.begin_walk()

    # ---- drawing -----------------------------------------------------------------------------------
    def on_begin(self, session: Any) -> None:
        """A new game on the page: nothing pending. The same session again is a language
        switch: the pending choices and a hunt being shown stay (only a refusal is dropped)."""
        if session is self.begun:
            self.message = None
            return
        self.begun = session
        self.walk = None
        self.pacer.shown(None)
        self.clicks.new_turn()

    def new_game_words(self, session: Any) -> str:
        """The info line of a new game."""
        d = session.view()
        who = d["players"][d["start"]]["name"]
        return _("New game, seed {seed}: {who} starts.", seed=session.seed, who=who)

    def paint_game(self, legal: List[dict]) -> Dict[str, bool]:
        """The map, the cards, the panels, the hunt's steps; {action: disabled}.

        What a panel shows depends on the position, the viewer, whether the viewer acts and the
        pending clicks only: a panel whose inputs did not change since the last paint is neither
        built again nor touched (:meth:`changed`)."""
        s = self.session
        acting = self.acting()
        viewer = self.seen_by()
        w = self.walk
        o = self.observation() if w is None else self.walk_observation(viewer)
        legal = legal if acting else []
        c = self.clicks
        pos = (self.position(), None if w is None else w.step)
        ctx = (pos, viewer, acting, bool(legal))
        if self.painter.changed("bag", pos):
            self.paint("bag", bag_view.bag_html(o))
            self.paint("death", bag_view.death_html(o))
        if w is not None:
            ev = w.event
            self.board.paint(o, s.colors, pos, (), hints.focus_territory(ev), False, self.last_hunt())
            self.paint("walk", self.walk_html())
            self.painter.hidden("walk", False)
        else:
            self.board.paint(o, s.colors, pos, c.legal_territories(legal), None, acting, self.last_hunt())
            self.painter.hidden("walk", True)
            self.painter.forget("html:walk")
        if self.painter.changed("row", ctx):
            self.paint("row", view.row_html(o["row"], c.legal_rows(legal)))
            pile = view.size(o["pile"])
            self.painter.text("pile-size", ngettext("{n} cards", "{n} cards", pile))
        me = o["players"][viewer] if viewer is not None else None
        if self.painter.changed("display", (ctx, c.slot)):
            costs = hints.display_costs(s.state, viewer) if viewer is not None else [None] * 6
            self.paint("display", view.display_html(o["display"], costs, c.legal_display(legal), c.slot))
            stack = view.size(o["stack"])
            self.painter.text("stack-size", ngettext("{n} cards in the teepee stack",
                                                  "{n} cards in the teepee stack", stack))
        if self.painter.changed("buy-panel", (ctx, c.slot, tuple(c.war))):
            panel = (view.buy_panel_html(c.war_choices(legal), c.war, c.retire_options(legal), c.slot)
                     if acting else "")
            self.paint("buy-panel", panel)
        # the viewer's own things (none while the privacy screen or a hunt shows)
        self.painter.hidden("mine", me is None)
        self.painter.hidden("mine-more", me is None)
        if me is not None and viewer is not None:
            if self.painter.changed("hand", (ctx, c.mode)):
                self.paint("hand", view.hand_html(me["hand"], c.legal_cards(legal), acting))
            if self.painter.changed("tribe", ctx):
                powers = hints.tribe_powers(s.state, viewer)
                self.paint("tribe", view.tribe_html(me["bison"], powers))
                self.paint("destiny", view.destiny_html(me["destiny"]))
        else:
            for key in ("hand", "tribe", "destiny"):
                self.paint(key, "")
            self.cache["in:hand"] = self.cache["in:tribe"] = None
        if self.painter.changed("war", pos):
            self.paint("war", view.war_html(o["war"], s.players))
        current = s.actor(s.cursor)
        if self.painter.changed("players", (ctx, current)):
            estimates = [hints.public_estimate(s.state, p) for p in range(len(s.players))]
            if viewer is not None:
                estimates[viewer] = wb.scores(s.state)[viewer]["total"]
            self.paint("players", view.players_html(o, s.colors, viewer, s.kinds, current, estimates))
        why = self.message if self.message else ""
        for area in set(WHY_AT.values()):
            self.painter.text("why-" + area, why if self.why_at == area else "", self.dom.el(f"#why-{area}"))
        if self.painter.changed("play-zone", ctx):
            play = (o.get("turn") or {}).get("play") if acting else None
            zone = view.play_zone_html(play, s.can_undo_turn())
            self.paint("play-zone", zone)
            self.painter.hidden("play-zone", not zone)
        if self.painter.changed("preview", (ctx, c.mode, c.slot, tuple(c.war))):
            self.paint("preview", self.preview_text(acting))
        kinds = c.kinds(legal)
        cube = self.phase() == "cube"
        for a in ("cube-territory", "cube-war"):  # the cube's choices only while a cube waits
            self.painter.hidden("btn-shown:" + a, not cube, self.buttons[a])
        states = {a: not kinds.get(a, False) for a in ACTIONS if a != "buy"}
        states["buy"] = not (acting and c.can_buy(legal))
        return states

    def paint(self, key: str, html: str) -> None:
        """Set panel ``key``'s HTML unless it already shows ``html``; the panels in :data:`MORPHED`
        change only the attributes, texts and nodes that differ (a new subtree for every click
        costs the browser style and layout work for all of it)."""
        self.painter.html(key, html, morph=key in MORPHED)

    def phase(self) -> str:
        """``turn``, ``cube`` or ``over`` (the engine's phase), as the contract says."""
        phase: str = self.session.view()["phase"]
        return phase

    def pressed(self, action: str) -> Optional[bool]:
        """The three kinds of play are toggles (the chosen one shows as pressed); every other
        button is a plain action."""
        mode = {"take-cards": "take", "move": "move", "hunt-stack": "stack"}.get(action)
        return None if mode is None else mode == self.clicks.mode

    def preview_text(self, acting: bool) -> str:
        """The cost of the next step and the hunt value, before the person commits."""
        return status_words.preview(self.session, self.clicks) if acting else ""

    def prompt(self) -> str:
        """What the person to act should do now."""
        if self.walk is not None:
            return self.walk_words()
        return status_words.prompt(self.session, self.clicks.mode)

    def bot_words(self, level: str) -> str:
        """What the bot to act is doing."""
        if self.walk is not None and self.bots.held():
            return self.walk_words()
        return status_words.thinking(self.session, level, self.bots)

    def over_words(self) -> str:
        """Who won."""
        return status_words.winners(self.session)

    def ranking_html(self) -> str:
        """The final ranking and the score sheet."""
        s = self.session
        return view.ranking_html(s.players, wb.ranking(s.state), wb.scores(s.state))

    def replay_secrets_html(self) -> str:
        """A finished game's replay: every seat's hand and secret Destiny Cards at that moment."""
        return status_words.secrets_html(self.session.state, self.session.players)


def boot(dom: Optional[Dom] = None) -> WhiteBuffaloPage:
    """Start the White Buffalo page (on ``dom``: the browser's by default)."""
    page = WhiteBuffaloPage(dom)
    page.start()
    return page
