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

from typing import Any, Dict, List, Optional, Sequence, Tuple

from pyscript import window

from engine import white_buffalo as wb
from engine.core import i18n
from engine.core.errors import IllegalMove
from engine.core.i18n import N_
from engine.core.i18n import words as i18n_words
from engine.white_buffalo import hints
from engine.white_buffalo import text as words
from engine.white_buffalo.data import TERRITORIES
from ui.shell import replay
from ui.shell.page import ShellPage, el, missing
from ui.shell.safe_html import esc, name_html, text_with_names
from ui.white_buffalo import Session, keys, view
from ui.white_buffalo.clicks import Clicks, Outcome

_, ngettext, pgettext = i18n_words("white-buffalo").functions()

#: panels painted by ``wrMorph`` (white-buffalo.html): only what differs is changed in the DOM
MORPHED = frozenset(("row", "display", "buy-panel", "hand", "tribe", "destiny", "players", "preview"))

ACTIONS = ("take-cards", "move", "hunt-stack", "hunt", "end", "pass", "buy", "draw",
           "cube-territory", "cube-war")


class WhiteBuffaloPage(ShellPage):
    """The White Buffalo page."""

    GAME = wb
    SESSION = Session
    ACTIONS = ACTIONS
    SEED_WORDS = N_("shuffles the cards and the bag and picks the start player; type one to replay a setup")
    UNDO_MOVES = False  # Undo goes through local_undo: back to the last chance event only
    stop = keys.READING[0]  # the territory that is the map's one tab stop (the arrow keys move it)

    def __init__(self) -> None:
        self.clicks = Clicks()
        #: the hunt or walk being shown step by step: {"events", "step", "obs"} or None
        self.walk: Optional[Dict[str, Any]] = None
        #: the session on the page (on_begin with the same one again is a language switch)
        self.begun: Any = None
        #: the map's territory elements, found once after the map is drawn whole
        self.territories: Dict[str, Any] = {}
        #: the state whose panels are on the page and its number (see :meth:`position`)
        self.shown_state: Any = None
        self.shown_number = 0
        #: ((position, viewer), observe's dict) of the last observation
        self.observed: Tuple[Any, Any] = (None, None)
        super().__init__()

    @property
    def COUNTS(self) -> Dict[int, str]:  # type: ignore[override]
        """The player counts of the new-game form, in the player's language."""
        return {n: ngettext("{n} player", "{n} players", n) for n in (2, 3, 4)}

    @property
    def SEED_HINT(self) -> str:  # type: ignore[override]
        """What the seed decides, in the player's language."""
        return _(self.SEED_WORDS)

    # ---- what the viewer sees ----------------------------------------------------------------------
    def showing_public(self) -> bool:
        """A hunt shown step by step is public: everyone watches before the device is passed on."""
        return self.walk is not None

    # ---- clicks ------------------------------------------------------------------------------------
    def game_click(self, target: Any) -> bool:
        """Territories, hand cards, the row, the display, War Card cubes and retire choices."""
        for attr in ("data-war-cube", "data-retire", "data-card", "data-row-slot", "data-display-slot",
                     "data-territory"):
            node = target.closest(f"[{attr}]")
            if not missing(node):
                value = node.getAttribute(attr) or ""
                pressed = node.getAttribute("aria-pressed") == "true"
                self.timed(self.click_thing, attr, value, pressed)
                return True
        return False

    def game_key(self, event: Any) -> bool:
        """Enter or Space on a focused territory chooses it; the arrow keys, Home and End move the
        focus between territories (the map is one tab stop)."""
        key = event.key or ""
        target = event.target
        if missing(target) or not hasattr(target, "closest"):
            return False
        node = target.closest("[data-territory]")
        if missing(node):
            return False
        tid = node.getAttribute("data-territory") or ""
        if key in ("Enter", " "):
            event.preventDefault()
            self.timed(self.click_thing, "data-territory", tid, False)
            return True
        nxt = keys.neighbour(tid, key)
        if nxt is None:
            return False
        event.preventDefault()
        self.move_stop(nxt)
        there = el(f'#map [data-territory="{nxt}"]')
        if not missing(there):
            there.focus()
        return True

    # ---- the keyboard focus --------------------------------------------------------------------
    def move_stop(self, tid: str) -> None:
        """Make territory ``tid`` the map's one tab stop (a roving tabindex)."""
        for node in el("#map").querySelectorAll('[data-territory][tabindex="0"]'):
            if node.getAttribute("data-territory") != tid:
                node.setAttribute("tabindex", "-1")
        node = el(f'#map [data-territory="{tid}"][role="button"]')
        if not missing(node):
            node.setAttribute("tabindex", "0")
        self.stop = tid

    def focused(self) -> Optional[tuple]:
        """The focused element's identity for :func:`keys.candidates`, or None when nothing on
        the page has the focus (then a repaint leaves the focus alone)."""
        a = el(":focus")
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
        a = el(":focus")
        return missing(a) or a.matches("body") or self.unusable(a)

    def keep_focus(self, had: tuple) -> None:
        """After a repaint lost the focus: the same thing drawn again, else the next sensible
        choice (:func:`keys.candidates`)."""
        for selector in keys.candidates(had):
            node = el(selector)
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

    def refresh(self) -> None:
        """Repaint (the shell's refresh), place the map's tab stop, and put the focus back where
        the person was if the repaint took it away."""
        had = self.focused()
        super().refresh()
        on = el("#map [data-territory]:focus")
        here = None if missing(on) else str(on.getAttribute("data-territory"))
        legal = [n.getAttribute("data-territory") for n in el("#map").querySelectorAll(".legal")]
        self.move_stop(keys.map_stop(self.stop, here, legal))
        if had is not None and el("#new-game").hidden and self.focus_lost():
            self.keep_focus(had)

    def refuse_input(self) -> bool:
        """True (with the reason shown) when the person may not act now."""
        if self.session is None or self.bot_turn():
            return True
        if self.walk is not None:
            self.message = _("The hunt is being shown: press “Continue” to go on.")
            self.refresh()
            return True
        if self.screen_for is not None:
            self.message = _("Pass the device first.")
            self.refresh()
            return True
        return False

    def click_thing(self, attr: str, value: str, pressed: bool) -> None:
        """One click on a game element, through the click model."""
        if self.refuse_input():
            return
        legal = self.session.legal()
        c = self.clicks
        if attr == "data-card":
            out = c.hand(legal, value)
        elif attr == "data-territory":
            out = c.territory(legal, value)
        elif attr == "data-row-slot":
            out = c.row(legal, int(value) if value.isdigit() else value)
        elif attr == "data-display-slot":
            out = c.display(legal, int(value) if value.isdigit() else 0)
        elif attr == "data-war-cube":
            out = c.toggle_war(legal, value, pressed)
        else:
            out = c.retire(legal, value)
        self.follow(out)

    def follow(self, out: Outcome) -> None:
        """Play an outcome's move, or explain why its move is not legal, or show its message."""
        if out.move is not None:
            self.play(out.move)
            return
        self.message = out.message
        if out.explain is not None:
            try:
                wb.apply(self.session.state, out.explain)
                self.message = _("That is not possible now.")
            except IllegalMove as e:
                self.message = str(e)
        self.refresh()

    def game_action(self, action: str) -> None:
        """The turn's buttons, the scores and the hunt's steps."""
        if action == "scores":
            card = el("#scores-card")
            card.hidden = not card.hidden
            el('[data-action="scores"]').setAttribute("aria-expanded", "false" if card.hidden else "true")
            return
        if action == "continue":
            self.next_step()
            return
        if action not in ACTIONS or self.refuse_input():
            return
        legal = self.session.legal()
        if action in ("take-cards", "move", "hunt-stack"):
            self.clicks.choose_mode(action)
            self.message = None
            self.refresh()
            return
        if action == "draw":
            self.follow(self.clicks.row(legal, "pile"))
            return
        if action == "buy":
            move = self.clicks.buy_move()
            if move is None:
                self.message = _("Choose a Teepee Card in the display first.")
                self.refresh()
                return
            self.follow(Outcome(move=move) if move in legal else Outcome(explain=move))
            return
        moves = {"hunt": {"type": "hunt"}, "end": {"type": "end"}, "pass": {"type": "pass"},
                 "cube-territory": {"type": "cube", "to": "territory"},
                 "cube-war": {"type": "cube", "to": "war"}}
        move = moves[action]
        self.follow(Outcome(move=move) if move in legal else Outcome(explain=move))

    def reset_selection(self) -> None:
        """Forget the chosen display slot and cubes."""
        self.clicks.reset()

    def can_undo_move(self) -> bool:
        """True when the last engine move is the acting person's and may be taken back."""
        s = self.session
        if s is None or s.cursor == 0 or self.walk is not None or self.screen_for is not None:
            return False
        if s.bot_level() is not None:
            return False
        k = s.cursor
        before, after = s.states[k - 1], s.states[k]
        return hints.undo_allowed(before, s.line[k - 1], after, wb.last_events(after))

    def local_undo(self) -> bool:
        """Take back a pending choice, else the last step of the turn (never past a chance event)."""
        if self.clicks.undo():
            return True
        if not self.can_undo_move():
            self.message = _("Nothing to undo: the turn's earlier steps are fixed "
                             "(cards were drawn or cubes pulled).")
            return False
        self.session.undo()
        self.clicks.reset()
        self.save()
        return True

    def can_local_undo(self) -> bool:
        """True while a pending choice or a step of this turn can be taken back."""
        return self.clicks.can_undo() or self.can_undo_move()

    def cancel_selection(self) -> bool:
        """Escape: drop the chosen display slot, else the chosen kind of play while none of its
        steps is made."""
        if self.clicks.slot is None:
            turn = self.session.view()["turn"]
            if self.clicks.mode is None or (turn["taken"] if self.clicks.mode == "take" else turn["play"]):
                return False
            self.clicks.mode = None
            return True
        self.clicks.slot, self.clicks.war = None, []
        return True

    # ---- the hunt, step by step ------------------------------------------------------------------------
    def on_moved(self) -> None:
        """After a move: a new turn forgets the turn's kind; a hunt or the herds' walk is shown
        step by step."""
        s = self.session
        turn = s.view()["turn"]
        if turn["kind"] is None or s.view()["phase"] != "turn":
            self.clicks.new_turn()
        events = wb.last_events(s.state)
        steps = hints.walk_events(events)
        if not steps:
            return
        self.walk = {"events": steps, "step": 0, "obs": wb.observe(s.state, None)}

    def next_step(self) -> None:
        """``continue``: the next step of the hunt, or back to the game after the last."""
        w = self.walk
        if w is None:
            return
        w["step"] += 1
        if w["step"] >= len(w["events"]):
            self.walk = None
            self.bots.restart()
        self.refresh()

    def walk_html(self) -> str:
        """The current step: its sentence, a counter and ``continue``."""
        w = self.walk
        assert w is not None
        i, total = w["step"], len(w["events"])
        names = self.session.players
        line = text_with_names(words.event(names, w["events"][i]), names)
        button = _("Back to the game") if i + 1 == total else _("Continue")
        title = esc(_("What happened"))
        counter = esc(_("step {step} of {total}", step=i + 1, total=total))
        return (f'<h2>{title} <small>{counter}</small></h2>'
                f'<p class="step">{line}</p>'
                f'<button type="button" class="primary" data-action="continue">{esc(button)}</button>')

    # ---- drawing -----------------------------------------------------------------------------------
    def on_begin(self, session: Any) -> None:
        """A new game on the page: nothing pending. The same session again is a language
        switch: the pending choices and a hunt being shown stay (only a refusal is dropped)."""
        if session is self.begun:
            self.message = None
            return
        self.begun = session
        self.walk = None
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
        o = self.observation()
        acting = self.acting()
        viewer = self.seen_by()
        w = self.walk
        legal = legal if acting else []
        c = self.clicks
        ctx = (self.position(), viewer, acting, bool(legal))
        if w is not None:
            ev = w["events"][w["step"]]
            self.paint_map(o, (), hints.focus_territory(ev), False)
            self.set_html("walk", el("#walk"), self.walk_html())
            self.set_hidden("#walk", False)
        else:
            self.paint_map(o, c.legal_territories(legal), None, acting)
            self.set_hidden("#walk", True)
            self.cache["walk"] = None
        if self.changed("row", ctx):
            self.set_html("row", el("#row"), view.row_html(o["row"], c.legal_rows(legal)))
            pile = view.size(o["pile"])
            self.set_text("#pile-size", ngettext("{n} cards", "{n} cards", pile))
        me = o["players"][viewer] if viewer is not None else None
        if self.changed("display", (ctx, c.slot)):
            costs = hints.display_costs(s.state, viewer) if viewer is not None else [None] * 6
            self.set_html("display", el("#display"),
                          view.display_html(o["display"], costs, c.legal_display(legal), c.slot))
            stack = view.size(o["stack"])
            self.set_text("#stack-size", ngettext("{n} cards in the teepee stack",
                                                  "{n} cards in the teepee stack", stack))
        if self.changed("buy-panel", (ctx, c.slot, tuple(c.war))):
            panel = (view.buy_panel_html(c.war_choices(legal), c.war, c.retire_options(legal), c.slot)
                     if acting else "")
            self.set_html("buy-panel", el("#buy-panel"), panel)
        # the viewer's own things (none while the privacy screen or a hunt shows)
        self.set_hidden("#mine", me is None)
        if me is not None and viewer is not None:
            if self.changed("hand", (ctx, c.mode)):
                self.set_html("hand", el("#hand"), view.hand_html(me["hand"], c.legal_cards(legal), acting))
            if self.changed("tribe", ctx):
                powers = hints.tribe_powers(s.state, viewer)
                self.set_html("tribe", el("#tribe"), view.tribe_html(me["bison"], powers))
                self.set_html("destiny", el("#destiny"), view.destiny_html(me["destiny"]))
        else:
            for key in ("hand", "tribe", "destiny"):
                self.set_html(key, el(f"#{key}"), "")
            self.cache["in:hand"] = self.cache["in:tribe"] = None
        if self.changed("war", ctx[0]):
            self.set_html("war", el("#war"), view.war_html(o["war"], s.players))
        current = s.actor(s.cursor)
        if self.changed("players", (ctx, current)):
            estimates = [hints.public_estimate(s.state, p) for p in range(len(s.players))]
            if viewer is not None:
                estimates[viewer] = wb.scores(s.state)[viewer]["total"]
            self.set_html("players", el("#players"),
                          view.players_html(o, s.colors, viewer, s.kinds, current, estimates))
        if self.changed("preview", (ctx, c.mode, c.slot, tuple(c.war))):
            self.set_html("preview", el("#preview"), self.preview_text(acting))
        kinds = c.kinds(legal)
        states = {a: not kinds.get(a, False) for a in ACTIONS if a != "buy"}
        states["buy"] = not (acting and c.can_buy(legal))
        return states

    def position(self) -> int:
        """A number for the state on the page, new whenever the state object changes (a move,
        undo, another game): what panels are keyed on."""
        state = self.session.state
        if state is not self.shown_state:
            self.shown_state = state  # held, so that ``is`` never meets a recycled object
            self.shown_number += 1
        return self.shown_number

    def observation(self) -> Dict[str, Any]:
        """``observe`` of the position for :meth:`seen_by`, computed once per position and viewer."""
        key = (self.position(), self.seen_by())
        if self.observed[0] != key:
            self.observed = (key, super().observation())
        result: Dict[str, Any] = self.observed[1]
        return result

    def changed(self, key: str, inputs: Any) -> bool:
        """True (and ``inputs`` remembered) when panel ``key``'s inputs differ from its last paint;
        the page's cache is emptied for a new game or language, so everything is painted then."""
        memo = "in:" + key
        if memo in self.cache and self.cache[memo] == inputs:
            return False
        self.cache[memo] = inputs
        return True

    def set_html(self, key: str, node: Any, html: str) -> None:
        """Set a panel's HTML unless it already shows ``html``; the panels in :data:`MORPHED`
        change only the attributes, texts and nodes that differ (a new subtree for every click
        costs the browser style and layout work for all of it)."""
        if key not in MORPHED or self.cache.get(key) == html:
            super().set_html(key, node, html)
            return
        morph: Any = getattr(window, "wrMorph", None)
        if missing(morph):
            node.innerHTML = html
        else:
            morph(node, html)
        self.cache[key] = html

    def set_text(self, selector: str, text: str) -> None:
        """Set an element's ``textContent`` unless it already shows ``text``."""
        if self.cache.get("text:" + selector) != text:
            el(selector).textContent = text
            self.cache["text:" + selector] = text

    def set_hidden(self, selector: str, hidden: bool) -> None:
        """Show or hide an element unless it already is."""
        if self.cache.get("hidden:" + selector) != hidden:
            el(selector).hidden = hidden
            self.cache["hidden:" + selector] = hidden

    def paint_map(self, o: Dict[str, Any], legal: Sequence[str], focus: Optional[str], active: bool) -> None:
        """The map: drawn whole once (and again for a new language or a herd lost), then only the
        territories whose herds, tribes, cubes, highlight or clickability changed, attribute by
        attribute (a new SVG costs the browser far more style and layout work)."""
        s = self.session
        cache = self.cache
        if not self.changed("map", (self.position(), tuple(legal), focus, active)):
            return
        frame = (i18n.language(), int(o.get("lost", 0)))
        tribes = view.tribes_by_territory(o)
        cubes = o.get("territory_cubes", {})
        calf = o.get("calf_woman")
        players = o["players"]
        keys = {tid: (int(o["herds"].get(tid, 0)), tuple((p, players[p]["name"], s.colors[p])
                                                        for p in tribes.get(tid, ())),
                      calf == tid, tuple(cubes.get(tid, ())), tid in legal, tid == focus, active)
                for tid in TERRITORIES}
        if cache.get("map-frame") != frame:
            root = el("#map")
            root.innerHTML = view.map_svg(o, s.colors, legal, focus, active)
            cache["map-frame"] = frame
            self.territories = {tid: root.querySelector(f'[data-territory="{tid}"]') for tid in TERRITORIES}
            for tid in TERRITORIES:
                cache["terr:" + tid] = (keys[tid], None)
            return
        for tid, key in keys.items():
            old_key, old = cache["terr:" + tid]
            if key == old_key:
                continue
            parts = view.territory_parts(o, s.colors, tid, tribes.get(tid, []), legal, focus)
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

    def pressed(self, action: str) -> Optional[bool]:
        """The three kinds of play are toggles (the chosen one shows as pressed); every other
        button is a plain action."""
        mode = {"take-cards": "take", "move": "move", "hunt-stack": "stack"}.get(action)
        return None if mode is None else mode == self.clicks.mode

    def preview_text(self, acting: bool) -> str:
        """The cost of the next step and the hunt value, before the person commits."""
        if not acting:
            return ""
        st = self.session.state
        parts = []
        left, cost = hints.move_points(st)
        turn = self.session.view()["turn"]
        play = turn.get("play") or {}
        if play.get("type") == "move" or self.clicks.mode == "move":
            parts.append(_("Horse value left: {left}; the next step costs {cost}.", left=left, cost=cost))
        if play.get("type") == "hunt" or self.clicks.mode == "stack":
            parts.append(_("Hunt value now: {value}.", value=hints.hunt_value(st)))
        if self.clicks.slot is not None:
            move = self.clicks.buy_move()
            if move is not None and move in self.session.legal():
                parts.append(esc(wb.describe(st, move)))
        return " ".join(esc(p) if not p.startswith("<") else p for p in parts)

    def prompt(self) -> str:
        """What the person to act should do now."""
        s = self.session
        if self.walk is not None:
            return _("See what the hunt did, step by step (“Continue”).")
        return wb.status(s.state) + self.hint_words()

    def hint_words(self) -> str:
        """A short hint for the turn kind chosen."""
        mode = self.clicks.mode
        phase = self.session.view()["phase"]
        if phase == "cube":
            return " " + _("Put the cube in the territory or on the War Card.")
        if mode == "take":
            return " " + _("Take from the row or draw from the pile.")
        if mode == "move":
            return " " + _("Add horse cards, then click a highlighted territory to step.")
        if mode == "stack":
            return " " + _("Add cards of one colour to the stack, then “Hunt”.")
        return ""

    def bot_words(self, level: str) -> str:
        """What the bot to act is doing."""
        s = self.session
        if self.walk is not None and self.bots.held():
            return _("See what the hunt did, step by step (“Continue”).")
        who = s.players[s.actor(s.cursor)]
        level = view.level_word(level)
        if self.bots.paused:
            return _("Paused: {who} (computer, {level}) is to play.", who=who, level=level)
        if self.bots.skipping:
            return _("{who} (computer, {level}) is thinking… (skipping ahead)", who=who, level=level)
        return _("{who} (computer, {level}) is thinking…", who=who, level=level)

    def over_words(self) -> str:
        """Who won."""
        s = self.session
        places = wb.ranking(s.state)
        best = [s.players[p] for p in places[0]]
        who = best[0]
        for name in best[1:]:
            who = _("{some} and {last}", some=who, last=name)
        if len(best) > 1:
            return _("Game over: {who} share the win.", who=who)
        return _("Game over: {who} wins.", who=who)

    def ranking_html(self) -> str:
        """The final ranking and the score sheet."""
        s = self.session
        return view.ranking_html(s.players, wb.ranking(s.state), wb.scores(s.state))

    def replay_secrets_html(self) -> str:
        """A finished game's replay: every seat's hand and secret Destiny Cards at that moment."""
        s = self.session
        rows = []
        for seat, name in enumerate(s.players):
            me = wb.observe(s.state, seat)["players"][seat]
            rows.append((name_html(name), [
                ("hand", "".join(view.card_face(c) for c in me["hand"])),
                ("destiny", "; ".join(f'<span data-shown="{esc(c)}">{view.destiny_text(c)}</span>'
                                      for c in me["destiny"]))]))
        return replay.secrets_html(rows)


def boot() -> WhiteBuffaloPage:
    """Start the White Buffalo page."""
    page = WhiteBuffaloPage()
    page.start()
    return page
