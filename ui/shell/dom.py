"""The page's one boundary to the browser: every use of ``pyscript``, ``pyodide`` and ``js`` is here.

A :class:`Dom` holds the page's ``document`` and ``window`` and the few things Python needs of
them: finding an element by its name in one table (:data:`ELEMENTS`, plus a game's own table),
binding events, timers, the clock, the console, storage, the address, downloads and the clipboard.
:func:`browser` makes the real one (it alone imports PyScript); the tests build the same class on
a fake document (``tests/fakedom.py``), so every component and page runs on CPython.

:class:`Painter` is the one cache of what the page last wrote (text, HTML, attributes, hidden, and
the inputs a panel was last drawn from): a repaint touches only what differs.
"""

from __future__ import annotations

import contextlib
from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple

#: The shell's elements by name (a selector each); a game adds its own table. A test checks every
#: entry against the built pages once they have started.
ELEMENTS: Dict[str, str] = {
    "status": "#status", "turn": "#turn", "log": "#log", "log-card": "#log-card",
    "announce": "#announce", "game-info": "#game-info", "notice": "#notice",
    "ranking": "#ranking", "ranking-card": "#ranking-card", "story": "#story",
    # the new-game form (its fields are drawn by ui.shell.form)
    "new-game": "#new-game", "new-game-form": "#new-game-form", "form-error": "#form-error",
    "discard-warning": "#discard-warning", "players-field": '[name="players"]',
    "seed-field": '[name="seed"]', "start": '[data-action="start"]',
    "cancel-new": '[data-action="cancel-new"]',
    # dialogs
    "corrupt": "#corrupt", "corrupt-reason": "#corrupt-reason", "corrupt-kept": "#corrupt-kept",
    "conflict": "#conflict", "deleted": "#deleted", "saved-data": "#saved-data", "saved-list": "#saved-list",
    "import": "#import", "import-game": "#import-game", "import-current": "#import-current",
    "import-confirm": '[data-action="import-confirm"]', "share": "#share",
    "share-link": "#share-link", "share-text": "#share-text", "open-file-input": "#open-file-input",
    "copy-link": '[data-action="copy-link"]', "save-file": '[data-action="save-file"]',
    "game-files": ".game-files",
    # the privacy screen
    "privacy": "#privacy", "privacy-title": "#privacy-title", "privacy-text": "#privacy-text",
    "privacy-reveal": '#privacy [data-action="reveal"]', "privacy-over": "#privacy-over",
    # the bots' bar and the replay bar (the replay bar is made by ui.shell.replay_bar)
    "bot-bar": "#bot-bar", "bot-delay": '[name="bot-delay"]', "skip": '[data-action="skip"]',
    "pause": '[data-action="pause"]', "undo": '[data-action="undo"]', "redo": '[data-action="redo"]',
    "replay-bar": "#replay-bar", "replay-button": '.game-files [data-action="replay"]',
    "replay-note": "#replay-bar .replay-note", "replay-speed": '[name="replay-speed"]',
    "replay-play": '[data-action="replay-play"]', "replay-forward": '[data-action="replay-forward"]',
}

#: the privacy screen's elements: only on the pages of games with hidden information
PRIVACY = ("privacy", "privacy-title", "privacy-text", "privacy-reveal", "privacy-over")

#: JavaScript's ``null`` as Pyodide hands it to Python (set by :func:`browser`; None elsewhere)
_NULL: Any = None


def missing(x: Any) -> bool:
    """True for a missing element or a JS ``null``/``undefined`` result."""
    return x is None or (_NULL is not None and x is _NULL)


