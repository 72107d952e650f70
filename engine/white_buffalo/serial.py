"""The JSON form of a state (``white-buffalo/1``), its strict reader, and what one seat may see.

:func:`from_dict` accepts what :func:`to_dict` can produce for a consistent position and names
the first thing that is wrong otherwise (``InvalidState``). :func:`observe_dict` is the only view
a bot or another player's screen may use (WB-R26).

Piles (``pile``, ``stack``, ``destiny_pile``) list their cards bottom first: the last is the top.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Dict, List, Sequence, Tuple

from ..core.i18n import N_, words
from ..core.reading import boolean as _bool
from ..core.reading import bounded_list as _list
from ..core.reading import fail as _fail
from ..core.reading import get as _get
from ..core.reading import obj as _dict
from ..core.reading import players_and_seed
from ..core.reading import whole as _int
from ..core.untrusted import brief
from .data import (
    ANY,
    BLACK,
    BLUE,
    BROWN,
    BROWN_PER_PLAYER,
    BUFFALO_BILL,
    BUFFALO_BILL_AFTER_SET,
    CARD,
    CARD_COLOUR,
    CARD_COLOURS,
    CARD_IDS,
    CARD_VALUE,
    COPIES,
    CUBE_COLOURS,
    DEATH_ROWS,
    DESTINY_CARD,
    DESTINY_IDS,
    DISPLAY_SIZE,
    FIRST_PEACE,
    GREY,
    IS_HUNTER,
    MAX_BISON,
    NUM_DESTINY,
    NUM_KINDS,
    NUM_STACK_CARDS,
    NUM_TEEPEES,
    NUM_TERRITORIES,
    ORANGE,
    PEACE_COLOUR,
    PEACE_ROW,
    PEACE_SET,
    RED,
    RED_CUBES,
    ROW_SIZE,
    SPOTS,
    STACK_CARD,
    STACK_IDS,
    TEEPEE_COLOUR,
    TEEPEE_SET,
    TERRITORIES,
    TERRITORY,
    TOTAL_HERDS,
    TRACK_LENGTH,
    WAR_FRONTIER_SLOTS,
    WAR_RED_SLOTS,
    WHITE,
    WHITE_CUBES,
)
from .events import Event
from .rules import CUBE as CUBE_PHASE
from .rules import KIND_NAMES, NONE, OVER, PHASE_NAMES, PLAY, TAKE, TURN
from .state import State

STATE_FORMAT = "white-buffalo/1"
_ROW_NAMES = ("grey", "blue", "black")
_ENDINGS = (None, "stack", "stall")
_OVER_REASONS = (None, "herds", "stack", "passed", "stall")

_, ngettext, pgettext = words("white-buffalo").functions()

#: where a missing key was looked for (a damaged save's diagnostic)
THE_STATE = N_("the state")


# ---- writing -------------------------------------------------------------------------------------

def _hand_list(counts: Tuple[int, ...]) -> List[str]:
    return [CARD_IDS[k] for k in range(NUM_KINDS) for _ in range(counts[k])]


def _colours(mask: int) -> List[str]:
    return [CARD_COLOURS[c] for c in range(len(CARD_COLOURS)) if mask >> c & 1]


def _slot_ids(slots: Tuple[int, ...], ids: Tuple[str, ...]) -> List[Any]:
    return [None if c < 0 else ids[c] for c in slots]


def to_dict(s: State) -> Dict[str, Any]:
    """The JSON form of ``s`` (plain dicts, lists, strings, ints, bools and None)."""
    n = len(s.names)
    play: Dict[str, Any] | None = None
    if s.mplay:
        play = {"type": "move", "cards": [CARD_IDS[k] for k in s.mplay], "value": s.mvalue,
                "spent": s.mspent, "stepped": s.mstepped}
    elif s.hstack:
        play = {"type": "hunt", "cards": [CARD_IDS[k] for k in s.hstack]}
    return {
        "format": STATE_FORMAT,
        "seed": s.seed,
        "rng": s.rng,
        "start": s.start,
        "current": s.current,
        "phase": PHASE_NAMES[s.phase],
        "round": s.round,
        "final_round": s.final_round,
        "ending": s.ending,
        "over": s.over_reason,
        "quiet_turns": s.quiet,
        "players": [
            {
                "name": s.names[p],
                "color": s.colors[p],
                "territory": None if s.terr[p] < 0 else TERRITORIES[s.terr[p]],
                "hand": _hand_list(s.hand[p]),
                "destiny": [DESTINY_IDS[d] for d in s.destiny[p]],
                "bison": s.bison[p],
                "teepees": [STACK_IDS[t] for t in s.teepees[p]],
                "retired": [STACK_IDS[t] for t in s.retired[p]],
                "peace_cards": [STACK_IDS[c] for c in s.peace[p]],
                "passed": s.passed[p],
            }
            for p in range(n)
        ],
        "herds": {TERRITORIES[t]: s.herds[t] for t in range(NUM_TERRITORIES)},
        "calf_woman": None if s.calf < 0 else TERRITORIES[s.calf],
        "territory_cubes": {TERRITORIES[t]: [CUBE_COLOURS[c] for c in cubes]
                            for t, cubes in enumerate(s.tcubes) if cubes},
        "lost": s.lost,
        "bag": {CUBE_COLOURS[c]: s.bag[c] for c in range(len(CUBE_COLOURS))},
        "death_rate": {_ROW_NAMES[r]: s.death[r] for r in range(3)},
        "war": {"holder": None if s.war_holder < 0 else s.war_holder, "red": s.war_red,
                "frontier": [CUBE_COLOURS[c] for c in s.war_front]},
        "row": _slot_ids(s.row, CARD_IDS),
        "pile": [CARD_IDS[k] for k in s.pile],
        "discard": [CARD_IDS[k] for k in s.discard],
        "display": _slot_ids(s.display, STACK_IDS),
        "stack": [STACK_IDS[c] for c in s.stack],
        "destiny_pile": [DESTINY_IDS[d] for d in s.destiny_pile],
        "removed": [STACK_IDS[c] for c in s.removed],
        "turn": {
            "kind": KIND_NAMES[s.kind],
            "taken": s.taken,
            "steps": s.steps,
            "swept": s.swept,
            "plays": s.plays,
            "play": play,
            "previous_move_colours": _colours(s.prev),
            "laid_down": {TERRITORIES[t]: c for t, c in s.laid},
            "laid_order": [TERRITORIES[t] for t, _ in s.laid],
            "played": [CARD_IDS[k] for k in s.played],
            "pending": [CUBE_COLOURS[c] for c in s.pending],
            "loud": s.loud,
        },
    }


def public_events(events: Sequence[Event], seat: int | None) -> List[Event]:
    """The events as ``seat`` may see them: a blind draw's card and a drawn Destiny Card only
    for the seat that drew them."""
    out: List[Event] = []
    for e in events:
        if (e["type"] == "draw" or e["type"] == "destiny") and "secret" in e:
            shown = e.copy()
            if shown.pop("secret") != seat:
                shown.pop("card", None)
            e = shown
        out.append(e)
    return out


def observe_dict(s: State, seat: int | None) -> Dict[str, Any]:
    """What ``seat`` may know (WB-R26) in the contract's form; ``None``: the public view."""
    if seat is not None and not (type(seat) is int and 0 <= seat < len(s.names)):
        raise ValueError("There is no such seat.")
    d = to_dict(s)
    del d["seed"]
    del d["rng"]
    for p, pl in enumerate(d["players"]):
        if p != seat:
            pl["hand"] = len(pl["hand"])
            pl["destiny"] = len(pl["destiny"])
    d["pile"] = len(s.pile)
    d["stack"] = len(s.stack)
    d["destiny_pile"] = len(s.destiny_pile)
    d["last_events"] = public_events(s.events, seat)
    return d


