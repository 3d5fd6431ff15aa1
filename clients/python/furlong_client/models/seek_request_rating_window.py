from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeekRequestRatingWindow")


@_attrs_define
class SeekRequestRatingWindow:
    """Seat only with players whose ordinal is at least yours minus `below` and at most yours plus `above`.

    Attributes:
        below (float | Unset):
        above (float | Unset):
    """

    below: float | Unset = UNSET
    above: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        below = self.below

        above = self.above

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if below is not UNSET:
            field_dict["below"] = below
        if above is not UNSET:
            field_dict["above"] = above

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        below = d.pop("below", UNSET)

        above = d.pop("above", UNSET)

        seek_request_rating_window = cls(
            below=below,
            above=above,
        )

        return seek_request_rating_window
