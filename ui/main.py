"""PyScript glue (main thread): DOM events in, engine moves through ``ui.session``, DOM updates out.

Only thin wiring lives here; what to highlight and what a click means is ``ui.controller``, the
markup is ``ui.render`` / ``ui.panels``, saving is ``ui.storage``, the bots' turns are
``ui.autoplay`` (asyncio tasks; the board ignores a person while a bot is to act). Every handled
click or key records its duration (ms, ``performance.now()``, including the style and layout work it causes)
in ``window.wrTimings`` for bench/click.py.
"""

from __future__ import annotations

import random
import time
import traceback

from pyodide.ffi import create_proxy

try:  # newer Pyodide turns JS null into ``jsnull`` rather than None
    from pyodide.ffi import jsnull
except ImportError:  # pragma: no cover
    jsnull = None
from pyscript import document, window

from engine import wind_river as wr
from engine.wind_river.board import PLAINS
from ui import panels, render, saves, seats, storage
from ui.autoplay import BotDriver
from ui.controller import ACTIONS, Controller
from ui.safe_html import esc, name_html, text_with_names
from ui.session import Session

TOOLS = ("undo", "redo")
BOT_TOOLS = ("skip", "pause")
MAX_TIMINGS = 20000


def missing(x) -> bool:
    """True for a JS null/undefined result (None or jsnull)."""
    return x is None or x is jsnull


def el(selector):
    """The first element matching ``selector``."""
    return document.querySelector(selector)


