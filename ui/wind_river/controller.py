"""The click model's first name, kept so that old imports work: see ``ui.wind_river.clicks``."""

from ui.wind_river.clicks import (  # noqa: F401 - re-exported
    ACTION_LABELS,
    ACTIONS,
    TWO_STEP,
    Clicks,
    Controller,
    Outcome,
    action_label,
)
