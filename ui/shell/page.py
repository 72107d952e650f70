"""The page's conductor, the same for every game: events in, intents carried out, one ``refresh()``
to bring the page in line.

:class:`Page` owns the components — saving and resuming (``ui.shell.saving``), the Saved data and
unreadable-save dialogs (``ui.shell.saved_data``), files and links (``ui.shell.files``), the replay
(``ui.shell.replay_bar``), the privacy screen (``ui.shell.privacy``), the new-game form
(``ui.shell.newgame``), the bots' bar (``ui.shell.botbar``), the status line and the log
(``ui.shell.status``), the lessons and Suggest (``ui.shell.learning``), the page's life around a
game (``ui.shell.lifecycle``) and the other-tabs guard (``ui.shell.other_tabs``) — and one game's
view (``ui.shell.view.GameView``), handed in, never subclassed. Each repaint builds one
:class:`ui.shell.view.Snapshot` of the position; the view paints it and answers input with
intents, which only the conductor carries out (play, refuse, repaint). The browser is reached
only through ``ui.shell.dom``, so all of this runs on CPython in the tests.

Every handled click or key records its duration (ms, including the style and layout work it
causes) in ``window.wrTimings`` for bench/click.py.
"""

from __future__ import annotations

import traceback
from typing import Any, Callable, Dict, Optional, Tuple

from engine.core.errors import IllegalMove
from engine.core.i18n import words
from ui.shell import botbar, files, focus_ring, replay, roving, snapshot, storage
from ui.shell.autoplay import BotDriver
from ui.shell.dom import Dom, Painter, browser, missing
from ui.shell.learning import Lessons
from ui.shell.lifecycle import Lifecycle
from ui.shell.modal import trap_tab
from ui.shell.newgame import NewGameForm
from ui.shell.other_tabs import OtherTabs
from ui.shell.privacy import Privacy
from ui.shell.reasons import Reasons
from ui.shell.replay_bar import ReplayBar
from ui.shell.saved_data import SavedData
from ui.shell.saving import Saving
from ui.shell.session import Session
from ui.shell.status import GameLog, RankingCard, StatusLine
from ui.shell.story_chart import StoryPainter
from ui.shell.suggest import Suggestion
from ui.shell.tutorial import Tutorial
from ui.shell.view import (
    Changed,
    Choose,
    GameView,
    Handled,
    Intent,
    Kit,
    Play,
    Redraw,
    Refuse,
    ShowWalk,
    Snapshot,
)
from ui.shell.walkthrough import Pacer

_, ngettext, pgettext = words("site").functions()

TOOLS = ("undo", "redo")
BOT_TOOLS = ("skip", "pause")
MAX_TIMINGS = 20000
FIELDS = ("INPUT", "SELECT", "TEXTAREA")


