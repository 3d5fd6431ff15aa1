from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.webhook_redeliver_request import WebhookRedeliverRequest
from ...models.webhook_redelivery import WebhookRedelivery
from ...types import Response


def _get_kwargs(
    subscription_id: str,
    *,
    body: WebhookRedeliverRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/{subscription_id}/redeliver".format(
            subscription_id=quote(str(subscription_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WebhookRedelivery | str | None:
    if response.status_code == 202:
        response_202 = WebhookRedelivery.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Problem | WebhookRedelivery | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookRedeliverRequest,
) -> Response[Problem | WebhookRedelivery | str]:
    """Send a game's messages again

     Sends the game's messages after version `after` again, with their
    own `webhook-id`s (a receiver that kept them drops them), in order,
    up to what was sent already and then on. Only what was sent may be
    sent again (`after` at most the game's cursor).

    Args:
        subscription_id (str):
        body (WebhookRedeliverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookRedelivery | str]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookRedeliverRequest,
) -> Problem | WebhookRedelivery | str | None:
    """Send a game's messages again

     Sends the game's messages after version `after` again, with their
    own `webhook-id`s (a receiver that kept them drops them), in order,
    up to what was sent already and then on. Only what was sent may be
    sent again (`after` at most the game's cursor).

    Args:
        subscription_id (str):
        body (WebhookRedeliverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookRedelivery | str
    """

    return sync_detailed(
        subscription_id=subscription_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookRedeliverRequest,
) -> Response[Problem | WebhookRedelivery | str]:
    """Send a game's messages again

     Sends the game's messages after version `after` again, with their
    own `webhook-id`s (a receiver that kept them drops them), in order,
    up to what was sent already and then on. Only what was sent may be
    sent again (`after` at most the game's cursor).

    Args:
        subscription_id (str):
        body (WebhookRedeliverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookRedelivery | str]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookRedeliverRequest,
) -> Problem | WebhookRedelivery | str | None:
    """Send a game's messages again

     Sends the game's messages after version `after` again, with their
    own `webhook-id`s (a receiver that kept them drops them), in order,
    up to what was sent already and then on. Only what was sent may be
    sent again (`after` at most the game's cursor).

    Args:
        subscription_id (str):
        body (WebhookRedeliverRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookRedelivery | str
    """

    return (
        await asyncio_detailed(
            subscription_id=subscription_id,
            client=client,
            body=body,
        )
    ).parsed
