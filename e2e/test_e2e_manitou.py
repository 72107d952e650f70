"""Manitou on the page: whole games by clicks for 2 people on a phone (390×844) and 3 and 4 people at
1280×800 (every clicked element in the viewport and topmost; the privacy screen checked at every
hand-over; the grounds' labels at 4.5:1 or more in every state; the log never ahead of the
reckoning's panel), the last play flying in and its marker (nothing moving under reduced motion), Warriors as
a dialog (Escape closes it, the focus comes back), the phone size, offline."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from e2e.driver import listed_ranking, worker_active
from e2e.manitou_driver import SECRET, ManitouPage
from e2e.test_e2e_a11y import audit
from engine import manitou as mt
from ui.shell import transfer

NAMES = ["Ann", "Ben", "Cy", "Dee"]


@pytest.fixture
def game(page, site) -> ManitouPage:
    """Manitou's page (not opened yet)."""
    return ManitouPage(page, site)


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


@pytest.mark.parametrize("players,seed,size", [(2, 21, PHONE), (3, 22, DESKTOP), (4, 23, DESKTOP)])
def test_a_whole_game_by_clicks_ends_in_the_engines_ranking(game, page, players, seed, size):
    page.set_viewport_size(size)
    game.open_from_home()
    expect(page.locator("#new-game")).to_be_visible()
    game.start(NAMES[:players], seed)
    rec = game.record()
    assert rec["format"] == "manitou-record/1" and rec["moves"] == []  # saved at once
    checks = game.play_to_end(random.Random(seed))
    state = game.state()
    assert mt.to_act(state) is None
    assert listed_ranking(page) == mt.ranking(state)
    expect(page.locator("body")).to_have_attribute("data-phase", "over")
    assert page.get_attribute("body", "data-current") is None
    assert checks["reveals"] >= 3 * players  # a privacy screen before every person's party
    assert checks["steps"] == 3 * 10  # three reckonings of ten steps each, shown one by one
    assert checks["contrast"] >= 4.5, f"a ground's label at {checks['contrast']:.2f}:1"
    assert checks["apart"] == 0, "the chosen ground and the hand did not fit one screen"
    if size == DESKTOP:
        assert checks["over"] <= 0, f"the table and the hand need scrolling ({checks['over']} px)"
    rows = page.locator("#scores tbody tr")
    expect(rows).to_have_count(players)
    for sc, row in zip(mt.scores(state), rows.all(), strict=True):
        expect(row.locator("td b")).to_have_text(str(sc["total"]), use_inner_text=True)


def test_the_privacy_screen_hides_every_secret_and_comes_first_after_a_reload(game, page):
    game.open().start(NAMES[:3], 31)
    rng = random.Random(31)
    assert game.privacy_up()  # nobody has seen anything yet
    seat = mt.to_act(game.state())
    assert seat is not None
    title = page.locator("#privacy-title")
    expect(title).to_have_text(f"Pass the device to {NAMES[seat]}", use_inner_text=True)
    while mt.to_dict(game.state())["phase"] == "select":
        game.step(rng)
    for _ in range(4):  # into the hunt
        game.step(rng)
    game.reload()
    assert game.privacy_up(), "after a reload the privacy screen comes first"
    html = page.content()
    state = game.state()
    me = mt.to_dict(state)["players"][mt.to_act(state)]
    assert 'data-card="' not in html and "data-pick" not in html
    # a game link opened now: its question on top of the screen, answerable without anyone's cards
    page.evaluate("h => { location.hash = h; }", "#" + transfer.to_link_fragment(game.record()))
    expect(page.locator("#import")).to_be_visible()
    assert on_top(page, "#import") and on_top(page, '#import [data-action="import-cancel"]')
    for _ in range(9):  # Tab goes round the screen and its question only (the page behind is inert)
        page.keyboard.press("Tab")
        assert page.evaluate("!!document.activeElement.closest('#privacy')"), "Tab left the screen"
    page.click('#import [data-action="import-cancel"]')
    page.evaluate("() => { location.hash = '#g=1.broken'; }")  # refused: the notice is on top too
    expect(page.locator("#notice")).to_be_visible()
    assert on_top(page, "#notice") and game.privacy_up()
    assert on_top(page, '#privacy [data-action="reveal"]')
    game.action("reveal").click()
    expect(page.locator("#hand [data-card]")).to_have_count(len(me["hand"]))
    shown = sorted(page.eval_on_selector_all("#hand [data-card]", "els => els.map(e => e.dataset.card)"))
    assert shown == sorted(me["hand"])


