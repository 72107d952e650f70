"""Random play on the fast lane: the benchmark's workload, the golden files' and the
conformance tests' driver, and the core of bots' playouts.

:func:`random_game` chooses uniformly among the legal moves at every step, exactly as choosing
with ``rng.choice(legal_moves(state))`` through the public API would (the same keys in the same
order, the same generator calls: ``choice(seq)`` is ``seq[rng._randbelow(len(seq))]``), but
runs on one mutable :class:`engine.manitou.rules.Sim` without validating, thawing or freezing.
``tests/test_manitou_properties.py`` checks the two give the same games.
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Tuple

from ..core.players import PALETTE, default_names
from .cards import DEALER_PARTY_SIZE, MAX_UP, NUM_KINDS, PARTY_SIZE
from .moves import TEMPLATES
from .rules import OVER, PLAY, PLAY_BASE, SELECT, legal_keys, new_sim, party_complete, step
from .state import State, freeze

_KINDS = range(NUM_KINDS)
# The legal keys of a hand (sorted tuple of kinds) when no ground limits its warriors: every
# distinct card at every ground (the same list and order as rules.keys_for gives).
_FREE_KEYS: Dict[Tuple[int, ...], List[int]] = {}
_PLAY_KEYS = tuple((PLAY_BASE + 3 * k, PLAY_BASE + 3 * k + 1, PLAY_BASE + 3 * k + 2)
                   for k in _KINDS)


def random_keys(sim: Any, rng: random.Random) -> List[int]:
    """Play ``sim`` to the end in place with uniformly random legal keys; the keys played.

    Picks and the choice of a play are done inline (the common, simple cases); everything with
    consequences goes through :func:`engine.manitou.rules.step`.
    """
    played: List[int] = []
    append = played.append
    below = rng._randbelow  # type: ignore[attr-defined]  # what rng.choice uses
    while True:
        phase = sim.phase
        cur = sim.current
        if phase == SELECT:
            # the whole party of ``cur``, pick by pick (the legal keys are the kinds left in
            # the reserve, ascending: kept up to date instead of rebuilt)
            res = sim.reserve[cur]
            party = sim.party[cur]
            keys = [k for k in _KINDS if res[k]]
            need = (DEALER_PARTY_SIZE if cur == sim.dealer else PARTY_SIZE) - sum(party)
            for _ in range(need):
                k = keys[below(len(keys))]
                append(k)
                res[k] -= 1
                if not res[k]:
                    keys.remove(k)
                party[k] += 1
            party_complete(sim, cur)
        elif phase == PLAY:
            hand = sim.hand[cur]
            holder = sim.holder
            if cur in holder and MAX_UP in [u for h, u in zip(holder, sim.upn, strict=True) if h == cur]:
                keys = legal_keys(sim)        # a guarded pair of its own limits the warriors
            else:
                shape = tuple(sorted(hand))
                free = _FREE_KEYS.get(shape)
                if free is None:
                    free = _FREE_KEYS[shape] = [key for k in sorted(set(shape))
                                                for key in _PLAY_KEYS[k]]
                keys = free
            key = keys[below(len(keys))]
            append(key)
            step(sim, key)
        elif phase == OVER:
            return played


def random_game(num_players: int, seed: int) -> Tuple[State, List[Dict[str, Any]]]:
    """The game ``new_game(num_players, seed=seed)`` played with ``random.Random(seed)``
    choosing uniformly among the legal moves; the final state and the moves."""
    sim = new_sim(num_players, seed)
    keys = random_keys(sim, random.Random(seed))
    final = freeze(sim, tuple(default_names(num_players)), tuple(PALETTE[:num_players]))
    return final, [TEMPLATES[k].copy() for k in keys]
