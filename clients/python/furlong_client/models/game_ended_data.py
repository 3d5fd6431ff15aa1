from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.platform_standing import PlatformStanding


T = TypeVar("T", bound="GameEndedData")


@_attrs_define
class GameEndedData:
    """The data of a `GameEnded` (Platform).

    Attributes:
        standings (list[PlatformStanding]):
        seed (str):
    """

    standings: list[PlatformStanding]
    seed: str

    def to_dict(self) -> dict[str, Any]:
        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "standings": standings,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.platform_standing import PlatformStanding  # noqa: PLC0415

        d = dict(src_dict)
        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = PlatformStanding.from_dict(standings_item_data)

            standings.append(standings_item)

        seed = d.pop("seed")

        game_ended_data = cls(
            standings=standings,
            seed=seed,
        )

        return game_ended_data