class Dom:
    """The browser as the page's Python sees it (real in the page, fake in the tests)."""

    def __init__(self, document: Any, window: Any, elements: Optional[Mapping[str, str]] = None, *,
                 proxy: Callable[[Any], Any] = lambda fn: fn,
                 once: Callable[[Any], Any] = lambda fn: fn,
                 to_js: Callable[..., Any] = lambda value, **_: value,
                 listen: Optional[Callable[[Any, str, Callable[[Any], Any]], Any]] = None) -> None:
        self.document = document
        self.window = window
        self.elements: Dict[str, str] = {**ELEMENTS, **(elements or {})}
        self._listen = listen
        self._proxy = proxy
        self._once = once
        self._to_js = to_js
        self.proxies: List[Any] = []  # callbacks handed to the browser live as long as the page

    # ---- elements -------------------------------------------------------------------------------
    def el(self, name: str) -> Any:
        """The element called ``name`` in the tables, or the first one matching a selector."""
        return self.document.querySelector(self.elements.get(name, name))

    def all(self, selector: str) -> List[Any]:
        """Every element matching ``selector`` (a table name or a selector)."""
        return list(self.document.querySelectorAll(self.elements.get(selector, selector)))

    def show(self, node: Any) -> None:
        """Scroll ``node`` into view only as far as needed (``block: nearest``)."""
        w = self.window
        node.scrollIntoView(self._to_js({"block": "nearest", "inline": "nearest"},
                                        dict_converter=w.Object.fromEntries))

    def focus_quietly(self, node: Any) -> None:
        """Give ``node`` the keyboard focus without scrolling the page (a player reading elsewhere
        on a phone is not pulled away)."""
        node.focus(self._to_js({"preventScroll": True}, dict_converter=self.window.Object.fromEntries))

    def create(self, tag: str) -> Any:
        """A new element (not yet in the page)."""
        return self.document.createElement(tag)

    def focused(self) -> Any:
        """The element that has the keyboard focus (None: nothing)."""
        return self.el(":focus")

    def body_data(self, name: str, value: Optional[str]) -> None:
        """Set ``body[data-<name>]`` (None removes it)."""
        body = self.document.body
        attr = "data-" + name
        if value is None:
            body.removeAttribute(attr)
        elif body.getAttribute(attr) != value:
            body.setAttribute(attr, value)

    def body_flag(self, name: str, on: bool) -> None:
        """Put or remove the valueless ``body[data-<name>]``."""
        self.document.body.toggleAttribute("data-" + name, on)

    # ---- motion (ui.shell.motion) ----------------------------------------------------------------
    def box(self, node: Any) -> Optional[Tuple[float, float, float, float]]:
        """``node``'s box relative to the viewport (left, top, width, height; it may lie off the
        screen, as a panel scrolled away on a phone), or None when it has none (not shown)."""
        r = node.getBoundingClientRect()
        w, h = float(r.width or 0), float(r.height or 0)
        if w <= 0 or h <= 0:
            return None
        return float(r.left or 0), float(r.top or 0), w, h

    def reduced_motion(self) -> bool:
        """True when the person asked for less motion (``prefers-reduced-motion: reduce``)."""
        query = self.window.matchMedia("(prefers-reduced-motion: reduce)")
        return bool(getattr(query, "matches", False))

    def animate(self, node: Any, frames: List[Dict[str, Any]], ms: int, delay: int,
                fill: str = "both") -> bool:
        """Run the Web Animations API's ``node.animate(frames, {duration, delay, fill})``; False
        where the browser (or the fake document) has none."""
        fn = getattr(node, "animate", None)
        if fn is None or missing(fn):
            return False
        conv = self.window.Object.fromEntries
        fn(self._to_js(frames, dict_converter=conv),
           self._to_js({"duration": ms, "delay": delay, "fill": fill, "easing": "ease-in-out"},
                       dict_converter=conv))
        return True

    # ---- events and time ------------------------------------------------------------------------
    def callback(self, fn: Callable[..., Any]) -> Any:
        """``fn`` as a callback the browser may call any number of times."""
        proxy = self._proxy(fn)
        self.proxies.append(proxy)
        return proxy

    def on(self, target: Any, kind: str, fn: Callable[[Any], Any]) -> None:
        """Call ``fn(event)`` on every ``kind`` event of ``target`` (an element, document or window):
        in the page through PyScript's ``when`` (see :func:`browser`)."""
        if self._listen is not None:
            self._listen(target, kind, fn)
        else:
            target.addEventListener(kind, self.callback(fn))

    def on_page(self, kind: str, fn: Callable[[Any], Any]) -> None:
        """Listen to ``kind`` events anywhere in the document."""
        self.on(self.document, kind, fn)

    def on_window(self, kind: str, fn: Callable[[Any], Any]) -> None:
        """Listen to the window's ``kind`` events (storage, hashchange, the language switch)."""
        self.on(self.window, kind, fn)

    def later(self, seconds: float, fn: Callable[[], Any]) -> None:
        """Call ``fn()`` once after ``seconds``."""
        self.window.setTimeout(self._once(fn), int(seconds * 1000))

    def now(self) -> float:
        """Milliseconds of the page's clock (``performance.now()``)."""
        return float(self.window.performance.now())

    def layout(self) -> None:
        """Make the browser do its style and layout work now (for timing a click)."""
        _ = self.document.body.offsetHeight

    def record_timing(self, ms: float, limit: int) -> None:
        """Keep a handled event's duration in ``window.wrTimings`` (bench/click.py reads it)."""
        timings = self.window.wrTimings
        if not missing(timings) and timings.length < limit:
            timings.push(ms)

    def bot_trace(self) -> Optional[Callable[[str, float], None]]:
        """The bots' figures sink when a test or benchmark asks for them (``window.wrBotTrace``)."""
        sink = getattr(self.window, "wrBotTrace", None)
        if sink is None or missing(sink):
            return None
        push = sink.push
        return lambda what, s: push(what, self.now(), s * 1000)

    def error(self, text: str) -> None:
        """Write ``text`` to the console as an error (the tests fail on it)."""
        self.window.console.error(text)

    def warn(self, text: str) -> None:
        """Write ``text`` to the console as a warning."""
        self.window.console.warn(text)

    # ---- storage and the address ------------------------------------------------------------------
    def local_storage(self) -> Any:
        """The browser's ``localStorage`` (may raise where storage is refused)."""
        return self.window.localStorage

    def tab_get(self, key: str) -> Optional[str]:
        """This tab's ``sessionStorage`` value of ``key`` (None when missing or refused)."""
        try:
            value = self.window.sessionStorage.getItem(key)
        except Exception:
            return None
        return value if isinstance(value, str) else None

    def tab_set(self, key: str, value: str) -> None:
        """Keep ``key`` in this tab's ``sessionStorage`` (best effort)."""
        with contextlib.suppress(Exception):
            self.window.sessionStorage.setItem(key, value)

    def fragment(self) -> str:
        """The address's part after ``#`` (with the ``#``), or ""."""
        return str(self.window.location.hash or "")

    def clear_fragment(self) -> None:
        """Take the fragment off the address without reloading (a reload does not see it again)."""
        location = self.window.location
        self.window.history.replaceState(self.window.history.state, "",
                                         str(location.pathname) + str(location.search))

    def address(self) -> str:
        """The page's address without its fragment."""
        return str(self.window.location.href).split("#", 1)[0]

    def go(self, url: str) -> None:
        """Leave this page for ``url`` (relative to the page)."""
        self.window.location.href = url

    def language(self) -> Any:
        """What ``ui/lang.js`` loaded (``window.wrLang``), or None."""
        api = getattr(self.window, "wrLang", None)
        return None if missing(api) else api

    def language_menus(self) -> None:
        """Make every ``select[data-lang-menu]`` a language switch (ui/lang.js fills those present
        when it starts; a menu drawn later, as the new-game form's, needs this call)."""
        api = self.language()
        fill = None if api is None else getattr(api, "menus", None)
        if fill is not None and not missing(fill):
            fill()

    # ---- files and the clipboard -------------------------------------------------------------------
    def download(self, name: str, text: str, mime: str = "application/json") -> None:
        """Offer ``text`` as a file called ``name`` (a Blob and an ``<a download>``)."""
        w = self.window
        options = self._to_js({"type": mime}, dict_converter=w.Object.fromEntries)
        blob = w.Blob.new(self._to_js([text]), options)
        url = w.URL.createObjectURL(blob)
        link = self.create("a")
        link.href = url
        link.download = name
        link.hidden = True
        self.document.body.appendChild(link)
        link.click()
        link.remove()
        self.later(60, lambda: w.URL.revokeObjectURL(url))

    def read_text(self, file: Any, done: Callable[[str], None], failed: Callable[[], None]) -> None:
        """Read a chosen file's text; ``done(text)`` or ``failed()`` later."""
        file.text().then(self._once(lambda text: done(str(text))), self._once(lambda _: failed()))

    def copy(self, text: str, done: Callable[[bool], None]) -> None:
        """Put ``text`` on the clipboard; ``done(True)`` when it got there, else ``done(False)``."""
        clipboard: Any = getattr(self.window.navigator, "clipboard", None)
        if missing(clipboard):
            done(False)
            return
        try:
            clipboard.writeText(text).then(self._once(lambda _: done(True)),
                                           self._once(lambda _: done(False)))
        except Exception:
            done(False)

    def morph(self, node: Any, html: str) -> None:
        """Make ``node``'s content ``html`` changing only what differs (``window.wrMorph`` of the
        page, else a plain ``innerHTML``)."""
        fn: Any = getattr(self.window, "wrMorph", None)
        if missing(fn):
            node.innerHTML = html
        else:
            fn(node, html)


