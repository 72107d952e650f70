"""Wind River's markup besides the board: players, the turn's steps, the log, the ranking, the
hexes' accessible names and the page's info lines. The board's SVG is
``ui.wind_river.view_board``, the last moves' marks ``ui.wind_river.view_trail``.

Pure functions of the state dict (``to_dict`` form) and of what the engine computed
(``engine.wind_river.hints``, ``ranking``, ``preview``); they return HTML strings (every name
escaped) or plain words, all from the ``wind-river`` catalogue. No DOM.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Set, Tuple

from engine.core.i18n import N_, words
from engine.wind_river import hints
from engine.wind_river import text as engine_text
from ui.shell import seats
from ui.shell.colours import colour
from ui.shell.safe_html import esc, name_html, text_with_names
from ui.wind_river.view_board import SEAT_PATTERNS, board_view
from ui.wind_river.view_trail import spot_classes

_, ngettext, pgettext = words("wind-river").functions()

ACTIONS = ("tipi", "earn", "insert", "buffalo", "pass")
#: the extra actions' button labels (translated where shown: :func:`action_label`)
ACTION_LABELS = {
    "tipi": N_("Move tipi"),
    "earn": N_("Earn"),
    "insert": N_("New tipi"),
    "buffalo": N_("Extra buffalo"),
    "pass": N_("Pass"),
}

#: places in the ranking (translated where shown)
ORDINALS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th")}

#: the action buttons' tooltips when there is nothing more precise to say (no game, a bot's turn)
ACTION_HINTS = {
    "tipi": N_("Move one of your tipis to a neighbouring hex"),
    "earn": N_("Take the surplus of your unshared herds"),
    "insert": N_("Pay 3: a new tipi beside one of yours"),
    "buffalo": N_("Move one more buffalo one step east"),
    "pass": N_("Only when nothing else is possible"),
}

#: the computer players' levels (seat kinds ``bot:easy`` ...), translated where shown
LEVELS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


def action_label(action: str) -> str:
    """The label of an extra action's button, in the current language."""
    return _(ACTION_LABELS[action]) if action in ACTION_LABELS else action


def action_hint(action: str) -> str:
    """The tooltip of an extra-action button when there is nothing more precise to say."""
    return _(ACTION_HINTS[action])


def level_words(level: str) -> str:
    """A bot level (easy, normal, hard) in the current language."""
    return _(LEVELS[level]) if level in LEVELS else level


def badge(colour_name: str, mark: str, seat: int = 0) -> str:
    """A small tipi badge (colour, the seat's pattern and mark) for use in HTML text."""
    fill, ink = colour(colour_name)
    pattern = SEAT_PATTERNS[seat % len(SEAT_PATTERNS)]
    over = f'<path d="M0 -11L10 10H-10z" class="tipi-pattern {pattern}"/>' if pattern else ""
    return (f'<svg class="badge" viewBox="-12 -15 24 27" aria-hidden="true"><path d="M0 -11L10 10H-10z" '
            f'fill="{esc(fill)}"/>{over}<path d="M-2.5 -14L0 -9L2.5 -14" class="poles"/>'
            f'<text y="7" fill="{esc(ink)}">{esc(mark)}</text></svg>')


def on_board(state: Dict[str, Any], seat: int) -> int:
    """Tipis of ``seat`` standing on the board."""
    return sum(cell["tipis"][seat] for cell in state["board"].values())


def players_html(state: Dict[str, Any], marks: Sequence[str], colours: Sequence[str],
                 kinds: Optional[Sequence[str]] = None, out_seats: Sequence[int] = ()) -> str:
    """One card per player: name, whose turn, resources, unused tipis, on the board, in the plains.

    ``kinds`` (``ui.shell.seats`` seat kinds) marks the computer players with their level;
    ``out_seats`` lists the seats that are out (``engine.wind_river.standing.is_out``) while the game goes on.
    """
    out = []
    over = state["phase"] == "over"
    for seat, p in enumerate(state["players"]):
        now = seat == state["current"] and not over
        cls = "player now" if now else "player"
        turn = f'<span class="to-play">{esc(_("to play"))}</span>' if now else ""
        first = seat == state.get("start_player")
        start = f' <span class="first" title="{esc(_("start player"))}">★</span>' if first else ""
        level = seats.level_of(kinds[seat]) if kinds else None
        bot = ""
        if level:
            lw = level_words(level)
            bot = (f'<span class="bot" data-level="{esc(level)}" '
                   f'title="{esc(_("computer player, {level}", level=lw))}">'
                   f'{esc(_("computer · {level}", level=lw))}</span>')
        if seat in out_seats and not over:
            bot += (f'<span class="out" title="{esc(_("no tipi on the board and none can come back"))}">'
                    f'{esc(_("out"))}</span>')
        stats = (
            (_("food"), _("<b>{n}</b> food", n=esc(p["resources"])), "stat"),
            (_("unused tipis in their own supply"), _("<b>{n}</b> unused", n=esc(p["unused"])), "stat"),
            (_("tipis on the board"), _("<b>{n}</b> board", n=on_board(state, seat)), "stat"),
            (_("tipis safe in the open plains"), _("<b>{n}</b> plains", n=esc(p["plains"])),
             "stat plains-stat"),
        )
        out.append(
            f'<li class="{cls}" data-seat="{seat}">{badge(colours[seat], marks[seat], seat)}'
            f'<span class="pname">{name_html(p["name"])}{start}</span>{turn}'
            f'<span class="stats">{bot}'
            + "".join(f'<span class="{c}" title="{esc(t)}">{h}</span>' for t, h, c in stats)
            + "</span></li>"
        )
    return "".join(out)


