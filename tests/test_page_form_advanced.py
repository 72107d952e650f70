"""The new-game form keeps the seed (jargon to a new player) behind a closed "Advanced" part."""

from __future__ import annotations

import pytest

from tests.page_harness import open_game


@pytest.mark.parametrize("game_id", ["wind-river", "manitou", "white-buffalo"])
def test_the_seed_is_behind_a_closed_advanced_part(game_id):
    h = open_game(game_id)
    seed = h.q('#new-game-form [name="seed"]')
    advanced = seed.closest("details")
    assert advanced is not None and "advanced" in (advanced.getAttribute("class") or "")
    assert advanced.getAttribute("open") is None  # closed until the player opens it
    assert advanced.querySelector("summary").textContent == "Advanced"
    assert h.q('#new-game-form [data-action="reseed"]').closest("details") is advanced
