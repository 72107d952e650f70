"""The story of a finished game: each player's standing over the turns, rounds or hunts, drawn as
an SVG chart with the same numbers as a table for screen readers (and anyone who opens it).

The numbers come from the game's ``story(states)`` (``engine.core.story``); this module only
draws them. Pure: it returns markup, every value escaped.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from engine.core.i18n import N_, words
from ui.shell.colours import colour
from ui.shell.safe_html import esc, name_html
from ui.shell.view import Snapshot

_, ngettext, pgettext = words("site").functions()

#: The chart's caption per unit of play (whole sentences, so each language words them itself).
CAPTIONS = {
    "turn": N_("How the game went, turn by turn"),
    "round": N_("How the game went, round by round"),
    "hunt": N_("How the game went, hunt by hunt"),
}
#: The table's first column per unit (its rows: the start, then each unit's end).
HEADS = {"turn": N_("After turn"), "round": N_("After round"), "hunt": N_("After hunt")}
#: The x axis's label per unit (the game decides the unit in its ``story``).
AXES = {"turn": N_("turn"), "round": N_("round"), "hunt": N_("hunt")}

#: The drawing's size in SVG units (it scales to the card's width).
WIDTH, HEIGHT = 560, 220
#: room on the right for half of the last x tick's number (three digits at 15 px), and below for
#: the ticks and the axis's label
LEFT, RIGHT, TOP, BOTTOM = 34, 20, 10, 44
#: Line styles of a game's measures (the first measure solid and strong, the next dashed).
STYLES = ('stroke-width="3"', 'stroke-width="2" stroke-dasharray="6 4"',
          'stroke-width="2" stroke-dasharray="2 3"')


def _ticks(low: int, high: int) -> List[int]:
    """A few round values from ``low`` to ``high`` for the y axis."""
    span = max(1, high - low)
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000, 10 ** 9) if span / s <= 5)
    first = -(-low // step) * step
    return list(range(first, high + 1, step))


def x_ticks(last: int) -> List[int]:
    """Whole, round values from 0 to ``last`` for the x axis: every one up to 12, else multiples
    of 2, 5, 10, 20, 25, 50 … (at most 7 ticks; the last point need not be one)."""
    if last <= 12:
        return list(range(last + 1))
    step = next(s for s in (2, 5, 10, 20, 25, 50, 100, 200, 500, 1000, 10 ** 9) if last / s <= 6)
    return list(range(0, last + 1, step))


def chart_html(story: Dict[str, Any], names: Sequence[str], colors: Sequence[str]) -> str:
    """The chart (``<figure class="story">``): an SVG of each seat's measures per point of
    ``story``, a legend, and a table of the same numbers (one row per point)."""
    unit = story["unit"]
    measures: List[Dict[str, str]] = story["measures"]
    points: List[Dict[str, Any]] = story["points"]
    seats = range(len(names))
    every = [v for p in points for row in p["values"] for v in row]
    low, high = min(0, min(every)), max(1, max(every))
    last = max(1, len(points) - 1)

    def x(i: int) -> float:
        return LEFT + (WIDTH - LEFT - RIGHT) * i / last

    def y(v: int) -> float:
        return float(TOP + (HEIGHT - TOP - BOTTOM) * (high - v) / (high - low))

    parts = []
    for t in _ticks(low, high):
        parts.append(f'<line class="grid" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(t):.1f}" y2="{y(t):.1f}"/>'
                     f'<text class="tick" x="{LEFT - 6}" y="{y(t) + 4:.1f}" text-anchor="end">{t}</text>')
    for i in x_ticks(last):
        parts.append(f'<text class="tick" x="{x(i):.1f}" y="{HEIGHT - BOTTOM + 20}" '
                     f'text-anchor="middle">{i}</text>')
    parts.append(f'<text class="axis-label" x="{(LEFT + WIDTH - RIGHT) / 2:.1f}" y="{HEIGHT - 4}" '
                 f'text-anchor="middle">{esc(_(AXES[unit]))}</text>')
    for m in reversed(range(len(measures))):  # the first measure drawn last: on top
        for seat in seats:
            line = " ".join(f"{x(i):.1f},{y(p['values'][seat][m]):.1f}" for i, p in enumerate(points))
            parts.append(f'<polyline fill="none" stroke="{colour(colors[seat])[0]}" '
                         f'{STYLES[m % len(STYLES)]} stroke-linejoin="round" points="{line}" '
                         f'data-seat="{seat}" data-measure="{esc(measures[m]["id"])}"/>')
    caption = _(CAPTIONS[unit])
    svg = (f'<svg class="story-chart" viewBox="0 0 {WIDTH} {HEIGHT}" aria-hidden="true" '
           f'focusable="false">{"".join(parts)}</svg>')
    legend = "".join(f'<li><span class="swatch" style="background:{colour(colors[s])[0]}"></span>'
                     f'{name_html(names[s])}</li>' for s in seats)
    if len(measures) > 1:
        legend += "".join(f'<li><svg class="dash" viewBox="0 0 28 8" aria-hidden="true"><line x1="0" '
                          f'x2="28" y1="4" y2="4" stroke="currentColor" {STYLES[m % len(STYLES)]}/></svg>'
                          f'{esc(measures[m]["label"])}</li>' for m in range(len(measures)))
    else:
        legend += f'<li class="measure">{esc(measures[0]["label"])}</li>'
    return (f'<figure class="story" data-unit="{esc(unit)}"><figcaption>{esc(caption)}</figcaption>'
            f'{svg}<ul class="story-legend">{legend}</ul>'
            f'<details class="story-numbers"><summary>{esc(_("The numbers as a table"))}</summary>'
            f'{table_html(story, names)}</details></figure>')


def table_html(story: Dict[str, Any], names: Sequence[str]) -> str:
    """The story's numbers as a ``<table>``: a row per point (the start, then each unit's end),
    a column per seat and measure."""
    measures = story["measures"]
    many = len(measures) > 1
    heads = "".join(f'<th scope="col">{name_html(n)}'
                    + (f'<br><small>{esc(m["label"])}</small>' if many else "") + "</th>"
                    for n in names for m in measures)
    rows = []
    for i, p in enumerate(story["points"]):
        label = esc(_("Start")) if i == 0 else str(i)
        cells = "".join(f"<td>{v}</td>" for row in p["values"] for v in row)
        rows.append(f'<tr data-move="{int(p["move"])}"><th scope="row">{label}</th>{cells}</tr>')
    return (f'<table class="story-table"><thead><tr><th scope="col">{esc(_(HEADS[story["unit"]]))}</th>'
            f'{heads}</tr></thead><tbody>{"".join(rows)}</tbody></table>')


def game_story(game: Any, snap: Snapshot) -> Optional[Dict[str, Any]]:
    """The game's story up to the position ``snap``, or None when the game tells none."""
    tell = getattr(game, "story", None)
    return None if tell is None else tell([snap.start, *(p.state for p in snap.history)])


class StoryPainter:
    """The chart of a page's game, made again only when the game, its position or the language
    changed."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.key: Any = None
        self.html = ""

    def html_for(self, snap: Snapshot) -> str:
        """The chart of the game up to the position ``snap`` ("" when the game tells no story)."""
        key = (snap.start, snap.seed, snap.players, snap.cursor, _(CAPTIONS["turn"]))
        if self.key is None or key[0] is not self.key[0] or key[1:] != self.key[1:]:
            story = game_story(self.game, snap)
            self.html = "" if story is None else chart_html(story, snap.players, snap.colors)
            self.key = key
        return self.html
