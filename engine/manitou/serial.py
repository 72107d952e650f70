"""The JSON form of a state (``manitou/1``), its strict reader, and what one seat may see.

:func:`from_dict` accepts what :func:`to_dict` can produce for a consistent position and names
the first thing that is wrong otherwise (``InvalidState``). :func:`observe` is the only view a
bot or another player's screen may use (rules M-R8).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Dict, List, Tuple

from ..core.players import check_colors, check_names, check_seed
from ..core.reading import bounded_list as _list
from ..core.reading import fail as _fail
from ..core.reading import get as _get
from ..core.reading import whole as _int
from ..core.untrusted import brief
from .cards import (
    CARD_IDS,
    DEALER_PARTY_SIZE,
    FIRST_WARRIOR,
    HAND_SIZE,
    HUNTS,
    KIND,
    LARGE_HERDS,
    LARGE_VALUES,
    LAYOUTS,
    MAX_UP,
    NUM_KINDS,
    PARTY_SIZE,
    PLAYS_PER_HUNT,
    SMALL_HERDS,
    SMALL_VALUES,
    TRIBE,
    TRIBE_SIZE,
    per_hunt,
)
from .rules import OVER, PHASE_NAMES, SELECT, UP, grounds_json
from .state import State

STATE_FORMAT = "manitou/1"
_ZERO = (0,) * NUM_KINDS


# ---- writing -------------------------------------------------------------------------------------

def _counts_dict(counts: Tuple[int, ...]) -> Dict[str, int]:
    return {CARD_IDS[k]: c for k, c in enumerate(counts) if c}


def _counts_list(counts: Tuple[int, ...]) -> List[str]:
    return [CARD_IDS[k] for k, c in enumerate(counts) for _ in range(c)]


def to_dict(s: State) -> Dict[str, Any]:
    """The JSON form of ``s`` (plain dicts, lists, strings, ints and bools)."""
    n = len(s.names)
    return {
        "format": STATE_FORMAT,
        "seed": s.seed,
        "hunt": s.hunt,
        "dealer": s.dealer,
        "current": s.current,
        "phase": PHASE_NAMES[s.phase],
        "players": [
            {
                "name": s.names[p],
                "color": s.colors[p],
                "reserve": _counts_dict(s.reserve[p]),
                "party": _counts_list(s.party[p]),
                "hand": [CARD_IDS[k] for k in s.hand[p]],
                "pile": [CARD_IDS[k] for k in s.pile[p]],
                "played": s.played[p],
                "buffalo": list(s.won[p]),
                "hide_thieves": s.thieves[p],
                "prisoners": [{"card": CARD_IDS[k], "owner": o} for k, o in s.prisoners[p]],
            }
            for p in range(n)
        ],
        "grounds": grounds_json(s.gbuf, s.cards),
        "large": list(s.large),
        "small": list(s.small),
        "box": list(s.box),
    }


def observe_dict(s: State, seat: int | None) -> Dict[str, Any]:
    """What ``seat`` may know (M-R8) in the contract's form; ``None``: the public view."""
    if seat is not None and not (type(seat) is int and 0 <= seat < len(s.names)):
        raise ValueError("There is no such seat.")
    d = to_dict(s)
    del d["seed"]
    for p, pl in enumerate(d["players"]):
        if p == seat:
            pl["pile"] = sorted(pl["pile"])
            continue
        hidden = [a + b for a, b in zip(s.reserve[p], s.party[p], strict=True)]
        for k in s.hand[p] + s.pile[p]:
            hidden[k] += 1
        pl["unseen"] = _counts_dict(tuple(hidden))
        pl["reserve"] = sum(s.reserve[p])
        pl["party"] = sum(s.party[p])
        pl["pile"] = len(s.pile[p])
        pl["hand"] = len(s.hand[p])
    d["buffalo_unseen"] = {"large": sorted(s.large), "small": sorted(s.small)}
    d["large"] = len(s.large)
    d["small"] = len(s.small)
    return d


# ---- reading -------------------------------------------------------------------------------------

def _kind(value: Any, what: str) -> int:
    if not isinstance(value, str) or value not in KIND:
        raise _fail(f"{what} is {brief(value, 40)}, which is no card id")
    return KIND[value]


def _kinds(value: Any, what: str, limit: int) -> Tuple[int, ...]:
    return tuple(_kind(v, f"a card in {what}") for v in _list(value, what, limit))


