from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeekRatingWindowType0")


@_attrs_define
class SeekRatingWindowType0:
    """
    Attributes:
        below (float | None):
        above (float | None):
    """

    below: float | None
    above: float | None

    def to_dict(self) -> dict[str, Any]:
        below: float | None
        below = self.below

        above: float | None
        above = self.above

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "below": below,
                "above": above,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_below(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        below = _parse_below(d.pop("below"))

        def _parse_above(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        above = _parse_above(d.pop("above"))

        seek_rating_window_type_0 = cls(
            below=below,
            above=above,
        )

        return seek_rating_window_type_0
