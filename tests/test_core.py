"""engine.core: names, colours and seeds from untrusted input; safe messages; the registry."""

import pytest

from engine.core import players, registry
from engine.core.untrusted import brief


@pytest.mark.parametrize("raw, clean", [
    ("  Ann  ", "Ann"),
    ("Ann\u200b", "Ann"),                 # zero-width space
    ("\u202eAnn", "Ann"),                 # right-to-left override
    ("A\u0301nn", "\u00c1nn"),            # NFC
    ("Ann\tBen\nCy", "Ann Ben Cy"),       # controls and whitespace collapse
    ("Ann\u00a0\u2028Lee", "Ann Lee"),    # no-break space, line separator
])
def test_normalize_name(raw, clean):
    assert players.normalize_name(raw) == clean


def test_names_that_look_the_same_are_the_same_name():
    with pytest.raises(ValueError, match="same name"):
        players.check_names(["Ann", "Ann\u200b", "Cy"], 3, 4, "Wind River")
    with pytest.raises(ValueError, match="same name"):
        players.check_names(["ann", "ANN", "Cy"], 3, 4, "Wind River")
    assert players.check_names([" Ann ", "Ben", "Cy"], 3, 4, "Wind River") == ["Ann", "Ben", "Cy"]


@pytest.mark.parametrize("names", [["", "B", "C"], ["\u200b", "B", "C"], ["A" * 25, "B", "C"],
                                   ["A", "B"], "ABC", ["A", "B", 3], ["A" * 10_000, "B", "C"]])
def test_bad_names(names):
    with pytest.raises(ValueError):
        players.check_names(names, 3, 4, "Wind River")


@pytest.mark.parametrize("colors", [["red", "red", "blue"], ["red", "blue"], ["red", "blue", "#f00"],
                                    ['"><img src=x onerror=alert(1)>', "blue", "red"],
                                    ["url(http://x)", "blue", "red"], ["red", "blue", 3]])
def test_colors_come_from_the_palette(colors):
    with pytest.raises(ValueError):
        players.check_colors(colors, 3)


def test_default_colors_and_palette():
    assert players.check_colors(None, 4) == ["red", "blue", "green", "yellow"]
    assert players.check_colors(["purple", "black", "red"], 3) == ["purple", "black", "red"]


@pytest.mark.parametrize("seed", [-1, 2**63, 10**4000, True, 1.0, "1", None])
def test_bad_seeds(seed):
    with pytest.raises(ValueError):
        players.check_seed(seed)


def test_seed_bounds_accepted():
    assert players.check_seed(0) == 0 and players.check_seed(2**63 - 1) == 2**63 - 1


def test_brief_never_fails_and_stays_short():
    deep: list = []
    for _ in range(10_000):
        deep = [deep]
    for value in (10**5000, deep, {"k" * 1000: "v" * 1000}, object(), "x" * 10**6):
        text = brief(value)
        assert 0 < len(text) <= 80


def test_registry_lists_wind_river():
    assert "wind-river" in registry.game_ids()
    assert registry.info("wind-river").record_format == "wind-river-record/1"
    with pytest.raises(KeyError):
        registry.load("chess")
