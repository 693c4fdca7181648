# edgekit: the two commands are `make lab` and `make test` (see README.md).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8888

.PHONY: lab test bench present notebooks lint clean

# Create .venv and install edgekit with its dev extra; redone only when pyproject.toml changes.
$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "edgekit needs Python >= 3.11; set PYTHON=python3.11 or newer")'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@$(PY) -m pip install -qq --disable-pip-version-check uv 2>/dev/null || true
	@if $(VENV)/bin/uv --version >/dev/null 2>&1; then \
	  $(VENV)/bin/uv pip install -q --python $(PY) --compile-bytecode -e '.[dev]'; \
	else \
	  $(PY) -m pip install -qq --disable-pip-version-check -e '.[dev]'; \
	fi
	@touch $(STAMP)

# Generate notebooks/*.ipynb from their jupytext sources (and pick up edits made in Lab).
notebooks: $(STAMP)
	@$(VENV)/bin/jupytext --sync --quiet notebooks/*.py

lab: notebooks
	@echo "Starting JupyterLab on http://$(HOST):$(PORT)/lab (the URL with its token follows)"
	$(VENV)/bin/jupyter lab --notebook-dir=notebooks --ServerApp.ip=$(HOST) --ServerApp.port=$(PORT) \
	  --no-browser --allow-root

test: notebooks
	$(PY) -m ruff check .
	$(PY) -m pytest -n 2 --nbmake --nbmake-timeout=300 --durations=15

bench: $(STAMP)
	$(PY) benchmarks/run.py

present: notebooks
	@echo "Serving code-hidden pages on http://$(HOST):$(PORT)/"
	$(VENV)/bin/voila notebooks --no-browser --Voila.ip=$(HOST) --port=$(PORT) \
	  --VoilaExecutor.timeout=60 --show_tracebacks=True

lint: $(STAMP)
	$(PY) -m ruff check .

clean:
	rm -rf $(VENV) notebooks/*.ipynb .pytest_cache .hypothesis
