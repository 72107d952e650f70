"""White Buffalo's page: markup (``view``), the click model (``clicks``) and the PyScript glue
(``page``, started by ``main``)."""

from engine import white_buffalo as _wb
from ui.shell.session import for_game

#: A session playing White Buffalo (``ui.shell.session.Session`` bound to ``engine.white_buffalo``).
Session = for_game(_wb)
