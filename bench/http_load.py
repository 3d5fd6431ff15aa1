"""P1a (reads) and P1b (commands) over HTTP with wrk (else bench/pyload.py), each beside its anchor: a Flask hello
app under the same flags.

    python -m bench p1a                        # GET /games/{id} and /legal-commands vs hello: 3 rounds of 5 s runs
    python -m bench p1b                        # accepted commands/s over 50 two-seat games vs hello: 3 rounds
    python -m bench p1b --minutes 5            # then 5 minutes sustained, deadlines on: per-minute backlog

Both servers run the Procfile's web line with exactly its flags (bench/procs.py) on a throwaway redis-server;
P1b also runs the Procfile's RQ worker. The load generator is Debian's wrk (2 threads, 32 connections); where it is
not installed, bench/pyload.py does the same runs in Python (2 processes, 32 connections).

P1b needs legal commands that wrk can send without thinking: every game is created with a fixed seed and a
game id fixed by its Idempotency-Key, so the bench first plays each game's first commands in process (the
real command handler on in-memory fakes, random legal choices); the server, given the same seed, game id and
commands, decides exactly the same events. wrk (bench/wrk/commands.lua) then replays each game's commands in
order, one in flight per game; the hello anchor gets the very same requests from the same script.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import random
import statistics
import tempfile
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from typing import Any

import redis

from adapters.redis_store import RedisEventStore
from devtools.redis_server import RedisServer
from events.handler import IN_BATCH
from events.lifecycle import SeatSpec
from games.registry import RULESETS
from service.options import chosen_options
from workers.bots import as_command, filled
from workers.simulate import simulation_platform

from .deadlines import acted_deadlines, between, summary
from .procs import (
    ADMIN_TOKEN,
    FURLONG_APP,
    HELLO_APP,
    USERS_CONFIGURATION,
    Server,
    generate_load,
    gunicorn,
    load_average,
    load_generator,
    rq_worker,
    throwaway_env,
    users_redis,
)

SECONDS, WARM_UP_S = 5.0, 2.0  # each measured run, after its warm-up
ROUNDS = 3  # P1a and P1b: a figure is the median of its rounds (the machine is shared: one run can swing 10-15 points)
GAMES, SEATS, RULESET = 50, 2, "neck_and_neck"
COMMANDS_PER_GAME = 800  # enough for 1,900 commands/s over 3 rounds of warm-up and run; if not, it says "starved"
MAX_SUSTAINED_GAMES = 500
SUSTAINED_TIMEOUT_S = 10  # turn_timeout_s in the sustained run: every deadline fires within the run
CREATORS = 8  # games created at once
IN_FLIGHT_S = 5.0  # after wrk stops, at most this long for the requests it left in flight to land


def call(url: str, method: str = "GET", body: Any = None, headers: dict[str, str] | None = None) -> Any:
    """One JSON request; the decoded answer (HTTP errors raise)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


def secret_key(label: str) -> str:
    """An Idempotency-Key for POST /games that the server takes as a secret (a random-looking 64-hex digest), made
    from a label so that the bench knows its game id before the game exists."""
    return hashlib.sha256(f"furlong-bench:{label}".encode()).hexdigest()


def game_id_for(key: str) -> str:
    """The game id the server gives a POST /games with this Idempotency-Key (checked against its answer)."""
    return hashlib.sha256(f"furlong-create:{key}".encode()).hexdigest()[:16]


def cpu_per_request(server: Server, result: dict[str, Any], before: float) -> float:
    """The server's CPU ms per request over a load run that started at `before` ms of CPU."""
    return (server.cpu_ms() - before) / max(1, result["requests"])


def measured(
    server: Server, url: str, seconds: float, after_warm_up: Callable[[], object] = lambda: None, **kwargs: Any
) -> dict[str, Any]:
    """A short warm-up run, then (after `after_warm_up`) the measured run with the server's CPU per request."""
    generate_load(url, WARM_UP_S, **kwargs)
    after_warm_up()
    before = server.cpu_ms()
    result = generate_load(url, seconds, **kwargs)
    result["cpu_ms_per_request"] = cpu_per_request(server, result, before)
    return result


