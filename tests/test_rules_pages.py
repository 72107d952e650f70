"""The players' rules pages: Manitou's warrior table says what the engine does, every rules page is
self-contained (nothing remote, every link relative and to a real file or a known page), and
Manitou's page is written in our own words rather than pasted from the English rules translation."""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Dict, List, Optional, Set, Tuple

from engine.manitou import WARRIOR_TABLE

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import partials  # noqa: E402  (scripts/partials.py: the shared head every rules page includes)

RULES_PAGES = ["wind-river-rules.html", "manitou-rules.html", "white-buffalo-rules.html"]
# Pages a rules page may link to even before they exist in this checkout.
KNOWN_PAGES = {"./index.html", "./wind-river.html", "./manitou.html"}
GAME_PAGE = {"wind-river-rules.html": "./wind-river.html", "manitou-rules.html": "./manitou.html",
             "white-buffalo-rules.html": "./white-buffalo.html"}


def page(name: str) -> str:
    """A rules page as deployed (its shared head put in)."""
    return partials.page_text(ROOT / name)


# --- (1) the warrior table ------------------------------------------------------------------

class TableReader(HTMLParser):
    """Collects the body rows (lists of cell texts) of the table with a given id."""

    def __init__(self, table_id: str) -> None:
        super().__init__()
        self.table_id = table_id
        self.depth = 0                  # > 0 while inside the wanted table
        self.in_body = False
        self.rows: List[List[str]] = []
        self.cell: Optional[List[str]] = None
        self.found = 0

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        if tag == "table":
            if self.depth:
                self.depth += 1
            elif dict(attrs).get("id") == self.table_id:
                self.depth, self.found = 1, self.found + 1
        elif self.depth == 1:
            if tag == "tbody":
                self.in_body = True
            elif tag == "tr" and self.in_body:
                self.rows.append([])
            elif tag in ("td", "th") and self.in_body:
                self.cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "table" and self.depth:
            self.depth -= 1
        elif self.depth == 1:
            if tag == "tbody":
                self.in_body = False
            elif tag in ("td", "th") and self.cell is not None:
                self.rows[-1].append(" ".join("".join(self.cell).split()))
                self.cell = None

    def handle_data(self, data: str) -> None:
        if self.cell is not None:
            self.cell.append(data)


def card_id(name: str) -> str:
    """A warrior's name as players read it ("medicine man") -> its card id ("medicine-man")."""
    return "-".join(name.lower().split())


def names(cell: str) -> Set[str]:
    """The warriors listed in a cell ("chief, medicine man and scout") as card ids."""
    parts = re.split(r",|\band\b", cell)
    return {card_id(p) for p in parts if p.strip()}


def table_relations(html: str) -> Dict[str, Tuple[Set[str], Set[str]]]:
    """warrior id -> (ids it beats, ids that beat it), as the page's #warrior-table states them."""
    reader = TableReader("warrior-table")
    reader.feed(html)
    assert reader.found == 1, "exactly one table with id=warrior-table"
    relations: Dict[str, Tuple[Set[str], Set[str]]] = {}
    for row in reader.rows:
        assert len(row) == 3, f"a row of the warrior table must have 3 cells: {row}"
        warrior = card_id(row[0])
        assert warrior not in relations, f"{warrior} listed twice"
        relations[warrior] = (names(row[1]), names(row[2]))
    return relations


def engine_relations() -> Dict[str, Tuple[Set[str], Set[str]]]:
    """warrior id -> (ids it beats, ids that beat it), from engine.manitou.WARRIOR_TABLE."""
    return {w: (set(beaten), {v for v, vb in WARRIOR_TABLE.items() if w in vb})
            for w, beaten in WARRIOR_TABLE.items()}


def test_the_warrior_table_states_exactly_the_engines_relations():
    shown = table_relations(page("manitou-rules.html"))
    assert set(shown) == set(WARRIOR_TABLE) == {"chief", "medicine-man", "rain-maker", "scout", "squaw"}
    assert shown == engine_relations()


