"""Wind River's page: the glue between the DOM and the pure modules, on top of ``ui.shell.page``.

What to highlight and what a click means is ``ui.wind_river.clicks`` (from the engine's
``legal_moves`` only), the arrow keys ``ui.wind_river.keys``, the markup ``ui.wind_river.view``
(board: ``view_board``, last moves: ``view_trail``) and every number about the rules
``engine.wind_river.hints`` / ``preview``; the shell saves, undoes, runs the bots and keeps the log.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from engine import wind_river as wr
from engine.core import i18n
from engine.core.i18n import N_, words
from engine.wind_river import hints
from engine.wind_river import preview as wr_preview
from engine.wind_river import text as wr_text
from engine.wind_river.standing import is_out
from ui.shell.dom import Dom, missing
from ui.shell.page import ShellPage
from ui.shell.safe_html import esc
from ui.wind_river import Session, keys, lesson, phone, view, view_board, view_trail
from ui.wind_river.clicks import ACTIONS, Clicks

_, ngettext, pgettext = words("wind-river").functions()

#: the player counts of the new-game form (translated where shown)
COUNT_WORDS = {3: N_("3 players (lane A closed)"), 4: N_("4 players")}
SEED_WORDS = N_("picks the start player; type one to replay a setup")



class WindRiverPage(ShellPage):
    """The Wind River page."""

    GAME = wr
    SESSION, LEARN = Session, lesson
    ACTIONS = ACTIONS

    @property
    def COUNTS(self) -> Dict[int, str]:  # type: ignore[override]  # noqa: N802 - in the current language
        """The words of each player count in the new-game form, in the current language."""
        return {n: _(w) for n, w in COUNT_WORDS.items()}

    @property
    def SEED_HINT(self) -> str:  # type: ignore[override]  # noqa: N802 - in the current language
        """What the seed decides, in the current language."""
        return _(SEED_WORDS)

    def __init__(self, dom: Optional[Dom] = None) -> None:
        self.ctrl = Clicks()
        self.hexes: Dict[str, Any] = {}
        self.marks: List[str] = []
        self.layout_players: Optional[int] = None
        self.compact = False  # the board drawn for a phone (``ui.wind_river.phone``)
        self.layout_lang = ""  # the language the board's skeleton was drawn in
        self.focus_name: Optional[str] = None  # the hex holding the board's one tab stop
        self.targets: Dict[str, dict] = {}  # target hex -> the move a click on it makes
        self.previews: Dict[str, dict] = {}  # target hex -> engine preview of that move
        self.notes: Dict[str, dict] = {}  # extra action -> engine.wind_river.preview.action_notes
        super().__init__(dom)
        self.svg = self.dom.el("#board")

    def wire(self) -> None:
        """The shell's listeners, and hover/focus previews (before the click that commits)."""
        super().wire()
        self.dom.on_page("pointerover", lambda e: self.show_preview(e.target))
        self.dom.on_page("focusin", lambda e: self.show_preview(e.target))
        self.fold_log(self.store.read_pref(phone.LOG_PREF) != phone.LOG_OPEN)
        self.dom.on_window("resize", lambda e: self.on_resize())

    def show_preview(self, target: Any) -> None:
        """Hover or focus on a target hex or an action button: say what it would cost and bring."""
        if missing(target) or missing(getattr(target, "closest", None)) or self.session is None:
            return
        words, move = "", None
        hex_el = target.closest("[data-hex]")
        button = target.closest("[data-action]")
        if not missing(hex_el):
            name = hex_el.getAttribute("data-hex")
            p = self.previews.get(name)
            if p is not None:
                words, move = p["text"], self.targets.get(name)
        elif not missing(button):
            note = self.notes.get(button.getAttribute("data-action"))
            if note is not None:
                words = note["text"]
        node = self.dom.el("#preview")
        if not missing(node) and (words or target.closest("#board, #controls") is not None):
            node.textContent = words
        if self.session.state.phase == "buffalo":
            steps = hints.turn_steps(self.session.state, move)
            self.painter.html("#steps", view.steps_html(steps))

    # ---- clicks ----------------------------------------------------------------------------------
    def game_click(self, target: Any) -> bool:
        """A hex or the plains strip was clicked."""
        hex_el = target.closest("[data-hex]")
        if missing(hex_el):
            return False
        self.timed(self.click_hex, hex_el.getAttribute("data-hex"))
        return True

    def game_key(self, event: Any) -> bool:
        """Arrow keys move the focus between hexes; Enter or Space chooses the focused hex."""
        target = event.target
        if missing(target) or missing(getattr(target, "closest", None)):
            return False
        hex_el = target.closest("[data-hex]")
        if missing(hex_el):
            return False
        name = hex_el.getAttribute("data-hex")
        key = event.key or ""
        what = keys.action(key)
        if what:
            event.preventDefault()
        if what == "choose":
            self.timed(self.click_hex, name)
        elif what == "move":
            nxt = keys.neighbour(name, key, self.layout_players or 4)
            if nxt is not None and nxt in self.hexes:
                self.move_tab_stop(nxt)
                self.hexes[nxt][0].focus()
        return bool(what)

    def move_tab_stop(self, name: str) -> None:
        """Make hex ``name`` the board's one tab stop (a roving tabindex)."""
        old = self.focus_name
        if old == name:
            return
        if old is not None and old in self.hexes:
            self.hexes[old][0].setAttribute("tabindex", "-1")
        self.hexes[name][0].setAttribute("tabindex", "0")
        self.focus_name = name

    def click_hex(self, name: str) -> None:
        """A hex (or the plains strip) was clicked."""
        if self.session is None:
            self.dom.el("#status").textContent = _("There is no game yet: press “New game” to start one.")
            return
        if self.bot_turn():
            return
        s = self.session
        out = self.ctrl.click_hex(s.view(), s.legal(), name)
        self.play(out.move, out.message)

    def game_action(self, action: str) -> None:
        """An extra-action button, the hex-names toggle, or folding the log on a phone."""
        if action == "fold-log":
            self.fold_log(self.dom.el("#log-card").getAttribute("data-fold") != "folded", remember=True)
            return
        if action == "names":
            on = self.svg.classList.toggle("show-names")
            self.dom.el('[data-action="names"]').setAttribute("aria-pressed", "true" if on else "false")
            return
        if action not in ACTIONS or self.session is None:
            return
        s = self.session
        out = self.ctrl.click_action(s.view(), s.legal(), action)
        self.play(out.move, out.message)

    def fold_log(self, folded: bool, remember: bool = False) -> None:
        """Fold or unfold the log on a phone (``ui.wind_river.phone.fold_log``)."""
        phone.fold_log(self.dom, self.store, folded, remember)

    def on_resize(self) -> None:
        """A phone turned, a window resized: the board drawn again when it must change between
        the wide and the compact layout."""
        if phone.compact(self.dom) == self.compact or self.layout_players is None:
            return
        self.layout_players = None
        if self.session is None:
            self.preview(self.dom.el("#status").textContent)
            return
        self.painter.clear()
        self.on_begin(self.session)
        self.refresh()

    def cancel_selection(self) -> bool:
        """Escape: drop the picked hex or action."""
        return self.ctrl.cancel()

    def reset_selection(self) -> None:
        """Forget the picked hex or action."""
        self.ctrl.reset()

    def paint_current(self) -> None:
        """The extra action being chosen (Move tipi, New tipi, Extra buffalo) is marked
        ``aria-current="true"`` and styled as chosen; the status line says what to pick next."""
        mode = self.ctrl.mode
        if self.cache.get("mode") == mode:
            return
        self.cache["mode"] = mode
        for a in ACTIONS:
            if a == mode:
                self.buttons[a].setAttribute("aria-current", "true")
            else:
                self.buttons[a].removeAttribute("aria-current")

    def on_language(self) -> None:
        """A language switch: the shell repaints the game; with no game yet, the start-herd board
        (its strip's words) is drawn again in the new language."""
        super().on_language()
        if self.session is None and self.layout_players is not None and self.layout_lang != i18n.language():
            self.preview(self.dom.el("#status").textContent)

    # ---- drawing ---------------------------------------------------------------------------------
    def on_begin(self, session: Any) -> None:
        """Seat marks and the board for this player count (drawn again after a language switch)."""
        self.marks = view_board.seat_marks(session.players)
        n = len(session.players)
        if self.layout_players != n or self.layout_lang != i18n.language():
            self.build_board(n)

    def game_info_html(self, session: Any, resumed: bool) -> str:
        """Seed, start player and player count."""
        return view.game_info_html(session.view(), session.seed)

    def new_game_words(self, session: Any) -> str:
        """The info line of a new game: its seed and start player."""
        return view.new_game_words(session.view(), session.seed)

    def build_board(self, n: int) -> None:
        """Draw the board skeleton for ``n`` players and remember each hex's elements."""
        self.compact = phone.compact(self.dom)
        self.svg.setAttribute("viewBox", view_board.view_box(self.compact))
        self.svg.innerHTML = view_board.skeleton(n, self.compact)
        self.hexes = {}
        for g in self.svg.querySelectorAll("[data-hex]"):
            name = g.getAttribute("data-hex")
            self.hexes[name] = (g, self.svg.querySelector(f'[data-art="{name}"] .content'))
        self.layout_players = n
        self.layout_lang = i18n.language()
        self.focus_name = None
        self.move_tab_stop(keys.first_open_hex(n))

    def paint_game(self, legal: List[dict]) -> Dict[str, bool]:
        """The board's hexes (diffs only), the steps and the players; {action: disabled}."""
        s = self.session
        d = s.view()
        if legal and self.ctrl.mode is None and hints.only_extra_buffalo(s.state):
            self.ctrl.mode = "buffalo"  # out: the extra buffalo is all there is to choose
        hl = self.ctrl.highlights(d, legal)
        self.targets = {name: m for name in hl if (m := self.ctrl.move_for(d, legal, name)) is not None}
        self.previews = {name: wr_preview.preview(s.state, m) for name, m in self.targets.items()}
        last = view_trail.recent(s.seats, s.cursor, s.actor(s.cursor))
        moves = [s.line[k] for k in last]
        painted = view.board_paint(d, self.marks, s.colors, hl, self.ctrl.source, self.previews, moves,
                                   self.compact)
        self.set_html("txt:trail", self.svg.querySelector(".trail"), view_trail.trail_markup(
            moves, len(s.players), [s.colors[s.seats[k]] for k in last], self.compact))
        cache = self.cache
        for name, (cls, markup, label) in painted.items():
            if cache.get("lbl:" + name) != label:
                self.hexes[name][0].setAttribute("aria-label", label)
                cache["lbl:" + name] = label
            key = "hex:" + name
            old = cache.get(key)
            if old == (cls, markup):
                continue
            g, content = self.hexes[name]
            if old is None or old[0] != cls:
                g.setAttribute("class", cls)
            if old is None or old[1] != markup:
                content.innerHTML = markup
            cache[key] = (cls, markup)
        self.paint_glide()
        inside = self.svg.contains(self.dom.focused()) is not False
        stop = keys.tab_stop(self.focus_name, hl, inside)
        if stop is not None:
            self.move_tab_stop(stop)  # Tab into the board lands on a choice
        board_cls = view.board_class(bool(hl), bool(self.svg.classList.contains("show-names")))
        if cache.get("svgcls") != board_cls:
            self.svg.setAttribute("class", board_cls)
            cache["svgcls"] = board_cls
        # with a buffalo picked, the chip tells what the focused target brings
        focused = self.targets.get(self.focus_name or "") if self.ctrl.source is not None else None
        cost = hints.shown_supply_cost(s.state, focused)
        self.painter.html("#steps", view.steps_html(hints.turn_steps(s.state, cost=cost)))
        out = [seat for seat in range(len(s.players)) if is_out(s.state, seat)]
        self.set_html("txt:players", self.dom.el("#players"),
                      view.players_html(d, self.marks, s.colors, s.kinds, out))
        enabled = self.ctrl.enabled(d, legal)
        self.paint_notes(d, legal)
        self.paint_current()
        return {a: a not in enabled for a in ACTIONS}

    def paint_glide(self) -> None:
        """A move just made (the cursor went forward): its buffalo or tipi glides from the old hex
        into the new one, or into the open-plains strip (:func:`view_trail.glide`). Only an attribute
        and two custom properties on the new place's pieces; the stylesheet animates them under
        ``prefers-reduced-motion: no-preference`` only."""
        s, cache = self.session, self.cache
        done = cache.get("glide")
        if done is not None and done in self.hexes:
            self.hexes[done][1].removeAttribute("data-glide")
        cache["glide"] = None
        last, cache["glide-cursor"] = cache.get("glide-cursor"), s.cursor
        if last is None or s.cursor <= last:
            return
        g = view_trail.glide(s.line[s.cursor - 1], s.seats[s.cursor - 1], len(s.players), self.compact)
        if g is None or g[0] not in self.hexes:
            return
        name, what, dx, dy = g
        content = self.hexes[name][1]
        content.setAttribute("style", f"--dx:{dx}px;--dy:{dy}px")
        content.setAttribute("data-glide", what)
        cache["glide"] = name

    def paint_notes(self, d: dict, legal: List[dict]) -> None:
        """The extra actions' previews (badge on the button, words in its tooltip) and, for the
        person to act, why each disabled action is not possible (engine.wind_river.preview)."""
        human = bool(legal) and d["phase"] == "action"
        self.notes = wr_preview.action_notes(self.session.state) if human else {}
        for a in ACTIONS:
            note = self.notes.get(a)
            self.set_html("pv:" + a, self.dom.el(f'[data-pv="{a}"]'), esc(note["badge"]) if note else "")
            title = note["text"] if note else ""
            if self.cache.get("title:" + a) != title:
                self.buttons[a].setAttribute("title", title or view.action_hint(a))
                self.cache["title:" + a] = title
        self.set_html("txt:why", self.dom.el("#action-why"), view.why_html(self.notes))
        if self.cache.get("pv:cursor") != self.session.cursor:
            self.cache["pv:cursor"] = self.session.cursor
            self.dom.el("#preview").textContent = ""

    def current_attr(self) -> Optional[int]:
        """Wind River's ``current`` (also once the game is over, as the contract says)."""
        current: int = self.session.view()["current"]
        return current

    def phase(self) -> str:
        """The engine's phase name."""
        phase: str = self.session.view()["phase"]
        return phase

    def prompt(self) -> str:
        """What the person to act should do now (a player who is out is told so)."""
        d = self.session.view()
        if self.ctrl.mode == "buffalo" and self.ctrl.source is None \
                and hints.only_extra_buffalo(self.session.state):
            return wr_text.out_prompt(d["players"][d["current"]]["name"])
        return self.ctrl.prompt(d)

    def on_moved(self) -> None:
        """After every move: the turns of a person who is out and has only one possible move
        play themselves (through the engine's apply, each with its line in the log)."""
        s = self.session
        played = 0
        while played < 100 and (move := s.forced()) is not None:
            s.play(move)
            played += 1
        if played:
            self.save()

    def bot_words(self, level: str) -> str:
        """What the bot to act is doing."""
        return view.bot_prompt(self.session.view(), level, self.bots.paused, self.bots.skipping)

    def over_words(self) -> str:
        """Who won."""
        return view.over_words(self.session.view()["players"], wr.ranking(self.session.state))

    def log_html(self, lines: Sequence[str], seat: int) -> str:
        """One move's log lines in the mover's colour (a new turn marked as such: the lines'
        ``kinds``, from the events of the move, see ``ui.wind_river.Told``)."""
        s = self.session
        return view.log_lines(lines, s.colors[seat], s.players, getattr(lines, "kinds", None))

    def turn_words(self, seat: int) -> str:
        """A turn's header in the log: the engine's own words for a turn's start."""
        return wr_text.turn_start(self.session.players[seat])

    def ranking_html(self) -> str:
        """The final ranking with tie notes."""
        s = self.session
        ties = hints.tie_breaks(s.state)
        return view.ranking_html(s.view(), wr.ranking(s.state), self.marks, s.colors, ties)

    def preview(self, status: str) -> None:
        """No game yet: show the start herd on an empty four-player board and ``status``."""
        self.build_board(4)
        for name, (cls, markup) in view.start_herd(wr.to_dict(wr.new_game(4, seed=0)), self.compact).items():
            g, content = self.hexes[name]
            g.setAttribute("class", cls)
            content.innerHTML = markup
        self.dom.el("#status").textContent = status
        self.painter.html("#steps", "")


def boot(dom: Optional[Dom] = None) -> WindRiverPage:
    """Start the Wind River page (on ``dom``: the browser's by default)."""
    page = WindRiverPage(dom)
    page.start()
    return page
