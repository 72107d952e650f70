"""The JSON form of a state (``wind-river/1``) and its strict reader.

:func:`from_dict` accepts exactly what :func:`to_dict` can produce for a reachable-looking
position, and names the first thing that is wrong otherwise (``InvalidState``).
"""

from __future__ import annotations

from typing import Any, Dict, List

from ..core.i18n import N_, words
from ..core.players import check_colors as _check_colors
from ..core.players import check_names as _check_names
from ..core.reading import fail as _fail
from ..core.reading import fits as _fits
from ..core.reading import get as _get
from ..core.reading import numbers_fit
from ..core.reading import whole as _int
from .board import HEX_CAP, HEX_INDEX, HEX_NAMES, LAYOUTS, NUM_HEXES
from .rules import herd_can_step, unsupplied_by_hex
from .state import (
    NO_ARRIVALS,
    PHASE_BUFFALO,
    PHASE_OVER,
    PHASE_PLACE,
    PHASE_SUPPLY,
    PHASES,
    RESOURCE_CAP,
    RESOURCES_TOTAL,
    START_RESOURCES,
    TIPIS_PER_PLAYER,
    State,
)

STATE_FORMAT = "wind-river/1"

_, ngettext, pgettext = words("wind-river").functions()

#: where a missing key was looked for (a damaged save's diagnostic)
THE_STATE = N_("the state")


def to_dict(s: State) -> Dict[str, Any]:
    """The JSON form of ``s`` (plain dicts, lists, strings and ints)."""
    n = len(s.names)
    return {
        "format": STATE_FORMAT,
        "players": [
            {
                "name": s.names[q],
                "color": s.colors[q],
                "resources": s.resources[q],
                "unused": s.unused[q],
                "plains": s.plains[q],
            }
            for q in range(n)
        ],
        "board": {
            HEX_NAMES[h]: {"buffalo": s.buffalo[h], "tipis": [s.tipis[q][h] for q in range(n)]}
            for h in LAYOUTS[n].hexes
        },
        "stock": s.stock,
        "buffalo_out": s.buffalo_out,
        "current": s.current,
        "start_player": s.start_player,
        "phase": s.phase,
        "buffalo_left": s.buffalo_left,
        "arrived": {HEX_NAMES[h]: c for h, c in enumerate(s.arrived) if c},
    }


def check_names(names: Any) -> List[str]:
    """The normalised names (:func:`engine.core.players.check_names`) of 3–4 players, or
    ``ValueError``."""
    return _check_names(names, 3, 4, "Wind River")


def check_colors(colors: Any, n: int) -> List[str]:
    """``n`` distinct colours from the site's palette, or ``ValueError``."""
    return _check_colors(colors, n)


