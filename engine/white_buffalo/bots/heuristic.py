"""The normal bot: rules of thumb for White Buffalo, one key at a time.

At the start of a turn (:func:`turn_options`) every kind of turn gets a rough value in points:

* **buy** a teepee: what the scoring sheet gains at once (points, Destiny Cards, symbol sets),
  less for the bison icons that make every later teepee dearer, plus the teepee's power for the
  cards of its colour in hand; paid with War Card cubes first, bison for the rest;
* **retire** a teepee: what the peace sets cancel (and Destiny Card 15 may gain), plus the price
  drop, less the power lost; much more (:data:`RETIRE_FIRST`) when the cheaper next teepee is
  then within reach: retiring first and buying next beats buying first;
* **hunt** (play Action Cards): the bison the best reachable hunt is expected to bring (brown
  share of the bag, the chance that no red spoils the pull, the cap of 6 on the tribe card), plus
  the War Card a red may bring (with the cubes on it when a rival holds it), valued by what a
  bison buys;
* **take** cards: a constant, more when the hand lacks hunters or is small, and more while few
  herds are lost (a full hand early makes the later hunts bigger);
* **pass**: the +3 bonus, worth taking in the final round or from 22 lost herds when no teepee is
  within reach (also when nothing else is useful).

The best is played. Inside a Play Action Cards turn (:func:`play_key`) the bot hunts where it
stands if the hunt is worth it, else walks towards the best herd it can reach with the horse
cards it holds (not the hunt colour's; the cheapest card that covers the way), builds the
stack up to the herds standing there, and ends the turn when no hunt is worth it. A pulled cube
goes onto the War Card when it can.

The weights came from comparing these choices with a 120-rollout search at turn
starts (it took cards, and retired before buying, far more often than the rules of thumb did)
and were checked against the previous release's rules of thumb on other seeds.

Everything here reads only the public part of a position and the mover's own cards, so it runs
on a determinized world (:func:`engine.white_buffalo.bots.view.determinize`) exactly as on the
truth.
"""

from __future__ import annotations

import random
from typing import Dict, List, Optional, Sequence, Tuple

from ..data import (
    ADJ,
    ANY,
    BROWN,
    BUFFALO_BILL,
    CARD_COLOUR,
    CARD_VALUE,
    FIRST_PEACE,
    IS_HUNTER,
    MAX_BISON,
    NUM_COLOURS,
    NUM_TEEPEES,
    NUM_TERRITORIES,
    PEACE_COLOUR,
    RED,
    TEEPEE_COLOUR,
    TEEPEE_ICONS,
    TEEPEE_POINTS,
    TRIBE_ICONS,
    WAR_FRONTIER_SLOTS,
    WAR_RED_SLOTS,
)
from ..rules import (
    BUY,
    CUBE,
    CUBE_TERRITORY,
    CUBE_WAR,
    END,
    HORSE,
    HUNT,
    PASS,
    PLACE,
    PLAY,
    RETIRE,
    STACK,
    STEP,
    SWEEP,
    TAKE,
    TAKE_PILE,
    TAKE_ROW,
    Sim,
    legal_keys,
    power,
)
from ..scoring import best_destiny, peace_cancelled, symbol_points

BISON_WORTH = 1.5      # points a bison on the tribe card is worth (what it buys)
ICON_COST = 1.5        # points lost per bison icon added to every later price
POWER_WORTH = 0.25     # points per card in hand of a teepee's colour (its +1 in plays)
TAKE_VALUE = 1.2       # a plain Take Action Cards turn
TAKE_EARLY = 1.0       # more for taking cards (hand under 10) while few herds are lost...
EARLY_LOST = 8         # ...fewer than this
RETIRE_FIRST = 6.0     # more for a retirement after which the next teepee is affordable
PASS_BONUS = 3.0
WAR_HUNT = 0.7         # bison a War Card cube is worth in a hunt's value (a red may take the card)
MIN_HUNT = 0.35        # expected bison below which a hunt is not worth the cards
NEAR_END = 20          # lost herds from which the end may come any turn
NAIVE_TAKE = -0.5      # a newcomer's Take Action Cards turn: worth less than a hunt (easy level)
PASS_LOST = 22         # lost herds from which a tribe that cannot buy passes


def _dist_from(t: int) -> List[int]:
    dist = [-1] * NUM_TERRITORIES
    dist[t] = 0
    todo = [t]
    for x in todo:
        for a in ADJ[x]:
            if dist[a] < 0:
                dist[a] = dist[x] + 1
                todo.append(a)
    return dist


