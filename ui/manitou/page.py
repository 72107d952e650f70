"""Manitou's page: secret hands on one screen, the party choice, the hunt at three grounds and the
reckoning step by step, on top of ``ui.shell.page``.

What the page shows comes from ``observe(state, viewer)`` only: the viewer is the person who last
revealed the screen (the shell's privacy screen), or, with one person and bots, that person. Nothing
is sent to the engine before the person confirms (``ui.manitou.clicks``); then the shell saves.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from engine import manitou as mt
from engine.core.errors import IllegalMove
from engine.core.i18n import words
from engine.manitou.hints import party_needed, suggest_party
from ui.manitou import Session, lesson, view
from ui.manitou.clicks import Clicks
from ui.manitou.pacing import GatedLog, Reckoning
from ui.manitou.painting import Painting
from ui.shell.dom import Dom, missing
from ui.shell.page import ShellPage
from ui.shell.safe_html import esc
from ui.shell.walkthrough import Walkthrough

ACTIONS = ("confirm", "confirm-party", "suggest", "clear-party", "pass")
#: where the focus goes once a decision is made: the reckoning's button, the hand, the party
#: choice, or the status line (never ``<body>``)
AFTER_MOVE = '#ranking-card|[data-action="continue"]|#hand [data-card]|#choose-cards [data-pick]|#status'
#: where the focus goes after each of the page's buttons
FOCUS_AFTER = {"suggest": '[data-action="confirm-party"]', "clear-party": "#choose-cards [data-pick]",
               "confirm-party": AFTER_MOVE, "confirm": AFTER_MOVE, "pass": AFTER_MOVE}

_, ngettext, pgettext = words("manitou").functions()


class ManitouPage(Painting, Reckoning, ShellPage):
    """The Manitou page."""

    GAME = mt
    SESSION, LEARN = Session, lesson
    ACTIONS = ACTIONS

    # the form's words, in the language of the moment (the shell reads them when it draws the form)
    @property
    def COUNTS(self) -> Dict[int, str]:  # type: ignore[override]  # noqa: N802
        """Words for each player count in the new-game form."""
        return {2: _("2 players"), 3: _("3 players"), 4: _("4 players")}

    @property
    def SEED_HINT(self) -> str:  # type: ignore[override]  # noqa: N802
        """What the seed does, in the new-game form."""
        return _("deals the buffalo and picks the first dealer; type one to replay a setup")

    def __init__(self, dom: Optional[Dom] = None) -> None:
        self.clicks = Clicks()
        #: the reckoning being shown step by step, or None
        self.reckoning: Optional[Walkthrough] = None
        self.switching = False  # True while a language switch repaints the page
        self.glided = -1  # the position whose last play has glided in (once)
        self.focus_after: Optional[str] = None  # what takes the focus after the next repaint
        super().__init__(dom)
        self.log = GatedLog(self.dom, lambda: self.reckoning)

    # ---- what the viewer sees ----------------------------------------------------------------------
    def showing_public(self) -> bool:
        """The reckoning is public: everyone watches it before the device is passed on."""
        return self.reckoning is not None

    def reckoning_words(self) -> str:
        """What the status says while a reckoning is shown step by step."""
        if self.reckoning is not None and self.reckoning.by_bot:
            return _("The hunt is over: its reckoning goes on step by step at the bots' pace.")
        return _("The hunt is over: see the reckoning step by step (“Continue”).")

    # ---- clicks --------------------------------------------------------------------------------------
    def game_click(self, target: Any) -> bool:
        """Reserve cards, hand cards and grounds."""
        for attr, handler in (("data-pick", self.click_pick), ("data-card", self.click_card),
                              ("data-ground", self.click_ground)):
            node = target.closest(f"[{attr}]")
            if not missing(node):
                pressed = node.getAttribute("aria-pressed") == "true"
                self.clicked = node
                self.timed(handler, node.getAttribute(attr) or "", pressed)
                return True
        return False

    def refuse_input(self) -> bool:
        """True (with the reason shown) when the person may not act now."""
        if self.session is None:
            return True
        if self.bot_turn():
            return True
        if self.reckoning is not None:
            self.message = _("The hunt is being reckoned: press “Continue” to go on.")
            self.refresh()
            return True
        if self.screen_for is not None:
            self.message = _("Pass the device first.")
            self.refresh()
            return True
        return False

    def click_pick(self, card: str, pressed: bool) -> None:
        """A reserve card was tapped while choosing a party."""
        if self.refuse_input():
            return
        me = self.observation()["players"][self.viewer]
        needed = party_needed(self.session.state)
        out = self.clicks.toggle_pick(me["reserve"], needed, card, pressed)
        self.message = out.message
        self.focus_after = ('[data-action="confirm-party"]|' if self.clicks.chosen() == needed else "") + \
            self.same_pick(card)
        self.refresh()

    def click_card(self, card: str, pressed: bool) -> None:
        """A hand card was tapped: select it for a play."""
        if self.refuse_input():
            return
        out = self.clicks.select_card(self.session.legal(), card)
        self.message = out.message
        self.focus_after = (".ground.legal [data-ground]|" if self.clicks.card else "") + \
            f'#hand [data-card="{card}"]'
        self.refresh()

    def click_ground(self, ground: str, pressed: bool) -> None:
        """A ground was tapped: the selected card would go there (shown before the confirm)."""
        if self.refuse_input():
            return
        try:
            g = int(ground)
        except ValueError:
            return
        out = self.clicks.choose_ground(self.session.legal(), g)
        self.message = out.message
        if out.moves:  # not legal: the engine says why, in words
            self.message = mt.why_illegal(self.session.state, out.moves[0]) or self.message
        self.focus_after = f'[data-action="confirm"]|[data-ground="{g}"]'
        self.refresh()

    def game_action(self, action: str) -> None:
        """Party and play buttons, the warrior table, the scores and the reckoning's steps."""
        if action in ("warriors", "scores"):
            self.open_dialog(f"#{action}-card")
            return
        if action == "continue":
            self.focus_after = '[data-action="continue"]|' + AFTER_MOVE
            self.next_step()
            return
        if action not in ACTIONS or self.session is None or self.refuse_input():
            return
        s = self.session
        self.focus_after = FOCUS_AFTER.get(action)
        if action == "suggest":
            me = self.observation()["players"][self.viewer]
            self.clicks.set_picks(suggest_party(me["reserve"], party_needed(s.state)))
            self.message = None
        elif action == "clear-party":
            self.clicks.set_picks([])
            self.message = None
        elif action == "confirm-party":
            out = self.clicks.confirm_party(party_needed(s.state))
            if out.message:
                self.message = out.message
            else:
                self.play_all(out.moves)
                return
        elif action == "confirm":
            move = self.clicks.pending_play()
            if move is None:
                self.message = _("Choose a card and a ground first.")
            else:
                self.play(move)
                return
        elif action == "pass":
            self.play({"type": "pass"})
            return
        self.refresh()

    def play_all(self, moves: List[dict]) -> None:
        """Send a confirmed party's picks to the engine, then save once (none while this tab
        could not save them)."""
        if self.held_by_question():
            return
        s = self.session
        for move in moves[:-1]:
            try:
                s.play(move)
            except IllegalMove as e:
                self.message = str(e)
                self.refresh()
                return
        self.play(moves[-1])

    def open_dialog(self, selector: str) -> None:
        """The warrior table or the scores, as a dialog over the table (Escape or "Close" closes
        it and the focus goes back to the button that opened it)."""
        box = self.dom.el(selector)
        if missing(box) or box.open:
            return
        show = getattr(box, "showModal", None)
        if show is not None:
            show()
        else:  # a browser without modal dialogs (and the fake DOM): open in place
            box.open = True

    def same_pick(self, card: str) -> str:
        """The reserve card of the kind just tapped (the focus stays on it after the repaint)."""
        return f'#choose-cards [data-pick="{card}"]'

    def refresh(self) -> None:
        """Repaint, then move the focus where the last choice leads (see ``move_focus``)."""
        super().refresh()
        self.move_focus()

    def reset_selection(self) -> None:
        """Forget the pending party or play."""
        self.clicks.reset()

    def local_undo(self) -> bool:
        """Take back the last pending pick or card choice (never a confirmed decision)."""
        return self.clicks.undo()

    def undo_refused(self) -> str:
        """Why Undo took nothing back: a confirmed party or play stays (M-R9)."""
        return _("Nothing to undo: a confirmed decision stays (new cards were seen since).")

    def can_local_undo(self) -> bool:
        """True while a pending step can be taken back."""
        return self.clicks.can_undo()

    def cancel_selection(self) -> bool:
        """Escape: drop the selected card (Undo brings it back)."""
        return self.clicks.cancel()

    def drop_public(self) -> None:
        """A lesson plays on by itself: the reckoning is not shown step by step."""
        self.reckoning = None
        self.pacer.shown(None)

    # ---- drawing -------------------------------------------------------------------------------------
    def on_begin(self, session: Any) -> None:
        """A new game on the page (or the same one in a new language): see ``keep_reckoning``."""
        self.keep_reckoning(session)
        self.glided = -1

    def on_language(self) -> None:
        """A language switch: the shell repaints the game; the warrior table is drawn again."""
        self.message = None  # a refusal said in the old language is not repeated in the new one
        self.switching = True
        try:
            super().on_language()
        finally:
            self.switching = False
        announce = self.dom.el("#announce")  # the last moves, said in the old language: not again
        if not missing(announce):
            announce.textContent = ""

    def log_html(self, lines: Any, seat: int) -> str:
        """A move's log entry; none for a pick that did not complete a party (its line is said
        once the party is complete)."""
        return super().log_html(lines, seat) if lines else ""

    def game_info_html(self, session: Any, resumed: bool) -> str:
        """Seed and players."""
        return _("Seed {seed} · {n} players", seed=esc(session.seed), n=len(session.players))

    def new_game_words(self, session: Any) -> str:
        """The info line of a new game."""
        d = session.view()
        return _("New game, seed {seed}: {who} deals first.", seed=session.seed,
                 who=d['players'][d['dealer']]['name'])

    def phase(self) -> str:
        """``select``, ``play`` or ``over``."""
        phase: str = self.session.view()["phase"]
        return phase

    def prompt(self) -> str:
        """What the person to act should do now."""
        s = self.session
        if self.reckoning is not None:
            return self.reckoning_words()
        name = s.players[s.actor(s.cursor)]
        phase = s.view()["phase"]
        if phase == "select":
            needed = party_needed(s.state)
            return _("{who}: choose {needed} cards for your hunting party ({chosen} chosen), "
                     "then “Confirm party”. “Suggest” picks a balanced party.",
                     who=name, needed=needed, chosen=self.clicks.chosen())
        if s.legal() == [{"type": "pass"}]:
            return _("{who}: none of your cards can be played (your warriors are blocked): pass.", who=name)
        if self.clicks.card is None:
            return _("{who}: choose a card from your hand.", who=name)
        if self.clicks.ground is None:
            return _("{who}: choose a ground for it (the highlighted ones), or another card.", who=name)
        return _("{who}: “Confirm” to play it (and draw), or “Undo”.", who=name)

    def bot_words(self, level: str) -> str:
        """What the bot to act is doing."""
        s = self.session
        seat = s.actor(s.cursor)
        who = _("{who} (computer, {level})", who=s.players[seat], level=view.bot_level(level))
        if self.bots.paused:
            return _("Paused: {who} is to play.", who=who)
        if self.reckoning is not None and self.bots.held():
            return self.reckoning_words()
        if s.view()["phase"] == "select":
            what = _("{who} chooses a hunting party…", who=who)
        else:
            what = _("{who} plays a card…", who=who)
        return what + (" " + _("(skipping ahead)") if self.bots.skipping else "")

    def over_words(self) -> str:
        """Who won."""
        s = self.session
        places = mt.ranking(s.state)
        best = [s.players[p] for p in places[0]]
        if len(best) == 1:
            return _("Game over: {who} wins.", who=best[0])
        who = best[0]
        for name in best[1:]:
            who = _("{items} and {last}", items=who, last=name)
        return _("Game over: {who} share the win.", who=who)

    def ranking_html(self) -> str:
        """The final ranking."""
        s = self.session
        return view.ranking_html(s.players, mt.ranking(s.state), mt.scores(s.state))

    def replay_secrets_html(self) -> str:
        """A finished game's replay: every seat's hand and hunting party at that moment."""
        return view.secrets_html(self.session.state, self.session.players)


def boot(dom: Optional[Dom] = None) -> ManitouPage:
    """Start the Manitou page (on ``dom``: the browser's by default)."""
    page = ManitouPage(dom)
    page.dom.el("#warriors").innerHTML = view.warriors_html()
    page.start()
    return page