def row(name: str, result: dict[str, Any], anchor: dict[str, Any] | None) -> str:
    ratio = f"{100 * result['rate'] / anchor['rate']:>6.1f} %" if anchor else f"{'anchor':>8}"
    return (
        f"  {name:<34} {result['rate']:>9,.0f} {ratio} {result['cpu_ms_per_request']:>9.2f} "
        f"{result['p50_us'] / 1000:>8.1f} {result['non_2xx'] + result['socket_errors']:>7.0f}"
    )


HEADER = f"  {'':<34} {'req/s':>9} {'of hello':>8} {'CPU ms/req':>9} {'p50 ms':>8} {'errors':>7}"


READS = (("GET /games/{id}", ""), ("GET /games/{id}/legal-commands", "/legal-commands"))


def p1a(seconds: float = SECONDS, rounds: int = ROUNDS) -> dict[str, float]:
    """Reads vs hello in rounds; prints every run and returns each read's median ratio."""
    print(
        f"P1a reads: {load_generator()} (2 threads, 32 connections, {rounds} rounds of {seconds:g} s runs), "
        f"load {load_average()}"
    )
    ratios: dict[str, list[float]] = {name: [] for name, _ in READS}
    cpu: dict[str, list[float]] = {name: [] for name, _ in READS}
    with users_redis() as redis_server, tempfile.TemporaryDirectory() as keys:
        env = throwaway_env(redis_server.url, keys)
        with gunicorn(HELLO_APP, env, "/") as hello, gunicorn(FURLONG_APP, env) as server:
            print(f"  gunicorn {' '.join(hello.argv[1:])}")
            print(HEADER)
            made = call(server.url + "/games", "POST", {"ruleset": RULESET, "seats": [{"name": "a"}, {"name": "b"}]})
            auth = {"Authorization": f"Bearer {made['seats'][0]['token']}"}
            urls = {name: f"{server.url}/games/{made['game_id']}{path}" for name, path in READS}
            before = measured(hello, hello.url + "/", seconds)
            print(row("hello GET /", before, None))
            for number in range(rounds):
                order = list(urls) if number % 2 == 0 else list(reversed(urls))  # neither read always goes first
                found = {name: measured(server, urls[name], seconds, headers=auth) for name in order}
                after = measured(hello, hello.url + "/", seconds)
                anchor = mean_of(before, after)
                for name in order:
                    ratios[name].append(found[name]["rate"] / anchor["rate"])
                    cpu[name].append(found[name]["cpu_ms_per_request"])
                    print(row(name, found[name], anchor))
                print(row("hello GET /", after, None))
                before = after
    print("  each read's ratio is to the mean of the hello runs just before and just after its round")
    for name, found_ratios in ratios.items():
        print(f"  {name}: median of {rounds} rounds {100 * statistics.median(found_ratios):.1f} %")
    print(f"  goal: >= 60 % of hello; load after: {load_average()}")
    figures = {name: statistics.median(found_ratios) for name, found_ratios in ratios.items()}
    return figures | {f"{name} CPU ms/req": statistics.median(found) for name, found in cpu.items()}


@dataclass
class Script:
    """One game's first commands, as the server will accept them: (version before, seat, body) each."""

    key: str
    game_id: str
    seed: str
    commands: list[tuple[int, int, dict[str, Any]]]


