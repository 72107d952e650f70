"""Manitou's rules, once, as operations on a mutable working copy (:class:`Sim`).

The public API (:mod:`engine.manitou`) keeps states frozen: ``apply`` thaws a
:class:`engine.manitou.state.State` into a :class:`Sim`, performs one move with :func:`step` and
freezes the result. Random play and bots' searches drive a :class:`Sim` directly (the fast lane,
:mod:`engine.manitou.playout`), so there is only one implementation of the rules.

Moves are small ints internally ("keys"): ``pick`` of kind k is ``k`` (0–14), ``play`` of kind k
at ground g (0–2) is ``PLAY_BASE + 3*k + g``, ``pass`` is :data:`PASS_KEY`.
:func:`legal_keys` is the single source of truth for what may be done.

Cards at a ground are ints too: a hunter or a face-down warrior is its kind, a face-up warrior
is ``kind + UP``. ``holder[g]`` is the seat with face-up warriors at ground g (-1: nobody) and
``upn[g]`` how many it has there (1 or 2).

If ``sim.events`` is a list, :func:`step` appends what happened as JSON-ready dicts (see the
package docstring); otherwise it records nothing and runs at full speed.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, List, Sequence, Tuple, Union

from .cards import (
    BEATS,
    CARD_IDS,
    DEALER_PARTY_SIZE,
    FIRST_WARRIOR,
    HAND_SIZE,
    HIDE_THIEF,
    HUNTS,
    LARGE_HERDS,
    LAYOUTS,
    MAX_UP,
    NUM_KINDS,
    PARTY_SIZE,
    PLAYS_PER_HUNT,
    SMALL_HERDS,
    STRENGTH,
    TRIBE,
)
from .events import Captive, CardAt, Event, Ground, HerdOutcome, Taken, WarriorOutcome

if TYPE_CHECKING:
    from .state import State

SELECT, PLAY, OVER = 0, 1, 2
PHASE_NAMES = ("select", "play", "over")
UP = 16
PLAY_BASE = NUM_KINDS                  # 15
PASS_KEY = PLAY_BASE + 3 * NUM_KINDS   # 60
NUM_KEYS = PASS_KEY + 1

_KINDS = range(NUM_KINDS)
_PLAY_KEYS = tuple(tuple(PLAY_BASE + 3 * k + g for g in range(3)) for k in _KINDS)


def play_key(kind: int, ground: int) -> int:
    """The key of playing ``kind`` at ground index ``ground`` (0–2)."""
    return PLAY_BASE + 3 * kind + ground


_MASK = (1 << 64) - 1


def _mix(x: int) -> int:
    """SplitMix64's finaliser: a well-spread 64-bit value of ``x`` (same on every platform)."""
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def shuffle_party(cards: List[int], seed: int, hunt: int, seat: int) -> None:
    """Shuffle ``cards`` (given in ascending order) in place as ``seat``'s party of ``hunt``.

    Rules §9: the order depends only on the seed, the hunt, the seat and the cards. A
    Fisher–Yates shuffle whose choices are the mixed-radix digits of one 64-bit value derived
    from (seed, hunt, seat); a party has at most 8 cards (8! < 2**16), so the bias is below
    2**-48.
    """
    v = _mix(_mix(_mix(seed) ^ hunt) ^ seat)
    for i in range(len(cards) - 1, 0, -1):
        v, j = divmod(v, i + 1)
        cards[i], cards[j] = cards[j], cards[i]


class Sim:
    """A mutable Manitou position (lists instead of tuples); see the module docstring."""

    __slots__ = ("n", "seed", "hunt", "dealer", "current", "phase", "reserve", "party",
                 "hand", "pile", "played", "cards", "holder", "upn", "gbuf", "large", "small",
                 "box", "won", "thieves", "prisoners", "events")

    n: int
    seed: int
    hunt: int
    dealer: int
    current: int
    phase: int
    reserve: List[List[int]]
    party: List[List[int]]
    hand: List[List[int]]
    pile: List[List[int]]
    played: List[int]
    cards: List[List[List[int]]]
    holder: List[int]
    upn: List[int]
    gbuf: List[List[int]]
    large: List[int]
    small: List[int]
    box: List[int]
    won: List[List[int]]
    thieves: List[int]
    prisoners: List[List[Tuple[int, int]]]
    events: List[Event] | None

    def note(self, event: Event) -> None:
        """Record ``event`` if events are being collected."""
        if self.events is not None:
            self.events.append(event)


