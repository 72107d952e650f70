"""Open a game's page on the fake browser (tests/fakedom.py) and use it like a person: click what
is shown and enabled, press keys, fill the new-game form, reload, open a second tab, let the bots
play. The page's own Python runs unchanged (``ui.<game>.page.boot`` on a ``ui.shell.dom.Dom`` over
the fake document and window); no fake ``pyscript`` module is involved.

Every helper that acts checks that the page reported no error on the console (a handler that
raised, a failed bot turn): a test fails at the step that went wrong.
"""

from __future__ import annotations

import asyncio
import functools
import importlib
import json
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence

from tests import fakedom
from tests.fakedom import FakeDocument, FakeElement, FakeEvent, FakeFile, FakeWindow
from tests.move_choice import white_buffalo_choice
from ui.shell.dom import Dom

#: game id → (the built page, the module whose ``boot(dom)`` starts it, its page class)
GAMES: Dict[str, tuple] = {
    "wind-river": ("wind-river.html", "ui.wind_river.page", "WindRiverView"),
    "manitou": ("manitou.html", "ui.manitou.page", "ManitouView"),
    "white-buffalo": ("white-buffalo.html", "ui.white_buffalo.page", "WhiteBuffaloView"),
}


@functools.cache
def _page_html(name: str) -> str:
    return fakedom.page_html(name)


#: the loops :func:`_event_loop` handed out (tests/conftest.py cancels what is left on them)
LOOPS: List[asyncio.AbstractEventLoop] = []


def _event_loop() -> asyncio.AbstractEventLoop:
    """The loop the bots' tasks are put on (``asyncio.ensure_future`` outside a running loop uses
    the current one): one per test process, made the current loop once."""
    try:
        loop = asyncio.get_event_loop_policy().get_event_loop()
    except RuntimeError:
        loop = None
    if loop is None or loop.is_closed():
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
    if loop not in LOOPS:
        LOOPS.append(loop)
    return loop


def finish_left_tasks() -> int:
    """Cancel the bots' turns a test left waiting on the harness's loops and let them end;
    returns how many there were. (Left pending, they were destroyed during some later test, which
    then warned "coroutine 'BotDriver._run' was never awaited".)"""
    left = 0
    for loop in LOOPS:
        if loop.is_closed() or loop.is_running():
            continue
        pending = [t for t in asyncio.all_tasks(loop) if not t.done()]
        for task in pending:
            task.cancel()
        if pending:
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        left += len(pending)
    return left


def hidden(node: Any) -> bool:
    """True when ``node`` or one of its ancestors is hidden (the ``hidden`` attribute)."""
    while node is not None and isinstance(node, FakeElement):
        if node.hasAttribute("hidden"):
            return True
        node = node.parentElement
    return False


def _seen(node: Any, out: List[str]) -> None:
    """Collect what ``node`` shows; the page's static words (``data-i18n``, ``data-i18n-attr``:
    ui/lang.js translates them, not the page's Python) are left out."""
    if not node.hasAttribute("data-i18n-attr"):
        for name in ("aria-label", "title"):
            value = node.getAttribute(name)
            if value:
                out.append(value)
    for child in node.childNodes:
        if isinstance(child, FakeElement):
            if not (child.hasAttribute("hidden") or child.hasAttribute("data-i18n")
                    or child.getAttribute("aria-hidden") == "true"):
                _seen(child, out)
        elif child.nodeType == 3:
            out.append(str(child.textContent))


