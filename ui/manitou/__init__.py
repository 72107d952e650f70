"""Manitou's page: markup (``view``), the click model (``clicks``) and the PyScript glue (``page``,
started by ``main``)."""

from engine import manitou as _mt
from ui.shell.session import for_game

#: A session playing Manitou (``ui.shell.session.Session`` bound to ``engine.manitou``).
Session = for_game(_mt)
