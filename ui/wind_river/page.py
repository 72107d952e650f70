"""Wind River's view, plugged into the shell's conductor (``ui.shell.page.Page``): the glue between
the position the conductor hands it and the pure modules.

What to highlight and what a click means is ``ui.wind_river.clicks`` (from the engine's
``legal_moves`` only), the arrow keys ``ui.wind_river.keys``, the markup ``ui.wind_river.view``
(board: ``view_board``, last moves: ``view_trail``) and every number about the rules
``engine.wind_river.hints`` / ``preview``; the conductor plays, saves, undoes, runs the bots and
keeps the log.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple

from engine import wind_river as wr
from engine.core import i18n
from engine.core.i18n import N_, words
from engine.wind_river import hints
from engine.wind_river import preview as wr_preview
from engine.wind_river import text as wr_text
from engine.wind_river.standing import forced_move, is_out
from ui.shell import page as shell_page
from ui.shell.dom import Dom, missing
from ui.shell.safe_html import esc
from ui.shell.view import Changed, Choose, Handled, Intent, Kit, Play, Played, Redraw, Refuse, Snapshot, Walks
from ui.wind_river import keys, lesson, phone, sessions, told, view, view_board, view_trail
from ui.wind_river.clicks import ACTIONS, Clicks, Outcome

_, ngettext, pgettext = words("wind-river").functions()

#: the player counts of the new-game form (translated where shown)
COUNT_WORDS = {3: N_("3 players (lane A closed)"), 4: N_("4 players")}
SEED_WORDS = N_("picks the start player; type one to replay a setup")


def _out(out: Outcome) -> Intent:
    """A click model's answer as an intent: a move to play, or words (None: the pick changed)."""
    if out.move is not None:
        return Play.one(out.move)
    if out.message is not None:
        return Refuse(out.message)
    return Changed()