@dataclass
class Harness:
    """One open game page: ``page`` (the game's page object), ``win`` and ``doc`` (the fake window
    and document), ``game_id``."""

    game_id: str
    page: Any
    win: FakeWindow
    doc: FakeDocument
    errors_seen: int = 0
    extra: Dict[str, Any] = field(default_factory=dict)

    # ---- looking ------------------------------------------------------------------------------------
    def q(self, selector: str) -> Any:
        """The first element matching ``selector`` (None if there is none)."""
        return self.doc.querySelector(selector)

    def qa(self, selector: str) -> List[Any]:
        """Every element matching ``selector``."""
        return list(self.doc.querySelectorAll(selector))

    def el(self, selector: str) -> Any:
        """The element matching ``selector``; fails when there is none."""
        node = self.q(selector)
        assert node is not None, f"no element matches {selector!r}"
        return node

    def shown(self, selector: str) -> bool:
        """True when an element matches ``selector`` and neither it nor an ancestor is hidden."""
        node = self.q(selector)
        return node is not None and not hidden(node)

    def text(self, selector: str) -> str:
        """The text of the element matching ``selector``."""
        return str(self.el(selector).textContent)

    def status(self) -> str:
        """The status line's text."""
        return self.text("#status")

    def notice(self) -> str:
        """The notice banner's text ("" when it is hidden)."""
        node = self.el("#notice")
        return "" if hidden(node) else str(node.textContent)

    def seen_text(self, *selectors: str) -> str:
        """What a person sees and hears in the elements matching ``selectors``, as the page's
        Python wrote it: the text outside hidden parts and the ``aria-label`` and ``title`` of
        the shown elements."""
        out: List[str] = []
        for selector in selectors:
            for root in self.qa(selector):
                if not hidden(root):
                    _seen(root, out)
        return "\n".join(out)

    def body(self, name: str) -> Optional[str]:
        """``body[data-<name>]``."""
        value: Optional[str] = self.doc.body.getAttribute("data-" + name)
        return value

    @property
    def session(self) -> Any:
        """The session on the page."""
        return self.page.session

    def saved(self) -> Dict[str, Any]:
        """The record the page saved for the game on it (``body[data-save-key]``)."""
        key = self.body("save-key")
        assert key, "the page names no save key"
        raw = self.win.localStorage.getItem(key)
        assert raw is not None, f"nothing saved under {key!r}"
        record: Dict[str, Any] = json.loads(raw)
        return record

    def saved_moves(self) -> List[dict]:
        """The moves of the saved record."""
        moves: List[dict] = self.saved()["moves"]
        return moves

    # ---- acting -------------------------------------------------------------------------------------
    def check(self) -> None:
        """Fail if the page wrote an error to the console since the last check."""
        new = self.win.errors[self.errors_seen:]
        self.errors_seen = len(self.win.errors)
        assert not new, "the page reported an error:\n" + "\n".join(new)

    def clickable(self, selector: str) -> Any:
        """The element a person could click: present, not hidden, not inert (behind a modal
        screen), not disabled."""
        node = self.el(selector)
        assert not hidden(node), f"{selector!r} is hidden"
        assert node.closest("[inert]") is None, f"{selector!r} is inert (behind a modal screen)"
        assert not node.disabled, f"{selector!r} is disabled"
        return node

    def click(self, selector: str) -> None:
        """Click the element matching ``selector`` as a person would (it must be shown and enabled)."""
        self.clickable(selector).click()
        self.check()

    def can_click(self, selector: str) -> bool:
        """True when ``selector`` is present, shown and enabled."""
        node = self.q(selector)
        return (node is not None and not hidden(node) and node.closest("[inert]") is None
                and not node.disabled)

    def key(self, key: str, selector: Optional[str] = None, **modifiers: Any) -> FakeEvent:
        """Press ``key`` on the element with the focus (or on ``selector``, focused first)."""
        if selector is not None:
            self.el(selector).focus()
        event = self.doc.press(key, **modifiers)
        self.check()
        return event

    def fill(self, selector: str, value: Any) -> None:
        """Type or choose ``value`` in a form field (``input`` and ``change`` fire)."""
        self.clickable(selector).fill(value)
        self.check()

    def start_game(self, names: Sequence[str], seats: Optional[Sequence[str]] = None, seed: Any = 7,
                   colours: Optional[Sequence[str]] = None) -> None:
        """Fill the new-game form (opened first when it is closed) and press Start; ``seats`` are
        the form's choices (``human``, ``easy``, ``normal``, ``hard``)."""
        if hidden(self.el("#new-game")):
            screen = "#privacy " if self.shown("[data-privacy]") else ""
            self.click(f'{screen}[data-action="new-game"]')
        self.fill('[name="players"]', str(len(names)))
        for i, name in enumerate(names):
            self.fill(f'[name="name-{i}"]', name)
            if seats:
                self.fill(f'[name="seat-{i}"]', seats[i])
            if colours:
                self.fill(f'[name="color-{i}"]', colours[i])
        self.fill('[name="seed"]', str(seed))
        self.click('[data-action="start"]')

    def learn(self) -> None:
        """Press "Learn to play" where a person can: in the new-game form when it covers the page
        (a first visit), else the page's own."""
        self.click('#new-game [data-action="learn"]' if self.shown("#new-game")
                   else '[data-action="learn"]')

    def reveal(self) -> None:
        """The person named on the privacy screen presses its button."""
        self.click('#privacy [data-action="reveal"]')

    def open_file(self, text: str, name: str = "game.json") -> None:
        """Choose a file in "Open game file" (the chooser's ``change`` fires)."""
        chooser = self.el("#open-file-input")
        chooser.files = [FakeFile(name, text)]
        chooser.dispatchEvent(FakeEvent("change"))
        self.check()

    def open_link(self, fragment: str) -> None:
        """Paste a game link's fragment (``#g=…``) into this tab's address."""
        self.win.location.hash = fragment
        self.check()

    def timers(self, ms: Optional[float] = None) -> int:
        """Run the window's timers (other tabs' storage events, replay ticks)."""
        ran = self.win.run_timers(ms)
        self.check()
        return ran

    def speak(self, lang: str, buffers: Dict[str, bytes]) -> None:
        """Switch the page's language as ui/lang.js does: ``window.wrLang`` then ``wr-lang``."""
        self.win.wrLang = _lang_api(lang, buffers)
        self.win.dispatchEvent(FakeEvent("wr-lang", bubbles=False))
        self.check()

    # ---- another window ---------------------------------------------------------------------------------
    def reload(self, url: Optional[str] = None) -> Harness:
        """The same tab loaded again: the same local and session storage, a fresh page."""
        return open_game(self.game_id, url=url or self.win.location.href.split("#")[0],
                         storage=self.win.localStorage.data, tab=self.win.sessionStorage.data,
                         quota=self.win.localStorage.quota)

    def new_tab(self, url: Optional[str] = None) -> Harness:
        """Another tab of the same browser (storage shared: each hears the other's saves)."""
        return open_game(self.game_id, url=url, shared_with=self.win)


