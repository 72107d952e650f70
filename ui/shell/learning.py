"""Learning by playing on every game page: the guided first game (``ui.shell.tutorial``) and
Suggest (``ui.shell.suggest``), a component of the conductor (``ui.shell.page.Page``).

A game takes part through its view's ``learn``: a module with ``lesson()`` (its
:class:`ui.shell.tutorial.Lesson`), ``targets(view, snapshot, move)`` (the selectors of the
element(s) the page uses for the next click of ``move``, its contract's test hooks) and
``why(state, seat, move)`` (one line from public information). During a lesson the snapshot only
offers the step's move (:meth:`Lessons.narrow`), so the page highlights exactly that through its
usual path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Sequence

from engine.core.i18n import words
from ui.shell import storage
from ui.shell.dom import missing
from ui.shell.seats import device_salt
from ui.shell.view import Snapshot

if TYPE_CHECKING:
    from ui.shell.page import Page

_, ngettext, pgettext = words("site").functions()

WALK = '[data-action="continue"]'


class Lessons:
    """The lesson and the suggestion."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.learn: Any = page.view.learn

    # ---- the lesson -----------------------------------------------------------------------------------
    def start(self) -> None:
        """Start the game's lesson, or resume it where it was left."""
        p = self.page
        if self.learn is None or p.tutorial.on or p.replay_bar.on:
            return
        lesson = self.learn.lesson()
        kinds = ["human"] + ["bot:normal"] * (len(lesson.players) - 1)
        session = p.view.sessions.new(lesson.players, lesson.seed, None, kinds)
        at = p.tutorial.saved_cursor(lesson)
        if at >= len(lesson.line):
            at = 0  # a finished lesson starts again
        p.tutorial.begin(lesson)
        for move in lesson.line[:at]:
            session.play(move)
        p.form.hide()
        p.privacy.cover(False)
        p.life.begin(session, save=False, lesson=True)
        p.status_line.info = None
        self.go_on()

    def narrow(self, legal: Sequence[Dict[str, Any]], cursor: int) -> List[Dict[str, Any]]:
        """The moves a person may make at ``cursor``: during a lesson only its step's move (none
        while it plays on by itself)."""
        if not self.page.tutorial.on:
            return list(legal)
        allowed = self.page.tutorial.allowed(cursor)
        return [m for m in legal if m in allowed]

    def leave(self) -> None:
        """Leave the lesson (it resumes there next time): back to the kept game, if any."""
        p = self.page
        if not p.tutorial.on:
            return
        p.tutorial.leave()
        p.bots.stop()
        p.session = None
        p.painter.clear()
        p.log.clear()
        try:
            raw = p.store.read()
        except storage.StorageReadError as e:
            p.saved_data.show_unreadable(str(e))
            p.view.idle(p.life.idle_words())
            return
        p.life.resume(raw)

    def real_game(self) -> None:
        """The lesson is over: the new-game form (the lesson starts afresh next time)."""
        p = self.page
        if p.tutorial.on:
            p.tutorial.save(0)
        self.leave()
        p.life.show_form()

    def go_on(self) -> None:
        """Play the lesson's own moves (the opponents', the learner's in between) up to the next
        step, at once; then repaint."""
        p = self.page
        s = p.session
        if not p.tutorial.on or s is None or p.replay_bar.on:
            return
        played = mine = 0
        while played < 100_000 and not p.showing_public():
            move = p.tutorial.scripted(s.cursor)
            if move is None:
                break
            s.play(move)
            played += 1
            mine += s.seats[-1] == 0  # the learner's own move, made by the lesson: it says so
            p.moved()
            if p.showing_public() and p.tutorial.scripted(s.cursor) is not None:
                p.drop_public()  # more of the lesson's own moves follow: not shown step by step
        if played:
            p.tutorial.played_for_you(s.cursor, mine)
            p.refresh()

    # ---- painting -------------------------------------------------------------------------------------
    def paint(self, snap: Snapshot) -> None:
        """The lesson's panel and targets, and the Suggest button and its marks."""
        p = self.page
        bar = p.dom.el(".learn-bar")
        if self.learn is None:
            if not missing(bar):
                bar.hidden = True  # nothing to suggest
            return
        t = p.tutorial
        busy = p.showing_public()
        allowed = t.allowed(snap.cursor) if t.on else []
        targets: List[str] = []
        if t.on and busy:
            targets = [WALK]
        elif allowed:
            targets = list(self.learn.targets(p.view, snap, allowed[0]))
        t.paint(snap.cursor, busy, targets)
        # a game whose own controls suggest in this position (Manitou's party): one Suggest only
        own = getattr(self.learn, "own_suggest", None)
        its_own = bool(own(snap)) if own is not None else False
        if not missing(bar):  # a lesson's opponents are scripted, and a finished game has no move
            bar.hidden = t.on or snap.over
        button = p.dom.el('[data-action="suggest-move"]')
        if not missing(button):
            button.hidden = its_own
        if t.on:
            p.dom.el("bot-bar").hidden = True
            for a in ("undo", "redo"):
                p.buttons[a].disabled = True
                p.painter.cache["btn:" + a] = (True, None)
        can = (not t.on and snap.actor is not None and snap.bot_level is None and not busy
               and snap.screen_for is None and not snap.replaying and not its_own)
        key = (id(p.session), snap.cursor)
        move = p.suggestion.current(key) if can else None
        # what a suggestion marks: what to click next, and where a game draws its move on the
        # board (a move begun with a button is still shown there, not only named in words)
        marks = getattr(self.learn, "suggest_marks", None) or self.learn.targets
        p.suggestion.paint(key, can, [] if move is None else marks(p.view, snap, move))

    # ---- Suggest ----------------------------------------------------------------------------------------
    def suggest(self) -> None:
        """Show the normal bot's choice for the person to act, with one line of why."""
        p = self.page
        s = p.session
        if s is None or p.tutorial.on or p.replay_bar.on or self.learn is None:
            return
        snap = p.snapshot()
        seat = snap.actor
        if seat is None or snap.bot_level is not None or snap.screen_for is not None \
                or p.showing_public():
            return
        p.view.reset()
        state, learn = snap.state, self.learn
        p.suggestion.ask((id(s), snap.cursor), state, seat, device_salt(),
                         lambda m: learn.why(state, seat, m))
        p.refresh()
