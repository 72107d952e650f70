"""HTML for the side panels: players, the turn's step indicator, the log and the final ranking.

Pure functions of the state dict (``to_dict`` form) and of numbers the engine computed
(``supply_cost``, ``ranking``); they return HTML strings with every name escaped.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

from engine.wind_river import text as engine_text
from ui.shell import seats
from ui.shell.safe_html import esc, name_html, text_with_names
from ui.wind_river.render import SEAT_PATTERNS, colour

TURN_SUFFIX = engine_text.turn_start("")  # "'s turn": the engine's line for a new turn

ORDINALS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}

#: the action buttons' tooltips when there is nothing more precise to say (no game, a bot's turn)
ACTION_HINTS = {
    "tipi": "Move one of your tipis to a neighbouring hex",
    "earn": "Take the surplus of your unshared herds",
    "insert": "Pay 3: a new tipi beside one of yours",
    "buffalo": "Move one more buffalo one step east",
    "pass": "Only when nothing else is possible",
}


def badge(colour_name: str, mark: str, seat: int = 0) -> str:
    """A small tipi badge (colour, the seat's pattern and mark) for use in HTML text."""
    fill, ink = colour(colour_name)
    pattern = SEAT_PATTERNS[seat % len(SEAT_PATTERNS)]
    over = f'<path d="M0 -11L10 10H-10z" class="tipi-pattern {pattern}"/>' if pattern else ""
    return (f'<svg class="badge" viewBox="-12 -15 24 27" aria-hidden="true"><path d="M0 -11L10 10H-10z" '
            f'fill="{esc(fill)}"/>{over}<path d="M-2.5 -14L0 -9L2.5 -14" class="poles"/>'
            f'<text y="7" fill="{esc(ink)}">{esc(mark)}</text></svg>')


def on_board(state: dict, seat: int) -> int:
    """Tipis of ``seat`` standing on the board."""
    return sum(cell["tipis"][seat] for cell in state["board"].values())


def players_html(state: dict, marks: Sequence[str], colours: Sequence[str],
                 kinds: Optional[Sequence[str]] = None) -> str:
    """One card per player: name, whose turn, resources, unused tipis, on the board, in the plains.

    ``kinds`` (``ui.shell.seats`` seat kinds) marks the computer players with their level.
    """
    out = []
    over = state["phase"] == "over"
    for seat, p in enumerate(state["players"]):
        now = seat == state["current"] and not over
        cls = "player now" if now else "player"
        turn = '<span class="to-play">to play</span>' if now else ""
        first = seat == state.get("start_player")
        start = ' <span class="first" title="start player">★</span>' if first else ""
        level = seats.level_of(kinds[seat]) if kinds else None
        bot = (f'<span class="bot" data-level="{esc(level)}" title="computer player, {esc(level)}">'
               f'bot · {esc(level)}</span>' if level else "")
        out.append(
            f'<li class="{cls}" data-seat="{seat}">{badge(colours[seat], marks[seat], seat)}'
            f'<span class="pname">{name_html(p["name"])}{start}</span>{turn}'
            f'<span class="stats">{bot}'
            f'<span class="stat" title="resources (food)"><b>{esc(p["resources"])}</b> food</span>'
            f'<span class="stat" title="unused tipis in their own supply">'
            f'<b>{esc(p["unused"])}</b> unused</span>'
            f'<span class="stat" title="tipis on the board"><b>{on_board(state, seat)}</b> board</span>'
            f'<span class="stat plains-stat" title="tipis safe in the open plains">'
            f'<b>{esc(p["plains"])}</b> plains</span>'
            f"</span></li>"
        )
    return "".join(out)


def bot_prompt(state: dict, level: str, paused: bool = False, skipping: bool = False) -> str:
    """The status line while a computer player is to act (``level``: easy, normal or hard)."""
    who = f"{state['players'][state['current']]['name']} (computer, {level})"
    if paused:
        return f"Paused: {who} is to play. Press “Resume”, or step with Undo and Redo."
    doing = {"place": "places a tipi", "buffalo": "moves the herd", "supply": "chooses a tipi to take back",
             "action": "chooses an extra action"}.get(state["phase"], "plays")
    return f"{who} {doing}…" + (" (skipping ahead)" if skipping else "")


def steps_html(state: dict, supply_cost: Optional[int], previewed: bool = False) -> str:
    """The step indicator: herd x of N → supply (with the cost about to be paid) → extra action.

    During setup it shows the placement round instead. ``previewed``: ``supply_cost`` is what
    the supply would cost after the herd step being pointed at (the chip says so).
    """
    phase = state["phase"]
    if phase == "over":
        return '<li class="now">Game over</li>'
    seat = state["current"]
    if phase == "place":
        n = len(state["players"])
        placed = sum(on_board(state, s) for s in range(n))
        rnd = min(placed // n + 1, 2)
        return (f'<li class="now">Setup · placing round {rnd} of 2</li>'
                '<li class="todo">then the first turn</li>')
    total = on_board(state, seat)
    res = state["players"][seat]["resources"]
    cost = supply_cost if supply_cost is not None else 0
    if phase == "buffalo":
        step = total - state["buffalo_left"] + 1
        herd = f'<li class="now">Herd {step} of {total}</li>'
    else:
        herd = '<li class="done">Herd ✓</li>'
    if phase == "buffalo":
        if cost == 0:
            sup = "Supply · free"
        elif cost <= res:
            sup = f"Supply · pay {cost}"
        else:
            sup = f"Supply · pay {res}, {cost - res} tipi{'s' if cost - res > 1 else ''} back"
        if previewed:
            sup += " after this step"
        supply = f'<li class="{"todo previewed" if previewed else "todo"}">{sup}</li>'
    elif phase == "supply":
        back = cost - res
        supply = f'<li class="now">Supply · choose {back} tipi{"s" if back != 1 else ""} to take back</li>'
    else:
        supply = '<li class="done">Supply ✓</li>'
    action = f'<li class="{"now" if phase == "action" else "todo"}">Extra action</li>'
    return herd + supply + action


def log_lines(lines: Sequence[str], colour_name: str, names: Sequence[str] = ()) -> str:
    """The log items of one move, newest first: what followed it, then the move itself.

    ``lines`` is what the engine narrated: the move's sentence first, then what it set off
    without a choice (supply paid, whose turn it is, ...). The move carries its mover's colour;
    the players' ``names`` are isolated (``<bdi>``) wherever they appear.
    """
    fill, _ = colour(colour_name)
    out = []
    for extra in reversed(lines[1:]):
        cls = "turn-start" if extra.endswith(TURN_SUFFIX) else "follow"
        shown = f"↑ {extra}" if cls == "turn-start" else extra
        out.append(f'<li class="{cls}">{text_with_names(shown, names)}</li>')
    out.append(f'<li class="move"><span class="dot" style="background:{esc(fill)}"></span>'
               f'{text_with_names(lines[0], names)}</li>')
    return "".join(out)


def _place_words(n: int) -> str:
    return ORDINALS.get(n, f"{n}th")


def ranking_html(state: dict, places: List[List[int]], marks: Sequence[str], colours: Sequence[str]) -> str:
    """The final ranking table (``places`` from ``engine.ranking``), with the tie-breaks spelled out.

    Each row carries ``data-place`` (1-based index into ``places``) and ``data-seat``.
    """
    players = state["players"]
    rows = []
    for i, group in enumerate(places, start=1):
        shared = " (shared)" if len(group) > 1 else ""
        for seat in group:
            p = players[seat]
            rows.append(
                f'<tr data-place="{i}" data-seat="{seat}"><td class="place">{_place_words(i)}{shared}</td>'
                f'<td class="who">{badge(colours[seat], marks[seat], seat)} {name_html(p["name"])}</td>'
                f'<td class="num">{esc(p["plains"])}</td><td class="num">{esc(p["resources"])}</td></tr>'
            )
    names = [p["name"] for p in players]
    notes = tie_notes(players, places)
    note_html = "".join(f"<li>{text_with_names(n, names)}</li>" for n in notes)
    title = text_with_names(winner_words(players, places), names)
    return (
        f'<h2 id="ranking-title">{title}</h2>'
        f'<table class="ranking"><thead><tr><th>Place</th><th>Player</th><th>Tipis in plains</th>'
        f'<th>Resources</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
        f'<ul class="tie-notes">{note_html}</ul>'
    )


def winner_words(players: Sequence[dict], places: List[List[int]]) -> str:
    """"Ann wins!" or "Ann and Ben share first place!"."""
    names = [players[s]["name"] for s in places[0]]
    if len(names) == 1:
        return f"{names[0]} wins!"
    return f"{_join(names)} share first place!"


def tie_notes(players: Sequence[dict], places: List[List[int]]) -> List[str]:
    """Sentences explaining each tie-break the ranking needed (plains, then resources)."""
    notes = []
    flat = [(i, s) for i, group in enumerate(places) for s in group]
    by_plains: Dict[int, List[Tuple[int, int]]] = {}
    for i, s in flat:
        by_plains.setdefault(players[s]["plains"], []).append((i, s))
    for plains, members in sorted(by_plains.items(), reverse=True):
        if len(members) < 2:
            continue
        names = [players[s]["name"] for _, s in members]
        groups = sorted({i for i, _ in members})
        tipis = f"{plains} tipi{'s' if plains != 1 else ''} in the plains"
        if len(groups) == 1:
            notes.append(f"{_join(names)} have {tipis} and {players[members[0][1]]['resources']} "
                         f"resources each: they share a place.")
        else:
            order = ", ".join(
                f"{_join([players[s]['name'] for s in places[g]])} ({players[places[g][0]]['resources']})"
                for g in groups
            )
            both = "both" if len(names) == 2 else "all"
            notes.append(f"{_join(names)} {both} have {tipis}; resources left decide: {order}.")
    if not notes:
        notes.append("No ties: tipis in the open plains decided every place.")
    return notes


def _join(names: Sequence[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def hex_label(state: dict, name: str, legal: bool = False, selected: bool = False,
              preview: str = "") -> str:
    """The accessible name of a hex (or the plains strip) in words: what lies there and whether
    it can be chosen now, e.g. "C3: 2 buffaloes, Ann's tipi; can be chosen", followed by the
    ``preview`` of what choosing it would cost and bring (``engine.wind_river.preview``)."""
    players = state["players"]
    if name == "plains":
        parts = [f"{p['name']} {p['plains']}" for p in players if p["plains"]]
        what = "The open plains: " + (", ".join(parts) + " tipis" if parts else "no tipi yet")
    else:
        cell = state["board"].get(name)
        if cell is None:
            return f"{name}: mountains, closed"
        bits = []
        if cell["buffalo"]:
            bits.append(f"{cell['buffalo']} buffalo" + ("es" if cell["buffalo"] != 1 else ""))
        for seat, n in enumerate(cell["tipis"]):
            if n:
                who = players[seat]["name"]
                bits.append(f"{who}'s tipi" if n == 1 else f"{n} tipis of {who}")
        what = f"{name}: " + (", ".join(bits) if bits else "empty")
    if selected:
        return what + "; picked (press again to cancel)"
    if legal:
        return what + "; can be chosen" + (f". {preview}" if preview else "")
    return what
