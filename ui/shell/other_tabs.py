"""Another tab or window of this browser changed this game's storage: a newer save is followed (or
the player asked), and a game deleted there (on the home page, say) is not written back silently.

:class:`OtherTabs` is the component of the conductor (``ui.shell.page.Page``) that answers
``storage`` events and the two questions they may raise (``#conflict``: a newer save; ``#deleted``: the game
is gone). While either waits, this tab saves nothing and makes no move (the page says so).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.i18n import words
from ui.shell.dom import missing
from ui.shell.status import show_notice

if TYPE_CHECKING:
    from ui.shell.page import Page

_, ngettext, pgettext = words("site").functions()

#: where "Let it go" takes the tab: the list of kept games
HOME = "./index.html"


class OtherTabs:
    """Storage changed elsewhere."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def on_storage(self, event: Any) -> None:
        """Another tab or window changed storage: follow a newer save of this game; ask about a
        deleted one."""
        p = self.page
        key = None if missing(event.key) else str(event.key)
        if p.session is not None and p.saving.deleted_elsewhere(key) and not p.replay_bar.on:
            p.bots.stop()
            p.saving.ask_deleted()
            p.refresh()
            return
        try:
            raw = p.saving.changed_elsewhere(key, p.session is not None)
            if raw is None:
                return
            session = p.saving.read_session(p.view.sessions, raw)
        except Exception:  # StorageReadError, SaveError, InvalidState: said, never taken for none
            show_notice(p.dom, _("The saved game was changed in another tab or window and cannot "
                                    "be read here. This tab keeps its game and will ask before "
                                    "saving over it."))
            return
        p.store.known = raw
        if p.tutorial.on:  # a lesson is not that game: ask, as a game's tab would be asked
            question = p.dom.el("#lesson-elsewhere")
            question.hidden = False
            question.querySelector('[data-action="lesson-stay"]').focus()
            return
        p.dom.el("conflict").hidden = True
        p.dom.el("deleted").hidden = True
        p.saved_data.hide_corrupt()
        if p.session is None:  # this tab was waiting on the new-game form
            p.form.hide()
        p.life.begin(session, resumed=True, save=False)
        p.tell(_("This game was changed in another tab or window: this tab now shows it "
                    "(move {n}).", n=session.cursor))

    def resolve_conflict(self, overwrite: bool) -> None:
        """The player chose how to settle a save changed in another tab."""
        p = self.page
        p.dom.el("conflict").hidden = True
        if overwrite:
            p.save(force=True)
            p.bots.restart()
            p.refresh()
            return
        try:
            session = p.saving.read_session(p.view.sessions, p.store.read())
        except Exception as e:
            p.dom.warn(f"the other tab's game could not be read: {e}")
            p.status_line.message = _("The other tab's game could not be read; this one is kept.")
            p.save(force=True)
            p.refresh()
            return
        p.life.begin(session, resumed=True, save=False)

    def lesson_answer(self, show_game: bool) -> None:
        """The player answered the question about the kept game changed during a lesson: go on
        with the lesson, or leave it for the game as the other tab left it."""
        p = self.page
        p.dom.el("#lesson-elsewhere").hidden = True
        if show_game:
            p.lessons.leave()
        else:
            p.refresh()

    def keep_deleted(self) -> None:
        """“Keep it here”: the game another tab deleted is saved in this browser again."""
        p = self.page
        p.dom.el("deleted").hidden = True
        if p.session is None:
            return
        p.save(force=True)
        p.status_line.message = None
        p.status_line.info = _("The game is kept in this browser again.")
        p.bots.restart()
        p.refresh()

    def let_go(self) -> None:
        """“Let it go”: nothing of the deleted game is written again; the tab goes to the home
        page's list of kept games."""
        p = self.page
        p.dom.el("deleted").hidden = True
        p.bots.stop()
        p.dom.go(HOME)

    def held_by_question(self) -> bool:
        """True (and the reason shown) while a question about another tab's change waits: no
        move is made, since this tab could not save it."""
        p = self.page
        if not p.saving.waiting():
            return False
        p.status_line.message = _("Answer the question above first: until then this tab saves nothing, "
                         "so it makes no move.")
        p.refresh()
        return True
