"""Wind River rules engine: pure Python, standard library only.

The public API lives in :mod:`engine.wind_river` (see shared/rules/engine-contract.md).
"""
