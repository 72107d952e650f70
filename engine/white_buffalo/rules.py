"""White Buffalo's rules, once, as operations on a mutable working copy (:class:`Sim`).

The public API (:mod:`engine.white_buffalo`) keeps states frozen: ``apply`` thaws a
:class:`engine.white_buffalo.state.State` into a :class:`Sim`, performs one move with
:func:`step` and freezes the result. Random play drives a :class:`Sim` directly (the fast lane,
:mod:`engine.white_buffalo.playout`), so there is only one implementation of the rules.

Moves are small ints internally ("keys", see the constants below); :func:`legal_keys` is the
single source of truth for what may be done, and lists keys in ascending order.

Randomness (§13): one SplitMix64 generator whose 64-bit state lives in the state (``rng``,
seeded from the game's seed); every shuffle and every pull draws from it with :func:`below`.

If ``sim.events`` is a list, :func:`step` appends what happened by chance or by itself as
JSON-ready dicts (see the package docstring); otherwise it records nothing.
"""

from __future__ import annotations

from typing import Any, List, Literal

from .data import (
    ADJ,
    ANY,
    BLACK,
    BLUE,
    BROWN,
    BROWN_PER_PLAYER,
    BUFFALO_BILL,
    BUFFALO_BILL_AFTER_SET,
    CARD_COLOUR,
    CARD_IDS,
    CARD_VALUE,
    COPIES,
    CUBE_COLOURS,
    DEATH_ROWS,
    DEATH_VALUE,
    DESTINY_IDS,
    DISPLAY_SIZE,
    FIRST_PEACE,
    GREY,
    HAND_SIZE,
    HERDS_PER_TERRITORY,
    IS_HUNTER,
    MAX_BISON,
    NEXT,
    NUM_COLOURS,
    NUM_DESTINY,
    NUM_KINDS,
    NUM_TEEPEES,
    NUM_TERRITORIES,
    ORANGE,
    ORANGE_KILLS,
    PEACE_COLOUR,
    PEACE_ROW,
    QUIET_TURNS_LIMIT,
    RED,
    RED_CUBES,
    ROW_OF_CUBE,
    ROW_SIZE,
    SPOTS,
    STACK_IDS,
    TAKE_COUNT,
    TEEPEE_COLOUR,
    TEEPEE_ICONS,
    TERRITORIES,
    TRACK_LENGTH,
    TRIBE_ICONS,
    WAR_FRONTIER_SLOTS,
    WAR_RED_SLOTS,
    WHITE,
    WHITE_CUBES,
    stack_sets,
)
from .events import Event, FinalReason, KilledHerd, OverReason

TURN, CUBE, OVER = 0, 1, 2
PHASE_NAMES = ("turn", "cube", "over")
#: Turn kinds (``turn.kind``): none chosen yet, Take Action Cards, Play Action Cards.
NONE, TAKE, PLAY = 0, 1, 2
KIND_NAMES = (None, "take", "play")

# ---- keys ------------------------------------------------------------------------------------
PLACE = 0                                  # + territory (12)
SWEEP = PLACE + NUM_TERRITORIES            # + display slot 0..5
TAKE_ROW = SWEEP + DISPLAY_SIZE            # + row slot 0..2
TAKE_PILE = TAKE_ROW + ROW_SIZE
HORSE = TAKE_PILE + 1                      # + card kind (20)
STEP = HORSE + NUM_KINDS                   # + territory
STACK = STEP + NUM_TERRITORIES             # + card kind
HUNT = STACK + NUM_KINDS
CUBE_TERRITORY = HUNT + 1
CUBE_WAR = CUBE_TERRITORY + 1
END = CUBE_WAR + 1
BUY = END + 1                              # + slot * 256 + red * 64 + grey * 16 + blue * 4 + black
RETIRE = BUY + DISPLAY_SIZE * 256          # + slot * 25 + teepee
PASS = RETIRE + DISPLAY_SIZE * NUM_TEEPEES
NUM_KEYS = PASS + 1

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