class Page:
    """One game's page: one session at a time, its dialogs and its save slot, and the game's view."""

    def __init__(self, view: GameView, dom: Optional[Dom] = None) -> None:
        self.view = view
        self.game = view.game
        self.dom = d = dom if dom is not None else browser(view.elements)
        info = self.game.INFO
        self.painter = Painter(d)
        self.store = storage.Store(d.local_storage, info.id)
        self.saving = Saving(d, self.store, info.record_format)
        self.saved_data = SavedData(d, self.store)
        self.reasons = Reasons(d)
        self.files = files.FilesAndLinks(d, self.painter, info, view.sessions, self.reasons)
        self.replay_bar = ReplayBar(d, self.painter)
        self.privacy = Privacy(d, self.painter, info.hidden_information)
        self.form = NewGameForm(d, info, self.store)
        self.bot_bar = botbar.BotBar(d, self.painter)
        self.status_line, self.ranking_card = StatusLine(d, self.painter), RankingCard(d, self.painter)
        self.log = GameLog(d)
        self.story = StoryPainter(self.game)
        self.tutorial, self.suggestion = Tutorial(d, self.store), Suggestion(d)
        self.session: Optional[Session] = None
        self.shown: Tuple[Any, int] = (None, 0)  # the state on the page and its number (position())
        self.marks_shown = -1  # the position whose last-move mark was last scrolled into view
        self.focus_seen = -1  # the position whose focus was last seen to (keep_focus)
        self.observed: Tuple[Any, Any] = (None, None)  # ((state, viewer), observe's dict)
        self.bots = BotDriver(lambda: self.session, self.bot_moved, self.bot_failed, self.bot_idle)
        # a lesson, or a walkthrough on show (in a demo of bots too)
        self.bots.held = lambda: self.tutorial.on or self.holds_bots()
        self.bots.trace = d.bot_trace()
        self.pacer = Pacer(d.later, lambda: float(self.bots.delay), self.walk_step, self.store,
                           paused=lambda: self.bots.paused)
        view.mount(Kit(d, self.painter, self.store, self.pacer))
        self.form.draw(view.counts(), view.seed_hint())
        self.buttons = {a: d.el(f'[data-action="{a}"]') for a in tuple(view.actions) + TOOLS + BOT_TOOLS}
        self.life = Lifecycle(self)
        self.lessons = Lessons(self)
        self.other_tabs = OtherTabs(self)

    # ---- wiring and timing -------------------------------------------------------------------------
    def wire(self) -> None:
        """Attach the event listeners (one delegated listener per kind of event)."""
        d = self.dom
        d.on_page("click", self.on_click)
        d.on_page("keydown", self.on_key)
        d.on_page("focusin", self.on_focus_in)
        d.on_page("focusout", self.on_focus_out)
        self.reasons.listen()  # hover and long press on an explained card, token or icon
        self.form.wire(self.on_submit)
        delay = d.el("bot-delay")
        if not missing(delay):
            d.on(delay, "change", lambda e: self.set_delay(e.target.value))
        d.on_window("storage", lambda e: self.timed(self.other_tabs.on_storage, e))
        d.on_window("wr-lang", lambda e: self.timed(self.life.on_language))
        chooser = d.el("open-file-input")
        if not missing(chooser):
            d.on(chooser, "change", lambda e: self.timed(self.life.read_chosen_file))
        d.on_window("hashchange", lambda e: self.timed(self.life.open_link))
        self.replay_bar.wire()
        for kind, handler in self.view.listeners().items():
            self._listen(kind, handler)

    def _listen(self, kind: str, handler: Callable[[Any, Optional[Snapshot]], Optional[Intent]]) -> None:
        def on_event(event: Any) -> None:
            intent = handler(event, self.snapshot() if self.session is not None else None)
            if intent is not None and not isinstance(intent, Handled):
                self.timed(self.carry_out, intent)
        target = self.dom.on_window if kind == "resize" else self.dom.on_page
        target(kind, on_event)

    def timed(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run a handler, report unexpected errors, and record how long it took."""
        t0 = self.dom.now()
        self.status_line.info = None
        try:
            fn(*args)
        except Exception:  # a bug: show it and make it visible to the tests
            self.failed(traceback.format_exc())
        self.lessons.go_on()  # a lesson plays its own moves up to the learner's next step
        self.privacy.keep_focus()  # an answered question or a button gone: the screen keeps it
        self.dom.layout()  # style + layout now, as the repaint will need them anyway
        self.dom.record_timing(self.dom.now() - t0, MAX_TIMINGS)

    def failed(self, text: str) -> None:
        """A handler or a bot turn raised: a bug. The player is told in plain words what is kept;
        the details (``text``, the traceback) go to the console, where the tests see them too."""
        self.dom.error(text)
        self.status_line.message = _("Something went wrong on this page, but your game is kept: "
                                     "reload the page to go on.")
        self.paint_status()

    # ---- the position --------------------------------------------------------------------------------
    def showing_public(self) -> bool:
        """True while the view shows public events step by step (``ui.shell.view.Walks``)."""
        walks = self.view.walks
        return walks is not None and walks.showing()

    def holds_bots(self) -> bool:
        """Whether the bots wait for the steps on show."""
        walks = self.view.walks
        return walks is not None and walks.holds_bots(self.bots.skipping)

    def drop_public(self) -> None:
        """Stop showing the steps (a lesson playing on by itself)."""
        if self.view.walks is not None:
            self.view.walks.drop()

    def position(self, state: Any) -> int:
        """A number for the state on the page, new whenever the state object changes (a move,
        undo, a replay's step, another game): what panels are keyed on."""
        if state is not self.shown[0]:
            self.shown = (state, self.shown[1] + 1)  # the state is held: ``is`` never meets a recycled one
        return self.shown[1]

    def seen_by(self) -> Optional[int]:
        """The seat whose secrets the page may show now (None: only public things)."""
        if self.replay_bar.on:
            return self.replay_viewer()
        return self.privacy.seen_by(self.showing_public())

    def replay_viewer(self) -> Optional[int]:
        """Whose secret cards a replay shows: a finished game shows every card (each moment's
        decider's own panel, and every hand in the bar); a game in progress only the cards of the
        person who was at the device (nobody's while the privacy screen was up)."""
        r, s = self.replay_bar.replay, self.session
        if r is None or s is None:
            return None
        if r.finished_game():
            seat = s.actor(r.pos)
            return seat if seat is not None else (s.seats[r.pos - 1] or 0 if r.pos else 0)
        return None if self.privacy.screen_for is not None else self.privacy.viewer

    def snapshot(self) -> Snapshot:
        """The position on the page, read-only: the live game's, or the replay's moment."""
        s = self.session
        assert s is not None
        r = self.replay_bar.replay
        cursor = s.cursor if r is None else r.pos
        state = s.states[cursor]
        viewer = self.seen_by()
        if self.observed[0] is None or self.observed[0][0] is not state or self.observed[0][1] != viewer:
            self.observed = ((state, viewer), self.game.observe(state, viewer))
        lesson = self.tutorial.on and r is None
        return snapshot.take(
            s, cursor=cursor, seen_by=viewer, observation=self.observed[1], replaying=r is not None,
            screen_for=self.privacy.screen_for, public=self.showing_public(),
            narrow=lambda legal: self.lessons.narrow(legal, cursor),
            lesson=self.tutorial.on, viewer=self.privacy.viewer, message=self.status_line.message,
            step_moves=tuple(self.tutorial.step_moves(cursor)) if lesson else (),
            bots_paused=self.bots.paused, bots_skipping=self.bots.skipping, position=self.position(state))

    # ---- events --------------------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        """Delegated click handler: the replay's and the game's own targets first, then data-action
        buttons."""
        target = event.target
        if self.replay_bar.on:
            action = self.replay_bar.swallows(target, self.view.actions)
            if action:
                self.timed(self.life.replay_action, action)
            if action is not None:
                return
        if not self.tutorial.allows_click(target):
            return
        element = self.view.owns(target)
        if element is not None and not missing(element):
            self.timed(self.choose, element)
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
            self.timed(self.life.free_room, button.getAttribute("data-slot") or "")
        else:
            self.timed(self.click_action, action)

    def choose(self, element: Any) -> None:
        """A person chose ``element`` of the game's table (a click, or Enter on it): the view
        says what it means, unless a person may not act now."""
        if self.session is None:
            self.dom.el("status").textContent = _("There is no game yet: press “New game” to start one.")
            return
        if self.refuse_input():
            return
        intent = self.view.click(element, self.snapshot())
        if intent is not None:
            self.carry_out(intent)

    def key_input(self, event: Any) -> bool:
        """Hand a key to the view; True when the view took it."""
        try:
            intent = self.view.key(event, None if self.session is None else self.snapshot())
        except Exception:
            self.timed(self.failed, traceback.format_exc())
            return True
        if intent is None:
            return False
        if not isinstance(intent, Handled):
            self.timed(self.carry_out, intent)
        return True

    def on_focus_in(self, event: Any) -> None:
        """A control took the focus: its ring above its neighbours, its reason shown."""
        focus_ring.on_focus(self.dom, event)
        self.reasons.focused(event)

    def on_focus_out(self, event: Any) -> None:
        """The focus left a control: its ring and its shown reason go."""
        focus_ring.on_blur(self.dom, event)
        self.reasons.blurred(event)

    def on_key(self, event: Any) -> None:
        """Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, Escape cancels a selection or a dialog."""
        if self.privacy.trap(event) or (
                self.form.open and trap_tab(self.dom, self.dom.el("new-game"), event)):
            return
        if roving.key(self.dom, event) or self.key_input(event):
            return
        key = (event.key or "").lower()
        tag = "" if missing(event.target) else str(event.target.tagName or "").upper()
        if self.replay_bar.on and (key == "escape" or event.ctrlKey or event.metaKey):
            if key == "escape":
                self.timed(self.life.leave_replay)
            return  # no undo or redo while a replay is shown
        if key == "escape":
            if self.files.asking():
                self.timed(self.click_action, "import-cancel")
            elif self.files.close_share():
                pass
            elif self.form.open and self.session is not None:
                self.life.hide_form()
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
        self.timed(self.life.start_from_form)

    # ---- actions -------------------------------------------------------------------------------------
    def actions(self) -> Dict[str, Callable[[], Any]]:
        """The page's own actions (``data-action`` → what it does), whatever the game."""
        f, life, lessons = self.files, self.life, self.lessons
        return {
            "new-game": life.show_form, "start-over": life.show_form, "cancel-new": life.hide_form,
            "saved-data": self.saved_data.show, "close-saved-data": self.saved_data.close,
            "again": life.play_again, "reseed": self.form.reseed, "reveal": life.reveal,
            "start-vs-bots": life.start_against_bots,
            "load-newer": lambda: self.other_tabs.resolve_conflict(False),
            "overwrite": lambda: self.other_tabs.resolve_conflict(True),
            "keep-deleted": self.other_tabs.keep_deleted, "let-go": self.other_tabs.let_go,
            "lesson-stay": lambda: self.other_tabs.lesson_answer(False),
            "lesson-show-game": lambda: self.other_tabs.lesson_answer(True),
            "hide-ranking": lambda: self.ranking_card.hide(self.paint_status),
            "show-ranking": lambda: self.ranking_card.show(self.paint_status), "save-file": self.save_file,
            "open-file": f.choose_file, "copy-link": lambda: f.copy_link(self.session),
            "import-confirm": life.accept_import,
            "import-cancel": lambda: self.tell(f.cancel(self.tutorial.on)),
            "close-share": f.close_share, "take-back": lambda: self.undo_redo("undo"),
            "learn": lessons.start, "leave-lesson": lessons.leave,
            "real-game": lessons.real_game, "suggest-move": lessons.suggest,
        }

    def click_action(self, action: str) -> None:
        """A data-action button was clicked (or a keyboard shortcut used)."""
        if action in replay.ACTIONS:
            self.life.replay_action(action)
            return
        page_actions = self.actions()
        if action in page_actions:
            page_actions[action]()
            return
        if action == "delete-saved":
            return  # handled with its key in on_click
        s = self.session
        if action not in self.view.actions and action not in TOOLS + BOT_TOOLS:
            # the game's page actions (e.g. a display toggle), also with no game yet
            intent = self.view.action(action, None if s is None else self.snapshot())
            if intent is not None:
                self.carry_out(intent)
            return
        if s is None:
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
        elif not self.refuse_input():
            intent = self.view.action(action, self.snapshot())
            if intent is not None:
                self.carry_out(intent)

    def save_file(self) -> None:
        """Download the game as a file and say where it went."""
        if self.session is not None:
            self.tell(self.files.save_file(self.session))

    def tell(self, info: str) -> None:
        """Say ``info`` in the status line (what just happened)."""
        self.status_line.info = info
        self.paint_status()

    # ---- intents ---------------------------------------------------------------------------------------
    def carry_out(self, intent: Intent) -> None:
        """Do what a view asked: play moves, refuse with words, repaint after a change of its own,
        or choose an element of the table as a click would."""
        if isinstance(intent, Handled):
            return
        if isinstance(intent, Choose):
            self.choose(intent.element)
            return
        if isinstance(intent, Redraw):
            self.painter.clear()
            if self.session is None:
                self.view.idle(str(self.dom.el("status").textContent or ""))
            else:
                self.view.begin(self.snapshot())
                self.refresh()
            return
        if self.session is None:
            if isinstance(intent, (Play, Refuse)):
                self.dom.el("status").textContent = _(
                    "There is no game yet: press “New game” to start one.")
            return
        if isinstance(intent, ShowWalk):
            self.refresh()
            if not self.showing_public():
                self.bots.restart()  # the walkthrough is over: the bots go on
            return
        if isinstance(intent, Play):
            self.play(intent.moves)
        elif isinstance(intent, (Refuse, Changed)):
            self.status_line.message = intent.words
            self.refresh()

    def refuse_input(self) -> bool:
        """True (and the reason shown) when a person's input on the game must wait: a bot is to
        act, the view shows something step by step, or the privacy screen is up."""
        if self.bot_turn():
            return True
        walks = self.view.walks
        busy = walks.busy_words() if walks is not None and walks.showing() else None
        if busy is None and self.privacy.screen_for is not None:
            busy = _("Pass the device first.")
        if busy is None:
            return False
        self.status_line.message = busy
        self.refresh()
        return True

    def play(self, moves: Tuple[Dict[str, Any], ...]) -> None:
        """Make ``moves`` through the engine, then save and repaint (a refused move stops the rest
        and says why)."""
        s = self.session
        if self.replay_bar.on or s is None:
            return  # nothing is played during a replay
        if self.other_tabs.held_by_question():
            return
        for move in moves:
            try:
                s.play(move)
            except IllegalMove as e:
                self.status_line.message = str(e)
                self.refresh()
                return
        self.moved()  # saved once (a party of several picks is one decision)
        self.bots.restart()
        self.refresh()

    def moved(self) -> None:
        """A move (a person's, a bot's or a lesson's) was just played: forget what was picked,
        save, and let the view say what follows (a walkthrough, a move that plays itself)."""
        self.view.reset()
        self.status_line.message = None
        self.save()
        for _k in range(100):
            intent = self.view.moved(self.snapshot())
            if not isinstance(intent, Play):
                return
            s = self.session
            assert s is not None
            for move in intent.moves:
                s.play(move)
            self.save()

    def save(self, force: bool = False) -> None:
        """Keep the game: a lesson keeps only its progress; a game its record (see
        :meth:`Lifecycle.save`)."""
        if self.tutorial.on:
            if self.session is not None:
                self.tutorial.save(self.session.cursor)
            return
        self.life.save(force)

    def undo_redo(self, action: str) -> None:
        """Undo or redo a person's turn (in a game of bots only: one step, paused): the session's
        one policy, which never takes back a move the game says cannot be (a draw, a pull, a
        secret choice); Undo first drops what the view holds before a confirm."""
        s = self.session
        assert s is not None
        if self.other_tabs.held_by_question():
            return
        if action == "undo" and self.view.local_undo():
            self.status_line.message = None
            self.refresh()
            return
        if self.showing_public():
            return
        if not s.has_humans() and (s.can_undo_turn() if action == "undo" else s.can_redo_turn()):
            self.bots.set_paused(True)
        if s.undo_turn() if action == "undo" else s.redo_turn():
            self.view.reset()
            self.status_line.message = None
            self.save()
            self.bots.restart()
        elif action == "undo":
            self.status_line.message = self.view.undo_refused(self.snapshot()) or _("Nothing to undo.")
        else:
            self.status_line.message = _("Nothing to redo.")
        self.refresh()

    def escape(self) -> None:
        """Cancel the pending selection."""
        if self.session is not None and self.view.cancel(self.snapshot()):
            self.status_line.message = None
            self.refresh()

    # ---- bots and walkthroughs -------------------------------------------------------------------
    def bot_turn(self) -> bool:
        """True (and the reason shown) when a bot is to act: the board ignores a person's input."""
        if self.session is None:
            return False
        why = botbar.refusal(self.session, self.bots)
        if why is None:
            return False
        self.status_line.message = why
        self.refresh()
        return True

    def bot_moved(self) -> None:
        """A bot played a move: draw it, log it, save it."""
        self.moved()
        self.refresh()

    def bot_failed(self, text: str) -> None:
        """A bot turn raised: a bug."""
        self.failed(text)

    def bot_idle(self) -> None:
        """The bots stopped (a person is to act, the game ended, or they were paused)."""
        if self.session is not None:
            self.refresh()

    def walk_step(self, walk: Any) -> None:
        """The pacer's next step of the walkthrough on show (the view takes it on if it is still
        the one shown)."""
        if self.session is not None:
            self.timed(self.walk_on, walk)

    def walk_on(self, walk: Any) -> None:
        """One step of ``walk`` if it is still the one shown, then the repaint."""
        walks = self.view.walks
        if walks is not None and walks.step_for(walk):
            self.carry_out(ShowWalk())

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
    def refresh(self) -> None:
        """Bring the page in line with the session (diffs only): one snapshot, painted by the view
        and every component."""
        s = self.session
        if s is None:
            return
        public = self.showing_public()
        self.privacy.update(s, public, self.replay_bar.on)
        self.privacy.paint(s)
        self.privacy.cover(self.form.open)
        snap = self.snapshot()
        states: Dict[str, Tuple[bool, Optional[bool]]] = {a: (True, None) for a in self.view.actions}
        states.update(self.view.paint(snap))
        states["undo"] = (not (self.view.can_local_undo() or snap.can_undo), None)
        self.reasons.note("undo", self.buttons["undo"], self.undo_note(snap, states["undo"][0]),
                          beside=self.dom.el("status"))
        states["redo"] = (not snap.can_redo, None)
        states.update({a: (off, None) for a, off in self.bot_bar.paint(snap, self.bots).items()})
        cache = self.painter.cache
        for a, (disabled, pressed) in states.items():
            key = "btn:" + a
            if cache.get(key) != (disabled, pressed):
                b = self.buttons[a]
                b.disabled = disabled
                if a not in BOT_TOOLS and pressed is None:
                    b.removeAttribute("aria-pressed")
                elif a not in BOT_TOOLS:
                    b.setAttribute("aria-pressed", "true" if pressed else "false")
                cache[key] = (disabled, pressed)
        self.paint_status(snap)
        upto = None if self.view.walks is None else self.view.walks.log_upto(snap)
        self.log.paint(snap, lambda p: self.view.log_html(p, snap),
                       lambda seat: self.view.turn_words(seat, snap), upto)
        self.files.paint(s)
        can = s.cursor > 0 and not public and self.privacy.screen_for is None
        self.replay_bar.paint(can, self.game.INFO.hidden_information, lambda: self.view.secrets_html(snap))
        self.paint_replay_note(s.cursor, can or self.replay_bar.on)
        self.ranking_card.paint(snap.over, lambda: self.view.ranking_html(snap),
                                lambda: self.story.html_for(snap), public)
        d = self.dom
        d.body_data("phase", self.view.phase(snap))
        d.body_data("cursor", str(snap.cursor))
        current = self.view.current(snap)
        d.body_data("current", None if current is None else str(current))
        d.body_data("actor", "over" if snap.over else ("bot" if snap.bot_level else "human"))
        self.lessons.paint(snap)
        self.view.after_paint(snap)
        self.keep_focus(snap)
        roving.arrange(self.dom)
        self.show_last_move(snap)

    def paint_replay_note(self, cursor: int, usable: bool) -> None:
        """Why Replay is greyed, written under the file buttons (the button sits among them)."""
        button = self.replay_bar.button
        if button is None or missing(button):
            return
        text = ("" if usable else _("Replay opens once a move is made.") if cursor == 0 else
                _("Replay waits until the next player has taken the device."))
        group = button.closest(".game-files")
        self.reasons.note("replay", button, text, beside=None if missing(group) else group.lastElementChild)

    def undo_note(self, snap: Snapshot, greyed: bool) -> str:
        """Why Undo is greyed while the person to act has already made a step of this turn (the
        game's words, as a press of Ctrl+Z says them): written beside the status, not only in a
        tooltip. Empty otherwise (Undo usable, another player's turn, a replay, the end)."""
        if not greyed or not snap.legal or snap.over or snap.replaying or not snap.history:
            return ""
        if snap.history[-1].seat != snap.actor:
            return ""
        return self.view.undo_refused(snap) or ""

    def show_last_move(self, snap: Snapshot) -> None:
        """Scroll the last move's mark (an element a view marks ``data-last-move``) into view,
        once per position, as far as needed and without taking the focus: on a phone the move
        the others just made may lie off the screen. Not behind the form or the privacy screen."""
        if snap.cursor == self.marks_shown or self.form.open or self.privacy.screen_for is not None:
            return
        node = self.dom.el("[data-last-move]")
        if node is None or missing(node):
            return
        self.marks_shown = snap.cursor
        self.dom.show(node)

    def keep_focus(self, snap: Snapshot) -> None:
        """The shell's one focus rule: where the person acts next (the view's ``focus_target``,
        else the status line) takes the keyboard focus when it was lost (a new game started from
        the form, a walkthrough's end, a button gone left it on ``<body>`` or on something now
        hidden, disabled or gone, or on a card or a board's shape that cannot be chosen any more),
        and once in every new position where a person acts (after their move, the bots' moves,
        an undo) unless the focus is there already (on that target or in its row, on its board);
        a dialog or the privacy screen keeps its own."""
        d = self.dom
        here = d.focused()
        fresh = snap.position != self.focus_seen and bool(snap.legal) and not snap.replaying
        self.focus_seen = snap.position
        lost = focus_lost(here) or roving.stale(here)
        if not (lost or fresh) or self.form.open or self.privacy.screen_for is not None:
            return
        if not lost:
            # a new position: the move comes a moment later, in a task of its own (its checks of
            # what is shown lay the page out; inside the repaint's task they made it too long)
            d.later(0, lambda: self.move_focus(snap))
            return
        self.move_focus(snap)

    def move_focus(self, snap: Snapshot) -> None:
        """:meth:`keep_focus`'s move: to the view's target unless the focus is near it already."""
        d = self.dom
        if snap.position != self.focus_seen or self.form.open or self.privacy.screen_for is not None:
            return  # another position came meanwhile (its own rule decides), or a dialog is up
        here = d.focused()
        lost = focus_lost(here) or roving.stale(here)
        if not lost and not missing(here.closest("dialog[open]")):
            return  # a dialog of the game (the warriors' table) keeps its focus
        for selector in (self.view.focus_target(snap) + "|#status").split("|"):
            node = d.el(selector) if selector else None
            if node is not None and not missing(node) and not focus_lost(node, True) \
                    and not roving.stale(node):
                if lost or not near(here, node):
                    d.focus_quietly(node)
                return

    def paint_status(self, snap: Optional[Snapshot] = None) -> None:
        """Write #status: the last refusal or notice (if any), then what to do now."""
        if self.session is None:
            return
        snap = snap if snap is not None else self.snapshot()
        waits = snap.over and self.showing_public()  # the end's last steps come first
        r = self.replay_bar.replay
        if r is not None:
            prompt = replay.status_words(r)
        elif snap.over:
            prompt = self.view.prompt(snap) if waits else self.view.over_words(snap)
        elif snap.bot_level is not None:
            prompt = self.view.bot_words(snap, botbar.thinking_words(self.session, self.bots))
        elif self.privacy.screen_for is not None:
            prompt = _("{name} is next: pass the device.", name=snap.players[self.privacy.screen_for])
        else:
            prompt = self.view.prompt(snap)
        self.status_line.paint(snap, prompt, not waits and self.ranking_card.put_away)


def focus_lost(node: Any, candidate: bool = False) -> bool:
    """Whether ``node`` cannot hold the keyboard focus: nothing, ``<body>``, gone, disabled,
    hidden, inert (``candidate``: the same questions of an element that would take it)."""
    if node is None or missing(node) or missing(getattr(node, "closest", None)):
        return True
    if not candidate and str(node.tagName or "").upper() == "BODY":
        return True
    return (node.isConnected is False or getattr(node, "disabled", False) is True
            or not missing(node.closest("[hidden]")) or not missing(node.closest("[inert]")))


def near(here: Any, target: Any) -> bool:
    """Whether the focused ``here`` is at ``target`` already: the same element, or in the same
    roving row (``data-roving``) or on the same board (``<svg>``)."""
    if here.isSameNode(target):
        return True
    for where in ("[data-roving]", "svg"):
        a, b = here.closest(where), target.closest(where)
        if not missing(a) and not missing(b) and a.isSameNode(b):
            return True
    return False


def boot(view: GameView, dom: Optional[Dom] = None) -> Page:
    """Start a game's page: the conductor with ``view`` plugged in (on ``dom``: the browser's by
    default), its listeners wired and the kept game resumed."""
    page = Page(view, dom)
    page.life.start()
    return page
