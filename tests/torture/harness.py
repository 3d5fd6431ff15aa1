"""One torture case: start the stack, load it with writers while faults strike, finish every game, check."""

from __future__ import annotations

import functools
import random
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import redis

from audit.verify import read_export
from events.envelope import Envelope

from .checks import Findings, check_all, is_command
from .client import Client, Sent
from .faults import Injector
from .load import Pool, Table, Tally, hot_layout, spread_layout, writer
from .processes import Stack

ALL_RULESETS = ("neck_and_neck", "photo_finish", "jockey", "homestretch", "long_shot")


@dataclass(frozen=True)
class Case:
    """A torture case: the load, the faults (share of the target, kind) and the time it may take."""

    name: str
    target: int
    hot_writers: int = 16
    spread_writers: int = 16
    spread_games: int = 50
    hot_ruleset: str = "neck_and_neck"
    hot_seats: int = 6
    rulesets: tuple[str, ...] = ALL_RULESETS
    faults: tuple[tuple[float, str], ...] = ()
    finish_faults: tuple[str, ...] = ()
    load_limit_s: float = 600
    finish_limit_s: float = 300
    idle_grace_s: float = 5
    web_threads: int = 32
    workers: int = 1
    resend: float = 0.1
    seed: int = 12
    archive_after_s: float | None = None  # archive finished games this soon, and check every game archived whole
    archive_limit_s: float = 120
    spread_limit: int = 0  # games the spread pool may create in all (0: three times spread_games)


