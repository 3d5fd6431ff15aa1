"""The anchors of the HTTP benches, served under the Procfile's exact gunicorn flags: a 5-line Flask hello app,
and a hello SSE app for the streams bench."""

import json
import os
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime

from flask import Flask, Response, request

app = Flask(__name__)
app.add_url_rule("/", "hello", lambda **_: "Hello, world!", methods=["GET", "POST"], defaults={"path": ""})
app.add_url_rule("/<path:path>", "hello_any", lambda **_: "Hello, world!", methods=["GET", "POST"])

# The anchor of the streams bench (P6): the same SSE messages with no store behind them. Every stream of a
# game sends the same events at the same moments, read from the schedule the bench writes to the file named
# by BENCH_SSE_SCHEDULE once its streams are open: {"games": {game_id: [[version, at_epoch], ...]}}.
SCHEDULE_POLL_S = 0.05
sse_app = Flask("hello_sse")


class _Schedule:
    """The schedule file as this process last found it; one poller thread per process looks for it."""

    def __init__(self) -> None:
        self.ready, self._lock = threading.Event(), threading.Lock()
        self.games: dict[str, list[list[float]]] = {}
        self._poller: threading.Thread | None = None

    def of(self, game_id: str) -> list[list[float]]:
        with self._lock:
            if self._poller is None:
                self._poller = threading.Thread(target=self._poll, daemon=True)
                self._poller.start()
        self.ready.wait()
        return self.games.get(game_id, [])

    def _poll(self) -> None:
        while not self.ready.is_set():
            try:
                with open(os.environ["BENCH_SSE_SCHEDULE"]) as file:
                    self.games = json.load(file)["games"]
                self.ready.set()
            except (OSError, ValueError):
                time.sleep(SCHEDULE_POLL_S)


_schedule = _Schedule()


def _hello_events(game_id: str, after: int) -> Iterator[str]:
    yield "retry: 3000\n\n"
    schedule = _schedule.of(game_id)
    for position, (version, at) in enumerate(schedule, start=1):
        if version <= after:
            continue
        time.sleep(max(0.0, at - time.time()))
        kind = "GameEnded" if position == len(schedule) else "Tick"
        stamp = datetime.fromtimestamp(at, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        data = json.dumps({"version": int(version), "type": kind, "at": stamp}, separators=(",", ":"))
        yield f"id: {int(version)}\nevent: {kind}\ndata: {data}\n\n"


@sse_app.get("/games/<game_id>/events")
def hello_stream(game_id: str) -> Response:
    after = int(request.args.get("after", "0"))
    return Response(_hello_events(game_id, after), mimetype="text/event-stream", headers={"Cache-Control": "no-cache"})


@sse_app.get("/healthz")
def hello_health() -> str:
    return "ok"
