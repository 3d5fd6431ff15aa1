from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.webhook_secret import WebhookSecret
from ...types import Response


def _get_kwargs(
    subscription_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/{subscription_id}/rotate-secret".format(
            subscription_id=quote(str(subscription_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WebhookSecret | str | None:
    if response.status_code == 200:
        response_200 = WebhookSecret.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 414:
        response_414 = cast(str, response.content)
        return response_414

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
) -> Response[Problem | WebhookSecret | str]:
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
) -> Response[Problem | WebhookSecret | str]:
    """Replace a webhook subscription's signing secret

     A new signing secret, answered here once. The replaced one keeps
    signing beside it (two `v1,` signatures in `webhook-signature`) for
    `WEBHOOK_SECRET_OVERLAP_S` (a day by default), so a receiver can
    switch without missing a message; one replaced earlier stops.

    Args:
        subscription_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookSecret | str]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | WebhookSecret | str | None:
    """Replace a webhook subscription's signing secret

     A new signing secret, answered here once. The replaced one keeps
    signing beside it (two `v1,` signatures in `webhook-signature`) for
    `WEBHOOK_SECRET_OVERLAP_S` (a day by default), so a receiver can
    switch without missing a message; one replaced earlier stops.

    Args:
        subscription_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookSecret | str
    """

    return sync_detailed(
        subscription_id=subscription_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | WebhookSecret | str]:
    """Replace a webhook subscription's signing secret

     A new signing secret, answered here once. The replaced one keeps
    signing beside it (two `v1,` signatures in `webhook-signature`) for
    `WEBHOOK_SECRET_OVERLAP_S` (a day by default), so a receiver can
    switch without missing a message; one replaced earlier stops.

    Args:
        subscription_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookSecret | str]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    subscription_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | WebhookSecret | str | None:
    """Replace a webhook subscription's signing secret

     A new signing secret, answered here once. The replaced one keeps
    signing beside it (two `v1,` signatures in `webhook-signature`) for
    `WEBHOOK_SECRET_OVERLAP_S` (a day by default), so a receiver can
    switch without missing a message; one replaced earlier stops.

    Args:
        subscription_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookSecret | str
    """

    return (
        await asyncio_detailed(
            subscription_id=subscription_id,
            client=client,
        )
    ).parsed
