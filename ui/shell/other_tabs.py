"""Another tab or window of this browser changed this game's storage: a newer save is followed (or
the player asked), and a game deleted there (on the home page, say) is not written back silently.

:class:`OtherTabs` is the part of :class:`ui.shell.page.ShellPage` that answers ``storage``
events and the two questions they may raise (``#conflict``: a newer save; ``#deleted``: the game
is gone). While either waits, this tab saves nothing and makes no move (the page says so).
"""

from __future__ import annotations

from typing import Any

from engine.core.i18n import words
from ui.shell.dom import missing
from ui.shell.status import show_notice

_, ngettext, pgettext = words("site").functions()

#: where "Let it go" takes the tab: the list of kept games
HOME = "./index.html"


class OtherTabs:
    """Storage changed elsewhere (a mixin of ``ShellPage``: it uses the page's components)."""

    session: Any
    dom: Any
    SESSION: Any

    def on_storage(self: Any, event: Any) -> None:
        """Another tab or window changed storage: follow a newer save of this game; ask about a
        deleted one."""
        key = None if missing(event.key) else str(event.key)
        if self.session is not None and self.saving.deleted_elsewhere(key) and not self.replay_bar.on:
            self.bots.stop()
            self.saving.ask_deleted()
            self.refresh()
            return
        try:
            raw = self.saving.changed_elsewhere(key, self.session is not None)
            if raw is None:
                return
            session = self.saving.read_session(self.SESSION, raw)
        except Exception:  # StorageReadError, SaveError, InvalidState: said, never taken for none
            show_notice(self.dom, _("The saved game was changed in another tab or window and cannot "
                                    "be read here. This tab keeps its game and will ask before "
                                    "saving over it."))
            return
        self.store.known = raw
        self.dom.el("conflict").hidden = True
        self.dom.el("deleted").hidden = True
        self.saved_data.hide_corrupt()
        if self.session is None:  # this tab was waiting on the new-game form
            self.form.hide()
        self.begin(session, resumed=True, save=False)
        self.tell(_("This game was changed in another tab or window: this tab now shows it "
                    "(move {n}).", n=session.cursor))

    def resolve_conflict(self: Any, overwrite: bool) -> None:
        """The player chose how to settle a save changed in another tab."""
        self.dom.el("conflict").hidden = True
        if overwrite:
            self.save(force=True)
            self.bots.restart()
            self.refresh()
            return
        try:
            session = self.saving.read_session(self.SESSION, self.store.read())
        except Exception as e:
            self.status_line.message = _(
                "The other tab's game could not be read ({reason}); this one is kept.", reason=e)
            self.save(force=True)
            self.refresh()
            return
        self.begin(session, resumed=True, save=False)

    def keep_deleted(self: Any) -> None:
        """“Keep it here”: the game another tab deleted is saved in this browser again."""
        self.dom.el("deleted").hidden = True
        if self.session is None:
            return
        self.save(force=True)
        self.status_line.message = None
        self.status_line.info = _("The game is kept in this browser again.")
        self.bots.restart()
        self.refresh()

    def let_go(self: Any) -> None:
        """“Let it go”: nothing of the deleted game is written again; the tab goes to the home
        page's list of kept games."""
        self.dom.el("deleted").hidden = True
        self.bots.stop()
        self.dom.go(HOME)

    def held_by_question(self: Any) -> bool:
        """True (and the reason shown) while a question about another tab's change waits: no
        move is made, since this tab could not save it."""
        if not self.saving.waiting():
            return False
        self.status_line.message = _("Answer the question above first: until then this tab saves nothing, "
                         "so it makes no move.")
        self.refresh()
        return True
