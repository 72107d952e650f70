"""The bots' turns on the page: think in short slices, then play the move like a click would.

:class:`BotDriver` is plain asyncio (no DOM), so it runs the same on the page (Pyodide's browser
event loop) and in the CPython tests. While the seat to act is a bot (``Session.bot_level``), it

1. runs an :class:`engine.bots.Thinker` a slice at a time (``SLICE`` seconds of thinking per
   call) and yields to the event loop between slices, so the page never blocks for long;
2. waits until ``delay`` seconds have passed since the previous move was shown (the thinking
   counts towards it), unless it is skipping to a person's turn;
3. plays the move through ``Session.play`` and calls ``on_move`` (the page redraws, logs and
   saves), then goes on with the next bot step.

A position with a redo tail (a demo of bots only, stepped back with Undo) replays the undone
move instead of thinking. A bot is handed only the observation of the seat to act
(:func:`engine.bots.seat_to_act`) and the driver's ``salt`` (``ui.shell.seats.device_salt()``, a
secret of this page load, never the game's seed), so the same position seen the same way gets the
same choice while the page is open whenever the level's iteration cap (not its time budget) ends
the search.

Anything that changes the game from outside (a person's move, undo, redo, a new game) calls
:meth:`restart`: the running turn is dropped (its thinking is thrown away) and a new one starts
if a bot is to act. Every await is followed by a check of the generation number, so a stale
turn never plays a move.
"""

from __future__ import annotations

import asyncio
import time
import traceback
from typing import Any, Callable, Dict, Optional

from engine.bots import Thinker, seat_to_act
from ui.shell.seats import device_salt

SLICE = 0.015  # seconds of thinking per call (each call is one browser task)
DEFAULT_DELAY = 0.3  # seconds between a bot's steps
WAIT_TICK = 0.05  # the pause is slept in ticks so that "skip" takes effect at once


class BotDriver:
    """Plays the bots' moves of the session returned by ``get_session``.

    ``on_move()`` is called after every bot move (the session has changed), ``on_error(text)``
    with a traceback if a turn fails, ``on_idle()`` when a turn ends (a person is to act, the
    game is over, or the driver was paused). ``sleep`` and ``clock`` are replaceable for tests;
    ``salt`` is the bots' secret (default: :func:`ui.shell.seats.device_salt`).
    """

    def __init__(self, get_session: Callable[[], Any], on_move: Callable[[], None],
                 on_error: Optional[Callable[[str], None]] = None,
                 on_idle: Optional[Callable[[], None]] = None, *,
                 sleep: Callable[[float], Any] = asyncio.sleep,
                 clock: Callable[[], float] = time.monotonic,
                 slice_seconds: float = SLICE, salt: Optional[str] = None) -> None:
        self.get_session = get_session
        self.on_move = on_move
        self.on_error = on_error
        self.on_idle = on_idle
        self.sleep = sleep
        self.clock = clock
        self.slice_seconds = slice_seconds
        self.salt = device_salt() if salt is None else salt
        self.delay = DEFAULT_DELAY
        self.skipping = False  # no pauses until a person is to act
        self.paused = False  # a demo stopped by the player (or by undo in a demo)
        # held(): True while the page wants the bots to wait without being paused (e.g. while a
        # person steps through a reckoning); the page calls restart() when it no longer holds
        self.held: Callable[[], bool] = lambda: False
        self.generation = 0
        self.task: Optional[asyncio.Future[Any]] = None
        self.thinking = False  # True while a Thinker is working
        self.moves_played = 0  # bot moves played by this driver (for tests and figures)
        # trace(what, seconds): optional; told the duration of every thinking slice ("slice")
        # and of every move shown ("move", the on_move redraw included)
        self.trace: Optional[Callable[[str, float], None]] = None

    # ---- control ---------------------------------------------------------------------------
    def due(self) -> bool:
        """True when a bot is to act and the driver is not paused."""
        s = self.get_session()
        return s is not None and not self.paused and not self.held() and s.bot_level() is not None

    @property
    def running(self) -> bool:
        """True while a bot turn is under way (thinking or waiting to show its move)."""
        return self.task is not None

    def restart(self, keep_skipping: bool = False) -> None:
        """Drop any turn under way; start a new one if a bot is to act (and not paused).

        A restart after the game changed (a move, undo, redo, a new game) also ends skipping.
        """
        self.stop()
        if not keep_skipping:
            self.skipping = False
        if self.due():
            gen = self.generation
            self.task = asyncio.ensure_future(self._run(gen))

    def stop(self) -> None:
        """Drop the turn under way, if any (its move is never played)."""
        self.generation += 1
        task, self.task = self.task, None
        self.thinking = False
        if task is not None and not task.done():
            task.cancel()

    def skip(self) -> None:
        """Play the bots' moves without pauses until a person is to act (or the game ends)."""
        self.skipping = True
        self.paused = False
        if self.task is None:
            self.restart(keep_skipping=True)

    def set_paused(self, paused: bool) -> None:
        """Pause (drop the turn under way) or resume the bots."""
        self.paused = paused
        if paused:
            self.skipping = False
            self.stop()
        elif self.task is None:
            self.restart(keep_skipping=True)

    # ---- the turn --------------------------------------------------------------------------
    async def _run(self, gen: int) -> None:
        shown = self.clock()  # when the last move was shown (the pause counts from there)
        try:
            while gen == self.generation:
                s = self.get_session()
                level = None if self.paused or self.held() else s.bot_level()
                if level is None:
                    break
                move = None
                if not s.can_redo():
                    move = await self._think(s, level, gen)
                    if gen != self.generation:
                        return
                while not self.skipping and (left := self.delay - (self.clock() - shown)) > 0.001:
                    await self.sleep(min(left, WAIT_TICK))
                    if gen != self.generation:
                        return
                if move is not None:
                    await self.sleep(0)  # the move is played in a task of its own, not the last slice's
                    if gen != self.generation:
                        return
                t0 = time.perf_counter()
                if move is None:
                    s.redo()
                else:
                    s.play(move)
                self.moves_played += 1
                shown = self.clock()
                self.on_move()
                if self.trace is not None:
                    self.trace("move", time.perf_counter() - t0)
                await self.sleep(0)  # let the browser paint this move before the next one
            if gen == self.generation:
                self.skipping = False
        except asyncio.CancelledError:
            raise
        except Exception:
            if gen == self.generation and self.on_error is not None:
                self.on_error(traceback.format_exc())
        finally:
            if gen == self.generation:
                self.task = None
                self.thinking = False
                if self.on_idle is not None:
                    self.on_idle()

    async def _think(self, s: Any, level: str, gen: int) -> Optional[Dict[str, Any]]:
        """The bot's move for the session's current position, thought out in slices."""
        game_id, observation = seat_to_act(s.state)
        thinker = Thinker(game_id, observation, level, salt=self.salt)
        self.thinking = True
        try:
            while True:
                t0 = time.perf_counter()
                move = thinker.step(self.slice_seconds)
                if self.trace is not None:
                    self.trace("slice", time.perf_counter() - t0)
                if move is not None:
                    return move
                await self.sleep(0)
                if gen != self.generation:
                    return None
        finally:
            if gen == self.generation:
                self.thinking = False
