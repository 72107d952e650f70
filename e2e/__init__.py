"""End-to-end tests of the page (pytest + Playwright + Debian Chromium)."""
