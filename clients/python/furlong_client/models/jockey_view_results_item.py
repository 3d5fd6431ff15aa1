from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.jockey_view_results_item_settlements_item import JockeyViewResultsItemSettlementsItem


T = TypeVar("T", bound="JockeyViewResultsItem")


@_attrs_define
class JockeyViewResultsItem:
    """
    Attributes:
        race (int):
        first (str):
        second (str):
        settlements (list[JockeyViewResultsItemSettlementsItem]):
    """

    race: int
    first: str
    second: str
    settlements: list[JockeyViewResultsItemSettlementsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        first = self.first

        second = self.second

        settlements = []
        for settlements_item_data in self.settlements:
            settlements_item = settlements_item_data.to_dict()
            settlements.append(settlements_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.jockey_view_results_item_settlements_item import JockeyViewResultsItemSettlementsItem  # noqa: PLC0415

        d = dict(src_dict)
        race = d.pop("race")

        first = d.pop("first")

        second = d.pop("second")

        settlements = []
        _settlements = d.pop("settlements")
        for settlements_item_data in _settlements:
            settlements_item = JockeyViewResultsItemSettlementsItem.from_dict(settlements_item_data)

            settlements.append(settlements_item)

        jockey_view_results_item = cls(
            race=race,
            first=first,
            second=second,
            settlements=settlements,
        )

        jockey_view_results_item.additional_properties = d
        return jockey_view_results_item

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