def test_the_table_check_notices_a_wrong_relation():
    html = page("manitou-rules.html")
    wrong = html.replace("<td data-i18n>squaw</td><td data-i18n>chief</td>",
                         "<td data-i18n>squaw</td><td data-i18n>scout</td>", 1)
    assert wrong != html
    assert table_relations(wrong) != engine_relations()
    missing = re.sub(r"<tr><td data-i18n>scout</td>.*?</tr>", "", html, count=1)
    assert missing != html and set(table_relations(missing)) != set(WARRIOR_TABLE)


def test_the_engines_table_is_consistent():
    # every pair of different warriors is decided one way, never both or neither
    for w in WARRIOR_TABLE:
        assert w not in WARRIOR_TABLE[w]
        for v in WARRIOR_TABLE:
            if v != w:
                assert (v in WARRIOR_TABLE[w]) != (w in WARRIOR_TABLE[v]), (w, v)


# --- (2) self-contained, relative links -----------------------------------------------------

class LinkReader(HTMLParser):
    """Every tag with its attributes, every URL-bearing attribute, every id."""

    URL_ATTRS = {"href", "src", "srcset", "action", "poster", "data", "formaction", "manifest"}

    def __init__(self) -> None:
        super().__init__()
        self.tags: List[str] = []
        self.urls: List[Tuple[str, str]] = []
        self.ids: Set[str] = set()

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        self.tags.append(tag)
        for name, value in attrs:
            if name in self.URL_ATTRS and value is not None:
                self.urls.append((tag, value))
            if name == "id" and value:
                self.ids.add(value)


def check_links(name: str, html: str) -> List[str]:
    """What is wrong with a rules page's links and loads (empty when all is well)."""
    problems: List[str] = []
    reader = LinkReader()
    reader.feed(html)
    for tag in ("iframe", "object", "embed", "base", "img", "audio", "video"):
        if tag in reader.tags:
            problems.append(f"{name}: a rules page loads nothing, but it has <{tag}>")
    # only the language loader and the site's icon
    loads = [(tag, url) for tag, url in reader.urls if tag in ("script", "link")]
    if loads != [("script", "./ui/lang.js"), ("link", "./icons/icon.svg")] or \
            reader.tags.count("script") != 1 or reader.tags.count("link") != 1:
        problems.append(f"{name}: a rules page loads only ./ui/lang.js and its icon, not {loads}")
    if re.search(r"url\((?!#)|@import", html, re.IGNORECASE):  # url(#id): a pattern of the page itself
        problems.append(f"{name}: CSS must not load anything (url() / @import)")
    for _tag, url in reader.urls:
        if re.match(r"^[a-z][a-z0-9+.-]*:", url, re.IGNORECASE) or url.startswith(("//", "/", "\\")):
            problems.append(f"{name}: not a relative link: {url}")
            continue
        target, _, fragment = url.partition("#")
        if not target:
            if fragment not in reader.ids:
                problems.append(f"{name}: link to a missing anchor: {url}")
        elif target not in KNOWN_PAGES and not (ROOT / target).is_file():
            problems.append(f"{name}: link to a missing file: {url}")
    return problems


def test_every_rules_page_takes_its_head_from_the_one_shared_partial():
    """The head, back link and language menu are written once (ui/shell/rules-head.html); each
    page fills in its own game: its catalogue, its title, its back link."""
    for name in RULES_PAGES:
        game = name.removesuffix("-rules.html")
        source = (ROOT / name).read_text(encoding="utf-8")
        assert source.startswith("<!-- include: ui/shell/rules-head.html "), name
        html = page(name)
        assert html.startswith("<!doctype html>\n") and "{{" not in html and "<!-- include:" not in html
        assert f'data-i18n-domains="site {game}-rules"' in html, name
        title = re.search(r"<title data-i18n>(.*?)</title>", html)
        h1 = re.search(r"<h1 data-i18n>(.*?)</h1>", html)
        assert title and h1 and title.group(1) == h1.group(1), name