def bot_prompt(state: Dict[str, Any], level: str, paused: bool = False, skipping: bool = False) -> str:
    """The status line while a computer player is to act (``level``: easy, normal or hard)."""
    who = _("{name} (computer, {level})", name=state["players"][state["current"]]["name"],
            level=level_words(level))
    if paused:
        return _("Paused: {who} is to play. Press “Resume”, or step with Undo and Redo.", who=who)
    doing = BOT_DOING.get(state["phase"], BOT_PLAYS)
    line = _(doing, who=who)
    return _("{line} (skipping ahead)", line=line) if skipping else line


#: what a computer player is doing, by phase (``{who}`` is its name and level)
BOT_DOING = {
    "place": N_("{who} places a tipi…"),
    "buffalo": N_("{who} moves the herd…"),
    "supply": N_("{who} chooses a tipi to take back…"),
    "action": N_("{who} chooses an extra action…"),
}
BOT_PLAYS = N_("{who} plays…")


def steps_html(steps: Dict[str, Any]) -> str:
    """The step indicator: herd x of N → supply (with the cost about to be paid) → extra action.

    ``steps`` is ``engine.wind_river.hints.turn_steps``: every number comes from the rules.
    During setup it shows the placing round instead. ``previewed``: the supply's cost is what it
    would be after the herd step being pointed at (the chip says so).
    """
    phase = steps["phase"]
    if phase == "over":
        return f'<li class="now">{esc(_("Game over"))}</li>'
    if phase == "place":
        return (f'<li class="now">{esc(_("Setup · placing round {round} of 2", round=steps["round"]))}</li>'
                f'<li class="todo">{esc(_("then the first turn"))}</li>')
    cost, pay, back, previewed = steps["cost"] or 0, steps["pay"], steps["back"], steps["previewed"]
    if phase == "buffalo":
        step, total = steps["step"], steps["of"]
        herd = f'<li class="now">{esc(_("Herd {step} of {total}", step=step, total=total))}</li>'
        if cost == 0:
            sup = _("Supply · free after this step") if previewed else _("Supply · free")
        elif not back:
            sup = (_("Supply · pay {cost} after this step", cost=cost) if previewed
                   else _("Supply · pay {cost}", cost=cost))
        elif previewed:
            sup = ngettext("Supply · pay {res}, {n} tipi back after this step",
                           "Supply · pay {res}, {n} tipis back after this step", back, res=pay)
        else:
            sup = ngettext("Supply · pay {res}, {n} tipi back", "Supply · pay {res}, {n} tipis back",
                           back, res=pay)
        supply = f'<li class="{"todo previewed" if previewed else "todo"}">{esc(sup)}</li>'
    else:
        herd = f'<li class="done">{esc(_("Herd ✓"))}</li>'
        if phase == "supply":
            sup = ngettext("Supply · choose {n} tipi to take back", "Supply · choose {n} tipis to take back",
                           back)
            supply = f'<li class="now">{esc(sup)}</li>'
        else:
            supply = f'<li class="done">{esc(_("Supply ✓"))}</li>'
    action = f'<li class="{"now" if phase == "action" else "todo"}">{esc(_("Extra action"))}</li>'
    return herd + supply + action


def log_lines(lines: Sequence[str], colour_name: str, names: Sequence[str] = (),
              kinds: Optional[Sequence[str]] = None) -> str:
    """The log items of one move, newest first: what followed it, then the move itself.

    ``lines`` is what the engine narrated: the move's sentence first, then what it set off
    without a choice (supply paid, whose turn it is, ...); ``kinds`` says what each line is
    (``engine.wind_river.hints.log_kinds``: ``move``, ``turn-start`` or ``follow``; without
    it, ``hints.line_kinds`` of the players' ``names``). A turn's start is left out: the log
    names each turn in its header, above its moves (``ui.shell.status.GameLog``). The move
    carries its mover's colour; the ``names`` are isolated (``<bdi>``) wherever they appear.
    """
    fill, _ink = colour(colour_name)
    if kinds is None or len(kinds) != len(lines):
        kinds = hints.line_kinds(lines, names)
    out = []
    for extra, kind in reversed(list(zip(lines[1:], kinds[1:], strict=True))):
        if kind != hints.TURN_START:
            out.append(f'<li class="follow">{text_with_names(extra, names)}</li>')
    out.append(f'<li class="move"><span class="dot" style="background:{esc(fill)}"></span>'
               f'{text_with_names(lines[0], names)}</li>')
    return "".join(out)


