"""Manitou's view, plugged into the shell's conductor (``ui.shell.page.Page``): secret hands on one
screen, the party choice, the hunt at three grounds and the reckoning step by step.

What the view shows comes from ``observe(state, viewer)`` only (the snapshot's observation): the
viewer is the person who last revealed the screen (the shell's privacy screen), or, with one
person and bots, that person. Nothing is sent to the engine before the person confirms
(``ui.manitou.clicks``); then the conductor plays and saves. The table is drawn from the
observation: grounds, seats, the last play, the hand as a fan or the party choice, the reckoning's
panel; after each choice the focus goes to the next sensible control (never to ``<body>``).
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Mapping, Optional, Tuple

from engine import manitou as mt
from engine.core.errors import IllegalMove
from engine.core.i18n import words
from engine.manitou.hints import party_needed, suggest_party
from ui.manitou import lesson, motion_plan, sessions, table, view
from ui.manitou.clicks import Clicks
from ui.manitou.pacing import Reckoner
from ui.shell import defaults
from ui.shell import page as shell_page
from ui.shell.dom import Dom, missing
from ui.shell.motion import PERSON_BUDGET, Motion
from ui.shell.safe_html import esc, name_html, text_with_names
from ui.shell.view import Changed, Handled, Intent, Kit, Play, Played, Refuse, ShowWalk, Snapshot

ACTIONS = ("confirm", "confirm-party", "suggest", "clear-party", "pass")
#: where the focus goes once a decision is made: the reckoning's button, the hand, the party
#: choice, or the status line (never ``<body>``)
AFTER_MOVE = '#ranking-card|[data-action="continue"]|#hand [data-card]|#choose-cards [data-pick]|#status'
#: where the focus goes after each of the page's buttons
FOCUS_AFTER = {"suggest": '[data-action="confirm-party"]', "clear-party": "#choose-cards [data-pick]",
               "confirm-party": AFTER_MOVE, "confirm": AFTER_MOVE, "pass": AFTER_MOVE}
#: panels painted by ``wrMorph`` (manitou.html): only what differs changes in the DOM, so a card
#: selected or played does not draw every card on the table again
MORPHED = frozenset(("grounds", "players", "choose", "hand"))
#: what a click on the table can be: a reserve card, a hand card, a ground
TARGETS = ("data-pick", "data-card", "data-ground")

_, ngettext, pgettext = words("manitou").functions()


class ManitouView:
    """Manitou's table."""

    game = mt
    sessions = sessions
    actions = ACTIONS
    learn = lesson
    elements: Mapping[str, str] = {}

    def __init__(self) -> None:
        self.clicks = Clicks()
        self.flying: Any = None  # the reckoning's step whose pieces last took off (once each)
        self.flown_cursor: Optional[int] = None  # the move whose card last flew (once, when seen)
        self.focus_after: Optional[str] = None  # what takes the focus after the next repaint
        self.show_grounds = False  # a card was just selected: bring the grounds it may go to into view

    def mount(self, kit: Kit) -> None:
        """Take the page's tools; the warrior table is drawn once."""
        self.dom: Dom = kit.dom
        self.painter = kit.painter
        self.reckoning = Reckoner(kit.pacer)
        self.pacer = kit.pacer
        self.motion = Motion(self.dom)
        self.dom.el("#warriors").innerHTML = view.warriors_html()

    def listeners(self) -> Dict[str, Callable[[Any, Optional[Snapshot]], Optional[Intent]]]:
        """No events beside the conductor's."""
        return {}

    def counts(self) -> Dict[int, str]:
        """Words for each player count in the new-game form."""
        return {2: _("2 players"), 3: _("3 players"), 4: _("4 players")}

    def seed_hint(self) -> str:
        """What the seed does, in the new-game form."""
        return _("deals the buffalo and picks the first dealer; type one to replay a setup")

    @property
    def walks(self) -> Reckoner:
        """The reckoning shown step by step."""
        return self.reckoning

    # ---- what the viewer sees ----------------------------------------------------------------------
    def you(self, snap: Snapshot) -> Optional[int]:
        """The seat of the person at the device ("you"): the one who last saw their cards, or the
        only person when everyone else is a bot; never a bot, never the seat a replay looks at."""
        people = [k for k, kind in enumerate(snap.kinds) if kind == "human"]
        if len(people) == 1:
            return people[0]
        return snap.viewer if snap.viewer in people else None

    # ---- input ----------------------------------------------------------------------------------------
    def owns(self, target: Any) -> Any:
        """Reserve cards, hand cards and grounds."""
        for attr in TARGETS:
            node = target.closest(f"[{attr}]")
            if not missing(node):
                return node
        return None

    def click(self, element: Any, snap: Snapshot) -> Optional[Intent]:
        """A reserve card, a hand card or a ground was tapped."""
        pressed = element.getAttribute("aria-pressed") == "true"
        for attr in TARGETS:
            value = element.getAttribute(attr)
            if value is None or missing(value):
                continue
            if attr == "data-pick":
                return self.click_pick(str(value), pressed, snap)
            if attr == "data-card":
                return self.click_card(str(value), snap)
            return self.click_ground(str(value), snap)
        return None

    def click_pick(self, card: str, pressed: bool, snap: Snapshot) -> Intent:
        """A reserve card was tapped while choosing a party."""
        if snap.seen_by is None:
            return Refuse(_("Pass the device first."))
        me = snap.observation["players"][snap.seen_by]
        needed = party_needed(snap.state)
        out = self.clicks.toggle_pick(me["reserve"], needed, card, pressed)
        self.focus_after = ('[data-action="confirm-party"]|' if self.clicks.chosen() == needed else "") + \
            f'#choose-cards [data-pick="{card}"]'
        return Changed(out.message)

    def click_card(self, card: str, snap: Snapshot) -> Intent:
        """A hand card was tapped: select it for a play."""
        out = self.clicks.select_card(list(snap.legal), card)
        self.focus_after = (".ground.legal [data-ground]|" if self.clicks.card else "") + \
            f'#hand [data-card="{card}"]'
        self.show_grounds = self.clicks.card is not None
        return Changed(out.message)

    def click_ground(self, ground: str, snap: Snapshot) -> Optional[Intent]:
        """A ground was tapped: the selected card would go there (shown before the confirm)."""
        try:
            g = int(ground)
        except ValueError:
            return Handled()
        out = self.clicks.choose_ground(list(snap.legal), g)
        message = out.message
        if out.moves:  # not legal: the engine says why, in words
            message = mt.why_illegal(snap.state, out.moves[0]) or message
        self.focus_after = f'[data-action="confirm"]|[data-ground="{g}"]'
        return Changed(message)

    def key(self, event: Any, snap: Optional[Snapshot]) -> Optional[Intent]:
        """The table's cards and grounds are buttons: the browser's own keys choose them."""
        return None

    def action(self, name: str, snap: Optional[Snapshot]) -> Optional[Intent]:
        """Party and play buttons, the warrior table, the scores and the reckoning's steps."""
        if name in ("warriors", "scores"):
            self.open_dialog(f"#{name}-card")
            return Handled()
        if name == "continue":
            self.focus_after = '[data-action="continue"]|' + AFTER_MOVE
            return ShowWalk() if self.reckoning.step() else None
        if name not in ACTIONS or snap is None:
            return None
        self.focus_after = FOCUS_AFTER.get(name)
        if name == "suggest":
            if snap.seen_by is None:
                return Refuse(_("Pass the device first."))
            me = snap.observation["players"][snap.seen_by]
            self.clicks.set_picks(suggest_party(me["reserve"], party_needed(snap.state)))
            return Changed()
        if name == "clear-party":
            self.clicks.set_picks([])
            return Changed()
        if name == "confirm-party":
            out = self.clicks.confirm_party(party_needed(snap.state))
            if out.message:
                return Changed(out.message)
            return Play(tuple(out.moves))
        if name == "confirm":
            move = self.clicks.pending_play()
            if move is None:
                return Changed(_("Choose a card and a ground first."))
            return Play.one(move)
        return Play.one({"type": "pass"})

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

    def reset(self) -> None:
        """Forget the pending party or play."""
        self.clicks.reset()

    def local_undo(self) -> bool:
        """Take back the last pending pick or card choice (never a confirmed decision)."""
        return self.clicks.undo()

    def can_local_undo(self) -> bool:
        """True while a pending step can be taken back."""
        return self.clicks.can_undo()

    def undo_refused(self, snap: Snapshot) -> Optional[str]:
        """Why Undo took nothing back: a confirmed party or play stays (M-R9)."""
        return _("Nothing to undo: a confirmed decision stays (new cards were seen since).")

    def cancel(self, snap: Snapshot) -> bool:
        """Escape: drop the selected card (Undo brings it back)."""
        return self.clicks.cancel()

    # ---- the reckoning ----------------------------------------------------------------------------------
    def moved(self, snap: Snapshot) -> Optional[Intent]:
        """A move that ended a hunt's play: its reckoning is shown step by step."""
        self.reckoning.start(snap)
        return None

    # ---- drawing -------------------------------------------------------------------------------------
    def begin(self, snap: Snapshot, again: bool = False) -> None:
        """A new game on the page (or the same one in a new language, its reckoning kept)."""
        self.reckoning.keep(snap, again)
        if not again:
            self.motion.stop()
            self.flown_cursor = None

    def idle(self, status: str) -> None:
        """No game yet: the status only."""
        self.dom.el("status").textContent = status

    def last_play(self, snap: Snapshot) -> Optional[table.LastPlay]:
        """The last card laid on the table (ground, seat, place in the row); it flies in from the
        hand or the seat (:meth:`take_off`), so the stylesheet's glide is not asked for."""
        last = snap.last
        if last is None or last.move.get("type") != "play" or self.reckoning.walk is not None:
            return None
        seat, g = last.seat, last.move["ground"]
        if seat is None:
            return None
        row = snap.observation["grounds"][g - 1]["cards"][seat]
        places = [i for i, c in enumerate(row) if c.get("card") == last.move["card"]]
        if not places:  # the hunt was reckoned: the card has left the table
            return None
        return (g, seat, places[-1], "")

    def ending_play(self, snap: Snapshot, grounds: Any) -> Optional[table.LastPlay]:
        """On the reckoning's first step, the card whose play ended the hunt (marked, and flying
        in from the hand or the seat): where it lies on the table the reckoning found."""
        r, last = self.reckoning.walk, snap.last
        if r is None or r.step != 0 or last is None or last.seat is None or last.move.get("type") != "play":
            return None
        g = last.move["ground"]
        row = grounds[g - 1]["cards"][last.seat]
        places = [i for i, c in enumerate(row) if c.get("card") == last.move["card"]]
        return (g, last.seat, places[-1], "") if places else None

    def take_off(self, snap: Snapshot) -> None:
        """Before the table changes: where its pieces leave from (:mod:`ui.shell.motion`; they land
        in :meth:`after_paint`): a card just played (once, and not behind the privacy screen: it
        would be missed), or the pieces of the reckoning's step shown (once per step)."""
        r = self.reckoning.walk
        last = snap.last
        if r is None:
            self.flying = None
            if snap.screen_for is not None:
                return  # flown once someone sees the table
            before, self.flown_cursor = self.flown_cursor, snap.cursor
            if before is not None and snap.cursor == before + 1 and last is not None and not snap.replaying:
                self.motion.take_off(motion_plan.play_flight(last.move, last.seat, snap.seen_by))
            return
        self.flown_cursor = snap.cursor
        key = (id(r), r.step)
        if key == self.flying or last is None:
            return
        self.flying = key
        self.motion.take_off(motion_plan.step_flights(r.events, r.step, snap.colors, last.move, last.seat,
                                                      snap.seen_by))

    def paint(self, snap: Snapshot) -> Dict[str, Tuple[bool, Optional[bool]]]:
        """Grounds, seats, the hand or the party choice, scores, the reckoning."""
        o, acting, viewer, legal = snap.observation, snap.acting, snap.seen_by, list(snap.legal)
        painter = self.painter

        def set_html(key: str, node: Any, html: str) -> None:
            painter.html(key, html, node, morph=key in MORPHED)

        phase = o["phase"]
        self.take_off(snap)
        r = self.reckoning.walk
        el = self.dom.el
        you = self.you(snap)
        if r is not None:
            grounds = r.events[0]["grounds"]
            ending = self.ending_play(snap, grounds)
            html = table.grounds_html(grounds, snap.players, snap.colors, focus=r.event.get("ground"),
                                      viewer=you, walk=(r.events, r.step), last=ending)
            set_html("grounds", el("#grounds"), html)
            set_html("reckoning", el("#reckoning"), self.reckoning.html(snap.players))
            el("#reckoning").hidden = False
        else:
            play_now = acting and phase == "play"
            grounds_legal = self.clicks.legal_grounds(legal) if play_now and self.clicks.card else []
            html = table.grounds_html(o["grounds"], snap.players, snap.colors, grounds_legal,
                                      self.clicks.ground, active=play_now and self.clicks.card is not None,
                                      viewer=you, last=self.last_play(snap))
            set_html("grounds", el("#grounds"), html)
            el("#reckoning").hidden = True
            painter.forget("html:reckoning")
        me = o["players"][viewer] if viewer is not None else None
        tribe = snap.colors[viewer] if viewer is not None else None
        choose = acting and phase == "select" and r is None
        if choose and me is not None:
            html = view.picker_html(me["reserve"], self.clicks.picks, party_needed(snap.state), tribe)
            set_html("choose", el("#choose-cards"), html)
        else:
            set_html("choose", el("#choose-cards"), "")
        el("#choose").hidden = not choose
        show_hand = me is not None and phase == "play"
        el("#hand-card").hidden = not show_hand
        hand = (view.hand_html(me["hand"], self.clicks.card, acting and r is None, tribe)
                if me is not None and show_hand else "")
        set_html("hand", el("#hand"), hand)
        whose = (_("Your hand") if viewer is None or viewer == you
                 else pgettext("heading", "{who}'s hand", who=name_html(snap.players[viewer])))
        set_html("hand-title", el("#hand-whose"), whose)
        pending = self.clicks.pending_play() if acting else None
        preview = ""
        if pending is not None:
            try:
                preview = text_with_names(mt.describe(snap.state, pending), snap.players)
            except IllegalMove as e:  # cannot happen: only legal plays are pending
                preview = esc(str(e))
        set_html("preview", el("#preview"), preview)
        pile = (_("{n} cards in your draw pile", n=view.size(me['pile'])) if me is not None and show_hand
                else "")
        set_html("pile", el("#pile-size"), esc(pile))
        tallies = (table.tally(mt.scores(snap.before), r.events, r.step) if r is not None else None)
        seats = self.reckoning.seats(viewer)  # during a reckoning: the seats as the table stands
        set_html("players", el("#players"),
                 table.players_html(o if seats is None else seats, snap.colors, you, snap.kinds,
                                    snap.actor if seats is None else None, viewer, tallies))
        set_html("scores", el("#scores"), view.scores_html(snap.players, mt.scores(snap.state)))
        set_html("warriors", el("#warriors"), view.warriors_html())  # in the language of the moment
        blocked = acting and phase == "play" and legal == [{"type": "pass"}] and r is None
        el('[data-action="pass"]').hidden = not blocked
        el('[data-action="confirm"]').hidden = not (acting and phase == "play") or blocked
        return {
            "confirm": (pending is None, None),
            "confirm-party": (not (choose and self.clicks.chosen() == party_needed(snap.state)), None),
            "suggest": (not choose, None),
            "clear-party": (not (choose and self.clicks.chosen() > 0), None),
            "pass": (not blocked, None),
        }

    def after_paint(self, snap: Snapshot) -> None:
        """After a repaint that followed a choice: the focus goes to the next sensible control
        (``focus_after``: a selector, tried in order, ``|``-separated), never to ``<body>``."""
        want, self.focus_after = self.focus_after, None
        last, r = snap.last, self.reckoning.walk
        by_bot = (last is not None and last.seat is not None and snap.kinds[last.seat] != "human"
                  if r is None else r.by_bot)
        self.motion.land(self.pacer.delay() if by_bot else PERSON_BUDGET)  # a bot's move: the bots' pace
        if self.show_grounds:  # on a phone the grounds scroll inside the table: the last one the
            self.show_grounds = False  # card may go to, then the first (so the first is surely seen)
            legal = self.dom.all(".ground.legal [data-ground]")
            for node in legal[-1:] + legal[:1]:
                self.dom.show(node)
        if want is None:
            return
        for selector in want.split("|"):
            node = self.dom.el(selector)
            if not missing(node) and not node.hasAttribute("disabled") and missing(node.closest("[hidden]")):
                node.focus()
                return

    def focus_target(self, snap: Snapshot) -> str:
        """The reckoning's button, the hand or the party choice."""
        return AFTER_MOVE

    def log_html(self, played: Played, snap: Snapshot) -> str:
        """A move's log entry; none for a pick that did not complete a party (its line is said
        once the party is complete); a reckoning's lines filed under their own heading, one per
        step (``played`` may be the last move told only up to the reckoning's step shown)."""
        if not played.lines:
            return ""
        at = next((i for i, e in enumerate(played.events) if e.get("type") == "reckoning"), None)
        if at is None:
            return defaults.log_html(played, snap)
        full = next((p.lines for p in reversed(snap.history[-3:]) if p.events is played.events), played.lines)
        head = len(full) - (len(played.events) - at)  # one sentence per event from the reckoning on
        return view.log_entry_html(played.lines, max(head, 1), snap.players)

    def turn_words(self, seat: int, snap: Snapshot) -> str:
        """The shell's words."""
        return defaults.turn_words(seat, snap)

    def info_html(self, snap: Snapshot) -> str:
        """Seed and players."""
        return _("Seed {seed} · {n} players", seed=esc(snap.seed), n=len(snap.players))

    def new_game_words(self, snap: Snapshot) -> str:
        """The info line of a new game."""
        d = snap.observation
        return _("New game, seed {seed}: {who} deals first.", seed=snap.seed,
                 who=d['players'][d['dealer']]['name'])

    def phase(self, snap: Snapshot) -> str:
        """``select``, ``play`` or ``over``."""
        phase: str = snap.observation["phase"]
        return phase

    def current(self, snap: Snapshot) -> Optional[int]:
        """The seat to act."""
        return snap.actor

    def prompt(self, snap: Snapshot) -> str:
        """What the person to act should do now."""
        if self.reckoning.walk is not None:
            return self.reckoning.words()
        name = snap.players[snap.actor or 0]
        phase = snap.observation["phase"]
        if phase == "select":
            needed = party_needed(snap.state)
            return _("{who}: choose {needed} cards for your hunting party ({chosen} chosen), "
                     "then “Confirm party”. “Suggest” picks a balanced party.",
                     who=name, needed=needed, chosen=self.clicks.chosen())
        if list(snap.legal) == [{"type": "pass"}]:
            return _("{who}: none of your cards can be played (your warriors are blocked): pass.", who=name)
        if self.clicks.card is None:
            return _("{who}: choose a card from your hand.", who=name)
        if self.clicks.ground is None:
            return _("{who}: choose a ground for it (the highlighted ones), or another card.", who=name)
        return _("{who}: “Confirm” to play it (and draw), or “Undo”.", who=name)

    def bot_words(self, snap: Snapshot, thinking: str) -> str:
        """What the bot to act is doing."""
        who = _("{who} (computer, {level})", who=snap.players[snap.actor or 0],
                level=view.bot_level(snap.bot_level or ""))
        if snap.bots_paused:
            return _("Paused: {who} is to play.", who=who)
        if self.reckoning.walk is not None:
            return self.reckoning.words()
        if snap.observation["phase"] == "select":
            what = _("{who} chooses a hunting party…", who=who)
        else:
            what = _("{who} plays a card…", who=who)
        return what + (" " + _("(skipping ahead)") if snap.bots_skipping else "")

    def over_words(self, snap: Snapshot) -> str:
        """Who won."""
        places = mt.ranking(snap.state)
        best = [snap.players[p] for p in places[0]]
        if len(best) == 1:
            return _("Game over: {who} wins.", who=best[0])
        who = best[0]
        for name in best[1:]:
            who = _("{items} and {last}", items=who, last=name)
        return _("Game over: {who} share the win.", who=who)

    def ranking_html(self, snap: Snapshot) -> str:
        """The final ranking."""
        return view.ranking_html(snap.players, mt.ranking(snap.state), mt.scores(snap.state),
                                 mt.score_parts(snap.state))

    def secrets_html(self, snap: Snapshot) -> str:
        """A finished game's replay: every seat's hand and hunting party at that moment."""
        return view.secrets_html(snap.state, snap.players)


def boot(dom: Optional[Dom] = None) -> shell_page.Page:
    """Start the Manitou page (on ``dom``: the browser's by default)."""
    return shell_page.boot(ManitouView(), dom)