def test_rules_pages_load_nothing_remote_and_link_only_relatively():
    for name in RULES_PAGES:
        html = page(name)
        assert check_links(name, html) == []
        reader = LinkReader()
        reader.feed(html)
        hrefs = [url for _, url in reader.urls]
        assert "./index.html" in hrefs and GAME_PAGE[name] in hrefs, f"{name} links home and to its game"


def test_the_link_check_notices_bad_links():
    html = page("manitou-rules.html")
    for bad in ('<a href="https://example.org/x">x</a>', '<a href="//cdn.example/x">x</a>',
                '<a href="/index.html">x</a>', '<a href="./no-such-page.html">x</a>',
                '<a href="#no-such-anchor">x</a>', '<script src="./ui/boot.js"></script>',
                '<link rel="stylesheet" href="./ui/style.css">',
                '<style>body { background: url(./icons/icon.svg); }</style>'):
        assert check_links("x", html.replace("</main>", bad + "</main>")), bad


# --- (3) our own words ----------------------------------------------------------------------

# Characteristic phrases of the English rules translation (shared/seeds/004_*.txt), kept here as
# data so this check runs wherever the tests run. The page must not contain any run of
# SHINGLE words from any of them.
SEED_PHRASES = [
    "Which combinations of cards are best, you will discover during the game",
    "For your first hunt, we suggest: two hunters with high values, two with low values, "
    "and four different great warriors",
    "IMPORTANT: THE DEALER PICKS OUT ONLY 7 CARDS",
    "Remaining cards are kept in reserve for later hunts and should be placed under the tribe card",
    "Each player shuffles his chosen cards, lays them face down in front of him, "
    "and takes the top three cards to make his hand",
    "He then draws another card from his selection to make his hand back up to three",
    "When there are no cards left to draw on, you will play out your hand",
    "It is allowed to lay one other great warrior card on top of one of your own already laid "
    "warrior cards",
    "More than two great warriors belonging to one player cannot however be placed on the one "
    "hunting ground",
    "then the stronger card beats the weaker. The defeated card is turned face down. "
    "The winning card remains face up",
    "At one hunting ground only the warriors of one player may lie face up",
    "If a player lays the same warrior as another player at the same hunting ground, "
    "the cards cancel each other out",
    "they are attackable only via sacrifice",
    "a player must play one of his warriors which is stronger or as strong as the topmost "
    "warrior card",
    "In order to get at the rainmaker, a player must sacrifice a squaw or one of his own chiefs",
    "First it will be calculated which player has achieved the greatest strength with his "
    "hunter cards over all",
    "In the case of a tie, each player involved draws a hide thief card",
    "Each hunting ground will now be valued separately",
    "If there is a tie for most points, no player takes a buffalo card - they will be put back "
    "in the box",
    "If there is a tie for second most points, only the player with highest points takes one "
    "buffalo card",
    "takes all hunters and face down warriors which lie at this hunting ground",
    "Each card belonging to an opponent is a prisoner and is worth one point at the end of the game",
    "each player takes his own cards back and returns them to his reserve pile",
    "But you must avoid having the greatest points total overall as you will collect the hide "
    "thief card",
    "Remember too that you can only take prisoners with warriors",
    "each player counts the points in the pile near his tribal card",
]
SHINGLE = 6


