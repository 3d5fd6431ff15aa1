from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishSidePayment")


@_attrs_define
class PhotoFinishSidePayment:
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

    def to_dict(self) -> dict[str, Any]:
        creditor = self.creditor

        debtor = self.debtor

        owed = self.owed

        paid = self.paid

        field_dict: dict[str, Any] = {}

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

        photo_finish_side_payment = cls(
            creditor=creditor,
            debtor=debtor,
            owed=owed,
            paid=paid,
        )

        return photo_finish_side_payment