def _place_words(n: int) -> str:
    return _(ORDINALS[n]) if n in ORDINALS else _("{n}th", n=n)


def ranking_html(state: Dict[str, Any], places: List[List[int]], marks: Sequence[str], colours: Sequence[str],
                 ties: Optional[List[Dict[str, Any]]] = None) -> str:
    """The final ranking table (``places`` from ``engine.ranking``), with the tie-breaks spelled
    out (``ties``: ``engine.wind_river.hints.tie_breaks``, computed from ``state`` when None).

    Each row carries ``data-place`` (1-based index into ``places``) and ``data-seat``.
    """
    players = state["players"]
    rows = []
    for i, group in enumerate(places, start=1):
        place = _place_words(i)
        if len(group) > 1:
            place = _("{place} (shared)", place=place)
        for seat in group:
            p = players[seat]
            rows.append(
                f'<tr data-place="{i}" data-seat="{seat}"><td class="place">{esc(place)}</td>'
                f'<td class="who">{badge(colours[seat], marks[seat], seat)} {name_html(p["name"])}</td>'
                f'<td class="num">{esc(p["plains"])}</td><td class="num">{esc(p["resources"])}</td></tr>'
            )
    names = [p["name"] for p in players]
    notes = tie_notes(players, hints.tie_breaks(state) if ties is None else ties)
    note_html = "".join(f"<li>{text_with_names(n, names)}</li>" for n in notes)
    title = text_with_names(winner_words(players, places), names)
    return (
        f'<h2 id="ranking-title">{title}</h2>'
        f'<table class="ranking"><thead><tr><th>{esc(_("Place"))}</th><th>{esc(_("Player"))}</th>'
        f'<th>{esc(_("Tipis in plains"))}</th>'
        f'<th>{esc(_("Food"))}</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
        f'<ul class="tie-notes">{note_html}</ul>'
    )


def winner_words(players: Sequence[Dict[str, Any]], places: List[List[int]]) -> str:
    """"Ann wins!" or "Ann and Ben share first place!"."""
    names = [players[s]["name"] for s in places[0]]
    if len(names) == 1:
        return _("{who} wins!", who=names[0])
    return _("{who} share first place!", who=_join(names))


def tie_notes(players: Sequence[Dict[str, Any]], ties: List[Dict[str, Any]]) -> List[str]:
    """Sentences explaining each tie-break the ranking needed (``ties`` from
    ``engine.wind_river.hints.tie_breaks``: one place shared, or resources deciding)."""
    notes = []
    for tie in ties:
        plains, groups = tie["plains"], tie["places"]
        names = [players[s]["name"] for s in tie["seats"]]
        if len(groups) == 1:
            notes.append(ngettext(
                "{who} have {n} tipi in the plains and {res} food each: they share a place.",
                "{who} have {n} tipis in the plains and {res} food each: they share a place.",
                plains, who=_join(names), res=players[groups[0][0]]["resources"]))
            continue
        order = ", ".join(f"{_join([players[s]['name'] for s in g])} ({players[g[0]]['resources']})"
                          for g in groups)
        if len(names) == 2:
            notes.append(ngettext(
                "{who} both have {n} tipi in the plains; food left decides: {order}.",
                "{who} both have {n} tipis in the plains; food left decides: {order}.",
                plains, who=_join(names), order=order))
        else:
            notes.append(ngettext(
                "{who} all have {n} tipi in the plains; food left decides: {order}.",
                "{who} all have {n} tipis in the plains; food left decides: {order}.",
                plains, who=_join(names), order=order))
    if not notes:
        notes.append(_("No ties: tipis in the open plains decided every place."))
    return notes


def _join(names: Sequence[str]) -> str:
    return engine_text.join_names(names)