class _StorageRefused(FakeWindow):
    """A window whose ``localStorage`` cannot even be reached (a SecurityError, as in some
    private modes)."""

    @property
    def localStorage(self) -> Any:
        raise RuntimeError("SecurityError: The operation is insecure.")


def _lang_api(lang: str, buffers: Dict[str, bytes]) -> Any:
    """``window.wrLang`` as ui/lang.js leaves it: the language and each domain's catalogue."""
    return type("WrLang", (), {"lang": lang, "buffers": buffers})()


def open_game(game_id: str, *, storage: Optional[Dict[str, str]] = None, url: Optional[str] = None,
              quota: Optional[int] = None, tab: Optional[Dict[str, str]] = None,
              shared_with: Optional[FakeWindow] = None, broken_storage: bool = False,
              language: Optional[tuple] = None) -> Harness:
    """Open ``game_id``'s page on a fresh fake window: ``storage`` is the ``localStorage`` content
    to start with (kept as the same dict: what the page writes is seen there), ``tab`` this tab's
    ``sessionStorage``, ``quota`` the storage's size, ``shared_with`` another tab's window,
    ``language`` (lang, {domain: .mo bytes}) what ui/lang.js loaded before the page started."""
    page_name, module_name, class_name = GAMES[game_id]
    _event_loop()
    doc = FakeDocument.from_html(_page_html(page_name))
    win = FakeWindow(doc, url or f"https://example.test/{page_name}", quota=quota, shared_with=shared_with)
    if storage is not None:
        win.localStorage.data = storage
    if tab is not None:
        win.sessionStorage.data = tab
    if broken_storage:
        win.__class__ = _StorageRefused
    if language is not None:
        win.wrLang = _lang_api(*language)
    module = importlib.import_module(module_name)
    dom = Dom(doc, win, getattr(module, class_name).elements, to_js=fakedom._to_js)
    page = module.boot(dom)
    h = Harness(game_id, page, win, doc)
    h.check()
    return h


