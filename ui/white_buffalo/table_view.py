"""White Buffalo's table around the map: the players panel, the score sheet, the final ranking and
the hunt shown step by step; pure functions of an observation and the engine's scores. Test hooks:
the ranking ``[data-place]`` holding ``[data-seat]``; the score sheet ``#score-sheet``.
"""

from __future__ import annotations

from typing import Any, Dict, Optional, Sequence

from engine.core.i18n import N_, words
from engine.white_buffalo import text as wb_text
from engine.white_buffalo.text import teepee_name
from ui.shell import games
from ui.shell.colours import colour
from ui.shell.safe_html import esc, name_html, ranking_list_html, text_with_names, winner_headline_html
from ui.shell.walkthrough import Walkthrough
from ui.white_buffalo.map_view import NAMES

_, ngettext, pgettext = words("white-buffalo").functions()

def size(x: Any) -> int:
    """How many cards a place holds: an int (another player's, from ``observe``) or a list."""
    return len(x) if isinstance(x, list) else int(x)


LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


def level_word(level: str) -> str:
    """A bot level (``easy``, ``normal``, ``hard``) in words."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level


def players_html(obs: Dict[str, Any], colours: Sequence[str], viewer: Optional[int],
                 kinds: Sequence[str], current: Optional[int], estimates: Sequence[int],
                 final: bool = False) -> str:
    """One line per player: public holdings (territory, bison, teepees, retired, peace cards,
    hand and destiny sizes) and a running public score; once the game is over (``final``),
    ``estimates`` are the final totals and no tribe is said to wait for its placing."""
    out = []
    none = esc(_("none"))
    for seat, p in enumerate(obs["players"]):
        fill = colour(colours[seat])[0]
        now = f' <span class="to-play">{esc(_("to play"))}</span>' if seat == current else ""
        you = f' <span class="you">{esc(_("you"))}</span>' if seat == viewer else ""
        bot = kinds[seat][4:] if kinds[seat].startswith("bot:") else ""
        botw = (f'<span class="bot">{esc(_("computer · {level}", level=level_word(bot)))}</span>'
                if bot else "")
        passed = f' <span class="passed">{esc(_("passed"))}</span>' if p.get("passed") else ""
        where = NAMES.get(p.get("territory") or "")
        placed = (_("in {territory}", territory=where) if where else
                  "" if final else _("not placed yet"))
        where_html = f'<span class="stat">{esc(placed)}</span>' if placed else ""
        teepees = ", ".join(esc(teepee_name(t)) for t in p["teepees"]) or none
        retired = ", ".join(esc(teepee_name(t)) for t in p["retired"]) or none
        peace = ", ".join(esc(t) for t in p["peace_cards"]) or none
        cls = "player now" if seat == current else "player"
        hand, destiny = size(p["hand"]), size(p["destiny"])
        holdings = esc(_("Teepees: {teepees} · retired: {retired} · peace cards: {peace}",
                         teepees="\x00", retired="\x01", peace="\x02"))
        holdings = holdings.replace("\x00", teepees).replace("\x01", retired).replace("\x02", peace)
        held = "holdings" if p["teepees"] or p["retired"] or p["peace_cards"] else "holdings none"
        out.append(
            f'<li class="{cls}" data-player="{seat}" style="--seat:{fill}">'
            f'<span class="pname">{name_html(p["name"])}</span>{now}{you}{passed}'
            f'<span class="stats">{botw}{where_html}'
            f'<span class="stat">{ngettext("<b>{n}</b> bison", "<b>{n}</b> bison", int(p["bison"]))}</span>'
            f'<span class="stat">{ngettext("<b>{n}</b> in hand", "<b>{n}</b> in hand", hand)}</span>'
            f'<span class="stat">{ngettext("<b>{n}</b> destiny", "<b>{n}</b> destiny", destiny)}</span>'
            f'<span class="stat">{score_words(estimates[seat], final)}</span></span>'
            f'<span class="{held}">{holdings}</span></li>')
    return "".join(out)


def score_words(score: int, final: bool) -> str:
    """A tribe's score in the panel: "score ≈ 12" while the game runs (a public estimate, or the
    exact total for its own player), "final score 52" once it is over."""
    if final:
        return _("final score <b>{score}</b>", score=esc(score))
    return _("score ≈ <b>{score}</b>", score=esc(score))


SHEET_ROWS = (("start", N_("Start")), ("teepees", N_("Teepee points")), ("destiny", N_("Destiny cards")),
              ("symbols", N_("Symbol sets")), ("peace", N_("Peace cards cancelled")),
              ("pass", N_("Passed early")), ("total", N_("Total")))


def score_sheet_html(names: Sequence[str], scores: Sequence[Dict[str, Any]]) -> str:
    """The full score sheet (§10) as a table: one column per player, the destiny choice shown."""
    head = "".join(f'<th scope="col">{name_html(n)}</th>' for n in names)
    rows = []
    for key, label in SHEET_ROWS:
        cells = "".join(f'<td data-seat="{i}" data-row="{key}">{esc(sc[key])}</td>'
                        for i, sc in enumerate(scores))
        rows.append(f'<tr><th scope="row">{esc(_(label))}</th>{cells}</tr>')
    choice = []
    for sc in scores:
        picks = sc.get("destiny_cards", {})
        text = "; ".join(f"{esc(d)} ← {', '.join(esc(teepee_name(t)) for t in ts)}"
                         for d, ts in picks.items()) or "—"
        choice.append(f"<td>{text}</td>")
    rows.insert(3, f'<tr><th scope="row">{esc(_("Destiny cards filled"))}</th>{"".join(choice)}</tr>')
    return (f'<table id="score-sheet" class="sheet"><thead><tr><th scope="col">{esc(_("Score"))}</th>'
            f'{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')


def points(total: int) -> str:
    """'(12 points)': a total, its noun's number chosen by its size (French: -6 points, 1 point)."""
    return ngettext("({total} points)", "({total} points)", abs(total), total=total)


def ranking_html(names: Sequence[str], places: Sequence[Sequence[int]],
                 scores: Sequence[Dict[str, Any]]) -> str:
    """The final ranking (``[data-place]`` holding ``[data-seat]``) and the score sheet."""
    return (winner_headline_html(names, games.winner_words(names, places))
            + ranking_list_html(names, places, lambda p: points(int(scores[p]["total"])), _("(shared)"))
            + score_sheet_html(names, scores))


def walk_html(walk: Walkthrough, names: Sequence[str]) -> str:
    """The hunt's or walk's step on show: its sentence, a counter and the button that goes on."""
    line = text_with_names(wb_text.event(names, walk.event), names)
    title = esc(_("What happened"))
    counter = esc(_("step {step} of {total}", step=walk.step + 1, total=walk.total))
    go_on = _("Back to the game") if walk.last else _("Continue")
    return walk.html(f"{title} <small>{counter}</small>", line, go_on)
