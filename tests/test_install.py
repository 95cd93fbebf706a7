"""Installed like a Python game: `pip install .` gives a `pirate-arcade` command that finds its
assets, maps, fonts and catalogues through importlib, away from the checkout."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_every_code_package_is_in_the_install():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    on_disk = {".".join(p.parent.relative_to(ROOT).parts)
               for top in ("game", "scenes", "phones") if (ROOT / top).is_dir()
               for p in (ROOT / top).rglob("__init__.py")}
    assert on_disk <= listed, f"add to pyproject.toml's packages: {sorted(on_disk - listed)}"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out),
                            str(ROOT)], capture_output=True, text=True, timeout=600)
    if built.returncode != 0 and "Could not find a version" in built.stderr + built.stdout:
        pytest.skip("no package index to build the wheel with (setuptools>=68)")
    assert built.returncode == 0, built.stderr[-2000:]
    return next(out.glob("*.whl"))


def test_the_wheel_carries_the_shipped_folders_and_the_command(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for shipped in ("pirate_arcade/assets/fonts/body.ttf", "pirate_arcade/assets/fonts/OFL.txt",
                    "pirate_arcade/assets/manifest.json", "pirate_arcade/maps/jamaica.tmx",
                    "pirate_arcade/maps/cartagena/tunnel_1.tmx",
                    "pirate_arcade/locale/es/LC_MESSAGES/pirate_arcade.po",
                    "pirate_arcade/locale/it/LC_MESSAGES/pirate_arcade.po",
                    "game/__init__.py", "scenes/launch.py"):
        assert shipped in names, shipped
    sounds = [n for n in names if n.startswith("pirate_arcade/assets/sounds/")]
    assert len(sounds) == len(list((ROOT / "assets" / "sounds").glob("*.wav")))
    entry = next(n for n in names if n.endswith("entry_points.txt"))
    assert "pirate-arcade = scenes.launch:main" in zipfile.ZipFile(wheel).read(entry).decode()


def test_the_installed_command_runs_away_from_the_checkout(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target),
                    str(wheel)], check=True, capture_output=True, timeout=600)
    env = dict(os.environ, PYTHONPATH=str(target), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PIRATE_ARCADE_HOME=str(tmp_path / "home"), PIRATE_ARCADE_LANG="es")
    where = subprocess.run([sys.executable, "-c", "from game import shipped, i18n; i18n.set_language('es');"
                            "print(shipped.assets()); print(shipped.maps()); print(i18n._('Settings'))"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assets, maps, word = where.stdout.split("\n")[:3]
    assert Path(assets) == target / "pirate_arcade" / "assets", where.stderr
    assert Path(maps) == target / "pirate_arcade" / "maps"
    assert word == "Configuración"
    shot = tmp_path / "title.png"
    run = subprocess.run([sys.executable, str(target / "bin" / "pirate-arcade"), "--headless", "--frames",
                          "2", "--screenshot", str(shot)], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert shot.stat().st_size > 10_000
