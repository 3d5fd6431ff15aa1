from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishSideBetWonData")


@_attrs_define
class PhotoFinishSideBetWonData:
    """The data of a `SideBetWon` (PhotoFinish).

    Attributes:
        race (int):
        number (int):
        creditor (int):
        debtor (int):
        amount (int):
    """

    race: int
    number: int
    creditor: int
    debtor: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        number = self.number

        creditor = self.creditor

        debtor = self.debtor

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "number": number,
                "creditor": creditor,
                "debtor": debtor,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        number = d.pop("number")

        creditor = d.pop("creditor")

        debtor = d.pop("debtor")

        amount = d.pop("amount")

        photo_finish_side_bet_won_data = cls(
            race=race,
            number=number,
            creditor=creditor,
            debtor=debtor,
            amount=amount,
        )

        return photo_finish_side_bet_won_data
