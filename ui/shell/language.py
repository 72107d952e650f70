"""The page's language on the Python side: the catalogues ``ui/lang.js`` fetched, installed for
``engine.core.i18n`` so that the engines' sentences and the page's words follow the player's choice."""

from __future__ import annotations

from typing import Any

from engine.core import i18n


def take(api: Any) -> bool:
    """Install the language of ``api`` (``window.wrLang``: ``lang`` and ``buffers``, a domain's
    ``.mo`` bytes per domain); True when the language changed. A missing loader or an unreadable
    catalogue keeps the current language."""
    if api is None or not hasattr(api, "lang"):
        return False
    lang = str(api.lang)
    if lang == i18n.language():
        return False
    buffers = api.buffers.to_py() if hasattr(api.buffers, "to_py") else dict(api.buffers)
    try:
        i18n.install(lang, {str(k): bytes(v) for k, v in buffers.items()})
    except ValueError:
        return False
    return True
