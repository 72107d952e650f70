"""The page's conductor, the same for every game: events in, the game's engine moves out, one
``refresh()`` to bring the page in line.

:class:`ShellPage` owns no drawing and no storage itself: each part of the page is a component
that owns one thing and never calls back into the page — saving and resuming
(``ui.shell.saving``), the Saved data and unreadable-save dialogs (``ui.shell.saved_data``), files
and links (``ui.shell.files``), the replay (``ui.shell.replay_bar``), the privacy screen
(``ui.shell.privacy``), the new-game form (``ui.shell.newgame``), the bots' bar
(``ui.shell.botbar``), the status line and the log (``ui.shell.status``). The page turns each
``data-action`` into a component's method through one table (:meth:`actions`) and repaints with
:meth:`refresh`. A game's page subclasses it and fills in the hooks (``ui.shell.hooks``); the
browser is reached only through ``ui.shell.dom``, so all of this runs on CPython in the tests.

Every handled click or key records its duration (ms, including the style and layout work it
causes) in ``window.wrTimings`` for bench/click.py.
"""

from __future__ import annotations

import traceback
from typing import Any, Callable, Dict, Optional, Tuple

from engine.core.errors import IllegalMove
from engine.core.i18n import words
from ui.shell import botbar, files, replay, storage
from ui.shell.autoplay import BotDriver
from ui.shell.dom import Dom, Painter, browser, missing
from ui.shell.hooks import GameHooks
from ui.shell.learning import Learning
from ui.shell.lifecycle import Lifecycle
from ui.shell.newgame import NewGameForm
from ui.shell.other_tabs import OtherTabs
from ui.shell.page_state import PageState
from ui.shell.privacy import Privacy
from ui.shell.replay_bar import ReplayBar
from ui.shell.saved_data import SavedData
from ui.shell.saving import Saving
from ui.shell.status import GameLog, RankingCard, StatusLine
from ui.shell.story_chart import StoryPainter
from ui.shell.suggest import Suggestion
from ui.shell.tutorial import Tutorial
from ui.shell.walkthrough import Pacer

_, ngettext, pgettext = words("site").functions()

TOOLS = ("undo", "redo")
BOT_TOOLS = ("skip", "pause")
MAX_TIMINGS = 20000
FIELDS = ("INPUT", "SELECT", "TEXTAREA")


