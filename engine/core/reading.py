"""Reading an untrusted state dict (a save, a file, a link): checks that name what is wrong.

Every game's ``from_dict`` reads its JSON with these; each failure is an
:class:`~engine.core.errors.InvalidState` whose message is ``"Invalid game state: <what>."``.
``what`` and ``where`` are the caller's words for the place (``"player 2's hand"``).
"""

from __future__ import annotations

from typing import Any, Dict, List, Tuple, Type, TypeVar, Union

from .errors import InvalidState
from .i18n import N_, words
from .players import check_colors, check_names, check_seed
from .untrusted import brief

_, ngettext, pgettext = words("site").functions()

#: where a missing key of the state itself was looked for
THE_STATE = N_("the state")

T = TypeVar("T")

#: No number in a state is wider than this (White Buffalo's generator state, the widest, is 64 bits).
NUMBER_BITS = 64
_WIDEST = 2**NUMBER_BITS - 1
#: The bounds :func:`numbers_fit` words: the numbers of at most NUMBER_BITS bits.
_NUMBER_BOUNDS = ("-(2**64 - 1)", "2**64 - 1")
#: A state holds far fewer values than this in all (White Buffalo's, the largest, about 500).
MAX_VALUES = 100_000


def fail(message: str) -> InvalidState:
    """The :class:`InvalidState` for a damaged state: ``Invalid game state: <message>.``"""
    return InvalidState(_("Invalid game state: {detail}.", detail=message))


def get(d: Dict[str, Any], key: str, where: str) -> Any:
    """``d[key]``, or :class:`InvalidState` saying that ``where`` has no ``key``."""
    if key not in d:
        raise fail(_("{where} has no {key}", where=where, key=repr(key)))
    return d[key]


def fits(value: Any, lo: int, hi: int) -> bool:
    """True when ``value`` is an int (not a bool) from ``lo`` to ``hi``: :func:`whole` would
    accept it (a reader's hot loops ask this first, so that they word a failure only when one
    happens)."""
    return type(value) is int and lo <= value <= hi


def whole(value: Any, what: str, lo: int, hi: int) -> int:
    """``value`` if it is an int (not a bool) from ``lo`` to ``hi``, else :class:`InvalidState`."""
    if type(value) is not int:
        raise fail(_("{what} must be a whole number, not {kind}", what=what,
                     kind=type(value).__name__))
    if not lo <= value <= hi:
        raise fail(_("{what} is {value}, outside {lo}..{hi}", what=what, value=brief(value),
                     lo=lo, hi=hi))
    return value


def boolean(value: Any, what: str) -> bool:
    """``value`` if it is true or false, else :class:`InvalidState`."""
    if not isinstance(value, bool):
        raise fail(_("{what} must be true or false", what=what))
    return value


def bounded_list(value: Any, what: str, limit: int) -> List[Any]:
    """``value`` if it is a list of at most ``limit`` items, else :class:`InvalidState`."""
    if not isinstance(value, list):
        raise fail(_("{what} must be a list", what=what))
    if len(value) > limit:
        raise fail(_("{what} holds {count} items, more than {limit}", what=what,
                     count=len(value), limit=limit))
    return value


def obj(value: Any, what: str) -> Dict[Any, Any]:
    """``value`` if it is a JSON object (a dict), else :class:`InvalidState`."""
    if not isinstance(value, dict):
        raise fail(_("{what} must be an object", what=what))
    return value