def play_script(job: tuple[str, str, int, int, int]) -> Script:
    """Play a game's first `limit` commands in process (random legal choices) exactly as the server will."""
    key, ruleset_id, seats, timeout_s, limit = job
    ruleset, game_id, seed = RULESETS[ruleset_id], game_id_for(key), f"bench-{key}"
    options, _ = chosen_options(ruleset, {"seed": seed, "turn_timeout_s": timeout_s})
    platform, rnd = simulation_platform(ruleset), random.Random(key)
    specs = tuple(SeatSpec(name=f"p{i}") for i in range(seats))
    game = platform.handler.create(game_id, ruleset_id, specs, options, seed, {"system": "bench"}, IN_BATCH).after
    commands: list[tuple[int, int, dict[str, Any]]] = []
    while game is not None and game.status == "running" and len(commands) < limit:
        owed = [(s, legal) for s in range(seats) for legal in [ruleset.legal_commands(game.rules, s)] if legal]
        seat, legal = rnd.choice(owed)
        body = filled(rnd.choice(legal), rnd)
        commands.append((game.version, seat, body))
        command = as_command(ruleset, body, seat)
        game = platform.handler.play(game_id, command, {"seat": seat}, game.version, IN_BATCH).after
    return Script(key, game_id, seed, commands)


def scripts(prefix: str, games: int, per_game: int, timeout_s: int, ruleset: str = RULESET) -> list[Script]:
    """Every game's script, played on both cores."""
    jobs = [(secret_key(f"{prefix}-{i}"), ruleset, SEATS, timeout_s, per_game) for i in range(games)]
    with multiprocessing.get_context("fork").Pool(min(2, os.cpu_count() or 1)) as pool:
        return pool.map(play_script, jobs)


def create_games(url: str, played: list[Script], timeout_s: int, ruleset: str = RULESET) -> dict[str, list[str]]:
    """Create the scripted games on the server, CREATORS at a time (a game's first deadline runs from its creation,
    so the sustained run must start playing well within one timeout of the first); their seat tokens by game id."""

    def create(script: Script) -> tuple[str, list[str]]:
        body = {
            "ruleset": ruleset,
            "seats": [{"name": f"p{i}"} for i in range(SEATS)],
            "options": {"seed": script.seed, "turn_timeout_s": timeout_s},
        }
        headers = {"Idempotency-Key": script.key, "Authorization": f"Bearer {ADMIN_TOKEN}"}  # the admin may seed
        made = call(url + "/games", "POST", body, headers)
        if made["game_id"] != script.game_id:
            raise RuntimeError(f"the server named game {script.key} {made['game_id']}, not {script.game_id}")
        return script.game_id, [seat["token"] for seat in made["seats"]]

    with ThreadPoolExecutor(CREATORS) as pool:
        return dict(pool.map(create, played))


def write_commands(path: str, played: list[Script], tokens: dict[str, list[str]], versions: dict[str, int]) -> int:
    """The wrk script's input: each game's commands from its current version on; how many commands."""
    written = 0
    with open(path, "w") as out:
        for script in played:
            version = versions.get(script.game_id, 0)
            for before, seat, body in script.commands:
                if before >= version:
                    out.write(f"{script.game_id}\t{tokens[script.game_id][seat]}\t{json.dumps(body)}\n")
                    written += 1
    return written


def versions_now(url: str, tokens: dict[str, list[str]]) -> dict[str, int]:
    """Every game's version on the server once the commands wrk left in flight have landed: two reads 0.3 s apart
    agree (for at most IN_FLIGHT_S: in the sustained run deadlines go on acting). A script resumed from an older
    version would send a command twice, and the rules would refuse it."""
    auth = lambda game_id: {"Authorization": f"Bearer {tokens[game_id][0]}"}
    read = lambda: {game_id: call(f"{url}/games/{game_id}", headers=auth(game_id))["version"] for game_id in tokens}
    versions, until = read(), time.monotonic() + IN_FLIGHT_S
    while time.monotonic() < until:
        time.sleep(0.3)
        if (again := read()) == versions:
            break
        versions = again
    return versions


def in_sync(played: list[Script], versions: dict[str, int]) -> int:
    """How many games stand at a version their script knows (a deadline that acted for a seat desyncs one)."""
    known = {s.game_id: {before for before, _, _ in s.commands} | {s.commands[-1][0] + 1} for s in played}
    return sum(versions[g] in known[g] or versions[g] > max(known[g]) for g in versions)


