"""Wind River browser UI: pure view/interaction modules plus the PyScript glue in ``ui.main``.

Everything except ``ui.main`` runs on plain CPython, so it is unit-tested in ``tests/test_ui_*.py``.
"""