# ---- reading -------------------------------------------------------------------------------------

def _id(value: Any, table: Dict[str, int], what: str) -> int:
    if not isinstance(value, str) or value not in table:
        raise _fail(_("{what} is {value}, which is not known", what=what, value=brief(value, 40)))
    return table[value]


def _ids(value: Any, table: Dict[str, int], what: str, limit: int) -> Tuple[int, ...]:
    return tuple(_id(v, table, _("an entry of {what}", what=what)) for v in _list(value, what, limit))


def _territory_or_none(value: Any, what: str) -> int:
    return -1 if value is None else _id(value, TERRITORY, what)


_TEEPEE_TABLE = {STACK_IDS[t]: t for t in range(NUM_TEEPEES)}
_PEACE_TABLE = {STACK_IDS[c]: c for c in range(FIRST_PEACE, BUFFALO_BILL)}
_DISPLAY_TABLE = {STACK_IDS[c]: c for c in range(BUFFALO_BILL)}
_REMOVED_TABLE = {STACK_IDS[c]: c for c in range(FIRST_PEACE, NUM_STACK_CARDS)}
_TCUBE_TABLE = {CUBE_COLOURS[c]: c for c in (RED, GREY, BLUE, BLACK)}
_FRONTIER_TABLE = {CUBE_COLOURS[c]: c for c in (GREY, BLUE, BLACK)}
_PENDING_TABLE = {CUBE_COLOURS[c]: c for c in (RED, GREY, ORANGE, BLUE, BLACK, WHITE)}
_COLOUR_TABLE = {c: i for i, c in enumerate(CARD_COLOURS)}


