from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jockey_settlement import JockeySettlement


T = TypeVar("T", bound="JockeyBetsSettledData")


@_attrs_define
class JockeyBetsSettledData:
    """The data of a `BetsSettled` (Jockey).

    Attributes:
        race (int):
        first (str):
        second (str):
        settlements (list[JockeySettlement]):
    """

    race: int
    first: str
    second: str
    settlements: list[JockeySettlement]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        first = self.first

        second = self.second

        settlements = []
        for settlements_item_data in self.settlements:
            settlements_item = settlements_item_data.to_dict()
            settlements.append(settlements_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "first": first,
                "second": second,
                "settlements": settlements,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jockey_settlement import JockeySettlement  # noqa: PLC0415

        d = dict(src_dict)
        race = d.pop("race")

        first = d.pop("first")

        second = d.pop("second")

        settlements = []
        _settlements = d.pop("settlements")
        for settlements_item_data in _settlements:
            settlements_item = JockeySettlement.from_dict(settlements_item_data)

            settlements.append(settlements_item)

        jockey_bets_settled_data = cls(
            race=race,
            first=first,
            second=second,
            settlements=settlements,
        )

        return jockey_bets_settled_data
