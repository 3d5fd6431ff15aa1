from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhotoFinishBetPlacedData")


@_attrs_define
class PhotoFinishBetPlacedData:
    """The data of a `BetPlaced` (PhotoFinish).

    Attributes:
        seat (int):
        race (int):
        commitment (str):
        salt_nonce (str):
        kind (str | Unset): Sealed: absent while redacted.
        horses (list[int] | Unset): Sealed: absent while redacted.
        amount (int | Unset): Sealed: absent while redacted.
        salt (str | Unset): Sealed: absent while redacted.
    """

    seat: int
    race: int
    commitment: str
    salt_nonce: str
    kind: str | Unset = UNSET
    horses: list[int] | Unset = UNSET
    amount: int | Unset = UNSET
    salt: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        race = self.race

        commitment = self.commitment

        salt_nonce = self.salt_nonce

        kind = self.kind

        horses: list[int] | Unset = UNSET
        if not isinstance(self.horses, Unset):
            horses = self.horses

        amount = self.amount

        salt = self.salt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "race": race,
                "commitment": commitment,
                "salt_nonce": salt_nonce,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if horses is not UNSET:
            field_dict["horses"] = horses
        if amount is not UNSET:
            field_dict["amount"] = amount
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        race = d.pop("race")

        commitment = d.pop("commitment")

        salt_nonce = d.pop("salt_nonce")

        kind = d.pop("kind", UNSET)

        horses = cast(list[int], d.pop("horses", UNSET))

        amount = d.pop("amount", UNSET)

        salt = d.pop("salt", UNSET)

        photo_finish_bet_placed_data = cls(
            seat=seat,
            race=race,
            commitment=commitment,
            salt_nonce=salt_nonce,
            kind=kind,
            horses=horses,
            amount=amount,
            salt=salt,
        )

        return photo_finish_bet_placed_data
