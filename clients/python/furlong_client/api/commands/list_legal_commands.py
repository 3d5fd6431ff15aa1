from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.homestretch_legal_command import HomestretchLegalCommand
from ...models.jockey_legal_command import JockeyLegalCommand
from ...models.long_shot_legal_command import LongShotLegalCommand
from ...models.neck_and_neck_legal_command import NeckAndNeckLegalCommand
from ...models.photo_finish_legal_command import PhotoFinishLegalCommand
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/legal-commands".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | list[
        HomestretchLegalCommand
        | JockeyLegalCommand
        | LongShotLegalCommand
        | NeckAndNeckLegalCommand
        | PhotoFinishLegalCommand
    ]
    | str
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:

            def _parse_response_200_item(
                data: object,
            ) -> (
                HomestretchLegalCommand
                | JockeyLegalCommand
                | LongShotLegalCommand
                | NeckAndNeckLegalCommand
                | PhotoFinishLegalCommand
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_command_type_0 = NeckAndNeckLegalCommand.from_dict(data)

                    return componentsschemas_legal_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_command_type_1 = JockeyLegalCommand.from_dict(data)

                    return componentsschemas_legal_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_command_type_2 = LongShotLegalCommand.from_dict(data)

                    return componentsschemas_legal_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_legal_command_type_3 = PhotoFinishLegalCommand.from_dict(data)

                    return componentsschemas_legal_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_command_type_4 = HomestretchLegalCommand.from_dict(data)

                return componentsschemas_legal_command_type_4

            response_200_item = _parse_response_200_item(response_200_item_data)

            response_200.append(response_200_item)

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
) -> Response[
    Problem
    | list[
        HomestretchLegalCommand
        | JockeyLegalCommand
        | LongShotLegalCommand
        | NeckAndNeckLegalCommand
        | PhotoFinishLegalCommand
    ]
    | str
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Problem
    | list[
        HomestretchLegalCommand
        | JockeyLegalCommand
        | LongShotLegalCommand
        | NeckAndNeckLegalCommand
        | PhotoFinishLegalCommand
    ]
    | str
]:
    """The commands the caller's seat may send now

     Every command the caller's seat may send now: the game's `ruleset`
    (which tells generated clients which ruleset's command `command` is),
    a ready body whose free parameters are at their least, and those
    parameters (an amount with its minimum, maximum and step) to choose
    another value for. Empty when the seat must wait or the game is not
    running.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[HomestretchLegalCommand | JockeyLegalCommand | LongShotLegalCommand | NeckAndNeckLegalCommand | PhotoFinishLegalCommand] | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | list[
        HomestretchLegalCommand
        | JockeyLegalCommand
        | LongShotLegalCommand
        | NeckAndNeckLegalCommand
        | PhotoFinishLegalCommand
    ]
    | str
    | None
):
    """The commands the caller's seat may send now

     Every command the caller's seat may send now: the game's `ruleset`
    (which tells generated clients which ruleset's command `command` is),
    a ready body whose free parameters are at their least, and those
    parameters (an amount with its minimum, maximum and step) to choose
    another value for. Empty when the seat must wait or the game is not
    running.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[HomestretchLegalCommand | JockeyLegalCommand | LongShotLegalCommand | NeckAndNeckLegalCommand | PhotoFinishLegalCommand] | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Problem
    | list[
        HomestretchLegalCommand
        | JockeyLegalCommand
        | LongShotLegalCommand
        | NeckAndNeckLegalCommand
        | PhotoFinishLegalCommand
    ]
    | str
]:
    """The commands the caller's seat may send now

     Every command the caller's seat may send now: the game's `ruleset`
    (which tells generated clients which ruleset's command `command` is),
    a ready body whose free parameters are at their least, and those
    parameters (an amount with its minimum, maximum and step) to choose
    another value for. Empty when the seat must wait or the game is not
    running.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[HomestretchLegalCommand | JockeyLegalCommand | LongShotLegalCommand | NeckAndNeckLegalCommand | PhotoFinishLegalCommand] | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | list[
        HomestretchLegalCommand
        | JockeyLegalCommand
        | LongShotLegalCommand
        | NeckAndNeckLegalCommand
        | PhotoFinishLegalCommand
    ]
    | str
    | None
):
    """The commands the caller's seat may send now

     Every command the caller's seat may send now: the game's `ruleset`
    (which tells generated clients which ruleset's command `command` is),
    a ready body whose free parameters are at their least, and those
    parameters (an amount with its minimum, maximum and step) to choose
    another value for. Empty when the seat must wait or the game is not
    running.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[HomestretchLegalCommand | JockeyLegalCommand | LongShotLegalCommand | NeckAndNeckLegalCommand | PhotoFinishLegalCommand] | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
