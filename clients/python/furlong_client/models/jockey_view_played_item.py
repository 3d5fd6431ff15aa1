from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JockeyViewPlayedItem")


@_attrs_define
class JockeyViewPlayedItem:
    """
    Attributes:
        id (str):
        kind (str):
        colour (None | str):
        name (str):
    """

    id: str
    kind: str
    colour: None | str
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        colour: None | str
        colour = self.colour

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "colour": colour,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        def _parse_colour(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        colour = _parse_colour(d.pop("colour"))

        name = d.pop("name")

        jockey_view_played_item = cls(
            id=id,
            kind=kind,
            colour=colour,
            name=name,
        )

        jockey_view_played_item.additional_properties = d
        return jockey_view_played_item

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