@dataclass
class Result:
    """What a case did and what the checks found."""

    case: Case
    sent: int
    attempts: int
    acknowledged: int
    refused: int
    faults: list[str]
    games: int
    bot_events: int
    timeouts: int
    seconds: float
    found: Findings
    server_errors: list[tuple[str, int, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    revived: int = 0
    phases: dict[str, float] = field(default_factory=dict)
    memory: list[tuple[float, int, int]] = field(default_factory=list)  # (s, keys, dataset bytes) during the run

    @property
    def reached(self) -> bool:
        """Whether the writers got the target number of commands accepted within the time limit."""
        return self.acknowledged >= self.case.target

    def row(self) -> str:
        """The case's line of the torture table."""
        faults = ", ".join(self.faults) or "none"
        return (
            f"| {self.case.name} | {self.sent} ({self.attempts} HTTP tries) | {faults} | {self.acknowledged} "
            f"| {self.found.lost} | {self.found.duplicated} | {self.seconds:.0f} s |"
        )


HEADER = (
    "| case | commands sent | faults injected | commands acknowledged | events lost | events duplicated "
    "| time taken |\n|---|---|---|---|---|---|---|"
)


def table(results: list[Result]) -> str:
    """The torture table in Markdown."""
    return "\n".join([HEADER, *(r.row() for r in results)])


def run_case(case: Case, folder: Path, stack_type: type[Stack] = Stack) -> Result:
    """Run one case in `folder` (logs and Redis data end up there) on a stack and check everything."""
    began = time.monotonic()
    settings = {} if case.archive_after_s is None else {"ARCHIVE_AFTER_S": str(case.archive_after_s)}
    with stack_type(folder, case.web_threads, case.workers, settings=settings) as stack:
        urls = stack.urls
        clients = [
            Client(urls[i % len(urls)], random.Random(case.seed * 1000 + i), case.resend, admin_token=stack.admin_token)
            for i in range(case.hot_writers + case.spread_writers + 1)
        ]
        injector = Injector(stack, list(case.faults), began)
        tally = Tally(case.target, began, began + case.load_limit_s, faults_left=len(case.faults))
        memory = RedisMemory(stack.redis_url, began).start()
        tables = [t for pool in load(case, clients, injector, tally) for t in pool.tables]
        phases = {"load": time.monotonic() - began}
        settle(clients)
        finished = finish(case, injector, tables, clients[-1])
        phases["finish"] = time.monotonic() - began - phases["load"]
        logs = {t.game_id: read_export(clients[-1].export(t.game_id).splitlines()) for t in tables}
        left = archived(case, stack, injector, tables, logs, clients[-1]) if case.archive_after_s is not None else []
        phases["archive"] = time.monotonic() - began - phases["load"] - phases["finish"]
        memory.stop()
    outcome = result(case, clients, tables, logs, finished, injector, tally, began)
    outcome.notes += left
    outcome.memory = memory.samples
    outcome.phases = {name: round(seconds, 1) for name, seconds in phases.items()}
    return outcome


def load(case: Case, clients: list[Client], injector: Injector, tally: Tally) -> list[Pool]:
    """The writers play until the target is reached and every fault has struck (or time runs out)."""
    hot = Pool("hot", hot_layout(case.hot_ruleset, case.hot_seats), 1, max(200, case.spread_limit))
    spread = Pool(
        "spread",
        functools.partial(spread_layout, rulesets=list(case.rulesets)),
        case.spread_games,
        case.spread_limit or case.spread_games * 3,
    )
    pools = [hot] * case.hot_writers + [spread] * case.spread_writers
    threads = [
        threading.Thread(target=writer, args=(pool, client, tally), daemon=True) for pool, client in zip(pools, clients)
    ]
    for thread in threads:
        thread.start()
    injector.run(tally, lambda: any(t.is_alive() for t in threads) and time.monotonic() < tally.deadline + 120)
    return [hot, spread]


def settle(clients: list[Client], limit_s: float = 60) -> None:
    """Resend every write that never got a definite answer (the stack is whole again), for `limit_s` at most."""
    deadline = time.monotonic() + limit_s
    for client in clients:
        for sent in [s for s in client.sent if not s.settled]:
            client.settle(sent, deadline)


def finish(case: Case, injector: Injector, tables: list[Table], client: Client) -> dict[str, bool]:
    """Hand the driven seats to the basic bot and strike the finishing faults; let the idle seats' deadlines
    fire for `idle_grace_s`, then hand those over too; wait until every game has ended."""
    deadline = time.monotonic() + case.finish_limit_s
    autoplay(client, tables, "tokens")
    for kind in case.finish_faults:
        time.sleep(1.0)
        injector.inject(kind)
    finished = wait_finished(client, injector, tables, time.monotonic() + case.idle_grace_s)
    autoplay(client, [t for t in tables if not finished[t.game_id]], "idle")
    return wait_finished(client, injector, tables, deadline)


def autoplay(client: Client, tables: list[Table], seats: str) -> None:
    """Autoplay on for the `seats` ("tokens" or "idle") of every game not known to be over."""
    for table in [t for t in tables if not t.finished]:
        for seat, token in getattr(table, seats).items():
            client.write(table.game_id, seat, f"/games/{table.game_id}/seats/{seat}/autoplay", {"on": True}, token)


def wait_finished(client: Client, injector: Injector, tables: list[Table], deadline: float) -> dict[str, bool]:
    """Poll the games until all have ended or `deadline`; which have (reviving RQ workers that exit)."""
    while True:
        for table in [t for t in tables if not t.finished]:
            status, game = client.get(f"/games/{table.game_id}")
            table.finished = status == 200 and game["status"] == "finished"
            if status == 200:
                table.seen.append((time.monotonic(), game["version"]))
        injector.revived += injector.stack.revive_workers()
        if time.monotonic() >= deadline or all(t.finished for t in tables):
            return {t.game_id: t.finished for t in tables}
        time.sleep(0.5)


class RedisMemory(threading.Thread):
    """Samples Redis's key count and data bytes every few seconds (a sample missed while Redis is down)."""

    def __init__(self, url: str, began: float, every_s: float = 5):
        super().__init__(daemon=True)
        self.client, self.began, self.every_s = redis.Redis.from_url(url), began, every_s
        self.samples: list[tuple[float, int, int]] = []
        self.stopped = threading.Event()

    def run(self) -> None:
        while not self.stopped.wait(self.every_s):
            self.sample()

    def sample(self) -> None:
        """One sample now (none while Redis is down)."""
        try:
            dataset = int(self.client.info("memory")["used_memory_dataset"])
            self.samples.append((round(time.monotonic() - self.began), int(self.client.dbsize()), dataset))
        except redis.RedisError:
            return

    def start(self) -> RedisMemory:
        super().start()
        return self

    def stop(self) -> None:
        """No more sampling, after a last sample."""
        self.stopped.set()
        self.join()
        self.sample()


def archived(
    case: Case, stack: Stack, injector: Injector, tables: list[Table], logs: dict[str, list[Envelope]], client: Client
) -> list[str]:
    """Wait until the archiver has handed every game over (reviving RQ workers that exit); then each must have
    left nothing under its hash tag in Redis and export from the archive exactly as it did from Redis. What did not
    hold, as notes."""
    redis_client = redis.Redis.from_url(stack.redis_url)
    deadline = time.monotonic() + case.archive_limit_s
    held = [t.game_id for t in tables]
    while held and time.monotonic() < deadline:
        held = [game_id for game_id in held if redis_client.exists(f"furlong:{{{game_id}}}:events")]
        injector.revived += stack.revive_workers()
        time.sleep(0.5)
    notes = [f"game {game_id} still in Redis {case.archive_limit_s} s after its end" for game_id in held]
    for game_id in [t.game_id for t in tables if t.game_id not in held]:
        if left := list(redis_client.scan_iter(match=f"furlong:{{{game_id}}}:*", count=1000)):
            notes.append(f"game {game_id} archived, but Redis kept {len(left)} keys: {left[:3]}")
        if not (stack.archive_dir / "games" / f"{game_id}.ndjson.zst").exists():
            notes.append(f"game {game_id} left Redis with no archived object")
        elif read_export(client.export(game_id).splitlines()) != logs[game_id]:
            notes.append(f"game {game_id} exports from the archive otherwise than it did from Redis")
    return notes


def result(
    case: Case,
    clients: list[Client],
    tables: list[Table],
    logs: dict[str, list[Envelope]],
    finished: dict[str, bool],
    injector: Injector,
    tally: Tally,
    began: float,
) -> Result:
    """Check everything and count it up."""
    sent: list[Sent] = [s for c in clients for s in c.sent]
    commands = [s for s in sent if is_command(s)]
    events = [e for log in logs.values() for e in log]
    kinds = Counter(f.kind for f in injector.done)
    notes = [*injector.errors, *(t.progress() for t in tables if not t.finished)]
    return Result(
        case,
        len(commands),
        sum(len(s.attempts) for s in commands),
        sum(s.acknowledged for s in commands),
        sum(s.settled and not s.acknowledged for s in commands),
        [f"{kind} x{n}" for kind, n in kinds.items()],
        len(tables),
        sum("bot" in e.actor for e in events),
        sum(e.type == "TurnTimedOut" for e in events),
        time.monotonic() - began,
        check_all(sent, logs, finished),
        [err for c in clients for err in c.server_errors],
        notes,
        injector.revived,
    )


def assert_clean(result: Result, also: str = "") -> None:
    """Every check passed: nothing acknowledged lost, nothing doubled, every game audited clean and ended."""
    print(
        f"\n{table([result])}\nphases {result.phases}, games {result.games}, refused {result.refused}, "
        f"bot events {result.bot_events}, timeouts {result.timeouts}, RQ workers revived {result.revived}{also}"
    )
    assert result.notes == []
    assert result.found.summary() == {}
    assert result.server_errors == []
    assert result.found.lost == result.found.duplicated == 0
