from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LongShotViewTrack")


@_attrs_define
class LongShotViewTrack:
    """
    Attributes:
        lanes (int):
        spaces (int):
        no_bets_from (int):
        finish (int):
    """

    lanes: int
    spaces: int
    no_bets_from: int
    finish: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lanes = self.lanes

        spaces = self.spaces

        no_bets_from = self.no_bets_from

        finish = self.finish

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lanes": lanes,
                "spaces": spaces,
                "no_bets_from": no_bets_from,
                "finish": finish,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lanes = d.pop("lanes")

        spaces = d.pop("spaces")

        no_bets_from = d.pop("no_bets_from")

        finish = d.pop("finish")

        long_shot_view_track = cls(
            lanes=lanes,
            spaces=spaces,
            no_bets_from=no_bets_from,
            finish=finish,
        )

        long_shot_view_track.additional_properties = d
        return long_shot_view_track

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
