"""Manitou's table on the fake browser (issue 28): cards drawn as cards, the last play marked and
gliding in once, the reckoning drawn on the table step by step with the log never ahead of it, a
bot's reckoning going on by itself, one log line per party, Warriors and Scores as dialogs, the
"you" label on the person at the device, and the focus after each choice."""

from __future__ import annotations

import json
import random
import re

from engine import manitou as mt
from tests.page_harness import Harness, open_game, run_bots
from ui.manitou import cards_svg, sessions, table, view

NAMES = ["Ann", "Ben"]


def before_reckoning(seed: int = 5, kinds=None) -> tuple:
    """A record (2 people) whose next move ends hunt 1, and that move."""
    rng = random.Random(seed)
    s = sessions.new(list(NAMES), seed, None, kinds)
    while True:
        legal = mt.legal_moves(s.state)
        move = rng.choice(legal)
        if mt.reckoning_events(s.state, move):
            return s.record(), move
        s.play(move)


def in_play(seed: int = 5) -> dict:
    """A record (2 people) at the first play of hunt 1."""
    s = sessions.new(list(NAMES), seed)
    while mt.to_dict(s.state)["phase"] == "select":
        s.play(mt.legal_moves(s.state)[0])
    return s.record()


def opened(rec: dict) -> Harness:
    h = open_game("manitou", storage={"manitou/current": json.dumps(rec)})
    if h.shown("[data-privacy]"):
        h.reveal()
    return h


def play_by_clicks(h: Harness, move: dict) -> None:
    if move["type"] == "pass":
        h.click('[data-action="pass"]')
        return
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.click(f'[data-ground="{move["ground"]}"]')
    h.click('[data-action="confirm"]')


# ---- the cards ---------------------------------------------------------------------------------------
def test_every_card_is_drawn_as_a_card_with_its_value_large_and_its_tribe_pattern():
    sizes = {int(v) for v in re.findall(r'font-size="(\d+)"', cards_svg.hunter_svg(7, "red"))}
    assert max(sizes) >= 26  # 26/84 of a 36 px wide card (50 px high) is over 14 px
    assert ">7</text>" in cards_svg.hunter_svg(7, "red")
    assert ">12</text>" in cards_svg.buffalo_svg(12) and "−10" in cards_svg.thief_svg()
    emblems = {w: cards_svg.warrior_svg(w, w, "blue") for w in cards_svg.RANKS}
    assert len(set(emblems.values())) == 5
    for rank, w in enumerate(cards_svg.RANKS, 1):
        assert f">{rank}</text>" in emblems[w] and f">{w}</text>" in emblems[w]
    # a pattern per tribe: the bands differ in shape, not only in colour
    shapes = {re.sub(r"#[0-9a-f]{6}", "", cards_svg.back_svg(t)) for t in cards_svg.PATTERNS}
    assert len(shapes) == len(cards_svg.PATTERNS)
    face = view.card_face("medicine-man", up=False, tribe="green")
    assert 'role="img"' in face and 'aria-label="a medicine man (face down: defeated)"' in face
    assert "id=" not in "".join(emblems.values())  # no ids: any number of cards on one page


def test_the_rows_put_the_viewer_nearest_the_hand_and_show_card_backs_for_the_others():
    assert table.seat_order(4, 1) == [2, 3, 0, 1]
    s = sessions.new(["Ann", "Ben", "Cy"], 3)
    while mt.to_dict(s.state)["phase"] == "select":
        s.play(mt.legal_moves(s.state)[0])
    o = mt.observe(s.state, 0)
    html = table.players_html(o, s.colors, 0, s.kinds, 1, 0)
    assert html.count('class="backs"') == 2 + 3  # two others' hands, three draw piles
    assert 'aria-label="3 cards in hand"' in html


