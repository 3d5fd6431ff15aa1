from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JockeyDeckShuffledData")


@_attrs_define
class JockeyDeckShuffledData:
    """The data of a `DeckShuffled` (Jockey).

    Attributes:
        race (int):
        size (int):
        draws (list[int] | Unset): Sealed: absent while redacted.
        nonces (list[str] | Unset): Sealed: absent while redacted.
    """

    race: int
    size: int
    draws: list[int] | Unset = UNSET
    nonces: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        size = self.size

        draws: list[int] | Unset = UNSET
        if not isinstance(self.draws, Unset):
            draws = self.draws

        nonces: list[str] | Unset = UNSET
        if not isinstance(self.nonces, Unset):
            nonces = self.nonces

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "size": size,
            }
        )
        if draws is not UNSET:
            field_dict["draws"] = draws
        if nonces is not UNSET:
            field_dict["nonces"] = nonces

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        size = d.pop("size")

        draws = cast(list[int], d.pop("draws", UNSET))

        nonces = cast(list[str], d.pop("nonces", UNSET))

        jockey_deck_shuffled_data = cls(
            race=race,
            size=size,
            draws=draws,
            nonces=nonces,
        )

        return jockey_deck_shuffled_data