def _values(value: Any, what: str, allowed: frozenset, limit: int) -> Tuple[int, ...]:
    out = []
    for v in _list(value, what, limit):
        if type(v) is not int or v not in allowed:
            raise _fail(f"{what} holds {brief(v, 30)}, which is no buffalo card there")
        out.append(v)
    return tuple(out)


def from_dict(d: Any) -> State:
    """The state described by the JSON dict ``d``; raises ``InvalidState`` naming what is wrong."""
    if not isinstance(d, dict):
        raise _fail("it must be a JSON object")
    if d.get("format") != STATE_FORMAT:
        raise _fail(f"'format' must be {STATE_FORMAT!r}")
    players = _get(d, "players", "the state")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise _fail("'players' must be a list of 2 to 4 players")
    n = len(players)
    if not all(isinstance(pl, dict) for pl in players):
        raise _fail("every player must be an object")
    try:
        names = check_names([_get(pl, "name", f"player {q + 1}") for q, pl in enumerate(players)],
                            2, 4, "Manitou")
        colors = check_colors([_get(pl, "color", f"player {q + 1}") for q, pl in enumerate(players)], n)
        seed = check_seed(_get(d, "seed", "the state"))
    except ValueError as e:
        raise _fail(str(e).rstrip(".")) from None
    hunt = _int(_get(d, "hunt", "the state"), "'hunt'", 1, HUNTS)
    dealer = _int(_get(d, "dealer", "the state"), "'dealer'", 0, n - 1)
    current = _int(_get(d, "current", "the state"), "'current'", 0, n - 1)
    phase_name = _get(d, "phase", "the state")
    if phase_name not in PHASE_NAMES:
        raise _fail("'phase' must be 'select', 'play' or 'over'")
    phase = PHASE_NAMES.index(phase_name)

    all_large = Counter(LARGE_HERDS)
    all_small = Counter(SMALL_HERDS)
    all_values = LARGE_VALUES | SMALL_VALUES
    reserve, party, hand, pile, played, won, thieves, prisoners = [], [], [], [], [], [], [], []
    for q, pl in enumerate(players):
        who = f"player {q + 1}"
        res = _get(pl, "reserve", who)
        if not isinstance(res, dict):
            raise _fail(f"{who}'s 'reserve' must be an object of card counts")
        counts = [0] * NUM_KINDS
        for cid, c in res.items():
            k = _kind(cid, f"a card in {who}'s reserve")
            counts[k] = _int(c, f"{who}'s reserve count of {cid}", 0, TRIBE[k])
        reserve.append(tuple(counts))
        pcounts = [0] * NUM_KINDS
        for k in _kinds(_get(pl, "party", who), f"{who}'s party", PARTY_SIZE):
            pcounts[k] += 1
        party.append(tuple(pcounts))
        hand.append(tuple(sorted(_kinds(_get(pl, "hand", who), f"{who}'s hand", HAND_SIZE))))
        pile.append(_kinds(_get(pl, "pile", who), f"{who}'s pile", PARTY_SIZE - HAND_SIZE))
        played.append(_int(_get(pl, "played", who), f"{who}'s 'played'", 0, PLAYS_PER_HUNT))
        won.append(_values(_get(pl, "buffalo", who), f"{who}'s buffalo", all_values, 16))
        thieves.append(_int(_get(pl, "hide_thieves", who), f"{who}'s hide thieves", 0, HUNTS))
        pris = []
        for item in _list(_get(pl, "prisoners", who), f"{who}'s prisoners", TRIBE_SIZE * 3):
            if not isinstance(item, dict):
                raise _fail(f"a prisoner of {who} must be an object")
            k = _kind(_get(item, "card", f"a prisoner of {who}"), f"a prisoner of {who}")
            owner = _int(_get(item, "owner", f"a prisoner of {who}"),
                         f"the owner of a prisoner of {who}", 0, n - 1)
            if owner == q:
                raise _fail(f"{who} cannot hold their own card as a prisoner")
            pris.append((k, owner))
        prisoners.append(tuple(pris))

    grounds_d = _list(_get(d, "grounds", "the state"), "'grounds'", 3)
    if len(grounds_d) != 3:
        raise _fail("'grounds' must hold exactly 3 grounds")
    gbuf, cards = [], []
    for g, gd in enumerate(grounds_d, 1):
        where = f"ground {g}"
        if not isinstance(gd, dict):
            raise _fail(f"{where} must be an object")
        gbuf.append(_values(_get(gd, "buffalo", where), f"{where}'s buffalo", all_values, 2))
        rows = _list(_get(gd, "cards", where), f"{where}'s cards", n)
        if len(rows) != n:
            raise _fail(f"{where}'s cards must hold one list per player ({n})")
        ground = []
        for q, row in enumerate(rows):
            entries = []
            for item in _list(row, f"player {q + 1}'s cards at {where}", PLAYS_PER_HUNT):
                if not isinstance(item, dict):
                    raise _fail(f"a card at {where} must be an object")
                k = _kind(_get(item, "card", f"a card at {where}"), f"a card at {where}")
                if k < FIRST_WARRIOR:
                    if "up" in item:
                        raise _fail(f"hunters are never turned: {CARD_IDS[k]} at {where} "
                                    "must not have 'up'")
                    entries.append(k)
                else:
                    up = _get(item, "up", f"a {CARD_IDS[k]} at {where}")
                    if not isinstance(up, bool):
                        raise _fail(f"'up' of a warrior at {where} must be true or false")
                    entries.append(k + UP if up else k)
            ground.append(tuple(entries))
        cards.append(tuple(ground))
    large = _values(_get(d, "large", "the state"), "'large'", LARGE_VALUES, len(LARGE_HERDS))
    small = _values(_get(d, "small", "the state"), "'small'", SMALL_VALUES, len(SMALL_HERDS))
    box = _values(_get(d, "box", "the state"), "'box'", all_values, 16)

    s = State(names=tuple(names), colors=tuple(colors), seed=seed, hunt=hunt, dealer=dealer,
              current=current, phase=phase, reserve=tuple(reserve), party=tuple(party),
              hand=tuple(hand), pile=tuple(pile), played=tuple(played),
              cards=tuple(cards), gbuf=tuple(gbuf), large=large, small=small, box=box,
              won=tuple(won), thieves=tuple(thieves), prisoners=tuple(prisoners))
    _check_cards(s)
    _check_buffalo(s, all_large + all_small)
    _check_grounds(s)
    _check_phase(s)
    return s


