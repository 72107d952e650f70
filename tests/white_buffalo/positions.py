"""Exact White Buffalo positions for the worked examples and the junk tests.

A position starts from a real new game (Ann, Ben, Cy, Dee), thawed into the rules' working copy,
then set up by hand: hands emptied into the pile, tribes placed, the bag set exactly. The helpers
keep the action cards conserved; the bag and the herds are set as each example says.
"""

from __future__ import annotations

from engine.white_buffalo import new_game
from engine.white_buffalo.data import CARD, CUBE, STACK_CARD, TERRITORY
from engine.white_buffalo.state import freeze, thaw

NAMES = ["Ann", "Ben", "Cy", "Dee"]


def sim(n: int = 4, seed: int = 0, where: str = "MT"):
    """A working copy: start player Ann, Ann to act, every tribe placed in ``where``, all hands
    empty (their cards back on the pile), the bag empty."""
    s = new_game(NAMES[:n], seed=seed)
    w = thaw(s)
    w.start = 0
    w.current = 0
    for p in range(n):
        for k, c in enumerate(w.hand[p]):
            w.pile.extend([k] * c)
            w.hand[p][k] = 0
        w.terr[p] = TERRITORY[where]
    w.bag = [0] * 7
    return w


def give(w, seat: int, *cards: str) -> None:
    """Move the named action cards from the pile (or the row) into ``seat``'s hand."""
    for cid in cards:
        k = CARD[cid]
        if k in w.pile:
            w.pile.remove(k)
        else:
            w.row[w.row.index(k)] = w.pile.pop()
        w.hand[seat][k] += 1


def bag(w, **counts: int) -> None:
    """Set the bag's content exactly."""
    w.bag = [0] * 7
    for colour, c in counts.items():
        w.bag[CUBE[colour]] = c


def own(w, seat: int, *teepees: str) -> None:
    """Give ``seat`` these Teepee Cards as active teepees (taken from wherever they are)."""
    for tid in teepees:
        t = STACK_CARD[tid]
        _take_out(w, t)
        w.teepees[seat].append(t)


def _take_out(w, c: int) -> None:
    if c in w.stack:
        w.stack.remove(c)
    elif c in w.display:
        w.display[w.display.index(c)] = w.stack.pop()


def put_display(w, slot: int, cid: str) -> None:
    """Put stack card ``cid`` into display slot ``slot`` (1–6); the card there goes back on
    the stack's top."""
    c = STACK_CARD[cid]
    _take_out(w, c)
    w.stack.append(w.display[slot - 1])
    w.display[slot - 1] = c


def put_top(w, cid: str) -> None:
    """Make stack card ``cid`` the top of the stack."""
    c = STACK_CARD[cid]
    _take_out(w, c)
    w.stack.append(c)


def at(tid: str) -> int:
    """Territory index."""
    return TERRITORY[tid]


def state(w):
    """The frozen State of working copy ``w``."""
    return freeze(w, tuple(NAMES[: w.n]), ("red", "blue", "green", "yellow")[: w.n])
