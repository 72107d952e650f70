"""Positions along seeded games of any registered game, for the bots' tests (test_bots.py,
test_manitou_bots.py, test_white_buffalo_bots.py): one copy of what each wrote for its game.
``game`` is an engine package (``engine.wind_river``, ``engine.manitou``, …)."""

from __future__ import annotations

import importlib
from typing import Any, Iterable, List

from tests.bot_calls import choose_move


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
