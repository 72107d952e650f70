"""Positions along seeded games of any registered game, for the bots' tests (test_bots.py,
test_manitou_bots.py, test_white_buffalo_bots.py): one copy of what each wrote for its game.
``game`` is an engine package (``engine.wind_river``, ``engine.manitou``, …).

Playing those games takes seconds (the normal bot decides every move of a bot game), so a test
module names its positions by a recipe (:class:`RandomGames`, :class:`BotGame`) and asks the
session's :class:`PositionStore` (the ``stored_positions`` fixture of tests/conftest.py) for them
when a test first needs them: the store plays the recipe once and keeps the positions on disk
under a key made of the recipe, the Python version and every source file the games are played
with (engine/, this file, tests/bot_calls.py), so a change to any of them plays them again.
"""

from __future__ import annotations

import fcntl
import hashlib
import importlib
import os
import pickle
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from tests.bot_calls import choose_move

ROOT = Path(__file__).resolve().parent.parent


def random_positions(game: Any, players: int, seeds: Iterable[int], every: int) -> List[Any]:
    """Every ``every``-th position of the seeded random games (the fast lane ``random_game`` of
    the game's ``playout`` module), read back through ``from_dict`` as the page reads a save."""
    random_game = importlib.import_module(game.__name__ + ".playout").random_game
    out = []
    for seed in seeds:
        _, moves = random_game(players, seed)
        s = game.new_game(players, seed=seed)
        for i, move in enumerate(moves):
            if i % every == 0:
                out.append(game.from_dict(game.to_dict(s)))
            s = game.apply(s, move)
    return out


def bot_positions(game: Any, players: int, seed: int, every: int, read_back: bool = True,
                  **options: Any) -> List[Any]:
    """Every ``every``-th position of a seeded game of normal bots (``options`` for
    ``choose_move``, e.g. ``time_budget=0``), read back through ``from_dict`` (so without the
    events of the last move) unless ``read_back`` is False."""
    out = []
    s = game.new_game(players, seed=seed)
    ply = 0
    while game.to_act(s) is not None:
        if ply % every == 0:
            out.append(game.from_dict(game.to_dict(s)) if read_back else s)
        s = game.apply(s, choose_move(s, "normal", seed=ply, **options))
        ply += 1
    return out


@dataclass(frozen=True)
class RandomGames:
    """:func:`random_positions` of ``players`` for the games ``seeds``."""

    players: int
    seeds: Tuple[int, ...]
    every: int

    def play(self, game: Any) -> List[Any]:
        """The positions, played now."""
        return random_positions(game, self.players, self.seeds, self.every)


@dataclass(frozen=True)
class BotGame:
    """:func:`bot_positions` of ``players`` for the game ``seed`` (``time_budget``: the bots'
    option, None for their default)."""

    players: int
    seed: int
    every: int
    read_back: bool = True
    time_budget: Optional[float] = None

    def play(self, game: Any) -> List[Any]:
        """The positions, played now."""
        options = {} if self.time_budget is None else {"time_budget": self.time_budget}
        return bot_positions(game, self.players, self.seed, self.every, self.read_back, **options)


Recipe = Sequence[Union[RandomGames, BotGame]]


def play(game: Any, recipe: Recipe) -> List[Any]:
    """The positions of every part of ``recipe``, one after another, played now."""
    return [s for part in recipe for s in part.play(game)]


def sources_digest() -> str:
    """A hash of every file the games are played with: all of engine/ (every file but compiled
    ones) and the test helpers that play them."""
    digest = hashlib.sha256()
    files = sorted(p for p in (ROOT / "engine").rglob("*")
                   if p.is_file() and "__pycache__" not in p.parts)
    files += [ROOT / "tests" / "game_positions.py", ROOT / "tests" / "bot_calls.py"]
    for path in files:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


class PositionStore:
    """Positions of recipes, played once and kept in ``folder``: one pickle per game and recipe,
    named by both and by the Python and the sources they were played with (the file of older
    sources is removed when a new one is written). Processes sharing the folder (pytest-xdist's
    workers) take turns under a lock, so the second to ask waits for the first and reads its file
    instead of playing the games again."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._sources: Optional[str] = None
        self._kept: Dict[str, List[Any]] = {}

    def file_name(self, game: Any, recipe: Recipe) -> Tuple[str, str]:
        """(the name's start, for this game and recipe; the whole name, with the hash of the
        Python and the sources the positions depend on)."""
        if self._sources is None:
            self._sources = _hash(repr((sys.version, sources_digest())))
        start = f"{game.__name__}-{_hash(repr(tuple(recipe)))}-"
        return start, f"{start}{self._sources}.pickle"

    def __call__(self, game: Any, recipe: Recipe) -> List[Any]:
        """The positions of ``recipe`` for ``game`` (a new list each call, of the same states)."""
        start, name = self.file_name(game, recipe)
        if name not in self._kept:
            self._kept[name] = self._load_or_play(game, recipe, start, name)
        return list(self._kept[name])

    def _load_or_play(self, game: Any, recipe: Recipe, start: str, name: str) -> List[Any]:
        path = self.folder / name
        with open(self.folder / f"{start}lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                if path.exists():
                    try:
                        positions: List[Any] = pickle.loads(path.read_bytes())
                        return positions
                    except (pickle.UnpicklingError, EOFError, AttributeError, ImportError):
                        pass  # a damaged file: played again below, and written anew
                positions = play(game, recipe)
                part = self.folder / f"{name}.{os.getpid()}.part"
                part.write_bytes(pickle.dumps(positions, protocol=pickle.HIGHEST_PROTOCOL))
                os.replace(part, path)
                for old in self.folder.glob(f"{start}*.pickle"):
                    if old != path:
                        old.unlink(missing_ok=True)
                return positions
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]
