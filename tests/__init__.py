"""The CPython tests, one package: every module here is imported as ``tests.<name>`` (never from
tests/ put on ``sys.path``), so each is loaded once (``tests/one_root.py`` checks it)."""
