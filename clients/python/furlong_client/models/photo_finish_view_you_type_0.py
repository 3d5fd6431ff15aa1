from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.photo_finish_view_you_type_0_bets_item import PhotoFinishViewYouType0BetsItem


T = TypeVar("T", bound="PhotoFinishViewYouType0")


@_attrs_define
class PhotoFinishViewYouType0:
    """
    Attributes:
        seat (int):
        bets (list[PhotoFinishViewYouType0BetsItem]):
        cash (int):
        available (int):
    """

    seat: int
    bets: list[PhotoFinishViewYouType0BetsItem]
    cash: int
    available: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        bets = []
        for bets_item_data in self.bets:
            bets_item = bets_item_data.to_dict()
            bets.append(bets_item)

        cash = self.cash

        available = self.available

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "bets": bets,
                "cash": cash,
                "available": available,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.photo_finish_view_you_type_0_bets_item import PhotoFinishViewYouType0BetsItem  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        bets = []
        _bets = d.pop("bets")
        for bets_item_data in _bets:
            bets_item = PhotoFinishViewYouType0BetsItem.from_dict(bets_item_data)

            bets.append(bets_item)

        cash = d.pop("cash")

        available = d.pop("available")

        photo_finish_view_you_type_0 = cls(
            seat=seat,
            bets=bets,
            cash=cash,
            available=available,
        )

        photo_finish_view_you_type_0.additional_properties = d
        return photo_finish_view_you_type_0

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
