"""The pages' shared markup, written once: ``<!-- include: <path> name="value" ... -->``.

A game page (``<id>.html``) keeps what every game page has in partials under ``ui/shell/``: the head
up to the shared stylesheets (head.html), the start-up scripts that close it (boot.html), the start
of the header (home link, title, language menu, rules link: header.html), the dialogs (notice, boot
error, update, corrupt save, conflict, saved data, import, share: dialogs.html; the privacy screen
of the games with secret hands: privacy.html), the bots' bar (bot-bar.html), the log's file buttons
(game-files.html) and the page's end: the new-game form, the game's Python (end.html); a rules page
(``<id>-rules.html``) takes its head, back link and language menu from rules-head.html. A line
holding only an include marker stands for the partial's text, with each ``{{name}}`` in it filled
from the marker's ``name="value"`` (HTML-escaped as written). scripts/build_site.py writes the pages
with their partials in (``_site/`` never holds a marker), and scripts/i18n.py and the tests read the
pages the same way (:func:`page_text`), so the catalogues see exactly the words the browser shows.
Standard library only.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

INCLUDE_RE = re.compile(r'^[ \t]*<!-- include: ([\w./-]+\.html)((?:\s+[\w-]+="[^"]*")*) -->[ \t]*\n', re.M)
ARG_RE = re.compile(r'([\w-]+)="([^"]*)"')
SLOT_RE = re.compile(r"\{\{([\w-]+)\}\}")


def expand(text: str, root: Path = ROOT) -> str:
    """``text`` with every include marker replaced by its partial (placeholders filled).

    Raises ``ValueError`` for a partial outside ``ui/``, a missing one, one that includes
    another, or a placeholder the marker does not fill.
    """

    def one(m: re.Match) -> str:
        rel, args = m.group(1), dict(ARG_RE.findall(m.group(2)))
        path = (root / rel).resolve()
        if not rel.startswith("ui/") or not path.is_relative_to(root / "ui") or not path.is_file():
            raise ValueError(f"include: no partial {rel} under ui/")
        body = path.read_text(encoding="utf-8")
        if INCLUDE_RE.search(body):
            raise ValueError(f"include: {rel} includes another partial")
        missing = sorted(set(SLOT_RE.findall(body)) - set(args))
        if missing:
            raise ValueError(f"include: {rel} needs {', '.join(missing)}")
        return SLOT_RE.sub(lambda s: args[s.group(1)], body)

    return INCLUDE_RE.sub(one, text)


def page_text(path: Path) -> str:
    """A page's text as deployed: its include markers replaced by their partials."""
    return expand(path.read_text(encoding="utf-8"), path.resolve().parent)
