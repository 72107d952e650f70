"""The page's life, the same for every game (PyScript glue, main thread).

:class:`ShellPage` owns what every game page does: the event wiring (one delegated listener per
kind of event), the new-game form (``ui.shell.form``), saving after every step with the two-tab
guard and the storage notices (``ui.shell.storage``), the home page's summary, unreadable saves,
the Saved data dialog, undo/redo, the bots' turns (``ui.shell.autoplay``), the status line and
the log. A game's page subclasses it and fills in the hooks marked "game hook" (its board, its
panels, what a click means); it never touches storage or the move line itself.

Every handled click or key records its duration (ms, ``performance.now()``, including the style
and layout work it causes) in ``window.wrTimings`` for bench/click.py.
"""

from __future__ import annotations

import random
import time
import traceback
from typing import Any, Dict, List, Optional, Sequence

from pyodide.ffi import create_once_callable, create_proxy, to_js

try:  # newer Pyodide turns JS null into ``jsnull`` rather than None
    from pyodide.ffi import jsnull
except ImportError:  # pragma: no cover
    jsnull = None
from pyscript import document, window

from engine.core.errors import IllegalMove
from engine.core.i18n import words
from ui.shell import games, language, replay, saves, seats, storage, transfer
from ui.shell import summary as home_summary
from ui.shell.autoplay import BotDriver
from ui.shell.colours import PALETTE, colour
from ui.shell.form import form_html
from ui.shell.safe_html import esc, text_with_names

_, ngettext, pgettext = words("site").functions()

TOOLS = ("undo", "redo")
#: moving a game: files, links and the dialogs they open (see the "files and links" methods)
TRANSFER_ACTIONS = ("save-file", "open-file", "copy-link", "import-confirm", "import-cancel",
                    "close-share")
BOT_TOOLS = ("skip", "pause")
MAX_TIMINGS = 20000


def missing(x: Any) -> bool:
    """True for a JS null/undefined result (None or jsnull)."""
    return x is None or x is jsnull


def el(selector: str) -> Any:
    """The first element matching ``selector``."""
    return document.querySelector(selector)


def new_seed() -> int:
    """A random seed for a new game (short enough to read out and type again)."""
    return random.randrange(1, 1_000_000)


