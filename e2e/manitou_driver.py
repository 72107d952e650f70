"""Drive the Manitou page like the people at the table: reveal the screen when asked, choose
parties, play cards by clicks, step through the reckoning. Moves are chosen in-process from the
engine's ``legal_moves`` of the saved record (seeded ``random.Random``); they reach the page only
as clicks. Shared by the Manitou e2e tests."""

from __future__ import annotations

import random
from typing import Optional

from e2e.driver import (
    SCROLLED,
    TAPS,
    GamePage,
    followed_state,
    not_a_person,
    privacy_shows,
    probe,
    saved_move,
    saved_record,
    start_game,
    tap,
)
from engine import manitou as mt
from engine.manitou.hints import party_needed

KEY = "manitou/current"
PAGE = "manitou.html"
SECRET = "[data-card], [data-pick], #hand .mcard, #choose-cards .mcard"

#: the lowest contrast ratio of the grounds' labels (text on its own background, WCAG formula)
LABEL_CONTRAST = """() => {
  const lum = c => { const v = c.match(/[\\d.]+/g).slice(0, 3).map(Number).map(x => x / 255)
      .map(x => x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };
  const bg = el => { for (let e = el; e; e = e.parentElement) {
      const c = getComputedStyle(e).backgroundColor, a = c.match(/[\\d.]+/g);
      if (a && (a.length < 4 || Number(a[3]) > 0.5)) return c; } return 'rgb(255, 255, 255)'; };
  let low = 99;
  for (const el of document.querySelectorAll('#grounds .ground-target, #grounds .ground-name')) {
    const a = lum(getComputedStyle(el).color), b = lum(bg(el));
    low = Math.min(low, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
  }
  return low;
}"""

#: the log's newest entry never lists a reckoning step the panel has not shown: its lines are the
#: play and the steps up to the one shown ("step 3 of 10")
LOG_BEHIND_PANEL = """() => {
  const m = document.querySelector('#reckoning h2 small').textContent.match(/(\\d+)\\D+(\\d+)/);
  const li = document.querySelector('#log > li');
  const lines = li ? li.innerHTML.split('<br>').length : 0;
  return {step: Number(m[1]), lines};
}"""

#: scroll ``sel`` to the middle of its scrolling area when something covers it or its area clips
#: it (while in the window, so that ``tap`` would not scroll it); true when it had to
UNCOVER = """sel => {
  const el = document.querySelector(sel); if (!el) return false;
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  const hit = document.elementFromPoint(x, y);
  if (hit && (hit === el || el.contains(hit))) return false;
  el.scrollIntoView({block: 'center', behavior: 'instant'});
  return true;
}"""


#: how the table fits the screen once a ground is chosen: the page's overflow below the screen, and
#: whether the decision is on screen at once: the prompt, the chosen ground (wholly in the window,
#: its button drawn on top), the hand and Confirm (each drawn on top at its centre: nothing covers
#: it and no scrolling area clips it)
FITS = """() => {
  const inside = s => { const r = document.querySelector(s).getBoundingClientRect();
    return r.top >= -1 && r.bottom <= innerHeight + 1; };
  const drawn = s => { const el = document.querySelector(s); if (!el) return false;
    const r = el.getBoundingClientRect();
    if (!r.height || r.top < -1 || r.bottom > innerHeight + 1) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 12));
    return !!hit && (hit === el || el.contains(hit)); };
  return {over: document.documentElement.scrollHeight - innerHeight,
          both: inside('.ground.chosen') && drawn('.ground.chosen [data-ground]') && drawn('#status')
                && drawn('#hand [data-card][aria-pressed="true"]') && drawn('[data-action="confirm"]')};
}"""

#: the party choice on screen at once: the prompt, every card of the reserve and Confirm party
PARTY_FITS = """() => {
  const drawn = el => { const r = el.getBoundingClientRect();
    if (!r.height || r.top < -1 || r.bottom > innerHeight + 1) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit)); };
  return [document.querySelector('#status'), document.querySelector('[data-action="confirm-party"]'),
          ...document.querySelectorAll('#choose-cards [data-pick]')].every(drawn);
}"""


