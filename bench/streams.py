"""Load test of the live feed: N concurrent SSE streams against a local server while games are played.

    python -m bench.streams --url http://127.0.0.1:8000 --streams 100
    python -m bench.streams --serve --streams 120          # throwaway Redis + the Procfile's web line
    python -m bench.streams --serve --gunicorn "--workers 2 --worker-class gthread --threads 64" --streams 130

Each stream is one thread holding one `Accept: text/event-stream` request on one of the
`--games` games (round-robin), starting after the game's current version. Once the streams
are open (or `--open-timeout` has passed) a driver plays `--commands` legal commands per
game over HTTP, then waits for the streams to catch up. Reported: how many streams the
server had open at once, how many received every event of their game exactly once and in
order, the delivery latency of every event to every stream (receipt time minus the
event's `at`, which the server stamps as it handles the command, just before the append),
and the driver's command round trip while the streams were open.

With `--serve` the same run then measures its anchor: the hello SSE app (bench/hello.py) under the same
gunicorn flags, the same number of streams and the same client; its games send the same number of events
each, spread over the same time as Furlong's play. While Furlong's streams are open, Redis `INFO clients`
is sampled (connected_clients: before the streams open, the most while they are open); the sampler's own
connection is one of them.

Bounded: loopback URLs only, at most 2,000 streams and 500 commands per game, and the
whole run stops itself after `--time-limit` seconds (open streams are then cut).
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import random
import shlex
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict
from urllib.parse import urlsplit

from devtools.health import exited_text, wait_until_healthy
from scripts import play

if TYPE_CHECKING:
    from devtools.redis_server import RedisServer

ROOT = Path(__file__).resolve().parent.parent
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
MAX_STREAMS, MAX_COMMANDS, MAX_TIME_S = 2000, 500, 900


@dataclass
class Stream:
    """One SSE client: what it received and when."""

    game_id: str
    after: int
    opened_at: float | None = None
    closed_at: float | None = None
    versions: list[int] = field(default_factory=list)
    latencies_ms: list[float] = field(default_factory=list)
    keepalives: int = 0
    error: str | None = None
    sock: socket.socket | None = None


class Latencies(TypedDict):
    """Event delivery latency over every stream, in ms."""

    median: float
    p95: float
    max: float


class RoundTrips(TypedDict):
    """The driver's command round trip while the streams were open, in ms."""

    median: float
    p95: float
    commands: int


class Results(TypedDict):
    """What one load test found (printed as JSON)."""

    streams_requested: int
    streams_opened: int
    open_within_s: float
    concurrent_open_when_play_started: int
    concurrent_open_when_play_ended: int
    streams_with_every_event_once_in_order: int
    events_per_game: dict[str, int]
    deliveries: int
    latency_ms: Latencies | None
    command_round_trip_ms: RoundTrips | None
    driver_error: str | None
    stream_errors: dict[str, int]
    play_s: float
    redis_clients: dict[str, int] | None


def epoch(at: str) -> float:
    """An event's `at` (ISO-8601, UTC, `Z`) as seconds since the epoch."""
    return datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()


def read_stream(host: str, port: int, stream: Stream, stop: threading.Event, read_timeout: float) -> None:
    """Hold one live feed open and record every event it delivers, until GameEnded, `stop` or an error."""
    conn = http.client.HTTPConnection(host, port, timeout=read_timeout)
    try:
        conn.request(
            "GET", f"/games/{stream.game_id}/events?after={stream.after}", headers={"Accept": "text/event-stream"}
        )
        stream.sock = conn.sock
        response = conn.getresponse()
        if response.status != 200:
            stream.error = f"HTTP {response.status}"
            return
        stream.opened_at = time.monotonic()
        data = None
        while not stop.is_set():
            line = response.readline()
            if not line:
                return
            text = line.decode("utf-8").rstrip("\n")
            if text.startswith("data: "):
                data = text[6:]
            elif text == ": keep-alive":
                stream.keepalives += 1
            elif text == "" and data is not None:
                event, data = json.loads(data), None
                stream.latencies_ms.append((time.time() - epoch(event["at"])) * 1000)
                stream.versions.append(event["version"])
                if event["type"] == "GameEnded":
                    return
    except (OSError, http.client.HTTPException, ValueError) as error:
        if not stop.is_set():
            stream.error = f"{type(error).__name__}: {error}"
    finally:
        stream.closed_at = time.monotonic()
        conn.close()