#: DIST[a][b]: steps between territories a and b.
DIST: Tuple[Tuple[int, ...], ...] = tuple(tuple(_dist_from(t)) for t in range(NUM_TERRITORIES))


_TOTALS: Dict[Tuple[Tuple[int, ...], ...], int] = {}


def tribe_total(active: Sequence[int], retired: Sequence[int], peace: Sequence[int],
                destiny: Sequence[int]) -> int:
    """The scoring sheet's total (without the pass bonus) of such a tribe (remembered: the
    same few tribes are scored again and again in a search)."""
    key = (tuple(active), tuple(retired), tuple(peace), tuple(destiny))
    got = _TOTALS.get(key)
    if got is not None:
        return got
    owned = list(active) + list(retired)
    total = -12 + peace_cancelled(peace) + sum(TEEPEE_POINTS[t] for t in owned)
    total += best_destiny(destiny, owned, retired)[0] + symbol_points(owned)
    if len(_TOTALS) > 20000:
        _TOTALS.clear()
    _TOTALS[key] = total
    return total


def war_cubes(s: Sim, cur: int) -> int:
    """The cubes on the War Card if ``cur`` holds it, else 0."""
    return s.war_red + len(s.war_front) if s.war_holder == cur else 0


def current_price(s: Sim, cur: int) -> int:
    """The price of a one-icon teepee for ``cur`` now."""
    return TRIBE_ICONS + 1 + sum(TEEPEE_ICONS[t] for t in s.teepees[cur])


def expected_bison(s: Sim, t: int, value: int, bison: int) -> float:
    """Bison a hunt of ``value`` in territory ``t`` brings on average (roughly): the pull's
    brown share, the chance that it holds no red, the cap on the tribe card."""
    bag = list(s.bag)
    for c in s.tcubes[t]:
        bag[c] += 1
    total = sum(bag)
    n = min(value, s.herds[t], total)
    if n <= 0:
        return 0.0
    pb = bag[BROWN] / total
    no_red = 1.0
    for i in range(n):
        no_red *= max(0.0, (total - bag[RED] - i) / (total - i))
    return min(n * pb, float(MAX_BISON - bison)) * no_red


def hunt_values(s: Sim, cur: int) -> List[int]:
    """Per card colour, the hunt value of all the hand's cards of it (0 without a hunter)."""
    hand = s.hand[cur]
    out = [0] * NUM_COLOURS
    for c in range(NUM_COLOURS):
        b = 4 * c
        if hand[b + 2] or hand[b + 3]:
            out[c] = hand[b] + 2 * hand[b + 1] + hand[b + 2] + 2 * hand[b + 3] + power(s, cur, c)
    return out


def step_costs(done: int, d: int) -> int:
    """What ``d`` more steps cost after ``done`` steps this turn."""
    return sum(1 if done + i == 0 else 2 for i in range(d))


def horse_budget(s: Sim, cur: int, skip: int) -> int:
    """Horse value still to be had in this move play: what is left of the open play plus the
    best horse card of every colour still allowed (not colour ``skip``)."""
    hand = s.hand[cur]
    banned = s.mcolours | s.prev
    total = s.mvalue - s.mspent if s.mplay else 0
    for c in range(NUM_COLOURS):
        if c == skip or banned >> c & 1:
            continue
        b = 4 * c
        if hand[b + 1]:
            total += 2 + power(s, cur, c)
        elif hand[b]:
            total += 1 + power(s, cur, c)
    return total


def horse_values(s: Sim, cur: int) -> List[int]:
    """Per card colour, the value of its best horse card in hand with its teepee power (0 if
    none, or if the colour may not move in this move play): :func:`horse_budget` is the open
    play's value left plus these, less the hunt colour's."""
    hand = s.hand[cur]
    banned = s.mcolours | s.prev
    out = [0] * NUM_COLOURS
    for c in range(NUM_COLOURS):
        if banned >> c & 1:
            continue
        b = 4 * c
        if hand[b + 1]:
            out[c] = 2 + power(s, cur, c)
        elif hand[b]:
            out[c] = 1 + power(s, cur, c)
    return out


