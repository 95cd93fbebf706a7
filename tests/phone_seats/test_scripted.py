"""Scripted play: `main.py --headless --phones-port 0` prints the join address as one line, and
tools/phone_client.py joins the first open seat like a phone and plays the moves offered."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_main_prints_the_address_and_the_client_plays(tmp_home):
    env = dict(os.environ, PIRATE_ARCADE_HOME=str(tmp_home))
    game = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--headless", "--game", "libertalia",
                             "--players", "2", "--bots", "1", "--seed", "3", "--phones-port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        line = game.stdout.readline().strip()
        assert line.startswith("phones: http://127.0.0.1:") and "/?room=" in line, line
        url = line.split(" ", 1)[1]
        client = subprocess.run([sys.executable, str(ROOT / "tools" / "phone_client.py"), url, "--auto",
                                 "--moves", "1", "--timeout", "25"], capture_output=True, text=True, timeout=60,
                                env=env)
        out = client.stdout
        assert client.returncode == 0, (out, client.stderr)
        assert out.startswith("seat 0: Anne"), (out, client.stderr)          # the first open seat
        assert "Pick your character for day 1" in out                      # and it played its pick
        assert "played 1 moves; leaving" in out                            # the table took it
        bad = subprocess.run([sys.executable, str(ROOT / "tools" / "phone_client.py"), url, "--seat", "1",
                              "--timeout", "10"], capture_output=True, text=True, timeout=30, env=env)
        assert bad.returncode == 3 and "no seat" in bad.stderr                # the bot's seat is not open
    finally:
        game.terminate()
        try:
            game.wait(10)
        except subprocess.TimeoutExpired:
            game.kill()
        time.sleep(0.1)
