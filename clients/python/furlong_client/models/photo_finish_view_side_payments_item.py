from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PhotoFinishViewSidePaymentsItem")


@_attrs_define
class PhotoFinishViewSidePaymentsItem:
    """
    Attributes:
        creditor (int):
        debtor (int):
        owed (int):
        paid (int):
    """

    creditor: int
    debtor: int
    owed: int
    paid: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        creditor = self.creditor

        debtor = self.debtor

        owed = self.owed

        paid = self.paid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "creditor": creditor,
                "debtor": debtor,
                "owed": owed,
                "paid": paid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        creditor = d.pop("creditor")

        debtor = d.pop("debtor")

        owed = d.pop("owed")

        paid = d.pop("paid")

        photo_finish_view_side_payments_item = cls(
            creditor=creditor,
            debtor=debtor,
            owed=owed,
            paid=paid,
        )

        photo_finish_view_side_payments_item.additional_properties = d
        return photo_finish_view_side_payments_item

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
