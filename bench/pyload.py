"""The load generator used where Debian's wrk is not installed: the same runs, and the same result keys, in Python.

    python -m bench.pyload URL SECONDS SCRIPT HEADERS_JSON CONNECTIONS [SCRIPT ARGS ... PROCESS]   (one process)

It does what wrk does with bench/wrk/report.lua (one request over and over) and bench/wrk/commands.lua (each
game's scripted commands in order, one in flight per game; or, for the anchor, the same requests round-robin):
THREADS processes, CONNECTIONS keep-alive connections between them, one client thread per connection, each
request written as prepared bytes and each answer read by its Content-Length. A Python client costs far more
CPU than wrk on the same 2 cores, so its figures are lower than wrk's; hello and Furlong are driven by the same
client, so their ratio still compares like with like (docs/performance.md).
"""

from __future__ import annotations

import json
import queue
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ("report.lua", "commands.lua")


@dataclass
class Game:
    """One scripted game: its requests in order and the next one to send."""

    requests: list[bytes]
    next: int = 0


@dataclass
class Tally:
    """What one process counted; merged over processes into wrk's summary."""

    duration_us: int = 0
    latencies_us: list[int] = field(default_factory=list)
    non_2xx: int = 0
    socket_errors: int = 0
    accepted: int = 0
    rejected: int = 0
    starved: int = 0
    finished: int = 0
    games_total: int = 0
    games_played: int = 0
    refusals: str = ""


def request_bytes(method: str, host: str, path: str, headers: Mapping[str, str], body: str = "") -> bytes:
    """One HTTP/1.1 keep-alive request, ready to send."""
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}", *(f"{k}: {v}" for k, v in headers.items())]
    if body or method == "POST":
        lines.append(f"Content-Length: {len(body.encode())}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body.encode()


class Connection:
    """A keep-alive connection that sends prepared requests and reads each answer by its Content-Length."""

    def __init__(self, host: str, port: int):
        self.address, self.buffer = (host, port), b""
        self.sock: socket.socket | None = None

    def exchange(self, request: bytes) -> tuple[int, bytes]:
        """The status and body of the answer to `request` (OSError if the connection fails)."""
        if self.sock is None:
            self.sock = socket.create_connection(self.address, timeout=10)
            self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.buffer = b""
        self.sock.sendall(request)
        head = self._until(b"\r\n\r\n")
        status = int(head[9:12])
        length = next(
            (int(line[15:]) for line in head.lower().split(b"\r\n") if line.startswith(b"content-length:")), 0
        )
        return status, self._exactly(length)

    def close(self) -> None:
        if self.sock is not None:
            self.sock.close()
        self.sock = None

    def _until(self, mark: bytes) -> bytes:
        while (end := self.buffer.find(mark)) < 0:
            self._more()
        head, self.buffer = self.buffer[:end], self.buffer[end + len(mark) :]
        return head

    def _exactly(self, length: int) -> bytes:
        while len(self.buffer) < length:
            self._more()
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return body

    def _more(self) -> None:
        assert self.sock is not None
        chunk = self.sock.recv(65536)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        self.buffer += chunk


def scripted_games(path: str, host: str, process: int, processes: int) -> list[Game]:
    """This process's games from a commands file (game g belongs to process g % processes, as in commands.lua)."""
    games: dict[str, Game] = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            game_id, token, body = line.rstrip("\n").split("\t", 2)
            headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
            request = request_bytes("POST", host, f"/games/{game_id}/commands", headers, body)
            games.setdefault(game_id, Game([])).requests.append(request)
    return [game for i, game in enumerate(games.values()) if i % processes == process]


class Client:
    """One process's share of the run: its connections' threads until the deadline."""

    def __init__(self, url: str, seconds: float, headers: Mapping[str, str], script: str, args: Sequence[str]):
        parts = urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        host = f"{self.host}:{self.port}"
        self.deadline, self.lock, self.tally = time.monotonic() + seconds, threading.Lock(), Tally()
        self.mode = "plain" if script == "report.lua" else (args[2] if len(args) > 2 else "play")
        self.plain = request_bytes("GET", host, parts.path or "/", headers)
        self.healthz = request_bytes("GET", host, "/healthz", {})
        self.ready: queue.SimpleQueue[Game] = queue.SimpleQueue()
        self.all: list[bytes] = []  # every scripted request, for the anchor's round-robin
        self.cursor = 0
        if self.mode != "plain":
            games = scripted_games(args[0], host, int(args[3]), int(args[1]))
            self.tally.games_total = len(games)
            for game in games:
                self.ready.put(game)
            self.all = [r for game in games for r in game.requests]

    def run(self, connections: int) -> Tally:
        """Drive `connections` connections until the deadline; the tally."""
        started = time.perf_counter()
        threads = [threading.Thread(target=self._loop, daemon=True) for _ in range(connections)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.tally.duration_us = int((time.perf_counter() - started) * 1e6)
        return self.tally

    def _loop(self) -> None:
        connection = Connection(self.host, self.port)
        while time.monotonic() < self.deadline:
            game, request = self._next()
            started = time.perf_counter()
            try:
                status, body = connection.exchange(request)
            except OSError:
                connection.close()
                with self.lock:
                    self.tally.socket_errors += 1
                if game is not None:
                    self.ready.put(game)  # unanswered: sent again (if it did land, its refusal is counted)
                continue
            self._answered(game, status, body, int((time.perf_counter() - started) * 1e6))
        connection.close()

    def _next(self) -> tuple[Game | None, bytes]:
        """The next request, and the game it plays (None: not a scripted play)."""
        if self.mode == "plain":
            return None, self.plain
        if self.mode == "anchor":
            with self.lock:
                self.cursor = (self.cursor + 1) % len(self.all)
                return None, self.all[self.cursor]
        try:
            game = self.ready.get(timeout=max(0.0, min(0.05, self.deadline - time.monotonic())))
        except queue.Empty:
            with self.lock:
                self.tally.starved += 1
            return None, self.healthz
        return game, game.requests[game.next]

    def _answered(self, game: Game | None, status: int, body: bytes, latency_us: int) -> None:
        with self.lock:
            tally = self.tally
            tally.latencies_us.append(latency_us)
            tally.non_2xx += status > 399
            if self.mode == "anchor":
                tally.accepted += status < 300
                tally.rejected += status >= 300
                return
            if game is None:  # a plain GET, or a /healthz sent while no game was ready
                return
            if status != 201:
                tally.rejected += 1
                rule = json.loads(body or b"{}").get("rule", "-") if body.startswith(b"{") else "-"
                tally.refusals += f"{status} {rule};"
                return
            tally.accepted += 1
            tally.games_played += game.next == 0
            game.next += 1
            if game.next < len(game.requests):
                self.ready.put(game)
            else:
                tally.finished += 1


def percentile(sorted_values: list[int], share: float) -> int:
    """The value at `share` (0-1) of a sorted list; 0 for an empty one."""
    return sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * share))] if sorted_values else 0


