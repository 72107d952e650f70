"""The hunt preview's numbers (engine.white_buffalo.risk): exact on small bags, read from the
public view only, and in agreement with what the engine's hunts really do."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Dict

from engine.white_buffalo import apply, observe
from engine.white_buffalo.risk import hunt_risk, hunt_risk_exact, kill_values
from tests.white_buffalo.positions import at, bag, give, sim, state


def public(w, seat=None):
    return observe(state(w), seat)


def test_two_browns_and_a_red_pulled_two_at_a_time():
    w = sim(n=2, where="NE")
    bag(w, brown=2, red=1)
    r = hunt_risk_exact(public(w), 0, "NE", 2)
    assert r["pull"] == 2 and r["bag"] == 3
    assert r["red"] == Fraction(2, 3)                 # only {brown, brown} has no red: 1 of 3
    assert r["bison"] == Fraction(2, 3)               # 2 bison in that one case
    assert r["kill"] == 0 and r["kills"] == 0 and r["calf"] == 0


def test_grey_kills_by_the_death_rate_card_and_orange_kills_three():
    w = sim(n=2, where="NE")
    bag(w, grey=1, orange=1, brown=2)
    w.death = [5, 6, 6]                               # one grey spot revealed: value 1
    o = public(w)
    assert kill_values(o)["grey"] == 1 and kill_values(o)["orange"] == 3
    r = hunt_risk_exact(o, 0, "NE", 1)
    assert r["pull"] == 1
    assert r["kill"] == Fraction(1, 2) and r["kills"] == Fraction(1, 4) + Fraction(3, 4)
    assert r["bison"] == Fraction(1, 2)


def test_the_white_cube_and_the_cubes_lying_in_the_territory_count():
    w = sim(n=2, where="WY")
    bag(w, brown=1, white=1)
    w.tcubes[at("WY")] = [5]                          # a red lies in Wyoming: it joins the bag
    r = hunt_risk_exact(public(w), 0, "WY", 1)
    assert r["bag"] == 3 and r["calf"] == Fraction(1, 3) and r["red"] == Fraction(1, 3)
    other = hunt_risk_exact(public(w), 0, "NE", 1)    # not in Nebraska
    assert other["bag"] == 2 and other["red"] == 0


def test_a_low_bag_few_herds_and_a_full_tribe_card_bound_the_numbers():
    w = sim(n=2, where="NE")
    bag(w, brown=3)
    w.herds[at("NE")] = 2
    w.bison[0] = 5
    r = hunt_risk_exact(public(w), 0, "NE", 9)
    assert r["pull"] == 2 and r["bison"] == 1         # room for one bison only
    bag(w)
    assert hunt_risk_exact(public(w), 0, "NE", 3)["pull"] == 0


def test_it_reads_only_the_public_view():
    w = sim(n=3, where="KS")
    bag(w, brown=4, grey=2, red=1, white=1)
    w.death = [4, 6, 5]
    before = hunt_risk(public(w), 1, "KS", 3)
    # what nobody may see changes: the hands, the pile's order, the random generator
    give(w, 2, "red-hunter-2", "blue-horse-1")
    w.pile.reverse()
    w.rng = 12345
    assert hunt_risk(public(w), 1, "KS", 3) == before
    assert hunt_risk(public(w, 2), 1, "KS", 3) == before     # any seat's view gives the same
    keys = {"bag", "territory_cubes", "herds", "death_rate", "lost", "players"}
    bare = {k: v for k, v in public(w).items() if k in keys}
    bare["players"] = [{"bison": p["bison"]} for p in bare["players"]]
    assert hunt_risk(bare, 1, "KS", 3) == before


def test_the_engine_agrees_over_many_hunts():
    w = sim(n=2, where="NE")
    give(w, 0, "red-hunter-2")
    bag(w, brown=3, grey=2, red=1, white=1, orange=1)
    w.death = [5, 6, 6]
    w.bison[0] = 5
    want = hunt_risk(public(w), 0, "NE", 2)
    runs, seen = 1500, {"kill": 0, "calf": 0, "red": 0, "bison": 0, "kills": 0}
    for rng in range(runs):
        w.rng = rng * 7919 + 1
        s = apply(apply(state(w), {"type": "stack", "card": "red-hunter-2"}), {"type": "hunt"})
        events = list(s.events)
        while s.phase == 1:                        # a red waits for its place: the territory
            s = apply(s, {"type": "cube", "to": "territory"})
            events += s.events
        ev: Dict[str, Any] = {e["type"]: e for e in events}   # the last event of each type
        cubes = ev["hunt"]["cubes"]
        assert len(cubes) == want["pull"]
        killed = sum(len(e["herds"]) for e in events if e["type"] == "kill")
        seen["kill"] += killed > 0
        seen["kills"] += killed
        seen["calf"] += "white" in cubes
        seen["red"] += "red" in cubes
        seen["bison"] += ev["bison"]["gained"] if "bison" in ev else 0
    for key, total in seen.items():
        assert abs(total / runs - want[key]) < 0.05, (key, total / runs, want[key])