def new_sim(n: int, seed: int, events: List[Event] | None = None) -> Sim:
    """The start of a game of ``n`` players: dealer drawn and piles shuffled from ``seed`` (§9),
    hunt 1 laid out, phase select with the first chooser to act."""
    rng = random.Random(seed)
    s = Sim()
    s.n = n
    s.seed = seed
    s.hunt = 1
    s.dealer = rng.randrange(n)
    large = list(LARGE_HERDS)
    small = list(SMALL_HERDS)
    rng.shuffle(large)
    rng.shuffle(small)
    s.large, s.small, s.box = large, small, []
    s.reserve = [list(TRIBE) for _ in range(n)]
    s.party = [[0] * NUM_KINDS for _ in range(n)]
    s.hand = [[] for _ in range(n)]
    s.pile = [[] for _ in range(n)]
    s.played = [0] * n
    s.cards = [[[] for _ in range(n)] for _ in range(3)]
    s.holder = [-1, -1, -1]
    s.upn = [0, 0, 0]
    s.gbuf = [[], [], []]
    s.won = [[] for _ in range(n)]
    s.thieves = [0] * n
    s.prisoners = [[] for _ in range(n)]
    s.current = s.dealer
    s.phase = SELECT
    s.events = events
    _start_hunt(s)
    return s


def party_target(s: Sim, seat: int) -> int:
    """The party size of ``seat`` this hunt (7 for the dealer, 8 for the others)."""
    return DEALER_PARTY_SIZE if seat == s.dealer else PARTY_SIZE


# ---- legal moves -------------------------------------------------------------------------------

def legal_keys(s: Sim) -> List[int]:
    """Every legal key for the player to act, in a stable order (kinds ascending, then grounds);
    ``[]`` once the game is over."""
    cur = s.current
    holder = s.holder
    upn = s.upn
    blocked = (holder[0] == cur and upn[0] >= MAX_UP, holder[1] == cur and upn[1] >= MAX_UP,
               holder[2] == cur and upn[2] >= MAX_UP)
    return keys_for(s.phase, s.hand[cur], s.reserve[cur], blocked)


def keys_for(phase: int, hand: Sequence[int], reserve: Sequence[int],
             blocked: Sequence[bool]) -> List[int]:
    """The legal keys of a player with ``hand`` and ``reserve`` in ``phase``; ``blocked[g]``
    says they have a guarded pair face up at ground g (M-R4). The one definition of legality."""
    if phase == PLAY:
        out: List[int] = []
        for k in sorted(set(hand)):
            keys = _PLAY_KEYS[k]
            if k < FIRST_WARRIOR:
                out.extend(keys)
            else:
                for g in (0, 1, 2):
                    if not blocked[g]:
                        out.append(keys[g])
        return out if out else [PASS_KEY]
    if phase == SELECT:
        return [k for k in _KINDS if reserve[k]]
    return []


# ---- performing a move ---------------------------------------------------------------------------

def step(s: Sim, key: int) -> None:
    """Perform legal ``key`` in place, with everything that follows without a choice (the next
    chooser, automatic parties, the deal, the reckoning, the next hunt, the end)."""
    cur = s.current
    if key < PLAY_BASE:
        _pick(s, cur, key)
    elif key == PASS_KEY:
        s.note({"type": "pass", "seat": cur})
        _next_turn(s, cur, True)
    else:
        k, g = divmod(key - PLAY_BASE, 3)
        hand = s.hand[cur]
        hand.remove(k)
        pile = s.pile[cur]
        if pile:
            hand.append(pile.pop(0))
        played = s.played
        played[cur] += 1
        if k < FIRST_WARRIOR:
            s.cards[g][cur].append(k)
        else:
            _lay_warrior(s, cur, k, g)
        q = cur + 1
        if q == s.n:
            q = 0
        if played[q] < PLAYS_PER_HUNT:   # the common case of _next_turn
            s.current = q
        else:
            _next_turn(s, cur, False)


def _pick(s: Sim, cur: int, k: int) -> None:
    s.reserve[cur][k] -= 1
    party = s.party[cur]
    party[k] += 1
    if sum(party) >= party_target(s, cur):
        party_complete(s, cur)


def party_complete(s: Sim, cur: int) -> None:
    """``cur`` has just completed their party: the next player chooses, or (after the dealer)
    the parties are dealt."""
    if cur == s.dealer:
        _deal(s)
    else:
        _choose_from(s, (cur + 1) % s.n)


def _choose_from(s: Sim, q: int) -> None:
    """Seat ``q`` is next to choose a party, unless it has nothing to choose: then its whole
    reserve becomes its party without a move (§4.2, M-R3) and the next seat follows. After the
    dealer, the parties are shuffled and dealt."""
    n = s.n
    while True:
        res = s.reserve[q]
        if sum(res) > party_target(s, q):
            s.current = q
            return
        party = s.party[q]
        for k in _KINDS:
            party[k] += res[k]
            res[k] = 0
        s.note({"type": "whole-reserve", "seat": q, "size": sum(party)})
        if q == s.dealer:
            break
        q = (q + 1) % n
    _deal(s)