class App:
    """The page: one session at a time, its board, panels, dialogs and the save slot."""

    def __init__(self) -> None:
        self.store = storage.Store(lambda: window.localStorage, wr.INFO.id)
        self.saved_moves = 0       # moves of the line the last successful save holds
        self.unsaved = False       # a save failed: the notice says which moves are at risk
        self.session = None
        self.ctrl = Controller()
        self.message = None
        self.info = None
        self.svg = el("#board")
        self.hexes = {}
        self.cache = {}
        self.log_texts = []
        self.marks = []
        self.buttons = {a: el(f'[data-action="{a}"]') for a in ACTIONS + TOOLS + BOT_TOOLS}
        self.proxies = []
        self.layout_players = None
        self.bots = BotDriver(lambda: self.session, self.bot_moved, self.bot_failed, self.bot_idle)
        if not missing(getattr(window, "wrBotTrace", None)):  # a test or benchmark asks for figures
            self.bots.trace = lambda what, s: window.wrBotTrace.push(what, window.performance.now(), s * 1000)

    # ---- wiring --------------------------------------------------------------------------------
    def wire(self) -> None:
        """Attach the event listeners (one delegated listener per kind of event)."""
        self._on(document, "click", self.on_click)
        self._on(document, "keydown", self.on_key)
        self._on(el("#new-game-form"), "submit", self.on_submit)
        self._on(el('[name="players"]'), "change", lambda e: self.sync_form())
        for i in range(4):
            self._on(el(f'[name="color-{i}"]'), "change", lambda e: self.sync_form())
        self._on(el('[name="bot-delay"]'), "change", lambda e: self.set_delay(e.target.value))
        self._on(window, "storage", lambda e: self.timed(self.on_storage, e))

    def _on(self, target, kind, fn) -> None:
        proxy = create_proxy(fn)
        self.proxies.append(proxy)
        target.addEventListener(kind, proxy)

    def timed(self, fn, *args) -> None:
        """Run a handler, report unexpected errors, and record how long it took."""
        t0 = window.performance.now()
        self.info = None
        try:
            fn(*args)
        except Exception:  # a bug: show it and make it visible to the tests
            text = traceback.format_exc()
            window.console.error(text)
            self.message = "Something went wrong: " + text.strip().splitlines()[-1]
            self.paint_status()
        timings = window.wrTimings
        if timings.length < MAX_TIMINGS:
            document.body.offsetHeight  # style + layout now, as the repaint will need them anyway
            timings.push(window.performance.now() - t0)

    def on_click(self, event) -> None:
        """Delegated click handler for hexes and data-action buttons."""
        target = event.target
        hex_el = target.closest("[data-hex]")
        if not missing(hex_el):
            self.timed(self.click_hex, hex_el.getAttribute("data-hex"))
            return
        button = target.closest("[data-action]")
        if missing(button) or button.disabled:
            return
        action = button.getAttribute("data-action")
        if action == "start":
            return  # handled by the form's submit event
        if action == "delete-saved":
            self.timed(self.delete_saved, button.getAttribute("data-key") or "")
            return
        self.timed(self.click_action, action)

    def on_key(self, event) -> None:
        """Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, Escape cancels a selection or a dialog."""
        key = (event.key or "").lower()
        tag = "" if missing(event.target) else str(event.target.tagName or "").upper()
        if key == "escape":
            if not el("#new-game").hidden and self.session is not None:
                self.hide_form()
                return
            if tag not in ("INPUT", "SELECT", "TEXTAREA"):
                self.timed(self.escape)
            return
        if tag in ("INPUT", "SELECT", "TEXTAREA") or not (event.ctrlKey or event.metaKey):
            return
        if not el("#new-game").hidden:
            return
        if key == "z" and not event.shiftKey:
            event.preventDefault()
            self.timed(self.click_action, "undo")
        elif key == "y" or (key == "z" and event.shiftKey):
            event.preventDefault()
            self.timed(self.click_action, "redo")

    def on_submit(self, event) -> None:
        """The new-game form was submitted (button ``start`` or Enter)."""
        event.preventDefault()
        self.timed(self.start_from_form)

    # ---- game actions --------------------------------------------------------------------------
    def click_hex(self, name: str) -> None:
        """A hex (or the plains strip) was clicked."""
        if self.session is None:
            el("#status").textContent = "There is no game yet: press “New game” to start one."
            return
        if self.bot_turn():
            return
        s = self.session
        out = self.ctrl.click_hex(s.view(), s.legal(), name)
        self.after(out)

    def click_action(self, action: str) -> None:
        """A data-action button was clicked (or a keyboard shortcut used)."""
        if action == "new-game":
            self.show_form()
            return
        if action == "start-over":
            self.show_form()
            return
        if action == "saved-data":
            self.show_saved_data()
            return
        if action == "close-saved-data":
            el("#saved-data").hidden = True
            return
        if action == "delete-saved":
            return  # handled with its key in on_click
        if action in ("load-newer", "overwrite"):
            self.resolve_conflict(action)
            return
        if action == "cancel-new":
            self.hide_form()
            return
        if action == "again":
            self.play_again()
            return
        if action == "names":
            on = self.svg.classList.toggle("show-names")
            self.buttons_names().setAttribute("aria-pressed", "true" if on else "false")
            return
        if action in ("hide-ranking", "show-ranking"):
            el("#ranking-card").hidden = action == "hide-ranking"
            return
        if action == "reseed":
            el('[name="seed"]').value = str(new_seed())
            return
        if self.session is None:
            return
        if action in TOOLS:
            s = self.session
            if not s.has_humans():
                self.bots.set_paused(True)  # a demo: undo and redo step it, paused
            moved = s.undo_turn() if action == "undo" else s.redo_turn()
            if moved:
                self.ctrl.reset()
                self.message = None
                self.save()
                self.bots.restart()
            else:
                self.message = "Nothing to undo." if action == "undo" else "Nothing to redo."
            self.refresh()
            return
        if action == "skip":
            self.bots.skip()
            self.refresh()
            return
        if action == "pause":
            self.bots.set_paused(not self.bots.paused)
            self.refresh()
            return
        if self.bot_turn():
            return
        s = self.session
        out = self.ctrl.click_action(s.view(), s.legal(), action)
        self.after(out)

    def escape(self) -> None:
        """Cancel the pending selection."""
        if self.session is not None and self.ctrl.cancel():
            self.message = None
            self.refresh()

    def after(self, out) -> None:
        """Apply what a click produced: a move through the engine, or a message."""
        if out.move is not None:
            try:
                self.session.play(out.move)
            except wr.IllegalMove as e:
                self.message = str(e)
            else:
                self.ctrl.reset()
                self.message = None
                self.save()
                self.bots.restart()
        else:
            self.message = out.message
        self.refresh()

    # ---- bots ----------------------------------------------------------------------------------
    def bot_turn(self) -> bool:
        """True (and the reason shown) when a bot is to act: the board ignores a person's input."""
        s = self.session
        level = s.bot_level()
        if level is None:
            return False
        name = s.players[s.actor(s.cursor)]
        if self.bots.paused:
            self.message = f"{name} is a computer player ({level}): press “Resume” to let it play."
        else:
            wait = "“Skip to my turn”" if s.has_humans() else "“Skip to the end”"
            self.message = f"{name} is a computer player ({level}): wait for its move, or press {wait}."
        self.refresh()
        return True

    def bot_moved(self) -> None:
        """A bot played a move: draw it, log it, save it."""
        self.ctrl.reset()
        self.message = None
        self.save()
        self.refresh()

    def bot_failed(self, text: str) -> None:
        """A bot turn raised: a bug; show it and make it visible to the tests."""
        window.console.error(text)
        self.message = "Something went wrong: " + text.strip().splitlines()[-1]
        self.paint_status()

    def bot_idle(self) -> None:
        """The bots stopped (a person is to act, the game ended, or they were paused)."""
        if self.session is not None:
            self.refresh()

    def set_delay(self, value: str, keep: bool = True) -> None:
        """The pause between the bots' steps (seconds) was chosen; kept for the next visit."""
        try:
            self.bots.delay = max(0.0, float(value))
        except (TypeError, ValueError):
            return
        if keep:
            self.store.write_pref("bot-delay", value)
        else:
            el('[name="bot-delay"]').value = value

    def save(self, force: bool = False) -> None:
        """Write the current record to localStorage.

        Another tab's newer save is never overwritten without asking; a failed save says which
        moves are not saved yet, and the notice goes away once a save succeeds again.
        """
        s = self.session
        result = self.store.write(saves.encode(s.record()), force=force)
        if result == storage.SAVED:
            self.saved_moves = s.cursor
            if self.unsaved:
                self.unsaved = False
                self.hide_notice()
        elif result == storage.CONFLICT:
            self.bots.stop()
            el("#conflict").hidden = False
        elif self.store.backend is not None:
            self.unsaved = True
            first = min(self.saved_moves, s.cursor) + 1
            moves = f"Move {first}" if first >= s.cursor else f"Moves {first}–{s.cursor}"
            if s.cursor == 0 or first > s.cursor:
                moves = "This game"
            self.notice(f"{moves} could not be saved: the browser's storage for this site is "
                        "full. Delete old saved data (“Saved data”) to make room, or keep this "
                        "tab open until a save works again.")
            self.store.take_problem()  # said here, with the moves at risk
        self.show_problem()

    def notice(self, text: str) -> None:
        """Show ``text`` in the notice banner."""
        banner = el("#notice")
        banner.textContent = text
        banner.hidden = False

    def hide_notice(self) -> None:
        """Hide the notice banner."""
        el("#notice").hidden = True

    def on_storage(self, event) -> None:
        """Another tab or window changed storage: follow a newer save of this game."""
        key = event.key
        if not missing(key) and key != self.store.key:
            return
        if not self.store.changed_elsewhere():
            return
        raw = self.store._get(self.store.key)
        try:
            session = Session.from_record(saves.decode(raw, wr.INFO.record_format))
        except Exception:
            self.notice("The saved game was changed in another tab or window and cannot be "
                        "read here. This tab keeps its game and will ask before saving over it.")
            return
        self.store.known = raw
        el("#conflict").hidden = True
        el("#corrupt").hidden = True
        if self.session is None:  # this tab was waiting on the new-game form
            el("#new-game").hidden = True
        self.begin(session, resumed=True, save=False)
        self.info = (f"This game was changed in another tab or window: this tab now shows it "
                     f"(move {session.cursor}).")
        self.paint_status()

    def resolve_conflict(self, action: str) -> None:
        """The player chose how to settle a save changed in another tab."""
        el("#conflict").hidden = True
        if action == "overwrite":
            self.save(force=True)
            self.bots.restart()
            self.refresh()
            return
        raw = self.store.read()
        try:
            session = Session.from_record(saves.decode(raw, wr.INFO.record_format))
        except Exception as e:
            self.message = f"The other tab's game could not be read ({e}); this one is kept."
            self.save(force=True)
            self.refresh()
            return
        self.begin(session, resumed=True, save=False)

    def show_saved_data(self) -> None:
        """List this game's data in the browser (the save, kept backups, settings) with sizes."""
        rows = []
        for key, size in self.store.entries():
            what = ("the game in progress" if key == self.store.key else
                    "an unreadable save kept as a backup" if key.startswith(self.store.backup_prefix)
                    else "a setting")
            delete = ("" if key == self.store.key else
                      f'<button type="button" data-action="delete-saved" data-key="{esc(key)}">'
                      f'Delete</button>')
            rows.append(f"<li><code>{esc(key)}</code> · {esc(what)} · {size:,} characters {delete}</li>")
        el("#saved-list").innerHTML = "".join(rows) or "<li>Nothing is saved in this browser.</li>"
        el("#saved-data").hidden = False

    def delete_saved(self, key: str) -> None:
        """Delete one backup or setting (never the game in progress) and refresh the list."""
        if key != self.store.key:
            self.store.remove(key)
        self.show_saved_data()

    def show_problem(self) -> None:
        """Show a storage problem in the notice banner, the first time only."""
        problem = self.store.take_problem()
        if problem:
            self.notice(problem)

    # ---- sessions ------------------------------------------------------------------------------
    def begin(self, session: Session, resumed: bool = False, save: bool = True) -> None:
        """Make ``session`` the game on the page and draw it (and save it, unless it was just
        read from storage)."""
        self.session = session
        self.ctrl.reset()
        self.message = None
        d = session.view()
        self.marks = render.seat_marks(session.players)
        n = len(session.players)
        if self.layout_players != n:
            self.build_board(n)
        self.cache = {}
        self.log_texts = []
        el("#log").innerHTML = ""
        el("#ranking-card").hidden = True
        el("#corrupt").hidden = True
        start = d["players"][d["start_player"]]["name"]
        el("#game-info").innerHTML = (f"Seed {esc(session.seed)} · {name_html(start)} started · "
                                      f"{n} players")
        if resumed:
            self.info = f"Welcome back: the saved game resumes at move {session.cursor}."
        else:
            self.info = f"New game, seed {session.seed}: {start} is the start player."
        self.saved_moves = session.cursor
        if save:
            self.save()
        self.bots.paused = False
        self.bots.restart()
        self.refresh()

    def build_board(self, n: int) -> None:
        """Draw the board skeleton for ``n`` players and remember each hex's elements."""
        self.svg.setAttribute("viewBox", render.view_box())
        self.svg.innerHTML = render.skeleton(n)
        self.hexes = {}
        for g in self.svg.querySelectorAll("[data-hex]"):
            self.hexes[g.getAttribute("data-hex")] = (g, g.querySelector(".content"))
        self.layout_players = n

    def play_again(self) -> None:
        """Start a new game with the same players and colours and a fresh seed."""
        s = self.session
        if s is None:
            return
        self.begin(Session(s.players, new_seed(), s.colors, s.kinds))

    # ---- drawing -------------------------------------------------------------------------------
    def set_html(self, key: str, node, html: str) -> None:
        """Set ``node.innerHTML`` unless it already shows ``html``."""
        if self.cache.get(key) != html:
            node.innerHTML = html
            self.cache[key] = html

    def refresh(self) -> None:
        """Bring the page in line with the session and the pending selection (diffs only)."""
        s = self.session
        d = s.view()
        legal = [] if s.bot_level() else s.legal()  # a bot's turn: nothing to click
        hl = self.ctrl.highlights(d, legal)
        colours = s.colors
        view = render.board_view(d, self.marks, colours, hl, self.ctrl.source)
        cache = self.cache
        for name, (cls, markup) in view.items():
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
        board_cls = "board picking" if hl else "board"
        if self.svg.classList.contains("show-names"):
            board_cls += " show-names"
        if cache.get("svgcls") != board_cls:
            self.svg.setAttribute("class", board_cls)
            cache["svgcls"] = board_cls
        enabled = self.ctrl.enabled(d, legal)
        states = {a: a not in enabled for a in ACTIONS}
        states["undo"] = not s.can_undo_turn()
        states["redo"] = not s.can_redo_turn()
        states.update(self.bot_controls(s))
        for a, disabled in states.items():
            pressed = a == self.ctrl.mode
            key = "btn:" + a
            if cache.get(key) != (disabled, pressed):
                b = self.buttons[a]
                b.disabled = disabled
                if a not in BOT_TOOLS:
                    b.setAttribute("aria-pressed", "true" if pressed else "false")
                cache[key] = (disabled, pressed)
        self.paint_status()
        cost = wr.supply_cost(s.state) if d["phase"] in ("buffalo", "supply") else None
        self.set_html("txt:steps", el("#steps"), panels.steps_html(d, cost))
        self.set_html("txt:players", el("#players"), panels.players_html(d, self.marks, colours, s.kinds))
        self.paint_log()
        if d["phase"] == "over":
            html = panels.ranking_html(d, wr.ranking(s.state), self.marks, colours)
            if cache.get("txt:ranking") != html:
                el("#ranking").innerHTML = html
                cache["txt:ranking"] = html
                el("#ranking-card").hidden = False
        elif cache.get("txt:ranking"):
            cache["txt:ranking"] = ""
            el("#ranking").innerHTML = ""
            el("#ranking-card").hidden = True
        body = document.body.dataset
        body.phase = d["phase"]
        body.cursor = str(s.cursor)
        body.current = str(d["current"])
        body.actor = "over" if d["phase"] == "over" else ("bot" if s.bot_level() else "human")

    def bot_controls(self, s) -> dict:
        """Show the bots' bar (speed, skip, pause) when a seat is a bot; {action: disabled}."""
        has_bots = any(seats.level_of(k) for k in s.kinds)
        demo = not s.has_humans()
        key = (has_bots, demo, self.bots.paused)
        if self.cache.get("botbar") != key:
            el("#bot-bar").hidden = not has_bots
            self.buttons["skip"].textContent = "Skip to the end" if demo else "Skip to my turn"
            pause = self.buttons["pause"]
            pause.hidden = not demo
            pause.textContent = "Resume" if self.bots.paused else "Pause"
            document.body.toggleAttribute("data-paused", self.bots.paused)
            self.cache["botbar"] = key
        bot_to_act = s.bot_level() is not None
        return {"skip": not bot_to_act or self.bots.skipping,
                "pause": not (bot_to_act or self.bots.paused)}

    def paint_status(self) -> None:
        """Write #status: the last refusal or notice (if any), then what to do now."""
        if self.session is None:
            return
        d = self.session.view()
        level = self.session.bot_level()
        if d["phase"] == "over":
            places = wr.ranking(self.session.state)
            prompt = f"Game over: {panels.winner_words(d['players'], places)}"
        elif level is not None:
            prompt = panels.bot_prompt(d, level, self.bots.paused, self.bots.skipping)
        else:
            prompt = self.ctrl.prompt(d)
        names = self.session.players
        html = f'<span class="prompt">{text_with_names(prompt, names)}</span>'
        if d["phase"] == "over":
            html += ' <button type="button" class="inline" data-action="show-ranking">Show the ranking</button>'
        if self.message:
            html = f'<span class="why">{text_with_names(self.message, names)}</span> ' + html
        elif self.info:
            html = f'<span class="info">{text_with_names(self.info, names)}</span> ' + html
        self.set_html("txt:status", el("#status"), html)
        seat = d["current"]
        colour = render.colour(self.session.colors[seat])[0]
        if self.cache.get("txt:turncolour") != colour:
            el("#turn").style.setProperty("--turn", colour)
            self.cache["txt:turncolour"] = colour

    def paint_log(self) -> None:
        """Keep the log list (newest first) equal to the session's move texts up to the cursor."""
        s = self.session
        want = s.texts[: s.cursor]
        shown = self.log_texts
        k = 0
        limit = min(len(want), len(shown))
        while k < limit and want[k] is shown[k]:
            k += 1
        log = el("#log")
        for lines in shown[k:]:
            for _ in lines:
                log.removeChild(log.firstElementChild)
        if len(want) > k:
            items = []
            for i in range(len(want) - 1, k - 1, -1):
                items.append(panels.log_lines(want[i], s.colors[s.seats[i]], s.players))
            log.insertAdjacentHTML("afterbegin", "".join(items))
        self.log_texts = list(want)

    # ---- dialogs -------------------------------------------------------------------------------
    def buttons_names(self):
        return el('[data-action="names"]')

    def show_form(self) -> None:
        """Open the new-game form; it warns before a running game would be discarded."""
        s = self.session
        running = s is not None and s.view()["phase"] != "over"
        warn = el("#discard-warning")
        if running:
            warn.textContent = (f"A game is in progress (move {s.cursor}). Starting a new game "
                                f"discards it; “Back to the game” keeps it.")
        warn.hidden = not running
        el('[data-action="start"]').textContent = "Discard it and start" if running else "Start the game"
        el('[data-action="cancel-new"]').hidden = s is None
        if s is not None:
            el('[name="players"]').value = str(len(s.players))
            for i, name in enumerate(s.players):
                el(f'[name="name-{i}"]').value = name
                el(f'[name="seat-{i}"]').value = seats.to_choice(s.kinds[i])
                el(f'[name="color-{i}"]').value = s.colors[i] if s.colors[i] in render.PALETTE else ""
        el('[name="seed"]').value = str(new_seed())
        el("#form-error").textContent = ""
        el("#new-game").hidden = False
        self.sync_form()
        el('[name="players"]').focus()

    def hide_form(self) -> None:
        """Close the new-game form without changing the game."""
        if self.session is None:
            return
        el("#new-game").hidden = True

    def sync_form(self) -> None:
        """Show the fourth seat only for four players; paint the colour swatches."""
        n = int(el('[name="players"]').value or 4)
        row = el('[data-seat-row="3"]')
        row.hidden = n < 4
        el('[name="name-3"]').disabled = n < 4
        el('[name="color-3"]').disabled = n < 4
        el('[name="seat-3"]').disabled = n < 4
        for i in range(4):
            value = el(f'[name="color-{i}"]').value
            el(f'[data-seat-row="{i}"] .swatch').style.background = render.colour(value)[0]

    def start_from_form(self) -> None:
        """Validate the form and start the game it describes."""
        n = int(el('[name="players"]').value)
        names, colours, kinds = [], [], []
        for i in range(n):
            names.append(el(f'[name="name-{i}"]').value.strip() or f"Player {i + 1}")
            colours.append(el(f'[name="color-{i}"]').value)
            kinds.append(seats.from_choice(el(f'[name="seat-{i}"]').value or seats.HUMAN))
        text = el('[name="seed"]').value.strip()
        error = None
        seed = None
        if not text:
            seed = new_seed()
        else:
            try:
                seed = int(text)
            except ValueError:
                error = "The seed must be a whole number (or empty for a random one)."
        if error is None:
            try:
                session = Session(names, seed, colours, kinds)
            except ValueError as e:
                error = str(e)
        if error is not None:
            el("#form-error").textContent = error
            return
        el("#new-game").hidden = True
        self.begin(session)

    def show_corrupt(self, raw: str, reason: str) -> None:
        """The save could not be read: keep the raw text under a backup key and offer a new game."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
        key = self.store.keep_backup(raw, stamp)
        if key:
            kept = (f"The unreadable save is kept in this browser under the key “{key}” "
                    "(see “Saved data”); the newest few backups are kept.")
        else:
            kept = (f"There was no room to copy it to a backup, so it stays under "
                    f"“{self.store.key}” until you start a new game.")
        el("#corrupt-reason").textContent = reason
        el("#corrupt-kept").textContent = kept
        el("#corrupt").hidden = False
        self.preview("The saved game could not be read (see above). Start a new game to play.")

    def preview(self, status: str) -> None:
        """No game yet: show the start herd on an empty four-player board and ``status``."""
        self.build_board(4)
        d = wr.to_dict(wr.new_game(4, seed=0))
        for name, (cls, markup) in render.board_view(d, [""] * 4, ["red"] * 4).items():
            g, content = self.hexes[name]
            g.setAttribute("class", cls)
            content.innerHTML = markup if name != PLAINS else ""
        el("#status").textContent = status
        el("#steps").innerHTML = ""


def new_seed() -> int:
    """A random seed for a new game (short enough to read out and type again)."""
    return random.randrange(1, 1_000_000)


def boot() -> App:
    """Start the page: wire events, resume the saved game (or explain why not), mark ready."""
    app = App()
    app.wire()
    app.set_delay(app.store.read_pref("bot-delay"), keep=False)
    try:
        raw = app.store.read()
        if raw is None:
            app.preview("Set up a new game: 3 or 4 players take turns on this device.")
            app.show_form()
        else:
            try:
                session = Session.from_record(saves.decode(raw, wr.INFO.record_format))
            except ValueError as e:  # SaveError, InvalidState: the reason is a plain sentence
                app.show_corrupt(raw, str(e))
            except Exception:  # anything else a hostile save can provoke
                window.console.error(traceback.format_exc())
                app.show_corrupt(raw, "The save is damaged: it could not be read as a game.")
            else:
                app.begin(session, resumed=True, save=False)
        app.show_problem()
    finally:  # whatever happened, New game works
        for b in document.querySelectorAll("[data-boot-disabled]"):
            b.disabled = False
        document.body.dataset.ready = "true"
    return app


APP = boot()
