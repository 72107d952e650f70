"""The browser tests' one rerun is kept for Chromium page crashes (e2e/conftest.py): any other
failure, or a pass, is never run again."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Optional

from e2e.conftest import RERUN, RERUN_NOTE, crashed, pytest_runtest_logreport


def report(failed: bool, text: Optional[str]) -> SimpleNamespace:
    """A stand-in for pytest's TestReport: ``failed`` and ``longrepr``."""
    return SimpleNamespace(failed=failed, longrepr=text)


def test_only_a_failed_report_that_names_a_page_crash_counts():
    assert crashed(report(True, "playwright._impl._errors.Error: Page.wait_for_selector: Target crashed"))
    assert crashed(report(True, "Error: Page crashed"))
    assert not crashed(report(True, "AssertionError: assert 'Ann' in 'Ben'"))
    assert not crashed(report(True, "TimeoutError: Page.wait_for_selector: Timeout 15000ms exceeded"))
    assert not crashed(report(False, "Target crashed"))  # a pass that merely printed the words
    assert not crashed(report(True, None))


def test_a_rerun_is_named_once_in_the_summary_from_its_reports():
    """The note travels on the reports (so xdist's main process sees it): one line per test."""
    before = len(RERUN)
    note = [(RERUN_NOTE, "Error: Page crashed")]
    for when in ("setup", "call", "teardown"):
        pytest_runtest_logreport(SimpleNamespace(when=when, nodeid="e2e/a.py::t", user_properties=note))
    pytest_runtest_logreport(SimpleNamespace(when="setup", nodeid="e2e/b.py::t", user_properties=[]))
    try:
        assert RERUN[before:] == [("e2e/a.py::t", "Error: Page crashed")]
    finally:
        del RERUN[before:]
