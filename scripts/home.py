#!/usr/bin/env python3
"""The home page's list of games, generated from the registry and each page package's site.json.

index.html is plain HTML that works before (and without) Python; its list of games sits between
``<!-- games:begin -->`` and ``<!-- games:end -->`` and is written by this script from
``engine.core.registry`` (title, player count) and ``ui/<game>/site.json`` (a one-line blurb,
the credit, a picture). A registered game is listed once it has a page (``<id>.html``).
tests/test_home.py fails when index.html is out of date; ``python3 scripts/home.py`` rewrites it.
"""

from __future__ import annotations

import json
import sys
from html import escape
from pathlib import Path
from typing import Any, Dict, List

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import registry  # noqa: E402 - after the path fix above

BEGIN, END = "<!-- games:begin -->", "<!-- games:end -->"


def package_of(game_id: str) -> str:
    """The Python package name of a game id (``wind-river`` -> ``wind_river``)."""
    return registry.package_name(game_id)


def games_with_pages(root: Path = ROOT) -> List[str]:
    """Registered games that have a page (``<id>.html``) and a page package (``ui/<pkg>/``)."""
    return [g for g in registry.game_ids()
            if (root / f"{g}.html").is_file() and (root / "ui" / package_of(g) / "site.json").is_file()]


def site_info(game_id: str, root: Path = ROOT) -> Dict[str, Any]:
    """``ui/<pkg>/site.json`` of a game: blurb, credit, picture."""
    data: Dict[str, Any] = json.loads((root / "ui" / package_of(game_id) / "site.json").read_text("utf-8"))
    return data


def card(game_id: str, root: Path = ROOT) -> str:
    """One game's entry on the home page."""
    info = registry.info(game_id)
    extra = site_info(game_id, root)
    title = escape(info.title)
    players = (f"{info.min_players} players" if info.min_players == info.max_players
               else f"{info.min_players}–{info.max_players} players")
    page = f"./{game_id}.html"
    rules = f"./{game_id}-rules.html"
    rules_link = f' · <a href="{rules}" data-i18n>How to play</a>' if (root / rules[2:]).is_file() else ""
    learn_link = f' · <a href="{page}#learn" data-learn="{game_id}" data-i18n>Learn to play</a>'
    return (
        f'    <li class="game">\n'
        f'      <a class="pic" href="{page}" tabindex="-1" aria-hidden="true">'
        f'<img src="./{escape(extra["picture"])}" alt="" width="96" height="96"></a>\n'
        f'      <div class="about">\n'
        f'        <h2><a href="{page}" data-game="{game_id}">{title}</a></h2>\n'
        f'        <p class="blurb" data-i18n>{escape(extra["blurb"])}</p>\n'
        f'        <p class="meta"><span data-players data-i18n>{players}</span> · '
        f'<span data-i18n>{escape(extra["credit"])}</span>{rules_link}{learn_link}</p>\n'
        # New game always; Continue (the latest unfinished kept game) and the kept games, folded
        # under their count, filled in by the page's script from what this browser keeps
        f'        <p class="play"><a class="button primary" href="{page}#new" data-new="{game_id}" '
        f'data-i18n>New game</a> <a class="button" href="{page}" data-continue="{game_id}" hidden '
        f'data-i18n>Continue</a></p>\n'
        f'        <details class="kept" data-kept="{game_id}" hidden><summary></summary>\n'
        f'          <ul class="saved" data-saved="{game_id}" aria-label="Kept games" '
        f'data-i18n-attr="aria-label"></ul></details>\n'
        f'      </div>\n'
        f'    </li>'
    )


def games_block(root: Path = ROOT) -> str:
    """The generated list, markers included."""
    cards = "\n".join(card(g, root) for g in games_with_pages(root))
    return f"{BEGIN}\n  <ul class=\"games\">\n{cards}\n  </ul>\n  {END}"


def render(html: str, root: Path = ROOT) -> str:
    """``html`` (index.html) with its games block regenerated."""
    start, end = html.index(BEGIN), html.index(END) + len(END)
    return html[:start] + games_block(root) + html[end:]


def main() -> None:
    """Rewrite index.html's list of games."""
    path = ROOT / "index.html"
    old = path.read_text("utf-8")
    new = render(old)
    if new != old:
        path.write_text(new, "utf-8")
        print("index.html: list of games updated")
    else:
        print("index.html: list of games up to date")


if __name__ == "__main__":
    main()