def _check_cards(s: State) -> None:
    """Per player and card id: every copy is in exactly one place (contract, 21 cards)."""
    n = len(s.names)
    for p in range(n):
        counts = [a + b for a, b in zip(s.reserve[p], s.party[p], strict=True)]
        for k in s.hand[p] + s.pile[p]:
            counts[k] += 1
        for ground in s.cards:
            for e in ground[p]:
                counts[e & 15] += 1
        for q in range(n):
            for k, owner in s.prisoners[q]:
                if owner == p:
                    counts[k] += 1
        for k in range(NUM_KINDS):
            if counts[k] != TRIBE[k]:
                raise _fail(f"player {p + 1} has {counts[k]} {CARD_IDS[k]} in all places, "
                            f"not {TRIBE[k]}")


def _check_buffalo(s: State, expected: Counter) -> None:
    """Every buffalo card is in exactly one place (piles, grounds, points piles, box)."""
    seen = Counter(s.large) + Counter(s.small) + Counter(s.box)
    for b in s.gbuf:
        seen.update(b)
    for w in s.won:
        seen.update(w)
    if seen != expected:
        extra = sorted((seen - expected).elements())
        missing = sorted((expected - seen).elements())
        raise _fail("the buffalo cards are not conserved"
                    + (f"; extra: {', '.join(map(str, extra[:6]))}" if extra else "")
                    + (f"; missing: {', '.join(map(str, missing[:6]))}" if missing else ""))


def _check_grounds(s: State) -> None:
    """At most one holder per ground, at most two face-up warriors of it (M-R4)."""
    for g, ground in enumerate(s.cards, 1):
        up_seats = [p for p, row in enumerate(ground) if any(e >= UP for e in row)]
        if len(up_seats) > 1:
            raise _fail(f"at ground {g}, players {' and '.join(str(p + 1) for p in up_seats)} "
                        "both have face-up warriors; at most one player holds a ground")
        for p, row in enumerate(ground):
            if sum(1 for e in row if e >= UP) > MAX_UP:
                raise _fail(f"player {p + 1} has more than {MAX_UP} face-up warriors at ground {g}")


