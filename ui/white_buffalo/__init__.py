"""White Buffalo's page: markup (``view``), the click model (``clicks``) and the view plugged into
the shell's conductor (``page``, started by ``main``)."""

from engine import white_buffalo as _wb
from ui.shell.session import Sessions

#: how the page makes its sessions (playing ``engine.white_buffalo``, the engine's own log)
sessions = Sessions(_wb)
