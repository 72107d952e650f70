"""Adding a game is one registry line and the game's own folders (docs/adding-a-game.md).

The proof: Counters (tests/dummy_game/, a whole game of the contract in four small modules) is
registered for the length of a test and then passes every test of the conformance suite
(tests/test_conformance.py), and everything that lists the games (the translation domains,
pyscript.toml's modules, the home page, the golden playthroughs) picks it up without an edit.
"""

from __future__ import annotations

import inspect
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Dict, List

if __name__ == "__main__":  # allow `python3 tests/test_adding_a_game.py --regen`
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402

from engine.core import registry  # noqa: E402
from engine.core.contract import Game  # noqa: E402
from tests import test_conformance as conformance  # noqa: E402
from tests import test_golden as golden  # noqa: E402
from tests.dummy_game import INFO as COUNTERS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import home  # noqa: E402  (scripts/home.py)
import i18n as i18n_tool  # noqa: E402  (scripts/i18n.py)
import pyscript_toml  # noqa: E402  (scripts/pyscript_toml.py)

if TYPE_CHECKING:   # mypy checks Counters against the protocol, as registry.py the site's games
    import tests.dummy_game as counters_package

    _TYPED: Game[counters_package.State, counters_package.Event] = counters_package

GAME_ID, MODULE = COUNTERS.id, "tests.dummy_game"
#: Counters' golden digests for the conformance suite (its test_golden_digest)
DIGESTS = Path(__file__).resolve().parent / "dummy_game" / "conformance.json"
PLAYER_COUNTS = list(range(COUNTERS.min_players, COUNTERS.max_players + 1))


def suite() -> Dict[str, Callable[..., None]]:
    """Every test function of the conformance suite, by name."""
    return {name: f for name, f in vars(conformance).items()
            if name.startswith("test_") and inspect.isfunction(f)}


#: The signatures of the suite's tests: one game at one player count, or one game.
PER_GAME = (["game_id", "n"], ["game_id"])


def per_game(f: Callable[..., None]) -> bool:
    """Whether a suite test takes a game (and a player count): ``f(game_id, n)``, ``f(game_id)``."""
    return list(inspect.signature(f).parameters) in PER_GAME


# ---- the conformance suite, run with Counters ------------------------------------------------

def test_every_conformance_test_takes_a_game():
    """So the test below runs the whole suite with Counters, leaving none out."""
    tests = suite()
    assert len(tests) >= 5
    assert [name for name, f in tests.items() if not per_game(f)] == []


@pytest.mark.parametrize("n", PLAYER_COUNTS, ids=[f"{n}p" for n in PLAYER_COUNTS])
@pytest.mark.parametrize("name", sorted(suite()))
def test_counters_passes_the_conformance_suite(counters, monkeypatch, name, n):
    assert (GAME_ID, n) in conformance.cases(), "the suite's own cases include a registered game"
    monkeypatch.setattr(conformance, "DIGESTS", DIGESTS)  # Counters' digests live beside it
    test = suite()[name]
    if list(inspect.signature(test).parameters) == ["game_id"]:
        test(GAME_ID)
    else:
        test(GAME_ID, n)


def test_the_suite_fails_a_broken_game(counters, monkeypatch):
    """The run above checks something: Counters with a lossy to_dict fails the suite."""
    lossy = counters.to_dict
    monkeypatch.setattr(counters, "to_dict", lambda s: {k: v for k, v in lossy(s).items() if k != "turn"})
    with pytest.raises(Exception, match="turn"):
        conformance.test_random_play_to_the_end(GAME_ID, 2)


def test_counters_offers_every_member_of_the_game_protocol():
    """The whole contract, the newest hooks included (engine/core/contract.py's Game)."""
    import tests.dummy_game as counters

    members = {n for n in vars(Game) if not n.startswith("_")} | set(Game.__annotations__)
    assert {"play", "tell", "can_take_back", "why_illegal", "INFO"} <= members
    missing = [n for n in sorted(members) if not hasattr(counters, n)]
    assert missing == []
    assert all(callable(getattr(counters, n)) for n in members - {"INFO"})


