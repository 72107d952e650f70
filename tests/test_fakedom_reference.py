"""The fake browser pinned to a real DOM: the same page fragments and the same morphs run on
tests/fakedom.py and, in Node, on jsdom (the npm devDependency, pinned in package-lock.json) with
the pages' own ``wrMorph`` (the script of manitou.html and white-buffalo.html); the trees must be
the same after every step: tag names and namespaces, attributes in order, texts, the markup, which
nodes kept their identity, and which element kept the focus (tests/dom_reference.cjs).

Slow: it needs node_modules (``make setup``) and starts Node; ``make unit`` leaves it out.
"""

from __future__ import annotations

import functools
import json
import random
import re
import shutil
import subprocess
from typing import Any, Dict, List, Optional

import pytest

from tests import fakedom
from tests.fakedom import CharacterData, FakeElement, FakeWindow
from tests.page_harness import manitou_step, open_game, white_buffalo_step

ROOT = fakedom.ROOT
SVG = "http://www.w3.org/2000/svg"
MORPHING_PAGES = ("manitou.html", "white-buffalo.html")

#: name → (container, first content, the morphs after it, what is focused before them)
Case = Dict[str, Any]


def case(name: str, start: str, *steps: str, container: str = "div", focus: Optional[str] = None) -> Case:
    return {"name": name, "container": container, "start": start, "steps": list(steps), "focus": focus}


CASES: List[Case] = [
    case("attributes added, removed and changed",
         '<button class="a" data-x="1" title="t">One</button>',
         '<button class="b" data-y="2" title="t">One</button>',
         '<button data-y="3" aria-pressed="true" class="b">One</button>'),
    case("text changed, kept, emptied",
         "<p>Hello <b>you</b>!</p>", "<p>Bye <b>them</b>!</p>", "<p>Bye <b></b></p>", "<p></p>"),
    case("children added", "<ul><li>a</li></ul>", '<ul><li>a</li><li>b</li><li class="c">c</li></ul>'),
    case("children removed", '<ul><li>a</li><li>b</li><li>c</li></ul>', "<ul><li>a</li></ul>", ""),
    case("children reordered (a morph walks by position)",
         '<ol><li data-k="1">one</li><li data-k="2">two</li><li data-k="3">three</li></ol>',
         '<ol><li data-k="3">three</li><li data-k="1">one</li><li data-k="2">two</li></ol>'),
    case("another kind of node at a position",
         "<span>x</span><b>y</b>text<i>z</i>", "<b>x</b><span>y</span><i>z</i>text", "text only"),
    case("comments and whitespace",
         "<!-- a -->\n  <p>x</p>\n", "<!-- b -->\n  <p>x</p>\n  <p>y</p>", "<p>x</p><!-- c -->"),
    case("entities in texts and attributes",
         '<p title="a &amp; &quot;b&quot;">a&amp;b&nbsp;c &lt;d&gt; &#8594; &rarr;</p>',
         '<p title="\u00a0x">a&lt;b</p>'),
    case("void elements and form controls",
         '<input type="checkbox" checked><br><img src="a.png" alt=""><select><option>1'
         '<option selected>2</select>',
         '<input type="checkbox"><hr><img src="b.png" alt="b"><select><option selected>1</option>'
         "<option>2</option></select>"),
    case("implied end tags and a table's body",
         "<ul><li>a<li>b</ul><p>one<div>two</div><table><tr><td>1<td>2</tr></table>",
         "<ul><li>a</li><li>b</li><li>c</li></ul><p>one</p><div>two</div>"
         "<table><tbody><tr><td>1</td></tr></tbody></table>"),
    case("SVG inside HTML: names, camel case, namespaces",
         '<svg viewBox="0 0 10 10" class="map"><circle cx="1" r="2"/><g transform="scale(2)">'
         '<rect width="3"/><text x="1">A1</text></g><linearGradient id="g"/></svg>',
         '<svg viewBox="0 0 20 20" class="map on"><circle cx="5" r="2"/><g>'
         '<rect width="4" height="1"/><path d="M0 0"/><text x="2">A2</text></g><clipPath id="c"/></svg>',
         '<svg viewBox="0 0 20 20"><foreignObject width="5"><p>html <b>inside</b></p></foreignObject>'
         "</svg><p>after</p>"),
    case("content of an SVG element, set and morphed",
         '<circle r="1"/><g><rect width="2"/></g>', '<circle r="2"/><g><rect width="2"/></g>',
         container="svg"),
    case("the focused element keeps its identity",
         '<button id="a">A</button><button id="b" data-f>B</button>',
         '<button id="a">A2</button><button id="b" class="on" data-f>B</button>',
         '<button id="a" disabled>A3</button><button id="b" data-f aria-pressed="true">B, again</button>',
         focus="[data-f]"),
    case("focus inside a kept subtree",
         '<div class="hand"><span>x</span><button data-card="1">1</button></div>',
         '<div class="hand legal"><em>y</em><button data-card="2" class="legal">2</button></div>',
         focus="button"),
    case("the focus is lost with its element",
         '<p>text</p><button data-f>B</button>', "<p>text</p><span>B</span>", focus="[data-f]"),
    case("a node put before the focused one shifts it out",
         '<button data-f>B</button>', '<p>new</p><button data-f>B</button>', focus="[data-f]"),
]