class Driver:
    """Plays games over HTTP with short timeouts, timing each command's round trip."""

    def __init__(self, url: str, timeout: float, seed: int):
        self.url, self.timeout, self.rnd = url.rstrip("/"), timeout, random.Random(seed)
        self.round_trips_ms: list[float] = []

    def call(
        self, method: str, path: str, body: dict[str, Any] | None = None, token: str | None = None
    ) -> tuple[int, Any]:
        """The status and decoded JSON answer of one request."""
        request = urllib.request.Request(
            self.url + path, method=method, data=None if body is None else json.dumps(body).encode()
        )
        request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        started = time.monotonic()
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")
        finally:
            if method == "POST" and path.endswith("/commands"):  # a command's round trip
                self.round_trips_ms.append((time.monotonic() - started) * 1000)

    def create(self, seats: int) -> tuple[str, list[str], int]:
        status, made = self.call(
            "POST", "/games", {"ruleset": "neck_and_neck", "seats": [{"name": f"s{i}"} for i in range(seats)]}
        )
        assert status == 201, made
        return made["game_id"], [s["token"] for s in made["seats"]], made["version"]

    def play_one(self, game_id: str, tokens: list[str]) -> int | None:
        """One random legal command by a seat that owes one (scripts/play.py); the version after it, or None if
        nobody owes one."""
        answer = play.play_one(self, game_id, tokens, self.rnd)
        return None if answer is None else int(answer["version"])


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


class ClientCounter:
    """Samples Redis `INFO clients` every 0.2 s in a thread of its own: the most connected_clients seen."""

    def __init__(self, redis_url: str | None):
        self.url, self.most, self.stop = redis_url, 0, threading.Event()
        self.thread = threading.Thread(target=self._sample, daemon=True)

    def now(self) -> int:
        import redis

        client = redis.Redis.from_url(self.url or "")
        try:
            return int(client.info("clients")["connected_clients"])
        finally:
            client.close()

    def _sample(self) -> None:
        import redis

        client = redis.Redis.from_url(self.url or "")
        while not self.stop.wait(0.2):
            with contextlib.suppress(redis.RedisError):
                self.most = max(self.most, int(client.info("clients")["connected_clients"]))
        client.close()


def open_streams(
    host: str, port: int, starts: list[tuple[str, int]], args: argparse.Namespace, deadline: float
) -> tuple[list[Stream], list[threading.Thread], threading.Event, float]:
    """One reading thread per (game, after); returns once all are open (or failed), or at --open-timeout."""
    stop = threading.Event()
    streams = [Stream(game_id, after) for game_id, after in starts]
    threads = [
        threading.Thread(target=read_stream, args=(host, port, s, stop, args.read_timeout), daemon=True)
        for s in streams
    ]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    open_deadline = min(deadline, started + args.open_timeout)
    while time.monotonic() < open_deadline and sum(
        s.opened_at is not None or s.error is not None for s in streams
    ) < len(streams):
        time.sleep(0.05)
    return streams, threads, stop, time.monotonic() - started


def settle_and_close(
    streams: list[Stream], threads: list[threading.Thread], stop: threading.Event, finals: dict[str, int], until: float
) -> int:
    """Wait (until `until`) for every open stream to reach its game's final version; cut them; how many were open."""
    while time.monotonic() < until and not all(
        s.versions[-1:] == [finals[s.game_id]] or s.opened_at is None or s.closed_at is not None for s in streams
    ):
        time.sleep(0.05)
    concurrent_at_end = open_now(streams)
    stop.set()
    for s in streams:
        if s.sock is not None:
            with contextlib.suppress(OSError):
                s.sock.shutdown(socket.SHUT_RDWR)
    for thread in threads:
        thread.join(timeout=5)
    return concurrent_at_end


def open_now(streams: list[Stream]) -> int:
    return sum(s.opened_at is not None and s.closed_at is None for s in streams)


def summary(
    streams: list[Stream], starts: dict[str, int], finals: dict[str, int], open_seconds: float
) -> dict[str, Any]:
    """What every load test reports about its streams."""
    complete = [s for s in streams if s.versions == list(range(s.after + 1, finals[s.game_id] + 1)) and s.versions]
    latencies = [ms for s in streams for ms in s.latencies_ms]
    errors: dict[str, int] = {}
    for s in streams:
        if s.error:
            errors[s.error] = errors.get(s.error, 0) + 1
    return {
        "streams_requested": len(streams),
        "streams_opened": sum(s.opened_at is not None for s in streams),
        "open_within_s": round(open_seconds, 2),
        "streams_with_every_event_once_in_order": len(complete),
        "events_per_game": {g: finals[g] - v for g, v in starts.items()},
        "deliveries": len(latencies),
        "latency_ms": None
        if not latencies
        else {
            "median": round(statistics.median(latencies), 1),
            "p95": round(percentile(latencies, 0.95), 1),
            "max": round(max(latencies), 1),
        },
        "stream_errors": errors,
    }


