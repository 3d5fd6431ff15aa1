from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchTokenSettlement")


@_attrs_define
class HomestretchTokenSettlement:
    """
    Attributes:
        seat (int):
        horse (int):
        line (str):
        value (int):
        salt (str):
        place (int | None):
        tote (int):
        payout (int):
    """

    seat: int
    horse: int
    line: str
    value: int
    salt: str
    place: int | None
    tote: int
    payout: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        horse = self.horse

        line = self.line

        value = self.value

        salt = self.salt

        place: int | None
        place = self.place

        tote = self.tote

        payout = self.payout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "line": line,
                "value": value,
                "salt": salt,
                "place": place,
                "tote": tote,
                "payout": payout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        horse = d.pop("horse")

        line = d.pop("line")

        value = d.pop("value")

        salt = d.pop("salt")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        tote = d.pop("tote")

        payout = d.pop("payout")

        homestretch_token_settlement = cls(
            seat=seat,
            horse=horse,
            line=line,
            value=value,
            salt=salt,
            place=place,
            tote=tote,
            payout=payout,
        )

        return homestretch_token_settlement
