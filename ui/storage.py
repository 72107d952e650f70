"""The save slot in ``localStorage``: read and write the current record, keep unreadable saves.

:class:`Store` wraps any object with the Web Storage methods (``getItem``, ``setItem``, ``key``,
``length``): ``window.localStorage`` in the browser, a dict-backed fake in the unit tests.
Storage that is missing, forbidden (private mode) or full never stops play: the first failure
yields one message for the player, later ones stay quiet.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Optional

KEY = "wind-river/current"
BACKUP_PREFIX = "wind-river/backup-"
PREF_PREFIX = "wind-river/pref-"
RECORD_FORMAT = "wind-river-record/1"

UNAVAILABLE = ("This browser does not let the game save ({why}). You can keep playing, "
               "but the game will be lost when the tab is closed.")


class Store:
    """The game's localStorage slot (key ``wind-river/current``) and its backups."""

    def __init__(self, backend: Callable[[], Any]) -> None:
        """``backend`` returns the storage object; it may raise (storage forbidden)."""
        self.problem: Optional[str] = None
        self.reported = False
        try:
            self.backend = backend()
            if self.backend is None:
                raise RuntimeError("no localStorage")
        except Exception as e:  # SecurityError in some private modes
            self.backend = None
            self.problem = UNAVAILABLE.format(why=_why(e))

    def take_problem(self) -> Optional[str]:
        """The storage problem message, once: None if there is none or it was already shown."""
        if self.problem and not self.reported:
            self.reported = True
            return self.problem
        return None

    def read(self) -> Optional[str]:
        """The raw text saved under ``wind-river/current``, or None."""
        if self.backend is None:
            return None
        try:
            raw = self.backend.getItem(KEY)
        except Exception as e:
            self.problem = self.problem or UNAVAILABLE.format(why=_why(e))
            return None
        return raw if isinstance(raw, str) else None  # JS null arrives as None or jsnull

    def write(self, text: str) -> bool:
        """Save ``text`` under ``wind-river/current``; False (and a problem noted) on failure."""
        return self._set(KEY, text)

    def read_pref(self, name: str) -> Optional[str]:
        """A setting of the page (e.g. ``bot-delay``) saved under ``wind-river/pref-<name>``, or None."""
        if self.backend is None:
            return None
        try:
            raw = self.backend.getItem(PREF_PREFIX + name)
        except Exception:
            return None
        return raw if isinstance(raw, str) else None

    def write_pref(self, name: str, text: str) -> bool:
        """Keep a setting of the page; failures are noted like a failed save."""
        return self._set(PREF_PREFIX + name, text)

    def _set(self, key: str, text: str) -> bool:
        if self.backend is None:
            return False
        try:
            self.backend.setItem(key, text)
            return True
        except Exception as e:  # QuotaExceededError and friends
            self.problem = self.problem or UNAVAILABLE.format(why=_why(e))
            return False

    def keep_backup(self, raw: str, stamp: str) -> Optional[str]:
        """Keep unreadable ``raw`` text under ``wind-river/backup-<stamp>``; returns the key used.

        If an existing backup already holds exactly this text, its key is returned instead of
        writing a second copy. None when nothing could be stored.
        """
        if self.backend is None:
            return None
        try:
            for i in range(int(self.backend.length)):
                k = self.backend.key(i)
                if isinstance(k, str) and k.startswith(BACKUP_PREFIX) and self.backend.getItem(k) == raw:
                    return k
        except Exception:
            pass
        key = BACKUP_PREFIX + stamp
        return key if self._set(key, raw) else None


def _why(e: Exception) -> str:
    """A short reason for a storage failure, e.g. ``QuotaExceededError: ...``."""
    err = getattr(e, "js_error", None)  # Pyodide's JsException wraps the thrown DOMException
    for source in (err, e):
        if source is None:
            continue
        name = getattr(source, "name", None)
        message = getattr(source, "message", None)
        if isinstance(name, str) and isinstance(message, str) and name and name != "JsException":
            return f"{name}: {message}" if message else name
    text = str(e).strip().splitlines()[0] if str(e).strip() else ""
    name = type(e).__name__
    return text if text else name


def encode(record: dict) -> str:
    """The text saved for ``record`` (compact JSON)."""
    return json.dumps(record, separators=(",", ":"))


def decode(text: str) -> dict:
    """Parse saved text into a record dict; ``ValueError`` with a readable message if it is not one."""
    try:
        data = json.loads(text)
    except ValueError as e:
        raise ValueError(f"The save is not valid JSON ({e}).") from None
    if not isinstance(data, dict):
        raise ValueError("The save is not a game record (expected a JSON object).")
    if data.get("format") != RECORD_FORMAT:
        raise ValueError(f"The save is not a {RECORD_FORMAT} record.")
    return data
