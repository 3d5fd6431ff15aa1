"""bench/pyload.py, the load generator where wrk is not installed: it plays each game's script as commands.lua does."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import pytest

from bench import pyload


class _Table(BaseHTTPRequestHandler):
    """A server that accepts each game's commands only in order (a command sent twice, or before the one ahead of
    it was answered, arrives out of order)."""

    protocol_version = "HTTP/1.1"
    seen: ClassVar[dict[str, list[int]]] = {}
    lock = threading.Lock()

    def do_POST(self) -> None:
        game_id = self.path.split("/")[2]
        number = json.loads(self.rfile.read(int(self.headers["Content-Length"])))["n"]
        with self.lock:
            expected = len(self.seen.setdefault(game_id, []))
            self.seen[game_id].append(number)
        status = 201 if number == expected else 409
        body = json.dumps({"game_id": game_id} if status == 201 else {"rule": "version.stale"}).encode()
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"ok")

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def table() -> Iterator[str]:
    _Table.seen = {}
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Table)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def a_script(tmp_path, games: int, commands: int) -> str:
    path = tmp_path / "commands.tsv"
    lines = [f"g{g}\ttoken\t{json.dumps({'n': n})}" for g in range(games) for n in range(commands)]
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_a_request_is_written_with_its_length_and_body():
    request = pyload.request_bytes("POST", "h:1", "/games/g/commands", {"Authorization": "Bearer t"}, '{"a":1}')

    assert request == (
        b"POST /games/g/commands HTTP/1.1\r\nHost: h:1\r\nAuthorization: Bearer t\r\nContent-Length: 7\r\n\r\n{\"a\":1}"
    )


def test_games_are_shared_out_between_processes_as_commands_lua_shares_them_between_threads(tmp_path):
    path = a_script(tmp_path, games=5, commands=2)

    first, second = (pyload.scripted_games(path, "h:1", process, 2) for process in (0, 1))

    assert [len(first), len(second)] == [3, 2]
    assert all(len(game.requests) == 2 for game in first + second)
    assert b"/games/g1/commands" in second[0].requests[0]


def test_a_play_sends_every_game_s_commands_in_order_one_at_a_time(tmp_path, table):
    path = a_script(tmp_path, games=6, commands=5)

    tally = pyload.Client(table, 2.0, {}, "commands.lua", [path, "1", "play", "0"]).run(connections=4)

    assert tally.accepted == 30 and tally.rejected == 0 and tally.finished == 6
    assert tally.games_total == tally.games_played == 6
    assert _Table.seen == {f"g{g}": [0, 1, 2, 3, 4] for g in range(6)}
    assert tally.starved > 0  # the scripts ran out before the 2 s did: then it asks /healthz, as commands.lua does


def test_a_refused_command_is_counted_with_its_status_and_rule_and_its_game_stops(tmp_path, table):
    path = tmp_path / "commands.tsv"
    path.write_text('g0\ttoken\t{"n": 1}\ng0\ttoken\t{"n": 0}\n')  # the first command is out of order

    tally = pyload.Client(table, 0.5, {}, "commands.lua", [str(path), "1", "play", "0"]).run(connections=2)

    assert tally.rejected == 1 and tally.accepted == 0
    assert tally.refusals == "409 version.stale;"
    assert _Table.seen == {"g0": [1]}


def test_the_anchor_mode_sends_the_same_requests_round_robin_without_waiting(tmp_path, table):
    path = a_script(tmp_path, games=2, commands=3)

    tally = pyload.Client(table, 0.5, {}, "commands.lua", [path, "1", "anchor", "0"]).run(connections=2)

    assert tally.accepted + tally.rejected == len(tally.latencies_us) > 6  # it went round more than once
    assert tally.rejected > 0  # the table refuses what comes out of order, and the anchor does not care


def test_the_summary_merges_the_processes_as_wrk_s_done_reports_its_threads():
    first = pyload.Tally(duration_us=1_000_000, latencies_us=[10, 30], accepted=2, games_total=2, games_played=1)
    second = pyload.Tally(duration_us=1_200_000, latencies_us=[20], non_2xx=1, refusals="409 x;", games_total=1)

    found = pyload.summary([first, second])

    assert found["requests"] == 3 and found["duration_us"] == 1_200_000
    assert (found["p50_us"], found["p99_us"]) == (20, 30)
    assert found["non_2xx"] == 1 and found["accepted"] == 2 and found["games_unplayed"] == 2
    assert found["refusals"] == "409 x;"


def test_a_run_drives_its_processes_and_reports_what_wrk_would(table):
    found = pyload.run(table + "/", 0.5, "report.lua", (), {}, threads=2, connections=4)

    assert found["requests"] > 0 and found["non_2xx"] == 0 and found["socket_errors"] == 0
    assert 0 < found["p50_us"] <= found["p95_us"] <= found["p99_us"]
