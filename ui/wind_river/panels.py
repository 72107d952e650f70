"""The side panels' first module name, kept so that old imports work: see ``ui.wind_river.view``.

Only :func:`steps_html` differs: it takes the state dict and a supply cost as it always did and
asks ``engine.wind_river.hints.turn_steps`` for the rest."""

from typing import Optional

from engine.wind_river import hints
from ui.wind_river import view
from ui.wind_river.view import (  # noqa: F401 - re-exported
    ACTION_HINTS,
    BOT_DOING,
    BOT_PLAYS,
    LEVELS,
    ORDINALS,
    action_hint,
    badge,
    bot_prompt,
    hex_label,
    level_words,
    log_lines,
    on_board,
    players_html,
    ranking_html,
    tie_notes,
    winner_words,
)


def steps_html(state: dict, supply_cost: Optional[int], previewed: bool = False) -> str:
    """``view.steps_html`` of ``state`` with the supply cost ``supply_cost`` (None: the cost now)."""
    steps = hints.turn_steps(state, cost=supply_cost)
    steps["previewed"] = previewed
    return view.steps_html(steps)
