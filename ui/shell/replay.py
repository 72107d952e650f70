"""Replay: step through a game from its first move without touching the game itself.

The session keeps every state of its line, so a replay is only a second cursor. :class:`Replay`
moves that cursor (first, back, forward, last, and play at a chosen speed) between the start and
the live position; the page draws the replay's moment from a snapshot of the live session at that
cursor (``ui.shell.snapshot.take(..., replaying=True)``), which offers no move and no bot to act,
so while the page shows it nothing is played, saved or thought about; leaving the replay shows the
live position again, untouched.

Games with hidden information: a finished game is replayed with every card shown; a game in
progress only as the person at the device could have seen it (the page decides, see
``ui.shell.page.Page.replay_viewer``). Pure logic, no ``js``.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

from engine.core.i18n import words
from ui.shell.safe_html import esc

_, ngettext, pgettext = words("site").functions()

#: Seconds between two steps when playing, by the choice in the replay bar.
SPEEDS = {"slow": 2.0, "normal": 1.0, "fast": 0.4, "faster": 0.15}
DEFAULT_SPEED = "normal"
#: The replay bar's buttons (``data-action``).
ACTIONS = ("replay", "replay-first", "replay-back", "replay-play", "replay-forward", "replay-last",
           "replay-exit")


class Replay:
    """A cursor over the live session's positions ``0 … live.cursor`` and the play timer's state."""

    def __init__(self, live: Any, start: Optional[int] = None) -> None:
        """A replay of ``live`` (the session), at ``start`` (default: the first position)."""
        self.live = live
        self.end = live.cursor
        self.pos = 0 if start is None else max(0, min(int(start), self.end))
        self.playing = False
        self.speed = DEFAULT_SPEED

    def finished_game(self) -> bool:
        """True when the live game is over (a replay then shows everything)."""
        return self.live.actor(self.end) is None

    def go(self, pos: int) -> bool:
        """Put the cursor at ``pos`` (clamped); False if it did not move."""
        pos = max(0, min(int(pos), self.end))
        if pos == self.pos:
            return False
        self.pos = pos
        return True

    def first(self) -> bool:
        """To the start of the game."""
        self.playing = False
        return self.go(0)

    def back(self) -> bool:
        """One move back."""
        self.playing = False
        return self.go(self.pos - 1)

    def forward(self) -> bool:
        """One move forward (stops playing at the end)."""
        moved = self.go(self.pos + 1)
        if self.pos >= self.end:
            self.playing = False
        return moved

    def last(self) -> bool:
        """To the live position."""
        self.playing = False
        return self.go(self.end)

    def toggle_play(self) -> bool:
        """Play (from the start again when at the end) or pause; returns whether it now plays."""
        if self.playing:
            self.playing = False
        else:
            if self.pos >= self.end:
                self.pos = 0
            self.playing = self.end > 0
        return self.playing

    def tick(self) -> bool:
        """One step of playing: forward; False when there is nothing more to play."""
        if not self.playing:
            return False
        self.forward()
        return self.playing

    def set_speed(self, name: Any) -> None:
        """Choose the playing speed by name (:data:`SPEEDS`); anything else is ignored."""
        if name in SPEEDS:
            self.speed = name

    def delay(self) -> float:
        """Seconds between two steps when playing."""
        return SPEEDS[self.speed]

    def at_moment(self) -> List[str]:
        """The move just replayed (its log sentences), or nothing at the start."""
        if self.pos == 0:
            return []
        return list(self.live.texts[self.pos - 1])


def status_words(replay: Replay) -> str:
    """The status line during a replay."""
    if replay.pos == 0:
        return _("Replay: the start of the game ({n} moves in all).", n=replay.end)
    return _("Replay: move {k} of {n}.", k=replay.pos, n=replay.end)


def privacy_words(replay: Replay) -> str:
    """What a replay of a game with secret cards shows."""
    if replay.finished_game():
        return _("The game is over: the replay shows every card.")
    return _("The game is in progress: the replay shows only what you could see.")


def button_words() -> Dict[str, Any]:
    """The words of the replay bar's buttons (label, accessible name)."""
    return {
        "replay": _("Replay"),
        "title": _("Watch the game again from its first move (the game itself waits untouched)"),
        "replay-exit": _("Back to the game"),
        "first": _("First move"),
        "back": _("One move back"),
        "forward": _("One move forward"),
        "last": _("Last move"),
        "play": _("Play"),
        "pause": _("Pause"),
        "speed": _("Speed"),
        "speed-slow": pgettext("replay speed", "slow"),
        "speed-normal": pgettext("replay speed", "normal"),
        "speed-fast": pgettext("replay speed", "fast"),
        "speed-faster": pgettext("replay speed", "very fast"),
    }


def secrets_html(rows: List[Tuple[Any, ...]]) -> str:
    """Every seat's secret cards as markup: ``rows`` are ``(name_html, [(label, cards_html)])``,
    each label the game's own word for that group of cards (plain text); an empty group says so."""
    out = []
    for name, groups in rows:
        parts = [f'<span class="replay-group">{esc(label)}: {cards or "–"}</span>'
                 for label, cards in groups]
        out.append(f'<li data-seat-secrets>{name} · {" · ".join(parts)}</li>')
    title = _("Every player's secret cards at this moment")
    return f'<div class="replay-hands"><p>{title}</p><ul>{"".join(out)}</ul></div>'
