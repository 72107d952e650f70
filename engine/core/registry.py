"""The registry: the one place that lists the games on the site.

Shared code asks for a game by id and gets its package (a :class:`engine.core.contract.Game`);
packages are imported on demand, so a page that plays one game never loads another.

Adding a game is one line in ``_PACKAGES`` (docs/adding-a-game.md), and one for mypy in the
``TYPE_CHECKING`` block below that checks the package against the protocol; everything else that lists
the games (the home page, pyscript.toml's modules, the translation domains, the conformance,
golden and parity tests, the benchmarks) reads them from here. Tests register a game of their
own for a while with :func:`registered`.
"""

from __future__ import annotations

import importlib
import re
import sys
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Dict, Iterator, List, Optional, Tuple, cast

from .contract import Game, GameInfo

if TYPE_CHECKING:
    # For mypy only (never imported at run time: shared code reaches a game through load()):
    # each package, a module, checked against the Game protocol with its own state and events.
    from .. import manitou, white_buffalo, wind_river

    _WIND_RIVER: Game[wind_river.State, wind_river.Event] = wind_river
    _MANITOU: Game[manitou.State, manitou.Event] = manitou
    _WHITE_BUFFALO: Game[white_buffalo.State, white_buffalo.Event] = white_buffalo
    GAMES: List[Game[Any, Any]] = [wind_river, manitou, white_buffalo]

# game id -> the module that implements engine.core.contract.Game
_PACKAGES: Dict[str, str] = {
    "wind-river": "engine.wind_river",
    "manitou": "engine.manitou",
    "white-buffalo": "engine.white_buffalo",
}

#: What a game id looks like: it names files (``<id>.html``), storage keys and catalogues.
_GAME_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")


def game_ids() -> Tuple[str, ...]:
    """The ids of every registered game, in the order the home page lists them."""
    return tuple(_PACKAGES)


def module_name(game_id: str) -> str:
    """The dotted name of game ``game_id``'s package (``engine.wind_river``); ``KeyError`` for
    an unknown id."""
    if game_id not in _PACKAGES:
        raise KeyError(f"There is no game called {game_id[:40]!r}.")
    return _PACKAGES[game_id]


def package_name(game_id: str) -> str:
    """The folder name of a game's packages under ``engine/`` and ``ui/``: its id with ``_`` for
    ``-`` (``wind-river`` -> ``wind_river``), whether or not the game is registered."""
    return game_id.replace("-", "_")


def load(game_id: str) -> Game[Any, Any]:
    """The package of game ``game_id``; ``KeyError`` for an unknown id."""
    # a module imported by name has no static type: mypy checks each package against the
    # protocol in this module (under TYPE_CHECKING), the conformance suite every registered one
    return cast("Game[Any, Any]", importlib.import_module(module_name(game_id)))


def info(game_id: str) -> GameInfo:
    """The :class:`GameInfo` of game ``game_id``."""
    return load(game_id).INFO


def game_for(state: Any) -> Optional[Any]:
    """The package whose ``State`` ``state`` is, among the games already imported; else None.

    Only loaded packages are looked at: a state can only exist once its game is imported.
    """
    for name in _PACKAGES.values():
        module = sys.modules.get(name)
        cls = getattr(module, "State", None) if module is not None else None
        if cls is not None and isinstance(state, cls):
            return module
    return None


def register(game_id: str, module: str) -> None:
    """Add game ``game_id``, implemented by the module named ``module``, after the others.

    For tests and tools (the site's games are the lines of ``_PACKAGES``); ``ValueError`` for an
    id that is taken or not of the form ``words-joined-by-hyphens``.
    """
    if not isinstance(game_id, str) or not _GAME_ID.fullmatch(game_id):
        raise ValueError(f"A game id is lower-case words joined by hyphens, not {str(game_id)[:40]!r}.")
    if game_id in _PACKAGES:
        raise ValueError(f"There is already a game called {game_id!r}.")
    _PACKAGES[game_id] = module


def unregister(game_id: str) -> None:
    """Remove game ``game_id`` again (``KeyError`` if it is not registered)."""
    module_name(game_id)
    del _PACKAGES[game_id]


@contextmanager
def registered(game_id: str, module: str) -> Iterator[Game[Any, Any]]:
    """Register ``game_id`` (see :func:`register`) for the ``with`` block; yields its package."""
    register(game_id, module)
    try:
        yield load(game_id)
    finally:
        unregister(game_id)
