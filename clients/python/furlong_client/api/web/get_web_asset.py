from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    path: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/web/{path}".format(
            path=quote(str(path), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | str | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 414:
        response_414 = cast(str, response.content)
        return response_414

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    path: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Problem | str]:
    """A file of the web page

     An ES module, style sheet or picture of the page, from
    `service/static/`, e.g. `js/main.js` or `neck_and_neck_track.svg`;
    `js/events.json` (every event type of each hosted ruleset with its
    sealed fields, for the live feed and the in-browser audit) is made
    from the rulesets' code. `path` may contain slashes.

    Args:
        path (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
    """

    kwargs = _get_kwargs(
        path=path,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    path: str,
    *,
    client: AuthenticatedClient | Client,
) -> Any | Problem | str | None:
    """A file of the web page

     An ES module, style sheet or picture of the page, from
    `service/static/`, e.g. `js/main.js` or `neck_and_neck_track.svg`;
    `js/events.json` (every event type of each hosted ruleset with its
    sealed fields, for the live feed and the in-browser audit) is made
    from the rulesets' code. `path` may contain slashes.

    Args:
        path (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return sync_detailed(
        path=path,
        client=client,
    ).parsed


async def asyncio_detailed(
    path: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Problem | str]:
    """A file of the web page

     An ES module, style sheet or picture of the page, from
    `service/static/`, e.g. `js/main.js` or `neck_and_neck_track.svg`;
    `js/events.json` (every event type of each hosted ruleset with its
    sealed fields, for the live feed and the in-browser audit) is made
    from the rulesets' code. `path` may contain slashes.

    Args:
        path (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
    """

    kwargs = _get_kwargs(
        path=path,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    path: str,
    *,
    client: AuthenticatedClient | Client,
) -> Any | Problem | str | None:
    """A file of the web page

     An ES module, style sheet or picture of the page, from
    `service/static/`, e.g. `js/main.js` or `neck_and_neck_track.svg`;
    `js/events.json` (every event type of each hosted ruleset with its
    sealed fields, for the live feed and the in-browser audit) is made
    from the rulesets' code. `path` may contain slashes.

    Args:
        path (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return (
        await asyncio_detailed(
            path=path,
            client=client,
        )
    ).parsed
