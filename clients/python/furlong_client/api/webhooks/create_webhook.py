from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.webhook_created import WebhookCreated
from ...models.webhook_request import WebhookRequest
from ...types import Response


def _get_kwargs(
    *,
    body: WebhookRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WebhookCreated | str | None:
    if response.status_code == 201:
        response_201 = WebhookCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = cast(str, response.content)
        return response_414

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | WebhookCreated | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
) -> Response[Problem | WebhookCreated | str]:
    """Subscribe an endpoint to games' public events

     Subscribes `url` to the public events of some games: by id
    (`games`), every game of some rulesets (`rulesets`), or the games
    the caller's player sits in (`my_games`, with a player identity);
    `event_types` narrows it to some events. Each event of such a game is
    POSTed to `url` as a signed message (Standard Webhooks: `webhook-id`,
    `webhook-timestamp`, `webhook-signature`; see the top-level
    `webhooks` of this file and docs/webhooks.md), in the game's order,
    holding only what the public may see. The signing `secret` is
    answered here once. With a player identity (`Furlong-Player`), that
    identity owns the subscription; without one, a `management_token`
    is answered once and owns it (send it as `Authorization: Bearer
    whm_...`). An owner holds at most `WEBHOOK_MAX_PER_OWNER` (20)
    subscriptions, and the subscriptions made from one client address
    (an IPv6 /64), all owners together, number at most
    `WEBHOOK_MAX_PER_ADDRESS` (100): past either, 422
    `webhook.too_many`. `url` must be http or https
    with a host; each attempt resolves it once and refuses loopback,
    private, link-local and metadata addresses unless the operator
    allows them (`WEBHOOK_ALLOWED_NETWORKS`). Not idempotent: each call
    makes a subscription. Counted against the rate limit of creating
    games.

    Args:
        body (WebhookRequest): An endpoint and the games it follows (at least one of `games`,
            `rulesets`, `my_games`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreated | str]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
) -> Problem | WebhookCreated | str | None:
    """Subscribe an endpoint to games' public events

     Subscribes `url` to the public events of some games: by id
    (`games`), every game of some rulesets (`rulesets`), or the games
    the caller's player sits in (`my_games`, with a player identity);
    `event_types` narrows it to some events. Each event of such a game is
    POSTed to `url` as a signed message (Standard Webhooks: `webhook-id`,
    `webhook-timestamp`, `webhook-signature`; see the top-level
    `webhooks` of this file and docs/webhooks.md), in the game's order,
    holding only what the public may see. The signing `secret` is
    answered here once. With a player identity (`Furlong-Player`), that
    identity owns the subscription; without one, a `management_token`
    is answered once and owns it (send it as `Authorization: Bearer
    whm_...`). An owner holds at most `WEBHOOK_MAX_PER_OWNER` (20)
    subscriptions, and the subscriptions made from one client address
    (an IPv6 /64), all owners together, number at most
    `WEBHOOK_MAX_PER_ADDRESS` (100): past either, 422
    `webhook.too_many`. `url` must be http or https
    with a host; each attempt resolves it once and refuses loopback,
    private, link-local and metadata addresses unless the operator
    allows them (`WEBHOOK_ALLOWED_NETWORKS`). Not idempotent: each call
    makes a subscription. Counted against the rate limit of creating
    games.

    Args:
        body (WebhookRequest): An endpoint and the games it follows (at least one of `games`,
            `rulesets`, `my_games`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreated | str
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
) -> Response[Problem | WebhookCreated | str]:
    """Subscribe an endpoint to games' public events

     Subscribes `url` to the public events of some games: by id
    (`games`), every game of some rulesets (`rulesets`), or the games
    the caller's player sits in (`my_games`, with a player identity);
    `event_types` narrows it to some events. Each event of such a game is
    POSTed to `url` as a signed message (Standard Webhooks: `webhook-id`,
    `webhook-timestamp`, `webhook-signature`; see the top-level
    `webhooks` of this file and docs/webhooks.md), in the game's order,
    holding only what the public may see. The signing `secret` is
    answered here once. With a player identity (`Furlong-Player`), that
    identity owns the subscription; without one, a `management_token`
    is answered once and owns it (send it as `Authorization: Bearer
    whm_...`). An owner holds at most `WEBHOOK_MAX_PER_OWNER` (20)
    subscriptions, and the subscriptions made from one client address
    (an IPv6 /64), all owners together, number at most
    `WEBHOOK_MAX_PER_ADDRESS` (100): past either, 422
    `webhook.too_many`. `url` must be http or https
    with a host; each attempt resolves it once and refuses loopback,
    private, link-local and metadata addresses unless the operator
    allows them (`WEBHOOK_ALLOWED_NETWORKS`). Not idempotent: each call
    makes a subscription. Counted against the rate limit of creating
    games.

    Args:
        body (WebhookRequest): An endpoint and the games it follows (at least one of `games`,
            `rulesets`, `my_games`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreated | str]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
) -> Problem | WebhookCreated | str | None:
    """Subscribe an endpoint to games' public events

     Subscribes `url` to the public events of some games: by id
    (`games`), every game of some rulesets (`rulesets`), or the games
    the caller's player sits in (`my_games`, with a player identity);
    `event_types` narrows it to some events. Each event of such a game is
    POSTed to `url` as a signed message (Standard Webhooks: `webhook-id`,
    `webhook-timestamp`, `webhook-signature`; see the top-level
    `webhooks` of this file and docs/webhooks.md), in the game's order,
    holding only what the public may see. The signing `secret` is
    answered here once. With a player identity (`Furlong-Player`), that
    identity owns the subscription; without one, a `management_token`
    is answered once and owns it (send it as `Authorization: Bearer
    whm_...`). An owner holds at most `WEBHOOK_MAX_PER_OWNER` (20)
    subscriptions, and the subscriptions made from one client address
    (an IPv6 /64), all owners together, number at most
    `WEBHOOK_MAX_PER_ADDRESS` (100): past either, 422
    `webhook.too_many`. `url` must be http or https
    with a host; each attempt resolves it once and refuses loopback,
    private, link-local and metadata addresses unless the operator
    allows them (`WEBHOOK_ALLOWED_NETWORKS`). Not idempotent: each call
    makes a subscription. Counted against the rate limit of creating
    games.

    Args:
        body (WebhookRequest): An endpoint and the games it follows (at least one of `games`,
            `rulesets`, `my_games`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreated | str
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
