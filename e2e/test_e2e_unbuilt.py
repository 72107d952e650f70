"""A game page served unbuilt, straight from the repository with only its shared parts filled in
(``make serve`` serves the built site; this is the page as a developer edits it, see
e2e/server.py ``source=True``): PyScript loads the runtime from vendor/ and every
module listed under [files] in pyscript.toml, and the game plays (issue 50: one boot path, on
PyScript, built or not)."""

from __future__ import annotations

import random

from e2e.driver import GAME_PAGE, play_move, saved_state, start_game, wait_ready
from e2e.server import ROOT, StaticServer
from engine import wind_river as wr

NAMES = ["Ann", "Ben", "Cy"]


def test_a_page_served_from_the_repository_runs_on_pyscript(page):
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    with StaticServer(ROOT, source=True) as server:
        page.goto(server.url + GAME_PAGE)
        wait_ready(page, timeout=120_000)
        # the unbuilt page: no pack, the modules one by one as pyscript.toml lists them
        assert any(u.endswith("/vendor/pyscript/core.js") for u in requested)
        assert not any("/packs/" in u for u in requested)
        assert any(u.endswith("/engine/wind_river/rules.py") for u in requested)
        assert page.evaluate("window.wrBoot.snapshot") is None  # no snapshot served unbuilt
        start_game(page, NAMES, 41)
        state, rng = wr.new_game(NAMES, seed=41), random.Random(41)
        for _ in range(3):
            move = rng.choice(wr.legal_moves(state))
            play_move(page, state, move)
            state = wr.apply(state, move)
        assert wr.to_dict(saved_state(page)) == wr.to_dict(state)
