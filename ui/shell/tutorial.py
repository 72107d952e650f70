"""The guided first game ("Learn to play"): a short game on a fixed seed against scripted
opponents, in which each step shows the one thing to click and says why.

A game gives its lesson as data (``engine/<game>/tutorial.py``, :func:`lesson`): the players, the
seed, the whole move line (the opponents' moves and the learner's) and the steps, each the
learner's move(s) starting at one point of the line with a line or two of why. Everything of the
line outside a step is played by the lesson itself, at once ("no pause"), so the lesson never
depends on what a bot would choose.

:class:`Tutorial` knows where the lesson is (the session's cursor), which moves the page may offer
now (:meth:`Tutorial.allowed`: only the step's move, so every page highlights only it through its
usual ``legal_moves`` path), draws ``[data-tutorial-step]`` ("Step 3 of 12" and the why) or
``[data-tutorial-done]``, puts ``data-tutorial-target`` on the elements the page uses for that
move, and keeps its progress under its own storage key (``<game>/pref-lesson``): the player's kept
games are never read or written by a lesson.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple

from engine.core.i18n import words
from ui.shell.dom import Dom, missing
from ui.shell.safe_html import esc

_, ngettext, pgettext = words("site").functions()

TARGET = "data-tutorial-target"
PREF = "lesson"


@dataclass
class Lesson:
    """A game's lesson: ``players`` (seat 0 is the learner), ``seed``, the whole move ``line``
    and ``steps``: (index in the line, number of the learner's moves, why)."""

    players: List[str]
    seed: int
    line: List[Dict[str, Any]]
    steps: List[Tuple[int, int, str]] = field(default_factory=list)

    def step_at(self, cursor: int) -> Optional[int]:
        """The step (0-based) whose moves include position ``cursor``, or None."""
        for k, (start, count, _why) in enumerate(self.steps):
            if start <= cursor < start + count:
                return k
        return None


def progress(text: str, lesson: Lesson) -> Optional[int]:
    """The lesson's saved place in ``text`` (``{"seed": …, "at": …}``), or None for anything that
    is not this lesson's progress."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("seed") != lesson.seed:
        return None
    at = data.get("at")
    return at if type(at) is int and 0 <= at <= len(lesson.line) else None


class Tutorial:
    """The lesson on the page (``on``), its progress and its panel."""

    def __init__(self, dom: Dom, store: Any) -> None:
        self.dom = dom
        self.store = store
        self.lesson: Optional[Lesson] = None
        self.marked: List[Any] = []
        self.shown_target: Any = None
        #: (position, how many of the learner's own moves the lesson made to get there)
        self.for_you: Tuple[int, int] = (-1, 0)

    @property
    def on(self) -> bool:
        """True while a lesson is the game on the page."""
        return self.lesson is not None

    # ---- the line ---------------------------------------------------------------------------------
    def allowed(self, cursor: int) -> List[Dict[str, Any]]:
        """The moves the learner may make at ``cursor`` (the step's one move, or none)."""
        lesson = self.lesson
        if lesson is None or lesson.step_at(cursor) is None or cursor >= len(lesson.line):
            return []
        return [lesson.line[cursor]]

    def step_moves(self, cursor: int) -> List[Dict[str, Any]]:
        """Every move of the step that includes ``cursor`` (a party picked card by card and
        confirmed at once), or none."""
        lesson = self.lesson
        k = None if lesson is None else lesson.step_at(cursor)
        if lesson is None or k is None:
            return []
        at, n, _why = lesson.steps[k]
        return lesson.line[at:at + n]

    def scripted(self, cursor: int) -> Optional[Dict[str, Any]]:
        """The move the lesson plays by itself at ``cursor`` (None: the learner's step, or the
        line's end)."""
        lesson = self.lesson
        if lesson is None or cursor >= len(lesson.line) or lesson.step_at(cursor) is not None:
            return None
        return lesson.line[cursor]

    def played_for_you(self, cursor: int, n: int) -> None:
        """The lesson made ``n`` of the learner's own moves to reach ``cursor`` (the panel says so
        there, so no move of theirs happens unsaid)."""
        self.for_you = (cursor, n)

    def done(self, cursor: int) -> bool:
        """True once the whole line is played."""
        return self.lesson is not None and cursor >= len(self.lesson.line)

    # ---- progress, under its own key --------------------------------------------------------------
    def saved_cursor(self, lesson: Lesson) -> int:
        """Where the learner left this lesson (0: from the start); anything else is 0."""
        at = self.store.read_setting(PREF, lambda text: progress(text, lesson))
        return 0 if at is None else at

    def save(self, cursor: int) -> None:
        """Keep where the learner is (never a kept game's key)."""
        if self.lesson is not None:
            self.store.write_pref(PREF, json.dumps({"seed": self.lesson.seed, "at": cursor}), note=False)

    def begin(self, lesson: Lesson) -> None:
        """The lesson is now on the page."""
        self.lesson = lesson
        self.for_you = (-1, 0)

    def leave(self) -> None:
        """The lesson is no longer on the page (its progress stays kept)."""
        self.lesson = None
        self.paint(0, False, [])

    # ---- the panel and the targets ------------------------------------------------------------------
    def paint(self, cursor: int, busy: bool, targets: Sequence[str]) -> None:
        """Draw the step panel (or the done panel) and mark ``targets``; ``busy`` says the page
        shows something public to step through first (its Continue is then the target)."""
        d = self.dom
        panel, done_panel = d.el("#lesson"), d.el("#lesson-done")
        if missing(panel) or missing(done_panel):
            return
        lesson = self.lesson
        finished = lesson is not None and self.done(cursor) and not busy
        panel.hidden = lesson is None or finished
        done_panel.hidden = not finished
        d.body_data("lesson", None if lesson is None else ("done" if finished else "on"))
        if lesson is not None and not finished:
            k = lesson.step_at(cursor)
            if k is None:  # between steps: the step just made, until the lesson goes on
                k = max((i for i, s in enumerate(lesson.steps) if s[0] <= cursor), default=0)
            why = lesson.steps[k][2] if lesson.steps else ""
            html = (f'<p class="lesson-count">{esc(_("Step {k} of {n}", k=k + 1, n=len(lesson.steps)))}</p>'
                    f'<p class="lesson-why">{esc(why)}</p>')
            at, mine = self.for_you
            if at == cursor and mine:
                said = ngettext("The lesson made {n} of your moves for you (the log shows it).",
                                "The lesson made {n} of your moves for you (the log shows them).", mine)
                html = f'<p class="lesson-auto" data-played-for-you="{mine}">{esc(said)}</p>' + html
            node = d.el("#lesson-text")
            if not missing(node) and node.innerHTML != html:
                node.innerHTML = html
        self.mark([] if lesson is None or finished else targets)

    def mark(self, selectors: Sequence[str]) -> None:
        """Put ``data-tutorial-target`` on exactly the elements ``selectors`` match (and bring the
        first into view when it is new)."""
        for node in self.marked:
            node.removeAttribute(TARGET)
        self.marked = []
        for sel in selectors:
            for node in self.dom.all(sel):
                node.setAttribute(TARGET, "")
                self.marked.append(node)
        first = self.marked[0] if self.marked else None
        if first is not None and first is not self.shown_target:
            self.dom.show(first)
        self.shown_target = first

    def allows_click(self, target: Any) -> bool:
        """During a lesson only its target and its own panel take clicks in the game (the header's
        tools and the dialogs stay as they are)."""
        if not self.on or missing(target) or missing(target.closest("main")):
            return True
        return not missing(target.closest(f"[{TARGET}], [data-lesson-free]"))
