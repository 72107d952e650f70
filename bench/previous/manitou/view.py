"""The bots' input: what one seat may know, read from ``observe(state, seat)`` only.

:func:`view_of` turns the observation (the contract's JSON) into a compact :class:`View`; it is
the only door from a game state into a bot's decision, so two states that look the same to the
seat give the same View and hence the same decision. :func:`determinize` samples one complete
world (a :class:`engine.manitou.rules.Sim`) consistent with a View: the other players' hidden
cards (their unseen cards split into reserve, party, hand and pile by the public sizes), the
order of the seat's own draw pile, the order of both buffalo piles and the seed of the future
shuffles. Searches play on such worlds; the normal bot reads only the public part and its own
cards of one.
"""

from __future__ import annotations

import json
import random
import zlib
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

from engine.manitou.cards import KIND, NUM_KINDS
from engine.manitou.rules import PHASE_NAMES, UP, Sim
from engine.manitou.serial import observe_dict
from engine.manitou.state import State, holders

Counts = Tuple[int, ...]


@dataclass(frozen=True)
class View:
    """One seat's knowledge of a position (see the module docstring). Cards are kinds.

    Per seat: ``reserve``/``party`` counts and ``hand``/``pile`` kinds for ``me`` only (others:
    empty); ``unseen`` the counts of another seat's cards in none of the public places (``me``:
    zeros); ``sizes`` (reserve, party, hand, pile) for every seat.
    """

    n: int
    me: int
    hunt: int
    dealer: int
    current: int
    phase: int
    reserve: Counts
    party: Counts
    hand: Tuple[int, ...]
    pile: Tuple[int, ...]
    unseen: Tuple[Counts, ...]
    sizes: Tuple[Tuple[int, int, int, int], ...]
    played: Tuple[int, ...]
    cards: Tuple[Tuple[Tuple[int, ...], ...], ...]
    gbuf: Tuple[Tuple[int, ...], ...]
    large: Tuple[int, ...]
    small: Tuple[int, ...]
    box: Tuple[int, ...]
    won: Tuple[Tuple[int, ...], ...]
    thieves: Tuple[int, ...]
    prisoners: Tuple[Tuple[Tuple[int, int], ...], ...]
    code: int


def _counts(d: Dict[str, int]) -> Counts:
    out = [0] * NUM_KINDS
    for cid, c in d.items():
        out[KIND[cid]] += c
    return tuple(out)


def _list_counts(ids: List[str]) -> Counts:
    out = [0] * NUM_KINDS
    for cid in ids:
        out[KIND[cid]] += 1
    return tuple(out)


def _entry(e: Dict[str, Any]) -> int:
    k = KIND[e["card"]]
    return k + UP if e.get("up") else k


def view_from_observation(obs: Dict[str, Any], me: int) -> View:
    """The :class:`View` of the observation ``obs`` of seat ``me`` (``observe(state, me)``)."""
    players = obs["players"]
    n = len(players)
    zero = (0,) * NUM_KINDS
    unseen: List[Counts] = []
    sizes: List[Tuple[int, int, int, int]] = []
    for p, pl in enumerate(players):
        if p == me:
            unseen.append(zero)
            sizes.append((sum(pl["reserve"].values()), len(pl["party"]), len(pl["hand"]),
                          len(pl["pile"])))
        else:
            unseen.append(_counts(pl["unseen"]))
            sizes.append((pl["reserve"], pl["party"], pl["hand"], pl["pile"]))
    mine = players[me]
    code = zlib.crc32(json.dumps(obs, sort_keys=True, separators=(",", ":")).encode("utf-8"))
    return View(
        n=n, me=me, hunt=obs["hunt"], dealer=obs["dealer"], current=obs["current"],
        phase=PHASE_NAMES.index(obs["phase"]),
        reserve=_counts(mine["reserve"]), party=_list_counts(mine["party"]),
        hand=tuple(sorted(KIND[c] for c in mine["hand"])),
        pile=tuple(sorted(KIND[c] for c in mine["pile"])),
        unseen=tuple(unseen), sizes=tuple(sizes),
        played=tuple(pl["played"] for pl in players),
        cards=tuple(tuple(tuple(_entry(e) for e in row) for row in g["cards"])
                    for g in obs["grounds"]),
        gbuf=tuple(tuple(g["buffalo"]) for g in obs["grounds"]),
        large=tuple(obs["buffalo_unseen"]["large"]), small=tuple(obs["buffalo_unseen"]["small"]),
        box=tuple(obs["box"]),
        won=tuple(tuple(pl["buffalo"]) for pl in players),
        thieves=tuple(pl["hide_thieves"] for pl in players),
        prisoners=tuple(tuple((KIND[x["card"]], x["owner"]) for x in pl["prisoners"])
                        for pl in players),
        code=code,
    )


