from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LongShotDeckShuffledData")


@_attrs_define
class LongShotDeckShuffledData:
    """The data of a `DeckShuffled` (LongShot).

    Attributes:
        nonces (list[str]):
        draws (list[int] | Unset): Sealed: absent while redacted.
    """

    nonces: list[str]
    draws: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        nonces = self.nonces

        draws: list[int] | Unset = UNSET
        if not isinstance(self.draws, Unset):
            draws = self.draws

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "nonces": nonces,
            }
        )
        if draws is not UNSET:
            field_dict["draws"] = draws

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nonces = cast(list[str], d.pop("nonces"))

        draws = cast(list[int], d.pop("draws", UNSET))

        long_shot_deck_shuffled_data = cls(
            nonces=nonces,
            draws=draws,
        )

        return long_shot_deck_shuffled_data
