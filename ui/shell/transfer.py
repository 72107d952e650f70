"""Moving a game to another device: a game file (pretty JSON) and a link (the record compressed in
the URL fragment). Pure and game-agnostic: no ``js``, no storage.

A link's fragment is ``g=1.<data>``: ``1`` is the version of this encoding and ``<data>`` the
compact JSON record compressed with zlib (deflate with a checksum) in base64url without padding.
A fragment never reaches a server, so the game stays between the people who share the link.

Both readers treat their text as hostile: sizes are checked before anything is decoded, a
compressed link may expand to at most :data:`saves.MAX_SAVE_CHARS` (a decompression bomb is
refused after that many characters, not inflated to the end), nesting is checked before
``json.loads`` (``ui.shell.saves.decode``), and every failure is a :class:`saves.SaveError` with a
plain sentence. The record they return is only well-formed JSON of the right format: the page then
replays it with the engine (``Session.from_record``), which names the first bad move.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import unicodedata
import zlib
from typing import Any, Dict, Optional

from engine.core.i18n import words
from ui.shell import saves
from ui.shell.saves import SaveError

_, ngettext, pgettext = words("site").functions()

#: The fragment's prefix: the key ``g`` and this encoding's version.
LINK_PREFIX = "g=1."
#: The prefix of a game *file* the home page hands to its game's page ("Open game file" there):
#: the same encoding as a link under the key ``f``, so that the page speaks of a file.
FILE_PREFIX = "f=1."
#: Longest link data read (base64 characters); a 300-move game needs a few thousand.
MAX_LINK_CHARS = 200_000
#: Longest game file read (characters); the page refuses bigger files before reading them.
MAX_FILE_CHARS = saves.MAX_SAVE_CHARS
#: Biggest file the page reads at all (bytes; UTF-8 takes up to 4 per character).
MAX_FILE_BYTES = 4 * MAX_FILE_CHARS
#: Most characters a link's data may inflate to (the same bound as a save).
MAX_RECORD_CHARS = saves.MAX_SAVE_CHARS
#: The only keys an imported record keeps (``ui.shell.session.OWN_KEYS``): another device's
#: unknown extras are not carried into this browser's storage.
RECORD_KEYS = ("format", "players", "seed", "moves", "colors", "seats", "redo")

_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")


def _keep_known(record: Dict[str, Any]) -> Dict[str, Any]:
    return {k: v for k, v in record.items() if k in RECORD_KEYS}


def to_file(record: Dict[str, Any]) -> str:
    """The text of a game file for ``record``: pretty JSON (readable, diffable), one final newline."""
    return json.dumps(record, indent=2, ensure_ascii=False) + "\n"


def _slug(text: Any, limit: int) -> str:
    """``text`` as lowercase ASCII letters, digits and single dashes (at most ``limit`` chars)."""
    plain = unicodedata.normalize("NFKD", str(text)).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")
    return slug[:limit].strip("-")


def file_name(game_id: str, record: Dict[str, Any]) -> str:
    """A safe download name, e.g. ``wind-river-ann-bob-cy-move-42.json`` (names reduced to
    ASCII letters and digits, so a hostile name cannot make a path or a hidden file)."""
    players = record.get("players")
    names = [_slug(p, 12) for p in players] if isinstance(players, list) else []
    who = "-".join(n for n in names if n)[:40].strip("-")
    moves = record.get("moves")
    count = len(moves) if isinstance(moves, list) else 0
    parts = [_slug(game_id, 30) or "game", who, f"move-{count}"]
    return "-".join(p for p in parts if p) + ".json"


def to_link_fragment(record: Dict[str, Any]) -> str:
    """The URL fragment (without ``#``) carrying ``record``: ``g=1.`` + base64url(zlib(JSON))."""
    raw = saves.encode(record).encode("utf-8")
    data = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")
    return LINK_PREFIX + data


def fragment_source(fragment: str) -> Optional[str]:
    """What an address's fragment carries: ``"link"`` (``#g=``, a game link), ``"file"``
    (``#f=``, a game file the home page handed over) or None (no game)."""
    if fragment.startswith("#g="):
        return "link"
    if fragment.startswith("#f="):
        return "file"
    return None


def from_link_fragment(text: Any, record_format: str, source: str = "link") -> Dict[str, Any]:
    """The record in a link's fragment (with or without the leading ``#``); :class:`SaveError`
    in plain words if the link is broken, too large, a bomb, or not a record of this game. With
    ``source="file"`` the fragment is a game file handed over by the home page (``f=1.``) and the
    words speak of the file."""
    if source != "file":
        source = "link"
    key = "f=" if source == "file" else "g="
    if not isinstance(text, str) or not text.strip():
        raise SaveError(_("The link holds no game.")) if source == "link" else saves.problem(source, "empty")
    text = text.strip().removeprefix("#")
    if not text.startswith(key):
        if source == "file":
            raise saves.problem(source, "damaged")
        raise SaveError(_("The link holds no game (its part after “#” does not start with “g=”)."))
    if not text.startswith(key + "1."):
        if source == "file":
            raise saves.problem(source, "format")
        raise SaveError(_("The link was made by a newer or unknown version of this site."))
    data = text[len(LINK_PREFIX):]
    if len(data) > MAX_LINK_CHARS:
        if source == "file":
            raise saves.problem(source, "large", size=f"{len(data):,}")
        raise SaveError(_("The link is far too long to be a game ({size} characters).",
                          size=f"{len(data):,}"))
    try:
        raw = _unpack(data)
    except SaveError:
        if source == "file":  # packed by the home page itself: the file's data is what is wrong
            raise saves.problem(source, "damaged") from None
        raise
    try:
        json_text = raw.decode("utf-8")
    except UnicodeDecodeError:
        if source == "file":
            raise saves.problem(source, "damaged") from None
        raise SaveError(_("The link is damaged: it is not readable text.")) from None
    return _keep_known(saves.decode(json_text, record_format, source))


def _unpack(data: str) -> bytes:
    """The bytes a link's base64url data packs (``SaveError`` in a link's words)."""
    if not data or not _BASE64URL.fullmatch(data) or len(data) % 4 == 1:
        raise SaveError(_("The link is damaged: it has characters or a length a game link cannot "
                          "have (was it cut off or changed?)."))
    try:
        packed = base64.b64decode(data + "=" * (-len(data) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise SaveError(_("The link is damaged: it is not readable data.")) from None
    inflate = zlib.decompressobj()
    try:
        raw = inflate.decompress(packed, MAX_RECORD_CHARS + 1)
    except zlib.error:
        raise SaveError(_("The link is damaged: its data does not unpack "
                          "(was it cut off or changed?).")) from None
    if len(raw) > MAX_RECORD_CHARS or inflate.unconsumed_tail:
        raise SaveError(_("The link unpacks to far more data than any game (refused)."))
    if not inflate.eof:
        raise SaveError(_("The link is cut off: its data ends too early."))
    if inflate.unused_data:
        raise SaveError(_("The link is damaged: it has extra data after the game."))
    return raw


def from_file(text: Any, record_format: str) -> Dict[str, Any]:
    """The record in a game file's text; :class:`SaveError` in plain words if the file is not a
    record of this game (empty, too large, damaged, nested too deeply, another game's)."""
    if not isinstance(text, str) or not text.strip():
        raise saves.problem("file", "empty")
    if len(text) > MAX_FILE_CHARS:
        raise saves.problem("file", "large", size=f"{len(text):,}")
    return _keep_known(saves.decode(text, record_format, "file"))


def load(sessions: Any, text: Any, source: str, packed: Optional[bool] = None) -> Any:
    """A session (``sessions.from_record``: ``ui.shell.session.Sessions``) from a game file's text
    (``source="file"``) or a link's fragment (``source="link"``; ``packed=True`` with
    ``source="file"``: a file the home page handed over in the address): decoded as above, then
    replayed move by move by the engine. Raises :class:`SaveError` (a ``ValueError``) with a plain
    sentence about the file or the link, naming the first move that cannot be played. Touches
    nothing else."""
    fmt = sessions.game.INFO.record_format
    if packed is None:
        packed = source == "link"
    record = from_link_fragment(text, fmt, source) if packed else from_file(text, fmt)
    try:
        return sessions.from_record(record, source)
    except ValueError as e:
        raise SaveError(str(e)) from None
