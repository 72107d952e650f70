"""The games' rules engines: pure Python, standard library only, no browser code.

``engine.core`` holds what every game shares (the contract, errors, players, records, the
registry); each game is a package of its own (``engine.wind_river`` …) offering the API of
docs/engine-contract.md; ``engine.bots`` plays any registered game.
"""
