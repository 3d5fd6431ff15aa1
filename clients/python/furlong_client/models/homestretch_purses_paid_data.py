from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.homestretch_purse_payment import HomestretchPursePayment


T = TypeVar("T", bound="HomestretchPursesPaidData")


@_attrs_define
class HomestretchPursesPaidData:
    """The data of a `PursesPaid` (Homestretch).

    Attributes:
        race (int):
        payments (list[HomestretchPursePayment]):
    """

    race: int
    payments: list[HomestretchPursePayment]

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "payments": payments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.homestretch_purse_payment import HomestretchPursePayment  # noqa: PLC0415

        d = dict(src_dict)
        race = d.pop("race")

        payments = []
        _payments = d.pop("payments")
        for payments_item_data in _payments:
            payments_item = HomestretchPursePayment.from_dict(payments_item_data)

            payments.append(payments_item)

        homestretch_purses_paid_data = cls(
            race=race,
            payments=payments,
        )

        return homestretch_purses_paid_data
