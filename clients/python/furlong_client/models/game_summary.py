from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_status import GameStatus
from ..models.game_summary_seed import GameSummarySeed
from ..models.ruleset_id import RulesetId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_seat import PublicSeat
    from ..models.standing import Standing


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """What the lobby shows of a game.

    Attributes:
        game_id (str):
        ruleset (RulesetId): A ruleset id, as listed by `GET /rulesets`.
        status (GameStatus): `open` until every seat is filled, `running` until the rules say the game is over, then
            `finished`.
        version (int): The game's number of events now: an open or finished game's is the one its lobby entry was
            written with (the entry is rewritten when what the lobby shows changes: created, a seat joined, left or switched
            autoplay, started, finished); a running game's is read from its log when the list is answered.
        created_at (datetime.datetime): UTC, ISO-8601 with milliseconds and `Z`.
        seats (list[PublicSeat]):
        seed (GameSummarySeed | Unset): Who chose the game's seed: `server` (drawn in secret; nobody can know a roll in
            advance) or `chosen` (its creator chose it with the `seed` option, so they know every roll, draw and shuffle in
            advance; only all-bot games and the operator's admin token may; see docs/fairness.md). Absent only from lobby
            entries written before games were marked.
        standings (list[Standing] | Unset): A finished game's final money and rank per seat (absent before; empty if it
            never began).
    """

    game_id: str
    ruleset: RulesetId
    status: GameStatus
    version: int
    created_at: datetime.datetime
    seats: list[PublicSeat]
    seed: GameSummarySeed | Unset = UNSET
    standings: list[Standing] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        ruleset = self.ruleset.value

        status = self.status.value

        version = self.version

        created_at = self.created_at.isoformat()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

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

        _seed = d.pop("seed", UNSET)
        seed: GameSummarySeed | Unset
        if isinstance(_seed, Unset):
            seed = UNSET
        else:
            seed = GameSummarySeed(_seed)

        _standings = d.pop("standings", UNSET)
        standings: list[Standing] | Unset = UNSET
        if _standings is not UNSET:
            standings = []
            for standings_item_data in _standings:
                standings_item = Standing.from_dict(standings_item_data)

                standings.append(standings_item)

        game_summary = cls(
            game_id=game_id,
            ruleset=ruleset,
            status=status,
            version=version,
            created_at=created_at,
            seats=seats,
            seed=seed,
            standings=standings,
        )

        return game_summary
