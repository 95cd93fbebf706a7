"""Join a Pirate Arcade table like a phone does, from a terminal: for tests and scripted play.

    python tools/phone_client.py URL [--seat N] [--name NAME] [--auto] [--moves N] [--seed S] [--timeout SECONDS]

URL is the join address the game prints (`phones: URL`) or shows as a QR code, room code
included. The client takes seat N (without --seat: the first seat open to phones), then
with --auto plays one of the moves offered at random (seeded) each time its seat has a
decision, until the game is over (or, with --moves N, until the table has taken N of its
moves): exit 0. Without --auto it lists the moves and reads the
number of the one to play. Exit 1 on a time-out or a lost connection, 3 when no seat can be
had. It speaks the protocol of phones/ (see the README), nothing more.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from urllib.parse import parse_qs, urlparse

import aiohttp


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Join a Pirate Arcade table like a phone.")
    p.add_argument("url", help="the join address, room code included")
    p.add_argument("--seat", type=int, help="the seat to take (default: the first open to phones)")
    p.add_argument("--name", help="the name to give (the seat's own name when omitted)")
    p.add_argument("--auto", action="store_true", help="play the offered moves at random until the game ends")
    p.add_argument("--moves", type=int, help="leave once the table has taken this many of the seat's moves")
    p.add_argument("--seed", type=int, default=0, help="with --auto: the choices' seed")
    p.add_argument("--timeout", type=float, default=900.0, help="give up after this many seconds")
    p.add_argument("--quiet", action="store_true", help="print only the outcome")
    return p.parse_args(argv)


class Client:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.rng = random.Random(args.seed)
        url = urlparse(args.url)
        self.ws_url = f"ws://{url.netloc}/ws"
        self.room = (parse_qs(url.query).get("room") or [""])[0]
        self.seat: int | None = None
        self.moves_played = 0
        self.last_decision = None
        self.sent = 0                 # moves sent; a view whose "acted" is lower is older than the last
        self.refusals = 0
        self.joining = False
        self.acted = 0

    def say(self, text: str) -> None:
        if not self.args.quiet:
            print(text, flush=True)

    async def run(self) -> int:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(self.ws_url, heartbeat=20) as ws:
                await ws.send_json({"type": "hello", "room": self.room})
                async for frame in ws:
                    if frame.type != aiohttp.WSMsgType.TEXT:
                        break
                    code = await self.receive(ws, json.loads(frame.data))
                    if code is not None:
                        return code
        print("phone_client: the connection closed", file=sys.stderr)
        return 1

    async def receive(self, ws, msg: dict) -> int | None:
        kind = msg["type"]
        if kind == "welcome" and self.seat is None and not self.joining:
            open_seats = [s["seat"] for s in msg["seats"] if s["open"]]
            seat = self.args.seat if self.args.seat is not None else (open_seats[0] if open_seats else None)
            if seat is None or seat not in open_seats:
                print(f"phone_client: no seat to take (open: {open_seats})", file=sys.stderr)
                return 3
            name = self.args.name or msg["seats"][seat]["name"]
            self.joining = True
            await ws.send_json({"type": "join", "seat": seat, "name": name})
        elif kind == "joined":
            self.seat = msg["seat"]
            self.say(f"seat {self.seat}: {msg['name']}")
        elif kind == "view":
            if msg["over"]:
                self.say("over: " + "; ".join(msg["over"]["lines"]))
                print(f"phone_client: seat {self.seat} played {self.moves_played} moves; the game is over", flush=True)
                return 0
            decision = msg["decision"]
            self.acted = msg["acted"]
            if self.args.moves is not None and self.moves_played >= self.args.moves and self.acted >= self.sent:
                print(f"phone_client: seat {self.seat} played {self.moves_played} moves; leaving", flush=True)
                return 0
            if decision and decision["moves"] and msg["acted"] >= self.sent:
                self.last_decision = decision
                await self.play(ws, decision)
        elif kind == "error":
            self.say(f"refused: {msg['message']}")
            if msg.get("code") == "seat" and self.seat is None:
                self.joining = False      # the welcome that follows offers the seats again
                if self.args.seat is not None:
                    return 3
            if self.last_decision is not None and msg.get("code") == "refused":
                self.sent -= 1
                if self.sent > self.acted:     # another move is still on its way: its answer decides
                    return None
                self.refusals += 1
                if self.refusals > 20:
                    print("phone_client: every move was refused", file=sys.stderr)
                    return 1
                await self.play(ws, self.last_decision)
        elif kind == "bye":
            print(f"phone_client: {msg['message']}", file=sys.stderr)
            return 1
        return None

    async def play(self, ws, decision: dict) -> None:
        moves = decision["moves"]
        if self.args.auto:
            move = self.rng.choice(moves)
        else:
            print(decision["prompt"])
            for i, m in enumerate(moves):
                print(f"  {i}: {' / '.join(m['steps'])}")
            line = await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
            try:
                move = moves[int(line.strip())]
            except (ValueError, IndexError):
                print("a number from the list, please")
                return
        self.say(f"{decision['prompt']} -> {' / '.join(move['steps'])}")
        self.moves_played += 1
        self.sent += 1
        await ws.send_json({"type": "act", "action": move["action"]})


def main(argv=None) -> int:
    args = parse_args(argv)
    client = Client(args)
    try:
        return asyncio.run(asyncio.wait_for(client.run(), args.timeout))
    except asyncio.TimeoutError:
        print(f"phone_client: the game did not end within {args.timeout:g} s", file=sys.stderr)
        return 1
    except (aiohttp.ClientError, OSError) as exc:
        print(f"phone_client: cannot reach the table: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
