from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotCardPlayedData")


@_attrs_define
class LongShotCardPlayedData:
    """The data of a `CardPlayed` (LongShot).

    Attributes:
        seat (int):
        card (int):
        name (str):
        horse (int | None):
        target (int | None):
    """

    seat: int
    card: int
    name: str
    horse: int | None
    target: int | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        name = self.name

        horse: int | None
        horse = self.horse

        target: int | None
        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "name": name,
                "horse": horse,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        name = d.pop("name")

        def _parse_horse(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        horse = _parse_horse(d.pop("horse"))

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        long_shot_card_played_data = cls(
            seat=seat,
            card=card,
            name=name,
            horse=horse,
            target=target,
        )

        return long_shot_card_played_data
