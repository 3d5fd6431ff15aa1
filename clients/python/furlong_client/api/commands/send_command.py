from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.command_accepted import CommandAccepted
from ...models.homestretch_buy_blind import HomestretchBuyBlind
from ...models.homestretch_buy_share import HomestretchBuyShare
from ...models.homestretch_end_turn import HomestretchEndTurn
from ...models.homestretch_move_horse import HomestretchMoveHorse
from ...models.homestretch_pass_buy import HomestretchPassBuy
from ...models.homestretch_pick_share import HomestretchPickShare
from ...models.homestretch_place_token import HomestretchPlaceToken
from ...models.homestretch_roll_dice import HomestretchRollDice
from ...models.homestretch_special_move import HomestretchSpecialMove
from ...models.jockey_keep_cards import JockeyKeepCards
from ...models.jockey_pass_bet import JockeyPassBet
from ...models.jockey_place_bet import JockeyPlaceBet
from ...models.jockey_play_card import JockeyPlayCard
from ...models.jockey_take_loan import JockeyTakeLoan
from ...models.long_shot_accept_roll import LongShotAcceptRoll
from ...models.long_shot_buy_horse import LongShotBuyHorse
from ...models.long_shot_decline_bar_moves import LongShotDeclineBarMoves
from ...models.long_shot_discard_cards import LongShotDiscardCards
from ...models.long_shot_move_bar_horse import LongShotMoveBarHorse
from ...models.long_shot_pass import LongShotPass
from ...models.long_shot_place_bet import LongShotPlaceBet
from ...models.long_shot_play_card import LongShotPlayCard
from ...models.long_shot_roll_dice import LongShotRollDice
from ...models.long_shot_steal_card import LongShotStealCard
from ...models.long_shot_use_reroll import LongShotUseReroll
from ...models.neck_and_neck_finish_betting import NeckAndNeckFinishBetting
from ...models.neck_and_neck_move_horse import NeckAndNeckMoveHorse
from ...models.neck_and_neck_pass import NeckAndNeckPass
from ...models.neck_and_neck_place_bet import NeckAndNeckPlaceBet
from ...models.neck_and_neck_roll_dice import NeckAndNeckRollDice
from ...models.neck_and_neck_special_move import NeckAndNeckSpecialMove
from ...models.photo_finish_bet_on_place import PhotoFinishBetOnPlace
from ...models.photo_finish_bet_on_winner import PhotoFinishBetOnWinner
from ...models.photo_finish_finish_betting import PhotoFinishFinishBetting
from ...models.photo_finish_play_extra_move import PhotoFinishPlayExtraMove
from ...models.photo_finish_put_away_die import PhotoFinishPutAwayDie
from ...models.photo_finish_roll_dice import PhotoFinishRollDice
from ...models.photo_finish_use_die import PhotoFinishUseDie
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: HomestretchBuyBlind
    | HomestretchBuyShare
    | HomestretchEndTurn
    | HomestretchMoveHorse
    | HomestretchPassBuy
    | HomestretchPickShare
    | HomestretchPlaceToken
    | HomestretchRollDice
    | HomestretchSpecialMove
    | JockeyKeepCards
    | JockeyPassBet
    | JockeyPlaceBet
    | JockeyPlayCard
    | JockeyTakeLoan
    | LongShotAcceptRoll
    | LongShotBuyHorse
    | LongShotDeclineBarMoves
    | LongShotDiscardCards
    | LongShotMoveBarHorse
    | LongShotPass
    | LongShotPlaceBet
    | LongShotPlayCard
    | LongShotRollDice
    | LongShotStealCard
    | LongShotUseReroll
    | NeckAndNeckFinishBetting
    | NeckAndNeckMoveHorse
    | NeckAndNeckPass
    | NeckAndNeckPlaceBet
    | NeckAndNeckRollDice
    | NeckAndNeckSpecialMove
    | PhotoFinishBetOnPlace
    | PhotoFinishBetOnWinner
    | PhotoFinishFinishBetting
    | PhotoFinishPlayExtraMove
    | PhotoFinishPutAwayDie
    | PhotoFinishRollDice
    | PhotoFinishUseDie,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/commands".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, NeckAndNeckPlaceBet):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NeckAndNeckFinishBetting):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NeckAndNeckRollDice):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NeckAndNeckMoveHorse):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NeckAndNeckSpecialMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NeckAndNeckPass):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, JockeyTakeLoan):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, JockeyPlaceBet):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, JockeyPassBet):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, JockeyPlayCard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, JockeyKeepCards):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotRollDice):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotAcceptRoll):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotUseReroll):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotMoveBarHorse):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotDeclineBarMoves):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotPlayCard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotStealCard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotBuyHorse):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotPlaceBet):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotDiscardCards):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LongShotPass):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PhotoFinishBetOnWinner):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PhotoFinishBetOnPlace):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PhotoFinishFinishBetting):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PhotoFinishRollDice):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PhotoFinishUseDie):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PhotoFinishPutAwayDie):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PhotoFinishPlayExtraMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HomestretchPickShare):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HomestretchPlaceToken):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HomestretchRollDice):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HomestretchMoveHorse):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HomestretchSpecialMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HomestretchEndTurn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HomestretchBuyShare):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HomestretchBuyBlind):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommandAccepted | Problem | str | None:
    if response.status_code == 201:
        response_201 = CommandAccepted.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[CommandAccepted | Problem | str]:
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
    body: HomestretchBuyBlind
    | HomestretchBuyShare
    | HomestretchEndTurn
    | HomestretchMoveHorse
    | HomestretchPassBuy
    | HomestretchPickShare
    | HomestretchPlaceToken
    | HomestretchRollDice
    | HomestretchSpecialMove
    | JockeyKeepCards
    | JockeyPassBet
    | JockeyPlaceBet
    | JockeyPlayCard
    | JockeyTakeLoan
    | LongShotAcceptRoll
    | LongShotBuyHorse
    | LongShotDeclineBarMoves
    | LongShotDiscardCards
    | LongShotMoveBarHorse
    | LongShotPass
    | LongShotPlaceBet
    | LongShotPlayCard
    | LongShotRollDice
    | LongShotStealCard
    | LongShotUseReroll
    | NeckAndNeckFinishBetting
    | NeckAndNeckMoveHorse
    | NeckAndNeckPass
    | NeckAndNeckPlaceBet
    | NeckAndNeckRollDice
    | NeckAndNeckSpecialMove
    | PhotoFinishBetOnPlace
    | PhotoFinishBetOnWinner
    | PhotoFinishFinishBetting
    | PhotoFinishPlayExtraMove
    | PhotoFinishPutAwayDie
    | PhotoFinishRollDice
    | PhotoFinishUseDie,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[CommandAccepted | Problem | str]:
    """Send a command for the caller's seat

     Validates the command against the game's rules and appends its events.
    The body is `{"type": ..., ...}` with the fields of that command type;
    the exact JSON Schema of every command of every ruleset is published
    by `GET /rulesets` (`commands`). `seat` may be given but must be the
    caller's own. The answer holds the events this command appended (not
    those of bots that played after it), redacted for the caller, the
    version after them, and a signed `checkpoint` of that version (a
    receipt to keep; a retry with the same Idempotency-Key gets the same one).

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (HomestretchBuyBlind | HomestretchBuyShare | HomestretchEndTurn |
            HomestretchMoveHorse | HomestretchPassBuy | HomestretchPickShare | HomestretchPlaceToken |
            HomestretchRollDice | HomestretchSpecialMove | JockeyKeepCards | JockeyPassBet |
            JockeyPlaceBet | JockeyPlayCard | JockeyTakeLoan | LongShotAcceptRoll | LongShotBuyHorse |
            LongShotDeclineBarMoves | LongShotDiscardCards | LongShotMoveBarHorse | LongShotPass |
            LongShotPlaceBet | LongShotPlayCard | LongShotRollDice | LongShotStealCard |
            LongShotUseReroll | NeckAndNeckFinishBetting | NeckAndNeckMoveHorse | NeckAndNeckPass |
            NeckAndNeckPlaceBet | NeckAndNeckRollDice | NeckAndNeckSpecialMove | PhotoFinishBetOnPlace
            | PhotoFinishBetOnWinner | PhotoFinishFinishBetting | PhotoFinishPlayExtraMove |
            PhotoFinishPutAwayDie | PhotoFinishRollDice | PhotoFinishUseDie): A command of the game's
            ruleset: `type` plus that command's fields. Integers are limited to +-2^53, strings to 200
            characters; `seat`, if given, must be the caller's own seat (else 403). `GET
            /games/{game_id}/legal-commands` lists ready bodies.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandAccepted | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: HomestretchBuyBlind
    | HomestretchBuyShare
    | HomestretchEndTurn
    | HomestretchMoveHorse
    | HomestretchPassBuy
    | HomestretchPickShare
    | HomestretchPlaceToken
    | HomestretchRollDice
    | HomestretchSpecialMove
    | JockeyKeepCards
    | JockeyPassBet
    | JockeyPlaceBet
    | JockeyPlayCard
    | JockeyTakeLoan
    | LongShotAcceptRoll
    | LongShotBuyHorse
    | LongShotDeclineBarMoves
    | LongShotDiscardCards
    | LongShotMoveBarHorse
    | LongShotPass
    | LongShotPlaceBet
    | LongShotPlayCard
    | LongShotRollDice
    | LongShotStealCard
    | LongShotUseReroll
    | NeckAndNeckFinishBetting
    | NeckAndNeckMoveHorse
    | NeckAndNeckPass
    | NeckAndNeckPlaceBet
    | NeckAndNeckRollDice
    | NeckAndNeckSpecialMove
    | PhotoFinishBetOnPlace
    | PhotoFinishBetOnWinner
    | PhotoFinishFinishBetting
    | PhotoFinishPlayExtraMove
    | PhotoFinishPutAwayDie
    | PhotoFinishRollDice
    | PhotoFinishUseDie,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> CommandAccepted | Problem | str | None:
    """Send a command for the caller's seat

     Validates the command against the game's rules and appends its events.
    The body is `{"type": ..., ...}` with the fields of that command type;
    the exact JSON Schema of every command of every ruleset is published
    by `GET /rulesets` (`commands`). `seat` may be given but must be the
    caller's own. The answer holds the events this command appended (not
    those of bots that played after it), redacted for the caller, the
    version after them, and a signed `checkpoint` of that version (a
    receipt to keep; a retry with the same Idempotency-Key gets the same one).

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (HomestretchBuyBlind | HomestretchBuyShare | HomestretchEndTurn |
            HomestretchMoveHorse | HomestretchPassBuy | HomestretchPickShare | HomestretchPlaceToken |
            HomestretchRollDice | HomestretchSpecialMove | JockeyKeepCards | JockeyPassBet |
            JockeyPlaceBet | JockeyPlayCard | JockeyTakeLoan | LongShotAcceptRoll | LongShotBuyHorse |
            LongShotDeclineBarMoves | LongShotDiscardCards | LongShotMoveBarHorse | LongShotPass |
            LongShotPlaceBet | LongShotPlayCard | LongShotRollDice | LongShotStealCard |
            LongShotUseReroll | NeckAndNeckFinishBetting | NeckAndNeckMoveHorse | NeckAndNeckPass |
            NeckAndNeckPlaceBet | NeckAndNeckRollDice | NeckAndNeckSpecialMove | PhotoFinishBetOnPlace
            | PhotoFinishBetOnWinner | PhotoFinishFinishBetting | PhotoFinishPlayExtraMove |
            PhotoFinishPutAwayDie | PhotoFinishRollDice | PhotoFinishUseDie): A command of the game's
            ruleset: `type` plus that command's fields. Integers are limited to +-2^53, strings to 200
            characters; `seat`, if given, must be the caller's own seat (else 403). `GET
            /games/{game_id}/legal-commands` lists ready bodies.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandAccepted | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: HomestretchBuyBlind
    | HomestretchBuyShare
    | HomestretchEndTurn
    | HomestretchMoveHorse
    | HomestretchPassBuy
    | HomestretchPickShare
    | HomestretchPlaceToken
    | HomestretchRollDice
    | HomestretchSpecialMove
    | JockeyKeepCards
    | JockeyPassBet
    | JockeyPlaceBet
    | JockeyPlayCard
    | JockeyTakeLoan
    | LongShotAcceptRoll
    | LongShotBuyHorse
    | LongShotDeclineBarMoves
    | LongShotDiscardCards
    | LongShotMoveBarHorse
    | LongShotPass
    | LongShotPlaceBet
    | LongShotPlayCard
    | LongShotRollDice
    | LongShotStealCard
    | LongShotUseReroll
    | NeckAndNeckFinishBetting
    | NeckAndNeckMoveHorse
    | NeckAndNeckPass
    | NeckAndNeckPlaceBet
    | NeckAndNeckRollDice
    | NeckAndNeckSpecialMove
    | PhotoFinishBetOnPlace
    | PhotoFinishBetOnWinner
    | PhotoFinishFinishBetting
    | PhotoFinishPlayExtraMove
    | PhotoFinishPutAwayDie
    | PhotoFinishRollDice
    | PhotoFinishUseDie,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[CommandAccepted | Problem | str]:
    """Send a command for the caller's seat

     Validates the command against the game's rules and appends its events.
    The body is `{"type": ..., ...}` with the fields of that command type;
    the exact JSON Schema of every command of every ruleset is published
    by `GET /rulesets` (`commands`). `seat` may be given but must be the
    caller's own. The answer holds the events this command appended (not
    those of bots that played after it), redacted for the caller, the
    version after them, and a signed `checkpoint` of that version (a
    receipt to keep; a retry with the same Idempotency-Key gets the same one).

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (HomestretchBuyBlind | HomestretchBuyShare | HomestretchEndTurn |
            HomestretchMoveHorse | HomestretchPassBuy | HomestretchPickShare | HomestretchPlaceToken |
            HomestretchRollDice | HomestretchSpecialMove | JockeyKeepCards | JockeyPassBet |
            JockeyPlaceBet | JockeyPlayCard | JockeyTakeLoan | LongShotAcceptRoll | LongShotBuyHorse |
            LongShotDeclineBarMoves | LongShotDiscardCards | LongShotMoveBarHorse | LongShotPass |
            LongShotPlaceBet | LongShotPlayCard | LongShotRollDice | LongShotStealCard |
            LongShotUseReroll | NeckAndNeckFinishBetting | NeckAndNeckMoveHorse | NeckAndNeckPass |
            NeckAndNeckPlaceBet | NeckAndNeckRollDice | NeckAndNeckSpecialMove | PhotoFinishBetOnPlace
            | PhotoFinishBetOnWinner | PhotoFinishFinishBetting | PhotoFinishPlayExtraMove |
            PhotoFinishPutAwayDie | PhotoFinishRollDice | PhotoFinishUseDie): A command of the game's
            ruleset: `type` plus that command's fields. Integers are limited to +-2^53, strings to 200
            characters; `seat`, if given, must be the caller's own seat (else 403). `GET
            /games/{game_id}/legal-commands` lists ready bodies.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandAccepted | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: HomestretchBuyBlind
    | HomestretchBuyShare
    | HomestretchEndTurn
    | HomestretchMoveHorse
    | HomestretchPassBuy
    | HomestretchPickShare
    | HomestretchPlaceToken
    | HomestretchRollDice
    | HomestretchSpecialMove
    | JockeyKeepCards
    | JockeyPassBet
    | JockeyPlaceBet
    | JockeyPlayCard
    | JockeyTakeLoan
    | LongShotAcceptRoll
    | LongShotBuyHorse
    | LongShotDeclineBarMoves
    | LongShotDiscardCards
    | LongShotMoveBarHorse
    | LongShotPass
    | LongShotPlaceBet
    | LongShotPlayCard
    | LongShotRollDice
    | LongShotStealCard
    | LongShotUseReroll
    | NeckAndNeckFinishBetting
    | NeckAndNeckMoveHorse
    | NeckAndNeckPass
    | NeckAndNeckPlaceBet
    | NeckAndNeckRollDice
    | NeckAndNeckSpecialMove
    | PhotoFinishBetOnPlace
    | PhotoFinishBetOnWinner
    | PhotoFinishFinishBetting
    | PhotoFinishPlayExtraMove
    | PhotoFinishPutAwayDie
    | PhotoFinishRollDice
    | PhotoFinishUseDie,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> CommandAccepted | Problem | str | None:
    """Send a command for the caller's seat

     Validates the command against the game's rules and appends its events.
    The body is `{"type": ..., ...}` with the fields of that command type;
    the exact JSON Schema of every command of every ruleset is published
    by `GET /rulesets` (`commands`). `seat` may be given but must be the
    caller's own. The answer holds the events this command appended (not
    those of bots that played after it), redacted for the caller, the
    version after them, and a signed `checkpoint` of that version (a
    receipt to keep; a retry with the same Idempotency-Key gets the same one).

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (HomestretchBuyBlind | HomestretchBuyShare | HomestretchEndTurn |
            HomestretchMoveHorse | HomestretchPassBuy | HomestretchPickShare | HomestretchPlaceToken |
            HomestretchRollDice | HomestretchSpecialMove | JockeyKeepCards | JockeyPassBet |
            JockeyPlaceBet | JockeyPlayCard | JockeyTakeLoan | LongShotAcceptRoll | LongShotBuyHorse |
            LongShotDeclineBarMoves | LongShotDiscardCards | LongShotMoveBarHorse | LongShotPass |
            LongShotPlaceBet | LongShotPlayCard | LongShotRollDice | LongShotStealCard |
            LongShotUseReroll | NeckAndNeckFinishBetting | NeckAndNeckMoveHorse | NeckAndNeckPass |
            NeckAndNeckPlaceBet | NeckAndNeckRollDice | NeckAndNeckSpecialMove | PhotoFinishBetOnPlace
            | PhotoFinishBetOnWinner | PhotoFinishFinishBetting | PhotoFinishPlayExtraMove |
            PhotoFinishPutAwayDie | PhotoFinishRollDice | PhotoFinishUseDie): A command of the game's
            ruleset: `type` plus that command's fields. Integers are limited to +-2^53, strings to 200
            characters; `seat`, if given, must be the caller's own seat (else 403). `GET
            /games/{game_id}/legal-commands` lists ready bodies.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandAccepted | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            if_match=if_match,
        )
    ).parsed
