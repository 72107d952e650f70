"""Putting text into markup safely, whatever its source (a save, a file, a link or the engine).

Every value that reaches ``innerHTML`` goes through :func:`esc`; player names inside sentences are
isolated with ``<bdi>`` so a right-to-left name cannot reorder the rest of the line.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any, Callable, Sequence


def esc(value: Any) -> str:
    """``value`` as text, escaped for element content *and* quoted attribute values."""
    return escape(str(value), quote=True)


def name_html(name: str) -> str:
    """One player name, escaped and isolated."""
    return f"<bdi>{esc(name)}</bdi>"


def text_with_names(text: str, names: Sequence[str]) -> str:
    """``text`` escaped, with every occurrence of a player's name wrapped in ``<bdi>``: the names
    are found in the plain text first and each piece is escaped on its own, so a name can never
    match inside a character reference the escaping made (a player called "x" or "amp")."""
    wanted = sorted({n for n in names if n}, key=len, reverse=True)
    if not wanted:
        return esc(text)
    pattern = re.compile("|".join(re.escape(n) for n in wanted))
    out, at = [], 0
    for m in pattern.finditer(text):
        out.append(esc(text[at:m.start()]))
        out.append(f"<bdi>{esc(m.group(0))}</bdi>")
        at = m.end()
    out.append(esc(text[at:]))
    return "".join(out)


def ranking_list_html(names: Sequence[str], places: Sequence[Sequence[int]],
                      points: Callable[[int], str], shared: str) -> str:
    """A final ranking: an ``<ol class="ranking-list">`` with one ``[data-place]`` per place,
    each holding a ``[data-seat]`` per player there (name isolated, then ``points(seat)`` in
    small print) and ``shared`` after a tied place. ``points`` and ``shared`` are the game's own
    words (its catalogue), given as plain text."""
    out = []
    for i, place in enumerate(places, 1):
        who = "".join(f'<span data-seat="{p}">{name_html(names[p])} <small>{esc(points(p))}</small></span>'
                      for p in place)
        tie = f' <small class="tie">{esc(shared)}</small>' if len(place) > 1 else ""
        out.append(f'<li data-place="{i}"><span class="place">{i}.</span> {who}{tie}</li>')
    return f'<ol class="ranking-list">{"".join(out)}</ol>'


def winner_headline_html(names: Sequence[str], words: str) -> str:
    """The end card's headline (``words``: “Ann wins!”, from ui.shell.games.winner_words), names
    marked."""
    return f'<p class="ranking-headline">{text_with_names(words, names)}</p>'
