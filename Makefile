# edgekit: the two commands are `make lab` and `make test` (see README.md).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8888

.PHONY: lab test bench present browser gallery notebooks lint clean site

# Create .venv and install edgekit with its dev, docs and dask extras (docs: `make site`; dask: simulations on a
# Dask cluster, whose test runs in `make test`); redone only when pyproject.toml changes.
# One line per stage, so the first run (the longest wait) says what it is doing.
$(STAMP): pyproject.toml
	@echo "Setting up $(VENV): only on the first run or after pyproject.toml changed (up to a minute)"
	@echo "  checking that $(PYTHON) is Python >= 3.11"
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "edgekit needs Python >= 3.11; set PYTHON=python3.11 or newer")'
	@test -x $(PY) || { echo "  creating the virtualenv $(VENV) ($(PYTHON) -m venv)"; $(PYTHON) -m venv $(VENV); }
	@echo "  installing uv (a fast installer) into $(VENV)"
	@$(PY) -m pip install -qq --disable-pip-version-check uv 2>/dev/null || true
	@if $(VENV)/bin/uv --version >/dev/null 2>&1; then \
	  echo "  installing edgekit and what it needs (JupyterLab, ipywidgets, sympy, matplotlib, OpenSpiel," \
	       "the test tools, Sphinx for the website, Dask) with uv"; \
	  $(VENV)/bin/uv pip install -q --python $(PY) --compile-bytecode -e '.[dev,docs,dask]'; \
	else \
	  echo "  installing edgekit and what it needs with pip (uv could not be installed: slower)"; \
	  $(PY) -m pip install -qq --disable-pip-version-check -e '.[dev,docs,dask]'; \
	fi
	@touch $(STAMP)
	@echo "  $(VENV) is ready"

# Pair notebooks/*.ipynb with their tracked jupytext sources notebooks/*.py (notebooks/jupytext.toml):
# generates missing files and takes whichever side was edited; when both were, it stops and says
# which command keeps which (scripts/sync_notebooks.py). Never `jupytext --sync`: it keeps the newer
# file, so an edit saved only to an .ipynb is lost once its .py is touched (git pull, checkout).
notebooks: $(STAMP)
	@echo "Pairing each notebooks/*.py with its .ipynb (scripts/sync_notebooks.py)"
	@$(PY) scripts/sync_notebooks.py

# JupyterLab with the repository's settings (jupyter_config/: each notebook listed once, by a name
# that shows past its number, the index opened first, no news pop-up). Jupyter makes the login token and prints the URL that carries it
# once the server is up; the quieter log level (LAB_LOG_LEVEL=INFO for all of it) leaves that URL
# the last thing on the screen.
LAB_LOG_LEVEL ?= WARN
lab: notebooks
	@echo "Starting JupyterLab on notebooks/ at http://$(HOST):$(PORT) (Ctrl-C twice stops it)."
	@echo "When it is ready it prints \"Or copy and paste one of these URLs:\" and under it the URL with"
	@echo "its token, http://$(HOST):$(PORT)/lab/tree/index.ipynb?token=...: open that line (it opens the index)."
	@JUPYTER_CONFIG_PATH="$(CURDIR)/jupyter_config$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" \
	  $(VENV)/bin/jupyter lab --notebook-dir=notebooks \
	  --ServerApp.ip=$(HOST) --ServerApp.port=$(PORT) --no-browser --allow-root \
	  --ServerApp.log_level=$(LAB_LOG_LEVEL) --LabApp.log_level=$(LAB_LOG_LEVEL)

# Every test, doctests of edgekit/, and every notebook executed once and scanned for dumps
# (tests/test_notebooks.py, which keeps each executed notebook in build/executed/ for reuse); then,
# from those executed notebooks (none is run again), the whole website built and every page checked
# in a real browser (tests/test_site.py --whole-site: a run of its own, so that it comes after them).
test: notebooks browser
	$(PY) -m ruff check .
	$(PY) -m pytest -n 2 --dist loadgroup --durations=15
	$(PY) -m pytest --whole-site -m whole_site tests/test_site.py --durations=5

bench: $(STAMP)
	$(PY) benchmarks/run.py
	$(PY) benchmarks/widgets.py
	$(PY) benchmarks/imports.py
	$(PY) benchmarks/play.py
	$(PY) benchmarks/rogue_agent_game.py
	$(PY) benchmarks/rogue_agent_android.py
	$(PY) benchmarks/edge_city_game.py
	$(PY) benchmarks/whole_games.py

# Code-hidden pages for a reading group: Voila renders each notebook (outputs and widgets, no code).
PRESENT_PORT ?= 8866
present: notebooks
	@echo "Serving the notebooks as code-hidden pages (Voila); stop with Ctrl-C. Open:"
	@echo "  http://$(HOST):$(PRESENT_PORT)/voila/render/index.ipynb   (start page)"
	@echo "  http://$(HOST):$(PRESENT_PORT)/                           (every notebook)"
	$(VENV)/bin/voila notebooks --no-browser --Voila.ip=$(HOST) --port=$(PRESENT_PORT) \
	  --Voila.port_retries=0 --VoilaExecutor.timeout=60 --show_tracebacks=True

# Debian's Chromium for the browser tests (tests/browser), installed with apt when missing and root.
# Never `playwright install` (it downloads a browser). Without it, the browser tests fail under CI=true.
CHROMIUM := /usr/bin/chromium
browser:
	@if [ -x $(CHROMIUM) ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "Installing Debian's chromium for the browser tests (apt-get)"; \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	      --no-install-recommends chromium >/dev/null; } \
	  || echo "WARNING: could not install chromium: the browser tests will fail in CI, skip elsewhere" >&2; \
	else \
	  echo "NOTE: $(CHROMIUM) is missing and needs root + apt-get to install: the browser tests will" \
	       "fail in CI and skip elsewhere" >&2; \
	fi

# Regenerate docs/gallery.md and its screenshots from the real-browser tests.
gallery: notebooks browser
	$(PY) -m pytest -q tests/browser && $(PY) scripts/gallery.py

# The website of every notebook, for readers without Python: site/ (git-ignored), one folder that opens
# from the file system (site/index.html) or any static host. Notebooks that tests/test_notebooks.py
# already ran for this source are reused from build/executed/; the others run here (SITE_JOBS at once).
# ONLY=NAME... builds the index and those notebooks only (a quick look).
SITE_JOBS ?= 2
site: notebooks
	$(PY) scripts/build_site.py --jobs $(SITE_JOBS) $(if $(ONLY),--only $(ONLY))

lint: $(STAMP)
	$(PY) -m ruff check .

# Deletes only the .ipynb files whose content is in their .py (outputs are regenerated); an edited or
# unpaired one is kept and named. Without the venv nothing can compare them, so all are kept.
clean:
	@if [ -x $(PY) ]; then $(PY) scripts/sync_notebooks.py --clean; \
	elif ls notebooks/*.ipynb >/dev/null 2>&1; then \
	  echo "kept notebooks/*.ipynb: without $(VENV) they cannot be compared with their .py" >&2; fi
	rm -rf $(VENV) .pytest_cache .hypothesis