class Painter:
    """Writes to the page through one cache: nothing is written that is already there.

    Keys are free names; :meth:`clear` forgets everything (a new game, a new language), so the next
    paint writes everything again."""

    def __init__(self, dom: Dom) -> None:
        self.dom = dom
        self.cache: Dict[str, Any] = {}

    def clear(self) -> None:
        """Forget what was painted."""
        self.cache = {}

    def forget(self, key: str) -> None:
        """Forget one key (it is written again next time)."""
        self.cache.pop(key, None)

    def changed(self, key: str, inputs: Any) -> bool:
        """True (and ``inputs`` remembered) when ``key``'s inputs differ from the last time."""
        memo = "in:" + key
        if memo in self.cache and self.cache[memo] == inputs:
            return False
        self.cache[memo] = inputs
        return True

    def html(self, key: str, html: str, node: Any = None, morph: bool = False) -> None:
        """Set the ``innerHTML`` of ``node`` (default: the element named ``key``) unless it shows
        ``html`` already; ``morph`` changes only the nodes that differ."""
        if self.cache.get("html:" + key) == html:
            return
        target = self.dom.el(key) if node is None else node
        if morph:
            self.dom.morph(target, html)
        else:
            target.innerHTML = html
        self.cache["html:" + key] = html

    def text(self, key: str, text: str, node: Any = None) -> None:
        """Set the ``textContent`` of the element named ``key`` unless it shows ``text``."""
        if self.cache.get("text:" + key) != text:
            (self.dom.el(key) if node is None else node).textContent = text
            self.cache["text:" + key] = text

    def hidden(self, key: str, hidden: bool, node: Any = None) -> None:
        """Hide or show the element named ``key`` unless it already is."""
        if self.cache.get("hidden:" + key) != hidden:
            (self.dom.el(key) if node is None else node).hidden = hidden
            self.cache["hidden:" + key] = hidden


def browser(elements: Optional[Mapping[str, str]] = None) -> Dom:
    """The real page's :class:`Dom`: PyScript's ``document`` and ``window``, and every event wired
    by PyScript's ``when`` (the pages delegate: one listener per kind on a container that holds
    the redrawn board and panels)."""
    global _NULL
    from pyodide.ffi import create_once_callable, create_proxy, to_js
    from pyscript import document, when, window

    def listen(target: Any, kind: str, fn: Callable[[Any], Any]) -> Any:
        return when(kind, [target])(lambda event: fn(event))

    try:  # newer Pyodide turns JS null into ``jsnull`` rather than None
        from pyodide.ffi import jsnull
    except ImportError:  # pragma: no cover
        jsnull = None
    _NULL = jsnull
    return Dom(document, window, elements, proxy=create_proxy, once=create_once_callable, to_js=to_js,
               listen=listen)
