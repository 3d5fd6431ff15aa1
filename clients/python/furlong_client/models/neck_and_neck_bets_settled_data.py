from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.neck_and_neck_settlement import NeckAndNeckSettlement


T = TypeVar("T", bound="NeckAndNeckBetsSettledData")


@_attrs_define
class NeckAndNeckBetsSettledData:
    """The data of a `BetsSettled` (NeckAndNeck).

    Attributes:
        race (int):
        settlements (list[NeckAndNeckSettlement]):
    """

    race: int
    settlements: list[NeckAndNeckSettlement]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        settlements = []
        for settlements_item_data in self.settlements:
            settlements_item = settlements_item_data.to_dict()
            settlements.append(settlements_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "settlements": settlements,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.neck_and_neck_settlement import NeckAndNeckSettlement  # noqa: PLC0415

        d = dict(src_dict)
        race = d.pop("race")

        settlements = []
        _settlements = d.pop("settlements")
        for settlements_item_data in _settlements:
            settlements_item = NeckAndNeckSettlement.from_dict(settlements_item_data)

            settlements.append(settlements_item)

        neck_and_neck_bets_settled_data = cls(
            race=race,
            settlements=settlements,
        )

        return neck_and_neck_bets_settled_data
