"""A game's slot in ``localStorage``: the current record, unreadable saves kept as backups, the
page's settings, and the guard that stops two tabs from silently overwriting each other.

:class:`Store` wraps any object with the Web Storage methods (``getItem``, ``setItem``,
``removeItem``, ``key``, ``length``): ``window.localStorage`` in the browser, a dict-backed fake in
the unit tests. Keys are ``<game id>/current``, ``<game id>/backup-<stamp>`` and
``<game id>/pref-<name>``, plus ``<game id>/summary`` (the home page's line about the saved game,
see ``ui.shell.summary``). Storage that is missing, forbidden (private mode) or full never stops
play: the problem is reported once, in plain words.
"""

from __future__ import annotations

import contextlib
from typing import Any, Callable, List, Optional, Tuple, TypeVar

from engine.core.i18n import N_

#: Unreadable saves kept at most (the newest); older ones are deleted when a new one is kept.
MAX_BACKUPS = 3

SAVED = "saved"
CONFLICT = "conflict"   # the save changed since this tab read or wrote it: ask before writing
FAILED = "failed"

#: the problems, in English (the page shows them translated)
UNAVAILABLE = N_("This browser does not let the game save here (private browsing or site data "
                 "turned off). You can keep playing, but the game is lost when the tab is closed.")
FULL = N_("The browser's storage for this site is full, so the game could not be saved. Delete "
          "old saved data (“Saved data”) to make room; until then keep this tab open.")


#: Every game started is kept under ``<game id>/game-<slot>`` with its home-page line under
#: ``<game id>/summary-<slot>`` (``ui.shell.games``). ``<game id>/current`` always holds a copy of
#: the game saved last (the engine contracts promise that key to outside tools and tests), and
#: ``<game id>/current-slot`` names the slot it copies. A ``current`` that copies no kept game (a
#: save of earlier versions, or a record put there by hand) is taken into a slot of its own on
#: load; ``<game id>/summary`` is the home-page line of earlier versions.
GAME_PREFIX = "game-"
SUMMARY_PREFIX = "summary-"
LEGACY = "current"
MIRROR_OF = "current-slot"
#: a setting is a few words or a small JSON object: anything longer is no setting of this page
MAX_SETTING = 1000

T = TypeVar("T")


class StorageReadError(Exception):
    """The browser failed to give back a value it holds (``str()``: what it said). Never taken
    for "missing": the page refuses in words what it cannot read."""


def key_for(game_id: str, what: str = "current") -> str:
    """The storage key of ``what`` (``current``, ``backup-…``, ``pref-…``) of a game."""
    return f"{game_id}/{what}"


