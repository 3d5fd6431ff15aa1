"""Webhook subscriptions (app/webhooks.py): made, listed, paused, resumed, deleted, their secret rotated, their
delivery log read and a game redelivered, each by its owner alone: a player identity (Furlong-Player), or the
management token answered once when a subscription is made without one (Authorization: Bearer whm_...)."""

from __future__ import annotations

import hashlib
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from flask import Blueprint, Response, g, request
from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from app.follow_ups import iso
from app.webhook_targets import UnsafeUrl, checked_url
from app.webhooks import (
    ACTIVE,
    PAUSED,
    Secret,
    Subscription,
    new_management_token,
    new_secret,
    new_subscription_id,
    player_owner,
    rotated,
    token_owner,
)
from events.game import event_types

from .command_codec import StrictBoolean
from .context import json_body, platform
from .errors import Problem
from .identity import HEADER, caller_player
from .responses import respond

bp = Blueprint("webhooks", __name__)
MOST_FOLLOWED = 100  # games or rulesets one subscription names
TOKEN_PREFIX = "whm_"
LOG_LIMIT = 100


class SubscribeSchema(Schema):
    """POST /webhooks body: an endpoint, and which games (by id, by ruleset, or the caller's player's own)."""

    url = fields.String(required=True, validate=validate.Length(1, 2000))
    games = fields.List(fields.String(validate=validate.Length(1, 64)), validate=validate.Length(max=MOST_FOLLOWED))
    rulesets = fields.List(fields.String(), validate=validate.Length(max=MOST_FOLLOWED))
    my_games = StrictBoolean()
    event_types = fields.List(fields.String(), validate=validate.Length(max=200))

    @validates_schema
    def follows_something(self, data: dict[str, Any], **_: Any) -> None:
        """At least one game, ruleset, or the caller's own games."""
        if not (data.get("games") or data.get("rulesets") or data.get("my_games")):
            raise ValidationError("name the games to follow: games, rulesets or my_games", "games")


class DeliveriesQuerySchema(Schema):
    """GET /webhooks/{id}/deliveries query (another parameter is refused)."""

    limit = fields.Integer(load_default=LOG_LIMIT, validate=validate.Range(1, LOG_LIMIT))


class RedeliverSchema(Schema):
    """POST /webhooks/{id}/redeliver body: a game, and the version after which to send its messages again."""

    game_id = fields.String(required=True, validate=validate.Length(1, 64))
    after = fields.Integer(strict=True, load_default=0, validate=validate.Range(0))


def caller_owner() -> str:
    """The owner the request speaks for: its player identity, else its management token; a 401 with neither."""
    if request.headers.get(HEADER, "").strip():
        return player_owner(caller_player(required=True).player_id)
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() == "bearer" and token.strip().startswith(TOKEN_PREFIX):
        return token_owner(token.strip())
    raise Problem(
        401,
        "Unauthorized",
        f"webhooks are managed by their owner: a player identity ({HEADER}) or the subscription's management token "
        "(Authorization: Bearer whm_...)",
        rule="webhook.owner_required",
    )


def owned(subscription_id: str) -> Subscription:
    """The caller's subscription; 404 for one that is not there or not the caller's (they look the same)."""
    subscription = platform().webhooks.get(subscription_id)
    if subscription is None or subscription.owner != caller_owner():
        raise Problem(404, "Webhook not found", f"you have no webhook subscription {subscription_id!r}")
    return subscription


def shown(subscription: Subscription) -> dict[str, Any]:
    """What the owner sees of a subscription: never its secrets."""
    replaced = [s.until for s in subscription.secrets if s.until is not None]
    return {
        "id": subscription.id,
        "url": subscription.url,
        "games": list(subscription.games),
        "rulesets": list(subscription.rulesets),
        "my_games": bool(subscription.players),
        "event_types": list(subscription.event_types),
        "status": subscription.status,
        "disabled_reason": subscription.disabled,
        "created_at": subscription.created_at,
        "previous_secret_until": max(replaced) if replaced else None,
    }


@bp.post("/webhooks")
def subscribe() -> Response:
    """Make a subscription; its signing secret (and, without a player identity, its management token) shown once."""
    player = caller_player()
    order = SubscribeSchema().load(json_body())
    owner, token = (player_owner(player.player_id), None) if player else _new_token_owner()
    if order.get("my_games") and player is None:
        raise ValidationError({"my_games": [f"my_games follows a player's games: send your {HEADER}"]})
    wired = platform()
    secret = new_secret()
    subscription = Subscription(
        new_subscription_id(), owner, _url(order["url"]), tuple(_games(order.get("games", []))),
        tuple(_rulesets(order.get("rulesets", []))), (player.player_id,) if order.get("my_games") and player else (),
        tuple(_event_types(order.get("event_types", []))), ACTIVE, iso(datetime.now(UTC)), (Secret(secret),),
        address=_address(),
    )  # fmt: skip
    most, per_address = (int(wired.settings[name]) for name in ("WEBHOOK_MAX_PER_OWNER", "WEBHOOK_MAX_PER_ADDRESS"))
    if not wired.webhooks.add(subscription, most, per_address):
        raise Problem(422, "Rule broken", f"this owner already has {most} webhook subscriptions, or the clients of "
                      f"this address {per_address}: delete one first", rule="webhook.too_many")  # fmt: skip
    made = {"subscription": shown(subscription), "secret": secret}
    return respond({**made, "management_token": token} if token else made, 201)


