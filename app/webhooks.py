"""Webhooks (issue 43): subscriptions to games' public events, delivered signed (Standard Webhooks) by a worker.

A subscription names an endpoint and which games it follows: some games, every game of some rulesets, or the games
of its owner's player. Each event of such a game becomes one message, `webhook-id` `msg_<subscription>_<game>_<version>`
(the same on every retry and redelivery, so a receiver drops what it already has), delivered in the game's order
from a cursor per (subscription, game): a message is sent only once every earlier one of that game was answered 2xx.
Payloads hold only what the public may see (projections/redaction.py). docs/webhooks.md has the rest.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Protocol

from standardwebhooks.webhooks import Webhook

ACTIVE, PAUSED, DISABLED = "active", "paused", "disabled"
ATTEMPTS_KEPT = 500  # each subscription's delivery log keeps its latest attempts
FIRST_RETRY_S, LONGEST_RETRY_S = 5.0, 6 * 3600.0  # a failing message waits 5 s, 10 s, 20 s, ... at most 6 h
MESSAGE_TYPE = "game.event"


@dataclass(frozen=True)
class Secret:
    """A signing secret (`whsec_` and base64); one being replaced keeps signing until `until` (ISO time)."""

    value: str
    until: str | None = None


@dataclass(frozen=True)
class Subscription:
    """An endpoint and the games whose public events it gets."""

    id: str
    owner: str  # "player:<player id>", or "token:<SHA-256 of its management token>"
    url: str
    games: tuple[str, ...] = ()
    rulesets: tuple[str, ...] = ()
    players: tuple[str, ...] = ()  # the games these players sit in (the owner's own player)
    event_types: tuple[str, ...] = ()  # empty: every event
    status: str = ACTIVE
    created_at: str = ""
    secrets: tuple[Secret, ...] = ()  # the newest first
    disabled: str | None = None  # why it was disabled, when it was
    address: str | None = None  # a hash of the client address (an IPv6 /64) that made it: capped per address

    def wants(self, event_type: str) -> bool:
        """Whether an event of this type is one of its messages."""
        return not self.event_types or event_type in self.event_types


@dataclass(frozen=True)
class Failing:
    """A game's next message keeps failing: since when and how many attempts failed, and when the next one is due
    (epoch seconds)."""

    since: float
    attempts: int
    next_at: float


class WebhookStore(Protocol):
    """Subscriptions, their indexes by game, ruleset and player, and each one's delivery state."""

    def add(self, subscription: Subscription, most: int, most_per_address: int) -> bool:
        """Keep a new subscription and index it, unless its owner already holds `most` or its client address (if it
        has one) `most_per_address` (False), in one step."""

    def get(self, subscription_id: str) -> Subscription | None:
        """A subscription by id."""

    def owned_by(self, owner: str) -> list[Subscription]:
        """An owner's subscriptions, oldest first."""

    def every(self) -> list[Subscription]:
        """Every subscription (the worker's sweep)."""

    def save(self, subscription: Subscription) -> None:
        """Keep a subscription's new status or secrets (what it follows never changes)."""

    def remove(self, subscription_id: str) -> None:
        """Forget a subscription, its indexes and its delivery state."""

    def matching(self, game_id: str, ruleset: str, players: Iterable[str]) -> list[str]:
        """The ids of the subscriptions that follow this game (by id, ruleset or a player in it)."""

    def cursor(self, subscription_id: str, game_id: str) -> int:
        """The version of the game's last message answered 2xx (0: none)."""

    def cursors(self, subscription_id: str) -> dict[str, int]:
        """Every game the subscription has a cursor for."""

    def move(self, subscription_id: str, game_id: str, version: int) -> None:
        """Set the game's cursor (forward as messages are answered, back for a redelivery)."""

    def failing(self, subscription_id: str, game_id: str) -> Failing | None:
        """The game's next message's failures, if it is failing."""

    def set_failing(self, subscription_id: str, game_id: str, failing: Failing | None) -> None:
        """Note or clear the game's failing message."""

    def log(self, subscription_id: str, attempt: dict[str, Any]) -> None:
        """Keep one delivery attempt (the latest ATTEMPTS_KEPT are kept)."""

    def attempts(self, subscription_id: str, limit: int) -> list[dict[str, Any]]:
        """The latest attempts, newest first."""

    def lock(self, subscription_id: str, game_id: str, holder: str, ttl_s: float) -> bool:
        """Take the (subscription, game) delivery lock for `ttl_s` seconds; whether it was free."""

    def unlock(self, subscription_id: str, game_id: str, holder: str) -> None:
        """Free the lock if `holder` still holds it."""


def new_subscription_id() -> str:
    """A subscription's id: random, unguessable."""
    return "wh_" + secrets.token_hex(8)


def new_secret() -> str:
    """A signing secret as Standard Webhooks spells it: `whsec_` and 32 random bytes in base64."""
    return "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode("ascii")


def new_management_token() -> str:
    """A token that manages the subscriptions made with it (shown once; only its digest is kept)."""
    return "whm_" + secrets.token_urlsafe(32)


def token_owner(token: str) -> str:
    """The owner a management token stands for."""
    return "token:" + hashlib.sha256(token.encode("utf-8")).hexdigest()


def player_owner(player_id: str) -> str:
    """The owner a player identity stands for."""
    return "player:" + player_id