# ---- motion and the reckoning -----------------------------------------------------------------------------
def test_the_last_play_is_marked_and_flies_in_once():
    h = opened(in_play())
    h.page.view.dom.box = lambda node: (float(id(node) % 700), 10.0, 30.0, 40.0)  # a layout for the fake page
    legal = [m for m in mt.legal_moves(h.session.state) if m["type"] == "play"]
    play_by_clicks(h, legal[0])
    if h.shown("[data-privacy]"):
        h.reveal()
    last = h.qa("#grounds .mcard.last")
    assert len(last) == 1 and last[0].getAttribute("data-shown") == legal[0]["card"]
    flown = h.page.view.motion.flown   # the card itself flies from the hand to where it lies
    assert [f.flight.what for f in flown] == [f"card:{legal[0]['card']}"] and flown[0].moved
    assert flown[0].flight.target[0] == "#grounds [data-last-move]"
    copies = h.qa(".motion-layer [data-shown]")
    assert len(copies) == 1 and not h.qa(".motion-layer [data-last-move]")
    h.click("#hand [data-card]")  # a repaint of the grounds: still marked, nothing flies again
    last = h.qa("#grounds .mcard.last")
    assert len(last) == 1 and len(h.qa(".motion-layer [data-shown]")) == 1


def test_the_reckoning_is_drawn_on_the_table_and_the_log_never_runs_ahead_of_it():
    rec, move = before_reckoning()
    h = opened(rec)
    play_by_clicks(h, move)
    r = h.page.view.reckoning.walk
    assert r is not None and h.shown("#reckoning")
    seen_taken = seen_captured = False
    while h.shown("#reckoning"):
        log = h.text("#log")
        for k, line in enumerate(r.lines):
            if k <= r.step:
                assert line.split(":")[0] in log
        later = [line for line in r.lines[r.step + 1:] if line not in r.lines[: r.step + 1]]
        assert not any(line in log for line in later), "the log lists a step the panel has not shown"
        seen_taken |= bool(h.qa("#grounds .buffalo.won"))
        seen_captured |= bool(h.qa("#grounds .mcard.captured"))
        h.click('#reckoning [data-action="continue"]')
    assert seen_taken and seen_captured
    assert all(line.split(":")[0] in h.text("#log") for line in r.lines)


def bots_reckoning(delay: float) -> tuple:
    """A page of two bots, paused, showing the reckoning of hunt 1 the second bot just ended."""
    rec, move = before_reckoning(kinds=["bot:easy", "bot:easy"])
    h = open_game("manitou", storage={"manitou/current": json.dumps(rec)})
    h.page.bots.set_paused(True)
    h.page.bots.delay = delay
    h.page.session.play(move)
    h.page.moved()
    h.page.refresh()
    return h, h.page.view.reckoning.walk


def test_a_bots_reckoning_goes_on_by_itself_at_the_bots_speed():
    h, r = bots_reckoning(0.5)
    assert r is not None and r.step == 0 and r.by_bot
    h.timers(600)
    assert h.page.view.reckoning.walk is r and r.step == 0  # paused bots: it waits too
    h.click('[data-action="pause"]')              # the bots go on: so does their reckoning
    assert not h.page.bots.paused
    h.timers(600)
    assert r.step == 1
    for _ in range(r.total + 2):
        h.timers(600)
    assert h.page.view.reckoning.walk is None


def test_a_demo_of_bots_only_waits_for_its_reckoning_and_the_log_never_runs_ahead():
    h, r = bots_reckoning(0.3)
    assert r is not None and r.by_bot
    cursor = h.page.session.cursor
    h.click('[data-action="pause"]')  # the demo goes on
    assert "at the bots' pace" in h.text("#status")
    steps = set()
    for _ in range(12 * r.total):
        if h.page.view.reckoning.walk is None:
            break
        steps.add(r.step)
        assert h.page.bots.held() and h.page.bots.task is None, "the bots would move under the reckoning"
        log = h.text("#log")
        later = [line for line in r.lines[r.step + 1:] if line not in r.lines[: r.step + 1]]
        assert not any(line in log for line in later), "the log lists a step the panel has not shown"
        h.timers(100)
    assert h.page.view.reckoning.walk is None and steps == set(range(r.total))
    assert h.page.session.cursor == cursor and run_bots(h, moves=3) == 3  # and then the bots play on

