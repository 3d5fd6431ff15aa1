"""The attack suite: each test is an adversary's steps against a real server (redis-server, gunicorn as the
Procfile runs it, an RQ worker), asserting that the attack fails and that nothing was appended.

Every test carries `@pytest.mark.attack("what the adversary tries", adversary="...")`; the session ends with a
table of attack, adversary and outcome (`make attack` runs this folder alone). docs/security.md lists the
adversaries and points at these tests.
"""

from __future__ import annotations

import ipaddress
import secrets
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import redis
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from adapters.redis_archiving import game_keys
from tests.e2e.conftest import RqWorker, gunicorn

ADVERSARIAL_DB = 11  # not 3 (e2e), 5 (live feed), 6 (fuzzing) nor 9 (browser)
ADMIN_TOKEN = secrets.token_urlsafe(24)  # the operator's; no attacker here holds it
ADVERSARIES = (
    "player",
    "creator",
    "spectator",
    "departed seat",
    "flooding client",
    "local user",
    "export holder",
    "operator",
)
_OUTCOMES: list[tuple[str, str, str]] = []


def pytest_configure(config: pytest.Config) -> None:
    """Register the `attack` marker."""
    config.addinivalue_line("markers", "attack(what, adversary): an attack that must fail (tests/adversarial)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    """Record each attack's outcome: refused when its test passed, SUCCEEDED when it failed."""
    outcome = yield
    report = outcome.get_result()
    marker = item.get_closest_marker("attack")
    if marker is None or not (report.when == "call" or (report.when == "setup" and not report.passed)):
        return
    verdict = "refused" if report.passed else "skipped" if report.skipped else "SUCCEEDED (a hole)"
    case = getattr(getattr(item, "callspec", None), "id", None)
    _OUTCOMES.append((marker.args[0] + (f" [{case}]" if case else ""), marker.kwargs["adversary"], verdict))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here is an attack with a known adversary."""
    for item in items:
        marker = item.get_closest_marker("attack")
        if "adversarial" in str(item.path) and (marker is None or marker.kwargs.get("adversary") not in ADVERSARIES):
            raise pytest.UsageError(f"{item.nodeid} needs @pytest.mark.attack(what, adversary=one of {ADVERSARIES})")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The table: attack, adversary, outcome."""
    if not _OUTCOMES:
        return
    width = max(len(what) for what, _, _ in _OUTCOMES)
    terminalreporter.section("attack suite")
    terminalreporter.write_line(f"{'attack':<{width}}  {'adversary':<15}  outcome")
    for what, adversary, verdict in _OUTCOMES:
        terminalreporter.write_line(f"{what:<{width}}  {adversary:<15}  {verdict}")
    held = sum(verdict == "refused" for _, _, verdict in _OUTCOMES)
    terminalreporter.write_line(f"{held} of {len(_OUTCOMES)} attacks refused")


def session() -> requests.Session:
    """An HTTP session that sends a GET again, on a fresh connection, if the server closed its kept-alive connection
    just as the GET went out (gunicorn drops idle keep-alive connections after 2 s: a test that waited on a
    subprocess meets a reset). Nothing else is retried: a command is sent once."""
    http = requests.Session()
    again = Retry(
        total=2,
        connect=2,
        read=2,
        status=0,
        other=0,
        allowed_methods=frozenset({"GET", "HEAD"}),
        respect_retry_after_header=False,  # a 429 or 503 is the answer under test, never waited out and re-sent
        raise_on_status=False,
    )
    http.mount("http://", HTTPAdapter(max_retries=again))
    return http


@dataclass
class Stack:
    """The server under attack: its URL, its Redis database, and an HTTP session."""

    url: str
    redis_url: str
    access_log: Path  # gunicorn's access log, as the Procfile keeps one (request lines, Referers)
    http: requests.Session = field(default_factory=session)
    address: str = "198.51.100.1"  # the client's address, as the trusted proxy in front forwards it

    @property
    def redis(self) -> redis.Redis:
        """A client on the server's database (what the operator, not an attacker, can read)."""
        return redis.Redis.from_url(self.redis_url)

    def take_out(self, game_id: str) -> None:
        """An operator's clean-up: the game's keys deleted, so its bots' next jobs find nothing to play (a table of
        experts would keep the stack's one worker busy for the rest of the session)."""
        self.redis.delete(*game_keys(game_id))

    def call(self, method: str, path: str, token: str | None = None, **kwargs: Any) -> requests.Response:
        """One request, with a seat (or admin) token if given."""
        headers = {"X-Forwarded-For": self.address, **kwargs.pop("headers", {})}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        return self.http.request(method, self.url + path, headers=headers, timeout=30, **kwargs)

    def create(self, body: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        """A game created as a client would (201 expected)."""
        made = self.call("POST", "/games", json=body, **kwargs)
        assert made.status_code == 201, made.text
        return made.json()

    def new_client(self) -> str:
        """Act as a client of a new address (100.64.0.0/10) from here on; the address."""
        self.address = str(ipaddress.IPv4Address("100.64.0.0") + secrets.randbelow(1 << 22))
        return self.address

    def version(self, game_id: str) -> int:
        """How many events the game's log holds, read from the store itself."""
        return int(self.redis.xlen(f"furlong:{{{game_id}}}:events"))

    def games(self) -> int:
        """How many games the store holds."""
        return sum(1 for _ in self.redis.scan_iter("furlong:{*}:events", count=1000))

    def finished(self, game_id: str, timeout_s: float = 90) -> dict[str, Any]:
        """The game document once the game has finished (bots and deadlines play it through the worker)."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            document = self.call("GET", f"/games/{game_id}").json()
            if document["status"] == "finished":
                return document
            time.sleep(0.2)
        raise AssertionError(f"game {game_id} did not finish in {timeout_s} s")


ADDRESS_CAP = 8  # WEBHOOK_MAX_PER_ADDRESS on the attack suite's server


@pytest.fixture(scope="session")
def stack(redis_server, signing_key, tmp_path_factory) -> Iterator[Stack]:
    """gunicorn (gthread, 2 workers, as the Procfile runs it) and an RQ worker on one emptied database."""
    access_log = tmp_path_factory.mktemp("stack") / "access.log"
    options = ["--workers", "2", "--worker-class", "gthread", "--threads", "64", "--access-logfile", str(access_log)]
    # make run's defaults (nobody exempt), behind one trusted reverse proxy, as docs/deployment.md runs it: each test
    # is a client of its own address (X-Forwarded-For), so the suite's tests do not share their limits.
    # The cap on one address's webhook subscriptions is lowered below the creation rate limit's burst (10), so a
    # flood from one address meets it within the burst (at the default, 100, it takes minutes of the rate limit).
    env = {"FURLONG_ADMIN_TOKEN": ADMIN_TOKEN, "RATE_LIMIT_EXEMPT": "", "RATE_LIMIT_TRUSTED_PROXIES": "1"}
    env["WEBHOOK_MAX_PER_ADDRESS"] = str(ADDRESS_CAP)
    with gunicorn(redis_server, ADVERSARIAL_DB, options, env) as url:
        redis_url = redis_server.url.rsplit("/", 1)[0] + f"/{ADVERSARIAL_DB}"
        worker = RqWorker(redis_url).start()
        try:
            yield Stack(url, redis_url, access_log)
        finally:
            worker.stop()


@pytest.fixture(autouse=True)
def own_address(request: pytest.FixtureRequest) -> None:
    """Each test a new client address (100.64.0.0/10), when it attacks the stack."""
    if "stack" in request.fixturenames:
        request.getfixturevalue("stack").new_client()


def secret_key() -> str:
    """A fresh Idempotency-Key as a careful client makes one."""
    return secrets.token_urlsafe(16)
