"""The bots as the tests call them: on a state, for the seat to act, with an int ``seed`` used
as the bot's salt. Only a shorthand: the bot is still handed ``observe(state, seat)`` and the
salt, never the state (:func:`engine.bots.seat_to_act`)."""

from __future__ import annotations

from typing import Any, Dict

from engine import bots


def choose_move(state: Any, level: str, *, seed: Any, **options: Any) -> Dict[str, Any]:
    """The move of the bot of ``level`` for the seat to act in ``state``, salted with ``seed``."""
    return bots.choose_move(*bots.seat_to_act(state), level, salt=seed, **options)


def Thinker(state: Any, level: str, *, seed: Any, **options: Any) -> bots.Thinker:  # noqa: N802
    """A :class:`engine.bots.Thinker` for the seat to act in ``state``, salted with ``seed``."""
    return bots.Thinker(*bots.seat_to_act(state), level, salt=seed, **options)
