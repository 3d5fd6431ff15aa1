from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JockeyViewHorsesItem")


@_attrs_define
class JockeyViewHorsesItem:
    """
    Attributes:
        horse (str):
        square (int):
        position (int):
        finished (bool):
        place (int | None):
    """

    horse: str
    square: int
    position: int
    finished: bool
    place: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        square = self.square

        position = self.position

        finished = self.finished

        place: int | None
        place = self.place

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "horse": horse,
                "square": square,
                "position": position,
                "finished": finished,
                "place": place,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        horse = d.pop("horse")

        square = d.pop("square")

        position = d.pop("position")

        finished = d.pop("finished")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        jockey_view_horses_item = cls(
            horse=horse,
            square=square,
            position=position,
            finished=finished,
            place=place,
        )

        jockey_view_horses_item.additional_properties = d
        return jockey_view_horses_item

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