@contextmanager
def furlong_with_worker(redis_server: RedisServer, keys: str) -> Iterator[Server]:
    """Furlong's web line and one RQ worker, as `make run` starts them."""
    env = throwaway_env(redis_server.url, keys)
    with ExitStack() as stack:
        server = stack.enter_context(gunicorn(FURLONG_APP, env))
        stack.enter_context(rq_worker(env))
        yield server


def accepted_rate(result: dict[str, Any]) -> dict[str, Any]:
    """A commands.lua result with its rate counted in accepted requests (201s; any 2xx for hello)."""
    return {**result, "rate": result["accepted"] / (result["duration_us"] / 1e6)}


def mean_of(first: dict[str, Any], last: dict[str, Any]) -> dict[str, Any]:
    """The anchor: the mean of its runs before and after the measured runs (the machine is shared)."""
    return {k: (v + last[k]) / 2 if isinstance(v, int | float) else v for k, v in first.items()}


def command_row(name: str, result: dict[str, Any], anchor: dict[str, Any] | None) -> str:
    rate = result["rate"]
    ratio = f"{100 * rate / anchor['rate']:>6.1f} %" if anchor else f"{'anchor':>8}"
    return (
        f"  {name:<34} {rate:>9,.0f} {ratio} {result['cpu_ms_per_request']:>9.2f} {result['p50_us'] / 1000:>8.1f} "
        f"{result['p95_us'] / 1000:>8.1f} {result['rejected']:>8.0f} {result['starved']:>7.0f}{refusals(result)}"
    )


def refusals(result: dict[str, Any]) -> str:
    """The rejected answers by status and problem rule, as "  (409 version.stale x3, 503 - x1)", or ""."""
    counted = Counter(r for r in str(result.get("refusals", "")).split(";") if r)
    return "  (" + ", ".join(f"{r} x{n}" for r, n in counted.most_common()) + ")" if counted else ""


def p1b(
    seconds: float = SECONDS,
    minutes: int = 0,
    per_game: int = COMMANDS_PER_GAME,
    rounds: int = ROUNDS,
) -> dict[str, float]:
    """Accepted commands/s over 50 two-seat games vs hello with the same wrk script, in rounds; then, optionally,
    sustained."""
    print(
        f"P1b commands: {GAMES} two-seat {RULESET} games, {load_generator()}, scripted as bench/wrk/commands.lua, "
        f"{rounds} rounds of {seconds:g} s runs, load {load_average()}"
    )
    print(f"  configured {USERS_CONFIGURATION}")
    started = time.monotonic()
    played = scripts("p1b", GAMES, per_game, 300)
    total = sum(len(s.commands) for s in played)
    print(f"  {total:,} legal commands scripted in process in {time.monotonic() - started:.1f} s")
    with users_redis() as redis_server, tempfile.TemporaryDirectory() as keys, ExitStack() as stack:
        path = os.path.join(keys, "commands.tsv")
        env = throwaway_env(redis_server.url, keys)
        fake_tokens = {s.game_id: ["hello-token"] * SEATS for s in played}
        hello = stack.enter_context(gunicorn(HELLO_APP, env, "/"))
        hello_run = lambda: anchor_play(hello, path, played, fake_tokens, seconds)
        with furlong_with_worker(redis_server, keys) as server:
            print(
                f"  {'':<34} {'accepted/s':>9} {'of hello':>8} {'CPU ms/req':>9} {'p50 ms':>8} {'p95 ms':>8} "
                f"{'rejected':>8} {'starved':>7}"
            )
            hellos = [hello_run()]
            print(command_row("hello, same requests", hellos[0], None))
            tokens = create_games(server.url, played, 300)
            versions: dict[str, int] = {}
            rounds_played: list[tuple[dict[str, Any], float]] = []
            for _ in range(rounds):
                result = accepted_rate(warmed_play(server, path, played, tokens, seconds, versions))
                versions = versions_now(server.url, tokens)
                hellos.append(hello_run())
                anchor = mean_of(hellos[-2], hellos[-1])
                rounds_played.append((result, result["rate"] / anchor["rate"]))
                print(command_row("Furlong POST /games/{id}/commands", result, anchor))
                print(command_row("hello, same requests", hellos[-1], None))
        figures = p1b_figures([result for result, _ in rounds_played], [ratio for _, ratio in rounds_played])
        print("  each Furlong run's ratio is to the mean of the hello runs just before and just after it")
        print(f"  median of {rounds} rounds: {100 * figures['commands']:.1f} % of hello")
        if figures["unplayed"]:
            print(f"  note: in a round, {figures['unplayed']:.0f} of the {GAMES} games got no command accepted")
        if figures["starved"]:
            print(f"  note: the scripts ran out ({figures['starved']:.0f} requests starved): raise --commands-per-game")
        print(f"  goal: >= 30 % of hello's req/s; POST p50 above; load after: {load_average()}")
        if minutes:
            median_rate = statistics.median(result["rate"] for result, _ in rounds_played)
            rates = sustained(redis_server, keys, minutes, median_rate, statistics.fmean(r["rate"] for r in hellos))
            hellos.append(hello_run())
            print(command_row("hello after the sustained minutes", hellos[-1], None))
            anchor_rate = statistics.fmean(r["rate"] for r in hellos)
            print(
                f"  the minutes against the mean of every hello run ({anchor_rate:,.0f}/s): "
                + ", ".join(f"{100 * rate / anchor_rate:.1f}" for rate in rates)
                + " %; goal: >= 30 % in every minute"
            )
    return figures


