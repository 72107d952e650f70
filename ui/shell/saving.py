"""Saving and resuming: the game on the page in ``localStorage`` after every step.

:class:`Saving` writes the session's record (and the home page's line about it) to the slot of
the game on the page, never over another tab's newer save without asking, and says which moves are
at risk when storage is full, offering the oldest finished games for deletion (nothing is deleted
without a click). It also picks the slot a page opens (a home page link, this tab's last game, the
browser's last) and remembers it. It knows no game: sessions come and go as arguments.
"""

from __future__ import annotations

import time
from typing import Any, Optional

from engine.core.i18n import words
from ui.shell import games, saves, storage
from ui.shell import summary as home_summary
from ui.shell.dom import Dom
from ui.shell.safe_html import esc
from ui.shell.session import Session, Sessions
from ui.shell.status import hide_notice, show_notice

_, ngettext, pgettext = words("site").functions()


def full_words(saved_moves: int, cursor: int) -> str:
    """The notice when a save failed for lack of room: which moves are not saved."""
    first = min(saved_moves, cursor) + 1
    if cursor == 0 or first > cursor:
        return _("This game could not be saved: the browser's storage for this site is "
                 "full. Delete old saved data (“Saved data”) to make room, or keep this "
                 "tab open until a save works again.")
    if first >= cursor:
        return _("Move {n} could not be saved: the browser's storage for this site is "
                 "full. Delete old saved data (“Saved data”) to make room, or keep this "
                 "tab open until a save works again.", n=first)
    return _("Moves {first}–{last} could not be saved: the browser's storage for this "
             "site is full. Delete old saved data (“Saved data”) to make room, or keep "
             "this tab open until a save works again.", first=first, last=cursor)


