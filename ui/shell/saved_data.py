"""The "Saved data" dialog (what this game keeps in the browser, with sizes and Delete buttons) and
the dialog for a save that could not be read (kept as a backup, a new game offered).
"""

from __future__ import annotations

import time

from engine.core.i18n import words
from ui.shell import games, storage
from ui.shell.dom import Dom
from ui.shell.safe_html import esc

_, ngettext, pgettext = words("site").functions()


class SavedData:
    """``#saved-data`` and ``#corrupt`` for one game's store."""

    def __init__(self, dom: Dom, store: storage.Store) -> None:
        self.dom = dom
        self.store = store
        self.corrupt_shown = False  # the save could not be read (the status line says so)

    def what(self, key: str) -> str:
        """What the entry under ``key`` is, in words."""
        store, gid = self.store, self.store.game_id
        if key == store.key:
            return _("the game in progress")
        if key.startswith(gid + "/game-"):
            return games.saved_data_words()
        if key.startswith(store.backup_prefix):
            return _("an unreadable save kept as a backup")
        if key == store.summary_key or key.startswith(storage.key_for(gid, storage.SUMMARY_PREFIX)):
            return _("the home page's line about the game")
        if key == storage.key_for(gid, storage.LEGACY):
            return _("a copy of the game saved last")
        if key == storage.key_for(gid, storage.MIRROR_OF):
            return _("which game that copy is")
        return _("a setting")

    def show(self) -> None:
        """List this game's data in the browser (the save, kept backups, settings) with sizes."""
        rows = []
        for key, size in self.store.entries():
            delete = ("" if self.undeletable(key) else
                      f'<button type="button" data-action="delete-saved" data-key="{esc(key)}">'
                      f'{esc(_("Delete"))}</button>')
            size_words = (_("the browser failed to read it") if size is None else
                          ngettext("{size} character", "{size} characters", size, size=f"{size:,}"))
            what = esc(self.what(key))
            rows.append(f"<li><code>{esc(key)}</code> · {what} · {esc(size_words)} {delete}</li>")
        nothing = f"<li>{esc(_('Nothing is saved in this browser.'))}</li>"
        self.dom.el("saved-list").innerHTML = "".join(rows) or nothing
        self.dom.el("saved-data").hidden = False

    def close(self) -> None:
        """Close the dialog."""
        self.dom.el("saved-data").hidden = True

    def undeletable(self, key: str) -> bool:
        """Keys the list never deletes one by one: the game on the page, the copy of the game saved
        last and its marker, and the home page's lines (they go with their game)."""
        store, gid = self.store, self.store.game_id
        return (key in (store.key, store.summary_key, storage.key_for(gid, storage.LEGACY),
                        storage.key_for(gid, storage.MIRROR_OF))
                or key.startswith(storage.key_for(gid, storage.SUMMARY_PREFIX)))

    def delete(self, key: str) -> None:
        """Delete one kept game, backup or setting (never the game on the page); list again."""
        slot_prefix = storage.key_for(self.store.game_id, storage.GAME_PREFIX)
        if key.startswith(slot_prefix) and key != self.store.key:
            self.store.delete_slot(key[len(slot_prefix):])
        elif not self.undeletable(key):
            self.store.remove(key)
        self.show()

    def show_corrupt(self, raw: str, reason: str) -> None:
        """The save could not be read: keep the raw text under a backup key and say so."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
        store = self.store
        key = store.keep_backup(raw, stamp)
        if key and store.slot is not None:  # the backup holds it: the home page lists it no more
            store.delete_slot(store.slot)
        if key:
            kept = _("The unreadable save is kept in this browser under the key “{key}” "
                     "(see “Saved data”); the newest few backups are kept.", key=key)
        else:
            kept = _("There was no room to copy it to a backup, so it stays under "
                     "“{key}” until you start a new game.", key=store.key)
        self.dom.el("corrupt-reason").textContent = reason
        self.dom.el("corrupt-kept").textContent = kept
        self.dom.el("corrupt").hidden = False
        self.corrupt_shown = True

    def show_unreadable(self, reason: str) -> None:
        """The browser failed to read the saved game: say so (what it said, ``reason``, goes to
        the console); nothing is deleted or copied."""
        self.dom.warn(f"storage read failed: {reason}")
        self.dom.el("corrupt-reason").textContent = _(
            "The browser failed to read the saved game from its storage.")
        self.dom.el("corrupt-kept").textContent = _(
            "Nothing was deleted: reload the page to try again. A new game is kept beside it.")
        self.dom.el("corrupt").hidden = False
        self.corrupt_shown = True

    def hide_corrupt(self) -> None:
        """A game is on the page: the dialog goes."""
        self.dom.el("corrupt").hidden = True