def from_dict(d: Any) -> State:
    """The state described by the JSON dict ``d``; raises ``InvalidState`` naming what is wrong."""
    d = _dict(d, _(THE_STATE))
    players, names, colors, seed = players_and_seed(d, STATE_FORMAT, 2, 4, "White Buffalo")
    n = len(players)
    v: Dict[str, Any] = {"names": tuple(names), "colors": tuple(colors), "seed": seed}
    v["rng"] = _int(_get(d, "rng", _(THE_STATE)), "'rng'", 0, 2**64 - 1)
    v["start"] = _int(_get(d, "start", _(THE_STATE)), "'start'", 0, n - 1)
    v["current"] = _int(_get(d, "current", _(THE_STATE)), "'current'", 0, n - 1)
    phase_name = _get(d, "phase", _(THE_STATE))
    if phase_name not in PHASE_NAMES:
        raise _fail(_("'phase' must be 'turn', 'cube' or 'over'"))
    v["phase"] = PHASE_NAMES.index(phase_name)
    v["round"] = _int(_get(d, "round", _(THE_STATE)), "'round'", 1, 100_000)
    v["final_round"] = _bool(_get(d, "final_round", _(THE_STATE)), "'final_round'")
    ending = _get(d, "ending", _(THE_STATE))
    if ending not in _ENDINGS:
        raise _fail(_("'ending' must be null, 'stack' or 'stall'"))
    v["ending"] = ending
    over = _get(d, "over", _(THE_STATE))
    if over not in _OVER_REASONS:
        raise _fail(_("'over' must be null, 'herds', 'stack', 'passed' or 'stall'"))
    v["over_reason"] = over
    v["quiet"] = _int(_get(d, "quiet_turns", _(THE_STATE)), "'quiet_turns'", 0, 100_000)

    terr, hand, destiny, bison, teepees, retired, peace, passed = [], [], [], [], [], [], [], []
    for q, pl in enumerate(players):
        who = _("player {player}", player=q + 1)
        terr.append(_territory_or_none(_get(pl, "territory", who), _("{who}'s territory", who=who)))
        counts = [0] * NUM_KINDS
        for k in _ids(_get(pl, "hand", who), CARD, _("{who}'s hand", who=who), sum(COPIES)):
            counts[k] += 1
        hand.append(tuple(counts))
        destiny.append(
            _ids(_get(pl, "destiny", who), DESTINY_CARD, _("{who}'s destiny cards", who=who), NUM_DESTINY)
        )
        bison.append(_int(_get(pl, "bison", who), _("{who}'s bison", who=who), 0, MAX_BISON))
        teepees.append(
            _ids(_get(pl, "teepees", who), _TEEPEE_TABLE, _("{who}'s teepees", who=who), NUM_TEEPEES)
        )
        ret = _ids(
            _get(pl, "retired", who), _TEEPEE_TABLE, _("{who}'s retired teepees", who=who), NUM_TEEPEES
        )
        pc = _ids(_get(pl, "peace_cards", who), _PEACE_TABLE, _("{who}'s peace cards", who=who), NUM_TEEPEES)
        if len(ret) != len(pc):
            raise _fail(
                _(
                    "{who} has {retired} retired teepees but {cards} Settler, Treaty and Railroad cards; "
                    "each retired one was paired with one card",
                    who=who,
                    retired=len(ret),
                    cards=len(pc),
                )
            )
        for t, c in zip(ret, pc, strict=True):
            want = PEACE_COLOUR[c - FIRST_PEACE]
            if want != ANY and want != TEEPEE_COLOUR[t]:
                raise _fail(
                    _(
                        "{who}'s {card} cannot have retired {teepee}",
                        who=who,
                        card=STACK_IDS[c],
                        teepee=STACK_IDS[t],
                    )
                )
        retired.append(ret)
        peace.append(pc)
        passed.append(_bool(_get(pl, "passed", who), _("{who}'s 'passed'", who=who)))
        if passed[-1] and (terr[-1] >= 0 or bison[-1]):
            raise _fail(_("{who} has passed, so the tribe is off the board and holds no bison", who=who))
    v.update(
        terr=tuple(terr),
        hand=tuple(hand),
        destiny=tuple(destiny),
        bison=tuple(bison),
        teepees=tuple(teepees),
        retired=tuple(retired),
        peace=tuple(peace),
        passed=tuple(passed),
    )

    herds_d = _dict(_get(d, "herds", _(THE_STATE)), "'herds'")
    if set(herds_d) != set(TERRITORIES):
        raise _fail(_("'herds' must give the standing herds of every territory, and only those"))
    v["herds"] = tuple(_int(herds_d[t], _("the herds of {territory}", territory=t), 0, TOTAL_HERDS)
                       for t in TERRITORIES)
    v["calf"] = _territory_or_none(_get(d, "calf_woman", _(THE_STATE)), "'calf_woman'")
    tc_d = _dict(_get(d, "territory_cubes", _(THE_STATE)), "'territory_cubes'")
    tcubes: List[Tuple[int, ...]] = [()] * NUM_TERRITORIES
    for tid, cubes in tc_d.items():
        t = _id(tid, TERRITORY, _("a territory of 'territory_cubes'"))
        tcubes[t] = _ids(cubes, _TCUBE_TABLE, _("the cubes in {territory}", territory=tid), 20)
    v["tcubes"] = tuple(tcubes)
    v["lost"] = _int(_get(d, "lost", _(THE_STATE)), "'lost'", 0, TRACK_LENGTH)
    bag_d = _dict(_get(d, "bag", _(THE_STATE)), "'bag'")
    if set(bag_d) != set(CUBE_COLOURS):
        raise _fail(_("'bag' must count exactly these colours: {colours}", colours=", ".join(CUBE_COLOURS)))
    v["bag"] = tuple(_int(bag_d[c], _("the {colour} cubes in the bag", colour=c), 0, 100)
                     for c in CUBE_COLOURS)
    dr = _dict(_get(d, "death_rate", _(THE_STATE)), "'death_rate'")
    if set(dr) != set(_ROW_NAMES):
        raise _fail(_("'death_rate' must have the rows grey, blue and black"))
    v["death"] = tuple(
        _int(dr[r], _("the {row} row of the death rate card", row=r), 0, SPOTS) for r in _ROW_NAMES
    )
    war = _dict(_get(d, "war", _(THE_STATE)), "'war'")
    holder = _get(war, "holder", "'war'")
    v["war_holder"] = -1 if holder is None else _int(holder, _("the War Card's holder"), 0, n - 1)
    v["war_red"] = _int(_get(war, "red", "'war'"), _("the War Card's red cubes"), 0, WAR_RED_SLOTS)
    v["war_front"] = _ids(
        _get(war, "frontier", "'war'"),
        _FRONTIER_TABLE,
        _("the War Card's frontier slots"),
        WAR_FRONTIER_SLOTS,
    )
    row = _list(_get(d, "row", _(THE_STATE)), "'row'", ROW_SIZE)
    if len(row) != ROW_SIZE:
        raise _fail(_("'row' must have {size} slots", size=ROW_SIZE))
    v["row"] = tuple(-1 if c is None else _id(c, CARD, _("a row card")) for c in row)
    v["pile"] = _ids(_get(d, "pile", _(THE_STATE)), CARD, "'pile'", sum(COPIES))
    v["discard"] = _ids(_get(d, "discard", _(THE_STATE)), CARD, "'discard'", sum(COPIES))
    disp = _list(_get(d, "display", _(THE_STATE)), "'display'", DISPLAY_SIZE)
    if len(disp) != DISPLAY_SIZE:
        raise _fail(_("'display' must have {size} slots", size=DISPLAY_SIZE))
    v["display"] = tuple(-1 if c is None else _id(c, _DISPLAY_TABLE, _("a display card")) for c in disp)
    v["stack"] = _ids(_get(d, "stack", _(THE_STATE)), STACK_CARD, "'stack'", NUM_STACK_CARDS)
    v["destiny_pile"] = _ids(
        _get(d, "destiny_pile", _(THE_STATE)), DESTINY_CARD, "'destiny_pile'", NUM_DESTINY
    )
    v["removed"] = _ids(_get(d, "removed", _(THE_STATE)), _REMOVED_TABLE, "'removed'", NUM_STACK_CARDS)

    turn = _dict(_get(d, "turn", _(THE_STATE)), "'turn'")
    kind_name = _get(turn, "kind", "'turn'")
    if kind_name not in KIND_NAMES:
        raise _fail(_("the turn's 'kind' must be null, 'take' or 'play'"))
    v["kind"] = KIND_NAMES.index(kind_name)
    v["taken"] = _int(_get(turn, "taken", "'turn'"), _("the cards taken this turn"), 0, 2)
    v["steps"] = _int(_get(turn, "steps", "'turn'"), _("the steps this turn"), 0, 1000)
    v["swept"] = _bool(_get(turn, "swept", "'turn'"), _("the turn's 'swept'"))
    v["plays"] = _int(_get(turn, "plays", "'turn'"), _("the plays this turn"), 0, 1000)
    v["loud"] = _bool(_get(turn, "loud", "'turn'"), _("the turn's 'loud'"))
    play = _get(turn, "play", "'turn'")
    v.update(mplay=(), mvalue=0, mspent=0, mstepped=False, hstack=(), mcolours=0)
    cur = v["current"]
    if play is not None:
        play = _dict(play, _("the open play"))
        ptype = _get(play, "type", _("the open play"))
        cards = _ids(_get(play, "cards", _("the open play")), CARD, _("the open play's cards"), 20)
        if not cards:
            raise _fail(_("an open play holds at least one card"))
        if ptype == "move":
            if any(IS_HUNTER[k] for k in cards):
                raise _fail(_("a move play holds horse cards only"))
            cols = [CARD_COLOUR[k] for k in cards]
            if len(set(cols)) != len(cols):
                raise _fail(_("the cards of a move play must all have different colours"))
            mask = 0
            value = 0
            for k in cards:
                mask |= 1 << CARD_COLOUR[k]
                value += CARD_VALUE[k] + sum(1 for t in teepees[cur] if TEEPEE_COLOUR[t] == CARD_COLOUR[k])
            if _get(play, "value", _("the open play")) != value:
                raise _fail(_("the open move play's value must be {value}", value=value))
            spent = _int(_get(play, "spent", _("the open play")), _("the open play's spent value"), 0, value)
            stepped = _bool(_get(play, "stepped", _("the open play")), _("the open play's 'stepped'"))
            if stepped != (spent > 0):
                raise _fail(_("a move play has stepped exactly when it has spent horse value"))
            v.update(mplay=cards, mvalue=value, mspent=spent, mstepped=stepped, mcolours=mask)
        elif ptype == "hunt":
            if len({CARD_COLOUR[k] for k in cards}) != 1:
                raise _fail(_("a hunt stack holds cards of one colour"))
            v["hstack"] = cards
        else:
            raise _fail(_("the open play's 'type' must be 'move' or 'hunt'"))
    prev = 0
    for c in _list(_get(turn, "previous_move_colours", "'turn'"), "'previous_move_colours'", 5):
        prev |= 1 << _id(c, _COLOUR_TABLE, _("a previous move colour"))
    v["prev"] = prev
    if v["mcolours"] & prev:
        raise _fail(_("the open move play repeats a colour of the previous move play"))
    laid_d = _dict(_get(turn, "laid_down", "'turn'"), "'laid_down'")
    order = _list(_get(turn, "laid_order", "'turn'"), "'laid_order'", NUM_TERRITORIES)
    if sorted(order, key=str) != sorted(laid_d, key=str) or len(set(map(str, order))) != len(order):
        raise _fail(_("'laid_order' must list each territory of 'laid_down' once"))
    v["laid"] = tuple(
        (
            _id(t, TERRITORY, _("a territory of 'laid_down'")),
            _int(laid_d[t], _("the herds laid down in {territory}", territory=t), 0, TOTAL_HERDS),
        )
        for t in order
    )
    v["played"] = _ids(_get(turn, "played", "'turn'"), CARD, "'played'", 60)
    v["pending"] = _ids(_get(turn, "pending", "'turn'"), _PENDING_TABLE, "'pending'", 20)

    s = State(**v)
    _check_conservation(s)
    _check_stack(s)
    _check_phase(s)
    return s


