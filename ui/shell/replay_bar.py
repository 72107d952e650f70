"""The replay on the page: the Replay button under the log, the bar of steps under the status, and
playing at a chosen speed (``ui.shell.replay`` is the replay itself: a second cursor on the line).

:class:`ReplayBar` makes its button and bar, turns the bar's clicks into steps of the replay and
draws its state. It hands the page the session view to draw; entering and leaving never change
the live game.
"""

from __future__ import annotations

from typing import Any, Iterable, Optional

from engine.core.i18n import words
from ui.shell import replay
from ui.shell.dom import Dom, Painter, missing
from ui.shell.safe_html import esc

_, ngettext, pgettext = words("site").functions()

#: page actions a replay makes useless: their clicks are swallowed while it is shown
BLOCKED = ("undo", "redo", "skip", "pause", "new-game", "start-over", "again", "reveal", "continue",
           "open-file", "import-confirm", "load-newer", "overwrite", "free-room")


class ReplayBar:
    """The page's replay: its button, its bar, and the replay being shown (or None)."""

    def __init__(self, dom: Dom, painter: Painter) -> None:
        self.dom = dom
        self.painter = painter
        self.replay: Optional[replay.Replay] = None
        self.live: Any = None  # the live session the replay hides
        self.generation = 0  # a timer of an earlier play does nothing
        self.button: Any = None
        self.bar: Any = None

    @property
    def on(self) -> bool:
        """True while a replay is shown."""
        return self.replay is not None

    def wire(self) -> None:
        """Put the Replay button first under the log (with the game files) and the bar under the
        status (after the bots' bar)."""
        dom = self.dom
        files = dom.el("game-files")
        if missing(files):
            return
        button = dom.create("button")
        button.type = "button"
        button.className = "inline"
        button.setAttribute("data-action", "replay")
        button.disabled = True
        files.insertBefore(button, files.firstElementChild)
        self.button = button
        bar = dom.create("div")
        bar.id = "replay-bar"
        bar.className = "bot-bar replay-bar"
        bar.setAttribute("role", "group")
        bar.hidden = True
        after = dom.el("bot-bar")
        (dom.el("status") if missing(after) else after).insertAdjacentElement("afterend", bar)
        self.bar = bar
        self.words()

    def words(self) -> None:
        """The button and the bar in the player's language."""
        if self.bar is None:
            return
        w = replay.button_words()
        self.button.textContent = w["replay"]
        self.button.title = w["title"]
        self.bar.setAttribute("aria-label", w["replay"])
        speed = self.replay.speed if self.replay is not None else replay.DEFAULT_SPEED
        options = "".join(f'<option value="{k}"{" selected" if k == speed else ""}>'
                          f'{esc(w["speed-" + k])}</option>' for k in replay.SPEEDS)
        steps = "".join(
            f'<button type="button" data-action="replay-{a}" aria-label="{esc(w[a])}" '
            f'title="{esc(w[a])}">{sign}</button>' + (
                f'<button type="button" data-action="replay-play" aria-pressed="false">'
                f'{esc(w["play"])}</button>' if a == "back" else "")
            for a, sign in (("first", "|◀"), ("back", "◀"), ("forward", "▶"), ("last", "▶|")))
        self.bar.innerHTML = (
            f'{steps}<label>{esc(w["speed"])} <select name="replay-speed">{options}</select></label>'
            f'<button type="button" data-action="replay-exit">{esc(w["replay-exit"])}</button>'
            f'<span class="replay-note"></span>')
        self.painter.forget("replay")

    def swallows(self, target: Any, game_actions: Iterable[str]) -> Optional[str]:
        """A click during a replay: the replay action to take (``""``: the click is done with,
        nothing to do), or None when the click goes on as usual (a dialog, the log's files)."""
        button = target.closest("[data-action]")
        if missing(button):
            return "" if not missing(target.closest("#game")) else None  # the board only shows
        action = str(button.getAttribute("data-action") or "")
        if action in replay.ACTIONS:
            return "" if button.disabled else action
        return "" if action in BLOCKED or action in tuple(game_actions) else None

    def enter(self, live: Any) -> None:
        """Start a replay of ``live`` from its first move."""
        self.live = live
        self.replay = replay.Replay(live)
        self.dom.body_data("replay", "true")
        self.bar.hidden = False

    def focus_first(self) -> None:
        """The keyboard lands on the bar's forward step."""
        first = self.dom.el("replay-forward")
        if not missing(first):
            first.focus()

    def step(self, action: str) -> bool:
        """One of the bar's buttons; True when playing just started (schedule a tick)."""
        r = self.replay
        if r is None:
            return False
        if action == "replay-play":
            r.set_speed(str(self.dom.el("replay-speed").value))
            if r.toggle_play():
                self.generation += 1
                return True
            return False
        {"replay-first": r.first, "replay-back": r.back, "replay-forward": r.forward,
         "replay-last": r.last}[action]()
        return False

    def delay(self) -> Optional[float]:
        """Seconds until the next step while playing, else None."""
        r = self.replay
        return r.delay() if r is not None and r.playing else None

    def tick(self, generation: int) -> bool:
        """One step of playing; False for a stale timer or a replay no longer playing."""
        r = self.replay
        if r is None or generation != self.generation or not r.playing:
            return False
        r.tick()
        return True

    def leave(self) -> Any:
        """Drop the replay; the live session (None if there was no replay)."""
        if self.replay is None:
            return None
        live = self.live
        self.generation += 1
        self.replay = None
        self.live = None
        self.dom.body_data("replay", None)
        self.bar.hidden = True
        return live

    def paint(self, can: bool, hidden_information: bool, secrets: Any) -> None:
        """The button's and the bar's state; ``can``: a replay may start; ``secrets()`` is every
        seat's hidden cards (shown in the replay of a finished game)."""
        if self.button is None:
            return
        r = self.replay
        key = (r is not None, can, None if r is None else (r.pos, r.end, r.playing))
        if self.painter.cache.get("replay") == key:
            return
        self.painter.cache["replay"] = key
        self.button.disabled = not (can or r is not None)
        self.button.setAttribute("aria-pressed", "true" if r is not None else "false")
        if r is None:
            return
        w = replay.button_words()
        for action, off in (("replay-first", r.pos == 0), ("replay-back", r.pos == 0),
                            ("replay-forward", r.pos >= r.end), ("replay-last", r.pos >= r.end)):
            self.dom.el(f'[data-action="{action}"]').disabled = off
        play = self.dom.el("replay-play")
        play.textContent = w["pause"] if r.playing else w["play"]
        play.setAttribute("aria-pressed", "true" if r.playing else "false")
        note = ""
        if hidden_information:
            note = esc(replay.privacy_words(r))
            if r.finished_game():
                note += secrets()
        self.dom.el("replay-note").innerHTML = note
