"""The fake DOM (tests/fakedom.py) behaves like a browser for what the pages use."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any, List

import pytest

from tests import fakedom as fd
from tests.fakedom import FakeDocument, FakeEvent, FakeFile, FakeStorage, FakeWindow

ROOT = Path(__file__).resolve().parent.parent
GAME_PAGES = {"manitou.html": "ui.manitou.page", "white-buffalo.html": "ui.white_buffalo.page",
              "wind-river.html": "ui.wind_river.page"}


def doc(body: str) -> FakeDocument:
    """A document whose body holds ``body``, with a window."""
    d = FakeDocument.from_html(f"<!doctype html><html><head><title>t</title></head><body>{body}</body>"
                               "</html>")
    FakeWindow(d)
    return d


# ---- parsing the built pages -------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(GAME_PAGES) + ["index.html"])
def test_a_built_page_parses_with_its_partials_in(name):
    # (how fast is not asserted here: a shared machine's load made it fail; see the guide)
    html = fd.page_html(name)
    assert "<!-- include:" not in html
    d = FakeDocument.from_html(html)
    assert d.documentElement.tagName == "HTML"
    assert d.body.tagName == "BODY" and d.head.querySelector("title") is not None
    assert d.title  # the <title> text
    if name != "index.html":
        for selector in ("#new-game", "#status", "#log", "#notice", "#corrupt", "#conflict", "#saved-data",
                         '[data-action="undo"]', '[data-action="redo"]', "#bot-bar", ".game-files"):
            assert d.querySelector(selector) is not None, selector
        assert d.querySelector("#new-game").hidden is True
        assert d.getElementById("status") is d.querySelector("#status")


def test_load_page_reads_the_page_through_the_partials():
    d = fd.load_page("manitou.html")
    assert d.querySelector('script[type="py"]').getAttribute("src") == "./ui/manitou/main.py"
    assert d.querySelector("#privacy") is not None  # a partial only Manitou's and White Buffalo's include


def test_a_fragment_without_html_or_body_gets_them():
    d = FakeDocument.from_html("<p>hi</p>")
    assert d.body.innerHTML == "<p>hi</p>" and d.head.tagName == "HEAD"


# ---- selectors -----------------------------------------------------------------------------------------
def _selectors_in_ui():
    """Every selector the pages pass as a literal (f-string holes filled with a sample)."""
    pattern = re.compile(r"""(?:el|querySelector|querySelectorAll|closest|matches)"""
                         r"""\((f?)('[^']*'|"[^"]*")\)""")
    found = set()
    for path in (ROOT / "ui").rglob("*.py"):
        for f, literal in pattern.findall(path.read_text(encoding="utf-8")):
            text = literal[1:-1]
            if f:
                text = re.sub(r"\{[^}]*\}", "data-x", text) if text.startswith("[{") else \
                    re.sub(r"\{[^}]*\}", "x", text)
            found.add(text)
    return sorted(found)


def test_every_selector_the_pages_use_is_supported():
    selectors = _selectors_in_ui()
    assert len(selectors) > 60 and "#map [data-territory]:focus" in selectors
    from ui.white_buffalo import keys

    selectors += list(keys.NEXT) + keys.candidates(("data-war-cube", 'a"b\\c', "2")) + list(keys.LANDMARKS)
    d = fd.load_page("white-buffalo.html")
    for selector in selectors:
        fd.compile_selector(selector)  # raises ValueError if unsupported
        d.querySelectorAll(selector)


def test_selector_semantics():
    d = doc('<div id="a" class="x y" data-k="v1"><p class="x"><span data-k="v2" title="a b">s</span></p>'
            '<span id="direct" data-k="w">d</span></div><span id="out" hidden>o</span>'
            '<button data-action="go" disabled>b</button><button data-action="stop">c</button>')
    ids = [e.id or e.tagName for e in d.querySelectorAll("#a span")]
    assert ids == ["SPAN", "direct"]
    assert [e.id for e in d.querySelectorAll("#a > span")] == ["direct"]
    assert d.querySelector("div.x.y#a[data-k=v1]") is d.getElementById("a")
    assert d.querySelector(".x.z") is None
    assert [e.getAttribute("data-k") for e in d.querySelectorAll('[data-k^="v"]')] == ["v1", "v2"]
    assert [e.getAttribute("data-k") for e in d.querySelectorAll("[data-k*='2']")] == ["v2"]
    assert d.querySelector('[title~="b"]').textContent == "s"
    assert d.querySelector("[data-k$=w]").id == "direct"
    assert [b.textContent for b in d.querySelectorAll("button:not([disabled])")] == ["c"]
    assert [e.id for e in d.querySelectorAll("span:not([hidden])")] == ["", "direct"]
    # a list is answered in document order, each element once
    assert [e.id or e.tagName for e in d.querySelectorAll("#out, #a, p, #a")] == ["a", "P", "out"]
    span = d.querySelector("p span")
    assert span.closest("div").id == "a" and span.closest("#nothing") is None
    assert span.closest("span") is span
    assert span.matches("#a span") and not span.matches("#a > span")
    nested = d.querySelector("#a")
    assert nested.querySelector("#a") is None  # descendants only
    assert d.querySelectorAll("SPAN").length == 3 and d.querySelectorAll("*").length > 6


@pytest.mark.parametrize("selector", ["a + b", "a ~ b", ":hover", "[a|=b]", "p::before", "", "a >", "> a",
                                      "a,", ":not(a b)", ":nth-child(2)", "a)", "[a=b", ":focused"])
def test_an_unsupported_or_broken_selector_raises(selector):
    d = doc("<a>x</a>")
    with pytest.raises(ValueError):
        d.querySelector(selector)


def test_focus_and_the_focus_selector():
    d = doc('<button id="b">b</button><div id="plain">x</div><div id="t" tabindex="-1">t</div>'
            '<section hidden><button id="h">h</button></section><button id="off" disabled>o</button>'
            '<svg id="map"><g data-territory="AB" tabindex="0"></g></svg>')
    assert d.activeElement is d.body and d.querySelector(":focus") is None
    seen = []
    d.addEventListener("focusin", lambda e: seen.append(e.target.id or e.target.tagName))
    d.getElementById("b").focus()
    assert d.activeElement.id == "b" and d.querySelector(":focus").id == "b"
    for unfocusable in ("plain", "h", "off"):
        d.getElementById(unfocusable).focus()
        assert d.activeElement.id == "b", unfocusable
    d.getElementById("t").focus()
    assert d.activeElement.id == "t" and d.getElementById("t").matches(":focus")
    g = d.querySelector("#map [data-territory]")
    g.focus()
    assert d.querySelector("#map [data-territory]:focus") is g and g.tagName == "g"
    assert seen == ["b", "t", "g"]
    g.blur()
    assert d.activeElement is d.body
    d.getElementById("b").focus()
    d.body.innerHTML = "<p>gone</p>"  # the focused element is removed: the body has the focus
    assert d.activeElement is d.body and d.querySelector(":focus") is None


# ---- markup ----------------------------------------------------------------------------------------------
def test_inner_html_decodes_entities_and_serialises_like_a_browser():
    d = doc("")
    box = d.createElement("div")
    box.innerHTML = ('<p title="a &amp; &quot;b&quot;">x &lt; y &amp; z&nbsp;&#8212;&mdash;</p>'
                     "<br/><input value='v' disabled><img src=a.png>")
    p = box.querySelector("p")
    assert p.getAttribute("title") == 'a & "b"'
    assert p.textContent == "x < y & z\xa0——"
    assert box.innerHTML == ('<p title="a &amp; &quot;b&quot;">x &lt; y &amp; z&nbsp;——</p>'
                             '<br><input value="v" disabled=""><img src="a.png">')
    again = d.createElement("div")
    again.innerHTML = box.innerHTML
    assert again.innerHTML == box.innerHTML  # a round trip is stable
    p.textContent = "<b>&"
    assert p.innerHTML == "&lt;b&gt;&amp;" and p.children.length == 0
    p.textContent = ""
    assert p.childNodes == [] and p.outerHTML.startswith("<p ")


def test_the_parser_adds_what_a_browser_adds():
    d = doc("")
    box = d.createElement("div")
    box.innerHTML = "<ul><li>a<li>b</ul><table><tr><td>1<td>2</tr></table><p>one<div>block</div>"
    assert [li.textContent for li in box.querySelectorAll("li")] == ["a", "b"]
    assert box.querySelector("table > tbody > tr > td").textContent == "1"
    assert box.querySelectorAll("td").length == 2
    assert box.querySelector("p").textContent == "one" and box.querySelector("p div") is None
    box.innerHTML = "<span>a</span></em>b"  # a stray end tag is ignored
    assert box.textContent == "ab"
    raw = "<noscript><p data-i18n>needs JS &amp; more</p></noscript><script>if (a < b) {}</script>"
    box.innerHTML = raw
    assert box.querySelector("noscript p") is None  # scripting is on: raw text, as in a browser
    assert box.innerHTML == raw


def test_svg_keeps_its_case_and_html_does_not():
    d = doc('<svg id="board" viewBox="0 0 10 10"><foreignObject><div>x</div></foreignObject></svg>')
    svg = d.getElementById("board")
    assert svg.tagName == "svg" and svg.getAttribute("viewBox") == "0 0 10 10"
    assert svg.getAttribute("viewbox") is None  # SVG attribute names are case-sensitive…
    assert svg.querySelector("foreignObject div").tagName == "DIV"  # …HTML comes back in it
    svg.innerHTML = '<g class="hex" data-hex="A1"><path d="M0 0"/><text>A1</text></g><g data-hex="B2"/>'
    assert [g.tagName for g in svg.querySelectorAll("[data-hex]")] == ["g", "g"]
    assert svg.querySelector("g path").tagName == "path"
    assert svg.innerHTML.startswith('<g class="hex" data-hex="A1"><path d="M0 0"></path><text>A1</text></g>')
    svg.setAttribute("viewBox", "1 1 5 5")
    assert 'viewBox="1 1 5 5"' in svg.outerHTML
    div = d.createElement("div")
    div.setAttribute("Data-X", "1")
    assert div.getAttribute("data-x") == "1" and div.outerHTML == '<div data-x="1"></div>'


def test_insert_adjacent_and_tree_editing():
    d = doc('<ul id="log"><li id="m">m</li></ul>')
    m = d.getElementById("m")
    m.insertAdjacentHTML("beforebegin", "<li>a</li>")
    m.insertAdjacentHTML("afterend", "<li>z</li>")
    m.insertAdjacentHTML("afterbegin", "<b>1</b>")
    m.insertAdjacentHTML("beforeend", "<i>2</i>")
    log = d.getElementById("log")
    assert log.innerHTML == '<li>a</li><li id="m"><b>1</b>m<i>2</i></li><li>z</li>'
    log.insertAdjacentHTML("afterbegin", "<li>new</li><li>newer</li>")
    assert [li.textContent for li in log.children][:2] == ["new", "newer"]
    bar = d.createElement("div")
    bar.id = "bar"
    assert log.insertAdjacentElement("afterend", bar) is bar and log.nextElementSibling is bar
    button = d.createElement("button")
    bar.insertBefore(button, bar.firstElementChild)  # None: appended
    assert button.parentElement is bar and button.isConnected
    log.appendChild(button)  # moving, not copying
    assert bar.children.length == 0 and log.lastElementChild is button
    button.remove()
    assert not button.isConnected and button.parentElement is None
    log.replaceChildren()
    assert log.innerHTML == "" and log.firstElementChild is None
    log.replaceChildren(d.createElement("li"), "text")
    assert log.innerHTML == "<li></li>text"
    assert d.body.contains(log) and not log.contains(d.body) and log.contains(log)
    with pytest.raises(ValueError):
        m.insertAdjacentHTML("middle", "x")


# ---- properties ------------------------------------------------------------------------------------------
def test_attributes_dataset_classes_and_style():
    d = doc('<div id="x" class="a b" data-save-key="k" hidden></div>')
    x = d.getElementById("x")
    assert x.hidden is True and x.dataset.saveKey == "k" and x.dataset.missing is None
    x.hidden = False
    assert not x.hasAttribute("hidden")
    x.dataset.fooBar = "1"
    d.body.dataset.ready = "true"
    assert x.getAttribute("data-foo-bar") == "1" and d.body.getAttribute("data-ready") == "true"
    x.removeAttribute("data-foo-bar")
    assert x.dataset.fooBar is None
    x.setAttribute("aria-pressed", True)
    assert x.getAttribute("aria-pressed") == "true"
    assert x.toggleAttribute("data-paused") is True and x.getAttribute("data-paused") == ""
    assert x.toggleAttribute("data-paused", False) is False and not x.hasAttribute("data-paused")
    assert x.toggleAttribute("data-paused", True) and x.toggleAttribute("data-paused", True)
    assert x.classList.contains("a") and x.classList.toggle("show-names") is True
    assert x.className == "a b show-names"
    assert x.classList.toggle("show-names") is False and x.className == "a b"
    x.classList.remove("a")
    x.classList.add("c", "b")
    assert x.className == "b c" and x.classList.length == 2
    x.style.setProperty("--turn", "#123456")
    x.style.background = "red"
    assert x.style.getPropertyValue("--turn") == "#123456" and x.style.background == "red"
    assert x.getAttribute("style") == "--turn: #123456; background: red;"
    x.style.backgroundColor = "blue"
    assert x.style.getPropertyValue("background-color") == "blue"
    assert x.nothingLikeThis is None and x.style.color == ""  # unknown: undefined, as in JS
    x.title = "t"
    x.tabIndex = -1
    assert x.getAttribute("title") == "t" and x.getAttribute("tabindex") == "-1" and x.tabIndex == -1
    assert d.createElement("button").tabIndex == 0 and d.createElement("div").tabIndex == -1
    assert x.offsetHeight == 0 and x.getBoundingClientRect().bottom == 0
    x.scrollIntoView()
    assert x.scroll_count == 1


def test_properties_only_some_elements_have_are_undefined_elsewhere():
    d = doc('<div id="d" disabled value="v"></div><svg><g id="g"></g></svg>')
    div, g = d.getElementById("d"), d.getElementById("g")
    assert div.disabled is None and div.value is None and div.checked is None
    assert g.hidden is None and g.disabled is None
    g.hidden = True  # a plain JS property: no attribute
    assert g.hidden is True and not g.hasAttribute("hidden")


def test_form_controls():
    d = doc('<form id="f"><select name="players"><option value="2">2</option><option value="3" selected>3'
            '</option><option>four</option></select><select name="plain"><option value="a">a</option>'
            '<option value="b">b</option></select><input name="seed" value="7"><textarea>hi</textarea>'
            '<input type="checkbox" name="c"><input type="file" id="file">'
            '<button type="submit" data-action="start">Start</button></form>')
    players, plain = d.querySelector('[name="players"]'), d.querySelector('[name="plain"]')
    assert players.value == "3" and plain.value == "a" and players.selectedIndex == 1
    players.value = "four"  # an option without a value attribute: its text
    assert players.value == "four" and players.options.item(2).selected
    players.value = 2  # JS turns it into "2"
    assert players.value == "2" and not players.options.item(1).selected
    assert players.querySelector("[selected]").value == "3"  # the attribute stays
    players.value = "9"
    assert players.value == "" and players.selectedIndex == -1
    seed = d.querySelector('[name="seed"]')
    seed.value = " 12 "
    assert seed.value == " 12 " and seed.getAttribute("value") == "7"
    assert d.querySelector("textarea").value == "hi"
    box = d.querySelector('[type="checkbox"]')
    assert box.checked is False
    box.click()
    assert box.checked is True
    box.addEventListener("click", lambda e: e.preventDefault())
    box.click()
    assert box.checked is True  # a prevented click changes nothing
    assert box.form is d.getElementById("f") and d.getElementById("f").form is None
    chooser = d.getElementById("file")
    assert chooser.files.length == 0 and chooser.value == ""
    chooser.files = [FakeFile("game.json", "{}")]
    assert chooser.files.length == 1 and chooser.files.item(0).size == 2
    assert chooser.value.endswith("game.json")
    got = []
    chooser.files.item(0).text().then(got.append)
    assert got == ["{}"]
    chooser.value = ""
    assert chooser.files.length == 0
    changes = []
    plain.addEventListener("change", lambda e: changes.append(e.target.value))
    plain.fill("b")
    assert changes == ["b"]
    submitted = []
    d.getElementById("f").addEventListener("submit", lambda e: (e.preventDefault(), submitted.append(1)))
    d.querySelector('[data-action="start"]').click()
    seed.focus()
    d.press("Enter")  # Enter in a text field submits its form
    assert submitted == [1, 1]


# ---- events ----------------------------------------------------------------------------------------------
def test_events_bubble_to_the_document_and_the_window():
    d = doc('<div id="outer"><button id="b" data-action="go"><span id="in">x</span></button></div>')
    win = d.defaultView
    order = []
    for node, name in ((d.getElementById("in"), "span"), (d.getElementById("b"), "button"),
                       (d.getElementById("outer"), "div"), (d, "document"), (win, "window")):
        node.addEventListener("click", lambda e, n=name: order.append((n, e.target.id, e.currentTarget)))
    d.getElementById("in").click()
    assert order == [("span", "in", d.getElementById("in")), ("button", "in", d.getElementById("b")),
                     ("div", "in", d.getElementById("outer")), ("document", "in", d), ("window", "in", win)]
    order.clear()
    stop = lambda e: e.stopPropagation()  # noqa: E731
    d.getElementById("outer").addEventListener("click", stop)
    ok = d.getElementById("b").dispatchEvent(FakeEvent("click"))
    assert ok and [n for n, _, _ in order] == ["button", "div"]
    d.getElementById("outer").removeEventListener("click", stop)
    order.clear()
    d.getElementById("b").dispatchEvent(FakeEvent("focus", bubbles=False))
    assert order == []
    prevent = FakeEvent("keydown", key="z", ctrlKey=True)
    d.addEventListener("keydown", lambda e: e.preventDefault())
    assert d.body.dispatchEvent(prevent) is False and prevent.defaultPrevented
    assert prevent.target is d.body and prevent.currentTarget is None


def test_a_disabled_button_does_not_click_and_keys_click_buttons():
    d = doc('<button id="off" disabled>o</button><button id="on">x</button>')
    clicks = []
    d.addEventListener("click", lambda e: clicks.append(e.target.id))
    d.getElementById("off").click()
    assert clicks == []
    d.getElementById("on").focus()
    event = d.press("Enter")
    d.press(" ")
    assert clicks == ["on", "on"] and event.key == "Enter" and event.target.id == "on"
    d.addEventListener("keydown", lambda e: e.preventDefault())
    d.press("Enter")
    assert clicks == ["on", "on"]  # a prevented key has no default action


def test_a_listener_that_raises_is_reported_and_the_others_run():
    d = doc("<p>x</p>")
    ran = []
    d.body.addEventListener("click", lambda e: 1 / 0)
    d.addEventListener("click", lambda e: ran.append(1))
    d.querySelector("p").click()
    assert ran == [1] and "ZeroDivisionError" in d.defaultView.errors[0]


# ---- the window ------------------------------------------------------------------------------------------
def test_storage_has_a_quota_like_a_browser():
    s = FakeStorage(quota=20)
    s.setItem("a", "12345")
    s.setItem("b", 42)
    assert s.getItem("b") == "42" and s.length == 2 and s.key(0) == "a" and s.key(5) is None
    with pytest.raises(Exception) as err:
        s.setItem("c", "x" * 20)
    assert "QuotaExceededError" in str(err.value) and s.getItem("c") is None
    s.setItem("a", "1234567890123")  # replacing counts only the new size: 1 + 13 + 1 + 2 = 17
    with pytest.raises(fd.QuotaExceededError):
        s.setItem("a", "12345678901234567")
    assert s.getItem("a") == "1234567890123"
    s.removeItem("a")
    s.removeItem("nothing")
    assert s.length == 1
    s.clear()
    assert s.length == 0 and s.getItem("b") is None
    with pytest.raises(Exception, match="SecurityError"):
        FakeStorage(broken=True).getItem("x")


def test_a_full_storage_refuses_every_write_that_adds_until_room_is_made():
    s = FakeStorage(full=True)
    with pytest.raises(fd.QuotaExceededError):
        s.setItem("a", "1")
    s.full = False
    s.setItem("a", "1")
    s.full = True
    with pytest.raises(fd.QuotaExceededError):
        s.setItem("b", "")
    s.removeItem("a")  # removing always works
    assert s.full and s.length == 0


def test_the_pages_store_reports_a_full_storage():
    from ui.shell import storage

    win = FakeWindow(quota=60)
    store = storage.Store(lambda: win.localStorage, "manitou")
    assert store.write("x" * 10) == storage.SAVED
    assert store.write("x" * 200) == storage.FAILED
    assert store.take_problem() == storage.FULL


def test_another_tab_hears_of_a_change_once_its_timers_run():
    one = FakeWindow(FakeDocument.from_html("<p>1</p>"))
    two = one.new_tab(FakeDocument.from_html("<p>2</p>"))
    heard: List[Any] = []
    two.addEventListener("storage", lambda e: heard.append((e.key, e.oldValue, e.newValue)))
    one.addEventListener("storage", lambda e: heard.append("self"))
    one.localStorage.setItem("k", "v")
    one.localStorage.setItem("k", "v")  # no change: no event
    assert two.localStorage.getItem("k") == "v" and heard == []
    assert two.run_timers() == 1 and one.run_timers() == 0
    assert heard == [("k", None, "v")]
    two.sessionStorage.setItem("s", "1")
    assert one.sessionStorage.getItem("s") is None


def test_location_history_and_hashchange():
    win = FakeWindow(url="https://example.test/site/manitou.html?x=1")
    changes = []
    win.addEventListener("hashchange", lambda e: changes.append(win.location.hash))
    assert win.location.pathname == "/site/manitou.html" and win.location.search == "?x=1"
    assert win.location.hash == ""
    win.location.hash = "#g=abc"
    assert changes == ["#g=abc"] and win.location.href.endswith("manitou.html?x=1#g=abc")
    win.history.replaceState(win.history.state, "", win.location.pathname + win.location.search)
    assert win.location.hash == "" and changes == ["#g=abc"]  # replaceState fires nothing
    assert win.location.href == "https://example.test/site/manitou.html?x=1"


def test_timers_run_in_order_on_a_controlled_clock():
    win = FakeWindow()
    ran: List[Any] = []
    win.setTimeout(lambda: ran.append(("b", win.performance.now())), 200)
    first = win.setTimeout(lambda: ran.append(("a", win.performance.now())), 100)
    gone = win.setTimeout(lambda: ran.append("never"), 50)
    win.clearTimeout(gone)
    win.setTimeout(lambda: win.setTimeout(lambda: ran.append(("c", win.clock)), 1000), 150)
    assert isinstance(first, int) and ran == []
    assert win.run_timers(120) == 1 and ran == [("a", 100.0)] and win.clock == 120
    assert win.run_timers() == 3
    assert ran == [("a", 100.0), ("b", 200.0), ("c", 1150.0)] and win.performance.now() == 1150.0
    win.setTimeout(lambda: 1 / 0, 0)
    win.run_timers()
    assert "ZeroDivisionError" in win.errors[-1]


def test_window_odds_and_ends():
    win = FakeWindow()
    assert win.wrLang is None and win.wrBotTrace is None and win.somethingElse is None
    assert win.navigator.clipboard is None and win.matchMedia("(max-width: 1px)").matches is False
    assert win.wrTimings.push(1.5) == 1 and win.wrTimings.length == 1
    win.console.error("bad", 1)
    win.console.warn("careful")
    win.console.log("note")
    assert (win.errors, win.warnings, win.logs) == (["bad 1"], ["careful"], ["note"])
    box = win.document.createElement("div")
    win.wrMorph(box, "<b>x</b>")
    assert box.innerHTML == "<b>x</b>" and win.morphs == 1
    assert win.Object.fromEntries([("type", "application/json")]) == {"type": "application/json"}


def test_a_download_through_a_blob_url():
    d = doc("")
    win = d.defaultView
    blob = win.Blob.new(["{", "}"], {"type": "application/json"})
    url = win.URL.createObjectURL(blob)
    link = d.createElement("a")
    link.href = url
    link.download = "game.json"
    d.body.appendChild(link)
    link.click()
    assert win.downloads == [("game.json", "{}")]
    win.URL.revokeObjectURL(url)
    link.click()
    assert len(win.downloads) == 1 and "no such blob" in win.warnings[0]


# ---- the real pages on the fake ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(GAME_PAGES))
def test_a_game_page_starts_and_a_game_begins(name):
    win = fd.open_page(name)
    page = importlib.import_module(GAME_PAGES[name]).boot()
    d = win.document
    assert d.body.dataset.ready == "true" and win.errors == []
    assert d.querySelector("#new-game").hidden is False
    assert d.activeElement.getAttribute("name") == "players"  # the form takes the focus
    d.querySelector('[data-action="start"]').click()  # a submit button: the form's submit event
    assert win.errors == [] and page.session is not None
    assert d.querySelector("#new-game").hidden is True and d.body.dataset.cursor == "0"
    assert "New game, seed" in d.querySelector("#status").textContent
    assert any(k.endswith("/current") for k in win.localStorage.data)
    assert win.wrTimings.length >= 1


# ---- the quick walk (querySelector's prefilter) and parsed fragments ------------------------------------
def test_query_answers_follow_removals_attribute_changes_and_moves():
    d = doc('<div id="a"><p class="x" id="p1">1</p></div><div id="b"><p class="x" id="p2">2</p></div>')
    first = d.querySelector(".x")
    assert first.id == "p1" and d.querySelector(".x") is first
    first.classList.remove("x")                  # no longer matches: the next one
    assert d.querySelector(".x").id == "p2"
    d.querySelector("#p2").remove()              # gone from the tree: none left
    assert d.querySelector(".x") is None
    first.classList.add("x")
    box = d.querySelector("#b")
    assert box.querySelector(".x") is None and d.querySelector(".x") is first
    box.appendChild(first)                       # moved into #b: found from there, gone from #a
    assert box.querySelector(".x") is first and d.querySelector("#a").querySelector(".x") is None
    first.id = "moved"
    assert d.querySelector("#p1") is None and d.querySelector("#moved") is first


def test_the_focus_selector_answers_from_the_focused_element():
    d = doc('<div id="a"><button id="x">x</button></div><button id="y">y</button>')
    x, y = d.querySelector("#x"), d.querySelector("#y")
    x.focus()
    assert d.querySelector(":focus") is x and d.querySelector("#a").querySelector(":focus") is x
    y.focus()
    assert d.querySelector("#a").querySelector(":focus") is None and d.querySelector(":focus") is y
    y.remove()
    assert d.querySelector(":focus") is None


def test_a_fragment_parsed_again_is_a_fresh_copy_of_the_same_tree():
    d = doc('<div id="a"></div><div id="b"></div>')
    a, b = d.querySelector("#a"), d.querySelector("#b")
    markup = ('<p class="x" data-n="1">one <b>two</b><!-- c --></p>'
              '<svg viewBox="0 0 1 1"><foreignObject/></svg>')
    a.innerHTML = markup
    b.innerHTML = markup
    assert a.innerHTML == b.innerHTML == markup.replace("<foreignObject/>", "<foreignObject></foreignObject>")
    pa, pb = a.querySelector("p"), b.querySelector("p")
    assert pa is not pb and pa.ownerDocument is d and pb.parentNode is b
    pa.setAttribute("data-n", "2")
    pa.querySelector("b").textContent = "changed"
    assert pb.getAttribute("data-n") == "1" and pb.querySelector("b").textContent == "two"
    fo = b.querySelector("foreignObject")
    assert fo.svg and fo.localName == "foreignObject"



def test_the_quick_test_before_a_match_never_drops_a_match():
    d = doc('<p class="xy">a</p><p class="x y">b</p><svg viewBox="0 0 1 1"><path pathLength="2"/></svg>'
            '<div data-k="">c</div><DIV DATA-Q="v">d</DIV>')
    assert [p.textContent for p in d.querySelectorAll(".x")] == ["b"]       # not the "xy" one
    assert [p.textContent for p in d.querySelectorAll("p.y, .xy")] == ["a", "b"]
    assert d.querySelector("[viewBox]").localName == "svg"                   # SVG keeps the case
    assert d.querySelector('[pathLength="2"]').localName == "path"
    assert d.querySelector('[data-k=""]').textContent == "c" and d.querySelector("[data-k]") is not None
    assert d.querySelector('[data-q="v"]').textContent == "d"                # HTML: case-insensitive
    assert d.querySelector("DIV[data-q]").textContent == "d" and d.querySelector("section") is None


def test_ids_are_found_as_they_change_and_the_first_of_two_wins():
    d = doc('<div id="a"><p id="x">1</p></div><div id="b"></div>')
    a, b = d.querySelector("#a"), d.querySelector("#b")
    p1 = d.querySelector("#x")
    assert d.getElementById("x") is p1 and a.querySelector("#x") is p1 and b.querySelector("#x") is None
    b.innerHTML = '<p id="x">2</p><span id="y">3</span>'
    p2 = b.querySelector("#x")
    assert p2 is not p1 and d.querySelector("#x") is p1
    assert [e.textContent for e in d.querySelectorAll("#x")] == ["1", "2"]
    assert d.querySelector("#q, #b #y").textContent == "3"        # a list: walked
    assert d.querySelector("#b #y").textContent == "3" and d.querySelector("#a #y") is None
    p1.id = "z"                                   # the first one renamed: the second is first
    assert d.querySelector("#x") is p2 and d.querySelector("#z") is p1
    p1.removeAttribute("id")
    assert d.querySelector("#z") is None
    a.appendChild(b)                              # a tree moved: found where it went
    assert a.querySelector("#y").textContent == "3" and d.querySelector("#a #b #y") is not None
    b.remove()
    assert d.querySelector("#y") is None and d.getElementById("x") is None and b.querySelector("#x") is p2
    p2.setAttribute("ID", "w")                    # HTML attribute names are case-insensitive
    assert b.querySelector("#w") is p2


def test_the_morph_keeps_what_stays_as_the_pages_morph_does():
    """``wrMorph`` walks like the pages' own: a node of the same kind and name is kept (its
    attributes and text brought up to date, its focus and listeners with it), another is
    replaced, the rest added or removed."""
    d = FakeDocument.from_html('<div id="p"><button class="a" data-x="1">One</button><span>s</span>'
                               '<i>gone</i></div>')
    win = FakeWindow(d)
    box = d.getElementById("p")
    button, span = box.querySelector("button"), box.querySelector("span")
    clicks: List[Any] = []
    button.addEventListener("click", clicks.append)
    button.focus()
    win.wrMorph(box, '<button data-y="2">Two</button><em>new</em>')
    assert box.querySelector("button") is button and d.activeElement is button
    assert button.outerHTML == '<button data-y="2">Two</button>'
    assert box.querySelector("em") is not None and not span.isConnected  # replaced: another tag
    assert box.querySelector("i") is None and len(box.childNodes) == 2  # the rest removed
    button.click()
    assert len(clicks) == 1
    assert win.morphs == 1


def test_a_deep_clone_is_a_separate_copy_of_every_node():
    d = doc('<div id="a" class="x"><!-- note --><svg viewBox="0 0 1 1"><circle r="1"/></svg>t&amp;u</div>')
    a = d.querySelector("#a")
    copy = a.cloneNode(True)
    assert copy.outerHTML == a.outerHTML and copy.parentNode is None and not copy.isConnected
    assert copy.querySelector("circle").svg and copy.childNodes[0].nodeValue == " note "
    copy.childNodes[0].nodeValue = "changed"  # a comment's nodeValue is its data, as in a browser
    copy.querySelector("svg").setAttribute("viewBox", "0 0 2 2")
    assert "changed" not in a.outerHTML and 'viewBox="0 0 1 1"' in a.outerHTML
    shallow = a.cloneNode()
    assert shallow.outerHTML == '<div id="a" class="x"></div>'