def best_hunt(s: Sim, cur: int) -> Tuple[float, int, int]:
    """The best hunt within reach this turn: (expected bison less a little per step,
    territory, colour); territory -1 if there is none. (:func:`expected_bison` for every
    territory within reach of every hunt colour, computed once per territory and pull size.)"""
    bison = s.bison[cur]
    if bison >= MAX_BISON:
        return 0.0, -1, -1
    values = hunt_values(s, cur)
    best = (0.0, -1, -1)
    if not any(values):
        return best
    dist = DIST[s.terr[cur]]
    laid = dict((t, n) for t, n in s.laid)
    tcubes = s.tcubes
    bag = s.bag
    base_total = sum(bag)
    brown, red = bag[BROWN], bag[RED]
    room = float(MAX_BISON - bison)
    first = s.steps == 0
    # (territory, step cost, standing herds, cubes to pull from, browns, reds, less for the
    # steps, less for herds laid down there), territories with herds only
    places = []
    for t, h in enumerate(s.herds):
        if h > 0:
            d = dist[t]
            tc = tcubes[t]
            places.append((t, (2 * d - 1 if first else 2 * d) if d else 0, h, base_total + len(tc),
                           brown + tc.count(BROWN), red + tc.count(RED),
                           0.1 * d, 0.05 * laid.get(t, 0)))
    # what a red may bring: the War Card (and the cubes on it) if a red slot is free
    war_gain = 0.0
    if WAR_HUNT and s.war_red < WAR_RED_SLOTS:
        war_gain = WAR_HUNT * (1 + (s.war_red + len(s.war_front) if s.war_holder not in (cur, -1) else 0))
    memo: Dict[int, float] = {}
    horses = horse_values(s, cur)
    all_horses = sum(horses) + (s.mvalue - s.mspent if s.mplay else 0)
    for c in range(NUM_COLOURS):
        v = values[c]
        if not v:
            continue
        budget = all_horses - horses[c]
        for t, cost, h, total, browns, reds, far, trod in places:
            if cost > budget:
                continue
            n = min(v, h, total)
            got = memo.get(t * 64 + n)
            if got is None:
                if n <= 0:
                    got = 0.0
                else:
                    no_red = 1.0
                    for i in range(n):
                        no_red *= max(0.0, (total - reds - i) / (total - i))
                    got = min(n * (browns / total), room) * no_red
                    if war_gain and reds:
                        got += (1.0 - no_red) * war_gain
                memo[t * 64 + n] = got
            e = got - far - trod
            if e > best[0]:
                best = (e, t, c)
    return best


def card_worth(s: Sim, cur: int, k: int) -> float:
    """How much ``cur`` wants Action Card kind ``k``."""
    hand = s.hand[cur]
    c = CARD_COLOUR[k]
    b = 4 * c
    same = hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]
    worth = CARD_VALUE[k] + power(s, cur, c) * 0.7 + min(same, 3) * 0.25
    if IS_HUNTER[k]:
        worth += 1.2 if not (hand[b + 2] or hand[b + 3]) else 0.6
    return worth


def take_key(s: Sim, cur: int, keys: Sequence[int]) -> int:
    """The card to take: the best row card if it is good enough, else a blind draw."""
    best, best_w = -1, 2.6
    for key in keys:
        if TAKE_ROW <= key < TAKE_PILE:
            w = card_worth(s, cur, s.row[key - TAKE_ROW])
            if w > best_w:
                best, best_w = key, w
    if best >= 0:
        return best
    if TAKE_PILE in keys:
        return TAKE_PILE
    return max((k for k in keys if TAKE_ROW <= k < TAKE_PILE),
               key=lambda k: (card_worth(s, cur, s.row[k - TAKE_ROW]), -k))


def buy_value(s: Sim, cur: int, t: int, final: bool) -> float:
    """The value of buying teepee ``t`` (see the module docstring)."""
    active, retired = s.teepees[cur], s.retired[cur]
    before = tribe_total(active, retired, s.peace[cur], s.destiny[cur])
    after = tribe_total(list(active) + [t], retired, s.peace[cur], s.destiny[cur])
    gain = float(after - before)
    if final:
        return gain
    hand = s.hand[cur]
    b = 4 * TEEPEE_COLOUR[t]
    return gain - ICON_COST * TEEPEE_ICONS[t] + POWER_WORTH * sum(hand[b:b + 4])


def retire_value(s: Sim, cur: int, peace_card: int, t: int, final: bool) -> float:
    """The value of retiring teepee ``t`` with ``peace_card`` (see the module docstring)."""
    active, retired = s.teepees[cur], s.retired[cur]
    before = tribe_total(active, retired, s.peace[cur], s.destiny[cur])
    after = tribe_total([x for x in active if x != t], list(retired) + [t],
                        list(s.peace[cur]) + [peace_card], s.destiny[cur])
    gain = float(after - before)
    if final:
        return gain
    hand = s.hand[cur]
    b = 4 * TEEPEE_COLOUR[t]
    return gain + ICON_COST * TEEPEE_ICONS[t] - POWER_WORTH * sum(hand[b:b + 4])


