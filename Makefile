# Two commands on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test fuzz bench assets maps demo screenshots catalogues clean

# The install is quiet: its whole output goes to .venv/install.log, shown only if it fails.
$(STAMP): pyproject.toml
	@echo "Preparing .venv (the first time takes a minute)..."
	@$(PYTHON) -m venv $(VENV)
	@$(PY) -m pip install --upgrade pip > $(VENV)/install.log 2>&1 \
	  && $(PY) -m pip install -e '.[test]' >> $(VENV)/install.log 2>&1 \
	  || { cat $(VENV)/install.log; echo "make: the install failed (log above, kept in $(VENV)/install.log)"; exit 1; }
	@touch $(STAMP)

play: $(STAMP)
	@$(PY) main.py $(ARGS)

demo: $(STAMP)
	$(PY) main.py --demo $(ARGS)

# The whole suite, one process per core (pytest-xdist), each test file kept whole in one process
# (its module fixtures built once, its tests in their order), the files handed out longest first
# (tests/conftest.py orders them); JOBS=0 runs it in this process. Its processes (the workers,
# and the games and tools the tests start) share the modules' compiled bytecode (__pycache__,
# ignored by git), even where the environment asks Python not to write it.
JOBS ?= auto
test: $(STAMP)
	PYTHONDONTWRITEBYTECODE= SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n $(JOBS) --dist loadfile --no-loadscope-reorder $(ARGS)

# Random exploration, apart from the suite (whose property tests are derandomized): thousands
# of fresh spoiled saved states a game, each refused by from_json or played to its end.
fuzz: $(STAMP)
	$(PY) -m bench.fuzz_states --examples 5000 $(ARGS)

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m bench.run_all

assets: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/make_assets.py

maps: $(STAMP)
	$(PY) tools/make_maps.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/make_palabra_maps.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/make_jamaica_map.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/make_libertalia_map.py
	$(PY) tools/make_pagamas_map.py

catalogues: $(STAMP)
	$(PY) tools/catalogues.py update

screenshots: $(STAMP)
	$(PY) tools/screenshots.py

clean:
	rm -rf $(VENV) .pytest_cache
