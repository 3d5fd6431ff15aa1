from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HomestretchBettingOpenedData")


@_attrs_define
class HomestretchBettingOpenedData:
    """The data of a `BettingOpened` (Homestretch).

    Attributes:
        race (int):
        order (list[int]):
        places (list[int] | Unset):
        places_by (str | Unset):
    """

    race: int
    order: list[int]
    places: list[int] | Unset = UNSET
    places_by: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        order = self.order

        places: list[int] | Unset = UNSET
        if not isinstance(self.places, Unset):
            places = self.places

        places_by = self.places_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "race": race,
                "order": order,
            }
        )
        if places is not UNSET:
            field_dict["places"] = places
        if places_by is not UNSET:
            field_dict["places_by"] = places_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        race = d.pop("race")

        order = cast(list[int], d.pop("order"))

        places = cast(list[int], d.pop("places", UNSET))

        places_by = d.pop("places_by", UNSET)

        homestretch_betting_opened_data = cls(
            race=race,
            order=order,
            places=places,
            places_by=places_by,
        )

        return homestretch_betting_opened_data