def uncover(page, selector: str) -> None:
    """Bring ``selector`` out from under what covers it (or out of its area's clipped part): a
    scroll the person would make, so the next tap counts as one that needed a scroll (``TAPS``)."""
    if page.evaluate(UNCOVER, selector):
        TAPS["scrolled"] += 1
        SCROLLED[:] = (SCROLLED + [selector + " (uncovered)"])[-10:]


def press(page, selector: str, has_class: str = "") -> None:
    """Tap ``selector`` as a person would (:func:`e2e.driver.tap`), first scrolled out from under
    whatever covers it (counted as a tap that needed a scroll)."""
    uncover(page, selector)
    tap(page, selector, has_class=has_class)


def note(checks: Optional[dict], key: str, value: float) -> None:
    """Keep the lowest ``value`` seen under ``key``."""
    if checks is not None:
        checks[key] = min(checks.get(key, 99.0), value)


def saved_state(page):
    """The engine state of the saved record."""
    return mt.from_record(saved_record(page))


def start(page, names, seed: int, seats=None) -> None:
    """Fill the new-game form (it must be open) and start."""
    start_game(page, names, seed, seats=seats)


def privacy_up(page) -> bool:
    """True when the privacy screen shows (and then no secret card is in the DOM: checked)."""
    return privacy_shows(page, SECRET)


def step(page, rng: random.Random, checks: Optional[dict] = None) -> bool:
    """Make the next person's decision by clicks (or reveal / continue); False once over."""
    seen = probe(page, SECRET)
    if seen["reckoning"] and checks is not None:
        at = page.evaluate(f"() => ({{...({LOG_BEHIND_PANEL})(), contrast: ({LABEL_CONTRAST})()}})")
        assert at["lines"] <= 1 + at["step"], f"the log is ahead of the reckoning's panel: {at}"
        note(checks, "contrast", at["contrast"])
    done = not_a_person(page, seen, "reckoning", checks)
    if done is not None:
        return done
    state = followed_state(page, mt)
    seat = mt.to_act(state)
    assert seen["current"] == str(seat)
    legal = mt.legal_moves(state)
    phase = mt.to_dict(state)["phase"]
    before = seen["moves"]
    if phase == "select":
        if rng.random() < 0.5:
            press(page, '[data-action="suggest"]')
        else:  # choose card by card
            reserve = dict(mt.to_dict(state)["players"][seat]["reserve"])
            for _ in range(party_needed(state)):
                card = rng.choice(sorted(c for c, n in reserve.items() if n))
                reserve[card] -= 1
                press(page, f'[data-pick="{card}"][aria-pressed="false"]')
        if checks is not None:
            checks["party_apart"] = checks.get("party_apart", 0) + (not page.evaluate(PARTY_FITS))
        press(page, '[data-action="confirm-party"]')
    else:
        move = rng.choice(legal)
        if move["type"] == "pass":
            press(page, '[data-action="pass"]')
        else:
            press(page, f'#hand [data-card="{move["card"]}"]')
            press(page, f'[data-ground="{move["ground"]}"]', has_class="legal")
            if checks is not None:  # the chosen ground, the other legal ones and the rest: all states
                fits = page.evaluate(f"() => ({{...({FITS})(), contrast: ({LABEL_CONTRAST})()}})")
                note(checks, "contrast", fits["contrast"])
                checks["over"] = max(checks.get("over", 0), fits["over"])
                checks["apart"] = checks.get("apart", 0) + (not fits["both"])
            press(page, '[data-action="confirm"]')
    saved_move(page, before)
    return True


def play_to_end(page, rng: random.Random, limit: int = 5000) -> dict:
    """Play until the game is over; returns counts of reveals and reckoning steps seen."""
    checks: dict = {}
    for _ in range(limit):
        if not step(page, rng, checks):
            return checks
    raise AssertionError("the game did not end")


class ManitouPage(GamePage):
    """Manitou's page: the privacy screen between people, decisions by clicks."""

    PAGE = PAGE
    KEY = KEY
    SECRET = SECRET
    GAME = mt

    def step(self, rng: random.Random, checks: Optional[dict] = None) -> bool:
        """Make the next decision by clicks (or reveal / continue); False once the game is over."""
        return step(self.page, rng, checks)

    def play_to_end(self, rng: random.Random) -> dict:
        """Play until the game is over; returns the counts :func:`play_to_end` makes."""
        return play_to_end(self.page, rng)