def words(text: str) -> List[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


class TextReader(HTMLParser):
    """The text a reader sees (no style or script)."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: List[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        if tag in ("style", "script"):
            self.hidden += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script"):
            self.hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.parts.append(data)


def copied_runs(html: str) -> List[str]:
    """Runs of SHINGLE words that the page's text shares with a seed phrase."""
    reader = TextReader()
    reader.feed(html)
    text = " ".join(words(" ".join(reader.parts)))
    found = []
    for phrase in SEED_PHRASES:
        w = words(phrase)
        for i in range(len(w) - SHINGLE + 1):
            run = " ".join(w[i:i + SHINGLE])
            if f" {run} " in f" {text} ":
                found.append(run)
    return found


def test_manitous_page_is_in_our_own_words():
    assert copied_runs(page("manitou-rules.html")) == []


def test_the_own_words_check_notices_a_pasted_sentence():
    html = page("manitou-rules.html")
    pasted = html.replace("</main>", "<p>Each hunting ground will now be valued separately.</p></main>")
    assert copied_runs(pasted) == ["each hunting ground will now be", "hunting ground will now be valued",
                                   "ground will now be valued separately"]


# --- (4) every word can be translated -------------------------------------------------------

#: elements that hold blocks of text; a translated element (its inner HTML is replaced) holds none
BLOCKS = {"address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figure",
          "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav",
          "ol", "p", "pre", "section", "table", "tbody", "td", "th", "thead", "tr", "ul",
          "button", "input", "select", "textarea", "label", "script", "style"}
#: attributes that hold words for people
WORD_ATTRS = ("title", "aria-label", "alt", "placeholder", "aria-description")
VOID_TAGS = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
             "track", "wbr"}


class MarkReader(HTMLParser):
    """What a rules page leaves untranslatable: visible text outside every ``data-i18n`` element,
    word attributes not named in ``data-i18n-attr``, and ``data-i18n`` elements whose inner HTML
    holds blocks, ids or other translated elements (the switch would replace or lose them)."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: List[Tuple[str, bool]] = []   # (tag, is translated)
        self.problems: List[str] = []
        self.codes = 0  # inside an element marked translate="no" (a picture's hex names: codes, not words)

    def _inside(self) -> bool:
        return any(marked for _t, marked in self.stack)

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        a = dict(attrs)
        line = self.getpos()[0]
        marked = "data-i18n" in a
        if self._inside():
            if marked:
                self.problems.append(f"line {line}: <{tag} data-i18n> inside another translated element")
            if "id" in a:
                self.problems.append(f"line {line}: id={a['id']!r} inside a translated element")
            if tag in BLOCKS:
                self.problems.append(f"line {line}: <{tag}> inside a translated element")
        named = (a.get("data-i18n-attr") or "").split()
        for name in WORD_ATTRS:
            if re.search(r"[A-Za-z]", a.get(name) or "") and name not in named:
                self.problems.append(f"line {line}: {name}={a[name]!r} is not in data-i18n-attr")
        if tag not in VOID_TAGS:
            self.stack.append((tag, marked))
            self.codes += tag == "svg" and a.get("translate") == "no"

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            open_tag, _marked = self.stack.pop()
            if open_tag == "svg" and self.codes:
                self.codes -= 1
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        if any(t in ("style", "script") for t, _m in self.stack) or self._inside() or self.codes:
            return
        if re.search(r"[^\W\d_]", data):  # letters, not only digits, spaces or punctuation
            self.problems.append(f"line {self.getpos()[0]}: text outside data-i18n: {data.strip()[:60]!r}")


def untranslatable(html: str) -> List[str]:
    """The problems ``MarkReader`` finds in a page."""
    reader = MarkReader()
    reader.feed(html)
    reader.close()
    return reader.problems


def test_every_text_of_a_rules_page_is_marked_for_translation():
    for name in RULES_PAGES:
        assert untranslatable(page(name)) == [], name


def test_the_marking_check_notices_what_the_switch_would_miss():
    html = page("wind-river-rules.html")
    assert untranslatable(html.replace("</main>", "<p>Forgotten words.</p></main>"))
    assert untranslatable(html.replace("<title data-i18n>", "<title>"))
    nested = '<p data-i18n>A <span data-i18n>nested</span> one</p></main>'
    assert untranslatable(html.replace("</main>", nested))
    assert untranslatable(html.replace("</main>", '<p data-i18n>Go <a id="here">there</a></p></main>'))
    assert untranslatable(html.replace("</main>", '<div data-i18n><p>Two</p><p>blocks</p></div></main>'))
    assert untranslatable(html.replace("</main>", '<a href="./index.html" title="Home">⌂</a></main>'))
    assert untranslatable(html.replace("</main>", "<p>· 12 –</p></main>")) == []
