"""Delivering webhooks (app/webhooks.py): a job per (subscription, game) sends the game's public events in order,
from the subscription's cursor, one signed message at a time; a failure waits (5 s, doubling, at most 6 h) and
blocks that game's later messages, and a subscription whose message kept failing for WEBHOOK_GIVE_UP_S is disabled.

Jobs run on their own queue (`furlong-webhooks`), served by their own worker (Procfile `webhooks`): a slow or
dead receiver holds that worker only, never a game's turns."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from app.follow_ups import iso
from app.webhook_targets import Attempt, parse_networks
from app.webhooks import ACTIVE, DISABLED, Failing, Subscription, in_use, message, message_id, retry_after_s, signature
from bootstrap import Platform
from events.envelope import Envelope
from events.game import Game
from projections.redaction import visible_event

BATCH = 100  # events a job reads at a time
LOCK_TTL_S = 30.0  # a job holds its (subscription, game) lock at most this long: it stops sending well before
MARGIN_S = 5.0
Send = Callable[..., Attempt]


def deliver(platform: Platform, subscription_id: str, game_id: str, send: Send | None = None) -> str:
    """Send the game's messages the subscription has not had answered yet (by `send`, else the platform's sender);
    what happened, in a word."""
    hooks = platform.webhooks
    subscription = hooks.get(subscription_id)
    if subscription is None or subscription.status != ACTIVE:
        return "inactive"
    failing = hooks.failing(subscription_id, game_id)
    if failing is not None and time.time() < failing.next_at:
        return "waiting"  # its retry is scheduled
    holder = uuid.uuid4().hex
    if not hooks.lock(subscription_id, game_id, holder, LOCK_TTL_S):
        platform.scheduler.webhook(subscription_id, game_id, delay_s=1.0)  # after the job delivering it now
        return "busy"
    try:
        return send_pending(platform, subscription, game_id, send or platform.webhook_sender)
    finally:
        hooks.unlock(subscription_id, game_id, holder)


def send_pending(platform: Platform, subscription: Subscription, game_id: str, send: Send) -> str:
    """Send each message after the cursor in order until one fails, the log ends, or this job's time is up."""
    hooks, settings = platform.webhooks, platform.settings
    stop_at = time.monotonic() + LOCK_TTL_S - float(settings["WEBHOOK_TIMEOUT_S"]) - MARGIN_S
    game = platform.loader.load(game_id)
    if game is None:
        return "no game"
    cursor = hooks.cursor(subscription.id, game_id)
    for envelope in platform.store.read(game_id, after=cursor, limit=BATCH):
        if time.monotonic() > stop_at:
            platform.scheduler.webhook(subscription.id, game_id)
            return "continued"
        if subscription.wants(envelope.type):
            attempt = send_one(platform, subscription, game, envelope, send)
            if not attempt.delivered:
                return failed(platform, subscription, game_id, attempt)
            hooks.set_failing(subscription.id, game_id, None)
        hooks.move(subscription.id, game_id, envelope.version)
    if platform.store.version(game_id) > hooks.cursor(subscription.id, game_id):
        platform.scheduler.webhook(subscription.id, game_id)  # the next batch, or events appended meanwhile
        return "continued"
    return "delivered"


def send_one(platform: Platform, subscription: Subscription, game: Game, envelope: Envelope, send: Send) -> Attempt:
    """One event's signed message to the endpoint, and the attempt noted in the subscription's log."""
    ruleset = platform.rulesets[game.ruleset]
    event = visible_event(envelope, game, ruleset, None)  # the public's view, never a seat's
    payload = json.dumps(message(game.game_id, game.ruleset, event, envelope.at), separators=(",", ":"))
    msg_id, now = message_id(subscription.id, game.game_id, envelope.version), datetime.now(UTC)
    headers = {
        "webhook-id": msg_id,
        "webhook-timestamp": str(int(now.timestamp())),
        "webhook-signature": signature(in_use(subscription, iso(now)), msg_id, now, payload),
    }
    settings = platform.settings
    attempt = send(
        subscription.url,
        payload.encode("utf-8"),
        headers,
        allowed=parse_networks(str(settings["WEBHOOK_ALLOWED_NETWORKS"])),
        timeout_s=float(settings["WEBHOOK_TIMEOUT_S"]),
        max_answer_bytes=int(settings["WEBHOOK_MAX_ANSWER_BYTES"]),
    )
    platform.webhooks.log(subscription.id, logged(msg_id, game.game_id, envelope, now, attempt))
    return attempt


def logged(msg_id: str, game_id: str, envelope: Envelope, at: datetime, attempt: Attempt) -> dict[str, Any]:
    """One attempt as the delivery log keeps it."""
    return {
        "message_id": msg_id,
        "game_id": game_id,
        "version": envelope.version,
        "event_type": envelope.type,
        "at": iso(at),
        "status": attempt.status,
        "latency_ms": round(attempt.latency_ms, 1),
        "delivered": attempt.delivered,
        "error": attempt.error,
    }


def failed(platform: Platform, subscription: Subscription, game_id: str, attempt: Attempt) -> str:
    """A message was not answered 2xx: wait longer each time, until WEBHOOK_GIVE_UP_S passed, then disable."""
    hooks, now = platform.webhooks, time.time()
    before = hooks.failing(subscription.id, game_id)
    since, attempts = (before.since, before.attempts + 1) if before else (now, 1)
    if now - since >= float(platform.settings["WEBHOOK_GIVE_UP_S"]):
        reason = f"a message of game {game_id} failed for {now - since:.0f} s ({attempts} attempts): {why(attempt)}"
        hooks.save(replace(subscription, status=DISABLED, disabled=reason))
        hooks.set_failing(subscription.id, game_id, None)
        return "disabled"
    wait = retry_after_s(attempts)
    hooks.set_failing(subscription.id, game_id, Failing(since, attempts, now + wait))
    platform.scheduler.webhook(subscription.id, game_id, delay_s=wait)
    return "retrying"


def why(attempt: Attempt) -> str:
    """A failed attempt in words."""
    return attempt.error or f"answered {attempt.status}"


def catch_up(platform: Platform) -> int:
    """The worker's sweep: schedule each active subscription's games whose messages lag behind their log (a job
    that died with its worker, a trigger lost); how many."""
    hooks, scheduled = platform.webhooks, 0
    for subscription in hooks.every():
        if subscription.status != ACTIVE:
            continue
        for game_id, cursor in {**dict.fromkeys(subscription.games, 0), **hooks.cursors(subscription.id)}.items():
            if platform.store.version(game_id) > cursor:
                platform.scheduler.webhook(subscription.id, game_id)
                scheduled += 1
    return scheduled
