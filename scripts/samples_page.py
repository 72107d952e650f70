"""The samples page (samples.html): the site's visual language (docs/visual-language.md) drawn by the
pages' own code and stylesheets: the type scale, the colour tokens, the buttons in each state and
sample cards of each game, each card explained on hover as on a game's table.

Run ``python3 scripts/samples_page.py`` after changing a token, the card component or a game's
cards; tests/test_samples_page.py fails while the page is out of date. A plain HTML page with CSS
only (no Python runs in the browser), in English: it is a page for people who work on the site.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ui.manitou import cards_svg  # noqa: E402
from ui.manitou import table as manitou_table  # noqa: E402
from ui.manitou import view as manitou_view  # noqa: E402
from ui.shell.colours import PALETTE  # noqa: E402
from ui.white_buffalo import card_faces  # noqa: E402
from ui.white_buffalo import view as wb_view  # noqa: E402

PAGE = ROOT / "samples.html"

#: the type scale's tokens and what each is for
TYPE = (("--fs-xs", "12 px: small print on a wide screen only (a cost, a played warrior's name)"),
        ("--fs-s", "14 px: the smallest running text on a phone; card titles and explanations"),
        ("--fs-m", "16 px: body text, buttons"),
        ("--fs-l", "20 px: a card's corner value"),
        ("--fs-xl", "26 px: a large card's corner value, headlines"))
#: the page's surface and action colours (ui/style.css :root)
SURFACES = (("--ink", "text"), ("--muted", "secondary text"), ("--paper", "cards, panels"),
            ("--page", "the page behind them"), ("--line", "rules, borders"), ("--leather", "the header"),
            ("--sun", "primary button, chosen"), ("--sun-soft", "pressed, picked"),
            ("--legal", "what may be chosen"), ("--turn", "whose turn"))
NEUTRAL = (("--tone-paper", "a plain card"), ("--tone-hide", "the game's own cards (tribe card, Bill)"),
           ("--tone-slate", "the peace cards"))


def _css(source: str, name: str) -> str:
    m = re.search(re.escape(name) + r":\s*([^;]+);", source)
    return m.group(1).strip() if m else "?"


def tokens_html() -> str:
    """The colour tokens: surfaces, one tone per palette colour with its pattern, the neutral tones."""
    css = (ROOT / "ui" / "style.css").read_text(encoding="utf-8")
    rows = []
    for name, use in SURFACES:
        rows.append(f'<li><span class="swatch" style="background:var({name})"></span><code>{name}</code> '
                    f'<span class="hex">{_css(css, name)}</span> {use}</li>')
    surfaces = f'<ul class="swatches">{"".join(rows)}</ul>'
    tones = []
    for tone in PALETTE:
        back = cards_svg.back_svg(tone, True)
        tones.append(f'<li><span class="swatch tone-{tone}" style="background:var(--tone)">'
                     f'<span class="ink">Aa</span></span><span class="pattern">{back}</span>'
                     f'<code>--tone-{tone}</code> <span class="hex">{_css(css, "--tone-" + tone)}</span> '
                     f'{tone}: a seat, a White Buffalo card colour; its pattern (right) is its shape</li>')
    for name, use in NEUTRAL:
        tone = name.removeprefix("--tone-")
        tones.append(f'<li><span class="swatch tone-{tone}" style="background:var(--tone)">'
                     f'<span class="ink">Aa</span></span><code>{name}</code> '
                     f'<span class="hex">{_css(css, name)}</span> {use}</li>')
    return (f'<h3>Surfaces and actions</h3>{surfaces}<h3>Tones (seats, card colours) and neutral tones</h3>'
            f'<ul class="swatches">{"".join(tones)}</ul>')


def type_html() -> str:
    """The type scale, each size in its own words."""
    return "".join(f'<p class="type" style="font-size:var({name})"><code>{name}</code> {use}</p>'
                   for name, use in TYPE)


def buttons_html() -> str:
    """The one button system: primary, secondary, pressed, and both disabled."""
    return ('<div class="actions">'
            '<button type="button" class="primary">Confirm party</button>'
            '<button type="button">Suggest</button>'
            '<button type="button" aria-pressed="true">Pressed</button>'
            '<button type="button" class="primary" disabled>Confirm (disabled)</button>'
            '<button type="button" disabled>Clear (disabled)</button></div>'
            '<p class="note">Primary: the move to make (filled, the sun colour, white words). Secondary: '
            'every other button (cream, a brown rim). Disabled: either, greyed with a dashed rim; never '
            'the colour of a button to press.</p>')


def white_buffalo_html() -> str:
    """White Buffalo's cards: action cards, the display's cards, a Destiny Card, the tribe card."""
    actions = "".join(wb_view.card_face(f"{c}-{k}-{v}") for c, k, v in (
        ("red", "horse", 1), ("yellow", "horse", 2), ("green", "hunter", 1), ("blue", "hunter", 2),
        ("purple", "horse", 2)))
    stack = "".join(f'<span class="sample-slot">{wb_view.stack_card(c)}</span>'
                    for c in ("I-red", "IV-blue", "V-yellow", "S2", "TR3", "RR5", "BB"))
    destiny = wb_view.destiny_html(["D06", "D12"])
    tribe = wb_view.tribe_html(3, {"red": 1, "blue": 2})
    return (f'<h3>Action cards</h3><div class="row-cards">{actions}</div>'
            f'<h3>Teepee, Settler, Treaty, Railroad cards and Buffalo Bill</h3>'
            f'<div class="row-cards stack">{stack}</div>'
            f'<h3>Destiny Cards and the tribe card</h3><div class="row-cards">{destiny}{tribe}</div>'
            f'<p class="note">One card: the value in the top-left corner, a symbol, a title, a foot line. '
            f'{len(card_faces.ART)} symbols, inline SVG.</p>')


def manitou_html() -> str:
    """Manitou's cards: hunters, the five warriors (one face down), buffalo, the hide thief, backs."""
    hunters = "".join(manitou_view.card_face(f"hunter-{n}", True, "blue", explain=True) for n in (1, 5, 10))
    warriors = "".join(manitou_view.card_face(w, True, "red", explain=True) for w in manitou_view.SHORT)
    down = manitou_view.card_face("chief", False, "green", explain=True)
    herds = manitou_table.buffalo_html(9) + manitou_table.buffalo_html(4, ("Ann", "yellow"))
    thief = f'<span class="mcard">{cards_svg.thief_svg()}</span>'
    backs = "".join(f'<span class="mcard">{cards_svg.back_svg(t)}</span>' for t in ("red", "purple"))
    return (f'<h3>Hunters, great warriors (a face-down one last), buffalo, the hide thief, backs</h3>'
            f'<div class="row-cards mt">{hunters}{warriors}{down}</div>'
            f'<div class="row-cards mt">{herds}{thief}{backs}</div>'
            f'<p class="note">On a ground, from 600 px, the warriors\' names are written beside them in '
            f'words (12 px); a card on the table grows on hover, a long press or a tap.</p>')