#: the panels the pages morph (ui/manitou/painting.py, ui/white_buffalo/page.py: MORPHED) whose
#: markup of a real game is morphed here, one painting after the other
PAGE_PANELS = [("manitou", panel) for panel in ("grounds", "players", "choose-cards", "hand")] + [
    ("white-buffalo", panel) for panel in ("row", "display", "buy-panel", "hand", "tribe", "destiny",
                                           "players", "preview", "bag", "death", "play-zone")]
#: the paintings of a panel compared (its first, then as many morphs)
PAINTINGS = 10


@functools.cache
def painted(game_id: str) -> Dict[str, List[tuple]]:
    """Every morph of a game's page over its first 60 steps by clicks (two people, a fixed
    seed): per panel id, ``(tag of the panel, markup)`` in order, a markup repeated in a row once."""
    h = open_game(game_id)
    h.start_game(["Ann", "Ben"], seed=5)
    morph = h.win.wrMorph
    seen: Dict[str, List[tuple]] = {}

    def recording(node: FakeElement, html: str) -> None:
        runs = seen.setdefault(node.id, [])
        if not runs or runs[-1][1] != html:
            runs.append((node.localName, html))
        morph(node, html)

    vars(h.win)["wrMorph"] = recording  # the window's own, as a page's script sets it
    rng = random.Random(5)
    step = manitou_step if game_id == "manitou" else white_buffalo_step
    for _ in range(60):
        step(h, rng)
    return seen


def page_case(game_id: str, panel: str) -> Case:
    """A panel's real paintings as a case: the first set, the next ones morphed."""
    runs = painted(game_id)[panel][:PAINTINGS + 1]
    assert len(runs) >= 2, f"{game_id} #{panel}: painted {len(runs)} times"
    return case(f"{game_id} #{panel}", runs[0][1], *(html for _, html in runs[1:]), container=runs[0][0])


def page_morph() -> str:
    """The pages' ``wrMorph`` script (the same text in every page that morphs)."""
    found = []
    for page in MORPHING_PAGES:
        m = re.search(r"<script>\s*(/\* wrMorph\(.*?)</script>", (ROOT / page).read_text(encoding="utf-8"),
                      re.S)
        assert m is not None, f"{page}: no wrMorph script"
        found.append(m.group(1))
    assert all(text == found[0] for text in found), "the pages' wrMorph scripts differ"
    return found[0]