def message_id(subscription_id: str, game_id: str, version: int) -> str:
    """The `webhook-id` of one event's message: the same on every attempt and redelivery."""
    return f"msg_{subscription_id}_{game_id}_{version}"


def signature(secrets_now: Sequence[Secret], msg_id: str, at: datetime, payload: str) -> str:
    """The `webhook-signature` header: one `v1,` signature per secret in use (two while one is being replaced)."""
    return " ".join(Webhook(secret.value).sign(msg_id, at, payload) for secret in secrets_now)


def in_use(subscription: Subscription, now_iso: str) -> tuple[Secret, ...]:
    """The secrets that sign now: the current one, and a replaced one until its `until`."""
    return tuple(s for s in subscription.secrets if s.until is None or s.until > now_iso)


def rotated(subscription: Subscription, overlap_until: str) -> tuple[Subscription, str]:
    """The subscription with a new current secret, the one it replaces still signing until `overlap_until` (an
    earlier replaced one stops); and the new secret."""
    fresh = new_secret()
    replaced = [replace(s, until=overlap_until) for s in subscription.secrets if s.until is None]
    return replace(subscription, secrets=(Secret(fresh), *replaced)), fresh


def retry_after_s(failed_attempts: int) -> float:
    """How long a failing message waits before its next attempt: doubling from 5 s, at most 6 h."""
    return min(FIRST_RETRY_S * 2 ** max(failed_attempts - 1, 0), LONGEST_RETRY_S)


def message(game_id: str, ruleset: str, event: dict[str, Any], at_iso: str) -> dict[str, Any]:
    """One event's message body, as Standard Webhooks shapes payloads: {type, timestamp, data}."""
    return {"type": MESSAGE_TYPE, "timestamp": at_iso, "data": {"game_id": game_id, "ruleset": ruleset, "event": event}}


@dataclass
class InMemoryWebhookStore:
    """The same store in dicts, guarded by a lock."""

    subscriptions: dict[str, Subscription] = field(default_factory=dict)
    positions: dict[tuple[str, str], int] = field(default_factory=dict)
    failures: dict[tuple[str, str], Failing] = field(default_factory=dict)
    logs: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    locks: dict[tuple[str, str], str] = field(default_factory=dict)
    guard: threading.Lock = field(default_factory=threading.Lock)

    def add(self, subscription: Subscription, most: int, most_per_address: int) -> bool:
        with self.guard:
            held = self.subscriptions.values()
            if sum(s.owner == subscription.owner for s in held) >= most:
                return False
            if subscription.address and sum(s.address == subscription.address for s in held) >= most_per_address:
                return False
            self.subscriptions[subscription.id] = subscription
            return True

    def get(self, subscription_id: str) -> Subscription | None:
        with self.guard:
            return self.subscriptions.get(subscription_id)

    def owned_by(self, owner: str) -> list[Subscription]:
        with self.guard:
            return [s for s in self.subscriptions.values() if s.owner == owner]

    def every(self) -> list[Subscription]:
        with self.guard:
            return list(self.subscriptions.values())

    def save(self, subscription: Subscription) -> None:
        with self.guard:
            if subscription.id in self.subscriptions:
                self.subscriptions[subscription.id] = subscription

    def remove(self, subscription_id: str) -> None:
        with self.guard:
            self.subscriptions.pop(subscription_id, None)
            self.logs.pop(subscription_id, None)
            for kept in (self.positions, self.failures, self.locks):
                for key in [k for k in kept if k[0] == subscription_id]:
                    del kept[key]

    def matching(self, game_id: str, ruleset: str, players: Iterable[str]) -> list[str]:
        seated = set(players)
        with self.guard:
            return [
                s.id
                for s in self.subscriptions.values()
                if game_id in s.games or ruleset in s.rulesets or seated.intersection(s.players)
            ]

    def cursor(self, subscription_id: str, game_id: str) -> int:
        with self.guard:
            return self.positions.get((subscription_id, game_id), 0)

    def cursors(self, subscription_id: str) -> dict[str, int]:
        with self.guard:
            return {game: at for (sub, game), at in self.positions.items() if sub == subscription_id}

    def move(self, subscription_id: str, game_id: str, version: int) -> None:
        with self.guard:
            if subscription_id in self.subscriptions:
                self.positions[(subscription_id, game_id)] = version

    def failing(self, subscription_id: str, game_id: str) -> Failing | None:
        with self.guard:
            return self.failures.get((subscription_id, game_id))

    def set_failing(self, subscription_id: str, game_id: str, failing: Failing | None) -> None:
        with self.guard:
            if failing is None:
                self.failures.pop((subscription_id, game_id), None)
            else:
                self.failures[(subscription_id, game_id)] = failing

    def log(self, subscription_id: str, attempt: dict[str, Any]) -> None:
        with self.guard:
            kept = self.logs.setdefault(subscription_id, [])
            kept.insert(0, attempt)
            del kept[ATTEMPTS_KEPT:]

    def attempts(self, subscription_id: str, limit: int) -> list[dict[str, Any]]:
        with self.guard:
            return list(self.logs.get(subscription_id, [])[:limit])

    def lock(self, subscription_id: str, game_id: str, holder: str, ttl_s: float) -> bool:
        with self.guard:
            return self.locks.setdefault((subscription_id, game_id), holder) == holder

    def unlock(self, subscription_id: str, game_id: str, holder: str) -> None:
        with self.guard:
            if self.locks.get((subscription_id, game_id)) == holder:
                del self.locks[(subscription_id, game_id)]