def _start_hunt(s: Sim) -> None:
    """Lay out the buffalo (§4.1) and open the choice of parties, left of the dealer first."""
    for g, spec in enumerate(LAYOUTS[s.n]):
        buf = s.gbuf[g]
        for pile in spec:
            buf.append((s.large if pile == "L" else s.small).pop(0))
    s.phase = SELECT
    s.note({"type": "hunt", "hunt": s.hunt, "dealer": s.dealer,
            "buffalo": [list(b) for b in s.gbuf]})
    _choose_from(s, (s.dealer + 1) % s.n)


def _deal(s: Sim) -> None:
    """Shuffle every party into its draw pile and draw hands of 3 (§4.3); play begins."""
    seed, hunt = s.seed, s.hunt
    for p in range(s.n):
        party = s.party[p]
        cards = [k for k in _KINDS for _ in range(party[k])]
        shuffle_party(cards, seed, hunt, p)
        s.hand[p] = cards[:HAND_SIZE]
        s.pile[p] = cards[HAND_SIZE:]
        s.party[p] = [0] * NUM_KINDS
    s.phase = PLAY
    s.current = (s.dealer + 1) % s.n
    s.note({"type": "deal", "hunt": hunt, "starts": s.current})


def _lay_warrior(s: Sim, cur: int, k: int, g: int) -> None:
    """A great warrior of ``cur`` arrives at ground ``g`` (§5)."""
    h = s.holder[g]
    mine = s.cards[g][cur]
    if h < 0 or h == cur:
        mine.append(k + UP)
        s.holder[g] = cur
        s.upn[g] += 1
        if s.events is not None:
            s.note({"type": "warrior", "seat": cur, "card": CARD_IDS[k], "ground": g + 1,
                    "outcome": "guard" if s.upn[g] == 2 else "hold"})
        return
    theirs = s.cards[g][h]
    i = len(theirs) - 1
    while theirs[i] < UP:
        i -= 1
    t = theirs[i] - UP
    pair = s.upn[g] == 2
    outcome: WarriorOutcome
    if k == t or t in BEATS[k]:
        theirs[i] = t
        if pair:
            mine.append(k)
            s.upn[g] = 1
            outcome = "sacrifice"
        elif k == t:
            mine.append(k)
            s.holder[g] = -1
            s.upn[g] = 0
            outcome = "cancel"
        else:
            mine.append(k + UP)
            s.holder[g] = cur
            s.upn[g] = 1
            outcome = "beats"
    else:
        mine.append(k)
        outcome = "beaten"
    if s.events is not None:
        s.note({"type": "warrior", "seat": cur, "card": CARD_IDS[k], "ground": g + 1,
                "outcome": outcome, "against": {"seat": h, "card": CARD_IDS[t]}, "pair": pair})


def _next_turn(s: Sim, cur: int, passed: bool) -> None:
    """The next seat in order that has not played 7 cards acts; the hunt's play ends when there
    is none, or when ``cur`` passed and is the only one left (§4.4, M-R10)."""
    n = s.n
    played = s.played
    for i in range(1, n + 1):
        q = (cur + i) % n
        if played[q] < PLAYS_PER_HUNT:
            if passed and q == cur:
                break
            s.current = q
            return
    _reckon(s)


# ---- the reckoning (§6) ----------------------------------------------------------------------------

def ground_entry(e: int) -> CardAt:
    """A card lying at a ground as JSON: hunters ``{"card"}``, warriors with ``up`` (a bool)."""
    if e >= UP:
        return {"card": CARD_IDS[e - UP], "up": True}
    if e >= FIRST_WARRIOR:
        return {"card": CARD_IDS[e], "up": False}
    return {"card": CARD_IDS[e]}


def grounds_json(gbuf: Sequence[Sequence[int]],
                 cards: Sequence[Sequence[Sequence[int]]]) -> List[Ground]:
    """The three grounds as in the state JSON: buffalo as laid out and every seat's cards."""
    return [{"buffalo": list(gbuf[g]), "cards": [[ground_entry(e) for e in row] for row in cards[g]]}
            for g in range(3)]


