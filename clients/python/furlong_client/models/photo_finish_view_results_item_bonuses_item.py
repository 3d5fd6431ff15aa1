from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PhotoFinishViewResultsItemBonusesItem")


@_attrs_define
class PhotoFinishViewResultsItemBonusesItem:
    """
    Attributes:
        seat (int):
        kind (str):
        horses (list[int]):
        stake (int):
        salt (str):
        horse (int):
        amount (int):
    """

    seat: int
    kind: str
    horses: list[int]
    stake: int
    salt: str
    horse: int
    amount: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind

        horses = self.horses

        stake = self.stake

        salt = self.salt

        horse = self.horse

        amount = self.amount

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "horses": horses,
                "stake": stake,
                "salt": salt,
                "horse": horse,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = d.pop("kind")

        horses = cast(list[int], d.pop("horses"))

        stake = d.pop("stake")

        salt = d.pop("salt")

        horse = d.pop("horse")

        amount = d.pop("amount")

        photo_finish_view_results_item_bonuses_item = cls(
            seat=seat,
            kind=kind,
            horses=horses,
            stake=stake,
            salt=salt,
            horse=horse,
            amount=amount,
        )

        photo_finish_view_results_item_bonuses_item.additional_properties = d
        return photo_finish_view_results_item_bonuses_item

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