STYLE = """
  body { padding: 0 16px 32px; }
  main { max-width: 64rem; margin: 0 auto; }
  h1 { font-size: var(--fs-xl); margin: 16px 0 4px; }
  section { background: var(--paper); border: 1px solid var(--line); border-radius: 12px;
            padding: 10px 16px; margin: 12px 0; }
  section h2 { margin-top: 4px; }
  h3 { font-size: var(--fs-m); margin: 12px 0 6px; }
  .swatches { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  .swatches li { display: flex; align-items: center; gap: 8px; font-size: var(--fs-s); }
  .swatch { display: inline-grid; place-items: center; width: 44px; height: 32px; border-radius: 6px;
            border: 1px solid rgba(0, 0, 0, 0.4); flex: none; }
  .swatch .ink { color: var(--tone-ink); font-weight: 700; }
  .pattern { display: inline-block; width: 24px; flex: none; }
  .pattern svg { display: block; width: 100%; height: auto; }
  .hex { font-family: ui-monospace, monospace; color: var(--muted); }
  .type { margin: 4px 0; }
  .note { font-size: var(--fs-s); color: var(--muted); }
  .row-cards { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; margin-bottom: 8px; }
  .row-cards.stack .sample-slot { width: 120px; display: grid; }
  .row-cards.mt .mcard { width: 64px; }
"""


def render() -> str:
    """The whole page."""
    sections = (("Type scale", type_html()), ("Colour tokens", tokens_html()), ("Buttons", buttons_html()),
                ("White Buffalo's cards", white_buffalo_html()), ("Manitou's cards", manitou_html()))
    body = "".join(f'<section aria-labelledby="s{i}"><h2 id="s{i}">{title}</h2>{html}</section>'
                   for i, (title, html) in enumerate(sections))
    return f"""<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Samples: the site's visual language</title>
  <link rel="icon" href="./icons/icon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="./ui/style.css">
  <link rel="stylesheet" href="./ui/white_buffalo/style.css">
  <link rel="stylesheet" href="./ui/manitou/style.css">
  <!-- written by scripts/samples_page.py from the pages' own code: do not edit by hand -->
  <style>{STYLE}</style>
</head>
<body>
<main>
  <h1>Samples: the site's visual language</h1>
  <p>Every token, the type scale, the buttons and sample cards of each game, drawn by the games' own
    code and stylesheets (written down in docs/visual-language.md). Hover over a card, long-press it
    or tap it to read its explanation. <a href="./">Back to the games</a>.</p>
  {body}
</main>
</body>
</html>
"""


def main() -> None:
    PAGE.write_text(render(), encoding="utf-8")
    print(f"{PAGE.name}: written")


if __name__ == "__main__":
    main()
