"""The JSON form of a state (``manitou/1``), its strict reader, and what one seat may see.

:func:`from_dict` accepts what :func:`to_dict` can produce for a consistent position and names
the first thing that is wrong otherwise (``InvalidState``). :func:`observe` is the only view a
bot or another player's screen may use (rules M-R8).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Dict, FrozenSet, List, Tuple

from ..core.i18n import N_, words
from ..core.reading import bounded_list as _list
from ..core.reading import fail as _fail
from ..core.reading import get as _get
from ..core.reading import players_and_seed
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

_, ngettext, pgettext = words("manitou").functions()

#: where a missing key was looked for (a damaged save's diagnostic)
THE_STATE = N_("the state")


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
        raise _fail(_("{what} is {value}, which is no card id", what=what, value=brief(value, 40)))
    return KIND[value]


def _kinds(value: Any, what: str, limit: int) -> Tuple[int, ...]:
    return tuple(_kind(v, _("a card in {what}", what=what)) for v in _list(value, what, limit))


def _values(value: Any, what: str, allowed: FrozenSet[int], limit: int) -> Tuple[int, ...]:
    out = []
    for v in _list(value, what, limit):
        if type(v) is not int or v not in allowed:
            raise _fail(_("{what} holds {value}, which is no buffalo card there", what=what,
                          value=brief(v, 30)))
        out.append(v)
    return tuple(out)


def from_dict(d: Any) -> State:
    """The state described by the JSON dict ``d``; raises ``InvalidState`` naming what is wrong."""
    if not isinstance(d, dict):
        raise _fail(_("it must be a JSON object"))
    players, names, colors, seed = players_and_seed(d, STATE_FORMAT, 2, 4, "Manitou")
    n = len(players)
    hunt = _int(_get(d, "hunt", _(THE_STATE)), "'hunt'", 1, HUNTS)
    dealer = _int(_get(d, "dealer", _(THE_STATE)), "'dealer'", 0, n - 1)
    current = _int(_get(d, "current", _(THE_STATE)), "'current'", 0, n - 1)
    phase_name = _get(d, "phase", _(THE_STATE))
    if phase_name not in PHASE_NAMES:
        raise _fail(_("'phase' must be 'select', 'play' or 'over'"))
    phase = PHASE_NAMES.index(phase_name)

    all_large = Counter(LARGE_HERDS)
    all_small = Counter(SMALL_HERDS)
    all_values = LARGE_VALUES | SMALL_VALUES
    reserve, party, hand, pile, played, won, thieves, prisoners = [], [], [], [], [], [], [], []
    for q, pl in enumerate(players):
        who = _("player {player}", player=q + 1)
        res = _get(pl, "reserve", who)
        if not isinstance(res, dict):
            raise _fail(_("{who}'s 'reserve' must be an object of card counts", who=who))
        counts = [0] * NUM_KINDS
        for cid, c in res.items():
            k = _kind(cid, _("a card in {who}'s reserve", who=who))
            counts[k] = _int(c, _("{who}'s reserve count of {cid}", who=who, cid=cid), 0, TRIBE[k])
        reserve.append(tuple(counts))
        pcounts = [0] * NUM_KINDS
        for k in _kinds(_get(pl, "party", who), _("{who}'s party", who=who), PARTY_SIZE):
            pcounts[k] += 1
        party.append(tuple(pcounts))
        hand.append(tuple(sorted(_kinds(_get(pl, "hand", who), _("{who}'s hand", who=who), HAND_SIZE))))
        pile.append(_kinds(_get(pl, "pile", who), _("{who}'s pile", who=who), PARTY_SIZE - HAND_SIZE))
        played.append(_int(_get(pl, "played", who), _("{who}'s 'played'", who=who), 0, PLAYS_PER_HUNT))
        won.append(_values(_get(pl, "buffalo", who), _("{who}'s buffalo", who=who), all_values, 16))
        thieves.append(_int(_get(pl, "hide_thieves", who), _("{who}'s hide thieves", who=who), 0, HUNTS))
        pris = []
        for item in _list(_get(pl, "prisoners", who), _("{who}'s prisoners", who=who), TRIBE_SIZE * 3):
            if not isinstance(item, dict):
                raise _fail(_("a prisoner of {who} must be an object", who=who))
            k = _kind(
                _get(item, "card", _("a prisoner of {who}", who=who)), _("a prisoner of {who}", who=who)
            )
            owner = _int(
                _get(item, "owner", _("a prisoner of {who}", who=who)),
                _("the owner of a prisoner of {who}", who=who),
                0,
                n - 1,
            )
            if owner == q:
                raise _fail(_("{who} cannot hold their own card as a prisoner", who=who))
            pris.append((k, owner))
        prisoners.append(tuple(pris))

    grounds_d = _list(_get(d, "grounds", _(THE_STATE)), "'grounds'", 3)
    if len(grounds_d) != 3:
        raise _fail(_("'grounds' must hold exactly 3 grounds"))
    gbuf, cards = [], []
    for g, gd in enumerate(grounds_d, 1):
        where = _("ground {ground}", ground=g)
        if not isinstance(gd, dict):
            raise _fail(_("{where} must be an object", where=where))
        gbuf.append(_values(_get(gd, "buffalo", where), _("{where}'s buffalo", where=where), all_values, 2))
        rows = _list(_get(gd, "cards", where), _("{where}'s cards", where=where), n)
        if len(rows) != n:
            raise _fail(_("{where}'s cards must hold one list per player ({n})", where=where, n=n))
        ground = []
        for q, row in enumerate(rows):
            entries = []
            for item in _list(
                row, _("player {player}'s cards at {where}", player=q + 1, where=where), PLAYS_PER_HUNT
            ):
                if not isinstance(item, dict):
                    raise _fail(_("a card at {where} must be an object", where=where))
                k = _kind(
                    _get(item, "card", _("a card at {where}", where=where)),
                    _("a card at {where}", where=where),
                )
                if k < FIRST_WARRIOR:
                    if "up" in item:
                        raise _fail(
                            _(
                                "hunters are never turned: {card} at {where} must not have 'up'",
                                card=CARD_IDS[k],
                                where=where,
                            )
                        )
                    entries.append(k)
                else:
                    up = _get(item, "up", _("a {card} at {where}", card=CARD_IDS[k], where=where))
                    if not isinstance(up, bool):
                        raise _fail(_("'up' of a warrior at {where} must be true or false", where=where))
                    entries.append(k + UP if up else k)
            ground.append(tuple(entries))
        cards.append(tuple(ground))
    large = _values(_get(d, "large", _(THE_STATE)), "'large'", LARGE_VALUES, len(LARGE_HERDS))
    small = _values(_get(d, "small", _(THE_STATE)), "'small'", SMALL_VALUES, len(SMALL_HERDS))
    box = _values(_get(d, "box", _(THE_STATE)), "'box'", all_values, 16)

    s = State(
        names=tuple(names),
        colors=tuple(colors),
        seed=seed,
        hunt=hunt,
        dealer=dealer,
        current=current,
        phase=phase,
        reserve=tuple(reserve),
        party=tuple(party),
        hand=tuple(hand),
        pile=tuple(pile),
        played=tuple(played),
        cards=tuple(cards),
        gbuf=tuple(gbuf),
        large=large,
        small=small,
        box=box,
        won=tuple(won),
        thieves=tuple(thieves),
        prisoners=tuple(prisoners),
    )
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
                raise _fail(
                    _(
                        "player {player} has {count} {card} in all places, not {expected}",
                        player=p + 1,
                        count=counts[k],
                        card=CARD_IDS[k],
                        expected=TRIBE[k],
                    )
                )


def _check_buffalo(s: State, expected: Counter[int]) -> None:
    """Every buffalo card is in exactly one place (piles, grounds, points piles, box)."""
    seen = Counter(s.large) + Counter(s.small) + Counter(s.box)
    for b in s.gbuf:
        seen.update(b)
    for w in s.won:
        seen.update(w)
    if seen != expected:
        extra = sorted((seen - expected).elements())
        missing = sorted((expected - seen).elements())
        raise _fail(
            _("the buffalo cards are not conserved")
            + (_("; extra: {extra}", extra=", ".join(map(str, extra[:6]))) if extra else "")
            + (_("; missing: {missing}", missing=", ".join(map(str, missing[:6]))) if missing else "")
        )


def _check_grounds(s: State) -> None:
    """At most one holder per ground, at most two face-up warriors of it (M-R4)."""
    for g, ground in enumerate(s.cards, 1):
        up_seats = [p for p, row in enumerate(ground) if any(e >= UP for e in row)]
        if len(up_seats) > 1:
            raise _fail(
                _(
                    "at ground {ground}, players {players} both have face-up warriors; at most one player "
                    "holds a ground",
                    ground=g,
                    players=" and ".join(str(p + 1) for p in up_seats),
                )
            )
        for p, row in enumerate(ground):
            if sum(1 for e in row if e >= UP) > MAX_UP:
                raise _fail(
                    _(
                        "player {player} has more than {most} face-up warriors at ground {ground}",
                        player=p + 1,
                        most=MAX_UP,
                        ground=g,
                    )
                )


def _check_phase(s: State) -> None:
    """Cross-field checks that depend on the phase and the hunt."""
    n = len(s.names)
    big, little = per_hunt(n)
    done = HUNTS if s.phase == OVER else s.hunt
    if len(s.large) != len(LARGE_HERDS) - big * done or len(s.small) != len(SMALL_HERDS) - little * done:
        raise _fail(
            _(
                "after laying out {done} hunt(s) the piles must hold {large} large and {small} small "
                "buffalo cards",
                done=done,
                large=len(LARGE_HERDS) - big * done,
                small=len(SMALL_HERDS) - little * done,
            )
        )
    reckoned = HUNTS if s.phase == OVER else s.hunt - 1
    for p in range(n):
        if s.thieves[p] > reckoned:
            raise _fail(
                _(
                    "player {player} has {thieves} hide thieves after {reckoned} reckonings",
                    player=p + 1,
                    thieves=s.thieves[p],
                    reckoned=reckoned,
                )
            )
        lost = sum(1 for q in range(n) for _, o in s.prisoners[q] if o == p)
        if lost > PLAYS_PER_HUNT * reckoned:
            raise _fail(
                _(
                    "player {player} lost {lost} cards as prisoners in {reckoned} reckonings",
                    player=p + 1,
                    lost=lost,
                    reckoned=reckoned,
                )
            )
    if s.phase == OVER:
        if any(s.gbuf) or any(row for ground in s.cards for row in ground):
            raise _fail(_("when the game is over, the grounds are empty"))
        if any(s.party[p] != _ZERO or s.hand[p] or s.pile[p] or s.played[p] for p in range(n)):
            raise _fail(_("when the game is over, parties, hands and piles are empty and 'played' is 0"))
        if s.hunt != HUNTS:
            raise _fail(_("when the game is over, 'hunt' is 3"))
        return
    layout = LAYOUTS[n]
    for g, spec in enumerate(layout):
        kinds = "".join("L" if v in LARGE_VALUES else "S" for v in s.gbuf[g])
        if kinds != spec:
            want = " + ".join("large" if c == "L" else "small" for c in spec)
            raise _fail(
                _(
                    "ground {ground} must hold {want} buffalo (as laid out) during a hunt",
                    ground=g + 1,
                    want=want,
                )
            )
    order = [(s.dealer + 1 + i) % n for i in range(n)]
    target = [DEALER_PARTY_SIZE if p == s.dealer else PARTY_SIZE for p in range(n)]
    if s.phase == SELECT:
        if any(s.hand[p] or s.pile[p] or s.played[p] for p in range(n)):
            raise _fail(_("while parties are chosen, hands and piles are empty and 'played' is 0"))
        if any(row for ground in s.cards for row in ground):
            raise _fail(_("while parties are chosen, no card lies at a ground"))
        at = order.index(s.current)
        for i, p in enumerate(order):
            size, left = sum(s.party[p]), sum(s.reserve[p])
            if i < at and size != min(target[p], size + left):
                raise _fail(
                    _(
                        "player {player} chose before player {current} and must have a complete party",
                        player=p + 1,
                        current=s.current + 1,
                    )
                )
            if i > at and size:
                raise _fail(
                    _(
                        "player {player} chooses after player {current} and cannot have a party yet",
                        player=p + 1,
                        current=s.current + 1,
                    )
                )
            if i == at and not (size < target[p] < size + left):
                raise _fail(_("player {player} is to choose but has no choice left to make", player=p + 1))
            if size + left < PLAYS_PER_HUNT:
                raise _fail(
                    _(
                        "player {player} has fewer than {plays} cards for this hunt",
                        player=p + 1,
                        plays=PLAYS_PER_HUNT,
                    )
                )
        return
    # phase play
    for p in range(n):
        if s.party[p] != _ZERO:
            raise _fail(_("during play, parties live in draw piles and hands ('party' is empty)"))
        at_grounds = sum(len(ground[p]) for ground in s.cards)
        if at_grounds != s.played[p]:
            raise _fail(
                _(
                    "player {player} has played {played} cards but {at_grounds} lie at the grounds",
                    player=p + 1,
                    played=s.played[p],
                    at_grounds=at_grounds,
                )
            )
        size = s.played[p] + len(s.hand[p]) + len(s.pile[p])
        if not PLAYS_PER_HUNT <= size <= target[p]:
            raise _fail(
                _(
                    "player {player}'s party has {size} cards, not {plays}..{most}",
                    player=p + 1,
                    size=size,
                    plays=PLAYS_PER_HUNT,
                    most=target[p],
                )
            )
        if size < target[p] and sum(s.reserve[p]) > 0:
            raise _fail(
                _("player {player} took a short party while cards were left in the reserve", player=p + 1)
            )
        if s.pile[p] and len(s.hand[p]) != HAND_SIZE:
            raise _fail(
                _(
                    "player {player} must hold {hand_size} cards while the pile is not empty",
                    player=p + 1,
                    hand_size=HAND_SIZE,
                )
            )
    if s.played[s.current] >= PLAYS_PER_HUNT:
        raise _fail(
            _("player {current} has played 7 cards and cannot be the one to act", current=s.current + 1)
        )