def _reckon(s: Sim) -> None:
    n = s.n
    ev = s.events is not None
    if ev:  # with the grounds as they lie now, so that a page can show the reckoning on them
        s.note({"type": "reckoning", "hunt": s.hunt, "grounds": grounds_json(s.gbuf, s.cards)})
    strength = [[sum([STRENGTH[e] for e in row if e < FIRST_WARRIOR]) for row in ground]
                for ground in s.cards]
    # 6.1 the hide thief
    totals = [strength[0][p] + strength[1][p] + strength[2][p] for p in range(n)]
    best = max(totals)
    takers = [p for p in range(n) if totals[p] == best] if best > 0 else []
    for p in takers:
        s.thieves[p] += 1
    if ev:
        s.note({"type": "hide-thief", "totals": totals, "highest": best, "takers": takers})
    # 6.2 buffalo, ground by ground
    for g in range(3):
        _herds(s, g, strength[g])
    # 6.3 prisoners, ground by ground
    for g in range(3):
        _prisoners(s, g)
    # 6.4 unplayed cards back to the reserve
    back: List[List[str]] = []
    for p in range(n):
        res = s.reserve[p]
        rest = s.hand[p] + s.pile[p]
        for k in rest:
            res[k] += 1
        if ev:
            back.append([CARD_IDS[k] for k in sorted(rest)])
        s.hand[p] = []
        s.pile[p] = []
        s.played[p] = 0
    if ev:
        s.note({"type": "cards-back", "returned": back})
    s.holder = [-1, -1, -1]
    s.upn = [0, 0, 0]
    # 6.5 the next hunt, or the end
    if s.hunt >= HUNTS:
        s.phase = OVER
        s.note({"type": "over", "scores": [score_total(s, p) for p in range(n)]})
        return
    s.hunt += 1
    s.dealer = (s.dealer + 1) % n
    _start_hunt(s)


def _herds(s: Sim, g: int, strength: List[int]) -> None:
    """Rules §6.2 at ground ``g``."""
    buf = s.gbuf[g]
    s.gbuf[g] = []
    order = sorted([p for p in range(s.n) if strength[p]], key=lambda p: -strength[p])
    ranked = sorted(buf, reverse=True)
    taken: List[Taken] = []
    tied: List[int] = []
    outcome: HerdOutcome
    if not order:
        outcome = "no-hunters"
    elif len(order) == 1:
        outcome = "alone"
        taken = [{"seat": order[0], "value": v} for v in ranked]
    elif strength[order[0]] == strength[order[1]]:
        outcome = "top-tie"
        tied = [p for p in order if strength[p] == strength[order[0]]]
    else:
        taken = [{"seat": order[0], "value": ranked[0]}]
        if len(ranked) < 2:
            outcome = "contest"
        elif len(order) > 2 and strength[order[1]] == strength[order[2]]:
            outcome = "second-tie"
            tied = [p for p in order if strength[p] == strength[order[1]]]
        else:
            outcome = "contest"
            taken.append({"seat": order[1], "value": ranked[1]})
    for t in taken:
        s.won[t["seat"]].append(t["value"])
    boxed = list(ranked[len(taken):])
    s.box.extend(boxed)
    if s.events is not None:
        s.note({"type": "herd", "ground": g + 1, "buffalo": list(buf), "strengths": strength,
                "outcome": outcome, "tied": tied, "taken": taken, "box": boxed})


def _prisoners(s: Sim, g: int) -> None:
    """Rules §6.3 at ground ``g``."""
    h = s.holder[g]
    rows = s.cards[g]
    n = s.n
    returned: List[List[str]] = [[] for _ in range(n)]
    captured: List[Captive] = []
    ev = s.events is not None
    for p in range(n):
        row = rows[p]
        if not row:
            continue
        if h < 0 or p == h:
            res = s.reserve[p]
            for e in row:
                res[e & 15] += 1
            if ev:
                returned[p] = [CARD_IDS[e & 15] for e in row]
        else:
            pris = s.prisoners[h]
            for e in row:
                pris.append((e & 15, p))
            if ev:
                captured.extend({"card": CARD_IDS[e & 15], "owner": p} for e in row)
    s.cards[g] = [[] for _ in range(n)]
    if ev:
        s.note({"type": "prisoners", "ground": g + 1, "holder": None if h < 0 else h,
                "returned": returned, "captured": captured})


# ---- scores ---------------------------------------------------------------------------------------

def score_total(s: Union[Sim, State], p: int) -> int:
    """Score of seat ``p`` (§7): buffalo values + 1 per prisoner − 10 per hide thief."""
    return sum(s.won[p]) + len(s.prisoners[p]) + HIDE_THIEF * s.thieves[p]


def ranking_of(totals: List[int]) -> List[List[int]]:
    """Places best first, equal totals sharing a place (M-R7)."""
    places: List[List[int]] = []
    last = None
    for p in sorted(range(len(totals)), key=lambda q: (-totals[q], q)):
        if places and totals[p] == last:
            places[-1].append(p)
        else:
            places.append([p])
        last = totals[p]
    return places
