from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.long_shot_view_horses_item_odds import LongShotViewHorsesItemOdds


T = TypeVar("T", bound="LongShotViewHorsesItem")


@_attrs_define
class LongShotViewHorsesItem:
    """
    Attributes:
        horse (int):
        name (str):
        price (int):
        bar (list[int]):
        odds (LongShotViewHorsesItemOdds):
        feature (str):
        feature_text (str):
        space (int):
        owner (int | None):
        place (int | None):
        in_stretch (bool):
        bets_allowed (bool):
    """

    horse: int
    name: str
    price: int
    bar: list[int]
    odds: LongShotViewHorsesItemOdds
    feature: str
    feature_text: str
    space: int
    owner: int | None
    place: int | None
    in_stretch: bool
    bets_allowed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        name = self.name

        price = self.price

        bar = self.bar

        odds = self.odds.to_dict()

        feature = self.feature

        feature_text = self.feature_text

        space = self.space

        owner: int | None
        owner = self.owner

        place: int | None
        place = self.place

        in_stretch = self.in_stretch

        bets_allowed = self.bets_allowed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "horse": horse,
                "name": name,
                "price": price,
                "bar": bar,
                "odds": odds,
                "feature": feature,
                "feature_text": feature_text,
                "space": space,
                "owner": owner,
                "place": place,
                "in_stretch": in_stretch,
                "bets_allowed": bets_allowed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.long_shot_view_horses_item_odds import LongShotViewHorsesItemOdds  # noqa: PLC0415

        d = dict(src_dict)
        horse = d.pop("horse")

        name = d.pop("name")

        price = d.pop("price")

        bar = cast(list[int], d.pop("bar"))

        odds = LongShotViewHorsesItemOdds.from_dict(d.pop("odds"))

        feature = d.pop("feature")

        feature_text = d.pop("feature_text")

        space = d.pop("space")

        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        in_stretch = d.pop("in_stretch")

        bets_allowed = d.pop("bets_allowed")

        long_shot_view_horses_item = cls(
            horse=horse,
            name=name,
            price=price,
            bar=bar,
            odds=odds,
            feature=feature,
            feature_text=feature_text,
            space=space,
            owner=owner,
            place=place,
            in_stretch=in_stretch,
            bets_allowed=bets_allowed,
        )

        long_shot_view_horses_item.additional_properties = d
        return long_shot_view_horses_item

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
