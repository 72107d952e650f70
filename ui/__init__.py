"""The page's Python: ``ui.shell`` (what every game page does) and one package per game.

Everything except the PyScript glue (``ui.shell.page`` and each game's ``page``/``main``)
runs on plain CPython, so it is unit-tested in ``tests/test_ui_*.py``.
"""
