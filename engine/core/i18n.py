"""Words in the player's language: one gettext catalogue per domain, English when none is installed.

The message ids are the English sentences with named ``{placeholders}``; the German and French
catalogues live in ``locale/<lang>/LC_MESSAGES/<domain>.po`` and are compiled to ``.mo`` by the
build (``scripts/i18n.py``). A module that speaks to players takes its functions from
:func:`words`::

    _, ngettext, pgettext = words("wind-river").functions()
    _("{who} passes", who=name)
    ngettext("{n} buffalo", "{n} buffaloes", count)

They look the catalogue up at each call, so a language switch (:func:`install`) takes effect at
once and a constant marked with :func:`N_` is translated where it is shown, not where it is
defined. The domains are ``site`` (the shared page and messages) and one per game.
"""

from __future__ import annotations

import gettext
import io
from typing import Any, Callable, Dict, Optional, Tuple

#: The languages the site speaks, English first (the message ids are English).
LANGUAGES = ("en", "de", "fr")

_CATALOGUES: Dict[str, gettext.NullTranslations] = {}
_NULL = gettext.NullTranslations()
_language = "en"


def N_(msgid: str) -> str:
    """Mark ``msgid`` for translation without translating it (it is translated where shown)."""
    return msgid


def language() -> str:
    """The language code of the installed catalogues (``en`` when none are)."""
    return _language


def install(lang: str, catalogues: Dict[str, Optional[bytes]]) -> None:
    """Speak ``lang`` from now on: ``catalogues`` maps a domain to its compiled ``.mo`` bytes
    (None or a missing domain: English for that domain). Raises ``ValueError`` for an unknown
    language or a catalogue that is not a ``.mo`` file, leaving the current language in place."""
    global _language
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    parsed: Dict[str, gettext.NullTranslations] = {}
    for domain, data in catalogues.items():
        if data:
            try:
                parsed[domain] = gettext.GNUTranslations(io.BytesIO(bytes(data)))
            except (OSError, ValueError, UnicodeDecodeError, IndexError) as e:
                raise ValueError(f"the {lang} catalogue {domain!r} cannot be read: {e}") from None
    _CATALOGUES.clear()
    _CATALOGUES.update(parsed)
    _language = lang


def reset() -> None:
    """Back to English (the message ids themselves)."""
    install("en", {})


def _format(text: str, values: Dict[str, Any]) -> str:
    return text.format(**values) if values else text


class Words:
    """The translating functions of one domain, looking its catalogue up at each call."""

    def __init__(self, domain: str) -> None:
        """Words of ``domain`` (e.g. ``site``, ``wind-river``)."""
        self.domain = domain

    def _catalogue(self) -> gettext.NullTranslations:
        return _CATALOGUES.get(self.domain, _NULL)

    def gettext(self, msgid: str, **values: Any) -> str:
        """``msgid`` in the current language, its ``{placeholders}`` filled from ``values``."""
        return _format(self._catalogue().gettext(msgid), values)

    def ngettext(self, singular: str, plural: str, n: int, **values: Any) -> str:
        """The form for ``n`` (the language's plural rule), with ``{n}`` and ``values`` filled."""
        return _format(self._catalogue().ngettext(singular, plural, n), {"n": n, **values})

    def pgettext(self, context: str, msgid: str, **values: Any) -> str:
        """``msgid`` in ``context`` (a word that translates differently in different places)."""
        return _format(self._catalogue().pgettext(context, msgid), values)

    def functions(self) -> Tuple[Callable[..., str], Callable[..., str], Callable[..., str]]:
        """``(gettext, ngettext, pgettext)`` to bind as ``_, ngettext, pgettext`` in a module."""
        return self.gettext, self.ngettext, self.pgettext


def words(domain: str) -> Words:
    """The :class:`Words` of ``domain``."""
    return Words(domain)
