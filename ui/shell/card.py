"""The site's one card (docs/visual-language.md): a frame in a tone, a corner value, a symbol, a
title and a foot line (points, a cost). Drawn with HTML and CSS (``.gcard`` in ``ui/style.css``),
the symbol an inline SVG handed in by the game; no image files.

A card's tone is a palette colour (``ui.shell.colours.PALETTE``) or one of the neutral tones
(:data:`NEUTRAL`); colour is never its only cue: the corner value, the symbol and the title say
what it is too. Pure markup; the caller hands in words already translated and escapes nothing
twice (``corner``, ``title`` and ``foot`` are escaped here, ``art`` is trusted SVG from code).
"""

from __future__ import annotations

from typing import Tuple

from ui.shell.colours import PALETTE
from ui.shell.explain import explain_attrs, explained_class
from ui.shell.safe_html import esc

#: tones that are no player's colour: paper (a plain card), hide (brown, the game's own cards),
#: slate (a grey card: the other side, the peace cards)
NEUTRAL: Tuple[str, ...] = ("paper", "hide", "slate")
TONES: Tuple[str, ...] = tuple(PALETTE) + NEUTRAL


def tone(name: object) -> str:
    """A tone the CSS knows (anything else, such as a tampered save's colour, is ``paper``)."""
    return name if isinstance(name, str) and name in TONES else "paper"


def card_html(*, tone_name: str, corner: object = "", art: str = "", title: str = "", foot: str = "",
              explain: str = "", cls: str = "", attrs: str = "", size: str = "") -> str:
    """One card: ``<span class="gcard tone-…">`` with its corner value (``.gc-corner``), its symbol
    (``.gc-art``, hidden from screen readers), its title (``.gc-title``) and its foot
    (``.gc-foot``); ``explain``: words shown on hover, long press or focus (:mod:`ui.shell.explain`);
    ``cls``: more classes (a game's own, first); ``attrs``: more attributes (leading space);
    ``size``: ``"s"`` (a hand's card), ``""`` (the table's) or ``"l"`` (a large view)."""
    sized = f"gc-{size}" if size else ""
    classes = " ".join(c for c in (cls, "gcard", f"tone-{tone(tone_name)}", sized) if c)
    parts = []
    if str(corner) != "":
        parts.append(f'<span class="gc-corner">{esc(corner)}</span>')
    if art:
        parts.append(f'<span class="gc-art" aria-hidden="true">{art}</span>')
    if title:
        parts.append(f'<span class="gc-title">{esc(title)}</span>')
    if foot:
        parts.append(f'<span class="gc-foot">{esc(foot)}</span>')
    return (f'<span class="{classes}{explained_class(explain)}"{attrs}{explain_attrs(explain)}>'
            f'{"".join(parts)}</span>')
