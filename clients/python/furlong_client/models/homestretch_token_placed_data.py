from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchTokenPlacedData")


@_attrs_define
class HomestretchTokenPlacedData:
    """The data of a `TokenPlaced` (Homestretch).

    Attributes:
        seat (int):
        race (int):
        horse (int):
        line (str):
        commitment (str):
        salt_nonce (str):
        value (int | Unset): Sealed: absent while redacted.
        salt (str | Unset): Sealed: absent while redacted.
    """

    seat: int
    race: int
    horse: int
    line: str
    commitment: str
    salt_nonce: str
    value: int | Unset = UNSET
    salt: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        race = self.race

        horse = self.horse

        line = self.line

        commitment = self.commitment

        salt_nonce = self.salt_nonce

        value = self.value

        salt = self.salt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "race": race,
                "horse": horse,
                "line": line,
                "commitment": commitment,
                "salt_nonce": salt_nonce,
            }
        )
        if value is not UNSET:
            field_dict["value"] = value
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        race = d.pop("race")

        horse = d.pop("horse")

        line = d.pop("line")

        commitment = d.pop("commitment")

        salt_nonce = d.pop("salt_nonce")

        value = d.pop("value", UNSET)

        salt = d.pop("salt", UNSET)

        homestretch_token_placed_data = cls(
            seat=seat,
            race=race,
            horse=horse,
            line=line,
            commitment=commitment,
            salt_nonce=salt_nonce,
            value=value,
            salt=salt,
        )

        return homestretch_token_placed_data