def _check_conservation(s: State) -> None:
    n = len(s.names)
    cards = Counter(s.pile) + Counter(s.discard) + Counter(s.mplay) + Counter(s.hstack) + Counter(s.played)
    cards.update(k for k in s.row if k >= 0)
    for p in range(n):
        for k in range(NUM_KINDS):
            cards[k] += s.hand[p][k]
    for k in range(NUM_KINDS):
        if cards[k] != COPIES[k]:
            raise _fail(
                _(
                    "there are {count} {card} cards in all places, not {expected}",
                    count=cards[k],
                    card=CARD_IDS[k],
                    expected=COPIES[k],
                )
            )
    stack = Counter(s.stack) + Counter(s.removed)
    stack.update(c for c in s.display if c >= 0)
    for p in range(n):
        stack.update(s.teepees[p])
        stack.update(s.retired[p])
        stack.update(s.peace[p])
    for c in range(NUM_STACK_CARDS):
        if stack[c] != 1:
            raise _fail(_("{card} is in {count} places, not exactly one", card=STACK_IDS[c], count=stack[c]))
    dest = Counter(s.destiny_pile)
    for p in range(n):
        dest.update(s.destiny[p])
    for c in range(NUM_DESTINY):
        if dest[c] != 1:
            raise _fail(
                _(
                    "Destiny Card {card} is in {count} places, not exactly one",
                    card=DESTINY_IDS[c],
                    count=dest[c],
                )
            )
    herds = sum(s.herds) + sum(c for _, c in s.laid) + s.lost
    if herds != TOTAL_HERDS:
        raise _fail(
            _(
                "standing, laid-down and lost herds add up to {herds}, not {expected}",
                herds=herds,
                expected=TOTAL_HERDS,
            )
        )
    cubes = Counter({c: s.bag[c] for c in range(len(CUBE_COLOURS))})
    cubes[BROWN] += sum(s.bison)
    for t in s.tcubes:
        cubes.update(t)
    cubes[RED] += s.war_red
    cubes.update(s.war_front)
    cubes.update(s.pending)
    for r, (colour, _size) in enumerate(DEATH_ROWS):
        cubes[colour] += s.death[r]
    bill_out = BUFFALO_BILL in s.removed
    expected = {
        BROWN: BROWN_PER_PLAYER * n,
        RED: RED_CUBES,
        WHITE: WHITE_CUBES,
        ORANGE: 1 if bill_out else 0,
        GREY: SPOTS,
        BLUE: SPOTS,
        BLACK: SPOTS,
    }
    for c, want in expected.items():
        if cubes[c] != want:
            raise _fail(
                _(
                    "there are {count} {colour} cubes in play, not {want}",
                    count=cubes[c],
                    colour=CUBE_COLOURS[c],
                    want=want,
                )
            )
    for r in range(3):
        in_stack = sum(
            1 for c in s.stack if FIRST_PEACE <= c < BUFFALO_BILL and PEACE_ROW[c - FIRST_PEACE] == r
        )
        if s.death[r] != in_stack:
            raise _fail(
                _(
                    "the {row} row of the death rate card must hold one cube per card of its kind still in "
                    "the stack ({in_stack})",
                    row=_ROW_NAMES[r],
                    in_stack=in_stack,
                )
            )
    if s.war_holder < 0 and (s.war_red or s.war_front):
        raise _fail(_("cubes lie on the War Card but nobody holds it"))
    if s.war_holder >= 0 and not (s.war_red or s.war_front):
        raise _fail(_("a held War Card is never empty"))
    if s.war_holder >= 0 and s.passed[s.war_holder]:
        raise _fail(_("a player who passed cannot hold the War Card"))