class ShellPage(Learning, Lifecycle, OtherTabs, PageState, GameHooks):
    """One game's page: one session at a time, its dialogs and its save slot."""

    def __init__(self, dom: Optional[Dom] = None) -> None:
        self.dom = dom if dom is not None else browser(self.ELEMENTS)
        d = self.dom
        info = self.GAME.INFO
        self.painter = Painter(d)
        self.store = storage.Store(d.local_storage, info.id)
        self.saving = Saving(d, self.store, info.record_format)
        self.saved_data = SavedData(d, self.store)
        self.files = files.FilesAndLinks(d, self.painter, info, self.SESSION)
        self.replay_bar = ReplayBar(d, self.painter)
        self.privacy = Privacy(d, self.painter, info.hidden_information)
        self.form = NewGameForm(d, info)
        self.bot_bar = botbar.BotBar(d, self.painter)
        self.status_line, self.ranking_card = StatusLine(d, self.painter), RankingCard(d, self.painter)
        self.log = GameLog(d)
        self.story = StoryPainter(self.GAME)
        self.tutorial, self.suggestion = Tutorial(d, self.store), Suggestion(d)
        self.session = None
        self.shown: Tuple[Any, int] = (None, 0)  # the state on the page and its number (position())
        self.observed: Tuple[Any, Any] = (None, None)  # ((position, viewer), observe's dict)
        self.form.draw(self.COUNTS, self.SEED_HINT)
        self.buttons = {a: d.el(f'[data-action="{a}"]') for a in tuple(self.ACTIONS) + TOOLS + BOT_TOOLS}
        self.bots = BotDriver(lambda: self.session, self.bot_moved, self.bot_failed, self.bot_idle)
        self.bots.held = lambda: self.tutorial.on or self.showing_public()  # a walkthrough, demos too
        self.bots.trace = d.bot_trace()
        self.pacer = Pacer(d.later, lambda: float(self.bots.delay), self.walk_step, self.store,
                           paused=lambda: self.bots.paused)

    # ---- wiring and timing -------------------------------------------------------------------------
    def wire(self) -> None:
        """Attach the event listeners (one delegated listener per kind of event)."""
        d = self.dom
        d.on_page("click", self.on_click)
        d.on_page("keydown", self.on_key)
        self.form.wire(self.on_submit)
        delay = d.el("bot-delay")
        if not missing(delay):
            d.on(delay, "change", lambda e: self.set_delay(e.target.value))
        d.on_window("storage", lambda e: self.timed(self.on_storage, e))
        d.on_window("wr-lang", lambda e: self.timed(self.on_language))
        chooser = d.el("open-file-input")
        if not missing(chooser):
            d.on(chooser, "change", lambda e: self.timed(self.read_chosen_file))
        d.on_window("hashchange", lambda e: self.timed(self.open_link))
        self.replay_bar.wire()

    def timed(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run a handler, report unexpected errors, and record how long it took."""
        t0 = self.dom.now()
        self.info = None
        try:
            fn(*args)
        except Exception:  # a bug: show it and make it visible to the tests
            self.failed(traceback.format_exc())
        self.lesson_go_on()  # a lesson plays its own moves up to the learner's next step
        self.privacy.keep_focus()  # an answered question or a button gone: the screen keeps it
        self.dom.layout()  # style + layout now, as the repaint will need them anyway
        self.dom.record_timing(self.dom.now() - t0, MAX_TIMINGS)

    def failed(self, text: str) -> None:
        """A handler or a bot turn raised: a bug; show it and make it visible to the tests."""
        self.dom.error(text)
        self.message = _("Something went wrong: {error}", error=text.strip().splitlines()[-1])
        self.paint_status()

    # ---- events --------------------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        """Delegated click handler: the replay's and the game's own targets first, then data-action
        buttons."""
        target = event.target
        if self.replay_bar.on:
            action = self.replay_bar.swallows(target, self.ACTIONS)
            if action:
                self.timed(self.replay_action, action)
            if action is not None:
                return
        if not self.tutorial.allows_click(target) or self.game_click(target):
            return
        button = target.closest("[data-action]")
        if missing(button) or button.disabled:
            return
        action = str(button.getAttribute("data-action") or "")
        if action == "start":
            return  # handled by the form's submit event
        if action == "delete-saved":
            self.timed(self.saved_data.delete, button.getAttribute("data-key") or "")
        elif action == "free-room":
            self.timed(self.free_room, button.getAttribute("data-slot") or "")
        else:
            self.timed(self.click_action, action)

    def on_key(self, event: Any) -> None:
        """Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, Escape cancels a selection or a dialog."""
        if self.privacy.trap(event) or self.game_key(event):
            return
        key = (event.key or "").lower()
        tag = "" if missing(event.target) else str(event.target.tagName or "").upper()
        if self.replay_bar.on and (key == "escape" or event.ctrlKey or event.metaKey):
            if key == "escape":
                self.timed(self.leave_replay)
            return  # no undo or redo while a replay is shown
        if key == "escape":
            if self.files.asking():
                self.timed(self.click_action, "import-cancel")
            elif self.files.close_share():
                pass
            elif self.form.open and self.session is not None:
                self.hide_form()
            elif tag not in FIELDS:
                self.timed(self.escape)
            return
        if tag in FIELDS or not (event.ctrlKey or event.metaKey) or self.form.open:
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

    # ---- actions -------------------------------------------------------------------------------------
    def actions(self) -> Dict[str, Callable[[], Any]]:
        """The page's own actions (``data-action`` → what it does), whatever the game."""
        f = self.files
        return {
            "new-game": self.show_form, "start-over": self.show_form, "cancel-new": self.hide_form,
            "saved-data": self.saved_data.show, "close-saved-data": self.saved_data.close,
            "again": self.play_again, "reseed": self.form.reseed, "reveal": self.reveal,
            "load-newer": lambda: self.resolve_conflict(False),
            "overwrite": lambda: self.resolve_conflict(True),
            "keep-deleted": self.keep_deleted, "let-go": self.let_go,
            "hide-ranking": lambda: self.ranking_card.hide(self.paint_status),
            "show-ranking": lambda: self.ranking_card.show(self.paint_status), "save-file": self.save_file,
            "open-file": f.choose_file, "copy-link": lambda: f.copy_link(self.session),
            "import-confirm": self.accept_import, "import-cancel": lambda: self.tell(f.cancel()),
            "close-share": f.close_share, **self.learning_actions(),
        }

    def click_action(self, action: str) -> None:
        """A data-action button was clicked (or a keyboard shortcut used)."""
        if action in replay.ACTIONS:
            self.replay_action(action)
            return
        page_actions = self.actions()
        if action in page_actions:
            page_actions[action]()
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
        elif action == "skip":
            self.bots.skip()
            self.refresh()
        elif action == "pause":
            self.bots.set_paused(not self.bots.paused)
            if not self.bots.paused:
                self.pacer.resumed()
            self.refresh()
        elif not self.bot_turn():
            self.game_action(action)

    def save_file(self) -> None:
        """Download the game as a file and say where it went."""
        if self.session is not None:
            self.tell(self.files.save_file(self.session))

    def tell(self, info: str) -> None:
        """Say ``info`` in the status line (what just happened)."""
        self.info = info
        self.paint_status()

    def undo_redo(self, action: str) -> None:
        """Undo or redo a person's turn (in a game of bots only: one step, paused): the session's
        one policy, which never takes back a move the game says cannot be (a draw, a pull, a
        secret choice); Undo first drops what the page holds before a confirm."""
        s = self.session
        if self.held_by_question():
            return
        if action == "undo" and self.local_undo():
            self.message = None
            self.refresh()
            return
        if self.showing_public():
            return
        if not s.has_humans() and (s.can_undo_turn() if action == "undo" else s.can_redo_turn()):
            self.bots.set_paused(True)
        if s.undo_turn() if action == "undo" else s.redo_turn():
            self.reset_selection()
            self.message = None
            self.save()
            self.bots.restart()
        else:
            self.message = self.undo_refused() if action == "undo" else _("Nothing to redo.")
        self.refresh()

    def escape(self) -> None:
        """Cancel the pending selection."""
        if self.session is not None and self.cancel_selection():
            self.message = None
            self.refresh()

    def play(self, move: Optional[dict], message: Optional[str] = None) -> None:
        """Make ``move`` through the engine (or show ``message``), then save and repaint."""
        if self.replay_bar.on:
            return  # nothing is played during a replay
        if move is not None and self.held_by_question():
            return
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

    # ---- bots --------------------------------------------------------------------------------------
    def bot_turn(self) -> bool:
        """True (and the reason shown) when a bot is to act: the board ignores a person's input."""
        if self.session is None:
            return False
        why = botbar.refusal(self.session, self.bots)
        if why is None:
            return False
        self.message = why
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
        """A bot turn raised: a bug."""
        self.failed(text)

    def bot_idle(self) -> None:
        """The bots stopped (a person is to act, the game ended, or they were paused)."""
        if self.session is not None:
            self.refresh()

    def set_delay(self, value: Any, keep: bool = True) -> None:
        """The pause between the bots' steps (seconds) was chosen; kept for the next visit. Only
        the menu's own choices count (a stored value that is none of them is ignored)."""
        delay = self.bot_bar.chosen(value)
        if delay is None:
            return
        self.bots.delay = delay
        if keep:
            self.store.write_pref("bot-delay", str(value))
        else:
            self.bot_bar.show_delay(str(value))

    # ---- drawing ----------------------------------------------------------------------------------
    def set_html(self, key: str, node: Any, html: str) -> None:
        """Set ``node.innerHTML`` unless it already shows ``html``."""
        self.painter.html(key, html, node)

    def refresh(self) -> None:
        """Bring the page in line with the session (diffs only)."""
        s = self.session
        self.privacy.update(s, self.showing_public(), self.replay_bar.on)
        self.privacy.paint(s)
        self.privacy.cover(self.form.open)
        screen = self.privacy.screen_for is not None
        # a bot's turn or the privacy screen: nothing to click
        legal = [] if s.bot_level() or screen else s.legal()
        states = {a: True for a in self.ACTIONS}
        states.update(self.paint_game(legal))
        can_moves = not screen and not self.showing_public()
        states["undo"] = not (self.can_local_undo() or (can_moves and s.can_undo_turn()))
        states["redo"] = not (can_moves and s.can_redo_turn())
        states.update(self.bot_bar.paint(s, self.bots))
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
        self.log.paint(self.log_source(), self.log_html, self.turn_words)
        self.files.paint(s)
        live = self.replay_bar.live if self.replay_bar.on else s
        can = live is not None and live.cursor > 0 and not self.showing_public() and not screen
        self.replay_bar.paint(can, self.GAME.INFO.hidden_information, self.replay_secrets_html)
        over = s.actor(s.cursor) is None
        self.ranking_card.paint(over, self.ranking_html, lambda: self.story.html_for(s),
                                self.showing_public())
        d = self.dom
        d.body_data("phase", self.phase())
        d.body_data("cursor", str(s.cursor))
        current = self.current_attr()
        d.body_data("current", None if current is None else str(current))
        d.body_data("actor", "over" if over else ("bot" if s.bot_level() else "human"))
        self.paint_learning()

    def last_seat(self) -> int:
        """The seat shown as current once the game is over (the last to move)."""
        s = self.session
        return s.seats[s.cursor - 1] if s.cursor else 0

    def paint_status(self) -> None:
        """Write #status: the last refusal or notice (if any), then what to do now."""
        s = self.session
        if s is None:
            return
        seat, level = s.actor(s.cursor), s.bot_level()
        waits = seat is None and self.showing_public()  # the end's last steps come first
        if self.replay is not None:
            prompt = replay.status_words(self.replay)
        elif seat is None:
            prompt = self.prompt() if waits else self.over_words()
        elif level is not None:
            prompt = self.bot_words(level)
        elif self.privacy.screen_for is not None:
            prompt = _("{name} is next: pass the device.", name=s.players[self.privacy.screen_for])
        else:
            prompt = self.prompt()
        self.status_line.paint(s, prompt, self.last_seat(), not waits and self.ranking_card.put_away)
