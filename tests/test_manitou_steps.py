"""Manitou's seats during a reckoning change only when the table does (issue 49: "the player
panels jump ahead during a reckoning"): ``engine.manitou.at_reckoning`` gives the position as the
reckoning finds it, ``engine.manitou.steps.view_after`` the seats part way through it; on the page
the seat panels follow the step shown, and the status names the button's own word."""

from __future__ import annotations

from engine import manitou as mt
from engine.manitou.playout import random_game
from engine.manitou.steps import NEXT_HUNT, view_after
from tests.test_page_manitou import before_a_reckoning, with_record

FIELDS = ("reserve", "hand", "pile", "played", "buffalo", "hide_thieves", "prisoners")


def reckonings(seeds=range(12)):
    """(state, move) for every move that ends a hunt's play in some random games."""
    for seed in seeds:
        n = 2 + seed % 3
        _, moves = random_game(n, seed)
        s = mt.new_game(n, seed=seed)
        for m in moves:
            if mt.reckoning_events(s, m):
                yield s, m
            s = mt.apply(s, m)


def test_at_reckoning_is_the_table_the_reckoning_finds_and_none_for_other_moves():
    seen = 0
    for s, m in reckonings():
        at = mt.at_reckoning(s, m)
        ev = mt.reckoning_events(s, m)
        assert at is not None and mt.observe(at, None)["grounds"] == ev[0]["grounds"]
        assert mt.observe(s, None)["players"] != mt.observe(at, None)["players"]  # the last card laid
        seen += 1
    assert seen >= 20
    _, moves = random_game(2, 3)
    assert mt.at_reckoning(mt.new_game(2, seed=3), moves[0]) is None


def test_the_seats_after_the_reckonings_steps_are_the_seats_after_the_move():
    checked = 0
    for s, m in reckonings():
        ev = mt.reckoning_events(s, m)
        types = [e["type"] for e in ev]
        nxt = next(i for i, t in enumerate(types) if t in NEXT_HUNT)
        if nxt + 1 < len(ev):
            continue  # something plays itself in the next hunt (a whole reserve): not comparable
        at, after = mt.at_reckoning(s, m), mt.apply(s, m)
        assert at is not None
        for seat in [None, *range(len(after.names))]:
            o = view_after(mt.observe(at, seat), ev, nxt)
            want = mt.observe(after, seat)
            for p, pl in enumerate(want["players"]):
                assert {f: o["players"][p][f] for f in FIELDS} == {f: pl[f] for f in FIELDS}
            checked += 1
        first = view_after(mt.observe(at, None), ev, 1)  # the reckoning's own step changes nothing
        assert first == mt.observe(at, None)
    assert checked >= 20


def stats(h, seat):
    """A seat panel's numbers: (in reserve, played, in herds)."""
    items = h.qa(f'#players [data-player="{seat}"] .stat b')
    return tuple(int(b.textContent) for b in items)


def test_the_seat_panels_follow_the_reckonings_steps_and_the_status_says_the_buttons_word():
    rec, move, _seat = before_a_reckoning()
    h = with_record(rec)
    h.reveal()
    state = mt.from_record(rec)
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.click(f'[data-ground="{move["ground"]}"]')
    h.click('[data-action="confirm"]')
    ev = mt.reckoning_events(state, move)
    at = mt.at_reckoning(state, move)
    assert at is not None
    after = mt.apply(state, move)
    viewer = h.page.snapshot().seen_by
    k = 0
    while h.shown("#reckoning"):
        step = h.page.view.reckoning.walk.step
        assert step == k
        nxt = any(e["type"] in NEXT_HUNT for e in ev[: step + 1])
        want = mt.observe(after, viewer) if nxt else view_after(mt.observe(at, viewer), ev, step + 1)
        for p, pl in enumerate(want["players"]):
            reserve = pl["reserve"] if isinstance(pl["reserve"], int) else sum(pl["reserve"].values())
            assert stats(h, p) == (reserve, pl["played"], sum(pl["buffalo"])), (step, ev[step]["type"])
        # nobody is "to play" while the old hunt is reckoned; the next hunt's chooser once it is laid out
        assert bool(h.qa("#players .to-play")) == nxt
        button = h.text('#reckoning [data-action="continue"]')
        assert ("“Back to the game”" in h.status()) == (button == "Back to the game")
        h.click('#reckoning [data-action="continue"]')
        k += 1
    assert k == len(ev)
    played_at = mt.observe(at, viewer)["players"]
    assert any(p["played"] for p in played_at)  # the old hunt's plays were shown, then reset


def test_the_panels_no_longer_jump_ahead_at_the_first_step():
    rec, move, _seat = before_a_reckoning()
    h = with_record(rec)
    h.reveal()
    h.click(f'#hand [data-card="{move["card"]}"]')
    h.click(f'[data-ground="{move["ground"]}"]')
    h.click('[data-action="confirm"]')
    after = mt.observe(h.session.state, None)
    shown = [stats(h, p)[1] for p in range(len(after["players"]))]
    assert all(p["played"] == 0 for p in after["players"])   # the state is the next hunt already,
    assert any(n > 0 for n in shown)                          # the panels still show the old one's plays
