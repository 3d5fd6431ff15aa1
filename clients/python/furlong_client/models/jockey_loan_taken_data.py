from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JockeyLoanTakenData")


@_attrs_define
class JockeyLoanTakenData:
    """The data of a `LoanTaken` (Jockey).

    Attributes:
        seat (int):
        race (int):
        amount (int):
    """

    seat: int
    race: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        race = self.race

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "race": race,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        race = d.pop("race")

        amount = d.pop("amount")

        jockey_loan_taken_data = cls(
            seat=seat,
            race=race,
            amount=amount,
        )

        return jockey_loan_taken_data
