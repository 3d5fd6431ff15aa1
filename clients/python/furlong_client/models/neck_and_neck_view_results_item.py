from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.neck_and_neck_view_results_item_settlements_item import NeckAndNeckViewResultsItemSettlementsItem


T = TypeVar("T", bound="NeckAndNeckViewResultsItem")


@_attrs_define
class NeckAndNeckViewResultsItem:
    """
    Attributes:
        race (int):
        placings (list[int]):
        settlements (list[NeckAndNeckViewResultsItemSettlementsItem]):
    """

    race: int
    placings: list[int]
    settlements: list[NeckAndNeckViewResultsItemSettlementsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        placings = self.placings

        settlements = []
        for settlements_item_data in self.settlements:
            settlements_item = settlements_item_data.to_dict()
            settlements.append(settlements_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "race": race,
                "placings": placings,
                "settlements": settlements,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.neck_and_neck_view_results_item_settlements_item import NeckAndNeckViewResultsItemSettlementsItem  # noqa: PLC0415

        d = dict(src_dict)
        race = d.pop("race")

        placings = cast(list[int], d.pop("placings"))

        settlements = []
        _settlements = d.pop("settlements")
        for settlements_item_data in _settlements:
            settlements_item = NeckAndNeckViewResultsItemSettlementsItem.from_dict(settlements_item_data)

            settlements.append(settlements_item)

        neck_and_neck_view_results_item = cls(
            race=race,
            placings=placings,
            settlements=settlements,
        )

        neck_and_neck_view_results_item.additional_properties = d
        return neck_and_neck_view_results_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
