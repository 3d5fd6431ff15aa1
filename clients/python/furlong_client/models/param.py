from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Param")


@_attrs_define
class Param:
    """A free integer to fill in; any `min + k * multiple_of` up to `max`.

    Attributes:
        min_ (int):
        max_ (int):
        multiple_of (int):
    """

    min_: int
    max_: int
    multiple_of: int

    def to_dict(self) -> dict[str, Any]:
        min_ = self.min_

        max_ = self.max_

        multiple_of = self.multiple_of

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "min": min_,
                "max": max_,
                "multiple_of": multiple_of,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        min_ = d.pop("min")

        max_ = d.pop("max")

        multiple_of = d.pop("multiple_of")

        param = cls(
            min_=min_,
            max_=max_,
            multiple_of=multiple_of,
        )

        return param