def test_counters_play_tell_and_take_back(counters):
    """A take can be taken back, a roll (chance) cannot; tell reads the events, never replays."""
    s = counters.new_game(["Ann", "Ben"], seed=4)
    took = counters.play(s, {"type": "take", "count": 2})
    assert took.state == counters.apply(s, {"type": "take", "count": 2}) and took.state.pile == s.pile - 2
    assert counters.can_take_back(s, {"type": "take", "count": 2}, took.events)
    assert counters.tell(s, {"type": "take", "count": 2}, took.events) == ["Ann takes 2 counters."]
    rolled = counters.play(s, {"type": "roll"})
    assert not counters.can_take_back(s, {"type": "roll"}, rolled.events)
    value = rolled.events[0]["value"]
    assert counters.tell(s, {"type": "roll"}, rolled.events)[1].startswith(f"The die shows {value}:")
    assert counters.tell(s, {"type": "roll"}, []) == ["Ann rolls the die."]  # the events, not a replay
    assert counters.why_illegal(s, {"type": "take", "count": 1}) is None
    assert counters.why_illegal(s, {"type": "take", "count": 3}) == str(
        pytest.raises(counters.IllegalMove, counters.apply, s, {"type": "take", "count": 3}).value)


def test_counters_digests_are_stored_for_every_player_count():
    assert sorted(json.loads(DIGESTS.read_text())) == [f"{GAME_ID}/{n}p" for n in PLAYER_COUNTS]


# ---- the registry ----------------------------------------------------------------------------

def test_registered_adds_the_game_last_and_removes_it_again(counters):
    assert registry.game_ids()[-1] == GAME_ID and registry.load(GAME_ID) is counters
    assert registry.info(GAME_ID) == COUNTERS and registry.module_name(GAME_ID) == MODULE
    state = counters.new_game(2, seed=3)
    assert registry.game_for(state) is counters


def test_registered_removes_the_game_when_the_block_fails():
    before = registry.game_ids()
    with pytest.raises(RuntimeError), registry.registered(GAME_ID, MODULE):
        assert GAME_ID in registry.game_ids()
        raise RuntimeError("boom")
    assert registry.game_ids() == before
    with pytest.raises(KeyError):
        registry.load(GAME_ID)


def test_register_refuses_a_taken_or_malformed_id():
    before = registry.game_ids()
    for bad in ("wind-river", "Counters", "two words", "-x", "x-", "", "a/b", "counters.html", None):
        with pytest.raises(ValueError):
            registry.register(bad, MODULE)  # type: ignore[arg-type]
    assert registry.game_ids() == before
    with pytest.raises(KeyError):
        registry.unregister(GAME_ID)


def test_a_missing_module_is_unregistered_again():
    with pytest.raises(ModuleNotFoundError), registry.registered("no-such-game", "tests.no_such_game"):
        pass
    assert "no-such-game" not in registry.game_ids()


def test_package_name_follows_the_id():
    assert registry.package_name("wind-river") == "wind_river"
    assert registry.package_name("white-buffalo") == "white_buffalo"
    assert [registry.module_name(g) for g in registry.game_ids()] == [
        f"engine.{registry.package_name(g)}" for g in registry.game_ids()]


# ---- what is generated from the registry picks the game up -----------------------------------