def run_bots(h: Harness, limit: int = 100_000, moves: Optional[int] = None) -> int:
    """Let the bots play (no pause between their moves) until they stop: a person is to act, the
    game is over, a walkthrough holds them, or they were paused (as the player would, with
    ``moves``: once they have made that many). Returns how many moves they made."""
    loop = _event_loop()
    bots = h.page.bots
    bots.delay = 0
    before = bots.moves_played
    if moves is not None:
        shown = bots.on_move

        def on_move() -> None:
            shown()
            if bots.moves_played - before >= moves:
                bots.set_paused(True)

        bots.on_move = on_move
    for _ in range(limit):
        task = bots.task
        if task is None:
            break
        loop.run_until_complete(asyncio.wait({task}))
    else:
        raise AssertionError("the bots did not stop")
    if moves is not None:
        bots.on_move = shown
    h.check()
    played: int = bots.moves_played - before
    return played


# ---- playing by clicks, as the people at the table do ------------------------------------------------
MANITOU_SECRET = "[data-card], [data-pick], #hand .mcard, #choose-cards .mcard"
WHITE_BUFFALO_SECRET = "#hand [data-card], #hand .acard, #destiny .destiny"


def privacy_up(h: Harness, secret: str) -> bool:
    """True when the privacy screen shows; then no secret card may be in the DOM (checked)."""
    if not h.shown("[data-privacy]"):
        return False
    assert not h.qa(secret), "a secret card is in the DOM behind the privacy screen"
    return True


def not_a_person(h: Harness, checks: Dict[str, int], walk: str, secret: Any) -> Optional[bool]:
    """What a step does when no person decides: Continue a walkthrough (``walk``), stop at the
    end (False), reveal a privacy screen (checking no ``secret`` is shown under it), or let the
    bots play (True); None when a person is to decide."""
    if h.shown(walk):
        h.click(f'{walk} [data-action="continue"]')
        checks["steps"] = checks.get("steps", 0) + 1
        return True
    if h.body("phase") == "over":
        return False
    if privacy_up(h, secret):
        assert h.body("current") == h.el("[data-privacy]").getAttribute("data-privacy")
        h.reveal()
        checks["reveals"] = checks.get("reveals", 0) + 1
        return True
    if h.body("actor") != "human":
        assert run_bots(h) > 0 or h.body("actor") != "bot"
        return True
    return None


def manitou_step(h: Harness, rng: Any, checks: Optional[Dict[str, int]] = None) -> bool:
    """The next decision on a Manitou page by clicks (or reveal, or Continue); False once over.
    Moves are chosen from the engine's legal moves of the saved record."""
    from engine import manitou as mt
    from engine.manitou.hints import party_needed

    checks = {} if checks is None else checks
    done = not_a_person(h, checks, "#reckoning", MANITOU_SECRET)
    if done is not None:
        return done
    state = mt.from_record(h.saved())
    seat = mt.to_act(state)
    assert h.body("current") == str(seat)
    before = len(h.saved_moves())
    if mt.to_dict(state)["phase"] == "select":
        if rng.random() < 0.5:
            h.click('[data-action="suggest"]')
        else:
            reserve = dict(mt.to_dict(state)["players"][seat]["reserve"])
            for _ in range(party_needed(state)):
                card = rng.choice(sorted(c for c, n in reserve.items() if n))
                reserve[card] -= 1
                h.click(f'[data-pick="{card}"][aria-pressed="false"]')
        h.click('[data-action="confirm-party"]')
    else:
        move = rng.choice(mt.legal_moves(state))
        if move["type"] == "pass":
            h.click('[data-action="pass"]')
        else:
            h.click(f'#hand [data-card="{move["card"]}"]')
            ground = h.el(f'[data-ground="{move["ground"]}"]')
            assert "legal" in (ground.closest(".ground").className or "")
            h.click(f'[data-ground="{move["ground"]}"]')
            h.click('[data-action="confirm"]')
    assert len(h.saved_moves()) > before, "the decision was not saved"
    return True


