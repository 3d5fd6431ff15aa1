from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HomestretchSharesDiscardedData")


@_attrs_define
class HomestretchSharesDiscardedData:
    """The data of a `SharesDiscarded` (Homestretch).

    Attributes:
        count (int):
    """

    count: int

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        homestretch_shares_discarded_data = cls(
            count=count,
        )

        return homestretch_shares_discarded_data
