"""Wind River on a phone: the compact board (the open plains as a band under the hexes, bigger
pieces: ``ui.wind_river.view_board.strip_box``), chosen by the width of the screen, and the log's
fold, remembered per device as the setting ``wind-river/pref-log``."""

from __future__ import annotations

from typing import Any

from ui.shell.dom import Dom, missing

#: the screens that get the compact board (as the stylesheet's phone rules)
COMPACT_QUERY = "(max-width: 560px)"

#: the phone's log fold: folded unless the player opened it (on a phone the board, its actions and
#: the players come first, and the last moves stay on the board as arrows and are announced)
LOG_PREF, LOG_OPEN, LOG_FOLDED = "log", "open", "folded"


def compact(dom: Dom) -> bool:
    """Whether the screen is a phone's: the board is drawn compact."""
    query = dom.window.matchMedia(COMPACT_QUERY)
    return bool(not missing(query) and query.matches)


def fold_log(dom: Dom, store: Any, folded: bool, remember: bool = False) -> None:
    """Fold or unfold the log on a phone (the stylesheet keeps it open on wider screens).

    ``remember``: keep the choice for this device under ``wind-river/pref-log`` (a setting,
    listed under "Saved data", never part of a save). Unfolded, the log shows its newest line
    at its top, scrolled into view if it opened below the screen."""
    card, button, log = dom.el("log-card"), dom.el('[data-action="fold-log"]'), dom.el("log")
    card.setAttribute("data-fold", LOG_FOLDED if folded else LOG_OPEN)
    button.setAttribute("aria-expanded", "false" if folded else "true")
    if remember:
        store.write_pref(LOG_PREF, LOG_FOLDED if folded else LOG_OPEN)
    if not folded:
        log.scrollTop = 0
        newest = log.querySelector(".turn-moves > li")
        bottom = dom.window.innerHeight
        below = not missing(newest) and newest.getBoundingClientRect().bottom > bottom
        if remember and below:
            newest.scrollIntoView(False)  # just opened below the screen's edge: bring it up