def p1b_figures(results: list[dict[str, Any]], ratios: list[float]) -> dict[str, float]:
    """P1b's figures over its rounds: the median ratio, every refusal and starved request, the most games a round
    left unplayed."""
    return {
        "commands": statistics.median(ratios),
        "commands CPU ms/req": statistics.median(result["cpu_ms_per_request"] for result in results),
        "rejected": sum(result["rejected"] for result in results),
        "starved": sum(result["starved"] for result in results),
        "unplayed": max(result["games_unplayed"] for result in results),
    }


def anchor_play(
    hello: Server, path: str, played: list[Script], fake_tokens: dict[str, list[str]], seconds: float
) -> dict[str, Any]:
    """The scripted commands from the start, sent to hello: the anchor's requests, measured as Furlong's are."""
    write_commands(path, played, fake_tokens, {})
    script: dict[str, Any] = {"script": "commands.lua", "script_args": (path, "2", "anchor")}
    return accepted_rate(measured(hello, hello.url, seconds, **script))


def warmed_play(
    server: Server,
    path: str,
    played: list[Script],
    tokens: dict[str, list[str]],
    seconds: float,
    versions: dict[str, int],
) -> Any:
    """The scripted commands `measured` as the anchor is, from each game's version `versions` on, the measured run
    resuming each game where the warm-up left it."""
    write_commands(path, played, tokens, versions)
    resume = lambda: write_commands(path, played, tokens, versions_now(server.url, tokens))
    return measured(server, server.url, seconds, resume, script="commands.lua", script_args=(path, "2", "play"))


def backlog(client: redis.Redis) -> dict[str, int]:
    """Queue lengths of the RQ queues and registries, and every deadline index (a sorted set named *deadline*)."""
    found = {
        "queued": client.llen("rq:queue:furlong"),
        "recovery": client.llen("rq:queue:furlong-recovery"),
        "scheduled": client.zcard("rq:scheduled:furlong") + client.zcard("rq:scheduled:furlong-recovery"),
        "failed": client.zcard("rq:failed:furlong"),
    }
    for key in client.scan_iter(match="*deadline*", count=1000):
        if client.type(key) == b"zset":
            found[key.decode()] = client.zcard(key)
    found["used_memory_mb"] = int(client.info("memory")["used_memory"]) // 2**20
    return found


