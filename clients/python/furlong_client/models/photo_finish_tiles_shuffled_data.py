from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhotoFinishTilesShuffledData")


@_attrs_define
class PhotoFinishTilesShuffledData:
    """The data of a `TilesShuffled` (PhotoFinish).

    Attributes:
        nonces (list[str]):
        draws (list[int] | Unset): Sealed: absent while redacted.
        order (list[int] | Unset): Sealed: absent while redacted.
    """

    nonces: list[str]
    draws: list[int] | Unset = UNSET
    order: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        nonces = self.nonces

        draws: list[int] | Unset = UNSET
        if not isinstance(self.draws, Unset):
            draws = self.draws

        order: list[int] | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "nonces": nonces,
            }
        )
        if draws is not UNSET:
            field_dict["draws"] = draws
        if order is not UNSET:
            field_dict["order"] = order

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nonces = cast(list[str], d.pop("nonces"))

        draws = cast(list[int], d.pop("draws", UNSET))

        order = cast(list[int], d.pop("order", UNSET))

        photo_finish_tiles_shuffled_data = cls(
            nonces=nonces,
            draws=draws,
            order=order,
        )

        return photo_finish_tiles_shuffled_data
