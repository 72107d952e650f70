"""One position as the page may show it (:class:`ui.shell.view.Snapshot`), taken from a session:
the conductor takes one per repaint (the live game, or a replay's moment); the tests take one to
hand a game's view without any page around it."""

from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Sequence

from ui.shell.session import Session
from ui.shell.view import Snapshot


def take(session: Session, *, cursor: Optional[int] = None, seen_by: Optional[int] = None,
         observation: Optional[Dict[str, Any]] = None, replaying: bool = False,
         screen_for: Optional[int] = None, public: bool = False,
         narrow: Callable[[Sequence[Dict[str, Any]]], Sequence[Dict[str, Any]]] = lambda m: m,
         **page: Any) -> Snapshot:
    """The position ``cursor`` of ``session`` (default: its own cursor) as seat ``seen_by`` may see
    it. ``observation``: the game's ``observe`` for it, if already known. A person's moves are
    offered only in the live game (not ``replaying``), on a person's turn, with no privacy screen
    (``screen_for``) and nothing shown step by step (``public``), ``narrow``-ed (a lesson's
    step). ``page``: the other fields of :class:`Snapshot` the page knows (``lesson``,
    ``viewer``, ``message``, ``step_moves``, ``bots_paused``, ``bots_skipping``, ``position``)."""
    s = session
    k = s.cursor if cursor is None else cursor
    state = s.states[k]
    if observation is None:
        observation = s.game.observe(state, seen_by)
    actor = s.actor(k)
    live = not replaying
    level = s.level_at(k) if live else None
    legal = tuple(narrow(s.legal())) if live and level is None and screen_for is None else ()
    moves = live and screen_for is None and not public
    return Snapshot(
        state=state, observation=observation, legal=legal, actor=actor, bot_level=level,
        players=tuple(s.players), colors=tuple(s.colors), kinds=tuple(s.kinds), seed=s.seed,
        cursor=k, history=s.history(k), start=s.states[0],
        can_undo=moves and s.can_undo_turn(), can_redo=moves and s.can_redo_turn(),
        seen_by=seen_by, acting=live and actor is not None and actor == seen_by and level is None,
        screen_for=screen_for, replaying=replaying, has_humans=s.has_humans(),
        finished=s.actor(s.cursor) is None, **page)
