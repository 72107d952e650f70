"""Suggest: the normal bot's choice for the person to act, shown on the board with one line of
why, never played.

:func:`bot_choice` is the one place that asks the bot, from what the seat to act may know: the
bots decide from ``observe(state, seat)`` (a game with hidden information samples the rest
consistently with it), so a suggestion never tells a person anything their own view does not.
:class:`Suggestion` keeps the suggestion shown for one position and draws it: the words in
``#suggestion`` and ``data-suggested`` on the elements the page uses for that move.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from engine.bots import Thinker, seat_to_act
from ui.shell.dom import Dom, missing

LEVEL = "normal"
MARK = "data-suggested"


def bot_choice(state: Any, seat: int, salt: Any, *, time_budget: Optional[float] = None,
               max_iterations: Optional[int] = None) -> Dict[str, Any]:
    """The normal bot's move for ``seat`` (the seat to act) in ``state``: the only call that asks
    a bot for a suggestion. The bot is handed ``observe(state, seat)`` and ``salt`` (the page's
    device secret, never the game's seed), as the bots of empty seats are (ui.shell.autoplay);
    ``time_budget``/``max_iterations`` as :class:`engine.bots.Thinker` (tests fix the result by
    the cap)."""
    game_id, observation = seat_to_act(state)
    if observation.get("seat", seat) != seat:
        raise ValueError("A suggestion is only for the seat to act.")
    return Thinker(game_id, observation, LEVEL, salt=salt, time_budget=time_budget,
                   max_iterations=max_iterations).run()


class Suggestion:
    """The suggestion on the page: (position key, move, why) or None."""

    def __init__(self, dom: Dom) -> None:
        self.dom = dom
        #: (position key, the move, its words as a function: said in the language of the moment)
        self.shown: Optional[Tuple[Any, Dict[str, Any], Callable[[Any], Any]]] = None
        self.marked: List[Any] = []

    def ask(self, key: Any, state: Any, seat: int, salt: Any, why: Any) -> Dict[str, Any]:
        """Ask the bot for ``seat``'s move (the bots' secret ``salt``) and keep it with its words
        (``why(move)``, asked again at each paint: after a language switch the live line speaks the
        new language) for the position ``key``; returns the move."""
        move = bot_choice(state, seat, salt)
        self.shown = (key, move, why)
        return move

    def current(self, key: Any) -> Optional[Dict[str, Any]]:
        """The suggested move if it was made for position ``key`` (else it is dropped)."""
        if self.shown is not None and self.shown[0] != key:
            self.shown = None
        return None if self.shown is None else self.shown[1]

    def paint(self, key: Any, can: bool, targets: Sequence[str]) -> None:
        """The button (enabled when ``can``), the words and the marks of the suggestion for ``key``."""
        d = self.dom
        button = d.el('[data-action="suggest-move"]')
        if not missing(button):
            button.disabled = not can
        move = self.current(key) if can else None
        line = d.el("#suggestion")
        text = "" if move is None or self.shown is None else str(self.shown[2](move))
        if not missing(line) and line.textContent != text:
            line.textContent = text
            line.hidden = not text
        was_marked = bool(self.marked)
        for node in self.marked:
            node.removeAttribute(MARK)
        self.marked = []
        if move is not None:
            for sel in targets:
                for node in d.all(sel):
                    node.setAttribute(MARK, "")
                    self.marked.append(node)
        if self.marked and not was_marked:  # just shown: on a phone it may lie off the screen
            d.show(self.marked[0])
