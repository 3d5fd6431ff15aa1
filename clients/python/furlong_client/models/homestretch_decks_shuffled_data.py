from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchDecksShuffledData")


@_attrs_define
class HomestretchDecksShuffledData:
    """The data of a `DecksShuffled` (Homestretch).

    Attributes:
        blue (list[int] | Unset): Sealed: absent while redacted.
        blue_nonces (list[str] | Unset): Sealed: absent while redacted.
        purple (list[int] | Unset): Sealed: absent while redacted.
        purple_nonces (list[str] | Unset): Sealed: absent while redacted.
        green (list[int] | Unset): Sealed: absent while redacted.
        green_nonces (list[str] | Unset): Sealed: absent while redacted.
    """

    blue: list[int] | Unset = UNSET
    blue_nonces: list[str] | Unset = UNSET
    purple: list[int] | Unset = UNSET
    purple_nonces: list[str] | Unset = UNSET
    green: list[int] | Unset = UNSET
    green_nonces: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        blue: list[int] | Unset = UNSET
        if not isinstance(self.blue, Unset):
            blue = self.blue

        blue_nonces: list[str] | Unset = UNSET
        if not isinstance(self.blue_nonces, Unset):
            blue_nonces = self.blue_nonces

        purple: list[int] | Unset = UNSET
        if not isinstance(self.purple, Unset):
            purple = self.purple

        purple_nonces: list[str] | Unset = UNSET
        if not isinstance(self.purple_nonces, Unset):
            purple_nonces = self.purple_nonces

        green: list[int] | Unset = UNSET
        if not isinstance(self.green, Unset):
            green = self.green

        green_nonces: list[str] | Unset = UNSET
        if not isinstance(self.green_nonces, Unset):
            green_nonces = self.green_nonces

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if blue is not UNSET:
            field_dict["blue"] = blue
        if blue_nonces is not UNSET:
            field_dict["blue_nonces"] = blue_nonces
        if purple is not UNSET:
            field_dict["purple"] = purple
        if purple_nonces is not UNSET:
            field_dict["purple_nonces"] = purple_nonces
        if green is not UNSET:
            field_dict["green"] = green
        if green_nonces is not UNSET:
            field_dict["green_nonces"] = green_nonces

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        blue = cast(list[int], d.pop("blue", UNSET))

        blue_nonces = cast(list[str], d.pop("blue_nonces", UNSET))

        purple = cast(list[int], d.pop("purple", UNSET))

        purple_nonces = cast(list[str], d.pop("purple_nonces", UNSET))

        green = cast(list[int], d.pop("green", UNSET))

        green_nonces = cast(list[str], d.pop("green_nonces", UNSET))

        homestretch_decks_shuffled_data = cls(
            blue=blue,
            blue_nonces=blue_nonces,
            purple=purple,
            purple_nonces=purple_nonces,
            green=green,
            green_nonces=green_nonces,
        )

        return homestretch_decks_shuffled_data
