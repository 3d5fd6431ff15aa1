from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameDocumentViewType0")


@_attrs_define
class GameDocumentViewType0:
    """The ruleset's state as the caller may see it. Its shape is
    ruleset-specific (for `neck_and_neck`: track, race, phase, turn,
    roll, horses, placings, seats' cash, results and `you`, the
    caller's own sealed bets; each ruleset's doc in docs/rules/
    describes its view). Others' hands, sealed bets and the order of
    any deck never appear in it. Null until the game has started.

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_document_view_type_0 = cls()

        game_document_view_type_0.additional_properties = d
        return game_document_view_type_0

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
