"""What every game engine on the site shares: the contract, errors, players, records, registry.

Nothing in ``engine.core`` imports a game package; games are reached only through
:mod:`engine.core.registry`.
"""