class Saving:
    """The page's save slot and what happens when writing to it fails."""

    def __init__(self, dom: Dom, store: storage.Store, record_format: str) -> None:
        self.dom = dom
        self.store = store
        self.record_format = record_format
        self.saved_moves = 0  # moves of the line the last successful save holds
        self.unsaved = False  # a save failed: the notice says which moves are at risk
        self.noted = False  # this tab keeps a note of moves never saved (see lost_words)

    def save(self, session: Any, force: bool = False) -> str:
        """Write ``session``'s record; returns ``storage.SAVED``, ``CONFLICT`` (another tab saved
        a newer position: the page asks) or ``FAILED`` (the notice says what is at risk)."""
        try:
            result = self.store.write(saves.encode(session.record()), force=force)
        except storage.StorageReadError as e:  # what is saved there is unknown: nothing written
            self.unsaved = True
            show_notice(self.dom, _("This game could not be saved: the browser failed to read "
                                    "what is stored for it ({error}). Keep this tab open and "
                                    "try again later; nothing was overwritten.", error=str(e)))
            return storage.FAILED
        if result == storage.SAVED:
            self.saved_moves = session.cursor
            if self.noted:  # saved again: no move is at risk any more
                self.noted = False
                self.dom.tab_set(self.unsaved_key(), "")
            self.store.write_summary(home_summary.encode(session, time.time() * 1000))
            if self.unsaved:
                self.unsaved = False
                hide_notice(self.dom)
        elif result == storage.FAILED and self.store.backend is not None:
            self.unsaved = True
            show_notice(self.dom, full_words(self.saved_moves, session.cursor))
            # kept for a reload of this tab (its own storage, apart from the full one): it can then
            # say which moves were never saved
            self.dom.tab_set(self.unsaved_key(), f"{self.saved_moves} {session.cursor}")
            self.noted = True
            self.store.take_problem()  # said here, with the moves at risk
            self.offer_room()
        self.show_problem()
        return result

    def unsaved_key(self) -> str:
        """The ``sessionStorage`` key of this tab's note of moves not saved in the open slot."""
        return f"{self.store.game_id}/unsaved-{self.store.slot}"

    def lost_words(self, cursor: int) -> Optional[str]:
        """After a reload: which moves this tab made past the resumed ``cursor`` that a full
        storage never let it save (its note), or None."""
        note = (self.dom.tab_get(self.unsaved_key()) or "").split()
        if len(note) != 2 or not all(n.isdigit() and len(n) < 9 for n in note):
            return None
        self.noted = True  # cleared by the next save that works
        reached = int(note[1])
        if reached <= cursor:
            return None
        if reached == cursor + 1:
            return _("The game resumes at move {n}: move {last} was made after it but never "
                     "saved, as the browser's storage was full.", n=cursor, last=reached)
        return _("The game resumes at move {n}: moves {first}–{last} were made after it but never "
                 "saved, as the browser's storage was full.", n=cursor, first=cursor + 1, last=reached)

    def read_session(self, sessions: Sessions, raw: Optional[str]) -> Session:
        """A session from saved text; ``ValueError`` (plain words) when it cannot be read."""
        return sessions.from_record(saves.decode(raw, self.record_format))

    def show_problem(self) -> None:
        """Show a storage problem in the notice banner, the first time only."""
        problem = self.store.take_problem()
        if problem:
            show_notice(self.dom, _(problem))
        unread = self.store.take_unreadable()
        if unread:
            show_notice(self.dom, _("The browser failed to read part of what this game keeps in "
                                    "it ({keys}); the page goes on without it. Reload the page "
                                    "to try again.", keys=", ".join(unread)))

    # ---- slots ----------------------------------------------------------------------------------
    def new_slot(self) -> None:
        """A new game gets a slot of its own (the one before stays kept)."""
        self.store.select(games.new_slot(time.time() * 1000, self.store.slots()))

    def choose_slot(self) -> None:
        """Pick the kept game this page opens: the one a home page link asks for
        (``#game=<slot>``, then taken off the address), a save of an earlier version (moved into
        a slot of its own), the one this tab or browser had open last, or the last played."""
        asked = None
        fragment = self.dom.fragment()
        if fragment.startswith(games.HASH_PREFIX):
            asked = fragment[len(games.HASH_PREFIX):]
            self.dom.clear_fragment()
        store = self.store
        migrated = store.migrate(games.new_slot(time.time() * 1000, store.slots()))
        if migrated is None and not store.is_mirror():
            store.read()
            return  # an old save storage had no room to move: it stays where it is, in use
        remembered = (migrated or self.dom.tab_get(self.tab_key())
                      or store.read_setting("open", lambda v: v if games.valid_slot(v) else None))
        slot = games.slot_to_open(store, asked, remembered)
        store.select(slot or games.new_slot(time.time() * 1000, store.slots()))

    def asked_slot(self) -> Optional[str]:
        """The kept game the address names now (``#game=<slot>``: the home page's Continue, a
        back or forward, an edited address), taken off the address; None when it names none
        that is kept here."""
        fragment = self.dom.fragment()
        if not fragment.startswith(games.HASH_PREFIX):
            return None
        self.dom.clear_fragment()
        slot = fragment[len(games.HASH_PREFIX):]
        if not games.valid_slot(slot):
            return None
        try:
            kept = slot in self.store.slots()
        except storage.StorageReadError:
            return None
        return slot if kept else None

    def tab_key(self) -> str:
        """The ``sessionStorage`` key naming the slot this tab has open."""
        return self.store.game_id + "/open"

    def remember_slot(self) -> None:
        """Note the game on the page as this tab's and the browser's last (best effort)."""
        slot = self.store.slot
        self.dom.body_data("save-key", self.store.key)
        if slot is not None:
            self.dom.tab_set(self.tab_key(), slot)
            if self.store.read_pref("open") != slot:  # best effort: a full storage says so on saving
                self.store.write_pref("open", slot, note=False)

    def offer_room(self) -> None:
        """Storage is full: offer the oldest finished games for deletion (one button each)."""
        offered = games.room_offer(self.store, self.store.slot)
        if not offered:
            return
        items = "".join(
            f'<li><button type="button" class="inline" data-action="free-room" '
            f'data-slot="{esc(g["slot"])}">{esc(games.delete_words(games.game_line(g["summary"])))}'
            f'</button></li>' for g in offered)
        self.dom.el("notice").insertAdjacentHTML(
            "beforeend", f' <span class="room">{esc(games.full_words())}</span><ul class="room">{items}</ul>')

    def free_room(self, slot: str) -> Optional[str]:
        """Delete an offered finished game; the words saying so, or None if nothing was deleted."""
        if not games.valid_slot(slot) or slot == self.store.slot:
            return None
        line = games.game_line(games.parse_summary(self.store.read_slot(slot, storage.SUMMARY_PREFIX),
                                                   self.store.game_id))
        if not self.store.delete_slot(slot):
            return None
        hide_notice(self.dom)
        return games.deleted_words(line)

    def deleted_elsewhere(self, key: Any = None) -> bool:
        """True when the game this tab saves was deleted by another tab (``key``: a ``storage``
        event's key, None: look now): it held a save, and its key holds nothing any more."""
        store = self.store
        if store.known is None or (key is not None and key != store.key):
            return False
        try:
            return store.peek() is None
        except storage.StorageReadError:
            return False  # unknown: not taken for deleted

    def ask_deleted(self) -> None:
        """Ask whether to keep the game another tab deleted (nothing is saved until answered)."""
        self.dom.el("conflict").hidden = True
        self.dom.el("deleted").hidden = False
        self.dom.el('#deleted [data-action="keep-deleted"]').focus()

    def waiting(self) -> bool:
        """True while a question about another tab's change waits (this tab saves nothing)."""
        return not (self.dom.el("conflict").hidden and self.dom.el("deleted").hidden)

    def changed_elsewhere(self, key: Any, have_game: bool) -> Optional[str]:
        """A ``storage`` event for ``key``: the newer text of this game saved by another tab, or
        None when it is not about this game or nothing changed. A tab with no game yet follows
        the game another tab just saved."""
        gid = self.store.game_id
        if not have_game and key == storage.key_for(gid, storage.LEGACY):
            slot = self.store.mirror_slot()
            if games.valid_slot(slot) and slot != self.store.slot and slot in self.store.slots():
                self.store.select(slot)
                key = self.store.key
        if key is not None and key != self.store.key:
            return None
        if not self.store.changed_elsewhere():
            return None
        return self.store.peek()