def _rank(c: int) -> float:
    if c == BUFFALO_BILL:
        return BUFFALO_BILL_AFTER_SET + 0.5
    return TEEPEE_SET[c] if c < FIRST_PEACE else PEACE_SET[c - FIRST_PEACE]


def _check_stack(s: State) -> None:
    ranks = [_rank(c) for c in s.stack]
    if any(a < b for a, b in zip(ranks, ranks[1:], strict=False)):
        raise _fail(_("the teepee stack must run set I on top, then II, Buffalo Bill, III, IV, V"))
    if s.stack and any(c < 0 for c in s.display):
        raise _fail(_("a display slot is empty while the stack still has cards"))
    if any(c >= 0 for c in s.display) and s.stack:
        top = max((_rank(c) for c in s.display if c >= 0), default=0)
        if top > ranks[-1]:
            raise _fail(_("the display shows a later set than the top of the stack"))
    if not s.stack and not s.final_round and s.phase != OVER:
        raise _fail(_("the stack is empty, so the final round must have begun"))
    if s.ending == "stack" and s.stack:
        raise _fail(_("the final round cannot be due to the stack while it still has cards"))
    if s.final_round != (s.ending is not None):
        raise _fail(_("'ending' names why the final round began, and only then"))


def _check_phase(s: State) -> None:
    n = len(s.names)
    cur = s.current
    if s.phase == OVER:
        if s.over_reason is None:
            raise _fail(_("a finished game says why it ended ('over')"))
        if s.over_reason == "herds" and s.lost != TRACK_LENGTH:
            raise _fail(_("a game ended by the herds has a full lost-herds track"))
        if s.over_reason == "passed" and not all(s.passed):
            raise _fail(_("a game ended by passing has every player passed"))
        if s.over_reason in ("stack", "stall") and s.ending != s.over_reason:
            raise _fail(_("a game ended after its final round names that round's reason"))
        return
    if s.over_reason is not None:
        raise _fail(_("'over' is null until the game is over"))
    if s.lost >= TRACK_LENGTH:
        raise _fail(_("the lost-herds track is full, so the game must be over"))
    if s.passed[cur]:
        raise _fail(_("player {player} has passed and cannot be the one to act", player=cur + 1))
    # The row refills only at the end of a Take Action Cards turn (§5), from the pile or, when it is
    # empty, from the reshuffled discards; so a slot left empty means both ran out then. Later plays
    # may fill the discard pile again, but never the draw pile.
    if s.kind != TAKE and any(k < 0 for k in s.row) and s.pile:
        raise _fail(_("a row slot is empty while the draw pile still has cards"))
    if s.kind != TAKE and s.taken:
        raise _fail(_("cards are counted as taken only in a Take Action Cards turn"))
    if s.kind == TAKE and not s.taken:
        raise _fail(_("a Take Action Cards turn has taken a card"))
    if s.kind != PLAY and (s.mplay or s.hstack or s.played or s.plays or s.steps or s.laid or s.prev):
        raise _fail(_("plays, steps and laid-down herds belong to a Play Action Cards turn"))
    if s.mplay and s.hstack:
        raise _fail(_("a move play and a hunt stack cannot both be open"))
    if s.terr[cur] < 0 and (s.kind != NONE or s.swept):
        raise _fail(_("a tribe off the board cannot have begun its turn"))
    if s.phase == CUBE_PHASE:
        if not s.pending or s.kind != PLAY or s.hstack or s.mplay:
            raise _fail(_("phase 'cube' comes after a hunt, with pulled cubes still to resolve"))
        c = s.pending[0]
        if c == RED:
            ok = s.war_red < WAR_RED_SLOTS
        else:
            ok = c in (GREY, BLUE, BLACK) and s.war_holder == cur and len(s.war_front) < WAR_FRONTIER_SLOTS
        if not ok:
            raise _fail(_("the cube awaiting a choice must be one that offers one"))
    elif s.phase == TURN and s.pending:
        raise _fail(_("pulled cubes wait only in phase 'cube' or once the game is over"))
    if n < 2:  # pragma: no cover - the players check above forbids it
        raise _fail(_("too few players"))
