from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PhotoFinishBonus")


@_attrs_define
class PhotoFinishBonus:
    """
    Attributes:
        seat (int):
        kind (str):
        horses (list[int]):
        stake (int):
        salt (str):
        horse (int):
        amount (int):
    """

    seat: int
    kind: str
    horses: list[int]
    stake: int
    salt: str
    horse: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind

        horses = self.horses

        stake = self.stake

        salt = self.salt

        horse = self.horse

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "horses": horses,
                "stake": stake,
                "salt": salt,
                "horse": horse,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = d.pop("kind")

        horses = cast(list[int], d.pop("horses"))

        stake = d.pop("stake")

        salt = d.pop("salt")

        horse = d.pop("horse")

        amount = d.pop("amount")

        photo_finish_bonus = cls(
            seat=seat,
            kind=kind,
            horses=horses,
            stake=stake,
            salt=salt,
            horse=horse,
            amount=amount,
        )

        return photo_finish_bonus
