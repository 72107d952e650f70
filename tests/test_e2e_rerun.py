"""The browser tests' one rerun is kept for Chromium page crashes (e2e/conftest.py): any other
failure, or a pass, is never run again."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Optional

from e2e.conftest import crashed


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
