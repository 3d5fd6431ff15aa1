from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.photo_finish_side_payment import PhotoFinishSidePayment


T = TypeVar("T", bound="PhotoFinishSideBetsSettledData")


@_attrs_define
class PhotoFinishSideBetsSettledData:
    """The data of a `SideBetsSettled` (PhotoFinish).

    Attributes:
        payments (list[PhotoFinishSidePayment]):
        account (str | Unset):
    """

    payments: list[PhotoFinishSidePayment]
    account: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)

        account = self.account

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payments": payments,
            }
        )
        if account is not UNSET:
            field_dict["account"] = account

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.photo_finish_side_payment import PhotoFinishSidePayment  # noqa: PLC0415

        d = dict(src_dict)
        payments = []
        _payments = d.pop("payments")
        for payments_item_data in _payments:
            payments_item = PhotoFinishSidePayment.from_dict(payments_item_data)

            payments.append(payments_item)

        account = d.pop("account", UNSET)

        photo_finish_side_bets_settled_data = cls(
            payments=payments,
            account=account,
        )

        return photo_finish_side_bets_settled_data
