from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NeckAndNeckViewStandstill")


@_attrs_define
class NeckAndNeckViewStandstill:
    """
    Attributes:
        rolls (int):
        must_move_after (int):
        called_after (int):
        must_move (bool):
    """

    rolls: int
    must_move_after: int
    called_after: int
    must_move: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rolls = self.rolls

        must_move_after = self.must_move_after

        called_after = self.called_after

        must_move = self.must_move

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rolls": rolls,
                "must_move_after": must_move_after,
                "called_after": called_after,
                "must_move": must_move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rolls = d.pop("rolls")

        must_move_after = d.pop("must_move_after")

        called_after = d.pop("called_after")

        must_move = d.pop("must_move")

        neck_and_neck_view_standstill = cls(
            rolls=rolls,
            must_move_after=must_move_after,
            called_after=called_after,
            must_move=must_move,
        )

        neck_and_neck_view_standstill.additional_properties = d
        return neck_and_neck_view_standstill

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