def run(args: argparse.Namespace, redis_url: str | None = None) -> Results:
    """The load test against args.url; a dict of results."""
    parts = urlsplit(args.url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    deadline = time.monotonic() + args.time_limit
    driver = Driver(args.url, args.request_timeout, args.seed)
    games = [driver.create(args.seats) for _ in range(args.games)]
    counter = ClientCounter(redis_url)
    clients_before = counter.now() if redis_url else None
    if redis_url:
        counter.thread.start()
    starts = [(games[i % len(games)][0], games[i % len(games)][2]) for i in range(args.streams)]
    streams, threads, stop, open_seconds = open_streams(host, port, starts, args, deadline)
    opened_before_play = open_now(streams)

    finals: dict[str, int] = {game_id: version for game_id, _, version in games}
    driver_error, play_started = None, time.monotonic()
    try:
        for _ in range(args.commands):
            for game_id, tokens, _ in games:
                if time.monotonic() > deadline:
                    raise TimeoutError("time limit reached while driving")
                version = driver.play_one(game_id, tokens)
                finals[game_id] = version or finals[game_id]
    except (OSError, AssertionError, TimeoutError) as error:
        driver_error = f"{type(error).__name__}: {error}"
    play_s = time.monotonic() - play_started
    concurrent_at_end = settle_and_close(
        streams, threads, stop, finals, min(deadline, time.monotonic() + args.settle_timeout)
    )
    counter.stop.set()
    found = summary(streams, {game_id: version for game_id, _, version in games}, finals, open_seconds)
    return {
        **found,  # type: ignore[typeddict-item]
        "concurrent_open_when_play_started": opened_before_play,
        "concurrent_open_when_play_ended": concurrent_at_end,
        "command_round_trip_ms": None
        if not driver.round_trips_ms
        else {
            "median": round(statistics.median(driver.round_trips_ms), 1),
            "p95": round(percentile(driver.round_trips_ms, 0.95), 1),
            "commands": len(driver.round_trips_ms),
        },
        "driver_error": driver_error,
        "play_s": round(play_s, 2),
        "redis_clients": None
        if clients_before is None
        else {"before_streams": clients_before, "most_while_streaming": counter.most},
    }


def run_anchor(args: argparse.Namespace, url: str, schedule_path: Path, furlong: Results) -> dict[str, Any]:
    """The hello SSE app with the same streams: each game sends Furlong's number of events over its play time."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    deadline = time.monotonic() + args.time_limit
    counts = list(furlong["events_per_game"].values()) or [args.commands]
    games = {f"hello-{i}": max(1, counts[i % len(counts)]) for i in range(args.games)}
    starts = [(list(games)[i % len(games)], 0) for i in range(args.streams)]
    streams, threads, stop, open_seconds = open_streams(host, port, starts, args, deadline)
    opened_before_play = open_now(streams)
    play_s, begin = max(1.0, furlong["play_s"]), time.time() + 0.5
    schedule = {
        game_id: [[v, begin + play_s * (index / len(games) + v - 1) / count] for v in range(1, count + 1)]
        for index, (game_id, count) in enumerate(games.items())
    }
    staged = schedule_path.with_suffix(".tmp")
    staged.write_text(json.dumps({"games": schedule}))
    staged.replace(schedule_path)  # the app's poller sees the whole file or none
    time.sleep(max(0.0, begin + play_s - time.time()))
    concurrent_at_end = settle_and_close(
        streams, threads, stop, games, min(deadline, time.monotonic() + args.settle_timeout)
    )
    return {
        **summary(streams, dict.fromkeys(games, 0), games, open_seconds),
        "concurrent_open_when_play_started": opened_before_play,
        "concurrent_open_when_play_ended": concurrent_at_end,
    }


FURLONG_APP, ANCHOR_APP = "service:create_app()", "bench.hello:sse_app"


def serve(
    gunicorn_args: str | None, redis_server: RedisServer, keys_dir: str, app: str = FURLONG_APP, **extra: str
) -> tuple[str, str, subprocess.Popen[bytes]]:
    """A gunicorn on a free loopback port, as the Procfile's web line (or given args), serving `app`."""
    from bench.procs import procfile_line, throwaway_env
    from devtools.redis_server import free_port

    port = free_port()
    env = {**throwaway_env(redis_server.url, keys_dir), **extra}
    if gunicorn_args is None:
        argv = [app if a == FURLONG_APP else a for a in procfile_line("web", {**env, "PORT": str(port)})[1:]]
    else:
        argv = ["--bind", f"127.0.0.1:{port}", *shlex.split(gunicorn_args), "--no-control-socket", app]
    argv = [a for a in argv if a not in ("--access-logfile", "-")]  # keep the console readable
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", *argv, "--graceful-timeout", "3"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}"
    wait_until_healthy(f"{url}/healthz", process, 20, exited_text(process, process.stderr))
    return url, " ".join(argv), process


def stop(process: subprocess.Popen[bytes] | None) -> None:
    """Stop a served gunicorn (SIGTERM, then SIGKILL after 15 s)."""
    if process is None:
        return
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def table(furlong: dict[str, Any], anchor: dict[str, Any] | None) -> str:
    """P6 next to its anchor, one row per figure."""

    def row(name: str, pick: Callable[[dict[str, Any]], Any]) -> str:
        return f"| {name} | {pick(furlong)} | {'-' if anchor is None else pick(anchor)} |"

    def ms(found: dict[str, Any], key: str) -> str:
        return "-" if not found.get("latency_ms") else f"{found['latency_ms'][key]} ms"

    clients = furlong.get("redis_clients")
    counted = "-" if not clients else f"{clients['before_streams']} / {clients['most_while_streaming']}"
    return "\n".join(
        [
            "| P6 | Furlong | hello SSE anchor |",
            "|---|---|---|",
            row("streams requested", lambda r: r["streams_requested"]),
            row(
                "held at once (play started / ended)",
                lambda r: f"{r['concurrent_open_when_play_started']} / {r['concurrent_open_when_play_ended']}",
            ),
            row("every event once and in order", lambda r: r["streams_with_every_event_once_in_order"]),
            row("deliveries", lambda r: r["deliveries"]),
            row("delivery p50 / p95", lambda r: f"{ms(r, 'median')} / {ms(r, 'p95')}"),
            row("refused or failed", lambda r: sum(r["stream_errors"].values())),
            f"| Redis connected_clients (before streams / most while streaming) | {counted} | - |",
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000", help="a running server (loopback only)")
    parser.add_argument(
        "--serve",
        action="store_true",
        help="start a throwaway Redis and gunicorn (the Procfile's web line) instead of --url, then the anchor",
    )
    parser.add_argument("--gunicorn", default=None, help="with --serve: gunicorn options instead of the Procfile's")
    parser.add_argument("--redis-url", default=None, help="with --url: the server's Redis, to count its clients")
    parser.add_argument("--streams", type=int, default=100)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--commands", type=int, default=20, help="commands played per game")
    parser.add_argument("--open-timeout", type=float, default=30.0)
    parser.add_argument("--settle-timeout", type=float, default=15.0)
    parser.add_argument("--request-timeout", type=float, default=10.0)
    parser.add_argument("--read-timeout", type=float, default=60.0)
    parser.add_argument("--time-limit", type=float, default=180.0, help="per server (Furlong, then the anchor)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not 1 <= args.streams <= MAX_STREAMS or not 1 <= args.commands <= MAX_COMMANDS:
        parser.error(f"--streams must be 1..{MAX_STREAMS} and --commands 1..{MAX_COMMANDS}")
    if not args.serve and urlsplit(args.url).hostname not in LOOPBACK:
        parser.error("--url must be a loopback address (127.0.0.1, localhost, ::1)")
    args.time_limit = min(args.time_limit, MAX_TIME_S)
    threading.stack_size(512 * 1024)  # thousands of reading threads: a small stack each is plenty
    if not args.serve:
        print(json.dumps(run(args, args.redis_url), indent=2))
        return
    from bench.procs import users_redis

    redis_server = users_redis().start()
    process: subprocess.Popen[bytes] | None = None
    try:
        with tempfile.TemporaryDirectory() as folder:
            args.url, served, process = serve(args.gunicorn, redis_server, folder)
            furlong = run(args, redis_server.url)
            stop(process)
            schedule = Path(folder) / "schedule.json"
            url, _, process = serve(args.gunicorn, redis_server, folder, ANCHOR_APP, BENCH_SSE_SCHEDULE=str(schedule))
            anchor = run_anchor(args, url, schedule, furlong)
    finally:
        stop(process)
        redis_server.stop()
    print(json.dumps({"gunicorn": served, "furlong": furlong, "hello_sse_anchor": anchor}, indent=2))
    print(table(dict(furlong), anchor))


if __name__ == "__main__":
    main()
