"""White Buffalo's view, plugged into the shell's conductor (``ui.shell.page.Page``): the plains map,
the cards, a turn built step by step and the hunt shown cube by cube.

What the view shows comes from ``observe(state, viewer)`` only (the snapshot's observation): the
viewer is the person who last revealed the screen (the shell's privacy screen), or, with one
person and bots, that person. Numbers that need the rules (costs, hunt values, powers, what may be
undone) come from ``engine.white_buffalo.hints``. Every step of a turn is one engine move, played
and saved at once by the conductor; Undo takes steps back only as far as the last chance event (a
blind draw, a pull, a reveal) within the turn.

Every word goes through the ``white-buffalo`` catalogue and is chosen when it is painted, so a
language switch (the conductor re-tells the log, calls :meth:`WhiteBuffaloView.begin` again and
repaints) changes every word at once and leaves the game, a pending choice and a hunt being shown
untouched.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple

from engine import white_buffalo as wb
from engine.core.i18n import N_
from engine.core.i18n import words as i18n_words
from engine.white_buffalo import hints
from ui.shell import defaults
from ui.shell import page as shell_page
from ui.shell.dom import Dom, missing
from ui.shell.motion import PERSON_BUDGET, Motion
from ui.shell.view import Changed, Choose, Handled, Intent, Kit, Played, ShowWalk, Snapshot
from ui.white_buffalo import acting, bag_view, lesson, motion_plan, sessions, status_words, table_part, view
from ui.white_buffalo.acting import ACTIONS, TARGETS, WHY_AT
from ui.white_buffalo.board import Board
from ui.white_buffalo.clicks import Clicks
from ui.white_buffalo.walking import Walker, last_hunt

_, ngettext, pgettext = i18n_words("white-buffalo").functions()

#: panels painted by ``wrMorph`` (white-buffalo.html): only what differs is changed in the DOM
MORPHED = frozenset(("row", "display", "buy-panel", "hand", "tribe", "destiny", "players", "preview", "bag",
                     "death", "play-zone"))
SEED_WORDS = N_("shuffles the cards and the bag and picks the start player; type one to replay a setup")
#: the three kinds of play are toggles (the chosen one shows as pressed)
MODES = {"take-cards": "take", "move": "move", "hunt-stack": "stack"}


class WhiteBuffaloView:
    """White Buffalo's table."""

    game = wb
    sessions = sessions
    actions = ACTIONS
    learn = lesson
    elements: Mapping[str, str] = {key: "#" + key for key in (
        "row", "display", "buy-panel", "hand", "tribe", "destiny", "players", "preview", "war", "walk",
        "map", "pile-size", "stack-size", "mine", "mine-more", "scores-card", "bag", "death", "bag-legend",
        "walk-pace",
        "play-zone")}

    def __init__(self) -> None:
        self.clicks = Clicks()
        #: where the last refusal's reason is shown (a value of :data:`WHY_AT`, or "turn")
        self.why_at: Optional[str] = None
        self.had: Optional[Tuple[Any, ...]] = None  # the focus before a repaint (put back if it was lost)
        #: the part of the table a phone shows (``table_part``): the decision's, or the one picked
        self.parts = table_part.Parts()
        self.decision: Any = None

    def mount(self, kit: Kit) -> None:
        """Take the page's tools; the map; the "show hunts" setting."""
        self.dom: Dom = kit.dom
        self.painter = kit.painter
        self.pacer = kit.pacer
        self.walker = Walker(kit.pacer)
        self.motion = Motion(self.dom)
        self.flying: Any = None  # the walkthrough step whose pieces last took off (once each)
        self.flown_cursor: Optional[int] = None  # the move whose pieces last took off
        self.board = Board(self.dom, self.painter)
        self.buttons = {a: self.dom.el(f'[data-action="{a}"]') for a in ACTIONS}
        pace = self.dom.el("walk-pace")
        if not missing(pace):
            pace.value = self.pacer.pace

    def listeners(self) -> Dict[str, Callable[[Any, Optional[Snapshot]], Optional[Intent]]]:
        """The "show hunts" setting."""
        return {"change": self.on_change}

    def on_change(self, event: Any, snap: Optional[Snapshot]) -> Optional[Intent]:
        """The "show hunts" menu changed: kept as the person's pace."""
        target = event.target
        if missing(target) or str(getattr(target, "id", "") or "") != "walk-pace":
            return None
        self.pacer.set_pace(target.value)
        return Handled()

    def counts(self) -> Dict[int, str]:
        """The player counts of the new-game form, in the player's language."""
        return {n: ngettext("{n} player", "{n} players", n) for n in (2, 3, 4)}

    def seed_hint(self) -> str:
        """What the seed decides, in the player's language."""
        return _(SEED_WORDS)

    @property
    def walks(self) -> Walker:
        """The hunt or the herds' walk shown step by step."""
        return self.walker

    # ---- what the viewer sees ----------------------------------------------------------------------
    # ---- input -------------------------------------------------------------------------------------
    def owns(self, target: Any) -> Any:
        """Territories, hand cards, the row, the display, War Card cubes and retire choices."""
        for attr in TARGETS:
            node = target.closest(f"[{attr}]")
            if not missing(node):
                return node
        return None

    def click(self, element: Any, snap: Snapshot) -> Optional[Intent]:
        """One click on a game element, through the click model."""
        for attr in TARGETS:
            value = element.getAttribute(attr)
            if value is None or missing(value):
                continue
            pressed = element.getAttribute("aria-pressed") == "true"
            self.why_at = WHY_AT.get(attr)
            out = acting.outcome(self.clicks, list(snap.legal), attr, str(value), pressed)
            return acting.follow(out, snap.state)
        return None

    def key(self, event: Any, snap: Optional[Snapshot]) -> Optional[Intent]:
        """Enter or Space on a focused territory chooses it; the arrow keys, Home and End move the
        focus between territories (the map is one tab stop)."""
        key = event.key or ""
        target = event.target
        if missing(target) or not hasattr(target, "closest"):
            return None
        node = target.closest("[data-territory]")
        if missing(node):
            return None
        if key in ("Enter", " "):
            event.preventDefault()
            return Choose(node)
        if not self.board.step_focus(node.getAttribute("data-territory") or "", key):
            return None
        event.preventDefault()
        return Handled()

    def action(self, name: str, snap: Optional[Snapshot]) -> Optional[Intent]:
        """The turn's buttons, the scores and the hunt's steps."""
        if name == "scores":
            card = self.dom.el("#scores-card")
            card.hidden = not card.hidden
            expanded = "false" if card.hidden else "true"
            self.dom.el('[data-action="scores"]').setAttribute("aria-expanded", expanded)
            return Handled()
        if name == "continue":
            return ShowWalk() if self.walker.step() else None
        if name.startswith("part-"):
            return Changed() if self.parts.pick(name[5:], self.decision) else None
        if name not in ACTIONS or snap is None:
            return None
        self.why_at = "turn"
        return acting.button(self.clicks, snap.legal, name, snap.state)

    def reset(self) -> None:
        """Forget the chosen display slot and cubes."""
        self.clicks.reset()

    def local_undo(self) -> bool:
        """Take back a pending choice (a step of the turn goes back through the session's undo,
        never past a chance event: the engine's ``can_take_back``)."""
        return self.clicks.undo()

    def can_local_undo(self) -> bool:
        """True while a pending choice can be taken back."""
        return self.clicks.can_undo()

    def undo_refused(self, snap: Snapshot) -> Optional[str]:
        """Why Undo took nothing back."""
        return _("Nothing to undo: the turn's earlier steps are fixed (cards were drawn or cubes pulled).")

    def cancel(self, snap: Snapshot) -> bool:
        """Escape: drop the chosen display slot, else the chosen kind of play while none of its
        steps is made."""
        return acting.cancel(self.clicks, snap.observation.get("turn"))

    # ---- the hunt, step by step (ui.white_buffalo.walking) ----------------------------------------
    def moved(self, snap: Snapshot) -> Optional[Intent]:
        """After a move: a new turn forgets the turn's kind; a hunt or the herds' walk is shown
        step by step (at the pace of :class:`ui.shell.walkthrough.Pacer`)."""
        turn = snap.observation["turn"]
        if turn["kind"] is None or snap.observation["phase"] != "turn":
            self.clicks.new_turn()
        self.walker.start(snap)
        return None

    # ---- drawing -----------------------------------------------------------------------------------
    def begin(self, snap: Snapshot, again: bool = False) -> None:
        """A new game on the page: nothing pending. The same game again (a language switch): the
        pending choices and a hunt being shown stay."""
        if again:
            return
        self.walker.drop()
        self.clicks.new_turn()

    def idle(self, status: str) -> None:
        """No game yet: the status only."""
        self.dom.el("status").textContent = status

    def info_html(self, snap: Snapshot) -> str:
        """The shell's words."""
        return defaults.info_html(snap)

    def new_game_words(self, snap: Snapshot) -> str:
        """The info line of a new game."""
        d = snap.observation
        who = d["players"][d["start"]]["name"]
        return _("New game, seed {seed}: {who} starts.", seed=snap.seed, who=who)

    def paint(self, snap: Snapshot) -> Dict[str, Tuple[bool, Optional[bool]]]:
        """The map, the cards, the panels, the hunt's steps; {action: (disabled, pressed)}.

        What a panel shows depends on the position, the viewer, whether the viewer acts and the
        pending clicks only: a panel whose inputs did not change since the last paint is neither
        built again nor touched (``Painter.changed``)."""
        self.had = self.board.focused()
        is_acting, viewer = snap.acting, snap.seen_by
        w = self.walker.walk
        self.take_off(snap, viewer)
        o = snap.observation if w is None else self.walker.observation(viewer)
        legal = list(snap.legal) if is_acting else []
        c, painter = self.clicks, self.painter
        pos = (snap.position, None if w is None else w.step)
        ctx = (pos, viewer, is_acting, bool(legal))
        if painter.changed("bag", pos):
            self.put("bag", bag_view.bag_html(o))
            self.put("death", bag_view.death_html(o))
        self.put("bag-legend", bag_view.legend_html())  # set again only in another language
        if w is not None:
            ev = w.event
            self.board.paint(o, snap.colors, pos, (), hints.focus_territory(ev), False, last_hunt(snap))
            self.put("walk", self.walker.html(snap.players))
            painter.hidden("walk", False)
        else:
            self.board.paint(o, snap.colors, pos, c.legal_territories(legal), None, is_acting,
                             last_hunt(snap))
            painter.hidden("walk", True)
            painter.forget("html:walk")
        if painter.changed("row", ctx):
            self.put("row", view.row_html(o["row"], c.legal_rows(legal)))
            pile = view.size(o["pile"])
            painter.text("pile-size", ngettext("{n} cards", "{n} cards", pile))
        me = o["players"][viewer] if viewer is not None else None
        if painter.changed("display", (ctx, c.slot)):
            costs = hints.display_costs(snap.state, viewer) if viewer is not None else [None] * 6
            self.put("display", view.display_html(o["display"], costs, c.legal_display(legal), c.slot))
            stack = view.size(o["stack"])
            painter.text("stack-size", ngettext("{n} cards in the teepee stack",
                                                "{n} cards in the teepee stack", stack))
        if painter.changed("buy-panel", (ctx, c.slot, tuple(c.war))):
            panel = (view.buy_panel_html(c.war_choices(legal), c.war, c.retire_options(legal), c.slot)
                     if is_acting else "")
            self.put("buy-panel", panel)
        # the viewer's own things (none while the privacy screen or a hunt shows)
        painter.hidden("mine", me is None)
        painter.hidden("mine-more", me is None)
        if me is not None and viewer is not None:
            if painter.changed("hand", (ctx, c.mode)):
                self.put("hand", view.hand_html(me["hand"], c.legal_cards(legal), is_acting))
            if painter.changed("tribe", ctx):
                powers = hints.tribe_powers(snap.state, viewer)
                self.put("tribe", view.tribe_html(me["bison"], powers))
                self.put("destiny", view.destiny_html(me["destiny"]))
        else:
            for key in ("hand", "tribe", "destiny"):
                self.put(key, "")
            painter.cache["in:hand"] = painter.cache["in:tribe"] = None
        if painter.changed("war", pos):
            self.put("war", view.war_html(o["war"], snap.players))
        if painter.changed("players", (ctx, snap.actor)):
            if snap.over:  # the final totals, as the ranking has them
                estimates = [int(sc["total"]) for sc in wb.scores(snap.state)]
            else:
                estimates = [hints.public_estimate(snap.state, p) for p in range(len(snap.players))]
            if viewer is not None and not snap.over:
                estimates[viewer] = wb.scores(snap.state)[viewer]["total"]
            self.put("players", view.players_html(o, snap.colors, viewer, snap.kinds, snap.actor,
                                                  estimates, final=snap.over))
        why = snap.message or ""
        for area in set(WHY_AT.values()):
            painter.text("why-" + area, why if self.why_at == area else "", self.dom.el(f"#why-{area}"))
        if painter.changed("play-zone", ctx):
            play = (o.get("turn") or {}).get("play") if is_acting else None
            zone = view.play_zone_html(play, snap.can_undo)
            self.put("play-zone", zone)
            painter.hidden("play-zone", not zone)
        if painter.changed("preview", (ctx, c.mode, c.slot, tuple(c.war))):
            self.put("preview", status_words.preview(snap, c) if is_acting else "")
        self.paint_part(snap, legal)
        kinds = c.kinds(legal)
        cube = is_acting and snap.observation["phase"] == "cube"
        for a in ("cube-territory", "cube-war"):  # the cube's choices only while the person chooses
            painter.hidden("btn-shown:" + a, not cube, self.buttons[a])
        states = {a: (not kinds.get(a, False), None if a not in MODES else MODES[a] == c.mode)
                  for a in ACTIONS if a != "buy"}
        states["buy"] = (not (is_acting and c.can_buy(legal)), None)
        return states

    def take_off(self, snap: Snapshot, viewer: Optional[int]) -> None:
        """Before the table changes to a new step of the hunt: where its pieces leave from
        (:mod:`ui.shell.motion`); they land in :meth:`after_paint`. Once per step: a repaint of
        the same step (a language switch, a status) moves nothing."""
        w = self.walker.walk
        if w is None and snap.screen_for is not None:
            return  # a move's pieces fly once someone sees the table
        last, self.flown_cursor = self.flown_cursor, snap.cursor
        if w is None:
            self.flying = None
            fresh = last is not None and snap.cursor == last + 1 and snap.last is not None
            if fresh and not snap.replaying and snap.last is not None:
                events = wb.last_events(snap.state)
                self.motion.take_off(motion_plan.move_flights(snap.last.move, snap.last.seat, events, viewer))
            return
        key = (snap.position, id(w), w.step)
        if key == self.flying:
            return
        self.flying = key
        self.motion.take_off(self.walker.flights(viewer))

    def paint_part(self, snap: Snapshot, legal: List[Dict[str, Any]]) -> None:
        """The part of the table a phone shows (``#game[data-part]``, the tabs pressed): the one
        the decision is about, unless the person picked another for this decision."""
        c, w = self.clicks, self.walker.walk
        turn = snap.observation.get("turn") or {}
        self.decision = (snap.position, snap.seen_by, c.mode, c.slot, None if w is None else w.step)
        want = table_part.wanted(legal, c.mode, c.slot, turn.get("kind"), w is not None)
        part = self.parts.shown(want, self.decision)
        if self.painter.changed("part", part):
            self.dom.el("#game").setAttribute("data-part", part)
            for p in table_part.PARTS:
                self.dom.el(f'[data-action="part-{p}"]').setAttribute(
                    "aria-pressed", "true" if p == part else "false")

    def put(self, key: str, html: str) -> None:
        """Set panel ``key``'s HTML unless it already shows ``html``; the panels in :data:`MORPHED`
        change only the attributes, texts and nodes that differ (a new subtree for every click
        costs the browser style and layout work for all of it)."""
        self.painter.html(key, html, morph=key in MORPHED)

    def after_paint(self, snap: Snapshot) -> None:
        """Place the map's tab stop, and put the focus back where the person was if the repaint
        took it away."""
        form = self.dom.el("new-game")
        form_open = not missing(form) and not form.hidden
        self.board.after_paint(self.had, form_open)
        w = self.walker.walk
        last = snap.last
        by_bot = (last is not None and last.seat is not None and str(snap.kinds[last.seat]).startswith("bot:")
                  if w is None else w.by_bot)
        self.motion.land(self.pacer.delay() if by_bot else PERSON_BUDGET)  # a bot's move: the bots' pace

    def focus_target(self, snap: Snapshot) -> str:
        """The hunt's button while it is shown, the map's tab stop when a territory is to be
        chosen, else the turn's first possible choice."""
        buttons = "|".join(f'[data-action="{a}"]' for a in ACTIONS)
        walk = '#walk [data-action="continue"]'
        board = "#map [data-territory].legal[tabindex='0']"
        territory = any(m.get("type") in ("place", "step") for m in snap.legal)
        return f"{walk}|{board}|{buttons}" if territory else f"{walk}|{buttons}|{board}"

    def phase(self, snap: Snapshot) -> str:
        """``turn``, ``cube`` or ``over`` (the engine's phase), as the contract says."""
        phase: str = snap.observation["phase"]
        return phase

    def current(self, snap: Snapshot) -> Optional[int]:
        """The seat to act."""
        return snap.actor

    def prompt(self, snap: Snapshot) -> str:
        """What the person to act should do now."""
        if self.walker.walk is not None:
            return self.walker.words()
        return status_words.prompt(snap, self.clicks.mode)

    def bot_words(self, snap: Snapshot, thinking: str) -> str:
        """What the bot to act is doing."""
        if self.walker.walk is not None and not snap.bots_skipping:
            return self.walker.words()
        return status_words.thinking(snap)

    def over_words(self, snap: Snapshot) -> str:
        """Who won."""
        return status_words.winners(snap)

    def log_html(self, played: Played, snap: Snapshot) -> str:
        """The shell's entry."""
        return defaults.log_html(played, snap)

    def turn_words(self, seat: int, snap: Snapshot) -> str:
        """The shell's words."""
        return defaults.turn_words(seat, snap)

    def ranking_html(self, snap: Snapshot) -> str:
        """The final ranking and the score sheet."""
        return view.ranking_html(snap.players, wb.ranking(snap.state), wb.scores(snap.state))

    def secrets_html(self, snap: Snapshot) -> str:
        """A finished game's replay: every seat's hand and secret Destiny Cards at that moment."""
        return status_words.secrets_html(snap.state, snap.players)


def boot(dom: Optional[Dom] = None) -> shell_page.Page:
    """Start the White Buffalo page (on ``dom``: the browser's by default)."""
    return shell_page.boot(WhiteBuffaloView(), dom)
