from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LongShotViewDiscardsItem")


@_attrs_define
class LongShotViewDiscardsItem:
    """
    Attributes:
        card (int):
        kind (str):
        name (str):
        text (str):
        lead (bool):
        horse (int | None):
    """

    card: int
    kind: str
    name: str
    text: str
    lead: bool
    horse: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        kind = self.kind

        name = self.name

        text = self.text

        lead = self.lead

        horse: int | None
        horse = self.horse

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "kind": kind,
                "name": name,
                "text": text,
                "lead": lead,
                "horse": horse,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        kind = d.pop("kind")

        name = d.pop("name")

        text = d.pop("text")

        lead = d.pop("lead")

        def _parse_horse(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        horse = _parse_horse(d.pop("horse"))

        long_shot_view_discards_item = cls(
            card=card,
            kind=kind,
            name=name,
            text=text,
            lead=lead,
            horse=horse,
        )

        long_shot_view_discards_item.additional_properties = d
        return long_shot_view_discards_item

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