def pay_key(keys: Sequence[int], slot: int) -> int:
    """Of the ways to pay for the teepee in ``slot``, the one using most War Card cubes."""
    base = BUY + slot * 256
    best, best_n = -1, -1
    for key in keys:
        if base <= key < base + 256:
            code = key - base
            n = (code >> 6) + (code >> 4 & 3) + (code >> 2 & 3) + (code & 3)
            if n > best_n:
                best, best_n = key, n
    return best


def turn_options(s: Sim, keys: Sequence[int], naive: bool = False) -> Dict[str, Tuple[float, int]]:
    """The kinds of turn open at the start of a turn, each with (value, first key); see the
    module docstring. Kinds: ``"buy-<slot>"``, ``"retire-<slot>-<teepee>"``, ``"hunt"``,
    ``"take"``, ``"pass"``. ``naive``: without the two lessons of the search (retire first
    when the next teepee is then affordable; take cards while few herds are lost) and with
    taking cards :data:`NAIVE_TAKE` cheaper, as a newcomer weighs the turns (the easy level)."""
    cur = s.current
    final = s.final_round
    out: Dict[str, Tuple[float, int]] = {}
    near_end = final or s.lost >= NEAR_END
    for key in keys:
        if BUY <= key < RETIRE:
            slot = (key - BUY) // 256
            name = f"buy-{slot}"
            if name not in out:
                out[name] = (buy_value(s, cur, s.display[slot], final), pay_key(keys, slot))
        elif RETIRE <= key < PASS:
            slot, t = divmod(key - RETIRE, NUM_TEEPEES)
            value = retire_value(s, cur, s.display[slot], t, final)
            if RETIRE_FIRST and not final and not naive \
                    and s.bison[cur] + war_cubes(s, cur) >= current_price(s, cur) - TEEPEE_ICONS[t]:
                value += RETIRE_FIRST
            out[f"retire-{slot}-{t}"] = (value, key)
    hunt = best_hunt(s, cur)
    if hunt[1] >= 0 and hunt[0] >= MIN_HUNT:
        first = play_key(s, keys, hunt)
        if first is not None:
            out["hunt"] = (BISON_WORTH * hunt[0], first)
    take = [k for k in keys if TAKE_ROW <= k <= TAKE_PILE]
    if take:
        hand = s.hand[cur]
        size = sum(hand)
        hunters = sum(hand[k] for k in range(len(hand)) if IS_HUNTER[k])
        value = TAKE_VALUE + (0.6 if hunters == 0 else 0.0) + (0.3 if size < 5 else 0.0) \
            + (TAKE_EARLY if s.lost < EARLY_LOST and size < 10 and not naive else 0.0) \
            + (NAIVE_TAKE if naive else 0.0)
        if size >= 14:
            value = 0.1
        if final:
            value = 0.0
        out["take"] = (value, take_key(s, cur, take))
    if PASS in keys:
        need = current_price(s, cur) - s.bison[cur] - war_cubes(s, cur)
        if final or (near_end and need > 0 and s.lost >= PASS_LOST):
            value = PASS_BONUS
        elif near_end and need > 1:
            value = 1.0
        else:
            value = -5.0
        out["pass"] = (value, PASS)
    return out


def _play_keys_only(keys: Sequence[int]) -> List[int]:
    return [k for k in keys if HORSE <= k <= HUNT or k == END]


