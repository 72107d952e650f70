"""The board's first module name, kept so that old imports work: the SVG board is
``ui.wind_river.view_board``, the last moves' marks ``ui.wind_river.view_trail`` and the keyboard
``ui.wind_river.keys``."""

from ui.wind_river.keys import first_open_hex, neighbour_for_key  # noqa: F401 - re-exported
from ui.wind_river.view_board import *  # noqa: F401,F403 - re-exported
from ui.wind_river.view_board import PALETTE, UNKNOWN_COLOUR, colour  # noqa: F401 - re-exported
from ui.wind_river.view_trail import *  # noqa: F401,F403 - re-exported