def numbers_fit(d: Dict[str, Any]) -> Dict[str, Any]:
    """``d`` if no number anywhere inside it (dict keys included) is wider than
    :data:`NUMBER_BITS` bits and it holds at most :data:`MAX_VALUES` values in all, else
    :class:`InvalidState` naming where.

    Every game's ``from_dict`` runs this first, so that no later check, sort or message ever
    turns a huge number into text (Python refuses ints of more than 4300 digits with a
    ``ValueError`` of its own). It walks without recursion, so deep nesting is no danger either.
    """
    budget = MAX_VALUES
    # each container with the way to it: None for ``d``, else (the way to its parent, its key)
    todo: List[Tuple[Union[Dict[Any, Any], List[Any]], Any]] = [(d, None)]
    while todo:
        container, way = todo.pop()
        budget -= len(container)
        if budget < 0:
            raise fail(_("{what} holds {count} items, more than {limit}",
                         what=_place(way) if way else _(THE_STATE), count=len(container),
                         limit=MAX_VALUES))
        if isinstance(container, dict):
            for key, value in container.items():
                if isinstance(key, int) and not -_WIDEST <= key <= _WIDEST:
                    raise _too_wide((way, key), key)
                if isinstance(value, (dict, list)):
                    todo.append((value, (way, key)))
                elif isinstance(value, int) and not -_WIDEST <= value <= _WIDEST:
                    raise _too_wide((way, key), value)
        else:
            for i, value in enumerate(container):
                if isinstance(value, (dict, list)):
                    todo.append((value, (way, i)))
                elif isinstance(value, int) and not -_WIDEST <= value <= _WIDEST:
                    raise _too_wide((way, i), value)
    return d


def _place(way: Tuple[Any, Any]) -> str:
    """Where a value is, as code would write it (``turn.laid_order[0]``), from the way to it:
    (the way to its container or None, its key)."""
    keys = []
    while way is not None:
        way, key = way
        keys.append(key)
    text = ""
    for key in reversed(keys):
        if isinstance(key, str) and key.isidentifier():
            text = f"{text}.{key}" if text else key
        else:
            text = f"{text}[{brief(key, 40)}]"
    return text


def _too_wide(way: Tuple[Any, Any], value: int) -> InvalidState:
    return fail(_("{what} is {value}, outside {lo}..{hi}", what=_place(way), value=brief(value),
                  lo=_NUMBER_BOUNDS[0], hi=_NUMBER_BOUNDS[1]))


def state_of(value: Any, cls: Type[T]) -> T:
    """``value`` if it is a ``cls`` (a game's ``State``), else :class:`InvalidState` (a contract
    function was handed a dict or anything else)."""
    if not isinstance(value, cls):
        raise fail(_("expected a State (use from_dict to read a dict)"))
    return value


def players_and_seed(d: Dict[str, Any], fmt: str, lo: int, hi: int,
                     title: str) -> Tuple[List[Dict[str, Any]], List[str], List[str], int]:
    """The start of a state dict ``d`` of format ``fmt`` for ``lo``-``hi`` players of game
    ``title``: ``(the player dicts, their normalised names, their colours, the seed)``, each
    checked like ``new_game`` checks them, else :class:`InvalidState`; first of all
    :func:`numbers_fit` (so a game reading the rest of ``d`` meets no huge number)."""
    numbers_fit(d)
    if d.get("format") != fmt:
        raise fail(_("'format' must be {format}", format=repr(fmt)))
    players = get(d, "players", _(THE_STATE))
    if not isinstance(players, list) or not lo <= len(players) <= hi:
        raise fail(_("'players' must be a list of {lo} to {hi} players", lo=lo, hi=hi))
    if not all(isinstance(pl, dict) for pl in players):
        raise fail(_("every player must be an object"))
    try:
        names = check_names([get(pl, "name", _("player {player}", player=q + 1))
                             for q, pl in enumerate(players)], lo, hi, title)
        colors = check_colors([get(pl, "color", _("player {player}", player=q + 1))
                               for q, pl in enumerate(players)], len(players))
        seed = check_seed(get(d, "seed", _(THE_STATE)))
    except InvalidState:
        raise    # a missing name, colour or seed: said once (it is a ValueError too)
    except ValueError as e:
        raise fail(str(e).rstrip(".")) from None
    return players, names, colors, seed
