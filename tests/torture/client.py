"""An HTTP client that sends every write with an Idempotency-Key and retries the same key until it is settled."""

from __future__ import annotations

import random
import threading
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import requests

TIMEOUT_S = 10.0


@dataclass
class Attempt:
    """One try of a keyed request: when it left and came back, and what came back (status None: no answer)."""

    sent: float
    received: float
    status: int | None
    title: str | None = None


@dataclass
class Sent:
    """A keyed write and every try of it; `answer` is the first definite (2xx or 4xx) answer."""

    game_id: str
    seat: int | None
    path: str
    key: str
    body: dict
    token: str | None
    attempts: list[Attempt] = field(default_factory=list)
    status: int | None = None
    answer: Any = None
    replays: list[tuple[int, Any]] = field(default_factory=list)

    @property
    def acknowledged(self) -> bool:
        """Whether a 2xx answer came back."""
        return self.status is not None and 200 <= self.status < 300

    @property
    def settled(self) -> bool:
        """Whether a definite answer (2xx or 4xx) came back."""
        return self.status is not None


class Client:
    """One writer's HTTP session; it records every keyed write in `sent`."""

    def __init__(
        self,
        url: str,
        rnd: random.Random,
        resend: float = 0.1,
        patience_s: float = 60.0,
        admin_token: str | None = None,
    ):
        self.url, self.rnd, self.resend, self.patience_s = url, rnd, resend, patience_s
        self.admin_token = admin_token
        self.session = requests.Session()
        self.sent: list[Sent] = []
        self.server_errors: list[tuple[str, int, Any]] = []
        self.lock = threading.Lock()

    def headers(self, token: str | None, key: str | None = None) -> dict:
        found = {"Authorization": f"Bearer {token}"} if token else {}
        return {**found, **({"Idempotency-Key": key} if key else {})}

    def get(self, path: str, token: str | None = None) -> tuple[int | None, Any]:
        """One GET; (None, None) when nothing answered."""
        try:
            response = self.session.get(self.url + path, headers=self.headers(token), timeout=TIMEOUT_S)
        except requests.RequestException:
            return None, None
        if response.status_code >= 500:
            self._server_error(path, response)
        return response.status_code, (
            response.json() if "json" in response.headers.get("Content-Type", "") else response.text
        )

    def export(self, game_id: str) -> str:
        """The game's whole log as NDJSON (admin token: the game may still run)."""
        response = self.session.get(
            f"{self.url}/games/{game_id}/export", headers=self.headers(self.admin_token), timeout=60
        )
        response.raise_for_status()
        return response.text

    def write(self, game_id: str, seat: int | None, path: str, body: dict, token: str | None) -> Sent:
        """A keyed write retried with the same key until settled (or patience runs out); maybe resent after."""
        sent = Sent(game_id, seat, path, uuid.uuid4().hex, body, token)
        with self.lock:
            self.sent.append(sent)
        self.settle(sent, time.monotonic() + self.patience_s)
        if sent.settled and self.rnd.random() < self.resend:
            self.replay(sent)
        return sent

    def settle(self, sent: Sent, deadline: float) -> None:
        """Send `sent` again with its key until a definite answer or `deadline`."""
        while not sent.settled and time.monotonic() < deadline:
            status, body, wait = self._try(sent)
            if status is not None and status < 500 and status != 409:
                sent.status, sent.answer = status, body
                return
            time.sleep(wait)

    def replay(self, sent: Sent) -> None:
        """Re-send a settled write with its key; keep the (definite) answer to compare with the first."""
        for _ in range(20):
            status, body, wait = self._try(sent)
            if status is not None and status < 500 and status != 409:
                sent.replays.append((status, body))
                return
            time.sleep(wait)

    def _try(self, sent: Sent) -> tuple[int | None, Any, float]:
        """One POST of `sent`: its status (None: no answer), body, and how long to wait before another."""
        began = time.time()
        try:
            response = self.session.post(
                self.url + sent.path, json=sent.body, timeout=TIMEOUT_S, headers=self.headers(sent.token, sent.key)
            )
        except requests.RequestException:
            sent.attempts.append(Attempt(began, time.time(), None))
            return None, None, 0.1 + self.rnd.random() * 0.2
        body = response.json() if response.content else None
        title = body.get("title") if isinstance(body, dict) else None
        sent.attempts.append(Attempt(began, time.time(), response.status_code, title))
        if response.status_code >= 500:
            self._server_error(sent.path, response)
            return response.status_code, body, float(response.headers.get("Retry-After", "0.5"))
        return response.status_code, body, 0.02 + self.rnd.random() * 0.05

    def _server_error(self, path: str, response: requests.Response) -> None:
        if response.status_code != 503:
            with self.lock:
                self.server_errors.append((path, response.status_code, response.text[:500]))