def _address() -> str | None:
    """A hash of the caller's client address as the rate limits see it (an IPv6 /64; None if exempt or unknown)."""
    subject = g.get("client_subject")
    return None if subject is None else hashlib.sha256(subject.encode()).hexdigest()[:32]


def _new_token_owner() -> tuple[str, str]:
    token = new_management_token()
    return token_owner(token), token


def _url(url: str) -> str:
    try:
        return checked_url(url)
    except UnsafeUrl as error:
        raise ValidationError({"url": [str(error)]}) from None


def _games(games: list[str]) -> list[str]:
    unknown = [g for g in games if platform().store.version(g) == 0]
    if unknown:
        raise ValidationError({"games": [f"no game has id {unknown[0]!r}"]})
    return list(dict.fromkeys(games))


def _rulesets(rulesets: list[str]) -> list[str]:
    hosted = platform().rulesets
    unknown = [r for r in rulesets if r not in hosted]
    if unknown:
        raise ValidationError({"rulesets": [f"unknown ruleset {unknown[0]!r}; known: {', '.join(sorted(hosted))}"]})
    return list(dict.fromkeys(rulesets))


def _event_types(names: list[str]) -> list[str]:
    known = set(event_types(platform().rulesets.values()))
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ValidationError({"event_types": [f"unknown event type {unknown[0]!r}"]})
    return list(dict.fromkeys(names))


@bp.get("/webhooks")
def list_subscriptions() -> Response:
    """The caller's subscriptions, oldest first."""
    return respond([shown(s) for s in platform().webhooks.owned_by(caller_owner())], 200)


@bp.get("/webhooks/<subscription_id>")
def get_subscription(subscription_id: str) -> Response:
    """One of the caller's subscriptions."""
    return respond(shown(owned(subscription_id)), 200)


@bp.delete("/webhooks/<subscription_id>")
def delete_subscription(subscription_id: str) -> Response:
    """Forget a subscription, its delivery state and its log; nothing more is sent."""
    platform().webhooks.remove(owned(subscription_id).id)
    return Response(status=204)


@bp.post("/webhooks/<subscription_id>/pause")
def pause(subscription_id: str) -> Response:
    """Stop sending; what happens meanwhile is sent, in order, once resumed."""
    paused = replace(owned(subscription_id), status=PAUSED)
    platform().webhooks.save(paused)
    return respond(shown(paused), 200)


@bp.post("/webhooks/<subscription_id>/resume")
def resume(subscription_id: str) -> Response:
    """Send again (a disabled subscription too), from where each game's messages stopped."""
    resumed = replace(owned(subscription_id), status=ACTIVE, disabled=None)
    wired = platform()
    wired.webhooks.save(resumed)
    for game_id in {*wired.webhooks.cursors(resumed.id), *resumed.games}:
        wired.webhooks.set_failing(resumed.id, game_id, None)
        wired.scheduler.webhook(resumed.id, game_id)
    return respond(shown(resumed), 200)


@bp.post("/webhooks/<subscription_id>/rotate-secret")
def rotate_secret(subscription_id: str) -> Response:
    """A new signing secret, shown once; the replaced one keeps signing beside it for WEBHOOK_SECRET_OVERLAP_S."""
    wired = platform()
    overlap = timedelta(seconds=float(wired.settings["WEBHOOK_SECRET_OVERLAP_S"]))
    subscription, secret = rotated(owned(subscription_id), iso(datetime.now(UTC) + overlap))
    wired.webhooks.save(subscription)
    return respond({"subscription": shown(subscription), "secret": secret}, 200)


@bp.get("/webhooks/<subscription_id>/deliveries")
def deliveries(subscription_id: str) -> Response:
    """The latest delivery attempts, newest first: each message's id, game, version, status and latency."""
    limit = DeliveriesQuerySchema().load(request.args)["limit"]
    return respond(platform().webhooks.attempts(owned(subscription_id).id, limit), 200)


@bp.post("/webhooks/<subscription_id>/redeliver")
def redeliver(subscription_id: str) -> Response:
    """Send a game's messages after version `after` again (same webhook-ids), in order, after what is pending."""
    subscription = owned(subscription_id)
    order = RedeliverSchema().load(json_body())
    wired, game_id = platform(), order["game_id"]
    cursor = wired.webhooks.cursor(subscription.id, game_id)
    if game_id not in wired.webhooks.cursors(subscription.id) and game_id not in subscription.games:
        raise ValidationError({"game_id": [f"this subscription has sent nothing of game {game_id!r}"]})
    if order["after"] > cursor:
        raise ValidationError({"after": [f"only what was sent may be sent again: up to version {cursor}"]})
    wired.webhooks.move(subscription.id, game_id, order["after"])
    wired.scheduler.webhook(subscription.id, game_id)
    return respond({"game_id": game_id, "after": order["after"], "until": cursor}, 202)
