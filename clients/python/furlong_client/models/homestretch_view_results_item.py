from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.homestretch_view_results_item_purses_item import HomestretchViewResultsItemPursesItem
    from ..models.homestretch_view_results_item_tokens_item import HomestretchViewResultsItemTokensItem


T = TypeVar("T", bound="HomestretchViewResultsItem")


@_attrs_define
class HomestretchViewResultsItem:
    """
    Attributes:
        race (int):
        card (str):
        placings (list[int]):
        purses (list[HomestretchViewResultsItemPursesItem]):
        tokens (list[HomestretchViewResultsItemTokensItem]):
    """

    race: int
    card: str
    placings: list[int]
    purses: list[HomestretchViewResultsItemPursesItem]
    tokens: list[HomestretchViewResultsItemTokensItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        race = self.race

        card = self.card

        placings = self.placings

        purses = []
        for purses_item_data in self.purses:
            purses_item = purses_item_data.to_dict()
            purses.append(purses_item)

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "race": race,
                "card": card,
                "placings": placings,
                "purses": purses,
                "tokens": tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.homestretch_view_results_item_purses_item import HomestretchViewResultsItemPursesItem  # noqa: PLC0415
        from ..models.homestretch_view_results_item_tokens_item import HomestretchViewResultsItemTokensItem  # noqa: PLC0415

        d = dict(src_dict)
        race = d.pop("race")

        card = d.pop("card")

        placings = cast(list[int], d.pop("placings"))

        purses = []
        _purses = d.pop("purses")
        for purses_item_data in _purses:
            purses_item = HomestretchViewResultsItemPursesItem.from_dict(purses_item_data)

            purses.append(purses_item)

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = HomestretchViewResultsItemTokensItem.from_dict(tokens_item_data)

            tokens.append(tokens_item)

        homestretch_view_results_item = cls(
            race=race,
            card=card,
            placings=placings,
            purses=purses,
            tokens=tokens,
        )

        homestretch_view_results_item.additional_properties = d
        return homestretch_view_results_item

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
