from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.homestretch_view_horses_item_tote import HomestretchViewHorsesItemTote


T = TypeVar("T", bound="HomestretchViewHorsesItem")


@_attrs_define
class HomestretchViewHorsesItem:
    """
    Attributes:
        horse (int):
        name (str):
        price (int):
        tote (HomestretchViewHorsesItemTote):
        position (int):
        token (None | str):
        place (int | None):
    """

    horse: int
    name: str
    price: int
    tote: HomestretchViewHorsesItemTote
    position: int
    token: None | str
    place: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        name = self.name

        price = self.price

        tote = self.tote.to_dict()

        position = self.position

        token: None | str
        token = self.token

        place: int | None
        place = self.place

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "horse": horse,
                "name": name,
                "price": price,
                "tote": tote,
                "position": position,
                "token": token,
                "place": place,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.homestretch_view_horses_item_tote import HomestretchViewHorsesItemTote  # noqa: PLC0415

        d = dict(src_dict)
        horse = d.pop("horse")

        name = d.pop("name")

        price = d.pop("price")

        tote = HomestretchViewHorsesItemTote.from_dict(d.pop("tote"))

        position = d.pop("position")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        homestretch_view_horses_item = cls(
            horse=horse,
            name=name,
            price=price,
            tote=tote,
            position=position,
            token=token,
            place=place,
        )

        homestretch_view_horses_item.additional_properties = d
        return homestretch_view_horses_item

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
