from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LongShotFeatureUsedData")


@_attrs_define
class LongShotFeatureUsedData:
    """The data of a `FeatureUsed` (LongShot).

    Attributes:
        seat (int | None):
        horse (int):
        feature (str):
    """

    seat: int | None
    horse: int
    feature: str

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        horse = self.horse

        feature = self.feature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "horse": horse,
                "feature": feature,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        horse = d.pop("horse")

        feature = d.pop("feature")

        long_shot_feature_used_data = cls(
            seat=seat,
            horse=horse,
            feature=feature,
        )

        return long_shot_feature_used_data
