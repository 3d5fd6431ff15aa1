from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_status import GameStatus
from ..models.player_game_seed import PlayerGameSeed
from ..models.ruleset_id import RulesetId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_seat import PublicSeat
    from ..models.standing import Standing


T = TypeVar("T", bound="PlayerGame")


@_attrs_define
class PlayerGame:
    """A game the player sat in - its lobby summary (`GameSummary`), with the player's seat and result.

    Attributes:
        game_id (str):
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        status (GameStatus): `open` until every seat is filled, `running` until the rules say the game is over, then
            `finished`.
        version (int):
        created_at (datetime.datetime):
        seats (list[PublicSeat]):
        seat (int): The player's seat.
        result (None | Standing): The player's final money and rank once the game ended; null before (or if it never
            began).
        seed (PlayerGameSeed | Unset):
        standings (list[Standing] | Unset):
    """

    game_id: str
    ruleset: RulesetId
    status: GameStatus
    version: int
    created_at: datetime.datetime
    seats: list[PublicSeat]
    seat: int
    result: None | Standing
    seed: PlayerGameSeed | Unset = UNSET
    standings: list[Standing] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.standing import Standing  # noqa: PLC0415

        game_id = self.game_id

        ruleset = self.ruleset.value

        status = self.status.value

        version = self.version

        created_at = self.created_at.isoformat()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seat = self.seat

        result: dict[str, Any] | None
        if isinstance(self.result, Standing):
            result = self.result.to_dict()
        else:
            result = self.result

        seed: str | Unset = UNSET
        if not isinstance(self.seed, Unset):
            seed = self.seed.value

        standings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.standings, Unset):
            standings = []
            for standings_item_data in self.standings:
                standings_item = standings_item_data.to_dict()
                standings.append(standings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "ruleset": ruleset,
                "status": status,
                "version": version,
                "created_at": created_at,
                "seats": seats,
                "seat": seat,
                "result": result,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if standings is not UNSET:
            field_dict["standings"] = standings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.public_seat import PublicSeat  # noqa: PLC0415
        from ..models.standing import Standing  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        ruleset = RulesetId(d.pop("ruleset"))

        status = GameStatus(d.pop("status"))

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = PublicSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        seat = d.pop("seat")

        def _parse_result(data: object) -> None | Standing:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Standing.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Standing, data)

        result = _parse_result(d.pop("result"))

        _seed = d.pop("seed", UNSET)
        seed: PlayerGameSeed | Unset
        if isinstance(_seed, Unset):
            seed = UNSET
        else:
            seed = PlayerGameSeed(_seed)

        _standings = d.pop("standings", UNSET)
        standings: list[Standing] | Unset = UNSET
        if _standings is not UNSET:
            standings = []
            for standings_item_data in _standings:
                standings_item = Standing.from_dict(standings_item_data)

                standings.append(standings_item)

        player_game = cls(
            game_id=game_id,
            ruleset=ruleset,
            status=status,
            version=version,
            created_at=created_at,
            seats=seats,
            seat=seat,
            result=result,
            seed=seed,
            standings=standings,
        )

        return player_game
