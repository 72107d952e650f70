"""The two error types of the engine's public contract, and the one way a game words a refusal."""

from __future__ import annotations

from typing import Any, Callable, Optional


class IllegalMove(ValueError):
    """A move that is not legal in the given state (or is not a move at all).

    ``code`` is a short machine word (``"herd-full"``, ``"cannot-pay"``, ``"bad-move"`` ...);
    ``str(error)`` is a sentence a player can read.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class InvalidState(ValueError):
    """A state dict or game record that is malformed or inconsistent.

    ``index`` is set by :func:`engine.core.records.replay_line` to the 0-based number of the first
    move that could not be replayed (``None`` when the problem is not a move), and ``cause`` to
    the :class:`IllegalMove` that move raised.
    """

    def __init__(self, message: str, index: int | None = None,
                 cause: IllegalMove | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.index = index
        self.cause = cause


def refusal(check: Callable[[Any, Any], Any], state: Any, move: Any) -> Optional[str]:
    """A game's ``why_illegal`` from its move check: None when ``check(state, move)`` passes,
    else the sentence of the ``IllegalMove`` it raises."""
    try:
        check(state, move)
    except IllegalMove as e:
        return str(e)
    return None
