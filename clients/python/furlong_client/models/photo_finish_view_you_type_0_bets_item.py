from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PhotoFinishViewYouType0BetsItem")


@_attrs_define
class PhotoFinishViewYouType0BetsItem:
    """
    Attributes:
        kind (str):
        horses (list[int]):
        amount (int):
        salt (str):
    """

    kind: str
    horses: list[int]
    amount: int
    salt: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        horses = self.horses

        amount = self.amount

        salt = self.salt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "horses": horses,
                "amount": amount,
                "salt": salt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        horses = cast(list[int], d.pop("horses"))

        amount = d.pop("amount")

        salt = d.pop("salt")

        photo_finish_view_you_type_0_bets_item = cls(
            kind=kind,
            horses=horses,
            amount=amount,
            salt=salt,
        )

        photo_finish_view_you_type_0_bets_item.additional_properties = d
        return photo_finish_view_you_type_0_bets_item

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