_SETS = stack_sets()
_KIND_RANGE = range(NUM_KINDS)
_HORSE_KEYS = tuple(HORSE + k for k in range(NUM_KINDS))
_STACK_KEYS = tuple(STACK + k for k in range(NUM_KINDS))
_STEP_KEYS = tuple(tuple(STEP + a for a in sorted(ADJ[t])) for t in range(NUM_TERRITORIES))
_PLACE_KEYS = tuple(range(PLACE, PLACE + NUM_TERRITORIES))
_COLOUR_BASES = tuple(range(0, NUM_KINDS, 4))
_NO_CUBES = [0] * len(CUBE_COLOURS)
#: Horse card kinds whose colour is not in a colour mask (index = mask), ascending.
_HORSE_ALLOWED = tuple(tuple(k for k in range(NUM_KINDS)
                             if not IS_HUNTER[k] and not mask >> CARD_COLOUR[k] & 1)
                       for mask in range(1 << NUM_COLOURS))
#: Cube resolution order after the browns (§6.4): red, grey, orange, blue, black, white.
RESOLVE_ORDER = (RED, GREY, ORANGE, BLUE, BLACK, WHITE)
_FRONTIER_SET = frozenset((GREY, BLUE, BLACK))


def seed_rng(seed: int) -> int:
    """The generator state a game of ``seed`` starts from."""
    return _mix(seed & _MASK)


def _mix(x: int) -> int:
    x = (x + _GAMMA) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


class Sim:
    """A mutable White Buffalo position (lists instead of tuples); see the module docstring.

    Per seat: ``terr`` (-1 off the board), ``hand`` (counts per card kind), ``destiny``,
    ``bison``, ``teepees`` (active), ``retired`` and ``peace`` (in parallel: ``peace[i]`` retired
    ``retired[i]``), ``passed``. Piles are lists whose top is the last element.
    """

    __slots__ = (
        "n", "seed", "rng", "start", "current", "phase", "round", "final_round", "ending",
        "quiet", "terr", "hand", "destiny", "bison", "teepees", "retired", "peace", "passed",
        "herds", "calf", "tcubes", "lost", "bag", "death", "war_holder", "war_red", "war_front",
        "row", "pile", "discard", "display", "stack", "destiny_pile", "removed",
        "kind", "taken", "steps", "swept", "mplay", "mvalue", "mspent", "mcolours", "mstepped",
        "prev", "hstack", "played", "plays", "laid", "pending", "loud", "over_reason", "events")

    n: int
    seed: int
    rng: int
    start: int
    current: int
    phase: int
    round: int
    final_round: bool
    ending: FinalReason | None
    quiet: int
    terr: List[int]
    hand: List[List[int]]
    destiny: List[List[int]]
    bison: List[int]
    teepees: List[List[int]]
    retired: List[List[int]]
    peace: List[List[int]]
    passed: List[bool]
    herds: List[int]
    calf: int
    tcubes: List[List[int]]
    lost: int
    bag: List[int]
    death: List[int]
    war_holder: int
    war_red: int
    war_front: List[int]
    row: List[int]
    pile: List[int]
    discard: List[int]
    display: List[int]
    stack: List[int]
    destiny_pile: List[int]
    removed: List[int]
    kind: int
    taken: int
    steps: int
    swept: bool
    mplay: List[int]
    mvalue: int
    mspent: int
    mcolours: int
    mstepped: bool
    prev: int
    hstack: List[int]
    played: List[int]
    plays: int
    laid: List[List[int]]
    pending: List[int]
    loud: bool
    over_reason: OverReason | None
    events: List[Event] | None

    def note(self, event: Event) -> None:
        """Record ``event`` if events are being collected."""
        if self.events is not None:
            self.events.append(event)


def below(s: Sim, n: int) -> int:
    """A uniform int in ``0 .. n-1`` from the game's generator (SplitMix64), advancing it."""
    x = (s.rng + _GAMMA) & _MASK
    s.rng = x
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return (x ^ (x >> 31)) % n