def hex_label(state: Dict[str, Any], name: str, legal: bool = False, selected: bool = False,
              preview: str = "") -> str:
    """The accessible name of a hex (or the plains strip) in words: what lies there and whether
    it can be chosen now, e.g. "C3: 2 buffaloes, Ann's tipi; can be chosen", followed by the
    ``preview`` of what choosing it would cost and bring (``engine.wind_river.preview``)."""
    players = state["players"]
    if name == "plains":
        parts = [f"{p['name']} {p['plains']}" for p in players if p["plains"]]
        if parts:
            what = _("The open plains: {counts} tipis", counts=", ".join(parts))
        else:
            what = _("The open plains: no tipi yet")
    else:
        cell = state["board"].get(name)
        if cell is None:
            return _("{hex}: mountains, closed", hex=name)
        bits = []
        if cell["buffalo"]:
            bits.append(ngettext("{n} buffalo", "{n} buffaloes", cell["buffalo"]))
        for seat, n in enumerate(cell["tipis"]):
            if n:
                who = players[seat]["name"]
                bits.append(_("{who}'s tipi", who=who) if n == 1 else _("{n} tipis of {who}", n=n, who=who))
        if bits:
            what = _("{hex}: {contents}", hex=name, contents=", ".join(bits))
        else:
            what = _("{hex}: empty", hex=name)
    if selected:
        return _("{what}; picked (press again to cancel)", what=what)
    if legal and preview:
        return _("{what}; can be chosen. {preview}", what=what, preview=preview)
    if legal:
        return _("{what}; can be chosen", what=what)
    return what


# ---- the page's pieces -------------------------------------------------------------------------

def board_paint(state: Dict[str, Any], marks: Sequence[str], colours: Sequence[str], choices: Set[str],
                source: Optional[str], previews: Dict[str, Dict[str, Any]],
                last_moves: Sequence[Dict[str, Any]],
                compact: bool = False) -> Dict[str, Tuple[str, str, str]]:
    """Per drawn hex (and ``plains``): (class, inner markup, accessible name) for this state.

    ``choices`` are the hexes to highlight and ``source`` the picked one (``ui.wind_river.clicks``);
    ``previews`` the engine's preview of the move each target makes (``engine.wind_river.preview``:
    its badge on the hex, its words in the name); ``last_moves`` mark where they went
    (``was-from``, ``was-to``); ``compact``: a phone's board (``view_board.strip_box``)."""
    badges = {name: p["badge"] for name, p in previews.items()}
    view = board_view(state, marks, colours, choices, source, badges, compact)
    for name, extra in spot_classes(last_moves).items():
        if name in view:
            view[name] = (view[name][0] + " " + extra, view[name][1])
    out = {}
    for name, (cls, markup) in view.items():
        pv = previews.get(name)
        label = hex_label(state, name, name in choices, name == source, pv["text"] if pv else "")
        out[name] = (cls, markup, label)
    return out


def board_class(picking: bool, names_shown: bool) -> str:
    """The board's class: ``board``, ``picking`` while hexes are to be chosen, ``show-names``."""
    cls = "board picking" if picking else "board"
    return cls + " show-names" if names_shown else cls


def start_herd(state: Dict[str, Any], compact: bool = False) -> Dict[str, Tuple[str, str]]:
    """The board before any game: the start herd of ``state`` (a new game's dict), no tipi and an
    empty open-plains strip."""
    n = len(state["players"])
    view = board_view(state, [""] * n, ["red"] * n, compact=compact)
    return {name: (cls, markup if name != "plains" else "") for name, (cls, markup) in view.items()}


def game_info_html(state: Dict[str, Any], seed: object) -> str:
    """The info line of a game: its seed, start player and player count."""
    start = state["players"][state["start_player"]]["name"]
    template = esc(_("Seed {seed} · {start} started · {n} players"))
    return template.format(seed=esc(seed), start=name_html(start), n=len(state["players"]))


def new_game_words(state: Dict[str, Any], seed: object) -> str:
    """The info line of a new game: its seed and start player."""
    start = state["players"][state["start_player"]]["name"]
    return _("New game, seed {seed}: {start} is the start player.", seed=seed, start=start)


def why_html(notes: Dict[str, Dict[str, Any]]) -> str:
    """The list of why the disabled extra actions are not possible now (``notes`` from
    ``engine.wind_river.preview.action_notes``; passing is left out): one line per reason, naming
    every action it holds back (a player who is out reads "Move tipi, Earn, New tipi: no tipi on
    the board" once, not three times: a phone has no room for the same words thrice)."""
    template = _("<b>{action}</b>: {why}")  # our own markup: the names and reasons are escaped
    reasons: Dict[str, List[str]] = {}
    for a, n in notes.items():
        if not n["enabled"] and a != "pass":
            reasons.setdefault(n["text"], []).append(action_label(a))
    return "".join(f'<li>{template.format(action=esc(", ".join(labels)), why=esc(why))}</li>'
                   for why, labels in reasons.items())


def over_words(players: Sequence[Dict[str, Any]], places: List[List[int]]) -> str:
    """The status line once the game is over: who won."""
    return _("Game over: {winner}", winner=winner_words(players, places))
