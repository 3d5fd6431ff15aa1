from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.ruleset import Ruleset
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/rulesets",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | list[Ruleset] | str | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = Ruleset.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

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
) -> Response[Problem | list[Ruleset] | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | list[Ruleset] | str]:
    """List the hosted rulesets

     Every ruleset the server hosts: its seat counts, the options
    `POST /games` accepts for it (the platform's `seed` first) and the
    JSON Schema of every command body it accepts, keyed by command type.
    For example (one ruleset, its first two options and one command):

    ```json
    [{"id": "neck_and_neck", "title": "Neck and Neck", "min_seats": 2, "max_seats": 6,
      "options": [
        {"name": "seed", "type": "string", "default": null, "minimum": null, "maximum": null,
         "description": "fix the RNG seed (reproducible games): ..."},
        {"name": "turn_timeout_s", "type": "integer", "default": 300, "minimum": 0, "maximum": 86400,
         "description": "seconds a human seat has for each decision ..."}],
      "commands": {"PlaceBet": {"type": "object", "properties": {"type": {"const": "PlaceBet"},
        "seat": {"type": "integer"}, "horse": {"type": "integer"}, "amount": {"type": "integer"}},
        "required": ["type", "horse", "amount"], "additionalProperties": false}}}]
    ```

    (The example is in words, not an `example`: an option reads like a
    JSON Schema, and linters would check the seed's `default` against it.)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Ruleset] | str]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Problem | list[Ruleset] | str | None:
    """List the hosted rulesets

     Every ruleset the server hosts: its seat counts, the options
    `POST /games` accepts for it (the platform's `seed` first) and the
    JSON Schema of every command body it accepts, keyed by command type.
    For example (one ruleset, its first two options and one command):

    ```json
    [{"id": "neck_and_neck", "title": "Neck and Neck", "min_seats": 2, "max_seats": 6,
      "options": [
        {"name": "seed", "type": "string", "default": null, "minimum": null, "maximum": null,
         "description": "fix the RNG seed (reproducible games): ..."},
        {"name": "turn_timeout_s", "type": "integer", "default": 300, "minimum": 0, "maximum": 86400,
         "description": "seconds a human seat has for each decision ..."}],
      "commands": {"PlaceBet": {"type": "object", "properties": {"type": {"const": "PlaceBet"},
        "seat": {"type": "integer"}, "horse": {"type": "integer"}, "amount": {"type": "integer"}},
        "required": ["type", "horse", "amount"], "additionalProperties": false}}}]
    ```

    (The example is in words, not an `example`: an option reads like a
    JSON Schema, and linters would check the seed's `default` against it.)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Ruleset] | str
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | list[Ruleset] | str]:
    """List the hosted rulesets

     Every ruleset the server hosts: its seat counts, the options
    `POST /games` accepts for it (the platform's `seed` first) and the
    JSON Schema of every command body it accepts, keyed by command type.
    For example (one ruleset, its first two options and one command):

    ```json
    [{"id": "neck_and_neck", "title": "Neck and Neck", "min_seats": 2, "max_seats": 6,
      "options": [
        {"name": "seed", "type": "string", "default": null, "minimum": null, "maximum": null,
         "description": "fix the RNG seed (reproducible games): ..."},
        {"name": "turn_timeout_s", "type": "integer", "default": 300, "minimum": 0, "maximum": 86400,
         "description": "seconds a human seat has for each decision ..."}],
      "commands": {"PlaceBet": {"type": "object", "properties": {"type": {"const": "PlaceBet"},
        "seat": {"type": "integer"}, "horse": {"type": "integer"}, "amount": {"type": "integer"}},
        "required": ["type", "horse", "amount"], "additionalProperties": false}}}]
    ```

    (The example is in words, not an `example`: an option reads like a
    JSON Schema, and linters would check the seed's `default` against it.)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Ruleset] | str]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Problem | list[Ruleset] | str | None:
    """List the hosted rulesets

     Every ruleset the server hosts: its seat counts, the options
    `POST /games` accepts for it (the platform's `seed` first) and the
    JSON Schema of every command body it accepts, keyed by command type.
    For example (one ruleset, its first two options and one command):

    ```json
    [{"id": "neck_and_neck", "title": "Neck and Neck", "min_seats": 2, "max_seats": 6,
      "options": [
        {"name": "seed", "type": "string", "default": null, "minimum": null, "maximum": null,
         "description": "fix the RNG seed (reproducible games): ..."},
        {"name": "turn_timeout_s", "type": "integer", "default": 300, "minimum": 0, "maximum": 86400,
         "description": "seconds a human seat has for each decision ..."}],
      "commands": {"PlaceBet": {"type": "object", "properties": {"type": {"const": "PlaceBet"},
        "seat": {"type": "integer"}, "horse": {"type": "integer"}, "amount": {"type": "integer"}},
        "required": ["type", "horse", "amount"], "additionalProperties": false}}}]
    ```

    (The example is in words, not an `example`: an option reads like a
    JSON Schema, and linters would check the seed's `default` against it.)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Ruleset] | str
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