def shuffle(s: Sim, cards: List[int]) -> None:
    """Shuffle ``cards`` in place (Fisher–Yates on the game's generator)."""
    for i in range(len(cards) - 1, 0, -1):
        j = below(s, i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def reset_turn(s: Sim) -> None:
    """Clear the turn-in-progress fields (a new turn begins)."""
    s.kind = NONE
    s.taken = 0
    s.steps = 0
    s.swept = False
    s.mplay = []
    s.mvalue = 0
    s.mspent = 0
    s.mcolours = 0
    s.mstepped = False
    s.prev = 0
    s.hstack = []
    s.played = []
    s.plays = 0
    s.laid = []
    s.pending = []
    s.loud = False


def new_sim(n: int, seed: int, events: List[Event] | None = None) -> Sim:
    """The start of a game of ``n`` players set up as §3 from ``seed``."""
    s = Sim()
    s.n = n
    s.seed = seed
    s.rng = seed_rng(seed)
    s.events = events
    s.start = below(s, n)
    deck = [k for k in _KIND_RANGE for _ in range(COPIES[k])]
    shuffle(s, deck)
    order: List[int] = []
    for si, cards in enumerate(_SETS):
        part = list(cards)
        shuffle(s, part)
        order.extend(part)
        if si == BUFFALO_BILL_AFTER_SET:
            order.append(BUFFALO_BILL)
    dest = list(range(NUM_DESTINY))
    shuffle(s, dest)
    s.pile = deck
    s.stack = order[::-1]
    s.destiny_pile = dest
    s.discard = []
    s.removed = []
    s.round = 1
    s.final_round = False
    s.ending = None
    s.over_reason = None
    s.quiet = 0
    s.terr = [-1] * n
    s.hand = [[0] * NUM_KINDS for _ in range(n)]
    s.destiny = [[] for _ in range(n)]
    s.bison = [0] * n
    s.teepees = [[] for _ in range(n)]
    s.retired = [[] for _ in range(n)]
    s.peace = [[] for _ in range(n)]
    s.passed = [False] * n
    s.herds = [HERDS_PER_TERRITORY] * NUM_TERRITORIES
    s.calf = -1
    s.tcubes = [[] for _ in range(NUM_TERRITORIES)]
    s.lost = 0
    s.bag = [0] * len(CUBE_COLOURS)
    s.bag[BROWN] = BROWN_PER_PLAYER * n
    s.bag[RED] = RED_CUBES
    s.bag[WHITE] = WHITE_CUBES
    s.death = [SPOTS] * len(DEATH_ROWS)
    s.war_holder = -1
    s.war_red = 0
    s.war_front = []
    reset_turn(s)
    s.phase = TURN
    s.current = s.start
    # the row, the display (reveals move cubes), hands and destiny cards (§3)
    s.row = [s.pile.pop() for _ in range(ROW_SIZE)]
    s.display = [-1] * DISPLAY_SIZE
    for slot in range(DISPLAY_SIZE):
        _refill(s, slot)
    for p in range(n):
        hand = s.hand[p]
        for _ in range(HAND_SIZE):
            hand[s.pile.pop()] += 1
    for p in range(n):
        s.destiny[p].append(s.destiny_pile.pop())
    s.note({"type": "setup", "start": s.start, "row": [CARD_IDS[k] for k in s.row],
            "display": [STACK_IDS[c] for c in s.display]})
    return s


# ---- legal moves -----------------------------------------------------------------------------

def sweep_due(s: Any) -> bool:
    """WB-R20: the turn has not begun, no sweep yet, and the display holds no Teepee Card but
    at least one Settler, Treaty or Railroad card."""
    if s.kind != NONE or s.swept:
        return False
    some = False
    for c in s.display:
        if c >= 0:
            if c < FIRST_PEACE:
                return False
            some = True
    return some


def legal_keys(s: Sim) -> List[int]:
    """Every legal key for the player to act, ascending; ``[]`` once the game is over."""
    phase = s.phase
    if phase == TURN:
        cur = s.current
        if s.terr[cur] < 0:
            return list(_PLACE_KEYS)
        kind = s.kind
        if kind == PLAY:
            return _play_keys(s, cur)
        if kind == TAKE:
            return _take_keys(s, [])
        if not s.swept and sweep_due(s):
            return [SWEEP + i for i, c in enumerate(s.display) if c >= 0]
        out = _take_keys(s, [])
        out += _play_keys(s, cur)
        _buy_keys(s, cur, out)
        _retire_keys(s, cur, out)
        out.append(PASS)
        return out
    if phase == CUBE:
        return [CUBE_TERRITORY, CUBE_WAR]
    return []


def _take_keys(s: Sim, out: List[int]) -> List[int]:
    row = s.row
    if row[0] >= 0:
        out.append(TAKE_ROW)
    if row[1] >= 0:
        out.append(TAKE_ROW + 1)
    if row[2] >= 0:
        out.append(TAKE_ROW + 2)
    if s.pile or s.discard:
        out.append(TAKE_PILE)
    return out


def _play_keys(s: Sim, cur: int) -> List[int]:
    hand = s.hand[cur]
    hstack = s.hstack
    if hstack:
        b = hstack[0] & ~3
        out = []
        if hand[b]:
            out.append(STACK + b)
        if hand[b + 1]:
            out.append(STACK + b + 1)
        if hand[b + 2]:
            out.append(STACK + b + 2)
        if hand[b + 3]:
            out.append(STACK + b + 3)
        for k in hstack:
            if k & 2:                      # forms 2 and 3 are the hunter cards
                out.append(HUNT)
                break
        if s.plays or s.mstepped:
            out.append(END)
        return out
    out = [HORSE + k for k in _HORSE_ALLOWED[s.mcolours | s.prev] if hand[k]]
    t = s.terr[cur]
    if s.mplay and s.mvalue - s.mspent >= (2 if s.steps else 1):
        out += _STEP_KEYS[t]
    if s.herds[t] and (s.tcubes[t] or s.bag != _NO_CUBES):
        for b in _COLOUR_BASES:
            if hand[b + 2] or hand[b + 3]:
                if hand[b]:
                    out.append(STACK + b)
                if hand[b + 1]:
                    out.append(STACK + b + 1)
                if hand[b + 2]:
                    out.append(STACK + b + 2)
                if hand[b + 3]:
                    out.append(STACK + b + 3)
    if s.kind == PLAY and (s.plays or s.mstepped):
        out.append(END)
    return out


def price(s: Any, cur: int, teepee: int) -> int:
    """§7.1: the tribe card's icons + the active teepees' icons + the card's icons."""
    total = TRIBE_ICONS + TEEPEE_ICONS[teepee]
    for t in s.teepees[cur]:
        total += TEEPEE_ICONS[t]
    return total


def war_counts(s: Sim) -> List[int]:
    """The War Card's cubes as counts [red, grey, blue, black]."""
    f = s.war_front
    return [s.war_red, f.count(GREY), f.count(BLUE), f.count(BLACK)]


def _buy_keys(s: Sim, cur: int, out: List[int]) -> None:
    bison = s.bison[cur]
    holder = s.war_holder == cur
    base_price = TRIBE_ICONS
    for t in s.teepees[cur]:
        base_price += TEEPEE_ICONS[t]
    if not holder and bison <= base_price:
        return
    for slot, c in enumerate(s.display):
        if 0 <= c < NUM_TEEPEES:
            p = base_price + TEEPEE_ICONS[c]
            base = BUY + slot * 256
            if not holder:
                if bison >= p:
                    out.append(base)
                continue
            r, g, b, k = war_counts(s)
            for rr in range(r + 1):
                for gg in range(g + 1):
                    for bb in range(b + 1):
                        for kk in range(k + 1):
                            w = rr + gg + bb + kk
                            if w <= p and bison >= p - w:
                                out.append(base + rr * 64 + gg * 16 + bb * 4 + kk)


def _retire_keys(s: Sim, cur: int, out: List[int]) -> None:
    active = sorted(s.teepees[cur])
    if not active:
        return
    for slot, c in enumerate(s.display):
        if c >= FIRST_PEACE and c != BUFFALO_BILL:
            want = PEACE_COLOUR[c - FIRST_PEACE]
            base = RETIRE + slot * NUM_TEEPEES
            for t in active:
                if want == ANY or TEEPEE_COLOUR[t] == want:
                    out.append(base + t)


# ---- performing a move -------------------------------------------------------------------------

def step(s: Sim, key: int) -> None:
    """Perform legal ``key`` in place, with everything that follows without a choice."""
    cur = s.current
    if key >= HORSE and key < STEP:
        k = key - HORSE
        s.kind = PLAY
        s.hand[cur][k] -= 1
        s.mplay.append(k)
        c = CARD_COLOUR[k]
        s.mcolours |= 1 << c
        s.mvalue += CARD_VALUE[k] + power(s, cur, c)
    elif key >= STACK and key < HUNT:
        k = key - STACK
        s.kind = PLAY
        if s.mplay:
            _close_move_play(s, cur)
        s.hand[cur][k] -= 1
        s.hstack.append(k)
    elif key >= STEP and key < STACK:
        t = key - STEP
        s.mspent += 1 if s.steps == 0 else 2
        s.steps += 1
        s.mstepped = True
        s.terr[cur] = t
    elif key < SWEEP:
        s.terr[cur] = key - PLACE
    elif key < TAKE_ROW:
        _sweep(s, key - SWEEP)
    elif key <= TAKE_PILE:
        _take(s, cur, key)
    elif key == HUNT:
        _hunt(s, cur)
    elif key in (CUBE_TERRITORY, CUBE_WAR):
        _place_cube(s, cur, key == CUBE_WAR)
        _resolve(s, cur)
    elif key == END:
        _end_play_turn(s, cur)
    elif key == PASS:
        _pass(s, cur)
    elif key >= RETIRE:
        slot, t = divmod(key - RETIRE, NUM_TEEPEES)
        _retire(s, cur, slot, t)
    else:
        slot, code = divmod(key - BUY, 256)
        _buy(s, cur, slot, code)


def power(s: Any, cur: int, colour: int) -> int:
    """Teepee power (§6.1): the active teepees of ``cur`` of card colour ``colour``."""
    n = 0
    for t in s.teepees[cur]:
        if TEEPEE_COLOUR[t] == colour:
            n += 1
    return n


def _close_move_play(s: Sim, cur: int) -> None:
    """The open move play ends: kept if it made a step, else its cards go back to the hand."""
    if s.mstepped:
        s.played.extend(s.mplay)
        s.plays += 1
        s.prev = s.mcolours
    else:
        hand = s.hand[cur]
        for k in s.mplay:
            hand[k] += 1
    s.mplay = []
    s.mvalue = 0
    s.mspent = 0
    s.mcolours = 0
    s.mstepped = False


def _draw(s: Sim) -> int:
    """The top card of the action pile (shuffling the discard in when it is empty), or -1."""
    pile = s.pile
    if not pile:
        if not s.discard:
            return -1
        pile.extend(s.discard)
        s.discard = []
        shuffle(s, pile)
        if s.events is not None:
            s.note({"type": "reshuffle", "cards": len(pile)})
    return pile.pop()


def _take(s: Sim, cur: int, key: int) -> None:
    s.kind = TAKE
    if key == TAKE_PILE:
        k = _draw(s)
        if s.events is not None:
            s.note({"type": "draw", "seat": cur, "card": CARD_IDS[k], "secret": cur})
    else:
        slot = key - TAKE_ROW
        k = s.row[slot]
        s.row[slot] = -1
    s.hand[cur][k] += 1
    s.taken += 1
    row = s.row
    if s.taken < TAKE_COUNT and (row[0] >= 0 or row[1] >= 0 or row[2] >= 0 or s.pile or s.discard):
        return
    for slot in range(ROW_SIZE):
        if row[slot] < 0:
            k = _draw(s)
            row[slot] = k
            if k >= 0 and s.events is not None:
                s.note({"type": "row", "slot": slot + 1, "card": CARD_IDS[k]})
    _end_turn(s, cur)


def _refill(s: Sim, slot: int) -> None:
    """§7.3: reveal the top of the stack into display ``slot`` (cubes, Buffalo Bill, the final
    round)."""
    stack = s.stack
    ev = s.events is not None
    while True:
        if not stack:
            s.display[slot] = -1
            return
        c = stack.pop()
        if c == BUFFALO_BILL:
            s.removed.append(c)
            s.bag[ORANGE] += 1
            if ev:
                s.note({"type": "buffalo-bill", "slot": slot + 1})
            if not stack:
                _stack_empty(s)
            continue
        s.display[slot] = c
        cube = None
        if c >= FIRST_PEACE:
            r = PEACE_ROW[c - FIRST_PEACE]
            s.death[r] -= 1
            colour = DEATH_ROWS[r][0]
            s.bag[colour] += 1
            cube = CUBE_COLOURS[colour]
        if ev:
            s.note({"type": "reveal", "slot": slot + 1, "card": STACK_IDS[c], "cube": cube})
        if not stack:
            _stack_empty(s)
        return


def _stack_empty(s: Sim) -> None:
    if not s.final_round:
        s.final_round = True
        s.ending = "stack"
        s.note({"type": "final-round", "reason": "stack"})


def _sweep(s: Sim, slot: int) -> None:
    c = s.display[slot]
    s.removed.append(c)
    s.display[slot] = -1
    s.swept = True
    s.loud = True
    if s.events is not None:
        s.note({"type": "sweep", "card": STACK_IDS[c], "slot": slot + 1})
    _refill(s, slot)


def _buy(s: Sim, cur: int, slot: int, code: int) -> None:
    t = s.display[slot]
    p = price(s, cur, t)
    r, g, b, k = code >> 6, (code >> 4) & 3, (code >> 2) & 3, code & 3
    w = r + g + b + k
    s.bison[cur] -= p - w
    bag = s.bag
    bag[BROWN] += p - w
    if w:
        s.war_red -= r
        bag[RED] += r
        for colour, cnt in ((GREY, g), (BLUE, b), (BLACK, k)):
            for _ in range(cnt):
                s.war_front.remove(colour)
            bag[colour] += cnt
        if not s.war_red and not s.war_front:
            s.war_holder = -1
    s.teepees[cur].append(t)
    s.display[slot] = -1
    s.loud = True
    _refill(s, slot)
    _end_turn(s, cur)


def _retire(s: Sim, cur: int, slot: int, t: int) -> None:
    c = s.display[slot]
    s.teepees[cur].remove(t)
    s.retired[cur].append(t)
    s.peace[cur].append(c)
    s.display[slot] = -1
    s.loud = True
    _refill(s, slot)
    _end_turn(s, cur)


def _pass(s: Sim, cur: int) -> None:
    s.passed[cur] = True
    s.bag[BROWN] += s.bison[cur]
    returned = s.bison[cur]
    s.bison[cur] = 0
    war = 0
    if s.war_holder == cur:
        war = s.war_red + len(s.war_front)
        s.bag[RED] += s.war_red
        for c in s.war_front:
            s.bag[c] += 1
        s.war_red = 0
        s.war_front = []
        s.war_holder = -1
    s.terr[cur] = -1
    s.loud = True
    if s.events is not None:
        s.note({"type": "passed", "seat": cur, "bison": returned, "war": war})
    if all(s.passed):
        _game_over(s, "passed")
        return
    _end_turn(s, cur)


def _hunt(s: Sim, cur: int) -> None:
    t = s.terr[cur]
    stack = s.hstack
    colour = CARD_COLOUR[stack[0]]
    value = power(s, cur, colour)
    for k in stack:
        value += CARD_VALUE[k]
    s.played.extend(stack)
    s.hstack = []
    s.plays += 1
    bag = s.bag
    ev = s.events is not None
    tc = s.tcubes[t]
    if tc:
        for c in tc:
            bag[c] += 1
        if ev:
            s.note({"type": "territory-cubes", "territory": TERRITORIES[t],
                    "cubes": sorted(CUBE_COLOURS[c] for c in tc)})
        s.tcubes[t] = []
    total = sum(bag)
    n = min(value, s.herds[t], total)
    s.herds[t] -= n
    for entry in s.laid:
        if entry[0] == t:
            entry[1] += n
            break
    else:
        s.laid.append([t, n])
    pulled = [0] * 7
    for _ in range(n):
        r = below(s, total)
        total -= 1
        c = 0
        while r >= bag[c]:
            r -= bag[c]
            c += 1
        bag[c] -= 1
        pulled[c] += 1
    browns = pulled[BROWN]
    gained = 0
    if browns:
        if not pulled[RED]:
            gained = min(browns, MAX_BISON - s.bison[cur])
            s.bison[cur] += gained
            if gained:
                s.loud = True
        bag[BROWN] += browns - gained
    if ev:
        s.note({"type": "hunt", "territory": TERRITORIES[t], "value": value, "laid_down": n,
                "cubes": [CUBE_COLOURS[c] for c in range(7) for _ in range(pulled[c])]})
        if browns:
            s.note({"type": "bison", "seat": cur, "pulled": browns, "gained": gained,
                    "returned": browns - gained, "cancelled": bool(pulled[RED])})
    pending = s.pending
    for c in RESOLVE_ORDER:
        for _ in range(pulled[c]):
            pending.append(c)
    _resolve(s, cur)


def _resolve(s: Sim, cur: int) -> None:
    """Resolve the pulled cubes in order (§6.4) until one asks for a choice or all are done."""
    pending = s.pending
    t = s.terr[cur]
    ev = s.events is not None
    while pending:
        c = pending[0]
        if c == RED:
            if s.war_red < WAR_RED_SLOTS:
                s.phase = CUBE
                return
            s.tcubes[t].append(c)
            if ev:
                s.note({"type": "cube", "cube": "red", "to": "territory", "territory": TERRITORIES[t]})
        elif c == ORANGE:
            if _kill(s, t, ORANGE_KILLS, c):
                return
            s.bag[ORANGE] += 1
        elif c == WHITE:
            _calf_woman(s, t)
            s.bag[WHITE] += 1
        else:
            r = ROW_OF_CUBE[c]
            if _kill(s, t, DEATH_VALUE[r][s.death[r]], c):
                return
            if s.war_holder == cur and len(s.war_front) < WAR_FRONTIER_SLOTS:
                s.phase = CUBE
                return
            s.tcubes[t].append(c)
            if ev:
                s.note({"type": "cube", "cube": CUBE_COLOURS[c], "to": "territory",
                        "territory": TERRITORIES[t]})
        pending.pop(0)
    s.phase = TURN


def _place_cube(s: Sim, cur: int, war: bool) -> None:
    """The hunter's choice for the cube awaiting it (phase ``cube``)."""
    c = s.pending.pop(0)
    ev = s.events is not None
    if not war:
        t = s.terr[cur]
        s.tcubes[t].append(c)
        if ev:
            s.note({"type": "cube", "cube": CUBE_COLOURS[c], "to": "territory",
                    "territory": TERRITORIES[t]})
        return
    if c == RED:
        if s.war_holder != cur:
            if ev:
                s.note({"type": "war-card", "seat": cur,
                        "from": None if s.war_holder < 0 else s.war_holder,
                        "cubes": sorted(["red"] * s.war_red + [CUBE_COLOURS[x] for x in s.war_front])})
            s.war_holder = cur
        s.war_red += 1
    else:
        s.war_front.append(c)
    if ev:
        s.note({"type": "cube", "cube": CUBE_COLOURS[c], "to": "war"})


def _kill(s: Sim, t: int, count: int, cube: int) -> bool:
    """Kill ``count`` herds in the order of WB-R12; True if the track filled (game over)."""
    ev = s.events is not None
    taken: List[KilledHerd] = []
    herds = s.herds
    for _ in range(count):
        where = -1
        how: Literal["laid", "standing"]
        laid_here = None
        for entry in s.laid:
            if entry[0] == t:
                laid_here = entry
                break
        if laid_here is not None and laid_here[1] > 0:
            laid_here[1] -= 1
            where, how = t, "laid"
        elif herds[t] > 0:
            herds[t] -= 1
            where, how = t, "standing"
        else:
            u = NEXT[t]
            while u != t and herds[u] == 0:
                u = NEXT[u]
            if u != t:
                herds[u] -= 1
                where, how = u, "standing"
            else:
                for entry in s.laid:
                    if entry[1] > 0:
                        entry[1] -= 1
                        where, how = entry[0], "laid"
                        break
        if where < 0:     # cannot happen: only 24 of 36 herds are ever lost (WB-R12)
            break
        s.lost += 1
        s.loud = True
        if ev:
            taken.append({"territory": TERRITORIES[where], "herd": how})
        if s.lost >= TRACK_LENGTH:
            if ev:
                s.note({"type": "kill", "cube": CUBE_COLOURS[cube], "herds": taken})
            _game_over(s, "herds")
            return True
    if ev:
        s.note({"type": "kill", "cube": CUBE_COLOURS[cube], "herds": taken})
    return False


def _calf_woman(s: Sim, t: int) -> None:
    s.calf = t
    herds = s.herds
    came = []
    for a in ADJ[t]:
        if herds[a] > 0:
            herds[a] -= 1
            herds[t] += 1
            came.append(a)
    if s.events is not None:
        s.note({"type": "calf-woman", "territory": TERRITORIES[t],
                "from": [TERRITORIES[a] for a in came]})


def _end_play_turn(s: Sim, cur: int) -> None:
    """`end` (§6.6): unfinished plays back to the hand, herds sown, discards, destiny draw."""
    if s.mplay:
        _close_move_play(s, cur)
    hand = s.hand[cur]
    for k in s.hstack:
        hand[k] += 1
    s.hstack = []
    ev = s.events is not None
    herds = s.herds
    for t, cnt in s.laid:
        u = t
        sown = []
        for _ in range(cnt):
            u = NEXT[u]
            herds[u] += 1
            if ev:
                sown.append(TERRITORIES[u])
        if ev and cnt:
            s.note({"type": "sow", "from": TERRITORIES[t], "to": sown})
    s.laid = []
    if ev and s.played:
        s.note({"type": "discard", "cards": sorted(CARD_IDS[k] for k in s.played)})
    s.discard.extend(s.played)
    s.played = []
    if s.calf >= 0 and s.terr[cur] == s.calf and s.destiny_pile:
        d = s.destiny_pile.pop()
        s.destiny[cur].append(d)
        if ev:
            s.note({"type": "destiny", "seat": cur, "card": DESTINY_IDS[d], "secret": cur})
    _end_turn(s, cur)


def _game_over(s: Sim, reason: OverReason) -> None:
    s.phase = OVER
    s.over_reason = reason
    s.note({"type": "over", "reason": reason})


def _end_turn(s: Sim, cur: int) -> None:
    """The turn of ``cur`` is over: the stall count, the next player, the round, the ends."""
    if s.loud:
        s.quiet = 0
    else:
        s.quiet += 1
        if s.quiet >= QUIET_TURNS_LIMIT and not s.final_round:
            s.final_round = True
            s.ending = "stall"
            s.note({"type": "final-round", "reason": "stall"})
    n = s.n
    q = cur
    start = s.start
    passed = s.passed
    crossed = False
    while True:
        q += 1
        if q == n:
            q = 0
        if q == start:
            crossed = True
        if not passed[q]:
            break
    reset_turn(s)
    s.phase = TURN
    s.current = q
    if crossed:
        if s.final_round:
            _game_over(s, s.ending or "stack")
            return
        s.round += 1


