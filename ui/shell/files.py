"""Moving a game to another device: "Save game file", "Open game file", "Copy link", and the
"Open this game?" question (``ui.shell.transfer`` reads and writes the files and links).

:class:`FilesAndLinks` downloads the record, reads a chosen file or a game link, and asks before an
opened game joins the page; it hands the accepted session back to the page (it never begins a
game itself). A link is offered only once a game with secrets is over.
"""

from __future__ import annotations

import traceback
from typing import Any, Callable, Optional, Tuple

from engine.core.i18n import words
from ui.shell import games, transfer
from ui.shell.dom import Dom, Painter, missing
from ui.shell.reasons import Reasons
from ui.shell.status import show_notice

_, ngettext, pgettext = words("site").functions()

#: the buttons and dialog answers of this component (``data-action``)
ACTIONS = ("save-file", "open-file", "copy-link", "import-confirm", "import-cancel", "close-share")


def game_words(session: Any) -> str:
    """“Ann, Bob, Cy · move 42 · in progress” (plain text, for textContent)."""
    names = ", ".join(session.players)
    if session.actor(session.cursor) is None:
        return _("{names} · move {n} · finished", names=names, n=session.cursor)
    return _("{names} · move {n} · in progress", names=names, n=session.cursor)


def opened_words(session: Any, source: str, name: str) -> str:
    """The notice once an opened game is on the page."""
    if source == "link":
        return _("Opened the game from the link: it goes on at move {n}.", n=session.cursor)
    if name:
        return _("Opened the game from “{name}”: it goes on at move {n}.", name=name, n=session.cursor)
    return _("Opened the game from the file: it goes on at move {n}.", n=session.cursor)