def on_top(page, selector: str) -> bool:
    """True when ``selector`` is in the viewport and what is drawn at its centre is it (or in it)."""
    return bool(page.evaluate("""s => {
        const e = document.querySelector(s), r = e.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
        const t = document.elementFromPoint(x, y);
        return !!t && e.contains(t);
    }""", selector))


def find_blocked(seed_range=range(600)):
    """A 2-player record whose player to act holds a warrior that one ground refuses."""
    for seed in seed_range:
        rng = random.Random(seed)
        rec = mt.new_record(["Ann", "Ben"], seed=seed)
        s = mt.from_record(rec)
        while mt.to_act(s) is not None:
            d = mt.to_dict(s)
            legal = mt.legal_moves(s)
            if d["phase"] == "play":
                for card in d["players"][d["current"]]["hand"]:
                    grounds = {m["ground"] for m in legal if m.get("card") == card}
                    if grounds and len(grounds) < 3:
                        return rec, card, min({1, 2, 3} - grounds), s
            move = rng.choice(legal)
            mt.record_append(rec, move)
            s = mt.apply(s, move)
    raise AssertionError("no blocked warrior found")


BADGES_OVER_NAMES = """() => [...document.querySelectorAll('#players .player')].some(p => {
  const n = p.querySelector('.pname').getBoundingClientRect();
  return [...p.querySelectorAll('.dealer, .you, .to-play, .bot')].some(b => {
    const r = b.getBoundingClientRect();
    return r.left < n.right && n.left < r.right && r.top < n.bottom && n.top < r.bottom; });
})"""

GLIDE = """() => { const e = document.querySelector('#grounds .mcard.last');
  const layer = document.querySelector('.motion-layer');
  return e && {flights: Number(layer && layer.dataset.flights || 0),
               what: layer && layer.dataset.lastFlight || '', ring: getComputedStyle(e).boxShadow}; }"""


def test_phone_size_has_no_sideways_scrolling(game, page):
    page.set_viewport_size(PHONE)
    game.open().start(NAMES[:4], 34)
    rng = random.Random(34)
    glides, flown = 0, 0
    for _ in range(40):
        game.step(rng)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"scrolls sideways by {overflow}px"
        last = None if game.privacy_up() else page.evaluate(GLIDE)
        if last and last["flights"] > flown and last["what"].startswith("card:"):  # ui/shell/motion.py
            glides += 1
            assert last["ring"] != "none"  # the last play is marked
        flown = last["flights"] if last else flown
    assert glides >= 5, "a play flies in (from the hand or from its player's seat)"
    assert not page.evaluate(BADGES_OVER_NAMES), "a badge covers a player's name"
    assert page.locator(SECRET).count() > 0 or game.privacy_up()
    # reduced motion: the mark stays, nothing moves
    page.emulate_media(reduced_motion="reduce")
    # (a flight that took off before the switch lands first: the check is of what starts after it)
    page.wait_for_function("""() => !document.getAnimations().some(a => a.effect
      && a.effect.getKeyframes().some(k => 'transform' in k))""", timeout=10_000)
    game.step(rng)
    while page.evaluate(GLIDE) is None or game.privacy_up():
        game.step(rng)
    last = page.evaluate(GLIDE)
    moving = page.evaluate("""() => document.getAnimations().filter(a => a.effect
      && a.effect.getKeyframes().some(k => 'transform' in k)).length""")
    assert moving == 0 and last["ring"] != "none"
    # Warriors (in the header's menu on a phone): a dialog over the table, with the focus in it;
    # Escape closes it and the focus returns to the menu's button (the item is folded away again)
    page.click("[data-menu-toggle]")
    page.focus('[data-action="warriors"]')
    page.keyboard.press("Enter")
    expect(page.locator("#warriors-card")).to_be_visible()
    assert page.evaluate("!!document.activeElement.closest('#warriors-card')")
    assert on_top(page, "#warriors-card form button")
    audit(page, "manitou: the warrior table as a dialog")
    page.keyboard.press("Escape")
    expect(page.locator("#warriors-card")).to_be_hidden()
    assert page.evaluate("document.activeElement.matches('[data-menu-toggle]')")


def test_manitou_plays_offline_after_one_visit(game, page):
    game.open().start(NAMES[:2], 36)
    rng = random.Random(36)
    for _ in range(6):
        game.step(rng)
    worker_active(page)
    moves = len(game.record()["moves"])
    page.context.set_offline(True)
    game.reload()
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    assert len(game.record()["moves"]) == moves
    assert game.privacy_up()
    for _ in range(6):
        game.step(rng)
    assert len(game.record()["moves"]) > moves