def white_buffalo_mode(h: Harness, action: str) -> None:
    """Press the turn-kind button ``action`` unless it shows as pressed already."""
    if h.el(f'[data-action="{action}"]').getAttribute("aria-pressed") != "true":
        h.click(f'[data-action="{action}"]')


def white_buffalo_click(h: Harness, move: dict) -> None:
    """Make ``move`` on the White Buffalo page by clicks (the contract's test hooks)."""
    t = move["type"]
    if t == "place":
        h.click(f'[data-territory="{move["territory"]}"]')
    elif t == "step":
        assert "legal" in (h.el(f'[data-territory="{move["to"]}"]').getAttribute("class") or "")
        h.click(f'[data-territory="{move["to"]}"]')
    elif t == "sweep":
        h.click(f'[data-display-slot="{move["slot"]}"]')
    elif t == "take":
        white_buffalo_mode(h, "take-cards")
        h.click('[data-action="draw"]' if move["slot"] == "pile" else f'[data-row-slot="{move["slot"]}"]')
    elif t in ("horse", "stack"):
        white_buffalo_mode(h, "move" if t == "horse" else "hunt-stack")
        selector = f'#hand [data-card="{move["card"]}"]'
        assert "legal" in (h.el(selector).getAttribute("class") or "")
        h.click(selector)
    elif t == "cube":
        h.click(f'[data-action="cube-{move["to"]}"]')
    elif t in ("hunt", "end", "pass"):
        h.click(f'[data-action="{t}"]')
    else:  # buy or retire: the display slot first
        slot = f'[data-display-slot="{move["slot"]}"]'
        if h.el(slot).getAttribute("aria-pressed") != "true":
            h.click(slot)
        if t == "retire":
            h.click(f'[data-retire="{move["teepee"]}"]')
        else:
            for c in move["war"]:
                h.click(f'[data-war-cube="{c}"][aria-pressed="false"]')
            h.click('[data-action="buy"]')


def white_buffalo_step(h: Harness, rng: Any, checks: Optional[Dict[str, int]] = None) -> bool:
    """The next step on a White Buffalo page by clicks (or reveal, or Continue); False once over."""
    from engine import white_buffalo as wb

    checks = {} if checks is None else checks
    done = not_a_person(h, checks, "#walk", WHITE_BUFFALO_SECRET)
    if done is not None:
        return done
    record = h.saved()
    state = wb.from_record(record)
    assert h.body("current") == str(wb.to_act(state))
    before = len(record["moves"])
    move = white_buffalo_choice(rng, wb.legal_moves(state), before)
    white_buffalo_click(h, move)
    assert h.saved_moves()[before] == move, "the step was not saved as the move clicked"
    return True


def play_to_end(h: Harness, rng: Any, limit: int = 20_000) -> Dict[str, int]:
    """Play the page's game to its end by clicks; counts of privacy reveals and walkthrough steps."""
    step = manitou_step if h.game_id == "manitou" else white_buffalo_step
    checks: Dict[str, int] = {}
    for _ in range(limit):
        if not step(h, rng, checks):
            return checks
    raise AssertionError("the game did not end")