def from_dict(d: Any) -> State:
    """The state described by the JSON dict ``d``; raises ``InvalidState`` on anything wrong."""
    if not isinstance(d, dict):
        raise _fail(_("it must be a JSON object"))
    numbers_fit(d)
    if d.get("format") != STATE_FORMAT:
        raise _fail(_("'format' must be {format}", format=repr(STATE_FORMAT)))
    players = _get(d, "players", _(THE_STATE))
    if not isinstance(players, list) or not 3 <= len(players) <= 4:
        raise _fail(_("'players' must be a list of 3 or 4 players"))
    n = len(players)
    layout = LAYOUTS[n]
    names: List[str] = []
    colors: List[str] = []
    res: List[int] = []
    unused: List[int] = []
    plains: List[int] = []
    for q, pl in enumerate(players):
        where = _("player {number}", number=q + 1)
        if not isinstance(pl, dict):
            raise _fail(_("{where} must be an object", where=where))
        names.append(_get(pl, "name", where))
        colors.append(_get(pl, "color", where))
        res.append(_int(_get(pl, "resources", where), _("{player}'s food", player=where),
                        0, RESOURCE_CAP))
        unused.append(_int(_get(pl, "unused", where),
                           _("{player}'s unused tipis", player=where), 0, TIPIS_PER_PLAYER))
        plains.append(_int(_get(pl, "plains", where),
                           _("{player}'s tipis in the plains", player=where), 0, TIPIS_PER_PLAYER))
    try:
        names = check_names(names)
        colors = check_colors(colors, n)
    except ValueError as e:
        raise _fail(str(e).rstrip(".")) from None

    board = _get(d, "board", _(THE_STATE))
    if not isinstance(board, dict):
        raise _fail(_("'board' must be an object"))
    expected = {HEX_NAMES[h] for h in layout.hexes}
    if set(board) != expected:
        extra = sorted(set(map(str, board)) - expected)
        missing = sorted(expected - set(board))
        raise _fail(_("'board' must hold exactly the {count} hexes in play", count=len(expected))
                    + (_("; unexpected {hexes}", hexes=", ".join(extra[:3])) if extra else "")
                    + (_("; missing {hexes}", hexes=", ".join(missing[:3])) if missing else ""))
    buffalo = [0] * NUM_HEXES
    tipis = [[0] * NUM_HEXES for _ in range(n)]
    for name, cell in board.items():
        h = HEX_INDEX[name]
        if not isinstance(cell, dict) or "buffalo" not in cell or "tipis" not in cell:
            raise _fail(_("hex {hex} must have 'buffalo' and 'tipis'", hex=name))
        # (a failure is worded only when it happens: this loop runs at every read of a state)
        b = cell["buffalo"]
        buffalo[h] = b if _fits(b, 0, HEX_CAP) else _int(b, _("buffaloes on {hex}", hex=name), 0, HEX_CAP)
        row = cell["tipis"]
        if not isinstance(row, list) or len(row) != n:
            raise _fail(_("tipis on {hex} must be a list of {n} counts", hex=name, n=n))
        for q, c in enumerate(row):
            tipis[q][h] = c if _fits(c, 0, TIPIS_PER_PLAYER) else _int(
                c, _("player {number}'s tipis on {hex}", number=q + 1, hex=name), 0, TIPIS_PER_PLAYER)

    for q in range(n):
        total = unused[q] + plains[q] + sum(tipis[q])
        if total != TIPIS_PER_PLAYER:
            raise _fail(_("player {number} has {total} tipis in all, not {expected}", number=q + 1,
                          total=total, expected=TIPIS_PER_PLAYER))
    herd = sum(layout.start)
    out = _int(_get(d, "buffalo_out", _(THE_STATE)), "'buffalo_out'", 0, herd)
    if sum(buffalo) + out != herd:
        raise _fail(_("{board} buffaloes on the board and {gone} gone make {total}, not {herd}",
                      board=sum(buffalo), gone=out, total=sum(buffalo) + out, herd=herd))
    stock = _int(_get(d, "stock", _(THE_STATE)), "'stock'", 0, RESOURCES_TOTAL)
    if stock + sum(res) != RESOURCES_TOTAL:
        raise _fail(_("the stock and the players' food make {total}, not {expected}",
                      total=stock + sum(res), expected=RESOURCES_TOTAL))
    current = _int(_get(d, "current", _(THE_STATE)), "'current'", 0, n - 1)
    start = _int(_get(d, "start_player", _(THE_STATE)), "'start_player'", 0, n - 1)
    phase = _get(d, "phase", _(THE_STATE))
    if phase not in PHASES:
        raise _fail(_("'phase' must be one of {phases}", phases=", ".join(PHASES)))
    left = _int(_get(d, "buffalo_left", _(THE_STATE)), "'buffalo_left'", 0, TIPIS_PER_PLAYER)
    arrived_d = _get(d, "arrived", _(THE_STATE))
    if not isinstance(arrived_d, dict):
        raise _fail(_("'arrived' must be an object"))
    arrived = [0] * NUM_HEXES
    reachable = {HEX_NAMES[t] for targets in layout.forward for t in targets if t >= 0}
    for name, c in arrived_d.items():
        if name not in reachable:
            raise _fail(_("'arrived' names {hex}, which no buffalo can step onto",
                          hex=repr(str(name)[:12])))
        arrived[HEX_INDEX[name]] = _int(c, _("arrivals on {hex}", hex=name), 1, HEX_CAP)
        if c > buffalo[HEX_INDEX[name]]:
            raise _fail(_("{arrived} buffaloes arrived on {hex} but only {there} are there",
                          arrived=c, hex=name, there=buffalo[HEX_INDEX[name]]))

    s = State(
        names=tuple(names),
        colors=tuple(colors),
        start_player=start,
        current=current,
        phase=phase,
        buffalo=tuple(buffalo),
        tipis=tuple(tuple(row) for row in tipis),
        resources=tuple(res),
        unused=tuple(unused),
        plains=tuple(plains),
        stock=stock,
        buffalo_out=out,
        buffalo_left=left,
        arrived=tuple(arrived),
    )
    _check_phase(s)
    return s


def _check_phase(s: State) -> None:
    """Cross-field checks that depend on the phase."""
    n = len(s.names)
    layout = LAYOUTS[n]
    on_board = s.tipis_on_board()
    if s.phase != PHASE_BUFFALO and (s.buffalo_left or s.arrived != NO_ARRIVALS):
        raise _fail(_("'buffalo_left' must be 0 and 'arrived' empty outside phase 'buffalo'"))
    if s.phase == PHASE_PLACE:
        if any(s.plains) or s.buffalo != layout.start or s.resources != (START_RESOURCES,) * n:
            raise _fail(_("during placement, the herd, the food and the plains are as at "
                          "the start"))
        if on_board >= 2 * n:
            raise _fail(_("placement is over once every player has placed two tipis"))
        if any(sum(row[h] for row in s.tipis) > 1 for h in layout.hexes):
            raise _fail(_("during placement, no hex holds more than one tipi"))
        for q in range(n):
            order = (q - s.start_player) % n
            due = on_board // n + (1 if order < on_board % n else 0)
            if s.on_board(q) != due:
                raise _fail(_("player {number} should have placed {due} tipis by now", number=q + 1,
                              due=due))
        if s.current != (s.start_player + on_board) % n:
            raise _fail(_("during placement, it is the turn of the next player in seat order"))
        return
    if s.phase == PHASE_OVER:
        if on_board:
            raise _fail(_("the game is only over when no tipi stands on the board"))
        return
    if not on_board:
        raise _fail(_("with no tipi on the board the phase must be 'over'"))
    if s.phase == PHASE_BUFFALO:
        n_own = s.on_board(s.current)
        if not n_own:
            raise _fail(_("phase 'buffalo' but the current player has no tipi on the board"))
        if not 1 <= s.buffalo_left <= n_own:
            raise _fail(_("'buffalo_left' must be 1..{most} (the player's tipis on the board)",
                          most=n_own))
        if sum(s.arrived) > n_own - s.buffalo_left:
            raise _fail(_("more buffaloes arrived than steps were taken in this herd step"))
        if not herd_can_step(s.buffalo, s.arrived, layout):
            raise _fail(_("phase 'buffalo' but no buffalo can move"))
    elif s.phase == PHASE_SUPPLY:
        spots = unsupplied_by_hex(s, s.current)
        if len(spots) < 2 or sum(u for _, u in spots) <= s.resources[s.current]:
            raise _fail(_("phase 'supply' needs a real choice: more unsupplied tipis than "
                          "food, on at least two hexes"))