class FilesAndLinks:
    """The game files and links of one page."""

    def __init__(self, dom: Dom, painter: Painter, info: Any, sessions: Any,
                 reasons: Optional[Reasons] = None) -> None:
        self.dom = dom
        self.reasons = reasons if reasons is not None else Reasons(dom)
        self.painter = painter
        self.info = info
        self.sessions = sessions
        #: a read game waiting for the player's answer: (session, source, file name)
        self.pending: Optional[Tuple[Any, str, str]] = None
        self.pending_name = ""  # the name of the file being read

    # ---- saving a file --------------------------------------------------------------------------
    def save_file(self, session: Any) -> str:
        """Download ``session``'s record as a JSON file; the words saying where it went (and, in a
        game with secret cards still in play, that the file shows every hand)."""
        record = session.record()
        name = transfer.file_name(self.info.id, record)
        self.dom.download(name, transfer.to_file(record))
        if self.link_locked(session):
            return _("The game is saved as “{name}” (your downloads). It shows every hand to "
                     "whoever opens it: keep it to yourself until the game is over.", name=name)
        return _("The game is saved as “{name}” (your downloads): open it on any device "
                 "with “Open game file”.", name=name)

    def choose_file(self) -> None:
        """Open the browser's file chooser."""
        chooser = self.dom.el("open-file-input")
        chooser.value = ""  # choosing the same file again still fires "change"
        chooser.click()

    def chosen_file(self, read: Callable[[str], None], failed: Callable[[], None]) -> Optional[str]:
        """A file was chosen: refuse a huge one unread (the reason is returned), else read its text
        (``read(text)`` or ``failed()`` later)."""
        files = self.dom.el("open-file-input").files
        if missing(files) or not files.length:
            return None
        chosen = files.item(0)
        self.pending_name = str(chosen.name or "")
        if chosen.size > transfer.MAX_FILE_BYTES:
            return ngettext("The file is far too large to be a game ({size} byte).",
                            "The file is far too large to be a game ({size} bytes).",
                            int(chosen.size), size=f"{int(chosen.size):,}")
        self.dom.read_text(chosen, read, failed)
        return None

    def link_in_address(self) -> Optional[Tuple[str, str]]:
        """A game link that opened this page (or was pasted into this tab), or a game file the
        home page handed over, taken off the address so that a reload does not ask again:
        (fragment, ``"link"`` or ``"file"``); None when there is none."""
        fragment = self.dom.fragment()
        source = transfer.fragment_source(fragment)
        if source is None:
            return None
        self.dom.clear_fragment()
        self.pending_name = ""
        return fragment, source

    # ---- reading a game ------------------------------------------------------------------------
    def failed(self, source: str, reason: str) -> None:
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
        show_notice(self.dom, text)

    def read(self, text: Any, source: str, packed: Optional[bool] = None) -> Any:
        """The session in a file's text or a link (``packed``: a file handed over in the address),
        replayed move by move; None (the reason shown) when it cannot be opened."""
        try:
            return transfer.load(self.sessions, str(text), source, packed)
        except ValueError as e:  # SaveError: a plain sentence naming the first bad move
            self.failed(source, str(e))
        except Exception:  # anything else hostile data can provoke
            self.dom.warn(traceback.format_exc())
            self.failed(source, _("It could not be read as a game."))
        return None

    def ask(self, session: Any, source: str, current: Any, lesson: bool = False) -> None:
        """Ask before ``session`` joins the page beside ``current`` (which stays kept; a
        ``lesson`` is never kept as a game: it resumes where it was left)."""
        self.pending = (session, source, self.pending_name)
        self.dom.el("import-game").textContent = game_words(session)
        self.dom.el("import-current").textContent = (
            _("The lesson on this page stays where it is: “Learn to play” takes it up again.")
            if lesson else games.import_keeps_words(game_words(current)))
        self.dom.el("import").hidden = False
        self.dom.el("import-confirm").focus()

    def accept(self) -> Optional[Tuple[Any, str, str]]:
        """The player opens the pending game: (session, source, name), the question closed."""
        pending, self.pending = self.pending, None
        self.dom.el("import").hidden = True
        return pending

    def cancel(self, lesson: bool = False) -> str:
        """The player keeps their game (or ``lesson``): the words saying so."""
        self.pending = None
        self.dom.el("import").hidden = True
        if lesson:
            return _("Nothing was opened: your lesson goes on.")
        return _("Nothing was opened: your game goes on.")

    def asking(self) -> bool:
        """True while the "Open this game?" question is shown."""
        box = self.dom.el("import")
        return not missing(box) and not box.hidden

    def close_share(self) -> bool:
        """Close the link box; True if it was open."""
        box = self.dom.el("share")
        if missing(box) or box.hidden:
            return False
        box.hidden = True
        return True

    # ---- links ----------------------------------------------------------------------------------
    def link_locked(self, session: Any) -> bool:
        """True while a link would give secrets away: hidden information and not finished."""
        return bool(self.info.hidden_information and session is not None
                    and session.actor(session.cursor) is not None)

    def paint(self, session: Any) -> None:
        """“Copy link”: only for finished games when the game hides cards (a link holds the seed
        and every move, so whoever opens it could see every hand); “Save game file” says so of
        its file while such a game is in progress."""
        button = self.dom.el("copy-link")
        locked = self.link_locked(session)
        if missing(button) or self.painter.cache.get("share") == locked:
            return
        self.painter.cache["share"] = locked
        button.disabled = locked
        button.title = (_("A link to a game in progress would show every secret card to whoever "
                          "opens it: links are offered once the game is over. “Save game file” "
                          "keeps a backup.") if locked else
                        _("Copy a link holding the whole game: open it on another device or "
                          "send it to a friend"))
        save = self.dom.el("save-file")
        if not missing(save):
            save.title = (_("Download this game as a file. It holds every card: whoever opens it "
                            "sees every hand, so keep it to yourself until the game is over.")
                          if locked else
                          _("Download this game as a file: a backup, or to go on with it on "
                            "another device"))
        # the same reasons written under the file buttons (greyed Copy link takes no focus, and
        # the secret in a saved file is no hover-only matter)
        note = (_("A game file shows every hand: keep it to yourself until the game is over. "
                  "Links come once it is over.") if locked else "")
        group = button.closest(".game-files")  # the note goes last inside the group (a menu)
        last = None if missing(group) else group.lastElementChild
        for control in (save, button):
            if not missing(control):
                self.reasons.note("files", control, note, beside=last)

    def copy_link(self, session: Any) -> None:
        """Put the game's link on the clipboard and show it in a read-only field."""
        if session is None or self.link_locked(session):
            return
        link = self.dom.address() + "#" + transfer.to_link_fragment(session.record())
        self.dom.el("share-link").value = link
        self.dom.el("share-text").textContent = _("Copying the link…")
        self.dom.el("share").hidden = False
        self.dom.copy(link, self.share_words)

    def share_words(self, copied: bool) -> None:
        """Say whether the link reached the clipboard (else: select it for copying by hand)."""
        if copied:
            text = _("The link is copied. Send it or open it on another device: it holds the "
                     "whole game, and whoever opens it can go on playing from there.")
        else:
            text = _("This browser did not let the page copy: copy the link below yourself "
                     "(it is selected).")
            field = self.dom.el("share-link")
            field.focus()
            field.select()
        self.dom.el("share-text").textContent = text
