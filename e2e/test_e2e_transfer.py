"""Moving a game to another device: "Save game file" downloads the record and "Open game file" reads
it in a fresh browser profile (a new context: its own storage), for both games; "Copy link" gives a
link that opens the game in a fresh profile (Wind River in progress, Manitou finished — a Manitou
game in progress offers no link); a tampered file and a tampered link are refused with a message
and leave the game and every stored key untouched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from e2e.driver import fill_seed, open_menu_for, open_saved, wait_ready
from e2e.manitou_driver import privacy_up
from engine.manitou.playout import random_game as manitou_game
from engine.wind_river.playout import random_game as wind_river_game
from ui import manitou, wind_river
from ui.shell import transfer

WR_PAGE, WR_KEY = "wind-river.html", "wind-river/current"
MT_PAGE, MT_KEY = "manitou.html", "manitou/current"


def record_of(cls, names, seed, moves, colors=None, kinds=None) -> dict:
    s = cls(names, seed, colors, kinds)
    for m in moves:
        s.play(m)
    return s.record()


def wr_record(n: int = 40) -> dict:
    """A Wind River game in progress (4 people, a bot seat, colours chosen)."""
    return record_of(wind_river.sessions.new, ["Ann", "Bob", "Cy", "Di"], 8, wind_river_game(4, 8)[1][:n],
                     ["red", "blue", "green", "yellow"], ["human", "human", "bot:easy", "human"])


def mt_record(finished: bool) -> dict:
    """A Manitou game of three people, finished or at move 25."""
    moves = manitou_game(3, 4)[1]
    return record_of(manitou.sessions.new, ["Ann", "Bob", "Cy"], 4, moves if finished else moves[:25])


def stored(page, key: str):
    """The saved record of the game on the page (each game keeps its own key; ``key``, the single
    slot of earlier versions, only names the game)."""
    assert key.split("/")[0] == page.evaluate("document.body.dataset.saveKey").split("/")[0]
    raw = page.evaluate("() => localStorage.getItem(document.body.dataset.saveKey)")
    return None if raw is None else json.loads(raw)


def everything_stored(page) -> dict:
    return page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")


def with_game(page, site: str, page_name: str, key: str, record: dict) -> None:
    """Open ``page_name`` with ``record`` as its saved game (set-up, not what is tested)."""
    open_saved(page, site, page_name, {key: json.dumps(record)})
    assert page.get_attribute("body", "data-cursor") == str(len(record["moves"]))


class Fresh:
    """A fresh browser profile (a new context: empty storage) with one page; console errors kept."""

    def __init__(self, browser) -> None:
        self.context = browser.new_context(viewport={"width": 1280, "height": 800})
        self.page = self.context.new_page()
        self.page.set_default_timeout(15_000)
        self.errors: list = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def close(self) -> None:
        self.context.close()
        assert self.errors == [], self.errors


@pytest.fixture
def fresh(browser):
    made = []

    def make() -> Fresh:
        made.append(Fresh(browser))
        return made[-1]

    yield make
    for f in made:
        f.close()


def uncover(page) -> None:
    """Manitou: the person named on the privacy screen reveals (the screen covers the page)."""
    if privacy_up(page):
        page.click('[data-action="reveal"]')


def download(page) -> Path:
    """Click "Save game file"; the downloaded file's path (its name checked)."""
    with page.expect_download() as info:
        open_menu_for(page, '[data-action="save-file"]')  # in the header's menu
        page.click('[data-action="save-file"]')
    d = info.value
    assert d.suggested_filename.endswith(".json")
    return Path(d.path())


@pytest.mark.parametrize("game", ["wind-river", "manitou"])
def test_a_saved_file_opens_in_a_fresh_profile(page, site, fresh, tmp_path, game):
    page_name, key, record = ((WR_PAGE, WR_KEY, wr_record()) if game == "wind-river"
                              else (MT_PAGE, MT_KEY, mt_record(finished=False)))
    with_game(page, site, page_name, key, record)
    uncover(page)
    path = download(page)
    text = path.read_text(encoding="utf-8")
    assert json.loads(text) == record and text.startswith('{\n  "format"')  # pretty JSON
    assert "saved as" in page.inner_text("#status")
    named = tmp_path / transfer.file_name(game, record)
    named.write_text(text, encoding="utf-8")

    # another device: a game of its own is in progress, so opening asks first
    other = fresh()
    p = other.page
    p.goto(site + page_name)
    wait_ready(p)
    assert p.locator("#new-game").is_visible()
    fill_seed(p, "5")
    p.click('[data-action="start"]')
    p.wait_for_selector("#new-game", state="hidden")
    mine = stored(p, key)
    uncover(p)
    with p.expect_file_chooser() as chooser:  # the button opens the hidden <input type="file">
        open_menu_for(p, '[data-action="open-file"]')  # in the header's menu
        p.click('[data-action="open-file"]')
    chooser.value.set_files(str(named))
    p.wait_for_selector("#import", state="visible")
    words = p.inner_text("#import-game")
    assert "Ann, Bob, Cy" in words and f"move {len(record['moves'])}" in words and "in progress" in words
    assert "move 0" in p.inner_text("#import-current")
    assert stored(p, key) == mine  # nothing saved before the answer
    p.click('[data-action="import-confirm"]')
    p.wait_for_selector("#import", state="hidden")
    assert stored(p, key) == record
    assert json.dumps(mine, separators=(",", ":")) in everything_stored(p).values()  # still kept
    assert p.get_attribute("body", "data-cursor") == str(len(record["moves"]))
    if game == "manitou":  # hidden cards: the privacy screen comes first after opening
        assert privacy_up(p)
    else:
        assert "Opened the game from" in p.inner_text("#status")