def play_key(s: Sim, keys: Sequence[int],
             hunt: Optional[Tuple[float, int, int]] = None) -> Optional[int]:
    """The next key of a Play Action Cards turn (see the module docstring); None if no play
    key is legal. ``hunt``: :func:`best_hunt` of this position if the caller has it."""
    keys = _play_keys_only(keys)
    if not keys:
        return None
    cur = s.current
    here = s.terr[cur]
    if s.hstack:
        c = CARD_COLOUR[s.hstack[0]]
        value = sum(CARD_VALUE[k] for k in s.hstack) + power(s, cur, c)
        want = min(s.herds[here], sum(s.bag) + len(s.tcubes[here]))
        has_hunter = any(IS_HUNTER[k] for k in s.hstack)
        adds = [k for k in keys if STACK <= k < HUNT]
        if not has_hunter:
            hunters = [k for k in adds if IS_HUNTER[k - STACK]]
            if hunters:
                return max(hunters, key=lambda k: (CARD_VALUE[k - STACK], -k))
        if value < want and adds:
            gap = want - value
            fit = [k for k in adds if CARD_VALUE[k - STACK] <= gap] or adds
            return max(fit, key=lambda k: (CARD_VALUE[k - STACK], -IS_HUNTER[k - STACK], -k))
        if HUNT in keys:
            return HUNT
        return keys[0]
    expect, target, colour = best_hunt(s, cur) if hunt is None else hunt
    worth = target >= 0 and expect >= MIN_HUNT
    if worth and target == here:
        starts = [k for k in keys if STACK <= k < HUNT and CARD_COLOUR[k - STACK] == colour
                  and IS_HUNTER[k - STACK]]
        if starts:
            return max(starts, key=lambda k: (CARD_VALUE[k - STACK], -k))
    if worth and target != here:
        left = s.mvalue - s.mspent if s.mplay else 0
        cost = 1 if s.steps == 0 else 2
        if s.mplay and left >= cost:
            d = DIST[target]
            steps = [k for k in keys if STEP <= k < STACK]
            if steps:
                return min(steps, key=lambda k: (d[k - STEP], -s.herds[k - STEP], k))
        horses = [k for k in keys if HORSE <= k < STEP and CARD_COLOUR[k - HORSE] != colour]
        if horses:
            # the cheapest card that covers the way, else the biggest
            need = step_costs(s.steps, DIST[here][target]) - left
            enough = [k for k in horses
                      if CARD_VALUE[k - HORSE] + power(s, cur, CARD_COLOUR[k - HORSE]) >= need]
            if enough:
                return min(enough, key=lambda k: (CARD_VALUE[k - HORSE], k))
            return max(horses, key=lambda k: (CARD_VALUE[k - HORSE], -k))
    if END in keys:
        return END
    # nothing worth doing but a play must be made (or a move play is open): walk to the most
    # herds around
    steps = [k for k in keys if STEP <= k < STACK]
    if steps:
        return max(steps, key=lambda k: (s.herds[k - STEP], -k))
    horses = [k for k in keys if HORSE <= k < STEP]
    if horses:
        return max(horses, key=lambda k: (CARD_VALUE[k - HORSE], -k))
    return keys[0]


def place_key(s: Sim, rng: random.Random) -> int:
    """Where to put the tribe: many herds here and next door, few cubes lying here."""
    best: List[int] = []
    best_v = float("-inf")
    for t in range(NUM_TERRITORIES):
        v = 2.0 * s.herds[t] + sum(s.herds[a] for a in ADJ[t]) * 0.5 - 1.5 * len(s.tcubes[t])
        if v > best_v + 1e-9:
            best, best_v = [t], v
        elif v >= best_v - 1e-9:
            best.append(t)
    return PLACE + rng.choice(best)


def sweep_key(s: Sim, keys: Sequence[int]) -> int:
    """Which Settler/Treaty/Railroad card to sweep away: one no active teepee of ours can use."""
    colours = {TEEPEE_COLOUR[t] for t in s.teepees[s.current]}

    def use(key: int) -> Tuple[int, int]:
        c = s.display[key - SWEEP]
        want = PEACE_COLOUR[c - FIRST_PEACE] if FIRST_PEACE <= c < BUFFALO_BILL else None
        useful = want == ANY or want in colours
        return (1 if useful else 0, key)

    return min(keys, key=use)


def cube_key(s: Sim) -> int:
    """A pulled cube goes onto the War Card when a slot for it is free and the card can be
    ours; else it stays in the territory."""
    cur = s.current
    c = s.pending[0]
    if c == RED:
        return CUBE_WAR if s.war_red < WAR_RED_SLOTS else CUBE_TERRITORY
    if s.war_holder == cur and len(s.war_front) < WAR_FRONTIER_SLOTS:
        return CUBE_WAR
    return CUBE_TERRITORY


def normal_key(s: Sim, rng: random.Random, keys: Optional[Sequence[int]] = None) -> int:
    """The normal bot's key for the seat to act in ``s`` (see the module docstring)."""
    if keys is None:
        keys = legal_keys(s)
    if len(keys) == 1:
        return keys[0]
    if s.phase == CUBE:
        return cube_key(s)
    cur = s.current
    if s.terr[cur] < 0:
        return place_key(s, rng)
    if keys[0] >= SWEEP and keys[-1] < TAKE_ROW:
        return sweep_key(s, keys)
    if s.kind == TAKE:
        return take_key(s, cur, keys)
    if s.kind == PLAY:
        key = play_key(s, keys)
        return keys[0] if key is None else key
    options = turn_options(s, keys)
    best = max(options.values(), key=lambda vk: (vk[0], -vk[1]))
    return best[1]

