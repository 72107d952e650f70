"""engine.bots.flat.FlatSearch: the world/candidate/rollout loop shared by the hidden-information
games' hard levels, checked on a toy game whose answer is known."""

from __future__ import annotations

import random
from typing import Any, List

from engine.bots.flat import FlatSearch


class Toy(FlatSearch):
    """Candidates are numbers; a world is a random offset 0-9; a rollout counts ``steps`` moves
    and is worth ``-(candidate - offset) ** 2`` (so the best candidate is the mean offset)."""

    def __init__(self, keys: List[Any], seed: int, cap: int, steps: int = 2) -> None:
        super().__init__(keys, random.Random(seed), cap, fallback="none yet")
        self.steps = steps
        self.log: List[Any] = []

    def sample_world(self) -> int:
        offset = self.rng.randrange(10)
        self.log.append(("world", offset))
        return offset

    def begin(self, world: int, candidate: int) -> List[int]:
        self.log.append(("begin", candidate))
        return [world, candidate, 0]

    def rollout_step(self, s: List[int]) -> bool:
        if s[2] < self.steps:
            s[2] += 1
            return True
        return False

    def judge(self, s: List[int]) -> float:
        return -float((s[1] - s[0]) ** 2)


class Even(Toy):
    """Every rollout is worth 1: all candidates tie."""

    def judge(self, s: List[Any]) -> float:
        return 1.0


def test_every_candidate_is_played_out_on_the_same_world_in_order() -> None:
    search = Toy([1, 5, 8], seed=3, cap=6)
    assert search.advance(float("inf")) is True
    kinds = [entry[0] for entry in search.log]
    assert kinds == ["world", "begin", "begin", "begin"] * 2
    assert [e[1] for e in search.log if e[0] == "begin"] == [1, 5, 8, 1, 5, 8]
    # units: a world, then per candidate a begin, 2 moves and the judging unit
    assert search.units == 2 * (1 + 3 * 4)
    assert search.iterations == 6 and search.worlds_done == 2


def test_result_is_the_best_mean_and_the_earlier_on_ties() -> None:
    search = Toy([0, 9, 4, 5], seed=1, cap=400)
    assert search.result() == "none yet"
    search.advance(float("inf"))
    offsets = [o for kind, o in search.log if kind == "world"]
    totals = [sum(-(k - o) ** 2 for o in offsets) for k in (0, 9, 4, 5)]
    assert search.totals == [float(t) for t in totals]
    best = max(range(4), key=lambda i: (totals[i], -i))
    assert search.result() == [0, 9, 4, 5][best]
    tie = Even(["first", "second"], seed=5, cap=10)
    tie.advance(float("inf"))
    assert tie.totals == [5.0, 5.0] and tie.result() == "first"


def test_a_past_deadline_stops_after_one_unit_and_the_search_resumes() -> None:
    search = Toy([1, 2], seed=7, cap=4)
    assert search.advance(0.0) is False and search.units == 1
    while not search.advance(0.0):
        pass
    assert search.iterations == 4 and search.worlds_done == 2
    whole = Toy([1, 2], seed=7, cap=4)
    whole.advance(float("inf"))
    assert whole.totals == search.totals and whole.units == search.units


def test_the_games_hard_searches_are_flat_searches() -> None:
    from engine.manitou.bots.search import Search as ManitouSearch
    from engine.white_buffalo.bots.search import Search as WhiteBuffaloSearch

    assert issubclass(ManitouSearch, FlatSearch) and issubclass(WhiteBuffaloSearch, FlatSearch)
