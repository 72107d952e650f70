"""Build exact positions for tests through the public ``from_dict`` (never by poking internals)."""

from __future__ import annotations

from typing import Dict, List, Optional

from engine.wind_river import State, from_dict, new_game, to_dict


def position(
    players: int = 4,
    *,
    tipis: Optional[Dict[str, List[int]]] = None,
    buffalo: Optional[Dict[str, int]] = None,
    resources: Optional[List[int]] = None,
    plains: Optional[List[int]] = None,
    phase: str = "action",
    current: int = 0,
    buffalo_left: int = 0,
    arrived: Optional[Dict[str, int]] = None,
) -> State:
    """A position with exactly these pieces; every other hex is empty.

    Buffaloes not on the board count as gone (``buffalo_out``), tipis not on the board or in the
    plains as unused, and resources not held by players lie in the stock.
    """
    d = to_dict(new_game(players, seed=0))
    for cell in d["board"].values():
        cell["buffalo"] = 0
        cell["tipis"] = [0] * players
    for name, count in (buffalo or {}).items():
        d["board"][name]["buffalo"] = count
    for name, row in (tipis or {}).items():
        d["board"][name]["tipis"] = list(row)
    herd = 30 if players == 3 else 36
    d["buffalo_out"] = herd - sum(c["buffalo"] for c in d["board"].values())
    resources = resources if resources is not None else [1] * players
    plains = plains if plains is not None else [0] * players
    for q, pl in enumerate(d["players"]):
        on_board = sum(c["tipis"][q] for c in d["board"].values())
        pl["resources"] = resources[q]
        pl["plains"] = plains[q]
        pl["unused"] = 7 - on_board - plains[q]
    d["stock"] = 40 - sum(resources)
    d.update(phase=phase, current=current, buffalo_left=buffalo_left, arrived=arrived or {})
    return from_dict(d)


def cell(state: State, name: str) -> dict:
    """The JSON cell of hex ``name`` in ``state``."""
    return to_dict(state)["board"][name]


def player(state: State, seat: int) -> dict:
    """The JSON player record of ``seat`` in ``state``."""
    return to_dict(state)["players"][seat]


def moves_of(state: State, kind: str) -> List[dict]:
    """The legal moves of one type."""
    from engine.wind_river import legal_moves

    return [m for m in legal_moves(state) if m["type"] == kind]