def test_a_wind_river_link_opens_the_game_in_progress_in_a_fresh_profile(page, site, fresh):
    record = wr_record(60)
    with_game(page, site, WR_PAGE, WR_KEY, record)
    assert page.is_enabled('[data-action="copy-link"]')
    open_menu_for(page, '[data-action="copy-link"]')  # in the header's menu
    page.click('[data-action="copy-link"]')
    page.wait_for_selector("#share", state="visible")
    link = page.input_value("#share-link")
    assert link.startswith(site + WR_PAGE + "#g=1.")
    assert len(link) < 4000
    page.wait_for_function("!document.querySelector('#share-text').textContent.includes('…')")

    other = fresh()
    p = other.page
    p.goto(link)  # nothing saved there: the game opens at once
    wait_ready(p)
    p.wait_for_function("document.body.dataset.cursor === '60'")
    assert stored(p, WR_KEY) == record
    assert p.evaluate("location.hash") == ""  # a reload does not import again
    assert "Opened the game from the link" in p.inner_text("#status")

    # the same link pasted into that tab again (only the fragment changes): it asks; keep the game
    p.evaluate("h => { location.hash = h }", link.split("#", 1)[1])
    p.wait_for_selector("#import", state="visible")
    p.keyboard.press("Escape")  # = "Keep my game"
    p.wait_for_selector("#import", state="hidden")
    assert "Nothing was opened" in p.inner_text("#status")
    assert stored(p, WR_KEY) == record


def test_a_tampered_file_or_link_changes_nothing(page, site, tmp_path):
    record = wr_record(30)
    with_game(page, site, WR_PAGE, WR_KEY, record)
    before = everything_stored(page)

    bad = json.loads(json.dumps(record))
    bad["moves"][12] = {"type": "place", "hex": "Z9"}
    path = tmp_path / "tampered.json"
    path.write_text(transfer.to_file(bad), encoding="utf-8")
    page.set_input_files("#open-file-input", str(path))
    page.wait_for_selector("#notice", state="visible")
    notice = page.inner_text("#notice")
    assert "“tampered.json” was not opened" in notice and "move 13" in notice and "unchanged" in notice
    assert page.locator("#import").is_hidden()
    assert everything_stored(page) == before

    fragment = transfer.to_link_fragment(record)
    cut = fragment[: len(fragment) // 2 // 4 * 4]  # a link cut off in a message
    page.evaluate("h => { location.hash = h }", cut)
    page.wait_for_function("document.querySelector('#notice').textContent.startsWith('The link')")
    assert "cut off" in page.inner_text("#notice")
    assert page.evaluate("location.hash") == ""
    assert page.locator("#import").is_hidden()
    assert everything_stored(page) == before
    assert page.get_attribute("body", "data-cursor") == "30"


def test_phone_size_has_no_sideways_scrolling_with_the_file_buttons(page, site):
    page.set_viewport_size({"width": 360, "height": 740})
    with_game(page, site, WR_PAGE, WR_KEY, wr_record(10))
    open_menu_for(page, '[data-action="copy-link"]')  # in the header's menu
    page.click('[data-action="copy-link"]')
    page.wait_for_selector("#share", state="visible")
    page.click('[data-action="close-share"]')
    page.click("[data-menu-toggle]")  # the file buttons are in the header's menu
    for sel in ('[data-action="save-file"]', '[data-action="open-file"]', '[data-action="copy-link"]'):
        assert page.locator(f"header {sel}").is_visible()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"scrolls sideways by {overflow}px"


def test_the_home_page_opens_a_game_file_on_its_games_page(page, site, tmp_path):
    record = mt_record(finished=True)
    path = tmp_path / "from-a-friend.json"
    path.write_text(transfer.to_file(record), encoding="utf-8")
    page.goto(site)
    with page.expect_file_chooser() as chooser:
        page.click("#open-game-file")
    with page.expect_navigation():
        chooser.value.set_files(str(path))
    wait_ready(page)
    assert page.url == site + MT_PAGE  # the fragment is cleared once read
    page.wait_for_function("document.body.dataset.phase === 'over'")
    assert stored(page, MT_KEY) == record
    assert "Opened the game from the file" in page.inner_text("#status")  # a file, not a link

    page.goto(site)  # a file of no game of this site is refused on the home page itself
    junk = tmp_path / "notes.json"
    junk.write_text('{"format": "chess-record/1"}', encoding="utf-8")
    page.set_input_files("#open-game-input", str(junk))
    page.wait_for_selector("#open-game-error", state="visible")
    assert "not a game file of this site" in page.inner_text("#open-game-error")
    assert page.url == site