class WindRiverView:
    """Wind River's board and panels."""

    game = wr
    sessions = sessions
    actions = ACTIONS
    learn = lesson
    elements: Mapping[str, str] = {}
    walks: Optional[Walks] = None  # nothing is shown step by step

    def __init__(self) -> None:
        self.ctrl = Clicks()
        self.hexes: Dict[str, Any] = {}
        self.marks: List[str] = []
        self.layout_players: Optional[int] = None
        self.compact = False  # the board drawn for a phone (``ui.wind_river.phone``)
        self.layout_lang = ""  # the language the board's skeleton was drawn in
        self.focus_name: Optional[str] = None  # the hex holding the board's one tab stop
        self.targets: Dict[str, Dict[str, Any]] = {}  # target hex -> the move a click on it makes
        self.choices: Tuple[str, ...] = ()  # the highlighted hexes (the arrows go between them)
        self.previews: Dict[str, Dict[str, Any]] = {}  # target hex -> engine preview of that move
        self.notes: Dict[str, Dict[str, Any]] = {}  # extra action -> engine.wind_river.preview.action_notes
        self.snap: Optional[Snapshot] = None  # the position last painted (for hover previews)
        self.preview_source: Optional[str] = None  # the picked hex whose targets' previews are shown

    def mount(self, kit: Kit) -> None:
        """Take the page's tools; the board and its buttons."""
        self.dom: Dom = kit.dom
        self.painter = kit.painter
        self.store = kit.store
        self.svg = self.dom.el("#board")
        self.buttons = {a: self.dom.el(f'[data-action="{a}"]') for a in ACTIONS}
        kept = self.store.read_setting(phone.LOG_PREF,
                                       lambda v: v if v in (phone.LOG_OPEN, phone.LOG_FOLDED) else None)
        self.fold_log(kept != phone.LOG_OPEN)

    def listeners(self) -> Dict[str, Callable[[Any, Optional[Snapshot]], Optional[Intent]]]:
        """Hover and focus previews (before the click that commits), and a turned phone."""
        return {"pointerover": self.show_preview, "focusin": self.show_preview, "resize": self.on_resize}

    def counts(self) -> Dict[int, str]:
        """The words of each player count in the new-game form, in the current language."""
        return {n: _(w) for n, w in COUNT_WORDS.items()}

    def seed_hint(self) -> str:
        """What the seed decides, in the current language."""
        return _(SEED_WORDS)

    # ---- previews ----------------------------------------------------------------------------------
    def show_preview(self, event: Any, snap: Optional[Snapshot]) -> Optional[Intent]:
        """Hover or focus on a target hex or an action button: say what it would cost and bring."""
        target = event.target
        if missing(target) or missing(getattr(target, "closest", None)) or snap is None:
            return None
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
        if snap.state.phase == "buffalo":
            steps = hints.turn_steps(snap.state, move)
            self.painter.html("#steps", view.steps_html(steps))
        return Handled()

    def on_resize(self, event: Any, snap: Optional[Snapshot]) -> Optional[Intent]:
        """A phone turned, a window resized: the board drawn again when it must change between
        the wide and the compact layout."""
        if phone.compact(self.dom) == self.compact or self.layout_players is None:
            return None
        self.layout_players = None
        return Redraw()

    # ---- input -------------------------------------------------------------------------------------
    def owns(self, target: Any) -> Any:
        """A hex or the plains strip."""
        hex_el = target.closest("[data-hex]")
        return None if missing(hex_el) else hex_el

    def click(self, element: Any, snap: Snapshot) -> Optional[Intent]:
        """A hex (or the plains strip) was clicked."""
        name = element.getAttribute("data-hex")
        return _out(self.ctrl.click_hex(snap.observation, list(snap.legal), name))

    def key(self, event: Any, snap: Optional[Snapshot]) -> Optional[Intent]:
        """Arrow keys move the focus between hexes; Enter or Space chooses the focused hex."""
        target = event.target
        if missing(target) or missing(getattr(target, "closest", None)):
            return None
        hex_el = target.closest("[data-hex]")
        if missing(hex_el):
            return None
        name = hex_el.getAttribute("data-hex")
        key = event.key or ""
        what = keys.action(key)
        if what:
            event.preventDefault()
        if what == "choose":
            return Choose(hex_el)
        if what == "move":
            nxt = keys.toward(name, key, self.choices, self.layout_players or 4)
            if nxt is not None and nxt in self.hexes:
                self.move_tab_stop(nxt)
                self.hexes[nxt][0].focus()
        return Handled() if what else None

    def action(self, name: str, snap: Optional[Snapshot]) -> Optional[Intent]:
        """An extra-action button, the hex-names toggle, or folding the log on a phone."""
        if name == "fold-log":
            self.fold_log(self.dom.el("#log-card").getAttribute("data-fold") != "folded", remember=True)
            return Handled()
        if name == "names":
            on = self.svg.classList.toggle("show-names")
            self.dom.el('[data-action="names"]').setAttribute("aria-pressed", "true" if on else "false")
            return Handled()
        if name not in ACTIONS or snap is None:
            return None
        return _out(self.ctrl.click_action(snap.observation, list(snap.legal), name))

    def move_tab_stop(self, name: str) -> None:
        """Make hex ``name`` the board's one tab stop (a roving tabindex)."""
        old = self.focus_name
        if old == name:
            return
        if old is not None and old in self.hexes:
            self.hexes[old][0].setAttribute("tabindex", "-1")
        self.hexes[name][0].setAttribute("tabindex", "0")
        self.focus_name = name

    def fold_log(self, folded: bool, remember: bool = False) -> None:
        """Fold or unfold the log on a phone (``ui.wind_river.phone.fold_log``)."""
        phone.fold_log(self.dom, self.store, folded, remember)

    def cancel(self, snap: Snapshot) -> bool:
        """Escape: drop the picked hex or action."""
        return self.ctrl.cancel()

    def reset(self) -> None:
        """Forget the picked hex or action."""
        self.ctrl.reset()

    def local_undo(self) -> bool:
        """Nothing is held before a confirm in Wind River."""
        return False

    def can_local_undo(self) -> bool:
        """Nothing is held before a confirm in Wind River."""
        return False

    def undo_refused(self, snap: Snapshot) -> Optional[str]:
        """The shell's words."""
        return None

    def paint_current(self) -> None:
        """The extra action being chosen (Move tipi, New tipi, Extra buffalo) is marked
        ``aria-current="true"`` and styled as chosen; the status line says what to pick next."""
        mode = self.ctrl.mode
        cache = self.painter.cache
        if cache.get("mode") == mode:
            return
        cache["mode"] = mode
        for a in ACTIONS:
            if a == mode:
                self.buttons[a].setAttribute("aria-current", "true")
            else:
                self.buttons[a].removeAttribute("aria-current")

    # ---- drawing ---------------------------------------------------------------------------------
    def begin(self, snap: Snapshot, again: bool = False) -> None:
        """Seat marks and the board for this player count (drawn again after a language switch)."""
        self.marks = view_board.seat_marks(snap.players)
        n = len(snap.players)
        if self.layout_players != n or self.layout_lang != i18n.language():
            self.build_board(n)

    def info_html(self, snap: Snapshot) -> str:
        """Seed, start player and player count."""
        return view.game_info_html(snap.observation, snap.seed)

    def new_game_words(self, snap: Snapshot) -> str:
        """The info line of a new game: its seed and start player."""
        return view.new_game_words(snap.observation, snap.seed)

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

    def paint(self, snap: Snapshot) -> Dict[str, Tuple[bool, Optional[bool]]]:
        """The board's hexes (diffs only), the steps and the players; {action: (disabled, None)}."""
        self.snap = snap
        d, legal, state = snap.observation, list(snap.legal), snap.state
        if legal and self.ctrl.mode is None and hints.only_extra_buffalo(state):
            self.ctrl.mode = "buffalo"  # out: the extra buffalo is all there is to choose
        hl = self.ctrl.highlights(d, legal)
        self.choices = tuple(hl)
        self.targets = {name: m for name in hl if (m := self.ctrl.move_for(d, legal, name)) is not None}
        self.previews = {name: wr_preview.preview(state, m) for name, m in self.targets.items()}
        last = view_trail.recent(snap.seats, snap.cursor, snap.actor)
        moves = [snap.history[k].move for k in last]
        painted = view.board_paint(d, self.marks, snap.colors, hl, self.ctrl.source, self.previews, moves,
                                   self.compact)
        seat_colours = [snap.colors[snap.history[k].seat or 0] for k in last]
        trail = view_trail.trail_markup(moves, len(snap.players), seat_colours, self.compact)
        self.painter.html("txt:trail", trail, self.svg.querySelector(".trail"))
        cache = self.painter.cache
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
        self.paint_glide(snap)
        inside = self.svg.contains(self.dom.focused()) is not False
        fresh, cache["stop-cursor"] = cache.get("stop-cursor") != snap.cursor, snap.cursor
        stop = keys.tab_stop(self.focus_name, hl, inside, fresh)
        if stop is not None:
            self.move_tab_stop(stop)  # Tab into the board lands on a choice
        board_cls = view.board_class(bool(hl), bool(self.svg.classList.contains("show-names")))
        if cache.get("svgcls") != board_cls:
            self.svg.setAttribute("class", board_cls)
            cache["svgcls"] = board_cls
        # with a buffalo picked, the chip tells what the focused target brings
        focused = self.targets.get(self.focus_name or "") if self.ctrl.source is not None else None
        cost = hints.shown_supply_cost(state, focused)
        self.painter.html("#steps", view.steps_html(hints.turn_steps(state, cost=cost)))
        out = [seat for seat in range(len(snap.players)) if is_out(state, seat)]
        self.painter.html("txt:players", view.players_html(d, self.marks, snap.colors, snap.kinds, out),
                          self.dom.el("#players"))
        enabled = self.ctrl.enabled(d, legal)
        self.paint_notes(snap, legal)
        self.paint_targets_preview()
        self.paint_current()
        return {a: (a not in enabled, None) for a in ACTIONS}

    def after_paint(self, snap: Snapshot) -> None:
        """Nothing moves the focus after a repaint in Wind River."""

    def focus_target(self, snap: Snapshot) -> str:
        """The board's tab stop (a choice, when there is one), or first the extra actions when
        one is to be chosen."""
        board = "#board [data-hex].legal[tabindex='0']"
        actions = "|".join(f'[data-action="{a}"]' for a in ACTIONS)
        picking = snap.observation["phase"] == "action" and self.ctrl.mode is None
        return f"{actions}|{board}" if picking else f"{board}|{actions}"

    def paint_glide(self, snap: Snapshot) -> None:
        """A move just made (the cursor went forward): its buffalo or tipi glides from the old hex
        into the new one, or into the open-plains strip (:func:`view_trail.glide`). Only an attribute
        and two custom properties on the new place's pieces; the stylesheet animates them under
        ``prefers-reduced-motion: no-preference`` only."""
        cache = self.painter.cache
        done = cache.get("glide")
        if done is not None and done in self.hexes:
            self.hexes[done][1].removeAttribute("data-glide")
        cache["glide"] = None
        last, cache["glide-cursor"] = cache.get("glide-cursor"), snap.cursor
        if last is None or snap.cursor <= last or snap.last is None:
            return
        g = view_trail.glide(snap.last.move, snap.last.seat or 0, len(snap.players), self.compact)
        if g is None or g[0] not in self.hexes:
            return
        name, what, dx, dy = g
        content = self.hexes[name][1]
        content.setAttribute("style", f"--dx:{dx}px;--dy:{dy}px")
        content.setAttribute("data-glide", what)
        cache["glide"] = name

    def paint_notes(self, snap: Snapshot, legal: List[Dict[str, Any]]) -> None:
        """The extra actions' previews (badge on the button, words in its tooltip) and, for the
        person to act, why each disabled action is not possible (engine.wind_river.preview)."""
        human = bool(legal) and snap.observation["phase"] == "action"
        self.notes = wr_preview.action_notes(snap.state) if human else {}
        cache = self.painter.cache
        for a in ACTIONS:
            note = self.notes.get(a)
            self.painter.html("pv:" + a, esc(note["badge"]) if note else "", self.dom.el(f'[data-pv="{a}"]'))
            title = note["text"] if note else ""
            if cache.get("title:" + a) != title:
                self.buttons[a].setAttribute("title", title or view.action_hint(a))
                cache["title:" + a] = title
            # a greyed action's reason is written in #action-why during the action step; before
            # it (the herd's step) the status line says what the turn waits for: either is named
            # to screen readers as the button's description
            why = ("action-why" if note and not note["enabled"] and a != "pass" else
                   "" if human else "status")
            if cache.get("why:" + a) != why:
                if why:
                    self.buttons[a].setAttribute("aria-describedby", why)
                else:
                    self.buttons[a].removeAttribute("aria-describedby")
                cache["why:" + a] = why
        self.painter.html("txt:why", view.why_html(self.notes), self.dom.el("#action-why"))
        if cache.get("pv:cursor") != snap.cursor:
            cache["pv:cursor"] = snap.cursor
            self.dom.el("#preview").textContent = ""

    def paint_targets_preview(self) -> None:
        """A hex just picked (a buffalo of the herd, a tipi to move): the preview line says what
        each of its targets would bring (the engine's words, as hovering one says), so that a touch
        screen, which has no hover, reads before the tap that commits what a desktop reads on the
        way there; dropped with the pick."""
        picked = self.ctrl.source
        if picked == self.preview_source:
            return
        self.preview_source = picked
        words = " ".join(self.previews[name]["text"] for name in sorted(self.previews)) if picked else ""
        self.dom.el("#preview").textContent = words

    def current(self, snap: Snapshot) -> Optional[int]:
        """Wind River's ``current`` (also once the game is over, as the contract says)."""
        current: int = snap.observation["current"]
        return current

    def phase(self, snap: Snapshot) -> str:
        """The engine's phase name."""
        phase: str = snap.observation["phase"]
        return phase

    def prompt(self, snap: Snapshot) -> str:
        """What the person to act should do now (a player who is out is told so)."""
        d = snap.observation
        if self.ctrl.mode == "buffalo" and self.ctrl.source is None and hints.only_extra_buffalo(snap.state):
            return wr_text.out_prompt(d["players"][d["current"]]["name"])
        return self.ctrl.prompt(d)

    def moved(self, snap: Snapshot) -> Optional[Intent]:
        """After every move: the turn of a person who is out and has only one possible move
        plays itself (through the engine's apply, with its line in the log)."""
        if snap.actor is None or snap.bot_level is not None or snap.replaying:
            return None
        move = forced_move(snap.state)
        return None if move is None else Play.one(move)

    def bot_words(self, snap: Snapshot, thinking: str) -> str:
        """What the bot to act is doing."""
        assert snap.bot_level is not None
        return view.bot_prompt(snap.observation, snap.bot_level, snap.bots_paused, snap.bots_skipping)

    def over_words(self, snap: Snapshot) -> str:
        """Who won."""
        return view.over_words(snap.observation["players"], wr.ranking(snap.state))

    def log_html(self, played: Played, snap: Snapshot) -> str:
        """One move's log lines in the mover's colour (a new turn marked as such: the lines'
        kinds, from the events of the move: ``ui.wind_river.told``)."""
        seat = played.seat or 0
        kinds = told(played.before, played.move, played.state, played.events, snap.kinds)[1]
        return view.log_lines(played.lines, snap.colors[seat], snap.players, kinds)

    def turn_words(self, seat: int, snap: Snapshot) -> str:
        """A turn's header in the log: the engine's own words for a turn's start."""
        return wr_text.turn_start(snap.players[seat])

    def ranking_html(self, snap: Snapshot) -> str:
        """The final ranking with tie notes."""
        ties = hints.tie_breaks(snap.state)
        return view.ranking_html(snap.observation, wr.ranking(snap.state), self.marks, snap.colors, ties)

    def secrets_html(self, snap: Snapshot) -> str:
        """Wind River has no secrets."""
        return ""

    def idle(self, status: str) -> None:
        """No game yet: show the start herd on an empty four-player board and ``status``."""
        self.build_board(4)
        for name, (cls, markup) in view.start_herd(wr.to_dict(wr.new_game(4, seed=0)), self.compact).items():
            g, content = self.hexes[name]
            g.setAttribute("class", cls)
            content.innerHTML = markup
        self.dom.el("#status").textContent = status
        self.painter.html("#steps", "")

    # ---- nothing shown step by step -----------------------------------------------------------------


def boot(dom: Optional[Dom] = None) -> shell_page.Page:
    """Start the Wind River page (on ``dom``: the browser's by default)."""
    return shell_page.boot(WindRiverView(), dom)