class ShellPage:
    """One game's page: one session at a time, its dialogs and its save slot."""

    #: the game package (engine contract) and the session class playing it (ui.shell.session.for_game)
    GAME: Any = None
    SESSION: Any = None
    #: the game's own data-action buttons (enabled from legal_moves by the game)
    ACTIONS: Sequence[str] = ()
    #: words for a player count in the form ({3: "3 players (lane A closed)"}) and the seed's role
    COUNTS: Dict[int, str] = {}
    SEED_HINT = ""
    #: False when no confirmed move may be taken back (a draw or a secret choice followed it,
    #: Manitou's M-R9): Undo then only takes back what the game page holds before a confirm
    UNDO_MOVES = True
    #: a replay on the page (ui.shell.replay.Replay) and the live session it hides, or None
    replay: Any = None
    live: Any = None

    def __init__(self) -> None:
        self.store = storage.Store(lambda: window.localStorage, self.GAME.INFO.id)
        self.saved_moves = 0       # moves of the line the last successful save holds
        self.unsaved = False       # a save failed: the notice says which moves are at risk
        self.session: Any = None
        self.message: Optional[str] = None
        self.info: Optional[str] = None
        self.cache: Dict[str, Any] = {}
        self.log_texts: List[Any] = []
        self.proxies: List[Any] = []
        #: hidden information: the seat of the person who last saw secret cards (None: nobody
        #: since the page loaded), and the seat the privacy screen is waiting for (or None)
        self.viewer: Optional[int] = None
        self.screen_for: Optional[int] = None
        self.corrupt_shown = False  # the save could not be read (the status line says so)
        el("#new-game").innerHTML = form_html(self.GAME.INFO, self.COUNTS, self.SEED_HINT)
        self.buttons = {a: el(f'[data-action="{a}"]') for a in tuple(self.ACTIONS) + TOOLS + BOT_TOOLS}
        self.bots = BotDriver(lambda: self.session, self.bot_moved, self.bot_failed, self.bot_idle)
        # bots wait while people watch something public step by step (a game page's walkthrough)
        self.bots.held = lambda: self.showing_public() and self.session.has_humans()
        if not missing(getattr(window, "wrBotTrace", None)):  # a test or benchmark asks for figures
            self.bots.trace = lambda what, s: window.wrBotTrace.push(what, window.performance.now(), s * 1000)

    # ---- game hooks ------------------------------------------------------------------------------
    def on_begin(self, session: Any) -> None:
        """Game hook: a new session is on the page (draw what does not change during a game)."""

    def game_click(self, target: Any) -> bool:
        """Game hook: a click on ``target``; True when the game handled it (e.g. a board space)."""
        return False

    def game_action(self, action: str) -> None:
        """Game hook: a data-action the shell does not know: one of ``ACTIONS`` (a person is to
        act) or a page action of the game's own (e.g. showing the board's names)."""

    def game_key(self, event: Any) -> bool:
        """Game hook: a key pressed anywhere; True when the game handled it (e.g. moving the
        keyboard focus on its board)."""
        return False

    def cancel_selection(self) -> bool:
        """Game hook: Escape pressed; True when a pending selection was dropped."""
        return False

    def reset_selection(self) -> None:
        """Game hook: forget any pending selection (a move was made or taken back)."""

    def local_undo(self) -> bool:
        """Game hook: take back a step the page holds before a confirm; False if there is none."""
        return False

    def can_local_undo(self) -> bool:
        """Game hook: whether :meth:`local_undo` has something to take back."""
        return False

    def on_moved(self) -> None:
        """Game hook: a move (a person's or a bot's) was just played and saved."""

    def showing_public(self) -> bool:
        """Game hook: True while the page shows only public things everyone watches (e.g. a
        reckoning step by step): no privacy screen is needed until it is done."""
        return False

    def current_attr(self) -> Optional[int]:
        """Game hook: the seat put on ``body[data-current]`` (None: the attribute is removed)."""
        seat: Optional[int] = self.session.actor(self.session.cursor)
        return seat

    def paint_game(self, legal: List[dict]) -> Dict[str, bool]:
        """Game hook: bring the board and panels in line; returns {game action: disabled}."""
        return {}

    def pressed(self, action: str) -> Optional[bool]:
        """Game hook: whether a game action button shows as pressed (a pending choice); None
        when the button is no toggle at all (it then carries no ``aria-pressed``, so screen
        readers do not call a plain action a toggle button): the default."""
        return None

    def prompt(self) -> str:
        """Game hook: what the person to act should do now (plain text, names unescaped)."""
        return ""

    def bot_words(self, level: str) -> str:
        """Game hook: the status line while a bot is to act."""
        s = self.session
        name, level = s.players[s.actor(s.cursor)], seats.level_words(level)
        if self.bots.paused:
            return _("Paused: {name} (computer, {level}) is to play. Press “Resume”, or step with "
                     "Undo and Redo.", name=name, level=level)
        if self.bots.skipping:
            return _("{name} (computer, {level}) is thinking… (skipping ahead)", name=name, level=level)
        return _("{name} (computer, {level}) is thinking…", name=name, level=level)

    def over_words(self) -> str:
        """Game hook: the status line once the game is over."""
        return _("Game over.")

    def log_html(self, lines: Sequence[str], seat: int) -> str:
        """Game hook: the log entry (an <li>) of one move made by ``seat``."""
        names = self.session.players
        return f"<li>{'<br>'.join(text_with_names(t, names) for t in lines)}</li>"

    def ranking_html(self) -> str:
        """Game hook: the final ranking's markup (the game is over)."""
        return ""

    def phase(self) -> str:
        """Game hook: the phase name put on ``body[data-phase]`` (``over`` at the end)."""
        return "over" if self.session.actor(self.session.cursor) is None else "play"

    def preview(self, status: str) -> None:
        """Game hook: no game yet; show an empty board and ``status``."""
        el("#status").textContent = status

    def game_info_html(self, session: Any, resumed: bool) -> str:
        """Game hook: the line above the log (seed, players)."""
        return ngettext("Seed {seed} · {n} player", "Seed {seed} · {n} players", len(session.players),
                        seed=esc(session.seed))

    # ---- wiring ----------------------------------------------------------------------------------
    def wire(self) -> None:
        """Attach the event listeners (one delegated listener per kind of event)."""
        self._on(document, "click", self.on_click)
        self._on(document, "keydown", self.on_key)
        self.wire_form()
        delay = el('[name="bot-delay"]')
        if not missing(delay):
            self._on(delay, "change", lambda e: self.set_delay(e.target.value))
        self._on(window, "storage", lambda e: self.timed(self.on_storage, e))
        self._on(window, "wr-lang", lambda e: self.timed(self.on_language))
        self.wire_transfer()
        self.wire_replay()

    def wire_form(self) -> None:
        """Listen to the new-game form (drawn again when the language changes)."""
        self._on(el("#new-game-form"), "submit", self.on_submit)
        self._on(el('[name="players"]'), "change", lambda e: self.sync_form())
        for i in range(self.GAME.INFO.max_players):
            self._on(el(f'[name="color-{i}"]'), "change", lambda e: self.sync_form())

    def _on(self, target: Any, kind: str, fn: Any) -> None:
        proxy = create_proxy(fn)
        self.proxies.append(proxy)
        target.addEventListener(kind, proxy)

    def timed(self, fn: Any, *args: Any) -> None:
        """Run a handler, report unexpected errors, and record how long it took."""
        t0 = window.performance.now()
        self.info = None
        try:
            fn(*args)
        except Exception:  # a bug: show it and make it visible to the tests
            text = traceback.format_exc()
            window.console.error(text)
            self.message = _("Something went wrong: {error}", error=text.strip().splitlines()[-1])
            self.paint_status()
        timings = window.wrTimings
        if timings.length < MAX_TIMINGS:
            _layout = document.body.offsetHeight  # style + layout now, as the repaint will need them anyway
            timings.push(window.performance.now() - t0)

    def on_click(self, event: Any) -> None:
        """Delegated click handler: the game's own targets first, then data-action buttons."""
        target = event.target
        if self.replay is not None and self.replay_click(target):
            return
        if self.game_click(target):
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
        if action == "free-room":
            self.timed(self.free_room, button.getAttribute("data-slot") or "")
            return
        self.timed(self.click_action, action)

    def on_key(self, event: Any) -> None:
        """Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, Escape cancels a selection or a dialog."""
        if self.game_key(event):
            return
        key = (event.key or "").lower()
        tag = "" if missing(event.target) else str(event.target.tagName or "").upper()
        if self.replay is not None and (key == "escape" or event.ctrlKey or event.metaKey):
            if key == "escape":
                self.timed(self.leave_replay)
            return  # no undo or redo while a replay is shown
        if key == "escape":
            if self.close_transfer_dialog():
                return
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

    def on_submit(self, event: Any) -> None:
        """The new-game form was submitted (button ``start`` or Enter)."""
        event.preventDefault()
        self.timed(self.start_from_form)

    # ---- actions ---------------------------------------------------------------------------------
    def click_action(self, action: str) -> None:
        """A data-action button was clicked (or a keyboard shortcut used)."""
        if action in replay.ACTIONS:
            self.replay_action(action)
            return
        page_actions = {
            "new-game": self.show_form, "start-over": self.show_form,
            "saved-data": self.show_saved_data, "cancel-new": self.hide_form,
            "again": self.play_again, "reseed": self.reseed,
            "close-saved-data": lambda: setattr(el("#saved-data"), "hidden", True),
        }
        if action in page_actions:
            page_actions[action]()
            return
        if action in TRANSFER_ACTIONS:
            self.transfer_action(action)
            return
        if action == "reveal":
            self.reveal()
            return
        if action in ("load-newer", "overwrite"):
            self.resolve_conflict(action)
            return
        if action in ("hide-ranking", "show-ranking"):
            el("#ranking-card").hidden = action == "hide-ranking"
            return
        if action == "delete-saved":
            return  # handled with its key in on_click
        if action not in self.ACTIONS and action not in TOOLS + BOT_TOOLS:
            self.game_action(action)  # the game's page actions (e.g. a display toggle)
            return
        if self.session is None:
            return
        if action in TOOLS:
            self.undo_redo(action)
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
        self.game_action(action)

    def undo_redo(self, action: str) -> None:
        """Undo or redo a person's turn (in a game of bots only: one step, paused)."""
        s = self.session
        if action == "undo" and self.local_undo():
            self.message = None
            self.refresh()
            return
        if not self.UNDO_MOVES:
            self.message = (_("Nothing to undo: a confirmed decision stays (new cards were seen "
                              "since).") if action == "undo" else _("Nothing to redo."))
            self.refresh()
            return
        if not s.has_humans():
            self.bots.set_paused(True)
        moved = s.undo_turn() if action == "undo" else s.redo_turn()
        if moved:
            self.reset_selection()
            self.message = None
            self.save()
            self.bots.restart()
        else:
            self.message = _("Nothing to undo.") if action == "undo" else _("Nothing to redo.")
        self.refresh()

    def reseed(self) -> None:
        """Put a fresh random seed in the form."""
        el('[name="seed"]').value = str(new_seed())

    def escape(self) -> None:
        """Cancel the pending selection."""
        if self.session is not None and self.cancel_selection():
            self.message = None
            self.refresh()

    def play(self, move: Optional[dict], message: Optional[str] = None) -> None:
        """Make ``move`` through the engine (or show ``message``), then save and repaint."""
        if self.replay is not None:
            return  # nothing is played during a replay
        if move is not None:
            try:
                self.session.play(move)
            except IllegalMove as e:
                self.message = str(e)
            else:
                self.reset_selection()
                self.message = None
                self.save()
                self.on_moved()
                self.bots.restart()
        else:
            self.message = message
        self.refresh()

    # ---- bots ------------------------------------------------------------------------------------
    def bot_turn(self) -> bool:
        """True (and the reason shown) when a bot is to act: the board ignores a person's input."""
        s = self.session
        if s is None:
            return False
        level = s.bot_level()
        if level is None:
            return False
        name, level = s.players[s.actor(s.cursor)], seats.level_words(level)
        if self.bots.paused:
            self.message = _("{name} is a computer player ({level}): press “Resume” to let it play.",
                             name=name, level=level)
        elif s.has_humans():
            self.message = _("{name} is a computer player ({level}): wait for its move, or press "
                             "“Skip to my turn”.", name=name, level=level)
        else:
            self.message = _("{name} is a computer player ({level}): wait for its move, or press "
                             "“Skip to the end”.", name=name, level=level)
        self.refresh()
        return True

    def bot_moved(self) -> None:
        """A bot played a move: draw it, log it, save it."""
        self.reset_selection()
        self.message = None
        self.save()
        self.on_moved()
        self.refresh()

    def bot_failed(self, text: str) -> None:
        """A bot turn raised: a bug; show it and make it visible to the tests."""
        window.console.error(text)
        self.message = _("Something went wrong: {error}", error=text.strip().splitlines()[-1])
        self.paint_status()

    def bot_idle(self) -> None:
        """The bots stopped (a person is to act, the game ended, or they were paused)."""
        if self.session is not None:
            self.refresh()

    def set_delay(self, value: Any, keep: bool = True) -> None:
        """The pause between the bots' steps (seconds) was chosen; kept for the next visit."""
        try:
            self.bots.delay = max(0.0, float(value))
        except (TypeError, ValueError):
            return
        if keep:
            self.store.write_pref("bot-delay", str(value))
        else:
            select = el('[name="bot-delay"]')
            if not missing(select):
                select.value = value

    def bot_bar_words(self) -> None:
        """The bots' buttons in the player's language before any game (a game sets them in
        :meth:`bot_controls`)."""
        self.buttons["skip"].textContent = _("Skip to my turn")
        self.buttons["pause"].textContent = _("Pause")

    def bot_controls(self, s: Any) -> Dict[str, bool]:
        """Show the bots' bar (speed, skip, pause) when a seat is a bot; {action: disabled}."""
        has_bots = any(seats.level_of(k) for k in s.kinds)
        demo = not s.has_humans()
        key = (has_bots, demo, self.bots.paused)
        if self.cache.get("botbar") != key:
            el("#bot-bar").hidden = not has_bots
            self.buttons["skip"].textContent = _("Skip to the end") if demo else _("Skip to my turn")
            pause = self.buttons["pause"]
            pause.hidden = not demo
            pause.textContent = _("Resume") if self.bots.paused else _("Pause")
            document.body.toggleAttribute("data-paused", self.bots.paused)
            self.cache["botbar"] = key
        bot_to_act = s.bot_level() is not None
        return {"skip": not bot_to_act or self.bots.skipping,
                "pause": not (bot_to_act or self.bots.paused)}

    # ---- secrets on one screen ---------------------------------------------------------------------
    def human_seats(self) -> List[int]:
        """The seats played by people."""
        return [i for i, k in enumerate(self.session.kinds) if seats.level_of(k) is None]

    def privacy_needed(self) -> Optional[int]:
        """The seat the privacy screen must wait for, or None.

        Only in a game with hidden information and two or more people: when the next decision
        belongs to a person other than the last one who saw secret cards (nobody, after a load).
        With one person, that person is the viewer at once and no screen is needed.
        """
        if not self.GAME.INFO.hidden_information or self.session is None or self.showing_public():
            return None
        if self.replay is not None:
            return None  # a replay shows only what replay_viewer allows
        people = self.human_seats()
        seat = self.session.actor(self.session.cursor)
        if len(people) == 1:
            self.viewer = people[0]
            return None
        if seat is None or seat not in people or seat == self.viewer:
            return None
        return seat

    def seen_by(self) -> Optional[int]:
        """The seat whose secrets the page may show now (None: only public things, while the
        privacy screen or something public everyone watches is shown)."""
        if self.replay is not None:
            return self.replay_viewer()
        if self.screen_for is not None or self.showing_public():
            return None
        return self.viewer

    def observation(self) -> Dict[str, Any]:
        """What the page may draw: the game's ``observe`` for :meth:`seen_by`."""
        result: Dict[str, Any] = self.GAME.observe(self.session.state, self.seen_by())
        return result

    def acting(self) -> bool:
        """True when the viewer is the person to act now (nothing public is being shown)."""
        s = self.session
        if self.replay is not None:
            return False
        seat = s.actor(s.cursor)
        return seat is not None and seat == self.seen_by() and s.bot_level() is None

    def reveal(self) -> None:
        """The person named on the privacy screen says only they can see the screen now."""
        if self.screen_for is not None:
            self.viewer = self.screen_for
            self.screen_for = None
        if self.session is not None:
            self.refresh()

    def paint_privacy(self) -> None:
        """Show or hide the privacy screen for :attr:`screen_for`."""
        box = el("#privacy")
        if missing(box):
            return
        seat = self.screen_for
        key = None if seat is None else (seat, self.session.players[seat])
        if self.cache.get("privacy") == key:
            return
        self.cache["privacy"] = key
        if seat is None:
            box.hidden = True
            box.removeAttribute("data-privacy")
            return
        name = self.session.players[seat]
        title = esc(_("Pass the device to {name}", name="\x00"))  # the name goes in its own span
        el("#privacy-title").innerHTML = title.replace("\x00", f'<span id="privacy-name">{esc(name)}</span>')
        el("#privacy-text").textContent = _("{name}, press the button when only you can see the "
                                            "screen: it shows your secret cards.", name=name)
        box.setAttribute("data-privacy", str(seat))
        box.hidden = False
        button = el('#privacy [data-action="reveal"]')
        if not missing(button):
            button.focus()

    # ---- saving ----------------------------------------------------------------------------------
    def save(self, force: bool = False) -> None:
        """Write the current record to localStorage (and the home page's summary).

        Another tab's newer save is never overwritten without asking; a failed save says which
        moves are not saved yet, and the notice goes away once a save succeeds again.
        """
        if self.replay is not None:
            return  # a replay writes nothing; the live game was saved before it
        s = self.session
        result = self.store.write(saves.encode(s.record()), force=force)
        if result == storage.SAVED:
            self.saved_moves = s.cursor
            self.store.write_summary(home_summary.encode(s, time.time() * 1000))
            if self.unsaved:
                self.unsaved = False
                self.hide_notice()
        elif result == storage.CONFLICT:
            self.bots.stop()
            el("#conflict").hidden = False
        elif self.store.backend is not None:
            self.unsaved = True
            first = min(self.saved_moves, s.cursor) + 1
            if s.cursor == 0 or first > s.cursor:
                text = _("This game could not be saved: the browser's storage for this site is "
                         "full. Delete old saved data (“Saved data”) to make room, or keep this "
                         "tab open until a save works again.")
            elif first >= s.cursor:
                text = _("Move {n} could not be saved: the browser's storage for this site is "
                         "full. Delete old saved data (“Saved data”) to make room, or keep this "
                         "tab open until a save works again.", n=first)
            else:
                text = _("Moves {first}–{last} could not be saved: the browser's storage for this "
                         "site is full. Delete old saved data (“Saved data”) to make room, or keep "
                         "this tab open until a save works again.", first=first, last=s.cursor)
            self.notice(text)
            self.store.take_problem()  # said here, with the moves at risk
            self.offer_room()
        self.show_problem()

    def notice(self, text: str) -> None:
        """Show ``text`` in the notice banner."""
        banner = el("#notice")
        banner.textContent = text
        banner.hidden = False

    def hide_notice(self) -> None:
        """Hide the notice banner."""
        el("#notice").hidden = True

    def read_session(self, raw: Optional[str]) -> Any:
        """A session from saved text; raises ``ValueError`` (plain words) when it cannot be read."""
        return self.SESSION.from_record(saves.decode(raw, self.GAME.INFO.record_format))

    def on_storage(self, event: Any) -> None:
        """Another tab or window changed storage: follow a newer save of this game (a tab with
        no game yet follows the game another tab just saved)."""
        key = event.key
        gid = self.store.game_id
        if self.session is None and key == storage.key_for(gid, storage.LEGACY):
            slot = self.store.mirror_slot()
            if games.valid_slot(slot) and slot != self.store.slot and slot in self.store.slots():
                self.store.select(slot)
                key = self.store.key
        if not missing(key) and key != self.store.key:
            return
        if not self.store.changed_elsewhere():
            return
        raw = self.store.peek()
        try:
            session = self.read_session(raw)
        except Exception:
            self.notice(_("The saved game was changed in another tab or window and cannot be "
                          "read here. This tab keeps its game and will ask before saving over it."))
            return
        self.store.known = raw
        el("#conflict").hidden = True
        el("#corrupt").hidden = True
        if self.session is None:  # this tab was waiting on the new-game form
            el("#new-game").hidden = True
        self.begin(session, resumed=True, save=False)
        self.info = _("This game was changed in another tab or window: this tab now shows it "
                      "(move {n}).", n=session.cursor)
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
            session = self.read_session(raw)
        except Exception as e:
            self.message = _("The other tab's game could not be read ({reason}); this one is kept.",
                             reason=e)
            self.save(force=True)
            self.refresh()
            return
        self.begin(session, resumed=True, save=False)

    def show_saved_data(self) -> None:
        """List this game's data in the browser (the save, kept backups, settings) with sizes."""
        rows = []
        gid = self.store.game_id
        copy_keys = (storage.key_for(gid, storage.LEGACY), storage.key_for(gid, storage.MIRROR_OF))
        for key, size in self.store.entries():
            what = (_("the game in progress") if key == self.store.key else
                    games.saved_data_words() if key.startswith(gid + "/game-") else
                    _("an unreadable save kept as a backup") if key.startswith(self.store.backup_prefix)
                    else _("the home page's line about the game") if key == self.store.summary_key
                    or key.startswith(storage.key_for(gid, storage.SUMMARY_PREFIX))
                    else _("a copy of the game saved last") if key == copy_keys[0]
                    else _("which game that copy is") if key == copy_keys[1]
                    else _("a setting"))
            delete = ("" if self.undeletable(key) else
                      f'<button type="button" data-action="delete-saved" data-key="{esc(key)}">'
                      f'{esc(_("Delete"))}</button>')
            size_words = ngettext("{size} character", "{size} characters", size, size=f"{size:,}")
            rows.append(f"<li><code>{esc(key)}</code> · {esc(what)} · {esc(size_words)} {delete}</li>")
        nothing = f"<li>{esc(_('Nothing is saved in this browser.'))}</li>"
        el("#saved-list").innerHTML = "".join(rows) or nothing
        el("#saved-data").hidden = False

    def undeletable(self, key: str) -> bool:
        """Keys the Saved data list never deletes one by one: the game on the page, the copy of
        the game saved last and its marker, and the home page's lines (they go with their game)."""
        gid = self.store.game_id
        return (key in (self.store.key, self.store.summary_key, storage.key_for(gid, storage.LEGACY),
                        storage.key_for(gid, storage.MIRROR_OF))
                or key.startswith(storage.key_for(gid, storage.SUMMARY_PREFIX)))

    def delete_saved(self, key: str) -> None:
        """Delete one backup or setting (never the game in progress) and refresh the list."""
        slot_prefix = storage.key_for(self.GAME.INFO.id, storage.GAME_PREFIX)
        if key.startswith(slot_prefix) and key != self.store.key:
            self.store.delete_slot(key[len(slot_prefix):])
        elif not self.undeletable(key):
            self.store.remove(key)
        self.show_saved_data()

    def show_problem(self) -> None:
        """Show a storage problem in the notice banner, the first time only."""
        problem = self.store.take_problem()
        if problem:
            self.notice(_(problem))

    def show_corrupt(self, raw: str, reason: str) -> None:
        """The save could not be read: keep the raw text under a backup key and offer a new game."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
        key = self.store.keep_backup(raw, stamp)
        if key and self.store.slot is not None:  # the backup holds it: the home page lists it no more
            self.store.delete_slot(self.store.slot)
        if key:
            kept = _("The unreadable save is kept in this browser under the key “{key}” "
                     "(see “Saved data”); the newest few backups are kept.", key=key)
        else:
            kept = _("There was no room to copy it to a backup, so it stays under "
                     "“{key}” until you start a new game.", key=self.store.key)
        el("#corrupt-reason").textContent = reason
        el("#corrupt-kept").textContent = kept
        el("#corrupt").hidden = False
        self.corrupt_shown = True
        self.preview(self.idle_words())

    # ---- files and links (moving a game to another device, ui.shell.transfer) ----------------------
    def wire_transfer(self) -> None:
        """Listen to the hidden file input and to a link pasted into this tab (``hashchange``);
        the callbacks of the browser's promises (reading a file, the clipboard) live as long as
        the page."""
        self.pending_import: Optional[tuple] = None
        self.pending_name = ""
        chooser = el("#open-file-input")
        if not missing(chooser):
            self._on(chooser, "change", lambda e: self.timed(self.read_chosen_file))
        self._on(window, "hashchange", lambda e: self.timed(self.open_link_from_hash))
        self.file_read = create_proxy(lambda text: self.timed(self.offer_import, text, "file"))
        self.file_failed = create_proxy(lambda err: self.timed(
            self.import_failed, "file", _("The browser could not read the file.")))
        self.copied = create_proxy(lambda _: self.timed(self.share_words, True))
        self.not_copied = create_proxy(lambda _: self.timed(self.share_words, False))
        self.proxies += [self.file_read, self.file_failed, self.copied, self.not_copied]

    def transfer_action(self, action: str) -> None:
        """One of ``TRANSFER_ACTIONS`` was clicked."""
        if action == "save-file":
            self.save_file()
        elif action == "open-file":
            chooser = el("#open-file-input")
            chooser.value = ""  # choosing the same file again still fires "change"
            chooser.click()
        elif action == "copy-link":
            self.copy_link()
        elif action == "import-confirm" and self.pending_import is not None:
            self.accept_import(*self.pending_import)
        elif action == "import-cancel":
            self.pending_import = None
            el("#import").hidden = True
            self.info = _("Nothing was opened: your game goes on.")
            self.paint_status()
        elif action == "close-share":
            el("#share").hidden = True

    def close_transfer_dialog(self) -> bool:
        """Escape: keep the game (the import question) or close the link box; True if one was open."""
        box = el("#import")
        if not missing(box) and not box.hidden:
            self.timed(self.transfer_action, "import-cancel")
            return True
        box = el("#share")
        if not missing(box) and not box.hidden:
            box.hidden = True
            return True
        return False

    def save_file(self) -> None:
        """Download the game's record as a JSON file (a Blob and an ``<a download>``)."""
        if self.session is None:
            return
        record = self.session.record()
        name = transfer.file_name(self.GAME.INFO.id, record)
        options = to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)
        blob = window.Blob.new(to_js([transfer.to_file(record)]), options)
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = name
        link.hidden = True
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 60_000)
        self.info = _("The game is saved as “{name}” (your downloads): open it on any device "
                      "with “Open game file”.", name=name)
        self.paint_status()

    def read_chosen_file(self) -> None:
        """A file was chosen: refuse a huge one unread, else read its text (a promise)."""
        files = el("#open-file-input").files
        if missing(files) or not files.length:
            return
        chosen = files.item(0)
        self.pending_name = str(chosen.name or "")
        if chosen.size > transfer.MAX_FILE_BYTES:
            self.import_failed("file", ngettext("The file is far too large to be a game ({size} byte).",
                                                "The file is far too large to be a game ({size} bytes).",
                                                int(chosen.size), size=f"{int(chosen.size):,}"))
            return
        chosen.text().then(self.file_read, self.file_failed)

    def open_link_from_hash(self) -> None:
        """A game link opened this page (or was pasted into this tab): clear the address's
        fragment (so a reload does not ask again) and offer the game in it."""
        fragment = str(window.location.hash or "")
        if not fragment.startswith("#g="):
            return
        window.history.replaceState(window.history.state, "",
                                    str(window.location.pathname) + str(window.location.search))
        self.pending_name = ""
        self.offer_import(fragment, "link")

    def import_failed(self, source: str, reason: str) -> None:
        """Say why a file or link was not opened; nothing else changes."""
        if source == "link":
            text = _("The link was not opened. {reason} Your game and your saved data are "
                     "unchanged.", reason=reason)
        elif self.pending_name:
            text = _("The file “{name}” was not opened. {reason} Your game and your saved data "
                     "are unchanged.", name=self.pending_name, reason=reason)
        else:
            text = _("The file was not opened. {reason} Your game and your saved data are "
                     "unchanged.", reason=reason)
        self.notice(text)

    def offer_import(self, text: Any, source: str) -> None:
        """Read and replay a game from a file's text or a link; ask before it replaces a game."""
        try:
            session = transfer.load(self.SESSION, str(text), source)
        except ValueError as e:  # SaveError: a plain sentence naming the first bad move
            self.import_failed(source, str(e))
            return
        except Exception:  # anything else hostile data can provoke
            window.console.warn(traceback.format_exc())
            self.import_failed(source, _("It could not be read as a game."))
            return
        if self.session is None:
            self.accept_import(session, source, self.pending_name)
            return
        self.pending_import = (session, source, self.pending_name)
        el("#import-game").textContent = self.game_words(session)
        el("#import-current").textContent = (
            games.import_keeps_words(self.game_words(self.session)))
        el("#import").hidden = False
        el('[data-action="import-confirm"]').focus()

    def game_words(self, session: Any) -> str:
        """“Ann, Bob, Cy · move 42 · in progress” (plain text, for textContent)."""
        names = ", ".join(session.players)
        if session.actor(session.cursor) is None:
            return _("{names} · move {n} · finished", names=names, n=session.cursor)
        return _("{names} · move {n} · in progress", names=names, n=session.cursor)

    def accept_import(self, session: Any, source: str, name: str) -> None:
        """Make the imported game the page's game and save it (the privacy screen comes first
        in a game with hidden information, as after any load)."""
        self.pending_import = None
        el("#import").hidden = True
        el("#new-game").hidden = True
        self.hide_notice()
        self.begin(session, resumed=True)
        if source == "link":
            self.info = _("Opened the game from the link: it goes on at move {n}.", n=session.cursor)
        elif name:
            self.info = _("Opened the game from “{name}”: it goes on at move {n}.", name=name,
                          n=session.cursor)
        else:
            self.info = _("Opened the game from the file: it goes on at move {n}.", n=session.cursor)
        self.paint_status()

    def link_locked(self) -> bool:
        """True while a link would give secrets away: hidden information and not finished."""
        s = self.session
        return bool(self.GAME.INFO.hidden_information and s is not None
                    and s.actor(s.cursor) is not None)

    def paint_transfer(self) -> None:
        """“Copy link”: only for finished games when the game hides cards (a link holds the seed
        and every move, so whoever opens it could see every hand)."""
        button = el('[data-action="copy-link"]')
        locked = self.link_locked()
        if missing(button) or self.cache.get("share") == locked:
            return
        self.cache["share"] = locked
        button.disabled = locked
        button.title = (_("A link to a game in progress would show every secret card to whoever "
                          "opens it: links are offered once the game is over. “Save game file” "
                          "keeps a backup.") if locked else
                        _("Copy a link holding the whole game: open it on another device or "
                          "send it to a friend"))

    def copy_link(self) -> None:
        """Put the game's link on the clipboard and show it in a read-only field."""
        if self.session is None or self.link_locked():
            return
        base = str(window.location.href).split("#", 1)[0]
        link = base + "#" + transfer.to_link_fragment(self.session.record())
        el("#share-link").value = link
        el("#share-text").textContent = _("Copying the link…")
        el("#share").hidden = False
        clipboard: Any = getattr(window.navigator, "clipboard", None)
        if missing(clipboard):
            self.share_words(False)
            return
        try:
            clipboard.writeText(link).then(self.copied, self.not_copied)
        except Exception:
            self.share_words(False)

    def share_words(self, copied: bool) -> None:
        """Say whether the link reached the clipboard (else: select it for copying by hand)."""
        if copied:
            text = _("The link is copied. Send it or open it on another device: it holds the "
                     "whole game, and whoever opens it can go on playing from there.")
        else:
            text = _("This browser did not let the page copy: copy the link below yourself "
                     "(it is selected).")
            field = el("#share-link")
            field.focus()
            field.select()
        el("#share-text").textContent = text

    # ---- sessions --------------------------------------------------------------------------------
    def begin(self, session: Any, resumed: bool = False, save: bool = True) -> None:
        """Make ``session`` the game on the page and draw it (and save it, unless it was just
        read from storage)."""
        self.end_replay()
        if save:
            self.store.select(games.new_slot(time.time() * 1000, self.store.slots()))
        self.remember_slot()
        self.session = session
        self.viewer = None
        self.screen_for = None
        self.reset_selection()
        self.message = None
        self.on_begin(session)
        self.cache = {}
        self.log_texts = []
        el("#log").innerHTML = ""
        el("#ranking-card").hidden = True
        el("#corrupt").hidden = True
        el("#game-info").innerHTML = self.game_info_html(session, resumed)
        if resumed:
            self.info = _("Welcome back: the saved game resumes at move {n}.", n=session.cursor)
        else:
            self.info = self.new_game_words(session)
        self.saved_moves = session.cursor
        if save:
            self.save()
        self.bots.paused = False
        self.bots.restart()
        self.refresh()

    def new_game_words(self, session: Any) -> str:
        """Game hook: the info line when a new game starts."""
        return _("New game, seed {seed}.", seed=session.seed)

    def play_again(self) -> None:
        """Start a new game with the same players and colours and a fresh seed."""
        s = self.session
        if s is None:
            return
        self.begin(self.SESSION(s.players, new_seed(), s.colors, s.kinds))

    # ---- drawing ---------------------------------------------------------------------------------
    def set_html(self, key: str, node: Any, html: str) -> None:
        """Set ``node.innerHTML`` unless it already shows ``html``."""
        if self.cache.get(key) != html:
            node.innerHTML = html
            self.cache[key] = html

    def refresh(self) -> None:
        """Bring the page in line with the session (diffs only)."""
        s = self.session
        self.screen_for = self.privacy_needed()
        self.paint_privacy()
        # a bot's turn or the privacy screen: nothing to click
        legal = [] if s.bot_level() or self.screen_for is not None else s.legal()
        states = {a: True for a in self.ACTIONS}
        states.update(self.paint_game(legal))
        can_moves = self.UNDO_MOVES and self.screen_for is None
        states["undo"] = not (self.can_local_undo() or (can_moves and s.can_undo_turn()))
        states["redo"] = not (can_moves and s.can_redo_turn())
        states.update(self.bot_controls(s))
        cache = self.cache
        for a, disabled in states.items():
            pressed = self.pressed(a)
            key = "btn:" + a
            if cache.get(key) != (disabled, pressed):
                b = self.buttons[a]
                b.disabled = disabled
                if a not in BOT_TOOLS and pressed is None:
                    b.removeAttribute("aria-pressed")
                elif a not in BOT_TOOLS:
                    b.setAttribute("aria-pressed", "true" if pressed else "false")
                cache[key] = (disabled, pressed)
        self.paint_status()
        self.paint_log()
        self.paint_transfer()
        self.paint_replay()
        over = s.actor(s.cursor) is None
        if over:
            html = self.ranking_html()
            if cache.get("txt:ranking") != html:
                el("#ranking").innerHTML = html
                cache["txt:ranking"] = html
                el("#ranking-card").hidden = False
        elif cache.get("txt:ranking"):
            cache["txt:ranking"] = ""
            el("#ranking").innerHTML = ""
            el("#ranking-card").hidden = True
        body = document.body.dataset
        body.phase = self.phase()
        body.cursor = str(s.cursor)
        current = self.current_attr()
        if current is None:
            document.body.removeAttribute("data-current")
        else:
            body.current = str(current)
        body.actor = "over" if over else ("bot" if s.bot_level() else "human")

    def last_seat(self) -> int:
        """The seat shown as current once the game is over (the last to move)."""
        s = self.session
        return s.seats[s.cursor - 1] if s.cursor else 0

    def paint_status(self) -> None:
        """Write #status: the last refusal or notice (if any), then what to do now."""
        s = self.session
        if s is None:
            return
        level = s.bot_level()
        seat = s.actor(s.cursor)
        if self.replay is not None:
            prompt = replay.status_words(self.replay)
        elif seat is None:
            prompt = self.over_words()
        elif level is not None:
            prompt = self.bot_words(level)
        elif self.screen_for is not None:
            prompt = _("{name} is next: pass the device.", name=s.players[self.screen_for])
        else:
            prompt = self.prompt()
        names = s.players
        html = f'<span class="prompt">{text_with_names(prompt, names)}</span>'
        if seat is None:
            html += (' <button type="button" class="inline" data-action="show-ranking">'
                     f'{esc(_("Show the ranking"))}</button>')
        if self.message:
            html = f'<span class="why">{text_with_names(self.message, names)}</span> ' + html
        elif self.info:
            html = f'<span class="info">{text_with_names(self.info, names)}</span> ' + html
        self.set_html("txt:status", el("#status"), html)
        shown = seat if seat is not None else self.last_seat()
        fill = colour(s.colors[shown])[0]
        if self.cache.get("txt:turncolour") != fill:
            el("#turn").style.setProperty("--turn", fill)
            self.cache["txt:turncolour"] = fill

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
        if k < len(shown):  # moves taken back (undo, a replay): the log is drawn again
            log.innerHTML = ""
            k = 0
        if len(want) > k:
            items = [self.log_html(want[i], s.seats[i]) for i in range(len(want) - 1, k - 1, -1)]
            log.insertAdjacentHTML("afterbegin", "".join(items))
            if k == len(shown) and len(want) - k <= 4:  # moves just made: said once, politely
                announce = el("#announce")
                if not missing(announce):
                    announce.textContent = " ".join(" ".join(want[i]) for i in range(k, len(want)))
        self.log_texts = list(want)

    # ---- the new-game form -----------------------------------------------------------------------
    def show_form(self) -> None:
        """Open the new-game form; it says that a running game is kept."""
        s = self.session
        running = s is not None and s.actor(s.cursor) is not None
        warn = el("#discard-warning")
        if running:
            warn.textContent = games.form_keeps_words(s.cursor)
        warn.hidden = not running
        el('[data-action="start"]').textContent = games.start_words()
        el('[data-action="cancel-new"]').hidden = s is None
        if s is not None:
            el('[name="players"]').value = str(len(s.players))
            for i, name in enumerate(s.players):
                el(f'[name="name-{i}"]').value = name
                el(f'[name="seat-{i}"]').value = seats.to_choice(s.kinds[i])
                el(f'[name="color-{i}"]').value = s.colors[i] if s.colors[i] in PALETTE else ""
        self.reseed()
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
        """Show the seats of the chosen player count only; paint the colour swatches."""
        info = self.GAME.INFO
        n = int(el('[name="players"]').value or info.max_players)
        for i in range(info.max_players):
            off = i >= n
            el(f'[data-seat-row="{i}"]').hidden = off
            for field in ("name", "color", "seat"):
                el(f'[name="{field}-{i}"]').disabled = off
            value = el(f'[name="color-{i}"]').value
            el(f'[data-seat-row="{i}"] .swatch').style.background = colour(value)[0]

    def start_from_form(self) -> None:
        """Validate the form and start the game it describes."""
        n = int(el('[name="players"]').value)
        names, colours, kinds = [], [], []
        for i in range(n):
            names.append(el(f'[name="name-{i}"]').value.strip() or _("Player {n}", n=i + 1))
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
                error = _("The seed must be a whole number (or empty for a random one).")
        if error is None:
            try:
                session = self.SESSION(names, seed, colours, kinds)
            except ValueError as e:
                error = str(e)
        if error is not None:
            el("#form-error").textContent = error
            return
        el("#new-game").hidden = True
        self.begin(session)

    # ---- language -------------------------------------------------------------------------------
    def take_language(self) -> bool:
        """Install the language ui/lang.js has loaded (``window.wrLang``); True when it changed."""
        return language.take(getattr(window, "wrLang", None))

    def on_language(self) -> None:
        """The player switched the language: every word on the page again, the game untouched."""
        if not self.take_language():
            return
        if getattr(self, "replay_bar", None) is not None:
            self.paint_replay_words()
        form = el("#new-game")
        was_open = not form.hidden
        form.innerHTML = form_html(self.GAME.INFO, self.COUNTS, self.SEED_HINT)
        self.wire_form()
        s = self.session
        if s is None:
            self.bot_bar_words()
            self.preview(self.idle_words())
            if was_open:
                self.show_form()
            return
        s.retell()
        self.on_begin(s)
        self.cache = {}
        self.log_texts = []
        el("#log").innerHTML = ""
        el("#game-info").innerHTML = self.game_info_html(s, False)
        self.refresh()
        if was_open:
            self.show_form()

    def idle_words(self) -> str:
        """The status line while there is no game: set one up, or the save could not be read."""
        if self.corrupt_shown:
            return _("The saved game could not be read (see above). Start a new game to play.")
        info = self.GAME.INFO
        return _("Set up a new game: {lo} to {hi} players take turns on this device.",
                 lo=info.min_players, hi=info.max_players)

    # ---- start-up --------------------------------------------------------------------------------
    def start(self) -> None:
        """Resume the saved game (or explain why not); New game works whatever happened."""
        if self.take_language():  # the form was drawn in English before the words were installed
            el("#new-game").innerHTML = form_html(self.GAME.INFO, self.COUNTS, self.SEED_HINT)
            self.bot_bar_words()
        self.wire()
        self.set_delay(self.store.read_pref("bot-delay"), keep=False)
        try:
            self.choose_slot()
            raw = self.store.read()
            if raw is None:
                self.preview(self.idle_words())
                self.show_form()
            else:
                try:
                    session = self.read_session(raw)
                except ValueError as e:  # SaveError, InvalidState: the reason is a plain sentence
                    self.show_corrupt(raw, str(e))
                except Exception:  # anything else a hostile save can provoke
                    window.console.error(traceback.format_exc())
                    self.show_corrupt(raw, _("The save is damaged: it could not be read as a game."))
                else:
                    self.begin(session, resumed=True, save=False)
            self.show_problem()
            self.open_link_from_hash()
        finally:
            for b in document.querySelectorAll("[data-boot-disabled]"):
                b.disabled = False
            document.body.dataset.ready = "true"


    # ---- several games (ui.shell.games) ----------------------------------------------------------
    def choose_slot(self) -> None:
        """Pick the kept game this page opens: the one a home page link asks for
        (``#game=<slot>``, then taken off the address), a save of an earlier version (moved into
        a slot of its own), the one this tab or browser had open last, or the last played."""
        asked = None
        fragment = str(window.location.hash or "")
        if fragment.startswith(games.HASH_PREFIX):
            asked = fragment[len(games.HASH_PREFIX):]
            window.history.replaceState(window.history.state, "",
                                        str(window.location.pathname) + str(window.location.search))
        store = self.store
        migrated = store.migrate(games.new_slot(time.time() * 1000, store.slots()))
        if migrated is None and not store.is_mirror():
            store.read()
            return  # an old save storage had no room to move: it stays where it is, in use
        remembered = migrated or self.tab_memory() or store.read_pref("open")
        slot = games.slot_to_open(store, asked, remembered)
        store.select(slot or games.new_slot(time.time() * 1000, store.slots()))

    def tab_memory(self, slot: Optional[str] = None) -> Optional[str]:
        """The slot this tab had open (``sessionStorage``), or keep ``slot`` as it."""
        key = self.GAME.INFO.id + "/open"
        try:
            tab = window.sessionStorage
            if slot is not None:
                tab.setItem(key, slot)
                return slot
            value = tab.getItem(key)
        except Exception:
            return None
        return value if isinstance(value, str) else None

    def remember_slot(self) -> None:
        """Note the game on the page as this tab's and the browser's last (best effort)."""
        slot = self.store.slot
        document.body.dataset.saveKey = self.store.key
        if slot is not None:
            self.tab_memory(slot)
            if self.store.read_pref("open") != slot:  # best effort: a full storage says so on saving
                self.store.write_pref("open", slot, note=False)

    def offer_room(self) -> None:
        """Storage is full: offer the oldest finished games for deletion (one button each);
        nothing is deleted without a click."""
        offered = games.room_offer(self.store, self.store.slot)
        if not offered:
            return
        items = "".join(
            f'<li><button type="button" class="inline" data-action="free-room" '
            f'data-slot="{esc(g["slot"])}">{esc(games.delete_words(games.game_line(g["summary"])))}'
            f'</button></li>' for g in offered)
        el("#notice").insertAdjacentHTML(
            "beforeend", f' <span class="room">{esc(games.full_words())}</span><ul class="room">{items}</ul>')

    def free_room(self, slot: str) -> None:
        """The player chose to delete an offered finished game: delete it and save again."""
        if not games.valid_slot(slot) or slot == self.store.slot:
            return
        line = games.game_line(games.parse_summary(self.store.read_slot(slot, storage.SUMMARY_PREFIX),
                                                   self.store.game_id))
        if self.store.delete_slot(slot):
            self.info = games.deleted_words(line)
            self.hide_notice()
            if self.session is not None:
                self.save()
                self.refresh()

    # ---- replay (ui.shell.replay) ----------------------------------------------------------------
    def wire_replay(self) -> None:
        """Put the Replay button first under the log (with the game files) and the replay bar
        under the status."""
        files = el(".game-files")
        if missing(files):
            return
        button = document.createElement("button")
        button.type = "button"
        button.className = "inline"
        button.setAttribute("data-action", "replay")
        button.disabled = True
        files.insertBefore(button, files.firstElementChild)
        self.replay_button = button
        bar = document.createElement("div")
        bar.id = "replay-bar"
        bar.className = "bot-bar replay-bar"
        bar.setAttribute("role", "group")
        bar.hidden = True
        after = el("#bot-bar")
        if missing(after):
            el("#status").insertAdjacentElement("afterend", bar)
        else:
            after.insertAdjacentElement("afterend", bar)
        self.replay_bar = bar
        self.replay_timer = create_proxy(lambda: self.timed(self.replay_tick))
        self.proxies.append(self.replay_timer)
        self.paint_replay_words()

    def paint_replay_words(self) -> None:
        """The replay button and bar in the player's language."""
        w = replay.button_words()
        self.replay_button.textContent = w["replay"]
        self.replay_button.title = w["title"]
        self.replay_bar.setAttribute("aria-label", w["replay"])
        speed = self.replay.speed if self.replay is not None else replay.DEFAULT_SPEED
        options = "".join(f'<option value="{k}"{" selected" if k == speed else ""}>'
                          f'{esc(w["speed-" + k])}</option>' for k in replay.SPEEDS)
        steps = "".join(
            f'<button type="button" data-action="replay-{a}" aria-label="{esc(w[a])}" '
            f'title="{esc(w[a])}">{sign}</button>' + (
                f'<button type="button" data-action="replay-play" aria-pressed="false">'
                f'{esc(w["play"])}</button>' if a == "back" else "")
            for a, sign in (("first", "|◀"), ("back", "◀"), ("forward", "▶"), ("last", "▶|")))
        self.replay_bar.innerHTML = (
            f'{steps}<label>{esc(w["speed"])} <select name="replay-speed">{options}</select></label>'
            f'<button type="button" data-action="replay-exit">{esc(w["replay-exit"])}</button>'
            f'<span class="replay-note"></span>')
        self.cache.pop("replay", None)

    def replay_click(self, target: Any) -> bool:
        """A click during a replay: the replay's buttons work, the game's own do not (True: the
        click is done with)."""
        button = target.closest("[data-action]")
        if missing(button):
            return not missing(target.closest("#game"))  # the board and panels only show
        action = str(button.getAttribute("data-action") or "")
        if action in replay.ACTIONS:
            if not button.disabled:
                self.timed(self.replay_action, action)
            return True
        blocked = set(self.ACTIONS) | set(TOOLS) | set(BOT_TOOLS) | {
            "new-game", "start-over", "again", "reveal", "continue", "open-file", "import-confirm",
            "load-newer", "overwrite", "free-room"}
        return action in blocked

    def replay_action(self, action: str) -> None:
        """One of the replay bar's buttons (or the Replay button) was pressed."""
        if action == "replay":
            if self.replay is None:
                self.enter_replay()
            else:
                self.leave_replay()
            return
        r = self.replay
        if r is None:
            return
        if action == "replay-exit":
            self.leave_replay()
            return
        if action == "replay-play":
            r.set_speed(str(el('[name="replay-speed"]').value))
            if r.toggle_play():
                self.replay_gen += 1
                self.replay_schedule()
        else:
            {"replay-first": r.first, "replay-back": r.back, "replay-forward": r.forward,
             "replay-last": r.last}[action]()
        self.show_replay_position()

    replay_gen = 0

    def enter_replay(self) -> None:
        """Show the game from its first move; the live game waits untouched (nothing is saved,
        no bot moves)."""
        live = self.session
        if live is None or self.replay is not None or self.showing_public():
            return
        self.bots.stop()
        self.reset_selection()
        self.live = live
        self.replay = replay.Replay(live)
        self.message = None
        self.info = None
        self.session = self.replay.view()
        document.body.dataset.replay = "true"
        self.replay_bar.hidden = False
        self.refresh()
        first = el('[data-action="replay-forward"]')
        if not missing(first):
            first.focus()

    def show_replay_position(self) -> None:
        """Draw the replay's current moment."""
        if self.replay is None:
            return
        self.session = self.replay.view()
        self.refresh()

    def replay_schedule(self) -> None:
        """Ask for the next step of playing after the chosen pause."""
        r = self.replay
        if r is None or not r.playing:
            return
        gen = self.replay_gen
        window.setTimeout(create_once_callable(
            lambda: self.timed(self.replay_tick, gen)), int(r.delay() * 1000))

    def replay_tick(self, gen: int = -1) -> None:
        """One step of playing (a stale timer of an earlier play does nothing)."""
        r = self.replay
        if r is None or gen != self.replay_gen or not r.playing:
            return
        r.tick()
        self.show_replay_position()
        self.replay_schedule()

    def end_replay(self) -> None:
        """Drop any replay and put the live session back (no repaint)."""
        if self.replay is None:
            return
        self.replay_gen += 1
        self.replay = None
        if self.live is not None:
            self.session = self.live
        self.live = None
        document.body.removeAttribute("data-replay")
        self.replay_bar.hidden = True

    def leave_replay(self) -> None:
        """Back to the live position, exactly as it was; the bots go on if one is to act."""
        if self.replay is None:
            return
        self.end_replay()
        self.cache = {}
        self.message = None
        self.info = None
        self.refresh()
        self.bots.restart()
        self.replay_button.focus()

    def replay_viewer(self) -> Optional[int]:
        """Whose secret cards a replay shows: a finished game shows every card (each moment's
        decider's own panel, and every hand through :meth:`replay_secrets_html`); a game in
        progress only the cards of the person who was at the device (nobody's while the privacy
        screen was up or nobody had revealed)."""
        r = self.replay
        if r is None:
            return None
        if r.finished_game():
            seat: Optional[int] = self.session.actor(self.session.cursor)
            return seat if seat is not None else self.last_seat()
        return None if self.screen_for is not None else self.viewer

    def replay_secrets_html(self) -> str:
        """Game hook: every seat's secret cards at the replay's moment (a finished game only)."""
        return ""

    def paint_replay(self) -> None:
        """The Replay button and the bar's state (position, play, what is shown)."""
        button = getattr(self, "replay_button", None)
        if button is None:
            return
        r = self.replay
        s = self.live if r is not None else self.session
        can = s is not None and s.cursor > 0 and not self.showing_public() and self.screen_for is None
        key = (r is not None, can, None if r is None else (r.pos, r.end, r.playing))
        if self.cache.get("replay") == key:
            return
        self.cache["replay"] = key
        w = replay.button_words()
        button.disabled = not (can or r is not None)
        button.setAttribute("aria-pressed", "true" if r is not None else "false")
        if r is None:
            return
        for action, off in (("replay-first", r.pos == 0), ("replay-back", r.pos == 0),
                            ("replay-forward", r.pos >= r.end), ("replay-last", r.pos >= r.end)):
            el(f'[data-action="{action}"]').disabled = off
        play = el('[data-action="replay-play"]')
        play.textContent = w["pause"] if r.playing else w["play"]
        play.setAttribute("aria-pressed", "true" if r.playing else "false")
        note = ""
        if self.GAME.INFO.hidden_information:
            note = esc(replay.privacy_words(r))
            if r.finished_game():
                note += self.replay_secrets_html()
        el("#replay-bar .replay-note").innerHTML = note
