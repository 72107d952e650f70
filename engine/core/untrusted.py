"""Helpers for values that come from outside (saves, files, links, clicks).

Messages about such values must stay short and must never fail: ``repr`` of a huge int raises
on Python ≥ 3.11 and a deep list recurses, so :func:`brief` renders a bounded sketch instead.
"""

from __future__ import annotations

from typing import Any

_INT_BITS = 200   # ints larger than this are described, not printed


def brief(value: Any, limit: int = 80) -> str:
    """A short, always-safe rendering of ``value`` for a message (at most ``limit`` chars)."""
    text = _sketch(value, 3)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _sketch(value: Any, depth: int) -> str:
    if value is None or isinstance(value, bool):
        return repr(value)
    if isinstance(value, int):
        return repr(value) if value.bit_length() <= _INT_BITS else "a huge number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return repr(value[:40] + ("…" if len(value) > 40 else ""))
    if isinstance(value, dict):
        if depth <= 0:
            return "{…}"
        items = [f"{_sketch(k, 0)}: {_sketch(v, depth - 1)}" for k, v in list(value.items())[:6]]
        return "{" + ", ".join(items) + (", …" if len(value) > 6 else "") + "}"
    if isinstance(value, (list, tuple)):
        if depth <= 0:
            return "[…]"
        items = [_sketch(v, depth - 1) for v in list(value)[:6]]
        return "[" + ", ".join(items) + (", …" if len(value) > 6 else "") + "]"
    return f"a {type(value).__name__}"

