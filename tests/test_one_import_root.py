"""The tests import through one root, ``tests.``: tests/ is not on ``sys.path``, and no file is
loaded as two modules (tests/one_root.py; tests/conftest.py checks the whole run at its end)."""

from __future__ import annotations

import importlib.util
import sys

from tests import fakedom, one_root, page_harness


def test_tests_folder_is_not_an_import_root():
    for name in ("fakedom", "page_harness", "move_choice", "positions"):
        assert importlib.util.find_spec(name) is None, f"`import {name}` would load a second copy"


def test_the_harness_and_the_tests_share_one_fake_browser():
    assert page_harness.fakedom is fakedom and page_harness.FakeWindow is fakedom.FakeWindow
    assert sys.modules["tests.fakedom"] is fakedom


def test_no_file_is_loaded_twice_so_far():
    assert one_root.second_copies() == []
    assert one_root.outside_the_root() == []


def test_a_second_copy_is_found():
    spec = importlib.util.spec_from_file_location("fakedom", fakedom.__file__)
    assert spec is not None and spec.loader is not None
    copy = importlib.util.module_from_spec(spec)
    sys.modules["fakedom"] = copy
    try:
        spec.loader.exec_module(copy)
        assert copy.FakeStorage is not fakedom.FakeStorage  # what a second copy does
        assert one_root.second_copies() == [("tests/fakedom.py", ["fakedom", "tests.fakedom"])]
        assert one_root.outside_the_root() == ["fakedom"]
    finally:
        del sys.modules["fakedom"]
    assert one_root.second_copies() == []
