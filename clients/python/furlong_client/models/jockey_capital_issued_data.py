from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeyCapitalIssuedData")


@_attrs_define
class JockeyCapitalIssuedData:
    """The data of a `CapitalIssued` (Jockey).

    Attributes:
        round_ (int):
        amount (int):
    """

    round_: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        amount = d.pop("amount")

        jockey_capital_issued_data = cls(
            round_=round_,
            amount=amount,
        )

        return jockey_capital_issued_data
