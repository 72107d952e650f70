"""The pictures of White Buffalo's rules page, drawn by the game page's own code (so they stay
true): the map (``ui.white_buffalo.map_view``), cards (``view``), the bag and the death rate card
(``bag_view``), and a worked example hunt drawn step by step (``engine.white_buffalo.steps``).

The page (white-buffalo-rules.html) holds each picture between ``<!-- pictures: NAME -->`` and
``<!-- /pictures: NAME -->``. Run ``python3 scripts/white_buffalo_pictures.py`` after changing the
drawing code; tests/test_white_buffalo_rules_page.py fails while the page is out of date. The
words in the pictures get ``data-i18n`` so the page's catalogue (white-buffalo-rules) translates
them like the rest of the page.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path
from typing import Any, Dict, List, Tuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import white_buffalo as wb  # noqa: E402
from engine.white_buffalo import hints, risk  # noqa: E402
from engine.white_buffalo import text as wb_text  # noqa: E402
from engine.white_buffalo.steps import view_after  # noqa: E402
from ui.white_buffalo import bag_view, map_view, view  # noqa: E402

PAGE = ROOT / "white-buffalo-rules.html"
NAMES = ["Ann", "Ben"]
COLOURS = ["red", "blue"]
#: the example: a 2-player game (seed 16, moves chosen by random.Random(16), hunts preferred)
#: up to its first hunt that pulls a bison, a killer and the Calf Woman
SEED = 16
BLOCK = re.compile(r"(<!-- pictures: (\w+) -->\n)(.*?)(<!-- /pictures: \2 -->)", re.S)
LEAF = re.compile(r"<(text|span|b|h3|small|p|li)((?: [^>]*)?)>([^<]*[A-Za-z][^<]*)</\1>")


def example() -> Tuple[Any, dict, Any]:
    """(the state before the example hunt, the hunt move, the state after it)."""
    rnd = random.Random(SEED)
    s = wb.new_game(NAMES, seed=SEED)
    while True:
        legal = wb.legal_moves(s)
        hunts = [m for m in legal if m["type"] in ("hunt", "stack")]
        move = rnd.choice(hunts if hunts and rnd.random() < .6 else legal)
        after = wb.apply(s, move)
        if move["type"] == "hunt" and after.phase == 0:
            kinds = {e["type"] for e in hints.walk_events(wb.last_events(after))}
            if {"kill", "calf-woman", "bison"} <= kinds:
                return s, move, after
        s = after


def tidy(markup: str, tag: str) -> str:
    """Markup for the rules page: no tooltips, names for assistive technology or roles (the
    figure's caption says what it shows), ids made unique, words marked ``data-i18n``."""
    markup = re.sub(r"<title>.*?</title>", "", markup)
    markup = re.sub(r'<span class="visually-hidden">[^<]*</span>', "", markup)
    markup = re.sub(r' (?:title|aria-label|role|tabindex|data-shown|data-explain|aria-description)="[^"]*"',
                    "", markup)
    markup = markup.replace("<svg ", '<svg aria-hidden="true" ', 1) if markup.startswith("<svg") else markup
    return LEAF.sub(lambda m: f"<{m.group(1)}{m.group(2)} data-i18n>{m.group(3)}</{m.group(1)}>", markup)


def figure(tag: str, body: str, caption: str) -> str:
    """A figure of the page."""
    return (f'<figure class="wb-figure wb-{tag}">\n{body}\n'
            f'<figcaption data-i18n>{caption}</figcaption>\n</figure>\n')


def pictures() -> Dict[str, str]:
    """{picture name: its markup}."""
    before, move, after = example()
    o = wb.observe(before, None)
    seat = before.current
    where = o["players"][seat]["territory"]
    out: Dict[str, str] = {}
    out["map"] = figure("map", tidy(map_view.map_svg(o, COLOURS, hunted=None), "map"),
                        "The plains: twelve territories with their herds, the tribes of Ann (red, marked "
                        "with a circle) and Ben (blue, marked with a square), the buffalo trail (dashed "
                        "arrows) and the lost-herds track below.")
    cards = ["red-horse-1", "yellow-horse-2", "green-hunter-1", "blue-hunter-2"]
    faces = "".join(view.card_face(c) for c in cards)
    stack = "".join(view.stack_card(c) for c in ("I-blue", "S2", "TR1", "RR2"))
    both = f'<div class="cards">{faces}</div><div class="cards">{stack}</div>'
    out["cards"] = figure("cards", tidy(both, "c"),
                          "Action cards (horse or hunter, value 1 or 2, in five colours), a Teepee "
                          "Card, and a Settler, a Treaty and a Railroad card.")
    out["bag"] = figure("bag", tidy(bag_view.bag_html(o), "b") + tidy(bag_view.death_html(o), "d"),
                        "The hunting bag and the death rate card: a cube still on a spot hides its "
                        "skulls; each revealed spot's skulls add to what one cube of that row kills.")
    r = risk.hunt_risk(o, seat, where, hints.hunt_value(before))
    steps = hints.walk_events(wb.last_events(after))
    items: List[str] = [f'<li><p data-i18n>{wb.describe(before, move)}</p>'
                        f'<p class="risk-line">{tidy(bag_view.risk_html(r), "r")}</p></li>']
    for k, e in enumerate(steps):
        board = view_after(o, steps, k + 1)
        svg = tidy(map_view.map_svg(board, COLOURS, focus=hints.focus_territory(e)), f"s{k}")
        items.append(f'<li><p data-i18n>{wb_text.event(NAMES, e)}</p>{svg}</li>')
    out["example"] = ('<ol class="wb-steps">\n' + "\n".join(items) + "\n</ol>\n")
    return out


def render(page: str) -> str:
    """The page with every picture block drawn again."""
    drawn = pictures()

    def one(m: re.Match) -> str:
        return m.group(1) + drawn[m.group(2)] + m.group(4)
    return BLOCK.sub(one, page)


def leaves(markup: str) -> List[str]:
    """The words of the pictures' ``data-i18n`` elements, in order."""
    return [m.group(3) for m in LEAF.finditer(markup) if " data-i18n" in m.group(2)]


def translations(lang: str) -> Dict[str, str]:
    """{English words of a picture: the same words drawn in ``lang``}: the pictures drawn again
    with the game's own catalogues (the page's catalogue takes these, so the pictures speak as
    the game page does)."""
    from engine.core import i18n
    sys.path.insert(0, str(ROOT / "scripts"))
    import i18n as tool  # scripts/i18n.py

    def compiled(domain: str) -> bytes:
        header, messages = tool.read_po(tool.po_path(lang, domain))
        data: bytes = tool.mo_bytes(header, messages.values())
        return data

    english = pictures()
    i18n.install(lang, {d: compiled(d) for d in ("site", "white-buffalo")})
    try:
        there = pictures()
    finally:
        i18n.reset()
    out: Dict[str, str] = {}
    for name, markup in english.items():
        for a, b in zip(leaves(tidy_words(markup)), leaves(tidy_words(there[name])), strict=True):
            out[a] = b
    return out


def tidy_words(markup: str) -> str:
    """Only the drawn words (the figures' captions and the example's sentences are the page's)."""
    return re.sub(r"<figcaption.*?</figcaption>", "", markup, flags=re.S)


def fill_catalogues() -> None:
    """Put the pictures' words, as the game says them, into the page's German and French
    catalogues where a translation is still missing."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import i18n as tool  # scripts/i18n.py

    for lang in ("de", "fr"):
        table = translations(lang)
        path = tool.po_path(lang, "white-buffalo-rules")
        text = path.read_text(encoding="utf-8")
        for en, there in table.items():
            key = 'msgid "' + en.replace('"', '\\"') + '"\nmsgstr ""\n'
            text = text.replace(key, key[:-3] + '"' + there.replace('"', '\\"') + '"\n')
        path.write_text(text, encoding="utf-8")


def main() -> None:
    """Draw the pictures into white-buffalo-rules.html (``--words``: also fill the catalogues)."""
    text = PAGE.read_text(encoding="utf-8")
    new = render(text)
    if new != text:
        PAGE.write_text(new, encoding="utf-8")
        print(f"{PAGE.name}: pictures drawn again")
    if "--words" in sys.argv[1:]:
        fill_catalogues()


if __name__ == "__main__":
    main()
