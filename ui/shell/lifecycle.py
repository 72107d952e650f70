"""The page's life around a game: starting up and resuming, a new game, saving, games opened from
files and links, a language switch, and entering and leaving a replay (another tab's saves and
deletions: ``ui.shell.other_tabs``).

:class:`Lifecycle` is the part of :class:`ui.shell.page.ShellPage` that moves sessions on and off
the page; each step is a few calls to the page's components.
"""

from __future__ import annotations

import contextlib
import traceback
from typing import Any, Dict, Optional

from engine.core.i18n import words
from ui.shell import language, storage
from ui.shell.files import opened_words
from ui.shell.newgame import new_seed
from ui.shell.session import unnamed
from ui.shell.status import hide_notice, show_notice

_, ngettext, pgettext = words("site").functions()


class Lifecycle:
    """Sessions on and off the page (a mixin of ``ShellPage``: it uses the page's components)."""

    session: Any
    dom: Any
    GAME: Any
    SESSION: Any
    COUNTS: Any
    SEED_HINT: str

    # ---- secrets on one screen ---------------------------------------------------------------------
    def seen_by(self: Any) -> Optional[int]:
        """The seat whose secrets the page may show now (None: only public things)."""
        if self.replay_bar.on:
            return self.replay_viewer()
        return self.privacy.seen_by(self.showing_public())

    def observation(self: Any) -> Dict[str, Any]:
        """What the page may draw: the game's ``observe`` for :meth:`seen_by`, computed once per
        position and viewer."""
        key = (self.position(), self.seen_by())
        if self.observed[0] != key:
            self.observed = (key, self.GAME.observe(self.session.state, key[1]))
        result: Dict[str, Any] = self.observed[1]
        return result

    def position(self: Any) -> int:
        """A number for the state on the page, new whenever the state object changes (a move,
        undo, another game): what panels are keyed on."""
        state = self.session.state
        if state is not self.shown[0]:
            self.shown = (state, self.shown[1] + 1)  # the state is held: ``is`` never meets a recycled one
        result: int = self.shown[1]
        return result

    def acting(self: Any) -> bool:
        """True when the viewer is the person to act now (nothing public is being shown)."""
        s = self.session
        if self.replay_bar.on:
            return False
        seat = s.actor(s.cursor)
        return seat is not None and seat == self.seen_by() and s.bot_level() is None

    def reveal(self: Any) -> None:
        """The person named on the privacy screen says only they can see the screen now."""
        self.privacy.reveal()
        if self.session is not None:
            self.refresh()

    def replay_viewer(self: Any) -> Optional[int]:
        """Whose secret cards a replay shows: a finished game shows every card (each moment's
        decider's own panel, and every hand in the bar); a game in progress only the cards of the
        person who was at the device (nobody's while the privacy screen was up)."""
        r = self.replay
        if r is None:
            return None
        if r.finished_game():
            seat: Optional[int] = self.session.actor(self.session.cursor)
            return seat if seat is not None else self.last_seat()
        return None if self.privacy.screen_for is not None else self.privacy.viewer

    # ---- start-up --------------------------------------------------------------------------------
    def start(self: Any) -> None:
        """Resume the saved game (or explain why not); New game works whatever happened."""
        if language.take(self.dom.language()):  # the form was drawn in English before the words came
            self.form.draw(self.COUNTS, self.SEED_HINT)
            self.bot_bar.words()
        self.wire()
        self.set_delay(self.store.read_pref("bot-delay"), keep=False)
        try:
            try:
                self.saving.choose_slot()
                raw = self.store.read()
            except storage.StorageReadError as e:  # a refusal in words, never "no game here"
                self.saved_data.show_unreadable(str(e))
                self.preview(self.idle_words())
            else:
                self.resume(raw)
            self.saving.show_problem()
            self.open_link()
        finally:
            for b in self.dom.all("[data-boot-disabled]"):
                b.disabled = False
            self.dom.body_data("ready", "true")

    def resume(self: Any, raw: Optional[str]) -> None:
        """Resume the saved text ``raw`` (None: no game kept, the form opens) or explain why not."""
        if raw is None:
            self.preview(self.idle_words())
            self.show_form()
            return
        try:
            session = self.saving.read_session(self.SESSION, raw)
        except ValueError as e:  # SaveError, InvalidState: the reason is a plain sentence
            self.show_corrupt(raw, str(e))
        except Exception:  # anything else a hostile save can provoke
            self.dom.error(traceback.format_exc())
            self.show_corrupt(raw, _("The save is damaged: it could not be read as a game."))
        else:
            self.begin(session, resumed=True, save=False)

    def show_corrupt(self: Any, raw: str, reason: str) -> None:
        """The save could not be read: kept as a backup, a new game offered."""
        self.saved_data.show_corrupt(raw, reason)
        self.preview(self.idle_words())

    def idle_words(self: Any) -> str:
        """The status line while there is no game: set one up, or the save could not be read."""
        if self.saved_data.corrupt_shown:
            return _("The saved game could not be read (see above). Start a new game to play.")
        info = self.GAME.INFO
        return _("Set up a new game: {lo} to {hi} players take turns on this device.",
                 lo=info.min_players, hi=info.max_players)

    # ---- sessions ----------------------------------------------------------------------------------
    def begin(self: Any, session: Any, resumed: bool = False, save: bool = True) -> None:
        """Make ``session`` the game on the page and draw it (and save it, unless it was just read
        from storage)."""
        self.end_replay()
        if save:
            self.saving.new_slot()
        self.saving.remember_slot()
        self.session = session
        self.privacy.reset()
        self.reset_selection()
        self.status_line.message = None
        self.on_begin(session)
        self.painter.clear()
        self.log.clear()
        self.ranking_card.reset()
        self.saved_data.hide_corrupt()
        self.dom.el("game-info").innerHTML = self.game_info_html(session, resumed)
        if resumed:
            self.status_line.info = _("Welcome back: the saved game resumes at move {n}.", n=session.cursor)
            lost = None if save else self.saving.lost_words(session.cursor)
            if lost:  # in the banner: above a privacy screen, and kept until a save works
                show_notice(self.dom, lost)
        else:
            self.status_line.info = self.new_game_words(session)
        self.saving.saved_moves = session.cursor
        if getattr(session, "note", None):  # read with a part dropped (a bad redo tail): say so
            show_notice(self.dom, session.note)
        if save:
            self.save()
        self.bots.paused = False
        self.bots.restart()
        self.refresh()

    def play_again(self: Any) -> None:
        """Start a new game with the same players and colours and a fresh seed."""
        s = self.session
        if s is None:
            return
        self.begin(self.SESSION(getattr(s, "names", s.players), new_seed(), s.colors, s.kinds))

    # ---- saving --------------------------------------------------------------------------------------
    def save(self: Any, force: bool = False) -> None:
        """Write the current record (nothing during a replay); another tab's newer save is never
        overwritten without asking."""
        if self.replay_bar.on:
            return  # a replay writes nothing; the live game was saved before it
        if self.saving.save(self.session, force=force) == storage.CONFLICT:
            self.bots.stop()
            if self.saving.deleted_elsewhere():  # not newer: gone (deleted on the home page)
                self.saving.ask_deleted()
            else:
                self.dom.el("conflict").hidden = False

    def free_room(self: Any, slot: str) -> None:
        """The player chose to delete an offered finished game: delete it and save again."""
        words_ = self.saving.free_room(slot)
        if words_ is None:
            return
        self.status_line.info = words_
        if self.session is not None:
            self.save()
            self.refresh()

    # ---- files and links --------------------------------------------------------------------------------
    def read_chosen_file(self: Any) -> None:
        """A file was chosen: read it (a huge one is refused unread)."""
        refused = self.files.chosen_file(
            lambda text: self.timed(self.offer_import, text, "file"),
            lambda: self.timed(self.files.failed, "file", _("The browser could not read the file.")))
        if refused is not None:
            self.files.failed("file", refused)

    def open_link(self: Any) -> None:
        """A game link opened this page (or was pasted into this tab), or the home page handed
        a game file over in the address: offer its game."""
        found = self.files.link_in_address()
        if found is not None:
            self.offer_import(found[0], found[1], packed=True)

    def offer_import(self: Any, text: Any, source: str, packed: Optional[bool] = None) -> None:
        """Read and replay a game from a file's text or a link; ask before it joins the page."""
        session = self.files.read(text, source, packed)
        if session is None:
            return
        if self.session is None:
            self.files.pending = (session, source, self.files.pending_name)
            self.accept_import()
            return
        self.files.ask(session, source, self.session)

    def accept_import(self: Any) -> None:
        """Make the opened game the page's game and save it (the privacy screen comes first in a
        game with hidden information, as after any load)."""
        pending = self.files.accept()
        if pending is None:
            return
        session, source, name = pending
        self.form.hide()
        hide_notice(self.dom)
        self.begin(session, resumed=True)
        self.tell(opened_words(session, source, name))

    # ---- the new-game form ------------------------------------------------------------------------------
    def show_form(self: Any) -> None:
        """Open the new-game form (on top of a privacy screen); it says that a running game is
        kept."""
        self.form.show(self.session)
        self.privacy.cover(True)

    def hide_form(self: Any) -> None:
        """Close the new-game form without changing the game."""
        if self.session is not None:
            self.form.hide()
            self.privacy.cover(False)

    def start_from_form(self: Any) -> None:
        """Validate the form and start the game it describes."""
        try:
            choice = self.form.read()
            session = self.SESSION(choice.names, choice.seed, choice.colours, choice.kinds)
        except ValueError as e:
            self.form.error(str(e))
            return
        self.form.hide()
        self.begin(session)

    # ---- language --------------------------------------------------------------------------------------
    def on_language(self: Any) -> None:
        """The player switched the language: every word on the page again, the game untouched."""
        if not language.take(self.dom.language()):
            return
        self.replay_bar.words()
        was_open = self.form.open
        self.form.draw(self.COUNTS, self.SEED_HINT)
        self.form.wire(self.on_submit)
        s = self.session
        if s is None:
            self.bot_bar.words()
            self.preview(self.idle_words())
            if was_open:
                self.show_form()
            return
        if unnamed(s) and not self.replay_bar.on:  # "Player 2" in the new language: the game again
            with contextlib.suppress(ValueError):
                again = type(s).from_record(s.record())
                again.kinds = s.kinds
                self.session = s = again
        s.retell()
        self.on_begin(s)
        self.painter.clear()
        self.log.clear()
        self.dom.el("game-info").innerHTML = self.game_info_html(s, False)
        self.refresh()
        if was_open:
            self.show_form()

    # ---- replay -------------------------------------------------------------------------------------------
    def replay_action(self: Any, action: str) -> None:
        """One of the replay bar's buttons (or the Replay button) was pressed."""
        if action == "replay":
            if self.replay_bar.on:
                self.leave_replay()
            else:
                self.enter_replay()
            return
        if not self.replay_bar.on:
            return
        if action == "replay-exit":
            self.leave_replay()
            return
        if self.replay_bar.step(action):
            self.schedule_tick()
        self.show_replay_position()

    def enter_replay(self: Any) -> None:
        """Show the game from its first move; the live game waits untouched (nothing is saved, no
        bot moves)."""
        live = self.session
        if live is None or self.replay_bar.on or self.showing_public():
            return
        self.bots.stop()
        self.reset_selection()
        self.status_line.clear()
        self.session = self.replay_bar.enter(live)
        self.refresh()
        self.replay_bar.focus_first()

    def show_replay_position(self: Any) -> None:
        """Draw the replay's current moment."""
        if self.replay_bar.on:
            self.session = self.replay_bar.view()
            self.refresh()

    def schedule_tick(self: Any) -> None:
        """Ask for the next step of playing after the chosen pause."""
        delay: Optional[float] = self.replay_bar.delay()
        if delay is not None:
            generation = self.replay_bar.generation
            self.dom.later(delay, lambda: self.timed(self.replay_tick, generation))

    def replay_tick(self: Any, generation: int = -1) -> None:
        """One step of playing (a stale timer of an earlier play does nothing)."""
        if self.replay_bar.tick(generation):
            self.show_replay_position()
            self.schedule_tick()

    def end_replay(self: Any) -> None:
        """Drop any replay and put the live session back (no repaint)."""
        live = self.replay_bar.leave()
        if live is not None:
            self.session = live

    def leave_replay(self: Any) -> None:
        """Back to the live position, exactly as it was; the bots go on if one is to act."""
        if not self.replay_bar.on:
            return
        self.end_replay()
        self.painter.clear()
        self.status_line.clear()
        self.refresh()
        self.bots.restart()
        self.replay_bar.button.focus()
