from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.homestretch_view_card_type_0_handicaps import HomestretchViewCardType0Handicaps
    from ..models.homestretch_view_card_type_0_purses import HomestretchViewCardType0Purses


T = TypeVar("T", bound="HomestretchViewCardType0")


@_attrs_define
class HomestretchViewCardType0:
    """
    Attributes:
        id (str):
        deck (str):
        name (str):
        purses (HomestretchViewCardType0Purses):
        handicaps (HomestretchViewCardType0Handicaps):
    """

    id: str
    deck: str
    name: str
    purses: HomestretchViewCardType0Purses
    handicaps: HomestretchViewCardType0Handicaps
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        deck = self.deck

        name = self.name

        purses = self.purses.to_dict()

        handicaps = self.handicaps.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "deck": deck,
                "name": name,
                "purses": purses,
                "handicaps": handicaps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.homestretch_view_card_type_0_handicaps import HomestretchViewCardType0Handicaps  # noqa: PLC0415
        from ..models.homestretch_view_card_type_0_purses import HomestretchViewCardType0Purses  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        deck = d.pop("deck")

        name = d.pop("name")

        purses = HomestretchViewCardType0Purses.from_dict(d.pop("purses"))

        handicaps = HomestretchViewCardType0Handicaps.from_dict(d.pop("handicaps"))

        homestretch_view_card_type_0 = cls(
            id=id,
            deck=deck,
            name=name,
            purses=purses,
            handicaps=handicaps,
        )

        homestretch_view_card_type_0.additional_properties = d
        return homestretch_view_card_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
