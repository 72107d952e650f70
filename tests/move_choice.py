"""How the tests play a person's White Buffalo turns (the fake-browser pages and the browser
drivers alike): cubes, buys and hunts first, then stacks, steps and ends, so that games end soon;
passing grows likelier late in the game."""

from __future__ import annotations

from typing import Any, Dict, List


def white_buffalo_choice(rng: Any, legal: List[dict], moves_so_far: int) -> dict:
    """A person's move: cubes, buys and hunts first, then stacks, steps and ends (games end soon)."""
    types: Dict[str, List[dict]] = {}
    for m in legal:
        types.setdefault(m["type"], []).append(m)
    if "pass" in types and moves_so_far > 200 and rng.random() < 0.08:
        return types["pass"][0]
    for t in ("place", "sweep", "cube", "buy", "hunt"):
        if t in types:
            return rng.choice(types[t])
    if "retire" in types and rng.random() < 0.5:
        return rng.choice(types["retire"])
    if "stack" in types and rng.random() < 0.8:
        return rng.choice(types["stack"])
    for t in ("step", "horse"):
        if t in types and rng.random() < 0.5:
            return rng.choice(types[t])
    if "end" in types:
        return types["end"][0]
    if "take" in types:
        return rng.choice(types["take"])
    rest = [m for m in legal if m["type"] != "pass"]
    return rng.choice(rest or legal)
