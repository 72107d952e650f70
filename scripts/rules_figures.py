"""Wind River's illustrated rules: the pictures of wind-river-rules.html, drawn by the game page's
own SVG code (ui/wind_river/view_board.py, view_trail.py) so that they stay true to the board.

``python3 scripts/rules_figures.py`` writes the partials ``ui/wind_river/rules-*.html`` that the
rules page includes (scripts/partials.py); tests/test_rules_figures.py checks that they are what
this script draws today. The pictures hold no words (the lane letters and column numbers only):
their captions and legends are the page's own translated text. Standard library and the project.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Dict, List, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import wind_river as wr  # noqa: E402
from engine.wind_river.board import HEX_NAMES, LAYOUTS  # noqa: E402
from ui.wind_river import view_board, view_trail  # noqa: E402

NAMES = ["Ann", "Ben", "Cy", "Dee"]
COLOURS = ["red", "blue", "green", "yellow"]
#: the worked example: a seed where Ann starts, the setup (Ann, Ben, Cy, Dee, twice), Ann's two
#: herd steps (both buffaloes of D3 to her tipi on D4) and her extra action (her tipi C3 to C4)
EXAMPLE_SEED = 2
SETUP = [{"type": "place", "to": h} for h in ("C3", "B2", "D2", "E1", "D4", "A2", "F2", "C1")]
HERD = [{"type": "buffalo", "from": "D3", "to": "D4"}, {"type": "buffalo", "from": "D3", "to": "D4"}]
EXTRA = {"type": "tipi", "from": "C3", "to": "C4"}
#: the board's own rules, copied from the game's stylesheet (the sections that draw the board)
CSS_RULES = re.compile(r"^(\.(board-bg|board\.show-names|axis|hex|closed|peak|snow|hex-name|art|content|"
                       r"bicon|horn|bcount|moved|tipi|poles|mark|tcount|plains|blade|trail|pat-)[^{]*\{[^}]*\}.*)$",
                       re.M)


def style() -> str:
    """The board's rules of ui/style.css (outside media queries), for the rules page."""
    css = (ROOT / "ui" / "style.css").read_text(encoding="utf-8")
    top = re.sub(r"@media[^{]*\{(?:[^{}]*\{[^}]*\})*[^{}]*\}", "", css)
    rules = [m.group(1) for m in CSS_RULES.finditer(top)]
    return ("<style>\n.rules-fig { --grass: #b9cf7a; --legal: #d9822b; margin: 1rem 0; }\n"
            ".rules-fig svg { display: block; width: 100%; height: auto; }\n"
            ".rules-fig figcaption { font-size: .95rem; margin-top: .3rem; }\n"
            + "\n".join(rules) + "\n</style>\n")


def _picture(num_players: int, state: dict, label_id: str, moves: Sequence[dict] = (),
             defs: bool = False) -> str:
    """One board as an image: the game's skeleton and pieces, no buttons, no words; ``moves`` (all
    Ann's) marked as the game marks the last moves: arrows, and the hexes they left and reached."""
    trail = view_trail.trail_markup(moves, num_players, ["red"] * len(moves))
    spots = view_trail.spot_classes(moves)
    markup = view_board.skeleton(num_players)
    if not defs:
        markup = re.sub(r"<defs>.*?</defs>", "", markup, flags=re.S)
    markup = markup.replace(' role="button" tabindex="-1"', "")
    markup = re.sub(r' aria-label="[^"]*"', "", markup)
    markup = re.sub(r'<text class="(plains-title|plains-arrow)"[^>]*>.*?</text>', "", markup)
    markup = re.sub(r'<g class="closed-label".*?</g>', "", markup)
    view = view_board.board_view(state, [n[0] for n in NAMES[:num_players]], COLOURS[:num_players])
    for name, (cls, inner) in view.items():
        cls = f"{cls} {spots[name]}" if name in spots else cls
        inner = re.sub(r'<text class="plains-gone"[^>]*>.*?</text>', "", inner)
        empty = re.search(rf'data-art="{name}"[^>]*>(<g class="content"></g>)', markup)
        if empty:
            markup = markup[:empty.start(1)] + f'<g class="content">{inner}</g>' + markup[empty.end(1):]
        markup = re.sub(rf'<g class="[^"]*" data-hex="{name}"', f'<g class="{cls}" data-hex="{name}"', markup,
                        count=1)
    markup = markup.replace('<g class="trail" aria-hidden="true"></g>',
                            f'<g class="trail" aria-hidden="true">{trail}</g>')
    return (f'<svg class="board show-names" viewBox="{view_board.view_box()}" role="img" translate="no" '
            f'aria-labelledby="{label_id}">{markup}</svg>')


def forward_moves(frm: str) -> List[dict]:
    """A buffalo's steps from hex ``frm`` (rules: east, north-east, south-east), as the engine's
    board tables give them."""
    index = HEX_NAMES.index(frm)
    targets = [HEX_NAMES[t] if t < len(HEX_NAMES) else "plains" for t in LAYOUTS[4].forward[index]]
    return [{"type": "buffalo", "from": frm, "to": t} for t in targets]


def example_states() -> List[dict]:
    """The worked example, Ann's first turn: the board before it, after her two herd steps, after
    her extra action (each a ``to_dict``); the engine plays every move (an illegal one raises)."""
    state = wr.new_game(NAMES, seed=EXAMPLE_SEED)
    for move in SETUP + HERD:
        if move is HERD[0]:
            out = [wr.to_dict(state)]
        state = wr.apply(state, move)
    while wr.to_dict(state)["phase"] == "supply":  # nothing to choose here: fed for free
        state = wr.apply(state, wr.legal_moves(state)[0])
    out.append(wr.to_dict(state))
    out.append(wr.to_dict(wr.apply(state, EXTRA)))
    return out


def example_boards() -> List[str]:
    """Three pictures of Ann's turn: before it, after her herd steps (arrows), after her extra action."""
    first, after_herd, last = example_states()
    return [
        _picture(4, first, "wr-example-1"),
        _picture(4, after_herd, "wr-example-2", HERD),
        _picture(4, last, "wr-example-3", [EXTRA]),
    ]


def figures() -> Dict[str, str]:
    """The partials (path under the project -> text)."""
    start4 = wr.to_dict(wr.new_game(NAMES, seed=0))
    start3 = wr.to_dict(wr.new_game(NAMES[:3], seed=0))
    example = example_boards()
    note = "<!-- drawn by scripts/rules_figures.py from ui/wind_river/view_board.py: do not edit -->\n"
    return {
        "ui/wind_river/rules-board.html": note + style() + _picture(4, start4, "wr-fig-board",
                                                                     forward_moves("C2"), defs=True) + "\n",
        "ui/wind_river/rules-three.html": note + _picture(3, start3, "wr-fig-three") + "\n",
        "ui/wind_river/rules-example-1.html": note + example[0] + "\n",
        "ui/wind_river/rules-example-2.html": note + example[1] + "\n",
        "ui/wind_river/rules-example-3.html": note + example[2] + "\n",
    }


def main() -> None:
    """Write the partials."""
    for rel, text in figures().items():
        (ROOT / rel).write_text(text, encoding="utf-8")
        print(rel, len(text))


if __name__ == "__main__":
    main()