def fake_game_folders(root: Path, game_id: str, page: bool) -> List[str]:
    """A site tree under ``root`` with one game's engine and ui packages (and its page)."""
    pkg = registry.package_name(game_id)
    made = ["engine/__init__.py", "engine/core/__init__.py", "engine/bots/__init__.py",
            "ui/__init__.py", "ui/shell/__init__.py", f"engine/{pkg}/__init__.py",
            f"engine/{pkg}/rules.py", f"engine/{pkg}/bots/__init__.py", f"ui/{pkg}/__init__.py",
            f"ui/{pkg}/main.py"]
    for rel in made:
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("")
    (root / "engine" / pkg / "__pycache__").mkdir()
    (root / "engine" / pkg / "__pycache__" / "rules.py").write_text("")
    (root / "ui" / pkg / "site.json").write_text("{}")
    if page:
        (root / f"{game_id}.html").write_text("")
    return sorted(made)


def test_pyscript_toml_lists_a_registered_game_with_a_page(counters, tmp_path):
    made = fake_game_folders(tmp_path, GAME_ID, page=True)
    assert pyscript_toml.modules(tmp_path) == made
    table = pyscript_toml.files_table(tmp_path)
    assert '"./engine/counters/rules.py" = "./engine/counters/rules.py"' in table
    assert '"./ui/counters/main.py" = "./ui/counters/main.py"' in table


def test_pyscript_toml_leaves_out_a_game_without_a_page(counters, tmp_path):
    fake_game_folders(tmp_path, GAME_ID, page=False)
    assert not any("counters" in m for m in pyscript_toml.modules(tmp_path))


def test_pyscript_toml_is_what_the_script_writes():
    text = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    assert pyscript_toml.render(text) == text, "run python3 scripts/pyscript_toml.py"


def test_pyscript_toml_render_keeps_the_hand_written_part():
    text = 'name = "x"\n\n[files]\n"./old.py" = "./old.py"\n'
    assert pyscript_toml.render(text).startswith('name = "x"\n\n[files]\n"./engine/__init__.py"')
    with pytest.raises(ValueError):
        pyscript_toml.render('name = "x"\n')


def test_the_translation_domains_include_a_registered_game(counters):
    assert {GAME_ID, f"{GAME_ID}-rules"} <= set(i18n_tool.domains())
    assert i18n_tool.games()["counters"] == GAME_ID
    assert i18n_tool.domain_of_python(ROOT / "engine" / "counters" / "rules.py") == GAME_ID
    assert i18n_tool.domain_of_python(ROOT / "ui" / "counters" / "page.py") == GAME_ID


def test_the_translation_domains_are_the_registered_games():
    ids = registry.game_ids()
    assert i18n_tool.domains() == ("site", *ids, *(f"{g}-rules" for g in ids))
    assert GAME_ID not in i18n_tool.domains()


def test_the_home_page_lists_a_registered_game_once_it_has_a_page(counters, tmp_path):
    fake_game_folders(tmp_path, GAME_ID, page=False)
    assert GAME_ID not in home.games_with_pages(tmp_path)
    (tmp_path / f"{GAME_ID}.html").write_text("")
    assert home.games_with_pages(tmp_path) == [GAME_ID]


def test_golden_playthroughs_expect_files_of_a_registered_game(counters):
    assert golden.first_cases(GAME_ID) == [(GAME_ID, n, 1) for n in PLAYER_COUNTS]
    assert not golden.narrated(counters)
    text = golden.render(GAME_ID, 3, 1)
    assert text.startswith("# Counters golden playthrough: random_game(3, 1), ")
    assert text == golden.render(GAME_ID, 3, 1) and "rolls the die." in text
    with pytest.raises(AssertionError):
        golden.test_every_registered_game_has_golden_files_and_none_is_stale()


def regenerate() -> None:
    """Write Counters' conformance digests (after an intended change of its rules)."""
    with registry.registered(GAME_ID, MODULE):
        DIGESTS.write_text(json.dumps({f"{GAME_ID}/{n}p": conformance.digest(GAME_ID, n)
                                       for n in PLAYER_COUNTS}, indent=1) + "\n")
    print(f"wrote {DIGESTS}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regen"]:
        sys.exit("usage: python3 tests/test_adding_a_game.py --regen")
    regenerate()
