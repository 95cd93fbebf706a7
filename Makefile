# Two commands on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test bench assets maps demo screenshots clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py $(ARGS)

demo: $(STAMP)
	$(PY) main.py --demo $(ARGS)

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest $(ARGS)

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

screenshots: $(STAMP)
	$(PY) tools/screenshots.py

clean:
	rm -rf $(VENV) .pytest_cache
