"""The shell on phones and tablets (issue 48): the header one slim row whose height is
``--header-h`` at every size and in German, its menu a real disclosure button (aria-expanded,
keyboard, Escape gives the focus back), the skip link the first tab stop, a drawer's toggle, no
double-tap zoom, and the privacy screen's button in the lower half of a phone."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from e2e.driver import resize, start_game, wait_ready
from e2e.language import lang_menu, lang_ready

SIZES = [(390, 844), (844, 390), (768, 1024), (1024, 768), (1280, 800)]

#: the header's box, the variable's value and whether anything in the header spills out of it
_HEADER = """() => {
  const top = document.querySelector('header.top'), r = top.getBoundingClientRect();
  const h = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h'));
  const out = [...top.querySelectorAll('h1, .quick > *, .menu-button, #game-menu > *')].filter(e => {
    const b = e.getBoundingClientRect();
    return b.width > 0 && getComputedStyle(e.closest('#game-menu') || e).position !== 'absolute'
      && (b.top < r.top - 1 || b.bottom > r.bottom + 1 || b.right > innerWidth + 1);
  }).map(e => e.outerHTML.slice(0, 60));
  return {height: r.height, variable: h, out, sideways: document.documentElement.scrollWidth - innerWidth};
}"""


@pytest.mark.parametrize("game", ["wind-river", "manitou", "white-buffalo"])
def test_the_header_is_one_row_of_its_variables_height_at_every_size(page, site, game):
    page.goto(site + f"{game}.html")
    wait_ready(page)
    for lang in ("en", "de"):
        if lang == "de":
            lang_menu(page).select_option("de")
            lang_ready(page, "de")
        for width, height in SIZES:
            resize(page, {"width": width, "height": height})
            seen = page.evaluate(_HEADER)
            assert seen["height"] == seen["variable"] == (52 if width < 900 else 56), (lang, width, seen)
            assert seen["out"] == [], (lang, width, seen["out"])
            assert seen["sideways"] <= 0, (lang, width)
            # Undo one tap away: in the row, 44 px at least
            undo = page.locator('header [data-action="undo"]').bounding_box()
            assert undo and undo["y"] >= 0 and undo["y"] + undo["height"] <= seen["height"], (lang, width)
            assert undo["width"] >= 44 and undo["height"] >= 44, (lang, width, undo)


def test_the_menu_is_a_disclosure_button_for_the_keyboard_too(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site + "wind-river.html")
    wait_ready(page)
    start_game(page, ["Ann", "Ben", "Cy"], 7)
    button = page.locator("[data-menu-toggle]")
    expect(button).to_have_attribute("aria-expanded", "false")
    expect(page.locator('[data-action="new-game"]').first).to_be_hidden()
    button.focus()
    page.keyboard.press("Enter")
    expect(button).to_have_attribute("aria-expanded", "true")
    expect(page.locator('#game-menu [data-action="learn"]')).to_be_visible()
    expect(page.locator('#game-menu [data-action="save-file"]')).to_be_visible()
    expect(page.locator("#game-menu .rules-link")).to_be_visible()
    # the panel drops over the page, within the screen, under the header
    box = page.locator("#game-menu").bounding_box()
    assert box and box["y"] >= 52 and box["x"] >= 0 and box["x"] + box["width"] <= 390
    page.keyboard.press("Escape")
    expect(button).to_have_attribute("aria-expanded", "false")
    assert page.evaluate("document.activeElement.matches('[data-menu-toggle]')")
    assert page.get_attribute("body", "data-phase") == "place"  # Escape closed the menu only
    # a click outside closes it too; a chosen item closes it and does its work
    button.click()
    menu = page.locator("#game-menu").bounding_box()
    assert menu and menu["y"] + menu["height"] < 800  # the menu leaves the page's foot in view
    page.mouse.click(200, 830)  # outside it
    expect(button).to_have_attribute("aria-expanded", "false")
    button.click()
    page.click('#game-menu [data-action="new-game"]')
    expect(page.locator("#new-game")).to_be_visible()
    expect(button).to_have_attribute("aria-expanded", "false")


def test_the_skip_link_is_the_first_tab_stop_and_leads_to_the_board(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site + "wind-river.html")
    wait_ready(page)
    start_game(page, ["Ann", "Ben", "Cy"], 7)
    # the first element of the page that takes the focus
    first = page.evaluate("""() => [...document.body.querySelectorAll(
      'a[href], button, select, input, textarea, [tabindex]:not([tabindex="-1"])')]
      .find(e => !e.closest('[hidden], [inert]') && !e.disabled).className""")
    assert first == "skip-link", first
    link = page.locator(".skip-link")
    link.focus()
    box = link.bounding_box()
    assert box and box["y"] >= 0, "the skip link shows when it has the focus"
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate("!!document.activeElement.closest('#board')"), \
        page.evaluate("document.activeElement.outerHTML.slice(0, 80)")


def test_a_drawer_toggle_opens_and_closes_its_panel_on_a_phone_only(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site + "wind-river.html")
    wait_ready(page)
    start_game(page, ["Ann", "Ben", "Cy"], 7)  # (a first visit opens the new-game form over all)
    page.evaluate("""() => {
      const p = document.createElement('section'); p.id = 'drawer-x'; p.className = 'phone-drawer';
      p.innerHTML = '<div class="drawer-head"><button type="button" class="drawer-toggle"'
        + ' data-drawer-toggle="drawer-x" aria-controls="drawer-x" aria-expanded="false">Log</button></div>'
        + '<p id="drawer-body">inside</p>';
      document.querySelector('#game').prepend(p);
    }""")
    toggle = page.locator('[data-drawer-toggle="drawer-x"]')
    expect(page.locator("#drawer-body")).to_be_hidden()
    toggle.click()
    expect(page.locator("#drawer-body")).to_be_visible()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    toggle.click()
    expect(page.locator("#drawer-body")).to_be_hidden()
    resize(page, {"width": 1280, "height": 800})  # wider: always open, no toggle
    expect(page.locator("#drawer-body")).to_be_visible()
    expect(toggle).to_be_hidden()


def test_no_double_tap_zoom_and_the_privacy_button_is_in_a_phones_lower_half(browser, site):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(site + "manitou.html")
        wait_ready(page)
        assert page.evaluate("getComputedStyle(document.documentElement).touchAction") == "manipulation"
        start_game(page, ["Ann", "Ben"], 21)
        reveal = page.locator('#privacy [data-action="reveal"]')
        expect(reveal).to_be_visible()
        box = reveal.bounding_box()
        assert box and box["y"] >= 844 / 2, f"the button starts at y {box and box['y']}"
        assert box["height"] >= 44 and box["width"] >= 200
    finally:
        context.close()
