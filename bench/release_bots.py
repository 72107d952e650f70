"""The bots of an earlier release, served to ``bench/tournament.py`` one decision at a time.

    python3 -I bench/release_bots.py CHECKOUT     # CHECKOUT: a folder holding that release's engine/

Run by the tournament in a child process (see its docstring for why), never by hand. It imports
``engine`` from CHECKOUT only (``-I`` keeps this folder, whose ``engine.py`` would shadow the
package, and ``PYTHONPATH`` off ``sys.path``). Each line on stdin is one JSON request,
``{"game", "state", "level", "seed", "salt", "options"}`` with ``state`` the game's ``to_dict``;
each answer is one JSON line, ``{"move", "seconds"}`` (the bot's own thinking time) or
``{"error"}``. The release's bot is called as it was called then: with the whole state and an
int ``seed`` (the bots up to issue 32), or with the seat's observation and a ``salt`` (after).
"""

from __future__ import annotations

import importlib
import inspect
import json
import sys
import time
import traceback
from typing import Any, Dict


def decide(request: Dict[str, Any]) -> Dict[str, Any]:
    """The release's move for the seat to act in ``request["state"]``."""
    registry: Any = importlib.import_module("engine.core.registry")
    bots: Any = importlib.import_module("engine.bots")
    state = registry.load(request["game"]).from_dict(request["state"])
    options = request["options"]
    t0 = time.perf_counter()
    if "seed" in inspect.signature(bots.choose_move).parameters:
        move = bots.choose_move(state, request["level"], seed=request["seed"], **options)
    else:
        game_id, observation = bots.seat_to_act(state)
        move = bots.choose_move(game_id, observation, request["level"], salt=request["salt"], **options)
    return {"move": move, "seconds": time.perf_counter() - t0}


def main() -> None:
    """Answer requests until stdin closes."""
    sys.path.insert(0, sys.argv[1])
    for line in sys.stdin:
        try:
            answer = decide(json.loads(line))
        except Exception:  # the parent shows it and stops
            answer = {"error": traceback.format_exc()}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