def fake_shots(c: Case) -> List[Dict[str, Any]]:
    """What tests/dom_reference.cjs reports, on the fake browser with its ``wrMorph``."""
    win = FakeWindow()
    doc = win.document
    box = doc.createElementNS(SVG, "svg") if c["container"] == "svg" else doc.createElement(c["container"])
    doc.body.appendChild(box)
    box.innerHTML = c["start"]
    numbers: Dict[int, int] = {}
    kept: List[Any] = []  # the nodes numbered, alive (so that no id() is used again)
    shots: List[Dict[str, Any]] = []

    def snapshot() -> None:
        nonlocal numbers
        now: Dict[int, int] = {}

        def walk(node: Any) -> list:
            now[id(node)] = len(now)
            kept.append(node)
            was = numbers.get(id(node))
            if isinstance(node, FakeElement):
                attrs = [[k, v] for k, v in node._attrs.items()]
                return [node.nodeName, node.svg, attrs, was, [walk(n) for n in node.childNodes]]
            assert isinstance(node, CharacterData)
            return [node.nodeName, False, node.data, was, []]

        tree = [walk(n) for n in box.childNodes]
        active = doc.activeElement
        numbers = now
        shots.append({"tree": tree, "html": box.innerHTML, "focus": now.get(id(active))})

    snapshot()
    if c["focus"]:
        target = box.querySelector(c["focus"])
        assert target is not None, c["focus"]
        target.focus()
        shots[0]["focus"] = numbers.get(id(doc.activeElement))
    for html in c["steps"]:
        win.wrMorph(box, html)
        snapshot()
    return shots


@pytest.fixture(scope="module")
def reference() -> Dict[str, List[Dict[str, Any]]]:
    """Every case on jsdom with the pages' morph, run once."""
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "jsdom" / "package.json").is_file():
        pytest.fail("node and node_modules/jsdom are needed: run `make setup` first")
    cases = CASES + [page_case(game_id, panel) for game_id, panel in PAGE_PANELS]
    done = subprocess.run([node, str(ROOT / "tests" / "dom_reference.cjs")], cwd=ROOT, capture_output=True,
                          input=json.dumps({"morph": page_morph(), "cases": cases}), text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    shots: Dict[str, List[Dict[str, Any]]] = json.loads(done.stdout)
    return shots


def test_the_cases_cover_what_the_pages_morph():
    """The comparison is worth something only if its cases change each kind of thing and keep and
    lose nodes and the focus."""
    shots = {c["name"]: fake_shots(c) for c in CASES}
    after = [n for runs in shots.values() for shot in runs[1:] for n in flat(shot["tree"])]
    kept = sum(1 for n in after if n[3] is not None)
    made = len(after) - kept
    assert kept > 50 and made > 20
    assert any(n[1] for runs in shots.values() for n in flat(runs[0]["tree"]))  # SVG elements
    focused = [runs for runs in shots.values() if runs[0]["focus"] is not None]
    assert len(focused) == 4
    assert any(runs[-1]["focus"] is None for runs in focused)       # a focus lost
    assert any(runs[-1]["focus"] is not None for runs in focused)   # and one kept


def flat(tree: list) -> List[list]:
    """Every node of a snapshot's tree."""
    out = []
    for n in tree:
        out.append(n)
        out.extend(flat(n[4]))
    return out


def assert_same(c: Case, want: List[Dict[str, Any]]) -> None:
    """The fake browser's snapshots of case ``c`` are the real DOM's, step by step."""
    got = fake_shots(c)
    assert len(got) == len(want) == len(c["steps"]) + 1
    for step, (fake, real) in enumerate(zip(got, want, strict=True)):
        where = "the start" if step == 0 else f"morph {step}"
        assert fake["tree"] == real["tree"], f"{where}: the trees differ"
        assert fake["html"] == real["html"], f"{where}: the markup differs"
        assert fake["focus"] == real["focus"], f"{where}: the focus differs"


@pytest.mark.slow
@pytest.mark.parametrize("c", CASES, ids=[c["name"] for c in CASES])
def test_the_fake_browser_builds_and_morphs_as_a_real_dom(c: Case, reference: Dict[str, Any]) -> None:
    assert_same(c, reference[c["name"]])


@pytest.mark.slow
@pytest.mark.parametrize("game_id, panel", PAGE_PANELS)
def test_the_pages_own_paintings_morph_as_in_a_real_dom(game_id: str, panel: str,
                                                         reference: Dict[str, Any]) -> None:
    c = page_case(game_id, panel)
    assert_same(c, reference[c["name"]])