class Store:
    """One game's part of ``localStorage``."""

    #: the game slot this store reads and writes (None: the single slot of earlier versions)
    slot: Optional[str] = None

    def __init__(self, backend: Callable[[], Any], game_id: str) -> None:
        """``backend`` returns the storage object; it may raise (storage forbidden)."""
        self.game_id = game_id
        self.key = key_for(game_id)
        self.backup_prefix = key_for(game_id, "backup-")
        self.pref_prefix = key_for(game_id, "pref-")
        self.summary_key = key_for(game_id, "summary")
        self.problem: Optional[str] = None
        self.reported = False
        #: keys whose values the browser failed to read (reported once by the page)
        self.unreadable: List[str] = []
        #: the text this tab last read from or wrote to its key (None: nothing there)
        self.known: Optional[str] = None
        try:
            self.backend = backend()
            if self.backend is None:
                raise RuntimeError("no localStorage")
        except Exception:  # SecurityError in some private modes
            self.backend = None
            self.problem = UNAVAILABLE

    def take_unreadable(self) -> List[str]:
        """The keys that could not be read since the last call (each is reported once)."""
        keys, self.unreadable = self.unreadable, []
        return keys

    def take_problem(self) -> Optional[str]:
        """The storage problem message, once: None if there is none or it was already shown."""
        if self.problem and not self.reported:
            self.reported = True
            return self.problem
        return None

    def _get(self, key: str) -> Optional[str]:
        """The value under ``key`` (None: there is none); :class:`StorageReadError` when the
        browser fails to read it (e.g. a large value under memory pressure)."""
        if self.backend is None:
            return None
        try:
            raw = self.backend.getItem(key)
        except Exception as e:  # noqa: BLE001  # raised again as what it is, never "missing"
            raise StorageReadError(f"{type(e).__name__}: {e}"[:200]) from None
        return raw if isinstance(raw, str) else None  # JS null arrives as None or jsnull

    def _get_noted(self, key: str) -> Optional[str]:
        """:meth:`_get` for what the page can do without (a setting, a home-page line, a backup's
        text): a value that cannot be read counts as none and is noted in :attr:`unreadable`,
        which the page reports."""
        try:
            return self._get(key)
        except StorageReadError:
            if key not in self.unreadable:
                self.unreadable.append(key)
            return None

    def read(self) -> Optional[str]:
        """The raw text of the saved game, or None; remembered as what this tab knows."""
        raw = self._get(self.key)
        self.known = raw
        return raw

    def changed_elsewhere(self) -> bool:
        """True when the saved game is no longer what this tab last read or wrote."""
        return self.backend is not None and self._get(self.key) != self.known

    def write(self, text: str, force: bool = False) -> str:
        """Save ``text``: :data:`SAVED`, :data:`CONFLICT` (another tab saved since; nothing
        written unless ``force``) or :data:`FAILED` (problem noted)."""
        if self.backend is None:
            return FAILED
        if not force and self.changed_elsewhere():
            return CONFLICT
        if self._set(self.key, text):
            self.known = text
            self._mirror(text)
            if self.problem == FULL:  # room again: a later failure is news
                self.problem, self.reported = None, False
            return SAVED
        return FAILED

    def read_pref(self, name: str) -> Optional[str]:
        """A setting of the page (e.g. ``bot-delay``), or None (also when it cannot be read:
        noted in :attr:`unreadable`)."""
        return self._get_noted(self.pref_prefix + name)

    def read_setting(self, name: str, parse: Callable[[str], Optional[T]]) -> Optional[T]:
        """A setting of the page through ``parse``, which turns the stored text into the value
        or None for a text it does not accept. Whatever another page of the site, an older or
        forked build or an extension wrote there is untrusted: a value that cannot be read, is
        too long or that ``parse`` refuses (or fails on) counts as none, and the page goes on
        with its default without a word."""
        raw = self.read_pref(name)
        if raw is None or len(raw) > MAX_SETTING:
            return None
        try:
            return parse(raw)
        except Exception:  # noqa: BLE001 - a hostile value is no setting at all
            return None

    def write_pref(self, name: str, text: str, note: bool = True) -> bool:
        """Keep a setting of the page; failures are noted like a failed save (not with
        ``note=False``: best effort, a full storage says so on the next save)."""
        return self._set(self.pref_prefix + name, text, note=note)

    def peek(self) -> Optional[str]:
        """The raw text now under this store's key, or None; unlike :meth:`read` it does not
        change what this tab knows."""
        return self._get(self.key)

    def mirror_slot(self) -> Optional[str]:
        """The slot whose copy ``<game>/current`` is (its ``<game>/current-slot`` marker), or
        None."""
        return self._get(key_for(self.game_id, MIRROR_OF))

    def write_summary(self, text: str) -> bool:
        """Keep the home page's one-line account of the saved game (``<game>/summary``).

        Best effort: the save itself matters, so a failure here is not reported.
        """
        return self._set(self.summary_key, text, note=False)

    def _set(self, key: str, text: str, note: bool = True) -> bool:
        if self.backend is None:
            return False
        try:
            self.backend.setItem(key, text)
            return True
        except Exception:  # QuotaExceededError and friends
            if note and self.problem is None:
                self.problem = FULL
            return False

    def keys(self) -> List[str]:
        """This game's keys in storage (values are not read), the save first;
        :class:`StorageReadError` when the browser fails to list them."""
        if self.backend is None:
            return []
        out = []
        try:
            for i in range(int(self.backend.length)):
                k = self.backend.key(i)
                if isinstance(k, str) and k.startswith(self.game_id + "/"):
                    out.append(k)
        except Exception as e:  # noqa: BLE001  # a list cut short would pass games over
            raise StorageReadError(f"{type(e).__name__}: {e}"[:200]) from None
        return sorted(out, key=lambda k: (k != self.key, k))

    def entries(self) -> List[Tuple[str, Optional[int]]]:
        """This game's keys in storage with their sizes in characters (None: the value could not
        be read), the save first."""
        out: List[Tuple[str, Optional[int]]] = []
        for k in self.keys():
            try:
                out.append((k, len(self._get(k) or "")))
            except StorageReadError:
                out.append((k, None))
        return out

    def backups(self) -> List[str]:
        """Keys of the kept backups, oldest first (their stamps sort by time)."""
        return sorted(k for k in self.keys() if k.startswith(self.backup_prefix))

    def remove(self, key: str) -> bool:
        """Delete one of this game's keys; False if it is not this game's or removal failed."""
        if self.backend is None or not key.startswith(self.game_id + "/"):
            return False
        try:
            self.backend.removeItem(key)
        except Exception:
            return False
        if key == self.key:
            self.known = None
            self._remove_quietly(self.summary_key)
        return True

    def _remove_quietly(self, key: str) -> None:
        with contextlib.suppress(Exception):
            self.backend.removeItem(key)

    def keep_backup(self, raw: str, stamp: str) -> Optional[str]:
        """Keep unreadable ``raw`` text under ``<game>/backup-<stamp>``; returns the key used.

        An existing backup with exactly this text is reused. Only the newest :data:`MAX_BACKUPS`
        are kept. None when nothing could be stored (no problem is noted: no game is running).
        """
        if self.backend is None:
            return None
        existing = self.backups()
        for k in existing:
            if self._get_noted(k) == raw:
                return k
        for old in existing[: max(0, len(existing) - MAX_BACKUPS + 1)]:
            self.remove(old)
        key, n = self.backup_prefix + stamp, 1
        while key in existing or self._get_noted(key) is not None:  # the same second: keep both
            n += 1
            key = f"{self.backup_prefix}{stamp}-{n}"
        return key if self._set(key, raw, note=False) else None

    # ---- several games: one slot per game started (ui.shell.games) ---------------------------
    def select(self, slot: str) -> None:
        """Make game ``slot`` the one this store reads, writes and guards (``<game>/game-<slot>``)."""
        self.slot = slot
        self.key = key_for(self.game_id, GAME_PREFIX + slot)
        self.summary_key = key_for(self.game_id, SUMMARY_PREFIX + slot)
        self.known = None

    def slots(self) -> List[str]:
        """The slots of the games kept in storage (any order)."""
        prefix = key_for(self.game_id, GAME_PREFIX)
        return [k[len(prefix):] for k in self.keys() if k.startswith(prefix)]

    def read_slot(self, slot: str, what: str = GAME_PREFIX) -> Optional[str]:
        """The raw text of game ``slot`` (or its summary with ``what=SUMMARY_PREFIX``), or None;
        a game that cannot be read raises :class:`StorageReadError` (a summary counts as none,
        noted in :attr:`unreadable`)."""
        key = key_for(self.game_id, what + slot)
        return self._get(key) if what == GAME_PREFIX else self._get_noted(key)

    def delete_slot(self, slot: str) -> bool:
        """Delete game ``slot`` and its summary; False when the game could not be removed."""
        if self.backend is None:
            return False
        key = key_for(self.game_id, GAME_PREFIX + slot)
        try:
            self.backend.removeItem(key)
        except Exception:
            return False
        self._remove_quietly(key_for(self.game_id, SUMMARY_PREFIX + slot))
        if self.mirror_slot() == slot:  # else it comes back on next load
            self._remove_quietly(key_for(self.game_id, LEGACY))
            self._remove_quietly(key_for(self.game_id, MIRROR_OF))
        if key == self.key:
            self.known = None
        if self.problem == FULL:  # room again: a later failure is news
            self.problem, self.reported = None, False
        return True

    def _mirror(self, text: str) -> None:
        """Copy the game just saved to ``<game>/current`` (best effort: the save itself is in its
        slot; a copy that does not fit is removed rather than left stale)."""
        if self.slot is None:
            return  # the game lives in ``<game>/current`` itself
        current, marker = key_for(self.game_id, LEGACY), key_for(self.game_id, MIRROR_OF)
        if not (self._set(marker, self.slot, note=False) and self._set(current, text, note=False)):
            self._remove_quietly(current)
            self._remove_quietly(marker)

    def is_mirror(self) -> bool:
        """True when ``<game>/current`` is the copy of a kept game (or absent): nothing to move."""
        raw = self._get(key_for(self.game_id, LEGACY))
        if raw is None:
            return True
        slot = self.mirror_slot()
        return slot is not None and self._get(key_for(self.game_id, GAME_PREFIX + slot)) == raw

    def migrate(self, slot: str) -> Optional[str]:
        """Take a ``<game>/current`` that copies no kept game (a save of earlier versions, or a
        record put there by a tool) into game ``slot``, with the old home-page line
        ``<game>/summary``; returns ``slot``, or None when there was nothing to take. Nothing is
        lost: ``<game>/current`` stays, now as that slot's copy; when storage is too full for the
        copy, None is returned and ``<game>/current`` stays as it was."""
        old = key_for(self.game_id, LEGACY)
        raw = self._get(old)
        if raw is None or self.is_mirror():
            return None
        if not self._set(key_for(self.game_id, GAME_PREFIX + slot), raw, note=False):
            return None
        summary = self._get_noted(key_for(self.game_id, "summary"))
        if summary is not None:
            self._set(key_for(self.game_id, SUMMARY_PREFIX + slot), summary, note=False)
        self._remove_quietly(key_for(self.game_id, "summary"))
        if not self._set(key_for(self.game_id, MIRROR_OF), slot, note=False):
            self._remove_quietly(old)  # kept in its slot; a copy without its marker would come back
        return slot
