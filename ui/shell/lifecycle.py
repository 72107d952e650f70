"""The page's life around a game: starting up and resuming, a new game, saving, games opened from
files and links, a language switch, and entering and leaving a replay (another tab's saves and
deletions: ``ui.shell.other_tabs``).

:class:`Lifecycle` is a component of the conductor (``ui.shell.page.Page``) that moves sessions on
and off the page; each step is a few calls to the conductor's other components.
"""

from __future__ import annotations

import contextlib
import traceback
from typing import TYPE_CHECKING, Any, Optional

from engine.core.i18n import words
from ui.shell import games, language, storage
from ui.shell.dom import missing
from ui.shell.files import opened_words
from ui.shell.newgame import new_seed
from ui.shell.session import Session, unnamed
from ui.shell.status import hide_notice, show_notice

if TYPE_CHECKING:
    from ui.shell.page import Page

_, ngettext, pgettext = words("site").functions()


class Lifecycle:
    """Sessions on and off the page."""

    def __init__(self, page: Page) -> None:
        self.page = page

    # ---- start-up --------------------------------------------------------------------------------
    def start(self) -> None:
        """Resume the saved game (or explain why not); New game works whatever happened."""
        p = self.page
        if language.take(p.dom.language()):  # the form was drawn in English before the words came
            p.form.draw(p.view.counts(), p.view.seed_hint())
            p.bot_bar.words()
        p.wire()
        delay = p.store.read_setting("bot-delay", lambda v: v if p.bot_bar.chosen(v) is not None else None)
        p.set_delay(delay, keep=False)
        try:
            try:
                p.saving.choose_slot()
                raw = p.store.read()
            except storage.StorageReadError as e:  # a refusal in words, never "no game here"
                p.saved_data.show_unreadable(str(e))
                p.view.idle(self.idle_words())
            else:
                self.resume(raw)
            p.saving.show_problem()
            self.open_link()
        finally:
            for b in p.dom.all("[data-boot-disabled]"):
                b.disabled = False
            p.dom.body_data("ready", "true")

    def resume(self, raw: Optional[str]) -> None:
        """Resume the saved text ``raw`` (None: no game kept, the form opens) or explain why not."""
        p = self.page
        if raw is None:
            p.view.idle(self.idle_words())
            self.show_form()
            return
        try:
            session = p.saving.read_session(p.view.sessions, raw)
        except ValueError as e:  # SaveError, InvalidState: the reason is a plain sentence
            self.show_corrupt(raw, str(e))
        except Exception:  # anything else a hostile save can provoke
            p.dom.error(traceback.format_exc())
            self.show_corrupt(raw, _("The save is damaged: it could not be read as a game."))
        else:
            self.begin(session, resumed=True, save=False)

    def show_corrupt(self, raw: str, reason: str) -> None:
        """The save could not be read: kept as a backup, a new game offered."""
        self.page.saved_data.show_corrupt(raw, reason)
        self.page.view.idle(self.idle_words())

    def idle_words(self) -> str:
        """The status line while there is no game: set one up, or the save could not be read."""
        if self.page.saved_data.corrupt_shown:
            return _("The saved game could not be read (see above). Start a new game to play.")
        info = self.page.game.INFO
        return _("Set up a new game: {lo} to {hi} players take turns on this device.",
                 lo=info.min_players, hi=info.max_players)

    # ---- sessions ----------------------------------------------------------------------------------
    def begin(self, session: Session, resumed: bool = False, save: bool = True,
              lesson: bool = False) -> None:
        """Make ``session`` the game on the page and draw it (and save it, unless it was just read
        from storage). Another game than a ``lesson``'s ends the lesson (its progress stays kept)."""
        p = self.page
        if p.tutorial.on and not lesson:
            p.tutorial.leave()
        self.end_replay()
        if save and not p.tutorial.on:
            p.saving.new_slot()
        p.saving.remember_slot()
        p.session = session
        p.privacy.reset()
        p.view.reset()
        p.status_line.message = None
        p.painter.clear()
        p.view.begin(p.snapshot())
        p.log.clear()
        p.ranking_card.reset()
        p.saved_data.hide_corrupt()
        p.dom.el("game-info").innerHTML = p.view.info_html(p.snapshot())
        if resumed:
            p.status_line.info = _("Welcome back: the saved game resumes at move {n}.", n=session.cursor)
            lost = None if save else p.saving.lost_words(session.cursor)
            if lost:  # in the banner: above a privacy screen, and kept until a save works
                show_notice(p.dom, lost)
        else:
            p.status_line.info = p.view.new_game_words(p.snapshot())
        p.saving.saved_moves = session.cursor
        if session.note:  # read with a part dropped (a bad redo tail): say so
            show_notice(p.dom, session.note)
        if save:
            p.save()
        p.bots.paused = False
        p.bots.restart()
        p.refresh()

    def play_again(self) -> None:
        """Start a new game with the same players and colours and a fresh seed."""
        s = self.page.session
        if s is None:
            return
        self.begin(self.page.view.sessions.new(s.names, new_seed(), s.colors, s.kinds))

    # ---- saving --------------------------------------------------------------------------------------
    def save(self, force: bool = False) -> None:
        """Write the current record (nothing during a replay); another tab's newer save is never
        overwritten without asking."""
        p = self.page
        if p.replay_bar.on or p.session is None:
            return  # a replay writes nothing; the live game was saved before it
        if p.saving.save(p.session, force=force) == storage.CONFLICT:
            p.bots.stop()
            if p.saving.deleted_elsewhere():  # not newer: gone (deleted on the home page)
                p.saving.ask_deleted()
            else:
                p.dom.el("conflict").hidden = False

    def free_room(self, slot: str) -> None:
        """The player chose to delete an offered finished game: delete it and save again."""
        p = self.page
        words_ = p.saving.free_room(slot)
        if words_ is None:
            return
        p.status_line.info = words_
        if p.session is not None:
            p.save()
            p.refresh()

    # ---- files and links --------------------------------------------------------------------------------
    def read_chosen_file(self) -> None:
        """A file was chosen: read it (a huge one is refused unread)."""
        p = self.page
        refused = p.files.chosen_file(
            lambda text: p.timed(self.offer_import, text, "file"),
            lambda: p.timed(p.files.failed, "file", _("The browser could not read the file.")))
        if refused is not None:
            p.files.failed("file", refused)
            self.echo_in_form()

    def echo_in_form(self) -> None:
        """A file chosen from the open form was refused: the notice lies under the form, so its
        words are said in the form too, where the person looks."""
        p = self.page
        if p.form.open:
            p.form.error(str(p.dom.el("notice").textContent or ""))

    def open_link(self) -> None:
        """A game link opened this page (or was pasted into this tab), or the home page handed
        a game file over in the address: offer its game. ``#learn`` (the home page's "Learn to
        play") starts the lesson, ``#new`` (its "New game") opens the new-game form; ``#game=<slot>``
        (a kept game, named on a page already open)
        opens that game, as a fresh load of the address would."""
        p = self.page
        if p.dom.fragment() == "#learn":
            p.dom.clear_fragment()
            p.lessons.start()
            return
        if p.dom.fragment() == "#new":  # the home page's "New game": the kept games stay kept
            p.dom.clear_fragment()
            if p.tutorial.on:
                p.lessons.leave()
            self.show_form()
            return
        if p.dom.fragment().startswith(games.HASH_PREFIX):
            self.open_kept(p.saving.asked_slot())
            return
        found = p.files.link_in_address()
        if found is not None:
            self.offer_import(found[0], found[1], packed=True)

    def open_kept(self, slot: Optional[str]) -> None:
        """Show the kept game ``slot`` (the one on the page is kept as it is; a lesson resumes
        later where it was left)."""
        p = self.page
        if slot is None:
            p.tell(_("That game is not kept in this browser: the page shows the one it had."))
            return
        if slot == p.saving.store.slot and not p.tutorial.on:
            return
        if p.tutorial.on:
            p.tutorial.leave()
        p.bots.stop()
        p.saving.store.select(slot)
        try:
            raw = p.store.read()
        except storage.StorageReadError as e:
            p.saved_data.show_unreadable(str(e))
            return
        p.form.hide()
        hide_notice(p.dom)
        self.resume(raw)

    def offer_import(self, text: Any, source: str, packed: Optional[bool] = None) -> None:
        """Read and replay a game from a file's text or a link; ask before it joins the page."""
        p = self.page
        session = p.files.read(text, source, packed)
        if session is None:
            self.echo_in_form()
            return
        if p.session is None:
            p.files.pending = (session, source, p.files.pending_name)
            self.accept_import()
            return
        self.hide_form()  # (a file chosen from the form: the question must be answerable)
        p.files.ask(session, source, p.session, lesson=p.tutorial.on)

    def accept_import(self) -> None:
        """Make the opened game the page's game and save it (the privacy screen comes first in a
        game with hidden information, as after any load)."""
        p = self.page
        pending = p.files.accept()
        if pending is None:
            return
        session, source, name = pending
        p.form.hide()
        hide_notice(p.dom)
        self.begin(session, resumed=True)
        p.tell(opened_words(session, source, name))

    # ---- the new-game form ------------------------------------------------------------------------------
    def show_form(self) -> None:
        """Open the new-game form (on top of a privacy screen); it says that a running game is
        kept."""
        self.page.form.show(self.page.session)
        self.page.privacy.cover(True)

    def hide_form(self) -> None:
        """Close the new-game form without changing the game."""
        if self.page.session is not None:
            self.page.form.hide(give_back=True)
            self.page.privacy.cover(False)

    def start_from_form(self) -> None:
        """Validate the form and start the game it describes."""
        p = self.page
        try:
            choice = p.form.read()
            session = p.view.sessions.new(choice.names, choice.seed, choice.colours, choice.kinds)
        except ValueError as e:
            p.form.error(str(e))
            return
        p.form.remember(choice)
        p.form.hide()
        self.begin(session)

    def start_against_bots(self) -> None:
        """"Play against the computer": one person, the other seats bots of the chosen level."""
        self.page.form.against_bots()
        self.start_from_form()

    # ---- language --------------------------------------------------------------------------------------
    def on_language(self) -> None:
        """The player switched the language: every word on the page again, the game untouched (a
        lesson tells its steps again in the new language)."""
        p = self.page
        if not language.take(p.dom.language()):
            return
        p.replay_bar.words()
        was_open = p.form.open
        p.form.draw(p.view.counts(), p.view.seed_hint())
        p.form.wire(p.on_submit)
        p.status_line.message = None  # a refusal said in the old language is not repeated
        s = p.session
        if s is None:
            p.bot_bar.words()
            p.painter.clear()
            p.view.idle(self.idle_words())
            if was_open:
                self.show_form()
            return
        if unnamed(s) and not p.replay_bar.on:  # "Player 2" in the new language: the game again
            with contextlib.suppress(ValueError):
                again = p.view.sessions.from_record(s.record())
                again.kinds = s.kinds
                p.session = s = again
        s.retell()
        if p.tutorial.lesson is not None and p.lessons.learn is not None:
            p.tutorial.lesson.steps = p.lessons.learn.lesson().steps
        p.painter.clear()
        p.view.begin(p.snapshot(), again=True)
        p.log.clear()
        p.dom.el("game-info").innerHTML = p.view.info_html(p.snapshot())
        p.refresh()
        announce = p.dom.el("announce")  # the last moves, said in the old language: not again
        if not missing(announce):
            announce.textContent = ""
        if was_open:
            self.show_form()

    # ---- replay -------------------------------------------------------------------------------------------
    def replay_action(self, action: str) -> None:
        """One of the replay bar's buttons (or the Replay button) was pressed."""
        p = self.page
        if action == "replay":
            if p.replay_bar.on:
                self.leave_replay()
            else:
                self.enter_replay()
            return
        if not p.replay_bar.on:
            return
        if action == "replay-exit":
            self.leave_replay()
            return
        if p.replay_bar.step(action):
            self.schedule_tick()
        p.refresh()

    def enter_replay(self) -> None:
        """Show the game from its first move; the live game waits untouched (nothing is saved, no
        bot moves)."""
        p = self.page
        live = p.session
        if live is None or p.replay_bar.on or p.showing_public():
            return
        p.bots.stop()
        p.view.reset()
        p.status_line.clear()
        p.replay_bar.enter(live)
        p.refresh()
        p.replay_bar.focus_first()

    def schedule_tick(self) -> None:
        """Ask for the next step of playing after the chosen pause."""
        p = self.page
        delay = p.replay_bar.delay()
        if delay is not None:
            generation = p.replay_bar.generation
            p.dom.later(delay, lambda: p.timed(self.replay_tick, generation))

    def replay_tick(self, generation: int = -1) -> None:
        """One step of playing (a stale timer of an earlier play does nothing)."""
        if self.page.replay_bar.tick(generation):
            self.page.refresh()
            self.schedule_tick()

    def end_replay(self) -> None:
        """Drop any replay (no repaint): the live session is the one shown again."""
        self.page.replay_bar.leave()

    def leave_replay(self) -> None:
        """Back to the live position, exactly as it was; the bots go on if one is to act."""
        p = self.page
        if not p.replay_bar.on:
            return
        self.end_replay()
        p.painter.clear()
        p.status_line.clear()
        p.refresh()
        p.bots.restart()
        p.replay_bar.button.focus()

    def reveal(self) -> None:
        """The person named on the privacy screen says only they can see the screen now."""
        self.page.privacy.reveal()
        if self.page.session is not None:
            self.page.refresh()
