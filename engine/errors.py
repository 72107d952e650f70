"""Compatibility alias: the error types now live in :mod:`engine.core.errors`."""

from .core.errors import IllegalMove, InvalidState

__all__ = ["IllegalMove", "InvalidState"]