def summary(tallies: list[Tally]) -> dict[str, Any]:
    """wrk's summary (bench/wrk/*.lua's done()) of the processes' tallies; the run lasts as long as its longest."""
    latencies = sorted(latency for tally in tallies for latency in tally.latencies_us)
    total = lambda name: sum(getattr(tally, name) for tally in tallies)
    return {
        "requests": len(latencies),
        "duration_us": max(tally.duration_us for tally in tallies),
        "non_2xx": total("non_2xx"),
        "socket_errors": total("socket_errors"),
        "p50_us": percentile(latencies, 0.50),
        "p95_us": percentile(latencies, 0.95),
        "p99_us": percentile(latencies, 0.99),
        "accepted": total("accepted"),
        "rejected": total("rejected"),
        "starved": total("starved"),
        "games_finished": total("finished"),
        "games_unplayed": total("games_total") - total("games_played"),
        "refusals": "".join(tally.refusals for tally in tallies),
    }


def run(
    url: str,
    seconds: float,
    script: str,
    script_args: Sequence[str],
    headers: Mapping[str, str],
    threads: int,
    connections: int,
) -> dict[str, Any]:
    """What wrk would report for this run, from `threads` processes of this module sharing `connections`."""
    if script not in SCRIPTS:
        raise ValueError(f"no Python fallback for {script}")
    processes = [
        subprocess.Popen(
            [
                *(sys.executable, "-m", "bench.pyload", url, str(seconds), script, json.dumps(dict(headers))),
                str(connections // threads + (n < connections % threads)),
                *([*script_args, str(n)] if script_args else []),
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for n in range(threads)
    ]
    return summary([Tally(**json.loads(p.communicate(timeout=seconds + 60)[0])) for p in processes])


def main(argv: list[str]) -> str:
    """One process of a run (started by `run`): its tally as one JSON line."""
    url, seconds, script, headers, connections, *args = argv
    return json.dumps(Client(url, float(seconds), json.loads(headers), script, args).run(int(connections)).__dict__)


if __name__ == "__main__":
    print(main(sys.argv[1:]))