# ---- the log, dialogs, labels, focus ------------------------------------------------------------------
def test_the_log_says_one_line_per_party():
    h = open_game("manitou")
    h.start_game(NAMES, seed=31)
    h.reveal()
    h.click('[data-action="suggest"]')
    h.click('[data-action="confirm-party"]')
    entries = [e for e in h.qa("#log .turn-moves > li")]
    assert len(entries) == 1
    seat = h.session.seats[0]
    assert entries[0].textContent.startswith(f"{NAMES[seat]} chose their party (")
    assert "chooses a card" not in h.text("#log")


def test_warriors_and_scores_open_as_dialogs_over_the_table():
    h = open_game("manitou")
    h.start_game(NAMES, seed=31)
    h.reveal()
    for action in ("warriors", "scores"):
        box = h.el(f"#{action}-card")
        assert box.tagName.lower() == "dialog" and not box.open
        h.click(f'[data-action="{action}"]')
        assert box.open
        box.open = False
    assert "Chief" in h.text("#warriors")


def test_you_labels_the_person_at_the_device_never_a_bot_in_a_replay():
    rng = random.Random(2)
    s = sessions.new(list(NAMES), 2, None, ["human", "bot:easy"])
    while mt.to_act(s.state) is not None:
        s.play(rng.choice(mt.legal_moves(s.state)))
    h = open_game("manitou", storage={"manitou/current": json.dumps(s.record())})
    h.click('[data-action="replay"]')
    for _ in range(30):
        h.click('[data-action="replay-forward"]')
        you = [e.getAttribute("data-player") for e in h.qa("#players .player") if "you" in e.textContent]
        assert you in ([], ["0"])
        if h.session.actor(h.session.cursor) == 1 and h.shown("#hand-card"):
            assert h.text("#hand-whose") == "Ben's hand"


def test_the_focus_goes_to_the_next_control_after_each_choice():
    h = opened(in_play())
    h.click("#hand [data-card]")
    assert h.doc.activeElement.getAttribute("data-ground") is not None
    h.click(".ground.legal [data-ground]")
    assert h.doc.activeElement is h.el('[data-action="confirm"]')
    h.click('[data-action="confirm"]')
    assert h.doc.activeElement.tagName.lower() != "body"


# ---- the rules page's pictures ---------------------------------------------------------------------
def test_the_rules_pages_pictures_are_drawn_by_the_games_card_module():
    from ui.manitou import pictures

    for name, text in pictures.FILES.items():
        assert (pictures.HERE / name).read_text(encoding="utf-8") == text, name  # see ui.manitou.pictures
    page = (pictures.HERE.parent.parent / "manitou-rules.html").read_text(encoding="utf-8")
    assert all(f"<!-- include: ui/manitou/{name} -->" in page for name in pictures.FILES)
    assert cards_svg.warrior_svg("scout", "", "red") in pictures.FILES["pic-cards.html"]


def test_the_seats_count_herds_and_hide_thieves_as_the_reckoning_stands():
    rec, move = before_reckoning()
    h = opened(rec)
    play_by_clicks(h, move)
    r = h.page.view.reckoning.walk
    before = mt.scores(h.session.states[h.session.cursor - 1])
    thief = next(k for k, e in enumerate(r.events) if e["type"] == "hide-thief")
    assert table.tally(before, r.events, thief - 1) == [(sum(sc["buffalo"]), sc["hide_thieves"], False)
                                                        for sc in before]
    takers = r.events[thief]["takers"]
    assert all(table.tally(before, r.events, thief)[p][1:] == (before[p]["hide_thieves"] + 1, True)
               for p in takers)
    assert not h.qa("#players .thief")  # nobody has a hide thief before the step hands it out
    while r.step < thief:
        h.click('#reckoning [data-action="continue"]')
    assert len(h.qa("#players .thief")) == len(takers)
