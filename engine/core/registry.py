"""The registry: the one place that lists the games on the site.

Shared code asks for a game by id and gets its package (a :class:`engine.core.contract.Game`);
packages are imported on demand, so a page that plays one game never loads another.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any, Dict, Optional, Tuple

from .contract import GameInfo

# game id -> the module that implements engine.core.contract.Game
_PACKAGES: Dict[str, str] = {
    "wind-river": "engine.wind_river",
    "manitou": "engine.manitou",
    "white-buffalo": "engine.white_buffalo",
}


def game_ids() -> Tuple[str, ...]:
    """The ids of every registered game, in the order the home page lists them."""
    return tuple(_PACKAGES)


def load(game_id: str) -> Any:
    """The package of game ``game_id``; ``KeyError`` for an unknown id."""
    if game_id not in _PACKAGES:
        raise KeyError(f"There is no game called {game_id[:40]!r}.")
    return importlib.import_module(_PACKAGES[game_id])


def info(game_id: str) -> GameInfo:
    """The :class:`GameInfo` of game ``game_id``."""
    result: GameInfo = load(game_id).INFO
    return result


def game_for(state: Any) -> Optional[Any]:
    """The package whose ``State`` ``state`` is, among the games already imported; else None.

    Only loaded packages are looked at: a state can only exist once its game is imported.
    """
    for module_name in _PACKAGES.values():
        module = sys.modules.get(module_name)
        cls = getattr(module, "State", None) if module is not None else None
        if cls is not None and isinstance(state, cls):
            return module
    return None