def _check_phase(s: State) -> None:
    """Cross-field checks that depend on the phase and the hunt."""
    n = len(s.names)
    big, little = per_hunt(n)
    done = HUNTS if s.phase == OVER else s.hunt
    if len(s.large) != len(LARGE_HERDS) - big * done or len(s.small) != len(SMALL_HERDS) - little * done:
        raise _fail(f"after laying out {done} hunt(s) the piles must hold "
                    f"{len(LARGE_HERDS) - big * done} large and {len(SMALL_HERDS) - little * done} "
                    "small buffalo cards")
    reckoned = HUNTS if s.phase == OVER else s.hunt - 1
    for p in range(n):
        if s.thieves[p] > reckoned:
            raise _fail(f"player {p + 1} has {s.thieves[p]} hide thieves after {reckoned} reckonings")
        lost = sum(1 for q in range(n) for _, o in s.prisoners[q] if o == p)
        if lost > PLAYS_PER_HUNT * reckoned:
            raise _fail(f"player {p + 1} lost {lost} cards as prisoners in {reckoned} reckonings")
    if s.phase == OVER:
        if any(s.gbuf) or any(row for ground in s.cards for row in ground):
            raise _fail("when the game is over, the grounds are empty")
        if any(s.party[p] != _ZERO or s.hand[p] or s.pile[p] or s.played[p] for p in range(n)):
            raise _fail("when the game is over, parties, hands and piles are empty and 'played' is 0")
        if s.hunt != HUNTS:
            raise _fail("when the game is over, 'hunt' is 3")
        return
    layout = LAYOUTS[n]
    for g, spec in enumerate(layout):
        kinds = "".join("L" if v in LARGE_VALUES else "S" for v in s.gbuf[g])
        if kinds != spec:
            want = " + ".join("large" if c == "L" else "small" for c in spec)
            raise _fail(f"ground {g + 1} must hold {want} buffalo (as laid out) during a hunt")
    order = [(s.dealer + 1 + i) % n for i in range(n)]
    target = [DEALER_PARTY_SIZE if p == s.dealer else PARTY_SIZE for p in range(n)]
    if s.phase == SELECT:
        if any(s.hand[p] or s.pile[p] or s.played[p] for p in range(n)):
            raise _fail("while parties are chosen, hands and piles are empty and 'played' is 0")
        if any(row for ground in s.cards for row in ground):
            raise _fail("while parties are chosen, no card lies at a ground")
        at = order.index(s.current)
        for i, p in enumerate(order):
            size, left = sum(s.party[p]), sum(s.reserve[p])
            if i < at and size != min(target[p], size + left):
                raise _fail(f"player {p + 1} chose before player {s.current + 1} and must have a "
                            "complete party")
            if i > at and size:
                raise _fail(f"player {p + 1} chooses after player {s.current + 1} and cannot "
                            "have a party yet")
            if i == at and not (size < target[p] < size + left):
                raise _fail(f"player {p + 1} is to choose but has no choice left to make")
            if size + left < PLAYS_PER_HUNT:
                raise _fail(f"player {p + 1} has fewer than {PLAYS_PER_HUNT} cards for this hunt")
        return
    # phase play
    for p in range(n):
        if s.party[p] != _ZERO:
            raise _fail("during play, parties live in draw piles and hands ('party' is empty)")
        at_grounds = sum(len(ground[p]) for ground in s.cards)
        if at_grounds != s.played[p]:
            raise _fail(f"player {p + 1} has played {s.played[p]} cards but {at_grounds} lie "
                        "at the grounds")
        size = s.played[p] + len(s.hand[p]) + len(s.pile[p])
        if not PLAYS_PER_HUNT <= size <= target[p]:
            raise _fail(f"player {p + 1}'s party has {size} cards, not {PLAYS_PER_HUNT}.."
                        f"{target[p]}")
        if size < target[p] and sum(s.reserve[p]) > 0:
            raise _fail(f"player {p + 1} took a short party while cards were left in the reserve")
        if s.pile[p] and len(s.hand[p]) != HAND_SIZE:
            raise _fail(f"player {p + 1} must hold {HAND_SIZE} cards while the pile is not empty")
    if s.played[s.current] >= PLAYS_PER_HUNT:
        raise _fail(f"player {s.current + 1} has played 7 cards and cannot be the one to act")
