from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NeckAndNeckBetPlacedData")


@_attrs_define
class NeckAndNeckBetPlacedData:
    """The data of a `BetPlaced` (NeckAndNeck).

    Attributes:
        seat (int):
        race (int):
        commitment (str):
        horse (int | Unset): Sealed: absent while redacted.
        amount (int | Unset): Sealed: absent while redacted.
        salt (str | Unset): Sealed: absent while redacted.
        salt_nonce (str | Unset):
    """

    seat: int
    race: int
    commitment: str
    horse: int | Unset = UNSET
    amount: int | Unset = UNSET
    salt: str | Unset = UNSET
    salt_nonce: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        race = self.race

        commitment = self.commitment

        horse = self.horse

        amount = self.amount

        salt = self.salt

        salt_nonce = self.salt_nonce

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "race": race,
                "commitment": commitment,
            }
        )
        if horse is not UNSET:
            field_dict["horse"] = horse
        if amount is not UNSET:
            field_dict["amount"] = amount
        if salt is not UNSET:
            field_dict["salt"] = salt
        if salt_nonce is not UNSET:
            field_dict["salt_nonce"] = salt_nonce

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        race = d.pop("race")

        commitment = d.pop("commitment")

        horse = d.pop("horse", UNSET)

        amount = d.pop("amount", UNSET)

        salt = d.pop("salt", UNSET)

        salt_nonce = d.pop("salt_nonce", UNSET)

        neck_and_neck_bet_placed_data = cls(
            seat=seat,
            race=race,
            commitment=commitment,
            horse=horse,
            amount=amount,
            salt=salt,
            salt_nonce=salt_nonce,
        )

        return neck_and_neck_bet_placed_data
