"""The pictures of Manitou's rules page (manitou-rules.html), drawn by the game page's own card
module (``cards_svg``) so that they stay true: the cards, a ground with two players' rows, and a
worked example turn step by step. They are written as partials (``ui/manitou/pic-*.html``, put in
by the page's include markers); ``python3 -m ui.manitou.pictures`` writes them again and a test
checks that the files are what this module draws. Words are outside the pictures, in captions
marked for translation (``data-i18n``); inside them are only numbers and the players' names.
"""

from __future__ import annotations

from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from ui.manitou import cards_svg as c
from ui.shell.colours import colour

HERE = Path(__file__).resolve().parent

#: a card in a picture: (card id, face up?, extra class)
Card = Tuple[str, Optional[bool], str]


def _card(card: str, tribe: str, up: Optional[bool] = None, cls: str = "") -> str:
    more = f" {cls}" if cls else ""
    return f'<span class="pcard{more}">{c.face_svg(card, "", tribe, up is False)}</span>'


def _buffalo(values: Sequence[int]) -> str:
    return "".join(f'<span class="pcard">{c.buffalo_svg(v)}</span>' for v in values)


def _row(name: str, tribe: str, cards: Sequence[Card], total: int, holds: bool = False) -> str:
    faces = "".join(_card(card, tribe, up, cls) for card, up, cls in cards)
    mark = ' <span class="pholds">✦</span>' if holds else ""
    return (f'<div class="prow" style="--seat:{colour(tribe)[0]}">'
            f'<span class="pwho"><span data-i18n>{name}</span>{mark}</span>'
            f'<span class="pcards">{faces}</span><b class="ptotal">{total}</b></div>')


def ground(herds: Sequence[int], rows: Sequence[str]) -> str:
    """One ground: its buffalo cards over the players' rows (the reader's row at the bottom)."""
    return f'<div class="pground"><div class="pherds">{_buffalo(herds)}</div>{"".join(rows)}</div>'


def cards_html() -> str:
    """Every kind of card: hunters, the five great warriors in rank order, buffalo, hide thief, backs."""
    items: List[Tuple[str, str]] = [
        (_card("hunter-1", "red"), '<span data-i18n>hunter 1</span>'),
        (_card("hunter-5", "red"), '<span data-i18n>hunter 5</span>'),
        (_card("hunter-10", "red"), '<span data-i18n>hunter 10</span>'),
        (_card("chief", "red"), '<span data-i18n>1 chief</span>'),
        (_card("medicine-man", "red"), '<span data-i18n>2 medicine man</span>'),
        (_card("rain-maker", "red"), '<span data-i18n>3 rain maker</span>'),
        (_card("scout", "red"), '<span data-i18n>4 scout</span>'),
        (_card("squaw", "red"), '<span data-i18n>5 squaw</span>'),
        (_card("scout", "red", False), '<span data-i18n>a defeated scout</span>'),
        (f'<span class="pcard">{c.buffalo_svg(12)}</span>', '<span data-i18n>a large herd</span>'),
        (f'<span class="pcard">{c.buffalo_svg(3)}</span>', '<span data-i18n>a small herd</span>'),
        (f'<span class="pcard">{c.thief_svg()}</span>', '<span data-i18n>hide thief</span>'),
    ] + [(f'<span class="pcard">{c.back_svg(t)}</span>', "") for t in ("red", "blue", "green", "yellow")]
    cells = "".join(f"<li>{pic}{cap}</li>" for pic, cap in items)
    return (f'<figure class="mpic"><ul class="pcardlist">{cells}</ul>\n'
            '<figcaption data-i18n>The cards as the game draws them. A tribe\'s colour is on the frame '
            'and its own pattern on the band at the top (and all over its back), so the colour is never '
            'the only '
            'sign. A great warrior shows its rank in the corner: the chief is 1, the squaw 5.</figcaption>'
            '</figure>\n')


def example_html() -> str:
    """Ground 2 with Ann's and Ben's rows, then the turn of the example: Ann lays a scout against
    Ben's medicine man, which is turned face down; Ann holds the ground."""
    herds = (11, 4)
    ben_before: List[Card] = [("hunter-4", None, ""), ("medicine-man", True, "")]
    ann_before: List[Card] = [("hunter-9", None, "")]
    steps = [
        ground(herds, [_row("Ben", "blue", ben_before, 4, True), _row("Ann", "red", ann_before, 9)]),
        ground(herds, [_row("Ben", "blue", ben_before, 4, True),
                       _row("Ann", "red", ann_before + [("scout", True, "plast")], 9)]),
        ground(herds, [_row("Ben", "blue", [("hunter-4", None, ""), ("medicine-man", False, "")], 4),
                       _row("Ann", "red", ann_before + [("scout", True, "")], 9, True)]),
    ]
    caps = [
        '<figcaption data-i18n><b>1.</b> Ben holds ground 2 with a medicine man (✦). Ann has hunter 9 '
        'there, Ben hunter 4: the number at the end of a row is its hunters\' strength.</figcaption>',
        '<figcaption data-i18n><b>2.</b> Ann lays a scout on her side of ground 2 (ringed: the last '
        'card played).</figcaption>',
        '<figcaption data-i18n><b>3.</b> The scout beats the medicine man: Ben\'s medicine man is turned '
        'face down and Ann now holds the ground. The hunters\' strengths do not change.</figcaption>',
    ]
    figs = "".join(f'<figure class="mpic pstep">{pic}{cap}</figure>'
                   for pic, cap in zip(steps, caps, strict=True))
    return f'<div class="psteps">{figs}</div>\n'


STYLE = """<style>
  .mpic { margin: .8rem 0; }
  .mpic figcaption { font-size: .95rem; margin-top: .3rem; }
  .pcardlist { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .5rem .6rem; }
  .pcardlist li { display: flex; flex-direction: column; align-items: center; width: 4.6rem; margin: 0;
    font-size: .8rem; text-align: center; line-height: 1.2; }
  .pcard { display: inline-block; width: 56px; line-height: 0; }
  .pcard svg { width: 100%; height: auto; display: block; }
  .pground { background: #e9dcb9; border: 2px solid var(--line); border-radius: .6rem; padding: .4rem; }
  .pherds { display: flex; gap: .3rem; justify-content: center; margin-bottom: .3rem; }
  .pherds .pcard { width: 40px; }
  .prow { display: flex; align-items: center; gap: .4rem; border-left: 5px solid var(--seat);
    background: #fffaf0; margin: .2rem 0; padding: .15rem .4rem; border-radius: 0 .4rem .4rem 0; }
  .pwho { font-weight: 700; width: 3.2rem; font-size: .9rem; }
  .pcards { display: flex; gap: 2px; flex: 1; }
  .pcards .pcard { width: 38px; }
  .pcard.plast { box-shadow: 0 0 0 3px #1f4f86, 0 0 0 5px #fff; border-radius: 5px; }
  .ptotal { font-size: 1.1rem; }
  .pholds { color: #1f4f86; }
  .psteps { display: grid; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); gap: .6rem; }
</style>
"""

#: the partials and what draws them
FILES: Dict[str, str] = {"pic-cards.html": STYLE + cards_html(), "pic-example.html": example_html()}


def write() -> None:
    """Write the partials again (after a change to the card drawings)."""
    for name, text in FILES.items():
        (HERE / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write()
