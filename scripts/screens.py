"""Screenshots of every game page at the sizes of issue 48, in English and German, mid-game and at
the end: a seeded four-player game kept in the browser and opened as a returning player finds it
(past the privacy screen when there is one). Builds the site, serves it, drives Chromium.

    python3 scripts/screens.py [OUT] [GAME,GAME…]     # OUT: e2e/screenshots/screens by default

Prints, per picture, how far the page scrolls sideways (0: not at all), its height and any page
error. docs/screens.md lists the ones kept in docs/screens/ and what looking at them changed.
"""

from __future__ import annotations

import functools
import json
import random
import sys
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.boot import ARGS as CHROMIUM_ARGS  # noqa: E402  (the browser tests' flags)
from e2e.server import StaticServer, built_site  # noqa: E402
from engine import wind_river as wr  # noqa: E402
from engine.manitou.playout import random_game as manitou_game  # noqa: E402
from engine.white_buffalo.playout import random_game as white_buffalo_game  # noqa: E402
from ui.manitou import sessions as manitou_sessions  # noqa: E402
from ui.white_buffalo import sessions as white_buffalo_sessions  # noqa: E402
from ui.wind_river import sessions as wind_river_sessions  # noqa: E402

#: name -> (width, height, touch screen)
SIZES: Dict[str, Tuple[int, int, bool]] = {
    "phone": (390, 844, True), "tabP": (768, 1024, True), "tabL": (1024, 768, True),
    "desk": (1280, 800, False), "land": (844, 390, True)}
NAMES = ["Ann", "Ben", "Cy", "Dee"]


def wind_river_line(seed: int) -> List[Any]:
    """A whole seeded Wind River game of random legal moves."""
    state, rng, line = wr.new_game(NAMES, seed=seed), random.Random(seed), []
    while wr.to_act(state) is not None:
        move = rng.choice(wr.legal_moves(state))
        line.append(move)
        state = wr.apply(state, move)
    return line


#: game -> (its sessions, a whole game's moves, the seed)
GAMES: Dict[str, Tuple[Any, Callable[[], List[Any]], int]] = {
    "wind-river": (wind_river_sessions, lambda: wind_river_line(5), 5),
    "manitou": (manitou_sessions, lambda: list(manitou_game(4, 24)[1]), 24),
    "white-buffalo": (white_buffalo_sessions, lambda: list(white_buffalo_game(4, 48)[1]), 48),
}


def note(errors: List[str], error: Any) -> None:
    """Keep a page error to print beside the picture."""
    errors.append(str(error))


def record(sessions: Any, line: List[Any], upto: int, seed: int) -> str:
    """The saved record of the game after ``upto`` of its moves."""
    session = sessions.new(NAMES, seed)
    for move in line[:upto]:
        session.play(move)
    return json.dumps(session.record())


def main() -> None:
    """Take the pictures (see the module's docstring)."""
    from playwright.sync_api import sync_playwright

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "e2e" / "screenshots" / "screens"
    out.mkdir(parents=True, exist_ok=True)
    which = sys.argv[2].split(",") if len(sys.argv) > 2 else list(GAMES)
    with built_site() as (root, _), StaticServer(root, prefix="wind-river/") as server, \
            sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for game in which:
            sessions, make, seed = GAMES[game]
            line = make()
            for moment, upto in (("mid", len(line) * 2 // 5), ("end", len(line))):
                saved = record(sessions, line, upto, seed)
                for lang in ("en-US", "de-DE"):
                    for size, (width, height, touch) in SIZES.items():
                        context = browser.new_context(
                            viewport={"width": width, "height": height}, has_touch=touch,
                            is_mobile=touch and width < 900, locale=lang)
                        page = context.new_page()
                        errors: List[str] = []
                        page.on("pageerror", functools.partial(note, errors))
                        page.goto(server.url + "index.html")
                        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"{game}/current", saved])
                        page.goto(server.url + f"{game}.html")
                        page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
                        if page.locator('[data-action="reveal"]').is_visible():
                            page.locator('[data-action="reveal"]').click()
                        page.wait_for_timeout(400)
                        wide, tall = page.evaluate(
                            "() => [document.documentElement.scrollWidth - innerWidth,"
                            " document.documentElement.scrollHeight]")
                        name = f"{game}-{size}-{lang[:2]}-{moment}.png"
                        page.screenshot(path=str(out / name))
                        print(f"{name}: sideways {wide}, height {tall}, errors {errors[:2]}")
                        context.close()
        browser.close()


if __name__ == "__main__":
    main()
