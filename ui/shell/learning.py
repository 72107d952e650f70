"""Learning by playing on every game page: the guided first game (``ui.shell.tutorial``) and
Suggest (``ui.shell.suggest``), conducted for :class:`ui.shell.page.ShellPage`.

A game takes part by setting ``LEARN`` on its page class to a module with ``lesson()`` (its
:class:`ui.shell.tutorial.Lesson`), ``targets(page, move)`` (the selectors of the element(s) the
page uses for the next click of ``move``, its contract's test hooks) and ``why(state, seat, move)``
(one line from public information). A lesson's session only offers the step's move (its
``legal()`` is narrowed), so the page highlights exactly that through its usual path.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List

from engine.core.i18n import words
from ui.shell import storage
from ui.shell.dom import missing
from ui.shell.seats import device_salt
from ui.shell.tutorial import lesson_session, play_scripted

_, ngettext, pgettext = words("site").functions()

WALK = '[data-action="continue"]'


class Learning:
    """The lesson and the suggestion (a mixin of ``ShellPage``: it uses the page's components)."""

    LEARN: Any = None
    session: Any

    def learning_actions(self: Any) -> Dict[str, Callable[[], Any]]:
        """``learn``, ``leave-lesson``, ``real-game`` and ``suggest-move``."""
        return {"learn": self.start_lesson, "leave-lesson": self.leave_lesson,
                "real-game": self.real_game, "suggest-move": self.suggest_move}

    # ---- the lesson -----------------------------------------------------------------------------------
    def start_lesson(self: Any) -> None:
        """Start the game's lesson, or resume it where it was left."""
        if self.LEARN is None or self.tutorial.on or self.replay_bar.on:
            return
        lesson = self.LEARN.lesson()
        cls = lesson_session(self.SESSION, self.tutorial)
        kinds = ["human"] + ["bot:normal"] * (len(lesson.players) - 1)
        session = cls(lesson.players, lesson.seed, None, kinds)
        at = self.tutorial.saved_cursor(lesson)
        if at >= len(lesson.line):
            at = 0  # a finished lesson starts again
        self.tutorial.begin(lesson)
        for move in lesson.line[:at]:
            session.play(move)
        self.form.hide()
        self.privacy.cover(False)
        self.begin(session, save=False)
        self.status_line.info = None
        self.lesson_go_on()

    def open_link(self: Any) -> None:
        """``#learn`` in the address (the home page's "Learn to play") starts the lesson."""
        if self.dom.fragment() == "#learn":
            self.dom.clear_fragment()
            self.start_lesson()
            return
        super().open_link()  # type: ignore[misc]

    def begin(self: Any, session: Any, resumed: bool = False, save: bool = True) -> None:
        """Another game on the page ends the lesson (its progress stays kept)."""
        if self.tutorial.on and not getattr(session, "lesson", False):
            self.tutorial.leave()
        super().begin(session, resumed=resumed, save=save)  # type: ignore[misc]

    def save(self: Any, force: bool = False) -> None:
        """During a lesson only its progress is kept (never a kept game)."""
        if self.tutorial.on:
            if self.session is not None:
                self.tutorial.save(self.session.cursor)
            return
        super().save(force=force)  # type: ignore[misc]

    def leave_lesson(self: Any) -> None:
        """Leave the lesson (it resumes there next time): back to the kept game, if any."""
        if not self.tutorial.on:
            return
        self.tutorial.leave()
        self.bots.stop()
        self.session = None
        self.painter.clear()
        self.log.clear()
        try:
            raw = self.store.read()
        except storage.StorageReadError as e:
            self.saved_data.show_unreadable(str(e))
            self.preview(self.idle_words())
            return
        self.resume(raw)

    def real_game(self: Any) -> None:
        """The lesson is over: the new-game form (the lesson starts afresh next time)."""
        if self.tutorial.on:
            self.tutorial.save(0)
        self.leave_lesson()
        self.show_form()

    def on_language(self: Any) -> None:
        """A language switch during a lesson tells its steps again in the new language."""
        super().on_language()  # type: ignore[misc]
        if self.tutorial.on and self.session is not None:
            self.tutorial.lesson.steps = self.LEARN.lesson().steps
            self.refresh()

    def lesson_go_on(self: Any) -> None:
        """Play the lesson's own moves (the opponents', the learner's in between) up to the next
        step, at once; then repaint."""
        if not self.tutorial.on or self.session is None or self.replay_bar.on:
            return
        if play_scripted(self.tutorial, self.session, self.lesson_moved, self.showing_public):
            self.refresh()

    def lesson_moved(self: Any) -> None:
        """One of the lesson's own moves was played."""
        self.reset_selection()
        self.status_line.message = None
        self.save()
        self.on_moved()
        if self.showing_public() and self.tutorial.scripted(self.session.cursor) is not None:
            self.drop_public()  # more of the lesson's own moves follow: not shown step by step

    # ---- painting -------------------------------------------------------------------------------------
    def paint_learning(self: Any) -> None:
        """The lesson's panel and targets, and the Suggest button and its marks."""
        s = self.session
        bar = self.dom.el(".learn-bar")
        if s is None or self.LEARN is None:
            if not missing(bar):
                bar.hidden = True  # no game yet: nothing to suggest
            return
        t = self.tutorial
        busy = self.showing_public()
        allowed = t.allowed(s.cursor) if t.on else []
        targets: List[str] = []
        if t.on and busy:
            targets = [WALK]
        elif allowed:
            targets = list(self.LEARN.targets(self, allowed[0]))
        t.paint(s.cursor, busy, targets)
        over = s.actor(s.cursor) is None
        if not missing(bar):  # a lesson's opponents are scripted, and a finished game has no move
            bar.hidden = t.on or over
        if t.on:
            self.dom.el("bot-bar").hidden = True
            for a in ("undo", "redo"):
                self.buttons[a].disabled = True
                self.cache["btn:" + a] = (True, self.pressed(a))
        seat = s.actor(s.cursor)
        can = (not t.on and seat is not None and s.bot_level() is None and not busy
               and self.privacy.screen_for is None and not self.replay_bar.on)
        key = (id(s), s.cursor)
        move = self.suggestion.current(key) if can else None
        self.suggestion.paint(key, can, [] if move is None else self.LEARN.targets(self, move))

    # ---- Suggest ----------------------------------------------------------------------------------------
    def suggest_move(self: Any) -> None:
        """Show the normal bot's choice for the person to act, with one line of why."""
        s = self.session
        if s is None or self.tutorial.on or s.bot_level() is not None or self.replay_bar.on:
            return
        seat = s.actor(s.cursor)
        if seat is None or self.privacy.screen_for is not None or self.showing_public():
            return
        self.reset_selection()
        self.suggestion.ask((id(s), s.cursor), s.state, seat, device_salt(),
                            lambda m: self.LEARN.why(s.state, seat, m))
        self.refresh()
