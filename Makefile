# Buffalo games (Wind River, Manitou, White Buffalo) — setup, local server and tests.
# `make test` is the project's test command (also run by .ci/run).

PYTHON ?= python3
NPM    ?= npm
PORT   ?= 8000
# pytest-xdist workers for `make test` (each test file runs whole on one worker; JOBS=0: one process).
# Two, one per core; three were about 5 % faster (653-754 s against 678-827 s for a fresh clone)
# but a busier machine made a timing check fail once (docs/testing.md)
JOBS   ?= 2
# and for `make unit` (pure Python: one per core)
UNIT_WORKERS ?= 2
LINT_DIRS ?= engine ui scripts tests e2e bench conftest.py
# what mypy checks in --strict mode as well (no untyped definitions, no bare generics, no stray Any)
STRICT_DIRS ?= engine ui

.PHONY: setup site serve test-deps test unit lint

# npm ci only when package-lock.json changed since the last install
# (npm writes node_modules/.package-lock.json); vendoring is cheap and idempotent.
node_modules/.package-lock.json: package.json package-lock.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

setup: node_modules/.package-lock.json
	$(PYTHON) scripts/vendor.py

# _site/: exactly what is deployed (scripts/build_site.py; also used by the tests and the Pages workflow)
site: setup
	$(PYTHON) scripts/build_site.py

serve: site
	@echo "Serving the games (_site/) at http://127.0.0.1:$(PORT)/  (Ctrl-C to stop)"
	$(PYTHON) -m http.server $(PORT) --bind 127.0.0.1 --directory _site

test-deps:
	PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1 $(PYTHON) -m pip install -q -e '.[test]'
	@missing=""; \
	for pair in chromium:/usr/bin/chromium firefox-esr:/usr/bin/firefox-esr \
			webkit2gtk-driver:/usr/bin/WebKitWebDriver xvfb:/usr/bin/Xvfb xauth:/usr/bin/xauth; do \
		[ -x "$${pair#*:}" ] || missing="$$missing $${pair%%:*}"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing from Debian for the browser tests:$$missing"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi

# The edit-test loop: everything but the slow tests and the browser (< 60 s). Needs no `make setup`:
# a test that reads vendor/ or node_modules/ is marked slow. Two processes when pytest-xdist is
# there (`make test-deps` installs it), one otherwise.
# Compiled modules are kept under .pytest_cache/ (out of the source tree), even where the
# environment says not to write them (PYTHONDONTWRITEBYTECODE): else every xdist worker compiles
# every module, and rewrites every test's asserts, again on every run (about 7 s a worker).
PYCACHE = PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(CURDIR)/.pytest_cache/pycache
UNIT_JOBS = $(shell $(PYTHON) -c "import xdist" 2>/dev/null && echo "-n $(UNIT_WORKERS)")
unit:
	$(PYCACHE) $(PYTHON) -m pytest -q -m "not slow and not e2e" $(UNIT_JOBS) tests

# ruff (lint) and mypy over the engine, the page's Python, the tools, the tests and the benchmarks;
# mypy --strict over the engine.
lint:
	$(PYTHON) -m ruff check $(LINT_DIRS)
	$(PYTHON) -m mypy $(LINT_DIRS)
	$(PYTHON) -m mypy --strict $(STRICT_DIRS)

# no `make site` first: pytest builds the site once itself (conftest.py), from the current sources;
# the 15 slowest tests are listed at the end (where the minutes go)
test: setup test-deps lint
	$(PYCACHE) $(PYTHON) -m pytest -n $(JOBS) --dist loadfile --durations=15
