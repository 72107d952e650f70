"""Wind River's page: the board's SVG (``render``), the click model (``controller``), the side
panels (``panels``) and the PyScript glue (``page``, started by ``main``)."""

from engine import wind_river as _wr
from ui.shell.session import for_game

#: A session playing Wind River (``ui.shell.session.Session`` bound to ``engine.wind_river``).
Session = for_game(_wr)