def enough_scripts(needed: int) -> list[Script]:
    """Scripts of new games, GAMES at a time, until they hold `needed` commands (games end: more games, not longer
    scripts), at most MAX_SUSTAINED_GAMES games."""
    played: list[Script] = []
    while sum(len(s.commands) for s in played) < needed and len(played) < MAX_SUSTAINED_GAMES:
        played += scripts(f"sustained{len(played)}", GAMES, needed // GAMES + 50, SUSTAINED_TIMEOUT_S)
    return played


def sustained(redis_server: RedisServer, keys: str, minutes: int, rate: float, hello: float) -> list[float]:
    """Minutes of commands with deadlines on (turn_timeout_s 10): throughput (also as a share of `hello`, the hello
    runs' mean rate so far) and backlog after every minute; each minute's accepted commands/s."""
    needed = int(rate * 60 * minutes * 1.3)
    print(
        f"\nP1b sustained: {minutes} min, turn_timeout_s={SUSTAINED_TIMEOUT_S} (every deadline fires in the run), "
        f"{needed:,} commands scripted from the median rate, over as many new games as it takes ({GAMES} at a time)"
    )
    started = time.monotonic()
    played = enough_scripts(needed)
    print(
        f"  {sum(len(s.commands) for s in played):,} commands in {len(played)} games scripted in "
        f"{time.monotonic() - started:.0f} s"
    )
    path = os.path.join(keys, "sustained.tsv")
    client = redis.Redis.from_url(redis_server.url)
    with furlong_with_worker(redis_server, keys) as server:
        starts = [time.time()]
        tokens = create_games(server.url, played, SUSTAINED_TIMEOUT_S)
        write_commands(path, played, tokens, {})
        ready_s = time.time() - starts[0]
        note = f": NOTE, the first games' deadlines ({SUSTAINED_TIMEOUT_S} s) may act first" if ready_s > 5 else ""
        print(f"  {len(played)} games created and their scripts written in {ready_s:.1f} s{note}")
        print(f"  'of hello': each minute against the mean of the hello runs above ({hello:,.0f}/s)")
        print(
            f"  {'minute':>6} {'accepted/s':>10} {'of hello':>8} {'p50 ms':>7} {'rejected':>8} {'unplayed':>8} "
            f"{'in sync':>7}  backlog after the minute"
        )
        versions: dict[str, int] = {}
        rates: list[float] = []
        for minute in range(1, minutes + 1):
            if minute > 1:  # the first minute's are written above
                write_commands(path, played, tokens, versions)
            result = generate_load(server.url, 60, script="commands.lua", script_args=(path, "2", "play"))
            versions = versions_now(server.url, tokens)
            rates.append(rate := accepted_rate(result)["rate"])
            print(
                f"  {minute:>6} {rate:>10,.0f} {100 * rate / hello:>6.1f} % {result['p50_us'] / 1000:>7.1f} "
                f"{result['rejected']:>8} {result['games_unplayed']:>8} {in_sync(played, versions):>7}  "
                f"{backlog(client)}{refusals(result)}"
            )
            starts.append(time.time())
        time.sleep(SUSTAINED_TIMEOUT_S + 2)
        print(f"  {SUSTAINED_TIMEOUT_S + 2} s after the load: {backlog(client)}; load {load_average()}")
        starts.append(time.time())
    acted = acted_deadlines(RedisEventStore(client), RULESETS, tokens)
    print("  deadlines that acted, read back from the logs (the first minute counted from the games' creation):")
    windows = [*(f"minute {m}" for m in range(1, minutes + 1)), "after the load"]
    for name, start, end in zip(windows, starts[:-1], starts[1:], strict=True):
        print(f"    {name:<14} {summary(between(acted, start, end), SUSTAINED_TIMEOUT_S)}")
    return rates


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench p1a|p1b", description=__doc__.splitlines()[0])
    parser.add_argument("bench", choices=("p1a", "p1b"))
    parser.add_argument("--seconds", type=float, default=SECONDS)
    parser.add_argument("--minutes", type=int, default=0, help="p1b: then this many minutes sustained")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="rounds of runs; a figure is their median")
    parser.add_argument("--commands-per-game", type=int, default=COMMANDS_PER_GAME)
    args = parser.parse_args(argv)
    if args.bench == "p1a":
        p1a(args.seconds, args.rounds)
    else:
        p1b(args.seconds, args.minutes, args.commands_per_game, args.rounds)