def view_of(state: State, seat: Optional[int] = None) -> View:
    """The View of the seat to act (or of ``seat``), built from ``observe`` and nothing else."""
    me = state.current if seat is None else seat
    return view_from_observation(observe_dict(state, me), me)


def _expand(counts: Counts) -> List[int]:
    return [k for k in range(NUM_KINDS) for _ in range(counts[k])]


PartyModel = Any  # callable(available counts, size, view, seat, rng) -> party counts, or None


def determinize(v: View, rng: random.Random, party_model: PartyModel = None) -> Sim:
    """One complete world consistent with ``v`` (see the module docstring).

    Another seat's hidden cards are drawn from its unseen cards: uniformly, or, with
    ``party_model(available, size, v, seat, rng)`` (returning counts), its party as that model
    would choose it from the unseen cards plus those it has already played this hunt.
    """
    s = Sim()
    n = s.n = v.n
    s.seed = rng.getrandbits(62)
    s.hunt, s.dealer, s.current, s.phase = v.hunt, v.dealer, v.current, v.phase
    s.reserve, s.party, s.hand, s.pile = [], [], [], []
    for p in range(n):
        if p == v.me:
            pile = list(v.pile)
            rng.shuffle(pile)
            s.reserve.append(list(v.reserve))
            s.party.append(list(v.party))
            s.hand.append(list(v.hand))
            s.pile.append(pile)
            continue
        res, party_n, hand_n, pile_n = v.sizes[p]
        unseen = list(v.unseen[p])
        hidden = party_n + hand_n + pile_n   # the cards of this hunt not yet played
        chosen: List[int]
        if hidden and party_model is not None:
            played = [0] * NUM_KINDS
            for g in range(3):
                for e in v.cards[g][p]:
                    played[e & 15] += 1
            avail = tuple(a + b for a, b in zip(unseen, played, strict=True))
            party = party_model(avail, hidden + sum(played), v, p, rng)
            want = [max(0, party[k] - played[k]) for k in range(NUM_KINDS)]
            chosen = []
            for k in range(NUM_KINDS):
                take = min(want[k], unseen[k])
                chosen += [k] * take
                unseen[k] -= take
            rest = _expand(tuple(unseen))
            rng.shuffle(rest)
            while len(chosen) < hidden:      # the model's party did not fit: fill at random
                k = rest.pop()
                chosen.append(k)
                unseen[k] -= 1
            while len(chosen) > hidden:
                k = chosen.pop(rng.randrange(len(chosen)))
                unseen[k] += 1
            rng.shuffle(chosen)
        else:
            pool = _expand(tuple(unseen))
            rng.shuffle(pool)
            chosen = pool[:hidden]
            for k in chosen:
                unseen[k] -= 1
        s.reserve.append(unseen)
        pc = [0] * NUM_KINDS
        for k in chosen[:party_n]:
            pc[k] += 1
        s.party.append(pc)
        s.hand.append(chosen[party_n:party_n + hand_n])
        s.pile.append(chosen[party_n + hand_n:])
    s.played = list(v.played)
    s.cards = [[list(row) for row in ground] for ground in v.cards]
    s.holder, s.upn = holders(v.cards)
    s.gbuf = [list(b) for b in v.gbuf]
    large, small = list(v.large), list(v.small)
    rng.shuffle(large)
    rng.shuffle(small)
    s.large, s.small, s.box = large, small, list(v.box)
    s.won = [list(w) for w in v.won]
    s.thieves = list(v.thieves)
    s.prisoners = [list(x) for x in v.prisoners]
    s.events = None
    return s


def clone(s: Sim) -> Sim:
    """An independent copy of the working position ``s``."""
    w = Sim()
    w.n, w.seed, w.hunt, w.dealer, w.current, w.phase = s.n, s.seed, s.hunt, s.dealer, s.current, s.phase
    w.reserve = [list(r) for r in s.reserve]
    w.party = [list(r) for r in s.party]
    w.hand = [list(h) for h in s.hand]
    w.pile = [list(p) for p in s.pile]
    w.played = list(s.played)
    w.cards = [[list(row) for row in ground] for ground in s.cards]
    w.holder, w.upn = list(s.holder), list(s.upn)
    w.gbuf = [list(b) for b in s.gbuf]
    w.large, w.small, w.box = list(s.large), list(s.small), list(s.box)
    w.won = [list(x) for x in s.won]
    w.thieves = list(s.thieves)
    w.prisoners = [list(x) for x in s.prisoners]
    w.events = None
    return w
